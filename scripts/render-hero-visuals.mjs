// Renders the hero pictures (design/hero-visuals/<name>.html) in every language to
// content/images/heroes/<lang>/<name>.png, 1400 × 1120 with a transparent background. They are
// made of the product screens (content/images/projects/<lang>/<id>.png), so render those first.
// See design/hero-visuals/README.md.
// Usage: node scripts/render-hero-visuals.mjs [name ...]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { launchChromium } from "./lib/local.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sources = path.join(root, "design", "hero-visuals");
const LANGS = ["en", "es"];
const names =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : fs
        .readdirSync(sources)
        .filter((f) => f.endsWith(".html"))
        .map((f) => f.slice(0, -5));

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1400, height: 1120 } });
const problems = [];
page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
page.on("pageerror", (error) => problems.push(error.message));
page.on("request", (request) => !request.url().startsWith("file:") && problems.push(`a request left the page: ${request.url()}`));
for (const name of names) {
  for (const lang of LANGS) {
    await page.goto(`${pathToFileURL(path.join(sources, `${name}.html`)).href}?lang=${lang}`);
    // Every screen loaded and decoded (a missing one is a problem, not a blank layer).
    const missing = await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) =>
          image.decode().then(
            () => null,
            () => image.getAttribute("src"),
          ),
        ),
      ).then((results) => results.filter(Boolean)),
    );
    for (const src of missing) problems.push(`${name} (${lang}): could not load ${src}`);
    if (missing.length > 0) continue;
    const out = path.join(root, "content", "images", "heroes", lang, `${name}.png`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out, omitBackground: true });
    console.log(path.relative(root, out));
  }
}
await browser.close();
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
