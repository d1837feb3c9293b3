import fs from "node:fs";
import path from "node:path";

/**
 * The module whose function a typed hero's inline script carries as source text (typeOut, through
 * `Function.prototype.toString` in typed-title.tsx). Gatsby does not minify its server bundle, so
 * the pages got it as babel writes it: the hero's script came to 1,400 bytes of brotli, and our
 * work's first response past what a connection's first round trip carries (docs/performance.md,
 * "The first round trip"). Minified in every stage's bundle, the script is 1,130.
 */
const SOURCE_TEXT_MODULE = "src/components/motion/type-out.ts";

/** The webpack config with that module minified after babel (`enforce: "post"`); a new object, the input untouched. */
export function webpackMinifiedSourceText<Config extends { module?: { rules?: unknown[] } }>(config: Config): Config {
  const file = path.resolve(SOURCE_TEXT_MODULE);
  // A rename would leave the rule matching nothing, and the pages the longer text.
  if (!fs.existsSync(file))
    throw new Error(`source-text: ${SOURCE_TEXT_MODULE} is gone; name the module typed-title.tsx now takes its source text from`);
  const rule = { test: file, enforce: "post", loader: path.resolve("src/node/hosting/minify-loader.cjs") };
  return { ...config, module: { ...config.module, rules: [...(config.module?.rules ?? []), rule] } };
}
