import { routePath, resolvePath } from "../../../src/i18n/paths";
import { routes } from "../../../src/i18n/routes";
import type { BlogCategory } from "../../../src/node/blog/blog-categories";
import {
  blogLists,
  byDateDesc,
  listPageKey,
  listRoutes,
  paginate,
  POSTS_PER_PAGE,
  relatedPosts,
  type ListedPost,
} from "../../../src/node/blog/blog-lists";

const category = (id: string, en: string, es: string): BlogCategory => ({ id, name: { en: id, es: id }, slug: { en, es } });
const categories = [
  category("startups", "startups", "startups"),
  category("case-studies", "case-studies", "casos-de-exito"),
  category("empty", "empty", "vacia"),
];

/** n posts, one a day from 2025-01-01 (post-1 the oldest). */
const postsOf = (n: number, categoriesOf: (i: number) => string[] = () => ["startups"]): ListedPost[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `post-${i + 1}`,
    date: `2025-01-${String(i + 1).padStart(2, "0")}`,
    categories: categoriesOf(i + 1),
  }));

describe("paginate", () => {
  it(`cuts a list into pages of ${POSTS_PER_PAGE}`, () => {
    expect(POSTS_PER_PAGE).toBe(9);
    const items = Array.from({ length: 19 }, (_, i) => i);
    expect(paginate(items).map((page) => page.length)).toEqual([9, 9, 1]);
    expect(paginate(items.slice(0, 9)).map((page) => page.length)).toEqual([9]);
    expect(paginate(items.slice(0, 10)).map((page) => page.length)).toEqual([9, 1]);
  });

  it("refuses a page size below one", () => {
    expect(() => paginate([1], 0)).toThrow("A page holds at least one item, not 0");
  });
});

describe("blogLists", () => {
  it("lists every post newest first, posts of one day by key, then one list per category with posts", () => {
    const sameDay = [
      { key: "b", date: "2025-05-14", categories: ["startups"] },
      { key: "a", date: "2025-05-14", categories: ["case-studies"] },
      { key: "c", date: "2025-06-01", categories: ["startups"] },
    ];
    expect([...sameDay].sort(byDateDesc).map((p) => p.key)).toEqual(["c", "a", "b"]);
    const lists = blogLists(sameDay, categories);
    expect(lists.map((l) => [l.key, l.pages])).toEqual([
      ["blog", [["c", "a", "b"]]],
      ["category:startups", [["c", "b"]]],
      ["category:case-studies", [["a"]]],
    ]);
  });

  it("pages every list the same way", () => {
    const lists = blogLists(
      postsOf(20, (i) => (i % 2 === 0 ? ["startups", "case-studies"] : ["startups"])),
      categories,
    );
    const blog = lists.find((l) => l.key === "blog")!;
    expect(blog.pages.map((p) => p.length)).toEqual([9, 9, 2]);
    expect(blog.pages[0]![0]).toBe("post-20");
    expect(blog.pages[2]).toEqual(["post-2", "post-1"]);
    expect(lists.find((l) => l.key === "category:case-studies")!.pages.map((p) => p.length)).toEqual([9, 1]);
  });

  it("keeps the empty state's single page for a blog without posts, and no category page", () => {
    expect(blogLists([], categories)).toEqual([{ key: "blog", category: null, pages: [[]] }]);
  });
});

describe("list pages in the route table", () => {
  const lists = blogLists(
    postsOf(19, (i) => (i <= 10 ? ["case-studies"] : ["startups"])),
    categories,
  );
  const table = [...routes, ...listRoutes(lists)];

  it("puts page n of the blog at /en/blog/page/n/ and /es/blog/pagina/n/", () => {
    expect(routePath(listPageKey("blog", 1), "en", table)).toBe("/en/blog/");
    expect(routePath(listPageKey("blog", 2), "en", table)).toBe("/en/blog/page/2/");
    expect(routePath(listPageKey("blog", 3), "es", table)).toBe("/es/blog/pagina/3/");
    expect(table.some((r) => r.key === listPageKey("blog", 4))).toBe(false);
  });

  it("puts a category at /en/blog/category/<slug>/ and /es/blog/categoria/<slug>/, paged the same way", () => {
    expect(routePath("category:case-studies", "en", table)).toBe("/en/blog/category/case-studies/");
    expect(routePath("category:case-studies", "es", table)).toBe("/es/blog/categoria/casos-de-exito/");
    expect(routePath(listPageKey("category:case-studies", 2), "es", table)).toBe("/es/blog/categoria/casos-de-exito/pagina/2/");
    expect(table.some((r) => r.key === listPageKey("category:startups", 2))).toBe(false);
    expect(table.some((r) => r.key === "category:empty")).toBe(false);
  });

  it("gives every page the same key in both languages, so the toggle keeps the page number", () => {
    const key = listPageKey("category:case-studies", 2);
    expect(resolvePath("/en/blog/category/case-studies/page/2/", table).route.key).toBe(key);
    expect(resolvePath("/es/blog/categoria/casos-de-exito/pagina/2/", table).route.key).toBe(key);
    expect(resolvePath("/en/blog/page/9/", table)).toMatchObject({ route: { key: "blog" }, rest: ["page", "9"] });
  });
});

describe("relatedPosts", () => {
  const post = { key: "self", date: "2025-05-14", categories: ["a", "b"] };
  const candidates = [
    { key: "self", date: "2025-05-14", categories: ["a", "b"] },
    { key: "one-old", date: "2025-01-01", categories: ["a"] },
    { key: "two", date: "2024-01-01", categories: ["b", "a"] },
    { key: "unrelated", date: "2025-12-01", categories: ["c"] },
    { key: "one-new", date: "2025-03-01", categories: ["b"] },
    { key: "one-newest", date: "2025-04-01", categories: ["a", "c"] },
  ];

  it("chooses up to three others, the most shared categories first, then the newest", () => {
    expect(relatedPosts(post, candidates).map((p) => p.key)).toEqual(["two", "one-newest", "one-new"]);
  });

  it("never chooses the post itself or a post without a shared category", () => {
    expect(relatedPosts({ ...post, categories: ["c"] }, candidates).map((p) => p.key)).toEqual(["unrelated", "one-newest"]);
    expect(relatedPosts({ ...post, categories: ["z"] }, candidates)).toEqual([]);
  });
});
