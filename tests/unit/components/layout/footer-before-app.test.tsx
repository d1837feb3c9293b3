import { act, screen } from "@testing-library/react";
import { CookieBanner } from "../../../../src/components/layout/cookie-banner";
import { CookieConsentProvider } from "../../../../src/components/layout/cookie-consent";
import { Footer } from "../../../../src/components/layout/footer";
import { APP_STARTED_ATTRIBUTE } from "../../../../src/head/before-app";
import { COOKIE_SETTINGS_PART } from "../../../../src/head/cookie-settings";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { serverPage, startApp } from "../../support/before-app";

// A file of its own: the early script's listener stays on this document once it has run.
const page = (
  <LanguageProvider lang="en" alternates={{ en: "/en/", es: "/es/" }}>
    <CookieConsentProvider>
      <Footer />
      <CookieBanner />
    </CookieConsentProvider>
  </LanguageProvider>
);

describe("the footer's Cookie settings before the app arrives, and after", () => {
  it("is remembered from the first paint: the banner opens with the focus in it once the app has started, and gives the focus back", async () => {
    const container = serverPage(page, COOKIE_SETTINGS_PART);
    const button = container.querySelector<HTMLButtonElement>("footer button[data-cookie-settings]")!;
    expect(button).toHaveTextContent("Cookie settings");

    button.click();
    expect(button).toHaveAttribute("data-cookie-settings", "asked");
    expect(screen.getByTestId("cookie-banner")).not.toHaveAttribute("data-open");

    await startApp(page, container);
    expect(document.documentElement).toHaveAttribute(APP_STARTED_ATTRIBUTE);
    const banner = screen.getByTestId("cookie-banner");
    expect(banner).toHaveAttribute("data-open");
    expect(banner).toHaveFocus();
    expect(button).toHaveAttribute("data-cookie-settings", "");

    await act(async () => screen.getByRole("button", { name: "Close cookie notice" }).click());
    expect(screen.getByTestId("cookie-banner")).not.toHaveAttribute("data-open");
    expect(button).toHaveFocus();

    // From now on the app alone answers: one click, one banner.
    await act(async () => button.click());
    expect(screen.getByTestId("cookie-banner")).toHaveFocus();
    expect(button).toHaveAttribute("data-cookie-settings", "");
  });
});
