import fs from "node:fs";
import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { contentDir } from "../../config/content-dir";
import { isLang, langs, type Lang } from "../../i18n/languages";
import { routes } from "../../i18n/routes";
import { INDEX_FILE as TRANSLATION_INDEX } from "../../writing/translation-freshness";
import { missingKeys, parseObject, toInterfaceSDL, toSDL, validateObject, problemText, type ObjectType } from "./content-schema";
import { filesUnder } from "../hosting/html-files";
import { termProblemsInJson } from "./preferred-terms";
import { typesetCopy } from "./typeset";
import {
  contentNodeFields,
  LayoutContent,
  pageFields,
  pageNodeFields,
  pageTypes,
  ProjectsContent,
  ServicePageContent,
  TeamContent,
} from "./content-types";

export const CONTENT_DIR = contentDir();

/** A file of the content folder as messages name it: content/blog/<key>/index.<lang>.mdx. */
export const shownFile = (absolutePath: string, contentDir = CONTENT_DIR): string =>
  ["content", ...path.relative(contentDir, absolutePath).split(path.sep)].join("/");

export interface ContentFileKind {
  lang: Lang;
  type: ObjectType;
  /** The route key, for page content. */
  route?: string;
}

/** Files with one node per language that are not pages. */
const sharedFiles: Readonly<Record<string, ObjectType>> = {
  "layout.json": LayoutContent,
  "projects.json": ProjectsContent,
  "team.json": TeamContent,
};

/** What a JSON file under content/ holds, from its path: en/layout.json, es/pages/contact.json. */
export function contentFileKind(relativePath: string): ContentFileKind | string {
  const [lang, ...rest] = relativePath.split("/");
  if (!isLang(lang)) return `JSON content must live under content/${langs.join("/ or content/")}/`;
  const inner = rest.join("/");
  const shared = sharedFiles[inner];
  if (shared) return { lang, type: shared };
  const page = /^pages\/([a-z0-9-]+)\.json$/.exec(inner);
  const def = page && routes.find((r) => r.key === page[1]);
  if (def) return { lang, type: pageTypes[def.template], route: def.key };
  return `is not a known content file: expected ${Object.keys(sharedFiles).join(", ")} or pages/<route key>.json with a route key of src/i18n/routes.ts`;
}

/** The JSON files every language must have: layout and one per static page. */
export function expectedContentFiles(): string[] {
  return [...Object.keys(sharedFiles), ...routes.map((r) => `pages/${r.key}.json`)];
}

export function readJson(file: string): unknown {
  const text = fs.readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * Every problem of one content file: shape, images, banned term variants (preferred-terms.ts),
 * and keys that its counterpart in each other language lacks. Each message names the file and
 * the key. A key (or a file) missing in one language is reported once, by the first language in
 * the registry's order that has it, however many languages have it.
 */
export function contentProblems(relativePath: string, data: unknown, contentDir = CONTENT_DIR): string[] {
  const shown = `content/${relativePath}`;
  const kind = contentFileKind(relativePath);
  if (typeof kind === "string") return [`${shown} ${kind}`];
  const dir = path.dirname(path.join(contentDir, relativePath));
  const problems = validateObject(data, kind.type, "", {
    imageExists: (image) => fs.existsSync(path.resolve(dir, image)),
  }).map((p) => `${shown}: ${problemText(p)}`);
  problems.push(...termProblemsInJson(data, kind.lang).map((p) => `${shown}: ${problemText(p)}`));
  const others = langs
    .filter((lang) => lang !== kind.lang)
    .map((lang) => {
      const relative = [lang, ...relativePath.split("/").slice(1)].join("/");
      const file = path.join(contentDir, relative);
      // null: the file is missing, so it lacks every key.
      return { lang, relative, lacks: fs.existsSync(file) ? new Set(missingKeys(data, readJson(file))) : null };
    });
  const before = others.filter((other) => langs.indexOf(other.lang) < langs.indexOf(kind.lang));
  // Whether an earlier language, other than the one that lacks it, has the key: that one reports it.
  const reportedEarlier = (lacking: Lang, key: string | null): boolean =>
    before.some((other) => other.lang !== lacking && other.lacks !== null && (key === null || !other.lacks.has(key)));
  const counterparts = others.flatMap(({ lang, relative, lacks }) => {
    if (lacks === null) return reportedEarlier(lang, null) ? [] : [`${shown} has no counterpart: content/${relative} is missing`];
    return [...lacks]
      .filter((key) => !reportedEarlier(lang, key))
      .map((key) => `content/${relative}: "${key}" is missing (it is in ${shown})`);
  });
  return [...problems, ...counterparts];
}

/**
 * Every problem of every JSON content file, read from disk: run on each build, so that a warm
 * cache (which skips unchanged files) never hides one.
 */
export function allContentProblems(contentDir = CONTENT_DIR): string[] {
  const files = langs
    .flatMap((lang) => filesUnder(path.join(contentDir, lang)))
    .filter((file) => file.endsWith(".json"))
    .map((file) => path.relative(contentDir, file).split(path.sep).join("/"));
  const problems = files.flatMap((relative) => {
    try {
      return contentProblems(relative, readJson(path.join(contentDir, relative)), contentDir);
    } catch (error) {
      return [(error as Error).message];
    }
  });
  return [...missingContentFiles(contentDir), ...problems, ...projectChoiceProblems(contentDir)];
}

/**
 * Service pages name the projects their carousel shows by id: each id must be a project of the
 * same language's projects.json, and none may be named twice. A file that is not valid is left to
 * contentProblems, which reports it.
 */
export function projectChoiceProblems(contentDir = CONTENT_DIR): string[] {
  const parsed = <T extends ObjectType>(relative: string, type: T) => {
    const file = path.join(contentDir, relative);
    if (!fs.existsSync(file)) return null;
    const result = parseObject(readJson(file), type, "", {
      imageExists: (image) => fs.existsSync(path.resolve(path.dirname(file), image)),
    });
    return result.ok ? result.value : null;
  };
  return langs.flatMap((lang) => {
    const projects = parsed(`${lang}/projects.json`, ProjectsContent);
    if (!projects) return [];
    const known = projects.items.flatMap((project) => (project.id ? [project.id] : []));
    return routes
      .filter((route) => route.template === "service")
      .flatMap((route) => {
        const name = `${lang}/pages/${route.key}.json`;
        const chosen = parsed(name, ServicePageContent)?.portfolio?.projects ?? [];
        return chosen.flatMap((id, i) => {
          const at = `content/${name}: "portfolio.projects[${i}]"`;
          if (!known.includes(id))
            return [`${at} is ${JSON.stringify(id)}, not a project id of content/${lang}/projects.json (${known.join(", ")})`];
          return chosen.indexOf(id) < i ? [`${at} names ${JSON.stringify(id)} again`] : [];
        });
      });
  });
}

/** Files that should exist and do not, in either language. */
export function missingContentFiles(contentDir = CONTENT_DIR): string[] {
  return langs.flatMap((lang) =>
    expectedContentFiles()
      .filter((file) => !fs.existsSync(path.join(contentDir, lang, file)))
      .map((file) => `content/${lang}/${file} is missing`),
  );
}

export const contentTypeDefs = (): string =>
  [
    toInterfaceSDL("PageContent", "Fields every page's content has: head tags, breadcrumb label, hero.", {
      ...pageNodeFields,
      ...pageFields,
    }),
    toSDL(
      Object.values(sharedFiles).map((type) => ({ type })),
      contentNodeFields,
    ),
    toSDL(
      [...new Set(Object.values(pageTypes))].map((type) => ({ type, interfaces: ["PageContent"] })),
      pageNodeFields,
    ),
  ].join("\n\n");

/**
 * Makes a node of `type` with `fields`, a child of `parent` (an edit in gatsby develop makes it
 * again). The node is stored at once; the promise is the onCreateNode run it starts, which Gatsby
 * tracks (its own transformers do not await it either).
 */
export function createChildNode(
  { actions, createContentDigest }: Pick<CreateNodeArgs, "actions" | "createContentDigest">,
  parent: Node,
  id: string,
  type: string,
  fields: Record<string, unknown>,
): void {
  const child = { ...fields, id, parent: parent.id, children: [], internal: { type, contentDigest: createContentDigest(fields) } };
  void actions.createNode(child);
  actions.createParentChildLink({ parent, child });
}

type FileNode = Node & { sourceInstanceName?: string; extension?: string; relativePath?: string; absolutePath?: string };

export function onCreateContentNode(args: CreateNodeArgs): void {
  // Gatsby types a node by its internals only: a File node's own fields are read as optional.
  const file: FileNode = args.node;
  if (file.internal.type !== "File" || file.sourceInstanceName !== "content" || file.extension !== "json") return;
  const { relativePath, absolutePath } = file;
  // The blog's categories are read from disk by src/node/blog/blog-categories.ts, with their own checks,
  // and the translation index by src/writing/translation-freshness.ts: neither is page copy.
  if (!relativePath || !absolutePath || relativePath.startsWith("blog/") || relativePath === TRANSLATION_INDEX) return;
  const data = readJson(absolutePath);
  const problems = contentProblems(relativePath, data);
  const kind = contentFileKind(relativePath);
  if (problems.length > 0 || typeof kind === "string" || typeof data !== "object" || data === null) {
    // The build already stopped in onPreBootstrap; this is gatsby develop, after an edit.
    args.reporter.error(`Content error${problems.length > 1 ? "s" : ""}:\n  ${problems.join("\n  ")}`);
    return;
  }
  const fields = { ...typesetCopy(data), lang: kind.lang, ...(kind.route ? { route: kind.route } : {}) };
  // The id from the File node, not the path in content/: a build from another content folder
  // (SITE_CONTENT_DIR) makes other File nodes, and a child id they shared with the last build's
  // File nodes was deleted with those, leaving the site without its copy.
  createChildNode(args, file, args.createNodeId(`content ${file.id}`), kind.type.name, fields);
}
