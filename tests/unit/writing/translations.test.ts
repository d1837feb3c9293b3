import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import {
  blobId,
  INDEX_FILE,
  readIndex,
  serializeIndex,
  translationWarnings,
  type TranslationIndex,
} from "../../../src/writing/translation-freshness";
import { tempDirEach } from "../node/temp-dir";

/**
 * `npm run translations` as a real process, against a content directory inside a temporary git
 * repository (the changed lines are read from its history).
 */

const REPO_ROOT = path.resolve(__dirname, "../../..");

const repo = tempDirEach("translations-");
const contentDir = () => path.join(repo(), "content");

function git(...args: string[]): string {
  const run = spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", ...args], {
    cwd: repo(),
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`git ${args.join(" ")}: ${run.stderr}`);
  return run.stdout;
}

function translations(...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "src/writing/translations.ts", ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, SITE_CONTENT_DIR: contentDir() },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(contentDir(), relative)), { recursive: true });
  fs.writeFileSync(path.join(contentDir(), relative), text);
};
const read = (relative: string) => fs.readFileSync(path.join(contentDir(), relative), "utf8");

const post = (title: string, body: string) => `---\ntitle: "${title}"\n---\n\n## One\n\n${body}\n\n## Two\n\nThe end.\n`;
const EN = "blog/mvp-checklist/index.en.mdx";
const ES = "blog/mvp-checklist/index.es.mdx";

beforeEach(() => {
  write(EN, post("The MVP checklist", "What an MVP needs."));
  write(ES, post("La lista del MVP", "Lo que necesita un MVP."));
  write("en/pages/blog.json", '{\n  "title": "Blog"\n}\n');
  write("es/pages/blog.json", '{\n  "title": "Blog"\n}\n');
  // Not translatable: one file for every language.
  write("blog/categories.json", "{}\n");
  git("init", "-q");
  git("add", ".");
  git("commit", "-qm", "content");
});

it("lists every translated file as never marked until it is marked, and exits 1", () => {
  const run = translations();
  expect(run.code).toBe(1);
  expect(run.out).toContain(
    "content/blog/mvp-checklist/index.es.mdx was never marked: nothing records which version of content/blog/mvp-checklist/index.en.mdx it is in sync with.",
  );
  expect(run.out).toContain("content/en/pages/blog.json was never marked");
  expect(run.out).toContain("4 of 4 translated files need a look.");
  expect(run.out).not.toContain("categories.json");
});

it("marks both ways with git's blob ids, in a stable file, and then finds everything in sync", () => {
  const run = translations("mark", "content/blog/mvp-checklist/index.en.mdx", "en/pages/blog.json");
  expect(run).toMatchObject({ code: 0, err: "" });
  expect(run.out).toContain("content/blog/mvp-checklist/index.en.mdx is in sync with content/blog/mvp-checklist/index.es.mdx.");

  const hash = (relative: string) => git("hash-object", `content/${relative}`).trim();
  expect(blobId(fs.readFileSync(path.join(contentDir(), EN)))).toBe(hash(EN));
  expect(read(INDEX_FILE)).toBe(
    `${JSON.stringify(
      {
        [EN]: { es: hash(ES) },
        [ES]: { en: hash(EN) },
        "en/pages/blog.json": { es: hash("es/pages/blog.json") },
        "es/pages/blog.json": { en: hash("en/pages/blog.json") },
      },
      null,
      2,
    )}\n`,
  );
  expect(translations()).toMatchObject({ code: 0, out: "All 4 translated files are in sync with their counterparts.\n" });
});

it("lists the Spanish file with the English lines that changed, then the English one when the Spanish changes, until marked", () => {
  expect(translations("mark", EN, "en/pages/blog.json").code).toBe(0);
  write(EN, post("The MVP checklist", "What an MVP needs before launch."));

  const afterEnglish = translations();
  expect(afterEnglish.code).toBe(1);
  expect(afterEnglish.out).toContain(
    [
      "content/blog/mvp-checklist/index.es.mdx is outdated: content/blog/mvp-checklist/index.en.mdx changed since they were last in sync; the changed lines:",
      "    @@ -5,5 +5,5 @@",
      "     ## One",
      "     ",
      "    -What an MVP needs.",
      "    +What an MVP needs before launch.",
      "     ",
      "     ## Two",
    ].join("\n"),
  );
  expect(afterEnglish.out).not.toContain("content/blog/mvp-checklist/index.en.mdx is outdated");
  expect(afterEnglish.out).toContain("1 of 4 translated files needs a look.");

  // The translator brings the Spanish file in line and marks it: the English one is not flagged.
  write(ES, post("La lista del MVP", "Lo que necesita un MVP antes del lanzamiento."));
  expect(translations("mark", ES).code).toBe(0);
  expect(translations().code).toBe(0);

  // An edit of the Spanish file alone: now the English one may need it.
  git("add", ".");
  git("commit", "-qm", "translated");
  write(ES, post("La lista del MVP", "Lo que necesita un MVP antes de salir."));
  const afterSpanish = translations();
  expect(afterSpanish.code).toBe(1);
  expect(afterSpanish.out).toContain(
    "content/blog/mvp-checklist/index.en.mdx is outdated: content/blog/mvp-checklist/index.es.mdx changed since they were last in sync; the changed lines:",
  );
  expect(afterSpanish.out).toContain("    -Lo que necesita un MVP antes del lanzamiento.\n    +Lo que necesita un MVP antes de salir.");
  expect(afterSpanish.out).not.toContain("content/blog/mvp-checklist/index.es.mdx is outdated");

  expect(translations("mark", EN).code).toBe(0);
  expect(translations().code).toBe(0);
});

it("names the changed file plainly when the version it was in sync with is not in git", () => {
  write(EN, post("The MVP checklist", "Never committed."));
  expect(translations("mark", EN, "en/pages/blog.json").code).toBe(0);
  write(EN, post("The MVP checklist", "Changed again."));
  const run = translations();
  expect(run.code).toBe(1);
  expect(run.out).toContain(
    "content/blog/mvp-checklist/index.es.mdx is outdated: content/blog/mvp-checklist/index.en.mdx changed since they were last in sync. The version they were in sync with (blob ",
  );
  expect(run.out).toContain(
    ") is not in the git history, so the changed lines cannot be shown: compare with content/blog/mvp-checklist/index.en.mdx as it is now.",
  );
});

it("reports the records of files gone, and drops them at the next mark", () => {
  expect(translations("mark", EN, "en/pages/blog.json").code).toBe(0);
  fs.rmSync(path.join(contentDir(), "blog/mvp-checklist"), { recursive: true });
  const check = translations();
  expect(check.code).toBe(0);
  expect(check.out).toContain("content/translations.json records content/blog/mvp-checklist/index.en.mdx, which no longer exists.");
  expect(check.out).toContain("All 2 translated files are in sync with their counterparts.");

  const mark = translations("mark", "es/pages/blog.json");
  expect(mark.out).toContain("Dropped: content/translations.json records content/blog/mvp-checklist/index.es.mdx, which no longer exists.");
  expect(Object.keys(readIndex(contentDir()))).toEqual(["en/pages/blog.json", "es/pages/blog.json"]);
});

it("refuses to mark what is not a translated content file, naming it, and writes nothing", () => {
  write("en/pages/only-english.json", "{}\n");
  for (const [file, message] of [
    ["content/blog/categories.json", "content/blog/categories.json is not a translatable content file"],
    ["blog/mvp-checklist/cover.png", "blog/mvp-checklist/cover.png: no such file in content/"],
    [
      "en/pages/only-english.json",
      "content/en/pages/only-english.json has no counterpart in another language: content/es/pages/only-english.json does not exist.",
    ],
  ]) {
    const run = translations("mark", EN, file!);
    expect(run).toMatchObject({ code: 1, out: "" });
    expect(run.err).toContain(message);
  }
  expect(translations("mark")).toMatchObject({ code: 1, err: expect.stringContaining("Name the files to mark.") });
  expect(fs.existsSync(path.join(contentDir(), INDEX_FILE))).toBe(false);
});

describe("the build's warnings", () => {
  it("are one per outdated file, with its changed lines, and none when all is in sync", () => {
    expect(translations("mark", EN, "en/pages/blog.json").code).toBe(0);
    expect(translationWarnings(contentDir())).toEqual([]);
    write("en/pages/blog.json", '{\n  "title": "The blog"\n}\n');
    expect(translationWarnings(contentDir())).toEqual([
      [
        "content/es/pages/blog.json is outdated: content/en/pages/blog.json changed since they were last in sync; the changed lines:",
        "    @@ -1,3 +1,3 @@",
        "     {",
        '    -  "title": "Blog"',
        '    +  "title": "The blog"',
        "     }",
        "When they say the same again: npm run translations -- mark <file>.",
      ].join("\n"),
    ]);
  });

  it("name a malformed index instead of failing", () => {
    write(INDEX_FILE, "{ not json");
    expect(translationWarnings(contentDir())).toEqual([expect.stringMatching(/^content\/translations\.json is not valid JSON: /)]);
  });
});

it("writes the index sorted at both levels, two spaces, a final newline", () => {
  expect(serializeIndex({ "es/b.json": { en: "2" }, "en/b.json": { fr: "3", es: "1" } } as TranslationIndex)).toBe(
    '{\n  "en/b.json": {\n    "es": "1",\n    "fr": "3"\n  },\n  "es/b.json": {\n    "en": "2"\n  }\n}\n',
  );
});
