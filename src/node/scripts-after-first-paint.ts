import fs from "node:fs";
import path from "node:path";
import { NOT_FOUND_RESOLVING_CLASS } from "../i18n/not-found-boot";
import { htmlFiles } from "./html-files";

/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app. Async
 * scripts run as soon as they arrive, and on a fast or warm connection that is before the first
 * paint: the browser then parses, evaluates and starts hydrating before it shows a page it has had
 * in full since the HTML arrived (every page is complete in its HTML; nothing needs script to be
 * seen).
 *
 * After the build, those tags become one small loader that adds them once the first contentful
 * paint is reported. With them it preloads what the app would otherwise ask for one step at a
 * time (app data, page data, the page's static queries, then the template's chunks), so hydration
 * waits for one round of requests instead of three. (Gatsby renders the tags in its own scripts
 * slice, out of reach of onPreRenderHTML, hence a pass over the written HTML.) The CSP, written
 * after this pass, hashes each page's loader.
 */
const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
const LOADER_MARK = "\u0000scripts-after-first-paint\u0000";

export interface Preload {
  href: string;
  as: "script" | "fetch";
}

/** The page's path as Gatsby writes it into the HTML (`window.pagePath`), if any. */
export function pagePathOf(html: string): string | null {
  const literal = /window\.pagePath=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
  return literal === undefined ? null : (JSON.parse(literal) as string);
}

export function scriptsAfterFirstPaint(html: string, preloadsFor: (pagePath: string) => Preload[] = () => []): string {
  const sources: string[] = [];
  const rewritten = html.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return sources.length === 1 ? LOADER_MARK : "";
  });
  if (sources.length === 0) return html;
  const pagePath = pagePathOf(html);
  const preloads = pagePath ? preloadsFor(pagePath) : [];
  return rewritten.replace(LOADER_MARK, `<script>${loaderScript(sources, preloads)}</script>`);
}

/**
 * Runs `l` (preload, then add the scripts) once the first contentful paint has been presented, as
 * the browser reports it; where paint timing is missing, after the next frame. Loads at once in a
 * hidden tab, which paints nothing, and on the not-found page while it hides itself to look for a
 * redirect, which only the app can do. A fail-safe loads after 3 s whatever happens. Data preloads
 * are `crossorigin="anonymous"` so that they match the app's same-origin XMLHttpRequests.
 */
export function loaderScript(sources: string[], preloads: Preload[] = []): string {
  return (
    `(function(s,p){var d=0;function l(){if(d)return;d=1;var b=document.body;` +
    `p.forEach(function(x){var e=document.createElement("link");e.rel="preload";e.setAttribute("as",x.as);e.href=x.href;if(x.as==="fetch")e.crossOrigin="anonymous";b.appendChild(e)});` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;b.appendChild(e)})}` +
    `setTimeout(l,3000);if(document.visibilityState!=="visible"||document.documentElement.classList.contains(${JSON.stringify(NOT_FOUND_RESOLVING_CLASS)}))return l();` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(t){t.getEntries().some(function(e){return e.name==="first-contentful-paint"})&&setTimeout(l,0)}).observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(l,0)})})(${JSON.stringify(sources)},${JSON.stringify(preloads)})`
  );
}

/** Where Gatsby's loader fetches a page's data (its createPageDataUrl, without path prefix). */
export function pageDataHref(pagePath: string): string {
  const fixed = pagePath === "/" ? "index" : pagePath.replace(/^\/+|\/+$/g, "");
  return `/page-data/${fixed}/page-data.json`;
}

interface ChunkGroups {
  [name: string]: { assets: { name: string }[] } | undefined;
}

/** What a page's app asks for before it can hydrate, read from the build's page data and webpack stats. */
export function buildPreloads(publicDir: string, chunkGroups: ChunkGroups, pagePath: string): Preload[] {
  const dataHref = pageDataHref(pagePath);
  const dataFile = path.join(publicDir, dataHref);
  if (!fs.existsSync(dataFile)) return [];
  const pageData = JSON.parse(fs.readFileSync(dataFile, "utf8")) as { componentChunkName: string; staticQueryHashes?: string[] };
  const chunks = (chunkGroups[pageData.componentChunkName]?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith(".js"));
  return [
    { href: "/page-data/app-data.json", as: "fetch" },
    { href: dataHref, as: "fetch" },
    ...(pageData.staticQueryHashes ?? []).map((hash): Preload => ({ href: `/page-data/sq/d/${hash}.json`, as: "fetch" })),
    ...chunks.map((name): Preload => ({ href: `/${name}`, as: "script" })),
  ];
}

/** Rewrites every built HTML page under `publicDir`; returns how many it changed. */
export function deferScriptsInBuild(publicDir: string): number {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { namedChunkGroups: ChunkGroups };
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = scriptsAfterFirstPaint(html, (pagePath) => buildPreloads(publicDir, stats.namedChunkGroups, pagePath));
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
