import fs from "node:fs";
import path from "node:path";
import type { AnalyticsConfig } from "../../../src/analytics/plausible";
import { langs, type Lang } from "../../../src/i18n/languages";
import { ANALYTICS_CASES, pickAnalyticsCase } from "../../../src/node/content/content-schema";

/**
 * The real JSON content, so components are tested with the copy visitors read. `T` is what the
 * test takes the file for, usually a GraphQL fragment's type (`Queries.<Name>Fragment`): this is
 * the one place a fixture is cast to it. (The JSON leaves out optional fields that GraphQL answers
 * with null; the components treat both alike.)
 */
export function readContent<T = unknown>(lang: Lang, file: string): T {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "../../../content", lang, file), "utf8")) as T;
}

export const siteMetadata = {
  title: "Brisa Software",
  siteUrl: "https://brisa.software",
  supportEmail: "hello@brisa.software",
  contactEndpoint: "/api/brisa/contact",
  foundingYear: 2020,
  socialImage: "/og-image.png",
};

/** A build with a visit counter, for the tests of that case. */
export const TEST_ANALYTICS: AnalyticsConfig = { scriptUrl: "https://plausible.example.test/js/script.js", domain: "brisa.software" };

/** The analytics setting the "build" under test has: off (null) by default, as a real build; reset after each test. */
let analytics: AnalyticsConfig | null = null;
export function setTestAnalytics(config: AnalyticsConfig | null): void {
  analytics = config;
}

const isCases = (value: unknown): boolean =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((k) => (ANALYTICS_CASES as readonly string[]).includes(k)) &&
  Object.keys(value).length > 0;

/** What GraphQL gives for content: every f.byAnalytics field resolved to the case of the build (as the @byAnalytics extension does). */
export function resolveCases<T>(value: T, analyticsOn = analytics !== null): T {
  if (Array.isArray(value)) return (value as unknown[]).map((item) => resolveCases(item, analyticsOn)) as T;
  if (typeof value !== "object" || value === null) return value;
  if (isCases(value)) return pickAnalyticsCase(value, analyticsOn) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveCases(item, analyticsOn)])) as T;
}

/** What useStaticQuery answers, by the query it is given. */
export function staticQueryResult(query: string): unknown {
  if (query.includes("allLayoutContent")) {
    return {
      allLayoutContent: {
        nodes: langs.map((lang) => ({ lang, ...resolveCases(readContent<object>(lang, "layout.json")) })),
      },
    };
  }
  if (query.includes("siteMetadata")) return { site: { siteMetadata: { ...siteMetadata, analytics } } };
  throw new Error(`No unit-test data for static query: ${query.slice(0, 80)}`);
}
