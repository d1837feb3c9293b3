/**
 * The technology tabs in use: on a service page and a case study in each language, a click shows
 * its tab's panel alone and ArrowRight moves the choice and the focus; chosen before the app's
 * scripts arrive, the choice survives hydration. The privacy policy's date on a visitor's own day.
 * What every page shows is read in its visit (lib/page-fact-tests.mjs, run by page-visits.test.mjs).
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { AT_ONCE, closeBrowser, closePage, collectErrors, holdAppScripts, newPage, waitForHydration } from "./lib/browser.mjs";
import { assertOneTabShown, tabState } from "./lib/page-fact-tests.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

/** Opens `path` with the cookie choice stored, so the banner stays out of the way. */
async function openWithoutBanner() {
  const page = await newPage();
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
  return page;
}

describe("technology tabs: a click shows its panel alone; ArrowRight selects and focuses the next tab", AT_ONCE, () => {
  for (const path of [
    "/en/services/web-development/",
    "/es/servicios/desarrollo-web/",
    "/en/our-work/nurdoc/",
    "/es/nuestro-trabajo/almia/",
  ]) {
    test(path, async () => {
      const page = await openWithoutBanner();
      try {
        await page.goto(url(path));
        await waitForHydration(page);
        let state = await page.evaluate(tabState);
        let previous = assertOneTabShown(state, "initially");
        const tabs = page.locator("#technologies label");
        for (const i of [...state.tabs.keys()].filter((i) => i !== previous.index)) {
          await tabs.nth(i).click();
          state = await page.evaluate(tabState);
          const now = assertOneTabShown(state, `after clicking "${state.tabs[i].label}"`);
          assert.equal(now.index, i, `clicking "${state.tabs[i].label}" selects it`);
          assert.ok(!state.panels.find((p) => p.id === previous.panel.id)?.visible, "the previous panel is hidden");
          previous = now;
        }
        await tabs.nth(0).click();
        await page.locator('#technologies input[type="radio"]').first().focus();
        await page.keyboard.press("ArrowRight");
        state = await page.evaluate(tabState);
        assert.equal(assertOneTabShown(state, "after ArrowRight").index, 1, "ArrowRight from the first tab selects the second");
        assert.ok(state.tabs[1].focused, "ArrowRight moves focus to the second tab");
      } finally {
        await closePage(page);
      }
    });
  }
});

// The tabs are HTML (radio buttons) and CSS, with no script of their own: they work while the app's
// scripts are still on their way, and hydration keeps the visitor's choice.
test("technology tabs chosen before the app's scripts arrive, by click and arrow key, stay chosen once they have", async () => {
  const page = await openWithoutBanner();
  try {
    const release = await holdAppScripts(page);
    await page.goto(url("/es/servicios/desarrollo-web/"), { waitUntil: "domcontentloaded" });
    await page.locator("#technologies label").nth(2).click();
    assert.equal(assertOneTabShown(await page.evaluate(tabState), "clicked before the app").index, 2);
    await page.keyboard.press("ArrowLeft");
    assert.equal(assertOneTabShown(await page.evaluate(tabState), "ArrowLeft before the app").index, 1);
    const started = await page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length);
    assert.equal(started, 0, "the app started before the tabs were used");
    release();
    await waitForHydration(page);
    await page.waitForTimeout(250); // effects that run just after hydration
    const after = await page.evaluate(tabState);
    assert.equal(assertOneTabShown(after, "after hydration").index, 1);
    assert.ok(after.tabs[1].focused, "the focus stays on the chosen tab");
  } finally {
    await closePage(page);
  }
});

// The HTML carries the build's date: a visitor on any later day must get the same hydration.
for (const path of ["/en/privacy-policy/", "/es/politica-privacidad/"]) {
  test(`${path}: a visitor on another day than the build's sees that day, with no hydration mismatch`, async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    try {
      // The browser's clock moved to noon on 17 May 2031, its own zone (Playwright's clock would
      // also replace the performance timeline that waitForHydration reads).
      await page.addInitScript(() => {
        const RealDate = Date;
        const shift = new RealDate(2031, 4, 17, 12).getTime() - RealDate.now();
        window.Date = class extends RealDate {
          constructor(...args) {
            if (args.length > 0) super(...args);
            else super(RealDate.now() + shift);
          }
          static now() {
            return RealDate.now() + shift;
          }
        };
      });
      await page.goto(url(path));
      await waitForHydration(page);
      await page.waitForFunction(() => document.querySelector("main time")?.textContent === "2031-05-17", null, { timeout: 2_000 });
      assert.equal(await page.locator("main time").getAttribute("datetime"), "2031-05-17");
      assert.deepEqual(errors, [], "no console error or page error");
    } finally {
      await closePage(page);
    }
  });
}
