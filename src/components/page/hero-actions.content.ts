import { f, objectType } from "../../node/content/content-schema";
import { RouteLink } from "../ui/route-link.content";

const HeroActions = objectType("ContentHeroActions", "The buttons of a hero.", {
  primary: f.object(RouteLink, "The main call to action."),
  secondary: f.optional(f.object(RouteLink, "The second button.")),
});

/**
 * A hero's buttons, which PageHero (or the home hero) shows under the description. Every page may
 * have them (pageFields); a page type whose hero must have them declares this field again.
 */
export const heroActions = f.object(HeroActions, "The hero's buttons.");
