import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";

export const HeroVisual = objectType(
  "ContentHeroVisual",
  "The picture beside a hero's text from 1024 px: the agency's own products, composed for the page.",
  {
    image: f.image("The picture (design/hero-visuals/, rendered per language to content/images/heroes/<lang>/), relative to this file."),
    alt: text("What the picture shows."),
  },
);
