// Screenshots of pages at phone, tablet and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...] [--before <baseUrl>] [--widths 375,1280]
// Needs a running server (npm run serve) and Chromium (CHROME_PATH, else scripts/ensure-chromium.sh).
// Writes <page>-<width>-first.png (the first screen) and <page>-<width>-full.png (the whole page).
// With --before (another build, served elsewhere) it writes instead one sheet per page and width,
// <page>-<width>.jpg: the first screens, then the whole pages, before at the left, after at the right.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { launchChromium, waitForHydration } from "./lib/local.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args.splice(i, 2)[1];
};
const before = option("before");
const widths = (option("widths") ?? "375,768,1280").split(",").map(Number);
const [base = "http://127.0.0.1:9000", outDir = "screenshots", ...paths] = args;
const targets = paths.length > 0 ? paths : ["/en/", "/es/"];
mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();

/** The first screen and the whole page of `url`, as PNG buffers, every section revealed. */
async function shoot(page, url) {
  await page.goto(url, { waitUntil: "networkidle" });
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
  return { first: await page.screenshot(), full: await page.screenshot({ fullPage: true }) };
}

/** Before and after side by side, scaled to `scale`, on white with a gutter. */
async function pair(left, right, scale) {
  const [a, b] = await Promise.all(
    [left, right].map(async (png) => {
      const { width } = await sharp(png).metadata();
      return sharp(png)
        .resize({ width: Math.round(width * scale) })
        .png()
        .toBuffer({ resolveWithObject: true });
    }),
  );
  const gutter = 24;
  return sharp({
    create: {
      width: a.info.width + b.info.width + gutter,
      height: Math.max(a.info.height, b.info.height),
      channels: 3,
      background: "#fff",
    },
  })
    .composite([
      { input: a.data, left: 0, top: 0 },
      { input: b.data, left: a.info.width + gutter, top: 0 },
    ])
    .png()
    .toBuffer({ resolveWithObject: true });
}

for (const width of widths) {
  // A phone, a tablet held upright and a laptop: the widths where the layout changes.
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : width < 1000 ? 1024 : 900 } });
  // The cookie notice answered, so that it covers nothing.
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "necessary"));
  const page = await context.newPage();
  for (const path of targets) {
    const name = `${path.replace(/\//g, "_").replace(/^_|_$/g, "") || "root"}-${width}`;
    const after = await shoot(page, base + path);
    if (!before) {
      await sharp(after.first).toFile(`${outDir}/${name}-first.png`);
      await sharp(after.full).toFile(`${outDir}/${name}-full.png`);
      console.log(`${outDir}/${name}-{first,full}.png`);
      continue;
    }
    const old = await shoot(page, before + path);
    // A sheet a reader can open at once: the first screens half size, the whole pages smaller.
    const scale = width < 500 ? 0.5 : width < 1000 ? 0.4 : 0.3;
    const firsts = await pair(old.first, after.first, scale * 1.4);
    const fulls = await pair(old.full, after.full, scale);
    const sheetWidth = Math.max(firsts.info.width, fulls.info.width);
    await sharp({ create: { width: sheetWidth, height: firsts.info.height + 40 + fulls.info.height, channels: 3, background: "#fff" } })
      .composite([
        { input: firsts.data, left: 0, top: 0 },
        { input: fulls.data, left: 0, top: firsts.info.height + 40 },
      ])
      .jpeg({ quality: 40, mozjpeg: true })
      .toFile(`${outDir}/${name}.jpg`);
    console.log(`${outDir}/${name}.jpg`);
  }
  await context.close();
}
await browser.close();
