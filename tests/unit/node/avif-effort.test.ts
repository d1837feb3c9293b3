import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { AVIF_EFFORT, defaultAvifEffort } from "../../../src/node/images/avif-effort";

// gatsby-plugin-sharp's own encoder, as the build's image jobs call it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { processFile } = require("gatsby-plugin-sharp/process-file") as {
  processFile: (file: string, transforms: { outputPath: string; args: object }[], options: object) => Promise<unknown>;
};

/** A picture whose AVIF size depends on the effort: a gradient with a pattern over it. */
async function picture(file: string) {
  const width = 160;
  const height = 100;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    const [x, y] = [i % width, Math.floor(i / width)];
    pixels.set([(x * 3) % 256, (y * 5 + ((x * y) % 17)) % 256, (x ^ y) % 256], i * 3);
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

describe("defaultAvifEffort", () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "avif-effort-"));
    await picture(path.join(dir, "in.png"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("makes gatsby-plugin-sharp encode AVIF at AVIF_EFFORT, and an effort asked for still wins", async () => {
    const input = path.join(dir, "in.png");
    const encode = (options: sharp.AvifOptions) => sharp(input).resize(120).avif(options).toBuffer();
    const byGatsby = async (name: string) => {
      const outputPath = path.join(dir, name);
      await processFile(input, [{ outputPath, args: { width: 120, toFormat: "avif", quality: 50 } }], { stripMetadata: true });
      return fs.readFileSync(outputPath);
    };
    const atDefault = await encode({ quality: 50 });
    const atEffort = await encode({ quality: 50, effort: AVIF_EFFORT });
    expect(atEffort.equals(atDefault)).toBe(false);
    expect((await byGatsby("before.avif")).equals(atDefault)).toBe(true);

    defaultAvifEffort();
    defaultAvifEffort();
    expect((await byGatsby("after.avif")).equals(atEffort)).toBe(true);
    expect((await encode({ quality: 50, effort: 4 })).equals(atDefault)).toBe(true);
  });
});
