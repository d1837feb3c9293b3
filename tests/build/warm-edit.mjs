#!/usr/bin/env node
/**
 * A warm build after two edits changes exactly the files of public/ the two explain. It edits the
 * site, so it runs in a copy, right after a build of that copy, with the same environment
 * (scripts/test.sh runs it in the fixture's copy):
 *
 *   (cd <copy> && env $(cat <repo>/tests/e2e/analytics.env) node <repo>/tests/build/warm-edit.mjs)
 *
 * A paragraph added to the English what-is-a-startup must show in its page and page data, and
 * --radius-lg changed in src/styles/global.css on every page (Gatsby alone renders no page again
 * for it: src/node/hosting/html-follows-stylesheets.ts). Every file that changed must be, with the
 * paragraph taken out and the hashes the stylesheet's edit changes put back (namesIn), byte for byte
 * what the build before wrote: a post's edit that reached a script, another page or a feed fails,
 * though the stylesheet's edit changes every page.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
if (path.resolve(".") === repository) {
  console.error("warm edit: run it in a copy of the site, never in the repository (it edits a post and src/styles/global.css)");
  process.exit(2);
}

const publicDir = path.resolve("public");
const POST = path.resolve("content/blog/what-is-a-startup/index.en.mdx");
const ARTICLE = ["en/blog/what-is-a-startup/index.html", "page-data/en/blog/what-is-a-startup/page-data.json"];
const PARAGRAPH = "One more paragraph, written after the post was published, to prove that a warm build rebuilds only this article.";
/** The paragraph as the article's HTML and its page data hold it. */
const RENDERED = [`\n<p>${PARAGRAPH}</p>`, JSON.stringify(`\n<p>${PARAGRAPH}</p>`).slice(1, -1)];
const STYLESHEET = path.resolve("src/styles/global.css");
const CSS = { before: "--radius-lg: 20px;", after: "--radius-lg: 19px;" };
/** The edited declaration as the built CSS writes it. */
const BUILT_CSS = { before: CSS.before.replace(/\s/g, ""), after: CSS.after.replace(/\s/g, "") };
const SLICE = "_gatsby/slices/_gatsby-scripts-1.html";
const COMPRESSED = /\.(br|gz)$/;

const problems = [];

/** Every file of public/, by path, with its bytes (latin1 strings: byte for byte, and searchable). */
function read(dir) {
  const found = new Map();
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else found.set(file, fs.readFileSync(path.join(dir, file)).toString("latin1"));
    }
  };
  walk("");
  return found;
}

/**
 * The hashes the stylesheet's edit changes: the app stylesheet's and the webpack runtime's (as the
 * scripts slice names them), the compilation hash, the shared globals' (static/page-globals-<hash>.json),
 * and the CSP hashes of the slice's inline scripts, in their order.
 */
function namesIn(files) {
  const slice = files.get(SLICE) ?? "";
  const match = (pattern, what) => {
    const found = slice.match(pattern)?.[1];
    if (!found) {
      console.error(`warm edit: ${SLICE} names no ${what}; did Gatsby change it (src/node/hosting/README.md)?`);
      process.exit(1);
    }
    return found;
  };
  const inline = [...slice.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `sha256-${createHash("sha256").update(Buffer.from(m[1], "latin1")).digest("base64")}`,
  );
  const globals = [...files.keys()].flatMap((file) => file.match(/^static\/page-globals-([0-9a-f]+)\.json$/)?.[1] ?? []);
  if (globals.length !== 1) {
    console.error(`warm edit: public/ holds ${globals.length} shared globals files (static/page-globals-*.json), not one`);
    process.exit(1);
  }
  return {
    stylesheet: match(/\/app\.([0-9a-f]+)\.css/, "app stylesheet"),
    runtime: match(/\/webpack-runtime-([0-9a-f]+)\.js/, "webpack runtime"),
    compilation: match(/___webpackCompilationHash="([0-9a-f]+)"/, "compilation hash"),
    globals: globals[0],
    inline,
  };
}

/** Runs `gatsby build` as the last build ran; returns its wall time in seconds. */
function build() {
  const started = Date.now();
  const { status } = spawnSync("npx", ["gatsby", "build"], { stdio: "inherit", env: process.env });
  if (status !== 0) {
    console.error(`warm edit: gatsby build failed (exit ${status})`);
    process.exit(1);
  }
  return (Date.now() - started) / 1000;
}

const before = read(publicDir);
const namesBefore = namesIn(before);
const css = fs.readFileSync(STYLESHEET, "utf8");
if (!css.includes(CSS.before)) {
  console.error(`warm edit: ${STYLESHEET} has no "${CSS.before}" to edit`);
  process.exit(1);
}
fs.writeFileSync(STYLESHEET, css.replace(CSS.before, CSS.after));
fs.writeFileSync(POST, `${fs.readFileSync(POST, "utf8").trimEnd()}\n\n${PARAGRAPH}\n`);
const seconds = build();
const after = read(publicDir);
const namesAfter = namesIn(after);

/** The hashes the stylesheet's edit changed, new → old. */
const renames = [
  [namesAfter.stylesheet, namesBefore.stylesheet],
  [namesAfter.runtime, namesBefore.runtime],
  [namesAfter.compilation, namesBefore.compilation],
  [namesAfter.globals, namesBefore.globals],
  ...namesAfter.inline.map((hash, i) => [hash, namesBefore.inline[i]]),
].filter(([to, from]) => to !== from);
if (namesAfter.stylesheet === namesBefore.stylesheet)
  problems.push(`the app stylesheet kept its name (${namesBefore.stylesheet}): the edit did not reach it`);
if (namesAfter.inline.length !== namesBefore.inline.length)
  problems.push(`${SLICE}: ${namesBefore.inline.length} inline scripts before, ${namesAfter.inline.length} after`);
const putBack = (text) => renames.reduce((result, [to, from]) => result.replaceAll(to, from), text);
/** The CSP lists its hashes sorted: put back, they are sorted again. */
const sortHashes = (text) => text.replace(/'sha256-[^']+'(?: 'sha256-[^']+')*/g, (list) => list.split(" ").sort().join(" "));
/** A file as the build before would have written it, were it not for the two edits. */
const undone = (file, text) => {
  let result = sortHashes(putBack(text)).replaceAll(BUILT_CSS.after, BUILT_CSS.before);
  const at = ARTICLE.indexOf(file);
  if (at >= 0) result = result.replace(RENDERED[at], "");
  return result;
};

/**
 * Terser names a script's local variables by how often each character occurs in its output, so
 * the webpack runtime, which holds the app stylesheet's hash, can take other one- and two-letter
 * names when only that hash changed. In it, such names are compared as one; everything else
 * (its length, its code, every longer name and string) must be the same.
 */
const unmangled = (text) => text.replace(/(?<![\w$.])[A-Za-z_$][\w$]?(?![\w$])/g, "_");
const sameFile = (file, a, b) =>
  a === b || (/^webpack-runtime-[0-9a-f]+\.js$/.test(file) && a.length === b.length && unmangled(a) === unmangled(b));

const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
const isChanged = new Set(changed);
let explained = 0;
for (const file of changed.filter((f) => !COMPRESSED.test(f))) {
  if (!after.has(file)) {
    // Removed: only an old name whose file is there under its new name (checked as added).
    const renamed = renames.reduce((name, [to, from]) => name.replaceAll(from, to), file);
    if (renamed === file || !after.has(renamed)) problems.push(`removed, and no edit explains it: ${file}`);
    continue;
  }
  const old = before.has(file) ? file : putBack(file);
  if (!before.has(old)) problems.push(`added, and no edit explains it: ${file}`);
  else if (!sameFile(file, undone(file, after.get(file)), before.get(old)))
    problems.push(`changed beyond what the two edits explain: ${file}${old === file ? "" : ` (the build before's ${old})`}`);
  else explained += 1;
}
// A compressed copy changes with its file, and holds it.
for (const file of changed.filter((f) => COMPRESSED.test(f))) {
  const source = file.replace(COMPRESSED, "");
  if (!after.has(file)) {
    if (after.has(source)) problems.push(`removed, though its file is still there: ${file}`);
    continue;
  }
  const bytes = Buffer.from(after.get(file), "latin1");
  const inflated = (file.endsWith(".br") ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes)).toString("latin1");
  if (!isChanged.has(source)) problems.push(`changed, though its file did not: ${file}`);
  else if (inflated !== after.get(source)) problems.push(`not the compressed copy of its file: ${file}`);
}
for (const file of changed.filter((f) => !COMPRESSED.test(f) && after.has(f))) {
  for (const copy of [`${file}.br`, `${file}.gz`]) {
    if (before.has(copy) && !isChanged.has(copy)) problems.push(`not compressed again, though its file changed: ${copy}`);
  }
}

for (const [i, file] of ARTICLE.entries()) {
  if (!isChanged.has(file)) problems.push(`not changed, though it shows the edited post: ${file}`);
  else if (!after.get(file).includes(RENDERED[i])) problems.push(`does not show the edited post: ${file}`);
}
// The pages Gatsby renders (redirect pages, written by the build's own step, carry no stylesheet).
const styled = [...after.keys()].filter((file) => file.endsWith(".html") && after.get(file).includes("--radius-lg:"));
const stale = styled.filter((file) => !after.get(file).includes(BUILT_CSS.after));
if (styled.length < 50) problems.push(`only ${styled.length} pages carry the site's styles; is this a built copy of the site?`);
if (stale.length > 0)
  problems.push(`${stale.length} of ${styled.length} pages still show the CSS of the build before:\n    ${stale.join("\n    ")}`);

console.log(
  `warm build after a post's and a stylesheet's edit: ${seconds.toFixed(1)} s; ${changed.length} files of ${after.size} changed ` +
    `(${explained} explained by the edits, and their compressed copies); ${styled.length} pages with the site's styles`,
);
if (problems.length > 0) {
  console.error(`warm edit: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("warm edit: the article shows the paragraph, every page the edited CSS, and nothing else changed");
