import { defaultLang, isLang, langs, type Lang } from "./languages";
import { routes as staticRoutes, type RouteDef } from "./routes";

/** Pure path helpers over a route table, shared by gatsby-node and the browser; every path ends in "/". */
export type RouteTable = readonly RouteDef[];

export function splitPath(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return pathname.split("/").filter((segment) => segment !== "");
}

export function joinPath(segments: readonly string[]): string {
  return segments.length === 0 ? "/" : `/${segments.join("/")}/`;
}

/** The language named by a path's first segment, or null when it has no language prefix. */
export function pathLang(path: string): Lang | null {
  const first = splitPath(path)[0];
  return isLang(first) ? first : null;
}

function findRoute(key: string, table: RouteTable): RouteDef {
  const found = table.find((r) => r.key === key);
  if (!found) throw new Error(`Unknown route key "${key}"`);
  return found;
}

/** The segments of a route in one language, parents first, without the language prefix. */
function routeSegments(key: string, lang: Lang, table: RouteTable): string[] {
  const def = findRoute(key, table);
  const own = splitPath(def.segment[lang]);
  return def.parent ? [...routeSegments(def.parent, lang, table), ...own] : own;
}

/** The localized path of a route: routePath("seo", "es") → "/es/servicios/posicionamiento-seo/". */
export function routePath(key: string, lang: Lang, table: RouteTable = staticRoutes): string {
  return joinPath([lang, ...routeSegments(key, lang, table)]);
}

export interface ResolvedPath {
  /** The language prefix of the path, or null when it has none. */
  lang: Lang | null;
  /** The deepest route whose segments (in either language) start the path. */
  route: RouteDef;
  /** Segments after that route that no route explains. */
  rest: string[];
}

/** The child of a route whose own segments (in either language) start `rest`, and how many it takes. */
function childMatch(table: RouteTable, parentKey: string | undefined, rest: readonly string[]): { route: RouteDef; length: number } | null {
  for (const r of table) {
    if (r.parent !== parentKey) continue;
    for (const l of langs) {
      const own = splitPath(r.segment[l]);
      if (own.length > 0 && own.every((part, i) => rest[i] === part)) return { route: r, length: own.length };
    }
  }
  return null;
}

/** Walks the route tree segment by segment, each in any language, so mixed-language paths resolve to the route they mean. */
export function resolvePath(path: string, table: RouteTable = staticRoutes): ResolvedPath {
  const segments = splitPath(path);
  const lang = isLang(segments[0]) ? segments[0] : null;
  const remaining = lang ? segments.slice(1) : segments;
  let route = table.find((r) => !r.parent && langs.every((l) => r.segment[l] === ""));
  if (!route) throw new Error("The route table has no home route");
  let parentKey: string | undefined = undefined;
  let depth = 0;
  for (;;) {
    const match = childMatch(table, parentKey, remaining.slice(depth));
    if (!match) break;
    route = match.route;
    parentKey = match.route.key;
    depth += match.length;
  }
  return { lang, route, rest: remaining.slice(depth) };
}

/** A prefixed path with every known segment in the prefix's language (/en/servicios → /en/services/); null without a prefix. */
export function canonicalPath(path: string, table: RouteTable = staticRoutes): string | null {
  const { lang, route, rest } = resolvePath(path, table);
  if (!lang) return null;
  return joinPath([...splitPath(routePath(route.key, lang, table)), ...rest]);
}

/** The language of a page: the path prefix, then the stored preference, then English (with a warning: every page has one). */
export function detectLanguage(
  path: string,
  storedPreference: string | null | undefined,
  warn: (message: string) => void = console.warn,
): Lang {
  const prefixed = pathLang(path);
  if (prefixed) return prefixed;
  warn(`Path "${path}" has no language prefix; using the stored or default language.`);
  return isLang(storedPreference) ? storedPreference : defaultLang;
}

export interface Redirect {
  from: string;
  to: string;
}

/** Every mixed-language spelling of every route, for each language prefix, redirected to the correct path. */
export function mixedLanguageRedirects(table: RouteTable = staticRoutes): Redirect[] {
  const redirects = new Map<string, string>();
  for (const def of table) {
    for (const lang of langs) {
      const right = routeSegments(def.key, lang, table);
      const perLang = langs.map((l) => routeSegments(def.key, l, table));
      const spellings = right.reduce<string[][]>(
        (acc, _segment, index) => {
          const choices = new Set(perLang.map((segments) => segments[index] ?? ""));
          return acc.flatMap((prefix) => [...choices].map((choice) => [...prefix, choice]));
        },
        [[]],
      );
      const to = joinPath([lang, ...right]);
      for (const spelling of spellings) {
        const from = joinPath([lang, ...spelling]);
        if (from !== to) redirects.set(from, to);
      }
    }
  }
  return [...redirects].map(([from, to]) => ({ from, to }));
}

/**
 * Where the not-found page sends a path it can make sense of, or null to show itself:
 * a mixed-language path goes to its correct spelling, an unknown blog id to the blog list,
 * and a known page typed without a language prefix to that page in the visitor's language.
 */
export function fixUnknownPath(path: string, storedPreference: string | null | undefined, table: RouteTable = staticRoutes): string | null {
  const prefixed = pathLang(path);
  const lang = prefixed ?? (isLang(storedPreference) ? storedPreference : defaultLang);
  const full = prefixed ? path : `/${lang}${path.startsWith("/") ? "" : "/"}${path}`;
  const { route, rest } = resolvePath(full, table);
  if (!prefixed && rest.length > 0) return null;
  if (route.template === "blog-list" && rest.length > 0) return routePath(route.key, lang, table);
  const fixed = canonicalPath(full, table);
  return fixed !== null && fixed !== joinPath(splitPath(path)) ? fixed : null;
}

/** The language's RSS feed, next to its blog list. */
export const feedPath = (lang: Lang): string => `${routePath("blog", lang)}rss.xml`;

/** The not-found page of a language's unknown paths: /404.html for the default language (and unprefixed paths), /es/404.html. */
export function notFoundPath(lang: Lang): string {
  return lang === defaultLang ? "/404.html" : `/${lang}/404.html`;
}

/** Whether a page path is one of the not-found pages (Gatsby names the default one /404/ too). */
export function isNotFoundPath(path: string): boolean {
  return path === "/404/" || langs.some((lang) => path === notFoundPath(lang));
}
