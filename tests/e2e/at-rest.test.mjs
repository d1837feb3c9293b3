/**
 * A page comes to rest, and at rest it costs nothing: once its first screen has settled (the
 * reveals done, the counters final), no timer, animation frame,
 * idle callback or observer callback runs on it and no animation is playing, except the motion the
 * spec keeps going while it is on screen (the home hero's rotating word; the carousels, until a
 * visitor pauses them).
 * Each page gets REST_WITHIN_MS to get there (this machine's load delays when it does, not what it
 * does at rest); one that keeps anything running never passes.
 *
 * Gatsby prefetches the data of the links in view, four every 3 s, until its queue is empty (its
 * loader's _processNextPrefetchBatch): a phase that ends. The per-page checks leave it out; the
 * last test waits for it to end and then sees nothing at all.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { closeBrowser, closePage, newPage, waitForHydration } from "./lib/browser.mjs";
import { quiet, restingActivity, SETTLE_MS, watchCallbacks } from "./lib/visit-checks.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

async function settledPage(path) {
  const page = await newPage({ width: 1280 });
  await page.context().addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
  await page.context().addInitScript(watchCallbacks);
  await page.goto(url(path));
  await waitForHydration(page);
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState("networkidle");
  return page;
}

/** A settled page whose carousel (in the section `#<section>`) a visitor has paused with its button. */
async function pausedCarouselPage(path, section) {
  const page = await settledPage(path);
  const pause = path.startsWith("/es/") ? "Pausar" : "Pause";
  await page.locator(`#${section}`).getByRole("button", { name: pause, exact: true }).click();
  await page.waitForTimeout(1000);
  await page.waitForLoadState("networkidle");
  return page;
}

// The tests side by side, and the two pages of each: a page here mostly waits for its rest.
describe("at rest", { concurrency: true }, () => {
  test("the home page at rest, back at its top once the carousel is paused, runs only its rotating word (a 2.5 s cycle and its 0.4 s fade)", async () => {
    const kindsOf = ({ ran }) => [...new Set(ran.map((entry) => entry.slice(0, entry.indexOf(":"))))].sort();
    const rotatingWordOnly = (activity) => activity.playing.length === 0 && kindsOf(activity).join() === "setInterval 2500,setTimeout 400";
    await Promise.all(
      ["/en/", "/es/"].map(async (path) => {
        const page = await pausedCarouselPage(path, "projects");
        // The pause button's click scrolled the hero, and its word, off screen.
        await page.evaluate(() => window.scrollTo(0, 0));
        const { ran, playing } = await restingActivity(page, rotatingWordOnly);
        await closePage(page);
        assert.deepEqual(kindsOf({ ran }), ["setInterval 2500", "setTimeout 400"], `${path}: ${ran.join(" | ")}`);
        assert.deepEqual(playing, [], path);
      }),
    );
  });

  test("the home page scrolled to its end is at rest: its rotating word, off screen, stands still", async () => {
    const page = await settledPage("/en/");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    const word = await page.locator("[data-testid=rotating-word]").textContent();
    const activity = await restingActivity(page, quiet);
    assert.equal(await page.locator("[data-testid=rotating-word]").textContent(), word, "the word changed off screen");
    await closePage(page);
    assert.deepEqual(activity, { ran: [], playing: [] });
  });

  test("a service page left unscrolled is at rest: its carousel, below the first screen, waits to be seen", async () => {
    const page = await settledPage("/en/services/web-development/");
    const activity = await restingActivity(page, quiet);
    await closePage(page);
    assert.deepEqual(activity, { ran: [], playing: [] });
  });

  test("a service page's carousel, once paused, leaves its page at rest", async () => {
    await Promise.all(
      ["/en/services/web-development/", "/es/servicios/agentes-ia/"].map(async (path) => {
        const page = await pausedCarouselPage(path, "portfolio");
        const activity = await restingActivity(page, quiet);
        await closePage(page);
        assert.deepEqual(activity, { ran: [], playing: [] }, path);
      }),
    );
  });

  test("Gatsby's prefetching ends, and then nothing at all runs", async () => {
    const page = await settledPage("/en/about-us/");
    assert.deepEqual(await restingActivity(page, quiet, { prefetch: true }), { ran: [], playing: [] });
    await closePage(page);
  });
});
