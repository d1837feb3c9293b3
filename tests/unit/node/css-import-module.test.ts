import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { webpackCssImportModule } from "../../../src/node/hosting/css-import-module";
import { tempDirEach } from "./temp-dir";

const SCRIPT = path.join(__dirname, "css-hash-build.ts");

/** A cold build and a warm one of a CSS module's entry, in a process of their own (css-hash-build.ts). */
function coldAndWarm(parent: string, mode: "child compilers" | "import"): { cold: Build; warm: Build } {
  const dir = fs.mkdtempSync(path.join(parent, "build-"));
  const run = spawnSync(process.execPath, ["--import", "tsx", SCRIPT, dir, mode], { encoding: "utf8", timeout: 60_000 });
  if (run.status !== 0) throw new Error(`css-hash-build.ts failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as { cold: Build; warm: Build };
}
type Build = { hash: string; children: number };

/** mini-css-extract-plugin as the installed Gatsby makes it for the browser bundle. */
function gatsbyCssExtract(): { options: Record<string, unknown> } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internals are CommonJS, and read as the build reads them
  const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as {
    createWebpackUtils: (
      stage: string,
      program: object,
    ) => { plugins: { extractText: (options: object) => { options: Record<string, unknown> } } };
  };
  const utils = createWebpackUtils("build-javascript", { directory: process.cwd(), browserslist: [">0.25%"] });
  return utils.plugins.extractText({ filename: "[name].[contenthash].css", chunkFilename: "[name].[contenthash].css" });
}

describe("webpackCssImportModule", () => {
  const dir = tempDirEach("css-import-module-");

  it("gives a warm build the compilation hash of the cold one, which child compilers do not", () => {
    // Without it: the cold build compiles the stylesheet in a child compiler, whose hash webpack
    // folds into the compilation's; the warm build takes it from the cache and runs none.
    const before = coldAndWarm(dir(), "child compilers");
    expect(before.cold.children).toBe(1);
    expect(before.warm.children).toBe(0);
    expect(before.warm.hash).not.toBe(before.cold.hash);

    const after = coldAndWarm(dir(), "import");
    expect(after.cold.children).toBe(0);
    expect(after.warm.hash).toBe(after.cold.hash);
  }, 120_000);

  it("replaces Gatsby's extract plugin by one with the same options that evaluates in the compilation", () => {
    const extract = gatsbyCssExtract();
    const other = { apply: () => {} };
    const result = webpackCssImportModule({ mode: "production", plugins: [other, extract] });
    expect(result.plugins[0]).toBe(other);
    const replaced = result.plugins[1] as { options: Record<string, unknown>; constructor: unknown };
    expect(replaced).not.toBe(extract);
    expect(replaced.constructor).toBe(extract.constructor);
    expect(replaced.options).toEqual({ ...extract.options, experimentalUseImportModule: true });
    expect(result.mode).toBe("production");
    expect(extract.options.experimentalUseImportModule).toBe(false);
  });

  it("stops the build with what to check when Gatsby no longer extracts CSS with one such plugin", () => {
    expect(() => webpackCssImportModule({ plugins: [{ apply: () => {} }] })).toThrow(/Gatsby upgrade/);
    expect(() => webpackCssImportModule({})).toThrow(/css-import-module/);
    const extract = gatsbyCssExtract();
    expect(() => webpackCssImportModule({ plugins: [extract, extract] })).toThrow(/2 mini-css-extract-plugin/);
  });
});
