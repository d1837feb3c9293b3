/**
 * Every article's body, as the server sends it, against the one the build wrote when each post was
 * still a webpack module of its own (tests/e2e/fixtures/post-bodies.json): the same elements,
 * attributes, text and pictures (sources, sizes, widths and heights), class names aside, which now
 * name the article's styles rather than each component's. The fixture was written from that build
 * with POST_BODIES_WRITE=1; a writer who changes a post's body writes it again the same way. One
 * edit since, by hand: the word joiner the build now sets in a number range ("60-80%",
 * src/node/content/typeset.ts).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { closeBrowser, closePage, newPage } from "./lib/browser.mjs";
import { url } from "./lib/server.mjs";

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "post-bodies.json");
const WRITE = process.env.POST_BODIES_WRITE === "1";

/**
 * Every article page: the three articles in both languages (the three case-study posts have no
 * article page; their addresses redirect to the portfolio's case studies).
 */
const ARTICLES = [
  "/en/blog/software-development-lifecycle/",
  "/es/blog/ciclo-de-vida-del-desarrollo-de-software/",
  "/en/blog/types-of-maintenance/",
  "/es/blog/tipos-de-mantenimiento/",
  "/en/blog/what-is-a-startup/",
  "/es/blog/que-es-una-startup/",
];

let page;
before(async () => {
  page = await newPage({ javaScriptEnabled: false });
});
after(async () => {
  if (page) await closePage(page);
  await closeBrowser();
});

/**
 * The body (the article's last block, after its header and cover) written out one element per
 * line: tag, attributes but class in name order, then its text; comments and React's empty text
 * markers left out.
 */
async function bodyOf(path) {
  await page.goto(url(path));
  return page
    .locator("article")
    .first()
    .locator(":scope > div")
    .last()
    .evaluate((body) => {
      const lines = [];
      const walk = (node, depth) => {
        for (const child of node.childNodes) {
          if (child.nodeType === Node.TEXT_NODE) {
            if (child.textContent.trim() !== "") lines.push(`${"  ".repeat(depth)}"${child.textContent}"`);
          } else if (child.nodeType === Node.ELEMENT_NODE) {
            const attributes = [...child.attributes]
              .filter((a) => a.name !== "class")
              .map((a) => `${a.name}="${a.value}"`)
              .sort();
            lines.push(`${"  ".repeat(depth)}<${child.localName}${attributes.length ? ` ${attributes.join(" ")}` : ""}>`);
            walk(child, depth + 1);
          }
        }
      };
      walk(body, 0);
      return lines.join("\n");
    });
}

const expected = WRITE ? {} : JSON.parse(fs.readFileSync(FIXTURE, "utf8"));

for (const articlePath of ARTICLES) {
  test(`${articlePath} has the body it had as a webpack module`, async () => {
    const body = await bodyOf(articlePath);
    assert.ok(body.split("\n").length > 20, `${articlePath}: the body has almost nothing in it:\n${body}`);
    if (WRITE) expected[articlePath] = body;
    else assert.equal(body, expected[articlePath]);
  });
}

after(() => {
  if (WRITE) fs.writeFileSync(FIXTURE, `${JSON.stringify(expected, null, 2)}\n`);
});
