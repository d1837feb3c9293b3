/**
 * The blog: list pages, article pages in both languages, id and case-study redirects, and the
 * RSS feeds.
 */
import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import { closeBrowser, collectErrors, newPage, waitForHydration } from "./lib/browser.mjs";
import { jsonLdNodes, readServerPage, typesOf } from "./lib/head.mjs";
import { LANGS } from "./lib/routes.mjs";
import { fetchRaw, siteOrigin, url } from "./lib/server.mjs";

/** The six posts of the spec (the oracle), newest first as the list shows them. */
const ARTICLES = [
  { en: "software-development-lifecycle", es: "ciclo-de-vida-del-desarrollo-de-software", minutes: 8 },
  { en: "types-of-maintenance", es: "tipos-de-mantenimiento", minutes: 5 },
  { en: "what-is-a-startup", es: "que-es-una-startup", minutes: 7 },
];
const CASES = [
  { en: "almia-case-study", es: "caso-estudio-almia", key: "almia" },
  { en: "boathous-case-study", es: "caso-estudio-boathous", key: "boathous" },
  { en: "nurdoc-case-study", es: "caso-estudio-nurdoc", key: "nurdoc" },
];
const CASE_PATH = { en: (key) => `/en/our-work/${key}/`, es: (key) => `/es/nuestro-trabajo/${key}/` };
const DATE = { en: "May 14, 2025", es: "14 de mayo de 2025" };
const SHORT_DATE = { en: "May 14, 2025", es: "14 may. 2025" };
const READ = { en: "min read", es: "min de lectura" };

// One page for the file, closed with the browser.
const page = await newPage();
after(closeBrowser);

describe("blog list", () => {
  for (const lang of LANGS) {
    test(`/${lang}/blog/ shows the six posts with localized dates and links`, async () => {
      await page.goto(url(`/${lang}/blog/`));
      const cards = await page.locator("#posts article").evaluateAll((articles) =>
        articles.map((a) => ({
          title: a.querySelector("h2")?.textContent?.trim(),
          href: a.querySelector("h2 a")?.getAttribute("href"),
          date: a.querySelector("time")?.textContent?.trim(),
          meta: a.querySelector("p")?.textContent ?? "",
          categories: a.querySelectorAll("ul li").length,
          img: a.querySelector("picture img[width][height]") !== null,
        })),
      );
      assert.equal(cards.length, 6, "six post cards");
      const hrefs = cards.map((c) => c.href);
      for (const article of ARTICLES) assert.ok(hrefs.includes(`/${lang}/blog/${article[lang]}/`), `card for ${article[lang]}`);
      for (const c of CASES) assert.ok(hrefs.includes(CASE_PATH[lang](c.key)), `card for the ${c.key} case links to its case page`);
      for (const card of cards) {
        assert.ok(card.categories > 0, `${card.title} has categories`);
        assert.ok(card.img, `${card.title} has a cover image`);
        assert.match(card.meta, new RegExp(`\\d+\u00a0${READ[lang]}`), `${card.title} shows its read time`);
      }
      assert.ok(
        cards.some((c) => c.date === SHORT_DATE[lang]),
        `dates formatted for ${lang}: ${cards.map((c) => c.date)}`,
      );
      const feed = await page.locator('head link[type="application/rss+xml"]').getAttribute("href");
      assert.equal(feed, `${await siteOrigin()}/${lang}/blog/rss.xml`);
    });
  }
});

describe("category pages", () => {
  const CATEGORY = {
    en: { path: "/en/blog/category/case-studies/", name: "Case Studies", title: "Case Studies | Brisa Software Blog" },
    es: { path: "/es/blog/categoria/casos-de-exito/", name: "Casos de éxito", title: "Casos de éxito | Blog de Brisa Software" },
  };
  for (const lang of LANGS) {
    const other = lang === "en" ? "es" : "en";
    const { path, name, title } = CATEGORY[lang];
    test(`${path} lists the three case studies, with its own head`, async () => {
      const server = await readServerPage(page, url(path));
      assert.equal(server.status, 200);
      assert.deepEqual(server.h1, [name]);
      assert.equal(server.titles[0], title);
      assert.ok(server.description[0].includes(name), `the description names the category: ${server.description[0]}`);
      const origin = await siteOrigin();
      assert.equal(server.canonical[0], `${origin}${path}`, "canonical to itself");
      assert.equal(
        server.alternates.find((a) => a.hreflang === other)?.href,
        `${origin}${CATEGORY[other].path}`,
        "hreflang to the same category",
      );
      const cards = await page.locator("#posts article h2 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      assert.deepEqual(cards.sort(), CASES.map((c) => CASE_PATH[lang](c.key)).sort());
      assert.equal(await page.locator("#posts nav").count(), 0, "one page: no page navigation");
      const crumbs = await page.locator("nav[aria-label] ol li").evaluateAll((items) => items.map((li) => li.textContent.trim()));
      assert.deepEqual(crumbs.slice(-2), ["Blog", name], "breadcrumb: blog, then the category");
    });
  }

  for (const lang of LANGS) {
    test(`/${lang}/blog/ has one page, and its category chips lead to the category pages`, async () => {
      await page.goto(url(`/${lang}/blog/`));
      assert.equal(await page.locator("#posts nav").count(), 0, "six posts: one page, no page navigation");
      const crumbs = await page.locator("nav[aria-label] ol li").evaluateAll((items) => items.map((li) => li.textContent.trim()));
      assert.equal(crumbs.at(-1), "Blog", "the breadcrumb ends with the blog");
      const chip = page.locator("#posts article ul a", { hasText: CATEGORY[lang].name }).first();
      assert.equal(await chip.getAttribute("href"), CATEGORY[lang].path);
      await waitForHydration(page);
      await chip.click();
      await page.waitForURL(url(CATEGORY[lang].path));
    });
  }
});

describe("article pages", () => {
  for (const article of ARTICLES) {
    for (const lang of LANGS) {
      const path = `/${lang}/blog/${article[lang]}/`;
      test(`${path} renders the article with its head tags`, async () => {
        const server = await readServerPage(page, url(path));
        assert.equal(server.status, 200);
        assert.equal(server.htmlLang, lang);
        assert.equal(server.h1.length, 1, "one h1");
        assert.equal(server.titles[0], `${server.h1[0]} | Brisa Software`, "title is the article title plus the brand");
        const origin = await siteOrigin();
        const other = lang === "en" ? "es" : "en";
        assert.equal(server.canonical[0], `${origin}${path}`);
        const alternate = server.alternates.find((a) => a.hreflang === other)?.href;
        assert.equal(alternate, `${origin}/${other}/blog/${article[other]}/`, "hreflang pairs the two versions");
        const { nodes, errors } = jsonLdNodes(server.jsonLd);
        assert.deepEqual(errors, []);
        const types = nodes.flatMap(typesOf);
        assert.ok(types.includes("BlogPosting"), `BlogPosting in ${types}`);
        assert.ok(types.includes("BreadcrumbList"), "BreadcrumbList");
        // Every page is an Open Graph "website"; an article's facts are in BlogPosting.
        assert.deepEqual(server.ogType, ["website"], "og:type");
        assert.equal(server.ogImageAlt.length, 1, "og:image:alt");
        assert.ok(server.ogImageAlt[0].length > 10, `og:image:alt describes the cover: ${server.ogImageAlt[0]}`);
        assert.deepEqual(server.twitterImageAlt, server.ogImageAlt, "twitter:image:alt");
        const posting = nodes.find((n) => typesOf(n).includes("BlogPosting"));
        assert.equal(posting.headline, server.h1[0], "BlogPosting headline");
        assert.match(String(posting.datePublished), /^\d{4}-\d{2}-\d{2}/, "BlogPosting datePublished");
        assert.ok(posting.author, "BlogPosting author");
        assert.equal(posting.inLanguage, lang, "BlogPosting inLanguage");
        const body = await page.evaluate(() => ({
          date: document.querySelector("article header time")?.textContent,
          text: document.querySelector("article header")?.textContent ?? "",
          h2: document.querySelectorAll("article h2").length,
          cover: document.querySelector("article > picture img")?.getAttribute("alt"),
        }));
        assert.equal(body.date, DATE[lang]);
        assert.match(body.text, new RegExp(`${article.minutes}\u00a0${READ[lang]}`));
        assert.ok(body.h2 >= 4, "the body has its sections");
        const chips = await page.locator("article header ul a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        assert.ok(
          chips.length > 0 && chips.every((href) => href.startsWith(lang === "en" ? "/en/blog/category/" : "/es/blog/categoria/")),
          `category chips link to their pages: ${chips}`,
        );
        assert.ok(body.cover && body.cover.length > 10, "the cover has alt text");
      });
    }
  }

  test("an article's cover is the files of its card: WebP at the card's widths and a JPEG fallback, made once per cover", async () => {
    const coverFiles = (html, className) => {
      const picture = html.match(new RegExp(`<picture class="[^"]*${className}[^"]*">(.*?)</picture>`, "s"))?.[1] ?? "";
      const sources = [...picture.matchAll(/<source type="([^"]+)" srcSet="([^"]+)"/g)];
      const img = picture.match(/<img[^>]* srcSet="([^"]+)"/)?.[1] ?? "";
      return {
        types: sources.map((s) => s[1]),
        webp: sources[0]?.[2].split(",").map((c) => c.trim()) ?? [],
        fallback: img.split(",").map((c) => c.trim().split(" ")[0]),
      };
    };
    const article = ARTICLES[2];
    const { html: articleHtml } = await fetchRaw(`/en/blog/${article.en}/`);
    const { html: listHtml } = await fetchRaw("/en/blog/");
    const cover = coverFiles(articleHtml, "blog-post_cover");
    assert.deepEqual(cover.types, ["image/webp"], "WebP only: AVIF costs six times the CPU of the rest of a cover");
    assert.deepEqual(
      cover.webp.map((c) => c.split(" ")[1]),
      ["240w", "320w", "480w", "640w", "960w"],
      "the card's widths",
    );
    assert.ok(cover.fallback.length === 5 && cover.fallback.every((src) => src.endsWith("/cover.jpg")), `JPEG fallback: ${cover.fallback}`);
    const cardWebp = [...listHtml.matchAll(/<source type="image\/webp" srcSet="([^"]+)"/g)].map((m) =>
      m[1].split(",").map((c) => c.trim().split(" ")[0]),
    );
    const card = cardWebp.find((set) => set.includes(cover.webp[0].split(" ")[0]));
    assert.deepEqual(
      card,
      cover.webp.map((c) => c.split(" ")[0]),
      "the list's card shows the same files",
    );
  });

  test("an article hydrates without errors, its call to action follows the language, and the toggle pairs versions", async () => {
    const errors = collectErrors(page);
    await page.goto(url("/es/blog/que-es-una-startup/"));
    await waitForHydration(page);
    const cta = await page.locator("article aside a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    assert.deepEqual(cta, ["/es/contacto/", "/es/servicios/desarrollo-web/"]);
    assert.ok((await page.locator("article table th[scope=row]").count()) >= 6, "comparison table rows");
    await page.locator("[data-testid=language-toggle]").filter({ visible: true }).click();
    await page.waitForURL(url("/en/blog/what-is-a-startup/"));
    assert.deepEqual(errors, []);
  });
});

describe("related posts", () => {
  // software-development: the lifecycle and maintenance guides; startups, entrepreneurship, mvp: the startup guide alone.
  const RELATED = [
    { article: ARTICLES[0], related: [ARTICLES[1]] },
    { article: ARTICLES[1], related: [ARTICLES[0]] },
    { article: ARTICLES[2], related: [] },
  ];
  for (const { article, related } of RELATED) {
    for (const lang of LANGS) {
      test(`/${lang}/blog/${article[lang]}/ ends with the posts sharing its categories, in ${lang}`, async () => {
        await page.goto(url(`/${lang}/blog/${article[lang]}/`));
        const section = page.locator("section#related");
        if (related.length === 0) {
          assert.equal(await section.count(), 0, "no related post, no section");
          return;
        }
        assert.equal(await section.locator("h2").textContent(), lang === "en" ? "Related articles" : "Artículos relacionados");
        const links = await section.locator("article h3 a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
        assert.deepEqual(
          links,
          related.map((r) => `/${lang}/blog/${r[lang]}/`),
        );
      });
    }
  }
});

describe("pictures in an article's body", () => {
  const ALT = {
    en: /^Diagram comparing two ways to organize the phases over time\. Waterfall: .+ Agile: .+ working increment\.$/,
    es: /^Diagrama que compara dos formas de organizar las fases en el tiempo\. En cascada, .+ En agile, .+ incremento que funciona\.$/,
  };
  for (const lang of LANGS) {
    test(`/${lang}/blog/${ARTICLES[0][lang]}/ serves its diagram like the cover: AVIF and WebP with sizes, sized, lazy, described`, async () => {
      const errors = collectErrors(page);
      await page.goto(url(`/${lang}/blog/${ARTICLES[0][lang]}/`));
      await waitForHydration(page);
      const pictures = await page.locator("article > div picture").evaluateAll((elements) =>
        elements.map((picture) => {
          const img = picture.querySelector("img");
          return {
            sources: [...picture.querySelectorAll("source")].map((s) => ({ type: s.type, srcset: s.srcset, sizes: s.sizes })),
            src: img?.getAttribute("src"),
            srcset: img?.srcset,
            alt: img?.getAttribute("alt"),
            loading: img?.getAttribute("loading"),
            width: Number(img?.getAttribute("width")),
            height: Number(img?.getAttribute("height")),
          };
        }),
      );
      assert.equal(pictures.length, 1, "one picture in the body");
      const [picture] = pictures;
      assert.deepEqual(
        picture.sources.map((s) => s.type),
        ["image/avif", "image/webp"],
      );
      for (const source of picture.sources) {
        assert.ok(source.srcset.split(",").length >= 3, `${source.type} offers several widths: ${source.srcset}`);
        assert.match(source.sizes, /\d+px/, `${source.type} has sizes`);
      }
      assert.match(picture.src, new RegExp(`/waterfall-agile\\.${lang}\\.png$`), "the fallback is this language's PNG");
      assert.match(picture.alt, ALT[lang]);
      assert.equal(picture.loading, "lazy");
      assert.equal(picture.width / picture.height, 2160 / 1920, "width and height keep the diagram's proportions");
      // Scrolled into view, it loads under the site's CSP.
      const img = page.locator("article > div picture img");
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const el = document.querySelector("article > div picture img");
        return el?.complete && el.naturalWidth > 0;
      });
      const shown = await img.evaluate((el) => ({ current: el.currentSrc, width: el.getBoundingClientRect().width }));
      assert.match(shown.current, /\.avif$/, `the browser picks the AVIF: ${shown.current}`);
      assert.ok(shown.width > 0);
      assert.deepEqual(errors, []);
    });
  }
});

describe("blog redirects", () => {
  const cases = [
    ...ARTICLES.flatMap((a) => [
      [`/en/blog/${a.es}/`, `/en/blog/${a.en}/`],
      [`/es/blog/${a.en}/`, `/es/blog/${a.es}/`],
    ]),
    ...CASES.flatMap((c) => [
      [`/en/blog/${c.en}/`, CASE_PATH.en(c.key)],
      [`/en/blog/${c.es}/`, CASE_PATH.en(c.key)],
      [`/es/blog/${c.es}/`, CASE_PATH.es(c.key)],
      [`/es/blog/${c.en}/`, CASE_PATH.es(c.key)],
    ]),
    ["/en/blog/no-such-post/", "/en/blog/"],
    ["/es/blog/no-existe/", "/es/blog/"],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async () => {
      await page.goto(url(from));
      await page.waitForURL(url(to));
      assert.equal(new URL(page.url()).pathname, to);
    });
  }
});

describe("RSS feeds", () => {
  for (const lang of LANGS) {
    test(`/${lang}/blog/rss.xml is RSS 2.0 with every post`, async () => {
      const { status, html: xml, headers } = await fetchRaw(`/${lang}/blog/rss.xml`);
      assert.equal(status, 200);
      assert.match(headers.get("content-type") ?? "", /xml/);
      await page.goto(url("/en/"));
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        if (doc.querySelector("parsererror")) return { error: doc.querySelector("parsererror").textContent };
        return {
          version: doc.documentElement.getAttribute("version"),
          language: doc.querySelector("channel > language")?.textContent,
          items: [...doc.querySelectorAll("item")].map((item) => ({
            title: item.querySelector("title")?.textContent,
            link: item.querySelector("link")?.textContent,
            pubDate: item.querySelector("pubDate")?.textContent,
          })),
        };
      }, xml);
      assert.equal(feed.error, undefined, `parses as XML: ${feed.error}`);
      assert.equal(feed.version, "2.0");
      assert.equal(feed.language, lang === "en" ? "en-US" : "es-ES");
      assert.equal(feed.items.length, 6);
      const origin = await siteOrigin();
      const links = feed.items.map((i) => i.link);
      for (const a of ARTICLES) assert.ok(links.includes(`${origin}/${lang}/blog/${a[lang]}/`), `feed has ${a[lang]}`);
      for (const c of CASES) assert.ok(links.includes(`${origin}${CASE_PATH[lang](c.key)}`), `feed links the ${c.key} case`);
      assert.ok(
        feed.items.every((i) => i.title && !Number.isNaN(Date.parse(i.pubDate))),
        "every item has a title and a date",
      );
      assert.match(feed.items[0].pubDate, /14 May 2025/, "newest first");
    });
  }
});
