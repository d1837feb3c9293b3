/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BRAND_FONT_CSS, BRAND_FONT_FILES, BRAND_FONT_PART, BRAND_FONT_VERSION } from "../../../src/head/brand-font";
import { copyBrandFonts } from "../../../src/node/pages/brand-font-files";

const packageDir = path.dirname(require.resolve("@fontsource-variable/manrope/package.json"));

it("names the installed package's version, so that an upgrade changes the files' URLs", () => {
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  expect(BRAND_FONT_VERSION).toBe(version);
  for (const file of BRAND_FONT_FILES) expect(fs.existsSync(path.join(packageDir, file.source))).toBe(true);
});

it("declares each subset with the package's own unicode range, swap-free (optional), and the metric-matched fallback", () => {
  const packageCss = fs.readFileSync(path.join(packageDir, "index.css"), "utf8");
  for (const file of BRAND_FONT_FILES) {
    expect(packageCss).toContain(`unicode-range: ${file.unicodeRange};`);
    expect(BRAND_FONT_CSS).toContain(`src:url(${file.url}) format("woff2");unicode-range:${file.unicodeRange}`);
  }
  expect(BRAND_FONT_CSS.match(/font-display:optional/g)).toHaveLength(BRAND_FONT_FILES.length);
  expect(BRAND_FONT_CSS).toContain('font-family:"Manrope Fallback";font-weight:200 500;src:local("Arial")');
  expect(BRAND_FONT_CSS).toContain('font-family:"Manrope Fallback";font-weight:600 800;src:local("Arial Bold")');
  expect(BRAND_FONT_CSS.match(/size-adjust:103.19%;ascent-override:103.31%;descent-override:29.07%;line-gap-override:0%/g)).toHaveLength(2);
});

it("uses the brand face, from the head, only on a page opened from a page of the site", () => {
  expect(BRAND_FONT_PART).toBe('document.referrer.indexOf(location.origin+"/")||document.documentElement.classList.add("brand-font");');
  const css = fs.readFileSync(path.join(__dirname, "../../../src/styles/global.css"), "utf8");
  expect(css).toMatch(/:root \{[^}]*--font-brand: "Manrope Fallback";\s*--font-sans: var\(--font-brand\),/);
  expect(css).toMatch(/:root\.brand-font \{\s*--font-brand: "Manrope", "Manrope Fallback";\s*\}/);
});

it("copies the files to their URLs under public/, and removes other versions", () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-font-"));
  try {
    fs.mkdirSync(path.join(publicDir, "fonts"));
    fs.writeFileSync(path.join(publicDir, "fonts", "manrope-latin-wght-5.2.0.woff2"), "old");
    copyBrandFonts(publicDir);
    expect(fs.readdirSync(path.join(publicDir, "fonts")).sort()).toEqual(BRAND_FONT_FILES.map((f) => path.basename(f.url)).sort());
    const [latin] = BRAND_FONT_FILES;
    expect(fs.statSync(path.join(publicDir, latin?.url ?? "")).size).toBeGreaterThan(20_000);
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
});
