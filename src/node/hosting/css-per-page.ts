import fs from "node:fs";
import postcss, { type Container } from "postcss";
import { htmlFiles } from "./html-files";
import type { Preload } from "./scripts-after-first-paint";

/**
 * A template's stylesheet holds the rules of everything its pages may show: the maintenance types
 * of one service page among twelve, the pagination of a blog list longer than a page, the related
 * posts of an article that has some. Gatsby inlines it whole into each of its pages. After the
 * build, this pass keeps in each page's copy only the rules of the CSS modules whose classes the
 * page's markup uses (a module is one component's `*.module.css`), so the first paint styles
 * nothing that is not there.
 *
 * A pruned copy is marked as a part, `data-href="/component---….css#used"`, so that
 * mini-css-extract's loader, which skips a chunk's stylesheet when a `<style data-href>` already
 * names it, does not take the part for the whole: at hydration it adds the template's full sheet
 * (cached with the scripts) before React renders, so what appears only once the scripts run, and
 * a page of the same template reached by a link, finds its rules; the page's script loader
 * preloads it with the scripts, so hydration does not wait for one more round trip. Without
 * scripts, nothing but the markup is ever shown. The app's stylesheet (the layout's rules) is left
 * whole. The pass runs before the script loader's, which reads the marks.
 */

/** The mark of a template stylesheet copy that holds only the rules its page uses. */
export const USED_RULES_FRAGMENT = "#used";

/** A CSS module's name in a class: `carousel` in `carousel-module--track--1a2b3`. */
const MODULE_CLASS = /^([a-z0-9-]+)-module--/;

const TEMPLATE_STYLE = /<style data-href="(\/component---[^"#]+\.css)"([^>]*)>([\s\S]*?)<\/style>/g;

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
 * The modules a selector needs on the page to match anything. Classes inside `:not()`, `:is()` and
 * `:where()` are left out: the selector may match without them.
 */
function modulesOfSelector(selector: string): string[] {
  const needed = selector.replace(/:(?:not|is|where)\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...needed.matchAll(/\.([A-Za-z0-9_-]+)/g)].flatMap(([, name = ""]) => MODULE_CLASS.exec(name)?.[1] ?? []);
}

/** Removes, depth first, the rules and keyframes of modules not in `used`, then the at-rules left empty. */
function prune(container: Container, used: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === "rule") {
      const kept = node.selectors.filter((selector) => modulesOfSelector(selector).every((module) => used.has(module)));
      if (kept.length === 0) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
    } else if (node.type === "atrule") {
      if (/keyframes$/i.test(node.name)) {
        const module = MODULE_CLASS.exec(node.params)?.[1];
        if (module && !used.has(module)) node.remove();
        return;
      }
      if (!node.nodes) return;
      prune(node, used);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** The stylesheet with only the rules that can match an element of the modules in `used`. */
export function cssForModules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  prune(root, used);
  return root.toString();
}

/** The page with its template's stylesheet cut down to the rules its markup uses (the page itself when nothing goes). */
export function pageWithUsedCss(html: string): string {
  const used = modulesInMarkup(html);
  return html.replace(TEMPLATE_STYLE, (whole, href: string, attributes: string, css: string) => {
    const kept = cssForModules(css, used);
    if (kept === css) return whole;
    return `<style data-href="${href}${USED_RULES_FRAGMENT}"${attributes}>${kept}</style>`;
  });
}

/** The whole sheets of the page's cut copies, which its app adds at hydration: preloaded with its scripts. */
export function wholeSheetPreloads(html: string): Preload[] {
  const marked = new RegExp(`<style data-href="(/component---[^"#]+\\.css)${USED_RULES_FRAGMENT}"`, "g");
  return [...html.matchAll(marked)].map(([, href = ""]): Preload => ({ href, as: "style" }));
}

/** Prunes every built page under `publicDir`; returns how many pages and inlined bytes it cut. */
export function usedCssInBuild(publicDir: string): { pages: number; bytes: number } {
  let pages = 0;
  let bytes = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const pruned = pageWithUsedCss(html);
    if (pruned === html) continue;
    fs.writeFileSync(file, pruned);
    pages += 1;
    bytes += Buffer.byteLength(html) - Buffer.byteLength(pruned);
  }
  return { pages, bytes };
}
