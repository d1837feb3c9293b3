import { Link } from "gatsby";
import * as styles from "./tag-list.module.css";

/** A tag that leads to its own page (a post's category to the category's list). */
export interface TagLink {
  name: string;
  path: string;
}

/** Small pills naming a project's or a post's categories; a post's link to their pages. */
export function TagList({ tags, label, uppercase = false }: { tags: readonly (string | TagLink)[]; label?: string; uppercase?: boolean }) {
  return (
    <ul className={`${styles.tags} ${uppercase ? styles.uppercase : ""}`} aria-label={label}>
      {tags.map((tag) =>
        typeof tag === "string" ? (
          <li key={tag} className={styles.tag}>
            {tag}
          </li>
        ) : (
          <li key={tag.path}>
            <Link to={tag.path} className={`${styles.tag} ${styles.link}`}>
              {tag.name}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}
