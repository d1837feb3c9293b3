/** The language registry: every language fact lives here, nothing else spells "es". */
export const languages = {
  en: {
    code: "en",
    hrefLang: "en",
    ogLocale: "en_US",
    name: "English",
    label: "EN",
    dateLocale: "en-US",
    /** Short month names of dates (Jan 15, 2025), fixed here so every ICU version writes them alike. */
    shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  es: {
    code: "es",
    hrefLang: "es",
    ogLocale: "es_ES",
    name: "Español",
    label: "ES",
    dateLocale: "es-ES",
    /** The RAE's abbreviations, with their period: 15 ene. 2025, dic. 2024. */
    shortMonths: ["ene.", "feb.", "mar.", "abr.", "may.", "jun.", "jul.", "ago.", "sept.", "oct.", "nov.", "dic."],
  },
} as const;

export type Lang = keyof typeof languages;

export const langs: readonly Lang[] = ["en", "es"];

export const defaultLang: Lang = "en";

/** localStorage key of the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = "preferredLanguage";

/** Marks the language switch, `<a href hreflang data-language-switch>` (the head's early script stores the choice). */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** One value per language, made by `make`: { en: make("en"), es: make("es") }. */
export function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(langs.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(languages, value);
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en";
}
