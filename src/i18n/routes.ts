import type { Lang } from "./languages";

/**
 * The route table: the single source of truth for every localized path of the site.
 * Page creation, links, the language toggle, canonical/hreflang, the sitemap and the
 * mixed-language redirects are all derived from it.
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
  /**
   * A page that search engines must not index and the sitemap leaves out (it is still a real
   * page, with canonical and hreflang like any other).
   */
  readonly noindex?: boolean;
}

function route<K extends string, T extends Template>(
  key: K,
  template: T,
  en: string,
  es: string,
  parent?: string,
  options: { noindex?: boolean } = {},
): RouteDef & { key: K; template: T } {
  return { key, template, parent, segment: { en, es }, ...options };
}

/**
 * The contact endpoint's answers to a plain HTML form post (sent before the scripts loaded):
 * a 303 to one of these pages. No link leads to them, so they are noindex and not in the sitemap.
 */
const resultPage = { noindex: true } as const;

export const routes = [
  route("home", "home", "", ""),
  route("services", "services", "services", "servicios"),
  route("software-maintenance", "service", "software-maintenance", "mantenimiento-software", "services"),
  route("web-development", "service", "web-development", "desarrollo-web", "services"),
  route("mobile-development", "service", "mobile-development", "desarrollo-movil", "services"),
  route("custom-software", "service", "custom-software-development", "desarrollo-software-medida", "services"),
  route("ai-agents", "service", "ai-agents", "agentes-ia", "services"),
  route("seo", "service", "seo-optimization", "posicionamiento-seo", "services"),
  route("our-work", "our-work", "our-work", "nuestro-trabajo"),
  route("nurdoc", "case-study", "nurdoc", "nurdoc", "our-work"),
  route("boathous", "case-study", "boathous", "boathous", "our-work"),
  route("almia", "case-study", "almia", "almia", "our-work"),
  route("blog", "blog-list", "blog", "blog"),
  route("about", "about", "about-us", "sobre-nosotros"),
  route("contact", "contact", "contact", "contacto"),
  route("contact-sent", "contact-sent", "sent", "enviado", "contact", resultPage),
  route("contact-not-sent", "contact-not-sent", "not-sent", "no-enviado", "contact", resultPage),
  route("privacy", "privacy", "privacy-policy", "politica-privacidad"),
] as const satisfies readonly RouteDef[];

export type RouteKey = (typeof routes)[number]["key"];

/**
 * The words of the blog's list pages added to the table at build time (see src/node/blog/blog-lists.ts):
 * page 2 of a list is <list>/page/2/, a category's list /<lang>/blog/category/<slug>/.
 */
export const blogListSegments = {
  page: { en: "page", es: "pagina" },
  category: { en: "category", es: "categoria" },
} as const satisfies Readonly<Record<string, Readonly<Record<Lang, string>>>>;

/** Templates of the pages the table lists (blog posts and list pages are added to the table at build time). */
export type StaticTemplate = (typeof routes)[number]["template"];

/** The case studies, whose blog posts may stand for them (the post's URLs redirect to the case). */
export const caseStudyKeys = ["nurdoc", "boathous", "almia"] as const satisfies readonly RouteKey[];

/** Whether a route's pages are marked noindex (and left out of the sitemap). */
export function isNoindexRoute(key: string): boolean {
  return routes.some((r: RouteDef) => r.key === key && r.noindex === true);
}
