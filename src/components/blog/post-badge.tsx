import * as styles from "./post-badge.module.css";

/**
 * Marks a post in a way only gatsby develop shows: a draft (the production build leaves drafts
 * out), or a translation whose counterpart changed since they were last in sync (the production
 * build never sets that field). One look for both: the label says which.
 */
export function PostBadge({ kind, label }: { kind: "draft" | "outdated-translation"; label: string }) {
  return (
    <p className={styles.badge} data-testid={`${kind}-badge`}>
      {label}
    </p>
  );
}
