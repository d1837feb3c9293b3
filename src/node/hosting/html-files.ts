import fs from "node:fs";
import path from "node:path";

/** Every file under `dir`, at any depth (none when `dir` does not exist). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every HTML file under `dir` (the built site), at any depth. */
export const htmlFiles = (dir: string): string[] => filesUnder(dir).filter((file) => file.endsWith(".html"));

/**
 * The built pages: every HTML file but Gatsby's slices (`_gatsby/slices/`), which are not pages but
 * fragments Gatsby stitches into the pages, in this build and later warm ones.
 */
export const pageHtmlFiles = (dir: string): string[] =>
  htmlFiles(dir).filter((file) => path.relative(dir, file).split(path.sep)[0] !== "_gatsby");
