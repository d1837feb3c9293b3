import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isLang, langs, type Lang } from "../i18n/languages";
import { contentDir as siteContentDir } from "../config/content-dir";
import { isRecord } from "../node/content/content-schema";
import { filesUnder } from "../node/hosting/html-files";
import { unifiedDiff } from "./line-diff";

/**
 * Translation freshness: content/translations.json records, for each content file that exists in
 * more than one language, the git blob id of each counterpart as it was when they were last in
 * sync, so that what changed since can be read back (`git cat-file blob <id>`). Paths are relative
 * to the content directory, with "/" separators: blog/<key>/index.en.mdx, en/pages/blog.json.
 */

/** The content directory the build reads (SITE_CONTENT_DIR when set). */
const CONTENT_DIR = siteContentDir();

/** The index, in the content directory. */
export const INDEX_FILE = "translations.json";

/** For each file, by counterpart language, the blob id of the counterpart it was last in sync with. */
export type TranslationIndex = Record<string, Partial<Record<Lang, string>>>;

/** How messages name a file: as it is in the repository. */
export const shown = (relativePath: string): string => `content/${relativePath}`;

/** Git's id of a file's content: SHA-1 of "blob <byte length>\0" and the bytes. */
export function blobId(content: Buffer | string): string {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  return createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
}

/** A file's language and its path in any language, or null when it has no versions in other languages. */
export function translatableFile(relativePath: string): { lang: Lang; pathIn: (lang: Lang) => string } | null {
  const post = /^blog\/([^/]+)\/index\.([^./]+)\.mdx$/.exec(relativePath);
  if (post && isLang(post[2])) {
    const key = post[1]!;
    return { lang: post[2], pathIn: (lang) => `blog/${key}/index.${lang}.mdx` };
  }
  const [first, ...rest] = relativePath.split("/");
  if (isLang(first) && rest.length > 0 && relativePath.endsWith(".json")) {
    return { lang: first, pathIn: (lang) => [lang, ...rest].join("/") };
  }
  return null;
}

/** The versions of a file in the other languages that exist, by language. */
export function counterparts(contentDir: string, relativePath: string): Partial<Record<Lang, string>> {
  const file = translatableFile(relativePath);
  if (!file) return {};
  return Object.fromEntries(
    langs
      .filter((lang) => lang !== file.lang && fs.existsSync(path.join(contentDir, file.pathIn(lang))))
      .map((lang) => [lang, file.pathIn(lang)]),
  );
}

const hasCounterparts = (contentDir: string, relativePath: string): boolean =>
  Object.keys(counterparts(contentDir, relativePath)).length > 0;

/** Every file of the content directory that exists in more than one language, sorted. */
export function translatedFiles(contentDir: string): string[] {
  return ["blog", ...langs]
    .flatMap((dir) => filesUnder(path.join(contentDir, dir)))
    .map((file) => path.relative(contentDir, file).split(path.sep).join("/"))
    .filter((file) => translatableFile(file) && hasCounterparts(contentDir, file))
    .sort();
}

const currentBlob = (contentDir: string, relativePath: string): string => blobId(fs.readFileSync(path.join(contentDir, relativePath)));

/** The index as stored; an empty one when there is none yet. Throws, naming the file, on a malformed one. */
export function readIndex(contentDir: string): TranslationIndex {
  const file = path.join(contentDir, INDEX_FILE);
  if (!fs.existsSync(file)) return {};
  const bad = (why: string) => new Error(`${shown(INDEX_FILE)} ${why}`);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw bad(`is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRecord(data)) throw bad("must be an object of files");
  for (const [name, entry] of Object.entries(data)) {
    if (!isRecord(entry)) throw bad(`: "${name}" must be an object of languages`);
    for (const [lang, id] of Object.entries(entry)) {
      if (!isLang(lang)) throw bad(`: "${name}" names "${lang}", which is not a language of the site (${langs.join(", ")})`);
      if (typeof id !== "string" || !/^[0-9a-f]{40}$/.test(id)) throw bad(`: "${name}.${lang}" must be a git blob id (40 hex digits)`);
    }
  }
  return data as TranslationIndex;
}

/** The index as written: keys sorted at both levels, two-space JSON, a final newline, so diffs stay small. */
export function serializeIndex(index: TranslationIndex): string {
  const sorted = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  const files = Object.entries(index).map(([file, entry]) => [file, sorted(entry)] as const);
  return `${JSON.stringify(sorted(Object.fromEntries(files)), null, 2)}\n`;
}

/** Records of the index that name a file that no longer exists (or no longer has that counterpart). */
export function staleRecords(contentDir: string, index: TranslationIndex): { file: string; lang?: Lang }[] {
  return Object.keys(index)
    .sort()
    .flatMap((file) => {
      if (!fs.existsSync(path.join(contentDir, file)) || !translatableFile(file)) return [{ file }];
      const existing = counterparts(contentDir, file);
      return (Object.keys(index[file]!) as Lang[]).filter((lang) => !existing[lang]).map((lang) => ({ file, lang }));
    });
}

/**
 * What is out of date about one file: counterparts changed since (with the blob id recorded when
 * they were last in sync), and counterparts never recorded (the file was never marked in sync with them).
 */
export interface FileFreshness {
  file: string;
  changed: { counterpart: string; recorded: string }[];
  unrecorded: string[];
}

/** One file's freshness against the index; null when it is in sync with every counterpart. */
export function fileFreshness(contentDir: string, index: TranslationIndex, relativePath: string): FileFreshness | null {
  const entry = index[relativePath] ?? {};
  const changed: FileFreshness["changed"] = [];
  const unrecorded: string[] = [];
  for (const [lang, counterpart] of Object.entries(counterparts(contentDir, relativePath)) as [Lang, string][]) {
    const recorded = entry[lang];
    if (recorded === undefined) unrecorded.push(counterpart);
    else if (recorded !== currentBlob(contentDir, counterpart)) changed.push({ counterpart, recorded });
  }
  return changed.length > 0 || unrecorded.length > 0 ? { file: relativePath, changed, unrecorded } : null;
}

/** How many files exist in more than one language, those out of date, and the index's records of files gone. */
export function checkTranslations(contentDir: string = CONTENT_DIR) {
  const index = readIndex(contentDir);
  const files = translatedFiles(contentDir);
  const outdated = files.flatMap((file) => fileFreshness(contentDir, index, file) ?? []);
  return { checked: files.length, outdated, stale: staleRecords(contentDir, index) };
}

/**
 * Whether a file is out of date (a counterpart changed since, or never marked). For gatsby develop's
 * badge: a malformed index counts as nothing known, since the build's warnings already name it.
 */
export function isOutdatedTranslation(contentDir: string, relativePath: string): boolean {
  try {
    return fileFreshness(contentDir, readIndex(contentDir), relativePath) !== null;
  } catch {
    return false;
  }
}

/** A blob's text from the git repository the content directory is in, or null when git does not have it. */
export function gitBlobText(contentDir: string, id: string): string | null {
  try {
    return execFileSync("git", ["cat-file", "blob", id], {
      cwd: contentDir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

/** How messages indent the changed lines under the file they belong to. */
const INDENT = "    ";

/** The message about one out-of-date file: each changed counterpart with its changed lines, each counterpart never recorded. */
export function describeFreshness(contentDir: string, freshness: FileFreshness): string {
  const lines: string[] = [];
  for (const change of freshness.changed) {
    const intro = `${shown(freshness.file)} is outdated: ${shown(change.counterpart)} changed since they were last in sync`;
    const before = gitBlobText(contentDir, change.recorded);
    if (before === null) {
      lines.push(
        `${intro}. The version they were in sync with (blob ${change.recorded.slice(0, 10)}) is not in the git history, so the changed lines cannot be shown: compare with ${shown(change.counterpart)} as it is now.`,
      );
      continue;
    }
    const diff = unifiedDiff(before, fs.readFileSync(path.join(contentDir, change.counterpart), "utf8"));
    if (diff.length === 0) lines.push(`${intro}, only in its line endings or final newline.`);
    else lines.push(`${intro}; the changed lines:`, ...diff.map((line) => `${INDENT}${line}`));
  }
  for (const counterpart of freshness.unrecorded) {
    lines.push(`${shown(freshness.file)} was never marked: nothing records which version of ${shown(counterpart)} it is in sync with.`);
  }
  return lines.join("\n");
}

/** The message about a record of a file gone. */
export const describeStale = ({ file, lang }: { file: string; lang?: Lang }): string =>
  lang
    ? `${shown(INDEX_FILE)} records, for ${shown(file)}, a version of ${shown(translatableFile(file)!.pathIn(lang))}, which no longer exists.`
    : `${shown(INDEX_FILE)} records ${shown(file)}, which no longer exists.`;

/**
 * The build's warnings: one per out-of-date file with its changed lines, one per record of a file
 * gone. A malformed index is one warning too: freshness never stops a build.
 */
export function translationWarnings(contentDir: string = CONTENT_DIR): string[] {
  let check: ReturnType<typeof checkTranslations>;
  try {
    check = checkTranslations(contentDir);
  } catch (error) {
    return [(error as Error).message];
  }
  const hint = "When they say the same again: npm run translations -- mark <file>.";
  return [
    ...check.outdated.map((freshness) => `${describeFreshness(contentDir, freshness)}\n${hint}`),
    ...check.stale.map((record) => `${describeStale(record)} Any npm run translations -- mark drops it.`),
  ];
}

/** A file as the writer names it (from the repository root, the content directory, or absolute): its path in the content directory, or the problem. */
export function resolveContentFile(contentDir: string, argument: string, cwd: string = process.cwd()): string | { problem: string } {
  const inContent = (absolute: string): string | null => {
    const relative = path.relative(contentDir, absolute);
    return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative.split(path.sep).join("/") : null;
  };
  const candidates = [
    inContent(path.resolve(cwd, argument)),
    argument.startsWith("content/") ? argument.slice("content/".length) : null,
    argument.split(path.sep).join("/"),
  ];
  const found = candidates.find(
    (relative) => relative && fs.existsSync(path.join(contentDir, relative)) && fs.statSync(path.join(contentDir, relative)).isFile(),
  );
  if (!found) return { problem: `${argument}: no such file in ${shown("")}` };
  if (!translatableFile(found)) {
    return {
      problem: `${shown(found)} is not a translatable content file: expected content/blog/<key>/index.<lang>.mdx or content/<lang>/<path>.json (languages: ${langs.join(", ")}).`,
    };
  }
  if (!hasCounterparts(contentDir, found)) {
    const file = translatableFile(found)!;
    const others = langs.filter((lang) => lang !== file.lang).map((lang) => shown(file.pathIn(lang)));
    return { problem: `${shown(found)} has no counterpart in another language: ${others.join(", ")} does not exist.` };
  }
  return found;
}

/**
 * Records each file as in sync with all its counterparts as they are now, both ways (so marking a
 * translation does not flag the file it was translated from), drops the records of files gone, and
 * writes the index; returns each file with the counterparts it is now in sync with, and the records
 * dropped. The files must be translatable files with counterparts (resolveContentFile).
 */
export function markTranslations(contentDir: string, files: readonly string[]) {
  const index = readIndex(contentDir);
  const marked = files.map((file) => {
    const others = counterparts(contentDir, file);
    const fileLang = translatableFile(file)!.lang;
    for (const [lang, counterpart] of Object.entries(others) as [Lang, string][]) {
      index[file] = { ...index[file], [lang]: currentBlob(contentDir, counterpart) };
      index[counterpart] = { ...index[counterpart], [fileLang]: currentBlob(contentDir, file) };
    }
    return { file, counterparts: Object.values(others) };
  });
  const dropped = staleRecords(contentDir, index);
  for (const { file, lang } of dropped) {
    if (lang) delete index[file]![lang];
    if (!lang || Object.keys(index[file]!).length === 0) delete index[file];
  }
  fs.writeFileSync(path.join(contentDir, INDEX_FILE), serializeIndex(index));
  return { marked, dropped };
}
