import { f, objectType } from "../../node/content/content-schema";
import { RouteLink } from "../ui/route-link.content";

export const HeroActions = objectType("ContentHeroActions", "The buttons of a hero.", {
  primary: f.object(RouteLink, "The main call to action."),
  secondary: f.optional(f.object(RouteLink, "The second button.")),
});

export const heroActions = f.object(HeroActions, "The hero's buttons.");
