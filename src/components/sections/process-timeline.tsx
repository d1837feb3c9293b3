import { graphql } from "gatsby";
import * as styles from "./process-timeline.module.css";

/**
 * Numbered steps (the page puts the title and description in its section heading), in reading
 * order down a rail that joins their numbers; every step's text is left-aligned.
 */
export function ProcessTimeline({ steps }: { steps: Queries.ProcessFieldsFragment["steps"] }) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export const processFields = graphql`
  fragment ProcessFields on ContentProcess {
    title
    description
    steps {
      title
      description
    }
  }
`;
