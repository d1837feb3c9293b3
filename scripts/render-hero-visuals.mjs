// Renders the hero pictures (design/hero-visuals/<name>.html) in every language to
// content/images/heroes/<lang>/<name>.png, 1400 × 1120 with a transparent background. They are
// made of the product screens (content/images/projects/<lang>/<id>.png), so render those first.
// See design/hero-visuals/README.md.
// Usage: node scripts/render-hero-visuals.mjs [name ...]
import fs from "node:fs";
import path from "node:path";
import { designNames, renderDesigns, root } from "./lib/design.mjs";

const sources = path.join(root, "design", "hero-visuals");

await renderDesigns(
  designNames(sources).map((name) => path.join(sources, `${name}.html`)),
  { width: 1400, height: 1120 },
  async (page, { name, lang }) => {
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
    if (missing.length > 0) return missing.map((src) => `${name} (${lang}): could not load ${src}`);
    const out = path.join(root, "content", "images", "heroes", lang, `${name}.png`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: out, omitBackground: true });
    console.log(path.relative(root, out));
    return [];
  },
);
