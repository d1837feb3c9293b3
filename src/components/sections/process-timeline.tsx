import { graphql } from "gatsby";
import * as styles from "./process-timeline.module.css";

/** Numbered steps (the page puts the title and description in its section heading): a simple list on phones, an alternating timeline on wide screens. */
export function ProcessTimeline({ steps }: { steps: Queries.ProcessFieldsFragment["steps"] }) {
  return (
    <ol className={styles.timeline}>
      {steps.map((step, index) => (
        <li key={step.title} className={`${styles.step} ${index % 2 === 0 ? styles.left : styles.right}`}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <div className={styles.body}>
            <h3 className={styles.title}>{step.title}</h3>
            <p>{step.description}</p>
          </div>
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
