import { graphql } from "gatsby";
import { MailLink } from "../ui/mail-link";
import * as styles from "./contact-next.module.css";

/** Beside the form: what happens after a message is sent (a reply, a free consultation, a quote), then the support e-mail. */
export function ContactNext({ next, directly, email }: { next: Queries.ContactNextFieldsFragment; directly: string; email: string }) {
  return (
    <aside className={styles.panel} aria-labelledby="contact-next-title">
      <h2 id="contact-next-title" className={styles.title}>
        {next.title}
      </h2>
      <ol className={styles.steps}>
        {next.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.description}</p>
          </li>
        ))}
      </ol>
      <p className={styles.direct}>
        {directly} <MailLink email={email} />
      </p>
    </aside>
  );
}

export const contactNextFields = graphql`
  fragment ContactNextFields on ContentContactNext {
    title
    steps {
      title
      description
    }
  }
`;
