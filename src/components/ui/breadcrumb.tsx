import { Link } from "gatsby";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import type { Crumb } from "../../i18n/page-context";
import * as styles from "./breadcrumb.module.css";

/** Home, then the trail; the last item is the current page. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const t = useLayoutStrings();
  const { localize } = useLanguage();
  return (
    <nav aria-label={t.breadcrumbLabel} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={localize("home")}>{t.homeCrumb}</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {/* title: the whole label on hover, where a narrow screen cuts it with an ellipsis. */}
            {index === trail.length - 1 ? (
              <span aria-current="page" title={crumb.label}>
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.path} title={crumb.label}>
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
