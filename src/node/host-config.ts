import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Redirect } from "../i18n/paths";
import { htmlFiles } from "./html-files";

/**
 * Configuration for static hosts, written next to the site: `_headers` (security and caching
 * headers) and `_redirects` (real 301s for every redirect page), in the format Netlify and
 * Cloudflare Pages read. README "Deploying" shows the nginx equivalent.
 */

/** sha256 sources of the inline scripts of a page (JSON-LD data blocks are not run, so not needed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || /application\/ld\+json/i.test(attributes) || body === "") continue;
    hashes.push(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export function contentSecurityPolicy({ scriptHashes, connectOrigins }: { scriptHashes: readonly string[]; connectOrigins: readonly string[] }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(" ")}`.trim(),
    // gatsby-plugin-image and React set style attributes; no third-party styles exist.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(" ")}`,
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

/page-data/*
  Cache-Control: public, max-age=0, must-revalidate
`;
}

export function redirectsFile(redirects: readonly Redirect[]): string {
  return `${redirects.map(({ from, to }) => `${from} ${to} 301`).join("\n")}\n`;
}

/** The origin of an absolute contact endpoint, which the CSP must allow the form to reach. */
export function endpointOrigin(endpoint: string): string[] {
  return /^https?:\/\//.test(endpoint) ? [new URL(endpoint).origin] : [];
}

export function writeHostConfig(publicDir: string, redirects: readonly Redirect[], contactEndpoint: string): void {
  const scriptHashes = htmlFiles(publicDir).flatMap((file) => inlineScriptHashes(fs.readFileSync(file, "utf8")));
  const csp = contentSecurityPolicy({ scriptHashes, connectOrigins: endpointOrigin(contactEndpoint) });
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(csp));
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile(redirects));
}
