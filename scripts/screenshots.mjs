// Screenshots of pages at phone and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
// Needs a running server (npm run serve) and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { mkdirSync } from "node:fs";
import { launchChromium } from "./lib/local.mjs";

const [base = "http://127.0.0.1:9000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/en/", "/es/"];
mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll to the bottom and back so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = `${path.replace(/\//g, "_").replace(/^_|_$/g, "") || "root"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
