/** @jest-environment node */
import { isHostOnlyPath, isUnsafeRequestPath } from "../../../src/server/host-rules";

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
