/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { MIN_BYTES, precompress } from "../../../src/node/precompress";

describe("precompress", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes brotli and gzip copies of every text file big enough to gain, and they decode to the original", async () => {
    const page = `<!DOCTYPE html>${"<p>Brisa Software builds MVPs.</p>".repeat(200)}`;
    fs.mkdirSync(path.join(dir, "en", "services"), { recursive: true });
    fs.writeFileSync(path.join(dir, "en", "services", "index.html"), page);
    fs.writeFileSync(path.join(dir, "app.js"), "x".repeat(MIN_BYTES));
    fs.writeFileSync(path.join(dir, "tiny.css"), "a{}");
    fs.writeFileSync(path.join(dir, "photo.webp"), Buffer.alloc(4096));

    expect(await precompress(dir)).toBe(2);
    const html = path.join(dir, "en", "services", "index.html");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${html}.br`)).toString()).toBe(page);
    expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toBe(page);
    expect(fs.statSync(`${html}.br`).size).toBeLessThan(page.length / 10);
    expect(fs.existsSync(path.join(dir, "app.js.br"))).toBe(true);
    // Too small to gain, or already compressed: left alone.
    expect(fs.existsSync(path.join(dir, "tiny.css.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "photo.webp.br"))).toBe(false);
  });
});
