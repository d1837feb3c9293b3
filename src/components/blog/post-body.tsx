import { useRef } from "react";
import { useInSiteLinks } from "../../hooks/use-in-site-links";
import * as styles from "./post-body.module.css";

/**
 * A post's body as the build rendered it (src/node/blog/post-body.ts). Its links are plain <a>: a
 * click on one to a page of the site goes there the way Gatsby's Link does, without a reload.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useInSiteLinks(ref);
  return <div ref={ref} className={`${styles.body} ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
