import { act, fireEvent, screen } from "@testing-library/react";
import { CookieBanner } from "../../src/components/layout/cookie-banner";
import { renderInLanguage } from "./support/render";

const banner = () => screen.queryByTestId("cookie-banner");

describe("CookieBanner", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("appears 1.5 s after load when nothing is stored", () => {
    renderInLanguage(<CookieBanner />);
    act(() => jest.advanceTimersByTime(1499));
    expect(banner()).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
  });

  it.each([
    ["Accept All", "all"],
    ["Accept Necessary Only", "necessary"],
  ])("%s stores %s and hides the banner", (label, value) => {
    renderInLanguage(<CookieBanner />);
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole("button", { name: label }));
    expect(window.localStorage.getItem("cookieConsent")).toBe(value);
    expect(banner()).toBeNull();
  });

  it("closes without storing, so it shows again next visit", () => {
    const { unmount } = renderInLanguage(<CookieBanner />);
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.click(screen.getByRole("button", { name: "Close cookie notice" }));
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem("cookieConsent")).toBeNull();
    unmount();
    renderInLanguage(<CookieBanner />);
    act(() => jest.advanceTimersByTime(1500));
    expect(banner()).toBeInTheDocument();
  });

  it("stays hidden once a choice is stored", () => {
    window.localStorage.setItem("cookieConsent", "necessary");
    renderInLanguage(<CookieBanner />);
    act(() => jest.advanceTimersByTime(5000));
    expect(banner()).toBeNull();
  });

  it("speaks Spanish on Spanish pages", () => {
    renderInLanguage(<CookieBanner />, "es");
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByRole("button", { name: "Aceptar todas" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Aceptar solo las necesarias" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute(
      "href",
      "/es/politica-privacidad/",
    );
  });
});
