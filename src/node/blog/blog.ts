import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node, Reporter } from "gatsby";
import { formatDay } from "../../i18n/dates";
import { defaultLang, isLang, langs, perLang, type Lang } from "../../i18n/languages";
import { joinPath, routePath, splitPath, type Redirect, type RouteTable } from "../../i18n/paths";
import { caseStudyKeys, routes, type RouteDef } from "../../i18n/routes";
import { readCategories, SLUG_PATTERN, unknownCategoryProblems, type BlogCategory } from "./blog-categories";
import { blogLists, categorySegment, listRoutes, type BlogList } from "./blog-lists";
import { BlogBodyImage, bodyImageFields, bodyImageProblems, scansKeptIn } from "./body-images";
import { f, isRecord, objectType, parseObject, pickFields, readNode, toSDL, problemText, type ContentOf } from "../content/content-schema";
import { termProblemsInText } from "../content/preferred-terms";
import { CONTENT_DIR, createChildNode, shownFile } from "../content/source-content";
import { typesetText } from "../content/typeset";
import { isOutdatedTranslation } from "../../writing/translation-freshness";

/**
 * Blog posts: content/blog/<key>/index.<lang>.mdx. The frontmatter is validated like the JSON
 * content, each post becomes a BlogPost node, articles join the route table, and posts that
 * are case studies become redirects to their case page.
 */
const BlogAuthor = objectType("BlogAuthor", "Who wrote a post.", {
  name: f.string("Author name as shown."),
  avatar: f.image("Author picture, relative to the post file."),
});

/** A common reading speed for web articles; what the computed read time assumes. */
export const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read an MDX body at WORDS_PER_MINUTE, rounded up (at least 1). Words are runs of
 * letters or digits; markup does not count: tags and component names, attribute names, URLs,
 * and the code of expressions outside quoted text.
 */
export function readingMinutes(body: string): number {
  const text = body
    .replace(/^---[\s\S]*?\n---\n/, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/<\/?[A-Za-z][\w.]*/g, " ")
    .replace(/\b[A-Za-z]\w*(?=\s*[=:]\s*[{"'])/g, " ");
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const BlogPostFields = objectType(
  "BlogPostFrontmatter",
  "A blog post in one language, from content/blog/<key>/index.<lang>.mdx.",
  {
    key: f.string("Pairing key: the same in both languages (the folder name)."),
    slug: f.string("This language's id in the URL: /<lang>/blog/<slug>/."),
    title: f.string("Post title; the page title is this plus the brand."),
    excerpt: f.string("One or two sentences for cards, feeds and the meta description."),
    date: f.date("Publication day, YYYY-MM-DD."),
    author: f.object(BlogAuthor, "The author."),
    readTime: f.optional(
      f.int(
        `Reading time in minutes. Without it in the frontmatter, the build counts the body's words at ${WORDS_PER_MINUTE} a minute, rounding up.`,
      ),
    ),
    categories: f.list(f.string("A category id declared in content/blog/categories.json."), "Categories, the same in every language."),
    cover: f.image("Cover picture, relative to the post file."),
    coverAlt: f.string("Alt text of the cover."),
    draft: f.optional(
      f.boolean("true while the post is being written: gatsby develop shows it with a Draft badge; the production build leaves it out."),
    ),
    externalCase: f.optional(
      f.string(`Case study this post stands for; its URLs redirect there. One of ${caseStudyKeys.join(", ")}.`, caseStudyKeys),
    ),
  },
  (value) => {
    const problems = [];
    if (!SLUG_PATTERN.test(value.slug)) {
      problems.push({ key: "slug", message: "must be lowercase words joined by hyphens" });
    }
    if (typeof value.readTime === "number" && value.readTime < 1) {
      problems.push({ key: "readTime", message: "must be at least 1 minute" });
    }
    return problems;
  },
);

/** The node: what the build derives from the file, then the frontmatter (and blogResolvers' fields). */
const BlogPostNode = objectType("BlogPost", "A blog post in one language, from content/blog/<key>/index.<lang>.mdx.", {
  lang: f.string("Language of this version: en or es.", langs),
  path: f.string(
    "Where the post leads in its language, set once when the node is made: its article (/<lang>/blog/<slug>/), or the case study it stands for. Cards, feeds and redirects read it.",
  ),
  contentFilePath: f.string("Absolute path of the MDX file (the build renders the article's body from it)."),
  bodyImages: f.list(f.object(BlogBodyImage, "A picture."), "The pictures in the body, in order."),
  dateText: f.string(
    "The day as the article shows it (formatDay, long): written by the build, so that a page never makes a date formatter of its own (the first one costs a phone's main thread about 55 ms).",
  ),
  dateShort: f.string("The day as a post card shows it (formatDay, short)."),
  ...BlogPostFields.fields,
});

/** What the route, list and redirect helpers read of a BlogPost node (postInfos). */
const PostRef = pickFields(BlogPostNode, [
  "key",
  "lang",
  "slug",
  "title",
  "date",
  "categories",
  "draft",
  "externalCase",
  "path",
  "contentFilePath",
]);

const PathInLang = objectType("PathInLang", "A page's address in one language.", {
  lang: f.string("The language's code."),
  path: f.string("The page's path in that language."),
});

/** A category in one language, made from content/blog/categories.json; posts link to these nodes. */
const BlogCategoryNode = objectType("BlogCategory", "A blog category in one language, from content/blog/categories.json.", {
  categoryId: f.string("What posts write in their frontmatter's categories."),
  name: f.string("Its name in this language, as chips and its list page show it."),
  slug: f.string("Its part of the list page's URL in this language."),
  path: f.string("Its list page in this language (/<lang>/blog/category/<slug>/), set once when the node is made."),
  alternates: f.list(f.object(PathInLang, "Its list page in one language."), "Its list page in every language, this one included."),
});

export const blogTypeDefs = (): string =>
  [toSDL([{ type: BlogCategoryNode }], { lang: f.string("Language of this version.") }), toSDL([{ type: BlogPostNode }], {})].join("\n\n");

/** What a resolver is given to read other nodes (Gatsby's node model, the part used here). */
interface ResolverContext {
  nodeModel: {
    findAll(args: { type: string; query: { filter: object } }): Promise<{ entries: Iterable<Readonly<Record<string, unknown>>> }>;
  };
}

type PostSource = Pick<Frontmatter, "key" | "categories"> & { lang: Lang; contentFilePath: string };
const CategoryRef = pickFields(BlogCategoryNode, ["categoryId"]);
const VersionRef = pickFields(BlogPostNode, ["lang", "path"]);

/**
 * BlogPost fields read from other nodes when queried, so that nothing is worked out twice: its
 * categories are their BlogCategory nodes (each with the path set when it was made), and its
 * alternates are the paths its versions' nodes carry.
 */
export const blogResolvers = {
  BlogPost: {
    // Read when queried, not stored on the node: it depends on other files (the counterpart, the
    // index), and Gatsby keeps a node made by an earlier build while its own file is unchanged.
    outdatedTranslation: {
      type: "Boolean!",
      description:
        "true in gatsby develop when a version of this post in another language changed since this one was last marked in sync with it, or it never was (npm run translations); gatsby develop shows it with an Outdated translation badge. Always false in the production build.",
      resolve: (source: PostSource) => outdatedTranslation(source.contentFilePath),
    },
    categoryLinks: {
      type: "[BlogCategory!]!",
      description: "The post's categories in its language, in its frontmatter's order: their nodes, each with its list page's path.",
      resolve: async (source: PostSource, _args: unknown, context: ResolverContext) => {
        const { entries } = await context.nodeModel.findAll({
          type: BlogCategoryNode.name,
          query: { filter: { lang: { eq: source.lang } } },
        });
        const byId = new Map([...entries].map((entry) => [readNode(entry, CategoryRef).categoryId, entry]));
        return source.categories.flatMap((id) => byId.get(id) ?? []);
      },
    },
    alternates: {
      type: "[PathInLang!]!",
      description:
        "Where each version of the post leads, this one included, in the registry's language order: the paths their nodes carry.",
      resolve: async (source: PostSource, _args: unknown, context: ResolverContext) => {
        const { entries } = await context.nodeModel.findAll({ type: BlogPostNode.name, query: { filter: { key: { eq: source.key } } } });
        const versions = [...entries].map((entry) => readNode(entry, VersionRef));
        return langs.flatMap((lang) => versions.filter((v) => v.lang === lang).map((v) => ({ lang, path: v.path })));
      },
    },
  },
};

/**
 * Drafts are pages of gatsby develop only. The production build keeps their nodes (a cache made by
 * gatsby develop may hold them) and leaves them out of everything it makes from the posts.
 */
export function draftsShown(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === "development";
}

/**
 * Whether gatsby develop marks a post file as an outdated translation (translation-freshness.ts).
 * The index read is the one of the post's own content folder (<content>/blog/<key>/index.<lang>.mdx).
 * The production build never shows the badge, so it never reads the index here either.
 */
export function outdatedTranslation(absolutePath: string, drafts: boolean = draftsShown()): boolean {
  if (!drafts) return false;
  const contentDir = path.resolve(path.dirname(absolutePath), "../..");
  return isOutdatedTranslation(contentDir, path.relative(contentDir, absolutePath).split(path.sep).join("/"));
}

/** A category's list page in one language: /en/blog/category/<slug>/, its route's path. */
export function categoryPath(category: BlogCategory, lang: Lang, table: RouteTable = routes): string {
  return joinPath([...splitPath(routePath("blog", lang, table)), ...splitPath(categorySegment(category, lang))]);
}

/**
 * Where a post leads: its article under the language's blog, or the case study a case-study post
 * stands for. Worked out here only, when the post's node is made (its `path`).
 */
export function postPath(post: { slug: string; externalCase?: string | null }, lang: Lang, table: RouteTable = routes): string {
  return post.externalCase
    ? routePath(post.externalCase, lang, table)
    : joinPath([...splitPath(routePath("blog", lang, table)), post.slug]);
}

/** The language of a post file from its name, or null when the name is not index.<lang>.mdx. */
export function postFileLang(fileName: string): Lang | null {
  // Whatever the registry accepts as a code ("pt-br" too): isLang is the rule, not a pattern of letters.
  const match = /^index\.([^./]+)\.mdx$/.exec(fileName);
  return match && isLang(match[1]) ? match[1] : null;
}

/** A post's frontmatter as its declaration types it. */
export type Frontmatter = ContentOf<typeof BlogPostFields>;

/**
 * What the route, list and redirect helpers know of a post: its node's fields (PostRef), with the
 * day as YYYY-MM-DD, `draft` said, and the file as messages name it (content/blog/...).
 */
export type PostInfo = Omit<ContentOf<typeof PostRef>, "date" | "draft" | "contentFilePath"> & {
  date: string;
  draft: boolean;
  file: string;
};

/** A frontmatter day as YYYY-MM-DD (YAML may have parsed it into a Date). */
const dayOf = (date: string | Date): string => (date instanceof Date ? date.toISOString().slice(0, 10) : date);

/** Problems across posts: a missing translation, a duplicate id, a folder/key mismatch. */
export function postSetProblems(posts: readonly PostInfo[]): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, PostInfo[]>();
  for (const post of posts) byKey.set(post.key, [...(byKey.get(post.key) ?? []), post]);
  for (const [key, versions] of byKey) {
    for (const lang of langs) {
      const found = versions.filter((v) => v.lang === lang);
      if (found.length === 0) {
        problems.push(`${versions[0]!.file}: post "${key}" has no ${lang} version (content/blog/${key}/index.${lang}.mdx)`);
      }
    }
    // Lists are made from keys, so that each list page exists in both languages or in neither.
    const same = (field: string, value: (v: PostInfo) => string) => {
      if (new Set(versions.map(value)).size > 1) problems.push(`content/blog/${key}: "${field}" must be the same in every language`);
    };
    same("externalCase", (v) => v.externalCase ?? "");
    same("categories", (v) => [...v.categories].sort().join(","));
    same("draft", (v) => String(v.draft));
  }
  // Ids share one URL space per language and redirect across languages, so one id, one post.
  const firstBySlug = new Map<string, PostInfo>();
  for (const post of posts) {
    const first = firstBySlug.get(post.slug);
    if (!first) firstBySlug.set(post.slug, post);
    else if (first.key !== post.key) problems.push(`${post.file}: slug "${post.slug}" is also used by ${first.file}`);
    const folder = post.file.split("/")[2];
    if (folder !== post.key) problems.push(`${post.file}: "key" must be the folder name "${folder}"`);
  }
  return problems;
}

export const postRouteKey = (key: string): string => `post:${key}`;

/** What follows the blog's path in an article's path (its node's `path`): the article route's segment. */
function segmentUnderBlog(post: PostInfo, table: RouteTable): string {
  const blog = splitPath(routePath("blog", post.lang, table));
  const own = splitPath(post.path);
  if (own.length <= blog.length || blog.some((part, i) => own[i] !== part)) {
    throw new Error(`${post.file}: its path ${post.path} is not under the blog's ${joinPath([...blog])}`);
  }
  return own.slice(blog.length).join("/");
}

/**
 * The route table with one route per article (case-study posts have no page of their own), each
 * at the path its node carries.
 */
export function withArticleRoutes(posts: readonly PostInfo[], table: RouteTable = routes): RouteDef[] {
  const articles = new Map<string, Partial<Record<Lang, string>>>();
  for (const post of posts) {
    if (post.externalCase) continue;
    articles.set(post.key, { ...articles.get(post.key), [post.lang]: segmentUnderBlog(post, table) });
  }
  const extra: RouteDef[] = [...articles].map(([key, slugs]) => ({
    key: postRouteKey(key),
    parent: "blog",
    template: "blog-post",
    segment: perLang((lang) => slugs[lang] ?? ""),
  }));
  return [...table, ...extra];
}

/**
 * Both ids of every case-study post, in both languages, lead to the case page: the address each id
 * would have as an article, to where the post leads in that language (postPath, both).
 */
export function externalCaseRedirects(posts: readonly PostInfo[], table: RouteTable = routes): Redirect[] {
  return posts
    .filter((post) => post.externalCase)
    .flatMap((post) => langs.map((lang) => ({ from: postPath({ slug: post.slug }, lang, table), to: postPath(post, lang, table) })));
}

/** A post's frontmatter, typed by its declaration (BlogPostFields) when valid, and its problems. */
export function parseFrontmatter(
  absolutePath: string,
  frontmatter: Record<string, unknown>,
  categories: readonly BlogCategory[] = readCategories(),
): { frontmatter: Frontmatter | null; problems: string[] } {
  const shown = shownFile(absolutePath);
  if (!postFileLang(path.basename(absolutePath))) {
    return {
      frontmatter: null,
      problems: [`${shown}: a post file must be named ${langs.map((lang) => `index.${lang}.mdx`).join(" or ")}`],
    };
  }
  const dir = path.dirname(absolutePath);
  const parsed = parseObject(frontmatter, BlogPostFields, "", { imageExists: (image) => fs.existsSync(path.resolve(dir, image)) });
  const problems = [
    ...(parsed.ok ? [] : parsed.problems.map((p) => `${shown}: ${problemText(p)}`)),
    ...unknownCategoryProblems(shown, frontmatter.categories, categories),
  ];
  return { frontmatter: parsed.ok && problems.length === 0 ? parsed.value : null, problems };
}

/** Banned term variants (preferred-terms.ts) in one post file, frontmatter and body, by line. */
export function postTermProblems(absolutePath: string, source: string, contentDir = CONTENT_DIR): string[] {
  const lang = postFileLang(path.basename(absolutePath));
  if (!lang) return [];
  return termProblemsInText(source, lang).map((p) => `${shownFile(absolutePath, contentDir)}:${p.line}: ${p.message}`);
}

/** Every post file under content/blog/, in order. */
function allPostFiles(contentDir: string): string[] {
  const blogDir = path.join(contentDir, "blog");
  if (!fs.existsSync(blogDir)) return [];
  const sorted = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return sorted(blogDir)
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      sorted(path.join(blogDir, folder.name))
        .filter((entry) => entry.isFile() && postFileLang(entry.name))
        .map((entry) => path.join(blogDir, folder.name, entry.name)),
    );
}

/** Term problems of every post file, read from disk: run on each build, whatever the cache holds. */
export function allPostTermProblems(contentDir = CONTENT_DIR): string[] {
  return allPostFiles(contentDir).flatMap((file) => postTermProblems(file, fs.readFileSync(file, "utf8"), contentDir));
}

/** Problems of the pictures in every post's body, read from disk on each build like the terms. */
export function allBodyImageProblems(contentDir = CONTENT_DIR, scansFile = path.resolve(".cache", "body-image-scans.json")): string[] {
  const scans = scansKeptIn(scansFile);
  const problems = allPostFiles(contentDir).flatMap((file) =>
    bodyImageProblems(file, fs.readFileSync(file, "utf8"), contentDir, scans.scan),
  );
  scans.save();
  return problems;
}

/** An MDX node's frontmatter as gatsby-plugin-mdx parsed it (nothing when the file has none). */
const frontmatterOf = (mdx: Node): Record<string, unknown> => (isRecord(mdx.frontmatter) ? mdx.frontmatter : {});

/**
 * BlogCategory nodes, one per category and language, from content/blog/categories.json's File node
 * (its children: an edit in gatsby develop makes them again). A file with problems makes none; the
 * build stops on them in onPreBootstrap.
 */
function onCreateCategoryNodes(args: CreateNodeArgs): void {
  const { node, createNodeId } = args;
  if (node.sourceInstanceName !== "content" || node.relativePath !== "blog/categories.json") return;
  for (const category of readCategories()) {
    for (const lang of langs) {
      const fields = {
        categoryId: category.id,
        lang,
        name: category.name[lang],
        slug: category.slug[lang],
        path: categoryPath(category, lang),
        alternates: langs.map((l) => ({ lang: l, path: categoryPath(category, l) })),
      };
      // The id from the File node, as content nodes' (source-content.ts).
      createChildNode(args, node, createNodeId(`blog category ${node.id} ${category.id} ${lang}`), BlogCategoryNode.name, fields);
    }
  }
}

/**
 * BlogPost nodes from MDX nodes (invalid frontmatter is reported with the file and the field), and
 * BlogCategory nodes from the categories file.
 */
export function onCreateBlogNode(args: CreateNodeArgs): void {
  const { node, getNode, createNodeId, reporter } = args;
  if (node.internal.type === "File") return onCreateCategoryNodes(args);
  if (node.internal.type !== "Mdx") return;
  const fileNode = node.parent ? getNode(node.parent) : undefined;
  const absolutePath = node.internal.contentFilePath ?? (typeof fileNode?.absolutePath === "string" ? fileNode.absolutePath : undefined);
  if (!absolutePath) return;
  const { frontmatter, problems } = parseFrontmatter(absolutePath, frontmatterOf(node), readCategories());
  const lang = postFileLang(path.basename(absolutePath));
  if (!frontmatter || !lang) {
    // The build stops in createPages with every problem; this reports edits in gatsby develop.
    reporter.error(`Content error${problems.length > 1 ? "s" : ""}:\n  ${problems.join("\n  ")}`);
    return;
  }
  // The build already stopped in onPreBootstrap; this is gatsby develop, after an edit.
  const source = fs.readFileSync(absolutePath, "utf8");
  const bodyProblems = [...postTermProblems(absolutePath, source), ...bodyImageProblems(absolutePath, source, CONTENT_DIR)];
  if (bodyProblems.length > 0) reporter.error(`Content error${bodyProblems.length > 1 ? "s" : ""}:\n  ${bodyProblems.join("\n  ")}`);
  const date = dayOf(frontmatter.date);
  const readTime = typeof frontmatter.readTime === "number" ? frontmatter.readTime : readingMinutes(source);
  const fields = {
    ...frontmatter,
    title: typesetText(frontmatter.title),
    excerpt: typesetText(frontmatter.excerpt),
    date,
    dateText: formatDay(date, lang),
    dateShort: formatDay(date, lang, "short"),
    readTime,
    draft: frontmatter.draft === true,
    lang,
    path: postPath(frontmatter, lang),
    contentFilePath: absolutePath,
    bodyImages: bodyImageFields(source),
  };
  createChildNode(args, node, createNodeId(`blog post ${absolutePath}`), BlogPostNode.name, fields);
}

/**
 * Reads what the route, list and redirect helpers need from the BlogPost nodes, each with its node;
 * drafts only when `drafts` (gatsby develop).
 */
export function postInfos<N extends Node>(nodes: readonly N[], drafts: boolean = draftsShown()): (PostInfo & { node: N })[] {
  return nodes
    .map((node) => {
      const { contentFilePath, date, draft, externalCase, ...post } = readNode(node, PostRef);
      const file = shownFile(contentFilePath);
      return { ...post, date: dayOf(date), draft: draft === true, externalCase: externalCase ?? null, file, node };
    })
    .filter((post) => drafts || !post.draft);
}

/**
 * The route table of the build: the static routes, one per article, one per list page after the
 * first and per category page; with the lists they were made from.
 */
export function blogSite(
  posts: readonly PostInfo[],
  categories: readonly BlogCategory[] = readCategories(),
): { lists: BlogList[]; table: RouteDef[] } {
  const lists = blogLists(
    posts.filter((post) => post.lang === defaultLang),
    categories,
  );
  return { lists, table: [...withArticleRoutes(posts), ...listRoutes(lists)] };
}

/**
 * Stops the build on any post problem: the frontmatter of every MDX file (whatever the cache
 * holds) first, then the set (pairs, ids).
 */
export function failOnBlogProblems(reporter: Reporter, mdxNodes: readonly Node[], posts: readonly PostInfo[]): boolean {
  const categories = readCategories();
  const frontmatter = mdxNodes.flatMap((node) => {
    const file = node.internal.contentFilePath;
    return file ? parseFrontmatter(file, frontmatterOf(node), categories).problems : [];
  });
  // A post with bad frontmatter has no BlogPost node, so set checks would only repeat it.
  const problems = frontmatter.length > 0 ? frontmatter : postSetProblems(posts);
  if (problems.length === 0) return false;
  reporter.panicOnBuild(`The blog has ${problems.length} error${problems.length > 1 ? "s" : ""}:\n  ${problems.join("\n  ")}`);
  return true;
}
