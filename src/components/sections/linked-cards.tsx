import { graphql } from "gatsby";
import { IconCards } from "./icon-cards";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { RouteLink } from "../ui/route-link";
import { Section } from "./section";

/**
 * A section of short linked statements (plain icon cards), each with the layout's "learn more"
 * link to its page, under the section's heading.
 */
export function LinkedCardSection({ id, section }: { id: string; section: Queries.LinkedCardSectionFieldsFragment }) {
  const t = useLayoutStrings();
  const cards = section.items;
  return (
    <Section id={id} heading={section} still>
      <IconCards
        items={cards}
        plain
        renderExtra={(i) => (
          <RouteLink route={cards[i]!.route} className="card-link">
            {t.learnMore}
            <span className="visually-hidden">: {cards[i]!.title}</span>
          </RouteLink>
        )}
      />
    </Section>
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
