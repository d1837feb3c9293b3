/**
 * A page comes to rest, and at rest it costs nothing: once its first screen has settled (the
 * reveals done, the particle network resting after its 6 s of drift), no timer, animation frame,
 * idle callback or observer callback runs on it and no animation is playing, except the motion the
 * spec keeps going (the home hero's rotating word; the carousels, until a visitor pauses them).
 * Each page gets REST_WITHIN_MS to get there (this machine's load delays when it does, not what it
 * does at rest); one that keeps anything running never passes.
 *
 * Gatsby prefetches the data of the links in view, four every 3 s, until its queue is empty (its
 * loader's _processNextPrefetchBatch): a phase that ends. The per-page checks leave it out; the
 * last test waits for it to end and then sees nothing at all.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { closeBrowser, closePage, newPage, waitForHydration } from "./lib/browser.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

/** After hydration: the particle network drifts for 6 s (TIMINGS.particleDrift) before it rests. */
const SETTLE_MS = 6000;
/** Longer than every period of the site's motion (the carousel's 3 s), so a running cycle shows. */
const WINDOW_MS = 3500;
/** How long a settled page may take to come to rest. */
const REST_WITHIN_MS = 30_000;

/**
 * Runs in the page before its scripts: every callback handed to a timer, an animation frame, an
 * idle callback or an observer is noted, once recording is on, as "<kind> <delay>" (timers) or
 * "<kind>" with the start of its source.
 */
function watchCallbacks() {
  const state = { recording: false, ran: [] };
  window.__atRest = state;
  const wrap = (label, fn) =>
    typeof fn === "function"
      ? function (...args) {
          if (state.recording) state.ran.push(`${label}: ${String(fn).replace(/\s+/g, " ").slice(0, 80)}`);
          return fn.apply(this, args);
        }
      : fn;
  for (const name of ["setTimeout", "setInterval"]) {
    const original = window[name];
    window[name] = (fn, delay, ...rest) => original.call(window, wrap(`${name} ${Number(delay) || 0}`, fn), delay, ...rest);
  }
  const frame = window.requestAnimationFrame;
  window.requestAnimationFrame = (fn) => frame.call(window, wrap("requestAnimationFrame", fn));
  const idle = window.requestIdleCallback;
  window.requestIdleCallback = (fn, options) => idle.call(window, wrap("requestIdleCallback", fn), options);
  for (const name of ["IntersectionObserver", "ResizeObserver", "MutationObserver"]) {
    const Original = window[name];
    window[name] = class extends Original {
      constructor(fn, options) {
        super(wrap(name, fn), options);
      }
    };
  }
}

/** Gatsby's link prefetching (node_modules/gatsby/cache-dir/loader.js), named by its own properties. */
const isPrefetch = (entry) => /_processNextPrefetchBatch|prefetchQueued/.test(entry);

/** What ran on the page during WINDOW_MS, and the animations playing at its end. */
async function activityAtRest(page, { prefetch = false } = {}) {
  await page.evaluate(() => {
    window.__atRest.ran.length = 0;
    window.__atRest.recording = true;
  });
  await page.waitForTimeout(WINDOW_MS);
  const activity = await page.evaluate(() => ({
    ran: [...window.__atRest.ran],
    playing: document
      .getAnimations()
      .filter((a) => a.playState === "running")
      .map((a) => `${a.animationName ?? a.transitionProperty ?? "animation"} on ${a.effect?.target?.className}`),
  }));
  return prefetch ? activity : { ...activity, ran: activity.ran.filter((entry) => !isPrefetch(entry)) };
}

const quiet = ({ ran, playing }) => ran.length === 0 && playing.length === 0;

/** Watches the page window after window until one is at rest by `isRest`, or time is up; the last window. */
async function restingActivity(page, isRest, options) {
  const deadline = Date.now() + REST_WITHIN_MS;
  let activity = await activityAtRest(page, options);
  while (!isRest(activity) && Date.now() < deadline) activity = await activityAtRest(page, options);
  return activity;
}

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

/** One page of each template without motion that the spec keeps going, in both languages. */
const STILL_PAGES = [
  ["/en/services/", "/es/servicios/"],
  ["/en/services/seo-optimization/", "/es/servicios/posicionamiento-seo/"],
  ["/en/services/software-maintenance/", "/es/servicios/mantenimiento-software/"],
  ["/en/our-work/", "/es/nuestro-trabajo/"],
  ["/en/our-work/nurdoc/", "/es/nuestro-trabajo/nurdoc/"],
  ["/en/blog/", "/es/blog/"],
  ["/en/blog/what-is-a-startup/", "/es/blog/que-es-una-startup/"],
  ["/en/about-us/", "/es/sobre-nosotros/"],
  ["/en/contact/", "/es/contacto/"],
  ["/en/privacy-policy/", "/es/politica-privacidad/"],
].flat();

/** Pages at a time: each mostly waits. */
const AT_ONCE = 4;

test("a page at rest runs no timer, frame, idle callback or observer, and plays no animation", async () => {
  const busy = [];
  for (let i = 0; i < STILL_PAGES.length; i += AT_ONCE) {
    await Promise.all(
      STILL_PAGES.slice(i, i + AT_ONCE).map(async (path) => {
        const page = await settledPage(path);
        const { ran, playing } = await restingActivity(page, quiet);
        if (ran.length > 0 || playing.length > 0) busy.push(`${path}: ${[...new Set([...ran, ...playing])].join(" | ")}`);
        await closePage(page);
      }),
    );
  }
  assert.deepEqual(busy, []);
});

/** A settled page whose carousel (in the section `#<section>`) a visitor has paused with its button. */
async function pausedCarouselPage(path, section) {
  const page = await settledPage(path);
  const pause = path.startsWith("/es/") ? "Pausar" : "Pause";
  await page.locator(`#${section}`).getByRole("button", { name: pause, exact: true }).click();
  await page.waitForTimeout(1000);
  await page.waitForLoadState("networkidle");
  return page;
}

// The two pages of each carousel test side by side, as the still pages go four at a time: each mostly waits.
test("the home page at rest runs only its rotating word (a 2.5 s cycle and its 0.4 s fade) once the carousel is paused", async () => {
  const kindsOf = ({ ran }) => [...new Set(ran.map((entry) => entry.slice(0, entry.indexOf(":"))))].sort();
  const rotatingWordOnly = (activity) => activity.playing.length === 0 && kindsOf(activity).join() === "setInterval 2500,setTimeout 400";
  await Promise.all(
    ["/en/", "/es/"].map(async (path) => {
      const page = await pausedCarouselPage(path, "projects");
      const { ran, playing } = await restingActivity(page, rotatingWordOnly);
      await closePage(page);
      assert.deepEqual(kindsOf({ ran }), ["setInterval 2500", "setTimeout 400"], `${path}: ${ran.join(" | ")}`);
      assert.deepEqual(playing, [], path);
    }),
  );
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
