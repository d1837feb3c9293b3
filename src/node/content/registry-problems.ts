import fs from "node:fs";
import path from "node:path";
import { siteImageOf, socialImage } from "../../config/site";
import registry from "../../i18n/language-registry.json";
import languageWords from "../../i18n/language-words.json";
import { langs } from "../../i18n/languages";
import { routes } from "../../i18n/routes";
import { SLUG_PATTERN } from "../blog/blog-categories";
import { isRecord } from "./content-schema";

const FILE = "src/i18n/language-registry.json";
const WORDS_FILE = "src/i18n/language-words.json";
/** A language code as paths and hreflang use it: "es", "pt-br". */
const CODE = /^[a-z]{2,3}(?:-[a-z0-9]+)*$/;

/** What is wrong with one language's entry of the registry, each message naming its key. */
function entryProblems(code: string, entry: unknown): string[] {
  const at = (key: string) => `${FILE}: "languages.${code}.${key}"`;
  if (!isRecord(entry)) return [`${FILE}: "languages.${code}" is not an object`];
  const problems: string[] = [];
  if (!CODE.test(code))
    problems.push(`${FILE}: "languages.${code}": a language code is lowercase, as in paths and hreflang ("es", "pt-br")`);
  if (typeof entry.locale !== "string" || !/^[a-z]{2,3}-[A-Z]{2}$/.test(entry.locale))
    problems.push(`${at("locale")} must be a locale such as "es-ES"`);
  const numbers = entry.numbers;
  if (!isRecord(numbers) || typeof numbers.group !== "string" || typeof numbers.decimal !== "string" || numbers.group === numbers.decimal) {
    problems.push(`${at("numbers")} must give two different separators, "group" and "decimal"`);
  }
  const paths = isRecord(entry.paths) ? entry.paths : {};
  for (const route of routes) {
    const segment = paths[route.key];
    if (segment === undefined) problems.push(`${at(`paths.${route.key}`)} is missing`);
    else if (typeof segment !== "string" || (route.key === "home" ? segment !== "" : !SLUG_PATTERN.test(segment))) {
      problems.push(`${at(`paths.${route.key}`)} is ${JSON.stringify(segment)}: use lowercase words joined by hyphens`);
    }
  }
  for (const key of Object.keys(paths))
    if (!routes.some((route) => route.key === key)) problems.push(`${at(`paths.${key}`)} names no route of src/i18n/routes.ts`);
  for (const parent of new Set(routes.map((route) => route.parent))) {
    const seen = new Map<unknown, string>();
    for (const route of routes.filter((r) => r.parent === parent && r.key !== "home")) {
      const first = seen.get(paths[route.key]);
      if (first) problems.push(`${at(`paths.${route.key}`)} is also the path of "${first}"`);
      else seen.set(paths[route.key], route.key);
    }
  }
  return problems;
}

/** What is wrong with one language's words. */
function wordProblems(code: string, words: unknown): string[] {
  const at = (key: string) => `${WORDS_FILE}: "${code}.${key}"`;
  if (!isRecord(words)) return [`${WORDS_FILE}: "${code}" is missing`];
  const problems: string[] = [];
  const months = words.shortMonths;
  if (!Array.isArray(months) || months.length !== 12 || !months.every((m) => typeof m === "string" && m !== "")) {
    problems.push(`${at("shortMonths")} must list the 12 short month names`);
  }
  for (const word of ["page", "category"]) {
    const value = isRecord(words.blogListPaths) ? words.blogListPaths[word] : undefined;
    if (typeof value !== "string" || !SLUG_PATTERN.test(value))
      problems.push(`${at(`blogListPaths.${word}`)} must be lowercase words joined by hyphens`);
  }
  return problems;
}

/**
 * Every problem of the language registry (both files), each naming the file and the key, checked
 * by the build before anything else (gatsby-node's onPreBootstrap, with the content's): the pages
 * read the registry unchecked, so that its checks add nothing to their script.
 */
export function registryProblems(data: unknown = registry, words: unknown = languageWords): string[] {
  if (!isRecord(data) || !isRecord(data.languages)) return [`${FILE} must have "default" and "languages"`];
  const entries = data.languages;
  const codes = Object.keys(entries);
  const problems = codes.flatMap((code) => [
    ...entryProblems(code, entries[code]),
    ...wordProblems(code, isRecord(words) ? words[code] : undefined),
  ]);
  if (typeof data.default !== "string" || !codes.includes(data.default)) {
    problems.unshift(`${FILE}: "default" is ${JSON.stringify(data.default)}, not one of the languages (${codes.join(", ")})`);
  }
  if (isRecord(words)) {
    for (const code of Object.keys(words))
      if (!codes.includes(code)) problems.push(`${WORDS_FILE}: "${code}" is not a language of ${FILE}`);
  }
  return problems;
}

/** Each language's social image: a page shared in a language without one would show no picture. */
export function socialImageProblems(staticDir = "static", codes: readonly string[] = langs): string[] {
  return codes.flatMap((code) => {
    const file = path.join(staticDir, siteImageOf(socialImage, code));
    return fs.existsSync(file) ? [] : [`${file} is missing: the social image of "${code}" (design/social-image/ draws it)`];
  });
}
