import { languages, type Lang } from "./languages";

/**
 * A YYYY-MM-DD day in the language's locale (en-US, es-ES). Formatted in UTC so the server
 * HTML and the browser agree whatever the visitor's time zone.
 */
export function formatDay(day: string, lang: Lang, style: "short" | "long" = "long"): string {
  return new Intl.DateTimeFormat(languages[lang].dateLocale, {
    year: "numeric",
    month: style === "long" ? "long" : "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
