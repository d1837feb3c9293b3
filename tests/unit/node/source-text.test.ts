import fs from "node:fs";
import path from "node:path";
import { webpackMinifiedSourceText } from "../../../src/node/hosting/source-text";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as webpack requires it
const minify = require("../../../src/node/hosting/minify-loader.cjs") as (source: string) => string;

describe("webpackMinifiedSourceText", () => {
  it("adds one rule, after babel, for the modules inline scripts carry, and keeps Gatsby's rules", () => {
    const babel = { test: /\.tsx?$/, use: [] };
    const { module } = webpackMinifiedSourceText({ mode: "production", module: { rules: [babel] } });
    const [kept, rule] = module.rules as [unknown, { test: string[]; enforce: string; loader: string }];
    expect(kept).toBe(babel);
    expect(rule.enforce).toBe("post");
    expect(rule.test).toEqual([path.resolve("src/components/motion/type-out.ts"), path.resolve("src/components/motion/count-on-sight.ts")]);
    expect(rule.test.every((file) => fs.existsSync(file)) && fs.existsSync(rule.loader)).toBe(true);
  });
});

describe("minify-loader", () => {
  it("minifies a module and keeps its exports' names and behaviour", () => {
    const source = "export function typeOut(overlay, delay) {\n  const letters = overlay.length;\n  return letters + delay;\n}\n";
    const code = minify(source);
    expect(code.length).toBeLessThan(source.length * 0.8);
    expect(code).toMatch(/^export function typeOut\((\w),(\w)\)\{return \1\.length\+\2\}$/);
  });
});
