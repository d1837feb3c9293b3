import type { Lang } from "./languages";

export interface Crumb {
  label: string;
  path: string;
}

/** What gatsby-node gives every page; server HTML and hydration read the same facts. */
export interface PageContext {
  lang: Lang;
  /** Route key of the page, or "not-found". */
  routeKey: string;
  /** This page's path in each language (for the toggle, canonical and hreflang). */
  alternates: Record<Lang, string>;
  /** The trail after the home crumb, ending with this page; empty on the home page. */
  breadcrumb: Crumb[];
}
