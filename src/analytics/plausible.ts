import { readConsent, type CookieConsent } from "./consent";

/**
 * The visit counter in the browser: Plausible's classic tag, added only with the visitor's "all".
 * Nothing here runs when the build has no analytics settings (config null): no script, no
 * storage, no request.
 */

/** What the page needs of src/config/analytics.ts (siteMetadata.analytics). */
export interface AnalyticsConfig {
  scriptUrl: string;
  domain: string;
}

/**
 * Plausible's documented opt-out (plausible.io/docs/excluding-localstorage): while it is "true",
 * its script sends no event, and it checks before every one, so a script already running stops
 * at once, in every tab of the site, client-side navigations included.
 */
export const PLAUSIBLE_IGNORE_KEY = "plausible_ignore";
/** Marks the one script tag a page may have. */
export const PLAUSIBLE_SCRIPT_ID = "plausible-analytics";

/**
 * Adds `<script defer data-domain="…" src="…">` once per page load; the script then counts the
 * page and every client-side navigation (history.pushState) itself. Returns whether it added it.
 */
export function loadPlausible(config: AnalyticsConfig): boolean {
  if (document.getElementById(PLAUSIBLE_SCRIPT_ID)) return false;
  const script = document.createElement("script");
  script.id = PLAUSIBLE_SCRIPT_ID;
  script.defer = true;
  script.setAttribute("data-domain", config.domain);
  script.src = config.scriptUrl;
  document.head.appendChild(script);
  return true;
}

function setIgnored(ignored: boolean): void {
  try {
    if (ignored) window.localStorage.setItem(PLAUSIBLE_IGNORE_KEY, "true");
    else window.localStorage.removeItem(PLAUSIBLE_IGNORE_KEY);
  } catch {
    /* storage blocked: no choice outlives the page, and Plausible's script cannot read the flag either */
  }
}

/**
 * A choice made in the banner, applied at once: "all" lifts the opt-out and loads the script (if
 * this page has not yet); "necessary" sets the opt-out, which silences a script already loaded.
 */
export function applyConsent(consent: CookieConsent, config: AnalyticsConfig | null): void {
  if (!config) return;
  if (consent === "all") {
    setIgnored(false);
    loadPlausible(config);
  } else {
    setIgnored(true);
  }
}

/** On every page load: the script is loaded only while the stored choice is "all". */
export function startAnalyticsIfConsented(config: AnalyticsConfig | null): boolean {
  return config !== null && readConsent() === "all" && loadPlausible(config);
}
