import registry from "./language-registry.json";

/**
 * The language registry: every language fact lives in its two files, and nothing else names a
 * language. Adding one is adding its entry to both and its content folder; the build lists what
 * it still lacks (src/node/content/registry-problems.ts). The code is the language's tag in paths
 * and hreflang, and the language switcher's label in capitals.
 *
 * language-registry.json, which every page's script carries (so only what every page uses belongs
 * in it), gives per language:
 * - locale: the BCP 47 locale of its copy, for Intl, og:locale (es_ES) and the feeds' <language>;
 * - numbers: the separators of the figures the stats count up to ("10,000", "10.000");
 * - paths: the route table's segment for each route key (src/i18n/routes.ts), "" for the home page.
 *
 * language-words.json (src/i18n/words.ts), loaded only by the build, gives
 * its short month names and the words of the blog's list paths.
 */
export interface LanguageFacts {
  readonly locale: string;
  readonly numbers: { readonly group: string; readonly decimal: string };
  readonly paths: Readonly<Record<string, string>>;
}

export type Lang = keyof typeof registry.languages;

export const langs = Object.keys(registry.languages) as readonly Lang[];

export const languages: Readonly<Record<Lang, LanguageFacts>> = registry.languages;

export function isLang(value: unknown): value is Lang {
  return (langs as readonly unknown[]).includes(value);
}

/** The language of paths without one; the build checks that it is a registered one (src/node/content/registry-problems.ts). */
export const defaultLang = registry.default as Lang;

/** localStorage key of the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = "preferredLanguage";

/** Marks the language switch, `<a href hreflang data-language-switch>` (the head's early script stores the choice). */
export const LANGUAGE_SWITCH_ATTRIBUTE = "data-language-switch";

/** One value per language, made by `make`: { en: make("en"), es: make("es") }. */
export function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(langs.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

/** The og:locale of a language's pages: its locale with an underscore (es_ES). */
export const ogLocale = (lang: Lang): string => languages[lang].locale.replace("-", "_");

/** Every language but `lang`, in the registry's order: what the language switcher offers. */
export function otherLangs(lang: Lang): Lang[] {
  return langs.filter((other) => other !== lang);
}
