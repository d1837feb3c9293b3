/**
 * Gatsby's production webpack config gathers every stylesheet of the site into one `styles` chunk,
 * which every page inlines whole. Without that cache group, each CSS module follows the script that
 * imports it, and Gatsby inlines per page only the app's stylesheet and its template's
 * (client-assets-for-template.js). A page reached by a link gets its template's sheet through
 * mini-css-extract's loader, which resolves the chunk only once the sheet has loaded.
 */

export interface SplitChunksConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/** The webpack config without Gatsby's one-stylesheet cache group; a new object, the input untouched. */
export function webpackCssPerTemplate<Config extends SplitChunksConfig>(config: Config): Config {
  const splitChunks = config.optimization?.splitChunks;
  const cacheGroups = splitChunks ? splitChunks.cacheGroups : undefined;
  if (!splitChunks || !cacheGroups || !("styles" in cacheGroups)) {
    throw new Error(
      "css-per-template: Gatsby's production webpack config has no optimization.splitChunks.cacheGroups.styles " +
        "any more (a Gatsby upgrade?). Check how it now bundles CSS before removing this step from onCreateWebpackConfig.",
    );
  }
  const { styles: _oneStylesheet, ...otherGroups } = cacheGroups;
  return {
    ...config,
    optimization: { ...config.optimization, splitChunks: { ...splitChunks, cacheGroups: otherGroups } },
  };
}
