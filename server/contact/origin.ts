import type { IncomingHttpHeaders } from "node:http";

/**
 * Whether a POST comes from a page of another site, which the endpoint refuses (403) unless that
 * site is listed in CONTACT_ALLOWED_ORIGINS. A plain HTML form needs no CORS preflight, so without
 * this check any page on the web could post the form from its visitors' browsers: spam sent in
 * the name of people who never saw the form, spread over their addresses and past the rate limit.
 *
 * Browsers say where a request comes from in two headers, and the check trusts only those:
 * - `Sec-Fetch-Site` (every current browser): `same-origin` and `none` (typed by the user) pass;
 *   `same-site` and `cross-site` pass only for a listed Origin.
 * - `Origin`, for browsers that do not send the former: it passes when it is the site itself
 *   (the request's Host, or SITE_URL's origin) or listed. `Origin: null` (a sandboxed frame, a
 *   page opened from a file) is another site.
 * A request with neither header (curl, a server-to-server call) is not a browser's and passes:
 * a script could send any header it likes, so refusing it would protect nothing.
 */
export function isCrossSitePost(headers: IncomingHttpHeaders, allowedOrigins: readonly string[], siteOrigin: string): boolean {
  const origin = firstHeader(headers.origin);
  const fetchSite = firstHeader(headers["sec-fetch-site"])?.toLowerCase();
  const listed = origin !== undefined && allowedOrigins.includes(origin);
  if (fetchSite === "same-origin" || fetchSite === "none") return false;
  if (fetchSite === "same-site" || fetchSite === "cross-site") return !listed;
  if (origin === undefined) return false;
  return !(listed || origin === siteOrigin || origin === hostOrigin(origin, firstHeader(headers.host)));
}

/** A header's first value, as Node gives a header sent more than once. */
export function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The Origin a page served under this request's Host would send, in the Origin's own scheme. */
function hostOrigin(origin: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    const { protocol } = new URL(origin);
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}
