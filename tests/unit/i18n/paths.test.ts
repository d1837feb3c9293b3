import { langs } from "../../../src/i18n/languages";
import {
  canonicalPath,
  detectLanguage,
  feedPath,
  fixUnknownPath,
  mixedLanguageRedirects,
  resolvePath,
  routePath,
} from "../../../src/i18n/paths";
import { routes } from "../../../src/i18n/routes";

describe("routePath", () => {
  it.each([
    ["home", "en", "/en/"],
    ["home", "es", "/es/"],
    ["services", "es", "/es/servicios/"],
    ["software-maintenance", "es", "/es/servicios/mantenimiento-software/"],
    ["custom-software", "en", "/en/services/custom-software-development/"],
    ["seo", "es", "/es/servicios/posicionamiento-seo/"],
    ["nurdoc", "es", "/es/nuestro-trabajo/nurdoc/"],
    ["about", "es", "/es/sobre-nosotros/"],
    ["contact", "es", "/es/contacto/"],
    ["privacy", "en", "/en/privacy-policy/"],
  ] as const)("%s in %s is %s", (key, lang, path) => {
    expect(routePath(key, lang)).toBe(path);
  });

  it("gives every route a distinct path in each language", () => {
    const paths = routes.flatMap((r) => langs.map((l) => routePath(r.key, l)));
    expect(new Set(paths).size).toBe(routes.length * langs.length);
  });

  it("rejects an unknown route key", () => {
    expect(() => routePath("nope", "en")).toThrow('Unknown route key "nope"');
  });
});

describe("resolvePath and canonicalPath (mixed-language URLs)", () => {
  it.each([
    ["/en/servicios", "/en/services/"],
    ["/es/services/", "/es/servicios/"],
    ["/es/our-work", "/es/nuestro-trabajo/"],
    ["/en/nuestro-trabajo/", "/en/our-work/"],
    ["/en/servicios/desarrollo-web", "/en/services/web-development/"],
    ["/en/services/desarrollo-web/", "/en/services/web-development/"],
    ["/es/services/web-development/", "/es/servicios/desarrollo-web/"],
    ["/es/our-work/almia/", "/es/nuestro-trabajo/almia/"],
    ["/en/servicios/desarrollo-web/extra/", "/en/services/web-development/extra/"],
  ])("%s → %s", (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it("leaves correct paths as they are and ignores unprefixed ones", () => {
    expect(canonicalPath("/es/servicios/agentes-ia/")).toBe("/es/servicios/agentes-ia/");
    expect(canonicalPath("/services/")).toBeNull();
  });

  it("reports the segments no route explains", () => {
    const resolved = resolvePath("/en/blog/some-post/");
    expect(resolved.route.key).toBe("blog");
    expect(resolved.rest).toEqual(["some-post"]);
    expect(resolved.lang).toBe("en");
  });
});

describe("detectLanguage", () => {
  it("takes the language from the prefix, over the stored preference", () => {
    const warn = jest.fn();
    expect(detectLanguage("/es/servicios/", "en", warn)).toBe("es");
    expect(detectLanguage("/en/", "es", warn)).toBe("en");
    expect(warn).not.toHaveBeenCalled();
  });

  it("uses the stored preference for unprefixed paths, then English, and warns", () => {
    const warn = jest.fn<void, [string]>();
    expect(detectLanguage("/services/", "es", warn)).toBe("es");
    expect(detectLanguage("/services/", "fr", warn)).toBe("en");
    expect(detectLanguage("/", null, warn)).toBe("en");
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toContain('"/services/" has no language prefix');
  });
});

describe("mixedLanguageRedirects", () => {
  const redirects = mixedLanguageRedirects();
  const pages = new Set(routes.flatMap((r) => langs.map((l) => routePath(r.key, l))));

  it("includes the spec's examples and the deeper service and case-study paths", () => {
    const map = new Map(redirects.map((r) => [r.from, r.to]));
    expect(map.get("/en/servicios/")).toBe("/en/services/");
    expect(map.get("/es/services/")).toBe("/es/servicios/");
    expect(map.get("/es/our-work/")).toBe("/es/nuestro-trabajo/");
    expect(map.get("/en/nuestro-trabajo/")).toBe("/en/our-work/");
    expect(map.get("/en/servicios/desarrollo-web/")).toBe("/en/services/web-development/");
    expect(map.get("/en/servicios/web-development/")).toBe("/en/services/web-development/");
    expect(map.get("/es/services/mantenimiento-software/")).toBe("/es/servicios/mantenimiento-software/");
    expect(map.get("/en/nuestro-trabajo/boathous/")).toBe("/en/our-work/boathous/");
  });

  it("never starts at a real page and always ends at one", () => {
    for (const { from, to } of redirects) {
      expect(pages.has(from)).toBe(false);
      expect(pages.has(to)).toBe(true);
    }
  });

  it("covers every mixed spelling exactly once", () => {
    // 5 top-level routes with translated segments, 6 services (3 wrong spellings each), 3 case studies,
    // the contact form's 2 result pages (3 wrong spellings each).
    expect(redirects).toHaveLength(2 * (5 + 6 * 3 + 3 + 2 * 3));
    expect(new Set(redirects.map((r) => r.from)).size).toBe(redirects.length);
  });
});

describe("fixUnknownPath (what the not-found page repairs)", () => {
  it.each([
    ["/en/servicios/desarrollo-web/extra/", null, "/en/services/web-development/extra/"],
    ["/es/blog/no-existe/", null, "/es/blog/"],
    ["/en/blog/unknown", null, "/en/blog/"],
    ["/services/", null, "/en/services/"],
    ["/servicios/", "es", "/es/servicios/"],
    ["/about-us", "es", "/es/sobre-nosotros/"],
  ])("%s (stored %s) → %s", (path, stored, target) => {
    expect(fixUnknownPath(path, stored)).toBe(target);
  });

  it.each([["/en/does-not-exist/"], ["/es/servicios/no-existe"], ["/nothing-here/"], ["/en/services/web-development/extra/"]])(
    "shows itself for %s",
    (path) => {
      expect(fixUnknownPath(path, null)).toBeNull();
    },
  );
});

describe("feedPath", () => {
  it("puts each language's feed next to its blog list", () => {
    expect(feedPath("en")).toBe("/en/blog/rss.xml");
    expect(feedPath("es")).toBe("/es/blog/rss.xml");
  });
});
