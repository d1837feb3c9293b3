import fs from "node:fs";
import path from "node:path";
import { langs, perLang, type Lang } from "../../i18n/languages";
import { f, objectType, validateObject } from "../content/content-schema";
import { termProblemsInJson } from "../content/preferred-terms";
import { CONTENT_DIR } from "../content/source-content";

/**
 * The blog's categories, declared once in content/blog/categories.json: an id that posts name in
 * their frontmatter, and a name and URL slug per language (/en/blog/category/<slug>/).
 */
const CategoryInLang = objectType("BlogCategoryInLang", "A category in one language.", {
  name: f.string("Name as shown on chips and as the category page's title."),
  slug: f.string("Its part of the category page's URL: lowercase words joined by hyphens."),
});

const Category = objectType("BlogCategoryEntry", "A blog category.", {
  id: f.string("What posts write in their frontmatter's categories: lowercase words joined by hyphens."),
  en: f.object(CategoryInLang, "English name and slug."),
  es: f.object(CategoryInLang, "Spanish name and slug."),
});

const CategoriesFile = objectType("BlogCategoriesFile", "content/blog/categories.json.", {
  categories: f.list(f.object(Category, "A category."), "Every category, in the order category lists show them."),
});

export interface BlogCategory {
  id: string;
  name: Record<Lang, string>;
  slug: Record<Lang, string>;
}

export const CATEGORIES_FILE = "content/blog/categories.json";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every problem of the categories file: shape, banned term variants, id and slug form, duplicates. */
export function categoryFileProblems(data: unknown): string[] {
  const shape = validateObject(data, CategoriesFile, "", { imageExists: () => false }).map(
    (p) => `${CATEGORIES_FILE}: "${p.key}" ${p.message}`,
  );
  if (shape.length > 0) return shape;
  const entries = (data as CategoriesData).categories;
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    if (!SLUG.test(entry.id))
      problems.push(`${CATEGORIES_FILE}: "categories[${i}].id" must be lowercase words joined by hyphens, found "${entry.id}"`);
    if (entries.findIndex((other) => other.id === entry.id) < i)
      problems.push(`${CATEGORIES_FILE}: "categories[${i}].id" "${entry.id}" is declared twice`);
    for (const lang of langs) {
      const at = `${CATEGORIES_FILE}: "categories[${i}].${lang}.slug"`;
      const { slug } = entry[lang];
      if (!SLUG.test(slug)) problems.push(`${at} must be lowercase words joined by hyphens, found "${slug}"`);
      if (entries.findIndex((other) => other[lang].slug === slug) < i) problems.push(`${at} "${slug}" is used by another category`);
      problems.push(
        ...termProblemsInJson({ name: entry[lang].name }, lang).map(
          (p) => `${CATEGORIES_FILE}: "categories[${i}].${lang}.${p.key}" ${p.message}`,
        ),
      );
    }
  });
  return problems;
}

/** A valid file: each category's id, and its name and slug in each language. */
type CategoriesData = { categories: ({ id: string } & Record<Lang, { name: string; slug: string }>)[] };

/** The categories of a valid file. */
export function toCategories(data: unknown): BlogCategory[] {
  const entries = (data as CategoriesData).categories;
  return entries.map((entry) => ({
    id: entry.id,
    name: perLang((lang) => entry[lang].name),
    slug: perLang((lang) => entry[lang].slug),
  }));
}

function readCategoriesFile(contentDir: string): unknown {
  const file = path.join(contentDir, "blog", "categories.json");
  if (!fs.existsSync(file)) return { categories: [] };
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${CATEGORIES_FILE} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The problems of content/blog/categories.json, read from disk (checked on every build). */
export function allCategoryProblems(contentDir = CONTENT_DIR): string[] {
  try {
    return categoryFileProblems(readCategoriesFile(contentDir));
  } catch (error) {
    return [(error as Error).message];
  }
}

const readCache = new Map<string, { stamp: string; categories: BlogCategory[] }>();

/**
 * The declared categories (none when the file has problems: the build stops on them first). Every
 * post node asks for them, so the file is parsed again only when it changed on disk (an edit in
 * `gatsby develop`), not once per post.
 */
export function readCategories(contentDir = CONTENT_DIR): BlogCategory[] {
  const file = path.join(contentDir, "blog", "categories.json");
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  const stamp = stat ? `${stat.mtimeMs} ${stat.size}` : "none";
  const cached = readCache.get(file);
  if (cached?.stamp === stamp) return cached.categories;
  const data = readCategoriesFile(contentDir);
  const categories = categoryFileProblems(data).length > 0 ? [] : toCategories(data);
  readCache.set(file, { stamp, categories });
  return categories;
}

/** A post's category ids that categories.json does not declare, one message each, naming the file and the value. */
export function unknownCategoryProblems(shownFile: string, value: unknown, categories: readonly BlogCategory[]): string[] {
  if (!Array.isArray(value)) return [];
  const known = categories.map((c) => c.id);
  return value.flatMap((id, i) =>
    typeof id === "string" && !known.includes(id)
      ? [`${shownFile}: "categories[${i}]" is "${id}", which ${CATEGORIES_FILE} does not declare (known: ${known.join(", ") || "none"})`]
      : [],
  );
}
