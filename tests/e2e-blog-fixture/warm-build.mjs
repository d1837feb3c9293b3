#!/usr/bin/env node
/**
 * A warm build after a writer edits one post's body changes only the files that show that body:
 * its article page and its page data, and their compressed copies. Every other page, list, feed,
 * script and header file stays byte for byte as the build before left it, so a host (and a
 * visitor's cache) sees one page change, and the build recompresses nothing else.
 *
 *   SITE_CONTENT_DIR=<copy of content/> env $(cat tests/e2e/analytics.env) \
 *     node tests/e2e-blog-fixture/warm-build.mjs <that content dir>
 *
 * Run right after a build of that content (scripts/test.sh runs it on the blog fixture). It first
 * builds again unchanged: the first warm build after a cold one gets another webpack compilation
 * hash from the same scripts (so every page's shared-globals address changes once; see
 * docs/performance.md). Then it edits the English body of what-is-a-startup, builds again with the
 * same environment, and fails listing any file that changed and should not have, or should have
 * and did not.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const [contentDir] = process.argv.slice(2);
if (!contentDir) {
  console.error("usage: node tests/e2e-blog-fixture/warm-build.mjs <content dir the last build used>");
  process.exit(2);
}
const publicDir = path.resolve("public");
const POST = path.join(contentDir, "blog", "what-is-a-startup", "index.en.mdx");
/** What the edit must change, with the compressed copies of each. */
const EXPECTED = ["en/blog/what-is-a-startup/index.html", "page-data/en/blog/what-is-a-startup/page-data.json"].flatMap((file) => [
  file,
  `${file}.br`,
  `${file}.gz`,
]);

function hashes(dir) {
  const found = new Map();
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else
        found.set(
          file,
          createHash("sha1")
            .update(fs.readFileSync(path.join(dir, file)))
            .digest("hex"),
        );
    }
  };
  walk("");
  return found;
}

/** Runs `gatsby build` as the last build ran; returns its wall time in seconds. */
function build(what) {
  const started = Date.now();
  const { status } = spawnSync("npx", ["gatsby", "build"], { stdio: "inherit", env: process.env });
  if (status !== 0) {
    console.error(`warm build: gatsby build ${what} failed (exit ${status})`);
    process.exit(1);
  }
  return (Date.now() - started) / 1000;
}

build("with nothing changed");
const before = hashes(publicDir);
const source = fs.readFileSync(POST, "utf8");
const edited = `${source.trimEnd()}\n\nOne more paragraph, written after the post was published, to prove that a warm build rebuilds only this article.\n`;
fs.writeFileSync(POST, edited);
const seconds = build("after the edit");
const after = hashes(publicDir);
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();
const unexpected = changed.filter((file) => !EXPECTED.includes(file));
const missing = EXPECTED.filter((file) => !changed.includes(file));
const article = fs.readFileSync(path.join(publicDir, EXPECTED[0]), "utf8");
const problems = [
  ...unexpected.map((file) => `changed, and shows nothing of the edited post: ${file}`),
  ...missing.map((file) => `not changed, though it shows the edited post: ${file}`),
  ...(article.includes("One more paragraph, written after the post was published") ? [] : ["the article page does not show the edit"]),
];
console.log(`warm build after a one-post edit: ${seconds.toFixed(1)} s, ${changed.length} files changed of ${after.size}`);
if (problems.length > 0) {
  console.error(`warm build: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`warm build: only the edited article changed (${changed.join(", ")})`);
