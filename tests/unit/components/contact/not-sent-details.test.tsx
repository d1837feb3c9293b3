import { act, render, screen } from "@testing-library/react";
import { NotSentDetails } from "../../../../src/components/contact/not-sent-details";
import { NOT_SENT_REASONS, notSentReasonId } from "../../../../src/contact/result-pages";
import { LanguageProvider, useLanguage } from "../../../../src/i18n/language-context";
import type { Lang } from "../../../../src/i18n/languages";
import { readContent } from "../../support/content";
import { serverPage } from "../../support/server-html";

const alternates = { en: "/en/contact/not-sent/", es: "/es/contacto/no-enviado/" };

/** The language toggle's target, as the header reads it. */
function Toggle() {
  const { lang, alternates: current } = useLanguage();
  return (
    <a data-testid="toggle" href={current[lang === "en" ? "es" : "en"]}>
      toggle
    </a>
  );
}

function renderPage(lang: Lang, search: string) {
  window.history.replaceState({}, "", `${alternates[lang]}${search}`);
  const page = readContent<Queries.NotSentPageStringsFragment>(lang, "pages/contact-not-sent.json");
  const form = readContent<{ form: Queries.NotSentFormStringsFragment }>(lang, "pages/contact.json").form;
  const ui = (s: string, a = alternates, withPage = true) => (
    <LanguageProvider lang={lang} alternates={a}>
      <Toggle />
      {withPage && <NotSentDetails page={page} form={form} search={s} email="hello@brisa.software" />}
    </LanguageProvider>
  );
  const result = render(ui(search));
  return { ...result, page, ui };
}

const items = () => screen.queryAllByRole("listitem").map((li) => li.textContent);
const toggleHref = () => screen.getByTestId("toggle").getAttribute("href");

describe("NotSentDetails", () => {
  it("lists the problems of the URL with the form's labels and messages, in the form's order", () => {
    renderPage("en", "?consent=required&email=invalidEmail&description=tooLong");
    expect(screen.getByRole("heading", { name: "What needs fixing" })).toBeInTheDocument();
    expect(items()).toEqual([
      "Email: Please enter a valid email address",
      "Message: This text is too long",
      "Privacy policy consent: You must accept the terms",
    ]);
  });

  it("speaks Spanish on the Spanish page, and has words for the hidden fields and the endpoint's codes", () => {
    renderPage("es", "?phoneExtension=invalidPhone&lang=invalid&privacyVersion=invalid&name=required");
    expect(items()).toEqual([
      "Nombre completo: Este campo es obligatorio",
      "Prefijo del país: Por favor, introduce un número de teléfono válido",
      "Versión de la política de privacidad: El formulario no ha podido aceptar este valor. Vuelve a abrir el formulario y rellénalo de nuevo",
      "Idioma de la página: El formulario no ha podido aceptar este valor. Vuelve a abrir el formulario y rellénalo de nuevo",
    ]);
  });

  it("without a query (or with nothing it knows) shows the form's rules, the way back and the support e-mail", () => {
    const { page } = renderPage("en", "?utm_source=mail&email=nonsense");
    expect(screen.getByRole("heading", { name: page.rules.title })).toBeInTheDocument();
    expect(items()).toEqual(page.rules.items);
    expect(screen.getByRole("link", { name: page.back.label })).toHaveAttribute("href", "/en/contact/");
    expect(screen.getByRole("link", { name: "hello@brisa.software" })).toHaveAttribute("href", "mailto:hello@brisa.software");
    expect(toggleHref()).toBe("/es/contacto/no-enviado/");
  });

  it.each(["en", "es"] as const)(
    "has every reason the endpoint names in its server HTML, under the id the URL's fragment targets, in %s (a submission id used for another message too)",
    (lang) => {
      const page = readContent<Queries.NotSentPageStringsFragment>(lang, "pages/contact-not-sent.json");
      const form = readContent<{ form: Queries.NotSentFormStringsFragment }>(lang, "pages/contact.json").form;
      const html = serverPage(
        <LanguageProvider lang={lang} alternates={alternates}>
          <NotSentDetails page={page} form={form} search="" email="hello@brisa.software" />
        </LanguageProvider>,
      );
      for (const reason of NOT_SENT_REASONS) {
        const block = html.querySelector(`#${notSentReasonId(reason)}`);
        expect(block).toHaveAttribute("data-reason", reason);
        expect(block?.querySelector("h2")).toHaveTextContent(page.reasons[reason].title);
        // Without the script, the wait is the page's "a few minutes".
        expect(block?.querySelector("p")).toHaveTextContent(page.reasons[reason].description.replace("{duration}", page.soon));
      }
      // The rules come after the reasons: a targeted reason hides them (`.reason:target ~ .general`).
      expect(html.querySelector("[data-reason] ~ section:not([data-reason]) h2")).toHaveTextContent(page.rules.title);
      html.remove();
    },
  );

  it("fills the URL's wait into the reasons, in the page's language, and the toggle carries it", () => {
    renderPage("es", "?minutes=3");
    expect(document.querySelector("#rate-limited p")).toHaveTextContent("Vuelve a enviarlo dentro de 3 minutos.");
    expect(toggleHref()).toBe("/en/contact/not-sent/?minutes=3");
  });

  it("the language toggle carries the problems it understood, and drops them once the page is gone", () => {
    const { rerender, ui } = renderPage("en", "?email=invalidEmail&utm_source=mail&consent=required");
    expect(toggleHref()).toBe("/es/contacto/no-enviado/?email=invalidEmail&consent=required");
    act(() => rerender(ui("", { en: "/en/contact/", es: "/es/contacto/" }, false)));
    expect(toggleHref()).toBe("/es/contacto/");
  });
});
