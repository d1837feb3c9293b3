import { navigate, type PageProps } from "gatsby";
import { useEffect, useState, type ReactNode } from "react";
import { LanguageProvider } from "../../i18n/language-context";
import { defaultLang, LANGUAGE_STORAGE_KEY, langs, type Lang } from "../../i18n/languages";
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
 * The not-found page is served for every unknown path, whatever its language, so it renders
 * both languages (CSS shows the one <html lang> names) and first tries to make sense of the path.
 */
function NotFoundShell({ children, pageContext, location }: { children: ReactNode } & ShellProps) {
  // Only the head depends on this state, so it may differ from the server's without a hydration mismatch.
  const [lang] = useState<Lang>(() =>
    typeof window === "undefined" ? defaultLang : detectLanguage(location.pathname, storedLanguage(), () => undefined),
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
            <Layout location={location} hideMain={!hydrated && variant !== defaultLang}>
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
