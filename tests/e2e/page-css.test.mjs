/**
 * Each page carries the CSS of what it shows, not the whole site's: the app's stylesheet (the
 * layout, the global rules) and its template's rules for the components on the page, the app's
 * first, so that a page looks the same loaded afresh and reached by a link (which appends the
 * template's sheet after the app's). A page whose copy of its template's sheet is cut down gets the
 * rules left out with its scripts, for the pages of that template its links lead to.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import { after, before, describe, test } from "node:test";
import { AT_ONCE, closeBrowser, closePage, collectErrors, newPage, waitForHydration } from "./lib/browser.mjs";
import { htmlFiles, pagePathOf, publicDir } from "./lib/public.mjs";
import { url } from "./lib/server.mjs";

/** The inlined sheets of a page, in order, and the class names its markup uses outside them. */
function pageCss(file) {
  const html = fs.readFileSync(file, "utf8");
  const sheets = [...html.matchAll(/<style data-href="([^"]+)"([^>]*)>([\s\S]*?)<\/style>/g)].map(([, href, attributes, css]) => ({
    href,
    css,
    rest: attributes.match(/data-rest-href="([^"]+)"/)?.[1],
  }));
  const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
  return { sheets, markup };
}

/** CSS-module names (`carousel` for `.carousel_track`, src/node/hosting/css-class-names.ts) in a stylesheet or a page's classes. */
const modulesIn = (text) => new Set([...text.matchAll(/\b([a-z0-9-]+)_(?=[A-Za-z])/g)].map(([, name]) => name));

/** The CSS modules of the classes the page's elements have. */
const modulesOfElements = (markup) => new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, classes]) => [...modulesIn(classes)]));

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

test("no page inlines its template's rules for a component it does not show", () => {
  const extra = pages.flatMap(({ path: p, sheets, markup }) => {
    const shown = modulesOfElements(markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ""));
    const template = sheets.find(({ href }) => href.startsWith("/component---"));
    return [...modulesIn(template?.css ?? "")].filter((name) => !shown.has(name)).map((name) => `${p}: ${name}`);
  });
  assert.deepEqual(extra, []);
  // What the cut leaves out is real: the pages that show no maintenance types, no pagination.
  const cut = pages.filter(({ sheets }) => sheets.some(({ rest }) => rest)).map((p) => p.path);
  assert.ok(cut.includes("/en/services/seo-optimization/") && cut.includes("/es/blog/"), `cut pages: ${cut.join(", ")}`);
});

let page;
before(async () => {
  page = await newPage({ width: 1280 });
});
after(async () => {
  if (page) await closePage(page);
  await closeBrowser();
});

/** The look of a part of the page (a selector's elements and what they hold), element by element: what its stylesheet decides. */
const lookOf = (selector) =>
  [...document.querySelectorAll(`${selector}, ${selector} *`)].map((el) => {
    const style = getComputedStyle(el);
    return ["display", "padding", "border-radius", "font-size", "grid-template-columns", "background-color"]
      .map((p) => style.getPropertyValue(p))
      .join(" ");
  });

/** Follows the first visible link to `to` from the page shown, which must not reload. */
async function followLink(to, linkSelector = `a[href='${to}']:visible`) {
  await page.evaluate(() => {
    window.__samePage = true;
  });
  await page.locator(linkSelector).first().click();
  await page.waitForURL(url(to));
  assert.equal(await page.evaluate(() => window.__samePage), true, "the click reloaded the page");
}

test("a page reached by a link gets its template's stylesheet once, after the app's, and looks as when loaded afresh", async () => {
  const errors = collectErrors(page);
  await page.goto(url("/en/contact/"));
  await waitForHydration(page);
  const fresh = await page.evaluate(lookOf, "main form");
  assert.ok(fresh.length > 10, `the contact form has ${fresh.length} elements`);
  await page.goto(url("/en/blog/"));
  await waitForHydration(page);
  await followLink("/en/contact/", "header a[href='/en/contact/']:visible");
  await page.locator("main form").waitFor();
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll("style[data-href], link[rel=stylesheet]")].map(
      (el) => el.getAttribute("data-href") ?? new URL(el.href).pathname,
    ),
  );
  const contactSheets = sheets.filter((href) => href.includes("-contact-tsx."));
  assert.equal(contactSheets.length, 1, sheets.join(", "));
  assert.ok(sheets.indexOf(contactSheets[0]) > sheets.findIndex((href) => /^\/app[-.]/.test(href)), sheets.join(", "));
  assert.deepEqual(await page.evaluate(lookOf, "main form"), fresh);
  assert.deepEqual(errors, []);
});

/**
 * The elements whose computed style `change` alters (the first three, with the properties that
 * differ), as served and with the motion gate's class. The look before stays in the page and is
 * compared there: every property of every element, twice, is megabytes that need not cross to the test.
 */
async function changedLooks(p, change) {
  const look = (compare) => {
    const elements = [false, true].flatMap((motion) => {
      document.documentElement.classList.toggle("js-motion", motion);
      // Every animation and transition at a fixed point, so that only the rules can differ.
      for (const animation of document.getAnimations()) {
        if (animation.effect.getComputedTiming().iterations === Infinity) {
          animation.pause();
          animation.currentTime = 0;
        } else animation.finish();
      }
      return [...document.querySelectorAll("body, body *")].map((el) => {
        const style = getComputedStyle(el);
        // Its custom properties too: an element lists those it has, in the order they come.
        const names = [...style];
        const what = `${motion ? "js-motion " : ""}${el.tagName}.${el.className.baseVal ?? el.className} (${names.length} properties)`;
        return { what, names, values: names.map((name) => style.getPropertyValue(name)) };
      });
    });
    if (!compare) {
      window.__lookBefore = elements;
      return elements.length;
    }
    const before = window.__lookBefore;
    const changed = before.length === elements.length ? [] : [`${before.length} elements before, ${elements.length} after`];
    for (let i = 0; i < Math.min(before.length, elements.length) && changed.length < 3; i += 1) {
      const differ = elements[i].names.flatMap((name, k) =>
        before[i].values[k] === elements[i].values[k] ? [] : [`${name}: ${before[i].values[k]} → ${elements[i].values[k]}`],
      );
      if (before[i].what !== elements[i].what || before[i].names.join() !== elements[i].names.join() || differ.length > 0) {
        changed.push(`${before[i].what} → ${elements[i].what} ${differ.slice(0, 4).join("; ")}`.slice(0, 300));
      }
    }
    return changed;
  };
  // A subtree skipped while off screen (content-visibility: auto) reports layout-dependent values
  // (grid tracks) by whether Chromium has rendered it yet: rendered all, both looks compare alike.
  await p.evaluate(() =>
    document.head.append(Object.assign(document.createElement("style"), { textContent: "* { content-visibility: visible !important; }" })),
  );
  assert.ok((await p.evaluate(look, false)) > 0, `${p.url()} has no element`);
  await change();
  return p.evaluate(look, true);
}

/**
 * Adds a stylesheet to a page whose scripts are off, where no load event reaches a listener: the
 * sheet is there once its rules can be read.
 */
async function addSheet(p, href) {
  await p.evaluate((h) => document.head.append(Object.assign(document.createElement("link"), { rel: "stylesheet", href: h })), href);
  const loaded = () =>
    p.evaluate(
      (h) => [...document.styleSheets].some((sheet) => sheet.href === h && sheet.cssRules.length > 0),
      new URL(href, p.url()).href,
    );
  for (let tries = 0; !(await loaded()); tries += 1) {
    if (tries === 100) throw new Error(`${href} did not load in 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// One page per template and rules left out: pages that share both show the same components and
// differ in their copy (tests/unit/node/css-per-page.test.ts proves the cut itself).
describe("the rules a page's copy leaves out change nothing on it", AT_ONCE, () => {
  const cut = new Map();
  for (const page of pages) {
    const rest = page.sheets.find((sheet) => sheet.rest)?.rest;
    if (rest) cut.set(`${templateOf(page.sheets)} ${rest}`, cut.get(`${templateOf(page.sheets)} ${rest}`) ?? page);
  }
  assert.ok(cut.size >= 10, `only ${cut.size} templates with a cut-down sheet`);
  for (const { path: p, sheets } of cut.values()) {
    test(p, async () => {
      const stills = await newPage({ width: 1280, javaScriptEnabled: false });
      try {
        await stills.goto(url(p));
        const { rest } = sheets.find((sheet) => sheet.rest);
        assert.deepEqual(await changedLooks(stills, () => addSheet(stills, rest)), []);
      } finally {
        await closePage(stills);
      }
    });
  }
});

test("a cut-down page adds the rules it left out with its scripts, so a page of its template reached by a link is styled", async () => {
  const errors = collectErrors(page);
  const maintenanceTypes = "main [class*='maintenance-types_']";
  await page.goto(url("/en/services/software-maintenance/"));
  await waitForHydration(page);
  const fresh = await page.evaluate(lookOf, maintenanceTypes);
  assert.ok(fresh.length > 10, `the maintenance types have ${fresh.length} elements`);
  await page.goto(url("/en/services/seo-optimization/"));
  await waitForHydration(page);
  const rest = pages.find(({ path: p }) => p === "/en/services/seo-optimization/").sheets.find((sheet) => sheet.rest)?.rest;
  assert.ok(rest, "/en/services/seo-optimization/ inlines its template's sheet whole");
  const added = await page.evaluate(() => [...document.querySelectorAll("link[rel=stylesheet]")].map((el) => new URL(el.href).pathname));
  assert.deepEqual(added, [rest], "the stylesheets added by the time the page has hydrated");
  await followLink("/en/services/software-maintenance/");
  await page.locator(maintenanceTypes).first().waitFor();
  assert.deepEqual(await page.evaluate(lookOf, maintenanceTypes), fresh);
  assert.deepEqual(errors, []);
});
