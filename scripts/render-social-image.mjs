// Renders the site's share image (design/social-image/social-image.html) in every language:
// static/og-image.png (English) and static/og-image.es.png (Spanish), 1200 × 630. The screenshot is
// quantised to a dithered palette (libimagequant through sharp, quality 96: some 70 colours here,
// indistinguishable from the full-colour shot) so that each file stays small (about 60 KB).
// Usage: node scripts/render-social-image.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { launchChromium } from "./lib/local.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "design", "social-image", "social-image.html");
const OUTPUTS = { en: "og-image.png", es: "og-image.es.png" };
const MAX_BYTES = 120 * 1024;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
const problems = [];
page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
page.on("pageerror", (error) => problems.push(error.message));
page.on("request", (request) => !request.url().startsWith("file:") && problems.push(`a request left the page: ${request.url()}`));
for (const [lang, file] of Object.entries(OUTPUTS)) {
  await page.goto(`${pathToFileURL(source).href}?lang=${lang}`);
  await page.evaluate(() => document.fonts.ready);
  const fonts = await page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").length);
  if (fonts === 0) problems.push(`${lang}: Manrope did not load`);
  const shot = await page.screenshot();
  const out = path.join(root, "static", file);
  await sharp(shot).png({ palette: true, quality: 96, dither: 1, effort: 10, compressionLevel: 9 }).toFile(out);
  const bytes = fs.statSync(out).size;
  if (bytes > MAX_BYTES) problems.push(`${file} is ${bytes} bytes, more than ${MAX_BYTES}`);
  console.log(`${path.relative(root, out)} (${bytes} bytes)`);
}
await browser.close();
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
