import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SCRIPTS_AFTER_ATTRIBUTE } from "../../config/first-screen";
import { NOT_FOUND_RESOLVING_CLASS } from "../../i18n/not-found-boot";
import { isNotFoundPath } from "../../i18n/paths";
import { restOfTemplateCss } from "./css-per-page";
import { isDataBlock } from "./host-config";
import { pageHtmlFiles } from "./html-files";

/**
 * Gatsby's `<script src async>` tags run as soon as they arrive, often before the first paint.
 * After the build they become one loader, the same on every page (one CSP hash), that adds them
 * once the first contentful paint is reported, with preloads of what the app asks for next (app
 * data, page data, static queries, the template's chunks). What differs between pages (the
 * scripts, the preloads, Gatsby's globals such as `window.pagePath`) moves into a
 * `<script type="application/json">` data block; the globals every page shares (SHARED_GLOBALS)
 * go to one file named by its content, so that a page's HTML does not change when another page's
 * script does. Gatsby writes the tags in its scripts slice, out of reach of onPreRenderHTML, hence
 * a pass over the written HTML. README.md (here) walks through a page's load.
 */
const ASYNC_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LOADER_MARK = "\u0000scripts-after-first-paint\u0000";

/** The page Gatsby's app runs for every not-found page. */
const NOT_FOUND_APP_PATH = "/404.html";

/** The id of the data block the loader reads. */
export const LOADER_DATA_ID = "scripts-after-first-paint";

/** The globals Gatsby's own inline scripts set for its app (static-entry.js and the scripts slice). */
export const GATSBY_GLOBALS: ReadonlySet<string> = new Set(["pagePath", "pageData", "___webpackCompilationHash", "___chunkMapping"]);

/** Gatsby's globals that are the same on every page of a build: they leave the pages for one file. */
export const SHARED_GLOBALS: readonly string[] = ["___chunkMapping", "___webpackCompilationHash"];

/** The folder of the shared globals' file, under public/ (immutable, as its name changes with its content). */
const SHARED_DIR = "static";
const SHARED_FILE = /^page-globals-[0-9a-f]{20}\.json$/;

/** What the loader adds beside the scripts: a preload, or (`stylesheet`) a stylesheet applied as it arrives. */
export interface Preload {
  href: string;
  as: "script" | "fetch" | "stylesheet";
}

/** What the loader of one page reads from its data block. */
export interface LoaderData {
  /** Set on `window` first, in this order. */
  globals: Record<string, unknown>;
  /** Added in this order once the page has painted. */
  scripts: string[];
  preloads: Preload[];
  /** The file of the globals every page shares (SHARED_GLOBALS), set before the scripts are added. */
  shared?: string;
}

/** Where a page's shared globals go: the address of the file that holds them (the same for every page). */
export type ShareGlobals = (values: Record<string, unknown>) => string;

/**
 * The page's path as Gatsby names it, from where its HTML file lies: `/en/about-us/` for
 * `en/about-us/index.html`, `/404.html` for `404.html`. A warm build re-stitches the scripts slice
 * into the pages it does not render again, after this pass removed their `window.pagePath` script
 * in the last build, so this is the only place left to read it from.
 */
export function pagePathOfFile(publicDir: string, file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  return `/${relative.replace(/(^|\/)index\.html$/, "$1")}`;
}

/** `code` cut at the semicolons outside its double-quoted strings (the JSON Gatsby writes has no other). */
function statementsOf(code: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < code.length; i += 1) {
    const c = code[i];
    if (quoted) {
      if (c === "\\") i += 1;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ";") {
      statements.push(code.slice(start, i));
      start = i + 1;
    }
  }
  statements.push(code.slice(start));
  return statements.map((s) => s.trim()).filter((s) => s !== "");
}

/**
 * The globals one of Gatsby's inline scripts sets, if that is all it does: a plain `<script>` (an
 * id at most) whose code is only `window.NAME=<JSON>;` for Gatsby's globals, CDATA comments aside.
 * Anything else is null, and stays where it is (and is hashed, so the CSP shows it).
 */
export function gatsbyGlobalsOf(attributes: string, body: string): Record<string, unknown> | null {
  if (!/^\s*(?:id\s*=\s*"[\w-]*"\s*)?$/.test(attributes)) return null;
  const statements = statementsOf(body.replace(/\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\//g, ""));
  if (statements.length === 0) return null;
  const globals: Record<string, unknown> = {};
  for (const statement of statements) {
    const match = /^window\.([A-Za-z_$][\w$]*)\s*=\s*([\s\S]+)$/.exec(statement);
    if (!match || !GATSBY_GLOBALS.has(match[1]!)) return null;
    try {
      globals[match[1]!] = JSON.parse(match[2]!);
    } catch {
      return null;
    }
  }
  return globals;
}

/**
 * What Gatsby's script tags in `html` load and what its inline scripts set, and the HTML without
 * them (`left`, which holds a mark where the first script tag was, for the loader).
 */
export function gatsbyScriptsOf(html: string): { scripts: string[]; globals: Record<string, unknown>; left: string } {
  const scripts: string[] = [];
  const withMark = html.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return scripts.length === 1 ? LOADER_MARK : "";
  });
  const globals: Record<string, unknown> = {};
  const left = withMark.replace(INLINE_SCRIPT, (tag, attributes: string, body: string) => {
    const set = gatsbyGlobalsOf(attributes, body);
    if (!set) return tag;
    Object.assign(globals, set);
    return "";
  });
  return { scripts, globals, left };
}

/**
 * `filePagePath`: the page's path from its file (pagePathOfFile), for a page whose HTML no longer
 * names it. `share`: where SHARED_GLOBALS go; without it they stay in the page's data block.
 */
export function scriptsAfterFirstPaint(
  html: string,
  preloadsFor: (pagePath: string) => Preload[] = () => [],
  filePagePath?: string,
  share?: ShareGlobals,
): string {
  const { scripts, globals, left: rewritten } = gatsbyScriptsOf(html);
  if (scripts.length === 0) return html;
  const written = typeof globals.pagePath === "string" ? globals.pagePath : filePagePath;
  // Gatsby's app accepts a page whose path differs from the address bar only for /404.html (it
  // would navigate to /es/404.html): every not-found page starts the app as that one, whose
  // page data is the same but for the language, which the page reads from its own HTML.
  const pagePath = written !== undefined && isNotFoundPath(written) ? NOT_FOUND_APP_PATH : written;
  if (pagePath !== undefined) globals.pagePath = pagePath;
  const preloads = pagePath ? preloadsFor(pagePath) : [];
  const data: LoaderData = { globals, scripts, preloads };
  const sharedValues = Object.fromEntries(SHARED_GLOBALS.filter((name) => name in globals).map((name) => [name, globals[name]]));
  if (share && Object.keys(sharedValues).length > 0) {
    for (const name of SHARED_GLOBALS) delete globals[name];
    data.shared = share(sharedValues);
  }
  return rewritten.replace(LOADER_MARK, () => loaderMarkup(data));
}

/** The page's data block (every `<` escaped, so that no `</script>` or `<!--` ends it early), then the loader. */
export function loaderMarkup(data: LoaderData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${LOADER_DATA_ID}">${json}</script><script>${LOADER_SCRIPT}</script>`;
}

/**
 * How long after the reveal's time (and two frames) a typed hero's page waits for the reveal to be
 * reported as its largest paint (it comes within a frame or two) before it loads anyway.
 */
const REVEAL_NOT_REPORTED_MS = 250;

/**
 * Sets the page's globals from its data block, then, once the first contentful paint is reported
 * (without paint timing, after the next frame), runs `l`: fetches the shared globals and preloads
 * side by side, and adds the scripts once the shared globals are set (if their fetch fails, Gatsby's
 * app reloads the page once, as after a deploy). Nothing is requested before the paint, or it would
 * enter Lighthouse's replay of the largest paint. A typed hero's page (SCRIPTS_AFTER_ATTRIBUTE)
 * waits for a largest paint reported at or after the reveal's time, as frames alone do not say it
 * was presented (docs/performance.md); else REVEAL_NOT_REPORTED_MS after the two frames that follow,
 * or right after them without largest-paint timing. Loads at once in a hidden tab and on the
 * not-found page while it looks for a redirect; a fail-safe loads after 3 s. Data preloads are
 * `crossorigin="anonymous"` to match the app's XMLHttpRequests.
 */
export const LOADER_SCRIPT =
  `(function(c){var s=c.scripts,p=c.preloads,g=c.globals,d=0;function G(o){Object.keys(o).forEach(function(k){window[k]=o[k]})}G(g);` +
  `function l(){if(d)return;d=1;var b=document.body,S=c.shared&&fetch(c.shared).then(function(r){return r.json()}).then(G,function(){});` +
  `p.forEach(function(x){var e=document.createElement("link");if(x.as==="stylesheet")e.rel=x.as;else{e.rel="preload";e.setAttribute("as",x.as)}e.href=x.href;if(x.as==="fetch")e.crossOrigin="anonymous";b.appendChild(e)});` +
  `function A(){s.forEach(function(u){var e=document.createElement("script");e.src=u;b.appendChild(e)})}S?S.then(A):A()}` +
  `setTimeout(l,3000);if(document.visibilityState!=="visible"||document.documentElement.classList.contains(${JSON.stringify(NOT_FOUND_RESOLVING_CLASS)}))return l();` +
  `var h=document.querySelector("[${SCRIPTS_AFTER_ATTRIBUTE}]"),w=h?Number(h.getAttribute("${SCRIPTS_AFTER_ATTRIBUTE}"))||0:0,f=requestAnimationFrame,` +
  `P=window.PerformanceObserver,T=P&&P.supportedEntryTypes||[];` +
  `function a(){if(!w)return setTimeout(l,0);var L=T.indexOf("largest-contentful-paint")>=0;` +
  `if(L)new P(function(t){t.getEntries().some(function(e){return e.startTime>=w})&&setTimeout(l,0)}).observe({type:"largest-contentful-paint",buffered:true});` +
  `setTimeout(function(){f(function(){f(function(){setTimeout(l,L?${REVEAL_NOT_REPORTED_MS}:0)})})},w-performance.now())}` +
  `if(T.indexOf("paint")>=0){` +
  `new P(function(t){t.getEntries().some(function(e){return e.name==="first-contentful-paint"})&&a()}).observe({type:"paint",buffered:true})}` +
  `else f(a)})(JSON.parse(document.getElementById(${JSON.stringify(LOADER_DATA_ID)}).textContent))`;

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

/**
 * What the rewrite left that it should have handled: a script with a `src`, or an inline script
 * setting one of Gatsby's globals. One means Gatsby writes its scripts differently now, and the
 * page would load its scripts before the first paint, or break the CSP, unnoticed.
 */
export function unknownScriptShapes(rewritten: string): string[] {
  const problems: string[] = [];
  for (const match of rewritten.matchAll(INLINE_SCRIPT)) {
    const [tag, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes)) problems.push(`a script tag the rewrite does not know: ${tag.slice(0, 120)}`);
    else if (isDataBlock(attributes)) continue;
    else if ([...GATSBY_GLOBALS].some((name) => new RegExp(`window\\.${name}\\s*=`).test(body))) {
      problems.push(`an inline script setting Gatsby's globals that the rewrite does not know: ${tag.slice(0, 120)}`);
    }
  }
  return problems;
}

/** SHARED_GLOBALS as Gatsby's slices (`_gatsby/slices/`) set them for this build, in that order; null if none does. */
export function slicesSharedGlobals(publicDir: string): Record<string, unknown> | null {
  const dir = path.join(publicDir, "_gatsby", "slices");
  if (!fs.existsSync(dir)) return null;
  const found: Record<string, unknown> = {};
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".html"))) {
    for (const [, attributes = "", body = ""] of fs.readFileSync(path.join(dir, name), "utf8").matchAll(INLINE_SCRIPT)) {
      Object.assign(found, gatsbyGlobalsOf(attributes, body));
    }
  }
  const values = Object.fromEntries(SHARED_GLOBALS.filter((n) => n in found).map((n) => [n, found[n]]));
  return Object.keys(values).length > 0 ? values : null;
}

/** The loader data of a rewritten page, or null when it has none. */
export function loaderDataOf(html: string): LoaderData | null {
  const start = `<script type="application/json" id="${LOADER_DATA_ID}">`;
  const at = html.indexOf(start);
  if (at < 0) return null;
  return JSON.parse(html.slice(at + start.length, html.indexOf("</script>", at))) as LoaderData;
}

/**
 * The shared globals of one build: `share` takes each page's values and names the file they go
 * to (`/static/page-globals-<hash>.json`), and throws when a page's differ from the first page's;
 * `write` writes that file and removes those of earlier builds, and returns its address (null when
 * no page had shared globals).
 */
export function sharedGlobalsFile(): { share: ShareGlobals; write: (publicDir: string) => string | null } {
  let values: string | null = null;
  let href: string | null = null;
  return {
    share(pageValues) {
      const json = JSON.stringify(pageValues);
      if (values === null) {
        values = json;
        href = `/${SHARED_DIR}/page-globals-${createHash("sha256").update(json).digest("hex").slice(0, 20)}.json`;
      } else if (json !== values) {
        throw new Error(`Gatsby's ${SHARED_GLOBALS.join(" and ")} differ from another page's: ${json.slice(0, 120)}`);
      }
      return href!;
    },
    write(publicDir) {
      const dir = path.join(publicDir, SHARED_DIR);
      if (fs.existsSync(dir)) {
        for (const name of fs.readdirSync(dir)) {
          if (SHARED_FILE.test(name) && `/${SHARED_DIR}/${name}` !== href) fs.rmSync(path.join(dir, name));
        }
      }
      if (href === null || values === null) return null;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(publicDir, href), values);
      return href;
    },
  };
}

/** `SCRIPTS_AFTER_FIRST_PAINT`: on unless "off" (the escape hatch when a Gatsby upgrade changes its script tags). */
export function scriptsAfterFirstPaintEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.SCRIPTS_AFTER_FIRST_PAINT ?? "").trim().toLowerCase();
  if (value === "" || value === "on") return true;
  if (value === "off") return false;
  throw new Error(`SCRIPTS_AFTER_FIRST_PAINT must be "on" or "off", not "${env.SCRIPTS_AFTER_FIRST_PAINT}"`);
}

/**
 * Rewrites every built HTML page under `publicDir`; returns how many it changed. Throws, naming
 * the files, when a page is left in a shape the rewrite does not know, or when no page has the
 * loader afterwards (a warm build leaves unchanged pages as the last build rewrote them).
 */
export function deferScriptsInBuild(publicDir: string): number {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { namedChunkGroups: ChunkGroups };
  let changed = 0;
  let withLoader = 0;
  const problems: string[] = [];
  const shared = sharedGlobalsFile();
  // From the scripts slice first: on a warm build that renders no page again, no page has them.
  const fromSlices = slicesSharedGlobals(publicDir);
  if (fromSlices) shared.share(fromSlices);
  const sharedHrefs = new Set<string>();
  for (const file of pageHtmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const preloadsFor = (pagePath: string) => [...buildPreloads(publicDir, stats.namedChunkGroups, pagePath), ...restOfTemplateCss(html)];
    const shown = path.relative(process.cwd(), file);
    let rewritten: string;
    try {
      rewritten = scriptsAfterFirstPaint(html, preloadsFor, pagePathOfFile(publicDir, file), shared.share);
    } catch (error) {
      problems.push(`${shown}: ${(error as Error).message}`);
      continue;
    }
    problems.push(...unknownScriptShapes(rewritten).map((problem) => `${shown}: ${problem}`));
    const data = loaderDataOf(rewritten);
    if (data) withLoader += 1;
    if (data?.shared) sharedHrefs.add(data.shared);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  const written = shared.write(publicDir);
  for (const href of sharedHrefs) {
    if (href !== written) problems.push(`a page loads the shared globals from ${href}, not from this build's ${written ?? "(none)"}`);
  }
  const fix = "Update src/node/hosting/scripts-after-first-paint.ts to Gatsby's output, or build with SCRIPTS_AFTER_FIRST_PAINT=off.";
  if (problems.length > 0)
    throw new Error(
      `Loading scripts after the first paint: ${problems.length} script(s) in an unknown shape. ${fix}\n  ${problems.join("\n  ")}`,
    );
  if (withLoader === 0)
    throw new Error(
      `Loading scripts after the first paint: no page under ${publicDir} has Gatsby's script tags as the rewrite knows them. ${fix}`,
    );
  return changed;
}
