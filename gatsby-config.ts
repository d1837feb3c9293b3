import type { GatsbyConfig } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { analyticsMetadata } from "./src/config/analytics";
import { contentDir } from "./src/config/content-dir";
import { brandName, contactEndpoint, foundingYear, siteUrl, socialImage, supportEmail } from "./src/config/site";

/**
 * Gatsby's type generation leaves out every query whose file path contains node_modules, .yarn or
 * .cache (guessIfThirdpartyDefinition in gatsby/dist/utils/graphql-typegen/utils.js): in a checkout
 * under such a folder it stays off, and the committed types/gatsby-types.d.ts are the ones checked.
 */
const typegenSeesOurQueries = !/(node_modules|\.yarn|\.cache)/.test(process.cwd());

const config: GatsbyConfig = {
  siteMetadata: {
    title: brandName,
    siteUrl: siteUrl(),
    supportEmail,
    contactEndpoint: contactEndpoint(),
    foundingYear,
    socialImage,
    // The visit counter: off (null) unless GATSBY_PLAUSIBLE_SCRIPT_URL and GATSBY_PLAUSIBLE_DOMAIN
    // are set. A malformed value stops the build in gatsby-node.ts (onPreInit), naming the variable.
    analytics: analyticsMetadata(),
  },
  // Static hosts serve /path/index.html at /path/ without a redirect hop.
  trailingSlash: "always",
  // On Netlify (its builds set NETLIFY=true) the adapter turns the contact endpoint into a Netlify
  // Function and adds its entries to our _headers and _redirects between markers, keeping ours.
  // Pinned here rather than installed by Gatsby at deploy time; elsewhere no adapter runs.
  adapter: process.env.NETLIFY === "true" ? netlifyAdapter() : undefined,
  jsxRuntime: "automatic",
  graphqlTypegen: typegenSeesOurQueries
    ? {
        typesOutputPath: "types/gatsby-types.d.ts",
        // The type check in npm test runs after the build, against freshly generated types.
        generateOnBuild: true,
        // Build-time queries (graphql(`query X {...}`) in createPages and onPostBuild) get Queries.XQuery
        // types too: Gatsby looks only in gatsby-node.ts by default, and ours delegates to src/node/.
        documentSearchPaths: ["./gatsby-node.ts", "./src/node/**/*.ts"],
      }
    : false,
  plugins: [
    // Every head tag comes from react-helmet through the one Seo component.
    "gatsby-plugin-react-helmet",
    // JSON copy, MDX posts and images under content/ become File nodes.
    { resolve: "gatsby-source-filesystem", options: { name: "content", path: contentDir() } },
    // Blog posts: content/blog/<key>/index.<lang>.mdx, rendered by src/templates/blog-post.tsx.
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    // Responsive AVIF/WebP images for projects, team and blog covers.
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
  ],
};

export default config;
