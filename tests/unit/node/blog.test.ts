import fs from "node:fs";
import { langs, type Lang } from "../../../src/i18n/languages";
import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import matter from "gray-matter";
import { validateObject } from "../../../src/node/content/content-schema";
import {
  blogResolvers,
  blogSite,
  BlogPostFields,
  blogTypeDefs,
  categoryPath,
  externalCaseRedirects,
  onCreateBlogNode,
  outdatedTranslation,
  parseFrontmatter,
  postPath,
  postInfos,
  postSetProblems,
  readingMinutes,
  WORDS_PER_MINUTE,
  withArticleRoutes,
  type PostInfo,
} from "../../../src/node/blog/blog";
import { routePath } from "../../../src/i18n/paths";
import { siteRedirects } from "../../../src/node/hosting/redirects";
import type { BlogCategory } from "../../../src/node/blog/blog-categories";
import { markTranslations } from "../../../src/writing/translation-freshness";
import { CONTENT_DIR } from "../../../src/node/content/source-content";
import { tempDirEach } from "./temp-dir";

const post = (key: string, lang: Lang, slug: string, externalCase?: PostInfo["externalCase"]): PostInfo => ({
  key,
  lang,
  slug,
  title: `${key} ${lang}`,
  date: "2025-05-14",
  categories: externalCase ? ["case-studies"] : ["startups"],
  draft: false,
  externalCase,
  path: postPath({ slug, externalCase }, lang),
  file: `content/blog/${key}/index.${lang}.mdx`,
});

const categories: BlogCategory[] = [
  { id: "startups", name: { en: "Startups", es: "Startups" }, slug: { en: "startups", es: "startups" } },
  { id: "case-studies", name: { en: "Case Studies", es: "Casos de éxito" }, slug: { en: "case-studies", es: "casos-de-exito" } },
];

const posts = [
  post("what-is-a-startup", "en", "what-is-a-startup"),
  post("what-is-a-startup", "es", "que-es-una-startup"),
  post("almia-case-study", "en", "almia-case-study", "almia"),
  post("almia-case-study", "es", "caso-estudio-almia", "almia"),
];

/** A BlogPost node as the build makes it. */
const node = (key: string, lang: Lang, draft: boolean | null) => ({
  id: `${key}-${lang}`,
  key,
  lang,
  slug: key,
  path: postPath({ slug: key }, lang),
  title: key,
  date: "2025-05-14",
  categories: ["startups"],
  draft,
  contentFilePath: path.resolve(__dirname, `../../../content/blog/${key}/index.${lang}.mdx`),
  children: [],
  parent: null,
  internal: { type: "BlogPost", contentDigest: "", owner: "" },
});

describe("post files and frontmatter", () => {
  const valid = {
    key: "what-is-a-startup",
    slug: "what-is-a-startup",
    title: "What is a startup?",
    excerpt: "A short guide.",
    date: new Date("2025-05-14T00:00:00Z"),
    author: { name: "Brisa Software Team", avatar: "../../images/brand/team-avatar.png" },
    readTime: 7,
    categories: ["startups"],
    cover: "./cover.png",
    coverAlt: "A rocket",
  };
  const ctx = { imageExists: () => true };

  it("accepts a complete frontmatter", () => {
    expect(validateObject(valid, BlogPostFields, "", ctx)).toEqual([]);
  });

  it("names each bad field", () => {
    const { title: _title, ...noTitle } = valid;
    expect(validateObject({ ...noTitle, date: "14/05/2025", readTime: "7", slug: "Bad Slug" }, BlogPostFields, "", ctx)).toEqual([
      { key: "title", message: "is required but missing" },
      { key: "date", message: 'must be a date written YYYY-MM-DD, found "14/05/2025"' },
      { key: "readTime", message: "must be a whole number, found a string" },
    ]);
    expect(validateObject({ ...valid, slug: "Bad Slug" }, BlogPostFields, "", ctx)).toEqual([
      { key: "slug", message: "must be lowercase words joined by hyphens" },
    ]);
    expect(validateObject({ ...valid, externalCase: "nowhere" }, BlogPostFields, "", ctx)[0]?.message).toContain(
      "must be one of nurdoc, boathous, almia",
    );
    expect(validateObject({ ...valid, draft: "yes" }, BlogPostFields, "", ctx)).toEqual([
      { key: "draft", message: "must be true or false, found a string" },
    ]);
  });

  it("fails a post naming a category that categories.json does not declare, with the file and the value", () => {
    const file = path.resolve(__dirname, "../../../content/blog/what-is-a-startup/index.en.mdx");
    expect(parseFrontmatter(file, { ...valid, categories: ["startups", "Startups"] }, categories).problems).toEqual([
      'content/blog/what-is-a-startup/index.en.mdx: "categories[1]" is "Startups", which content/blog/categories.json does not declare (known: startups, case-studies)',
    ]);
  });
});

describe("drafts", () => {
  const nodes = [node("done", "en", null), node("done", "es", false), node("wip", "en", true), node("wip", "es", true)];

  it("are left out of the posts of a production build, whatever nodes the cache holds; each post keeps its node", () => {
    expect(postInfos(nodes, false).map((p) => p.node.id)).toEqual(["done-en", "done-es"]);
    expect(postInfos(nodes, true).map((p) => [p.key, p.draft])).toEqual([
      ["done", false],
      ["done", false],
      ["wip", true],
      ["wip", true],
    ]);
  });

  it("are read from nodes through the node's declaration: a node that breaks it stops the build, named", () => {
    expect(() => postInfos([{ ...node("done", "en", null), lang: "fr" }], false)).toThrow(
      `BlogPost node done-en: "lang" must be one of ${langs.join(", ")}, found "fr"`,
    );
  });

  it("so no list, route, sitemap entry or redirect of the build names them", () => {
    const { table, lists } = blogSite(postInfos(nodes, false), categories);
    expect(table.some((r) => r.key === "post:wip")).toBe(false);
    expect(lists.flatMap((l) => l.pages.flat())).not.toContain("wip");
  });
});

describe("postSetProblems", () => {
  it("accepts pairs", () => {
    expect(postSetProblems(posts)).toEqual([]);
  });

  it("reports a post without its other language", () => {
    expect(postSetProblems([post("solo", "en", "solo")])).toEqual([
      'content/blog/solo/index.en.mdx: post "solo" has no es version (content/blog/solo/index.es.mdx)',
    ]);
  });

  it("reports categories or a draft flag that differ between languages", () => {
    const es = { ...post("what-is-a-startup", "es", "que-es-una-startup"), categories: ["case-studies"], draft: true };
    expect(postSetProblems([post("what-is-a-startup", "en", "what-is-a-startup"), es])).toEqual([
      'content/blog/what-is-a-startup: "categories" must be the same in every language',
      'content/blog/what-is-a-startup: "draft" must be the same in every language',
    ]);
  });

  it("reports a duplicate id and a key that is not the folder", () => {
    const dup = [...posts, post("other", "en", "what-is-a-startup"), post("other", "es", "otro")];
    expect(postSetProblems(dup)).toContain(
      'content/blog/other/index.en.mdx: slug "what-is-a-startup" is also used by content/blog/what-is-a-startup/index.en.mdx',
    );
    const moved = { ...post("misfiled", "en", "misfiled"), file: "content/blog/folder/index.en.mdx" };
    expect(postSetProblems([moved, { ...moved, lang: "es" as const, slug: "archivado" }])).toContain(
      'content/blog/folder/index.en.mdx: "key" must be the folder name "folder"',
    );
  });
});

describe("articles in the route table", () => {
  const table = withArticleRoutes(posts);

  it("adds one route per article, none for case-study posts", () => {
    expect(routePath("post:what-is-a-startup", "en", table)).toBe("/en/blog/what-is-a-startup/");
    expect(routePath("post:what-is-a-startup", "es", table)).toBe("/es/blog/que-es-una-startup/");
    expect(table.some((r) => r.key === "post:almia-case-study")).toBe(false);
  });

  it("puts each article at the path its node carries, and names a post whose path is not under the blog", () => {
    const moved = { ...post("what-is-a-startup", "en", "what-is-a-startup"), path: "/en/blog/startup-basics/" };
    expect(routePath("post:what-is-a-startup", "en", withArticleRoutes([moved]))).toBe("/en/blog/startup-basics/");
    const astray = { ...moved, path: "/en/our-work/startup-basics/" };
    expect(() => withArticleRoutes([astray])).toThrow(
      "content/blog/what-is-a-startup/index.en.mdx: its path /en/our-work/startup-basics/ is not under the blog's /en/blog/",
    );
  });

  it("redirects an article opened by its other-language id", () => {
    const redirects = siteRedirects(posts);
    expect(redirects).toContainEqual({ from: "/en/blog/que-es-una-startup/", to: "/en/blog/what-is-a-startup/" });
    expect(redirects).toContainEqual({ from: "/es/blog/what-is-a-startup/", to: "/es/blog/que-es-una-startup/" });
  });

  it("adds the category pages and redirects their other-language spellings", () => {
    const { table } = blogSite(posts, categories);
    expect(categoryPath(categories[1]!, "es")).toBe("/es/blog/categoria/casos-de-exito/");
    const redirects = siteRedirects(posts, table);
    expect(redirects).toContainEqual({ from: "/en/blog/categoria/case-studies/", to: "/en/blog/category/case-studies/" });
    expect(redirects).toContainEqual({ from: "/es/blog/category/casos-de-exito/", to: "/es/blog/categoria/casos-de-exito/" });
    expect(redirects).toContainEqual({ from: "/en/blog/category/casos-de-exito/", to: "/en/blog/category/case-studies/" });
  });

  it("sends both ids of a case-study post, in both languages, to the case page", () => {
    expect(externalCaseRedirects(posts)).toEqual([
      { from: "/en/blog/almia-case-study/", to: "/en/our-work/almia/" },
      { from: "/es/blog/almia-case-study/", to: "/es/nuestro-trabajo/almia/" },
      { from: "/en/blog/caso-estudio-almia/", to: "/en/our-work/almia/" },
      { from: "/es/blog/caso-estudio-almia/", to: "/es/nuestro-trabajo/almia/" },
    ]);
  });
});

describe("readingMinutes (the read time when the frontmatter gives none)", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it(`counts the body's words at ${WORDS_PER_MINUTE} a minute, rounding up, at least 1`, () => {
    expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(words(5 * WORDS_PER_MINUTE))).toBe(5);
    expect(readingMinutes("")).toBe(1);
  });

  it("skips the frontmatter and counts prose, not markup", () => {
    const body = `---\ntitle: "${words(500)}"\n---\n## Qué es\n\nUna startup busca un modelo [escalable](https://example.com/a-b-c).\n\n<CallToAction title="Hablemos" actions={[{ route: "contact", label: "Escríbenos" }]} />\n`;
    // Qué es / Una startup busca un modelo escalable / Hablemos / contact Escríbenos
    const counted = 2 + 6 + 1 + 2;
    expect(readingMinutes(`${body}${words(WORDS_PER_MINUTE - counted)}`)).toBe(1);
    expect(readingMinutes(`${body}${words(WORDS_PER_MINUTE - counted + 1)}`)).toBe(2);
  });

  it("counts Spanish words with accents and elisions as one each", () => {
    // Three words each: 66 times is 198 words, 67 times 201.
    expect(readingMinutes("¿Cuánto cuesta? It's ".repeat(66))).toBe(1);
    expect(readingMinutes("¿Cuánto cuesta? It's ".repeat(67))).toBe(2);
  });
});

describe("the outdated translation field of a BlogPost node", () => {
  const contentDir = tempDirEach("outdated-post-", CONTENT_DIR);
  const file = (lang: string) => path.join(contentDir(), "blog/what-is-a-startup", `index.${lang}.mdx`);
  beforeEach(() => markTranslations(contentDir(), ["blog/what-is-a-startup/index.en.mdx"]));

  /** `run` in gatsby develop (development) or in the production build. */
  function withNodeEnv<T>(nodeEnv: "development" | "production", run: () => T): T {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    try {
      return run();
    } finally {
      process.env.NODE_ENV = saved;
    }
  }

  /** The BlogPost node onCreateBlogNode makes from a post file, in gatsby develop or in the production build. */
  function blogPostNode(lang: string, nodeEnv: "development" | "production"): Record<string, unknown> {
    return withNodeEnv(nodeEnv, () => {
      const createNode = jest.fn<void, [Record<string, unknown>]>();
      const reporter = { error: jest.fn() };
      const mdx = {
        id: `mdx-${lang}`,
        parent: null,
        children: [],
        frontmatter: matter(fs.readFileSync(file(lang), "utf8")).data,
        internal: { type: "Mdx", contentFilePath: file(lang), contentDigest: "", owner: "" },
      };
      onCreateBlogNode({
        node: mdx,
        actions: { createNode, createParentChildLink: jest.fn() },
        getNode: () => undefined,
        createNodeId: (seed: string) => seed,
        createContentDigest: () => "digest",
        reporter,
      } as unknown as CreateNodeArgs);
      expect(reporter.error).not.toHaveBeenCalled();
      return createNode.mock.calls[0]![0];
    });
  }

  /** What BlogPost.outdatedTranslation resolves to for the node made from a post file, when queried. */
  function outdatedIn(lang: string, nodeEnv: "development" | "production"): boolean {
    const source = blogPostNode(lang, nodeEnv) as unknown as Parameters<typeof blogResolvers.BlogPost.outdatedTranslation.resolve>[0];
    return withNodeEnv(nodeEnv, () => blogResolvers.BlogPost.outdatedTranslation.resolve(source));
  }

  it("is false for posts in sync", () => {
    expect(outdatedIn("en", "development")).toBe(false);
    expect(outdatedIn("es", "development")).toBe(false);
  });

  it("is true in gatsby develop for the post whose counterpart changed since, and false in the production build", () => {
    fs.appendFileSync(file("en"), "\nOne more paragraph.\n");
    expect(outdatedIn("es", "development")).toBe(true);
    expect(outdatedIn("en", "development")).toBe(false);
    expect(outdatedIn("es", "production")).toBe(false);
    expect(outdatedTranslation(file("es"), true)).toBe(true);
    expect(outdatedTranslation(file("es"), false)).toBe(false);
  });

  it("is true in gatsby develop for a post never marked", () => {
    fs.rmSync(path.join(contentDir(), "translations.json"));
    expect(outdatedIn("en", "development")).toBe(true);
    expect(outdatedIn("en", "production")).toBe(false);
  });

  it("is a BlogPost field read when queried, not stored on the node (a node of an earlier build outlives a counterpart's edit)", () => {
    expect(blogResolvers.BlogPost.outdatedTranslation.type).toBe("Boolean!");
    expect(blogPostNode("es", "development")).not.toHaveProperty("outdatedTranslation");
  });

  it("comes with the post's path, set on the node in its language", () => {
    expect(blogPostNode("en", "production").path).toBe("/en/blog/what-is-a-startup/");
    expect(blogPostNode("es", "production").path).toBe("/es/blog/que-es-una-startup/");
    expect(blogTypeDefs()).toMatch(/\bpath: String!/);
  });

  it("comes with its day as pages show it, written by the build in its language (no page formats a date)", () => {
    expect(blogPostNode("en", "production")).toMatchObject({ date: "2025-05-14", dateText: "May 14, 2025", dateShort: "May 14, 2025" });
    expect(blogPostNode("es", "production")).toMatchObject({ dateText: "14 de mayo de 2025", dateShort: "14 may. 2025" });
    expect(blogTypeDefs()).toMatch(/\bdateText: String!/);
  });
});

describe("BlogCategory nodes, made from content/blog/categories.json", () => {
  function categoryNodes(relativePath: string): Record<string, unknown>[] {
    const createNode = jest.fn<void, [Record<string, unknown>]>();
    const file = { id: "file", parent: null, children: [], sourceInstanceName: "content", relativePath, internal: { type: "File" } };
    onCreateBlogNode({
      node: file,
      actions: { createNode, createParentChildLink: jest.fn() },
      createNodeId: (seed: string) => seed,
      createContentDigest: () => "digest",
    } as unknown as CreateNodeArgs);
    return createNode.mock.calls.map((call) => call[0]);
  }

  it("makes one node per category and language, with its list page's path and alternates", () => {
    const nodes = categoryNodes("blog/categories.json");
    const declared = (JSON.parse(fs.readFileSync("content/blog/categories.json", "utf8")) as { categories: unknown[] }).categories;
    expect(nodes).toHaveLength(declared.length * 2);
    const caseStudies = nodes.filter((n) => n.categoryId === "case-studies");
    expect(caseStudies.map(({ lang, name, path: at, alternates }) => ({ lang, name, path: at, alternates }))).toEqual([
      {
        lang: "en",
        name: "Case Studies",
        path: "/en/blog/category/case-studies/",
        alternates: [
          { lang: "en", path: "/en/blog/category/case-studies/" },
          { lang: "es", path: "/es/blog/categoria/casos-de-exito/" },
        ],
      },
      {
        lang: "es",
        name: "Casos de éxito",
        path: "/es/blog/categoria/casos-de-exito/",
        alternates: [
          { lang: "en", path: "/en/blog/category/case-studies/" },
          { lang: "es", path: "/es/blog/categoria/casos-de-exito/" },
        ],
      },
    ]);
    expect(caseStudies[0]!.internal).toMatchObject({ type: "BlogCategory" });
  });

  it("makes none from other files", () => {
    expect(categoryNodes("en/home.json")).toEqual([]);
  });

  it("are the nodes a post's categoryLinks resolve to, in the frontmatter's order, and a post's alternates are its versions' paths", async () => {
    const store: Record<string, Record<string, unknown>[]> = {
      BlogCategory: categoryNodes("blog/categories.json"),
      BlogPost: [
        { key: "what-is-a-startup", lang: "es", path: "/es/blog/que-es-una-startup/" },
        { key: "what-is-a-startup", lang: "en", path: "/en/blog/what-is-a-startup/" },
        { key: "other", lang: "en", path: "/en/blog/other/" },
      ],
    };
    // The part of Gatsby's node model the resolvers use: findAll with eq filters.
    const nodeModel = {
      findAll: ({ type, query }: { type: string; query: { filter: object } }) =>
        Promise.resolve({
          entries: (store[type] ?? []).filter((node) =>
            Object.entries(query.filter).every(([field, { eq }]: [string, { eq: unknown }]) => node[field] === eq),
          ),
        }),
    };
    const source = { key: "what-is-a-startup", lang: "es" as const, categories: ["startups", "case-studies"], contentFilePath: "" };
    const links = (await blogResolvers.BlogPost.categoryLinks.resolve(source, {}, { nodeModel })) as Record<string, unknown>[];
    expect(links.map((c) => [c.categoryId, c.path])).toEqual([
      ["startups", "/es/blog/categoria/startups/"],
      ["case-studies", "/es/blog/categoria/casos-de-exito/"],
    ]);
    expect(await blogResolvers.BlogPost.alternates.resolve(source, {}, { nodeModel })).toEqual([
      { lang: "en", path: "/en/blog/what-is-a-startup/" },
      { lang: "es", path: "/es/blog/que-es-una-startup/" },
    ]);
  });
});
