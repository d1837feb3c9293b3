/**
 * Every page, loaded once at 375, 768 and 1280 px with a cookie choice stored, and all that is
 * checked of a page in that one visit, in this order (lib/page-checks.mjs):
 * - as loaded: layouts that fit their content (docs/design.md: one-line breadcrumb and footer
 *   button, level stats figures, no card alone on a grid's last row, a card's closing link at its
 *   bottom edge, wrapped rows of links centred in a centred card, an opaque header, the hero picture
 *   shown and fetched from 1024 px and never below); no heading ending on a line under 30 % of its
 *   widest; targets of at least 24 × 24 px or spaced (WCAG 2.5.8);
 * - zero layout shift over the load, 2.8 s of motion and a scroll to the bottom (every reveal,
 *   counter and lazy picture);
 * - each loaded picture's candidate at most 1.5 times its box's device pixels, and at least its
 *   box's unless it is the widest offered (a smaller one is stretched, and looks soft);
 * - tabbing through, the focused control never hidden under the sticky header (2.4.11) and always
 *   looking focused (2.4.7); on two pages at 375 px, again with the cookie banner up;
 * - at 1280 px, axe (WCAG 2.x A/AA and best practices) with the cookie banner opened by the footer's
 *   "Cookie settings";
 * - the page's status and the CSP of public/_headers sent with it, and no violation of it all visit.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import {
  assertAxeClean,
  AT_ONCE,
  closeBrowser,
  closePage,
  DESKTOP,
  MOBILE,
  newPage,
  scrollThrough,
  waitForHydration,
} from "./lib/browser.mjs";
import {
  headingLastLines,
  layoutFacts,
  pictureFacts,
  recordCspViolations,
  recordShifts,
  tabThrough,
  undersizedTargets,
} from "./lib/page-checks.mjs";
import { globalHeaders } from "./lib/public.mjs";
import { PAGES, TEXT } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

const WIDTHS = [MOBILE, 768, DESKTOP];
/** Every page, articles without related posts and with one (its card takes the row), the not-found page. */
const VISITS = [
  ...PAGES.map(({ path, lang }) => ({ path, lang, status: 200 })),
  ...["/en/blog/what-is-a-startup/", "/en/blog/types-of-maintenance/"].map((path) => ({ path, lang: "en", status: 200 })),
  ...["/es/blog/que-es-una-startup/", "/es/blog/tipos-de-mantenimiento/"].map((path) => ({ path, lang: "es", status: 200 })),
  // An article whose body picture loads lazily as the scroll reaches it.
  { path: "/es/blog/ciclo-de-vida-del-desarrollo-de-software/", lang: "es", status: 200 },
  { path: "/en/no-such-page/", lang: "en", status: 404 },
  { path: "/es/no-existe/", lang: "es", status: 404 },
];
/** The pages with a picture beside their hero's text from 1024 px. */
const WITH_PICTURE = new Set([
  "/en/",
  "/es/",
  "/en/services/",
  "/es/servicios/desarrollo-software-medida/",
  "/en/services/ai-agents/",
  "/es/servicios/agentes-ia/",
  "/en/our-work/",
  "/es/nuestro-trabajo/",
  "/en/about-us/",
  "/es/sobre-nosotros/",
]);
/** Where the cookie banner's cover is largest: tabbed through again, at 375 px, with the banner up. */
const BANNER_TABBED = new Set(["/en/contact/", "/es/"]);
const MAX_RATIO = 1.5;
/**
 * What the sweep found on pages the sweeps it replaced did not check, not fixed yet: these checks
 * still run there and are reported as TODO (node:test's todo), without failing the run. Remove an
 * entry once its page is fixed.
 */
const OPEN = new Map([
  ...[
    "/en/our-work/boathous/ 768",
    "/en/our-work/boathous/ 1280",
    "/es/nuestro-trabajo/boathous/ 768",
    "/es/nuestro-trabajo/boathous/ 1280",
  ].map((at) => [`layout ${at}`, "the case study's stats: a card alone on the grid's last row"]),
  ...["/en/blog/category/case-studies/ 768", "/es/blog/categoria/casos-de-exito/ 768"].map((at) => [
    `layout ${at}`,
    "the category's posts: a card alone on the grid's last row",
  ]),
  [
    "picture-max /es/blog/ciclo-de-vida-del-desarrollo-de-software/ 375",
    "the body's waterfall-agile picture: 720 px for a box of 336 (its sizes)",
  ],
]);
const csp = globalHeaders()["Content-Security-Policy"];

const cls = [];
let headings = 0;
let visited = 0;
after(() => {
  const shifted = cls.filter((line) => !line.endsWith(": 0.0000")).sort();
  const rest = shifted.length > 0 ? `; not on:\n${shifted.join("\n")}` : "";
  console.log(`\nCLS (load + 2.8 s + a scroll to the bottom): 0 on ${cls.length - shifted.length} visits${rest}`);
});

/** The checks of one visit, each a subtest of the visit's test: a failing one leaves the others to run. */
async function visit(t, { path, lang, status }, width) {
  const open = (check) => ({ todo: OPEN.get(`${check} ${path} ${width}`) });
  const page = await newPage({ width });
  try {
    await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
    await page.addInitScript(recordShifts);
    await page.addInitScript(recordCspViolations);
    const images = [];
    page.on("request", (request) => request.resourceType() === "image" && images.push(request.url()));
    const response = await page.goto(url(path));
    await waitForHydration(page);
    const hydrated = Date.now();
    if (status === 404) await page.locator("h1", { hasText: TEXT[lang].notFoundTitle }).first().waitFor({ state: "visible" });

    // As loaded, read only: nothing here scrolls or moves the focus.
    const layout = await page.evaluate(layoutFacts);
    const lastLines = await page.evaluate(headingLastLines);
    const small = await page.evaluate(undersizedTargets);
    await t.test("a layout that fits its content", open("layout"), () => {
      assert.equal(layout.crumbLines, 1, "the breadcrumb is one line");
      assert.equal(layout.consultLines, 1, "the footer's button is one line");
      for (const tops of layout.statRows) {
        const row = tops.filter((top) => Math.abs(top - tops[0]) < 40);
        if (row.length > 1) assert.equal(new Set(row).size, 1, `stats figures on one line: ${tops}`);
      }
      assert.deepEqual(layout.lone, [], "a grid with a card alone on its last row");
      assert.deepEqual(layout.unpinned, [], "cards whose closing link is not at their bottom edge");
      assert.deepEqual(layout.offCentre, [], "rows of links not centred in their centred card");
      assert.match(layout.header, /^rgb\(/, `the header is opaque (${layout.header})`);
      if (WITH_PICTURE.has(path)) {
        assert.ok(layout.picture, "the hero has a picture");
        if (width >= 1024) {
          assert.equal(layout.picture.shown, true, "shown from 1024 px");
          assert.ok(images.includes(layout.picture.src), "and fetched");
        } else {
          assert.equal(layout.picture.shown, false, "not shown below 1024 px");
          assert.match(layout.picture.src, /^data:/, "nothing fetched for it below 1024 px");
        }
      }
    });
    await t.test("no heading ends on a short last line: each is at least 30 % of its widest line", () => {
      headings += lastLines.length;
      const short = lastLines
        .filter(({ lastShare }) => lastShare < 0.3)
        .map(({ text, lastShare }) => `${path} at ${width} px: "${text}" ends on a line ${Math.round(lastShare * 100)} % of its widest`);
      assert.deepEqual(short, []);
    });
    await t.test("targets of at least 24 × 24 px or spaced (2.5.8)", () => {
      assert.deepEqual(small, [], "targets smaller than 24 × 24 px with a neighbour within reach");
    });

    // Past the first word rotation (2.5 s), which is the latest timed effect of a first screen.
    await page.waitForTimeout(Math.max(0, 2_800 - (Date.now() - hydrated)));
    await scrollThrough(page, 120);
    await page.waitForTimeout(600);
    const shifts = await page.evaluate(() => window.__shifts);
    await t.test("CLS 0 (load + 2.8 s + a scroll to the bottom)", () => {
      const sum = shifts.reduce((total, s) => total + s.value, 0);
      cls.push(`  ${path} @${width}: ${sum.toFixed(4)}`);
      assert.equal(sum, 0, `layout shifts: ${JSON.stringify(shifts)}`);
    });

    // The scroll loaded the lazy pictures; those of carousel slides out of view may be chosen and
    // never fetched: only what loaded counts.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    const pictures = await page.evaluate(pictureFacts);
    const report = ({ src, width: chosen, box, ratio }) => `${path} ${src}: ${chosen} px for a box of ${box} (${ratio.toFixed(2)}×)`;
    await t.test(`every picture's candidate at most ${MAX_RATIO}× its box`, open("picture-max"), () => {
      assert.deepEqual(pictures.filter(({ ratio }) => ratio > MAX_RATIO).map(report), []);
    });
    await t.test("every picture's candidate covers its box, or is the widest offered", () => {
      assert.deepEqual(pictures.filter(({ ratio, width: chosen, widest }) => ratio < 1 && chosen < widest).map(report), []);
    });

    await t.test("focus never hidden (2.4.11), always visible (2.4.7)", async () => {
      const steps = await tabThrough(page);
      assert.ok(steps.length > 10, `Tab reached ${steps.length} controls`);
      assert.deepEqual(
        steps.filter((s) => !s.visible).map((s) => s.what),
        [],
        "focused controls hidden under something",
      );
      assert.deepEqual(
        steps.filter((s) => !s.focusShows).map((s) => s.what),
        [],
        "focused controls that look the same as without focus",
      );
    });

    // The banner, opened as a visitor with a choice stored opens it: it takes the focus.
    const openBanner = async () => {
      await page.locator("footer button[data-cookie-settings]").click();
      await page.locator("[data-testid=cookie-banner][data-open]").waitFor({ state: "visible", timeout: 5_000 });
    };
    if (width === MOBILE && BANNER_TABBED.has(path)) {
      await t.test("with the cookie banner up: no focused control is hidden under it", async () => {
        await openBanner();
        const steps = await tabThrough(page);
        assert.deepEqual(
          steps.filter((s) => !s.visible).map((s) => s.what),
          [],
          "focused controls hidden under the banner or the header",
        );
      });
    }
    if (width === DESKTOP) {
      await t.test("axe with the cookie banner up", async () => {
        await openBanner();
        await assertAxeClean(page, path);
      });
    }

    await t.test(`answers ${status} with the CSP of _headers, and runs under it without a violation`, async () => {
      assert.equal(response.status(), status);
      assert.equal(response.headers()["content-security-policy"], csp, "the server sends the CSP of _headers");
      assert.deepEqual(await page.evaluate(() => window.__cspViolations), []);
    });
    visited += 1;
  } finally {
    await closePage(page);
  }
}

for (const width of WIDTHS) {
  // Pages AT_ONCE (lib/browser.mjs): a visit is mostly waited for (hydration, the 2.8 s, the scroll's
  // pauses, the round trip of each Tab), and a page holds its first paint until <main> is whole
  // (motion.test.mjs), so a busy CPU changes no look, shift or layout these checks compare.
  describe(`${width} px`, AT_ONCE, () => {
    for (const target of VISITS) test(`${target.path} at ${width} px`, { timeout: 120_000 }, (t) => visit(t, target, width));
  });
}

test("the sweep saw enough headings on two lines or more", (t) => {
  if (visited < VISITS.length * WIDTHS.length) return t.skip("not every visit ran");
  assert.ok(headings > 400, `only ${headings} headings on two lines or more`);
});
