/**
 * The test fixture npm test builds once: a copy of the site with a third language, French, added
 * the way a team would add one: an entry in the language registry (src/i18n/language-registry.json,
 * its words for every route, and language-words.json) and its content, made here from the English
 * files (the copy is English text under the French paths: what is tested is the routing, not the
 * translation), marked in sync. Its content also has the blog posts of
 * tests/e2e-blog-fixture/posts.mjs (13 more, and a draft), in the three languages. Used by
 * scripts/test.sh; run by hand:
 *
 *   node tests/e2e-language-fixture/fixture.mjs tmp/language-fixture
 *   cd tmp/language-fixture && env $(cat ../../tests/e2e/analytics.env) npx gatsby build
 *
 * The copy lives inside the repository (tmp/, ignored), with a link to its node_modules. Its pictures
 * are shrunk to at most PICTURE_WIDTH pixels wide: what this build proves (routes, the switcher,
 * hreflang, the sitemap, redirects, the not-found page, the blog's list pages and drafts, a warm
 * build's edits) does not depend on them, the main build's tests check the pictures, and encoding
 * them at full size again, in a folder whose image jobs the main build's cache cannot serve, took
 * about 4.5 minutes of the 5.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { writePosts } from "../e2e-blog-fixture/posts.mjs";

export const LANG = "fr";

/** The registry entry of the third language: everything a language declares. */
export const FRENCH = {
  locale: "fr-FR",
  // The copy is English text: its figures are written the English way.
  numbers: { group: ",", decimal: "." },
  paths: {
    home: "",
    services: "prestations",
    "software-maintenance": "maintenance-logicielle",
    "web-development": "developpement-web",
    "mobile-development": "developpement-mobile",
    "custom-software": "logiciel-sur-mesure",
    "ai-agents": "agents-ia",
    seo: "referencement-seo",
    "our-work": "nos-realisations",
    nurdoc: "nurdoc",
    boathous: "boathous",
    almia: "almia",
    blog: "blog",
    about: "a-propos",
    contact: "contact",
    "contact-sent": "envoye",
    "contact-not-sent": "non-envoye",
    privacy: "politique-de-confidentialite",
  },
};

/** The third language's words (src/i18n/language-words.json). */
export const FRENCH_WORDS = {
  shortMonths: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  blogListPaths: { page: "page", category: "categorie" },
};

/** The one phrase the fixture translates: on the other languages' pages, the switcher's link to French says it. */
export const VIEW_THIS_PAGE = "Voir cette page en français";

/** What the copy needs to build and serve: the site, its content and static files, the server. */
const COPIED = [
  "src",
  "server",
  "content",
  "static",
  "netlify",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-ssr.tsx",
  "gatsby-browser.tsx",
  "tsconfig.json",
  "package.json",
];

/** The widest a picture of the copy is (see above); the widest of content/ is 2,160. */
export const PICTURE_WIDTH = 200;

async function shrinkPictures(dir) {
  for (const name of fs.readdirSync(dir, { recursive: true }).filter((file) => /\.(png|jpe?g)$/i.test(file))) {
    const file = path.join(dir, name);
    const smaller = await sharp(file).resize({ width: PICTURE_WIDTH, withoutEnlargement: true }).toBuffer();
    fs.writeFileSync(file, smaller);
  }
}

/** The French version of a content file: blog/<key>/index.fr.mdx, fr/<path>. */
function frenchOf(file) {
  const post = /^blog\/([^/]+)\/index\.[^./]+\.mdx$/.exec(file);
  return post ? `blog/${post[1]}/index.${LANG}.mdx` : `${LANG}/${file.split("/").slice(1).join("/")}`;
}

/**
 * Marks the French version of every file content/translations.json records as in sync with its
 * counterparts, with the copy's own `npm run translations -- mark`, as a team would once the
 * translation is done (gatsby develop's badges then mean what they mean in two languages).
 */
function markFrench(out) {
  const recorded = Object.keys(readJson(path.join(out, "content/translations.json")));
  const files = [...new Set(recorded.map((file) => `content/${frenchOf(file)}`))];
  const env = { ...process.env };
  delete env.SITE_CONTENT_DIR;
  const marking = spawnSync(process.execPath, ["--import", "tsx", "src/writing/translations.ts", "mark", ...files], {
    cwd: out,
    env,
    encoding: "utf8",
  });
  if (marking.status !== 0) throw new Error(`fixture: marking the French files failed (exit ${marking.status}):\n${marking.stderr}`);
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const writeJson = (file, data) => fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

export async function writeFixture(outDir) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const out = path.resolve(outDir);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  for (const entry of COPIED) fs.cpSync(path.join(root, entry), path.join(out, entry), { recursive: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(out, "node_modules"));
  const content = path.join(out, "content");
  // First: the posts written next copy a cover already shrunk.
  await shrinkPictures(content);
  writePosts(content);

  const registryFile = path.join(out, "src/i18n/language-registry.json");
  const registry = readJson(registryFile);
  const english = registry.default;
  registry.languages[LANG] = FRENCH;
  writeJson(registryFile, registry);
  const wordsFile = path.join(out, "src/i18n/language-words.json");
  writeJson(wordsFile, { ...readJson(wordsFile), [LANG]: FRENCH_WORDS });

  fs.cpSync(path.join(content, english), path.join(content, LANG), { recursive: true });
  const layoutFile = path.join(content, LANG, "layout.json");
  const layout = readJson(layoutFile);
  layout.header.viewThisPage = VIEW_THIS_PAGE;
  writeJson(layoutFile, layout);

  const categoriesFile = path.join(content, "blog/categories.json");
  const categories = readJson(categoriesFile);
  for (const category of categories.categories) category[LANG] = category[english];
  writeJson(categoriesFile, categories);
  for (const post of fs.readdirSync(path.join(content, "blog"), { withFileTypes: true })) {
    const source = path.join(content, "blog", post.name, `index.${english}.mdx`);
    if (post.isDirectory() && fs.existsSync(source)) fs.copyFileSync(source, path.join(content, "blog", post.name, `index.${LANG}.mdx`));
  }
  fs.copyFileSync(path.join(out, "static/og-image.png"), path.join(out, `static/og-image.${LANG}.png`));
  markFrench(out);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [outDir, ...rest] = process.argv.slice(2);
  if (!outDir || rest.length > 0) {
    console.error("usage: node tests/e2e-language-fixture/fixture.mjs <output folder>");
    process.exit(1);
  }
  console.log(await writeFixture(outDir));
}
