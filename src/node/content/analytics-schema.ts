import { BY_ANALYTICS_DIRECTIVE, pickAnalyticsCase } from "./content-schema";

/**
 * The analytics setting in the data layer. gatsby-config.ts publishes it as
 * `siteMetadata.analytics` (null when off); its type is declared here because Gatsby cannot infer
 * the type of a field that is null, and queries of it must work in both cases.
 */
export const analyticsTypeDefs = (): string => `
"The site's settings (gatsby-config.ts siteMetadata); the fields not declared here are inferred."
type SiteSiteMetadata {
  "The visit counter (GATSBY_PLAUSIBLE_SCRIPT_URL and GATSBY_PLAUSIBLE_DOMAIN); null when analytics is off, the default."
  analytics: SiteAnalytics
}

"A Plausible-compatible script, loaded in the browser only after the visitor accepts all."
type SiteAnalytics {
  "Absolute https URL of the script."
  scriptUrl: String!
  "Its data-domain: the site as Plausible knows it."
  domain: String!
}`;

interface ResolverContext {
  nodeModel: { getNodeById: (args: { id: string; type: string }) => unknown };
}

/**
 * `@byAnalytics`: an f.byAnalytics content field resolves to the case of this build. The case is
 * read from the Site node through the node model, which records the Site node as a dependency of
 * the query: a build with the other setting re-runs the query even when the content files did not
 * change (the content nodes themselves come from Gatsby's cache).
 */
export const byAnalyticsExtension = {
  name: BY_ANALYTICS_DIRECTIVE,
  extend: () => ({
    resolve(source: Record<string, unknown>, _args: unknown, context: ResolverContext, info: { fieldName: string }) {
      const site = context.nodeModel.getNodeById({ id: "Site", type: "Site" }) as { siteMetadata?: { analytics?: unknown } } | null;
      return pickAnalyticsCase(source[info.fieldName], Boolean(site?.siteMetadata?.analytics));
    },
  }),
};
