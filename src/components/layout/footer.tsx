import { useEffect, useRef, type ReactNode } from "react";
import { COOKIE_SETTINGS_ASKED, COOKIE_SETTINGS_ATTRIBUTE } from "../../head/cookie-settings";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { useLanguage } from "../../i18n/language-context";
import { MailIcon } from "../ui/icons";
import { MailLink } from "../ui/mail-link";
import { RouteLink } from "../ui/route-link";
import { useCookieConsent } from "./cookie-consent";
import * as styles from "./footer.module.css";

export function Footer() {
  const t = useLayoutStrings();
  const { supportEmail } = useSiteMetadata();
  const { lang } = useLanguage();
  const { openBanner } = useCookieConsent();
  const cookieSettings = useRef<HTMLButtonElement>(null);
  // "Cookie settings" clicked before the app arrived (src/head/cookie-settings.ts): the banner opens now.
  useEffect(() => {
    const button = cookieSettings.current;
    if (button?.getAttribute(COOKIE_SETTINGS_ATTRIBUTE) !== COOKIE_SETTINGS_ASKED) return;
    button.setAttribute(COOKIE_SETTINGS_ATTRIBUTE, "");
    openBanner(button);
  }, [openBanner]);
  const linkList = (links: readonly { route: string; label: string }[], extra?: ReactNode) => (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.route}>
          <RouteLink route={link.route}>{link.label}</RouteLink>
        </li>
      ))}
      {extra}
    </ul>
  );
  return (
    <footer id={`footer-${lang}`} className={styles.footer}>
      <div className={styles.grid}>
        <div>
          <p className={styles.brand}>{t.brand}</p>
          <p>{t.footer.blurb}</p>
        </div>
        <div>
          <h2 className={styles.title}>{t.footer.servicesTitle}</h2>
          {linkList(t.footer.serviceLinks)}
        </div>
        <div>
          <h2 className={styles.title}>{t.footer.linksTitle}</h2>
          {linkList(
            t.footer.links,
            // A button, not a link: it opens the cookie banner on this page, to change or withdraw the choice.
            <li>
              <button
                ref={cookieSettings}
                type="button"
                className={styles.linkButton}
                {...{ [COOKIE_SETTINGS_ATTRIBUTE]: "" }}
                onClick={(event) => openBanner(event.currentTarget)}
              >
                {t.footer.cookieSettings}
              </button>
            </li>,
          )}
        </div>
        <div>
          <h2 className={styles.title}>{t.footer.contactTitle}</h2>
          <p className={styles.email}>
            <MailIcon />
            <span>
              {t.footer.emailLabel} <MailLink email={supportEmail} />
            </span>
          </p>
          <RouteLink route="contact" className={styles.consult}>
            {t.footer.freeConsultation}
          </RouteLink>
        </div>
      </div>
      <p className={styles.copyright}>
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {t.brand}. {t.footer.rights}
      </p>
    </footer>
  );
}
