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
  ".hero_title{font-size:2rem}",
  ".pagination_pages{display:flex}",
  ".pagination_number:hover,.hero_title:hover{color:red}",
  "@media (min-width:768px){.pagination_pages{gap:1rem}.hero_title{font-size:3rem}}",
  "@media (min-width:1024px){@supports (display:grid){.pagination_pages{display:grid}}}",
  ".js-motion .hero_title:not(.pagination_pages){opacity:1}",
  "@keyframes pagination_slide{0%{opacity:0}to{opacity:1}}",
  "@keyframes hero_rise{0%{opacity:0}to{opacity:1}}",
  "main h2{margin:0}",
].join("");

function page(bodyClasses: string, css = templateCss): string {
  return [
    "<!DOCTYPE html><html><head>",
    '<style data-href="/app.0a1b2c3d.css" id="gatsby-global-css">.header_bar{display:flex}.pagination_x{color:blue}</style>',
    `<style data-href="/component---src-templates-blog-list-tsx.9f8e7d.css">${css}</style>`,
    "</head><body>",
    `<main><h1 class="${bodyClasses}">Blog</h1></main>`,
    '<script type="application/json" id="data">{"class":"pagination_pages"}</script>',
    "</body></html>",
  ].join("");
}

describe("modulesInMarkup", () => {
  it("lists the CSS modules of the elements' classes, not of stylesheets or scripts", () => {
    const html = page("hero_title pill_pill plain");
    expect([...modulesInMarkup(html)].sort()).toEqual(["hero", "pill"]);
  });
});

describe("splitCss", () => {
  it("keeps the rules of the modules in use and puts the others' rules, selectors and keyframes in the rest", () => {
    expect(splitCss(templateCss, new Set(["hero"]))).toEqual({
      used: [
        ".hero_title{font-size:2rem}",
        ".hero_title:hover{color:red}",
        "@media (min-width:768px){.hero_title{font-size:3rem}}",
        ".js-motion .hero_title:not(.pagination_pages){opacity:1}",
        "@keyframes hero_rise{0%{opacity:0}to{opacity:1}}",
        "main h2{margin:0}",
      ].join(""),
      rest: [
        ".pagination_pages{display:flex}",
        ".pagination_number:hover{color:red}",
        "@media (min-width:768px){.pagination_pages{gap:1rem}}",
        "@media (min-width:1024px){@supports (display:grid){.pagination_pages{display:grid}}}",
        "@keyframes pagination_slide{0%{opacity:0}to{opacity:1}}",
      ].join(""),
    });
  });

  it("leaves nothing in the rest when every module is in use", () => {
    expect(splitCss(templateCss, new Set(["hero", "pagination"]))).toEqual({ used: templateCss, rest: "" });
  });
});

const cutPage = () => pageWithUsedCss(page("hero_title"));

describe("pageWithUsedCss", () => {
  it("cuts the template's copy down, names the file of the rest on it, and leaves the app's stylesheet whole", () => {
    const { html, rest } = cutPage();
    expect(rest).toBe(splitCss(templateCss, new Set(["hero"])).rest);
    expect(restHref(rest!)).toMatch(/^\/static\/css-rest-[0-9a-f]{20}\.css$/);
    expect(html).toContain(
      `<style data-href="/component---src-templates-blog-list-tsx.9f8e7d.css" ${REST_ATTRIBUTE}="${restHref(rest!)}">`,
    );
    expect(html).not.toContain("pagination_pages{");
    expect(html).toContain(".pagination_x{color:blue}");
    expect(html).toContain('{"class":"pagination_pages"}');
  });

  it("leaves a page that uses every module as it was, and a cut page as it is on a second pass", () => {
    const whole = page("hero_title pagination_pages");
    expect(pageWithUsedCss(whole)).toEqual({ html: whole, rest: null });
    const { html } = cutPage();
    expect(pageWithUsedCss(html)).toEqual({ html, rest: null });
  });

  it("gives the loader the rest's file as a stylesheet (restOfTemplateCss), and nothing for a page inlining its sheet whole", () => {
    const { html, rest } = cutPage();
    expect(restOfTemplateCss(html)).toEqual([{ href: restHref(rest!), as: "stylesheet" }]);
    expect(restOfTemplateCss(page("hero_title pagination_pages"))).toEqual([]);
  });
});

describe("usedCssInBuild", () => {
  const dir = tempDirEach("css-per-page-");

  it("rewrites the built pages that inline unused rules, writes the rest, and counts the bytes", () => {
    fs.mkdirSync(path.join(dir(), "en", "blog"), { recursive: true });
    const listed = page("hero_title pagination_pages");
    const single = page("hero_title");
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
