import * as styles from "./post-body.module.css";

/**
 * A post's body as the build rendered it (src/node/blog/post-body.ts). Its links are plain <a>, as
 * every link of the site is: followInSiteLinks follows one to a page of the site without a reload.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return <div className={`${styles.body} ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
