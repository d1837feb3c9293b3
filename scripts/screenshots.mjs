// Screenshots of pages at phone, tablet and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
// Needs a running server (npm run serve) and Chromium (CHROME_PATH, default /usr/bin/chromium).
import { mkdirSync } from "node:fs";
import { launchChromium, waitForHydration } from "./lib/local.mjs";

const [base = "http://127.0.0.1:9000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/en/", "/es/"];
mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
// A phone, a tablet held upright and a laptop: the widths where the layout changes.
const viewports = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
];
for (const viewport of viewports) {
  const { width } = viewport;
  const page = await browser.newPage({ viewport });
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Once the app runs, the sections below the fold wait to be scrolled into view (reveal.tsx): a
    // scroll before that would leave them hidden in the capture, which scrolls nothing itself.
    await waitForHydration(page);
    // Scroll to the bottom and back so lazy images load and every section is revealed.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    // What the scroll set going ends before the capture: a reveal lasts 0.5 s, a counter 2.5 s.
    await page.waitForTimeout(2600);
    await page.waitForLoadState("networkidle");
    const name = `${path.replace(/\//g, "_").replace(/^_|_$/g, "") || "root"}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await page.close();
}
await browser.close();
