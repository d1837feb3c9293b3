import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";

/** The build under test (run.mjs serves the same folder): PUBLIC_DIR, or public/. */
export const publicDir = path.resolve(process.env.PUBLIC_DIR?.trim() || "public");

/** Every file under `dir` whose name matches `match`, at any depth, leaving out the folders named in `except`. */
export function filesIn(dir, { match, except = [] }) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return except.includes(entry.name) ? [] : filesIn(full, { match, except });
    return match.test(entry.name) ? [full] : [];
  });
}

/** Every HTML file under `dir`, at any depth, leaving out the folders named in `except`. */
export function htmlFiles(dir = publicDir, { except = [] } = {}) {
  return filesIn(dir, { match: /\.html$/, except });
}

/** The site path a page's index.html stands for: public/es/blog/index.html → /es/blog/. */
export function pagePathOf(file, dir = publicDir) {
  const relative = path.relative(dir, path.dirname(file)).split(path.sep).join("/");
  return relative === "" ? "/" : `/${relative}/`;
}

/** The headers _headers gives every path ("/*"), as a static host would send them. */
export function globalHeaders() {
  const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
  const block = text.split(/\n(?=\S)/).find((b) => b.startsWith("/*\n"));
  assert.ok(block, "_headers has a /* block");
  return Object.fromEntries(
    block
      .split("\n")
      .slice(1)
      .filter((line) => line.trim())
      .map((line) => {
        const i = line.indexOf(":");
        return [line.slice(0, i).trim(), line.slice(i + 1).trim()];
      }),
  );
}
