/**
 * CORS for deployments where the site posts to an endpoint on another origin
 * (GATSBY_CONTACT_API_URL). Only listed origins get an Access-Control-Allow-Origin; for any other
 * the browser refuses to send the POST (JSON needs a preflight) or to show the answer. Same-origin
 * posts need none of this. Every answer varies by Origin, so a cache never hands one origin's
 * headers to another.
 */

const VARY = { Vary: "Origin" } as const;

/**
 * CONTACT_ALLOWED_ORIGINS: comma-separated origins such as "https://www.example.com". Each is
 * stored as a browser writes it in the Origin header (lower-case host, no default port, no
 * trailing slash), so that the comparison is exact. A path, query, credentials or a wildcard is a
 * mistake worth stopping for, not something to guess around.
 */
export function allowedOriginsFromEnv(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const origin = parseOrigin(entry);
      if (origin === undefined) {
        throw new Error(
          `CONTACT_ALLOWED_ORIGINS: "${entry}" is not an http(s) origin such as https://www.example.com (scheme, host and optional port, no path)`,
        );
      }
      return origin;
    });
}

function parseOrigin(entry: string): string | undefined {
  if (!URL.canParse(entry)) return undefined;
  const url = new URL(entry);
  const httpish = url.protocol === "https:" || url.protocol === "http:";
  // The href of a bare origin is the origin plus "/": anything more is a path, query, hash or user.
  return httpish && url.href === `${url.origin}/` ? url.origin : undefined;
}

/** Headers for an actual request (the POST): the origin is echoed only when it is listed. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  return origin !== undefined && allowed.includes(origin) ? { "Access-Control-Allow-Origin": origin, ...VARY } : { ...VARY };
}

/**
 * Headers for a preflight (OPTIONS with Access-Control-Request-Method). The caller answers 204
 * whether or not the origin is listed: without the allow headers the browser cancels the POST
 * itself, and a uniform status tells a prober nothing the headers do not. The browser may reuse
 * the answer for 10 minutes.
 */
export function preflightHeaders(
  origin: string | undefined,
  requestMethod: string | undefined,
  allowed: readonly string[],
): Record<string, string> {
  if (origin === undefined || !allowed.includes(origin) || requestMethod !== "POST") return { ...VARY };
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": "600",
    ...VARY,
  };
}
