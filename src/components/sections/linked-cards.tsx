import { graphql } from "gatsby";
import { IconCards } from "./icon-cards";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { RouteLink } from "../ui/route-link";

/** Icon cards whose titles link to a page, with the layout's "learn more" label (the whole card is the link's target area). */
export function LinkedCards({ cards, columns = 3 }: { cards: readonly Queries.LinkedCardFieldsFragment[]; columns?: 2 | 3 | 4 }) {
  const t = useLayoutStrings();
  return (
    <IconCards
      items={cards}
      columns={columns}
      renderExtra={(i) => (
        <RouteLink route={cards[i]!.route} className="card-link">
          {t.learnMore}
          <span className="visually-hidden">: {cards[i]!.title}</span>
        </RouteLink>
      )}
    />
  );
}

export const linkedCardFields = graphql`
  fragment LinkedCardFields on ContentLinkedCard {
    icon
    title
    description
    route
  }

  fragment LinkedCardSectionFields on ContentLinkedCardSection {
    title
    description
    items {
      ...LinkedCardFields
    }
  }
`;
