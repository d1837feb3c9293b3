// Renders the product screens (design/product-screens/<id>.html) in every language to
// content/images/projects/<lang>/<id>.png, 1600 × 1000. See design/product-screens/README.md.
// Usage: node scripts/render-product-screens.mjs [id ...]
import fs from "node:fs";
import path from "node:path";
import { designNames, renderDesigns, root } from "./lib/design.mjs";

const sources = path.join(root, "design", "product-screens");

await renderDesigns(
  designNames(sources).map((id) => path.join(sources, `${id}.html`)),
  { width: 1600, height: 1000 },
  async (page, { name, lang }) => {
    await page.evaluate(() => document.fonts.ready);
    const out = path.join(root, "content", "images", "projects", lang, `${name}.png`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out });
    console.log(path.relative(root, out));
    return [];
  },
);
