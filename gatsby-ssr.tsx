import type { GatsbySSR } from "gatsby";
import { PageShell } from "./src/components/layout/page-shell";
import { brandColors } from "./src/config/site";
import { BRAND_FONT_CSS } from "./src/head/brand-font";
import { EARLY_SCRIPT } from "./src/head/early-script";
import { appStylesheetFirst } from "./src/head/stylesheet-order";
import { defaultLang, langs } from "./src/i18n/languages";
import { notFoundBootScript, notFoundLanguageCss } from "./src/i18n/not-found-boot";
import { isNotFoundPath, pathLang } from "./src/i18n/paths";
import type { PageContext } from "./src/i18n/page-context";

export const wrapPageElement: GatsbySSR<object, PageContext>["wrapPageElement"] = ({ element, props }) => (
  <PageShell pageContext={props.pageContext} location={props.location}>
    {element}
  </PageShell>
);

/** Icons and manifest are the same on every page, so they live here rather than in Seo. */
const siteIcons = [
  <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  <link key="icon-png" rel="icon" href="/favicon.ico" sizes="32x32" />,
  <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
  <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
  <meta key="theme-color" name="theme-color" content={brandColors.ink} />,
];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const notFound = isNotFoundPath(pathname);
  setHeadComponents([
    // The brand faces and their metric-matched fallback (src/head/brand-font.ts).
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: BRAND_FONT_CSS }} />,
    ...siteIcons,
    // No first paint before the footer starts, i.e. before the header and the whole <main> are
    // parsed. Chrome unblocks an "expect" link as soon as its target is inserted, and the parser
    // yields to paint whenever it has run long (often on a busy CPU): a paint of a half-parsed
    // header grew its nav on the next frame, and a paint of a half-parsed <main> showed the header
    // alone, then the hero (a late largest paint), or a stat's label before its figure (a shift).
    // The not-found page holds every language, one after another: its last footer ends them all.
    // Browsers without render-blocking "expect" links ignore it.
    <link
      key="expect-footer"
      rel="expect"
      href={`#footer-${notFound ? langs[langs.length - 1] : (pathLang(pathname) ?? defaultLang)}`}
      blocking="render"
    />,
    ...(notFound
      ? [
          <style key="not-found-languages" dangerouslySetInnerHTML={{ __html: notFoundLanguageCss() }} />,
          <script key="not-found-boot" dangerouslySetInnerHTML={{ __html: notFoundBootScript() }} />,
        ]
      : []),
    // The same on every page (one CSP hash): what works before the app's scripts arrive.
    <script key="early" dangerouslySetInnerHTML={{ __html: EARLY_SCRIPT }} />,
  ]);
};

/**
 * gatsby-plugin-image's head parts (keys "gatsby-image-style…": a stylesheet, its noscript twin and
 * a module script) serve its <GatsbyImage> wrappers, which the site does not render: its pictures
 * are drawn from the same image data by src/components/ui/picture-markup.tsx. Left in, they cost
 * every page 394 bytes of brotli (the Spanish case study's HTML then outgrew a first round trip) and
 * the CSP a hash. tests/build/gatsby-output.test.ts fails if a page renders such a wrapper.
 */
const isImageWrapperHead = (node: unknown) => {
  const key = (node as { key?: unknown } | null)?.key;
  return typeof key === "string" && key.startsWith("gatsby-image-style");
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(appStylesheetFirst(getHeadComponents().filter((node) => !isImageWrapperHead(node))));
};
