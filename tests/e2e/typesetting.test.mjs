/**
 * Number ranges stay on one line ("2-4 weeks", never "2-" at a line's end): the build puts a word
 * joiner after a range's hyphen in the copy, JSON and MDX alike (src/node/content/typeset.ts).
 * Checked in every built page's text, and in Chromium, with the site's fonts, after hydration.
 * Words in an article's table are whole too: each column is at least its longest word wide.
 * Headings break into lines of even length: none ends on a short last line.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, test } from "node:test";
import { closeBrowser, closePage, inBothFaces, MOBILE, newPage, waitForHydration } from "./lib/browser.mjs";
import { htmlFiles, pagePathOf } from "./lib/public.mjs";
import { PAGES } from "./lib/routes.mjs";
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

/** A number, then a breaking space, then a unit symbol: where a line could part them ("300 / ms"). */
const UNIT_APART = /(?<=(?:^|[\s(~\u2060-])\d+(?:[.,]\d+)*)[ \t\n](?=(?:ms|s|min|h|KB|MB|GB|€)(?:$|[\s.,;:!?)/]))/g;

test("no number in any page's text is parted from its unit by a breaking space", () => {
  const apart = [];
  let kept = 0;
  for (const file of htmlFiles()) {
    const html = fs.readFileSync(file, "utf8");
    if (isRedirectPage(html)) continue;
    // Tags removed rather than marked: a figure's number and its suffix (" ms") are in two elements.
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, "\u00a0");
    kept += text.match(/\d\u00a0(?:ms|s|min|h|KB|MB|GB|€)(?![A-Za-z])/g)?.length ?? 0;
    for (const match of text.matchAll(UNIT_APART))
      apart.push(`${pagePathOf(file)}: …${text.slice(Math.max(0, match.index - 20), match.index + 20).replace(/\s+/g, " ")}…`);
  }
  assert.deepEqual(apart, [], "numbers a line can part from their unit");
  // "300 ms" (Boathous), "1.500 €" (the Spanish SEO price) and the figures' " ms" are on several pages.
  assert.ok(kept >= 10, `only ${kept} numbers joined to their unit: is the check reading the pages' text?`);
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

/** The words a table's cells split over two lines, other than after a hyphen ("producto-" "mercado" is a break a reader expects). */
function cutWords() {
  const cut = [];
  for (const table of document.querySelectorAll("main table")) {
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.data.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1) cut.push(word[0]);
      }
    }
  }
  return {
    tables: document.querySelectorAll("main table").length,
    cut,
  };
}

test("an article's table cuts no word and fits the article at 320 and 375 px, in the fallback font and in Manrope", async () => {
  const withTables = htmlFiles()
    .filter((file) => /<table\b/.test(fs.readFileSync(file, "utf8")))
    .map((file) => pagePathOf(file));
  assert.ok(withTables.length >= 2, `pages with a table: ${withTables}`);
  for (const width of [320, MOBILE]) {
    const page = await newPage({ width });
    try {
      for (const path of withTables) {
        await inBothFaces(page, url(path), async (face) => {
          const { tables, cut } = await page.evaluate(cutWords);
          assert.ok(tables > 0, `${path}: no table in main`);
          assert.deepEqual(cut, [], `${path} at ${width} px in ${face}: words cut over two lines`);
          const overflow = await page.$$eval("main table", (all) =>
            all.map((table) => table.parentElement.scrollWidth - table.parentElement.clientWidth),
          );
          assert.ok(
            overflow.every((px) => px <= 0),
            `${path} at ${width} px in ${face}: a table wider than the article by ${overflow} px`,
          );
        });
      }
    } finally {
      await closePage(page);
    }
  }
});

/** Each heading of the page's main drawn on two lines or more: its text, and its last line's width against its widest line's. */
function headingLastLines() {
  return [...document.querySelectorAll("main :is(h1, h2, h3, h4)")]
    .filter((heading) => heading.offsetParent)
    .map((heading) => {
      // The text drawn: not what is there for screen readers only (a 1 px box).
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      const rects = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...range.getClientRects());
      }
      const lines = new Map(); // top → [left, right]
      for (const rect of rects) {
        if (rect.width === 0) continue;
        const top = Math.round(rect.top);
        const [left, right] = lines.get(top) ?? [Infinity, -Infinity];
        lines.set(top, [Math.min(left, rect.left), Math.max(right, rect.right)]);
      }
      // Boxes of one line differ by a few pixels; a new line starts a line-height lower.
      const tops = [...lines.keys()].sort((a, b) => a - b);
      const merged = [];
      for (const top of tops) {
        const [left, right] = lines.get(top);
        const last = merged.at(-1);
        if (last && top - last.top < 8) [last.left, last.right] = [Math.min(last.left, left), Math.max(last.right, right)];
        else merged.push({ top, left, right });
      }
      const widths = merged.map((line) => line.right - line.left);
      return { text: heading.textContent.trim(), lines: widths.length, lastShare: widths.at(-1) / Math.max(...widths) };
    })
    .filter((heading) => heading.lines > 1);
}

// Scripts off: the layout is the server HTML's and the stylesheet's (text-wrap: balance), in the face
// of a visit's first page. Without it, 185 headings of the site ended on a line under 30 % of their widest.
test("no heading ends on a short last line: each is at least 30 % of its widest line, at 375 to 1280 px", async () => {
  const page = await newPage({ width: MOBILE, javaScriptEnabled: false });
  try {
    const short = [];
    let checked = 0;
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of PAGES) {
        await page.goto(url(path));
        for (const { text, lastShare } of await page.evaluate(headingLastLines)) {
          checked += 1;
          if (lastShare < 0.3)
            short.push(`${path} at ${width} px: "${text}" ends on a line ${Math.round(lastShare * 100)} % of its widest`);
        }
      }
    }
    assert.deepEqual(short, []);
    assert.ok(checked > 300, `only ${checked} headings on two lines or more`);
  } finally {
    await closePage(page);
  }
});
