import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildPreloads, loaderScript, pageDataHref, pagePathOf, scriptsAfterFirstPaint } from "../../src/node/scripts-after-first-paint";

const page = (scripts: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/en/";</script>${scripts}</body></html>`;
const gatsbyScripts =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async=""></script>';

describe("scriptsAfterFirstPaint (the pass over the built HTML)", () => {
  it("replaces Gatsby's async scripts with one loader that keeps their order", () => {
    const html = scriptsAfterFirstPaint(page(gatsbyScripts));
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/en/";</script><script>(function(s,p){');
    expect(html).toContain('})(["/webpack-runtime-1.js","/framework-2.js","/app-3.js"],[])</script></body>');
    expect(html.match(/<script>\(function\(s,p\)/g)).toHaveLength(1);
  });

  it("hands the loader the preloads of the page named by window.pagePath", () => {
    const seen: string[] = [];
    const html = scriptsAfterFirstPaint(page(gatsbyScripts), (pagePath) => {
      seen.push(pagePath);
      return [{ href: "/page-data/en/page-data.json", as: "fetch" }];
    });
    expect(seen).toEqual(["/en/"]);
    expect(html).toContain('[{"href":"/page-data/en/page-data.json","as":"fetch"}])</script>');
  });

  it("leaves pages without them (redirect pages) byte for byte alone", () => {
    const redirect = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/en/"/></head><body></body></html>';
    expect(scriptsAfterFirstPaint(redirect)).toBe(redirect);
  });

  it("is idempotent, so a second build pass changes nothing", () => {
    const once = scriptsAfterFirstPaint(page(gatsbyScripts));
    expect(scriptsAfterFirstPaint(once)).toBe(once);
  });
});

describe("the preloads of a page", () => {
  it("reads the page path Gatsby writes into the HTML", () => {
    expect(pagePathOf(page(""))).toBe("/en/");
    expect(pagePathOf('<script>window.pagePath="/es/blog/\\u00e9/";</script>')).toBe("/es/blog/\u00e9/");
    expect(pagePathOf("<html></html>")).toBeNull();
  });

  it("finds page data where Gatsby's loader asks for it", () => {
    expect(pageDataHref("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataHref("/en/services/")).toBe("/page-data/en/services/page-data.json");
    expect(pageDataHref("/404.html")).toBe("/page-data/404.html/page-data.json");
  });

  it("lists app data, page data, static queries and the template's scripts", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preloads-"));
    fs.mkdirSync(path.join(dir, "page-data/en/services"), { recursive: true });
    fs.writeFileSync(
      path.join(dir, "page-data/en/services/page-data.json"),
      JSON.stringify({ componentChunkName: "component---services", staticQueryHashes: ["11", "22"] }),
    );
    const groups = { "component---services": { assets: [{ name: "styles.css" }, { name: "709-a.js" }, { name: "component---services-b.js" }] } };
    expect(buildPreloads(dir, groups, "/en/services/")).toEqual([
      { href: "/page-data/app-data.json", as: "fetch" },
      { href: "/page-data/en/services/page-data.json", as: "fetch" },
      { href: "/page-data/sq/d/11.json", as: "fetch" },
      { href: "/page-data/sq/d/22.json", as: "fetch" },
      { href: "/709-a.js", as: "script" },
      { href: "/component---services-b.js", as: "script" },
    ]);
    expect(buildPreloads(dir, groups, "/en/missing/")).toEqual([]);
  });
});

describe("loaderScript (run in the page)", () => {
  type PaintCallback = (list: { getEntries: () => { name: string }[] }) => void;
  let paintCallbacks: PaintCallback[];
  let frames: (() => void)[];

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = "";
    document.documentElement.className = "";
    paintCallbacks = [];
    frames = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: PaintCallback) {
        paintCallbacks.push(callback);
      }
      observe() {}
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

  const run = () => new Function(loaderScript(["/a.js", "/b.js"]))();
  const loaded = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
  const paint = (name: string) => paintCallbacks.forEach((cb) => cb({ getEntries: () => [{ name }] }));

  it("adds the scripts, in order, only after the first contentful paint", () => {
    run();
    paint("first-paint");
    jest.advanceTimersByTime(10);
    expect(loaded()).toEqual([]);
    paint("first-contentful-paint");
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });

  it("preloads the page's data (as CORS fetches, like the app's requests) and chunks with the scripts", () => {
    new Function(
      loaderScript(["/a.js"], [
        { href: "/page-data/x/page-data.json", as: "fetch" },
        { href: "/chunk.js", as: "script" },
      ]),
    )();
    paint("first-contentful-paint");
    jest.advanceTimersByTime(0);
    const links = [...document.querySelectorAll("link")].map((l) => [l.rel, l.getAttribute("as"), l.getAttribute("href"), l.getAttribute("crossorigin")]);
    expect(links).toEqual([
      ["preload", "fetch", "/page-data/x/page-data.json", "anonymous"],
      ["preload", "script", "/chunk.js", null],
    ]);
    expect(loaded()).toEqual(["/a.js"]);
  });

  it("adds them once, even when the fail-safe fires later", () => {
    run();
    paint("first-contentful-paint");
    jest.advanceTimersByTime(5000);
    expect(loaded()).toEqual(["/a.js", "/b.js"]);
  });

  it("loads after 3 s if no paint is ever reported", () => {
    run();
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
