/**
 * Every page, once per width, as a first visit: one load collects every per-page fact, since a load
 * and its hydration are most of a page's time here. In this order, each on the page as the one
 * before leaves it:
 * - the server's CSP (that of public/_headers) over the whole visit, without a violation, and no
 *   request to another origin;
 * - at 1280 px, just after hydration, what a marketing page shows (lib/page-fact-tests.mjs, whose
 *   tests run after the visits), with the console's errors over the whole visit;
 * - with the cookie banner up: axe (WCAG 2.x A/AA and best practices; at 1280 px), the layout
 *   (docs/design.md; lib/visit-checks.mjs lists what it measures), the first screen's pictures
 *   loaded eagerly on a phone (375 px);
 * - zero layout shift over the load, the first screen's timed effects (past the first word
 *   rotation, 2.5 s) and a scroll to the bottom (every reveal and counter);
 * - every loaded picture's candidate at most 1.5 × its box, and covering it unless it is the widest
 *   offered (the page scrolled through, so lazy pictures loaded);
 * - then, the banner answered "necessary only": at rest (at 1280 px, the pages without a motion the
 *   spec keeps going), no timer, frame, idle callback or observer runs and nothing plays; tabbing
 *   through the page, the focused control is never hidden and always looks focused (WCAG 2.4.11,
 *   2.4.7), and every target is 24 × 24 px or spaced (2.5.8).
 * PAGES_AT_ONCE loads at a time (lib/browser.mjs): a visit mostly waits (the network, the 2.8 s, the scroll's
 * pauses, each Tab's round trip), and a page holds its first paint until <main> is whole (below),
 * so a busy CPU changes nothing that is measured.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import {
  axeViolations,
  bannerShownWhenDue,
  closeBrowser,
  closePage,
  collectErrors,
  DESKTOP,
  MOBILE,
  newPage,
  PAGES_AT_ONCE,
  scrollThrough,
  slots,
  waitForHydration,
} from "./lib/browser.mjs";
import { PAGES, TEXT } from "./lib/routes.mjs";
import { globalHeaders } from "./lib/public.mjs";
import { BASE_URL, fetchRaw, siteOrigin, url } from "./lib/server.mjs";
import { describeDocument, FACT_PAGES, pageFactTests, pageReads, tabState } from "./lib/page-fact-tests.mjs";
import {
  focusProblems,
  layoutFacts,
  layoutProblems,
  pictureProblems,
  pictureSizes,
  quiet,
  recordShifts,
  restingActivity,
  SETTLE_MS,
  tabThrough,
  undersizedTargets,
  WITH_PICTURE,
  watchCallbacks,
} from "./lib/visit-checks.mjs";

after(closeBrowser);

const NOT_FOUND = ["/en/this-does-not-exist/", "/es/esto-no-existe/"];
/** An article without related posts, one with a single related post (its card takes the row), and one with a picture in its body. */
const ARTICLES = [
  "/en/blog/what-is-a-startup/",
  "/es/blog/que-es-una-startup/",
  "/en/blog/types-of-maintenance/",
  "/es/blog/tipos-de-mantenimiento/",
  "/en/blog/software-development-lifecycle/",
  "/es/blog/ciclo-de-vida-del-desarrollo-de-software/",
];
/** One page of each type, in both languages. */
const PAGE_TYPES = [
  ...["/en/", "/es/", "/en/services/", "/es/servicios/", "/en/services/web-development/", "/es/servicios/desarrollo-web/"],
  ...["/en/our-work/", "/es/nuestro-trabajo/", "/en/our-work/nurdoc/", "/es/nuestro-trabajo/nurdoc/", "/en/blog/", "/es/blog/"],
  ...["/en/about-us/", "/es/sobre-nosotros/", "/en/contact/", "/es/contacto/"],
];
/** The layout's pages: those with a hero picture, an article, and a case study (its four results once left one alone on a row). */
const LAYOUT = [...WITH_PICTURE, "/en/blog/what-is-a-startup/", "/es/contacto/", "/es/nuestro-trabajo/boathous/"];
const PICTURES = [...PAGE_TYPES, ...ARTICLES];
const FOCUS = [...PAGE_TYPES, ...ARTICLES.slice(0, 2), "/en/privacy-policy/", "/es/politica-privacidad/", ...NOT_FOUND];
/** The pages of each template without a motion that the spec keeps going (the carousels, the rotating word: at-rest.test.mjs). */
const AT_REST = [
  ...["/en/services/", "/es/servicios/", "/en/services/seo-optimization/", "/es/servicios/posicionamiento-seo/"],
  ...["/en/services/software-maintenance/", "/es/servicios/mantenimiento-software/", "/en/our-work/", "/es/nuestro-trabajo/"],
  ...["/en/our-work/nurdoc/", "/es/nuestro-trabajo/nurdoc/", "/en/blog/", "/es/blog/", "/en/blog/what-is-a-startup/"],
  ...["/es/blog/que-es-una-startup/", "/en/about-us/", "/es/sobre-nosotros/", "/en/contact/", "/es/contacto/"],
  ...["/en/privacy-policy/", "/es/politica-privacidad/"],
];

/** What each width's visits check, and on which pages; every visit checks its layout shifts. */
const WIDTHS = [
  {
    width: DESKTOP,
    pages: [...PAGES.map((p) => p.path), ...ARTICLES, ...NOT_FOUND],
    axe: () => true,
    layout: (path) => LAYOUT.includes(path),
    pictures: (path) => PICTURES.includes(path),
    rest: (path) => AT_REST.includes(path),
    focus: (path) => FOCUS.includes(path),
  },
  {
    width: 768,
    pages: [...new Set([...LAYOUT, ...PICTURES])],
    layout: (path) => LAYOUT.includes(path),
    pictures: () => true,
  },
  {
    width: MOBILE,
    pages: [...new Set([...LAYOUT, ...PICTURES, ...FOCUS])],
    layout: (path) => LAYOUT.includes(path),
    pictures: (path) => PICTURES.includes(path),
    focus: (path) => FOCUS.includes(path),
  },
];

/** After hydration: the first word rotation (2.5 s) is the latest timed effect of a first screen. */
const FIRST_SCREEN_MS = 2_800;
const ACCEPT_NECESSARY = new RegExp(`^(${TEXT.en.acceptNecessary}|${TEXT.es.acceptNecessary})$`);

const CSP = globalHeaders()["Content-Security-Policy"];

/** Runs before the page's scripts: notes each violation of the page's CSP in window.__cspViolations. */
function recordCspViolations() {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) =>
    window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI || "inline"} ${e.sample || ""}`.trim()),
  );
}

/** Runs in the page: the pictures shown in the first screen that load lazily (the largest paint is often one). */
function lazyInFirstScreen() {
  return [...document.images]
    .filter((img) => img.getBoundingClientRect().width > 0 && img.getBoundingClientRect().top + window.scrollY < window.innerHeight)
    .filter((img) => img.getAttribute("loading") === "lazy")
    .map((img) => img.currentSrc || img.src);
}

const clsReport = [];
after(() => console.log(`\nCLS per page (load + ${FIRST_SCREEN_MS / 1000} s + scroll to the bottom):\n  ${clsReport.sort().join("\n  ")}`));

/** One visit: what is wrong with the page at `width`, one line per fact. */
async function visit(path, checks) {
  const { width } = checks;
  const has = (check) => Boolean(checks[check]?.(path));
  const problems = [];
  await loading.take();
  let loaded = false;
  const page = await newPage({ width });
  const readFacts = width === DESKTOP && FACT_PAGES.has(path);
  // The browser's own /favicon.ico probe is not the page's doing.
  const errors = readFacts
    ? collectErrors(page, ({ text, url: source }) => /status of 404/.test(text) && /\/favicon\.ico$/.test(source))
    : [];
  try {
    await page.addInitScript(recordShifts);
    await page.addInitScript(recordCspViolations);
    if (has("rest")) await page.addInitScript(watchCallbacks);
    const images = [];
    const foreign = new Set();
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(request.url());
      if (!request.url().startsWith(BASE_URL) && !request.url().startsWith("data:")) foreign.add(request.url());
    });
    const response = await page.goto(url(path), { waitUntil: "networkidle" });
    assert.equal(response.status(), NOT_FOUND.includes(path) ? 404 : 200, `${path}: status`);
    assert.equal(response.headers()["content-security-policy"], CSP, `${path}: the server sends the CSP of _headers`);
    await waitForHydration(page);
    const hydrated = Date.now();
    if (readFacts) {
      const snap = await page.evaluate(describeDocument, await siteOrigin());
      pageReads.set(path, { status: response.status(), snap, tabs: await page.evaluate(tabState), errors });
    }

    assert.ok(await bannerShownWhenDue(page), `${path}: the cookie banner is not shown 1.5 s after the navigation's start`);
    const banner = page.locator("[data-testid=cookie-banner]").filter({ visible: true }).first();
    if (has("axe")) problems.push(...(await axeViolations(page)).map((violation) => `axe: ${violation}`));
    if (has("layout")) problems.push(...layoutProblems(await page.evaluate(layoutFacts), { path, width, images }));
    if (width === MOBILE)
      problems.push(...(await page.evaluate(lazyInFirstScreen)).map((src) => `a picture of the first screen loads lazily: ${src}`));

    await page.waitForTimeout(Math.max(0, FIRST_SCREEN_MS - (Date.now() - hydrated)));
    await scrollThrough(page, 120);
    await page.waitForTimeout(600);
    if (has("layout") && width < 1024) {
      // Pictures shown from 1024 px only (the heroes', the services' chapters'): none fetched, even scrolled past.
      const wideOnly = await page.evaluate(() =>
        [...document.querySelectorAll('picture source[media="(min-width: 1024px)"]')].flatMap((source) =>
          source.srcset.split(",").map((entry) => new URL(entry.trim().split(/\s+/)[0], document.baseURI).href),
        ),
      );
      problems.push(...images.filter((src) => wideOnly.includes(src)).map((src) => `a picture for 1024 px and wider is fetched: ${src}`));
    }
    const shifts = await page.evaluate(() => window.__shifts);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    clsReport.push(`${path} @${width}: ${cls.toFixed(4)}`);
    if (cls !== 0) problems.push(`layout shifts: ${JSON.stringify(shifts)}`);

    if (has("pictures")) {
      await page.evaluate(() => window.scrollTo(0, 0));
      // Pictures of carousel slides out of view may be chosen and never fetched: only what loaded counts.
      await page.waitForLoadState("networkidle");
      problems.push(...pictureProblems(await page.evaluate(pictureSizes)));
    }
    loading.give();
    loaded = true;
    if (has("rest") || has("focus")) await answerAndWalk(page, { has, hydrated, banner, problems });
    problems.push(...(await page.evaluate(() => window.__cspViolations)).map((violation) => `CSP violation: ${violation}`));
    problems.push(...[...foreign].map((address) => `a request leaves the site: ${address}`));
    return problems;
  } finally {
    if (!loaded) loading.give();
    await closePage(page);
  }
}

/** After the banner is answered "necessary only": the page at rest, then the focus walk and the targets. */
async function answerAndWalk(page, { has, hydrated, banner, problems }) {
  await page.getByRole("button", { name: ACCEPT_NECESSARY }).click();
  await banner.waitFor({ state: "hidden" });
  if (has("rest")) {
    await page.waitForTimeout(Math.max(0, SETTLE_MS - (Date.now() - hydrated)));
    await page.waitForLoadState("networkidle");
    const activity = await restingActivity(page, quiet);
    if (!quiet(activity)) problems.push(`not at rest: ${[...new Set([...activity.ran, ...activity.playing])].join(" | ")}`);
  }
  if (!has("focus")) return;
  // The walk starts at the top of the page, as on a page just opened: the focus that the banner's
  // button had is dropped where the document starts.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const start = Object.assign(document.createElement("span"), { tabIndex: -1 });
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    start.remove();
  });
  const small = await page.evaluate(undersizedTargets);
  problems.push(...small.map((target) => `target under 24 × 24 px with a neighbour within reach: ${target}`));
  problems.push(...focusProblems(await tabThrough(page)));
}

// A visit's load, first screen and scroll take one of PAGES_AT_ONCE slots; what follows the banner's
// answer mostly waits (4 s to settle, the 3.5 s of rest, each Tab's round trip) and takes none. The
// widths share one queue, so that no width waits for the last, longest visits of the one before.
const loading = slots(PAGES_AT_ONCE);
describe("every page at each width", { concurrency: 2 * PAGES_AT_ONCE }, () => {
  for (const checks of WIDTHS) {
    for (const path of checks.pages) {
      const names = ["axe", "layout", "pictures", "rest", "focus"].filter((check) => checks[check]?.(path));
      test(`${path} at ${checks.width} px: shifts${names.map((name) => `, ${name}`).join("")}`, { timeout: 120_000 }, async () => {
        assert.deepEqual(await visit(path, checks), []);
      });
    }
  }
});

pageFactTests();

// A first paint while the header's nav was still being parsed grew the nav on the next frame; one
// while <main> was half parsed showed the header alone (the hero painted later, a late largest
// paint) or a stat's label before its figure (a shift). It came and went with how busy the CPU was.
// Every page holds its first paint until its footer starts, i.e. until <main> is whole.
test("every page's head has a render-blocking expect link to the footer that follows its <main>", async () => {
  for (const { path } of [...PAGES, { path: "/404.html" }]) {
    const { html } = await fetchRaw(path);
    const target = html.match(/<link rel="expect" href="#([^"]+)" blocking="render"\/?>/)?.[1];
    assert.ok(target, `${path} has no render-blocking expect link`);
    const footerAt = html.search(new RegExp(`<footer[^>]* id="${target}"`));
    assert.ok(footerAt > 0, `${path}: #${target} is not a footer`);
    const lastMainEnd = html.lastIndexOf("</main>");
    assert.ok(lastMainEnd > 0 && lastMainEnd < footerAt, `${path}: #${target} does not come after every <main>`);
  }
});
