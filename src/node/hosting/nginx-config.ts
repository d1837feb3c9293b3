import fs from "node:fs";
import path from "node:path";
import {
  escapeRegex,
  HOST_ONLY,
  type HeaderRule,
  headersFor,
  type NotFoundRule,
  parseHeadersFile,
  parseRedirectsFile,
  patternRegex,
} from "../../hosting/host-rules";

/**
 * `public/nginx/brisa.conf`: the nginx equivalent of `_headers` and `_redirects`, generated from
 * those two files (read with the production server's own parsers), so that nginx, Netlify and
 * `npm run serve` apply one source. It is an include for a `server {}` block; the deployer sets
 * `listen`, `server_name`, TLS and `root`. fileHeader, written into it, says how it is laid out.
 */

export const DEFAULT_UPSTREAM = "http://127.0.0.1:9000";
/** The endpoint's own limit (BODY_LIMIT_BYTES in server/contact/handler.ts) is 32 KiB too. */
export const API_BODY_LIMIT = "32k";
export const REVALIDATE = "public, max-age=0, must-revalidate";
const NOT_FOUND_PAGE = "/404.html";
const API_PREFIX = "/api/";

export interface NginxIncludeInput {
  headersText: string;
  redirectsText: string;
  /** Origin of the production server that answers /api/ (`http://host:port`, no path). */
  upstream: string;
}

/** The upstream as proxy_pass takes it: an http(s) origin; a path would rewrite the /api/ prefix. */
export function upstreamOrigin(upstream: string): string {
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw new Error(`NGINX_UPSTREAM "${upstream}" is not a URL like ${DEFAULT_UPSTREAM}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    throw new Error(`NGINX_UPSTREAM "${upstream}" must be an http(s) origin without a path, like ${DEFAULT_UPSTREAM}`);
  }
  return url.origin;
}

/** A double-quoted nginx string. `$` would start a variable, and nginx has no escape for it. */
function quoted(value: string): string {
  if (value.includes("$") || /[\r\n]/.test(value)) throw new Error(`cannot write "${value}" as an nginx header value`);
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

/** Paths of `_headers` and `_redirects` become nginx location arguments: no quoting needed, none allowed. */
function checkedPath(value: string, what: string): string {
  if (!/^\/[A-Za-z0-9/_.~*-]*$/.test(value)) throw new Error(`${what} "${value}": only plain paths can become nginx locations`);
  return value;
}

/**
 * Where a `_headers` pattern goes: `/*` is the server's `location /`; `/dir/*` a prefix that stops
 * the regex search (`^~`, so `/static/x.js` stays with `/static/`); any other `*` a regex; no `*`
 * an exact match. `sample` is a path the location serves, to ask headersFor what it gets.
 */
function locationOf(pattern: string): { modifier: string; target: string; sample: string } {
  const star = pattern.indexOf("*");
  if (pattern === "/*") return { modifier: "", target: "/", sample: "/" };
  if (star === -1) return { modifier: "=", target: pattern, sample: pattern };
  if (star === pattern.length - 1 && pattern.endsWith("/*"))
    return { modifier: "^~", target: pattern.slice(0, -1), sample: pattern.replace("*", "x") };
  return { modifier: "~", target: patternRegex(pattern), sample: pattern.replace(/\*/g, "x") };
}

interface Location {
  modifier: string;
  target: string;
  headers: Record<string, string>;
  body: string[];
}

/**
 * nginx reads no token longer than 4 KiB, and a CSP with a hash per inline script is longer: such
 * values are assembled in a variable, a piece at a time, by `set` at server level (which runs for
 * every request before any location, internal redirects to the not-found page included).
 */
const LONG_VALUE = 1000;

class LongValues {
  /** Each long value's variable. */
  private readonly names = new Map<string, string>();

  /** `add_header`'s argument for a value: quoted, or the variable that holds it. */
  argument(name: string, value: string): string {
    if (value.length <= LONG_VALUE) return quoted(value);
    if (!this.names.has(value)) {
      const base = `brisa_${name.toLowerCase().replace(/-/g, "_")}`;
      const taken = new Set(this.names.values());
      let variable = base;
      for (let n = 2; taken.has(variable); n += 1) variable = `${base}_${n}`;
      this.names.set(value, variable);
    }
    return `$${this.names.get(value)}`;
  }

  /** The `set` lines that build every variable handed out, piece by piece. */
  definitions(): string[] {
    return [...this.names].flatMap(([value, variable]) =>
      pieces(value).map((piece, index) => `set $${variable} "${index === 0 ? "" : `\${${variable}}`}${quoted(piece).slice(1, -1)}";`),
    );
  }
}

/** Splits after spaces into pieces of at most LONG_VALUE characters that join back to the value. */
function pieces(value: string): string[] {
  const result: string[] = [];
  let current = "";
  for (const word of value.match(/\S+\s*|\s+/g) ?? []) {
    if (current !== "" && current.length + word.length > LONG_VALUE) {
      result.push(current);
      current = "";
    }
    current += word;
  }
  if (current !== "") result.push(current);
  return result;
}

function renderLocation({ modifier, target, headers, body }: Location, values: LongValues): string {
  const lines = [
    ...Object.entries(headers).map(([name, value]) => {
      if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`cannot write "${name}" as an nginx header name`);
      return `add_header ${name} ${values.argument(name, value)} always;`;
    }),
    ...body,
  ];
  return `location ${modifier ? `${modifier} ` : ""}${target} {\n${lines.map((line) => `  ${line}`).join("\n")}\n}`;
}

/** The headers a path gets, with pages' revalidation where `_headers` names no caching (as server/production/app.ts). */
function pageHeaders(rules: readonly HeaderRule[], sample: string): Record<string, string> {
  const headers = headersFor(rules, sample);
  return headers["Cache-Control"] === undefined ? { ...headers, "Cache-Control": REVALIDATE } : headers;
}

function fileHeader(upstream: string): string {
  return `# Generated by the build (src/node/hosting/nginx-config.ts) from public/_headers and public/_redirects:
# do not edit; rebuild instead (the Content-Security-Policy changes with every build).
#
# Include it inside your server block; it sets no root, listen, server_name or TLS:
#
#   server {
#     listen 443 ssl;
#     server_name brisa.example;
#     root /path/to/public;                       # the build's public/ directory
#     include /path/to/public/nginx/brisa.conf;
#     # include /path/to/public/nginx/brisa-brotli.conf;   # see below
#   }
#
# - /api/ goes to the production server (npm run serve) at ${upstream}
#   (NGINX_UPSTREAM at build time). nginx replaces X-Forwarded-For with the client's address:
#   run that server with CONTACT_TRUST_PROXY=1.
# - Precompressed files: gzip_static below (ngx_http_gzip_static_module, in Debian's nginx).
#   For the .br files install libnginx-mod-http-brotli-static (Debian) and include
#   brisa-brotli.conf next to this file: it only says "brotli_static on;", which nginx refuses
#   when the module is not loaded, so it is kept out of this file.
# - Every location repeats the full header set: nginx does not inherit add_header into a
#   location that has its own. A value longer than nginx reads in one token (4 KiB; the CSP with
#   its script hashes) is built in a $brisa_… variable by "set" at server level.
`;
}

/**
 * Which not-found page a missing path gets: that of the first `_redirects` 404 rule whose prefix it
 * starts with, else /404.html, in a variable set per request at server level (where `if` only sets
 * a variable, which is safe). A folder without an index.html gets it too, as a 404 as on the Node
 * server, not nginx's own 403 (try_files' `$uri/` finds the folder, which nginx refuses to list).
 */
function notFoundLines(notFound: readonly NotFoundRule[]): string[] {
  if (notFound.length === 0) return [`error_page 404 ${NOT_FOUND_PAGE};`, `error_page 403 =404 ${NOT_FOUND_PAGE};`];
  const conditions = [...notFound].reverse().map(({ prefix, page }) => {
    checkedPath(prefix, "_redirects not-found prefix");
    return `if ($uri ~ "^${escapeRegex(prefix)}") { set $brisa_not_found ${page}; }`;
  });
  return [
    `set $brisa_not_found ${NOT_FOUND_PAGE};`,
    ...conditions,
    "error_page 404 $brisa_not_found;",
    "error_page 403 =404 $brisa_not_found;",
  ];
}

/** The include for a server block, from the text of `_headers` and `_redirects`. Pure. */
export function nginxInclude({ headersText, redirectsText, upstream }: NginxIncludeInput): string {
  const origin = upstreamOrigin(upstream);
  const rules = parseHeadersFile(headersText);
  const { redirects, notFound } = parseRedirectsFile(redirectsText);
  const locations: Location[] = [];
  const taken = new Map<string, string>();
  const add = (location: Location, what: string) => {
    // nginx refuses two locations with the same argument ("= /x" and "/x" differ; "^~ /x" and "/x" do not).
    const key = `${location.modifier === "=" ? "=" : location.modifier === "~" ? "~" : ""} ${location.target}`;
    const earlier = taken.get(key);
    if (earlier) throw new Error(`${what} and ${earlier} would both be nginx "location ${location.modifier} ${location.target}"`);
    taken.set(key, what);
    locations.push(location);
  };
  const site = ["try_files $uri $uri/ =404;"];

  // Redirects first: an exact match wins over every other location anyway, and a `_headers` path
  // that is also redirected gets its headers on the 301 (as the Node server sends them).
  for (const [from, { to, status }] of redirects) {
    checkedPath(from, "_redirects source");
    if (!/^(\/|https?:\/\/)[^\s"'{};$\\]*$/.test(to)) throw new Error(`_redirects target "${to}" cannot be written as an nginx return`);
    add(
      { modifier: "=", target: from, headers: headersFor(rules, from), body: [`return ${status} ${to}$is_args$args;`] },
      `_redirects ${from}`,
    );
  }
  add({ modifier: "", target: "/", headers: pageHeaders(rules, "/"), body: site }, "the site");
  // The not-found pages, also what error_page serves (with status 404) for every missing path.
  for (const page of [NOT_FOUND_PAGE, ...notFound.map((rule) => checkedPath(rule.page, "_redirects not-found page"))]) {
    add(
      { modifier: "=", target: page, headers: { ...headersFor(rules, page), "Cache-Control": "no-cache" }, body: site },
      `the not-found page ${page}`,
    );
  }
  for (const rule of rules) {
    if (rule.pattern === "/*") continue;
    const { modifier, target, sample } = locationOf(checkedPath(rule.pattern, "_headers path"));
    if (modifier === "=" && redirects.has(target)) continue;
    if (modifier === "=" && (target === NOT_FOUND_PAGE || notFound.some((rule) => rule.page === target))) continue;
    add({ modifier, target, headers: pageHeaders(rules, sample), body: site }, `_headers ${rule.pattern}`);
  }
  // Host files are not for visitors: the not-found page, as on the Node server. nginx matches
  // locations on the normalized path ("//_headers", "/en/../_headers", "%2e%2e" all arrive here).
  const hidden = (modifier: string, target: string, sample: string) =>
    add({ modifier, target, headers: headersFor(rules, sample), body: ["return 404;"] }, `host-only ${target}`);
  for (const exact of HOST_ONLY.exact) hidden("=", exact, exact);
  for (const prefix of HOST_ONLY.prefixes) hidden("^~", prefix, prefix);
  for (const suffix of HOST_ONLY.suffixes) hidden("~*", `${suffix.replace(/\./g, "\\.")}$`, `/x${suffix}`);
  // `^~`: /api/… never falls into a regex location (`/*.js`) and away from the endpoint. The
  // production server sends the same security headers itself: nginx drops its copies and adds
  // its own, so that each is sent once (and on nginx's own errors, such as its 413, too).
  const apiHeaders = headersFor(rules, API_PREFIX);
  add(
    {
      modifier: "^~",
      target: API_PREFIX,
      headers: apiHeaders,
      body: [
        ...Object.keys(apiHeaders).map((name) => `proxy_hide_header ${name};`),
        `proxy_pass ${origin};`,
        `client_max_body_size ${API_BODY_LIMIT};`,
        "proxy_http_version 1.1;",
        'proxy_set_header Connection "";',
        "proxy_set_header Host $host;",
        "proxy_set_header X-Forwarded-For $remote_addr;",
        "proxy_set_header X-Forwarded-Proto $scheme;",
      ],
    },
    "the contact endpoint",
  );

  const values = new LongValues();
  const rendered = locations.map((location) => renderLocation(location, values)).join("\n\n");
  const variables = values.definitions();
  return [
    fileHeader(origin),
    "charset utf-8;",
    "# Relative Location headers, as the Node server sends: right behind a TLS-terminating proxy too.",
    "absolute_redirect off;",
    "gzip_static on;",
    "gzip_vary on;",
    ...notFoundLines(notFound),
    ...(variables.length > 0 ? ["", "# Values longer than nginx reads in one token (4 KiB), built a piece at a time.", ...variables] : []),
    "",
    rendered,
    "",
  ].join("\n");
}

/** Writes public/nginx/brisa.conf and brisa-brotli.conf from the `_headers` and `_redirects` written before. */
export function writeNginxConfig(publicDir: string, upstream: string | undefined): void {
  const read = (name: string) => fs.readFileSync(path.join(publicDir, name), "utf8");
  const include = nginxInclude({
    headersText: read("_headers"),
    redirectsText: read("_redirects"),
    upstream: upstream?.trim() || DEFAULT_UPSTREAM,
  });
  const dir = path.join(publicDir, "nginx");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "brisa.conf"), include);
  fs.writeFileSync(
    path.join(dir, "brisa-brotli.conf"),
    `# Generated by the build (src/node/hosting/nginx-config.ts). Include it next to brisa.conf only when
# nginx loads ngx_http_brotli_static_module (Debian: apt-get install libnginx-mod-http-brotli-static);
# without the module nginx refuses this directive.
brotli_static on;
`,
  );
}
