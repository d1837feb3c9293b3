/**
 * When a page uses the brand face (src/head/brand-font.ts declares it). A first visit's first page
 * is drawn in the metric-matched fallback and fetches the font only after its first paint; from
 * then on every page uses it. Lighthouse's simulated slow link charges any request that ends before
 * the largest paint to that paint, and a preloaded font cost 0.13-0.3 s of it whatever its size
 * (docs/performance.md, "The brand font and the largest paint"); from the cache it costs nothing.
 *
 * Kept apart from brand-font.ts so that the browser bundle carries these few names, not the faces.
 */

export const BRAND_FONT_FAMILY = "Manrope";

/** On <html> when the page uses the brand face: global.css puts it first in --font-sans. */
export const BRAND_FONT_ATTRIBUTE = "data-brand-font";

/** Set once the font file is in the browser's cache; the head's early script reads it (early-script.ts). */
export const BRAND_FONT_STORAGE_KEY = "brandFont";

let loaded = false;

/**
 * Fetches the font into the cache once the app runs (after the first paint) and remembers it, so
 * that the next page, and any later visit, draws its first paint in it.
 */
export function loadBrandFont(): Promise<void> {
  if (!("fonts" in document)) return Promise.resolve();
  return document.fonts.load(`1em "${BRAND_FONT_FAMILY}"`).then(
    (faces) => {
      if (faces.length === 0) return;
      loaded = true;
      try {
        localStorage.setItem(BRAND_FONT_STORAGE_KEY, "1");
      } catch {
        // Storage refused (private mode, quota): the face is still used from the next page of this visit.
      }
    },
    () => undefined,
  );
}

/**
 * On a navigation inside the site: once the font has loaded, the next page is drawn in it. The
 * visitor's click starts the change, so the text that stays (header, footer) switching face is
 * not an unexpected shift.
 */
export function applyBrandFontIfLoaded(): void {
  if (loaded) document.documentElement.setAttribute(BRAND_FONT_ATTRIBUTE, "");
}
