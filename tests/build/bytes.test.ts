/**
 * Every byte of the built text files is what the site means: valid UTF-8, no control character
 * (a pass that cut a page at a byte offset inside a character once left "autom\0áticas" in a
 * Spanish page), and each .br and .gz copy decompresses to its file. Checked on the production
 * build in public/ (a step of `npm test` after the build).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import zlib from "node:zlib";
import { filesUnder } from "../../src/node/hosting/html-files";

const publicDir = path.resolve(process.env.PUBLIC_DIR?.trim() || "public");
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  throw new Error(`${publicDir}/index.html is missing: run the production build first (npx gatsby build)`);
}

/** What the site writes as text: pages, data, feeds, styles, host files. Scripts are webpack's, checked by the same rules. */
const TEXT = /\.(html|json|xml|txt|css|js|webmanifest|conf)$|\/_headers$|\/_redirects$/;

const all = filesUnder(publicDir);
const texts = all.filter((file) => TEXT.test(file));
const shown = (file: string) => path.relative(publicDir, file);

/** Control characters other than tab, line feed and carriage return, with what surrounds them. */
export function controlCharacters(text: string): string[] {
  // eslint-disable-next-line no-control-regex -- finding them is the point
  return [...text.matchAll(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g)].map(
    (match) =>
      `U+${match[0].charCodeAt(0).toString(16).padStart(4, "0")} in "${text.slice(Math.max(0, match.index - 20), match.index + 20)}"`,
  );
}

void test("every built text file is valid UTF-8 without a control character", () => {
  assert.ok(texts.length > 100, `only ${texts.length} text files under ${publicDir}`);
  const problems: string[] = [];
  for (const file of texts) {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(fs.readFileSync(file));
    } catch {
      problems.push(`${shown(file)}: not valid UTF-8`);
      continue;
    }
    for (const found of controlCharacters(text)) problems.push(`${shown(file)}: ${found}`);
  }
  assert.deepEqual(problems, []);
});

void test("every .br and .gz copy is its file, byte for byte", () => {
  const copies = all.filter((file) => /\.(br|gz)$/.test(file));
  assert.ok(copies.length > 100, `only ${copies.length} precompressed files`);
  const problems = copies.flatMap((copy) => {
    const original = copy.replace(/\.(br|gz)$/, "");
    if (!fs.existsSync(original)) return [`${shown(copy)}: no ${shown(original)} beside it`];
    const bytes = fs.readFileSync(copy);
    const decoded = copy.endsWith(".br") ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes);
    return decoded.equals(fs.readFileSync(original)) ? [] : [`${shown(copy)} differs from ${shown(original)}`];
  });
  assert.deepEqual(problems, []);
});
