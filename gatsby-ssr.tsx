import type { GatsbySSR } from "gatsby";
import { PageShell } from "./src/components/layout/page-shell";
import { defaultLang } from "./src/i18n/languages";
import { notFoundBootScript } from "./src/i18n/not-found-boot";
import { pathLang } from "./src/i18n/paths";
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
  <meta key="theme-color" name="theme-color" content="#0b1f2e" />,
];

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const notFound = pathname === "/404/" || pathname === "/404.html";
  setHeadComponents([
    ...siteIcons,
    // No first paint before <main> starts, i.e. before the whole header is parsed: a paint of a
    // half-parsed header (its right-aligned nav still growing as its links arrive) was a layout
    // shift. Browsers without render-blocking "expect" links ignore it.
    <link key="expect-main" rel="expect" href={`#main-${pathLang(pathname) ?? defaultLang}`} blocking="render" />,
    ...(notFound ? [<script key="not-found-boot" dangerouslySetInnerHTML={{ __html: notFoundBootScript() }} />] : []),
  ]);
};
