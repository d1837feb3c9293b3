import { graphql, Link } from "gatsby";
import type { ListPaging } from "../../i18n/page-context";
import { fillPlaceholders } from "../../i18n/placeholders";
import * as styles from "./pagination.module.css";

/** Links to every page of a list, the current one marked, and to the previous and next; nothing when the list has one page. */
export function Pagination({ paging, labels }: { paging: ListPaging; labels: Queries.PaginationLabelsFragment }) {
  const { current, paths } = paging;
  if (paths.length < 2) return null;
  const previous = paths[current - 2];
  const next = paths[current];
  return (
    <nav aria-label={labels.pagination} className={styles.pagination} data-testid="pagination">
      <p className={styles.status}>{fillPlaceholders(labels.pageOf, { page: current, total: paths.length })}</p>
      <ul className={styles.pages}>
        {previous && (
          <li>
            <Link to={previous} rel="prev" className={styles.step}>
              {labels.previous}
            </Link>
          </li>
        )}
        {paths.map((path, i) => (
          <li key={path}>
            <Link
              to={path}
              className={styles.number}
              aria-current={i + 1 === current ? "page" : undefined}
              aria-label={fillPlaceholders(labels.page, { page: i + 1 })}
            >
              {i + 1}
            </Link>
          </li>
        ))}
        {next && (
          <li>
            <Link to={next} rel="next" className={styles.step}>
              {labels.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

export const paginationLabels = graphql`
  fragment PaginationLabels on ContentBlogLabels {
    pagination
    previous
    next
    page
    pageOf
  }
`;
