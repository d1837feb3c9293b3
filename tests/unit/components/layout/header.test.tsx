import { act, fireEvent, screen, within } from "@testing-library/react";
import { Header } from "../../../../src/components/layout/header";
import { renderInLanguage } from "../../support/render";

// The desktop services button; the mobile menu has its own.
const servicesButton = () => document.querySelector<HTMLButtonElement>('[aria-controls="services-menu-en"]')!;

describe("Header", () => {
  it("opens the services menu with the six services and all services", () => {
    renderInLanguage(<Header pathname="/en/services/" />);
    const menu = document.getElementById("services-menu-en")!;
    expect(menu).not.toBeVisible();
    fireEvent.click(servicesButton());
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    expect(menu).toBeVisible();
    const links = within(menu).getAllByRole("link");
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

  it("closes every menu when an entry is chosen", () => {
    renderInLanguage(<Header pathname="/en/" />);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    fireEvent.click(servicesButton());
    fireEvent.click(within(document.getElementById("services-menu-en")!).getByText("AI Agents"));
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes menus on an outside click, on Escape and on a route change", () => {
    const { rerender } = renderInLanguage(
      <div>
        <p>outside</p>
        <Header pathname="/en/" />
      </div>,
    );
    fireEvent.click(servicesButton());
    fireEvent.mouseDown(screen.getByText("outside"));
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(servicesButton());
    fireEvent.keyDown(document, { key: "Escape" });
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
    expect(servicesButton()).toHaveFocus();

    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    rerender(
      <div>
        <p>outside</p>
        <Header pathname="/en/contact/" />
      </div>,
    );
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes menus when the focus leaves the header, and keeps them open while it moves inside", () => {
    renderInLanguage(
      <div>
        <Header pathname="/en/" />
        <button type="button">after the header</button>
      </div>,
    );
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(menuButton);
    const menu = document.getElementById("mobile-menu-en")!;
    act(() => within(menu).getByRole("link", { name: "Contact" }).focus());
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("button", { name: "after the header" }).focus());
    expect(menuButton).toHaveAttribute("aria-expanded", "false");

    act(() => servicesButton().focus());
    fireEvent.click(servicesButton());
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("button", { name: "after the header" }).focus());
    expect(servicesButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("on Escape, puts the focus back on the button of the open menu", () => {
    renderInLanguage(<Header pathname="/en/" />);
    const menuButton = screen.getByRole("button", { name: "Open menu" });
    fireEvent.click(menuButton);
    const contact = within(document.getElementById("mobile-menu-en")!).getByRole("link", { name: "Contact" });
    act(() => contact.focus());
    fireEvent.keyDown(contact, { key: "Escape" });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    expect(menuButton).toHaveFocus();
  });

  it("keeps a click inside the open menu from closing it", () => {
    renderInLanguage(<Header pathname="/en/" />);
    fireEvent.click(servicesButton());
    fireEvent.mouseDown(document.getElementById("services-menu-en")!);
    expect(servicesButton()).toHaveAttribute("aria-expanded", "true");
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
    expect(screen.getByRole("button", { name: "Servicios" })).toBeInTheDocument();
    const start = screen.getAllByRole("link", { name: "Empezar proyecto" });
    expect(start[0]).toHaveAttribute("href", "/es/contacto/");
    const toggle = screen.getByRole("link", { name: "EN: View this page in English" });
    expect(toggle).toHaveAttribute("href", "/en/services/");
    expect(toggle).toHaveTextContent("EN");
  });
});
