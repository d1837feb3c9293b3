// Renders the team's portraits (design/team-portraits/portrait.html?member=<id>), one per member of
// content/en/team.json, to content/images/team/<id>.png, 1000 × 800 (5:4, as the team's cards show them). They have no text, so one
// picture serves every language. See design/team-portraits/README.md.
// Usage: node scripts/render-team-portraits.mjs [id ...]
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { root, withDesignPage } from "./lib/design.mjs";

const design = path.join(root, "design", "team-portraits", "portrait.html");
const team = JSON.parse(fs.readFileSync(path.join(root, "content", "en", "team.json"), "utf8"));
const named = process.argv.slice(2);
const ids = named.length > 0 ? named : team.members.map((member) => member.id);

await withDesignPage({ width: 1000, height: 800 }, async (page, problems) => {
  for (const id of ids) {
    await page.goto(`${pathToFileURL(design).href}?member=${encodeURIComponent(id)}`);
    if ((await page.evaluate(() => document.documentElement.dataset.member)) !== id) {
      problems.push(`${path.relative(root, design)} draws no member "${id}": add a <g class="member" id="${id}">`);
      continue;
    }
    const out = path.join(root, "content", "images", "team", `${id}.png`);
    // Flat colours: a palette PNG (as the social image) is a fraction of the full-colour shot.
    await sharp(await page.screenshot())
      .png({ palette: true, quality: 96, dither: 1, effort: 10, compressionLevel: 9 })
      .toFile(out);
    console.log(`${path.relative(root, out)} (${fs.statSync(out).size} bytes)`);
  }
});
