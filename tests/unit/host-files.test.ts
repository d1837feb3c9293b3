import { contentSecurityPolicy, endpointOrigin, headersFile, inlineScriptHashes, redirectsFile } from "../../src/node/host-config";
import { robotsTxt, sitemapEntries, sitemapXml } from "../../src/node/sitemap";
import { routes } from "../../src/i18n/routes";

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
  it("hashes inline scripts but not external scripts or JSON-LD", () => {
    const html =
      '<script>alert(1)</script><script src="/app.js"></script><script type="application/ld+json">{"a":1}</script><script id="x">var a=2</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/),
    ]);
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

  it("writes _headers and _redirects in the static hosts' format", () => {
    const headers = headersFile("default-src 'self'");
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'\n/);
    expect(headers).toContain("  X-Content-Type-Options: nosniff");
    expect(headers).toContain("  Strict-Transport-Security: max-age=31536000; includeSubDomains");
    expect(redirectsFile([{ from: "/", to: "/en/" }, { from: "/es/services/", to: "/es/servicios/" }])).toBe(
      "/ /en/ 301\n/es/services/ /es/servicios/ 301\n",
    );
  });
});
