/**
 * The build's renderer of a post's body (src/node/blog/post-body.ts), in Node as the build runs it:
 * @mdx-js/mdx ships as ES modules only, which the jsdom tests do not load.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { cachedPostBody, renderPostBody } from "../../src/node/blog/post-body";

const localize = (route: string) => {
  if (route === "contact") return "/es/contacto/";
  throw new Error(`unknown route "${route}"`);
};
const image = {
  childImageSharp: {
    gatsbyImageData: {
      layout: "constrained" as const,
      width: 720,
      height: 405,
      images: {
        fallback: { src: "/static/h/phases.png", srcSet: "/static/h/phases.png 720w", sizes: "(min-width: 720px) 720px, 100vw" },
        sources: [{ type: "image/avif", srcSet: "/static/h/phases.avif 720w", sizes: "(min-width: 720px) 720px, 100vw" }],
      },
    },
  },
};
const context = { localize, bodyImages: new Map([["./phases.png", image]]) };

const POST = `---
key: phases
slug: fases
title: "Fases"
---

## Las fases

Un párrafo con **negrita** y un [enlace](https://example.com/).

![Las seis fases del ciclo](./phases.png)

<StageList stages={[{ name: "Idea", description: "Validar el problema." }]} />

<CallToAction title="¿Hablamos?" actions={[{ route: "contact", label: "Escríbenos" }]} />
`;

void test("renders the markdown, the post components and a body picture (optimized, not in a paragraph) to HTML, in the post's language", async () => {
  const html = await renderPostBody(POST, "content/blog/phases/index.es.mdx", context);
  assert.match(html, /^<h2>Las fases<\/h2>/);
  assert.match(html, /<p>Un párrafo con <strong>negrita<\/strong> y un <a href="https:\/\/example.com\/">enlace<\/a>\.<\/p>/);
  assert.match(html, /<ol class="post-stages"><li><strong>Idea<\/strong><span>Validar el problema\.<\/span><\/li><\/ol>/);
  assert.match(html, /<a href="\/es\/contacto\/" class="button button--primary">Escríbenos<\/a>/);
  assert.match(
    html,
    /<\/p>\n<picture class="post-picture"><source type="image\/avif" srcSet="\/static\/h\/phases.avif 720w"[^>]*\/><img src="\/static\/h\/phases.png"[^>]*width="720" height="405" alt="Las seis fases del ciclo" loading="lazy" decoding="async"\/><\/picture>/,
  );
});

void test("an MDX error names the file, and the line and column in the file, frontmatter counted", async () => {
  const broken = POST.replace("<StageList", "<StageList oops={");
  await assert.rejects(renderPostBody(broken, "content/blog/phases/index.es.mdx", context), (error: Error) => {
    assert.match(error.message, /^content\/blog\/phases\/index\.es\.mdx:(1[2-9]|2\d):\d+: /);
    return true;
  });
});

void test("a component error names the file: an unknown route, a picture the post does not list", async () => {
  await assert.rejects(
    renderPostBody(POST.replace('route: "contact"', 'route: "pricing"'), "content/blog/phases/index.es.mdx", context),
    /^Error: content\/blog\/phases\/index\.es\.mdx: unknown route "pricing"/,
  );
  await assert.rejects(
    renderPostBody(POST, "content/blog/phases/index.es.mdx", { localize, bodyImages: new Map() }),
    /content\/blog\/phases\/index\.es\.mdx: The body picture "\.\/phases\.png" is not among the post's bodyImages/,
  );
});

void test("a component's props are checked as the body is rendered: a misspelt or missing prop names the file, the component and the key", async () => {
  const file = "content/blog/phases/index.es.mdx";
  await assert.rejects(
    renderPostBody(POST.replace('description: "Validar el problema."', 'descripcion: "Validar el problema."'), file, context),
    (error: Error) => {
      assert.equal(
        error.message,
        `${file}: <StageList> "stages[0].description" is required but missing; "stages[0].descripcion" is not a known field of Stage`,
      );
      return true;
    },
  );
  await assert.rejects(
    renderPostBody(
      POST.replace('actions={[{ route: "contact", label: "Escríbenos" }]}', 'action={[{ route: "contact", label: "Escríbenos" }]}'),
      file,
      context,
    ),
    new RegExp(
      `^Error: ${file.replace(/[./]/g, "\\$&")}: <CallToAction> "actions" is required but missing; "action" is not a known field of CallToAction$`,
    ),
  );
});

void test("a body kept in the cache is rendered again only when its file, its pictures or a link's path changed", async () => {
  const store = new Map<string, unknown>();
  let rendered = 0;
  const cache = {
    get: (key: string) => Promise.resolve(store.get(key)),
    set: (key: string, value: unknown) => {
      rendered += 1;
      store.set(key, value);
      return Promise.resolve();
    },
  };
  const file = "content/blog/phases/index.es.mdx";
  const first = await cachedPostBody(cache, POST, file, context);
  assert.equal(first, await renderPostBody(POST, file, context));
  assert.equal(await cachedPostBody(cache, POST, file, context), first);
  assert.equal(rendered, 1, "the same file, pictures and links: from the cache");

  const moved = (route: string) => (route === "contact" ? "/es/hablemos/" : localize(route));
  assert.match(await cachedPostBody(cache, POST, file, { ...context, localize: moved }), /<a href="\/es\/hablemos\/"/);
  assert.equal(rendered, 2, "a link's path changed");

  await cachedPostBody(cache, POST.replace("negrita", "cursiva"), file, context);
  assert.equal(rendered, 3, "the file changed");
  const otherPicture = { ...image, childImageSharp: { gatsbyImageData: { ...image.childImageSharp.gatsbyImageData, width: 640 } } };
  await cachedPostBody(cache, POST, file, { localize, bodyImages: new Map([["./phases.png", otherPicture]]) });
  assert.equal(rendered, 4, "its picture changed");
});

void test("keeps a number range of the text on one line (a word joiner after its hyphen), not one in code", async () => {
  const html = await renderPostBody("Sprints de 2-4 semanas y `2-4` en código.\n", "content/blog/phases/index.es.mdx", context);
  assert.equal(html, "<p>Sprints de 2-\u20604 semanas y <code>2-4</code> en código.</p>");
});
