import { useEffect, useState } from "react";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import { CloseIcon } from "../ui/icons";
import { RouteLink } from "../ui/route-link";
import * as styles from "./cookie-banner.module.css";

export const COOKIE_CONSENT_KEY = "cookieConsent";
export const COOKIE_BANNER_DELAY_MS = 1500;
export type CookieConsent = "all" | "necessary";

function readConsent(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

function storeConsent(value: CookieConsent): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    /* without storage the choice lasts for this visit only */
  }
}

/** Appears 1.5 s after load when no choice is stored; closing without choosing asks again next visit. */
export function CookieBanner() {
  const t = useLayoutStrings();
  const { lang } = useLanguage();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readConsent()) return undefined;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  const choose = (value: CookieConsent) => {
    storeConsent(value);
    setVisible(false);
  };
  const titleId = `cookie-title-${lang}`;
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="cookie-banner">
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
      <button type="button" className={styles.close} aria-label={t.cookieBanner.close} onClick={() => setVisible(false)}>
        <CloseIcon />
      </button>
    </section>
  );
}
