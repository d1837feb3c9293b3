import { f, objectType } from "../../node/content/content-schema";
import { icon, sectionHeading, text } from "../../node/content/content-fields";

export const IconCard = objectType("ContentIconCard", "A card with an icon, a title and a sentence or two.", {
  icon: icon("The card's icon."),
  title: text("Card title."),
  description: text("Card text."),
});

/** A section of icon cards under its heading: its own type (name, description) and its cards. */
export const iconCardSection = (name: string, description: string, card: string, cards: string, count?: number) =>
  objectType(name, description, {
    ...sectionHeading,
    items: f.list(f.object(IconCard, card), cards, count),
  });
