import fs from "node:fs";
import path from "node:path";
import { parseCategories, readCategories, unknownCategoryProblems } from "../../../src/node/blog/blog-categories";
import { tempDirEach } from "./temp-dir";

const entry = (id: string, en: string, es: string) => ({ id, en: { name: `${id} en`, slug: en }, es: { name: `${id} es`, slug: es } });

describe("content/blog/categories.json", () => {
  it("accepts categories with a name and a slug per language", () => {
    const data = { categories: [entry("case-studies", "case-studies", "casos-de-exito")] };
    expect(parseCategories(data)).toEqual({
      categories: [
        { id: "case-studies", name: { en: "case-studies en", es: "case-studies es" }, slug: { en: "case-studies", es: "casos-de-exito" } },
      ],
      problems: [],
    });
  });

  it("names the key of a missing name or language", () => {
    expect(parseCategories({ categories: [{ id: "x", en: { name: "X", slug: "x" } }] }).problems).toEqual([
      'content/blog/categories.json: "categories[0].es" is required but missing',
    ]);
  });

  it("refuses a malformed id or slug, a duplicate id and a slug used twice in one language", () => {
    const data = { categories: [entry("a", "a", "a"), entry("a", "b", "Bad Slug"), entry("c", "a", "c")] };
    expect(parseCategories(data)).toEqual({
      categories: [],
      problems: [
        'content/blog/categories.json: "categories[1].id" "a" is declared twice',
        'content/blog/categories.json: "categories[1].es.slug" must be lowercase words joined by hyphens, found "Bad Slug"',
        'content/blog/categories.json: "categories[2].en.slug" "a" is used by another category',
      ],
    });
  });
});

describe("unknownCategoryProblems", () => {
  const { categories } = parseCategories({ categories: [entry("startups", "startups", "startups"), entry("mvp", "mvp", "mvp")] });

  it("names the file, the position and the value of a category the file does not declare, and only those", () => {
    expect(unknownCategoryProblems("content/blog/x/index.es.mdx", ["mvp", "Emprendimiento"], categories)).toEqual([
      'content/blog/x/index.es.mdx: "categories[1]" is "Emprendimiento", which content/blog/categories.json does not declare (known: startups, mvp)',
    ]);
  });
});

describe("readCategories", () => {
  const contentDir = tempDirEach("categories-");

  it("parses the file once while it is unchanged, and again after an edit", () => {
    const file = path.join(contentDir(), "blog", "categories.json");
    fs.mkdirSync(path.dirname(file));
    const write = (data: unknown, mtime: Date) => {
      fs.writeFileSync(file, JSON.stringify(data));
      fs.utimesSync(file, mtime, mtime);
    };
    write({ categories: [entry("guides", "guides", "guias")] }, new Date("2026-01-01T00:00:00Z"));
    const parse = jest.spyOn(JSON, "parse");
    const first = readCategories(contentDir());
    expect(first.map((c) => c.id)).toEqual(["guides"]);
    expect(readCategories(contentDir())).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();

    write({ categories: [entry("guides", "guides", "guias"), entry("news", "news", "noticias")] }, new Date("2026-01-02T00:00:00Z"));
    expect(readCategories(contentDir()).map((c) => c.id)).toEqual(["guides", "news"]);
  });
});
