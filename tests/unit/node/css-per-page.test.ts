import fs from "node:fs";
import path from "node:path";
import {
  modulesInMarkup,
  pageWithUsedCss,
  REST_ATTRIBUTE,
  restHref,
  restOfTemplateCss,
  splitCss,
  usedCssInBuild,
} from "../../../src/node/hosting/css-per-page";
import { tempDirEach } from "./temp-dir";

const templateCss = [
  ".hero-module--title--a1b2c{font-size:2rem}",
  ".pagination-module--pages--d3e4f{display:flex}",
  ".pagination-module--number--g5h6i:hover,.hero-module--title--a1b2c:hover{color:red}",
  "@media (min-width:768px){.pagination-module--pages--d3e4f{gap:1rem}.hero-module--title--a1b2c{font-size:3rem}}",
  "@media (min-width:1024px){@supports (display:grid){.pagination-module--pages--d3e4f{display:grid}}}",
  ".js-motion .hero-module--title--a1b2c:not(.pagination-module--pages--d3e4f){opacity:1}",
  "@keyframes pagination-module--slide--k7l8m{0%{opacity:0}to{opacity:1}}",
  "@keyframes hero-module--rise--n9o0p{0%{opacity:0}to{opacity:1}}",
  "main h2{margin:0}",
].join("");

function page(bodyClasses: string, css = templateCss): string {
  return [
    "<!DOCTYPE html><html><head>",
    '<style data-href="/app.0a1b2c3d.css" id="gatsby-global-css">.header-module--bar--q1r2s{display:flex}.pagination-module--x--aaaaa{color:blue}</style>',
    `<style data-href="/component---src-templates-blog-list-tsx.9f8e7d.css">${css}</style>`,
    "</head><body>",
    `<main><h1 class="${bodyClasses}">Blog</h1></main>`,
    '<script type="application/json" id="data">{"class":"pagination-module--pages--d3e4f"}</script>',
    "</body></html>",
  ].join("");
}

describe("modulesInMarkup", () => {
  it("lists the CSS modules of the elements' classes, not of stylesheets or scripts", () => {
    const html = page("hero-module--title--a1b2c pill-module--pill--zz9 plain");
    expect([...modulesInMarkup(html)].sort()).toEqual(["hero", "pill"]);
  });
});

describe("splitCss", () => {
  it("keeps the rules of the modules in use and puts the others' rules, selectors and keyframes in the rest", () => {
    expect(splitCss(templateCss, new Set(["hero"]))).toEqual({
      used: [
        ".hero-module--title--a1b2c{font-size:2rem}",
        ".hero-module--title--a1b2c:hover{color:red}",
        "@media (min-width:768px){.hero-module--title--a1b2c{font-size:3rem}}",
        ".js-motion .hero-module--title--a1b2c:not(.pagination-module--pages--d3e4f){opacity:1}",
        "@keyframes hero-module--rise--n9o0p{0%{opacity:0}to{opacity:1}}",
        "main h2{margin:0}",
      ].join(""),
      rest: [
        ".pagination-module--pages--d3e4f{display:flex}",
        ".pagination-module--number--g5h6i:hover{color:red}",
        "@media (min-width:768px){.pagination-module--pages--d3e4f{gap:1rem}}",
        "@media (min-width:1024px){@supports (display:grid){.pagination-module--pages--d3e4f{display:grid}}}",
        "@keyframes pagination-module--slide--k7l8m{0%{opacity:0}to{opacity:1}}",
      ].join(""),
    });
  });

  it("leaves nothing in the rest when every module is in use", () => {
    expect(splitCss(templateCss, new Set(["hero", "pagination"]))).toEqual({ used: templateCss, rest: "" });
  });
});

const cutPage = () => pageWithUsedCss(page("hero-module--title--a1b2c"));

describe("pageWithUsedCss", () => {
  it("cuts the template's copy down, names the file of the rest on it, and leaves the app's stylesheet whole", () => {
    const { html, rest } = cutPage();
    expect(rest).toBe(splitCss(templateCss, new Set(["hero"])).rest);
    expect(restHref(rest!)).toMatch(/^\/static\/css-rest-[0-9a-f]{20}\.css$/);
    expect(html).toContain(
      `<style data-href="/component---src-templates-blog-list-tsx.9f8e7d.css" ${REST_ATTRIBUTE}="${restHref(rest!)}">`,
    );
    expect(html).not.toContain("pagination-module--pages--d3e4f{");
    expect(html).toContain(".pagination-module--x--aaaaa{color:blue}");
    expect(html).toContain('{"class":"pagination-module--pages--d3e4f"}');
  });

  it("leaves a page that uses every module as it was, and a cut page as it is on a second pass", () => {
    const whole = page("hero-module--title--a1b2c pagination-module--pages--d3e4f");
    expect(pageWithUsedCss(whole)).toEqual({ html: whole, rest: null });
    const { html } = cutPage();
    expect(pageWithUsedCss(html)).toEqual({ html, rest: null });
  });

  it("gives the loader the rest's file as a stylesheet (restOfTemplateCss), and nothing for a page inlining its sheet whole", () => {
    const { html, rest } = cutPage();
    expect(restOfTemplateCss(html)).toEqual([{ href: restHref(rest!), as: "stylesheet" }]);
    expect(restOfTemplateCss(page("hero-module--title--a1b2c pagination-module--pages--d3e4f"))).toEqual([]);
  });
});

describe("usedCssInBuild", () => {
  const dir = tempDirEach("css-per-page-");

  it("rewrites the built pages that inline unused rules, writes the rest, and counts the bytes", () => {
    fs.mkdirSync(path.join(dir(), "en", "blog"), { recursive: true });
    const listed = page("hero-module--title--a1b2c pagination-module--pages--d3e4f");
    const single = page("hero-module--title--a1b2c");
    fs.writeFileSync(path.join(dir(), "en", "blog", "index.html"), listed);
    fs.writeFileSync(path.join(dir(), "index.html"), single);
    const { html, rest } = cutPage();
    expect(usedCssInBuild(dir())).toEqual({ pages: 1, bytes: single.length - html.length });
    expect(fs.readFileSync(path.join(dir(), "en", "blog", "index.html"), "utf8")).toBe(listed);
    expect(fs.readFileSync(path.join(dir(), "index.html"), "utf8")).toBe(html);
    expect(fs.readFileSync(path.join(dir(), restHref(rest!)), "utf8")).toBe(rest);
    expect(usedCssInBuild(dir())).toEqual({ pages: 0, bytes: 0 });
  });
});
