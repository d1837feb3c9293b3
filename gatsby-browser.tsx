import type { GatsbyBrowser } from "gatsby";
import { mountRoot } from "./src/components/layout/mount-root";
import { PageShell } from "./src/components/layout/page-shell";
import { declareFetchedBrandFont, fetchBrandFontForNextPage } from "./src/head/brand-font-next-page";
import type { PageContext } from "./src/i18n/page-context";
import "./src/styles/global.css";

export const wrapPageElement: GatsbyBrowser<object, PageContext>["wrapPageElement"] = ({ element, props }) => (
  <PageShell pageContext={props.pageContext} location={props.location}>
    {element}
  </PageShell>
);

/** Gatsby's typings describe the legacy ReactDOM.render signature, hence the explicit one of mountRoot. */
export const replaceHydrateFunction = () => mountRoot;

/** The brand font: fetched after the first page, used from the next (src/head/brand-font.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => fetchBrandFontForNextPage();

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) declareFetchedBrandFont();
};
