import { navigate } from "gatsby";
import { useEffect, type RefObject } from "react";

/**
 * Markup React does not render (a post's body, markup kept from the server: ServerMarkup): a plain
 * click on a link in `ref`'s element to a page of the site goes there without a reload.
 */
export function useInSiteLinks(ref: RefObject<HTMLElement>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const follow = (event: MouseEvent) => {
      const to = inSitePath(event, window.location);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    element.addEventListener("click", follow);
    return () => element.removeEventListener("click", follow);
  }, [ref]);
}

/**
 * The path a click goes to when it is a plain click on a link to another page of this site (a
 * path ending in "/", as every page's does), else null: a modified or middle click, a link that
 * opens elsewhere or downloads, another site, a file such as a feed, or a jump within the page
 * are the browser's to follow.
 */
export function inSitePath(event: MouseEvent, here: Pick<Location, "origin" | "pathname">): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, here.origin);
  if (url.origin !== here.origin || !url.pathname.endsWith("/")) return null;
  if (url.pathname === here.pathname && url.hash !== "") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
