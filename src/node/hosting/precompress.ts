import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { filesUnder } from "./html-files";

/**
 * Brotli and gzip files next to every text file of the build (`page.html.br`, `page.html.gz`),
 * made once at build time with the strongest settings, so that the production server (and nginx's
 * gzip_static/brotli_static) sends them by Accept-Encoding without compressing per request.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE = new Set([".html", ".js", ".css", ".xml", ".json", ".svg", ".txt", ".webmanifest"]);
/** Below this, the compressed file plus its header saves next to nothing. */
export const MIN_BYTES = 1024;
/** Names the settings below: copies made with other settings are never reused. */
const SETTINGS = `brotli-${zlib.constants.BROTLI_MAX_QUALITY}+gzip-${zlib.constants.Z_BEST_COMPRESSION}`;

async function compressFile(file: string, content: Buffer): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
}

/** What the last run compressed: each file (relative to the build) and the sha256 of the content its copies stand for. */
interface PrecompressManifest {
  settings: string;
  files: Record<string, string>;
}

/** The manifest at `file`, or an empty one when it is missing, unreadable or made with other settings. */
function readManifest(file: string): PrecompressManifest {
  try {
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as PrecompressManifest;
    if (manifest.settings === SETTINGS && typeof manifest.files === "object" && manifest.files !== null) return manifest;
  } catch {
    /* first build, or after gatsby clean */
  }
  return { settings: SETTINGS, files: {} };
}

/**
 * Compresses every text file under `publicDir` (zlib runs on libuv's thread pool); returns how many
 * files have their copies now, and how many were compressed in this run. With a `manifestFile`
 * (under Gatsby's .cache/), a file whose existing copies were made from its content is not
 * compressed again (brotli at its strongest is slow). Copies of files that are gone are deleted,
 * found on disk rather than in the manifest (Gatsby may clear its cache and keep public/), or
 * nginx's gzip_static would go on serving them.
 */
export async function precompress(publicDir: string, manifestFile?: string): Promise<{ files: number; compressed: number }> {
  const previous = manifestFile ? readManifest(manifestFile) : { settings: SETTINGS, files: {} };
  // Until this run ends, its copies and the manifest may disagree: a run that stops halfway leaves none.
  if (manifestFile) fs.rmSync(manifestFile, { force: true });
  const next: PrecompressManifest = { settings: SETTINGS, files: {} };
  const everything = filesUnder(publicDir);
  const queue = everything.filter((file) => COMPRESSIBLE.has(path.extname(file)) && fs.statSync(file).size >= MIN_BYTES);
  const originals = new Set(queue);
  for (const copy of everything.filter((file) => /\.(br|gz)$/.test(file))) {
    if (!originals.has(copy.slice(0, -3))) fs.rmSync(copy, { force: true });
  }
  const files = queue.length;
  let compressed = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const content = await fs.promises.readFile(file);
      const hash = crypto.createHash("sha256").update(content).digest("hex");
      const relative = path.relative(publicDir, file);
      next.files[relative] = hash;
      if (previous.files[relative] === hash && fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)) continue;
      await compressFile(file, content);
      compressed += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (manifestFile) {
    fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
    fs.writeFileSync(manifestFile, JSON.stringify(next));
  }
  return { files, compressed };
}
