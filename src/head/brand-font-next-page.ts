/**
 * The app's side of the brand font (src/head/brand-font.ts): the first page of a visit is drawn in
 * the fallback; once it has hydrated, the app fetches the font into the cache, and the next page
 * is drawn in it. Apart from brand-font.ts, so that the app's bundle carries none of the font's data.
 */

export const BRAND_FONT_FAMILY = "Manrope";

/** On <html>: the text is drawn in the brand face (src/styles/global.css). */
export const BRAND_FONT_CLASS = "brand-font";

/** The performance mark set once the first page has the font for the next. */
export const BRAND_FONT_FETCHED_MARK = "brandFontFetched";

/** Any size will do: the faces are chosen by family and by the text (a space: the Latin file). */
const BRAND_FONT = `1em ${BRAND_FONT_FAMILY}`;

/** Once the first page has hydrated, when the browser is idle: the Latin file into the cache. */
export function fetchBrandFontForNextPage(): void {
  if (document.documentElement.classList.contains(BRAND_FONT_CLASS)) return;
  const fetchFont = () => {
    document.fonts.load(BRAND_FONT).then(
      () => performance.mark(BRAND_FONT_FETCHED_MARK), // on the page's timeline, for tests and profiles
      () => undefined, // offline or blocked: the fallback stays, as it is designed to
    );
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(fetchFont);
  else setTimeout(fetchFont, 0);
}

/** As the visitor leaves the first page by a link: the next page is drawn in the brand face, once it is here. */
export function declareFetchedBrandFont(): void {
  if (document.fonts.check(BRAND_FONT)) document.documentElement.classList.add(BRAND_FONT_CLASS);
}
