import type { ReactNode } from "react";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { useLanguage } from "../../i18n/language-context";
import { MailIcon } from "../ui/icons";
import { MailLink } from "../ui/mail-link";
import { RouteLink } from "../ui/route-link";
import { cookieBannerId } from "./cookie-banner";
import { ServerMarkup } from "./server-markup";
import * as styles from "./footer.module.css";

/** The site's footer: nothing in it changes once rendered (ServerMarkup). */
export function Footer() {
  const t = useLayoutStrings();
  const { supportEmail } = useSiteMetadata();
  const { lang } = useLanguage();
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
    // Keyed by language: a page of the other language in the same document renders its own footer.
    <ServerMarkup key={lang} as="footer" id={`footer-${lang}`} className={styles.footer}>
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
            // A button, not a link: it opens the cookie banner (a popover) on this page, from the
            // first paint, to change or withdraw the choice.
            <li>
              <button type="button" className={styles.linkButton} {...{ popovertarget: cookieBannerId(lang), popovertargetaction: "show" }}>
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
    </ServerMarkup>
  );
}
