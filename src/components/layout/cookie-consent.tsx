import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { storeConsent, type CookieConsent } from "../../analytics/consent";
import { applyConsent, startAnalyticsIfConsented } from "../../analytics/plausible";
import { useSiteMetadata } from "../../hooks/use-site-metadata";

/**
 * The cookie choice shared by the banner and the footer's "Cookie settings": whether the banner
 * is open, the choice itself, and the visit counter it allows (when the build has one).
 */
interface CookieConsentValue {
  bannerOpen: boolean;
  /** Whether the banner should take focus when it opens (it was asked for, not shown by its timer). */
  focusBanner: boolean;
  /** The banner's own timer: shows it once per page, without moving focus, unless it was already shown. */
  showBannerOnce: () => void;
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
  const [focusBanner, setFocusBanner] = useState(false);
  const shown = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  // Later visits: the counter runs only while the stored choice is "all".
  useEffect(() => {
    startAnalyticsIfConsented(analytics);
  }, [analytics]);

  // Stable callbacks: the banner's timer effect depends on showBannerOnce and must not restart.
  const showBannerOnce = useCallback(() => {
    if (shown.current) return;
    shown.current = true;
    setBannerOpen(true);
  }, []);
  const openBanner = useCallback((from: HTMLElement | null) => {
    shown.current = true;
    opener.current = from;
    setBannerOpen(true);
    setFocusBanner(true);
  }, []);
  const closeBanner = useCallback(() => {
    setBannerOpen(false);
    setFocusBanner(false);
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
    () => ({ bannerOpen, focusBanner, showBannerOnce, openBanner, closeBanner, choose }),
    [bannerOpen, focusBanner, showBannerOnce, openBanner, closeBanner, choose],
  );
  return <CookieConsentContext.Provider value={value}>{children}</CookieConsentContext.Provider>;
}

export function useCookieConsent(): CookieConsentValue {
  const value = useContext(CookieConsentContext);
  if (!value) throw new Error("the cookie consent hook must be used within the cookie consent provider");
  return value;
}
