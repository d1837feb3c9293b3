import fs from "node:fs";
import { htmlFiles } from "./html-files";

/**
 * Gatsby renders every page with React 18.3's renderToPipeableStream, which writes the HTML into
 * 2 KB views. When a character of two or more bytes does not fit at the end of a view, React sends
 * the whole view, its unwritten bytes included, and writes the character at the start of the next:
 * one to three NUL bytes before it ("autom\0áticas" on a Spanish service page). A page holds no
 * other NUL (HTML has no use for U+0000), so removing them gives back exactly the bytes React meant.
 */
export function withoutStreamPadding(html: string): string {
  return html.includes("\0") ? html.replaceAll("\0", "") : html;
}

/** Repairs every built page under `publicDir`, before any other pass reads them; returns how many it changed. */
export function removeStreamPadding(publicDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const repaired = withoutStreamPadding(html);
    if (repaired === html) continue;
    fs.writeFileSync(file, repaired);
    changed += 1;
  }
  return changed;
}
