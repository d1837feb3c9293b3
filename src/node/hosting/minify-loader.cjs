// A webpack loader, in CommonJS since webpack requires it outside Gatsby's TypeScript build.
// It minifies the modules whose code the pages carry as source text (source-text.ts).
const { minify_sync: minifySync } = require("terser");

module.exports = function minifyLoader(source) {
  return minifySync(source, { module: true, sourceMap: false }).code;
};
