import { useEffect, useRef } from "react";
import { storeConsent, type CookieConsent } from "../../analytics/consent";
import { applyConsent, startAnalyticsIfConsented } from "../../analytics/plausible";
import { COOKIE_DUE_ATTRIBUTE } from "../../head/cookie-settings";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { useLanguage } from "../../i18n/language-context";
import { CloseIcon } from "../ui/icons";
import { RouteLink } from "../ui/route-link";
import * as styles from "./cookie-banner.module.css";

/** The banner's id, which the footer's "Cookie settings" names as its popover target. */
export const cookieBannerId = (lang: string) => `cookie-banner-${lang}`;

/**
 * In every page's HTML, hidden; its CSS shows it 1.5 s after the page starts loading when no choice
 * is stored (src/head/cookie-settings.ts). A popover, which the footer's "Cookie settings" shows
 * at any time to change or withdraw the choice. First in the tab order after the skip link.
 */
export function CookieBanner() {
  const t = useLayoutStrings();
  const { lang } = useLanguage();
  const { analytics } = useSiteMetadata();
  const section = useRef<HTMLElement>(null);
  const id = cookieBannerId(lang);

  // Later visits: the counter runs only while the stored choice is "all".
  useEffect(() => {
    startAnalyticsIfConsented(analytics);
  }, [analytics]);

  // Opened from the footer: keyboard and screen-reader users land on the banner, not behind it.
  useEffect(() => {
    const banner = section.current;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") banner?.focus();
    };
    banner?.addEventListener("toggle", onToggle);
    return () => banner?.removeEventListener("toggle", onToggle);
  }, []);

  /** Answered for this page and the pages opened from it; the next visit asks again unless a choice was stored. */
  const close = () => {
    document.documentElement.removeAttribute(COOKIE_DUE_ATTRIBUTE);
    const banner = section.current;
    // Without popovers (an old browser, jsdom) the footer cannot have opened it.
    if (typeof banner?.hidePopover !== "function" || !banner.matches(":popover-open")) return;
    const hadFocus = banner.contains(document.activeElement);
    banner.hidePopover();
    if (hadFocus) document.querySelector<HTMLElement>(`[popovertarget="${id}"]`)?.focus();
  };
  const choose = (choice: CookieConsent) => {
    storeConsent(choice);
    applyConsent(choice, analytics);
    close();
  };

  const titleId = `cookie-title-${lang}`;
  return (
    // data-cookie-banner: while it may be up, the page keeps focused controls clear of it (global.css).
    <section
      ref={section}
      id={id}
      tabIndex={-1}
      className={styles.banner}
      aria-labelledby={titleId}
      {...{ popover: "manual" }}
      data-cookie-banner
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
      <button type="button" className={styles.close} aria-label={t.cookieBanner.close} onClick={close}>
        <CloseIcon />
      </button>
    </section>
  );
}
