import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteUrl } from "./src/config/site";
import { createSitePages } from "./src/node/create-pages";
import { registerRedirects, siteRedirects, writeRedirectPages } from "./src/node/redirects";
import { contentTypeDefs, failOnContentProblems, missingContentFiles, onCreateContentNode } from "./src/node/source-content";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const missing = missingContentFiles();
  if (missing.length > 0) reporter.panicOnBuild(`Content error:\n  ${missing.join("\n  ")}`);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs());
};

export const onCreateNode: GatsbyNode["onCreateNode"] = onCreateContentNode;

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => failOnContentProblems(reporter);

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createSitePages(args);
  registerRedirects(args.actions, siteRedirects());
};

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ getNodesByType }) => {
  const pagePaths = new Set(getNodesByType("SitePage").map((page) => page.path as string));
  writeRedirectPages(path.resolve("public"), siteRedirects(), siteUrl(), pagePaths);
};
