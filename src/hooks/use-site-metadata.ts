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
  };
}
