import { defaultLang, langs, perLang, type Lang } from "../i18n/languages";
import { postPath } from "../node/blog/blog";
import { SLUG_PATTERN } from "../node/blog/blog-categories";

/**
 * What `npm run new-post` writes: the frontmatter of a new post in each language, and what it
 * tells the writer to do next. The text fields are left empty on purpose: the build refuses an
 * empty title, excerpt or coverAlt (naming the file and the field), and the missing cover, so a
 * post cannot go out half written.
 */

/** The languages whose slug the writer may give (`--<lang>-slug`); the default language's is the key. */
const slugLangs = langs.filter((lang) => lang !== defaultLang);
const slugOption = (lang: Lang) => `--${lang}-slug`;

export const usage = `Usage: npm run new-post -- <key>${slugLangs.map((lang) => ` [${slugOption(lang)} <slug>]`).join("")}`;

export interface NewPostOptions {
  key: string;
  /** Each language's id in the URL. */
  slugs: Record<Lang, string>;
  /** The languages whose slug the writer gave (the others' is the key, until the writer changes it). */
  given: readonly Lang[];
}

/** The problem with a key or slug, or null: lowercase ASCII words joined by single hyphens. */
export function slugProblem(what: string, value: string): string | null {
  return SLUG_PATTERN.test(value)
    ? null
    : `${what} "${value}" is not valid: use lowercase letters (a-z) and digits, words joined by single hyphens (e.g. mvp-checklist)`;
}

/**
 * The options from the command line, or the message to show. The key is also the default
 * language's slug (keys are English words); another language's is `--<lang>-slug`, by default the
 * key too, since only the writer can put the title into that language's words.
 */
export function parseArgs(args: readonly string[]): NewPostOptions | string {
  const positional: string[] = [];
  const given: Partial<Record<Lang, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const option = slugLangs.find((lang) => arg === slugOption(lang) || arg.startsWith(`${slugOption(lang)}=`));
    if (option) {
      const value = arg === slugOption(option) ? args[++i] : arg.slice(slugOption(option).length + 1);
      if (value === undefined) return `${slugOption(option)} needs a value.\n${usage}`;
      given[option] = value;
    } else if (arg.startsWith("-")) {
      return `Unknown option ${arg}.\n${usage}`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) return `Give exactly one key.\n${usage}`;
  const key = positional[0]!;
  const problem =
    slugProblem("The key", key) ??
    slugLangs.map((lang) => given[lang] && slugProblem(`The ${languageName(lang)} slug`, given[lang])).find(Boolean);
  if (problem) return problem;
  return { key, slugs: perLang((lang) => given[lang] ?? key), given: slugLangs.filter((lang) => given[lang] !== undefined) };
}

/** A language's name in the messages, which are in English: "Spanish" for es. */
const englishNames = new Intl.DisplayNames(["en"], { type: "language" });
const languageName = (lang: Lang): string => englishNames.of(lang) ?? lang;

/** A local calendar day, YYYY-MM-DD: the day the writer runs the command. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The content of index.<lang>.mdx: frontmatter with the facts known now, and an empty body. */
export function postFileText(options: NewPostOptions, lang: Lang, day: string, byline: string): string {
  const language = languageName(lang);
  return [
    "---",
    `key: ${options.key}`,
    `slug: ${options.slugs[lang]}`,
    `title: "" # in ${language}: the heading, the card and the browser tab`,
    `excerpt: "" # in ${language}: one or two sentences for the card, the meta description and the feed`,
    `date: ${day}`,
    "author:",
    `  name: "${byline}"`,
    "  avatar: ../../images/brand/team-avatar.png",
    "categories: [] # ids from content/blog/categories.json, the same in both files",
    "cover: ./cover.png",
    `coverAlt: "" # in ${language}: what the cover shows`,
    "draft: true # delete this line from both files to publish",
    "---",
    "",
  ].join("\n");
}

/** The files to create, relative to the content directory, signed with the team's byline in each language. */
export function postFiles(options: NewPostOptions, day: string, bylines: Record<Lang, string>): { path: string; text: string }[] {
  return langs.map((lang) => ({ path: `blog/${options.key}/index.${lang}.mdx`, text: postFileText(options, lang, day, bylines[lang]) }));
}

/** The article's address in one language: /en/blog/<slug>/. */
export const articlePath = (options: NewPostOptions, lang: Lang): string => postPath({ slug: options.slugs[lang] }, lang);

/** What to do after the files exist. */
export function nextSteps(options: NewPostOptions): string {
  const folder = `content/blog/${options.key}`;
  const preview = (lang: Lang) => `http://localhost:8000${articlePath(options, lang)}`;
  const steps = [
    `Add the cover, 1600 × 900 px: ${folder}/cover.png (or ${langs.map((lang) => `cover.${lang}.png`).join(" and ")} when the picture contains text; then change "cover" in each file).`,
    'Fill "title", "excerpt" and "coverAlt" in both files; the build names each one left empty.',
    'Put category ids in "categories", the same in both files: the ids are listed in content/blog/categories.json.',
    ...slugLangs
      .filter((lang) => !options.given.includes(lang))
      .map((lang) => {
        const name = languageName(lang);
        return `The ${name} address uses the key (${articlePath(options, lang)}): give it ${name} words in "slug" in index.${lang}.mdx, e.g. what the ${name} title says.`;
      }),
    "Write the body below the frontmatter of each file. Pictures go in the folder and in the text as ![what the picture shows](./picture.png).",
    `When both files say the same, mark them: npm run translations -- mark ${folder}/index.${defaultLang}.mdx. From then on, a change to one file flags the other until it is brought in line and marked again.`,
    `Preview with npm run develop: ${langs.map(preview).join(" and ")} (a draft shows only there).`,
    'To publish, delete the line "draft: true" from both files.',
  ];
  const created = langs.map((lang, i) => (i === 0 ? `${folder}/index.${lang}.mdx` : `index.${lang}.mdx`));
  const listed = `${created.slice(0, -1).join(", ")} and ${created[created.length - 1]}`;
  return [`Created ${listed} (a draft).`, "Next:", ...steps.map((step, i) => `  ${i + 1}. ${step}`)].join("\n");
}
