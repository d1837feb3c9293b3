/**
 * The third-language build (fixture.mjs): French added by a registry entry and a content folder
 * only. Every page exists in the three languages, with the switcher, hreflang, the sitemap, the
 * mixed-language redirects and the not-found page working for the new one. Run by scripts/test.sh
 * against the fixture's build, from the fixture's folder (its server reads its registry).
 */
import assert from "node:assert/strict";
import path from "node:path";
import { after, test } from "node:test";
import { closeBrowser, closePage, collectErrors, newPage, waitForHydration } from "../e2e/lib/browser.mjs";
import { htmlFiles, pagePathOf, publicDir } from "../e2e/lib/public.mjs";
import { fetchRaw, isRedirectPage, url } from "../e2e/lib/server.mjs";
import { LANG, VIEW_THIS_PAGE } from "./fixture.mjs";

after(closeBrowser);

const LANGS = ["en", "es", LANG];
const LABELS = { en: "EN: View this page in English", es: "ES: Ver esta página en español", [LANG]: `FR: ${VIEW_THIS_PAGE}` };

/** Every page of a language (its index.html files that are pages, not redirects), by path. */
function pagesOf(lang) {
  return htmlFiles(publicDir)
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => pagePathOf(file))
    .filter((p) => p.startsWith(`/${lang}/`));
}

/** [path, html] of every page of a language the server answers 200 with (not a redirect). */
async function servedPages(lang) {
  const pages = [];
  // One request at a time: the production server limits the connections of one client.
  for (const page of pagesOf(lang)) {
    const { status, html } = await fetchRaw(page);
    // The build's folders include the mixed-language spellings, answered with a redirect.
    if (status === 200 && !isRedirectPage(html)) pages.push([page, html]);
  }
  return pages;
}

/** hreflang → href of a page's head, and its canonical and <html lang>. */
function headOf(html) {
  const alternates = {};
  for (const tag of html.match(/<link\b[^>]*rel="alternate"[^>]*>/g) ?? []) {
    const lang = tag.match(/hrefLang="([^"]+)"|hreflang="([^"]+)"/i);
    const href = tag.match(/href="([^"]+)"/)?.[1];
    if (lang && href) alternates[lang[1] ?? lang[2]] = new URL(href).pathname;
  }
  return {
    lang: html.match(/<html\b[^>]*\blang="([^"]+)"/)?.[1],
    canonical: new URL(html.match(/<link\b[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1] ?? "http://x/").pathname,
    alternates,
    ogLocaleAlternates: [...html.matchAll(/property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1]),
  };
}

test("every English page has its French page, served 200 in French, with hreflang and og:locale for the three languages", async () => {
  const english = await servedPages("en");
  assert.ok(english.length > 0, "English pages");
  // Every page exists in every language: the Spanish pages name the same French pages.
  const frenchOf = (pages) => pages.map(([, html]) => headOf(html).alternates[LANG]).sort();
  assert.deepEqual(frenchOf(await servedPages("es")), frenchOf(english), "the French alternates of the Spanish and English pages");
  const french = new Set();
  for (const [page, html] of english) {
    const head = headOf(html);
    assert.deepEqual(
      Object.keys(head.alternates)
        .filter((l) => l !== "x-default")
        .sort(),
      [...LANGS].sort(),
      `hreflang of ${page}`,
    );
    const frPath = head.alternates[LANG];
    assert.match(frPath, /^\/fr\//, `the French alternate of ${page}`);
    const fr = await fetchRaw(frPath);
    assert.equal(fr.status, 200, `${frPath} (French of ${page})`);
    const frHead = headOf(fr.html);
    assert.equal(frHead.lang, LANG, `<html lang> of ${frPath}`);
    assert.equal(frHead.canonical, frPath, `canonical of ${frPath}`);
    assert.deepEqual(frHead.alternates, head.alternates, `hreflang of ${frPath} and ${page}`);
    assert.deepEqual(frHead.ogLocaleAlternates.sort(), ["en_US", "es_ES"], `og:locale:alternate of ${frPath}`);
    assert.deepEqual(head.ogLocaleAlternates.sort(), ["es_ES", "fr_FR"], `og:locale:alternate of ${page}`);
    french.add(frPath);
  }
  assert.equal(french.size, english.length, "one French page per English page");
  // The registry's words make the paths: a service page, a case study, a result page, a category list.
  for (const expected of [
    "/fr/prestations/referencement-seo/",
    "/fr/nos-realisations/nurdoc/",
    "/fr/a-propos/",
    "/fr/contact/non-envoye/",
    "/fr/politique-de-confidentialite/",
  ]) {
    assert.ok(french.has(expected), `${expected} is a French page`);
  }
  assert.ok(
    [...french].some((p) => p.startsWith("/fr/blog/categorie/")),
    "the French category lists use the registry's word",
  );
});

test("the header offers the two other languages, as links to the same page, and the French one switches and remembers it", async () => {
  const page = await newPage();
  const errors = collectErrors(page);
  try {
    const cases = [
      { lang: "en", path: "/en/about-us/", others: { es: "/es/sobre-nosotros/", [LANG]: "/fr/a-propos/" } },
      { lang: LANG, path: "/fr/a-propos/", others: { en: "/en/about-us/", es: "/es/sobre-nosotros/" } },
    ];
    for (const c of cases) {
      await page.goto(url(c.path));
      await waitForHydration(page);
      const links = await page.locator("header [data-language-switch]").evaluateAll((as) =>
        as
          .filter((a) => a.getClientRects().length > 0)
          .map((a) => ({
            lang: a.getAttribute("hreflang"),
            href: a.getAttribute("href"),
            name: a.getAttribute("aria-label"),
            text: a.textContent,
          })),
      );
      assert.deepEqual(
        links,
        Object.entries(c.others).map(([lang, href]) => ({ lang, href, name: LABELS[lang], text: lang.toUpperCase() })),
        `the switcher on ${c.path}`,
      );
    }
    await page.goto(url("/en/about-us/"));
    await waitForHydration(page);
    await page.locator(`header [data-language-switch][hreflang="${LANG}"]`).filter({ visible: true }).click();
    await page.waitForURL(url("/fr/a-propos/"));
    await page.waitForFunction((lang) => document.documentElement.lang === lang, LANG);
    assert.equal(await page.evaluate(() => localStorage.getItem("preferredLanguage")), LANG);
    assert.deepEqual(errors, []);
  } finally {
    await closePage(page);
  }
});

test("the sitemap lists each French page once, with the three languages as alternates", async () => {
  const { status, html: xml } = await fetchRaw("/sitemap.xml");
  assert.equal(status, 200);
  const entries = xml.split("<url>").slice(1);
  const byLang = (lang) => entries.filter((e) => new RegExp(`<loc>[^<]*/${lang}/`).test(e));
  assert.ok(byLang(LANG).length > 0, "French entries");
  assert.equal(byLang(LANG).length, byLang("en").length, "as many French entries as English ones");
  for (const entry of byLang(LANG)) {
    for (const lang of LANGS) assert.match(entry, new RegExp(`hreflang="${lang}"`), `${entry.match(/<loc>([^<]+)/)?.[1]} lists ${lang}`);
  }
});

test("mixed-language paths of and into French lead to the right spelling", async () => {
  const cases = [
    ["/fr/services/web-development/", "/fr/prestations/developpement-web/"],
    ["/fr/servicios/desarrollo-web/", "/fr/prestations/developpement-web/"],
    ["/fr/prestations/desarrollo-web/", "/fr/prestations/developpement-web/"],
    ["/en/prestations/referencement-seo/", "/en/services/seo-optimization/"],
    ["/es/nos-realisations/", "/es/nuestro-trabajo/"],
  ];
  for (const [from, to] of cases) {
    const response = await fetchRaw(from);
    const location = response.location
      ? new URL(response.location, url("/")).pathname
      : isRedirectPage(response.html)
        ? response.html.match(/url=([^"]+)"/i)?.[1]
        : null;
    assert.ok([200, 301, 302, 308].includes(response.status), `${from}: status ${response.status}`);
    assert.equal(location, to, `${from} leads to`);
  }
});

test("an unknown French path gets the not-found page in French, with status 404", async () => {
  const page = await newPage();
  try {
    const response = await page.goto(url("/fr/cette-page-nexiste-pas/"));
    assert.equal(response.status(), 404);
    await waitForHydration(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), LANG);
    const shown = await page
      .locator("[data-lang-variant]")
      .evaluateAll((nodes) => nodes.filter((n) => n.getClientRects().length > 0).map((n) => n.getAttribute("data-lang-variant")));
    assert.deepEqual(shown, [LANG], "only the French copy shows");
    assert.equal(await page.locator("header [data-language-switch]").filter({ visible: true }).count(), 2);
  } finally {
    await closePage(page);
  }
  const served = await fetchRaw("/fr/cette-page-nexiste-pas/");
  assert.equal(headOf(served.html).lang, LANG, "the served not-found document is the French one (/fr/404.html)");
});
