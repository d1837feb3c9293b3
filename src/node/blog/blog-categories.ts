import fs from "node:fs";
import path from "node:path";
import { langs, perLang, type Lang } from "../../i18n/languages";
import { f, objectType, parseObject, problemText } from "../content/content-schema";
import { termProblemsInJson } from "../content/preferred-terms";
import { CONTENT_DIR, readJson } from "../content/source-content";

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
  ...perLang((lang) => f.object(CategoryInLang, `Its name and slug in the "${lang}" language.`)),
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

/** What keys, slugs and path segments look like: lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The categories of the file's content, or every problem of it: shape, banned term variants, id
 * and slug form, duplicates (no categories when there is one).
 */
export function parseCategories(data: unknown): { categories: BlogCategory[]; problems: string[] } {
  const parsed = parseObject(data, CategoriesFile, "", { imageExists: () => false });
  if (!parsed.ok) return { categories: [], problems: parsed.problems.map((p) => `${CATEGORIES_FILE}: ${problemText(p)}`) };
  const entries = parsed.value.categories;
  const problems: string[] = [];
  entries.forEach((entry, i) => {
    if (!SLUG_PATTERN.test(entry.id))
      problems.push(`${CATEGORIES_FILE}: "categories[${i}].id" must be lowercase words joined by hyphens, found "${entry.id}"`);
    if (entries.findIndex((other) => other.id === entry.id) < i)
      problems.push(`${CATEGORIES_FILE}: "categories[${i}].id" "${entry.id}" is declared twice`);
    for (const lang of langs) {
      const at = `${CATEGORIES_FILE}: "categories[${i}].${lang}.slug"`;
      const { slug } = entry[lang];
      if (!SLUG_PATTERN.test(slug)) problems.push(`${at} must be lowercase words joined by hyphens, found "${slug}"`);
      if (entries.findIndex((other) => other[lang].slug === slug) < i) problems.push(`${at} "${slug}" is used by another category`);
      problems.push(
        ...termProblemsInJson({ name: entry[lang].name }, lang).map(
          (p) => `${CATEGORIES_FILE}: "categories[${i}].${lang}.${p.key}" ${p.message}`,
        ),
      );
    }
  });
  if (problems.length > 0) return { categories: [], problems };
  const categories = entries.map((entry) => ({
    id: entry.id,
    name: perLang((lang) => entry[lang].name),
    slug: perLang((lang) => entry[lang].slug),
  }));
  return { categories, problems };
}

function readCategoriesFile(contentDir: string): unknown {
  const file = path.join(contentDir, "blog", "categories.json");
  return fs.existsSync(file) ? readJson(file) : { categories: [] };
}

/** The problems of content/blog/categories.json, read from disk (checked on every build). */
export function allCategoryProblems(contentDir = CONTENT_DIR): string[] {
  try {
    return parseCategories(readCategoriesFile(contentDir)).problems;
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
  const { categories } = parseCategories(readCategoriesFile(contentDir));
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
