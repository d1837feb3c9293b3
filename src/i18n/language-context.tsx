import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Lang } from "./languages";
import { routePath } from "./paths";
import type { RouteKey } from "./routes";

interface LanguageValue {
  lang: Lang;
  /** The current page's path in each language. */
  alternates: Record<Lang, string>;
  /** The path of a route in the current language. */
  localize: (route: RouteKey) => string;
}

const LanguageContext = createContext<LanguageValue | null>(null);

export function LanguageProvider({
  lang,
  alternates,
  children,
}: {
  lang: Lang;
  alternates: Record<Lang, string>;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ lang, alternates, localize: (route: RouteKey) => routePath(route, lang) }),
    [lang, alternates],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("the language hook must be used within the language provider");
  return value;
}
