import { useEffect, useRef } from "react";
import { readConsent } from "../../analytics/consent";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import { CloseIcon } from "../ui/icons";
import { RouteLink } from "../ui/route-link";
import { useCookieConsent } from "./cookie-consent";
import * as styles from "./cookie-banner.module.css";

export const COOKIE_BANNER_DELAY_MS = 1500;

/**
 * Appears 1.5 s after load when no choice is stored; closing without choosing asks again next
 * visit. The footer's "Cookie settings" opens it at any time, to change or withdraw the choice.
 */
export function CookieBanner() {
  const t = useLayoutStrings();
  const { lang } = useLanguage();
  const { bannerOpen, focusBanner, showBannerOnce, closeBanner, choose } = useCookieConsent();
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    if (readConsent()) return undefined;
    const timer = window.setTimeout(showBannerOnce, COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [showBannerOnce]);

  // Opened from the footer: keyboard and screen-reader users land on the banner, not behind it.
  useEffect(() => {
    if (bannerOpen && focusBanner) section.current?.focus();
  }, [bannerOpen, focusBanner]);

  if (!bannerOpen) return null;
  const titleId = `cookie-title-${lang}`;
  return (
    // data-cookie-banner: while it is up, the page keeps focused controls clear of it (global.css).
    <section ref={section} tabIndex={-1} className={styles.banner} aria-labelledby={titleId} data-cookie-banner data-testid="cookie-banner">
      <div>
        <h2 id={titleId} className={styles.title}>
          {t.cookieBanner.title}
        </h2>
        <p className={styles.text}>
          {t.cookieBanner.text} <RouteLink route="privacy">{t.cookieBanner.privacyLink}</RouteLink>
        </p>
      </div>
      <div className={styles.buttons}>
        <button type="button" className={styles.primary} onClick={() => choose("all")}>
          {t.cookieBanner.acceptAll}
        </button>
        <button type="button" className={styles.secondary} onClick={() => choose("necessary")}>
          {t.cookieBanner.acceptNecessary}
        </button>
      </div>
      <button type="button" className={styles.close} aria-label={t.cookieBanner.close} onClick={closeBanner}>
        <CloseIcon />
      </button>
    </section>
  );
}
