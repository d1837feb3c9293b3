import registry from "./languages.json";

/**
 * The language registry: every language fact lives in languages.json, and nothing else names a
 * language. Adding one is adding its entry there (its words for every route's path, its date and
 * number formats) and its folder of content (content/<code>/, index.<code>.mdx beside each post);
 * the build lists whatever the new language still lacks. Per language:
 * - hrefLang, ogLocale, dateLocale: the tags of hreflang, og:locale and Intl's formats;
 * - name, label: the language's own name and the switcher's short label; viewThisPage, the rest of
 *   the switcher's accessible name, in the language it switches to;
 * - shortMonths: short month names of dates (Jan 15, 2025; 15 ene. 2025, with the RAE's period),
 *   fixed here so every ICU version writes them alike;
 * - numbers: the separators of the figures the stats count up to ("10,000", "10.000");
 * - paths: the route table's segment for each route key (src/i18n/routes.ts), "" for the home page;
 * - blogListPaths: the words of the blog's list pages (<list>/page/2/, <blog>/category/<slug>/).
 */
export interface LanguageFacts {
  readonly code: string;
  readonly hrefLang: string;
  readonly ogLocale: string;
  readonly name: string;
  readonly label: string;
  readonly viewThisPage: string;
  readonly dateLocale: string;
  readonly shortMonths: readonly string[];
  readonly numbers: { readonly group: string; readonly decimal: string };
  readonly paths: Readonly<Record<string, string>>;
  readonly blogListPaths: { readonly page: string; readonly category: string };
}

export type Lang = keyof typeof registry.languages;

export const langs = Object.keys(registry.languages) as readonly Lang[];

export const languages = Object.fromEntries(
  langs.map((code) => [code, { code, ...(registry.languages[code] as Omit<LanguageFacts, "code">) }]),
) as Readonly<Record<Lang, LanguageFacts>>;

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && Object.prototype.hasOwnProperty.call(registry.languages, value);
}

if (!isLang(registry.default))
  throw new Error(`src/i18n/languages.json: "default" is "${registry.default}", not one of ${langs.join(", ")}`);
export const defaultLang: Lang = registry.default;

/** localStorage key of the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = "preferredLanguage";

/** Marks the language switch, `<a href hreflang data-language-switch>` (the head's early script stores the choice). */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** One value per language, made by `make`: { en: make("en"), es: make("es") }. */
export function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(langs.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

/** Every language but `lang`, in the registry's order: what the language switcher offers. */
export function otherLangs(lang: Lang): Lang[] {
  return langs.filter((other) => other !== lang);
}
