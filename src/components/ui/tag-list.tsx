import * as styles from "./tag-list.module.css";

/** Small pills naming a project's or a post's categories. */
export function TagList({ tags, label, uppercase = false }: { tags: readonly string[]; label?: string; uppercase?: boolean }) {
  return (
    <ul className={`${styles.tags} ${uppercase ? styles.uppercase : ""}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
