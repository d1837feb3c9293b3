import { f, interfaceType, objectType } from "../../node/content/content-schema";
import { icon, sectionHeading, text } from "../../node/content/content-fields";

export const IconCard = objectType("ContentIconCard", "A card with an icon, a title and a sentence or two.", {
  icon: icon("The card's icon."),
  title: text("Card title."),
  description: text("Card text."),
});

/** What every section of icon cards has: the IconCardSectionFields fragment reads it. */
const IconCardSection = interfaceType("ContentIconCardSection", "A section of icon cards under its heading.", {
  ...sectionHeading,
  items: f.list(f.object(IconCard, "A card."), "The cards."),
});

/** A section of icon cards: its own type (its name, its description, how many cards). */
export const iconCardSection = (name: string, description: string, card: string, cards: string, count?: number) =>
  objectType(
    name,
    description,
    {
      ...sectionHeading,
      items: f.list(f.object(IconCard, card), cards, count),
    },
    undefined,
    [IconCardSection],
  );
