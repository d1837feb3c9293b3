import { act } from "@testing-library/react";
import { Header } from "../../../../src/components/layout/header";
import { mountRoot } from "../../../../src/components/layout/mount-root";
import { APP_STARTED_ATTRIBUTE } from "../../../../src/head/before-app";
import { DISCLOSURE_PART } from "../../../../src/head/disclosure";
import { LanguageProvider } from "../../../../src/i18n/language-context";
import { runInlineScript } from "../../support/inline-script";

// The server renderer as gatsby build uses it (jsdom would pick the browser build, which needs TextEncoder).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- that build by its path, which has no type declarations
const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");

// A file of its own: the early script's listener stays on this document once it has run.
const page = (
  <LanguageProvider lang="en" alternates={{ en: "/en/", es: "/es/" }}>
    <Header pathname="/en/" />
  </LanguageProvider>
);

describe("the header's menu before the app arrives, and after", () => {
  it("opens from the first paint, stays open when the app hydrates, and then answers the app alone", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    runInlineScript(DISCLOSURE_PART);
    const button = () => container.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu-en"]')!;
    const menu = container.querySelector<HTMLElement>("#mobile-menu-en")!;

    button().click();
    expect(button()).toHaveAttribute("aria-expanded", "true");
    expect(button()).toHaveAttribute("aria-label", "Close menu");
    expect(menu).toBeVisible();

    // React's development build names the attributes the early script changed ("did not match");
    // the production build keeps them silently, and the header then takes the open menu over.
    // Any other error fails the test.
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        mountRoot(page, container);
      });
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining("did not match")]);
    } finally {
      errors.mockRestore();
    }
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
