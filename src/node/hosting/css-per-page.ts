import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postcss, { type Container } from "postcss";
import { MODULE_CLASS } from "./css-class-names";
import { htmlFiles } from "./html-files";
import type { Preload } from "./scripts-after-first-paint";

/**
 * Gatsby inlines a template's whole stylesheet into each of its pages, with the rules of all that
 * any of them may show. This pass keeps in each page's copy only the rules of the CSS modules (one
 * component's `*.module.css`) whose classes the page's markup uses; the rules left out go to a file
 * named by their content, which the script loader adds with the scripts, so that a page of the
 * same template reached by a link finds them (mini-css-extract takes the cut copy, its `data-href`
 * unchanged, for the whole sheet). The app's stylesheet is left whole. README.md (here) says more.
 */

/** On a cut copy of a template's stylesheet, the address of the file with the rules left out. */
export const REST_ATTRIBUTE = "data-rest-href";

/** The folder of those files under public/ (immutable, as their names change with their content). */
const REST_DIR = "static";

/** A template's stylesheet as Gatsby inlines it, not cut yet. */
const TEMPLATE_STYLE = /<style data-href="(\/component---[^"]+\.css)"([^>]*)>([\s\S]*?)<\/style>/g;

/** The CSS modules whose classes an element of the page has. */
export function modulesInMarkup(html: string): Set<string> {
  const markup = html.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  const modules = new Set<string>();
  for (const [, classes = ""] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of classes.split(/\s+/)) {
      const module = MODULE_CLASS.exec(name)?.[1];
      if (module) modules.add(module);
    }
  }
  return modules;
}

/**
 * Whether a selector can match on a page whose elements use the modules in `used`. Classes inside
 * `:not()`, `:is()` and `:where()` are left out: the selector may match without them.
 */
function canMatch(selector: string, used: ReadonlySet<string>): boolean {
  const needed = selector.replace(/:(?:not|is|where)\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...needed.matchAll(/\.([A-Za-z0-9_-]+)/g)].every(([, name = ""]) => {
    const module = MODULE_CLASS.exec(name)?.[1];
    return module === undefined || used.has(module);
  });
}

/**
 * Keeps, depth first, what can match (`side` "used") or what cannot (`side` "rest"): selectors,
 * and the keyframes of a module by whether the module is used; at-rules left empty go, and so
 * does, on the rest's side, whatever is not a rule (a `@font-face` stays with the used rules).
 */
function keepSide(container: Container, used: ReadonlySet<string>, side: "used" | "rest"): void {
  container.each((node) => {
    if (node.type === "rule") {
      const kept = node.selectors.filter((selector) => canMatch(selector, used) === (side === "used"));
      if (kept.length === 0) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
    } else if (node.type === "atrule" && /keyframes$/i.test(node.name)) {
      const module = MODULE_CLASS.exec(node.params)?.[1];
      if ((module === undefined || used.has(module)) !== (side === "used")) node.remove();
    } else if (node.type === "atrule" && node.nodes) {
      keepSide(node, used, side);
      if (node.nodes.length === 0) node.remove();
    } else if (side === "rest") node.remove();
  });
}

/** A stylesheet split into the rules that can match on a page of the modules in `used`, and the rest. */
export function splitCss(css: string, used: ReadonlySet<string>): { used: string; rest: string } {
  const side = (which: "used" | "rest") => {
    const root = postcss.parse(css);
    keepSide(root, used, which);
    return root.toString();
  };
  return { used: side("used"), rest: side("rest") };
}

/** Where the rules a page left out are written: a name made from their content. */
export function restHref(rest: string): string {
  return `/${REST_DIR}/css-rest-${createHash("sha256").update(rest).digest("hex").slice(0, 20)}.css`;
}

/**
 * The page with its template's stylesheet cut down to the rules its markup uses, and the rules
 * left out (null when nothing goes, and for a copy cut already).
 */
export function pageWithUsedCss(html: string): { html: string; rest: string | null } {
  const used = modulesInMarkup(html);
  let rest: string | null = null;
  const cut = html.replace(TEMPLATE_STYLE, (whole, href: string, attributes: string, css: string) => {
    if (attributes.includes(REST_ATTRIBUTE)) return whole;
    const split = splitCss(css, used);
    if (split.rest.trim() === "") return whole;
    rest = split.rest;
    return `<style data-href="${href}" ${REST_ATTRIBUTE}="${restHref(split.rest)}"${attributes}>${split.used}</style>`;
  });
  return { html: cut, rest };
}

/** The sheet of the rules the page's copy left out, which its loader adds with the scripts. */
export function restOfTemplateCss(html: string): Preload[] {
  return [...html.matchAll(new RegExp(`<style data-href="/component---[^"]+" ${REST_ATTRIBUTE}="([^"]+)"`, "g"))].map(
    ([, href = ""]): Preload => ({ href, as: "stylesheet" }),
  );
}

/** Cuts every built page under `publicDir` and writes the rules left out; returns how many pages and inlined bytes it cut. */
export function usedCssInBuild(publicDir: string): { pages: number; bytes: number } {
  let pages = 0;
  let bytes = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const { html: cut, rest } = pageWithUsedCss(html);
    if (rest === null) continue;
    const restFile = path.join(publicDir, restHref(rest));
    fs.mkdirSync(path.dirname(restFile), { recursive: true });
    if (!fs.existsSync(restFile)) fs.writeFileSync(restFile, rest);
    fs.writeFileSync(file, cut);
    pages += 1;
    bytes += Buffer.byteLength(html) - Buffer.byteLength(cut);
  }
  return { pages, bytes };
}
