import type { GatsbySSR } from "gatsby";
import { PageShell } from "./src/components/layout/page-shell";
import { notFoundBootScript } from "./src/i18n/not-found-boot";
import type { PageContext } from "./src/i18n/page-context";

export const wrapPageElement: GatsbySSR<object, PageContext>["wrapPageElement"] = ({ element, props }) => (
  <PageShell pageContext={props.pageContext} location={props.location}>
    {element}
  </PageShell>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  if (pathname === "/404/" || pathname === "/404.html") {
    setHeadComponents([<script key="not-found-boot" dangerouslySetInnerHTML={{ __html: notFoundBootScript() }} />]);
  }
};
