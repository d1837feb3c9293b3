/**
 * Brand and deployment settings (DESIGN.md section 2). gatsby-config.ts publishes them as
 * siteMetadata; browser code reads them with useSiteMetadata(), Node code imports them.
 */
export const brandName = "Brisa Software";
export const productSlug = "brisa";
export const supportEmail = "hello@brisa.software";
export const foundingYear = 2020;

/**
 * The date of the privacy policy text a visitor agrees to by sending the contact form; it is
 * stored with every message as proof of what was accepted. Bump it whenever the policy changes.
 */
export const PRIVACY_POLICY_VERSION = "2026-11-23";

/** Absolute origin used in canonical, hreflang, sitemap and social-image URLs. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || "https://brisa.software").replace(/\/+$/, "");
}

/** Where the contact form posts: same origin by default, another host when configured. */
export function contactEndpoint(env: NodeJS.ProcessEnv = process.env): string {
  const host = (env.GATSBY_CONTACT_API_URL || "").replace(/\/+$/, "");
  return `${host}/api/${productSlug}/contact`;
}
