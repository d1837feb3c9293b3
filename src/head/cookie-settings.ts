import { COOKIE_CONSENT_KEY } from "../analytics/consent";

/**
 * The cookie banner is in every page's HTML, hidden. With no choice stored, the head's early script
 * marks <html> with COOKIE_DUE_ATTRIBUTE, and the banner's CSS shows it 1.5 s after the page started
 * loading (cookie-banner.module.css): at its first frame, the script sets the banner's animation to
 * keep time from the navigation's start rather than from that frame, which comes later and varies
 * with the phone. So the banner keeps the spec's time whether or not the app has started. A choice
 * or the close button removes the mark (cookie-banner.tsx): the banner stays away on this page and
 * the pages opened from it, and comes back next visit unless a choice was stored.
 */
export const COOKIE_DUE_ATTRIBUTE = "data-cookie-due";

export const COOKIE_DUE_PART =
  `(function(r){var c;try{c=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})}catch(e){}` +
  `c||(r.setAttribute("${COOKIE_DUE_ATTRIBUTE}",""),requestAnimationFrame(function(){` +
  `document.querySelectorAll("[data-cookie-banner]").forEach(function(b){b.getAnimations&&b.getAnimations().forEach(function(a){a.startTime=0})})}))})` +
  `(document.documentElement);`;
