// npm run bench:build: how the build grows with the number of posts. For each size, a copy of the
// project in a temporary directory (never content/ itself) gets `n` synthetic posts per language
// next to the real ones; then a cold build (after `gatsby clean`), one post's body edited, and a
// warm build. Each build's wall time, the peak memory of its whole process tree and Gatsby's own
// phase timings are printed and written to --out.
//   npm run bench:build -- --posts 100 [--posts 0,100,500,500:distinct] [--covers shared] [--out bench-build.json] [--keep]
// --posts 0 is the real site alone (its six posts); sizes given as a list run one after another,
// in the same conditions, and the table shows each against the first. --covers shared gives each
// synthetic post the very cover of the post it clones, which Gatsby then processes once; a size
// written n:shared or n:distinct overrides --covers for that size. Before the one-post edit, the
// site is built once more unchanged: Gatsby's first rebuild after a cold one gets a new webpack
// compilation hash and so rewrites every page once; the edit's rebuild is the one a writer meets.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { defaultLang, langs } from "./lib/languages.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const COVERS = ["distinct", "shared"];
const defaultCovers = option("covers", "distinct");
if (!COVERS.includes(defaultCovers)) {
  console.error('--covers is "distinct" (each synthetic post its own cover, the default) or "shared" (the cover of the post it clones)');
  process.exit(2);
}
const sizes = String(option("posts", "100"))
  .split(",")
  .map((spec) => {
    const [n, covers = defaultCovers] = spec.trim().split(":");
    return { n: Number(n), covers };
  });
if (sizes.some(({ n, covers }) => !Number.isInteger(n) || n < 0 || !COVERS.includes(covers))) {
  console.error(
    "--posts takes a whole number of posts per language, or a comma-separated list of them (0 is the real site alone), each optionally followed by :shared or :distinct",
  );
  process.exit(2);
}
const out = option("out", "bench-build.json");
const keep = args.includes("--keep");
const root = process.cwd();
if (!fs.existsSync(path.join(root, "node_modules", ".bin", "gatsby"))) {
  console.error("node_modules/.bin/gatsby is missing: install the dependencies first (npm ci)");
  process.exit(2);
}
const BLOG = path.join("content", "blog");
/** The post whose body the warm build edits: a real one, so the edit is the same at every size. */
const EDITED_POST = path.join(BLOG, "what-is-a-startup", `index.${defaultLang}.mdx`);

/** Gatsby's children run in their own process group, stopped with the bench. */
let running = null;
process.on("exit", () => {
  if (running) {
    try {
      process.kill(-running.pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

/**
 * The project's files (tracked, and untracked unless ignored) copied to `dest`, without
 * node_modules, caches or builds. node_modules becomes a directory of links to the project's
 * packages, so that its `.cache` (babel, terser) is the copy's own and the cold build is cold.
 */
function copyProject(dest) {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dest, file));
  }
  const modules = path.join(root, "node_modules");
  fs.mkdirSync(path.join(dest, "node_modules"));
  for (const entry of fs.readdirSync(modules)) {
    if (entry === ".cache") continue;
    fs.symlinkSync(path.join(modules, entry), path.join(dest, "node_modules", entry));
  }
}

/** A post file split into its frontmatter (between the `---` lines) and its body. */
function splitPost(source, file) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: no frontmatter`);
  return { frontmatter: match[1], body: match[2] };
}

/** A frontmatter field's value as written on its line (one-line fields only). */
function field(frontmatter, name) {
  const value = new RegExp(`^${name}:[ \\t]*(.*)$`, "m").exec(frontmatter)?.[1];
  if (value === undefined) throw new Error(`the frontmatter has no "${name}" line`);
  return value.startsWith('"') ? JSON.parse(value) : value;
}

/**
 * The frontmatter of a synthetic post, cloned from a real post's: only what must differ between
 * posts changes (key, slug, title, date, cover); everything else (author, categories, alt text,
 * read time) stays as the real post has it, so the clone follows the schema the real posts do.
 */
function syntheticFrontmatter(frontmatter, { key, slug, title, date, cover }) {
  const set = { key, slug, title: JSON.stringify(title), date, cover };
  return Object.entries(set).reduce((text, [name, value]) => {
    const line = new RegExp(`^${name}:.*$`, "m");
    if (!line.test(text)) throw new Error(`the frontmatter has no "${name}" line`);
    return text.replace(line, () => `${name}: ${value}`);
  }, frontmatter);
}

/** The real articles (posts with a page of their own), both languages, to clone from; content/blog's files (categories.json) aside. */
function realArticles(projectDir) {
  const blog = path.join(projectDir, BLOG);
  return (
    fs
      .readdirSync(blog, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((key) => {
        const versions = {};
        for (const lang of langs) {
          const file = path.join(blog, key, `index.${lang}.mdx`);
          versions[lang] = splitPost(fs.readFileSync(file, "utf8"), file);
        }
        return { key, dir: path.join(blog, key), versions };
      })
      // Case studies have no page of their own, drafts none in a production build.
      .filter((post) => !/^(?:externalCase:|draft:\s*true\b)/m.test(post.versions[defaultLang].frontmatter))
  );
}

const pad = (i) => String(i).padStart(4, "0");

/**
 * `n` posts per language in the copy's content/blog, each a clone of a real article (taken in
 * turn) with its own key, slugs, titles and date. By default each gets its own cover, the real
 * article's with a small square of a colour no other post has: Gatsby processes an image once per
 * content, so shared covers would hide the cost of a blog whose every post has a picture of its own.
 */
async function addSyntheticPosts(projectDir, n, covers) {
  const articles = realArticles(projectDir);
  const coverBytes = new Map();
  for (let i = 1; i <= n; i += 1) {
    const real = articles[(i - 1) % articles.length];
    const key = `bench-${pad(i)}`;
    const dir = path.join(projectDir, BLOG, key);
    fs.mkdirSync(dir);
    // The article's other files (pictures in its body) as they are: only covers are made distinct.
    for (const file of fs.readdirSync(real.dir)) {
      if (!/^index\.\w+\.mdx$|^cover\./.test(file)) fs.copyFileSync(path.join(real.dir, file), path.join(dir, file));
    }
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    for (const [lang, { frontmatter, body }] of Object.entries(real.versions)) {
      const cloned = syntheticFrontmatter(frontmatter, {
        key,
        slug: `${field(frontmatter, "slug")}-${pad(i)}`,
        title: `${field(frontmatter, "title")} · ${i}`,
        date,
        cover: "./cover.png",
      });
      fs.writeFileSync(path.join(dir, `index.${lang}.mdx`), `---\n${cloned}\n---\n${body}`);
    }
    const coverFile = path.join(real.dir, field(real.versions[defaultLang].frontmatter, "cover"));
    if (!coverBytes.has(coverFile)) coverBytes.set(coverFile, fs.readFileSync(coverFile));
    if (covers === "shared") {
      fs.writeFileSync(path.join(dir, "cover.png"), coverBytes.get(coverFile));
      continue;
    }
    const mark = { r: i & 255, g: (i >> 8) & 255, b: 255 - (i & 255), alpha: 1 };
    await sharp(coverBytes.get(coverFile))
      .composite([{ input: { create: { width: 24, height: 24, channels: 4, background: mark } }, left: 8, top: 8 }])
      .png()
      .toFile(path.join(dir, "cover.png"));
  }
}

/** Every process's parent, from /proc. */
function parents() {
  const map = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name, in parentheses, may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      map.set(Number(entry), Number(fields[1]));
    } catch {
      /* exited meanwhile */
    }
  }
  return map;
}

const PAGE_BYTES = 4096;

/** Resident memory of `pid` and all its descendants, in bytes. */
function treeRss(pid) {
  const parentOf = parents();
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const member of tree) {
    try {
      total += Number(fs.readFileSync(`/proc/${member}/statm`, "utf8").split(" ")[1]) * PAGE_BYTES;
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Gatsby's phase timings from its output ("success <phase> - 12.345s"), summed by phase. */
function phaseTimes(log) {
  const phases = {};
  for (const line of log.replace(ANSI, "").split("\n")) {
    const match = /^success (.+?) - ([\d.]+)s\b/.exec(line.trim());
    if (match) phases[match[1]] = Math.round(((phases[match[1]] ?? 0) + Number(match[2])) * 1000) / 1000;
  }
  return phases;
}

/** How many image jobs a build ran ("... IMAGE_PROCESSING jobs - 272.4s - 189/189"). */
function imageJobs(log) {
  return Number(/IMAGE_PROCESSING jobs - [\d.]+s - (\d+)\//.exec(log)?.[1] ?? 0);
}

/** Runs `gatsby <command>` in the copy; resolves with its wall time, peak memory and output. */
function gatsby(projectDir, command, logFile) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.join(projectDir, "node_modules", ".bin", "gatsby"), [command], {
      cwd: projectDir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NO_COLOR: "1" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    running = child;
    const log = fs.createWriteStream(logFile);
    // Gatsby reports its phases on stdout; its warnings on stderr would cut into those lines.
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      log.write(chunk);
    });
    child.stderr.on("data", (chunk) => log.write(chunk));
    let peak = 0;
    const poll = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(poll);
      running = null;
      log.end();
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) reject(new Error(`gatsby ${command} failed (exit ${code}); its output is in ${logFile}`));
      else resolve({ seconds, peakBytes: peak, output });
    });
  });
}

function countFiles(dir, test) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((count, entry) => {
    const full = path.join(dir, entry.name);
    return count + (entry.isDirectory() ? countFiles(full, test) : test(entry.name) ? 1 : 0);
  }, 0);
}

const logBase = out.replace(/\.json$/, "");

/** The home page's HTML as a visitor receives it: its bytes and its brotli copy's. */
function homePage(projectDir) {
  const file = path.join(projectDir, "public", defaultLang, "index.html");
  return { bytes: fs.statSync(file).size, brotliBytes: fs.statSync(`${file}.br`).size };
}

/** Every file of `dir` by path, with a hash of its content: what a build changed. */
function fileHashes(dir, prefix = "") {
  const hashes = new Map();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) for (const [k, v] of fileHashes(full, rel)) hashes.set(k, v);
    else hashes.set(rel, createHash("sha1").update(fs.readFileSync(full)).digest("hex"));
  }
  return hashes;
}

function changedFiles(before, after) {
  return [...after].filter(([file, hash]) => before.get(file) !== hash).length + [...before.keys()].filter((f) => !after.has(f)).length;
}

async function benchSize({ n, covers }) {
  const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-build-${n}-`));
  const name = `${n}.${covers}`;
  console.log(`\n${n} synthetic posts per language (${covers} covers) in ${projectDir}`);
  const loadBefore = os.loadavg()[0];
  try {
    copyProject(projectDir);
    await addSyntheticPosts(projectDir, n, covers);
    const posts = realArticles(projectDir).length;
    await gatsby(projectDir, "clean", `${logBase}.${name}.clean.log`);
    const cold = await gatsby(projectDir, "build", `${logBase}.${name}.cold.log`);
    const publicDir = path.join(projectDir, "public");
    const pages = countFiles(publicDir, (file) => file.endsWith(".html"));
    console.log(`  cold build ${cold.seconds.toFixed(1)} s, ${pages} HTML pages`);
    const unchanged = await gatsby(projectDir, "build", `${logBase}.${name}.unchanged.log`);
    console.log(`  rebuild, nothing changed, ${unchanged.seconds.toFixed(1)} s`);
    const before = fileHashes(publicDir);
    const edited = path.join(projectDir, EDITED_POST);
    fs.appendFileSync(edited, "\nOne more paragraph, added to measure the rebuild after an edit.\n");
    const warm = await gatsby(projectDir, "build", `${logBase}.${name}.warm.log`);
    const changed = changedFiles(before, fileHashes(publicDir));
    console.log(`  warm build after a one-post edit ${warm.seconds.toFixed(1)} s, ${changed} files of public/ changed`);
    const summary = (run) => ({
      seconds: Math.round(run.seconds * 10) / 10,
      peakMiB: Math.round(run.peakBytes / 2 ** 20),
      phases: phaseTimes(run.output),
    });
    return {
      postsPerLanguage: n,
      covers,
      articlesPerLanguage: posts,
      imageJobs: imageJobs(cold.output),
      htmlPages: pages,
      homePage: homePage(projectDir),
      loadAverage: { before: loadBefore, after: os.loadavg()[0] },
      cold: summary(cold),
      unchangedRebuild: summary(unchanged),
      warm: { ...summary(warm), filesChanged: changed },
    };
  } finally {
    if (keep) console.log(`  kept ${projectDir}`);
    else fs.rmSync(projectDir, { recursive: true, force: true });
  }
}

/** The phases worth a column: the largest of the cold and warm builds. */
const PHASES = [
  ["source and transform nodes", "source"],
  ["createPages", "createPages"],
  ["Building production JavaScript and CSS bundles", "JS/CSS"],
  ["run queries in workers", "queries"],
  ["Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs", "images"],
  ["Building HTML renderer", "renderer"],
  ["Building static HTML for pages", "HTML"],
  ["onPostBuild", "onPostBuild"],
];

function table(results) {
  const base = results[0];
  const header = [
    "posts/lang",
    "covers",
    "HTML",
    "build",
    "s",
    `× ${base.postsPerLanguage}`,
    "peak MiB",
    ...PHASES.map(([, short]) => short),
  ];
  const rows = results.flatMap((r) =>
    ["cold", "warm"].map((kind) => [
      String(r.postsPerLanguage),
      r.covers,
      String(r.htmlPages),
      kind,
      r[kind].seconds.toFixed(1),
      (r[kind].seconds / base[kind].seconds).toFixed(2),
      String(r[kind].peakMiB),
      ...PHASES.map(([phase]) => (r[kind].phases[phase] === undefined ? "-" : r[kind].phases[phase].toFixed(1))),
    ]),
  );
  return [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** What a visitor and a writer see of each size: the home page's bytes, the files a one-post edit rewrote, the machine's load. */
function siteTable(results) {
  const header = [
    "posts/lang",
    "covers",
    "image jobs",
    "home HTML bytes",
    "home brotli bytes",
    "unchanged rebuild s",
    "files changed by the edit",
    "load before, after",
  ];
  const rows = results.map((r) => [
    String(r.postsPerLanguage),
    r.covers,
    String(r.imageJobs),
    String(r.homePage.bytes),
    String(r.homePage.brotliBytes),
    r.unchangedRebuild.seconds.toFixed(1),
    String(r.warm.filesChanged),
    `${r.loadAverage.before.toFixed(1)}, ${r.loadAverage.after.toFixed(1)}`,
  ]);
  return [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** onPostBuild's own steps (gatsby-node.ts times each one), slowest first in the first build. */
function postBuildTable(results) {
  const steps = Object.entries(results[0].cold.phases)
    .filter(([phase]) => phase.startsWith("onPostBuild: "))
    .sort(([, a], [, b]) => b - a)
    .map(([phase]) => phase);
  if (steps.length === 0) return "";
  const header = ["posts/lang", "build", ...steps.map((phase) => phase.slice("onPostBuild: ".length))];
  const rows = results.flatMap((r) =>
    ["cold", "warm"].map((kind) => [String(r.postsPerLanguage), kind, ...steps.map((phase) => r[kind].phases[phase]?.toFixed(2) ?? "-")]),
  );
  return [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

const report = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  },
  editedPost: EDITED_POST,
  results: [],
};
const results = report.results;
for (const size of sizes) {
  results.push(await benchSize(size));
  // After each size: a long run stopped halfway keeps what it measured.
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
}
console.log(
  `\n${table(results)}\n\n${siteTable(results)}\n\n${postBuildTable(results)}\n\nPhase columns are Gatsby's own timings in seconds. Written to ${out}; build logs in ${logBase}.<posts>.<build>.log`,
);
