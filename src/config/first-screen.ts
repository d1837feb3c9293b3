/**
 * A page whose first screen is still being revealed by CSS after its first paint (a typed hero,
 * whose description and buttons show 1.2 s after the page's start) says until when, in
 * milliseconds from the page's start, with this attribute. The script loader
 * (src/node/hosting/scripts-after-first-paint.ts) adds the app's scripts only once that reveal has been
 * painted, so that fetching and evaluating them never delays it.
 */
export const SCRIPTS_AFTER_ATTRIBUTE = "data-scripts-after";
