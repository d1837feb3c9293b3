import { COOKIE_CONSENT_KEY } from "../analytics/consent";
import { BEFORE_APP } from "./before-app";

/**
 * The cookie banner is in every page's HTML, hidden. With no choice stored, the head's early script
 * marks <html> with COOKIE_DUE_ATTRIBUTE, and the banner's CSS shows it 1.5 s after the page started
 * loading (cookie-banner.module.css): at its first frame, the script sets the banner's animation to
 * keep time from the navigation's start rather than from that frame, which comes later and varies
 * with the phone. So the banner keeps the spec's time whether or not the app has started. A choice
 * or the close button removes the mark (cookie-consent.tsx): the banner stays away on this page and
 * the pages opened from it, and comes back next visit unless a choice was stored.
 */
export const COOKIE_DUE_ATTRIBUTE = "data-cookie-due";

export const COOKIE_DUE_PART =
  `(function(r){var c;try{c=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})}catch(e){}` +
  `c||(r.setAttribute("${COOKIE_DUE_ATTRIBUTE}",""),requestAnimationFrame(function(){` +
  `document.querySelectorAll("[data-cookie-banner]").forEach(function(b){b.getAnimations&&b.getAnimations().forEach(function(a){a.startTime=0})})}))})` +
  `(document.documentElement);`;

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
