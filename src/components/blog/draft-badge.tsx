import * as styles from "./draft-badge.module.css";

/** Marks a post that only gatsby develop shows (the production build leaves drafts out). */
export function DraftBadge({ label }: { label: string }) {
  return (
    <p className={styles.badge} data-testid="draft-badge">
      {label}
    </p>
  );
}
