/**
 * The language toggle of every page leads to the same page in the other language (read from each
 * page's server HTML, JavaScript off); on one page of each template it goes there, remembers the
 * choice and comes back (JavaScript on, desktop): the header's toggle is one component, so a
 * round trip per template proves the behaviour, and the server HTML proves every page's link.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, test } from "node:test";
import { closeBrowser, closePage, DESKTOP, newPage, waitForHydration } from "./lib/browser.mjs";
import { PAGES, TEXT } from "./lib/routes.mjs";
import { publicDir } from "./lib/public.mjs";
import { url } from "./lib/server.mjs";

// One page for the file, closed with the browser.
const page = await newPage({ width: DESKTOP });
after(closeBrowser);

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

test("before the app's scripts run, the toggle stores the choice and takes the hash along", async (t) => {
  const early = await newPage({ width: DESKTOP });
  // The app's scripts never arrive (a typed hero waits for its reveal, a slow phone is slower):
  // only the page's inline scripts run.
  await early.route(/\/[^/]+\.js$/, (route) => route.abort());
  t.after(() => closePage(early));
  await early.goto(url("/en/about-us/#team"));
  await early.evaluate(() => localStorage.clear());
  await early.locator("[data-testid=language-toggle]").filter({ visible: true }).click();
  await early.waitForURL(url("/es/sobre-nosotros/#team"));
  assert.equal(await early.evaluate(() => localStorage.getItem("preferredLanguage")), "es");
  await early.locator("[data-testid=language-toggle]").filter({ visible: true }).click();
  await early.waitForURL(url("/en/about-us/#team"));
  assert.equal(await early.evaluate(() => localStorage.getItem("preferredLanguage")), "en");
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

/** The language toggles in a page's built HTML, as { tag, hreflang, href, text }. */
function togglesIn(html) {
  return [...html.matchAll(/<(a|button)\b([^>]*\bdata-testid="language-toggle"[^>]*)>([\s\S]*?)<\/\1>/g)].map(
    ([, tag, attributes, inner]) => {
      const attribute = (name) => attributes.match(new RegExp(`\\b${name}="([^"]*)"`, "i"))?.[1] ?? null;
      return { tag, hreflang: attribute("hreflang"), href: attribute("href"), text: inner.replace(/<[^>]*>/g, "").trim() };
    },
  );
}

test("every page's built HTML has toggles to the same page in the other language, and only those", () => {
  const wrong = PAGES.flatMap((p) => {
    const toggles = togglesIn(fs.readFileSync(path.join(publicDir, p.path, "index.html"), "utf8"));
    const expected = { tag: "a", hreflang: p.otherLang, href: p.other, text: TEXT[p.lang].toggle };
    return toggles.length > 0 && toggles.every((t) => JSON.stringify(t) === JSON.stringify(expected))
      ? []
      : [`${p.path}: ${JSON.stringify(toggles)}`];
  });
  assert.deepEqual(wrong, []);
});

/** One page of each template, in each language (the Spanish page of every second template). */
const ROUND_TRIPS = [
  "home",
  "services",
  "web-development",
  "our-work",
  "nurdoc",
  "blog",
  "category:startups",
  "about",
  "contact",
  "privacy",
].map((key, i) => PAGES.find((p) => p.key === key && p.lang === (i % 2 === 0 ? "en" : "es")));

for (const p of ROUND_TRIPS) {
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
