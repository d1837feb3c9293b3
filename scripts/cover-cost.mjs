// What one cover costs to encode, format by format, with gatsby-plugin-sharp's settings (quality
// 50, PNG at compression 9 and palette quality 50; sharp's default AVIF effort, which the plugin
// does not let a query change) on one thread, at the widths the card and the article ask for.
//   node scripts/cover-cost.mjs content/blog/what-is-a-startup/cover.png [more covers...]
// Prints CPU seconds and bytes per format: the figures behind the covers' formats in
// docs/performance.md ("What a cover costs").
import sharp from "sharp";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: node scripts/cover-cost.mjs <cover.png> [more covers...]");
  process.exit(2);
}
sharp.concurrency(1);
sharp.cache(false);

const ASPECT_RATIO = 1.78;
/** The card's widths (src/components/blog/post-card.tsx), which the article's cover now shares. */
const CARD_WIDTHS = [240, 320, 480, 640, 960];
/** The widths the article's cover asked for before it shared the card's. */
const FORMER_ARTICLE_WIDTHS = [360, 540, 750];

const ENCODERS = {
  avif: (pipeline) => pipeline.avif({ quality: 50 }),
  webp: (pipeline) => pipeline.webp({ quality: 50 }),
  png: (pipeline) => pipeline.png({ compressionLevel: 9, adaptiveFiltering: false, quality: 50 }),
  "jpg (quality 75)": (pipeline) => pipeline.jpeg({ quality: 75 }),
};

async function encode(file, widths, format) {
  let cpuSeconds = 0;
  const bytes = [];
  for (const width of widths) {
    const started = process.cpuUsage();
    const output = await ENCODERS[format](sharp(file).resize(width, Math.round(width / ASPECT_RATIO), { fit: "cover" })).toBuffer();
    const used = process.cpuUsage(started);
    cpuSeconds += (used.user + used.system) / 1e6;
    bytes.push(output.length);
  }
  return { cpuSeconds, bytes };
}

for (const file of files) {
  console.log(
    `\n${file}\n| format | CPU s, card widths | CPU s, the former article widths | bytes at ${CARD_WIDTHS.join(", ")} px |\n|---|---|---|---|`,
  );
  for (const format of Object.keys(ENCODERS)) {
    const card = await encode(file, CARD_WIDTHS, format);
    const former = await encode(file, FORMER_ARTICLE_WIDTHS, format);
    console.log(`| ${format} | ${card.cpuSeconds.toFixed(2)} | ${former.cpuSeconds.toFixed(2)} | ${card.bytes.join(", ")} |`);
  }
}
