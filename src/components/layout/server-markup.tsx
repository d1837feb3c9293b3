import { createElement, useEffect, useRef, useState, type ReactNode } from "react";

/** Whether the app is hydrating the first page's server HTML (mountRoot), until HydrationEnd commits. */
let hydrating = false;
const isHydrating = () => hydrating;

/** mountRoot's word that the app hydrates the server HTML now. */
export function startHydration(): void {
  hydrating = true;
}

/** Rendered after the page by mountRoot: its effect runs once the whole hydration has been committed. */
export function HydrationEnd(): null {
  useEffect(() => {
    hydrating = false;
  }, []);
  return null;
}

/**
 * Content that never changes once the server has rendered it (text, pictures, links): at the first
 * page's hydration React adopts the server's markup as it is instead of hydrating it, so none of
 * its components runs in the browser. After a client-side navigation, and on the server, it is
 * rendered as usual. Nothing in it may need the app: no state, effect or event handler (its links
 * are plain anchors, followed by followInSiteLinks). If the app ever renders the page afresh
 * instead of hydrating it (after a hydration error), the content is rendered then.
 */
export function ServerMarkup({
  as = "div",
  children,
  ...attributes
}: {
  as?: "div" | "header" | "footer" | "h1";
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [adopted, setAdopted] = useState(isHydrating);
  useEffect(() => {
    if (adopted && ref.current?.childNodes.length === 0) setAdopted(false);
  }, [adopted]);
  // The same element in both cases: React keeps the server's children under an empty innerHTML
  // while hydrating (it neither compares nor removes them), and never sets it again.
  return adopted
    ? createElement(as, { ...attributes, ref, dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true })
    : createElement(as, { ...attributes, ref }, children);
}
