/**
 * Deterministic performance budgets (issue 7): per page, the JavaScript and CSS a visitor's
 * browser really loads (HTML-inlined CSS and the chunks Gatsby fetches after the HTML included),
 * counted gzip-compressed; every <img> with explicit width and height; the likely LCP image
 * loaded eagerly; not one request leaves the site's origin.
 */
import assert from "node:assert/strict";
import zlib from "node:zlib";
import { after, test } from "node:test";
import { closeBrowser, closePage, newPage, waitForHydration } from "./lib/browser.mjs";
import { PAGES } from "./lib/routes.mjs";
import { BASE_URL, url } from "./lib/server.mjs";

/** Budgets in gzip bytes. The ceiling for JavaScript is 110 KB; CSS is kept small too. */
export const JS_BUDGET = 110 * 1024;
export const CSS_BUDGET = 24 * 1024;

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

after(async () => {
  await closeBrowser();
});

const report = [];
after(() => {
  console.log(`\nBytes per page (gzip): JS budget ${kb(JS_BUDGET)}, CSS budget ${kb(CSS_BUDGET)}`);
  for (const row of report) console.log(`  ${row.path.padEnd(48)} JS ${kb(row.js).padStart(9)}  CSS ${kb(row.css).padStart(8)}`);
});

for (const p of [...PAGES.map((x) => x.path), "/en/blog/what-is-a-startup/", "/es/blog/que-es-una-startup/"]) {
  test(`${p} stays within its byte budgets and loads nothing from elsewhere`, async () => {
    // A fresh context per page: an empty cache, so shared chunks count on every page as for a first visit.
    const page = await newPage({ width: 375 });
    const scripts = new Map();
    const styles = new Map();
    const foreign = [];
    const onResponse = async (response) => {
      const request = response.request();
      if (!request.url().startsWith(BASE_URL) && !request.url().startsWith("data:")) foreign.push(request.url());
      const type = request.resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      const body = await response.body().catch(() => null);
      if (body) (type === "script" ? scripts : styles).set(request.url(), gzip(body));
    };
    page.on("response", onResponse);
    page.on("request", (request) => {
      if (!request.url().startsWith(BASE_URL) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    await page.goto(url(p), { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    page.off("response", onResponse);

    const facts = await page.evaluate(() => ({
      inlineCss: [...document.querySelectorAll("style")].map((s) => s.textContent).join(""),
      inlineJs: [...document.querySelectorAll("script:not([src]):not([type='application/ld+json'])")].map((s) => s.textContent).join(""),
      imgs: [...document.images].map((img) => ({
        src: img.currentSrc || img.src,
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        top: img.getBoundingClientRect().top + window.scrollY,
        shown: img.getBoundingClientRect().width > 0,
      })),
      viewport: window.innerHeight,
    }));
    const js = [...scripts.values()].reduce((a, b) => a + b, 0) + gzip(Buffer.from(facts.inlineJs));
    const css = [...styles.values()].reduce((a, b) => a + b, 0) + gzip(Buffer.from(facts.inlineCss));
    await closePage(page);
    report.push({ path: p, js, css });

    assert.ok(js <= JS_BUDGET, `${p}: ${kb(js)} of JavaScript, over the ${kb(JS_BUDGET)} budget`);
    assert.ok(css <= CSS_BUDGET, `${p}: ${kb(css)} of CSS, over the ${kb(CSS_BUDGET)} budget`);
    assert.deepEqual([...new Set(foreign)], [], `${p} requests other origins`);
    const unsized = facts.imgs.filter((img) => !img.width || !img.height);
    assert.deepEqual(unsized, [], `${p}: every <img> has width and height`);
    const aboveFold = facts.imgs.filter((img) => img.shown && img.top < facts.viewport);
    const lazyAboveFold = aboveFold.filter((img) => img.loading === "lazy");
    assert.deepEqual(lazyAboveFold.map((img) => img.src), [], `${p}: pictures in the first screen load eagerly`);
  });
}
