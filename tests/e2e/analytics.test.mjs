/**
 * The visit counter follows the cookie choice, against the build scripts/test.sh makes
 * with tests/e2e/analytics.env: a stand-in for Plausible answers every request that leaves the
 * site (lib/analytics.mjs). Nothing is requested before a choice, after closing the banner or with
 * "necessary"; "all" loads the script once and counts one pageview, then one per client-side
 * navigation; withdrawing through the footer's "Cookie settings" stops the counting at once, under
 * the site's real CSP. The build without analytics (the default) is covered by the unit tests.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { assertBuiltWithAnalytics, DOMAIN, ORIGIN, SCRIPT_URL, stubAnalytics } from "./lib/analytics.mjs";
import { AT_ONCE, closeBrowser, closePage, focusAfterBannerOpens, newPage, waitForHydration } from "./lib/browser.mjs";
import { LANGS, routeOf, TEXT } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

before(assertBuiltWithAnalytics);
after(closeBrowser);

const BANNER = "[data-testid=cookie-banner]";
const COOKIE_SETTINGS = { en: "Cookie settings", es: "Configuración de cookies" };
/** Long enough for a request the page would make at once (the script's events are sent synchronously on pushState). */
const SETTLE_MS = 1000;

function recordCspViolations() {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`));
}

/**
 * A fresh page with the stand-in in place and CSP violations recorded, closed when the test `t`
 * ends; `stored` is put in localStorage before the first load.
 */
async function openPage(t, path, stored = {}) {
  const page = await newPage();
  t.after(() => closePage(page));
  const log = await stubAnalytics(page.context());
  await page.addInitScript(recordCspViolations);
  await page.addInitScript((entries) => {
    // Once, before the site's first script: later loads of this context keep what the site stored.
    if (sessionStorage.getItem("__seeded")) return;
    sessionStorage.setItem("__seeded", "1");
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, stored);
  await page.goto(url(path));
  await waitForHydration(page);
  return { page, log };
}

async function until(predicate, what) {
  const deadline = Date.now() + 10_000;
  while (!predicate()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const settle = (page) => page.waitForTimeout(SETTLE_MS);
const storage = (page) => page.evaluate(() => ({ ...localStorage }));
const scriptTags = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("script[data-domain]")].map((s) => ({ src: s.src, domain: s.dataset.domain, defer: s.defer })),
  );
const cspViolations = (page) => page.evaluate(() => window.__cspViolations);

/** Follows a footer link: a client-side navigation (history.pushState), checked by a marker that survives only within one document. */
async function navigateInApp(page, name, expectedPath) {
  await page.evaluate(() => (window.__sameDocument = true));
  await page.locator("footer").getByRole("link", { name, exact: true }).click();
  await page.waitForURL(url(expectedPath));
  assert.equal(
    await page.evaluate(() => window.__sameDocument),
    true,
    `${expectedPath} was loaded as a new document, not navigated to in the app`,
  );
}

// Side by side: each test has its own context and stand-in, and none measures time (a settle is
// the time a request would take to be made at all).
describe("the visit counter and the cookie choice", AT_ONCE, () => {
  test("before a choice, and after closing the banner, nothing is requested from the counter or anywhere else", async (t) => {
    const { page, log } = await openPage(t, "/en/");
    await page.locator(BANNER).waitFor({ state: "visible", timeout: 10_000 });
    await page.waitForLoadState("networkidle");
    assert.deepEqual(log, { scripts: [], events: [], other: [] });
    await page.locator(BANNER).getByRole("button", { name: TEXT.en.closeCookies, exact: true }).click();
    await navigateInApp(page, "About Us", "/en/about-us/");
    await settle(page);
    assert.deepEqual(log, { scripts: [], events: [], other: [] });
    assert.deepEqual(await scriptTags(page), []);
    assert.deepEqual(await storage(page), {});
  });

  test('"Accept All" loads the script once and counts one pageview, one per navigation; "Cookie settings" → "Accept Necessary Only" stops it at once', async (t) => {
    const { page, log } = await openPage(t, "/en/");
    const banner = page.locator(BANNER);
    await banner.waitFor({ state: "visible", timeout: 10_000 });
    assert.deepEqual(log, { scripts: [], events: [], other: [] }, "nothing before the choice");

    await banner.getByRole("button", { name: TEXT.en.acceptAll, exact: true }).click();
    await until(() => log.events.length >= 1, "the first pageview");
    await settle(page);
    assert.deepEqual(log.scripts, [SCRIPT_URL], "the script is loaded exactly once");
    assert.deepEqual(log.events, [{ n: "pageview", u: url("/en/"), d: DOMAIN, r: null }], "exactly one pageview");
    assert.deepEqual(await scriptTags(page), [{ src: SCRIPT_URL, domain: DOMAIN, defer: true }]);
    assert.deepEqual(await storage(page), { cookieConsent: "all" });

    await navigateInApp(page, "About Us", "/en/about-us/");
    await until(() => log.events.length >= 2, "the pageview of a client-side navigation");
    await settle(page);
    assert.equal(log.events.length, 2);
    assert.equal(log.events[1].u, url("/en/about-us/"));

    // Withdraw: the footer's button reopens the banner, with focus on it.
    await page.locator("footer").getByRole("button", { name: COOKIE_SETTINGS.en, exact: true }).click();
    await banner.waitFor({ state: "visible" });
    assert.equal(await focusAfterBannerOpens(page), "the banner", "focus moves to the banner");
    await banner.getByRole("button", { name: TEXT.en.acceptNecessary, exact: true }).click();
    await banner.waitFor({ state: "hidden" });
    assert.deepEqual(await storage(page), { cookieConsent: "necessary", plausible_ignore: "true" });

    await navigateInApp(page, "Our Work", "/en/our-work/");
    await page.goBack();
    await page.waitForURL(url("/en/about-us/"));
    await settle(page);
    assert.equal(log.events.length, 2, "no event after the withdrawal, on pushState or popstate");
    assert.deepEqual(log.scripts, [SCRIPT_URL]);
    assert.deepEqual(await cspViolations(page), [], "the CSP allows the counter's script and events");

    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(2500); // past the banner's delay
    assert.equal(await banner.isVisible(), false, "the choice is remembered");
    assert.deepEqual(log.scripts, [SCRIPT_URL], "with necessary stored, the next load requests nothing");
    assert.equal(log.events.length, 2);
    assert.deepEqual(log.other, []);
  });

  test("accepting all again after a withdrawal lifts the opt-out without loading the script a second time", async (t) => {
    const { page, log } = await openPage(t, "/en/", { cookieConsent: "all" });
    await until(() => log.events.length >= 1, "the pageview of a visit with all stored");
    const settings = page.locator("footer").getByRole("button", { name: COOKIE_SETTINGS.en, exact: true });
    await settings.click();
    await page.locator(BANNER).getByRole("button", { name: TEXT.en.acceptNecessary, exact: true }).click();
    await navigateInApp(page, "Blog", "/en/blog/");
    await settle(page);
    assert.equal(log.events.length, 1);
    await settings.click();
    await page.locator(BANNER).getByRole("button", { name: TEXT.en.acceptAll, exact: true }).click();
    assert.deepEqual(await storage(page), { cookieConsent: "all" });
    await navigateInApp(page, "Contact", "/en/contact/");
    await until(() => log.events.length >= 2, "counting to resume");
    await settle(page);
    assert.deepEqual(
      log.events.map((e) => new URL(e.u).pathname),
      ["/en/", "/en/contact/"],
    );
    assert.deepEqual(log.scripts, [SCRIPT_URL]);
    assert.deepEqual(await scriptTags(page), [{ src: SCRIPT_URL, domain: DOMAIN, defer: true }]);
  });

  test("a later visit with all stored counts without asking; the Spanish footer's button withdraws by keyboard", async (t) => {
    const { page, log } = await openPage(t, "/es/", { cookieConsent: "all" });
    await until(() => log.events.length >= 1, "the pageview");
    await page.waitForTimeout(2500);
    assert.equal(await page.locator(BANNER).isVisible(), false, "no banner with a choice stored");
    assert.deepEqual(log.scripts, [SCRIPT_URL]);
    assert.deepEqual(log.events, [{ n: "pageview", u: url("/es/"), d: DOMAIN, r: null }]);

    const settings = page.locator("footer").getByRole("button", { name: COOKIE_SETTINGS.es, exact: true });
    await settings.focus();
    await page.keyboard.press("Enter");
    await page.locator(BANNER).waitFor({ state: "visible" });
    // From the banner itself, Tab reaches its buttons.
    let focused = "";
    for (let i = 0; i < 5 && focused !== TEXT.es.acceptNecessary; i += 1) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    }
    assert.equal(focused, TEXT.es.acceptNecessary);
    await page.keyboard.press("Enter");
    await page.locator(BANNER).waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), COOKIE_SETTINGS.es, "focus returns to the button");
    assert.deepEqual(await storage(page), { cookieConsent: "necessary", plausible_ignore: "true" });

    await navigateInApp(page, "Blog", "/es/blog/");
    await settle(page);
    assert.equal(log.events.length, 1, "nothing after the withdrawal");
    assert.deepEqual(await cspViolations(page), []);
  });

  test("with necessary stored, nothing leaves the site, on load or on navigation", async (t) => {
    const { page, log } = await openPage(t, "/en/", { cookieConsent: "necessary" });
    await page.waitForTimeout(2500);
    await navigateInApp(page, "Our Work", "/en/our-work/");
    await settle(page);
    assert.deepEqual(log, { scripts: [], events: [], other: [] });
    assert.deepEqual(await scriptTags(page), []);
  });

  test("the copy says what this build does: the banner and the privacy policy name Plausible and where it runs", async (t) => {
    for (const lang of LANGS) {
      const policy = routeOf("privacy")[lang];
      const { page } = await openPage(t, `/${lang}/`);
      const text = await page.locator(`${BANNER} p`).textContent({ timeout: 10_000 });
      assert.match(text, /Plausible/, `${lang} banner`);
      assert.match(text, lang === "en" ? /without cookies/ : /sin cookies/);
      await page.goto(url(policy));
      const cookies = await page.locator("section#cookies").textContent();
      assert.match(cookies, /Plausible Analytics/);
      assert.ok(cookies.includes(new URL(ORIGIN).host), `${policy} names the host the counter runs on`);
      assert.ok(cookies.includes(TEXT[lang].acceptAll), `${policy} says it runs only after "${TEXT[lang].acceptAll}"`);
      assert.doesNotMatch(cookies, /\{analyticsHost\}/);
    }
  });

  test("what the site stores is what the privacy policy lists: no cookies, two local settings and the opt-out, scroll positions per tab", async (t) => {
    const { page } = await openPage(t, "/en/");
    await page.locator(BANNER).getByRole("button", { name: TEXT.en.acceptNecessary, exact: true }).click({ timeout: 10_000 });
    await navigateInApp(page, "About Us", "/en/about-us/");
    await page.getByRole("link", { name: "Ver esta página en español" }).first().click();
    // The language switch is a plain link: the Spanish page loads afresh.
    await page.waitForURL(url("/es/sobre-nosotros/"));
    await waitForHydration(page);
    await navigateInApp(page, "Blog", "/es/blog/");
    await page.goBack();
    await settle(page);
    assert.deepEqual(await page.context().cookies(), [], "no cookies");
    assert.deepEqual(await storage(page), { cookieConsent: "necessary", plausible_ignore: "true", preferredLanguage: "es" });
    const session = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key !== "__seeded"));
    assert.ok(session.length > 0, "Gatsby keeps scroll positions while navigating");
    assert.deepEqual(
      session.filter((key) => !key.startsWith("@@scroll|")),
      [],
      "nothing but scroll positions in session storage",
    );
  });
});
