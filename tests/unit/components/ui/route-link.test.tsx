import { render, screen } from "@testing-library/react";
import { RouteLink } from "../../../../src/components/ui/route-link";
import { LanguageProvider } from "../../../../src/i18n/language-context";

/** RouteLinks to the contact page and the blog, on the page whose path in each language is `alternates`. */
function linksOn(lang: "en" | "es", alternates: { en: string; es: string }) {
  render(
    <LanguageProvider lang={lang} alternates={alternates}>
      <RouteLink route="contact">contact</RouteLink>
      <RouteLink route="blog" label="the blog">
        blog
      </RouteLink>
    </LanguageProvider>,
  );
  return { contact: screen.getByText("contact").closest("a")!, blog: screen.getByRole("link", { name: "the blog" }) };
}

describe("RouteLink", () => {
  it("is a plain anchor to the route in the page's language, with its label as the accessible name", () => {
    const { contact, blog } = linksOn("es", { en: "/en/blog/", es: "/es/blog/" });
    expect(contact).toHaveAttribute("href", "/es/contacto/");
    expect(blog).toHaveAttribute("href", "/es/blog/");
  });

  it("marks the link to the current page as such, and only that one", () => {
    const { contact, blog } = linksOn("en", { en: "/en/contact/", es: "/es/contacto/" });
    expect(contact).toHaveAttribute("aria-current", "page");
    expect(blog).not.toHaveAttribute("aria-current");
  });
});
