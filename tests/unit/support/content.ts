import fs from "node:fs";
import path from "node:path";

/** The real JSON content, so components are tested with the copy visitors read. */
export function readContent<T = unknown>(lang: string, file: string): T {
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

/** What useStaticQuery answers, by the query it is given. */
export function staticQueryResult(query: string): unknown {
  if (query.includes("allLayoutContent")) {
    return {
      allLayoutContent: {
        nodes: ["en", "es"].map((lang) => ({ lang, ...readContent<object>(lang, "layout.json") })),
      },
    };
  }
  if (query.includes("siteMetadata")) return { site: { siteMetadata } };
  throw new Error(`No unit-test data for static query: ${query.slice(0, 80)}`);
}
