import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fromMarkdown } from "mdast-util-from-markdown";
import { mdxFromMarkdown } from "mdast-util-mdx";
import { mdxjs } from "micromark-extension-mdxjs";
import { f, objectType } from "../content/content-schema";
import { shownFile } from "../content/source-content";
import { buildCodeVersion } from "./build-code-version";

/**
 * Pictures in a post's body, written ![alt](./picture.png) next to the post file. The build
 * finds them in the MDX syntax tree, checks them, and lists them on the post's node, so the
 * template renders each like the cover (src/components/blog/mdx-components.tsx): AVIF and WebP
 * sources with sizes, width and height, loaded lazily.
 */
export const BlogBodyImage = objectType("BlogBodyImage", "A picture in a post's body.", {
  src: f.string("The address as the body writes it, relative to the post file: ./diagram.png."),
  image: f.image("The picture file."),
});

/** The little of an MDX syntax tree node (mdast and its MDX extensions) the scan reads. */
interface TreeNode {
  type: string;
  position?: { start: { line: number } };
  children?: TreeNode[];
  url?: string;
  alt?: string | null;
  name?: string | null;
}

export interface BodyImageScan {
  images: { src: string; alt: string; line: number }[];
  problems: { line: number; message: string }[];
}

/** A post file's MDX with blank lines in place of its frontmatter, so that lines are the file's. */
export function bodyOfPostFile(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (frontmatter) => "\n".repeat(frontmatter.split("\n").length - 1));
}

/** What gatsby-transformer-sharp turns into responsive images. */
const PICTURE_EXTENSIONS = [".png", ".jpg", ".jpeg", ".webp", ".avif"];

/**
 * The pictures of an MDX source (frontmatter included, so that lines are the file's), and what
 * is wrong with them: a missing alt text, a remote address (the CSP allows only the site's own
 * pictures), a format sharp cannot optimize, or an <img> tag, which MDX leaves as written.
 */
export function scanBodyImages(source: string): BodyImageScan {
  const body = bodyOfPostFile(source);
  const tree = fromMarkdown(body, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] }) as TreeNode;
  const scan: BodyImageScan = { images: [], problems: [] };
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "image") {
      const src = node.url ?? "";
      const alt = node.alt ?? "";
      const problem = imageProblem(src, alt);
      if (problem) scan.problems.push({ line, message: problem });
      else scan.images.push({ src, alt, line });
    } else if (node.type === "imageReference") {
      scan.problems.push({ line, message: "a picture must be written ![what it shows](./picture.png), not by reference" });
    } else if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "img") {
      scan.problems.push({ line, message: "write the picture as ![what it shows](./picture.png): an <img> tag is not optimized" });
    }
  });
  return scan;
}

function imageProblem(src: string, alt: string): string | null {
  if (alt.trim() === "") return `the picture "${src}" has no alt text: write what it shows, ![what it shows](${src})`;
  if (/^([a-z][a-z0-9+.-]*:|\/)/i.test(src)) return `the picture "${src}" must be a file next to the post, e.g. ./diagram.png`;
  if (!PICTURE_EXTENSIONS.includes(path.extname(src).toLowerCase())) {
    return `the picture "${src}" must be ${PICTURE_EXTENSIONS.join(", ")}`;
  }
  return null;
}

function visit(node: TreeNode, enter: (node: TreeNode) => void): void {
  enter(node);
  for (const child of node.children ?? []) visit(child, enter);
}

/**
 * scanBodyImages, with the last build's scans kept in a file by the content's hash (parsing every
 * post's MDX is slow). `save` keeps this build's scans only; an MDX that cannot be read is never kept.
 */
export function scansKeptIn(file: string): { scan: (source: string) => BodyImageScan; save: () => void } {
  let kept = new Map<string, BodyImageScan>();
  try {
    kept = new Map(Object.entries(JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, BodyImageScan>));
  } catch {
    // No file yet, or one this code cannot read: every post is scanned.
  }
  const used = new Map<string, BodyImageScan>();
  return {
    scan: (source) => {
      const key = createHash("sha1").update(buildCodeVersion()).update(source).digest("hex");
      const found = kept.get(key) ?? scanBodyImages(source);
      used.set(key, found);
      return found;
    },
    save: () => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(Object.fromEntries(used)));
    },
  };
}

/** Problems of one post file's pictures, as `content/blog/<key>/index.<lang>.mdx:<line>: message`. */
export function bodyImageProblems(
  absolutePath: string,
  source: string,
  contentDir: string,
  scanSource: (source: string) => BodyImageScan = scanBodyImages,
): string[] {
  const shown = shownFile(absolutePath, contentDir);
  let scan: BodyImageScan;
  try {
    scan = scanSource(source);
  } catch (error) {
    // gatsby-plugin-mdx would stop on it later, with less to go on.
    const { line, reason } = error as { line?: number; reason?: string; message: string };
    return [`${shown}:${line ?? 1}: the MDX cannot be read: ${reason ?? (error as Error).message}`];
  }
  const missing = scan.images
    .filter((image) => !fs.existsSync(path.resolve(path.dirname(absolutePath), image.src)))
    .map((image) => ({ line: image.line, message: `names a picture that does not exist: "${image.src}"` }));
  return [...scan.problems, ...missing].sort((a, b) => a.line - b.line).map((p) => `${shown}:${p.line}: ${p.message}`);
}

/**
 * What the post's node lists: each valid picture with the address the body gives it (the schema
 * resolves `image` to its File). MDX that cannot be read lists none; its problem is reported.
 */
export function bodyImageFields(source: string): { src: string; image: string }[] {
  try {
    return scanBodyImages(source).images.map(({ src }) => ({ src, image: src }));
  } catch {
    return [];
  }
}
