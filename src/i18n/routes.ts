import { languages, perLang, type Lang } from "./languages";

/**
 * The route table: the single source of truth for every localized path of the site. Each route's
 * words are the registry's (`paths` in language-registry.json), checked by the build.
 */
export type Template =
  | "home"
  | "services"
  | "service"
  | "our-work"
  | "case-study"
  | "blog-list"
  | "blog-post"
  | "about"
  | "contact"
  | "contact-sent"
  | "contact-not-sent"
  | "privacy";

export interface RouteDef {
  readonly key: string;
  /** The route this one is nested under; its path segments come first. */
  readonly parent?: string;
  /**
   * This route's own path segment per language ("" for the home page); the blog's list pages
   * added at build time have two ("page/2", "category/startups").
   */
  readonly segment: Readonly<Record<Lang, string>>;
  readonly template: Template;
  /** A page search engines must not index and the sitemap leaves out (with canonical and hreflang all the same). */
  readonly noindex?: boolean;
}

function route<K extends string, T extends Template>(
  key: K,
  template: T,
  parent?: string,
  options: { noindex?: boolean } = {},
): RouteDef & { key: K; template: T } {
  // The build refuses a registry that lacks a route's path (src/node/content/registry-problems.ts).
  return { key, template, parent, segment: perLang((lang) => languages[lang].paths[key] as string), ...options };
}

/** The contact endpoint's answers to a plain HTML post (a 303): no link leads to them. */
const resultPage = { noindex: true } as const;

export const routes = [
  route("home", "home"),
  route("services", "services"),
  route("software-maintenance", "service", "services"),
  route("web-development", "service", "services"),
  route("mobile-development", "service", "services"),
  route("custom-software", "service", "services"),
  route("ai-agents", "service", "services"),
  route("seo", "service", "services"),
  route("our-work", "our-work"),
  route("nurdoc", "case-study", "our-work"),
  route("boathous", "case-study", "our-work"),
  route("almia", "case-study", "our-work"),
  route("blog", "blog-list"),
  route("about", "about"),
  route("contact", "contact"),
  route("contact-sent", "contact-sent", "contact", resultPage),
  route("contact-not-sent", "contact-not-sent", "contact", resultPage),
  route("privacy", "privacy"),
] as const satisfies readonly RouteDef[];

export type RouteKey = (typeof routes)[number]["key"];

/** Templates of the pages the table lists (blog posts and list pages are added to the table at build time). */
export type StaticTemplate = (typeof routes)[number]["template"];

/** The case studies, whose blog posts may stand for them (the post's URLs redirect to the case). */
export const caseStudyKeys = ["nurdoc", "boathous", "almia"] as const satisfies readonly RouteKey[];

/** Whether a route's pages are marked noindex (and left out of the sitemap). */
export function isNoindexRoute(key: string): boolean {
  return routes.some((r: RouteDef) => r.key === key && r.noindex === true);
}
