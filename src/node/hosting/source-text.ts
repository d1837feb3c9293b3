import fs from "node:fs";
import path from "node:path";

/**
 * The modules whose functions inline scripts carry as source text (through
 * `Function.prototype.toString`): typeOut for a typed hero (typed-title.tsx), countOnSight for a
 * row of figures (stats-row.tsx). Gatsby does not minify its server bundle, so the pages got them
 * as babel writes them: the hero's script came to 1,400 bytes of brotli, and our work's first
 * response past what a connection's first round trip carries (docs/performance.md, "The first
 * round trip"). Minified in every stage's bundle, the hero's script is 1,130.
 */
const SOURCE_TEXT_MODULES = ["src/components/motion/type-out.ts", "src/components/motion/count-on-sight.ts"];

/** The webpack config with those modules minified after babel (`enforce: "post"`); a new object, the input untouched. */
export function webpackMinifiedSourceText<Config extends { module?: { rules?: unknown[] } }>(config: Config): Config {
  const files = SOURCE_TEXT_MODULES.map((module) => {
    const file = path.resolve(module);
    // A rename would leave the rule matching nothing, and the pages the longer text.
    if (!fs.existsSync(file))
      throw new Error(`source-text: ${module} is gone; name the module an inline script now takes its source text from`);
    return file;
  });
  const rule = { test: files, enforce: "post", loader: path.resolve("src/node/hosting/minify-loader.cjs") };
  return { ...config, module: { ...config.module, rules: [...(config.module?.rules ?? []), rule] } };
}
