/**
 * Deterministic performance budgets: per page, the JavaScript and CSS that a first visit loads to
 * show and hydrate it (the HTML's inline scripts and styles and the files its loader lists; what
 * waits for an idle moment left out), counted gzip-compressed from the build; every <img> with
 * explicit width and height. The limits are absolute, per kind of page (JS_LIMITS,
 * INLINE_CSS_LIMIT): the goal of docs/performance.md (JavaScript at most 110 KB) with each kind held
 * near what it needs today, so that a page that grows is noticed, and a change that makes one
 * smaller leaves room to the next. In Chromium: what the font and the hero picture add to a first
 * visit, and the largest paint. (Each page's visit in page-visits.test.mjs checks that its first
 * screen's pictures load eagerly and that no request leaves the site's origin.)
 */
import assert from "node:assert/strict";
import http from "node:http";
import zlib from "node:zlib";
import { after, test } from "node:test";
import fs from "node:fs";
import path from "node:path";
import { closeBrowser, closePage, newPage, waitForHydration } from "./lib/browser.mjs";
import { htmlFiles, pagePathOf, publicDir } from "./lib/public.mjs";
import { PAGES } from "./lib/routes.mjs";
import { url } from "./lib/server.mjs";
import { typedState } from "./lib/typed-title.mjs";

/** Budgets in gzip bytes. The goal's ceiling for JavaScript is 110 KB; CSS is kept small too. */
export const JS_BUDGET = 110 * 1024;
export const CSS_BUDGET = 24 * 1024;
/** The CSS inlined in a page's HTML (the app's and its template's cut), which the first paint waits for. */
export const INLINE_CSS_LIMIT = 8 * 1024;

/**
 * JavaScript per kind of page, gzip: what the kind's template and components needed on 2026-12-04,
 * with about 2 KB of room. The kinds with a typed title (service, services, our work, about) have
 * 2.5 KB more since 2026-12-06: the typing's code and its inline script (type-out.ts), for a fifth
 * of their main thread (docs/performance.md, "The typing run by the compositor").
 */
export const JS_LIMITS = {
  home: 104 * 1024,
  service: 106 * 1024,
  services: 100 * 1024,
  "our-work": 103 * 1024,
  "case-study": 101 * 1024,
  "blog-list": 93 * 1024,
  article: 92 * 1024,
  about: 103 * 1024,
  contact: 96 * 1024,
  privacy: 87 * 1024,
};

const SERVICES = ["software-maintenance", "web-development", "mobile-development", "custom-software", "ai-agents", "seo"];
const CASE_STUDIES = ["nurdoc", "boathous", "almia"];

/** The kind of a page, by its route key (articles are not in PAGES). */
function kindOf(key) {
  if (SERVICES.includes(key)) return "service";
  if (CASE_STUDIES.includes(key)) return "case-study";
  if (key === "blog" || key.startsWith("category:")) return "blog-list";
  return key;
}

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

after(closeBrowser);

// The articles: one with a picture in its body (software-development-lifecycle).
const ARTICLES = ["/en/blog/what-is-a-startup/", "/es/blog/que-es-una-startup/", "/en/blog/software-development-lifecycle/"];
const BUDGETED = [...PAGES.map((x) => ({ path: x.path, kind: kindOf(x.key) })), ...ARTICLES.map((path) => ({ path, kind: "article" }))];

/**
 * The JavaScript and CSS a first visit of a page loads to show and hydrate it, gzip, read from its
 * built HTML: its inline scripts and styles, and the files its loader's list names (the app's
 * scripts, the template's chunks, the stylesheet its inlined CSS leaves out;
 * src/node/hosting/scripts-after-first-paint.ts). What a page loads on demand later (the particle
 * network's chunk, at an idle moment) is not counted. Counted in Chromium from the responses of a
 * fresh load instead, until 2026-12-05, the JavaScript of each of the 61 pages came to the same
 * tenth of a kilobyte.
 */
function bytesOf(pagePath) {
  const html = fs.readFileSync(path.join(publicDir, pagePath, "index.html"), "utf8");
  const list = html.match(/<script type="application\/json" id="scripts-after-first-paint">([^<]*)<\/script>/)?.[1];
  assert.ok(list, `${pagePath}: no loader list`);
  const { scripts, preloads } = JSON.parse(list);
  const file = (href) => gzip(fs.readFileSync(path.join(publicDir, href)));
  const inlineJs = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes.includes("application/ld+json"))
    .map(([, , text]) => text);
  const inlineCss = gzip(Buffer.from([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join("")));
  const sum = (hrefs) => hrefs.reduce((total, href) => total + file(href), 0);
  return {
    js: sum([...scripts, ...preloads.filter((p) => p.as === "script").map((p) => p.href)]) + gzip(Buffer.from(inlineJs.join(""))),
    css: sum(preloads.filter((p) => p.as === "stylesheet").map((p) => p.href)) + inlineCss,
    inlineCss,
  };
}

test("every page stays within its byte budgets", () => {
  const over = [];
  const lines = [];
  for (const { path: p, kind } of BUDGETED) {
    const { js, css, inlineCss } = bytesOf(p);
    lines.push(
      `${p.padEnd(48)} JS ${kb(js).padStart(9)} of ${kb(JS_LIMITS[kind]).padStart(9)}  CSS ${kb(css).padStart(8)}  inline ${kb(inlineCss).padStart(8)}`,
    );
    if (JS_LIMITS[kind] > JS_BUDGET) over.push(`the ${kind} limit is over the ${kb(JS_BUDGET)} goal`);
    if (js > JS_LIMITS[kind]) over.push(`${p}: ${kb(js)} of JavaScript, over the ${kb(JS_LIMITS[kind])} of a ${kind} page`);
    if (css > CSS_BUDGET) over.push(`${p}: ${kb(css)} of CSS, over the ${kb(CSS_BUDGET)} budget`);
    if (inlineCss > INLINE_CSS_LIMIT) over.push(`${p}: ${kb(inlineCss)} of CSS in its HTML, over ${kb(INLINE_CSS_LIMIT)}`);
  }
  console.log(
    `\nBytes per page (gzip): JS budget ${kb(JS_BUDGET)} and per kind, CSS ${kb(CSS_BUDGET)}, inline CSS ${kb(INLINE_CSS_LIMIT)}\n  ${lines.join("\n  ")}`,
  );
  assert.deepEqual(over, []);
});

test("every <img> of every page has its width and height", () => {
  const unsized = htmlFiles(publicDir, { except: ["_gatsby"] }).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/<img\b[^>]*>/g)]
      .map(([img]) => img)
      .filter((img) => !/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img))
      .map((img) => `${pagePathOf(file)}: ${img.slice(0, 120)}`),
  );
  assert.deepEqual(unsized, []);
});

/**
 * A connection's first round trip carries 10 TCP segments of 1,460 bytes (Linux's and Lighthouse's
 * initial congestion window): a first response that fits is whole after one round trip, one byte
 * more waits for a second (150 ms in Lighthouse's mobile preset, which moved our work's simulated
 * largest paint that much later on 2026-12-06). The kinds below fit, brotli body and headers as
 * the server sends them; the home pages, the service pages, the about pages, the services index
 * in Spanish and the longest articles do not yet (docs/performance.md, "The first round trip").
 */
export const FIRST_ROUND_TRIP = 10 * 1460;
const FITTING_KINDS = ["our-work", "case-study", "blog-list", "contact", "privacy"];

/** The bytes of a page's response as sent: status line, headers, and its brotli body. */
function responseBytes(pagePath) {
  return new Promise((resolve, reject) => {
    const request = http.get(url(pagePath), { headers: { "Accept-Encoding": "br" } }, (response) => {
      let body = 0;
      response.on("data", (chunk) => (body += chunk.length));
      response.on("end", () => {
        const { rawHeaders, statusCode, statusMessage, headers } = response;
        let head = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`.length + 2;
        for (let i = 0; i < rawHeaders.length; i += 2) head += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
        resolve({ bytes: head + body, encoding: headers["content-encoding"] });
      });
    });
    request.on("error", reject);
  });
}

test(`the first response of every page of ${FITTING_KINDS.join(", ")} fits a first round trip (${FIRST_ROUND_TRIP} bytes)`, async () => {
  const over = [];
  const fitting = BUDGETED.filter(({ kind }) => FITTING_KINDS.includes(kind));
  assert.ok(fitting.length >= 20, `only ${fitting.length} pages of those kinds`);
  for (const { path: p } of fitting) {
    const { bytes, encoding } = await responseBytes(p);
    assert.equal(encoding, "br", `${p} is not sent with brotli`);
    if (bytes > FIRST_ROUND_TRIP) over.push(`${p}: ${bytes} bytes`);
  }
  assert.deepEqual(over, []);
});

/** What the brand font and the hero picture may add to a first visit of the home page. */
export const LOOK_BUDGET = 60 * 1024;

for (const [width, hero] of [
  [412, false],
  [1280, true],
]) {
  test(`/en/ at ${width} px, first visit: the font${hero ? " and the hero picture" : ""} add at most ${kb(LOOK_BUDGET)}${hero ? "" : "; no hero picture is fetched"}`, async () => {
    const page = await newPage({ width });
    const bodies = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "font" && type !== "image") return;
      bodies.push(
        response.body().then(
          (body) => ({ url: response.url(), type, bytes: body.length }),
          () => null,
        ),
      );
    });
    await page.goto(url("/en/"), { waitUntil: "networkidle" });
    // The first page of a visit fetches the font for the next one once it has hydrated and the
    // browser is idle. On a busy machine that came after the network had been quiet for 500 ms, so
    // "networkidle" alone returned before the font's request now and then (the CI run of 3958d90).
    await page.waitForFunction(() => performance.getEntriesByName("brandFontFetched").length > 0);
    const heroSrc = await page.evaluate(() => document.querySelector("main section picture img")?.currentSrc ?? "");
    const fetched = (await Promise.all(bodies)).filter(Boolean);
    await closePage(page);
    const fonts = fetched.filter((f) => f.type === "font");
    const heroes = fetched.filter((f) => f.url === heroSrc && !heroSrc.startsWith("data:"));
    assert.equal(fonts.length, 1, `one font file: ${fonts.map((f) => f.url)}`);
    assert.equal(heroes.length, hero ? 1 : 0, `hero picture ${heroSrc}`);
    const total = [...fonts, ...heroes].reduce((sum, f) => sum + f.bytes, 0);
    assert.ok(
      total <= LOOK_BUDGET,
      `font ${kb(fonts[0].bytes)} + hero ${kb(heroes[0]?.bytes ?? 0)} = ${kb(total)}, over ${kb(LOOK_BUDGET)}`,
    );
  });
}

/**
 * The first paint shows the page and the largest paint is part of it (LCP). Gatsby's
 * scripts start loading only once the first contentful paint is reported, so evaluating them never
 * delays it; and on pages whose first screen is not animated in, nothing painted later (the cookie
 * notice at 1.5 s) outgrows what the first paint showed. Typed-title pages are left out: their
 * title and description appear on a timer, so their largest paint is later (see the tests below).
 */
const FIRST_PAINT_PAGES = [
  "/en/",
  "/es/",
  "/en/contact/",
  "/es/contacto/",
  "/en/our-work/nurdoc/",
  "/es/nuestro-trabajo/almia/",
  "/en/blog/",
  "/es/blog/que-es-una-startup/",
  "/en/privacy-policy/",
];
for (const p of FIRST_PAINT_PAGES) {
  test(`${p}: scripts load after the first paint, and the largest paint is the first screen's`, async () => {
    // The viewport of Lighthouse's mobile preset.
    const page = await newPage({ width: 412, height: 823 });
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__lcp.push({
            time: entry.startTime,
            image: Boolean(entry.url),
            fetchPriority: entry.element?.getAttribute("fetchpriority") ?? null,
            inBanner: Boolean(entry.element?.closest("[data-testid='cookie-banner']")),
          });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const preloadWarnings = [];
    page.on("console", (message) => {
      if (/preload/i.test(message.text())) preloadWarnings.push(message.text());
    });
    await page.goto(url(p));
    await waitForHydration(page);
    await page.getByTestId("cookie-banner").waitFor();
    await page.waitForTimeout(300);
    const facts = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".js"))
        .map((r) => ({ name: r.name, start: r.startTime })),
      // Scripts and data (page data, the shared globals): what Lighthouse would replay into the paint.
      scriptsAndData: performance
        .getEntriesByType("resource")
        .filter((r) => /\.(js|json)$/.test(new URL(r.name).pathname))
        .map((r) => ({ name: r.name, start: r.startTime })),
      // What hydration needs: app data, this page's data and its static queries (not the data
      // Gatsby prefetches for links in view, which it fetches twice by design: prefetch, then use).
      data: performance
        .getEntriesByType("resource")
        .map((r) => new URL(r.name).pathname)
        .filter(
          (name) =>
            name === "/page-data/app-data.json" ||
            name.startsWith("/page-data/sq/") ||
            name === `/page-data/${window.pagePath === "/" ? "index" : window.pagePath.replace(/^\/|\/$/g, "")}/page-data.json`,
        ),
      lcp: window.__lcp,
    }));
    await closePage(page);

    assert.ok(facts.fcp > 0, `${p}: a first contentful paint is reported`);
    assert.ok(facts.scripts.length >= 3, `${p}: the app's scripts load (${facts.scripts.length})`);
    const early = facts.scriptsAndData.filter((s) => s.start < facts.fcp);
    assert.deepEqual(early, [], `${p}: no script or data is requested before the first contentful paint at ${Math.round(facts.fcp)} ms`);
    // The loader preloads what the app asks for; each is fetched once (the preload is used).
    const repeated = facts.data.filter((name, i) => facts.data.indexOf(name) !== i);
    assert.deepEqual(repeated, [], `${p}: page data fetched once each`);
    assert.deepEqual(preloadWarnings, [], `${p}: every preload is used`);
    assert.ok(
      facts.data.some((name) => name.endsWith("/page-data.json") && name !== "/page-data/app-data.json"),
      `${p}: its page data is loaded (${facts.data})`,
    );
    const last = facts.lcp.at(-1);
    assert.ok(last, `${p}: a largest contentful paint is reported`);
    assert.equal(last.inBanner, false, `${p}: the cookie notice is not the largest paint`);
    // Text is painted with the first frame; an eager first-screen picture as soon as it has arrived.
    if (last.image) {
      assert.equal(last.fetchPriority, "high", `${p}: the largest paint is a picture, fetched first (fetchpriority="high")`);
      assert.ok(last.time < 1000, `${p}: the largest paint, a picture, comes at ${Math.round(last.time)} ms`);
    } else
      assert.ok(
        last.time <= facts.fcp + 50,
        `${p}: the largest paint (${Math.round(last.time)} ms) comes with the first (${Math.round(facts.fcp)} ms)`,
      );
  });
}

/**
 * Lazy pictures wait for the visitor: on Lighthouse's phone screen, with the network emulated as its
 * runs do (which widens Chromium's lazy-load distance to 3,000 px, against 1,250 on a real 4G
 * connection), a visit that does not scroll fetches no picture below its first screen, so none
 * competes with the largest paint. The about page's portraits were fetched so until their grid
 * was skipped while off screen (content-visibility).
 */
const UNSCROLLED_PAGES = ["/en/", "/en/about-us/", "/es/sobre-nosotros/", "/en/our-work/nurdoc/"];
for (const p of UNSCROLLED_PAGES) {
  test(`${p}: with the lab's emulated network, no picture below the first screen is fetched before a scroll`, async () => {
    const page = await newPage({ width: 412, height: 823 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
    await page.goto(url(p));
    await waitForHydration(page);
    await page.waitForTimeout(500);
    const below = await page.evaluate(() => {
      const fetched = new Set(performance.getEntriesByType("resource").map((r) => r.name));
      const candidates = (img) =>
        [img, ...(img.parentElement?.tagName === "PICTURE" ? img.parentElement.querySelectorAll("source") : [])]
          .flatMap((el) => [el.getAttribute("src"), ...(el.getAttribute("srcset") ?? "").split(",").map((c) => c.trim().split(/\s+/)[0])])
          .filter((address) => address && !address.startsWith("data:"))
          .map((address) => new URL(address, document.baseURI).href);
      return [...document.images]
        .filter((img) => img.getBoundingClientRect().top >= innerHeight)
        .filter((img) => candidates(img).some((address) => fetched.has(address)))
        .map((img) => `${img.alt} (${Math.round(img.getBoundingClientRect().top)} px down)`);
    });
    await closePage(page);
    assert.deepEqual(below, [], `${p}: pictures fetched below the first screen`);
  });
}

/**
 * Typed-title pages: the title types itself and what follows it (description, buttons) fades in
 * over 0.5 s from 1.2 s after the page's start, timed by CSS alone, so the largest paint comes by
 * 1.7 s (the fade's end) whatever the scripts do: here they arrive 3 s late. When it is the hero's
 * (on about us, a text further down the first screen is larger), it is not before the spec's
 * 1.2 s. And the scripts are asked for only once that reveal has been painted, so that nothing
 * they do can be counted against it.
 */
const TYPED_TITLE_PAGES = ["/en/services/", "/es/servicios/desarrollo-web/", "/en/our-work/", "/es/sobre-nosotros/"];
function recordLargestPaints() {
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp.push({ time: entry.startTime, inHero: entry.element?.closest("section")?.querySelector("h1") != null });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
}
for (const p of TYPED_TITLE_PAGES) {
  test(`${p}: the largest paint comes by 1.7 s, the hero's from 1.2 s, and the title types itself, with the scripts 3 s late`, async () => {
    const page = await newPage({ width: 412, height: 823 });
    await page.addInitScript(recordLargestPaints);
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined); // the page may be closed by then
    });
    await page.goto(url(p));
    await page.waitForTimeout(2_000);
    const facts = await page.evaluate(() => ({
      lcp: window.__lcp,
      // Gatsby's app sets it first thing: no script has run.
      app: "___loader" in window,
      description: getComputedStyle(document.querySelector("h1 + p")).opacity,
    }));
    const title = await page.locator("main h1").evaluate(typedState);
    await closePage(page);

    assert.equal(facts.app, false, `${p}: the scripts have not run yet`);
    assert.equal(facts.description, "1", `${p}: the description has faded in`);
    // By 2 s at least 50 letters are due (0.5 s + 0.03 s each).
    assert.ok(
      title.text.startsWith(title.typed) && title.typed.length >= Math.min(title.letters, 40),
      `${p}: "${title.typed}" of ${title.letters} letters typed at ${Math.round(title.at)} ms`,
    );
    const last = facts.lcp.at(-1);
    assert.ok(last, `${p}: a largest contentful paint is reported`);
    assert.ok(last.time <= 1700, `${p}: the largest paint comes at ${Math.round(last.time)} ms (${JSON.stringify(facts.lcp)})`);
    if (last.inHero) assert.ok(last.time >= 1200, `${p}: the hero's largest paint comes at ${Math.round(last.time)} ms, before 1.2 s`);
  });

  test(`${p}: the scripts are asked for only after the hero's reveal has been painted`, async () => {
    const page = await newPage({ width: 412, height: 823 });
    await page.addInitScript(recordLargestPaints);
    await page.goto(url(p));
    await waitForHydration(page);
    const facts = await page.evaluate(() => ({
      lcp: window.__lcp,
      scripts: performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".js"))
        .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
    }));
    await closePage(page);

    assert.ok(facts.scripts.length >= 3, `${p}: the app's scripts load (${facts.scripts.length})`);
    const last = facts.lcp.at(-1);
    assert.ok(last, `${p}: a largest contentful paint is reported`);
    const early = facts.scripts.filter((s) => s.start < Math.max(1200, last.time));
    assert.deepEqual(early, [], `${p}: no script before 1.2 s and the largest paint (${Math.round(last.time)} ms)`);
  });
}

/**
 * The reveal's first frame may fall exactly on the fade's start. The browser does not count a
 * paint at opacity 0, and does not paint a compositor-run fade again until it ends, so that frame
 * would put the largest paint at the fade's end, past 1.7 s (seen once in CI, about 1 load in 100
 * here). Each animation of what follows the title is held at 1.2 s from the start of parsing: it
 * must be drawn, and counted, there. The pages whose hero holds their largest text.
 */
const HERO_LARGEST_PAGES = ["/en/services/", "/es/servicios/desarrollo-web/", "/en/our-work/"];
function holdRevealAtItsStart() {
  document.addEventListener("DOMContentLoaded", () => {
    for (const element of document.querySelectorAll("[class*=afterTyped]"))
      for (const animation of element.getAnimations()) {
        animation.pause();
        animation.currentTime = 1200;
      }
  });
}
for (const p of HERO_LARGEST_PAGES) {
  test(`${p}: held at the reveal's first instant, 1.2 s, what follows the title is drawn and counted as the largest paint`, async () => {
    const page = await newPage({ width: 412, height: 823 });
    await page.addInitScript(recordLargestPaints);
    await page.addInitScript(holdRevealAtItsStart);
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined); // the page is closed by then
    });
    await page.goto(url(p), { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(500);
    const facts = await page.evaluate(() => ({
      lcp: window.__lcp,
      held: [...document.querySelectorAll("[class*=afterTyped]")].map((element) => ({
        animations: element.getAnimations().map((a) => `${a.playState} ${a.currentTime}`),
        visibility: getComputedStyle(element).visibility,
        opacity: Number(getComputedStyle(element).opacity),
      })),
    }));
    await closePage(page);

    assert.ok(facts.held.length > 0, `${p}: the hero has something that follows its title`);
    for (const { animations, visibility, opacity } of facts.held) {
      // The hiding has ended (a finished animation is no longer listed); the fade is held at its start.
      assert.deepEqual(animations, ["paused 1200"], `${p}: the fade is held at 1.2 s`);
      assert.equal(visibility, "visible", `${p}: at 1.2 s what follows the title is shown`);
      assert.ok(opacity > 0, `${p}: at 1.2 s what follows the title is drawn at opacity ${opacity}, which no paint counts`);
    }
    const last = facts.lcp.at(-1);
    assert.ok(last?.inHero, `${p}: the largest paint is the hero's (${JSON.stringify(facts.lcp)})`);
  });
}
