import type { ReactNode } from "react";
import { ContentIcon } from "../ui/content-icon";
import * as styles from "./icon-cards.module.css";

export interface IconCardData {
  icon: string;
  title: string;
  description: string;
}

/** A responsive grid of icon cards; each card may carry extra content (features, a link). */
export function IconCards({
  items,
  columns = 3,
  renderExtra,
}: {
  items: readonly IconCardData[];
  columns?: 2 | 3 | 4;
  renderExtra?: (index: number) => ReactNode;
}) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.icon}>
            <ContentIcon name={item.icon} />
          </span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.description}</p>
          {renderExtra?.(index)}
        </li>
      ))}
    </ul>
  );
}
