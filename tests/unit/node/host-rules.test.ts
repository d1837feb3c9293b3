import { isHostOnlyPath, isUnsafeRequestPath, notFoundPageFor, parseRedirectsFile } from "../../../src/hosting/host-rules";

describe("isUnsafeRequestPath", () => {
  it.each(["/", "/en/", "/es/servicios/desarrollo-web/", "/app-081bf4b43826aa3d7cfe.js", "/en/blog/caf%C3%A9/", "/page-data/sq/d/1.json"])(
    "%s is a path the site links to",
    (path) => expect(isUnsafeRequestPath(path)).toBe(false),
  );

  it.each([
    "//_headers",
    "/./_headers",
    "/en/../_headers",
    "/en/%2e%2e/_headers",
    "/en/%2E%2E/_headers",
    "/en%2f..%2f_headers",
    "/en/%2e/",
    "/en/..",
    "/a%5c..%5c_headers",
    "/en/%00",
    "/en/%E0%A4%A",
    "en/",
  ])("%s is refused before any lookup", (path) => expect(isUnsafeRequestPath(path)).toBe(true));
});

describe("isHostOnlyPath", () => {
  it.each([
    "/_headers",
    "/_redirects",
    "/_HEADERS",
    "/webpack.stats.json",
    "/chunk-map.json",
    "/nginx/brisa.conf",
    "/app-1.js.map",
    "/x/y.css.MAP",
  ])("%s is for hosts only", (path) => expect(isHostOnlyPath(path)).toBe(true));

  it.each(["/en/", "/_headers/x", "/en/_redirects-guide/", "/app.js", "/sitemap.xml", "/page-data/app-data.json", "/nginxx/"])(
    "%s is for visitors",
    (path) => expect(isHostOnlyPath(path)).toBe(false),
  );
});

describe("parseRedirectsFile", () => {
  it("reads exact 3xx redirects and the not-found page of each prefix", () => {
    const { redirects, notFound } = parseRedirectsFile(
      "# generated\n/ /en/ 301\n/es/services/ /es/servicios/ 301!\n/es/* /es/404.html 404\n",
    );
    expect([...redirects]).toEqual([
      ["/", { to: "/en/", status: 301 }],
      ["/es/services/", { to: "/es/servicios/", status: 301 }],
    ]);
    expect(notFound).toEqual([{ prefix: "/es/", page: "/es/404.html" }]);
    expect(notFoundPageFor(notFound, "/es/no-existe/")).toBe("/es/404.html");
    expect(notFoundPageFor(notFound, "/en/missing/")).toBe("/404.html");
    expect(notFoundPageFor(notFound, "/estudio/")).toBe("/404.html");
  });

  it.each(["/a", "/a /b 200", "/a/* /b 301", "/a /b 404", "/* /404.html 500"])("refuses %j, naming the line", (line) => {
    expect(() => parseRedirectsFile(`/ok /fine 301\n${line}\n`)).toThrow(`_redirects line 2`);
  });
});
