import { createElement, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import { useInSiteLinks } from "../../hooks/use-in-site-links";

/** Whether the app is hydrating the first page's server HTML (mountRoot), until HydrationEnd commits. */
let hydrating = false;
const isHydrating = () => hydrating;

/** mountRoot's word that the app hydrates the server HTML now. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * The page as mountRoot hydrates it: its effect, a parent's, runs once the whole hydration has been
 * committed. A wrapper, not a sibling after the page: a sibling would make the client's tree differ
 * from the server's, and every useId with it.
 */
export function HydrationEnd({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrating = false;
  }, []);
  return children;
}

/**
 * Content that never changes once the server has rendered it (text, pictures, links): at the first
 * page's hydration React adopts the server's markup as it is instead of hydrating it, so none of
 * its components runs in the browser. After a client-side navigation, and on the server, it is
 * rendered as usual. Nothing in it may need the app: no state, effect or event handler; its links
 * to pages of the site are followed without a reload (useInSiteLinks), but not prefetched as a
 * Gatsby Link would. If the app ever renders the page afresh instead of hydrating it (after a
 * hydration error), the content is rendered then.
 */
export function ServerMarkup({
  as = "div",
  children,
  ...attributes
}: Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  as?: "div" | "dl" | "header" | "footer" | "h1";
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [adopted, setAdopted] = useState(isHydrating);
  useInSiteLinks(ref);
  useEffect(() => {
    if (adopted && ref.current?.childNodes.length === 0) setAdopted(false);
  }, [adopted]);
  // The same element in both cases: React keeps the server's children under an empty innerHTML
  // while hydrating (it neither compares nor removes them), and never sets it again.
  return adopted
    ? createElement(as, { ...attributes, ref, dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true })
    : createElement(as, { ...attributes, ref }, children);
}
