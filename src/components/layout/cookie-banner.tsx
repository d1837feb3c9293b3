import { useEffect, useRef } from "react";
import { readConsent } from "../../analytics/consent";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import { CloseIcon } from "../ui/icons";
import { RouteLink } from "../ui/route-link";
import { useCookieConsent } from "./cookie-consent";
import * as styles from "./cookie-banner.module.css";

export const COOKIE_BANNER_DELAY_MS = 1500;
const BANNER_HEIGHT_PROPERTY = "--cookie-banner-height";

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

  // While it is up, the page keeps what has the focus clear of it: the browser scrolls a focused
  // control above the banner's height (scroll-padding-bottom in global.css).
  useEffect(() => {
    const banner = section.current;
    if (!bannerOpen || !banner) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${Math.ceil(banner.getBoundingClientRect().height) + 16}px`);
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : undefined;
    observer?.observe(banner);
    measure();
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [bannerOpen]);

  if (!bannerOpen) return null;
  const titleId = `cookie-title-${lang}`;
  return (
    <section ref={section} tabIndex={-1} className={styles.banner} aria-labelledby={titleId} data-testid="cookie-banner">
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
