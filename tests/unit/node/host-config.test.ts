import fs from "node:fs";
import path from "node:path";
import {
  checkScriptHashes,
  contentSecurityPolicy,
  endpointOrigin,
  headersFile,
  inlineScriptHashes,
  MAX_HEADER_LINE_LENGTH,
  MAX_INLINE_SCRIPT_HASHES,
  redirectsFile,
  siteScriptHashes,
  writeHostConfig,
} from "../../../src/node/hosting/host-config";
import { redirectHtml } from "../../../src/node/hosting/redirects";
import { scriptsAfterFirstPaint } from "../../../src/node/hosting/scripts-after-first-paint";
import { notFoundBootScript } from "../../../src/i18n/not-found-boot";
import { robotsTxt, sitemapEntries, sitemapXml } from "../../../src/node/pages/sitemap";
import { routes } from "../../../src/i18n/routes";
import { tempDirEach } from "./temp-dir";

describe("sitemap", () => {
  const entries = sitemapEntries(routes, "https://brisa.software");

  it("lists every indexable route in both languages with en, es and x-default alternates", () => {
    expect(entries).toHaveLength(routes.filter((r) => !r.noindex).length * 2);
    // The contact form's result pages are noindex: only the endpoint's 303 leads there.
    expect(entries.filter((e) => /\/contact(o)?\/./.test(e.loc))).toEqual([]);
    const seo = entries.find((e) => e.loc === "https://brisa.software/es/servicios/posicionamiento-seo/");
    expect(seo?.alternates).toEqual([
      { hreflang: "en", href: "https://brisa.software/en/services/seo-optimization/" },
      { hreflang: "es", href: "https://brisa.software/es/servicios/posicionamiento-seo/" },
      { hreflang: "x-default", href: "https://brisa.software/en/services/seo-optimization/" },
    ]);
  });

  it("writes the sitemap protocol with xhtml alternates", () => {
    const xml = sitemapXml(entries.slice(0, 1));
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain("<loc>https://brisa.software/en/</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://brisa.software/en/"/>');
  });

  it("points robots.txt to it and keeps the endpoint out", () => {
    expect(robotsTxt("https://x.test")).toBe("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://x.test/sitemap.xml\n");
  });
});

describe("host configuration", () => {
  it("hashes every inline script that runs, but not external scripts or JSON and JSON-LD data blocks", () => {
    const html =
      '<script>alert(1)</script><script src="/app.js"></script><script type="application/ld+json">{"a":1}</script><script id="x">var a=2</script>' +
      '<script type="application/json" id="d">{"a":1}</script><script type="APPLICATION/LD+JSON">{}</script>' +
      '<script type="module">m()</script><script type="text/javascript">t()</script><script data-x="application/json">x()</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes[0]).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(hashes).toHaveLength(5); // alert, var a, m, t, x
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it("allows only the site's origin, the hashed scripts and the contact endpoint", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"], connectOrigins: ["https://api.x.test"] });
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("connect-src 'self' https://api.x.test");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(endpointOrigin("https://api.x.test/api/brisa/contact")).toEqual(["https://api.x.test"]);
    expect(endpointOrigin("/api/brisa/contact")).toEqual([]);
  });

  /** One directive's sources, e.g. sources(csp, "connect-src") → ["'self'", "https://x"]. */
  const sources = (csp: string, name: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? [];

  it("without analytics (the default) allows no other origin to load scripts or receive data", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-a'"], connectOrigins: [] });
    expect(sources(csp, "script-src")).toEqual(["'self'", "'sha256-a'"]);
    expect(sources(csp, "connect-src")).toEqual(["'self'"]);
    expect(sources(csp, "form-action")).toEqual(["'self'"]);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(contentSecurityPolicy({ scriptHashes: ["'sha256-a'"], connectOrigins: [], analyticsOrigins: [] })).toBe(csp);
  });

  it("with analytics allows its origin in script-src and connect-src only, never as a form target", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: ["'sha256-a'"],
      connectOrigins: ["https://api.x.test"],
      analyticsOrigins: ["https://plausible.io"],
    });
    expect(sources(csp, "script-src")).toEqual(["'self'", "https://plausible.io", "'sha256-a'"]);
    expect(sources(csp, "connect-src")).toEqual(["'self'", "https://api.x.test", "https://plausible.io"]);
    expect(sources(csp, "form-action")).toEqual(["'self'", "https://api.x.test"]);
    for (const directive of ["default-src", "img-src", "style-src", "font-src", "manifest-src"]) {
      expect(sources(csp, directive)).not.toContain("https://plausible.io");
    }
    // A counter served by the contact endpoint's host is listed once.
    const shared = contentSecurityPolicy({ scriptHashes: [], connectOrigins: ["https://x.test"], analyticsOrigins: ["https://x.test"] });
    expect(sources(shared, "connect-src")).toEqual(["'self'", "https://x.test"]);
  });

  it("writes _headers and _redirects in the static hosts' format", () => {
    const headers = headersFile("default-src 'self'");
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'\n/);
    expect(headers).toContain("  X-Content-Type-Options: nosniff");
    expect(headers).toContain("  Strict-Transport-Security: max-age=31536000; includeSubDomains");
    expect(
      redirectsFile([
        { from: "/", to: "/en/" },
        { from: "/es/services/", to: "/es/servicios/" },
      ]),
    ).toBe("/ /en/ 301!\n/es/services/ /es/servicios/ 301!\n");
  });
});

describe("a CSP that does not grow with the site", () => {
  /** A built page as Gatsby 5 writes it, before the pass over the HTML. */
  const gatsbyPage = (pagePath: string, app: string, head = "") =>
    `<!DOCTYPE html><html><head>${head}<script type="application/ld+json">{"url":"${pagePath}"}</script></head><body>` +
    `<div id="___gatsby"></div><script>document.documentElement.classList.add("js-motion")</script>` +
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>` +
    `<!-- slice-start id="_gatsby-scripts-1" --><script\n id="gatsby-chunk-mapping"\n>\n window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: [app] }))};\n</script>` +
    `<script>window.___webpackCompilationHash="h${app.length}";</script>` +
    `<script src="/webpack-runtime-1.js" async></script><script src="${app}" async></script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
  const built = (pagePath: string, app: string, head = "") =>
    scriptsAfterFirstPaint(gatsbyPage(pagePath, app, head), (p) => [{ href: `/page-data${p}page-data.json`, as: "fetch" }]);

  const tmp = tempDirEach("host-config-");
  const write = (dir: string, file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  };
  const cspLine = (dir: string) =>
    fs
      .readFileSync(path.join(dir, "_headers"), "utf8")
      .split("\n")
      .find((l) => l.includes("Content-Security-Policy:"))!;

  it("writes a _headers CSP line under 2,000 characters for a whole built site", () => {
    const dir = tmp();
    write(dir, "en/index.html", built("/en/", "/app-1.js"));
    write(dir, "es/blog/index.html", built("/es/blog/", "/app-1.js"));
    write(dir, "404.html", built("/404.html", "/app-1.js", `<script>${notFoundBootScript()}</script>`));
    write(dir, "index.html", redirectHtml("/en/", "https://brisa.software"));
    // Gatsby's scripts slice: stitched into the pages, never a page itself.
    write(dir, "_gatsby/slices/_gatsby-scripts-1.html", '<script>window.___webpackCompilationHash="716f44e0";</script>');
    writeHostConfig(dir, [{ from: "/", to: "/en/" }], "https://contact.example.test/api/brisa/contact");
    const line = cspLine(dir);
    expect(line.length).toBeLessThan(MAX_HEADER_LINE_LENGTH);
    expect(line.match(/'sha256-/g)).toHaveLength(4); // motion class, loader, not-found boot, redirect
    expect(new Set(inlineScriptHashes(fs.readFileSync(path.join(dir, "en/index.html"), "utf8")))).toEqual(
      new Set(inlineScriptHashes(fs.readFileSync(path.join(dir, "es/blog/index.html"), "utf8"))),
    );
  });

  it("writes the analytics origin into the built _headers only when analytics is configured", () => {
    const page = built("/en/", "/app-1.js");
    const off = path.join(tmp(), "off");
    write(off, "en/index.html", page);
    writeHostConfig(off, [], "/api/brisa/contact");
    expect(cspLine(off)).not.toContain("plausible");
    const on = path.join(tmp(), "on");
    write(on, "en/index.html", page);
    writeHostConfig(on, [], "/api/brisa/contact", { analyticsOrigin: "https://plausible.io" });
    expect(cspLine(on)).toContain("script-src 'self' https://plausible.io 'sha256-");
    expect(cspLine(on)).toContain("connect-src 'self' https://plausible.io;");
    expect(cspLine(on)).toContain("form-action 'self';");
    expect(cspLine(on).replace(" https://plausible.io", "").replace(" https://plausible.io", "")).toBe(cspLine(off));
  });

  it("stays under 2,000 characters even at the limit of hashes, with a long contact endpoint and analytics origin", () => {
    const hashes = Array.from({ length: MAX_INLINE_SCRIPT_HASHES }, (_, i) => `'sha256-${"A".repeat(42)}${i}='`);
    const csp = contentSecurityPolicy({
      scriptHashes: hashes,
      connectOrigins: ["https://a-rather-long-contact-endpoint-host.example.test"],
      analyticsOrigins: ["https://a-rather-long-self-hosted-analytics-host.example.test:8443"],
    });
    const line = headersFile(csp)
      .split("\n")
      .find((l) => l.includes("Content-Security-Policy:"))!;
    expect(line.length).toBeLessThan(MAX_HEADER_LINE_LENGTH);
  });

  it("fails the build, naming the file, when inline scripts start to differ between pages", () => {
    const dir = tmp();
    for (let i = 0; i <= MAX_INLINE_SCRIPT_HASHES; i += 1) write(dir, `p${i}/index.html`, `<script>window.n=${i}</script>`);
    expect(() => writeHostConfig(dir, [], "/api/brisa/contact")).toThrow(
      new RegExp(
        `${MAX_INLINE_SCRIPT_HASHES + 1} inline-script hashes, more than the limit of ${MAX_INLINE_SCRIPT_HASHES}: \\S+p${MAX_INLINE_SCRIPT_HASHES}/index\\.html`,
      ),
    );
    expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false);
  });

  it("counts each script once however many files carry it", () => {
    const found = siteScriptHashes(["a", "b", "c"], (file) =>
      file === "c" ? "<script>y()</script>" : "<script>x()</script><script>x()</script>",
    );
    expect([...found.values()]).toEqual([["a", "b"], ["c"]]);
    expect(() => checkScriptHashes(found, 2)).not.toThrow();
    expect(() => checkScriptHashes(found, 1)).toThrow(/c has an inline script unlike any of the 1 before it/);
  });
});
