import { navigate } from "gatsby";
import { useEffect, useRef } from "react";
import * as styles from "./post-body.module.css";

/**
 * A post's body as the build rendered it (src/node/blog/post-body.ts). Its links are plain <a>: a
 * click on one to a page of the site goes there the way Gatsby's Link does, without a reload.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = ref.current;
    if (!body) return undefined;
    const follow = (event: MouseEvent) => {
      const to = inSitePath(event, window.location);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    body.addEventListener("click", follow);
    return () => body.removeEventListener("click", follow);
  }, []);
  return <div ref={ref} className={`${styles.body} ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
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
