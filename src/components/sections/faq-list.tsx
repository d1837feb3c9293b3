import { graphql } from "gatsby";
import { RouteLink } from "../ui/route-link";
import { balancedGridStyle } from "../ui/balanced-grid";
import * as grid from "../ui/balanced-grid.module.css";
import * as styles from "./faq-list.module.css";

/** FAQ cards (the page puts the title in its section heading), then the "didn't find your answer" prompt with a contact button. */
export function FaqList({ faq }: { faq: Queries.FaqFieldsFragment }) {
  return (
    <>
      <dl className={`${grid.grid} term-cards`} style={balancedGridStyle(faq.items.length, { lg: 2 })}>
        {faq.items.map((item) => (
          <div key={item.question}>
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
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

export const faqFields = graphql`
  fragment FaqFields on ContentFaq {
    title
    items {
      question
      answer
    }
    prompt
    contact
  }
`;
