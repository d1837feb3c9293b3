// Renders the product screens (design/product-screens/<id>.html) in every language to
// content/images/projects/<lang>/<id>.png, 1600 × 1000. See design/product-screens/README.md.
// Usage: node scripts/render-product-screens.mjs [id ...]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { launchChromium } from "./lib/local.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sources = path.join(root, "design", "product-screens");
const LANGS = ["en", "es"];
const ids =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : fs
        .readdirSync(sources)
        .filter((f) => f.endsWith(".html"))
        .map((f) => f.slice(0, -5));

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
const problems = [];
page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
page.on("pageerror", (error) => problems.push(error.message));
page.on("request", (request) => !request.url().startsWith("file:") && problems.push(`a request left the page: ${request.url()}`));
for (const id of ids) {
  for (const lang of LANGS) {
    await page.goto(`${pathToFileURL(path.join(sources, `${id}.html`)).href}?lang=${lang}`);
    await page.evaluate(() => document.fonts.ready);
    const out = path.join(root, "content", "images", "projects", lang, `${id}.png`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out });
    console.log(path.relative(root, out));
  }
}
await browser.close();
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
