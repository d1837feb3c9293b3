import assert from "node:assert/strict";
import fs from "node:fs";
import { createRequire } from "node:module";
import { CHROME_PATH, launchChromium, waitForHydration } from "../../../scripts/lib/local.mjs";

/** One browser per test file: launched on first use, closed by closeBrowser() in after(). */
let browserPromise;

export { CHROME_PATH, waitForHydration };

export function getBrowser() {
  browserPromise ??= launchChromium();
  return browserPromise;
}

export async function closeBrowser() {
  if (!browserPromise) return;
  const browser = await browserPromise.catch(() => null);
  browserPromise = undefined;
  await browser?.close();
}

export const DESKTOP = 1280;
export const MOBILE = 375;

/**
 * How many pages a sweep over many pages checks at once, each in its own context, where a page is
 * mostly waited for (hydration, scrolling, idle network) and what is checked is layout or markup.
 * With three, the CPU was idle half the time on 2 cores; five took the page visits' 1280 px pages in
 * 89 s with the CPU a fifth idle, seven in 80 s with it a twentieth idle. Every such sweep passed
 * with a core held by a busy loop. A test that measures time (the
 * largest paint, the banner's delay, the carousel) loads its pages one at a time.
 */
export const PAGES_AT_ONCE = 7;
/** node:test's option for a describe whose tests are the pages of such a sweep. */
export const AT_ONCE = { concurrency: PAGES_AT_ONCE };

/**
 * At most `count` holders at once: `await slots.take()` waits for a free one, `slots.give()` frees
 * it, for a part of a test that must not run in more tests at once than its describe runs.
 */
export function slots(count) {
  let free = count;
  const waiting = [];
  return {
    take: () => (free > 0 ? ((free -= 1), Promise.resolve()) : new Promise((resolve) => waiting.push(resolve))),
    give: () => (waiting.length > 0 ? waiting.shift()() : (free += 1)),
  };
}

/**
 * A page in a fresh context (empty storage, no cookies).
 * Close it with closePage(page), which closes its context too.
 */
export async function newPage({ width = DESKTOP, height, javaScriptEnabled = true, reducedMotion = "no-preference" } = {}) {
  const browser = await getBrowser();
  const context = await browser.newContext({
    viewport: { width, height: height ?? (width <= 480 ? 740 : 800) },
    javaScriptEnabled,
    reducedMotion,
    isMobile: false,
    locale: "en-US",
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return context.newPage();
}

export async function closePage(page) {
  await page.context().close();
}

/**
 * Collects console errors and uncaught page errors of a page.
 * ignore: predicate on { text, url } for expected messages (e.g. the 404 of the document itself).
 */
export function collectErrors(page, ignore = () => false) {
  const errors = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const entry = { text: message.text(), url: message.location()?.url ?? "" };
    if (!ignore(entry)) errors.push(`console.error: ${entry.text}${entry.url ? ` (${entry.url})` : ""}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/**
 * Scrolls a page to its bottom half a viewport at a time, pausing `pause` ms at each step. Paced
 * from here, by this process's clock: a loop of the page's own timers inside one evaluate has no
 * deadline, and once left a CI run waiting on a page whose timers had stalled.
 */
export async function scrollThrough(page, pause) {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    // A viewport at a time: a reveal starts when a tenth of its section is in view.
    step: window.innerHeight,
  }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(pause);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/**
 * Whether the cookie banner shows on a page opened with empty storage, looked at in the page's first
 * frame from 1.5 s after the navigation's start (the clock its animation keeps; 1 ms more for the
 * clock's rounding). A fact of that frame, not a wait bounded in milliseconds: with seven pages
 * loading on 2 cores a locator's poll of a banner already up took 2 s, and a 5 s bound failed a
 * CI run. When it shows to the frame is cookie-banner.test.mjs's to prove.
 */
export async function bannerShownWhenDue(page) {
  const frame = await page.waitForFunction(
    () =>
      document.timeline.currentTime >= 1501 && {
        shown: Boolean(document.querySelector("[data-testid=cookie-banner]")?.checkVisibility({ visibilityProperty: true })),
      },
    null,
    // The clock always gets there: the test's own timeout bounds a page that stopped.
    { polling: "raf", timeout: 0 },
  );
  return (await frame.jsonValue()).shown;
}

/**
 * Holds the app's scripts until the returned release() is called: a slow phone, in the first
 * seconds after the page is drawn, when only the page's inline scripts run. Call before page.goto.
 */
export async function holdAppScripts(page) {
  let release;
  const released = new Promise((resolve) => (release = resolve));
  await page.route(/\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens the page twice, as a visitor meets it: first as the visit's first page, drawn in the
 * metric-matched fallback face, and then, once that page has fetched Manrope for the next, as a page
 * opened from the site (a referrer of ours), drawn in Manrope. check(face) runs after each hydration.
 */
export async function inBothFaces(page, address, check) {
  for (const face of ["fallback", "Manrope"]) {
    await page.goto(address, face === "Manrope" ? { referer: address } : {});
    await waitForHydration(page);
    const brandFont = await page.evaluate(() => document.documentElement.classList.contains("brand-font"));
    assert.equal(brandFont, face === "Manrope", `${address} at ${page.viewportSize().width} px: drawn in ${face}`);
    await check(face);
    if (face === "fallback") await page.waitForFunction(() => performance.getEntriesByName("brandFontFetched").length > 0);
  }
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core"), "utf8");

/** The rules every axe scan applies: WCAG 2.x A/AA and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Puts axe-core on the page. Through DevTools evaluation, not a <script> tag: the pages are served
 * under their real CSP, which (rightly) refuses an inline script it has no hash for.
 */
export async function injectAxe(page) {
  await page.evaluate(axeSource);
}

/** axe's violations on the page as it is now, one line each ("rule: help (selectors)"). */
export async function axeViolations(page) {
  await injectAxe(page);
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, AXE_TAGS);
}

/**
 * Where the focus is once the footer's "Cookie settings" has opened the banner: "the banner", or the
 * start of the focused element's HTML. The banner takes the focus on its popover's toggle event,
 * which follows the opening by a task, so this waits up to 2 s for it.
 */
export async function focusAfterBannerOpens(page) {
  return page
    .waitForFunction(() => document.activeElement?.dataset.testid === "cookie-banner", null, { timeout: 2_000 })
    .then(
      () => "the banner",
      () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)),
    );
}
