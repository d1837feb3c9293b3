import fs from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import { defaultLang } from "../../i18n/languages";
import { mixedLanguageRedirects, pathLang, type Redirect, type RouteTable } from "../../i18n/paths";
import { externalCaseRedirects, withArticleRoutes, type PostInfo } from "../blog/blog";
import { escapeXml } from "../pages/sitemap";
import { htmlFiles } from "./html-files";

/**
 * Every redirect of the site, as data: the root, every mixed-language spelling of a route of the
 * build's table (an article opened by its other-language id, /en/blog/pagina/2/), and the URLs
 * of posts that stand for a case study.
 */
export function siteRedirects(posts: readonly PostInfo[] = [], table: RouteTable = withArticleRoutes(posts)): Redirect[] {
  return [{ from: "/", to: `/${defaultLang}/` }, ...mixedLanguageRedirects(table), ...externalCaseRedirects(posts)];
}

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
  const href = escapeXml(to);
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeXml(`${origin}${to}`)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeXml(origin + to)}">
<meta http-equiv="refresh" content="0; url=${href}">
<script>${REDIRECT_SCRIPT}</script>
</head>
<body><p><a href="${href}">${escapeXml(origin + to)}</a></p></body>
</html>
`;
}

/** Hosts with a Gatsby adapter turn these into real 301s. */
export function registerRedirects(actions: Actions, redirects: readonly Redirect[]): void {
  for (const { from, to } of redirects) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: false });
  }
}

/** Removes `file`, then each folder it leaves empty, up to `root`. */
function removeWithEmptyFolders(file: string, root: string): void {
  fs.rmSync(file);
  for (let dir = path.dirname(file); dir !== root && fs.readdirSync(dir).length === 0; dir = path.dirname(dir)) fs.rmdirSync(dir);
}

/**
 * Writes one static redirect page per source path into the build output; pages win over redirects.
 * A warm build keeps the last build's files, and Gatsby removes only the pages it made: a redirect
 * page this build no longer has (a post renamed or deleted) is removed here, or it would send
 * visitors to a page that is gone, with no rule for it in _redirects.
 */
export function writeRedirectPages(
  publicDir: string,
  redirects: readonly Redirect[],
  origin: string,
  pagePaths: ReadonlySet<string>,
): void {
  const clash = redirects.find(({ from }) => pagePaths.has(from));
  if (clash) throw new Error(`A redirect from ${clash.from} would replace the page built there`);
  const files = new Map(redirects.map(({ from, to }) => [path.join(publicDir, from, "index.html"), to]));
  for (const file of htmlFiles(publicDir)) {
    if (files.has(file) || path.basename(file) !== "index.html") continue;
    if (fs.readFileSync(file, "utf8").includes(`<script>${REDIRECT_SCRIPT}</script>`)) removeWithEmptyFolders(file, publicDir);
  }
  for (const [file, to] of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectHtml(to, origin));
  }
}
