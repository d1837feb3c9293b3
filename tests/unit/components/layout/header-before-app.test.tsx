import { act } from "@testing-library/react";
import { Header } from "../../../../src/components/layout/header";
import { APP_STARTED_ATTRIBUTE } from "../../../../src/head/before-app";
import { DISCLOSURE_PART } from "../../../../src/head/disclosure";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { serverPage, startApp } from "../../support/before-app";

// A file of its own: the early script's listener stays on this document once it has run.
const page = (
  <LanguageProvider lang="en" alternates={{ en: "/en/", es: "/es/" }}>
    <Header pathname="/en/" />
  </LanguageProvider>
);

describe("the header's menu before the app arrives, and after", () => {
  it("opens from the first paint, stays open when the app hydrates, and then answers the app alone", async () => {
    const container = serverPage(page, DISCLOSURE_PART);
    const button = () => container.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu-en"]')!;
    const menu = container.querySelector<HTMLElement>("#mobile-menu-en")!;

    button().click();
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(button()).toHaveAttribute("aria-label", "Close menu");
    expect(menu).toBeVisible();

    await startApp(page, container);
    expect(document.documentElement).toHaveAttribute(APP_STARTED_ATTRIBUTE);
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(menu).toBeVisible();

    // One click, one toggle: the early script has left the menu to the app.
    await act(async () => button().click());
    expect(button()).toHaveAttribute("aria-expanded", "false");
    expect(button()).toHaveAttribute("aria-label", "Open menu");
    expect(menu).not.toBeVisible();
    await act(async () => button().click());
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(menu).toBeVisible();
  });
});
