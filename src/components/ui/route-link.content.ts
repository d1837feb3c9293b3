import { f, objectType } from "../../node/content/content-schema";
import { routeKeys, text } from "../../node/content/content-fields";

export const RouteLink = objectType("ContentRouteLink", "A link to a page of the site, by its route key.", {
  route: f.string("Route key of the target page (see src/i18n/routes.ts), e.g. contact.", routeKeys),
  label: text("Visible link text."),
});
