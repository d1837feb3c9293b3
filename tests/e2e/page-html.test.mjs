/**
 * What a page's HTML holds does not depend on the rest of the site: no page carries Gatsby's chunk
 * map or the build's compilation hash (they change with every script and grow with the templates),
 * and the app that reads them from their shared file still starts, prefetches the pages a page
 * links to, and moves between pages without a reload.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, test } from "node:test";
import { closeBrowser, closePage, collectErrors, newPage, waitForHydration } from "./lib/browser.mjs";
import { filesIn, htmlFiles, publicDir } from "./lib/public.mjs";
import { url } from "./lib/server.mjs";

let page;
before(async () => {
  page = await newPage();
});
after(async () => {
  if (page) await closePage(page);
  await closeBrowser();
});

test("no page holds the chunk map or the compilation hash; one shared file does", () => {
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8"));
  assert.match(webpackCompilationHash, /^[0-9a-f]{8,}$/);
  const files = htmlFiles(publicDir, { except: ["_gatsby"] });
  assert.ok(files.length > 60, `only ${files.length} pages under ${publicDir}`);
  const holding = files.filter((file) => {
    const html = fs.readFileSync(file, "utf8");
    return html.includes("___chunkMapping") || html.includes(webpackCompilationHash);
  });
  assert.deepEqual(holding, []);
  const shared = fs.readdirSync(path.join(publicDir, "static")).filter((name) => /^page-globals-[0-9a-f]{20}\.json$/.test(name));
  assert.equal(shared.length, 1, `shared globals files: ${shared.join(", ")}`);
  const values = JSON.parse(fs.readFileSync(path.join(publicDir, "static", shared[0]), "utf8"));
  assert.equal(values.___webpackCompilationHash, webpackCompilationHash);
  assert.match(values.___chunkMapping, /component---src-templates-blog-post-tsx/);
});

// Gatsby lists a query's nodes in the order they were made, and the content files' nodes are made
// in the order the file watcher finds them, which two cold builds did not share: a query of the
// nodes of every language sorts them, or the same source writes other bytes.
test("every static query's result lists the languages' nodes in one order", () => {
  const unsorted = [];
  const walk = (value, where) => {
    if (Array.isArray(value)) {
      const langs = value.map((item) => item?.lang);
      if (langs.length > 1 && langs.every((lang) => typeof lang === "string") && langs.join() !== [...langs].sort().join())
        unsorted.push(`${where}: ${langs.join(", ")}`);
      value.forEach((item, i) => walk(item, `${where}[${i}]`));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
    }
  };
  const results = filesIn(path.join(publicDir, "page-data", "sq", "d"), { match: /\.json$/ });
  assert.ok(results.length > 0, "no static query results under page-data/sq/d");
  for (const file of results) walk(JSON.parse(fs.readFileSync(file, "utf8")), path.basename(file));
  assert.deepEqual(unsorted, []);
});

test("the app starts with the shared globals, prefetches linked pages and follows a link without a reload", async () => {
  const errors = collectErrors(page);
  const requested = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(url("/en/"));
  await waitForHydration(page);
  assert.equal(await page.evaluate(() => typeof window.___webpackCompilationHash), "string");
  // Gatsby prefetches the data of the pages the visible links lead to (the hero's contact button).
  for (let waited = 0; !requested.includes("/page-data/en/contact/page-data.json"); waited += 100) {
    assert.ok(waited < 10_000, `no prefetch of /en/contact/'s data within 10 s; requested: ${requested.join(", ")}`);
    await page.waitForTimeout(100);
  }
  assert.ok(requested.some((p) => /^\/static\/page-globals-[0-9a-f]{20}\.json$/.test(p)));
  await page.evaluate(() => {
    window.__samePage = true;
  });
  await page.locator("a[href='/en/our-work/']:visible").first().click();
  await page.waitForURL(url("/en/our-work/"));
  await page.locator("h1").first().waitFor();
  assert.equal(await page.evaluate(() => window.__samePage), true, "the click reloaded the page");
  assert.deepEqual(errors, []);
});

test("a link in an article's body goes to its page without a reload", async () => {
  await page.goto(url("/en/blog/what-is-a-startup/"));
  await waitForHydration(page);
  await page.evaluate(() => {
    window.__samePage = true;
  });
  const link = page.locator("article").first().locator(":scope > div").last().locator("a[href^='/en/']").first();
  const href = await link.getAttribute("href");
  await link.click();
  await page.waitForURL(url(href));
  assert.equal(await page.evaluate(() => window.__samePage), true, `following ${href} reloaded the page`);
});
