import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { storeConsent, type CookieConsent } from "../../analytics/consent";
import { COOKIE_DUE_ATTRIBUTE } from "../../head/cookie-settings";
import { applyConsent, startAnalyticsIfConsented } from "../../analytics/plausible";
import { useSiteMetadata } from "../../hooks/use-site-metadata";

/**
 * The cookie choice shared by the banner and the footer's "Cookie settings": whether the banner
 * is open, the choice itself, and the visit counter it allows (when the build has one).
 */
interface CookieConsentValue {
  /**
   * Opened by "Cookie settings". The banner's first showing needs no state: the page's CSS shows it
   * 1.5 s after load while <html> carries COOKIE_DUE_ATTRIBUTE (src/head/cookie-settings.ts).
   */
  bannerOpen: boolean;
  /** "Cookie settings": shows the banner and moves focus into it; focus goes back to `opener` when it closes. */
  openBanner: (opener: HTMLElement | null) => void;
  /** The close button: hides the banner and stores nothing. */
  closeBanner: () => void;
  /** Accept All / Accept Necessary Only: stores the choice, applies it to the counter at once, hides the banner. */
  choose: (value: CookieConsent) => void;
}

const CookieConsentContext = createContext<CookieConsentValue | null>(null);

export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const { analytics } = useSiteMetadata();
  const [bannerOpen, setBannerOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  // Later visits: the counter runs only while the stored choice is "all".
  useEffect(() => {
    startAnalyticsIfConsented(analytics);
  }, [analytics]);

  const openBanner = useCallback((from: HTMLElement | null) => {
    opener.current = from;
    setBannerOpen(true);
  }, []);
  const closeBanner = useCallback(() => {
    // Answered for this page and the pages opened from it; the next visit asks again unless a choice was stored.
    document.documentElement.removeAttribute(COOKIE_DUE_ATTRIBUTE);
    setBannerOpen(false);
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, []);
  const choose = useCallback(
    (choice: CookieConsent) => {
      storeConsent(choice);
      applyConsent(choice, analytics);
      closeBanner();
    },
    [analytics, closeBanner],
  );

  const value = useMemo<CookieConsentValue>(
    () => ({ bannerOpen, openBanner, closeBanner, choose }),
    [bannerOpen, openBanner, closeBanner, choose],
  );
  return <CookieConsentContext.Provider value={value}>{children}</CookieConsentContext.Provider>;
}

export function useCookieConsent(): CookieConsentValue {
  const value = useContext(CookieConsentContext);
  if (!value) throw new Error("the cookie consent hook must be used within the cookie consent provider");
  return value;
}
