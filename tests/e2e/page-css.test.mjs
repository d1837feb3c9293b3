/**
 * Each page carries the CSS of what it can show, not the whole site's: the app's stylesheet (the
 * layout, the global rules) and its own template's, the app's first, so that a page looks the same
 * loaded afresh and reached by a link (which appends the template's sheet after the app's).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, test } from "node:test";
import { closeBrowser, closePage, collectErrors, newPage, waitForHydration } from "./lib/browser.mjs";
import { htmlFiles, pagePathOf, publicDir } from "./lib/public.mjs";
import { url } from "./lib/server.mjs";

/** The inlined sheets of a page, in order, and the class names its markup uses outside them. */
function pageCss(file) {
  const html = fs.readFileSync(file, "utf8");
  const sheets = [...html.matchAll(/<style data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)].map(([, href, css]) => ({ href, css }));
  const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
  return { sheets, markup };
}

/** CSS-module names (`carousel` for `.carousel-module--track--1a2b3`) in a stylesheet or a page's classes. */
const modulesIn = (text) => new Set([...text.matchAll(/\b([a-z0-9-]+)-module--/g)].map(([, name]) => name));

const pages = htmlFiles(publicDir, { except: ["_gatsby"] })
  .map((file) => ({ file, path: pagePathOf(file), ...pageCss(file) }))
  .filter(({ sheets }) => sheets.length > 0);

const templateOf = (sheets) =>
  sheets.find(({ href }) => href.startsWith("/component---"))?.href.match(/^\/component---src-templates-(.+)-tsx\./)?.[1];

test("every page inlines the app's stylesheet, then its template's, and no other", () => {
  assert.ok(pages.length > 60, `only ${pages.length} pages with inlined stylesheets under ${publicDir}`);
  const wrong = pages.filter(({ sheets }) => sheets.length !== 2 || !/^\/app[-.]/.test(sheets[0].href) || templateOf(sheets) === undefined);
  assert.deepEqual(
    wrong.map(({ path: p, sheets }) => `${p}: ${sheets.map(({ href }) => href).join(", ")}`),
    [],
  );
  const appSheets = new Set(pages.map(({ sheets }) => sheets[0].href));
  assert.equal(appSheets.size, 1, `the app's stylesheet differs between pages: ${[...appSheets].join(", ")}`);
});

test("the contact form's and the carousel's rules are only on the pages that show them", () => {
  const withRules = (name) =>
    pages
      .filter(({ sheets }) => sheets.some(({ css }) => modulesIn(css).has(name)))
      .map((p) => p.path)
      .sort();
  const showing = (name) =>
    pages
      .filter(({ markup }) => modulesIn(markup).has(name))
      .map((p) => p.path)
      .sort();
  assert.deepEqual(showing("contact-form"), ["/en/contact/", "/es/contacto/"]);
  assert.deepEqual(withRules("contact-form"), showing("contact-form"));
  // The home page and the service pages whose content chooses projects, in both languages.
  assert.equal(showing("carousel").length, 6, `the carousel is on ${showing("carousel").join(", ")}`);
  assert.deepEqual(withRules("carousel"), showing("carousel"));
  const carouselTemplates = new Set(
    pages.filter(({ markup }) => modulesIn(markup).has("carousel")).map(({ sheets }) => templateOf(sheets)),
  );
  assert.deepEqual([...carouselTemplates].sort(), ["home", "service-with-projects"]);
});

let page;
before(async () => {
  page = await newPage({ width: 1280 });
});
after(async () => {
  if (page) await closePage(page);
  await closeBrowser();
});

/** The look of the contact page's form, element by element: what its stylesheet decides. */
const formLook = () =>
  [...document.querySelectorAll("main form, main form *")].map((el) => {
    const style = getComputedStyle(el);
    return ["display", "padding", "border-radius", "font-size", "grid-template-columns", "background-color"]
      .map((p) => style.getPropertyValue(p))
      .join(" ");
  });

test("a page reached by a link gets its template's stylesheet once, after the app's, and looks as when loaded afresh", async () => {
  const errors = collectErrors(page);
  await page.goto(url("/en/contact/"));
  await waitForHydration(page);
  const fresh = await page.evaluate(formLook);
  assert.ok(fresh.length > 10, `the contact form has ${fresh.length} elements`);
  await page.goto(url("/en/blog/"));
  await waitForHydration(page);
  await page.evaluate(() => {
    window.__samePage = true;
  });
  await page.locator("header a[href='/en/contact/']:visible").first().click();
  await page.waitForURL(url("/en/contact/"));
  await page.locator("main form").waitFor();
  assert.equal(await page.evaluate(() => window.__samePage), true, "the click reloaded the page");
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll("style[data-href], link[rel=stylesheet]")].map(
      (el) => el.getAttribute("data-href") ?? new URL(el.href).pathname,
    ),
  );
  const contactSheets = sheets.filter((href) => href.includes("-contact-tsx."));
  assert.equal(contactSheets.length, 1, sheets.join(", "));
  assert.ok(sheets.indexOf(contactSheets[0]) > sheets.findIndex((href) => /^\/app[-.]/.test(href)), sheets.join(", "));
  assert.deepEqual(await page.evaluate(formLook), fresh);
  assert.deepEqual(errors, []);
});
