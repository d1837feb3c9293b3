/**
 * WCAG 2.2 AA beyond what axe checks, on every page type in both languages at 375 and 1280 px:
 * - 2.4.11 Focus Not Obscured: tabbing through the page, the focused control is never hidden
 *   under the sticky header or the cookie banner;
 * - 2.5.8 Target Size: every control is at least 24 × 24 px, or spaced as the criterion allows, or
 *   a link inside a sentence;
 * - 2.4.7 Focus Visible: every control reached by Tab looks different when it has the focus;
 * - 2.3.3 / the spec's reduced motion: with prefers-reduced-motion nothing moves.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { AT_ONCE, closeBrowser, closePage, DESKTOP, MOBILE, newPage, waitForHydration } from "./lib/browser.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

/** One page of each type, in both languages. */
const PAGE_TYPES = [
  ["home", "/en/", "/es/"],
  ["services", "/en/services/", "/es/servicios/"],
  ["service", "/en/services/web-development/", "/es/servicios/desarrollo-web/"],
  ["our work", "/en/our-work/", "/es/nuestro-trabajo/"],
  ["case study", "/en/our-work/nurdoc/", "/es/nuestro-trabajo/nurdoc/"],
  ["blog list", "/en/blog/", "/es/blog/"],
  ["article", "/en/blog/what-is-a-startup/", "/es/blog/que-es-una-startup/"],
  ["about", "/en/about-us/", "/es/sobre-nosotros/"],
  ["contact", "/en/contact/", "/es/contacto/"],
  ["privacy", "/en/privacy-policy/", "/es/politica-privacidad/"],
  ["not found", "/en/no-such-page/", "/es/no-existe/"],
];
const PATHS = PAGE_TYPES.flatMap(([, en, es]) => [en, es]);
const WIDTHS = [MOBILE, DESKTOP];
// The sweeps below check pages AT_ONCE (lib/browser.mjs): a page is mostly waited for (hydration,
// the reduced-motion check's 5 s, the round trip of each Tab), and the site has no CSS transition,
// so a busy CPU changes no look these checks compare. Three pages at once take about half the time of one.
/** Enough presses to reach well into each page (the footer's links on the shorter ones). */
const TABS = 70;

async function open(path, width, { consent = true, reducedMotion = "no-preference" } = {}) {
  const page = await newPage({ width, reducedMotion });
  if (consent) await page.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
  await page.goto(url(path));
  await waitForHydration(page);
  return page;
}

/**
 * Tabs through the page; for each focused control: whether some of it can be seen (not under the
 * sticky header, the cookie banner or anything else: elementFromPoint over a grid of its points
 * in the viewport finds it), and whether its focus style differs from its look without focus.
 */
async function tabThrough(page) {
  const found = [];
  for (let i = 0; i < TABS; i += 1) {
    await page.keyboard.press("Tab");
    const step = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const describe = (e) =>
        `${e.localName}${e.id ? `#${e.id}` : ""}${e.getAttribute("href") ? `[href="${e.getAttribute("href")}"]` : ""} "${(e.getAttribute("aria-label") || e.textContent || "").trim().slice(0, 40)}"`;
      const rect = el.getBoundingClientRect();
      let visible = false;
      for (let fx = 0.1; fx < 1 && !visible; fx += 0.2) {
        for (let fy = 0.1; fy < 1 && !visible; fy += 0.2) {
          const x = rect.left + rect.width * fx;
          const y = rect.top + rect.height * fy;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
          const top = document.elementFromPoint(x, y);
          if (top && (top === el || el.contains(top) || top.contains(el))) visible = true;
        }
      }
      // The control's own look, and its nearest ancestors' (a card may show the focus of the link that covers it).
      const style = (e) => {
        const looks = [];
        for (let node = e, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
          const s = getComputedStyle(node);
          looks.push(
            [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.backgroundColor, s.borderColor, s.textDecorationLine].join("|"),
          );
        }
        return looks.join("/");
      };
      const focused = style(el);
      // The same control without the focus, compared with itself focused.
      el.blur();
      const blurred = style(el);
      el.focus({ preventScroll: true });
      return { what: describe(el), visible, focusShows: focused !== blurred, size: [rect.width, rect.height] };
    });
    if (step) found.push(step);
  }
  return found;
}

/**
 * The controls under 24 × 24 px with a neighbour within reach (2.5.8), on the page as loaded: the
 * sticky header stands where it does at the top, not over what Tab scrolled to.
 */
const undersizedTargets = () => {
  const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [tabindex]:not([tabindex='-1'])";
  const shown = (e) => {
    const r = e.getBoundingClientRect();
    const s = getComputedStyle(e);
    return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && !e.closest("[inert], [aria-hidden=true]");
  };
  const targets = [...document.querySelectorAll(selector)].filter(shown).map((e) => ({ e, r: e.getBoundingClientRect() }));
  // Inline: a link in a sentence (its block has text outside the link).
  const inline = (e) => {
    if (e.localName !== "a") return false;
    const block = e.parentElement?.closest("p, li, td, dd, figcaption, label, blockquote") ?? e.parentElement;
    return block ? block.textContent.replace(e.textContent, "").trim().length > 0 && getComputedStyle(e).display === "inline" : false;
  };
  const center = (r) => [r.left + r.width / 2, r.top + r.height / 2];
  const distanceToRect = ([x, y], r) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
  const problems = [];
  for (const t of targets) {
    if ((t.r.width >= 24 && t.r.height >= 24) || inline(t.e)) continue;
    // The 24 px circle around an undersized target may not reach another target, nor another undersized target's circle.
    const c = center(t.r);
    const crowded = targets.some((o) => {
      if (o === t || o.e.contains(t.e) || t.e.contains(o.e)) return false;
      const oSmall = !(o.r.width >= 24 && o.r.height >= 24) && !inline(o.e);
      return oSmall ? Math.hypot(c[0] - center(o.r)[0], c[1] - center(o.r)[1]) < 24 : distanceToRect(c, o.r) < 12;
    });
    if (crowded)
      problems.push(
        `${t.e.localName} "${(t.e.getAttribute("aria-label") || t.e.textContent).trim().slice(0, 40)}" ${Math.round(t.r.width)}×${Math.round(t.r.height)}`,
      );
  }
  return problems;
};

// One load a page for the three criteria: a load and its hydration are most of a page's time here.
describe("focus never hidden, always visible, and targets of at least 24 × 24 px or spaced (2.4.11, 2.4.7, 2.5.8)", AT_ONCE, () => {
  for (const width of WIDTHS) {
    for (const path of PATHS) {
      test(`${path} at ${width} px`, { timeout: 120_000 }, async () => {
        const page = await open(path, width);
        try {
          const small = await page.evaluate(undersizedTargets);
          const steps = await tabThrough(page);
          assert.deepEqual(small, [], "targets smaller than 24 × 24 px with a neighbour within reach");
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
        } finally {
          await closePage(page);
        }
      });
    }
  }

  for (const path of ["/en/contact/", "/es/"]) {
    test(`${path} at 375 px with the cookie banner up: no focused control is hidden under it`, { timeout: 120_000 }, async () => {
      const page = await open(path, MOBILE, { consent: false });
      try {
        await page.locator("[data-testid=cookie-banner]").filter({ visible: true }).first().waitFor({ state: "visible", timeout: 5_000 });
        const steps = await tabThrough(page);
        assert.deepEqual(
          steps.filter((s) => !s.visible).map((s) => s.what),
          [],
          "focused controls hidden under the banner or the header",
        );
      } finally {
        await closePage(page);
      }
    });
  }
});

describe("with prefers-reduced-motion, nothing moves", AT_ONCE, () => {
  for (const path of PATHS) {
    test(path, { timeout: 60_000 }, async () => {
      const page = await open(path, DESKTOP, { reducedMotion: "reduce" });
      try {
        await page.waitForTimeout(1500);
        const moving = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === "running")
            .map((a) => `${a.animationName ?? a.constructor.name} on ${a.effect?.target?.localName}.${a.effect?.target?.className}`),
        );
        assert.deepEqual(moving, [], "running animations");
        const first = await page.screenshot();
        await page.waitForTimeout(3500);
        const second = await page.screenshot();
        assert.ok(first.equals(second), "the first screen changed over 3.5 s");
      } finally {
        await closePage(page);
      }
    });
  }
});
