/**
 * Builds a CSS module's entry twice in `dir` with webpack's filesystem cache, Gatsby's CSS-module
 * rule and its mini-css-extract-plugin, and prints each build's compilation hash and how many child
 * compilations it ran, as JSON. `import`: with webpackCssImportModule applied. Its own process, run
 * by css-import-module.test.ts: webpack's cache and loaders need Node's require, not jest's.
 *
 *   node --import tsx tests/unit/node/css-hash-build.ts <dir> [import]
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { webpackCssImportModule } from "../../../src/node/hosting/css-import-module";

type Stats = { hash: string; hasErrors(): boolean; toString(): string; compilation: { children: unknown[] } };
type Compiler = { run(done: (error: Error | null, stats?: Stats) => void): void; close(done: () => void): void };

const repository = path.resolve(__dirname, "../../..");
const load = createRequire(path.join(repository, "package.json"));
const webpack = load("webpack") as (config: object) => Compiler;
const { createWebpackUtils } = load("gatsby/dist/utils/webpack-utils") as {
  createWebpackUtils: (
    stage: string,
    program: object,
  ) => { rules: { cssModules: () => object }; plugins: { extractText: (options: object) => object } };
};

const [dir = "", mode] = process.argv.slice(2);
fs.writeFileSync(path.join(dir, "title.module.css"), ".title { color: #0b1f2e; }\n");
fs.writeFileSync(path.join(dir, "index.js"), 'import * as styles from "./title.module.css";\ndocument.title = styles.title;\n');

function config(): object {
  const utils = createWebpackUtils("build-javascript", { directory: repository, browserslist: [">0.25%"] });
  const built = {
    mode: "production",
    context: dir,
    entry: "./index.js",
    output: { path: path.join(dir, "public") },
    cache: { type: "filesystem", cacheDirectory: path.join(dir, "cache") },
    module: { rules: [utils.rules.cssModules()] },
    plugins: [utils.plugins.extractText({ filename: "[name].[contenthash].css" })],
    optimization: { minimize: false },
  };
  return mode === "import" ? webpackCssImportModule(built) : built;
}

function build(): Promise<{ hash: string; children: number }> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config());
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const result = { hash: stats.hash, children: stats.compilation.children.length };
      // Closing writes the cache the second build reads.
      compiler.close(() => resolve(result));
    });
  });
}

void (async () => {
  const cold = await build();
  const warm = await build();
  process.stdout.write(JSON.stringify({ cold, warm }));
})();
