import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parseFrontmatter } from "../../../src/node/blog/blog";
import { langs } from "../../../src/i18n/languages";
import { localDay } from "../../../src/writing/post-template";
import { blobId, checkTranslations, readIndex } from "../../../src/writing/translation-freshness";
import { tempDirEach } from "../node/temp-dir";

/** `npm run new-post` as a real process, against a temporary content directory. */

const REPO_ROOT = path.resolve(__dirname, "../../..");

const contentDir = tempDirEach("new-post-");
beforeEach(() => {
  // What every post file names besides its own pictures: the team's avatar.
  fs.mkdirSync(path.join(contentDir(), "images/brand"), { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, "content/images/brand/team-avatar.png"), path.join(contentDir(), "images/brand/team-avatar.png"));
});

function newPost(...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "src/writing/new-post.ts", ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, NEW_POST_CONTENT_DIR: contentDir() },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

const postFile = (key: string, lang: string) => path.join(contentDir(), "blog", key, `index.${lang}.mdx`);

function problemsOf(file: string): string[] {
  return parseFrontmatter(file, matter(fs.readFileSync(file, "utf8")).data).problems;
}

it("creates both files: a dated draft that the build refuses until the copy and the cover are there, and accepts then", () => {
  const day = localDay(new Date());
  const run = newPost("mvp-checklist", "--es-slug", "lista-mvp");
  expect(run).toMatchObject({ code: 0, err: "" });
  expect(run.out).toContain("Created content/blog/mvp-checklist/index.en.mdx and index.es.mdx (a draft).");
  expect(run.out).toContain("http://localhost:8000/es/blog/lista-mvp/");

  for (const lang of langs) {
    const file = postFile("mvp-checklist", lang);
    const { data } = matter(fs.readFileSync(file, "utf8"));
    expect(data).toMatchObject({ key: "mvp-checklist", slug: lang === "en" ? "mvp-checklist" : "lista-mvp", draft: true, categories: [] });
    expect((data.date as Date).toISOString().slice(0, 10)).toBe(day);
    expect(problemsOf(file)).toEqual([
      expect.stringMatching(/index\.\w\w\.mdx: "title" must not be empty$/),
      expect.stringMatching(/index\.\w\w\.mdx: "excerpt" must not be empty$/),
      expect.stringMatching(/index\.\w\w\.mdx: "cover" names an image that does not exist: "\.\/cover\.png"$/),
      expect.stringMatching(/index\.\w\w\.mdx: "coverAlt" must not be empty$/),
    ]);
  }

  // The writer's part: the copy and the cover.
  fs.copyFileSync(
    path.join(REPO_ROOT, "content/blog/what-is-a-startup/cover.png"),
    path.join(contentDir(), "blog/mvp-checklist/cover.png"),
  );
  for (const lang of langs) {
    const file = postFile("mvp-checklist", lang);
    const filled = fs
      .readFileSync(file, "utf8")
      .replace(/^title: ""/m, 'title: "The MVP checklist"')
      .replace(/^excerpt: ""/m, 'excerpt: "What an MVP needs before launch."')
      .replace(/^coverAlt: ""/m, 'coverAlt: "A checklist on a laptop screen"');
    fs.writeFileSync(file, filled);
    expect(problemsOf(file)).toEqual([]);
  }
});

it("marks the two new files in sync with each other, so that a change to one flags the other", () => {
  expect(newPost("mvp-checklist", "--es-slug", "lista-mvp").code).toBe(0);
  const en = "blog/mvp-checklist/index.en.mdx";
  const es = "blog/mvp-checklist/index.es.mdx";
  const version = (relative: string) => blobId(fs.readFileSync(path.join(contentDir(), relative)));
  expect(readIndex(contentDir())).toEqual({ [en]: { es: version(es) }, [es]: { en: version(en) } });
  expect(checkTranslations(contentDir()).outdated).toEqual([]);

  fs.appendFileSync(postFile("mvp-checklist", "en"), "The first paragraph.\n");
  expect(checkTranslations(contentDir()).outdated.map((file) => file.file)).toEqual([es]);
});

it("refuses a key that already has a folder, and leaves it as it was", () => {
  expect(newPost("mvp-checklist").code).toBe(0);
  fs.writeFileSync(postFile("mvp-checklist", "en"), "written by the writer");
  const again = newPost("mvp-checklist");
  expect(again).toMatchObject({ code: 1, out: "" });
  expect(again.err).toContain("content/blog/mvp-checklist/ already exists: choose another key.");
  expect(fs.readFileSync(postFile("mvp-checklist", "en"), "utf8")).toBe("written by the writer");
});

it("refuses a slug another post uses, naming that post", () => {
  expect(newPost("mvp-checklist", "--es-slug", "lista-mvp").code).toBe(0);
  const clash = newPost("launch-list", "--es-slug", "lista-mvp");
  expect(clash).toMatchObject({ code: 1, out: "" });
  expect(clash.err).toContain('The slug "lista-mvp" is already used by content/blog/mvp-checklist/index.es.mdx');
  expect(fs.existsSync(path.join(contentDir(), "blog/launch-list"))).toBe(false);
});

it("refuses a bad key with what a key looks like, creating nothing", () => {
  const bad = newPost("MVP Checklist");
  expect(bad).toMatchObject({ code: 1, out: "" });
  expect(bad.err).toContain('The key "MVP Checklist" is not valid: use lowercase letters (a-z) and digits');
  expect(fs.readdirSync(contentDir())).toEqual(["images"]);
});

it("signs the new post, in each language, as the newest post in that language is signed, and with the brand when there is none", () => {
  expect(newPost("first-post")).toMatchObject({ code: 0 });
  for (const lang of langs) {
    expect(matter(fs.readFileSync(postFile("first-post", lang), "utf8")).data.author).toMatchObject({ name: "Brisa Software" });
  }
  const sign = (key: string, date: string, names: Record<string, string>) => {
    for (const [lang, name] of Object.entries(names)) {
      const file = postFile(key, lang);
      const post = matter(fs.readFileSync(file, "utf8"));
      fs.writeFileSync(
        file,
        matter.stringify(post.content, { ...post.data, date: new Date(`${date}T00:00:00Z`), author: { ...post.data.author, name } }),
      );
    }
  };
  sign("first-post", "2026-01-10", { en: "Brisa Software Team", es: "Equipo de Brisa Software" });
  expect(newPost("older-post", "--es-slug", "articulo-antiguo")).toMatchObject({ code: 0 });
  sign("older-post", "2025-06-01", { en: "Ana", es: "Ana" });
  expect(newPost("next-post", "--es-slug", "siguiente-articulo")).toMatchObject({ code: 0 });
  expect(matter(fs.readFileSync(postFile("next-post", "en"), "utf8")).data.author).toMatchObject({ name: "Brisa Software Team" });
  expect(matter(fs.readFileSync(postFile("next-post", "es"), "utf8")).data.author).toMatchObject({ name: "Equipo de Brisa Software" });
});
