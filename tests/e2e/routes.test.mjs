/**
 * Every page in both languages, as the server sends it (no JavaScript): status, language,
 * headings (not the not-found screen's), head tags, hreflang, JSON-LD and the absence of unfinished
 * text. So every page a static redirect leads to (redirects.test.mjs) is checked here.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { closeBrowser, newPage } from "./lib/browser.mjs";
import { forbiddenWords, jsonLdNodes, readServerPage, typesOf } from "./lib/head.mjs";
import { LANGS, OG_LOCALE, PAGES, TEXT } from "./lib/routes.mjs";
import { fetchRaw, siteOrigin, toLocal, url } from "./lib/server.mjs";

const origin = await siteOrigin();
// One page for the file, closed with the browser.
const page = await newPage({ javaScriptEnabled: false });
after(closeBrowser);
const cache = new Map();

/** The server page at a path, read once. */
function serverPage(path) {
  if (!cache.has(path)) cache.set(path, readServerPage(page, url(path)));
  return cache.get(path);
}

const one = (list) => (list.length === 1 ? list[0] : undefined);

describe("every route, server HTML", () => {
  for (const p of PAGES) {
    test(`${p.path} (${p.key}, ${p.lang})`, { timeout: 60_000 }, async () => {
      const raw = await fetchRaw(p.path);
      assert.equal(raw.status, 200, `plain fetch of ${p.path} answered ${raw.status}`);

      const d = await serverPage(p.path);
      const problems = [];
      const check = (ok, message) => {
        if (!ok) problems.push(message);
      };
      const self = `${origin}${p.path}`;
      const absolute = (value) => typeof value === "string" && /^https?:\/\/[^/]+\//.test(value);

      check(d.status === 200, `browser got status ${d.status}`);
      check(d.refresh.length === 0, `is a redirect page (meta refresh ${d.refresh.join(", ")})`);
      check(d.htmlLang === p.lang, `<html lang> is ${JSON.stringify(d.htmlLang)}, expected "${p.lang}"`);
      check(d.h1.length === 1, `has ${d.h1.length} <h1> elements, expected exactly 1: ${JSON.stringify(d.h1)}`);
      check(d.h1.length !== 1 || d.h1[0] !== "", "the <h1> is empty");
      check(!LANGS.some((lang) => d.h1.includes(TEXT[lang].notFoundTitle)), `shows the not-found screen: ${JSON.stringify(d.h1)}`);
      check(d.titles.length === 1 && d.titles[0].trim() !== "", `<title> missing, empty or repeated: ${JSON.stringify(d.titles)}`);
      check(one(d.description)?.trim(), `meta description missing, empty or repeated: ${JSON.stringify(d.description)}`);
      check(one(d.keywords)?.trim(), `meta keywords missing, empty or repeated: ${JSON.stringify(d.keywords)}`);
      check(one(d.ogTitle)?.trim(), `og:title missing or repeated: ${JSON.stringify(d.ogTitle)}`);
      check(one(d.ogDescription)?.trim(), `og:description missing or repeated: ${JSON.stringify(d.ogDescription)}`);
      check(one(d.ogType) === "website", `og:type is ${JSON.stringify(d.ogType)}, expected "website"`);
      // The mobile development page states "index, follow"; no page is noindex.
      const robots = p.key === "mobile-development" ? ["index, follow"] : [];
      check(
        JSON.stringify(d.robots) === JSON.stringify(robots),
        `robots meta is ${JSON.stringify(d.robots)}, expected ${JSON.stringify(robots)}`,
      );
      check(absolute(one(d.ogImage)), `og:image is not one absolute URL: ${JSON.stringify(d.ogImage)}`);
      check(one(d.ogImageAlt)?.trim(), `og:image:alt missing or repeated: ${JSON.stringify(d.ogImageAlt)}`);
      check(
        JSON.stringify(d.twitterImageAlt) === JSON.stringify(d.ogImageAlt),
        `twitter:image:alt ${JSON.stringify(d.twitterImageAlt)} differs`,
      );
      check(
        !/\/og-image[^/]*\.png$/.test(one(d.ogImage) ?? "") || (one(d.ogImageWidth) === "1200" && one(d.ogImageHeight) === "630"),
        `the site's social image is announced as 1200 × 630: ${JSON.stringify([d.ogImageWidth, d.ogImageHeight])}`,
      );
      check(one(d.ogLocale) === OG_LOCALE[p.lang], `og:locale is ${JSON.stringify(d.ogLocale)}, expected ${OG_LOCALE[p.lang]}`);
      check(
        one(d.ogLocaleAlternate) === OG_LOCALE[p.otherLang],
        `og:locale:alternate is ${JSON.stringify(d.ogLocaleAlternate)}, expected ${OG_LOCALE[p.otherLang]}`,
      );
      check(
        d.ogUrl.length === 0 || (d.ogUrl.length === 1 && d.ogUrl[0] === self),
        `og:url ${JSON.stringify(d.ogUrl)} is not the canonical ${self}`,
      );
      check(one(d.twitterCard)?.trim(), `twitter:card missing or repeated: ${JSON.stringify(d.twitterCard)}`);

      // canonical and hreflang
      check(one(d.canonical) === self, `canonical is ${JSON.stringify(d.canonical)}, expected ["${self}"]`);
      const expectedAlternates = {
        en: `${origin}${p.alternates.en}`,
        es: `${origin}${p.alternates.es}`,
        "x-default": `${origin}${p.alternates.en}`,
      };
      for (const [hreflang, href] of Object.entries(expectedAlternates)) {
        const found = d.alternates.filter((a) => a.hreflang === hreflang).map((a) => a.href);
        check(found.length === 1 && found[0] === href, `hreflang=${hreflang} is ${JSON.stringify(found)}, expected ["${href}"]`);
      }
      const unexpected = d.alternates.filter((a) => !(a.hreflang in expectedAlternates));
      check(unexpected.length === 0, `unexpected hreflang alternates: ${JSON.stringify(unexpected)}`);

      // JSON-LD
      const { nodes, errors } = jsonLdNodes(d.jsonLd);
      problems.push(...errors);
      const types = nodes.flatMap(typesOf);
      check(types.includes("Organization"), `JSON-LD has no Organization (types: ${types.join(", ") || "none"})`);
      check(types.includes("WebSite"), `JSON-LD has no WebSite (types: ${types.join(", ") || "none"})`);
      if (p.key !== "home") {
        const lists = nodes.filter((n) => typesOf(n).includes("BreadcrumbList"));
        check(lists.length === 1, `expected one BreadcrumbList, found ${lists.length}`);
        const items = lists[0]?.itemListElement ?? [];
        const last = items.at(-1);
        const lastUrl = typeof last?.item === "string" ? last.item : last?.item?.["@id"];
        check(lastUrl === self, `the BreadcrumbList's last item is ${JSON.stringify(lastUrl)}, expected "${self}"`);
        check(
          items.every((item, index) => item?.position === index + 1 && String(item?.name ?? "").trim() !== ""),
          `BreadcrumbList items need positions 1..n and names: ${JSON.stringify(items)}`,
        );
        check(items.length >= 2, `BreadcrumbList has ${items.length} items; a page below home needs at least home + itself`);
      }

      // unfinished or broken text
      const words = forbiddenWords(d.bodyText);
      check(words.length === 0, `page body contains ${words.map((w) => `"${w}"`).join(", ")}`);
      const headWords = forbiddenWords([...d.titles, ...d.description, ...d.keywords, ...d.ogTitle, ...d.ogDescription].join(" \n "));
      check(headWords.length === 0, `head tags contain ${headWords.map((w) => `"${w}"`).join(", ")}`);
      check(d.badAttributes.length === 0, `attributes with undefined/null/NaN: ${d.badAttributes.slice(0, 10).join(" ")}`);

      assert.equal(problems.length, 0, `${p.path}:\n  - ${problems.join("\n  - ")}`);
    });
  }
});

describe("hreflang reciprocity", () => {
  for (const p of PAGES) {
    test(`${p.path} is named back by its alternates`, { timeout: 60_000 }, async () => {
      const d = await serverPage(p.path);
      const self = `${origin}${p.path}`;
      const problems = [];
      for (const { hreflang, href } of d.alternates) {
        if (!/^https?:\/\//.test(href ?? "")) {
          problems.push(`hreflang=${hreflang} href ${JSON.stringify(href)} is not absolute`);
          continue;
        }
        let local;
        try {
          local = await toLocal(href);
        } catch (error) {
          problems.push(`hreflang=${hreflang}: ${error.message}`);
          continue;
        }
        const target = await serverPage(new URL(local).pathname);
        if (target.status !== 200) {
          problems.push(`hreflang=${hreflang} ${href} answers ${target.status}`);
          continue;
        }
        const back = target.alternates.filter((a) => a.hreflang === p.lang).map((a) => a.href);
        if (back.length !== 1 || back[0] !== self) {
          problems.push(`${href} (named as hreflang=${hreflang}) names hreflang=${p.lang} ${JSON.stringify(back)}, not ${self}`);
        }
      }
      assert.ok(d.alternates.length > 0, `${p.path} has no hreflang alternates`);
      assert.equal(problems.length, 0, problems.join("\n"));
    });
  }
});

test("the social image and the Organization logo named in head tags exist", { timeout: 60_000 }, async () => {
  const wanted = new Map();
  for (const p of PAGES) {
    const d = await serverPage(p.path);
    for (const image of d.ogImage) if (!wanted.has(image)) wanted.set(image, `og:image of ${p.path} and others`);
    const { nodes } = jsonLdNodes(d.jsonLd);
    for (const node of nodes) {
      const logo = typeof node?.logo === "string" ? node.logo : node?.logo?.url;
      if (typesOf(node).includes("Organization") && logo && !wanted.has(logo)) {
        wanted.set(logo, `Organization logo in the JSON-LD of ${p.path} and others`);
      }
    }
  }
  assert.ok(wanted.size > 0, "no og:image or logo found");
  const problems = [];
  for (const [absolute, where] of wanted) {
    if (!absolute.startsWith(`${origin}/`)) continue; // on another host: cannot be checked offline
    const response = await fetch(await toLocal(absolute), { redirect: "manual" });
    const type = response.headers.get("content-type") ?? "";
    await response.arrayBuffer();
    if (response.status !== 200 || !type.startsWith("image/")) {
      problems.push(`${absolute} (${where}) answers ${response.status} ${type}`);
    }
  }
  assert.equal(problems.length, 0, problems.join("\n"));
});
