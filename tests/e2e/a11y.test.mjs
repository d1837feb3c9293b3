/**
 * axe-core scan (WCAG 2.0/2.1/2.2 A and AA, plus best practices) of every page in both
 * languages and both not-found screens at 1280 px with the cookie banner shown, and of the
 * open mobile menu at 375 px.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { AT_ONCE, closeBrowser, closePage, DESKTOP, MOBILE, newPage, waitForHydration, injectAxe, AXE_TAGS } from "./lib/browser.mjs";
import { PAGES, TEXT } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";
const TAGS = AXE_TAGS;

after(closeBrowser);

async function scan(page) {
  await injectAxe(page);
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: "tag", values: tags } });
    return {
      passes: result.passes.length,
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
        count: v.nodes.length,
      })),
    };
  }, TAGS);
}

function report(violations) {
  return violations.map((v) => `${v.id} (${v.impact}, ${v.count} nodes): ${v.help}\n      ${v.targets.join("\n      ")}`).join("\n  ");
}

async function assertClean(page, label) {
  const { violations, passes } = await scan(page);
  assert.ok(passes > 0, "axe ran no passing rule: did it run?");
  assert.equal(violations.length, 0, `${label}: ${violations.length} axe violations:\n  ${report(violations)}`);
}

// Pages AT_ONCE (lib/browser.mjs), each in a fresh context: a page waits 1-2.5 s for the banner,
// idle, before axe's second of work, so the suite takes 90 s instead of 225 on 2 cores.
describe("desktop, cookie banner shown (1280 px)", AT_ONCE, () => {
  const targets = [
    ...PAGES.map((p) => ({ path: p.path, lang: p.lang, status: 200 })),
    { path: "/en/this-does-not-exist/", lang: "en", status: 404 },
    { path: "/es/esto-no-existe/", lang: "es", status: 404 },
  ];
  for (const t of targets) {
    test(`axe: ${t.path} at 1280 px with the cookie banner`, { timeout: 60_000 }, async () => {
      const page = await newPage({ width: DESKTOP }); // empty storage: the banner shows
      try {
        const response = await page.goto(url(t.path));
        assert.equal(response.status(), t.status);
        await waitForHydration(page);
        if (t.status === 404) {
          await page.locator("h1", { hasText: TEXT[t.lang].notFoundTitle }).first().waitFor({ state: "visible" });
        }
        await page.locator("[data-testid=cookie-banner]").filter({ visible: true }).first().waitFor({ state: "visible", timeout: 5_000 });
        await assertClean(page, t.path);
      } finally {
        await closePage(page);
      }
    });
  }
});

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
        await assertClean(page, `${path} with the mobile menu open`);
      } finally {
        await closePage(page);
      }
    });
  }
});
