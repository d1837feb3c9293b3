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
