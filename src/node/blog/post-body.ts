import { createElement } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { postBodyComponents, type PostBodyContext } from "../../components/blog/mdx-components";
import { bodyOfPostFile } from "./body-images";

/**
 * A post's body as HTML, rendered once by the build from its MDX file. gatsby-plugin-mdx would make
 * each post a webpack module of its own, compiled for the browser and the server (about 1.4 s a
 * post) and listed in the chunk map every page carries; rendered here, every article is the one
 * blog-post template with its body in its page data. The MDX is compiled with the @mdx-js/mdx that
 * gatsby-plugin-mdx uses, with the same remark step (pictures not wrapped in paragraphs), and run
 * in Node only: nothing is evaluated in the browser.
 *
 * An MDX error throws naming the file, the line and the column.
 */
export async function renderPostBody(source: string, file: string, context: PostBodyContext): Promise<string> {
  // Both ship as ES modules only, which this CommonJS code loads with import().
  const [{ evaluate }, { default: remarkUnwrapImages }] = await Promise.all([import("@mdx-js/mdx"), import("remark-unwrap-images")]);
  let content: Awaited<ReturnType<typeof evaluate>>["default"];
  try {
    ({ default: content } = await evaluate(bodyOfPostFile(source), {
      ...(runtime as Parameters<typeof evaluate>[1]),
      development: false,
      remarkPlugins: [remarkUnwrapImages],
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
