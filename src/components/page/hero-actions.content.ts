import { f, objectType } from "../../node/content/content-schema";
import { RouteLink } from "../ui/route-link.content";

const HeroActions = objectType("ContentHeroActions", "The buttons of a hero.", {
  primary: f.object(RouteLink, "The main call to action."),
  secondary: f.optional(f.object(RouteLink, "The second button.")),
});

/** A page's hero buttons: PageHero (or the home hero) shows them under the description. */
export const heroActions = f.optional(f.object(HeroActions, "The hero's buttons; a page without them has none."));
