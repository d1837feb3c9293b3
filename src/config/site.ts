import { defaultLang } from "../i18n/languages";

/**
 * Brand and deployment settings, in one place. gatsby-config.ts publishes them as
 * siteMetadata; browser code reads them with useSiteMetadata(), Node code imports them.
 */
export const brandName = "Brisa Software";
/** The name under an installed site's icon. */
export const brandShortName = "Brisa";
/** One line on what the agency does, for the web manifest. */
export const brandTagline = "MVPs and custom software for startups and businesses.";
export const supportEmail = "hello@brisa.software";
/** The site's social image (1200 × 630, design/social-image/), in the default language; each other language has its own beside it. */
export const socialImage = "/og-image.png";
export const foundingYear = 2020;

/**
 * The brand's colours, for what CSS cannot reach: the logo mark, the particle canvas, the
 * browser's theme colour. src/styles/global.css holds the same two as --color-brand and
 * --color-ink for everything styled (tests/unit/config/stand-ins.test.ts checks they agree).
 */
export const brandColors = { brand: "#1fbbde", ink: "#0b1f2e" } as const;

/**
 * The team's names and contact details: stand-ins until launch (docs/deploying.md "Before launch"), spelled
 * only here. Each language's content/<lang>/team.json names a member by id and adds what is
 * written in that language (role, bio, specialties) and the portrait.
 */
export const teamMembers = {
  "daniel-ortega": {
    name: "Daniel Ortega",
    email: "daniel@brisa.software",
    github: "https://github.com/daniel-ortega-brisa",
    linkedin: "https://www.linkedin.com/in/daniel-ortega-brisa",
  },
  "lucia-navarro": {
    name: "Lucía Navarro",
    email: "lucia@brisa.software",
    github: "https://github.com/lucia-navarro-brisa",
    linkedin: "https://www.linkedin.com/in/lucia-navarro-brisa",
  },
  "javier-molina": {
    name: "Javier Molina",
    email: "javier@brisa.software",
    github: "https://github.com/javier-molina-brisa",
    linkedin: "https://www.linkedin.com/in/javier-molina-brisa",
  },
} as const;

export type TeamMemberId = keyof typeof teamMembers;

/**
 * The clients' own sites, by project id (content/<lang>/projects.json): stand-ins until launch.
 * A project card without a case study links here, and each case study's "visit" button too.
 */
export const clientSites = {
  nurdoc: "https://nurdoc.com",
  boathous: "https://boathous.com",
  startspringfast: "https://startspringfast.com",
  autoemailed: "https://autoemailed.com",
  almia: "https://almia.app",
} as const;

export type ProjectId = keyof typeof clientSites;

/** The client site of a project id; the build has checked every id content names. */
export function clientSite(id: string): string {
  if (!Object.hasOwn(clientSites, id)) throw new Error(`No client site for project "${id}" in src/config/site.ts`);
  return clientSites[id as ProjectId];
}

/** The name and contact details of a team member id; the build has checked every id content names. */
export function teamMember(id: string): (typeof teamMembers)[TeamMemberId] {
  if (!Object.hasOwn(teamMembers, id)) throw new Error(`No team member "${id}" in src/config/site.ts`);
  return teamMembers[id as TeamMemberId];
}

/**
 * The date of the privacy policy text a visitor agrees to by sending the contact form; it is
 * stored with every message as proof of what was accepted. Bump it whenever the policy changes.
 */
export const PRIVACY_POLICY_VERSION = "2026-11-23";

/** Absolute origin used in canonical, hreflang, sitemap and social-image URLs. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || "https://brisa.software").replace(/\/+$/, "");
}

/** The contact endpoint's path: Gatsby serves a function at its file's path, src/api/brisa/contact.ts. */
export const CONTACT_API_PATH = "/api/brisa/contact";

/** Where the contact form posts: same origin by default, another host when configured. */
export function contactEndpoint(env: NodeJS.ProcessEnv = process.env): string {
  const host = (env.GATSBY_CONTACT_API_URL || "").replace(/\/+$/, "");
  return `${host}${CONTACT_API_PATH}`;
}

/** "/og-image.png" in the default language, "/og-image.es.png" in Spanish: the social image of a language. */
export function siteImageOf(image: string, lang: string): string {
  return lang === defaultLang ? image : image.replace(/\.png$/, `.${lang}.png`);
}
