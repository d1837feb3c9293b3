import { SUBMISSION_ID_FIELD } from "../contact/submission-id";
import { LANGUAGE_STORAGE_KEY } from "../i18n/languages";

/**
 * The one inline script in the head of every page: what must work before the app's scripts arrive
 * (they load after the first paint, later still on a page with a typed hero or a slow phone), and
 * goes on working after. The same text on every page, so the CSP lists one hash for it.
 */

/** Marks the language switch: `<a href hreflang data-language-switch>`. */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** Set on a counter (`[data-count]`) once it has been 10% in view, whether or not the app has started. */
export const COUNTER_SEEN_ATTRIBUTE = "data-count-seen";

/**
 * A form with a `submissionId` field, sent before the form's handler is hydrated: the empty field
 * gets a new id (32 hex digits, src/contact/submission-id.ts) just before the browser sends it.
 */
export const SUBMISSION_ID_PART =
  `document.addEventListener("submit",function(e){var f=e.target.elements,i=f&&f.${SUBMISSION_ID_FIELD};` +
  `if(!i||i.value)return;var b=new Uint8Array(16);crypto.getRandomValues(b);` +
  `i.value=Array.prototype.map.call(b,function(x){return(x+256).toString(16).slice(1)}).join("")},true);`;

/**
 * A click on the language switch stores the language it leads to, and takes the page's #hash
 * along (the other page drops it if it has no such element; see useHashScroll). The app's own
 * handler does the same for client-side navigation.
 */
export const LANGUAGE_SWITCH_PART =
  `document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[${LANGUAGE_SWITCH_ATTRIBUTE}]");` +
  `if(!a)return;try{localStorage.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},a.getAttribute("hreflang"))}catch(x){}` +
  `var h=a.getAttribute("href");if(location.hash&&h.indexOf("#")<0)a.setAttribute("href",h+location.hash)},true);`;

/**
 * Counters seen before the app starts are marked, so that the app counts those still in view and
 * shows the final value of those the visitor has already scrolled past, instead of a 0.
 */
export const COUNTER_SEEN_PART =
  `if(window.IntersectionObserver)document.addEventListener("DOMContentLoaded",function(){` +
  `var o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("${COUNTER_SEEN_ATTRIBUTE}","");o.unobserve(e.target)}})},{threshold:0.1});` +
  `document.querySelectorAll("[data-count]").forEach(function(c){o.observe(c)})});`;

export const EARLY_SCRIPT = SUBMISSION_ID_PART + LANGUAGE_SWITCH_PART + COUNTER_SEEN_PART;
