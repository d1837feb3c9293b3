/**
 * Reads the host files the build writes next to the site (`_headers`, `_redirects`, in the format
 * Netlify and Cloudflare Pages read), so that the production server applies exactly what those
 * hosts apply: one source for every host.
 */

/**
 * What the build writes for hosts and tools, never for visitors: every host answers these paths
 * 404 (the production server, the generated nginx include). The build itself removes what only it
 * needs (webpack's stats and chunk map, source maps; src/node/hosting/build-only-files.ts), so a host that
 * reads none of this (Netlify) has nothing of it to serve.
 */
export const HOST_ONLY = {
  exact: ["/_headers", "/_redirects", "/webpack.stats.json", "/chunk-map.json"],
  prefixes: ["/nginx/"],
  suffixes: [".map"],
} as const;

/** Whether a decoded, normalized URL path is one of HOST_ONLY's (letter case ignored, as a case-insensitive disk would). */
export function isHostOnlyPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return (
    HOST_ONLY.exact.some((exact) => lower === exact) ||
    HOST_ONLY.prefixes.some((prefix) => lower.startsWith(prefix)) ||
    HOST_ONLY.suffixes.some((suffix) => lower.endsWith(suffix))
  );
}

/**
 * Whether a request path, as it arrived, is one the site never links to and a careful server
 * refuses before it looks anything up: percent-decoded, it holds a dot segment ("/en/../_headers",
 * "/./x", "%2e%2e"), an empty segment ("//_headers"), a backslash or a NUL, or it is not valid
 * percent-encoding at all. File servers resolve such spellings to real files, past checks made on
 * the raw path.
 */
export function isUnsafeRequestPath(rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  if (!decoded.startsWith("/") || /[\\\0]/.test(decoded) || decoded.includes("//")) return true;
  return decoded.split("/").some((segment) => segment === "." || segment === "..");
}

export interface HeaderRule {
  pattern: string;
  matches: (path: string) => boolean;
  headers: ReadonlyArray<readonly [string, string]>;
}

export const escapeRegex = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** The regular expression of a pattern: `*` stands for any run of characters, `/` included ("/static/*", "/*.js"). */
export const patternRegex = (pattern: string): string => `^${pattern.split("*").map(escapeRegex).join(".*")}$`;

/** Blocks of a path line followed by indented `Name: value` lines; `#` starts a comment line. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: { pattern: string; headers: Array<readonly [string, string]> } | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
      const regex = new RegExp(patternRegex(current.pattern));
      rules.push({ pattern: current.pattern, matches: (path) => regex.test(path), headers: current.headers });
      return;
    }
    const colon = line.indexOf(":");
    if (!current || colon === -1) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path line`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** The headers of every block whose pattern matches, in file order; a later block's value wins. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (rule.matches(path)) for (const [name, value] of rule.headers) headers[name] = value;
  return headers;
}

/** An unknown path under `prefix` gets `page` with status 404 (`/es/*  /es/404.html  404`). */
export interface NotFoundRule {
  prefix: string;
  page: string;
}

export interface RedirectRules {
  /** By exact source path. */
  redirects: Map<string, { to: string; status: number }>;
  /** In file order: the first whose prefix matches wins; no match, `/404.html`. */
  notFound: NotFoundRule[];
}

/**
 * `from to [status]` per line (status 301 when absent): exact paths only, as the build writes
 * them; and `/prefix/*  /page.html  404`, the not-found page of the paths under a prefix.
 */
export function parseRedirectsFile(text: string): RedirectRules {
  const redirects: RedirectRules["redirects"] = new Map();
  const notFound: NotFoundRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const fields = line.trim().split(/\s+/);
    if (fields[0] === "" || fields[0]?.startsWith("#")) return;
    const [from, to, status = "301"] = fields;
    const code = Number(status.replace(/!$/, ""));
    if (from?.endsWith("/*") && to?.startsWith("/") && code === 404) {
      notFound.push({ prefix: from.slice(0, -1), page: to });
      return;
    }
    if (!from || !to || from.includes("*") || !Number.isInteger(code) || code < 300 || code > 399) {
      throw new Error(`_redirects line ${index + 1}: expected "from to [3xx]" or "/prefix/* /page.html 404", got "${line.trim()}"`);
    }
    redirects.set(from, { to, status: code });
  });
  return { redirects, notFound };
}

/** The not-found page of a path: the first matching rule's, else `/404.html`. */
export function notFoundPageFor(rules: readonly NotFoundRule[], pathname: string): string {
  return rules.find((rule) => pathname.startsWith(rule.prefix))?.page ?? "/404.html";
}
