/**
 * Findable: sitemap.xml lists every page with its alternates and nothing else, and it
 * agrees with each page's canonical and hreflang; robots.txt points to it; icons and manifest exist.
 * The contact form's result pages are built but noindex, so they are the named exception.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, test } from "node:test";
import { closeBrowser, newPage } from "./lib/browser.mjs";
import { filesIn, pagePathOf, publicDir } from "./lib/public.mjs";
import { PAGES, RESULT_PAGES } from "./lib/routes.mjs";
import { fetchRaw, isRedirectPage, siteOrigin, toLocal } from "./lib/server.mjs";

// One page for the file, closed with the browser.
const page = await newPage();
let sitemap;
before(async () => {
  const { status, html: xml } = await fetchRaw("/sitemap.xml");
  assert.equal(status, 200, "sitemap.xml answers 200");
  await page.goto(await toLocal(`${await siteOrigin()}/en/`));
  sitemap = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) throw new Error("sitemap.xml is not well-formed XML");
    return [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")].map((url) => ({
      loc: url.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")[0]?.textContent,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((l) => [
          l.getAttribute("hreflang"),
          l.getAttribute("href"),
        ]),
      ),
    }));
  }, xml);
});
after(closeBrowser);

/** Every page the build wrote that is not a redirect page or the not-found page. */
function builtPages() {
  return filesIn(publicDir, { match: /^index\.html$/, except: ["static", "page-data", "~partytown", "_gatsby", "404"] })
    .filter((file) => !isRedirectPage(fs.readFileSync(file, "utf8")))
    .map((file) => pagePathOf(file));
}

const RESULT_PATHS = RESULT_PAGES.map((p) => p.path);

test("the sitemap lists exactly the built pages but the noindex result pages, none twice", async () => {
  const origin = await siteOrigin();
  const locs = sitemap.map((u) => u.loc.slice(origin.length)).sort();
  assert.equal(new Set(locs).size, locs.length, "no page twice");
  assert.deepEqual(
    locs,
    builtPages()
      .filter((p) => !RESULT_PATHS.includes(p))
      .sort(),
  );
  for (const p of PAGES) assert.ok(locs.includes(p.path), `${p.path} is in the sitemap`);
});

test("the contact form's result pages are built, marked noindex, and not in the sitemap", async () => {
  const origin = await siteOrigin();
  const built = builtPages();
  for (const path of RESULT_PATHS) {
    assert.ok(built.includes(path), `${path} is built`);
    assert.ok(!sitemap.some((u) => u.loc === `${origin}${path}`), `${path} is not in the sitemap`);
    const { status, html } = await fetchRaw(path);
    assert.equal(status, 200);
    assert.match(html, /<meta[^>]*name="robots"[^>]*content="noindex[^"]*"/, `${path} has <meta name="robots" content="noindex…">`);
  }
});

test("every sitemap entry agrees with its page's canonical and hreflang, and its alternates are real pages", async () => {
  const problems = [];
  for (const entry of sitemap) {
    const { status, html } = await fetchRaw(new URL(entry.loc).pathname);
    if (status !== 200 || isRedirectPage(html)) {
      problems.push(`${entry.loc}: answers ${status}${isRedirectPage(html) ? " with a redirect page" : ""}`);
      continue;
    }
    const canonical = html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1];
    if (canonical !== entry.loc) problems.push(`${entry.loc}: canonical is ${canonical}`);
    const head = Object.fromEntries(
      [...html.matchAll(/<link[^>]*rel="alternate"[^>]*hrefLang="([^"]+)"[^>]*href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    for (const lang of ["en", "es", "x-default"]) {
      if (head[lang] !== entry.alternates[lang])
        problems.push(`${entry.loc}: hreflang ${lang} is ${head[lang]} in the head, ${entry.alternates[lang]} in the sitemap`);
      const target = entry.alternates[lang] && (await fetchRaw(new URL(entry.alternates[lang]).pathname));
      if (!target || target.status !== 200 || isRedirectPage(target.html))
        problems.push(`${entry.loc}: alternate ${lang} does not resolve to a page`);
    }
  }
  assert.deepEqual(problems, []);
});

test("robots.txt points to the sitemap; icons and manifest are served", async () => {
  const origin = await siteOrigin();
  const robots = await fetchRaw("/robots.txt");
  assert.equal(robots.status, 200);
  assert.match(robots.html, new RegExp(`^Sitemap: ${origin}/sitemap.xml$`, "m"));
  for (const file of [
    "/favicon.svg",
    "/favicon.ico",
    "/apple-touch-icon.png",
    "/icon.png",
    "/icon-192.png",
    "/manifest.webmanifest",
    "/og-image.png",
    "/og-image.es.png",
  ]) {
    assert.equal((await fetchRaw(file)).status, 200, `${file} is served`);
  }
  const manifest = JSON.parse((await fetchRaw("/manifest.webmanifest")).html);
  assert.equal(manifest.theme_color, "#0b1f2e");
  const home = (await fetchRaw("/en/")).html;
  assert.match(home, /<link[^>]*rel="manifest"[^>]*href="\/manifest.webmanifest"/);
  assert.match(home, /<link[^>]*rel="icon"[^>]*href="\/favicon.svg"/);
});
