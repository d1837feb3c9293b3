/**
 * Number ranges stay on one line ("2-4 weeks", never "2-" at a line's end): the build puts a word
 * joiner after a range's hyphen in the copy, JSON and MDX alike (src/node/content/typeset.ts).
 * Checked in every built page's text, and in Chromium, with the site's fonts, after hydration.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, test } from "node:test";
import { closeBrowser, closePage, MOBILE, newPage, waitForHydration } from "./lib/browser.mjs";
import { htmlFiles, pagePathOf } from "./lib/public.mjs";
import { isRedirectPage, url } from "./lib/server.mjs";

after(closeBrowser);

const WJ = "\u2060";
/** A whole-word number range, with or without the joiner after its hyphen. */
const RANGE = /(?<=(?:^|[\s(>])\d+(?:[.,]\d+)?)-\u2060?(?=\d+(?:[.,]\d+)?(?:$|[\s.,;:!?)%<]))/g;

/** A page's text as its HTML writes it: no scripts, styles or attributes (JSON-LD is not drawn). */
const textOf = (html) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, (tag) => (tag.startsWith("</") ? "<" : ">"))
    .replace(/&nbsp;/g, " ");

test("every number range in every page's text has the word joiner after its hyphen", () => {
  const loose = [];
  let joined = 0;
  for (const file of htmlFiles()) {
    const html = fs.readFileSync(file, "utf8");
    if (isRedirectPage(html)) continue;
    const text = textOf(html);
    for (const match of text.matchAll(RANGE)) {
      if (match[0] === `-${WJ}`) joined += 1;
      else loose.push(`${pagePathOf(file)}: …${text.slice(Math.max(0, match.index - 25), match.index + 25).replace(/\s+/g, " ")}…`);
    }
  }
  assert.deepEqual(loose, [], "ranges that can break after their hyphen");
  // The site's copy states its timings as ranges on many pages ("2-4 weeks", "1-3 meses").
  assert.ok(joined >= 40, `only ${joined} ranges found: is the check reading the pages' text?`);
});

test("in Chromium, a range of the home page stays on one line however narrow its box, after hydration", async () => {
  const page = await newPage({ width: MOBILE });
  try {
    await page.goto(url("/es/"));
    await waitForHydration(page);
    const ranges = await page.evaluate(() => {
      const found = [];
      const walker = document.createTreeWalker(document.querySelector("main"), NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.data.search(/\d-\u2060\d/);
        if (at < 0) continue;
        // The narrowest box: every break opportunity is taken.
        Object.assign(node.parentElement.style, { display: "inline-block", width: "1px" });
        const range = document.createRange();
        const tops = [at, at + 1, at + 3].map((i) => {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return range.getBoundingClientRect().top;
        });
        found.push({ text: node.data.slice(at, at + 4), tops });
      }
      return found;
    });
    assert.ok(ranges.length >= 2, `ranges with a joiner in /es/'s main: ${JSON.stringify(ranges)}`);
    for (const { text, tops } of ranges)
      assert.ok(
        tops.every((top) => top === tops[0]),
        `"${text}" is split over lines: ${tops}`,
      );
  } finally {
    await closePage(page);
  }
});
