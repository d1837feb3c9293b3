import { navigate, type PageProps } from "gatsby";
import { useEffect, useState, type ReactNode } from "react";
import { LanguageProvider } from "../../i18n/language-context";
import { isLang, LANGUAGE_STORAGE_KEY, langs, type Lang } from "../../i18n/languages";
import { NOT_FOUND_RESOLVING_CLASS } from "../../i18n/not-found-boot";
import { NOT_FOUND_ROUTE, type PageContext } from "../../i18n/page-context";
import { detectLanguage, fixUnknownPath } from "../../i18n/paths";
import { NotFoundSeo } from "../not-found/not-found-seo";
import { Layout } from "./layout";

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language whose <main> the server HTML shows: the app runs every not-found page as /404.html,
 * whose page data names the default language, so hydration reads it from the page itself.
 */
function servedLanguage(fallback: Lang): Lang {
  if (typeof document === "undefined") return fallback;
  const shown = document.querySelector("[data-lang-variant] main:not([hidden])")?.closest<HTMLElement>("[data-lang-variant]");
  const lang = shown?.dataset.langVariant;
  return isLang(lang) ? lang : fallback;
}

/**
 * A not-found page (one per language, notFoundPath) is served for unknown paths that may be in any
 * language (the default one's for every path without a language), so it renders every language:
 * its own is the one the server HTML shows, and the head's script shows the one of the requested
 * path (CSS follows <html lang>). First it tries to make sense of the path.
 */
function NotFoundShell({ children, pageContext, location }: { children: ReactNode } & ShellProps) {
  const [served] = useState<Lang>(() => servedLanguage(pageContext.lang));
  // Only the head depends on this state, so it may differ from the server's without a hydration mismatch.
  // An unprefixed path warns in the console: no link of the site leads to one.
  const [lang] = useState<Lang>(() =>
    typeof window === "undefined" ? pageContext.lang : detectLanguage(location.pathname, storedLanguage()),
  );
  // Hydration needs the server's markup (both languages); afterwards only the visible one stays,
  // so assistive technology and the skip link meet a single page.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const variants = hydrated ? [lang] : langs;
  useEffect(() => {
    const root = document.documentElement;
    const target = fixUnknownPath(location.pathname, storedLanguage());
    // With a target the screen stays hidden until the page it leads to has replaced it.
    if (target) void navigate(`${target}${location.search}${location.hash}`, { replace: true });
    else root.classList.remove(NOT_FOUND_RESOLVING_CLASS);
    return () => root.classList.remove(NOT_FOUND_RESOLVING_CLASS);
  }, [location.pathname, location.search, location.hash]);
  return (
    <>
      <LanguageProvider lang={lang} alternates={pageContext.alternates}>
        <NotFoundSeo />
      </LanguageProvider>
      {variants.map((variant) => (
        <div key={variant} data-lang-variant={variant}>
          <LanguageProvider lang={variant} alternates={pageContext.alternates}>
            <Layout location={location} hideMain={!hydrated && variant !== served}>
              {children}
            </Layout>
          </LanguageProvider>
        </div>
      ))}
    </>
  );
}

type ShellProps = Pick<PageProps<object, PageContext>, "pageContext" | "location">;

/** Wraps every page (gatsby-browser and gatsby-ssr wrapPageElement): language, then layout. */
export function PageShell({ children, pageContext, location }: { children: ReactNode } & ShellProps) {
  if (pageContext.routeKey === NOT_FOUND_ROUTE) {
    return (
      <NotFoundShell pageContext={pageContext} location={location}>
        {children}
      </NotFoundShell>
    );
  }
  return (
    <LanguageProvider lang={pageContext.lang} alternates={pageContext.alternates}>
      <Layout location={location}>{children}</Layout>
    </LanguageProvider>
  );
}
