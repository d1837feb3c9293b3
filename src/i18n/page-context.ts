import type { Lang } from "./languages";

export interface Crumb {
  label: string;
  path: string;
}

/** The route key of the not-found page, which is not in the route table (it has no localized paths). */
export const NOT_FOUND_ROUTE = "not-found";

/** What gatsby-node gives every page; server HTML and hydration read the same facts. */
export interface PageContext {
  lang: Lang;
  /** Route key of the page, or NOT_FOUND_ROUTE. */
  routeKey: string;
  /** This page's path in each language (for the toggle, canonical and hreflang). */
  alternates: Record<Lang, string>;
  /** The trail after the home crumb, ending with this page; empty on the home page. */
  breadcrumb: Crumb[];
}
