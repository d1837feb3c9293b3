import words from "./language-words.json";
import type { Lang } from "./languages";

/** A language's words that only some pages and the build need (see languages.ts), kept out of every page's script. */
export interface LanguageWords {
  /** Short month names of dates ("Jan 15, 2025", "15 ene. 2025" with the RAE's period), fixed here so every ICU version writes them alike. */
  readonly shortMonths: readonly string[];
  /** The words of the blog's list paths: page 2 of a list is <list>/page/2/, a category's list <blog>/category/<slug>/. */
  readonly blogListPaths: { readonly page: string; readonly category: string };
}

export const languageWords = words as Readonly<Record<Lang, LanguageWords>>;
