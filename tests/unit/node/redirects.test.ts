import { redirectHtml, siteRedirects } from "../../../src/node/hosting/redirects";

describe("siteRedirects", () => {
  it("sends the root to English and lists every mixed-language path", () => {
    const redirects = siteRedirects();
    expect(redirects[0]).toEqual({ from: "/", to: "/en/" });
    expect(redirects).toContainEqual({ from: "/es/our-work/", to: "/es/nuestro-trabajo/" });
  });
});

describe("redirectHtml", () => {
  const html = redirectHtml("/es/servicios/", "https://brisa.software");

  it("redirects with and without JavaScript, keeping query and hash", () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/es/servicios/">');
    expect(html).toContain(
      '<script>location.replace(new URL(document.querySelector("link[rel=canonical]").href).pathname+location.search+location.hash)</script>',
    );
  });

  it("is noindex, canonical to the target, in the target's language", () => {
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
