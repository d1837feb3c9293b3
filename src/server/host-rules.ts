/**
 * Reads the host files the build writes next to the site (`_headers`, `_redirects`, in the format
 * Netlify and Cloudflare Pages read), so that the production server applies exactly what those
 * hosts apply: one source for every host.
 */

export interface HeaderRule {
  pattern: string;
  matches: (path: string) => boolean;
  headers: ReadonlyArray<readonly [string, string]>;
}

export interface RedirectRule {
  to: string;
  status: number;
}

/** `*` stands for any run of characters, `/` included ("/static/*", "/*.js"). */
function patternMatcher(pattern: string): (path: string) => boolean {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  const regex = new RegExp(`^${source}$`);
  return (path) => regex.test(path);
}

/** Blocks of a path line followed by indented `Name: value` lines; `#` starts a comment line. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: { pattern: string; headers: Array<readonly [string, string]> } | undefined;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] };
      rules.push({ pattern: current.pattern, matches: patternMatcher(current.pattern), headers: current.headers });
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

/** `from to [status]` per line (status 301 when absent); exact paths only, as the build writes them. */
export function parseRedirectsFile(text: string): Map<string, RedirectRule> {
  const redirects = new Map<string, RedirectRule>();
  text.split(/\r?\n/).forEach((line, index) => {
    const fields = line.trim().split(/\s+/);
    if (fields[0] === "" || fields[0]?.startsWith("#")) return;
    const [from, to, status = "301"] = fields;
    const code = Number(status.replace(/!$/, ""));
    if (!from || !to || !Number.isInteger(code) || code < 300 || code > 399) {
      throw new Error(`_redirects line ${index + 1}: expected "from to [3xx]", got "${line.trim()}"`);
    }
    redirects.set(from, { to, status: code });
  });
  return redirects;
}
