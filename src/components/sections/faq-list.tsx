import { RouteLink } from "../ui/route-link";
import * as styles from "./faq-list.module.css";

export interface FaqData {
  items: readonly { question: string; answer: string }[];
  prompt: string;
  contact: string;
}

/** FAQ cards, then the "didn't find your answer" prompt with a contact button. */
export function FaqList({ faq }: { faq: FaqData }) {
  return (
    <>
      <dl className={styles.list}>
        {faq.items.map((item) => (
          <div key={item.question} className={styles.item}>
            <dt className={styles.question}>{item.question}</dt>
            <dd className={styles.answer}>{item.answer}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.prompt}>
        <span>{faq.prompt}</span>
        <RouteLink route="contact" className="button button--primary button--sm">
          {faq.contact}
        </RouteLink>
      </p>
    </>
  );
}
