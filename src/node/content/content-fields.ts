import { iconNames } from "../../config/icon-names";
import { routes } from "../../i18n/routes";
import { placeholderProblems, type PlaceholderRule } from "../../i18n/placeholders";
import { f, type ObjectType } from "./content-schema";

/**
 * The fields the site's copy is made of, for the content declarations (the *.content.ts files
 * beside the components and templates that render them).
 */
export const routeKeys = routes.map((r) => r.key);
export const icon = (description: string) => f.string(`${description} One of src/config/icon-names.ts.`, iconNames);
export const text = (description: string) => f.string(description);
export const texts = (description: string, count?: number) => f.list(f.string("One item."), description, count);
/** The heading and description most sections open with. */
export const sectionHeading = { title: text("Section heading."), description: text("Section description.") };

/** Every text under a value with its key: the value itself, a list's items, an object's fields (`f.byAnalytics`). */
function textsUnder(value: unknown, key: string): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsUnder(item, `${key}[${i}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => textsUnder(item, `${key}.${name}`));
  return [];
}

/**
 * The check of an object whose texts take placeholders (src/i18n/placeholders.ts): each named
 * field (every text in it, for a list or a per-analytics field) against its rule, every problem
 * with its key.
 */
export function placeholderChecks(rules: Readonly<Record<string, PlaceholderRule>>): NonNullable<ObjectType["check"]> {
  return (value) =>
    Object.entries(rules).flatMap(([field, rule]) =>
      textsUnder(value[field], field).flatMap(([key, text]) => placeholderProblems(text, rule).map((message) => ({ key, message }))),
    );
}
