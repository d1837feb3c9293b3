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

/** A route: its key, its template, its path segment in each language, its parent route's key. */
function route<K extends string, T extends Template>(
  key: K,
  template: T,
  segment: Readonly<Record<Lang, string>>,
  parent?: string,
  options: { noindex?: boolean } = {},
): RouteDef & { key: K; template: T } {
  return { key, template, parent, segment, ...options };
}

/**
 * The contact endpoint's answers to a plain HTML form post (sent before the scripts loaded):
 * a 303 to one of these pages. No link leads to them, so they are noindex and not in the sitemap.
 */
const resultPage = { noindex: true } as const;

export const routes = [
  route("home", "home", { en: "", es: "" }),
  route("services", "services", { en: "services", es: "servicios" }),
  route("software-maintenance", "service", { en: "software-maintenance", es: "mantenimiento-software" }, "services"),
  route("web-development", "service", { en: "web-development", es: "desarrollo-web" }, "services"),
  route("mobile-development", "service", { en: "mobile-development", es: "desarrollo-movil" }, "services"),
  route("custom-software", "service", { en: "custom-software-development", es: "desarrollo-software-medida" }, "services"),
  route("ai-agents", "service", { en: "ai-agents", es: "agentes-ia" }, "services"),
  route("seo", "service", { en: "seo-optimization", es: "posicionamiento-seo" }, "services"),
  route("our-work", "our-work", { en: "our-work", es: "nuestro-trabajo" }),
  route("nurdoc", "case-study", { en: "nurdoc", es: "nurdoc" }, "our-work"),
  route("boathous", "case-study", { en: "boathous", es: "boathous" }, "our-work"),
  route("almia", "case-study", { en: "almia", es: "almia" }, "our-work"),
  route("blog", "blog-list", { en: "blog", es: "blog" }),
  route("about", "about", { en: "about-us", es: "sobre-nosotros" }),
  route("contact", "contact", { en: "contact", es: "contacto" }),
  route("contact-sent", "contact-sent", { en: "sent", es: "enviado" }, "contact", resultPage),
  route("contact-not-sent", "contact-not-sent", { en: "not-sent", es: "no-enviado" }, "contact", resultPage),
  route("privacy", "privacy", { en: "privacy-policy", es: "politica-privacidad" }),
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
