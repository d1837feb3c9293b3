import fs from "node:fs";
import path from "node:path";
import { contentSecurityPolicy, headersFile, notFoundRules, redirectsFile } from "../../../src/node/hosting/host-config";
import { DEFAULT_UPSTREAM, nginxInclude, REVALIDATE, upstreamOrigin, writeNginxConfig } from "../../../src/node/hosting/nginx-config";
import { tempDirEach } from "./temp-dir";

const CSP = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], connectOrigins: [] });
const headersText = headersFile(CSP);
const redirectsText = redirectsFile(
  [
    { from: "/", to: "/en/" },
    { from: "/en/servicios/", to: "/en/services/" },
    { from: "/es/services/", to: "/es/servicios/" },
  ],
  notFoundRules(),
);
const SECURITY = [
  ["Content-Security-Policy", CSP],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
] as const;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** `location <args> { body }` blocks (the generator writes no nested braces). */
function locations(include: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of include.matchAll(/^location ([^{\n]+) \{\n([\s\S]*?)\n\}$/gm)) {
    const key = match[1] ?? "";
    expect(blocks.has(key)).toBe(false);
    blocks.set(key, match[2] ?? "");
  }
  return blocks;
}

/** The lines of a block as nginx reads them: directives, without comments. */
function directives(block: string): string[] {
  return block
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

describe("nginxInclude", () => {
  const include = nginxInclude({ headersText, redirectsText, upstream: DEFAULT_UPSTREAM });
  const blocks = locations(include);

  it("repeats every security header of the /* block, with always, in every location", () => {
    expect(blocks.size).toBeGreaterThanOrEqual(10);
    for (const [where, block] of blocks) {
      for (const [name, value] of SECURITY) {
        expect({ where, line: directives(block).find((line) => line.startsWith(`add_header ${name} `)) }).toEqual({
          where,
          line: `add_header ${name} "${value}" always;`,
        });
      }
    }
  });

  it("caches hashed assets as _headers says and makes pages and page-data revalidate", () => {
    const cacheOf = (key: string) => directives(blocks.get(key) ?? "").find((line) => line.startsWith("add_header Cache-Control "));
    expect(cacheOf("^~ /static/")).toBe(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(cacheOf("~ ^/.*\\.js$")).toBe(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(cacheOf("~ ^/.*\\.css$")).toBe(`add_header Cache-Control "${IMMUTABLE}" always;`);
    expect(cacheOf("^~ /page-data/")).toBe(`add_header Cache-Control "${REVALIDATE}" always;`);
    expect(cacheOf("/")).toBe(`add_header Cache-Control "${REVALIDATE}" always;`);
    expect(cacheOf("= /404.html")).toBe(`add_header Cache-Control "no-cache" always;`);
  });

  it("serves the site with try_files, gzip_static and each language's not-found page for its 404s", () => {
    expect(directives(blocks.get("/") ?? "")).toContain("try_files $uri $uri/ =404;");
    const top = directives(include.slice(0, include.indexOf("\nlocation ")));
    expect(top).toEqual(expect.arrayContaining(["gzip_static on;", "error_page 404 $brisa_not_found;"]));
    const notFound = top.filter((line) => line.includes("brisa_not_found"));
    expect(notFound).toEqual([
      "set $brisa_not_found /404.html;",
      'if ($uri ~ "^/es/") { set $brisa_not_found /es/404.html; }',
      "error_page 404 $brisa_not_found;",
      // nginx's answer to a folder without an index.html (/es/blog/categoria/): the not-found page, as a 404.
      "error_page 403 =404 $brisa_not_found;",
    ]);
    expect(directives(blocks.get("= /es/404.html") ?? "")).toContain(`add_header Cache-Control "no-cache" always;`);
    // brotli_static needs a module Debian ships separately: never in this file (brisa-brotli.conf).
    expect(include).not.toMatch(/^\s*brotli_static/m);
    // The deployer's server block sets root.
    expect(include).not.toMatch(/^\s*root\s/m);
  });

  it("makes every redirect an exact-match 301 that keeps the query", () => {
    expect(directives(blocks.get("= /") ?? "")).toContain("return 301 /en/$is_args$args;");
    expect(directives(blocks.get("= /en/servicios/") ?? "")).toContain("return 301 /en/services/$is_args$args;");
    expect(directives(blocks.get("= /es/services/") ?? "")).toContain("return 301 /es/servicios/$is_args$args;");
    const returns = [...blocks].filter(([, block]) => /\breturn 301 /.test(block)).map(([key]) => key);
    expect(returns.sort()).toEqual(["= /", "= /en/servicios/", "= /es/services/"]);
  });

  it("proxies /api/ to the upstream with the endpoint's body limit and the client's address", () => {
    const api = directives(blocks.get("^~ /api/") ?? "");
    expect(api).toEqual(
      expect.arrayContaining([
        "proxy_pass http://127.0.0.1:9000;",
        "client_max_body_size 32k;",
        "proxy_set_header X-Forwarded-For $remote_addr;",
        "proxy_set_header Host $host;",
      ]),
    );
    expect(api.some((line) => line.startsWith("try_files"))).toBe(false);
    // The server sends the security headers too: nginx hides its copies, so each is sent once.
    const added = api.filter((line) => line.startsWith("add_header ")).map((line) => line.split(" ")[1]);
    expect(added.length).toBeGreaterThan(4);
    for (const name of added) expect(api).toContain(`proxy_hide_header ${name};`);
    const other = nginxInclude({ headersText, redirectsText, upstream: "http://10.0.0.5:8080/" });
    expect(directives(locations(other).get("^~ /api/") ?? "")).toContain("proxy_pass http://10.0.0.5:8080;");
  });

  it("hides the host files, webpack's stats and chunk map, and source maps, with the security headers", () => {
    const hidden = ["= /_headers", "= /_redirects", "= /webpack.stats.json", "= /chunk-map.json", "^~ /nginx/", "~* \\.map$"];
    for (const key of hidden) {
      expect(directives(blocks.get(key) ?? "")).toContain("return 404;");
      expect(directives(blocks.get(key) ?? "")).toContain(`add_header X-Content-Type-Options "nosniff" always;`);
    }
  });

  it("builds a header value longer than an nginx token (4 KiB) in a variable that joins back to it", () => {
    const hashes = Array.from({ length: 120 }, (_, i) => `'sha256-${String(i).padStart(43, "A")}='`);
    const longCsp = contentSecurityPolicy({ scriptHashes: hashes, connectOrigins: [] });
    expect(longCsp.length).toBeGreaterThan(4096);
    const text = nginxInclude({ headersText: headersFile(longCsp), redirectsText, upstream: DEFAULT_UPSTREAM });
    for (const [, block] of locations(text)) {
      expect(directives(block)).toContain("add_header Content-Security-Policy $brisa_content_security_policy always;");
    }
    let value = "";
    for (const match of text.matchAll(/^set \$brisa_content_security_policy "(?:\$\{brisa_content_security_policy\})?(.*)";$/gm)) {
      expect((match[0] ?? "").length).toBeLessThan(4096);
      value += match[1] ?? "";
    }
    expect(value).toBe(longCsp);
  });

  it("refuses what it cannot write safely", () => {
    expect(() => nginxInclude({ headersText, redirectsText, upstream: "http://127.0.0.1:9000/api" })).toThrow(/without a path/);
    expect(() => nginxInclude({ headersText, redirectsText, upstream: "127.0.0.1:9000" })).toThrow(/NGINX_UPSTREAM/);
    expect(() => nginxInclude({ headersText: "/*\n  X-Test: a$b\n", redirectsText, upstream: DEFAULT_UPSTREAM })).toThrow(
      /nginx header value/,
    );
    expect(() => nginxInclude({ headersText, redirectsText: "/a;b /c 301\n", upstream: DEFAULT_UPSTREAM })).toThrow(/nginx location/);
    expect(() => nginxInclude({ headersText: `${headersText}\n/api/*\n  X-Test: a\n`, redirectsText, upstream: DEFAULT_UPSTREAM })).toThrow(
      /both/,
    );
    expect(upstreamOrigin("https://backend.internal:8443")).toBe("https://backend.internal:8443");
  });
});

describe("writeNginxConfig", () => {
  const dir = tempDirEach("nginx-config-");

  it("writes public/nginx/brisa.conf from _headers and _redirects, and the brotli part apart", () => {
    fs.writeFileSync(path.join(dir(), "_headers"), headersText);
    fs.writeFileSync(path.join(dir(), "_redirects"), redirectsText);
    writeNginxConfig(dir(), undefined);
    expect(fs.readFileSync(path.join(dir(), "nginx", "brisa.conf"), "utf8")).toBe(
      nginxInclude({ headersText, redirectsText, upstream: DEFAULT_UPSTREAM }),
    );
    expect(directives(fs.readFileSync(path.join(dir(), "nginx", "brisa-brotli.conf"), "utf8"))).toEqual(["brotli_static on;"]);
    writeNginxConfig(dir(), "http://127.0.0.1:9555");
    expect(fs.readFileSync(path.join(dir(), "nginx", "brisa.conf"), "utf8")).toContain("proxy_pass http://127.0.0.1:9555;");
  });
});
