/**
 * axe-core scan (WCAG 2.0/2.1/2.2 A and AA, plus best practices) of the open mobile menu at 375 px.
 * Every page at 1280 px with the cookie banner shown is scanned in its visit (page-visits.test.mjs).
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { axeViolations, closeBrowser, closePage, MOBILE, newPage, waitForHydration } from "./lib/browser.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

describe("mobile menu open (375 px)", () => {
  for (const path of ["/en/", "/es/"]) {
    test(`axe: ${path} at 375 px with the mobile menu open`, { timeout: 60_000 }, async () => {
      const page = await newPage({ width: MOBILE });
      try {
        await page.goto(url(path));
        await waitForHydration(page);
        const button = page.locator("header button[aria-controls][aria-expanded]:not(header nav button)").filter({ visible: true });
        await button.click();
        const menuId = await button.getAttribute("aria-controls");
        await page.locator(`[id="${menuId}"]`).waitFor({ state: "visible" });
        const section = page.locator(`[id="${menuId}"] button[aria-expanded]`);
        await section.click();
        await page.locator(`[id="${await section.getAttribute("aria-controls")}"]`).waitFor({ state: "visible" });
        assert.deepEqual(await axeViolations(page), [], `${path} with the mobile menu open`);
      } finally {
        await closePage(page);
      }
    });
  }
});
