import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { MIN_BYTES, precompress } from "../../../src/node/hosting/precompress";
import { tempDirEach } from "./temp-dir";

describe("precompress", () => {
  const dir = tempDirEach("precompress-");

  it("writes brotli and gzip copies of every text file big enough to gain, and they decode to the original", async () => {
    const page = `<!DOCTYPE html>${"<p>Brisa Software builds MVPs.</p>".repeat(200)}`;
    fs.mkdirSync(path.join(dir(), "en", "services"), { recursive: true });
    fs.writeFileSync(path.join(dir(), "en", "services", "index.html"), page);
    fs.writeFileSync(path.join(dir(), "app.js"), "x".repeat(MIN_BYTES));
    fs.writeFileSync(path.join(dir(), "tiny.css"), "a{}");
    fs.writeFileSync(path.join(dir(), "photo.webp"), Buffer.alloc(4096));

    expect(await precompress(dir())).toEqual({ files: 2, compressed: 2 });
    const html = path.join(dir(), "en", "services", "index.html");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${html}.br`)).toString()).toBe(page);
    expect(zlib.gunzipSync(fs.readFileSync(`${html}.gz`)).toString()).toBe(page);
    expect(fs.statSync(`${html}.br`).size).toBeLessThan(page.length / 10);
    expect(fs.existsSync(path.join(dir(), "app.js.br"))).toBe(true);
    // Too small to gain, or already compressed: left alone.
    expect(fs.existsSync(path.join(dir(), "tiny.css.br"))).toBe(false);
    expect(fs.existsSync(path.join(dir(), "photo.webp.br"))).toBe(false);
  });

  describe("with a manifest (a rebuild)", () => {
    const page = (text: string) => `<!DOCTYPE html>${`<p>${text}</p>`.repeat(100)}`;
    let manifest: string;
    beforeEach(() => {
      manifest = path.join(dir(), "cache", "precompress.json");
      fs.mkdirSync(path.join(dir(), "public", "en"), { recursive: true });
      fs.writeFileSync(path.join(dir(), "public", "en", "index.html"), page("Brisa Software builds MVPs."));
      fs.writeFileSync(path.join(dir(), "public", "app.js"), "x".repeat(MIN_BYTES));
    });
    const publicDir = () => path.join(dir(), "public");
    const file = (name: string) => path.join(dir(), "public", name);

    it("compresses again only what changed since the last run, and the copies match the files", async () => {
      expect(await precompress(publicDir(), manifest)).toEqual({ files: 2, compressed: 2 });
      const jsCopy = fs.readFileSync(file("app.js.br"));
      fs.writeFileSync(file("en/index.html"), page("Brisa Software builds apps."));

      expect(await precompress(publicDir(), manifest)).toEqual({ files: 2, compressed: 1 });
      expect(zlib.brotliDecompressSync(fs.readFileSync(file("en/index.html.br"))).toString()).toBe(page("Brisa Software builds apps."));
      expect(zlib.gunzipSync(fs.readFileSync(file("en/index.html.gz"))).toString()).toBe(page("Brisa Software builds apps."));
      expect(fs.readFileSync(file("app.js.br")).equals(jsCopy)).toBe(true);
      expect(await precompress(publicDir(), manifest)).toEqual({ files: 2, compressed: 0 });
    });

    it("makes the same bytes as a run without a manifest", async () => {
      await precompress(publicDir(), manifest);
      fs.writeFileSync(file("en/index.html"), page("Brisa Software builds apps."));
      await precompress(publicDir(), manifest);
      const copies = () => ["en/index.html.br", "en/index.html.gz", "app.js.br", "app.js.gz"].map((name) => fs.readFileSync(file(name)));
      const reused = copies();
      await precompress(publicDir());
      expect(copies()).toEqual(reused);
    });

    it("makes copies that are missing even when the file is unchanged (public/ emptied, cache kept)", async () => {
      await precompress(publicDir(), manifest);
      fs.rmSync(file("app.js.gz"));
      expect(await precompress(publicDir(), manifest)).toEqual({ files: 2, compressed: 1 });
      expect(zlib.gunzipSync(fs.readFileSync(file("app.js.gz"))).toString()).toBe("x".repeat(MIN_BYTES));
    });

    it("deletes the copies of files that are gone or too small now, found on disk when the manifest went with Gatsby's cache", async () => {
      await precompress(publicDir(), manifest);
      fs.rmSync(file("en/index.html"));
      fs.writeFileSync(file("app.js"), "x");
      fs.rmSync(manifest);
      expect(await precompress(publicDir(), manifest)).toEqual({ files: 0, compressed: 0 });
      expect(fs.readdirSync(publicDir(), { recursive: true }).sort()).toEqual(["app.js", "en"]);
    });

    it("compresses everything again when the manifest is unreadable", async () => {
      await precompress(publicDir(), manifest);
      fs.writeFileSync(manifest, "{");
      expect(await precompress(publicDir(), manifest)).toEqual({ files: 2, compressed: 2 });
    });
  });
});
