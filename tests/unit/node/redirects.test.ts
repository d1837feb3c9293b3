import fs from "node:fs";
import path from "node:path";
import { redirectHtml, siteRedirects, writeRedirectPages } from "../../../src/node/hosting/redirects";
import { tempDirEach } from "./temp-dir";

describe("siteRedirects", () => {
  it("sends the root to English and lists every mixed-language path", () => {
    const redirects = siteRedirects();
    expect(redirects[0]).toEqual({ from: "/", to: "/en/" });
    expect(redirects).toContainEqual({ from: "/es/our-work/", to: "/es/nuestro-trabajo/" });
  });
});

describe("redirectHtml", () => {
  const html = redirectHtml("/es/servicios/", "https://brisa.software");

  it("redirects with and without JavaScript, keeping query and hash; is noindex, canonical to the target, in its language", () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/es/servicios/">');
    expect(html).toContain(
      '<script>location.replace(new URL(document.querySelector("link[rel=canonical]").href).pathname+location.search+location.hash)</script>',
    );
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://brisa.software/es/servicios/">');
  });

  it("cannot be broken out of by the target path", () => {
    const evil = redirectHtml('/en/"</script><script>alert(1)</script>/', "https://x");
    expect(evil).not.toContain("</script><script>alert(1)");
    expect(evil).toContain("&quot;&lt;/script&gt;");
  });
});

describe("writeRedirectPages", () => {
  const origin = "https://brisa.software";
  const publicDir = tempDirEach("redirect-pages-");
  const file = (route: string) => path.join(publicDir(), route, "index.html");
  const write = (route: string, html: string) => {
    fs.mkdirSync(path.dirname(file(route)), { recursive: true });
    fs.writeFileSync(file(route), html);
  };

  it("writes a page per redirect", () => {
    writeRedirectPages(publicDir(), [{ from: "/es/services/", to: "/es/servicios/" }], origin, new Set());
    expect(fs.readFileSync(file("/es/services/"), "utf8")).toBe(redirectHtml("/es/servicios/", origin));
  });

  it("removes the redirect pages a warm build's table no longer has, with the folders they leave empty, and keeps every other file", () => {
    write("/en/blog/category/desarrollo-de-software/page/2/", redirectHtml("/en/blog/category/software-development/page/2/", origin));
    write("/en/blog/articulo-renombrado/", redirectHtml("/en/blog/renamed-post/", origin));
    fs.writeFileSync(path.join(publicDir(), "en/blog/articulo-renombrado/notes.txt"), "not ours");
    write("/en/blog/what-is-a-startup/", '<!DOCTYPE html><html lang="en"><title>An article</title></html>');

    writeRedirectPages(publicDir(), [{ from: "/es/services/", to: "/es/servicios/" }], origin, new Set(["/en/blog/what-is-a-startup/"]));

    expect(fs.existsSync(path.join(publicDir(), "en/blog/category"))).toBe(false);
    expect(fs.existsSync(file("/en/blog/articulo-renombrado/"))).toBe(false);
    expect(fs.readdirSync(path.join(publicDir(), "en/blog/articulo-renombrado"))).toEqual(["notes.txt"]);
    expect(fs.readFileSync(file("/en/blog/what-is-a-startup/"), "utf8")).toContain("An article");
    expect(fs.existsSync(file("/es/services/"))).toBe(true);
  });

  it("refuses a redirect from a built page's path, before it changes any file", () => {
    write("/en/blog/old/", redirectHtml("/en/blog/new/", origin));
    expect(() => writeRedirectPages(publicDir(), [{ from: "/en/about-us/", to: "/en/" }], origin, new Set(["/en/about-us/"]))).toThrow(
      "A redirect from /en/about-us/ would replace the page built there",
    );
    expect(fs.existsSync(file("/en/blog/old/"))).toBe(true);
  });
});
