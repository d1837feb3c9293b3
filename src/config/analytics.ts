/**
 * The visit counter, a build setting (docs/deploying.md "Analytics"): a Plausible-compatible script,
 * self-hosted or plausible.io, loaded in the browser only after the visitor's "Accept All".
 * Off unless both variables are set. Pure, so the build, the CSP and the tests share one reading;
 * a malformed value throws an Error that names the variable, which stops the build.
 */

export const ANALYTICS_SCRIPT_URL_VAR = "GATSBY_PLAUSIBLE_SCRIPT_URL";
export const ANALYTICS_DOMAIN_VAR = "GATSBY_PLAUSIBLE_DOMAIN";

export interface AnalyticsSettings {
  /** The script's absolute https URL, e.g. https://plausible.io/js/script.js. */
  scriptUrl: string;
  /** Its data-domain: the site as it is registered in Plausible (several joined by commas for a roll-up). */
  domain: string;
  /** The script's origin: it is loaded from there and, as Plausible's script does, posts its events there. */
  origin: string;
}

const SCRIPT_EXAMPLE = "https://plausible.io/js/script.js";
const DOMAIN_EXAMPLE = "www.example.com";

/** A host name as DNS allows it: dot-separated labels of letters, digits and inner hyphens, at least two. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function scriptUrlSetting(raw: string): { scriptUrl: string; origin: string } {
  const name = ANALYTICS_SCRIPT_URL_VAR;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be the absolute https URL of the Plausible script, such as ${SCRIPT_EXAMPLE}, not "${raw}"`);
  }
  if (url.protocol !== "https:") {
    throw new Error(
      `${name} must be an https URL (${SCRIPT_EXAMPLE}), not ${url.protocol}//: the site is served over https and its CSP upgrades every request`,
    );
  }
  if (/\s/.test(raw)) throw new Error(`${name} must not contain spaces: "${raw}"`);
  if (url.username || url.password) throw new Error(`${name} must not carry a user name or password: "${raw}"`);
  if (url.hash) throw new Error(`${name} must not have a #fragment: "${raw}"`);
  if (!url.pathname.endsWith(".js")) {
    throw new Error(`${name} must name the script itself, a path ending in .js such as ${SCRIPT_EXAMPLE}, not "${raw}"`);
  }
  return { scriptUrl: url.href, origin: url.origin };
}

function domainSetting(raw: string): string {
  const name = ANALYTICS_DOMAIN_VAR;
  const problem = /\s/.test(raw)
    ? "spaces"
    : raw.includes("://")
      ? "a scheme"
      : /[/?#]/.test(raw)
        ? "a path"
        : raw.includes(":")
          ? "a port"
          : null;
  if (problem) {
    throw new Error(`${name} must be the site's domain as Plausible knows it, such as ${DOMAIN_EXAMPLE}, without ${problem}: "${raw}"`);
  }
  const domains = raw.toLowerCase().split(",");
  const wrong = domains.find((domain) => !HOST_NAME.test(domain));
  if (wrong !== undefined) {
    throw new Error(`${name} must be a domain such as ${DOMAIN_EXAMPLE} (several joined by commas), but "${wrong}" is not one`);
  }
  return domains.join(",");
}

/** The analytics settings of the environment, or null when they are not set (the default: no analytics). */
export function analyticsSettings(env: NodeJS.ProcessEnv = process.env): AnalyticsSettings | null {
  // Surrounding whitespace is a copy-and-paste slip; whitespace inside a value is an error below.
  const scriptUrl = env[ANALYTICS_SCRIPT_URL_VAR]?.trim() ?? "";
  const domain = env[ANALYTICS_DOMAIN_VAR]?.trim() ?? "";
  if (scriptUrl === "" && domain === "") return null;
  if (scriptUrl === "") {
    throw new Error(`${ANALYTICS_DOMAIN_VAR} is set but ${ANALYTICS_SCRIPT_URL_VAR} is not: set both (e.g. ${SCRIPT_EXAMPLE}) or neither`);
  }
  if (domain === "") {
    throw new Error(`${ANALYTICS_SCRIPT_URL_VAR} is set but ${ANALYTICS_DOMAIN_VAR} is not: set both (e.g. ${DOMAIN_EXAMPLE}) or neither`);
  }
  return { ...scriptUrlSetting(scriptUrl), domain: domainSetting(domain) };
}

/** The host name visitors are told their visit counts go to (the privacy policy names it). */
export function analyticsHost(scriptUrl: string): string {
  return new URL(scriptUrl).host;
}

/**
 * What gatsby-config.ts publishes as siteMetadata.analytics: the script and the domain, or null
 * when analytics is off. It never throws: gatsby-config.ts must not (Gatsby's compile step takes a
 * failing import for a flaky compile, retries, and then builds with an empty config), so a
 * malformed setting gives null here and gatsby-node.ts stops the build naming the variable.
 */
export function analyticsMetadata(env: NodeJS.ProcessEnv = process.env): { scriptUrl: string; domain: string } | null {
  try {
    const settings = analyticsSettings(env);
    return settings ? { scriptUrl: settings.scriptUrl, domain: settings.domain } : null;
  } catch {
    return null;
  }
}
