import { f, objectType } from "../../node/content/content-schema";
import { sectionHeading, text, texts } from "../../node/content/content-fields";
import { RouteLink } from "../ui/route-link.content";

export const PricingPackage = objectType("ContentPricingPackage", "The MVP package.", {
  ...sectionHeading,
  name: text("Package name."),
  delivery: text("Delivery time, e.g. 2-4 weeks."),
  includes: texts("What the package includes."),
  note: text("How the price is set."),
  cta: f.object(RouteLink, "The package's button."),
});
