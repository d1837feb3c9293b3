import { brandName } from "../config/site";
import { langs, type Lang } from "../i18n/languages";
import { joinPath, routePath, splitPath } from "../i18n/paths";
import { SLUG_PATTERN } from "../node/blog/blog";

/**
 * What `npm run new-post` writes: the frontmatter of a new post in each language, and what it
 * tells the writer to do next. The text fields are left empty on purpose: the build refuses an
 * empty title, excerpt or coverAlt (naming the file and the field), and the missing cover, so a
 * post cannot go out half written.
 */

export const usage = "Usage: npm run new-post -- <key> [--es-slug <slug>]";

export interface NewPostOptions {
  key: string;
  /** Each language's id in the URL. */
  slugs: Record<Lang, string>;
}

/** The problem with a key or slug, or null: lowercase ASCII words joined by single hyphens. */
export function slugProblem(what: string, value: string): string | null {
  return SLUG_PATTERN.test(value)
    ? null
    : `${what} "${value}" is not valid: use lowercase letters (a-z) and digits, words joined by single hyphens (e.g. mvp-checklist)`;
}

/**
 * The options from the command line, or the message to show. The key is also the English slug
 * (keys are English words); the Spanish one is --es-slug, by default the key too, since only the
 * writer can put the title into Spanish words.
 */
export function parseArgs(args: readonly string[]): NewPostOptions | string {
  const positional: string[] = [];
  let esSlug: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--es-slug") {
      esSlug = args[++i];
      if (esSlug === undefined) return `--es-slug needs a value.\n${usage}`;
    } else if (arg.startsWith("--es-slug=")) {
      esSlug = arg.slice("--es-slug=".length);
    } else if (arg.startsWith("-")) {
      return `Unknown option ${arg}.\n${usage}`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) return `Give exactly one key.\n${usage}`;
  const key = positional[0]!;
  const problem = slugProblem("The key", key) ?? (esSlug === undefined ? null : slugProblem("The Spanish slug", esSlug));
  if (problem) return problem;
  return { key, slugs: { en: key, es: esSlug ?? key } };
}

const authorNames: Record<Lang, string> = {
  en: `${brandName} Team`,
  es: `Equipo de ${brandName}`,
};

const languageNames: Record<Lang, string> = { en: "English", es: "Spanish" };

/** A local calendar day, YYYY-MM-DD: the day the writer runs the command. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The content of index.<lang>.mdx: frontmatter with the facts known now, and an empty body. */
export function postFileText(options: NewPostOptions, lang: Lang, day: string): string {
  const language = languageNames[lang];
  return [
    "---",
    `key: ${options.key}`,
    `slug: ${options.slugs[lang]}`,
    `title: "" # in ${language}: the heading, the card and the browser tab`,
    `excerpt: "" # in ${language}: one or two sentences for the card, the meta description and the feed`,
    `date: ${day}`,
    "author:",
    `  name: "${authorNames[lang]}"`,
    "  avatar: ../../images/brand/team-avatar.png",
    "categories: [] # ids from content/blog/categories.json, the same in both files",
    "cover: ./cover.png",
    `coverAlt: "" # in ${language}: what the cover shows`,
    "draft: true # delete this line from both files to publish",
    "---",
    "",
  ].join("\n");
}

/** The files to create, relative to the content directory. */
export function postFiles(options: NewPostOptions, day: string): { path: string; text: string }[] {
  return langs.map((lang) => ({ path: `blog/${options.key}/index.${lang}.mdx`, text: postFileText(options, lang, day) }));
}

/** The article's address in one language: /en/blog/<slug>/. */
export const articlePath = (options: NewPostOptions, lang: Lang): string =>
  joinPath([...splitPath(routePath("blog", lang)), options.slugs[lang]]);

/** What to do after the files exist. */
export function nextSteps(options: NewPostOptions, esSlugGiven: boolean): string {
  const folder = `content/blog/${options.key}`;
  const preview = (lang: Lang) => `http://localhost:8000${articlePath(options, lang)}`;
  const steps = [
    `Add the cover, 1600 × 900 px: ${folder}/cover.png (or cover.en.png and cover.es.png when the picture contains text; then change "cover" in each file).`,
    'Fill "title", "excerpt" and "coverAlt" in both files; the build names each one left empty.',
    'Put category ids in "categories", the same in both files: the ids are listed in content/blog/categories.json.',
    ...(esSlugGiven
      ? []
      : [
          `The Spanish address uses the key (${articlePath(options, "es")}): give it Spanish words in "slug" in index.es.mdx, e.g. what the Spanish title says.`,
        ]),
    "Write the body below the frontmatter of each file. Pictures go in the folder and in the text as ![what the picture shows](./picture.png).",
    `When both files say the same, mark them: npm run translations -- mark ${folder}/index.en.mdx. From then on, a change to one file flags the other until it is brought in line and marked again.`,
    `Preview with npm run develop: ${langs.map(preview).join(" and ")} (a draft shows only there).`,
    'To publish, delete the line "draft: true" from both files.',
  ];
  return [`Created ${folder}/index.en.mdx and index.es.mdx (a draft).`, "Next:", ...steps.map((step, i) => `  ${i + 1}. ${step}`)].join(
    "\n",
  );
}
