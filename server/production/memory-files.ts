import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The build's text files (pages, scripts, styles, page data), held in memory with their brotli and
 * gzip copies and their headers, worked out once at start: a deploy's files never change while it
 * runs, and reading, stat-ing and header-matching them on every request made the server several
 * times slower than nginx. Images and anything large stay on disk, served by @fastify/static.
 */

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const MAX_BYTES = 2 * 1024 * 1024;

export type Encoding = "br" | "gzip" | "identity";

export type MemoryVariant = { body: Buffer; etag: string };

export interface MemoryFile {
  type: string;
  headers: Record<string, string>;
  variants: Partial<Record<Encoding, MemoryVariant>> & { identity: MemoryVariant };
}

function variant(body: Buffer, encoding: Encoding): MemoryVariant {
  const hash = crypto.createHash("sha1").update(body).digest("base64url").slice(0, 22);
  return { body, etag: `"${hash}${encoding === "identity" ? "" : `-${encoding}`}"` };
}

export function loadMemoryFile(file: string, headers: Record<string, string>): MemoryFile {
  const read = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  const br = read(".br");
  const gz = read(".gz");
  return {
    type: TYPES[path.extname(file)] ?? "application/octet-stream",
    headers,
    variants: {
      identity: variant(fs.readFileSync(file), "identity"),
      ...(br ? { br: variant(br, "br") } : {}),
      ...(gz ? { gzip: variant(gz, "gzip") } : {}),
    },
  };
}

/** Every text file under `root`, by URL path, with the headers `headersOf(urlPath)` gives it. */
export function loadMemoryFiles(root: string, headersOf: (urlPath: string) => Record<string, string>): Map<string, MemoryFile> {
  const files = new Map<string, MemoryFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TYPES[path.extname(entry.name)] && fs.statSync(full).size <= MAX_BYTES) {
        // "/en/index.html" is also served as "/en/", the page's own URL, which _headers patterns name.
        const url = `/${path.relative(root, full).split(path.sep).join("/")}`;
        const paths = url.endsWith("/index.html") ? [url, url.slice(0, -"index.html".length)] : [url];
        const file = loadMemoryFile(full, headersOf(paths[paths.length - 1] ?? "/"));
        for (const urlPath of paths) files.set(urlPath, file);
      }
    }
  };
  walk(root);
  return files;
}

/** The best encoding the client accepts among those the file has (brotli, then gzip). */
export function chooseEncoding(acceptEncoding: string | undefined, file: MemoryFile): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (file.variants.br && accepted.has("br")) return "br";
  if (file.variants.gzip && accepted.has("gzip")) return "gzip";
  return "identity";
}
