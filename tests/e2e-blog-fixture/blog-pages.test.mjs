/**
 * The blog's list pages and drafts, on the fixture's build (tests/e2e-language-fixture/fixture.mjs:
 * the site with French added and posts.mjs's 13 posts in software-development and one draft;
 * scripts/test.sh builds it and serves it from its copy). The real content has six posts, one list
 * page: pagination needs more posts than the site has. The French versions are the English posts
 * under French paths: the draft is checked in the three languages, the lists in English and Spanish.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { closeBrowser, closePage, newPage, waitForHydration } from "../e2e/lib/browser.mjs";
import { readServerPage } from "../e2e/lib/head.mjs";
import { LANGS } from "../e2e/lib/routes.mjs";
import { fetchRaw, linksIn, siteOrigin, url } from "../e2e/lib/server.mjs";
import { FRENCH_WORDS, LANG } from "../e2e-language-fixture/fixture.mjs";
import { CATEGORY, DRAFT, FIXTURE_POSTS } from "./posts.mjs";

const TOTAL = 6 + FIXTURE_POSTS;
const LIST = {
  en: {
    pages: ["/en/blog/", "/en/blog/page/2/", "/en/blog/page/3/"],
    label: "Blog pages",
    pageOf: (n) => `Page ${n} of 3`,
    prev: "Previous",
    next: "Next",
    page: "Page",
  },
  es: {
    pages: ["/es/blog/", "/es/blog/pagina/2/", "/es/blog/pagina/3/"],
    label: "Páginas del blog",
    pageOf: (n) => `Página ${n} de 3`,
    prev: "Anterior",
    next: "Siguiente",
    page: "Página",
  },
};
const CATEGORY_PAGES = {
  en: [CATEGORY.en, `${CATEGORY.en}page/2/`],
  es: [CATEGORY.es, `${CATEGORY.es}pagina/2/`],
};
/** The French list pages and draft: the English slugs (fixture.mjs copies them), under the registry's French words. */
const { page: PAGE_FR, category: CATEGORY_FR } = FRENCH_WORDS.blogListPaths;
const CATEGORY_PAGE_FR = `/${LANG}/blog/${CATEGORY_FR}/software-development/`;
const FRENCH = {
  lists: [
    `/${LANG}/blog/`,
    `/${LANG}/blog/${PAGE_FR}/2/`,
    `/${LANG}/blog/${PAGE_FR}/3/`,
    CATEGORY_PAGE_FR,
    `${CATEGORY_PAGE_FR}${PAGE_FR}/2/`,
  ],
  draft: `/${LANG}/blog/${DRAFT.en}/`,
  title: DRAFT.title.en,
};

let page;
before(async () => {
  page = await newPage();
});
after(async () => {
  if (page) await closePage(page);
  await closeBrowser();
});

/** The cards' links and the pagination of a list page, from the server HTML. */
async function listPage(path) {
  const server = await readServerPage(page, url(path));
  assert.equal(server.status, 200, `${path} answers 200`);
  const facts = await page.evaluate(() => {
    const nav = document.querySelector("#posts nav");
    return {
      cards: [...document.querySelectorAll("#posts article h2 a")].map((a) => ({
        href: a.getAttribute("href"),
        title: a.textContent.trim(),
      })),
      nav: nav && {
        label: nav.getAttribute("aria-label"),
        status: nav.querySelector("p")?.textContent.trim(),
        links: [...nav.querySelectorAll("a")].map((a) => ({
          href: a.getAttribute("href"),
          text: a.textContent.trim(),
          name: a.getAttribute("aria-label"),
          current: a.getAttribute("aria-current"),
          rel: a.getAttribute("rel"),
        })),
      },
    };
  });
  return { ...server, ...facts };
}

describe("blog list pages", () => {
  for (const lang of LANGS) {
    const t = LIST[lang];
    const other = lang === "en" ? "es" : "en";
    test(`/${lang}/blog/ has three pages of at most 9 posts, linked by a labelled navigation`, async () => {
      const origin = await siteOrigin();
      const seen = [];
      for (const [i, path] of t.pages.entries()) {
        const n = i + 1;
        const p = await listPage(path);
        assert.equal(p.cards.length, n < 3 ? 9 : TOTAL - 18, `${path} cards`);
        seen.push(...p.cards.map((c) => c.href));
        assert.equal(p.canonical[0], `${origin}${path}`, `${path} is canonical to itself`);
        assert.equal(p.alternates.find((a) => a.hreflang === other)?.href, `${origin}${LIST[other].pages[i]}`, `${path} hreflang`);
        if (n > 1) assert.ok(p.titles[0].startsWith(`${t.pageOf(n)} · `), `${path} title names the page: ${p.titles[0]}`);
        assert.equal(p.nav.label, t.label);
        assert.equal(p.nav.status, t.pageOf(n));
        const numbers = p.nav.links.filter((l) => /^\d+$/.test(l.text));
        assert.deepEqual(
          numbers.map((l) => [l.href, l.name, l.current]),
          t.pages.map((href, j) => [href, `${t.page} ${j + 1}`, j === i ? "page" : null]),
          `${path} page links, the current one marked`,
        );
        const prev = p.nav.links.find((l) => l.rel === "prev");
        const next = p.nav.links.find((l) => l.rel === "next");
        assert.deepEqual(prev && [prev.href, prev.text], n > 1 ? [t.pages[i - 1], t.prev] : undefined, `${path} previous`);
        assert.deepEqual(next && [next.href, next.text], n < 3 ? [t.pages[i + 1], t.next] : undefined, `${path} next`);
      }
      assert.equal(new Set(seen).size, TOTAL, "every post once across the pages");
    });

    test(`/${lang}/blog/ pages: the language toggle keeps the page number`, async () => {
      for (const [i, path] of t.pages.entries()) {
        await page.goto(url(path));
        await waitForHydration(page);
        await page.locator(`[data-testid=language-toggle][hreflang=${other}]`).filter({ visible: true }).click();
        await page.waitForURL(url(LIST[other].pages[i]));
      }
    });

    test(`the ${lang} category with 15 posts has two pages, the same way`, async () => {
      const origin = await siteOrigin();
      const [first, second] = CATEGORY_PAGES[lang];
      const one = await listPage(first);
      const two = await listPage(second);
      assert.deepEqual([one.cards.length, two.cards.length], [9, 6]);
      assert.equal(two.canonical[0], `${origin}${second}`);
      assert.equal(two.alternates.find((a) => a.hreflang === other)?.href, `${origin}${CATEGORY_PAGES[other][1]}`);
      assert.deepEqual(
        two.nav.links.filter((l) => /^\d+$/.test(l.text)).map((l) => [l.href, l.current]),
        [
          [first, null],
          [second, "page"],
        ],
      );
      await page.goto(url(second));
      await waitForHydration(page);
      await page.locator(`[data-testid=language-toggle][hreflang=${other}]`).filter({ visible: true }).click();
      await page.waitForURL(url(CATEGORY_PAGES[other][1]));
    });
  }

  test("a list page spelled in the other language redirects to the right one", async () => {
    await page.goto(url("/en/blog/pagina/2/"));
    await page.waitForURL(url("/en/blog/page/2/"));
    await page.goto(url("/es/blog/categoria/desarrollo-de-software/page/2/"));
    await page.waitForURL(url("/es/blog/categoria/desarrollo-de-software/pagina/2/"));
  });

  test("every list page is in the sitemap with its alternate", async () => {
    const { html: xml } = await fetchRaw("/sitemap.xml");
    const origin = await siteOrigin();
    for (const lang of LANGS) {
      const other = lang === "en" ? "es" : "en";
      for (const [pages, otherPages] of [
        [LIST[lang].pages, LIST[other].pages],
        [CATEGORY_PAGES[lang], CATEGORY_PAGES[other]],
      ]) {
        pages.forEach((path, i) => {
          const entry = xml.split("<url>").find((u) => u.includes(`<loc>${origin}${path}</loc>`));
          assert.ok(entry, `${path} is in the sitemap`);
          assert.ok(entry.includes(`hreflang="${other}" href="${origin}${otherPages[i]}"`), `${path}'s alternate is ${otherPages[i]}`);
        });
      }
    }
  });
});

describe("a draft", () => {
  const draftPaths = [...LANGS.map((lang) => `/${lang}/blog/${DRAFT[lang]}/`), FRENCH.draft];
  const lists = [
    ...LANGS.map((lang) => ({ paths: [...LIST[lang].pages, ...CATEGORY_PAGES[lang]], title: DRAFT.title[lang] })),
    { paths: FRENCH.lists, title: FRENCH.title },
  ];

  test("is in no list page of any language", async () => {
    for (const { paths, title } of lists) {
      for (const path of paths) {
        const { status, html } = await fetchRaw(path);
        assert.equal(status, 200, `${path} answers 200`);
        const links = linksIn(html);
        assert.ok(links.length > 0);
        for (const d of draftPaths) assert.ok(!links.includes(d), `${path} does not link to ${d}`);
        assert.ok(!html.includes(title), `${path} does not name the draft`);
      }
    }
  });

  test("has no page: its URLs lead to the blog list", async () => {
    for (const path of draftPaths) {
      const { status } = await fetchRaw(path);
      assert.equal(status, 404, `${path} is not built`);
      await page.goto(url(path));
      await page.waitForURL(url(`/${path.split("/")[1]}/blog/`));
    }
  });

  test("is in no feed, and not in the sitemap", async () => {
    for (const lang of [...LANGS, LANG]) {
      const { status, html: feed } = await fetchRaw(`/${lang}/blog/rss.xml`);
      assert.equal(status, 200);
      assert.equal(feed.split("<item>").length - 1, TOTAL, `${lang} feed has every published post`);
      const [slug, title] = lang === LANG ? [DRAFT.en, FRENCH.title] : [DRAFT[lang], DRAFT.title[lang]];
      assert.ok(!feed.includes(DRAFT.key) && !feed.includes(slug) && !feed.includes(title), `${lang} feed has no draft`);
    }
    const { html: sitemap } = await fetchRaw("/sitemap.xml");
    for (const d of [DRAFT.en, DRAFT.es])
      assert.ok(!sitemap.includes(d), `the sitemap does not name ${d} (nor the French draft, at ${FRENCH.draft})`);
  });
});
