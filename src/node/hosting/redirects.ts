import fs from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import { defaultLang } from "../../i18n/languages";
import { mixedLanguageRedirects, pathLang, type Redirect, type RouteTable } from "../../i18n/paths";
import { externalCaseRedirects, withArticleRoutes, type PostInfo } from "../blog/blog";

/**
 * Every redirect of the site, as data: the root, every mixed-language spelling of a route of the
 * build's table (an article opened by its other-language id, /en/blog/pagina/2/), and the URLs
 * of posts that stand for a case study.
 */
export function siteRedirects(posts: readonly PostInfo[] = [], table: RouteTable = withArticleRoutes(posts)): Redirect[] {
  return [{ from: "/", to: `/${defaultLang}/` }, ...mixedLanguageRedirects(table), ...externalCaseRedirects(posts)];
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The same script on every redirect page (one CSP hash covers them all): it follows the
 * canonical link, on the host that served the page, keeping query and hash.
 */
export const REDIRECT_SCRIPT =
  'location.replace(new URL(document.querySelector("link[rel=canonical]").href).pathname+location.search+location.hash)';

/**
 * A page that works on any static host: the script replaces the history entry at once
 * (keeping query and hash), the meta refresh covers browsers without JavaScript, and
 * crawlers see noindex plus the canonical target.
 */
export function redirectHtml(to: string, origin: string): string {
  const lang = pathLang(to) ?? defaultLang;
  const href = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${origin}${to}`)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(origin + to)}">
<meta http-equiv="refresh" content="0;url=${href}">
<script>${REDIRECT_SCRIPT}</script>
</head>
<body><p><a href="${href}">${escapeHtml(origin + to)}</a></p></body>
</html>
`;
}

/** Hosts with a Gatsby adapter turn these into real 301s. */
export function registerRedirects(actions: Actions, redirects: readonly Redirect[]): void {
  for (const { from, to } of redirects) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: false });
  }
}

/** Writes one static redirect page per source path into the build output; pages win over redirects. */
export function writeRedirectPages(
  publicDir: string,
  redirects: readonly Redirect[],
  origin: string,
  pagePaths: ReadonlySet<string>,
): void {
  for (const { from, to } of redirects) {
    if (pagePaths.has(from)) throw new Error(`A redirect from ${from} would replace the page built there`);
    const file = path.join(publicDir, from, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectHtml(to, origin));
  }
}
