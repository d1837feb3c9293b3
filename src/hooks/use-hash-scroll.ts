import { useEffect } from "react";

export const HASH_SCROLL_DELAY_MS = 100;

/** The element id a URL asks to scroll to: ?scrollTo=id wins over #id. */
export function scrollTargetOf(search: string, hash: string): { id: string; fromQuery: boolean } | null {
  const fromQuery = new URLSearchParams(search).get("scrollTo");
  if (fromQuery) return { id: fromQuery, fromQuery: true };
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return id ? { id, fromQuery: false } : null;
}

/** The URL without ?scrollTo and without a hash, other query parameters kept. */
export function plainUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("scrollTo");
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

/** The URL with ?scrollTo=id replaced by #id, other query parameters kept. */
export function hashUrl(pathname: string, search: string, id: string): string {
  return `${plainUrl(pathname, search)}#${encodeURIComponent(id)}`;
}

/**
 * Scrolls smoothly to the URL's target (#id or ?scrollTo=id) 100 ms after each navigation; drops
 * the hash from the URL when the page has no element with that id.
 */
export function useHashScroll(pathname: string, search: string, hash: string): void {
  useEffect(() => {
    const target = scrollTargetOf(search, hash);
    if (!target) return undefined;
    if (target.fromQuery) window.history.replaceState(window.history.state, "", hashUrl(pathname, search, target.id));
    const timer = window.setTimeout(() => {
      const element = document.getElementById(target.id);
      // A hash this page has no element for (the language switch takes the hash along) is dropped.
      if (!element) {
        window.history.replaceState(window.history.state, "", plainUrl(pathname, search));
        return;
      }
      const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, hash]);
}
