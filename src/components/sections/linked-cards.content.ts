import { f, interfaceType, objectType } from "../../node/content/content-schema";
import { icon, routeKeys, sectionHeading, text } from "../../node/content/content-fields";

export const LinkedCard = objectType("ContentLinkedCard", "An icon card that links to a page.", {
  icon: icon("The card's icon."),
  title: text("Card title."),
  description: text("Card text."),
  route: f.string("The page the card links to.", routeKeys),
});

/** What every section of linked cards has: the LinkedCardSectionFields fragment reads it. */
const LinkedCardSection = interfaceType("ContentLinkedCardSection", "A section of linked cards under its heading.", {
  ...sectionHeading,
  items: f.list(f.object(LinkedCard, "A card."), "The cards."),
});

/** A section of linked cards: its own type (its name, its description, how many cards). */
export const linkedCardSection = (name: string, description: string, card: string, cards: string, count: number) =>
  objectType(
    name,
    description,
    {
      ...sectionHeading,
      items: f.list(f.object(LinkedCard, card), cards, count),
    },
    undefined,
    [LinkedCardSection],
  );
