import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { LanguageProvider } from "../../../src/i18n/language-context";
import type { Lang } from "../../../src/i18n/languages";

/** Renders inside the language provider, as PageShell does on a real page. */
export function renderInLanguage(ui: ReactElement, lang: Lang = "en", alternates = { en: "/en/services/", es: "/es/servicios/" }) {
  const wrap = (node: ReactElement) => (
    <LanguageProvider lang={lang} alternates={alternates}>
      {node}
    </LanguageProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
