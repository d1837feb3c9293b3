/**
 * The brand font costs the first paint nothing: the first page of a visit is drawn in the
 * metric-matched fallback and no font is fetched before its largest paint; once the page has
 * hydrated, the font is fetched into the cache, and the pages that follow (by a link, or opened
 * afresh from a page of the site) are drawn in Manrope from their first paint. Checked with the
 * fonts Chromium actually drew the text with (DevTools' platform fonts), not the CSS asked for.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { closeBrowser, closePage, collectErrors, newPage, waitForHydration } from "./lib/browser.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

const FONT_PATH = /\/fonts\/manrope-latin-wght-[\d.]+\.woff2$/;

/** The largest paints and font fetches, as the page saw them from its start. */
function recordPaintsAndFonts() {
  window.__paints = [];
  new PerformanceObserver((list) => window.__paints.push(...list.getEntries().map((e) => e.startTime))).observe({
    type: "largest-contentful-paint",
    buffered: true,
  });
}

async function timings(page) {
  return page.evaluate(() => ({
    lastPaint: Math.max(...window.__paints),
    fonts: performance
      .getEntriesByType("resource")
      .filter((e) => e.name.includes("/fonts/"))
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
  }));
}

/** The fonts Chromium drew the main heading's and the first paragraph's text with. */
async function drawnWith(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const families = new Set();
    for (const selector of ["h1", "main p"]) {
      const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
      for (const nodeId of nodeIds.slice(0, 3)) {
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        for (const font of fonts) families.add(font.familyName);
      }
    }
    assert.ok(families.size > 0, "some text was drawn");
    return [...families];
  } finally {
    await cdp.detach();
  }
}

const isManrope = (families) => families.some((f) => /manrope/i.test(f)) && families.every((f) => !/liberation|arial/i.test(f));
const isFallback = (families) => families.every((f) => !/manrope/i.test(f));

test("a first visit: the first page is drawn in the fallback, no font is fetched before its largest paint, then the font is fetched", async (t) => {
  const page = await newPage({ width: 412 });
  const errors = collectErrors(page);
  await page.addInitScript(recordPaintsAndFonts);
  t.after(() => closePage(page));
  await page.goto(url("/en/"));
  await waitForHydration(page);
  await page.waitForFunction(
    (source) => performance.getEntriesByType("resource").some((e) => new RegExp(source).test(e.name)),
    FONT_PATH.source,
  );
  const { lastPaint, fonts } = await timings(page);
  assert.ok(fonts.length === 1 && FONT_PATH.test(fonts[0].name), `the Latin file alone: ${JSON.stringify(fonts)}`);
  assert.ok(
    fonts[0].start > lastPaint,
    `the font is fetched at ${Math.round(fonts[0].start)} ms, after the largest paint at ${Math.round(lastPaint)} ms`,
  );
  const families = await drawnWith(page);
  assert.ok(isFallback(families), `the first page keeps the fallback: ${families}`);
  assert.deepEqual(errors, []);
});

test("the next page, reached by a link, is drawn in Manrope; so is a page opened afresh from the site", async (t) => {
  const page = await newPage();
  const errors = collectErrors(page);
  t.after(() => closePage(page));
  await page.goto(url("/es/"));
  await waitForHydration(page);
  // The app marks the moment it holds the font for the next page.
  await page.waitForFunction(() => performance.getEntriesByName("brandFontFetched").length > 0);
  assert.ok(isFallback(await drawnWith(page)), "the first page stays in the fallback: nothing re-flows");
  await page.locator('header a[href="/es/contacto/"]').first().click();
  await page.waitForURL(/\/es\/contacto\/$/);
  await page.waitForFunction(() => document.querySelector("h1")?.textContent.length > 0);
  const linked = await drawnWith(page);
  assert.ok(isManrope(linked), `a link's page is drawn in Manrope: ${linked}`);

  // A new load of a page of the site, from the site (a reload, a new tab, the form's result).
  await page.goto(url("/es/sobre-nosotros/"), { referer: url("/es/contacto/") });
  const opened = await drawnWith(page);
  assert.ok(isManrope(opened), `a page opened from the site is drawn in Manrope: ${opened}`);
  assert.deepEqual(errors, []);
});

test("a page opened from another site, or typed in, is a first page: the fallback, whatever it links from", async () => {
  for (const referer of ["https://www.example.com/search?q=brisa", undefined]) {
    const page = await newPage({ width: 1280 });
    await page.addInitScript(recordPaintsAndFonts);
    try {
      await page.goto(url("/en/services/web-development/"), referer ? { referer } : {});
      await page.waitForTimeout(300);
      const families = await drawnWith(page);
      assert.ok(isFallback(families), `${referer ?? "no referrer"}: ${families}`);
    } finally {
      await closePage(page);
    }
  }
});
