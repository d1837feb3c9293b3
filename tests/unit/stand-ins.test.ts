/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { clientSites, foundingYear, supportEmail, teamMembers } from "../../src/config/site";

/**
 * The values the agency replaces before launch (README "Before launch") are spelled once, in
 * src/config/site.ts: this fails when one is written again in content, code or static files,
 * where a launch-day edit would miss it.
 */
const root = path.resolve(__dirname, "../..");
const SCANNED = ["content", "src", "static", "netlify", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx"];
const SKIPPED = new Set(["src/config/site.ts", "src/gatsby-types.d.ts"]);
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
