/**
 * The not-found page: served with 404 for unknown paths, in the language of the path, with
 * its two ways out, noindex, and no errors while it hydrates.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { closeBrowser, closePage, collectErrors, newPage, waitForHydration } from "./lib/browser.mjs";
import { TEXT } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";

after(closeBrowser);

const CASES = [
  { lang: "en", path: "/en/this-does-not-exist/", home: "/en/", ourWork: "/en/our-work/" },
  { lang: "es", path: "/es/esto-no-existe/", home: "/es/", ourWork: "/es/nuestro-trabajo/" },
];

/** The 404 responses a not-found page is expected to cause: its own document and page data. */
function expected404(path) {
  const own = new Set([url(path), url(path.replace(/\/$/, "")), url(`/page-data${path}page-data.json`)]);
  return ({ text, url: where }) =>
    (/status of 404/.test(text) && own.has(where)) ||
    // the browser's own favicon probe is not the page's doing
    (/status of 404/.test(text) && new URL(where || "http://x/").pathname === "/favicon.ico");
}

/** The visible <h1> texts of the page. */
const visibleH1 = async (page) => (await page.locator("h1").filter({ visible: true }).allTextContents()).map((h) => h.trim());

/** The hrefs of the visible links in the visible <main>. */
const mainLinks = (page) =>
  page
    .locator("main")
    .filter({ visible: true })
    .locator("a")
    .filter({ visible: true })
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));

for (const c of CASES) {
  const other = c.lang === "en" ? "es" : "en";

  test(`${c.path} answers 404 and shows "${TEXT[c.lang].notFoundTitle}" in ${c.lang}`, async (t) => {
    const page = await newPage();
    const errors = collectErrors(page, expected404(c.path));
    t.after(() => closePage(page));
    const response = await page.goto(url(c.path));
    assert.equal(response.status(), 404, `HTTP status of ${c.path}`);
    const title = page.locator("h1", { hasText: TEXT[c.lang].notFoundTitle });
    await title.first().waitFor({ state: "visible", timeout: 5_000 });
    await waitForHydration(page);

    assert.deepEqual(await visibleH1(page), [TEXT[c.lang].notFoundTitle], `visible h1 (not the ${other} "${TEXT[other].notFoundTitle}")`);
    const main = page.locator("main").filter({ visible: true });
    assert.equal(await main.count(), 1, "expected one visible <main>");
    assert.ok((await main.innerText()).includes("404"), "the visible screen does not show 404");
    const hrefs = await mainLinks(page);
    assert.ok(hrefs.includes(c.home), `no visible link to ${c.home} in main: ${JSON.stringify(hrefs)}`);
    assert.ok(hrefs.includes(c.ourWork), `no visible link to ${c.ourWork} in main: ${JSON.stringify(hrefs)}`);
    assert.equal(await page.locator("html").getAttribute("lang"), c.lang);
    const robots = await page.locator('meta[name="robots"]').evaluateAll((ms) => ms.map((m) => m.content));
    assert.ok(
      robots.some((r) => /\bnoindex\b/i.test(r)),
      `robots meta: ${JSON.stringify(robots)}`,
    );

    // It stays: a genuine not-found path is not "fixed" into another page.
    await page.waitForTimeout(300);
    assert.equal(page.url(), url(c.path));
    assert.deepEqual(errors, [], `errors on ${c.path}:\n${errors.join("\n")}`);
  });

  // The server's HTML as it is (no script runs): what a crawler and a visitor without JavaScript get.
  test(`with JavaScript disabled ${c.path} shows "${TEXT[c.lang].notFoundTitle}", with status 404, its links and noindex`, async (t) => {
    const page = await newPage({ javaScriptEnabled: false });
    t.after(() => closePage(page));
    const response = await page.goto(url(c.path));
    assert.equal(response.status(), 404);
    assert.deepEqual(await visibleH1(page), [TEXT[c.lang].notFoundTitle]);
    assert.equal(await page.locator("html").getAttribute("lang"), c.lang);
    assert.match((await page.locator('meta[name="robots"]').getAttribute("content")) ?? "", /noindex/);
    const hrefs = await mainLinks(page);
    assert.ok(hrefs.includes(c.home) && hrefs.includes(c.ourWork), JSON.stringify(hrefs));
  });
}

test("the not-found page's head has meta keywords in each language, like every other page", async () => {
  const keywords = {};
  for (const c of CASES) {
    const html = await (await fetch(url(c.path))).text();
    const match = html.match(/<meta[^>]+name="keywords"[^>]+content="([^"]*)"/i);
    assert.ok(match && match[1].trim(), `no meta keywords in the raw HTML of ${c.path}`);
    keywords[c.lang] = match[1];
  }
  assert.notEqual(keywords.en, keywords.es, "the two languages' keywords are the same");
});

test("a path without a language prefix logs a warning naming it; a prefixed one does not", async (t) => {
  const page = await newPage();
  const warnings = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  t.after(() => closePage(page));
  await page.goto(url("/en/this-does-not-exist/"));
  await waitForHydration(page);
  assert.deepEqual(
    warnings.filter((w) => /no language prefix/.test(w)),
    [],
    "warned on a prefixed path",
  );
  await page.goto(url("/no-such-page/"));
  await waitForHydration(page);
  assert.ok(
    warnings.some((w) => w.includes('Path "/no-such-page/" has no language prefix')),
    `no warning for the unprefixed path; warnings: ${JSON.stringify(warnings)}`,
  );
});
