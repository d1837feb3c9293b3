/**
 * What the build's hosting pass expects of Gatsby's output, checked on the production build in
 * public/ (a step of `npm test` after the build). When a Gatsby upgrade changes one of these, the
 * test says which and the file to update; src/node/hosting/README.md, "What the build expects of
 * Gatsby", says why each is needed.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { htmlFiles } from "../../src/node/hosting/html-files";
import {
  GATSBY_GLOBALS,
  gatsbyScriptsOf,
  loaderDataOf,
  pageDataHref,
  SHARED_GLOBALS,
  unknownScriptShapes,
} from "../../src/node/hosting/scripts-after-first-paint";
import { SHARED_CHUNK_NAME_LENGTH } from "../../src/node/hosting/shared-chunk-names";

const publicDir = path.resolve(process.env.PUBLIC_DIR?.trim() || "public");
const gatsbyVersion = (JSON.parse(fs.readFileSync(require.resolve("gatsby/package.json"), "utf8")) as { version: string }).version;
const read = (file: string) => fs.readFileSync(file, "utf8");
const relative = (file: string) => path.relative(publicDir, file);

/** A failure message that names the Gatsby version, what changed, and where the build relies on it. */
const changed = (what: string, where: string) =>
  `Gatsby ${gatsbyVersion} ${what}. Update ${where} (src/node/hosting/README.md, "What the build expects of Gatsby").`;

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  throw new Error(`${publicDir}/index.html is missing: run the production build first (npx gatsby build)`);
}

const sliceFiles = htmlFiles(path.join(publicDir, "_gatsby", "slices"));
const pageFiles = htmlFiles(publicDir).filter((file) => relative(file).split(path.sep)[0] !== "_gatsby");

void test("Gatsby's scripts slice holds only the script tags and globals the rewrite knows", () => {
  assert.ok(sliceFiles.length > 0, changed("writes no slice under public/_gatsby/slices/", "scripts-after-first-paint.ts"));
  const found = sliceFiles.map((file) => ({ file, ...gatsbyScriptsOf(read(file)) }));
  const withScripts = found.filter(({ scripts }) => scripts.length > 0);
  assert.ok(
    withScripts.length > 0,
    changed(
      'no longer writes its scripts as <script src="/….js" async></script> in a slice',
      "ASYNC_SCRIPT in scripts-after-first-paint.ts",
    ),
  );
  for (const { file, scripts, left } of found) {
    assert.deepEqual(
      unknownScriptShapes(left),
      [],
      changed(`writes scripts in ${relative(file)} that the rewrite leaves behind`, "scripts-after-first-paint.ts"),
    );
    for (const src of scripts)
      assert.ok(
        fs.existsSync(path.join(publicDir, src)),
        changed(`names a script ${src} in ${relative(file)} that is not in public/`, "ASYNC_SCRIPT"),
      );
  }
  const names = new Set(found.flatMap(({ globals }) => Object.keys(globals)));
  for (const name of SHARED_GLOBALS) {
    assert.ok(
      names.has(name),
      changed(`no longer sets window.${name} in its scripts slice as window.${name}=<JSON>`, "SHARED_GLOBALS and gatsbyGlobalsOf"),
    );
  }
});

void test("Gatsby's app reads the globals the loader sets for it", () => {
  const app = fs.readdirSync(publicDir).filter((name) => /^(app|webpack-runtime)-[0-9a-f]+\.js$/.test(name));
  assert.ok(
    app.length >= 2,
    changed("no longer names its app app-<hash>.js and its runtime webpack-runtime-<hash>.js", "scripts-after-first-paint.ts"),
  );
  const code = app.map((name) => read(path.join(publicDir, name))).join("\n");
  for (const name of GATSBY_GLOBALS) {
    if (name === "pageData") continue; // set only for pages Gatsby inlines their data into: none here
    assert.ok(code.includes(name), changed(`no longer reads window.${name} in its app`, "GATSBY_GLOBALS in scripts-after-first-paint.ts"));
  }
});

void test("every page preloads its page data and its template's chunks, files Gatsby wrote", () => {
  assert.ok(pageFiles.length > 60, `only ${pageFiles.length} pages under ${publicDir}`);
  const problems: string[] = [];
  for (const file of pageFiles) {
    const data = loaderDataOf(read(file));
    if (!data) continue;
    const pagePath = data.globals.pagePath;
    if (typeof pagePath !== "string") {
      problems.push(`${relative(file)}: no page path`);
      continue;
    }
    const pageDataFile = path.join(publicDir, pageDataHref(pagePath));
    if (!fs.existsSync(pageDataFile)) {
      problems.push(`${relative(file)}: no page data at ${pageDataHref(pagePath)}`);
      continue;
    }
    // webpack.stats.json, where the pass found the template's chunks, is not served, so it is gone.
    const { componentChunkName = "(none)" } = JSON.parse(read(pageDataFile)) as { componentChunkName?: string };
    if (!data.preloads.some(({ href, as }) => as === "script" && href.startsWith(`/${componentChunkName}-`))) {
      problems.push(`${relative(file)}: no chunk of its template ${componentChunkName} among its preloads`);
    }
    for (const { href } of data.preloads) {
      if (!fs.existsSync(path.join(publicDir, href))) problems.push(`${relative(file)}: preloads ${href}, which is not in public/`);
    }
  }
  assert.deepEqual(
    problems,
    [],
    changed(
      "lays out its page data or its chunk groups (webpack.stats.json) differently",
      "pageDataHref and buildPreloads in scripts-after-first-paint.ts",
    ),
  );
});

void test("every page inlines the app's stylesheet first, then its template's, as <style data-href>", () => {
  const problems: string[] = [];
  for (const file of pageFiles) {
    const html = read(file);
    if (!loaderDataOf(html)) continue; // a redirect page, which has no app
    const sheets = [...html.matchAll(/<style data-href="([^"]+)"/g)].map((match) => match[1] ?? "");
    if (!/^\/app\.[0-9a-f]+\.css$/.test(sheets[0] ?? "")) problems.push(`${relative(file)}: first sheet ${sheets[0] ?? "(none)"}`);
    if (sheets.slice(1).some((href) => !href.startsWith("/component---"))) problems.push(`${relative(file)}: ${sheets.join(", ")}`);
  }
  assert.deepEqual(
    problems,
    [],
    changed("inlines its stylesheets under other names or in another order", "src/head/stylesheet-order.ts and css-per-template.ts"),
  );
});

void test("the webpack runtime every page loads names Gatsby's shared chunks with the short names", () => {
  const runtimes = new Set(
    pageFiles.flatMap((file) => [...read(file).matchAll(/\/(webpack-runtime-[0-9a-f]+\.js)/g)].map((match) => match[1])),
  );
  const [runtime, ...more] = [...runtimes];
  assert.ok(runtime && more.length === 0, changed("no longer loads one webpack-runtime-<hash>.js on every page", "shared-chunk-names.ts"));
  const names = [...read(path.join(publicDir, runtime)).matchAll(/\d+:"([0-9a-f]{12,40})"/g)].map((match) => match[1] ?? "");
  const shared = names.filter((name) => name.length !== 20);
  assert.ok(shared.length > 0, changed(`lists no shared chunk in ${runtime}`, "shared-chunk-names.ts"));
  assert.deepEqual(
    shared.filter((name) => name.length !== SHARED_CHUNK_NAME_LENGTH),
    [],
    changed(`names shared chunks in ${runtime} in a way the webpack config step no longer shortens`, "shared-chunk-names.ts"),
  );
});

void test("no page renders a GatsbyImage wrapper or keeps gatsby-plugin-image's head parts for one (gatsby-ssr.tsx drops them)", () => {
  const found = pageFiles.flatMap((file) => {
    const html = read(file);
    return [/data-gatsby-image-wrapper/, /\.gatsby-image-wrapper/, /dataset\.mainImage/]
      .filter((re) => re.test(html))
      .map((re) => `${relative(file)}: ${re.source}`);
  });
  assert.deepEqual(found, []);
});
