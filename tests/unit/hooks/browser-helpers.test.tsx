import { render } from "@testing-library/react";
import { HASH_SCROLL_DELAY_MS, hashUrl, plainUrl, scrollTargetOf, useHashScroll } from "../../../src/hooks/use-hash-scroll";
import { notFoundBootScript } from "../../../src/i18n/not-found-boot";
import { runInlineScript } from "../support/inline-script";

describe("scroll targets", () => {
  it("prefers ?scrollTo over the hash", () => {
    expect(scrollTargetOf("?scrollTo=team", "#top")).toEqual({ id: "team", fromQuery: true });
    expect(scrollTargetOf("", "#faq")).toEqual({ id: "faq", fromQuery: false });
    expect(scrollTargetOf("?a=1", "")).toBeNull();
  });

  it("rewrites ?scrollTo=id as #id, keeping other parameters", () => {
    expect(hashUrl("/en/", "?scrollTo=team&utm=x", "team")).toBe("/en/?utm=x#team");
    expect(hashUrl("/es/", "?scrollTo=faq", "faq")).toBe("/es/#faq");
    expect(plainUrl("/en/", "?scrollTo=team&utm=x")).toBe("/en/?utm=x");
    expect(plainUrl("/es/", "")).toBe("/es/");
  });
});

describe("useHashScroll", () => {
  function Page({ hash, withTarget }: { hash: string; withTarget: boolean }) {
    useHashScroll("/es/sobre-nosotros/", "", hash);
    return withTarget ? <section id="team">Equipo</section> : <section>Otra cosa</section>;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("scrolls to the element after 100 ms and keeps the hash", () => {
    window.history.replaceState(null, "", "/es/sobre-nosotros/#team");
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<Page hash="#team" withTarget />);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe("#team");
  });

  it("drops a hash the page has no element for (the language switch takes the hash along)", () => {
    window.history.replaceState(null, "", "/es/sobre-nosotros/#equipo-fundador");
    render(<Page hash="#equipo-fundador" withTarget={false} />);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(`${window.location.pathname}${window.location.hash}`).toBe("/es/sobre-nosotros/");
  });
});

describe("notFoundBootScript", () => {
  const run = (path: string) => {
    window.history.replaceState(null, "", path);
    document.documentElement.lang = "en";
    document.documentElement.className = "";
    runInlineScript(notFoundBootScript());
    return document.documentElement;
  };

  it("sets the language from the path and hides the screen while it resolves", () => {
    expect(run("/es/no-existe/").lang).toBe("es");
    expect(document.documentElement.classList.contains("nf-resolving")).toBe(true);
    expect(run("/en/missing/").lang).toBe("en");
  });

  it("falls back to the stored preference, then English", () => {
    window.localStorage.setItem("preferredLanguage", "es");
    expect(run("/missing/").lang).toBe("es");
    window.localStorage.setItem("preferredLanguage", "fr");
    expect(run("/missing/").lang).toBe("en");
  });
});
