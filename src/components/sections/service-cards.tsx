import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { TextList } from "../ui/text-list";
import { IconCards } from "./icon-cards";
import * as styles from "./service-cards.module.css";

/**
 * Service cards: an icon card a service, its check-marked features, and at the card's bottom edge
 * the button the page gives it (a quote on the home page, the service's page on the services index).
 */
export function ServiceCards({
  cards,
  button,
  headingLevel,
}: {
  cards: readonly Queries.ServiceCardFieldsFragment[];
  button: (card: Queries.ServiceCardFieldsFragment) => ReactNode;
  /** 2 when the cards sit right under the page's h1, with no section heading between. */
  headingLevel?: 2 | 3;
}) {
  return (
    <IconCards
      items={cards}
      headingLevel={headingLevel}
      renderExtra={(i) => (
        <>
          <TextList items={cards[i]!.features} className={styles.features} />
          {button(cards[i]!)}
        </>
      )}
    />
  );
}

export const serviceCardFields = graphql`
  fragment ServiceCardFields on ContentServiceCard {
    icon
    title
    description
    features
    route
  }
`;
