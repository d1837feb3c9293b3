import { defaultLang, LANGUAGE_STORAGE_KEY, langs } from "./languages";

/** On <html> while the not-found page is hidden, deciding whether the path leads somewhere. */
export const NOT_FOUND_RESOLVING_CLASS = "nf-resolving";

/**
 * The not-found page's head script: before the body paints, <html lang> from the URL (or the stored
 * preference), so CSS shows that language, and the screen hidden while the page checks for a redirect.
 */
export function notFoundBootScript(): string {
  const known = JSON.stringify(langs);
  return `(function(){var d=document.documentElement,k=${known},l=location.pathname.split("/")[1];if(k.indexOf(l)<0){try{l=localStorage.getItem(${JSON.stringify(
    LANGUAGE_STORAGE_KEY,
  )})}catch(e){l=null}}d.lang=k.indexOf(l)<0?${JSON.stringify(defaultLang)}:l;d.className+=" ${NOT_FOUND_RESOLVING_CLASS}"})()`;
}

/**
 * The not-found page carries every language; these rules show only <html lang>'s, and its <main>
 * even where the server's HTML marked it hidden (one visible <main> per document).
 */
export function notFoundLanguageCss(): string {
  return langs
    .map(
      (lang) =>
        `html:not([lang="${lang}"]) [data-lang-variant="${lang}"]{display:none}` +
        `html[lang="${lang}"] [data-lang-variant="${lang}"] main[hidden]{display:block!important}`,
    )
    .join("");
}
