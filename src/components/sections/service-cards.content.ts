import { f, interfaceType, objectType } from "../../node/content/content-schema";
import { icon, routeKeys, text, texts } from "../../node/content/content-fields";

const fields = {
  icon: icon("The card's icon."),
  title: text("Service name."),
  description: text("What the service delivers."),
  route: f.string("The service page it stands for.", routeKeys),
};

/** What every service card has: the ServiceCardFields fragment reads it. */
const ServiceCard = interfaceType(
  "ContentServiceCard",
  "A service as a card: its icon, name, what it delivers, its features and its page.",
  {
    ...fields,
    features: texts("The service's features."),
  },
);

/** A page's service card: a type of its own, so that each page sets how many features a card lists. */
export const serviceCard = (name: string, description: string, features: string, count: number) =>
  objectType(name, description, { ...fields, features: texts(features, count) }, undefined, [ServiceCard]);
