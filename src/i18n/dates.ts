import { languageWords } from "./words";
import { languages, type Lang } from "./languages";

/**
 * A YYYY-MM-DD day in the language's locale, in UTC so that it is the same day in any time zone.
 * The short style's month names come from language-words.json ("15 ene. 2025"): ICU versions
 * differ there ("ene" or "ene.", "sep" or "sept"). The build writes each post's days with it
 * (BlogPost dateText, dateShort): a page's first Intl.DateTimeFormat costs a phone about 55 ms.
 */
export function formatDay(day: string, lang: Lang, style: "short" | "long" = "long"): string {
  const date = new Date(`${day}T00:00:00Z`);
  const format = new Intl.DateTimeFormat(languages[lang].locale, {
    year: "numeric",
    month: style === "long" ? "long" : "short",
    day: "numeric",
    timeZone: "UTC",
  });
  if (style === "long") return format.format(date);
  const month = languageWords[lang].shortMonths[date.getUTCMonth()];
  return format
    .formatToParts(date)
    .map((part) => (part.type === "month" ? (month ?? part.value) : part.value))
    .join("");
}
