import { render, screen } from "@testing-library/react";
import { useLanguage } from "../../../src/i18n/language-context";
import { renderInLanguage } from "../support/render";

function Probe() {
  const { lang, localize } = useLanguage();
  return <p>{`${lang} ${localize("contact")}`}</p>;
}

describe("useLanguage", () => {
  it("throws the spec's developer error outside the provider", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow("the language hook must be used within the language provider");
    spy.mockRestore();
  });

  it("gives the language and localized paths inside it", () => {
    renderInLanguage(<Probe />, "es");
    expect(screen.getByText("es /es/contacto/")).toBeInTheDocument();
  });
});
