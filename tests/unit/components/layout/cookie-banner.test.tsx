import { fireEvent, screen, within } from "@testing-library/react";
import { PLAUSIBLE_IGNORE_KEY, PLAUSIBLE_SCRIPT_ID } from "../../../../src/analytics/plausible";
import { CookieBanner } from "../../../../src/components/layout/cookie-banner";
import { Footer } from "../../../../src/components/layout/footer";
import { langs, type Lang } from "../../../../src/i18n/languages";
import { COOKIE_DUE_ATTRIBUTE, COOKIE_DUE_PART } from "../../../../src/head/cookie-settings";
import { readContent, setTestAnalytics, TEST_ANALYTICS } from "../../support/content";
import { runInlineScript } from "../../support/inline-script";
import { renderInLanguage } from "../../support/render";

const banner = () => screen.getByTestId("cookie-banner");
/**
 * Whether the banner's CSS shows it by itself: due on this page (the early script's mark). jsdom
 * applies no CSS and has no popovers: the browser tests check the footer's "Cookie settings"
 * opening it, and the focus going in and back (cookie-banner.test.mjs, analytics.test.mjs).
 */
const shown = () => document.documentElement.hasAttribute(COOKIE_DUE_ATTRIBUTE);
const scripts = () => document.querySelectorAll(`script#${PLAUSIBLE_SCRIPT_ID}, script[data-domain]`);
const stored = () => ({ ...window.localStorage });
/** The banner's paragraph: what it says the site stores, and why. */
const bannerText = () => within(banner()).getByText((_, element) => element?.tagName === "P").textContent ?? "";

/** Footer and banner as the layout puts them. */
function renderConsentUi(lang: Lang = "en") {
  return renderInLanguage(
    <>
      <Footer />
      <CookieBanner />
    </>,
    lang,
  );
}

/** A page load: the head's early script, then the app. */
function load(lang: Lang = "en") {
  runInlineScript(COOKIE_DUE_PART);
  return renderConsentUi(lang);
}

const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

interface BannerCopy {
  text: { analyticsOff: string; analyticsOn: string };
}
const bannerCopy = (lang: Lang) => readContent<{ cookieBanner: BannerCopy }>(lang, "layout.json").cookieBanner.text;

afterEach(() => {
  document.head.innerHTML = "";
  document.documentElement.removeAttribute(COOKIE_DUE_ATTRIBUTE);
});

describe("CookieBanner (the spec's behaviour, whatever the build)", () => {
  it("is due on a load with nothing stored, and in the page from the start, so that no script is needed to show it", () => {
    load();
    expect(banner()).toBeInTheDocument();
    expect(shown()).toBe(true);
  });

  it.each([
    ["Accept All", "all"],
    ["Accept Necessary Only", "necessary"],
  ])("%s stores %s and hides the banner", (label, value) => {
    load();
    click(label);
    expect(window.localStorage.getItem("cookieConsent")).toBe(value);
    expect(shown()).toBe(false);
  });

  it("closes without storing, so it shows again next visit", () => {
    const { unmount } = load();
    click("Close cookie notice");
    expect(shown()).toBe(false);
    expect(window.localStorage.getItem("cookieConsent")).toBeNull();
    unmount();
    load();
    expect(shown()).toBe(true);
  });

  it("is not due once a choice is stored", () => {
    window.localStorage.setItem("cookieConsent", "necessary");
    load();
    expect(shown()).toBe(false);
  });

  it("speaks Spanish on Spanish pages", () => {
    load("es");
    expect(screen.getByRole("button", { name: "Aceptar todas" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar solo las necesarias" })).toBeInTheDocument();
    expect(within(banner()).getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/es/politica-privacidad/");
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

  it("opens the banner, whose id it names as its popover target, in each language", () => {
    renderConsentUi("es");
    const button = within(screen.getByRole("contentinfo")).getByRole("button", { name: "Configuración de cookies" });
    expect(button).toHaveAttribute("popovertarget", "cookie-banner-es");
    expect(button).toHaveAttribute("popovertargetaction", "show");
    expect(banner()).toHaveAttribute("id", "cookie-banner-es");
    expect(banner()).toHaveAttribute("popover", "manual");
  });
});

describe("without analytics (the default build)", () => {
  it.each(langs)("%s: the banner claims no visit counting and names no tool", (lang) => {
    load(lang);
    expect(bannerText()).toContain(bannerCopy(lang).analyticsOff);
    expect(bannerText()).not.toMatch(/plausible/i);
  });

  it.each(["all", "necessary"])("choosing %s loads nothing and stores only the choice", (value) => {
    load();
    click(value === "all" ? "Accept All" : "Accept Necessary Only");
    expect(scripts()).toHaveLength(0);
    expect(stored()).toEqual({ cookieConsent: value });
  });

  it("loads nothing on a later visit with all stored, nor after a withdrawal", () => {
    window.localStorage.setItem("cookieConsent", "all");
    load();
    expect(scripts()).toHaveLength(0);
    click("Accept Necessary Only");
    expect(stored()).toEqual({ cookieConsent: "necessary" });
  });
});

describe("with analytics (GATSBY_PLAUSIBLE_* set)", () => {
  beforeEach(() => setTestAnalytics(TEST_ANALYTICS));

  it.each(langs)("%s: the banner names Plausible, cookieless and anonymous", (lang) => {
    load(lang);
    expect(bannerText()).toContain(bannerCopy(lang).analyticsOn);
    expect(bannerText()).toContain("Plausible");
  });

  it("loads nothing before a choice, nor after closing the banner", () => {
    load();
    expect(shown()).toBe(true);
    expect(scripts()).toHaveLength(0);
    click("Close cookie notice");
    expect(scripts()).toHaveLength(0);
    expect(stored()).toEqual({});
  });

  it("Accept All adds Plausible's classic tag, once", () => {
    load();
    click("Accept All");
    expect(scripts()).toHaveLength(1);
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.parentElement).toBe(document.head);
    expect(script.defer).toBe(true);
    expect(script.getAttribute("data-domain")).toBe("brisa.software");
    expect(script.getAttribute("src")).toBe("https://plausible.example.test/js/script.js");
    expect(stored()).toEqual({ cookieConsent: "all" });
    click("Accept All");
    expect(scripts()).toHaveLength(1);
  });

  it("Accept Necessary Only loads nothing and sets Plausible's opt-out", () => {
    load();
    click("Accept Necessary Only");
    expect(scripts()).toHaveLength(0);
    expect(stored()).toEqual({ cookieConsent: "necessary", [PLAUSIBLE_IGNORE_KEY]: "true" });
  });

  it("on a later visit loads the script only while all is stored, without showing the banner", () => {
    window.localStorage.setItem("cookieConsent", "necessary");
    const first = load();
    expect(scripts()).toHaveLength(0);
    first.unmount();
    window.localStorage.setItem("cookieConsent", "all");
    load();
    expect(scripts()).toHaveLength(1);
    expect(shown()).toBe(false);
  });

  it("a withdrawal (the banner reopened by Cookie settings) silences the loaded script; accepting again lifts it, without a second script", () => {
    window.localStorage.setItem("cookieConsent", "all");
    window.localStorage.setItem("preferredLanguage", "en");
    renderConsentUi();
    expect(scripts()).toHaveLength(1);
    click("Accept Necessary Only");
    expect(stored()).toEqual({ cookieConsent: "necessary", preferredLanguage: "en", [PLAUSIBLE_IGNORE_KEY]: "true" });
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
