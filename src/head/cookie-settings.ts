import { BEFORE_APP } from "./before-app";

/**
 * The footer's "Cookie settings" from the first paint. The banner it opens is the app's (it shows
 * the choice and stores it), so until the app starts a click on the button only marks it asked for:
 * the head's early script sets COOKIE_SETTINGS_ATTRIBUTE to COOKIE_SETTINGS_ASKED. The footer opens
 * the banner, with the focus in it, as soon as the app has started.
 */
export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings";

/** The attribute's value once the button was clicked before the app (the app renders it empty). */
export const COOKIE_SETTINGS_ASKED = "asked";

export const COOKIE_SETTINGS_PART =
  `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button[${COOKIE_SETTINGS_ATTRIBUTE}]");` +
  `b&&${BEFORE_APP}&&b.setAttribute("${COOKIE_SETTINGS_ATTRIBUTE}","${COOKIE_SETTINGS_ASKED}")},!0);`;
