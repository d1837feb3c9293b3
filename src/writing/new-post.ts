import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { brandName } from "../config/site";
import { defaultLang, perLang, type Lang } from "../i18n/languages";
import { postFileLang } from "../node/blog/blog";
import { CONTENT_DIR } from "../node/content/source-content";
import { localDay, nextSteps, parseArgs, postFiles, usage } from "./post-template";
import { markTranslations } from "./translation-freshness";

/**
 * `npm run new-post -- <key> [--<lang>-slug <slug>]`: a new post's folder and an MDX file per language, as a
 * draft, marked in sync with each other in content/translations.json. NEW_POST_CONTENT_DIR points
 * it at another content directory (the tests use one).
 */
function main(args: readonly string[], contentDir: string): number {
  const options = parseArgs(args);
  if (typeof options === "string") {
    console.error(options);
    return 1;
  }
  const blogDir = path.join(contentDir, "blog");
  const folder = path.join(blogDir, options.key);
  if (fs.existsSync(folder)) {
    console.error(`content/blog/${options.key}/ already exists: choose another key.`);
    return 1;
  }
  // Slugs share one address space across languages (the build refuses a slug used twice).
  const taken = existingPosts(blogDir).find((post) => Object.values(options.slugs).includes(String(post.data.slug)));
  if (taken) {
    console.error(`The slug "${String(taken.data.slug)}" is already used by ${taken.file}: choose another key or slug (${usage}).`);
    return 1;
  }
  const files = postFiles(options, localDay(new Date()), teamBylines(blogDir));
  fs.mkdirSync(folder, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(contentDir, file.path), file.text, { flag: "wx" });
  // Both files start in sync: from here on, a change to one flags the others (npm run translations).
  try {
    markTranslations(
      contentDir,
      files.map((file) => file.path),
    );
  } catch (error) {
    console.error(
      `Created content/blog/${options.key}/ but could not mark its files in sync: ${(error as Error).message}. Fix that, then: npm run translations -- mark content/blog/${options.key}/index.${defaultLang}.mdx`,
    );
    return 1;
  }
  console.log(nextSteps(options));
  return 0;
}

/** Every existing post file: its language, its frontmatter, and the file as messages name it. */
function existingPosts(blogDir: string): { lang: Lang; data: Record<string, unknown>; file: string }[] {
  if (!fs.existsSync(blogDir)) return [];
  return fs
    .readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      fs.readdirSync(path.join(blogDir, folder.name)).flatMap((name) => {
        const lang = postFileLang(name);
        if (!lang) return [];
        const { data } = matter(fs.readFileSync(path.join(blogDir, folder.name, name), "utf8"));
        return [{ lang, data, file: `content/blog/${folder.name}/${name}` }];
      }),
    );
}

/**
 * The team's byline in each language, as the newest post in that language signs it (the posts hold
 * it, in each language's words); the brand's name where no post exists yet.
 */
function teamBylines(blogDir: string): Record<Lang, string> {
  // The frontmatter's date reads as a Date (YAML), or a string when it is not a plain day.
  const time = (date: unknown) => (date instanceof Date ? date.getTime() : Date.parse(String(date)) || 0);
  const posts = existingPosts(blogDir).sort((a, b) => time(b.data.date) - time(a.data.date));
  return perLang((lang) => {
    const author = posts.find((post) => post.lang === lang)?.data.author;
    const name = typeof author === "object" && author !== null ? (author as { name?: unknown }).name : undefined;
    return typeof name === "string" && name !== "" ? name : brandName;
  });
}

process.exitCode = main(process.argv.slice(2), process.env.NEW_POST_CONTENT_DIR ?? CONTENT_DIR);
