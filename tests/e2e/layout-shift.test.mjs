/**
 * Zero layout shift on every page in both languages (load, the first screen's timed effects, a
 * scroll to the bottom), and what keeps it so under a busy CPU: no paint of a half-parsed page.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { AT_ONCE, closeBrowser, closePage, DESKTOP, MOBILE, newPage, scrollThrough, waitForHydration } from "./lib/browser.mjs";
import { PAGES } from "./lib/routes.mjs";
import { fetchRaw, url } from "./lib/server.mjs";

after(closeBrowser);

// ---------------------------------------------------------------------------------------------
// Cumulative layout shift: load, 4 s of motion, a scroll to the bottom (every reveal and counter)
// ---------------------------------------------------------------------------------------------

function recordShifts() {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        value: entry.value,
        sources: (entry.sources ?? []).map((s) => {
          const n = s.node;
          return n
            ? `${n.nodeName.toLowerCase()}${n.id ? `#${n.id}` : ""}${n.className && typeof n.className === "string" ? `.${n.className.split(" ")[0]}` : ""}`
            : "?";
        }),
      });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function measureCls(path, width) {
  const page = await newPage({ width });
  try {
    await page.addInitScript(recordShifts);
    await page.goto(url(path));
    await waitForHydration(page);
    // Past the first word rotation (2.5 s), which is the latest timed effect of a first screen.
    await page.waitForTimeout(2_800);
    await scrollThrough(page, 120);
    await page.waitForTimeout(600);
    const shifts = await page.evaluate(() => window.__shifts);
    return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
  } finally {
    await closePage(page);
  }
}

describe("no paint of a half-parsed page", () => {
  // A first paint while the header's nav was still being parsed grew the nav on the next frame; one
  // while <main> was half parsed showed the header alone (the hero painted later, a late largest
  // paint) or a stat's label before its figure (a shift). It came and went with how busy the CPU
  // was. Every page holds its first paint until its footer starts, i.e. until <main> is whole.
  test("every page's head has a render-blocking expect link to the footer that follows its <main>", async () => {
    for (const { path } of [...PAGES, { path: "/404.html" }]) {
      const { html } = await fetchRaw(path);
      const target = html.match(/<link rel="expect" href="#([^"]+)" blocking="render"\/?>/)?.[1];
      assert.ok(target, `${path} has no render-blocking expect link`);
      const footerAt = html.search(new RegExp(`<footer[^>]* id="${target}"`));
      assert.ok(footerAt > 0, `${path}: #${target} is not a footer`);
      const lastMainEnd = html.lastIndexOf("</main>");
      assert.ok(lastMainEnd > 0 && lastMainEnd < footerAt, `${path}: #${target} does not come after every <main>`);
    }
  });
});

// Pages AT_ONCE (lib/browser.mjs): each spends most of its 5-7 s waiting (the 2.8 s, the scroll's
// pauses), so the suite takes 150 s instead of 380 on 2 cores. A page holds its first paint until
// <main> is whole (above), so a busy CPU does not change what it shifts: three at a time, with both
// cores also held by busy loops, every page still measured 0.
describe("no layout shift", AT_ONCE, () => {
  const report = [];
  after(() => {
    const lines = report.sort().map((r) => `  ${r}`);
    console.log(`\nCLS per page (load + 2.8 s + scroll to the bottom):\n${lines.join("\n")}`);
  });
  const targets = [
    ...PAGES.map((p) => ({ path: p.path, width: DESKTOP })),
    ...["/en/", "/es/servicios/desarrollo-web/", "/en/about-us/"].map((path) => ({ path, width: MOBILE })),
    // An article whose body picture loads lazily as the scroll reaches it.
    ...[DESKTOP, MOBILE].map((width) => ({ path: "/es/blog/ciclo-de-vida-del-desarrollo-de-software/", width })),
    { path: "/en/this-does-not-exist/", width: DESKTOP },
  ];
  for (const { path, width } of targets) {
    test(`CLS 0 on ${path} at ${width} px`, { timeout: 60_000 }, async () => {
      const { cls, shifts } = await measureCls(path, width);
      report.push(`${path} @${width}: ${cls.toFixed(4)}`);
      assert.equal(cls, 0, `layout shifts: ${JSON.stringify(shifts)}`);
    });
  }
});
