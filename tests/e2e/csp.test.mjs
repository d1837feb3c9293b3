/**
 * A CSP that does not grow with the site: the Content-Security-Policy of public/_headers
 * fits the 2,000-character line static hosts read, lists a few script hashes, and those cover every
 * inline script of every built page (per-page data lives in JSON data blocks, which are not run).
 * That the production server sends exactly that policy, page-visits.test.mjs checks on every page.
 */
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { htmlFiles, publicDir } from "./lib/public.mjs";

const MAX_LINE = 2000;
const MAX_HASHES = 8;

const headersText = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
const cspLine = headersText.split("\n").find((line) => /^\s*Content-Security-Policy:/.test(line));
const csp = cspLine?.slice(cspLine.indexOf(":") + 1).trim();
const scriptSrc =
  csp
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";
const listed = new Set(scriptSrc.split(/\s+/).filter((source) => source.startsWith("'sha256-")));

/** The hash sources of the inline scripts a browser runs (not src scripts, not JSON data blocks). */
function runScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /(?:^|\s)type\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
    if (/\bsrc\s*=/i.test(attributes) || type === "application/json" || type === "application/ld+json" || body === "") continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

test("the CSP line of _headers is under 2,000 characters and lists at most 8 hashes", () => {
  assert.ok(cspLine, "_headers has a Content-Security-Policy line");
  assert.ok(cspLine.length < MAX_LINE, `the line is ${cspLine.length} characters`);
  assert.ok(listed.size >= 1, "script-src lists the hashes of the site's inline scripts");
  assert.ok(listed.size <= MAX_HASHES, `script-src lists ${listed.size} hashes`);
  assert.doesNotMatch(scriptSrc, /'unsafe-inline'|'unsafe-eval'/);
});

test("every inline script of every built page is one the CSP lists", () => {
  // Gatsby's slices (_gatsby/slices/) are not pages: fragments stitched into the pages, whose
  // scripts the loader's pass leaves out of them.
  const files = htmlFiles(publicDir, { except: ["_gatsby"] });
  assert.ok(files.length > 50, `${files.length} HTML files built`);
  const unlisted = [];
  const used = new Set();
  for (const file of files) {
    for (const hash of runScriptHashes(fs.readFileSync(file, "utf8"))) {
      used.add(hash);
      if (!listed.has(hash)) unlisted.push(`${file}: ${hash}`);
    }
  }
  assert.deepEqual(unlisted, []);
  assert.deepEqual(
    [...listed].filter((hash) => !used.has(hash)),
    [],
    "no hash is listed for a script no page has",
  );
});

// The two home pages have the same parts (a row of counters, no typed title) and differ in every
// datum: path, language, chunks' data.
test("two different pages run the same inline scripts, their data in JSON blocks", () => {
  const en = fs.readFileSync(path.join(publicDir, "en/index.html"), "utf8");
  const es = fs.readFileSync(path.join(publicDir, "es/index.html"), "utf8");
  assert.deepEqual(new Set(runScriptHashes(en)), new Set(runScriptHashes(es)));
  for (const html of [en, es]) {
    assert.match(html, /<script type="application\/json" id="scripts-after-first-paint">/);
    assert.doesNotMatch(
      html,
      /<script[^>]*>[^<]*window\.(pagePath|___chunkMapping|___webpackCompilationHash)=/,
      "Gatsby's page globals are data, not scripts",
    );
  }
});
