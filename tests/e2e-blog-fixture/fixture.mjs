/**
 * The content of the blog fixture build: a copy of content/ with FIXTURE_POSTS more posts in both
 * languages (so that the blog list has three pages and the software-development category two) and
 * one draft. Used by scripts/test.sh; run by hand:
 *
 *   node tests/e2e-blog-fixture/fixture.mjs tmp/blog-fixture     # writes tmp/blog-fixture/content
 *   SITE_CONTENT_DIR=tmp/blog-fixture/content env $(cat tests/e2e/analytics.env) npx gatsby build
 *
 * The folder must be inside the repository: the posts' compiled MDX imports packages from its
 * node_modules.
 * The posts are test data, never published: their text says so.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** 6 posts in content/ + 13 = 19: blog pages of 9, 9 and 1. */
export const FIXTURE_POSTS = 13;
export const CATEGORY = { en: "/en/blog/category/software-development/", es: "/es/blog/categoria/desarrollo-de-software/" };
/** The draft, dated after every other post: were it listed, it would be first. */
export const DRAFT = {
  key: "fixture-draft",
  en: "fixture-draft",
  es: "borrador-de-prueba",
  title: { en: "Unfinished fixture draft", es: "Borrador de prueba sin terminar" },
};

const pad = (n) => String(n).padStart(2, "0");

const AUTHOR = { en: "Brisa Software Team", es: "Equipo de Brisa Software" };

function postFile({ key, lang, slug, title, excerpt, date, body, draft }) {
  return `---
key: ${key}
slug: ${slug}
title: "${title}"
excerpt: "${excerpt}"
date: ${date}
author:
  name: "${AUTHOR[lang]}"
  avatar: ../../images/brand/team-avatar.png
categories: [software-development]
cover: ./cover.png
coverAlt: "${title}"
${draft ? "draft: true\n" : ""}---

${body}
`;
}

function writePost(blogDir, key, versions, draft = false) {
  const dir = path.join(blogDir, key);
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(blogDir, "types-of-maintenance", "cover.png"), path.join(dir, "cover.png"));
  for (const [lang, version] of Object.entries(versions)) {
    fs.writeFileSync(path.join(dir, `index.${lang}.mdx`), postFile({ key, lang, draft, ...version }));
  }
}

export function writeFixture(outDir) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const content = path.join(outDir, "content");
  fs.rmSync(content, { recursive: true, force: true });
  fs.cpSync(path.join(root, "content"), content, { recursive: true });
  const blogDir = path.join(content, "blog");
  for (let n = 1; n <= FIXTURE_POSTS; n += 1) {
    const date = `2025-06-${pad(n)}`;
    writePost(blogDir, `fixture-post-${pad(n)}`, {
      en: {
        slug: `fixture-post-${pad(n)}`,
        title: `Fixture post ${n}`,
        excerpt: `Test post number ${n}, written only for the test build of the blog's pages.`,
        date,
        body: `This post exists only in the test build, to fill the blog's list pages.`,
      },
      es: {
        slug: `articulo-de-prueba-${pad(n)}`,
        title: `Artículo de prueba ${n}`,
        excerpt: `Artículo de prueba número ${n}, escrito solo para probar las páginas del blog.`,
        date,
        body: `Este artículo solo existe en la versión de prueba, para llenar las páginas del blog.`,
      },
    });
  }
  writePost(
    blogDir,
    DRAFT.key,
    {
      en: {
        slug: DRAFT.en,
        title: DRAFT.title.en,
        excerpt: "A draft the production build must leave out.",
        date: "2025-12-31",
        body: "Not finished.",
      },
      es: {
        slug: DRAFT.es,
        title: DRAFT.title.es,
        excerpt: "Un borrador que la versión de producción no debe publicar.",
        date: "2025-12-31",
        body: "Sin terminar.",
      },
    },
    true,
  );
  return content;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error("usage: node tests/e2e-blog-fixture/fixture.mjs <output folder>");
    process.exit(1);
  }
  console.log(writeFixture(out));
}
