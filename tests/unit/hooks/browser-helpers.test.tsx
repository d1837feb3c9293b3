import { hashUrl, scrollTargetOf } from "../../../src/hooks/use-hash-scroll";
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
