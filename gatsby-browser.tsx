import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { PageShell } from "./src/components/layout/page-shell";
import type { PageContext } from "./src/i18n/page-context";
import "./src/styles/global.css";

export const wrapPageElement: GatsbyBrowser<object, PageContext>["wrapPageElement"] = ({ element, props }) => (
  <PageShell pageContext={props.pageContext} location={props.location}>
    {element}
  </PageShell>
);

/**
 * Hydration as a transition: React then works in slices of a few milliseconds and yields to the
 * browser between them, instead of one long task that blocks input (TBT) on a slow phone. The page
 * is already complete in its HTML, so nothing waits for hydration to be seen. (Gatsby's typings
 * describe the legacy ReactDOM.render signature, hence the explicit one here.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
