import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
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
  for (const [slug, file] of existingSlugs(blogDir)) {
    if (Object.values(options.slugs).includes(slug)) {
      console.error(`The slug "${slug}" is already used by ${file}: choose another key or slug (${usage}).`);
      return 1;
    }
  }
  const files = postFiles(options, localDay(new Date()));
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
      `Created content/blog/${options.key}/ but could not mark its files in sync: ${(error as Error).message}. Fix that, then: npm run translations -- mark content/blog/${options.key}/index.en.mdx`,
    );
    return 1;
  }
  console.log(nextSteps(options));
  return 0;
}

/** The slug of every existing post file, with the file as messages name it. */
function existingSlugs(blogDir: string): [string, string][] {
  if (!fs.existsSync(blogDir)) return [];
  return fs
    .readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(blogDir, folder.name))
        .filter((name) => postFileLang(name))
        .map((name): [string, string] => {
          const { data } = matter(fs.readFileSync(path.join(blogDir, folder.name, name), "utf8"));
          return [String(data.slug), `content/blog/${folder.name}/${name}`];
        }),
    );
}

process.exitCode = main(process.argv.slice(2), process.env.NEW_POST_CONTENT_DIR ?? CONTENT_DIR);
