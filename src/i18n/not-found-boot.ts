import { defaultLang, LANGUAGE_STORAGE_KEY, langs } from "./languages";

/** On <html> while the not-found page is hidden, deciding whether the path leads somewhere. */
export const NOT_FOUND_RESOLVING_CLASS = "nf-resolving";

/**
 * Inline script for the head of the not-found page, which static hosts serve for every unknown
 * path. Before the body paints it sets <html lang> from the URL (or the stored preference), so
 * CSS shows the right language, and hides the screen while the page checks for a redirect.
 */
export function notFoundBootScript(): string {
  const known = JSON.stringify(langs);
  return `(function(){var d=document.documentElement,k=${known},l=location.pathname.split("/")[1];if(k.indexOf(l)<0){try{l=localStorage.getItem(${JSON.stringify(
    LANGUAGE_STORAGE_KEY,
  )})}catch(e){l=null}}d.lang=k.indexOf(l)<0?${JSON.stringify(defaultLang)}:l;d.className+=" ${NOT_FOUND_RESOLVING_CLASS}"})()`;
}

/**
 * The not-found page carries every language; the head script sets <html lang> from the URL, and
 * these rules show that language's copy only. The server's HTML marks every other language's
 * <main> hidden (one visible <main> per document): the shown language's is displayed all the same.
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
