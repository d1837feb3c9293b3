import { COOKIE_CONSENT_KEY } from "../analytics/consent";

/**
 * With no choice stored, the head's early script marks <html> with COOKIE_DUE_ATTRIBUTE, and the
 * banner's CSS shows it 1.5 s after the page started loading (cookie-banner.module.css): the script
 * sets the banner's animation to keep time from the navigation's start, not from its first frame,
 * which comes later and varies. A choice or the close button removes the mark (cookie-banner.tsx).
 */
export const COOKIE_DUE_ATTRIBUTE = "data-cookie-due";

export const COOKIE_DUE_PART =
  `(function(r){var c;try{c=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})}catch(e){}` +
  `c||(r.setAttribute("${COOKIE_DUE_ATTRIBUTE}",""),requestAnimationFrame(function(){` +
  `document.querySelectorAll("[data-cookie-banner]").forEach(function(b){b.getAnimations&&b.getAnimations().forEach(function(a){a.startTime=0})})}))})` +
  `(document.documentElement);`;
