import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { defaultLang, langs } from "../../i18n/languages";
import { notFoundPath, type Redirect } from "../../i18n/paths";
import type { NotFoundRule } from "../../hosting/host-rules";
import { pageHtmlFiles } from "./html-files";

/**
 * Configuration for static hosts, written next to the site: `_headers` (security and caching
 * headers) and `_redirects` (real 301s for every redirect page), in the format Netlify and
 * Cloudflare Pages read. docs/deploying.md "Serving in production" shows the nginx equivalent.
 */

/**
 * The most distinct inline scripts the site may have. Every inline script is the same on every
 * page (per-page data lives in `<script type="application/json">` blocks), so the CSP lists a few
 * hashes however many pages there are; a build that needs more fails rather than let the policy
 * grow with the site again.
 */
export const MAX_INLINE_SCRIPT_HASHES = 8;

/** Cloudflare Pages ignores longer lines of `_headers`. */
export const MAX_HEADER_LINE_LENGTH = 2000;

/** Whether a script's attributes make it a data block (JSON, JSON-LD): never run, so not the CSP's business. */
export function isDataBlock(attributes: string): boolean {
  const match = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return ["application/json", "application/ld+json"].includes((match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase());
}

/** sha256 sources of the inline scripts of a page (JSON and JSON-LD data blocks are not run, so not needed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes) || body === "") continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** Every distinct inline-script hash of the built pages, with the files that carry it (in the order first met). */
export function siteScriptHashes(
  files: readonly string[],
  read: (file: string) => string = (file) => fs.readFileSync(file, "utf8"),
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const hash of new Set(inlineScriptHashes(read(file)))) {
      const carriers = found.get(hash);
      if (carriers) carriers.push(file);
      else found.set(hash, [file]);
    }
  }
  return found;
}

/** Throws, naming the files, when the site has more distinct inline scripts than the CSP may list. */
export function checkScriptHashes(found: ReadonlyMap<string, readonly string[]>, limit = MAX_INLINE_SCRIPT_HASHES): void {
  if (found.size <= limit) return;
  const entries = [...found];
  const culprit = entries[limit]![1][0];
  const list = entries.map(([hash, files]) => `  ${hash} in ${files.length} file(s), first ${files[0]}`).join("\n");
  throw new Error(
    `The CSP would list ${found.size} inline-script hashes, more than the limit of ${limit}: ` +
      `${culprit} has an inline script unlike any of the ${limit} before it. ` +
      `Inline scripts must be the same on every page: put per-page data in a <script type="application/json"> ` +
      `block read by a fixed script (see src/node/hosting/scripts-after-first-paint.ts).\n${list}`,
  );
}

export interface CspSources {
  scriptHashes: readonly string[];
  /** The contact endpoint's origin when it is on another host: the form posts there (JSON and plain). */
  connectOrigins: readonly string[];
  /**
   * The visit counter's origin when analytics is configured (src/config/analytics.ts): its script
   * is loaded from there and sends its events there. Never a form target.
   */
  analyticsOrigins?: readonly string[];
}

export function contentSecurityPolicy({ scriptHashes, connectOrigins, analyticsOrigins = [] }: CspSources): string {
  const sources = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].join(" ");
  return [
    "default-src 'self'",
    `script-src ${sources(["'self'"], analyticsOrigins)} ${[...new Set(scriptHashes)].sort().join(" ")}`.trim(),
    // gatsby-plugin-image and React set style attributes; no third-party styles exist.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${sources(["'self'"], connectOrigins, analyticsOrigins)}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The form posts to the endpoint itself before the scripts run (the plain HTML post).
    `form-action ${["'self'", ...connectOrigins].join(" ")}`,
    "frame-ancestors 'none'",
    "upgrade-insecure-requests",
  ].join("; ");
}

export function headersFile(csp: string): string {
  return `/*
  Content-Security-Policy: ${csp}
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()
  Cross-Origin-Opener-Policy: same-origin

/static/*
  Cache-Control: public, max-age=31536000, immutable

/*.js
  Cache-Control: public, max-age=31536000, immutable

/*.css
  Cache-Control: public, max-age=31536000, immutable

/fonts/*
  Cache-Control: public, max-age=31536000, immutable

/page-data/*
  Cache-Control: public, max-age=0, must-revalidate
`;
}

/** Each language but the default one has its own not-found page for the paths under its prefix. */
export function notFoundRules(): NotFoundRule[] {
  return langs.filter((lang) => lang !== defaultLang).map((lang) => ({ prefix: `/${lang}/`, page: notFoundPath(lang) }));
}

/**
 * `301!`, forced: every source path also has its static redirect page, and Netlify would serve it
 * instead of an unforced rule. Then the not-found pages by prefix, 404 and not forced (applied only
 * where no file exists); every other unknown path gets `/404.html`.
 */
export function redirectsFile(redirects: readonly Redirect[], notFound: readonly NotFoundRule[] = []): string {
  const lines = [...redirects.map(({ from, to }) => `${from} ${to} 301!`), ...notFound.map(({ prefix, page }) => `${prefix}* ${page} 404`)];
  return `${lines.join("\n")}\n`;
}

/** The origin of an absolute contact endpoint, which the CSP must allow the form to reach. */
export function endpointOrigin(endpoint: string): string[] {
  return /^https?:\/\//.test(endpoint) ? [new URL(endpoint).origin] : [];
}

/**
 * `analyticsOrigin`: the visit counter's origin (AnalyticsSettings.origin), or null when analytics
 * is off: then the CSP allows nothing beyond the site and its contact endpoint.
 * `enforceLimits: false` only when the scripts rewrite is off (SCRIPTS_AFTER_FIRST_PAINT=off):
 * Gatsby's own inline scripts then differ on every page, and the CSP must list them all.
 */
export function writeHostConfig(
  publicDir: string,
  redirects: readonly Redirect[],
  contactEndpoint: string,
  { analyticsOrigin = null, enforceLimits = true }: { analyticsOrigin?: string | null; enforceLimits?: boolean } = {},
): void {
  // The pages' scripts only: a slice's were stitched into the pages, or left out of them by the loader's pass.
  const found = siteScriptHashes(pageHtmlFiles(publicDir));
  if (enforceLimits) checkScriptHashes(found);
  const csp = contentSecurityPolicy({
    scriptHashes: [...found.keys()],
    connectOrigins: endpointOrigin(contactEndpoint),
    analyticsOrigins: analyticsOrigin ? [analyticsOrigin] : [],
  });
  const headers = headersFile(csp);
  const long = headers.split("\n").find((line) => line.length >= MAX_HEADER_LINE_LENGTH);
  if (long && enforceLimits)
    throw new Error(
      `A _headers line is ${long.length} characters, not under the ${MAX_HEADER_LINE_LENGTH} static hosts accept: ${long.slice(0, 80)}…`,
    );
  fs.writeFileSync(path.join(publicDir, "_headers"), headers);
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects, notFoundRules()));
}
