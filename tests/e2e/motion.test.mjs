/**
 * Motion: the home hero's rotating word, the
 * featured-projects carousel, counters, typed titles, the particle canvas, reduced motion and no
 * JavaScript. Zero layout shift on every page is page-visits.test.mjs.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { closeBrowser, closePage, DESKTOP, holdAppScripts, MOBILE, newPage, waitForHydration } from "./lib/browser.mjs";
import { LANGS, PAGES } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";
import { lettersOffTheirText, typedState } from "./lib/typed-title.mjs";

after(closeBrowser);

const WORDS = {
  en: ["MVP", "web application", "mobile app", "custom software"],
  es: ["MVP", "aplicación web", "app móvil", "software a medida"],
};
const CAROUSEL = {
  en: { label: "Projects", next: "Next project", previous: "Previous project", pause: "Pause", play: "Play", dot: "Show slide" },
  es: {
    label: "Proyectos",
    next: "Proyecto siguiente",
    previous: "Proyecto anterior",
    pause: "Pausar",
    play: "Reproducir",
    dot: "Mostrar diapositiva",
  },
};

/** Keeps the cookie banner away where it would only get in the way. */
async function consentGiven(page) {
  await page.context().addInitScript(() => {
    try {
      localStorage.setItem("cookieConsent", "necessary");
    } catch {
      /* storage unavailable */
    }
  });
}

async function open(path, options = {}) {
  const page = await newPage(options);
  await consentGiven(page);
  await page.goto(url(path));
  await waitForHydration(page);
  return page;
}

const word = (page) => page.locator("[data-testid=rotating-word]").textContent();

/**
 * In the page from its start: when the rotating word first shows another word than "MVP", and when
 * the app started (Gatsby's mark after the first render's effects, which start the word's timer).
 */
function recordFirstChange() {
  let seen = false;
  new MutationObserver((_, observer) => {
    const text = document.querySelector("[data-testid=rotating-word]")?.textContent;
    seen ||= text === "MVP";
    if (!seen || text === "MVP" || text === undefined) return;
    const started = performance.getEntriesByName("onInitialClientRender")[0]?.startTime ?? Infinity;
    window.__wordChanged = { at: performance.now(), started };
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Titles of the carousel's slides that are in view (the others are inert). */
const shownSlides = (page, scope) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} [role=group][aria-roledescription]`)]
        .filter((s) => !s.hasAttribute("inert"))
        .map((s) => s.querySelector("h3")?.textContent.trim()),
    scope,
  );

/** In the page: whether every count of the stats has run to its end. */
const counted = () =>
  [...document.querySelectorAll("#stats [data-frames]")].every((strip) => strip.getAnimations()[0]?.playState === "finished");

/**
 * What a stat shows to the eye: while its count's window is drawn, the line of the strip that the
 * window's top edge is on, where the compositor has moved it (one frame a line); else its final value.
 */
const statFrames = (page, scope) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} dd`)].map((dd) => {
        const strip = dd.querySelector("[data-frames]");
        const final = dd.textContent.trim();
        if (!strip || getComputedStyle(strip.parentElement).display === "none") return { seen: final, final };
        const frames = strip.dataset.frames.split("\n");
        const line = strip.getBoundingClientRect().height / frames.length;
        const k = Math.round((strip.parentElement.getBoundingClientRect().top - strip.getBoundingClientRect().top) / line);
        return { seen: frames[k].replace(/[\u2007\u2008]/g, ""), final };
      }),
    scope,
  );

// The word and the carousel, in both languages, side by side: each waits for a change within a
// bound well past the spec's period (2.5 s, 3 s), or for none, and none is measured more finely.
describe("the rotating word and the carousel, side by side", { concurrency: true }, () => {
  describe("home hero rotating word", { concurrency: true }, () => {
    for (const lang of LANGS) {
      test(`/${lang}/: the word changes after 2.5 s and the headline keeps its size`, async () => {
        const page = await newPage();
        await consentGiven(page);
        await page.addInitScript(recordFirstChange);
        // The app held back until the first word and the headline's box are read: a busy machine
        // once let 2.5 s pass between the app's start and the test's first look.
        const release = await holdAppScripts(page);
        try {
          await page.goto(url(`/${lang}/`), { waitUntil: "domcontentloaded" });
          assert.equal(await word(page), "MVP");
          const box = await page.locator("h1").boundingBox();
          release();
          await waitForHydration(page);
          const changed = await page.waitForFunction(() => window.__wordChanged, null, { timeout: 4_000 });
          const { at, started } = await changed.jsonValue();
          assert.ok(at - started >= 2_000, `the word changed ${Math.round(at - started)} ms after the app started`);
          const next = await word(page);
          assert.ok(WORDS[lang].includes(next), `"${next}" is one of ${WORDS[lang].join(", ")}`);
          assert.notEqual(next, "MVP");
          await page.waitForTimeout(500); // past the 0.4 s cross-fade
          assert.deepEqual(await page.locator("h1").boundingBox(), box, "the h1 box did not change");
          assert.equal(await page.locator("h1").evaluate((h) => h.querySelector(".visually-hidden").textContent.length > 0), true);
        } finally {
          await closePage(page);
        }
      });
    }
  });

  describe("home featured-projects carousel", { concurrency: true }, () => {
    for (const lang of LANGS) {
      test(`/${lang}/: advances every 3 s, and a click stops it; the controls are keyboard buttons with names in ${lang}`, async () => {
        const page = await open(`/${lang}/`);
        const t = CAROUSEL[lang];
        try {
          const region = page.getByRole("region", { name: t.label, exact: true });
          assert.equal(await region.getAttribute("aria-roledescription"), lang === "en" ? "carousel" : "carrusel");
          await region.scrollIntoViewIfNeeded(); // below the first screen it waits to be seen
          const first = await shownSlides(page, "#projects");
          assert.equal(first.length, 3, `three cards per view at 1280 px (${first})`);
          await page.waitForFunction(
            (titles) =>
              [...document.querySelectorAll("#projects [role=group][aria-roledescription]")]
                .filter((s) => !s.hasAttribute("inert"))[0]
                ?.querySelector("h3")
                ?.textContent.trim() !== titles[0],
            first,
            { timeout: 4_500 },
          );
          const second = await shownSlides(page, "#projects");
          assert.equal(second[0], first[1], `moved one card (${first} → ${second})`);

          await page.getByRole("button", { name: t.next, exact: true }).click();
          await page.mouse.move(0, 0); // hovering would pause it anyway: move away to see it stopped
          await page.waitForTimeout(700);
          const stopped = await shownSlides(page, "#projects");
          await page.waitForTimeout(3_500);
          assert.deepEqual(await shownSlides(page, "#projects"), stopped, "no auto-advance after a click");
          assert.equal(await page.getByRole("button", { name: t.play, exact: true }).count(), 1, "the pause button now offers play");

          const order = await page.locator("#projects [role=group][aria-roledescription] h3").allTextContents();
          await page.getByRole("button", { name: `${t.dot} 4`, exact: true }).click();
          await page.waitForTimeout(700);
          assert.equal((await shownSlides(page, "#projects"))[0], order[3].trim(), "the fourth dot shows the fourth project first");

          // Keyboard: from the last visible card link, Tab reaches the controls and never an inert slide.
          const links = region.locator("[role=group]:not([inert]) a[href]");
          await links.last().focus();
          const reached = [];
          for (let i = 0; i < 9; i++) {
            await page.keyboard.press("Tab");
            reached.push(
              await page.evaluate(() => ({
                name: document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent.trim(),
                inert: document.activeElement?.closest("[inert]") !== null,
              })),
            );
          }
          assert.ok(
            reached.every((r) => !r.inert),
            "focus never enters an inert slide",
          );
          for (const name of [t.previous, `${t.dot} 1`, t.next, t.play]) {
            assert.ok(
              reached.some((r) => r.name === name),
              `Tab reaches "${name}" (${reached.map((r) => r.name).join(" | ")})`,
            );
          }
          const before = await shownSlides(page, "#projects");
          await page.getByRole("button", { name: t.next, exact: true }).focus();
          await page.keyboard.press("Enter");
          await page.waitForTimeout(700);
          assert.notDeepEqual(await shownSlides(page, "#projects"), before, "Enter on next moves the carousel");
        } finally {
          await closePage(page);
        }
      });
    }

    test("/en/ at 375 px: one card per view", async () => {
      const page = await open("/en/", { width: MOBILE });
      try {
        const shown = await shownSlides(page, "#projects");
        assert.equal(shown.length, 1, `shown: ${shown}`);
      } finally {
        await closePage(page);
      }
    });
  });
});

// Side by side: what is checked is the values shown, not when. The Spanish page hydrates after 4.5 s,
// as a slow phone may: the counts are their rows' own, and stats not yet seen still count when seen.
describe("counters", { concurrency: true }, () => {
  for (const [path, lateBy] of [
    ["/en/services/web-development/", 0],
    ["/es/servicios/desarrollo-web/", 4_500],
  ]) {
    const hydrated = lateBy ? `hydrated after ${lateBy / 1000} s` : "hydrated";
    test(`${path}: ${hydrated}, the stats below the fold count up to their final values, which stay the text throughout`, async () => {
      // A laptop's window, which the hero fills: the stats start below it.
      const page = await newPage({ height: 600 });
      await consentGiven(page);
      const release = lateBy ? await holdAppScripts(page) : () => {};
      try {
        await page.goto(url(path), { waitUntil: "domcontentloaded" });
        if (lateBy) await page.waitForFunction((ms) => performance.now() > ms, lateBy);
        release();
        await waitForHydration(page);
        const below = await page.locator("#stats").evaluate((stats) => stats.getBoundingClientRect().top > innerHeight);
        assert.ok(below, "the stats start below the fold");
        await page.locator("#stats").scrollIntoViewIfNeeded();
        const samples = [];
        let counting;
        const started = Date.now();
        while (Date.now() - started < 4_000) {
          samples.push(await statFrames(page, "#stats"));
          // The count as the browser runs it: 2.5 s, in ten steps, up to the strip's last line.
          counting ??= await page.evaluate(() => {
            const [animation] = document.querySelector("#stats [data-frames]")?.getAnimations() ?? [];
            if (!animation) return undefined;
            const [first, last] = animation.effect.getKeyframes();
            return { duration: animation.effect.getComputedTiming().duration, easing: first.easing, to: last.transform };
          });
          await page.waitForTimeout(100);
        }
        assert.deepEqual(counting, { duration: 2500, easing: "steps(10)", to: "translateY(-90.9091%)" });
        const last = samples.at(-1);
        assert.ok(last.length >= 3, "a row of stats");
        for (const s of last) assert.equal(s.seen, s.final, `ends at the final value ${s.final}`);
        for (const sample of samples)
          assert.deepEqual(
            sample.map((s) => s.final),
            last.map((s) => s.final),
            "the text is always the final value",
          );
        const counted = samples.some((sample) => sample.some((s) => /\d/.test(s.final) && s.seen !== s.final));
        assert.ok(counted, "some intermediate value was shown");
      } finally {
        await closePage(page);
      }
    });
  }

  test("/en/about-us/: stats below the fold wait at zero until scrolled into view", async () => {
    const page = await open("/en/about-us/");
    try {
      await page.waitForTimeout(3_000);
      const waiting = await statFrames(page, "#stats");
      assert.ok(
        waiting.some((s) => /^0/.test(s.seen)),
        `still at zero below the fold (${JSON.stringify(waiting)})`,
      );
      await page.locator("#stats").scrollIntoViewIfNeeded();
      await page.waitForFunction(counted, null, { timeout: 4_000 });
      for (const s of await statFrames(page, "#stats")) assert.equal(s.seen, s.final);
    } finally {
      await closePage(page);
    }
  });
});

describe("counters seen before the app's scripts run", () => {
  test("/en/services/seo-optimization/ at 412 px: counters count once seen, without the app, and end at their final values scrolled away", async () => {
    const page = await newPage({ width: 412, height: 823 });
    await consentGiven(page);
    // The app's scripts arrive late (a slow phone): the visitor scrolls meanwhile.
    await page.route(/\/[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    try {
      await page.goto(url("/en/services/seo-optimization/"), { waitUntil: "domcontentloaded" });
      await page.locator("#stats").scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      const before = await page.evaluate(() => ({
        started: performance.getEntriesByName("onInitialClientRender").length > 0,
        counts: [...document.querySelectorAll("#stats [data-count]")].map(
          (count) => `${count.dataset.count} ${count.querySelector("[data-frames]").getAnimations()[0]?.playState}`,
        ),
      }));
      assert.deepEqual(
        before,
        { started: false, counts: ["seen running", "seen running", "seen running"] },
        "counting before the app starts",
      );
      await page.evaluate(() =>
        window.scrollTo(0, document.querySelector("#stats").getBoundingClientRect().bottom + window.scrollY + 1200),
      );
      await page.waitForFunction(counted, null, { timeout: 4_000 });
      await waitForHydration(page);
      await page.locator("#stats").scrollIntoViewIfNeeded();
      const back = await statFrames(page, "#stats");
      for (const s of back) assert.equal(s.seen, s.final, `${s.final} is shown as it is`);
      assert.ok(back.some((s) => s.final === "200%") && back.some((s) => s.final === "95%"), JSON.stringify(back));
    } finally {
      await closePage(page);
    }
  });
});

describe("typed titles", () => {
  // The overlay draws the title again over the heading's transparent text, in a box of its own: it
  // must break its lines where the text does, balanced as every heading is.
  test("every typed title's letters stand over its text's, at 375, 1024 and 1280 px", async () => {
    const page = await newPage({ width: MOBILE });
    try {
      const off = [];
      let titles = 0;
      for (const width of [MOBILE, 1024, DESKTOP]) {
        await page.setViewportSize({ width, height: 800 });
        for (const { path } of PAGES) {
          await page.goto(url(path), { waitUntil: "load" });
          const misplaced = await page.evaluate(lettersOffTheirText);
          if (misplaced === null) continue;
          titles += 1;
          if (misplaced.length > 0) off.push(`${path} at ${width} px: ${misplaced.slice(0, 3).join(", ")}…`);
        }
      }
      assert.deepEqual(off, []);
      assert.ok(titles >= 30, `only ${titles} typed titles seen`);
    } finally {
      await closePage(page);
    }
  });

  test("/en/services/web-development/: typed out after 0.5 s, complete by 0.5 s + 0.03 s per character, on the compositor, in a box that never changes", async () => {
    const page = await newPage();
    try {
      await consentGiven(page);
      // What follows the title, as the gate leaves its animations: on the page's clock.
      await page.addInitScript(() =>
        document.addEventListener("DOMContentLoaded", () => {
          const fade = document
            .querySelector("h1 + p")
            .getAnimations()
            .find((a) => /fade-in/.test(a.animationName));
          window.__fade = fade && { startTime: fade.startTime, ...fade.effect.getTiming(), easing: fade.effect.getKeyframes()[0].easing };
        }),
      );
      await page.goto(url("/en/services/web-development/"));
      const h1 = page.locator("h1");
      // It fades in steps on the letters' times, so that the typing's frames draw its steps too.
      const fade = await page.evaluate(() => window.__fade);
      assert.deepEqual(
        { startTime: fade.startTime, delay: fade.delay, duration: fade.duration, easing: fade.easing },
        { startTime: 0, delay: 1190, duration: 510, easing: "steps(17, jump-start)" },
      );
      const box = await h1.boundingBox();
      const title = await h1.textContent();
      // What the eye sees, sampled on the page's clock: the overlay's letters drawn so far.
      const states = [];
      const started = Date.now();
      while (Date.now() - started < 3_500) {
        states.push(await h1.evaluate(typedState));
        await page.waitForTimeout(50);
      }
      assert.ok(
        states.every((s) => s.overlay === "block" && s.titleOpacity === "0"),
        "the letters are drawn by the overlay, over the heading's transparent text",
      );
      assert.ok(
        states.some((s) => s.typed.length > 0 && s.typed.length < title.length),
        "seen partly typed",
      );
      assert.ok(
        states.every((s) => s.text === title),
        "the heading's text is the full title throughout",
      );
      assert.ok(
        states.every((s) => title.startsWith(s.typed)),
        "types the title from its start",
      );
      // The animations' clock is the frame's, never ahead of performance.now().
      const early = states.filter((s) => s.typed.length > Math.max(0, Math.floor((s.at - 500) / 30)));
      assert.deepEqual(early, [], "no letter before its time (0.5 s + 0.03 s each)");
      const whole = states.find((s) => s.typed === title);
      assert.ok(whole, `whole by ${0.5 + 0.03 * title.length} s`);
      assert.ok(whole.at >= 500 + 30 * title.length, `whole at ${Math.round(whole.at)} ms, not before ${500 + 30 * title.length} ms`);
      assert.equal(states.at(-1).typed, title, "and stays whole");
      // Typed by the compositor: two animations a line (its window and the copy in it) and two for
      // the cursor, whatever the title's length.
      assert.ok(
        states.some((s) => s.running > 0),
        "typed by animations",
      );
      assert.ok(
        states.every((s) => s.lines >= 2 && s.running <= 2 * s.lines + 2),
        `two animations a line and two for the cursor: ${states.map((s) => `${s.running}/${s.lines}`).join(",")}`,
      );
      assert.equal(states.at(-1).running, 0, "no animation runs in the heading once the title is whole");
      assert.deepEqual(await h1.boundingBox(), box, "the heading's box never changed");
      assert.equal(await page.locator("h1 + p").evaluate((p) => getComputedStyle(p).opacity), "1", "the description has faded in");
    } finally {
      await closePage(page);
    }
  });
});

describe("particle background", () => {
  test("/en/services/: an aria-hidden canvas behind the hero, loaded after the page, drawn, fading out towards its edges", async () => {
    const page = await newPage();
    const scripts = [];
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      const afterLoad = loaded;
      const body = await response.text().catch(() => "");
      // Only the particle network draws on a canvas.
      scripts.push({ url: response.url(), afterLoad, particles: body.includes("strokeStyle") });
    });
    try {
      await consentGiven(page);
      await page.goto(url("/en/services/"));
      await waitForHydration(page);
      const canvas = page.locator("section canvas").first();
      const style = await canvas.evaluate((c) => {
        const s = getComputedStyle(c);
        return { position: s.position, pointerEvents: s.pointerEvents, hidden: c.getAttribute("aria-hidden") };
      });
      assert.deepEqual(style, { position: "absolute", pointerEvents: "none", hidden: "true" });
      await page.waitForFunction(() => document.querySelector("section canvas")?.width > 300, null, { timeout: 5_000 });
      const [drawn, blank] = await canvas.evaluate((c) => [
        c.toDataURL(),
        Object.assign(document.createElement("canvas"), { width: c.width, height: c.height }).toDataURL(),
      ]);
      assert.notEqual(drawn, blank, "the network is drawn");
      // It fades out towards the edges in the drawing itself, not by a CSS mask, which the
      // compositor applied again in a pass of its own in every frame of the page's motion: past
      // 60 % of the way from the centre, no pixel is more opaque than the fade lets it be.
      assert.equal(await canvas.evaluate((c) => getComputedStyle(c).maskImage), "none");
      const unfaded = await canvas.evaluate(async (c, src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        const copy = Object.assign(document.createElement("canvas"), { width: c.width, height: c.height });
        const context = copy.getContext("2d");
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, c.width, c.height);
        let count = 0;
        for (let y = 0; y < c.height; y++)
          for (let x = 0; x < c.width; x++) {
            const q = Math.hypot(((x + 0.5) / c.width) * 2 - 1, ((y + 0.5) / c.height) * 2 - 1);
            const fade = Math.min(1, Math.max(0, (1 - q) / 0.4));
            if (data[(y * c.width + x) * 4 + 3] > 255 * fade + 3) count += 1;
          }
        return count;
      }, drawn);
      assert.equal(unfaded, 0, "pixels drawn stronger than the fade towards the edges allows");
      const chunk = scripts.find((s) => s.particles);
      assert.ok(chunk, "the particle code arrived in its own script");
      assert.ok(chunk.afterLoad, `${chunk.url} was fetched after the load event`);
      const html = await (await fetch(url("/en/services/"))).text();
      assert.ok(!html.includes(new URL(chunk.url).pathname), "the particle chunk is not in the page's initial scripts");
      // It never takes input: the hero's buttons are clickable through it, once they are shown
      // (1.2 s after the page's start, as what follows a typed title).
      const button = page.locator("section a.button").first();
      await button.waitFor({ state: "visible", timeout: 5_000 });
      const point = await button.boundingBox();
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("a") !== null, {
        x: point.x + point.width / 2,
        y: point.y + point.height / 2,
      });
      assert.ok(hit, "the canvas does not cover the buttons");
    } finally {
      await closePage(page);
    }
  });

  test("/en/services/: drawn in a worker, once, and again only when the hero changes size", async () => {
    const page = await newPage();
    // Every drawing of the network starts by clearing the canvas: counting clearRect counts them,
    // in the page (there must be none) and in the worker that draws it.
    await page.addInitScript(() => {
      window.__frames = 0;
      const clear = CanvasRenderingContext2D.prototype.clearRect;
      CanvasRenderingContext2D.prototype.clearRect = function (...args) {
        window.__frames += 1;
        return clear.apply(this, args);
      };
    });
    const workers = [];
    page.on("worker", (worker) => workers.push(worker));
    try {
      await consentGiven(page);
      await page.goto(url("/en/services/"));
      await page.waitForFunction(() => document.querySelector("section canvas")?.width > 300, null, { timeout: 5_000 });
      assert.equal(workers.length, 1, "one worker draws the network");
      const [drawer] = workers;
      await drawer.evaluate(() => {
        self.__frames = 0;
        const clear = OffscreenCanvasRenderingContext2D.prototype.clearRect;
        OffscreenCanvasRenderingContext2D.prototype.clearRect = function (...args) {
          self.__frames += 1;
          return clear.apply(this, args);
        };
      });
      const frames = () => drawer.evaluate(() => self.__frames);
      // The brand font, once loaded, resizes the hero's text, and the network is drawn again.
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      await drawer.evaluate(() => (self.__frames = 0));
      await page.waitForTimeout(1_500);
      assert.equal(await frames(), 0, "a frame was drawn with nothing resized");
      const canvas = page.locator("section canvas").first();
      const width = await canvas.evaluate((c) => c.width);
      await page.setViewportSize({ width: 900, height: 800 });
      await page.waitForFunction((before) => document.querySelector("section canvas").width !== before, width, { timeout: 5_000 });
      assert.ok((await frames()) > 0, "drawn again at the new size");
      assert.equal(await page.evaluate(() => window.__frames), 0, "the page's main thread drew no frame");
    } finally {
      await closePage(page);
    }
  });
});

describe("reduced motion: final states at once, nothing moves", () => {
  test("/en/: the word stays, the carousel stays, the counters are final", async () => {
    const page = await open("/en/", { reducedMotion: "reduce" });
    try {
      assert.equal(await page.locator("[data-testid=rotating-word] ~ *, [data-fade]").count(), 0, "no fading word");
      const slides = await shownSlides(page, "#projects");
      const stats = await statFrames(page, "main");
      for (const s of stats) assert.equal(s.seen, s.final, "counters final at once");
      await page.waitForTimeout(3_500);
      assert.equal(await word(page), "MVP");
      assert.deepEqual(await shownSlides(page, "#projects"), slides, "the carousel did not advance");
      assert.equal(await page.getByRole("button", { name: "Play", exact: true }).count(), 1, "auto-play is off");
      assert.equal(await page.locator("[data-reveal=hidden]").count(), 0, "no section waits to be revealed");
    } finally {
      await closePage(page);
    }
  });

  test("/en/services/web-development/: the title is complete at once, the counters final, the particles still", async () => {
    const page = await open("/en/services/web-development/", { reducedMotion: "reduce" });
    try {
      const h1 = await page.locator("h1").evaluate((h) => ({
        overlay: getComputedStyle(h.querySelector("[aria-hidden=true]")).display,
        opacity: getComputedStyle(h.firstElementChild).opacity,
        animations: h.getAnimations({ subtree: true }).length,
      }));
      assert.deepEqual(h1, { overlay: "none", opacity: "1", animations: 0 });
      assert.equal(await page.locator("h1 + p").evaluate((p) => getComputedStyle(p).opacity), "1");
      await page.locator("#stats").scrollIntoViewIfNeeded();
      for (const s of await statFrames(page, "#stats")) assert.equal(s.seen, s.final);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector("section canvas")?.width > 300, null, { timeout: 5_000 });
      const canvas = page.locator("section canvas").first();
      const a = await canvas.evaluate((c) => c.toDataURL());
      await page.waitForTimeout(600);
      assert.equal(await canvas.evaluate((c) => c.toDataURL()), a, "one still frame");
    } finally {
      await closePage(page);
    }
  });
});

describe("without JavaScript", () => {
  test("/en/about-us/ and /en/: titles, counters and projects all shown", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    try {
      await page.goto(url("/en/about-us/"));
      const h1 = await page.locator("h1").evaluate((h) => ({
        text: getComputedStyle(h.firstElementChild).opacity,
        overlay: getComputedStyle(h.querySelector("[aria-hidden=true]")).display,
      }));
      assert.deepEqual(h1, { text: "1", overlay: "none" });
      const stats = await statFrames(page, "#stats");
      for (const s of stats) assert.equal(s.seen, s.final);
      await page.goto(url("/en/"));
      const cards = await page.locator("#projects h3").allTextContents();
      assert.equal(cards.length, 5, "the five projects, no copies");
      assert.equal(
        await page
          .locator("#projects [aria-roledescription] > div")
          .first()
          .evaluate((v) => getComputedStyle(v).overflowX),
        "auto",
        "they scroll sideways",
      );
    } finally {
      await closePage(page);
    }
  });
});
