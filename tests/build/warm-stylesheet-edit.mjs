#!/usr/bin/env node
/**
 * A warm build after an edit of CSS alone shows the edit on every page. Gatsby 5 does not render a
 * page again for a change of the browser build alone, so without
 * src/node/hosting/html-follows-stylesheets.ts every page kept the CSS the build before had
 * inlined into it.
 *
 * It edits src/styles/global.css, so it runs only in a copy of the site, right after a build of
 * that copy, with the same environment (scripts/test.sh runs it in the third-language fixture):
 *
 *   (cd <copy> && env $(cat <repo>/tests/e2e/analytics.env) node <repo>/tests/build/warm-stylesheet-edit.mjs)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
if (path.resolve(".") === repository) {
  console.error("warm stylesheet edit: run it in a copy of the site, never in the repository (it edits src/styles/global.css)");
  process.exit(2);
}

const STYLESHEET = path.resolve("src/styles/global.css");
const BEFORE = "--radius-lg: 20px;";
const AFTER = "--radius-lg: 19px;";
const css = fs.readFileSync(STYLESHEET, "utf8");
if (!css.includes(BEFORE)) {
  console.error(`warm stylesheet edit: ${STYLESHEET} has no "${BEFORE}" to edit`);
  process.exit(1);
}
fs.writeFileSync(STYLESHEET, css.replace(BEFORE, AFTER));

const started = Date.now();
const { status } = spawnSync("npx", ["gatsby", "build"], { stdio: "inherit", env: process.env });
if (status !== 0) {
  console.error(`warm stylesheet edit: gatsby build failed (exit ${status})`);
  process.exit(1);
}

// The pages Gatsby renders (redirect pages, written by the build's own step, carry no stylesheet).
const pages = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith(".html")) {
      const html = fs.readFileSync(file, "utf8");
      if (html.includes("--radius-lg:")) pages.push({ file: path.relative("public", file), html });
    }
  }
};
walk(path.resolve("public"));
const stale = pages.filter(({ html }) => !html.includes(AFTER.replace(/\s/g, "")));
console.log(`warm build after a CSS edit: ${((Date.now() - started) / 1000).toFixed(1)} s, ${pages.length} pages with the site's styles`);
if (pages.length < 50) {
  console.error(`warm stylesheet edit: only ${pages.length} pages carry the site's styles; is this a built copy of the site?`);
  process.exit(1);
}
if (stale.length > 0) {
  console.error(
    `warm stylesheet edit: ${stale.length} of ${pages.length} pages still show the CSS of the build before:\n  ${stale.map((page) => page.file).join("\n  ")}`,
  );
  process.exit(1);
}
console.log("warm stylesheet edit: every page shows the edited CSS");
