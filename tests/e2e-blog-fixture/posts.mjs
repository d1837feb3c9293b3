/**
 * The blog posts the test fixture adds (tests/e2e-language-fixture/fixture.mjs writes them into its
 * copy of content/): FIXTURE_POSTS more posts in English and Spanish, so that the blog list has
 * three pages and the software-development category two, and one draft. The fixture then gives each
 * a French version, as it does every post. The posts are test data, never published: their text
 * says so.
 */
import fs from "node:fs";
import path from "node:path";

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

/** Writes the posts and the draft into a content folder (its blog/types-of-maintenance/cover.png is their cover). */
export function writePosts(content) {
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
}
