// Renders the site's share image (design/social-image/social-image.html) in every language:
// static/og-image.png in the default language, static/og-image.<lang>.png in the others (the
// names src/seo/seo.tsx gives them), 1200 × 630. The screenshot is quantised to a dithered palette
// (libimagequant through sharp, quality 96: some 70 colours here, indistinguishable from the
// full-colour shot) so that each file stays small (about 60 KB).
// Usage: node scripts/render-social-image.mjs
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderDesigns, root } from "./lib/design.mjs";
import { defaultLang } from "./lib/languages.mjs";

const MAX_BYTES = 120 * 1024;

await renderDesigns(
  [path.join(root, "design", "social-image", "social-image.html")],
  { width: 1200, height: 630 },
  async (page, { lang }) => {
    const problems = [];
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").length);
    if (fonts === 0) problems.push(`${lang}: Manrope did not load`);
    const file = lang === defaultLang ? "og-image.png" : `og-image.${lang}.png`;
    const out = path.join(root, "static", file);
    await sharp(await page.screenshot())
      .png({ palette: true, quality: 96, dither: 1, effort: 10, compressionLevel: 9 })
      .toFile(out);
    const bytes = fs.statSync(out).size;
    if (bytes > MAX_BYTES) problems.push(`${file} is ${bytes} bytes, more than ${MAX_BYTES}`);
    console.log(`${path.relative(root, out)} (${bytes} bytes)`);
    return problems;
  },
);
