/**
 * Mixed-language and root paths land on the right page, with and without JavaScript, and
 * paths that no static page covers are fixed by the not-found page in the browser.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, describe, test } from "node:test";
import { closeBrowser, closePage, newPage } from "./lib/browser.mjs";
import { publicDir } from "./lib/public.mjs";
import { LANGS, routeOf, SERVICE_KEYS, TEXT } from "./lib/routes.mjs";
import { fetchRaw, isRedirectPage, url } from "./lib/server.mjs";

after(closeBrowser);

const NOT_FOUND_TITLES = LANGS.map((lang) => TEXT[lang].notFoundTitle);

/**
 * An init script (page.addInitScript(recordNotFoundFrames, NOT_FOUND_TITLES)) that samples, on
 * every animation frame, whether a not-found heading is visible, and records those frames (with
 * the path at that moment) in window.__notFoundFrames. A heading visible at a frame is painted.
 */
function recordNotFoundFrames(titles) {
  window.__notFoundFrames = [];
  const visibleTitle = () =>
    [...document.querySelectorAll("h1")].find(
      (h) => titles.includes(h.textContent.trim()) && h.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
  const frame = () => {
    const title = document.body && visibleTitle();
    if (title) {
      window.__notFoundFrames.push({ at: Math.round(performance.now()), path: location.pathname, title: title.textContent.trim() });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const services = { en: "services", es: "servicios" };

/** [from, to] pairs of the static redirect pages. */
const REDIRECTS = [
  ["/", "/en/"],
  ["/en/servicios/", "/en/services/"],
  ["/es/services/", "/es/servicios/"],
  ["/es/our-work/", "/es/nuestro-trabajo/"],
  ["/en/nuestro-trabajo/", "/en/our-work/"],
  ["/en/nuestro-trabajo/nurdoc/", "/en/our-work/nurdoc/"],
  ["/es/our-work/almia/", "/es/nuestro-trabajo/almia/"],
];
for (const key of SERVICE_KEYS) {
  const route = routeOf(key);
  const slug = { en: route.en.split("/").at(-2), es: route.es.split("/").at(-2) };
  for (const lang of LANGS) {
    const other = lang === "en" ? "es" : "en";
    const to = route[lang];
    for (const [parent, child] of [
      [services[other], slug[other]],
      [services[lang], slug[other]],
      [services[other], slug[lang]],
    ]) {
      REDIRECTS.push([`/${lang}/${parent}/${child}/`, to]);
    }
  }
}

/** Opens `from` and waits until the browser is at `to`; returns the main-frame document statuses seen. */
async function follow(page, from, to) {
  const documents = [];
  const onResponse = (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents.push({ url: response.url(), status: response.status() });
    }
  };
  page.on("response", onResponse);
  try {
    await page.goto(url(from), { waitUntil: "commit" });
    await page.waitForURL(url(to), { waitUntil: "load", timeout: 15_000 });
  } finally {
    page.off("response", onResponse);
  }
  return documents;
}

async function landedOn(page) {
  return page.evaluate(() => ({
    h1: [...document.querySelectorAll("h1")].map((h) => h.textContent.trim()),
    refresh: !!document.querySelector('meta[http-equiv="refresh" i]'),
  }));
}

describe("static redirect pages", () => {
  for (const [from, to] of REDIRECTS) {
    test(`the production server answers ${from} with a real 301 to ${to}`, async () => {
      const { status, location } = await fetchRaw(from);
      assert.equal(status, 301);
      assert.equal(location, to);
    });

    // What a plain static host (no _redirects support) serves at that path: the page on disk.
    test(`raw HTML of ${from} is a redirect to ${to}, not the not-found page`, () => {
      const html = fs.readFileSync(path.join(publicDir, from, "index.html"), "utf8");
      for (const title of NOT_FOUND_TITLES) assert.ok(!html.includes(title), `${from} contains "${title}"`);
      assert.ok(isRedirectPage(html), `${from} has no meta refresh`);
      const target = html.match(/<meta[^>]+http-equiv="?refresh"?[^>]+content="\d+;\s*url=([^"]+)"/i)?.[1];
      assert.equal(target, to, `the meta refresh of ${from} goes to ${target}`);
    });
  }

  // The browser follows the server's 301 the same way for every pair (the pairs are checked above,
  // and every page they lead to in routes.test.mjs): one language-mixed service path, with
  // JavaScript on and off.
  for (const javaScriptEnabled of [true, false]) {
    const [from, to] = REDIRECTS.find(([f]) => f.startsWith("/es/services/"));
    test(`${from} → ${to} in Chromium (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async (t) => {
      const page = await newPage({ javaScriptEnabled });
      t.after(() => closePage(page));
      const documents = await follow(page, from, to);
      const bad = documents.filter((d) => d.status >= 400);
      assert.deepEqual(bad, [], `error documents on the way: ${JSON.stringify(documents)}`);
      const landed = await landedOn(page);
      assert.equal(landed.refresh, false, `${to} is itself a redirect page`);
      assert.equal(landed.h1.length, 1, `${to} has h1 ${JSON.stringify(landed.h1)}`);
      assert.ok(!NOT_FOUND_TITLES.includes(landed.h1[0]), `${to} shows the not-found screen`);
    });
  }

  test("a redirect keeps the query string and the hash: /en/servicios/?a=1#x → /en/services/?a=1#x", async (t) => {
    const page = await newPage();
    t.after(() => closePage(page));
    await follow(page, "/en/servicios/?a=1#x", "/en/services/?a=1#x");
    assert.equal(page.url(), url("/en/services/?a=1#x"));
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`the unslashed /en/servicios arrives at /en/services/ (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async (t) => {
      const page = await newPage({ javaScriptEnabled });
      t.after(() => closePage(page));
      const documents = await follow(page, "/en/servicios", "/en/services/");
      assert.ok(
        documents.every((d) => d.status < 400),
        JSON.stringify(documents),
      );
    });
  }
});

describe("paths fixed by the not-found page (JavaScript on)", () => {
  /** [from, to, stored preferredLanguage] */
  const FIXES = [
    ["/es/blog/no-existe/", "/es/blog/", null],
    ["/en/blog/unknown-post/", "/en/blog/", null],
    ["/services/", "/en/services/", null],
    ["/servicios/", "/es/servicios/", "es"],
    ["/services/", "/es/servicios/", "es"],
  ];

  for (const [from, to, stored] of FIXES) {
    const given = stored ? ` (preferredLanguage "${stored}")` : "";
    test(`${from} → ${to}${given}, the not-found screen never shown on the way`, async (t) => {
      const page = await newPage();
      t.after(() => closePage(page));
      await page.addInitScript(recordNotFoundFrames, NOT_FOUND_TITLES);
      if (stored) {
        await page.goto(url("/en/privacy-policy/"), { waitUntil: "domcontentloaded" });
        await page.evaluate((value) => localStorage.setItem("preferredLanguage", value), stored);
      }
      const documents = await follow(page, from, to);
      assert.equal(documents[0]?.status, 404, `the static host should answer ${from} with the not-found page`);
      await page.locator("h1").filter({ visible: true }).first().waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const frames = await page.evaluate(() => window.__notFoundFrames);
      assert.ok(Array.isArray(frames), "the frame recorder did not run in this page");
      assert.equal(
        frames.length,
        0,
        `the not-found heading was visible in ${frames.length} animation frames on the way to ${to}, ` +
          `first ones: ${JSON.stringify(frames.slice(0, 3))}`,
      );
      const landed = await landedOn(page);
      const shown = await page.locator("h1").filter({ visible: true }).allTextContents();
      assert.equal(shown.length, 1, `visible h1 at ${to}: ${JSON.stringify(shown)} (all: ${JSON.stringify(landed.h1)})`);
      assert.ok(!NOT_FOUND_TITLES.includes(shown[0].trim()), `${to} shows the not-found screen`);
      await page.waitForTimeout(300); // the URL must stay put: no second hop
      assert.equal(page.url(), url(to));
    });
  }

  test("/en/servicios/desarrollo-web/extra/ → /en/services/web-development/extra/, a genuine not-found screen", async (t) => {
    const page = await newPage();
    t.after(() => closePage(page));
    const documents = await follow(page, "/en/servicios/desarrollo-web/extra/", "/en/services/web-development/extra/");
    assert.equal(documents[0]?.status, 404, `first document: ${JSON.stringify(documents)}`);
    const title = page.locator("h1", { hasText: "Page Not Found" });
    await title.waitFor({ state: "visible" });
    await page.waitForTimeout(300);
    assert.equal(page.url(), url("/en/services/web-development/extra/"), "the not-found page must not move on");
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
  });
});
