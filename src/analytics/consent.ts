/**
 * The visitor's cookie choice (localStorage key cookieConsent, values all or necessary),
 * kept in localStorage. Storage may be unavailable (private modes, blocked site data): then
 * nothing is read and a choice lasts for the page's lifetime only.
 */
export const COOKIE_CONSENT_KEY = "cookieConsent";
export type CookieConsent = "all" | "necessary";

/** The stored choice as it is (any stored value means the visitor has answered), or null. */
export function readConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

export function storeConsent(value: CookieConsent): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    /* without storage the choice lasts for this visit only */
  }
}
