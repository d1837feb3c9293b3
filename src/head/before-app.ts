/**
 * What the page does before the app's scripts arrive, which on a slow phone is a second or more
 * after it is drawn: the head's early script answers the clicks the app would (its parts in this
 * folder). The app marks <html> with APP_STARTED_ATTRIBUTE just before it hydrates (mount-root.ts);
 * from then on its own handlers answer, and each component takes over what the visitor changed.
 */
export const APP_STARTED_ATTRIBUTE = "data-app-started";

/** The early script's test, in its own JavaScript, that the app has not started yet. */
export const BEFORE_APP = `!document.documentElement.hasAttribute("${APP_STARTED_ATTRIBUTE}")`;
