import { render } from "@testing-library/react";
import { COOKIE_CONSENT_KEY } from "../../../src/analytics/consent";
import { PLAUSIBLE_IGNORE_KEY } from "../../../src/analytics/plausible";
import { LANGUAGE_STORAGE_KEY, langs, type Lang } from "../../../src/i18n/languages";
import { policyParagraph } from "../../../src/templates/privacy";
import { readContent, resolveCases } from "../support/content";

/**
 * The copy about cookies is true in each build: without analytics it claims no visit counting and
 * names exactly what the site stores; with analytics it names Plausible, says it is cookieless and
 * anonymous and runs only after Accept All, and lists the opt-out flag the site sets.
 */

interface Section {
  id: string;
  paragraphs: string[];
  items: string[];
}
interface Layout {
  cookieBanner: { text: string; acceptAll: string; acceptNecessary: string };
  footer: { cookieSettings: string };
}

function copy(lang: Lang, analyticsOn: boolean) {
  const layout = resolveCases(readContent<Layout>(lang, "layout.json"), analyticsOn);
  const policy = resolveCases(readContent<{ sections: Section[] }>(lang, "pages/privacy.json"), analyticsOn);
  const cookies = policy.sections.find((s) => s.id === "cookies")!;
  return { layout, policy, cookies, all: JSON.stringify([layout.cookieBanner, policy]) };
}

/** The storage key each item of the cookies section starts with ("preferredLanguage (local storage): …"). */
const keysListed = (items: string[]) => items.map((item) => item.split(" ")[0] ?? "").filter((word) => /^[a-z]+[A-Z_a-z]*$/.test(word));

describe.each(langs)("%s", (lang) => {
  it("without analytics: no visit counting claimed, no tool named, exactly the storage the code uses", () => {
    const { layout, cookies, all } = copy(lang, false);
    expect(all).not.toMatch(/plausible|\{analyticsHost\}/i);
    expect(layout.cookieBanner.text).toMatch(lang === "en" ? /no visit counting/ : /ni medición de visitas/);
    expect(keysListed(cookies.items)).toEqual([LANGUAGE_STORAGE_KEY, COOKIE_CONSENT_KEY]);
    // Both buttons do the same here, and the policy says so, quoting their labels.
    expect(cookies.paragraphs.join(" ")).toContain(layout.cookieBanner.acceptAll);
    expect(cookies.paragraphs.join(" ")).toContain(layout.cookieBanner.acceptNecessary);
    // Where the choice is changed: the footer's button, by its label.
    expect(cookies.items.join(" ")).toContain(layout.footer.cookieSettings);
  });

  it("with analytics: Plausible, cookieless, anonymous, only after Accept All, and the opt-out flag listed", () => {
    const { layout, cookies } = copy(lang, true);
    expect(layout.cookieBanner.text).toContain("Plausible");
    expect(layout.cookieBanner.text).toMatch(lang === "en" ? /without cookies/ : /sin cookies/);
    expect(layout.cookieBanner.text).toMatch(lang === "en" ? /anonymously/ : /anónima/);
    const text = cookies.paragraphs.join(" ");
    expect(text).toContain("Plausible");
    expect(text).toContain(layout.cookieBanner.acceptAll);
    expect(text).toContain(layout.footer.cookieSettings);
    expect(text).toContain("{analyticsHost}");
    expect(keysListed(cookies.items)).toEqual([LANGUAGE_STORAGE_KEY, COOKIE_CONSENT_KEY, PLAUSIBLE_IGNORE_KEY]);
  });

  it("the two cases differ only where analytics changes what is true", () => {
    const off = copy(lang, false).policy;
    const on = copy(lang, true).policy;
    const changed = off.sections.filter((section, i) => JSON.stringify(section) !== JSON.stringify(on.sections[i])).map((s) => s.id);
    expect(changed).toEqual(["information-we-collect", "cookies", "how-we-use"]);
  });
});

describe("policyParagraph", () => {
  const html = (node: ReturnType<typeof policyParagraph>) => render(<p>{node}</p>).container.innerHTML;

  it("shows {email} as a link and {analyticsHost} as the counter's host", () => {
    expect(html(policyParagraph("Write to {email}. Counts are on {analyticsHost}.", "hello@brisa.software", "plausible.io"))).toBe(
      '<p>Write to <a href="mailto:hello@brisa.software" target="_blank" rel="noopener noreferrer">hello@brisa.software</a>. Counts are on plausible.io.</p>',
    );
  });

  it("fails the build rather than print {analyticsHost} when the build has no analytics", () => {
    expect(() => policyParagraph("Counts are on {analyticsHost}.", "hello@brisa.software", null)).toThrow(
      'The privacy policy shows "{analyticsHost}" in a build without analytics',
    );
    expect(html(policyParagraph("No counter here.", "hello@brisa.software", null))).toBe("<p>No counter here.</p>");
  });
});
