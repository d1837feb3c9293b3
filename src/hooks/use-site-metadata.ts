import { graphql, useStaticQuery } from "gatsby";

export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          siteUrl
          supportEmail
          contactEndpoint
          foundingYear
          socialImage
          analytics {
            scriptUrl
            domain
          }
        }
      }
    }
  `);
  const meta = data.site?.siteMetadata;
  if (!meta?.title || !meta.siteUrl || !meta.supportEmail || !meta.contactEndpoint || !meta.socialImage) {
    throw new Error("gatsby-config.ts siteMetadata is incomplete");
  }
  return {
    title: meta.title,
    siteUrl: meta.siteUrl,
    supportEmail: meta.supportEmail,
    contactEndpoint: meta.contactEndpoint,
    foundingYear: meta.foundingYear ?? undefined,
    socialImage: meta.socialImage,
    /** The visit counter (src/config/analytics.ts), or null: off, the default. The query's own object, stable across renders. */
    analytics: meta.analytics ?? null,
  };
}
