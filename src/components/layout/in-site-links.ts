import { navigate, prefetchPathname } from "gatsby";

/**
 * The site's links are plain anchors (RouteLink, markup kept from the server, a post's body): one
 * listener on the document, set before the app starts (gatsby-browser.tsx), follows a plain click
 * on a link to another page of the site without a reload, and fetches that page's data when a
 * pointer or the focus reaches the link. Gatsby's Link does the same for each link with an
 * observer and eight components of its own; the header alone had 25 of them.
 */
export function followInSiteLinks(document: Document): () => void {
  const follow = (event: MouseEvent) => {
    const to = inSitePath(event, window.location);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };
  const prefetch = (event: Event) => {
    const to = linkedPath(event.target, window.location);
    if (to !== null) prefetchPathname(to.replace(/[?#].*$/, ""));
  };
  document.addEventListener("click", follow);
  document.addEventListener("pointerover", prefetch, { passive: true });
  document.addEventListener("focusin", prefetch);
  return () => {
    document.removeEventListener("click", follow);
    document.removeEventListener("pointerover", prefetch);
    document.removeEventListener("focusin", prefetch);
  };
}

/**
 * The path of the page of this site the link around `target` leads to (a path ending in "/", as
 * every page's does), else null: a link that opens elsewhere or downloads, another site, a file
 * such as a feed, a jump within the page, or a page in another language (`hreflang`: the language
 * switch loads it, so that the head's script stores the choice and the page starts in its
 * language) are the browser's to follow.
 */
export function linkedPath(target: EventTarget | null, here: Pick<Location, "origin" | "pathname">): string | null {
  const anchor = target instanceof Element ? target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("hreflang")) return null;
  if ((anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, here.origin);
  if (url.origin !== here.origin || !url.pathname.endsWith("/")) return null;
  if (url.pathname === here.pathname && url.hash !== "") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path a click goes to when it is a plain click on a link linkedPath follows, else null (modified and middle clicks are the browser's). */
export function inSitePath(event: MouseEvent, here: Pick<Location, "origin" | "pathname">): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return linkedPath(event.target, here);
}
