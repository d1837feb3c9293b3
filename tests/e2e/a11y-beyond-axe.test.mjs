/**
 * WCAG 2.2 AA beyond what axe checks, on every page type in both languages: with
 * prefers-reduced-motion, nothing moves (2.3.3 / the spec's reduced motion). Focus Not Obscured
 * (2.4.11), Focus Visible (2.4.7) and Target Size (2.5.8) are checked on every page by sweep.test.mjs.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { AT_ONCE, closeBrowser, closePage, DESKTOP, newPage, waitForHydration } from "./lib/browser.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

/** One page of each type, in both languages. */
const PAGE_TYPES = [
  ["home", "/en/", "/es/"],
  ["services", "/en/services/", "/es/servicios/"],
  ["service", "/en/services/web-development/", "/es/servicios/desarrollo-web/"],
  ["our work", "/en/our-work/", "/es/nuestro-trabajo/"],
  ["case study", "/en/our-work/nurdoc/", "/es/nuestro-trabajo/nurdoc/"],
  ["blog list", "/en/blog/", "/es/blog/"],
  ["article", "/en/blog/what-is-a-startup/", "/es/blog/que-es-una-startup/"],
  ["about", "/en/about-us/", "/es/sobre-nosotros/"],
  ["contact", "/en/contact/", "/es/contacto/"],
  ["privacy", "/en/privacy-policy/", "/es/politica-privacidad/"],
  ["not found", "/en/no-such-page/", "/es/no-existe/"],
];
const PATHS = PAGE_TYPES.flatMap(([, en, es]) => [en, es]);

/** A page at 1280 px with prefers-reduced-motion and a cookie choice stored, hydrated. */
async function open(path) {
  const page = await newPage({ width: DESKTOP, reducedMotion: "reduce" });
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
  await page.goto(url(path));
  await waitForHydration(page);
  return page;
}

// Pages AT_ONCE (lib/browser.mjs): a page is mostly waited for (hydration, the 5 s below), and the
// site has no CSS transition, so a busy CPU changes no look compared here.
describe("with prefers-reduced-motion, nothing moves", AT_ONCE, () => {
  for (const path of PATHS) {
    test(path, { timeout: 60_000 }, async () => {
      const page = await open(path);
      try {
        await page.waitForTimeout(1500);
        const moving = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === "running")
            .map((a) => `${a.animationName ?? a.constructor.name} on ${a.effect?.target?.localName}.${a.effect?.target?.className}`),
        );
        assert.deepEqual(moving, [], "running animations");
        const first = await page.screenshot();
        await page.waitForTimeout(3500);
        const second = await page.screenshot();
        assert.ok(first.equals(second), "the first screen changed over 3.5 s");
      } finally {
        await closePage(page);
      }
    });
  }
});
