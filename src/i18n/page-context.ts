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

/** Where a list page sits among its list's pages. */
export interface ListPaging {
  /** This page's number, from 1. */
  current: number;
  /** The path of every page of the list, in this page's language. */
  paths: string[];
}

/** What gatsby-node gives a blog list page (the list of every post or of one category). */
export interface ListContext extends PageContext {
  /** The BlogPost ids this page shows, in order. */
  postIds: string[];
  paging: ListPaging;
  /** On a category's list: its name in this page's language. */
  category: string | null;
}

/** What gatsby-node gives an article page. */
export interface ArticleContext extends PageContext {
  /** Id of the BlogPost node the article page shows. */
  postId: string;
  /** BlogPost ids of the related posts shown after the article, in order. */
  relatedIds: string[];
  /** The post's body, rendered by the build from its MDX (src/node/blog/post-body.ts). */
  bodyHtml: string;
}

/** A page query's result with every root field there. */
export type Present<T> = { [K in keyof T]-?: NonNullable<T[K]> };

/**
 * The page query's root fields, each checked there: gatsby-node creates a page only where its
 * content exists, so an absent one is a build error naming the page, never a half-empty page.
 */
export function presentFields<T extends object>(data: T, { lang, routeKey }: Pick<PageContext, "lang" | "routeKey">): Present<T> {
  const absent = (Object.keys(data) as (keyof T & string)[]).filter((field) => data[field] == null);
  if (absent.length > 0) throw new Error(`The ${lang} page "${routeKey}" has no ${absent.join(", ")} in its query's result`);
  return data as Present<T>;
}
