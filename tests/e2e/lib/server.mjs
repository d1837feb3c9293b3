/** Where the site under test is served (set by run.mjs). */
export const BASE_URL = (process.env.BASE_URL || "http://127.0.0.1:9321").replace(/\/+$/, "");

/** Absolute URL on the server under test for a root-relative path. */
export function url(path) {
  return `${BASE_URL}${path}`;
}

/** Fetches a path of the server without following redirects; resolves to { status, html, headers }. */
export async function fetchRaw(path) {
  const response = await fetch(url(path), { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, headers: response.headers, location: response.headers.get("location") };
}

/** Whether raw HTML is one of the site's static redirect pages. */
export function isRedirectPage(html) {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html);
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'", "#x2F": "/" };

/** Every <a href> value in raw HTML, entity-decoded. */
export function linksIn(html) {
  const links = [];
  const re = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? "";
    links.push(raw.replace(/&(#?\w+);/g, (all, name) => ENTITIES[name] ?? all));
  }
  return links;
}

/** The site origin the build put in head tags: read from the canonical of /en/. */
let originPromise;
export function siteOrigin() {
  originPromise ??= (async () => {
    const { status, html } = await fetchRaw("/en/");
    if (status !== 200) throw new Error(`/en/ answered ${status}`);
    const tag = html.match(/<link\b[^>]*\brel="canonical"[^>]*>/i)?.[0];
    const href = tag?.match(/\bhref="([^"]+)"/i)?.[1];
    if (!href) throw new Error("/en/ has no <link rel=canonical href>");
    const parsed = new URL(href);
    if (parsed.pathname !== "/en/") throw new Error(`the canonical of /en/ is ${href}, not <origin>/en/`);
    return parsed.origin;
  })();
  return originPromise;
}

/** Maps an absolute URL on the site origin to the server under test. */
export async function toLocal(absolute) {
  const origin = await siteOrigin();
  if (!absolute.startsWith(`${origin}/`)) throw new Error(`${absolute} is not on the site origin ${origin}`);
  return url(absolute.slice(origin.length));
}
