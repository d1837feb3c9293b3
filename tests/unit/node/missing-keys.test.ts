/**
 * A third language that lacks copy does not build. With Brazilian Portuguese registered (en, es,
 * pt-br: a code of more than two letters) and its content made from the English files less four
 * keys, the content check names each key with its file, once, by the first language in the
 * registry's order that has it; and gatsby-node's onPreBootstrap, which runs before anything is
 * built, stops the build with them. Its files are recognised by the registry's own rule (isLang),
 * not a pattern of two letters. The modules are loaded afresh on the changed registry (the unit
 * set-up has loaded the real one), reading a copy of content/ in a temporary folder
 * (SITE_CONTENT_DIR, read when the modules load).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Reporter } from "gatsby";

type SourceContent = typeof import("../../../src/node/content/source-content");
type GatsbyNodeApi = typeof import("../../../gatsby-node");
type Blog = typeof import("../../../src/node/blog/blog");
type Freshness = typeof import("../../../src/writing/translation-freshness");

const REGISTRY = "../../../src/i18n/language-registry.json";
const WORDS = "../../../src/i18n/language-words.json";
const BLOG = "../../../src/node/blog/blog";
const BRAND_FONTS = "../../../src/node/pages/brand-font-files";
const FRESHNESS = "../../../src/writing/translation-freshness";

const LANG = "pt-br";

/** The keys removed from the third language's copy of the English files: [file under content/<lang>/, dotted key]. */
const REMOVED = [
  ["layout.json", "header.openMenu"],
  ["layout.json", "footer.blurb"],
  ["pages/about.json", "story"],
  ["pages/seo.json", "hero.title"],
] as const;

const readJson = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
const writeJson = (file: string, data: unknown): void => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

function removeKey(file: string, dotted: string): void {
  const data = readJson(file);
  const keys = dotted.split(".");
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((value, key) => value[key] as Record<string, unknown>, data);
  if (!(last in parent)) throw new Error(`no key "${dotted}" in ${file}`);
  delete parent[last];
  writeJson(file, data);
}

/** A copy of content/ with the third language made from the English files (and its blog categories), less REMOVED. */
function contentWithThird(contentDir: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-third-"));
  fs.cpSync(contentDir, dir, { recursive: true });
  fs.cpSync(path.join(dir, "en"), path.join(dir, LANG), { recursive: true });
  for (const [file, key] of REMOVED) removeKey(path.join(dir, LANG, file), key);
  const categoriesFile = path.join(dir, "blog/categories.json");
  const categories = readJson(categoriesFile) as { categories: Record<string, unknown>[] };
  for (const category of categories.categories) category[LANG] = category.en;
  writeJson(categoriesFile, categories);
  return dir;
}

/** Loads `load` afresh with the third language registered after English and Spanish, reading content from `contentDir`. */
function withThird<T>(contentDir: string, load: () => T): T {
  const previous = process.env.SITE_CONTENT_DIR;
  process.env.SITE_CONTENT_DIR = contentDir;
  try {
    jest.resetModules();
    jest.doMock(REGISTRY, () => {
      const actual = jest.requireActual<{ languages: Record<string, { locale: string }> }>(REGISTRY);
      return { ...actual, languages: { ...actual.languages, [LANG]: { ...actual.languages.en, locale: "pt-BR" } } };
    });
    jest.doMock(WORDS, () => {
      const actual = jest.requireActual<Record<string, unknown>>(WORDS);
      return { ...actual, [LANG]: actual.en };
    });
    return load();
  } finally {
    if (previous === undefined) delete process.env.SITE_CONTENT_DIR;
    else process.env.SITE_CONTENT_DIR = previous;
  }
}

const missingLine = (lang: string, file: string, key: string, from: string) =>
  `content/${lang}/${file}: "${key}" is missing (it is in content/${from}/${file})`;

describe("a third language that lacks copy", () => {
  let dir: string;
  beforeEach(() => {
    dir = contentWithThird(jest.requireActual<SourceContent>("../../../src/node/content/source-content").CONTENT_DIR);
  });
  afterEach(() => {
    jest.resetModules();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("has every missing key listed with its file, once, by the first language that has it", () => {
    const { allContentProblems, CONTENT_DIR } = withThird(dir, () =>
      jest.requireActual<SourceContent>("../../../src/node/content/source-content"),
    );
    expect(CONTENT_DIR).toBe(dir);
    const problems = allContentProblems(dir);
    for (const [file, key] of REMOVED) {
      const naming = problems.filter((p) => p.startsWith(`content/${LANG}/${file}: "${key}" is missing (it is in`));
      // English comes first in the registry: Spanish, which has the key too, does not report it again.
      expect(naming).toEqual([missingLine(LANG, file, key, "en")]);
    }
    // And nothing else, but each key's own check in the third language's file where the schema requires it.
    expect(problems.filter((p) => !/ is required but missing$/.test(p))).toEqual(
      REMOVED.map(([file, key]) => missingLine(LANG, file, key, "en")),
    );
    for (const problem of problems)
      expect(REMOVED.some(([file, key]) => problem.startsWith(`content/${LANG}/${file}: "${key}" `))).toBe(true);
  });

  it("has a key only English lacks reported by Spanish, the first language that has it, and not again by the third", () => {
    removeKey(path.join(dir, "en/layout.json"), "header.startProject");
    const { allContentProblems } = withThird(dir, () => jest.requireActual<SourceContent>("../../../src/node/content/source-content"));
    expect(allContentProblems(dir).filter((p) => p.includes('"header.startProject" is missing (it is in'))).toEqual([
      missingLine("en", "layout.json", "header.startProject", "es"),
    ]);
  });

  it("has its post files and their counterparts recognised, and no language the registry lacks", () => {
    const { postFileLang } = withThird(dir, () => jest.requireActual<Blog>(BLOG));
    const { translatableFile } = withThird(dir, () => jest.requireActual<Freshness>(FRESHNESS));
    expect(postFileLang(`index.${LANG}.mdx`)).toBe(LANG);
    expect(postFileLang("index.es.mdx")).toBe("es");
    expect(postFileLang("index.fr.mdx")).toBeNull();
    expect(postFileLang("index.mdx")).toBeNull();
    expect(translatableFile(`blog/what-is-a-startup/index.${LANG}.mdx`)?.pathIn("en")).toBe("blog/what-is-a-startup/index.en.mdx");
    expect(translatableFile("blog/what-is-a-startup/index.fr.mdx")).toBeNull();
  });

  it("stops the build before anything is built (gatsby-node's onPreBootstrap), listing every missing key", () => {
    const { onPreBootstrap } = withThird(dir, () => {
      // Its side effects on the checkout: the brand fonts copied to public/, and the picture scans kept in .cache/.
      jest.doMock(BRAND_FONTS, () => ({ copyBrandFonts: jest.fn() }));
      jest.doMock(BLOG, () => ({ ...jest.requireActual<object>(BLOG), allBodyImageProblems: () => [] }));
      return jest.requireActual<GatsbyNodeApi>("../../../gatsby-node");
    });
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() };
    (onPreBootstrap as (args: { reporter: Reporter }) => void)({ reporter: reporter as unknown as Reporter });

    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const [message] = reporter.panicOnBuild.mock.calls[0] as [string];
    const lines = message.split("\n");
    expect(lines[0]).toMatch(/^The content has \d+ errors:$/);
    for (const [file, key] of REMOVED) {
      expect(lines.filter((line) => line.includes(`content/${LANG}/${file}: "${key}" is missing`))).toEqual([
        `  ${missingLine(LANG, file, key, "en")}`,
      ]);
    }
  });
});
