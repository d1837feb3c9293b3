import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { TextList } from "../ui/text-list";
import { IconCards } from "./icon-cards";
import * as styles from "./service-cards.module.css";

/**
 * The home page's service cards: an icon card a service, its check-marked features, and at the
 * card's bottom edge the button the page gives it. Three in a row from 1024 px; from 640 px, one a
 * row with its features beside its text (never two and a stretched third).
 */
export function ServiceCards({
  cards,
  button,
}: {
  cards: readonly Queries.ServiceCardFieldsFragment[];
  button: (card: Queries.ServiceCardFieldsFragment) => ReactNode;
}) {
  return (
    <IconCards
      items={cards}
      className={styles.cards}
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
