import { isLang, langs, languages, perLang } from "../../../src/i18n/languages";

describe("the language registry", () => {
  it("makes one value per registered language, in the registry's order", () => {
    expect(perLang((lang) => languages[lang].hrefLang)).toEqual({ en: "en", es: "es" });
    expect(Object.keys(perLang(() => 0))).toEqual([...langs]);
  });

  it("knows its languages and nothing else", () => {
    expect(langs.every(isLang)).toBe(true);
    expect(isLang("fr")).toBe(false);
    expect(isLang("toString")).toBe(false);
  });
});
