/**
 * The brand typeface, Manrope (variable, 200-800), self-hosted from @fontsource-variable/manrope
 * (docs/design.md says why this face). The build copies its files to /fonts/ under names that carry
 * the package's version, so they can be cached for good (_headers); the Latin file holds every text
 * of the site, Spanish included.
 *
 * Not on the first page of a visit, whose first paint must not wait for a font round trip
 * (docs/performance.md), but from the next page on: both faces are declared in every head, but no
 * text uses them (so nothing fetches them) until <html> has the class `brand-font`. The first page
 * is drawn in the metric-matched fallback; once it has hydrated, the app fetches the font and sets
 * the class as the visitor follows a link (brand-font-next-page.ts). A page loaded afresh from
 * another page of the site sets it in its head, before its first paint (BRAND_FONT_PART).
 *
 * font-display: optional: the font is used when it is there for the first paint, and otherwise not
 * at all on that page, so nothing re-flows. The fallback is Arial (or Liberation Sans) scaled to
 * Manrope's metrics, so a page drawn in it keeps Manrope's line breaks and heights.
 */

import { BRAND_FONT_CLASS, BRAND_FONT_FAMILY } from "./brand-font-next-page";

export { BRAND_FONT_FAMILY };

/** The installed @fontsource-variable/manrope's version, in the files' URLs (a test checks it against package.json's). */
export const BRAND_FONT_VERSION = "5.3.0";

interface FontFile {
  /** The file in the package (files/…). */
  source: string;
  /** Where the build puts it. */
  url: string;
  unicodeRange: string;
}

const file = (subset: string, unicodeRange: string): FontFile => ({
  source: `files/manrope-${subset}-wght-normal.woff2`,
  url: `/fonts/manrope-${subset}-wght-${BRAND_FONT_VERSION}.woff2`,
  unicodeRange,
});

/** The fontsource subsets the site uses, with their unicode ranges (from the package's index.css). */
export const BRAND_FONT_FILES: readonly FontFile[] = [
  file(
    "latin",
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  ),
  file(
    "latin-ext",
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  ),
];

/**
 * Manrope's metrics over Arial's, from @capsizecss/metrics (Manrope: unitsPerEm 2000, ascent
 * 2132, descent -600, lineGap 0, xWidthAvg 920; Arial: unitsPerEm 2048, xWidthAvg 913):
 * size-adjust = (920/2000)/(913/2048), each override = metric/unitsPerEm/size-adjust.
 */
const FALLBACK_METRICS = { sizeAdjust: "103.19%", ascentOverride: "103.31%", descentOverride: "29.07%", lineGapOverride: "0%" };

/** The faces declared in the head of every page: the brand faces and the metric-matched fallback. */
export const BRAND_FONT_CSS = [
  ...BRAND_FONT_FILES.map(
    ({ url, unicodeRange }) =>
      `@font-face{font-family:"${BRAND_FONT_FAMILY}";font-style:normal;font-weight:200 800;font-display:optional;src:url(${url}) format("woff2");unicode-range:${unicodeRange}}`,
  ),
  // A regular and a true bold: a page drawn in the fallback (the first of a visit) keeps the
  // headings' and buttons' weight instead of a faint synthetic bold.
  ...[
    ["200 500", 'local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans")'],
    ["600 800", 'local("Arial Bold"),local("Arial-BoldMT"),local("Liberation Sans Bold"),local("LiberationSans-Bold")'],
  ].map(
    ([weight, src]) =>
      `@font-face{font-family:"${BRAND_FONT_FAMILY} Fallback";font-weight:${weight};src:${src};` +
      `size-adjust:${FALLBACK_METRICS.sizeAdjust};ascent-override:${FALLBACK_METRICS.ascentOverride};` +
      `descent-override:${FALLBACK_METRICS.descentOverride};line-gap-override:${FALLBACK_METRICS.lineGapOverride}}`,
  ),
].join("");

/**
 * Part of the head's early script: on a page opened from another page of the site, the text is
 * drawn in the brand face from the first paint (its file is in the cache by then, or arrives as it
 * would have with a preload). Any other page loaded afresh is the first of a visit: the fallback.
 */
export const BRAND_FONT_PART = `document.referrer.indexOf(location.origin+"/")||document.documentElement.classList.add("${BRAND_FONT_CLASS}");`;
