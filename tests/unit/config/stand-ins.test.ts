/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { brandColors, brandName, clientSites, foundingYear, supportEmail, teamMembers } from "../../../src/config/site";
import { webManifest } from "../../../src/node/pages/web-manifest";

/**
 * The values the agency replaces before launch (docs/deploying.md "Before launch") are spelled once, in
 * src/config/site.ts: this fails when one is written again in content, code or static files,
 * where a launch-day edit would miss it.
 */
const root = path.resolve(__dirname, "../../..");
const SCANNED = ["content", "src", "static", "netlify", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx"];
const SKIPPED = new Set(["src/config/site.ts"]);
const TEXT = /\.(json|mdx?|tsx?|mts|css|html|txt|webmanifest|svg|xml)$/;

function files(relative: string): string[] {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return TEXT.test(relative) && !SKIPPED.has(relative) ? [relative] : [];
  return fs.readdirSync(full).flatMap((name) => files(path.posix.join(relative, name)));
}

const domain = new URL(supportEmail.replace(/^[^@]*@/, "https://")).hostname;
const standIns = [
  domain,
  ...Object.values(teamMembers).flatMap((m) => [m.name, m.email, m.github, m.linkedin]),
  ...Object.values(clientSites).map((site) => new URL(site).hostname),
];

describe("stand-in values live only in src/config/site.ts", () => {
  const texts = SCANNED.flatMap(files).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") }));

  it("scans the site's files", () => {
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.some((t) => t.file === "content/en/team.json")).toBe(true);
  });

  it.each(standIns)("%s is written nowhere else", (value) => {
    expect(texts.filter((t) => t.text.includes(value)).map((t) => t.file)).toEqual([]);
  });

  it("the founding year is a number set once", () => {
    expect(Number.isInteger(foundingYear)).toBe(true);
    const spelled = texts.filter((t) => new RegExp(`(founded|fundad[ao]) (in |en )?${foundingYear}`, "i").test(t.text));
    expect(spelled.map((t) => t.file)).toEqual([]);
  });
});

describe("the brand's colours and name come from src/config/site.ts", () => {
  it("agree with the design tokens of src/styles/global.css", () => {
    const css = fs.readFileSync(path.join(root, "src/styles/global.css"), "utf8");
    expect(/--color-brand:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]?.toLowerCase()).toBe(brandColors.brand);
    expect(/--color-ink:\s*(#[0-9a-f]{6})/i.exec(css)?.[1]?.toLowerCase()).toBe(brandColors.ink);
  });

  it("feed the web manifest the build writes", () => {
    const manifest = JSON.parse(webManifest()) as { name: string; theme_color: string; icons: { src: string }[] };
    expect(manifest.name).toBe(brandName);
    expect(manifest.theme_color).toBe(brandColors.ink);
    for (const icon of manifest.icons) expect(fs.existsSync(path.join(root, "static", icon.src))).toBe(true);
  });

  it("are spelled nowhere else in code", () => {
    const code = SCANNED.flatMap(files).filter((file) => /\.(tsx?|mts)$/.test(file) && !file.startsWith("src/styles/"));
    const spelled = code.filter((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      return text.includes(brandName) || new RegExp(`${brandColors.brand}|${brandColors.ink}`, "i").test(text);
    });
    expect(spelled).toEqual([]);
  });
});
