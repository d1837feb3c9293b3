/**
 * Node code, but part of what it writes is a script that runs in the page: that part runs here,
 * in jsdom.
 *
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "../../../src/node/hosting/host-config";
import {
  buildPreloads,
  deferScriptsInBuild,
  gatsbyGlobalsOf,
  LOADER_DATA_ID,
  LOADER_SCRIPT,
  loaderMarkup,
  pageDataHref,
  pagePathOfFile,
  scriptsAfterFirstPaint,
  scriptsAfterFirstPaintEnabled,
  loaderDataOf,
  unknownScriptShapes,
  type LoaderData,
  type Preload,
} from "../../../src/node/hosting/scripts-after-first-paint";
import { SCRIPTS_AFTER_ATTRIBUTE } from "../../../src/config/first-screen";
import { runInlineScript } from "../support/inline-script";
import { tempDirEach } from "./temp-dir";

const page = (scripts: string, pagePath = "/en/") =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath=${JSON.stringify(pagePath)};</script>${scripts}</body></html>`;
const gatsbyScripts =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script>';
/** Gatsby 5's scripts slice, as it lands in every page. */
const scriptsSlice = (scripts: string) => `<!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="abc123";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" -->`;

const dataOf = (html: string): LoaderData => loaderDataOf(html)!;

describe("scriptsAfterFirstPaint (the pass over the built HTML)", () => {
  it("replaces Gatsby's async scripts with one data block and one loader that keep their order", () => {
    const html = scriptsAfterFirstPaint(page(gatsbyScripts));
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(`<div id="___gatsby"></div><script type="application/json" id="${LOADER_DATA_ID}">`);
    expect(html).toContain(`</script><script>${LOADER_SCRIPT}</script></body>`);
    expect(dataOf(html).scripts).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
    expect(dataOf(html).preloads).toEqual([]);
    expect(html.split(LOADER_SCRIPT)).toHaveLength(2);
  });

  // Every not-found page starts the app as /404.html, the one path Gatsby lets differ from the address bar.
  it.each([
    ["/en/", "/en/"],
    ["/es/servicios/", "/es/servicios/"],
    ["/es/404.html", "/404.html"],
  ])("hands the loader the path and the preloads of the page named by window.pagePath %s", (written, pagePath) => {
    const html = scriptsAfterFirstPaint(page(gatsbyScripts, written), (p) => [{ href: pageDataHref(p), as: "fetch" }]);
    expect(dataOf(html).globals.pagePath).toBe(pagePath);
    expect(dataOf(html).preloads).toEqual([{ href: pageDataHref(pagePath), as: "fetch" }]);
  });

  it("moves Gatsby's globals out of its inline scripts into the data block, in order", () => {
    const html = scriptsAfterFirstPaint(page(scriptsSlice(gatsbyScripts)));
    expect(html).not.toContain("gatsby-script-loader");
    expect(html).not.toContain("gatsby-chunk-mapping");
    expect(html).not.toMatch(/window\.(pagePath|___)/);
    expect(dataOf(html).globals).toEqual({
      pagePath: "/en/",
      ___chunkMapping: '{"app":["/app-3.js"]}',
      ___webpackCompilationHash: "abc123",
    });
    expect(Object.keys(dataOf(html).globals)).toEqual(["pagePath", "___chunkMapping", "___webpackCompilationHash"]);
  });

  it("moves the globals every page shares to the file `share` names, leaving the page's own", () => {
    const given: Record<string, unknown>[] = [];
    const html = scriptsAfterFirstPaint(page(scriptsSlice(gatsbyScripts)), undefined, undefined, (values) => {
      given.push(values);
      return "/static/page-globals-0123456789abcdef0123.json";
    });
    expect(given).toEqual([{ ___chunkMapping: '{"app":["/app-3.js"]}', ___webpackCompilationHash: "abc123" }]);
    expect(dataOf(html).globals).toEqual({ pagePath: "/en/" });
    expect(dataOf(html).shared).toBe("/static/page-globals-0123456789abcdef0123.json");
    expect(html).not.toMatch(/___chunkMapping|___webpackCompilationHash|abc123/);
  });

  it("makes the only inline script the same on every page, whatever their data", () => {
    const preloads = (pagePath: string): Preload[] => [{ href: pageDataHref(pagePath), as: "fetch" }];
    const en = scriptsAfterFirstPaint(page(scriptsSlice(gatsbyScripts), "/en/"), preloads);
    const es = scriptsAfterFirstPaint(page(scriptsSlice('<script src="/app-4.js" async></script>'), "/es/blog/\u00e9/"), preloads);
    expect(dataOf(en)).not.toEqual(dataOf(es));
    expect(inlineScriptHashes(en)).toHaveLength(1);
    expect(inlineScriptHashes(en)).toEqual(inlineScriptHashes(es));
  });

  it("keeps every other inline script where it is", () => {
    const others =
      '<script>document.documentElement.classList.add("js-motion")</script><script type="module">const e=1;</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script>window.pagePath="/x/";run()</script><script>window.somethingElse="x";</script>';
    const html = scriptsAfterFirstPaint(page(others + gatsbyScripts));
    expect(html).toContain(others);
  });

  it("writes data that cannot close its script element early", () => {
    const odd: Preload[] = [{ href: "/x/</script><!--/", as: "fetch" }];
    const html = scriptsAfterFirstPaint(page(gatsbyScripts), () => odd);
    expect(dataOf(html).preloads).toEqual(odd);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(loaderMarkup({ globals: { a: "<" }, scripts: [], preloads: [] })).toContain('{"globals":{"a":"\\u003c"}');
  });

  it("leaves pages without them (redirect pages) byte for byte alone", () => {
    const redirect = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/en/"/></head><body></body></html>';
    expect(scriptsAfterFirstPaint(redirect)).toBe(redirect);
  });
});

describe("Gatsby's globals in its inline scripts", () => {
  it("reads window.NAME=<JSON> assignments, CDATA comments, whitespace and semicolons in strings included", () => {
    expect(gatsbyGlobalsOf(' id="gatsby-script-loader"', '/*<![CDATA[*/window.pagePath="/a;b/";/*]]>*/')).toEqual({ pagePath: "/a;b/" });
    expect(gatsbyGlobalsOf("", 'window.pagePath="/x/";window.___webpackCompilationHash="h"')).toEqual({
      pagePath: "/x/",
      ___webpackCompilationHash: "h",
    });
    expect(gatsbyGlobalsOf('\n  id="gatsby-chunk-mapping"\n', '\n  window.___chunkMapping={"app":["/a.js"]};\n')).toEqual({
      ___chunkMapping: { app: ["/a.js"] },
    });
  });

  it("leaves any script that does more, or something else, alone", () => {
    expect(gatsbyGlobalsOf("", 'window.pagePath="/x/";go()')).toBeNull();
    expect(gatsbyGlobalsOf("", 'window.other="/x/"')).toBeNull();
    expect(gatsbyGlobalsOf("", "window.pagePath=location.pathname")).toBeNull();
    expect(gatsbyGlobalsOf(' type="module"', 'window.pagePath="/x/"')).toBeNull();
    expect(gatsbyGlobalsOf("", "")).toBeNull();
  });
});

describe("the preloads of a page", () => {
  const dir = tempDirEach("preloads-");
  it("finds page data where Gatsby's loader asks for it", () => {
    expect(pageDataHref("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataHref("/en/services/")).toBe("/page-data/en/services/page-data.json");
    expect(pageDataHref("/404.html")).toBe("/page-data/404.html/page-data.json");
  });

  it("lists app data, page data, static queries and the template's scripts", () => {
    fs.mkdirSync(path.join(dir(), "page-data/en/services"), { recursive: true });
    fs.writeFileSync(
      path.join(dir(), "page-data/en/services/page-data.json"),
      JSON.stringify({ componentChunkName: "component---services", staticQueryHashes: ["11", "22"] }),
    );
    const groups = {
      "component---services": { assets: [{ name: "styles.css" }, { name: "709-a.js" }, { name: "component---services-b.js" }] },
    };
    expect(buildPreloads(dir(), groups, "/en/services/")).toEqual([
      { href: "/page-data/app-data.json", as: "fetch" },
      { href: "/page-data/en/services/page-data.json", as: "fetch" },
      { href: "/page-data/sq/d/11.json", as: "fetch" },
      { href: "/page-data/sq/d/22.json", as: "fetch" },
      { href: "/709-a.js", as: "script" },
      { href: "/component---services-b.js", as: "script" },
    ]);
    expect(buildPreloads(dir(), groups, "/en/missing/")).toEqual([]);
  });
});

describe("the loader (run in the page)", () => {
  type Entry = { name?: string; startTime?: number };
  type ObserverCallback = (list: { getEntries: () => Entry[] }) => void;
  let observers: { callback: ObserverCallback; type?: string }[];
  let frames: (() => void)[];

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = "";
    document.documentElement.className = "";
    observers = [];
    frames = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      private readonly observer: (typeof observers)[number];
      constructor(callback: ObserverCallback) {
        this.observer = { callback };
        observers.push(this.observer);
      }
      observe({ type }: { type: string }) {
        this.observer.type = type;
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver });
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
      frames.push(() => cb(0));
      return frames.length;
    });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const runWith = (data: Partial<LoaderData>) => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = LOADER_DATA_ID;
    block.textContent = JSON.stringify({ globals: {}, scripts: [], preloads: [], ...data });
    document.body.appendChild(block);
    runInlineScript(LOADER_SCRIPT);
    block.remove();
  };
  const run = () => runWith({ scripts: ["/a.js", "/b.js"] });
  const loaded = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  const report = (type: string, entry: Entry) =>
    observers.filter((o) => o.type === type).forEach((o) => o.callback({ getEntries: () => [entry] }));
  const paint = (name: string) => report("paint", { name });
  /** The browser reports a largest paint presented `ms` after the page's start. */
  const largestPaint = (ms: number) => report("largest-contentful-paint", { startTime: ms });
  /** A hero that is revealed `ms` from now (the loader reads the time from the page's start). */
  const typedHero = (ms: number) => {
    const hero = document.createElement("section");
    hero.setAttribute(SCRIPTS_AFTER_ATTRIBUTE, String(Math.round(performance.now()) + ms));
    document.body.append(hero);
  };

  it("adds the scripts, in order, only after the first contentful paint, and once, though the fail-safe fires later", () => {
    run();
    paint("first-paint");
    jest.advanceTimersByTime(10);
    expect(loaded()).toEqual([]);
    paint("first-contentful-paint");
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
    jest.advanceTimersByTime(5000);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });

  it("preloads the page's data (as CORS fetches, like the app's requests) and chunks, and adds the rest of its CSS, with the scripts", () => {
    runWith({
      scripts: ["/a.js"],
      preloads: [
        { href: "/page-data/x/page-data.json", as: "fetch" },
        { href: "/chunk.js", as: "script" },
        { href: "/static/css-rest-0123456789abcdef0123.css", as: "stylesheet" },
      ],
    });
    paint("first-contentful-paint");
    jest.advanceTimersByTime(0);
    const links = [...document.querySelectorAll("link")].map((l) => [
      l.rel,
      l.getAttribute("as"),
      l.getAttribute("href"),
      l.getAttribute("crossorigin"),
    ]);
    expect(links).toEqual([
      ["preload", "fetch", "/page-data/x/page-data.json", "anonymous"],
      ["preload", "script", "/chunk.js", null],
      ["stylesheet", null, "/static/css-rest-0123456789abcdef0123.css", null],
    ]);
    expect(loaded()).toEqual(["/a.js"]);
  });

  it("sets the page's globals at once, before any script is added", () => {
    runWith({ globals: { pagePath: "/es/", ___webpackCompilationHash: "h1" }, scripts: ["/a.js"] });
    const w = window as unknown as Record<string, unknown>;
    expect([w.pagePath, w.___webpackCompilationHash]).toEqual(["/es/", "h1"]);
    expect(loaded()).toEqual([]);
    delete w.pagePath;
    delete w.___webpackCompilationHash;
  });

  it("fetches the shared globals only after the first paint, sets them before it adds any script, and adds them if the file cannot be read", async () => {
    const w = window as unknown as Record<string, unknown>;
    let answer: (value: unknown) => void = () => {};
    const fetched: string[] = [];
    w.fetch = (href: string) => {
      fetched.push(href);
      return new Promise((resolve) => (answer = resolve));
    };
    runWith({ globals: { pagePath: "/es/" }, scripts: ["/a.js"], shared: "/static/page-globals-x.json" });
    // A request before the paint would enter Lighthouse's replay of the largest paint.
    expect(fetched).toEqual([]);
    paint("first-contentful-paint");
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(fetched).toEqual(["/static/page-globals-x.json"]);
    expect(loaded()).toEqual([]);
    answer({ json: () => ({ ___webpackCompilationHash: "h2" }) });
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(w.___webpackCompilationHash).toBe("h2");
    expect(loaded()).toEqual(["/a.js"]);

    document.body.innerHTML = "";
    w.fetch = () => Promise.reject(new Error("offline"));
    runWith({ scripts: ["/b.js"], shared: "/static/page-globals-x.json" });
    paint("first-contentful-paint");
    jest.advanceTimersByTime(0);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(loaded()).toEqual(["/b.js"]);
    delete w.fetch;
    delete w.pagePath;
    delete w.___webpackCompilationHash;
  });

  it.each([
    ["no paint is ever reported", run],
    [
      "a typed hero's frames never come",
      () => {
        typedHero(1200);
        run();
        paint("first-contentful-paint");
      },
    ],
  ])("loads after 3 s if %s", (_what, start) => {
    start();
    jest.advanceTimersByTime(2999);
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });

  it("waits for the next frame where paint timing is missing", () => {
    Object.assign(window, { PerformanceObserver: undefined });
    run();
    jest.advanceTimersByTime(10);
    expect(loaded()).toEqual([]);
    frames.forEach((frame) => frame());
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });

  it("on a page whose first screen is revealed later (a typed hero), loads once the reveal is reported as the largest paint", () => {
    const start = Math.round(performance.now());
    typedHero(1200);
    run();
    paint("first-contentful-paint");
    largestPaint(start + 150); // the first screen's largest paint, before the reveal
    jest.advanceTimersByTime(1200);
    frames.splice(0).forEach((frame) => frame()); // the frame that paints the reveal
    frames.splice(0).forEach((frame) => frame()); // the next one has started: not enough
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual([]);
    largestPaint(start + 1204); // the reveal, presented
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });

  it("on a typed hero whose reveal is not the largest paint, loads 250 ms after the two frames that follow its time", () => {
    typedHero(1200);
    run();
    paint("first-contentful-paint");
    jest.advanceTimersByTime(1199);
    expect(frames).toHaveLength(0);
    jest.advanceTimersByTime(1);
    frames.shift()!();
    frames.shift()!();
    jest.advanceTimersByTime(249);
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });

  it("on a typed hero without largest-paint timing, loads two frames after its time", () => {
    Object.assign(window.PerformanceObserver, { supportedEntryTypes: ["paint"] });
    typedHero(1200);
    run();
    paint("first-contentful-paint");
    jest.advanceTimersByTime(1200);
    expect(frames).toHaveLength(1);
    frames.shift()!(); // the frame that paints the reveal
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames.shift()!(); // the next: the reveal has been painted
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });

  it("loads at once in a hidden tab and on a not-found page looking for a redirect", () => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    run();
    expect(loaded()).toEqual(["/a.js", "/b.js"]);

    document.body.innerHTML = "";
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    document.documentElement.className = "nf-resolving";
    run();
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });
});

describe("the fence: the build stops when Gatsby's scripts change shape", () => {
  it('accepts each shape it rewrites (async and async="" tags, the script loader, the scripts slice), a page already rewritten, and data blocks', () => {
    expect(unknownScriptShapes(scriptsAfterFirstPaint(page(gatsbyScripts)))).toEqual([]);
    const once = scriptsAfterFirstPaint(page(scriptsSlice(gatsbyScripts)));
    expect(unknownScriptShapes(once)).toEqual([]);
    expect(scriptsAfterFirstPaint(once)).toBe(once);
    expect(unknownScriptShapes(once + '<script type="application/ld+json">{"@type":"Thing"}</script>')).toEqual([]);
  });

  it("names a script tag in another shape: defer instead of async, or attributes in another order", () => {
    // Nothing is rewritten then, so Gatsby's global-setting inline script is left too.
    expect(unknownScriptShapes(scriptsAfterFirstPaint(page('<script src="/app-3.js" defer></script>')))).toEqual([
      'an inline script setting Gatsby\'s globals that the rewrite does not know: <script id="gatsby-script-loader">window.pagePath="/en/";</script>',
      'a script tag the rewrite does not know: <script src="/app-3.js" defer></script>',
    ]);
    expect(unknownScriptShapes(scriptsAfterFirstPaint(page('<script async src="/app-3.js"></script>')))).toContain(
      'a script tag the rewrite does not know: <script async src="/app-3.js"></script>',
    );
  });

  it("names an inline script that sets Gatsby's globals in a way it does not parse", () => {
    const html = scriptsAfterFirstPaint(page(`<script>window.___chunkMapping=JSON.parse("{}");</script>${gatsbyScripts}`));
    expect(unknownScriptShapes(html)).toEqual([
      `an inline script setting Gatsby's globals that the rewrite does not know: <script>window.___chunkMapping=JSON.parse("{}");</script>`,
    ]);
  });

  it("names a page by where its file lies, as Gatsby's window.pagePath does", () => {
    expect(pagePathOfFile("/site/public", "/site/public/en/about-us/index.html")).toBe("/en/about-us/");
    expect(pagePathOfFile("/site/public", "/site/public/index.html")).toBe("/");
    expect(pagePathOfFile("/site/public", "/site/public/404.html")).toBe("/404.html");
    expect(pagePathOfFile("/site/public", "/site/public/404/index.html")).toBe("/404/");
  });

  describe("deferScriptsInBuild", () => {
    const dir = tempDirEach("defer-");
    beforeEach(() => fs.writeFileSync(path.join(dir(), "webpack.stats.json"), JSON.stringify({ namedChunkGroups: {} })));
    /** Gatsby's scripts slice, which it stitches into the pages. */
    const writeSlice = (html = scriptsSlice(gatsbyScripts)) => {
      const slice = path.join(dir(), "_gatsby", "slices", "_gatsby-scripts-1.html");
      fs.mkdirSync(path.dirname(slice), { recursive: true });
      fs.writeFileSync(slice, html);
      return slice;
    };

    it("fails naming the file when a page has a script in an unknown shape", () => {
      fs.writeFileSync(path.join(dir(), "index.html"), page(gatsbyScripts));
      fs.mkdirSync(path.join(dir(), "en"));
      fs.writeFileSync(path.join(dir(), "en", "index.html"), page('<script src="/app-3.js" defer></script>'));
      expect(() => deferScriptsInBuild(dir())).toThrow(
        /2 script\(s\) in an unknown shape.*SCRIPTS_AFTER_FIRST_PAINT=off[\s\S]*en\/index\.html: a script tag the rewrite does not know/,
      );
    });

    it("fails when no page has the loader afterwards", () => {
      fs.writeFileSync(path.join(dir(), "index.html"), "<!DOCTYPE html><html><body><p>No scripts</p></body></html>");
      expect(() => deferScriptsInBuild(dir())).toThrow(/no page under .* has Gatsby's script tags as the rewrite knows them/);
    });

    it("on a warm build, restores the path and preloads of a page Gatsby re-stitched but did not render again", () => {
      const file = path.join(dir(), "en", "about-us", "index.html");
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, page(scriptsSlice(gatsbyScripts), "/en/about-us/"));
      const pageData = path.join(dir(), "page-data", "en", "about-us", "page-data.json");
      fs.mkdirSync(path.dirname(pageData), { recursive: true });
      fs.writeFileSync(pageData, JSON.stringify({ componentChunkName: "component---about", staticQueryHashes: ["42"] }));
      deferScriptsInBuild(dir());
      const cold = dataOf(fs.readFileSync(file, "utf8"));
      expect(cold.preloads).toContainEqual({ href: "/page-data/en/about-us/page-data.json", as: "fetch" });
      // What the next build writes: the page as this pass left it, with a new scripts slice in place of the old.
      const restitched = fs
        .readFileSync(file, "utf8")
        .replace(/<!-- slice-start[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/, scriptsSlice(gatsbyScripts.replace("app-3", "app-4")));
      fs.writeFileSync(file, restitched);
      expect(restitched).not.toContain("pagePath");
      expect(deferScriptsInBuild(dir())).toBe(1);
      const warm = dataOf(fs.readFileSync(file, "utf8"));
      expect(warm.globals.pagePath).toBe("/en/about-us/");
      expect(warm.preloads).toEqual(cold.preloads);
      expect(warm.scripts).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-4.js"]);
    });

    it("leaves Gatsby's slices as Gatsby wrote them: later builds stitch them into the pages", () => {
      fs.writeFileSync(path.join(dir(), "index.html"), page(gatsbyScripts));
      const slice = writeSlice();
      expect(deferScriptsInBuild(dir())).toBe(1);
      expect(fs.readFileSync(slice, "utf8")).toBe(scriptsSlice(gatsbyScripts));
    });

    it("writes the globals every page shares once, to a file named by their content, and no page keeps them", () => {
      writeSlice();
      for (const pagePath of ["/en/", "/es/"]) {
        fs.mkdirSync(path.join(dir(), pagePath), { recursive: true });
        fs.writeFileSync(path.join(dir(), pagePath, "index.html"), page(scriptsSlice(gatsbyScripts), pagePath));
      }
      fs.mkdirSync(path.join(dir(), "static"));
      fs.writeFileSync(path.join(dir(), "static", "page-globals-00000000000000000000.json"), "{}");
      expect(deferScriptsInBuild(dir())).toBe(2);
      const shared = ["/en/", "/es/"].map((p) => loaderDataOf(fs.readFileSync(path.join(dir(), p, "index.html"), "utf8"))?.shared);
      expect(shared[0]).toMatch(/^\/static\/page-globals-[0-9a-f]{20}\.json$/);
      expect(shared[1]).toBe(shared[0]);
      expect(fs.readdirSync(path.join(dir(), "static"))).toEqual([path.basename(shared[0]!)]);
      expect(JSON.parse(fs.readFileSync(path.join(dir(), shared[0]!), "utf8"))).toEqual({
        ___chunkMapping: '{"app":["/app-3.js"]}',
        ___webpackCompilationHash: "abc123",
      });
      for (const p of ["/en/", "/es/"])
        expect(fs.readFileSync(path.join(dir(), p, "index.html"), "utf8")).not.toMatch(/___chunkMapping|abc123/);
      // A warm build that renders no page again: the pages keep their file, which stays.
      expect(deferScriptsInBuild(dir())).toBe(0);
      expect(fs.readdirSync(path.join(dir(), "static"))).toEqual([path.basename(shared[0]!)]);
    });

    it("fails naming the page whose shared globals differ from the build's", () => {
      writeSlice();
      fs.writeFileSync(path.join(dir(), "index.html"), page(scriptsSlice(gatsbyScripts).replace("abc123", "def456")));
      expect(() => deferScriptsInBuild(dir())).toThrow(
        /index\.html: Gatsby's ___chunkMapping and ___webpackCompilationHash differ from another page's/,
      );
    });
  });

  it("is on unless SCRIPTS_AFTER_FIRST_PAINT is off, and rejects anything else", () => {
    expect(scriptsAfterFirstPaintEnabled({})).toBe(true);
    expect(scriptsAfterFirstPaintEnabled({ SCRIPTS_AFTER_FIRST_PAINT: "on" })).toBe(true);
    expect(scriptsAfterFirstPaintEnabled({ SCRIPTS_AFTER_FIRST_PAINT: "off" })).toBe(false);
    expect(() => scriptsAfterFirstPaintEnabled({ SCRIPTS_AFTER_FIRST_PAINT: "no" })).toThrow(
      'SCRIPTS_AFTER_FIRST_PAINT must be "on" or "off", not "no"',
    );
  });
});
