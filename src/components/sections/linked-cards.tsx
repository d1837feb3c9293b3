import { graphql } from "gatsby";
import { IconCards } from "./icon-cards";
import { RouteLink } from "../ui/route-link";

/** Icon cards whose titles link to a page (the whole card is the link's target area). */
export function LinkedCards({
  cards,
  linkLabel,
  columns = 3,
}: {
  cards: readonly Queries.LinkedCardFieldsFragment[];
  linkLabel: string;
  columns?: 2 | 3 | 4;
}) {
  return (
    <IconCards
      items={cards}
      columns={columns}
      renderExtra={(i) => (
        <RouteLink route={cards[i]!.route} className="card-link">
          {linkLabel}
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
`;
