import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

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

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return COMPRESSIBLE.has(path.extname(entry.name)) && fs.statSync(full).size >= MIN_BYTES ? [full] : [];
  });
}

async function compressFile(file: string): Promise<void> {
  const content = await fs.promises.readFile(file);
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

/** Compresses every text file under `publicDir`; returns how many. zlib runs on libuv's thread pool. */
export async function precompress(publicDir: string): Promise<number> {
  const files = textFiles(publicDir);
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compressFile(file);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}
