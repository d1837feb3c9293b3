/** The scroll-to-top button and scrolling to a target named by ?scrollTo= or #hash. */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { closeBrowser, closePage, MOBILE, newPage, waitForHydration } from "./lib/browser.mjs";
import { LANGS, TEXT } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

/** Whether an element is (at least partly) inside the viewport. */
const inView = (id) =>
  ((el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.top < innerHeight && box.bottom > 0 && box.height > 0;
  })(document.getElementById(id));

/** Init script: makes <main> at least two screens tall, so that the footer starts below the fold. */
function tallMain() {
  document.addEventListener("DOMContentLoaded", () => {
    const style = document.createElement("style");
    style.textContent = "main { min-height: 200vh; }";
    document.head.append(style);
  });
}

for (const lang of LANGS) {
  const path = `/${lang}/`;
  test(`${path}: "${TEXT[lang].backToTop}" is absent at the top, appears past 500 px and scrolls back to 0`, async (t) => {
    const page = await newPage({ width: MOBILE });
    t.after(() => closePage(page));
    await page.goto(url(path));
    await waitForHydration(page);
    const button = page.getByRole("button", { name: TEXT[lang].backToTop, exact: true });
    assert.equal(await button.count(), 0, "the button is there at the top of the page");

    const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    if (room < 900) await page.evaluate(() => (document.body.style.paddingBottom = "3000px"));

    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY === 400);
    // still below the threshold: give the scroll listener a frame to (not) react
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await button.count(), 0, "the button appeared before 500 px");

    await page.evaluate(() => window.scrollTo(0, 800));
    await button.waitFor({ state: "visible", timeout: 5_000 });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5_000 });
    await button.waitFor({ state: "detached", timeout: 5_000 });
  });
}

test("/en/services/?scrollTo=footer-en becomes /en/services/#footer-en and scrolls the footer into view", async (t) => {
  const page = await newPage({ width: MOBILE });
  t.after(() => closePage(page));
  await page.addInitScript(tallMain);
  await page.goto(url("/en/services/?scrollTo=footer-en"), { waitUntil: "domcontentloaded" });
  const footerTop = await page.evaluate(() => document.getElementById("footer-en")?.getBoundingClientRect().top ?? null);
  assert.ok(footerTop !== null, "no #footer-en on /en/services/");
  const viewport = await page.evaluate(() => innerHeight);
  assert.ok(footerTop > viewport, `the footer is already in view at load (top ${footerTop}px): the test proves nothing`);
  await page.waitForURL(url("/en/services/#footer-en"), { timeout: 10_000 });
  await page.waitForFunction(inView, "footer-en", { timeout: 5_000 });
  assert.ok((await page.evaluate(() => window.scrollY)) > 0);
});

test("/es/#footer-es scrolls to the Spanish footer", async (t) => {
  const page = await newPage({ width: MOBILE });
  t.after(() => closePage(page));
  await page.addInitScript(tallMain);
  await page.goto(url("/es/#footer-es"));
  await waitForHydration(page);
  const footer = await page.evaluate(() => {
    const el = document.getElementById("footer-es");
    return el && { tag: el.localName, top: el.getBoundingClientRect().top + scrollY };
  });
  assert.deepEqual(footer?.tag, "footer", "#footer-es is not the footer");
  assert.ok(footer.top > (await page.evaluate(() => innerHeight)), "the footer is in view without scrolling: the test proves nothing");
  await page.waitForFunction(inView, "footer-es", { timeout: 5_000 });
  assert.ok((await page.evaluate(() => window.scrollY)) > 0);
  assert.equal(page.url(), url("/es/#footer-es"));
});
