import { graphql } from "gatsby";
import * as styles from "./journey.module.css";

/** The company's milestones, on alternating sides of a line on wide screens. */
export function Journey({ entries }: { entries: readonly Queries.JourneyEntryFieldsFragment[] }) {
  return (
    <ol className={styles.journey}>
      {entries.map((entry) => (
        <li key={entry.date} className={`${styles.entry} ${entry.position === "left" ? styles.left : styles.right}`}>
          <div className={styles.card}>
            <p className={styles.date}>{entry.date}</p>
            <h3 className={styles.title}>{entry.title}</h3>
            <p className={styles.text}>{entry.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export const journeyEntryFields = graphql`
  fragment JourneyEntryFields on ContentTimelineEntry {
    date
    title
    description
    position
  }
`;
