import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby 5 renders a page's HTML again when its data, its template's server code or the server
 * bundle changed, not when only the browser build did (with slices, the compilation hash no longer
 * marks pages): a warm build after a CSS edit kept every page's old inlined stylesheets. The
 * stylesheets' hashed names, as the server bundle's hash salt, make every page render again when
 * one changes, and only then.
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
