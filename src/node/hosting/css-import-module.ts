/** mini-css-extract-plugin's instance, as far as this step reads it. */
interface CssExtractPlugin {
  options: Record<string, unknown>;
  constructor: new (options: Record<string, unknown>) => CssExtractPlugin;
}

const isCssExtract = (plugin: unknown): plugin is CssExtractPlugin =>
  typeof plugin === "object" && plugin !== null && plugin.constructor.name === "MiniCssExtractPlugin";

/**
 * The browser bundle's stylesheets (the global sheet and every CSS module) evaluated by webpack's
 * `importModule`, in the compilation itself, instead of one child compiler each
 * (mini-css-extract-plugin's default in the version Gatsby 5 pins). Webpack hashes the child
 * compilations into the compilation hash, and a warm build that takes the stylesheets from its
 * cache runs none: the first warm build after a cold one got another compilation hash, so every
 * page named other shared globals, with nothing changed (docs/performance.md). Evaluated in the
 * compilation, the stylesheets are the same.
 */
export function webpackCssImportModule<Config extends { plugins?: unknown[] }>(config: Config): Config {
  const plugins = config.plugins ?? [];
  const extract = plugins.filter(isCssExtract);
  const plugin = extract[0];
  if (!plugin || extract.length > 1) {
    throw new Error(
      `css-import-module: the browser bundle's webpack config has ${extract.length} mini-css-extract-plugin instances, not one ` +
        "(a Gatsby upgrade?). Check how Gatsby extracts CSS now before removing this step from onCreateWebpackConfig.",
    );
  }
  const evaluated = new plugin.constructor({ ...plugin.options, experimentalUseImportModule: true });
  return { ...config, plugins: plugins.map((each) => (each === plugin ? evaluated : each)) };
}
