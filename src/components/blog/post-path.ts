import type { Lang } from "../../i18n/languages";
import { joinPath, routePath, splitPath } from "../../i18n/paths";

/** Where a post leads: its article, or the case study a case-study post stands for. */
export function postPath(post: { slug: string; externalCase?: string | null }, lang: Lang): string {
  return post.externalCase ? routePath(post.externalCase, lang) : joinPath([...splitPath(routePath("blog", lang)), post.slug]);
}

/** The language's RSS feed, next to its blog list. */
export const feedPath = (lang: Lang): string => `${routePath("blog", lang)}rss.xml`;
