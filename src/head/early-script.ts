import { SUBMISSION_ID_FIELD } from "../contact/submission-id";
import { BRAND_FONT_PART } from "./brand-font";
import { COOKIE_DUE_PART } from "./cookie-settings";
import { LANGUAGE_STORAGE_KEY, LANGUAGE_SWITCH_ATTRIBUTE } from "../i18n/languages";

/**
 * The one inline script in the head of every page: what must work before the app's scripts arrive,
 * and goes on working after. The same text on every page, so the CSP lists one hash for it. Kept
 * small: every first visit pays for it.
 */

/**
 * A form with a `submissionId` field: as it is submitted, by the browser or by the app's handler,
 * an empty field gets a new id (a UUID without its dashes) where the browser makes UUIDs (https and
 * localhost); elsewhere the message goes without one, as the endpoint allows.
 */
export const SUBMISSION_ID_PART =
  `document.addEventListener("submit",function(e){var i=e.target.elements.${SUBMISSION_ID_FIELD};` +
  `i&&!i.value&&crypto.randomUUID&&(i.value=crypto.randomUUID().replace(/-/g,""))},!0);`;

/**
 * A click on the language switch (a plain link, header.tsx) stores the language it leads to, and
 * takes the page's #hash along (the other page drops it if it has no such element; see
 * useHashScroll), before the app and after.
 */
export const LANGUAGE_SWITCH_PART =
  `document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[${LANGUAGE_SWITCH_ATTRIBUTE}]"),h;` +
  `if(a){try{localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},a.hreflang)}catch(x){}` +
  `h=a.getAttribute("href");location.hash&&h.indexOf("#")<0&&a.setAttribute("href",h+location.hash)}},!0);`;

export const EARLY_SCRIPT = COOKIE_DUE_PART + SUBMISSION_ID_PART + LANGUAGE_SWITCH_PART + BRAND_FONT_PART;
