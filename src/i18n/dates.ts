import { languageWords } from "./words";
import { languages, type Lang } from "./languages";

/**
 * A YYYY-MM-DD day in the language's locale (en-US, es-ES). Formatted in UTC so the server
 * HTML and the browser agree whatever the visitor's time zone. The short style takes its month
 * names from the language registry (language-words.json) ("15 ene. 2025", "Jan 15, 2025"): ICU versions differ there
 * (Node's and the browser's may write "ene" or "ene.", "sep" or "sept"), and the page must read
 * the same before and after hydration.
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
