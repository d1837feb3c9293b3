import type { ReactNode } from "react";
import { useHashScroll } from "../../hooks/use-hash-scroll";
import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import { CookieBanner } from "./cookie-banner";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";
import * as styles from "./layout.module.css";

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** Header, main, footer, cookie banner and scroll-to-top, around every page; the cookie choice shared by footer and banner. */
export function Layout({
  children,
  location,
  hideMain = false,
}: {
  children: ReactNode;
  location: LocationLike;
  /** The not-found page's second language: HTML allows one visible <main>; CSS shows it when chosen. */
  hideMain?: boolean;
}) {
  const t = useLayoutStrings();
  const { lang } = useLanguage();
  useHashScroll(location.pathname, location.search, location.hash);
  const mainId = `main-${lang}`;
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {t.skipLink}
      </a>
      <CookieBanner />
      <Header pathname={location.pathname} />
      <main id={mainId} tabIndex={-1} className={styles.main} hidden={hideMain || undefined}>
        {children}
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
