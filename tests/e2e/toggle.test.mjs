/**
 * The language toggle of every page goes to the same page in the other language, remembers
 * the choice, and comes back (JavaScript on, desktop).
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { closeBrowser, closePage, DESKTOP, newPage, waitForHydration } from "./lib/browser.mjs";
import { PAGES, TEXT } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

let page;
before(async () => {
  page = await newPage({ width: DESKTOP });
});
after(async () => {
  if (page) await closePage(page);
  await closeBrowser();
});

const toggle = () => page.locator("[data-testid=language-toggle]").filter({ visible: true });

async function checkToggle(lang, expectedHref) {
  await assert.doesNotReject(toggle().waitFor({ state: "visible", timeout: 10_000 }), `no visible language toggle on ${page.url()}`);
  assert.equal(await toggle().count(), 1, `more than one visible language toggle on ${page.url()}`);
  const otherLang = lang === "en" ? "es" : "en";
  const info = await toggle().evaluate((el) => ({
    tag: el.localName,
    hreflang: el.getAttribute("hreflang"),
    href: el.getAttribute("href"),
    text: el.textContent.trim(),
  }));
  assert.deepEqual(
    info,
    { tag: "a", hreflang: otherLang, href: expectedHref, text: TEXT[lang].toggle },
    `language toggle on ${page.url()}`,
  );
}

test("before the app's scripts run, the toggle stores the choice and takes the hash along", async () => {
  const early = await newPage({ width: DESKTOP });
  // The app's scripts never arrive (a typed hero waits for its reveal, a slow phone is slower):
  // only the page's inline scripts run.
  await early.route(/\/[^/]+\.js$/, (route) => route.abort());
  try {
    await early.goto(url("/en/about-us/#team"));
    await early.evaluate(() => localStorage.clear());
    await early.locator("[data-testid=language-toggle]").filter({ visible: true }).click();
    await early.waitForURL(url("/es/sobre-nosotros/#team"));
    assert.equal(await early.evaluate(() => localStorage.getItem("preferredLanguage")), "es");
    await early.locator("[data-testid=language-toggle]").filter({ visible: true }).click();
    await early.waitForURL(url("/en/about-us/#team"));
    assert.equal(await early.evaluate(() => localStorage.getItem("preferredLanguage")), "en");
  } finally {
    await closePage(early);
  }
});

test("after hydration, the toggle keeps a hash the other page has, and the other page drops one it has not", async () => {
  await page.goto(url("/en/about-us/#team"));
  await waitForHydration(page);
  await toggle().click();
  await page.waitForURL(url("/es/sobre-nosotros/#team"));
  await page.waitForFunction(() => document.documentElement.lang === "es");
  assert.equal(await page.evaluate(() => localStorage.getItem("preferredLanguage")), "es");

  await page.goto(url("/es/sobre-nosotros/#no-existe"));
  await waitForHydration(page);
  await page.waitForFunction(() => location.hash === "", null, { timeout: 2000 });
  assert.equal(new URL(page.url()).pathname, "/es/sobre-nosotros/");
});

for (const p of PAGES) {
  test(`${p.path} ⇄ ${p.other}`, { timeout: 60_000 }, async () => {
    await page.goto(url(p.path));
    await page.evaluate(() => localStorage.clear());
    await waitForHydration(page);

    await checkToggle(p.lang, p.other);
    await toggle().click();
    await page.waitForURL(url(p.other));
    await page.waitForFunction((lang) => document.documentElement.lang === lang, p.otherLang);
    assert.equal(await page.evaluate(() => localStorage.getItem("preferredLanguage")), p.otherLang);

    await checkToggle(p.otherLang, p.path);
    await toggle().click();
    await page.waitForURL(url(p.path));
    await page.waitForFunction((lang) => document.documentElement.lang === lang, p.lang);
    assert.equal(await page.evaluate(() => localStorage.getItem("preferredLanguage")), p.lang);
    await checkToggle(p.lang, p.other);
  });
}
