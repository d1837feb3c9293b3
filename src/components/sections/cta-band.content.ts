import { f, objectType } from "../../node/content/content-schema";
import { text } from "../../node/content/content-fields";
import { RouteLink } from "../ui/route-link.content";

export const Cta = objectType("ContentCallToAction", "A closing call-to-action band.", {
  title: text("Heading of the band."),
  description: text("Sentence under the heading."),
  primary: f.object(RouteLink, "The main button."),
  secondary: f.optional(f.object(RouteLink, "The second button.")),
});

export const cta = f.object(Cta, "The closing call to action.");
