import { act, fireEvent, screen, within } from "@testing-library/react";
import { PLAUSIBLE_IGNORE_KEY, PLAUSIBLE_SCRIPT_ID } from "../../../../src/analytics/plausible";
import { CookieBanner } from "../../../../src/components/layout/cookie-banner";
import { CookieConsentProvider } from "../../../../src/components/layout/cookie-consent";
import { Footer } from "../../../../src/components/layout/footer";
import { langs, type Lang } from "../../../../src/i18n/languages";
import { readContent, setTestAnalytics, TEST_ANALYTICS } from "../../support/content";
import { renderInLanguage } from "../../support/render";

const banner = () => screen.queryByTestId("cookie-banner");
const scripts = () => document.querySelectorAll(`script#${PLAUSIBLE_SCRIPT_ID}, script[data-domain]`);
const stored = () => ({ ...window.localStorage });

/** Footer and banner as the layout puts them: siblings sharing the cookie choice. */
function renderConsentUi(lang: Lang = "en") {
  return renderInLanguage(
    <CookieConsentProvider>
      <Footer />
      <CookieBanner />
    </CookieConsentProvider>,
    lang,
  );
}

function afterDelay() {
  act(() => jest.advanceTimersByTime(1500));
}

const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

interface BannerCopy {
  text: { analyticsOff: string; analyticsOn: string };
}
const bannerCopy = (lang: Lang) => readContent<{ cookieBanner: BannerCopy }>(lang, "layout.json").cookieBanner.text;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = "";
});

describe("CookieBanner (the spec's behaviour, whatever the build)", () => {
  it("appears 1.5 s after load when nothing is stored", () => {
    renderConsentUi();
    act(() => jest.advanceTimersByTime(1499));
    expect(banner()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
  });

  it.each([
    ["Accept All", "all"],
    ["Accept Necessary Only", "necessary"],
  ])("%s stores %s and hides the banner", (label, value) => {
    renderConsentUi();
    afterDelay();
    click(label);
    expect(window.localStorage.getItem("cookieConsent")).toBe(value);
    expect(banner()).toBeNull();
  });

  it("closes without storing, so it shows again next visit", () => {
    const { unmount } = renderConsentUi();
    afterDelay();
    click("Close cookie notice");
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem("cookieConsent")).toBeNull();
    unmount();
    renderConsentUi();
    afterDelay();
    expect(banner()).toBeInTheDocument();
  });

  it("stays hidden once a choice is stored", () => {
    window.localStorage.setItem("cookieConsent", "necessary");
    renderConsentUi();
    act(() => jest.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
  });

  it("speaks Spanish on Spanish pages", () => {
    renderConsentUi("es");
    afterDelay();
    expect(screen.getByRole("button", { name: "Aceptar todas" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar solo las necesarias" })).toBeInTheDocument();
    expect(within(banner()!).getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/es/politica-privacidad/");
  });

  it("needs the cookie consent provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderInLanguage(<CookieBanner />)).toThrow("the cookie consent hook must be used within the cookie consent provider");
  });
});

describe("the footer's Cookie settings", () => {
  it("is a button (keyboard-reachable) in the footer, in each language", () => {
    renderConsentUi();
    const button = within(screen.getByRole("contentinfo")).getByRole("button", { name: "Cookie settings" });
    expect(button).toHaveAttribute("type", "button");
    button.focus();
    expect(button).toHaveFocus();
  });

  it("is spelled for Spain on Spanish pages", () => {
    renderConsentUi("es");
    expect(within(screen.getByRole("contentinfo")).getByRole("button", { name: "Configuración de cookies" })).toBeInTheDocument();
  });

  it("opens the banner at once, even with a choice stored, with focus on it; a choice closes it and gives focus back", () => {
    window.localStorage.setItem("cookieConsent", "all");
    renderConsentUi();
    expect(banner()).toBeNull();
    click("Cookie settings");
    expect(banner()).toBeInTheDocument();
    expect(banner()).toHaveFocus();
    click("Accept Necessary Only");
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem("cookieConsent")).toBe("necessary");
    expect(screen.getByRole("button", { name: "Cookie settings" })).toHaveFocus();
  });

  it("lets the close button keep the stored choice", () => {
    window.localStorage.setItem("cookieConsent", "necessary");
    renderConsentUi();
    click("Cookie settings");
    click("Close cookie notice");
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem("cookieConsent")).toBe("necessary");
    expect(screen.getByRole("button", { name: "Cookie settings" })).toHaveFocus();
  });

  it("opened and closed before the 1.5 s, the banner does not come back by itself on that page", () => {
    renderConsentUi();
    act(() => jest.advanceTimersByTime(500));
    click("Cookie settings");
    click("Close cookie notice");
    act(() => jest.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
  });
});

describe("without analytics (the default build)", () => {
  it.each(langs)("%s: the banner claims no visit counting and names no tool", (lang) => {
    renderConsentUi(lang);
    afterDelay();
    const text = within(banner()!).getByText((_, element) => element?.tagName === "P").textContent ?? "";
    expect(text).toContain(bannerCopy(lang).analyticsOff);
    expect(text).not.toMatch(/plausible/i);
  });

  it.each(["all", "necessary"])("choosing %s loads nothing and stores only the choice", (value) => {
    renderConsentUi();
    afterDelay();
    click(value === "all" ? "Accept All" : "Accept Necessary Only");
    expect(scripts()).toHaveLength(0);
    expect(stored()).toEqual({ cookieConsent: value });
  });

  it("loads nothing on a later visit with all stored, nor after a withdrawal", () => {
    window.localStorage.setItem("cookieConsent", "all");
    renderConsentUi();
    act(() => jest.advanceTimersByTime(5000));
    expect(scripts()).toHaveLength(0);
    click("Cookie settings");
    click("Accept Necessary Only");
    expect(stored()).toEqual({ cookieConsent: "necessary" });
  });
});

describe("with analytics (GATSBY_PLAUSIBLE_* set)", () => {
  beforeEach(() => setTestAnalytics(TEST_ANALYTICS));

  it.each(langs)("%s: the banner names Plausible, cookieless and anonymous", (lang) => {
    renderConsentUi(lang);
    afterDelay();
    const text = within(banner()!).getByText((_, element) => element?.tagName === "P").textContent ?? "";
    expect(text).toContain(bannerCopy(lang).analyticsOn);
    expect(text).toContain("Plausible");
  });

  it("loads nothing before a choice, nor after closing the banner", () => {
    renderConsentUi();
    afterDelay();
    expect(banner()).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
    click("Close cookie notice");
    act(() => jest.advanceTimersByTime(5000));
    expect(scripts()).toHaveLength(0);
    expect(stored()).toEqual({});
  });

  it("Accept All adds Plausible's classic tag, once", () => {
    renderConsentUi();
    afterDelay();
    click("Accept All");
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.parentElement).toBe(document.head);
    expect(script.defer).toBe(true);
    expect(script.getAttribute("data-domain")).toBe("brisa.software");
    expect(script.getAttribute("src")).toBe("https://plausible.example.test/js/script.js");
    expect(stored()).toEqual({ cookieConsent: "all" });
    click("Cookie settings");
    click("Accept All");
    expect(scripts()).toHaveLength(1);
  });

  it("Accept Necessary Only loads nothing and sets Plausible's opt-out", () => {
    renderConsentUi();
    afterDelay();
    click("Accept Necessary Only");
    expect(scripts()).toHaveLength(0);
    expect(stored()).toEqual({ cookieConsent: "necessary", [PLAUSIBLE_IGNORE_KEY]: "true" });
  });

  it("on a later visit loads the script only while all is stored, without showing the banner", () => {
    window.localStorage.setItem("cookieConsent", "necessary");
    const first = renderConsentUi();
    act(() => jest.advanceTimersByTime(5000));
    expect(scripts()).toHaveLength(0);
    first.unmount();
    window.localStorage.setItem("cookieConsent", "all");
    renderConsentUi();
    expect(scripts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
  });

  it("a withdrawal through Cookie settings silences the loaded script; accepting again lifts it, without a second script", () => {
    window.localStorage.setItem("cookieConsent", "all");
    window.localStorage.setItem("preferredLanguage", "en");
    renderConsentUi();
    expect(scripts()).toHaveLength(1);
    click("Cookie settings");
    click("Accept Necessary Only");
    expect(stored()).toEqual({ cookieConsent: "necessary", preferredLanguage: "en", [PLAUSIBLE_IGNORE_KEY]: "true" });
    click("Cookie settings");
    click("Accept All");
    expect(stored()).toEqual({ cookieConsent: "all", preferredLanguage: "en" });
    expect(scripts()).toHaveLength(1);
  });

  it("a stored all does not lift an opt-out set outside the banner (Plausible's own way to exclude a browser)", () => {
    window.localStorage.setItem("cookieConsent", "all");
    window.localStorage.setItem(PLAUSIBLE_IGNORE_KEY, "true");
    renderConsentUi();
    expect(scripts()).toHaveLength(1);
    expect(window.localStorage.getItem(PLAUSIBLE_IGNORE_KEY)).toBe("true");
  });
});
