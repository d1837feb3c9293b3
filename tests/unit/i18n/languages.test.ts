import { isLang, langs, languages, ogLocale, otherLangs, perLang } from "../../../src/i18n/languages";
import { notFoundLanguageCss } from "../../../src/i18n/not-found-boot";

describe("the language registry", () => {
  it("makes one value per registered language, in the registry's order", () => {
    expect(perLang((lang) => languages[lang].locale)).toEqual({ en: "en-US", es: "es-ES" });
    expect(perLang(ogLocale)).toEqual({ en: "en_US", es: "es_ES" });
    expect(Object.keys(perLang(() => 0))).toEqual([...langs]);
  });

  it("knows its languages and nothing else", () => {
    expect(langs.every(isLang)).toBe(true);
    expect(isLang("fr")).toBe(false);
    expect(isLang("toString")).toBe(false);
  });
});

describe("the language switcher's choices", () => {
  it("are every other language, in the registry's order", () => {
    for (const lang of langs) {
      expect(otherLangs(lang)).toEqual(langs.filter((other) => other !== lang));
    }
    expect(otherLangs("en")).toEqual(["es"]);
  });
});

describe("the not-found page's language rules", () => {
  it("hide every language but the page's, and show that one's <main> though the server marked it hidden", () => {
    const css = notFoundLanguageCss();
    for (const lang of langs) {
      expect(css).toContain(`html:not([lang="${lang}"]) [data-lang-variant="${lang}"]{display:none}`);
      expect(css).toContain(`html[lang="${lang}"] [data-lang-variant="${lang}"] main[hidden]{display:block!important}`);
    }
  });
});
