import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { defaultLang, perLang, type Lang } from "./languages";
import { routePath } from "./paths";
import type { RouteKey } from "./routes";

interface LanguageValue {
  lang: Lang;
  /** The current page's path in each language (with the query a page asked to carry, if any). */
  alternates: Record<Lang, string>;
  /** The path of a route in the current language. */
  localize: (route: RouteKey) => string;
}

const LanguageContext = createContext<LanguageValue | null>(null);

interface CarriedQuery {
  /** The page it was set on (its path in the default language): another page never shows it. */
  page: string;
  search: string;
}

/** The current page and the setter of the query its alternates carry (see useQueryInAlternates). */
const CarryQueryContext = createContext<{ page: string; carry: (query: CarriedQuery | null) => void } | null>(null);

export function LanguageProvider({ lang, alternates, children }: { lang: Lang; alternates: Record<Lang, string>; children: ReactNode }) {
  // None in the server HTML and at hydration; only a page's effect sets it. It names the page it
  // was set on, so the next page never shows it, even in the render before the old page's cleanup.
  const [carried, setCarried] = useState<CarriedQuery | null>(null);
  const page = alternates[defaultLang];
  const carrier = useMemo(() => ({ page, carry: setCarried }), [page]);
  const search = carried?.page === page ? carried.search : "";
  const value = useMemo(
    () => ({
      lang,
      alternates: search ? perLang((l) => `${alternates[l]}${search}`) : alternates,
      localize: (route: RouteKey) => routePath(route, lang),
    }),
    [lang, alternates, search],
  );
  return (
    <CarryQueryContext.Provider value={carrier}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </CarryQueryContext.Provider>
  );
}

export function useLanguage(): LanguageValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error("the language hook must be used within the language provider");
  return value;
}

/**
 * For a page whose query is part of what it shows (the not-sent page's problems): while it is
 * mounted, its alternates, and so the language toggle, carry that query ("?email=invalidEmail").
 * `search` is "" or starts with "?"; the server HTML never has it.
 */
export function useQueryInAlternates(search: string): void {
  const carrier = useContext(CarryQueryContext);
  const page = carrier?.page;
  const carry = carrier?.carry;
  useEffect(() => {
    if (!carry || page === undefined) return undefined;
    carry(search ? { page, search } : null);
    return () => carry(null);
  }, [carry, page, search]);
}
