/**
 * What a writer previews with `gatsby develop`, in the fixture's copy of the site (French added,
 * posts.mjs's posts and draft; run by scripts/test.sh last, since develop writes the copy's own
 * public/ and .cache/): the Outdated translation badge on a post whose counterpart changed since
 * the two were marked in sync, beside the Draft badge on the fixture's draft (never marked), none on
 * a post in sync; and the data layer a developer explores in GraphiQL, with the paths and
 * alternates posts and categories carry, in the three languages.
 *
 *   (cd tmp/language-fixture && node --test ../../tests/e2e-blog-fixture/develop.test.mjs)
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { closeBrowser, closePage, newPage } from "../e2e/lib/browser.mjs";
import { FRENCH_WORDS, LANG } from "../e2e-language-fixture/fixture.mjs";
import { DRAFT } from "./posts.mjs";

// It edits a post: in the fixture's copy only.
if (path.resolve(".") === path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."))
  throw new Error("Run it in the fixture's copy of the site (tests/e2e-language-fixture/fixture.mjs), never in the repository");
const contentDir = path.resolve("content");
const LANGS = ["en", "es", LANG];
/** A category list's path segment, by language. */
const CATEGORY_SEGMENT = { en: "category", es: "categoria", [LANG]: FRENCH_WORDS.blogListPaths.category };
const PORT = Number(process.env.DEVELOP_PORT ?? 9460);
const origin = `http://127.0.0.1:${PORT}`;
/** gatsby develop's first start: sourcing, schema, queries and the first compilation. */
const START_TIMEOUT_MS = 10 * 60_000;

/** The post edited after it was marked in sync: its Spanish version (and its French one) is then outdated. */
const EDITED = {
  file: "blog/what-is-a-startup/index.en.mdx",
  en: "/en/blog/what-is-a-startup/",
  es: "/es/blog/que-es-una-startup/",
  [LANG]: `/${LANG}/blog/what-is-a-startup/`,
};

let develop;
let output = "";
let page;

async function started() {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (develop.exitCode !== null) throw new Error(`gatsby develop exited with ${develop.exitCode}:\n${output.slice(-4000)}`);
    try {
      const response = await fetch(`${origin}/en/`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`gatsby develop did not serve ${origin}/en/ within ${START_TIMEOUT_MS / 60_000} minutes:\n${output.slice(-4000)}`);
}

before(async () => {
  fs.appendFileSync(path.join(contentDir, EDITED.file), "\nA sentence added to the English version after the Spanish one was written.\n");
  develop = spawn(path.resolve("node_modules/.bin/gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(PORT)], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [develop.stdout, develop.stderr]) stream.on("data", (chunk) => (output += chunk));
  await started();
  page = await newPage();
});

after(async () => {
  if (page) await closePage(page);
  await closeBrowser();
  if (develop && develop.exitCode === null) {
    const exited = new Promise((resolve) => develop.once("exit", resolve));
    process.kill(-develop.pid, "SIGTERM");
    await exited;
  }
});

/** The badges an article's header shows, by kind, once the page has rendered. */
async function badgesOf(pagePath) {
  await page.goto(`${origin}${pagePath}`);
  await page.locator("article h1").waitFor();
  return page
    .locator("article header [data-testid$='-badge']")
    .evaluateAll((badges) =>
      badges.map((badge) => ({ kind: badge.dataset.testid, text: badge.textContent, parent: badge.parentElement?.className })),
    );
}

describe("gatsby develop: translation freshness", () => {
  test("the version whose counterpart changed shows the Outdated translation badge; the changed one shows none", async () => {
    const es = await badgesOf(EDITED.es);
    assert.deepEqual(
      es.map(({ kind, text }) => ({ kind, text })),
      [{ kind: "outdated-translation-badge", text: "Traducción desactualizada" }],
    );
    assert.deepEqual(await badgesOf(EDITED.en), [], "the English version is the newer one");
  });

  test("a draft never marked in sync shows both badges, side by side", async () => {
    const badges = await badgesOf(`/en/blog/${DRAFT.en}/`);
    assert.deepEqual(
      badges.map(({ kind, text }) => ({ kind, text })),
      [
        { kind: "draft-badge", text: "Draft" },
        { kind: "outdated-translation-badge", text: "Outdated translation" },
      ],
    );
    assert.equal(new Set(badges.map((b) => b.parent)).size, 1, "one row of badges");
  });

  test("a post in sync with its counterpart shows no badge", async () => {
    assert.deepEqual(await badgesOf("/en/blog/types-of-maintenance/"), []);
  });
});

describe("gatsby develop: the data layer in GraphiQL", () => {
  async function query(text) {
    const response = await fetch(`${origin}/___graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: text }),
    });
    assert.equal(response.status, 200);
    const { data, errors } = await response.json();
    assert.equal(errors, undefined, JSON.stringify(errors));
    return data;
  }

  test("a post carries its path and its versions' paths, and links to its categories' nodes", async () => {
    const { blogPost } = await query(`{
      blogPost(key: { eq: "what-is-a-startup" }, lang: { eq: "es" }) {
        path
        outdatedTranslation
        alternates { lang path }
        categoryLinks { categoryId name path alternates { lang path } }
      }
    }`);
    assert.equal(blogPost.path, EDITED.es);
    assert.equal(blogPost.outdatedTranslation, true);
    assert.deepEqual(
      blogPost.alternates,
      LANGS.map((lang) => ({ lang, path: EDITED[lang] })),
    );
    const startups = blogPost.categoryLinks.find((c) => c.categoryId === "startups");
    assert.deepEqual(startups, {
      categoryId: "startups",
      name: "Startups",
      path: "/es/blog/categoria/startups/",
      alternates: LANGS.map((lang) => ({ lang, path: `/${lang}/blog/${CATEGORY_SEGMENT[lang]}/startups/` })),
    });
  });

  test("every category is a node per language, at the path of its list page", async () => {
    const { allBlogCategory } = await query(`{ allBlogCategory { nodes { categoryId lang path } } }`);
    const declared = JSON.parse(fs.readFileSync(path.join(contentDir, "blog", "categories.json"), "utf8")).categories;
    assert.equal(allBlogCategory.nodes.length, declared.length * LANGS.length);
    for (const category of declared) {
      for (const lang of LANGS) {
        const node = allBlogCategory.nodes.find((n) => n.categoryId === category.id && n.lang === lang);
        assert.equal(node?.path, `/${lang}/blog/${CATEGORY_SEGMENT[lang]}/${category[lang].slug}/`, `${category.id} in ${lang}`);
      }
    }
    const response = await fetch(`${origin}${allBlogCategory.nodes[0].path}`);
    assert.equal(response.status, 200, "the path is a page");
  });
});
