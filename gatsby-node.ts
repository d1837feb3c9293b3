import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { analyticsSettings } from "./src/config/analytics";
import { contactEndpoint, siteUrl } from "./src/config/site";
import type { Redirect, RouteTable } from "./src/i18n/paths";
import { analyticsTypeDefs, byAnalyticsExtension } from "./src/node/content/analytics-schema";
import {
  allBodyImageProblems,
  allPostTermProblems,
  blogResolvers,
  blogSite,
  blogTypeDefs,
  failOnBlogProblems,
  onCreateBlogNode,
  postInfos,
} from "./src/node/blog/blog";
import { allCategoryProblems } from "./src/node/blog/blog-categories";
import { copyBrandFonts } from "./src/node/pages/brand-font-files";
import { usedCssInBuild } from "./src/node/hosting/css-per-page";
import { webpackShortCssClassNames } from "./src/node/hosting/css-class-names";
import { webpackMinifiedSourceText } from "./src/node/hosting/source-text";
import { type SplitChunksConfig, webpackCssPerTemplate } from "./src/node/hosting/css-per-template";
import { webpackCssImportModule } from "./src/node/hosting/css-import-module";
import { webpackShortSharedChunkNames } from "./src/node/hosting/shared-chunk-names";
import { webpackOneBabelPass } from "./src/node/hosting/one-babel-pass";
import { removeBuildOnlyFiles, unhashedAssets } from "./src/node/hosting/build-only-files";
import { serverBundleSalt } from "./src/node/hosting/html-follows-stylesheets";
import { createSitePages } from "./src/node/pages/create-pages";
import { writeFeeds } from "./src/node/blog/feeds";
import { precompress } from "./src/node/hosting/precompress";
import { writeHostConfig } from "./src/node/hosting/host-config";
import { webManifest } from "./src/node/pages/web-manifest";
import { writeNginxConfig } from "./src/node/hosting/nginx-config";
import { deferScriptsInBuild, scriptsAfterFirstPaintEnabled } from "./src/node/hosting/scripts-after-first-paint";
import { removeStreamPadding } from "./src/node/hosting/stream-padding";
import { robotsTxt, sitemapEntries, sitemapXml } from "./src/node/pages/sitemap";
import { registerRedirects, siteRedirects, writeRedirectPages } from "./src/node/hosting/redirects";
import { allContentProblems, contentTypeDefs, onCreateContentNode } from "./src/node/content/source-content";
import { registryProblems, socialImageProblems } from "./src/node/content/registry-problems";
import { translationWarnings } from "./src/writing/translation-freshness";
import { defaultAvifEffort } from "./src/node/images/avif-effort";

/** In every process of the build, since Gatsby's query workers encode pictures too. */
export const onPluginInit: GatsbyNode["onPluginInit"] = () => defaultAvifEffort();

/**
 * Build settings are checked first: a malformed one stops the build with a message naming the
 * variable. (Not in gatsby-config.ts, where a throw would leave Gatsby with an empty config.)
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    analyticsSettings();
    scriptsAfterFirstPaintEnabled();
  } catch (error) {
    reporter.panic(`A build setting is malformed: ${(error as Error).message}`);
  }
};

/**
 * The language registry, every JSON file, and the wording and pictures of every post, are checked on every build before
 * anything else, and all problems listed at once. Translations older than their counterpart are
 * warned about, with what changed, without stopping the build.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  copyBrandFonts(path.resolve("public"));
  const problems = [
    ...registryProblems(),
    ...socialImageProblems(),
    ...allContentProblems(),
    ...allCategoryProblems(),
    ...allPostTermProblems(),
    ...allBodyImageProblems(),
  ];
  if (problems.length > 0) {
    reporter.panicOnBuild(`The content has ${problems.length} error${problems.length > 1 ? "s" : ""}:\n  ${problems.join("\n  ")}`);
  }
  for (const warning of translationWarnings()) reporter.warn(warning);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Before the types that use it: copy that differs with the analytics setting (f.byAnalytics).
  actions.createFieldExtension(byAnalyticsExtension);
  actions.createTypes([contentTypeDefs(), blogTypeDefs(), analyticsTypeDefs()].join("\n\n"));
};

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  // Gatsby types it as a bare Function; it takes the resolver map.
  (args.createResolvers as (resolvers: typeof blogResolvers) => void)(blogResolvers);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  onCreateContentNode(args);
  onCreateBlogNode(args);
};

/**
 * The site's route table and redirects, worked out once per build in createPages; onPostBuild,
 * in the same process, writes its files from them.
 */
let routesOfBuild: { table: RouteTable; redirects: Redirect[] } | undefined;

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const posts = postInfos(args.getNodesByType("BlogPost"));
  if (failOnBlogProblems(args.reporter, args.getNodesByType("Mdx"), posts)) return;
  const { lists, table } = blogSite(posts);
  const redirects = siteRedirects(posts, table);
  routesOfBuild = { table, redirects };
  await createSitePages(args, table, posts, lists);
  registerRedirects(args.actions, redirects);
};

/** The parts of a stage's webpack config that onCreateWebpackConfig changes. */
type WebpackConfig = SplitChunksConfig & { module?: { rules?: unknown[] }; plugins?: unknown[]; output?: object; devtool?: false };

/**
 * Every stage: short CSS class names and typeOut minified (css-class-names.ts, source-text.ts; the
 * server's bundle and the browser's must agree), and each TypeScript module through Babel once
 * (one-babel-pass.ts). The production bundle: no source maps (no host serves them, and they only
 * slow the build down), the CSS split like the scripts (webpackCssPerTemplate says why) and
 * evaluated in the compilation, so that a warm build keeps the compilation hash (css-import-module.ts). The
 * server bundle that renders the pages changes with the stylesheets, so that a warm build renders
 * every page again after a CSS edit (serverBundleSalt says why).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  // Gatsby types getConfig as a bare Function; it returns the stage's webpack config. Replaced, not
  // set: an `output` given to setWebpackConfig did not reach build-html's compiler (Gatsby 5.16).
  let config = webpackOneBabelPass(webpackMinifiedSourceText(webpackShortCssClassNames((getConfig as () => WebpackConfig)())));
  if (stage === "build-html") config = { ...config, output: { ...config.output, hashSalt: serverBundleSalt(path.resolve("public")) } };
  if (stage === "build-javascript")
    config = { ...webpackCssImportModule(webpackShortSharedChunkNames(webpackCssPerTemplate(config))), devtool: false };
  actions.replaceWebpackConfig(config);
};

/** Runs one step of onPostBuild as an activity, timed in the build's output like Gatsby's own phases. */
async function step<T>(reporter: Reporter, name: string, run: () => T | Promise<T>): Promise<T> {
  const activity = reporter.activityTimer(`onPostBuild: ${name}`);
  activity.start();
  const result = await run();
  activity.end();
  return result;
}

/** Files derived from the route table and the posts: redirect pages, feeds, sitemap, robots.txt, host config. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { getNodesByType, reporter } = args;
  const publicDir = path.resolve("public");
  const origin = siteUrl();
  const pagePaths = new Set(getNodesByType("SitePage").map((page) => page.path as string));
  if (!routesOfBuild) throw new Error("onPostBuild ran without createPages in the same process: the route table is unknown");
  const { table, redirects } = routesOfBuild;
  const padded = await step(reporter, "NUL bytes of React's stream", () => removeStreamPadding(publicDir));
  if (padded > 0) reporter.info(`removed the NUL bytes React's streaming renderer left in ${padded} pages`);
  const fixedInlineScripts = scriptsAfterFirstPaintEnabled();
  if (fixedInlineScripts) {
    // Before the script loader's pass, which adds the rules a page's copy left out: without the
    // loader, every page keeps its template's sheet whole.
    const cut = await step(reporter, "the CSS each page uses", () => usedCssInBuild(publicDir));
    reporter.info(`inlined CSS: ${cut.bytes} bytes of rules for components a page does not show left out of ${cut.pages} pages`);
    await step(reporter, "scripts after first paint", () => deferScriptsInBuild(publicDir));
  } else
    reporter.warn(
      "SCRIPTS_AFTER_FIRST_PAINT=off: Gatsby's script tags are left as it writes them; the CSP lists every page's inline scripts, and _headers may be longer than Cloudflare Pages accepts.",
    );
  await step(reporter, "redirect pages", () => writeRedirectPages(publicDir, redirects, origin, pagePaths));
  // Gatsby's types declare graphql as a method; it is passed on bound to its arguments object.
  await step(reporter, "feeds", () => writeFeeds(args.graphql.bind(args), reporter, publicDir, origin));
  await step(reporter, "sitemap, robots.txt, web manifest", () => {
    fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(sitemapEntries(table, origin)));
    fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(origin));
    fs.writeFileSync(path.join(publicDir, "manifest.webmanifest"), webManifest());
  });
  await step(reporter, "build-only files", () => {
    removeBuildOnlyFiles(publicDir);
    const unhashed = unhashedAssets(publicDir);
    if (unhashed.length > 0) {
      reporter.panicOnBuild(
        `public/ has scripts or stylesheets without a content hash in their names, which _headers would cache as immutable for a year: ${unhashed.join(", ")}`,
      );
    }
  });
  // Last: the CSP hashes every inline script of every HTML file written above.
  await step(reporter, "host config", () =>
    writeHostConfig(publicDir, redirects, contactEndpoint(), {
      analyticsOrigin: analyticsSettings()?.origin ?? null,
      enforceLimits: fixedInlineScripts,
    }),
  );
  await step(reporter, "nginx config", () => writeNginxConfig(publicDir, process.env.NGINX_UPSTREAM));
  // After every file is final: the compressed copies must match what they stand for.
  const { files, compressed } = await step(reporter, "precompress", () =>
    precompress(publicDir, path.resolve(".cache", "precompress.json")),
  );
  reporter.info(`brotli and gzip copies of ${files} files: ${compressed} made now, the others unchanged since the last build`);
};
