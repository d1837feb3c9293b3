import fs from "node:fs";
import { NOT_FOUND_RESOLVING_CLASS } from "../i18n/not-found-boot";
import { htmlFiles } from "./html-files";

/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app. Async
 * scripts run as soon as they arrive, and on a fast or warm connection that is before the first
 * paint: the browser then parses, evaluates and starts hydrating before it shows a page it has had
 * in full since the HTML arrived (every page is complete in its HTML; nothing needs script to be
 * seen).
 *
 * After the build, each of those tags becomes a preload at the same place (the download starts
 * exactly as before), and one small loader adds the scripts once the first frame is painted: a
 * visible tab waits for one animation frame and then a task; a hidden tab paints nothing, so it
 * loads them at once. (Gatsby renders these tags in its own scripts slice, out of reach of
 * onPreRenderHTML, hence a pass over the written HTML.) The loader differs per page only in its
 * list, and the CSP, written after this pass, hashes each one.
 */
const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
const LOADER_MARK = "\u0000scripts-after-first-paint\u0000";

export function scriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const rewritten = html.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    sources.push(src);
    return sources.length === 1 ? LOADER_MARK : "";
  });
  if (sources.length === 0) return html;
  return rewritten.replace(LOADER_MARK, `<script>${loaderScript(sources)}</script>`);
}

/**
 * Runs `l` (load the scripts) once the first contentful paint has been presented, as the browser
 * reports it; where paint timing is missing, after the next frame. Loads at once in a hidden tab,
 * which paints nothing, and on the not-found page while it hides itself to look for a redirect,
 * which only the app can do. A fail-safe loads after 3 s whatever happens.
 */
export function loaderScript(sources: string[]): string {
  return (
    `(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
    `setTimeout(l,3000);if(document.visibilityState!=="visible"||document.documentElement.classList.contains(${JSON.stringify(NOT_FOUND_RESOLVING_CLASS)}))return l();` +
    `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(t){t.getEntries().some(function(e){return e.name==="first-contentful-paint"})&&setTimeout(l,0)}).observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(l,0)})})(${JSON.stringify(sources)})`
  );
}

/** Rewrites every built HTML page under `publicDir`; returns how many it changed. */
export function deferScriptsInBuild(publicDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = scriptsAfterFirstPaint(html);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
