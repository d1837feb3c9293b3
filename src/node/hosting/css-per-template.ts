/**
 * Gatsby's production webpack config gathers every stylesheet of the site into one `styles` chunk,
 * and every page inlines it whole: the contact form's and the carousel's rules on the blog's pages,
 * 46% of the home page's HTML. Without that cache group, each CSS module follows the script that
 * imports it: the layout's rules go with the app (every page), a template's with its chunk group,
 * and Gatsby inlines, per page, only the stylesheets of the app and of that page's template
 * (client-assets-for-template.js). A page reached by a link gets its template's stylesheet through
 * mini-css-extract's loader, which resolves the template's chunk only once the sheet has loaded, so
 * nothing is drawn unstyled.
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
