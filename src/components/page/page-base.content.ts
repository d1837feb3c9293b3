import { f, objectType, type Fields, type InterfaceType, type ObjectType } from "../../node/content/content-schema";
import { text, texts } from "../../node/content/content-fields";
import { heroActions } from "./hero-actions.content";
import { HeroVisual } from "./hero-picture.content";

const PageMeta = objectType("PageMeta", "What search engines and social networks show for a page.", {
  title: text("The <title> of the page and the social-sharing title."),
  description: text("Meta description and social-sharing description (about 150 characters)."),
  keywords: texts("Meta keywords."),
  robots: f.optional(
    f.string(
      'A robots meta tag stated explicitly (the mobile development page states index, follow). Without it, none is written, which search engines read as "index, follow".',
      ["index, follow"],
    ),
  ),
});

const PageHero = objectType("PageHero", "The opening block of a page.", {
  tag: f.optional(text("Small label shown above the title.")),
  title: text("The page's only <h1>; on the home page, the sentence the rotating word stands for."),
  titleLead: f.optional(text("Home only: the start of the headline, before the rotating word.")),
  rotatingWords: f.optional(texts("Home only: the words that rotate in the headline.", 4)),
  description: text("The paragraph under the title."),
  visual: f.optional(f.object(HeroVisual, "The picture beside the text, from 1024 px wide; pages without one keep the text alone.")),
});

/** Fields every page's content has; the PageContent interface in GraphQL (the PageBase fragment). */
export const pageFields = {
  meta: f.object(PageMeta, "Head tags of the page."),
  breadcrumb: text("This page's label in breadcrumbs."),
  hero: f.object(PageHero, "The opening block of the page."),
  heroActions: f.optional({ ...heroActions, description: "The hero's buttons, on the pages that have them." }),
};

/** The content type of a page family: the fields every page has, then its own. */
export function pageType<Extra extends Fields>(
  name: string,
  description: string,
  extra: Extra,
  check?: ObjectType<typeof pageFields & Extra>["check"],
  interfaces?: readonly InterfaceType[],
): ObjectType<typeof pageFields & Extra> {
  return objectType(name, description, { ...pageFields, ...extra }, check, interfaces);
}
