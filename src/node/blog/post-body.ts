import { createHash } from "node:crypto";
import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { postBodyComponents, type PostBodyContext } from "../../components/blog/mdx-components";
import { remarkTypeset } from "../content/typeset";
import { bodyOfPostFile } from "./body-images";
import { buildCodeVersion } from "./build-code-version";

/**
 * A post's body as HTML, rendered once by the build from its MDX file, so that every article is
 * the one blog-post template with its body in its page data (gatsby-plugin-mdx would make each post
 * a webpack module of its own, listed in the chunk map every page carries; docs/performance.md).
 * Compiled with gatsby-plugin-mdx's @mdx-js/mdx and its remark step (pictures not wrapped in
 * paragraphs), with the copy's typesetting, and run in Node only. An MDX error throws naming the
 * file, the line and the column.
 */
export async function renderPostBody(source: string, file: string, context: PostBodyContext): Promise<string> {
  // Both ship as ES modules only, which this CommonJS code loads with import().
  const [{ evaluate }, { default: remarkUnwrapImages }] = await Promise.all([import("@mdx-js/mdx"), import("remark-unwrap-images")]);
  let content: Awaited<ReturnType<typeof evaluate>>["default"];
  try {
    ({ default: content } = await evaluate(bodyOfPostFile(source), {
      ...(runtime as Parameters<typeof evaluate>[1]),
      development: false,
      remarkPlugins: [remarkUnwrapImages, remarkTypeset],
    }));
  } catch (error) {
    throw new Error(`${file}${placeOf(error)}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return renderToStaticMarkup(createElement(content, { components: postBodyComponents(context) }));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/** `:line:column` from an MDX compile error (a VFileMessage), or nothing. */
function placeOf(error: unknown): string {
  const { line, column } = (error ?? {}) as { line?: number | null; column?: number | null };
  if (typeof line !== "number") return "";
  return typeof column === "number" ? `:${line}:${column}` : `:${line}`;
}

/** The part of Gatsby's persistent cache (createPages' `cache`) the bodies are kept in. */
export interface BodyCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** A rendered body, with the paths its links were given: it is reused only while each is still the same. */
interface CachedBody {
  html: string;
  localized: Record<string, string>;
}

/** renderPostBody, kept in Gatsby's cache: a warm build renders only the posts whose file, pictures or links changed. */
export async function cachedPostBody(
  cache: BodyCache,
  source: string,
  file: string,
  { localize, bodyImages }: PostBodyContext,
): Promise<string> {
  const key = `post-body ${createHash("sha1")
    .update(buildCodeVersion())
    .update(file)
    .update(source)
    .update(JSON.stringify([...bodyImages]))
    .digest("hex")}`;
  const hit = (await cache.get(key)) as CachedBody | undefined;
  if (hit && Object.entries(hit.localized).every(([route, to]) => localize(route) === to)) return hit.html;
  const localized: Record<string, string> = {};
  const html = await renderPostBody(source, file, { bodyImages, localize: (route) => (localized[route] = localize(route)) });
  await cache.set(key, { html, localized } satisfies CachedBody);
  return html;
}
