/**
 * Pictures at the size they are shown: on every page type, at 375, 768 and 1280 px, each loaded
 * picture's chosen candidate is at most 1.5 times the device pixels of its box (the next width of
 * a srcset may exceed the box, but not by more than that), and at least its box's device pixels
 * unless it is the widest the srcset offers (a smaller one is stretched, and looks soft: what a
 * `sizes` narrower than the picture's box makes the browser choose). The page is scrolled through
 * first so that lazy pictures load; a picture the browser never fetched costs nothing and is not
 * counted.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { closeBrowser, closePage, newPage, PAGES_AT_ONCE, scrollThrough } from "./lib/browser.mjs";
import { LANGS, routeOf } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

const PAGE_TYPES = ["home", "services", "web-development", "our-work", "nurdoc", "blog", "about", "contact"];
/** An article without related posts, one with a single related post (its card takes the row), and one with a picture in its body. */
const ARTICLES = {
  en: ["/en/blog/what-is-a-startup/", "/en/blog/types-of-maintenance/", "/en/blog/software-development-lifecycle/"],
  es: ["/es/blog/que-es-una-startup/", "/es/blog/tipos-de-mantenimiento/", "/es/blog/ciclo-de-vida-del-desarrollo-de-software/"],
};
const WIDTHS = [375, 768, 1280];
const MAX_RATIO = 1.5;
/** Ten pages three at a time take about 15 s: a test still waiting after two minutes is stuck, and says so. */
const TIMEOUT = 120_000;

/** Every loaded picture on the page: the candidate's width against its box's device pixels. */
async function measure(page) {
  await scrollThrough(page, 60);
  await page.evaluate(() => window.scrollTo(0, 0));
  // Pictures of carousel slides out of view may be chosen and never fetched: only what loaded counts.
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const dpr = window.devicePixelRatio;
    /**
     * The width of the chosen candidate, its `w` in the srcset that offered it (naturalWidth is
     * divided by the density the sizes gave), and the widest of that srcset.
     */
    const candidate = (img) => {
      const sets = [img, ...(img.closest("picture")?.querySelectorAll("source") ?? [])].map((el) => el.getAttribute("srcset") ?? "");
      for (const set of sets) {
        const entries = set.split(",").map((entry) => entry.trim().split(/\s+/));
        const widths = entries
          .filter(([, descriptor]) => descriptor?.endsWith("w"))
          .map(([, descriptor]) => Number.parseInt(descriptor, 10));
        const chosen = entries.find(
          ([src, descriptor]) => src && descriptor?.endsWith("w") && new URL(src, document.baseURI).href === img.currentSrc,
        );
        if (chosen) return { width: Number.parseInt(chosen[1], 10), widest: Math.max(...widths) };
      }
      return { width: img.naturalWidth, widest: img.naturalWidth };
    };
    return [...document.images]
      .filter((img) => img.complete && img.currentSrc && img.naturalWidth > 0 && img.clientWidth > 0)
      .map((img) => {
        const { width, widest } = candidate(img);
        // object-fit: cover fills the box on both axes: the candidate must cover the wider need.
        const aspect = img.naturalWidth / img.naturalHeight;
        const needed = Math.max(img.clientWidth, img.clientHeight * aspect) * dpr;
        return { src: new URL(img.currentSrc).pathname, width, widest, box: Math.round(needed), ratio: width / needed };
      });
  });
}

const report = ({ src, width, box, ratio }) => `${src}: ${width} px for a box of ${box} (${ratio.toFixed(2)}×)`;

/** A page's pictures, in a fresh page (and cache): Chrome takes a larger candidate it already holds. */
async function picturesOf(path, width) {
  const page = await newPage({ width });
  try {
    await page.goto(url(path));
    return (await measure(page)).map((picture) => ({ path, ...picture }));
  } finally {
    await closePage(page);
  }
}

/** The pictures of each page of `paths` at `width`, measured once for both tests. */
const measured = new Map();
function picturesAt(lang, width, paths) {
  const key = `${lang} ${width}`;
  if (!measured.has(key))
    measured.set(
      key,
      (async () => {
        // Pages at once (each waits for its network to be idle); what is measured is a matter of
        // layout and srcset, not of timing.
        const found = [];
        for (let i = 0; i < paths.length; i += PAGES_AT_ONCE) {
          const batch = await Promise.all(paths.slice(i, i + PAGES_AT_ONCE).map((path) => picturesOf(path, width)));
          found.push(...batch.flat());
        }
        return found;
      })(),
    );
  return measured.get(key);
}

after(closeBrowser);

for (const lang of LANGS) {
  const paths = [...PAGE_TYPES.map((key) => routeOf(key)[lang]), ...ARTICLES[lang]];
  for (const width of WIDTHS) {
    test(`${lang} at ${width} px: every picture's candidate at most ${MAX_RATIO}× its box`, { timeout: TIMEOUT }, async () => {
      const found = (await picturesAt(lang, width, paths)).filter(({ ratio }) => ratio > MAX_RATIO);
      assert.deepEqual(
        found.map((picture) => `${picture.path} ${report(picture)}`),
        [],
      );
    });

    test(`${lang} at ${width} px: every picture's candidate covers its box, or is the widest offered`, { timeout: TIMEOUT }, async () => {
      const found = (await picturesAt(lang, width, paths)).filter(({ ratio, width: chosen, widest }) => ratio < 1 && chosen < widest);
      assert.deepEqual(
        found.map((picture) => `${picture.path} ${report(picture)}`),
        [],
      );
    });
  }
}
