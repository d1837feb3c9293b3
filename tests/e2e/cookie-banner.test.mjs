/** The cookie banner: when it appears, what each button stores, and when it comes back. */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import {
  AT_ONCE,
  closeBrowser,
  closePage,
  DESKTOP,
  focusAfterBannerOpens,
  holdAppScripts,
  MOBILE,
  newPage,
  waitForHydration,
} from "./lib/browser.mjs";
import { LANGS, TEXT } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

const BANNER = "[data-testid=cookie-banner]";

/**
 * Records the page's frames until the banner shows: each frame's time (from the navigation's start,
 * the clock the banner's animation keeps) and whether the banner is visible in it
 * (window.__bannerFrames). It watches from when the head's script marks the banner due: its frame
 * callbacks then run after the script's own, which starts the banner's clock, so each frame is seen
 * as it is painted.
 */
function recordBanner(selector) {
  window.__bannerFrames = [];
  const look = (time) => {
    const shown = Boolean(document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }));
    window.__bannerFrames.push({ time, shown });
    if (!shown) requestAnimationFrame(look);
  };
  const due = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute("data-cookie-due")) return;
    due.disconnect();
    requestAnimationFrame(look);
  });
  due.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-cookie-due"] });
}

/** The frames recorded up to the banner's first (the last one), once it has shown. */
async function bannerFrames(page) {
  await page.locator(BANNER).waitFor({ state: "visible", timeout: 10_000 });
  await page.waitForFunction(() => window.__bannerFrames.at(-1)?.shown);
  return page.evaluate(() => window.__bannerFrames);
}

const consent = (page) => page.evaluate(() => localStorage.getItem("cookieConsent"));

/** A page with empty storage, the banner's first frame recorded, closed when the test `t` ends. */
async function freshPage(t, path) {
  const page = await newPage();
  t.after(() => closePage(page));
  await page.addInitScript(recordBanner, BANNER);
  await page.goto(url(path));
  await waitForHydration(page);
  return page;
}

/** After a reload, waits until 2.5 s after its start (the timing is what is tested) and tells whether the banner shows. */
async function reloadAndWait(page) {
  await page.reload();
  await waitForHydration(page);
  await page.waitForFunction(() => performance.now() >= 2500, null, { timeout: 10_000 });
  return page.locator(BANNER).isVisible();
}

// The spec's 1.5 s count from the page's start, on a phone too: a CPU slowed 4x, with the app's
// scripts arriving as they do or held back (the banner needs none of them to show). What is timed is
// the page's frames: the banner is in none before 1.5 s and in the first one from then on. A main
// thread busy at 1.5 s delays that frame by as much as the machine is slow, so a bound in
// milliseconds on when it is painted would time the machine, not the banner.
for (const [path, holdApp] of [
  ["/en/", false],
  ["/es/", true],
]) {
  test(`${path}: on a first visit with the CPU slowed 4x${holdApp ? " and the app's scripts held back" : ""}, the banner shows in the first frame from 1.5 s after the navigation's start, and in none before`, async (t) => {
    const page = await newPage({ width: MOBILE });
    t.after(() => closePage(page));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(recordBanner, BANNER);
    const release = holdApp ? await holdAppScripts(page) : () => {};
    await page.goto(url(path), { waitUntil: "commit" });
    const frames = await bannerFrames(page);
    if (holdApp) {
      const started = await page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length);
      assert.equal(started, 0, "the app started before the banner showed");
    }
    release();
    const times = frames.map(({ time, shown }) => `${Math.round(time)}${shown ? " shown" : ""}`).join(", ");
    assert.ok(frames.at(-1).time >= 1499, `the banner showed too early; its frames (ms): ${times}`);
    assert.ok(frames.length === 1 || frames.at(-2).time < 1501, `the banner showed late; its frames (ms): ${times}`);
  });
}

// What each button does, in both languages, PAGES_AT_ONCE at a time: none of these measures time
// (a reload is looked at 2.5 s after its start, a second after the banner's time).
describe("the banner's buttons", AT_ONCE, () => {
  for (const lang of LANGS) {
    const [path, text] = [`/${lang}/`, TEXT[lang]];

    test(`${path}: with empty storage the banner shows with its three buttons, first in the tab order after the skip link`, async (t) => {
      const page = await freshPage(t, path);
      assert.equal(await consent(page), null);
      await bannerFrames(page);
      const banner = page.locator(BANNER);
      for (const name of [text.acceptAll, text.acceptNecessary, text.closeCookies]) {
        assert.equal(await banner.getByRole("button", { name, exact: true }).count(), 1, `no "${name}" button`);
      }
      await page.keyboard.press("Tab"); // the skip link
      await page.keyboard.press("Tab");
      assert.ok(
        await page.evaluate((selector) => document.querySelector(selector).contains(document.activeElement), BANNER),
        "the second Tab is not in the banner",
      );
    });

    for (const [button, stored] of [
      [text.acceptAll, "all"],
      [text.acceptNecessary, "necessary"],
    ]) {
      test(`${path}: "${button}" stores "${stored}", hides the banner, and it stays away after reload`, async (t) => {
        const page = await freshPage(t, path);
        await page.locator(BANNER).getByRole("button", { name: button, exact: true }).click();
        await page.locator(BANNER).waitFor({ state: "hidden" });
        assert.equal(await consent(page), stored);
        assert.equal(await reloadAndWait(page), false, "the banner came back after reload");
        assert.equal(await consent(page), stored);
      });
    }

    test(`${path}: the close button ("${text.closeCookies}") hides it, stores nothing, and it comes back after reload`, async (t) => {
      const page = await freshPage(t, path);
      await page.locator(BANNER).getByRole("button", { name: text.closeCookies, exact: true }).click();
      await page.locator(BANNER).waitFor({ state: "hidden" });
      assert.equal(await consent(page), null);
      assert.deepEqual(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== "preferredLanguage")),
        [],
        "closing stored something",
      );
      assert.equal(await reloadAndWait(page), true, "the banner is not back after reload");
    });
  }
});

test('"Configuración de cookies" opens the banner at once, before the app\'s scripts arrive; once they have, it moves the focus in and back', async (t) => {
  const page = await newPage({ width: MOBILE });
  t.after(() => closePage(page));
  await page.addInitScript(() => localStorage.setItem("cookieConsent", "all"));
  // The app's scripts wait until released: a slow phone, in the first seconds after the page is drawn.
  const release = await holdAppScripts(page);
  await page.goto(url("/es/"), { waitUntil: "domcontentloaded" });
  const settings = page.locator("footer").getByRole("button", { name: "Configuración de cookies", exact: true });
  const banner = page.locator(BANNER);
  await settings.click();
  assert.equal(await banner.isVisible(), true, "the banner did not open before the app");
  assert.equal(
    await page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length),
    0,
    "the app hydrated before the click",
  );
  // Tab goes from the button into the banner it opened, though the banner is first in the page.
  await page.keyboard.press("Tab");
  assert.equal(
    await page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid=cookie-banner]"))),
    true,
    "Tab reaches the banner",
  );
  release();
  await waitForHydration(page);
  assert.equal(await banner.isVisible(), true, "the app closed the banner the visitor opened");
  await banner.getByRole("button", { name: TEXT.es.closeCookies, exact: true }).click();
  await banner.waitFor({ state: "hidden" });

  await settings.click();
  await banner.waitFor({ state: "visible" });
  assert.equal(await focusAfterBannerOpens(page), "the banner", "focus moves to the banner");
  await banner.getByRole("button", { name: TEXT.es.closeCookies, exact: true }).click();
  await banner.waitFor({ state: "hidden" });
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent?.trim()),
    "Configuración de cookies",
    "focus returns to the button",
  );
  assert.equal(await consent(page), "all", "the close button keeps the stored choice");
});

// While the banner is up the page gains room at its end, so that its last controls can scroll above
// the banner (global.css, WCAG 2.4.11); that room is the footer's, so the page never ends in a blank
// band below the footer.
for (const width of [MOBILE, DESKTOP]) {
  test(`at ${width} px, with the banner up, the page ends with its footer, which leaves the banner's room below its last line`, async (t) => {
    const page = await newPage({ width });
    t.after(() => closePage(page));
    await page.goto(url("/es/"));
    await waitForHydration(page);
    await page.locator(BANNER).waitFor({ state: "visible", timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await page.evaluate((selector) => {
      const footer = document.querySelector("footer").getBoundingClientRect();
      const lastLine = [...document.querySelectorAll("footer *")].reduce(
        (bottom, e) => Math.max(bottom, e.getBoundingClientRect().bottom),
        0,
      );
      return {
        pageEnd: document.documentElement.scrollHeight - scrollY,
        footerEnd: footer.bottom,
        roomBelowLastLine: footer.bottom - lastLine,
        banner: document.querySelector(selector).getBoundingClientRect().height,
      };
    }, BANNER);
    assert.ok(Math.abs(end.pageEnd - end.footerEnd) < 1, `the page ends ${Math.round(end.pageEnd - end.footerEnd)} px below the footer`);
    assert.ok(
      end.roomBelowLastLine >= end.banner + 16,
      `${Math.round(end.roomBelowLastLine)} px below the footer's last line, for a banner ${Math.round(end.banner)} px tall`,
    );
  });
}
