import { act, screen, within } from "@testing-library/react";
import * as gatsby from "gatsby";
import { Header } from "../../../../src/components/layout/header";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { renderInLanguage } from "../../support/render";
import { serverPage, startApp } from "../../support/server-html";

/** The home page's header, as a first page gets it from the server and as the app hydrates it. */
const page = (
  <LanguageProvider lang="en" alternates={{ en: "/en/", es: "/es/" }}>
    <Header pathname="/en/" />
  </LanguageProvider>
);

/**
 * The menus are popovers, which jsdom does not have: their opening and closing (click, Escape, an
 * outside click, the focus leaving, a route change, before the app and after) are checked in the
 * browser (tests/e2e/header.test.mjs). Here: the markup that lets the browser do it.
 */
describe("Header", () => {
  it.each([
    ["services-menu-en", "Services"],
    ["mobile-menu-en", "Open menu"],
    ["mobile-services-en", "Services"],
  ])("a button shows and hides the popover %s, and says it is closed once the app runs", (panelId, name) => {
    renderInLanguage(<Header pathname="/en/services/" />);
    const panel = document.getElementById(panelId)!;
    expect(panel).toHaveAttribute("popover", "auto");
    const buttons = document.querySelectorAll(`button[popovertarget="${panelId}"]`);
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAttribute("aria-controls", panelId);
    expect(buttons[0]).toHaveAttribute("aria-expanded", "false");
    expect(buttons[0]).toHaveAccessibleName(name);
  });

  it("leaves aria-expanded to the browser in the server's HTML, and hydrates it without a mismatch", async () => {
    const container = serverPage(page);
    const button = container.querySelector('[popovertarget="mobile-menu-en"]')!;
    expect(button).not.toHaveAttribute("aria-expanded");
    await startApp(page, container);
    expect(button).toHaveAttribute("aria-expanded", "false");
    container.remove();
  });

  it("follows a menu after hydration by rendering its button again, never the header's links", async () => {
    const container = serverPage(page);
    const links = jest.spyOn(gatsby, "Link");
    const stop = await startApp(page, container);
    try {
      const siteLinks = container.querySelectorAll("a:not([hreflang])").length;
      expect(links).toHaveBeenCalledTimes(siteLinks); // each once, at hydration
      const button = container.querySelector('[popovertarget="mobile-menu-en"]')!;
      expect(button).toHaveAttribute("aria-expanded", "false");
      // jsdom has no popovers: the panel as the browser has it once opened.
      const panel = document.getElementById("mobile-menu-en")!;
      Object.assign(panel, { showPopover: () => undefined, matches: (selector: string) => selector === ":popover-open" });
      act(() => {
        panel.dispatchEvent(new Event("toggle"));
      });
      expect(button).toHaveAttribute("aria-expanded", "true");
      expect(button).toHaveAccessibleName("Close menu");
      expect(links).toHaveBeenCalledTimes(siteLinks);
    } finally {
      links.mockRestore();
      stop();
    }
  });

  it("lists the six services and all services in the services menu", () => {
    renderInLanguage(<Header pathname="/en/services/" />);
    const links = within(document.getElementById("services-menu-en")!).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Software Maintenance", "/en/services/software-maintenance/"],
      ["Web Development", "/en/services/web-development/"],
      ["Mobile Development", "/en/services/mobile-development/"],
      ["Custom Software Development", "/en/services/custom-software-development/"],
      ["AI Agents", "/en/services/ai-agents/"],
      ["SEO Optimization", "/en/services/seo-optimization/"],
      ["All services", "/en/services/"],
    ]);
  });

  it("links the language toggle to the equivalent page, marked for the head's script that stores the choice", () => {
    renderInLanguage(<Header pathname="/en/services/" />);
    const toggle = screen.getByRole("link", { name: "ES: Ver esta página en español" });
    expect(toggle).toHaveAttribute("href", "/es/servicios/");
    expect(toggle).toHaveAttribute("hreflang", "es");
    expect(toggle).toHaveTextContent("ES");
    expect(toggle).toHaveAttribute("data-language-switch");
  });

  it("speaks Spanish on Spanish pages", () => {
    renderInLanguage(<Header pathname="/es/servicios/" />, "es");
    expect(screen.getAllByRole("button", { name: "Servicios" })).toHaveLength(2); // the desktop menu's and the mobile menu's
    const start = screen.getAllByRole("link", { name: "Empezar proyecto" });
    expect(start[0]).toHaveAttribute("href", "/es/contacto/");
    const toggle = screen.getByRole("link", { name: "EN: View this page in English" });
    expect(toggle).toHaveAttribute("href", "/en/services/");
    expect(toggle).toHaveTextContent("EN");
  });
});
