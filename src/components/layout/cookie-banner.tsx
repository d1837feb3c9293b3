import { useEffect, useRef } from "react";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import { CloseIcon } from "../ui/icons";
import { RouteLink } from "../ui/route-link";
import { useCookieConsent } from "./cookie-consent";
import * as styles from "./cookie-banner.module.css";

/**
 * In every page's HTML and hidden: its CSS shows it 1.5 s after the page starts loading when no
 * choice is stored (src/head/cookie-settings.ts), whether or not the app has started, and the
 * footer's "Cookie settings" opens it at any time, with the focus in it, to change or withdraw the
 * choice. First in the page's tab order after the skip link, so a keyboard reaches it at once.
 */
export function CookieBanner() {
  const t = useLayoutStrings();
  const { lang } = useLanguage();
  const { bannerOpen, closeBanner, choose } = useCookieConsent();
  const section = useRef<HTMLElement>(null);

  // Opened from the footer: keyboard and screen-reader users land on the banner, not behind it.
  useEffect(() => {
    if (bannerOpen) section.current?.focus();
  }, [bannerOpen]);

  const titleId = `cookie-title-${lang}`;
  return (
    // data-cookie-banner: while it may be up, the page keeps focused controls clear of it (global.css).
    <section
      ref={section}
      tabIndex={-1}
      className={styles.banner}
      aria-labelledby={titleId}
      data-cookie-banner
      data-open={bannerOpen || undefined}
      data-testid="cookie-banner"
    >
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
