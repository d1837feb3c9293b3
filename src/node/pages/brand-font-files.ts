import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { BRAND_FONT_FILES } from "../../head/brand-font";

/**
 * Puts the brand font's files at the URLs the head names (src/head/brand-font.ts), under
 * public/fonts/, and removes files of other versions. Run before every build and `gatsby develop`,
 * which serves public/ too.
 */
export function copyBrandFonts(publicDir: string): void {
  // Node's own resolution: gatsby-node is bundled (Parcel), whose require.resolve is not Node's.
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  const packageDir = path.dirname(resolve("@fontsource-variable/manrope/package.json"));
  const fontsDir = path.join(publicDir, "fonts");
  fs.mkdirSync(fontsDir, { recursive: true });
  const wanted = new Set(BRAND_FONT_FILES.map(({ url }) => path.basename(url)));
  for (const name of fs.readdirSync(fontsDir)) if (!wanted.has(name)) fs.rmSync(path.join(fontsDir, name));
  for (const { source, url } of BRAND_FONT_FILES) fs.copyFileSync(path.join(packageDir, source), path.join(publicDir, url));
}
