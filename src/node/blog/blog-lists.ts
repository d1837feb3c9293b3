import { languageWords } from "../../i18n/words";
import { perLang, type Lang } from "../../i18n/languages";
import type { RouteDef } from "../../i18n/routes";
import type { BlogCategory } from "./blog-categories";

/**
 * The blog's list pages: the list of every post and one list per category, each cut into pages
 * of POSTS_PER_PAGE. Page 1 is the list's own route (/en/blog/, /en/blog/category/<slug>/),
 * page n its child <list>/page/n/ (/es/blog/pagina/n/). Lists are made from post keys, and every
 * post exists in both languages with the same categories, so a page exists in both or neither:
 * the language toggle keeps the page number.
 */
export const POSTS_PER_PAGE = 9;

/** What the lists need of a post (one language version; lists use the pairing key). */
export interface ListedPost {
  key: string;
  date: string;
  categories: readonly string[];
}

export interface BlogList {
  /** Route key of the list's first page. */
  key: string;
  /** The category the list shows, or null for the list of every post. */
  category: BlogCategory | null;
  /** Post keys of each page, newest first; one empty page when there is no post (the empty state). */
  pages: string[][];
}

/** Items cut into pages of `size`; an empty list still has its one (empty) page. */
export function paginate<T>(items: readonly T[], size: number = POSTS_PER_PAGE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A page holds at least one item, not ${size}`);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/** Newest first; posts of the same day by key, so that the pages never change between builds. */
export function byDateDesc(a: ListedPost, b: ListedPost): number {
  return b.date.localeCompare(a.date) || a.key.localeCompare(b.key);
}

export const categoryRouteKey = (id: string): string => `category:${id}`;

/** Route key of page `page` (from 1) of a list. */
export const listPageKey = (listKey: string, page: number): string => (page === 1 ? listKey : `${listKey}/page:${page}`);

/** The blog list and one list per category that has posts, from one language's posts. */
export function blogLists(posts: readonly ListedPost[], categories: readonly BlogCategory[]): BlogList[] {
  const sorted = [...posts].sort(byDateDesc);
  const keysOf = (chosen: readonly ListedPost[]) => paginate(chosen.map((p) => p.key));
  return [
    { key: "blog", category: null, pages: keysOf(sorted) },
    ...categories
      .map((category) => ({ category, posts: sorted.filter((p) => p.categories.includes(category.id)) }))
      .filter(({ posts: inCategory }) => inCategory.length > 0)
      .map(({ category, posts: inCategory }) => ({ key: categoryRouteKey(category.id), category, pages: keysOf(inCategory) })),
  ];
}

const pageSegment = (page: number): Record<Lang, string> => perLang((lang) => `${languageWords[lang].blogListPaths.page}/${page}`);

/** A category's list page under the blog, in one language: "category/<slug>". The one place it is worked out. */
export const categorySegment = (category: BlogCategory, lang: Lang): string =>
  `${languageWords[lang].blogListPaths.category}/${category.slug[lang]}`;

/**
 * The routes the lists add to the table: each category's first page under the blog, and every
 * page after the first under its list's first page. The blog list's first page is in the table already.
 */
export function listRoutes(lists: readonly BlogList[]): RouteDef[] {
  return lists.flatMap((list) => {
    const first: RouteDef[] = list.category
      ? [
          {
            key: list.key,
            parent: "blog",
            template: "blog-list",
            segment: perLang((lang) => categorySegment(list.category!, lang)),
          },
        ]
      : [];
    const rest = list.pages.slice(1).map((_keys, i): RouteDef => ({
      key: listPageKey(list.key, i + 2),
      parent: list.key,
      template: "blog-list",
      segment: pageSegment(i + 2),
    }));
    return [...first, ...rest];
  });
}

/**
 * Up to `count` other posts sharing a category with `post`: the most shared categories first,
 * then the newest. Posts without a shared category are never chosen.
 */
export function relatedPosts<P extends ListedPost>(post: ListedPost, candidates: readonly P[], count = 3): P[] {
  const shared = (other: ListedPost) => other.categories.filter((c) => post.categories.includes(c)).length;
  return candidates
    .filter((other) => other.key !== post.key && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || byDateDesc(a, b))
    .slice(0, count);
}
