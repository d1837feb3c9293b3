import { f, objectType } from "../../node/content/content-schema";
import { icon, routeKeys, text } from "../../node/content/content-fields";

export const LinkedCard = objectType("ContentLinkedCard", "An icon card that links to a page.", {
  icon: icon("The card's icon."),
  title: text("Card title."),
  description: text("Card text."),
  route: f.string("The page the card links to.", routeKeys),
});
