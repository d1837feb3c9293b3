import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby 5 renders a page's HTML again when the page's data, its template's server code or the
 * server bundle changed, but not when only the browser build did: with slices (on in Gatsby 5),
 * the browser's compilation hash no longer marks pages as changed. A warm build after an edit of
 * CSS alone kept every page with the stylesheets the build before had inlined into it.
 *
 * The browser build's stylesheets carry their content hash in their names. Given to the server
 * bundle as webpack's hash salt, they change that bundle's hash whenever a stylesheet changes,
 * and Gatsby renders every page again. A change of scripts alone, or of one post, leaves the names
 * as they were, so such a warm build still renders only what changed.
 */

/** Every stylesheet named in webpack's stats (Gatsby's webpack.stats.json), sorted, once each. */
export function stylesheetsInStats(stats: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      if (value.endsWith(".css")) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(walk);
  };
  walk(stats);
  return [...found].sort();
}

/**
 * The hash salt for the server bundle (stage build-html), from the stats the browser build (which
 * Gatsby runs first) has just written to public/.
 */
export function serverBundleSalt(publicDir: string): string {
  const file = path.join(publicDir, "webpack.stats.json");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: the browser build writes it before the server bundle is made`);
  const names = stylesheetsInStats(JSON.parse(fs.readFileSync(file, "utf8")));
  return createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 16);
}
