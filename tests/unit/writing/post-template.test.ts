import matter from "gray-matter";
import { articlePath, localDay, nextSteps, parseArgs, postFileText } from "../../../src/writing/post-template";

describe("new-post arguments", () => {
  it("takes the key as the English slug and, by default, as the Spanish one", () => {
    expect(parseArgs(["mvp-checklist"])).toEqual({
      key: "mvp-checklist",
      slugs: { en: "mvp-checklist", es: "mvp-checklist" },
      given: [],
    });
  });

  it("takes the Spanish slug from --es-slug, in either spelling", () => {
    const expected = { key: "mvp-checklist", slugs: { en: "mvp-checklist", es: "lista-mvp" }, given: ["es"] };
    expect(parseArgs(["mvp-checklist", "--es-slug", "lista-mvp"])).toEqual(expected);
    expect(parseArgs(["--es-slug=lista-mvp", "mvp-checklist"])).toEqual(expected);
  });

  it.each([["MVP-checklist"], ["mvp checklist"], ["mvp_checklist"], ["mvp--checklist"], ["checklist-"], ["lista-mvp-ñ"], [""]])(
    "refuses the key %p, saying what a key looks like",
    (key) => {
      expect(parseArgs([key])).toEqual(expect.stringMatching(/is not valid: use lowercase letters \(a-z\) and digits/));
    },
  );

  it("refuses a bad Spanish slug, naming it", () => {
    expect(parseArgs(["mvp-checklist", "--es-slug", "Lista MVP"])).toMatch(/^The Spanish slug "Lista MVP" is not valid/);
  });

  it("refuses no key, two keys, an unknown option and --es-slug without a value, with the usage", () => {
    for (const args of [[], ["a", "b"], ["a", "--en-slug", "b"], ["a", "--es-slug"]]) {
      expect(parseArgs(args)).toEqual(expect.stringContaining("Usage: npm run new-post -- <key> [--es-slug <slug>]"));
    }
  });
});

describe("new-post files", () => {
  const options = { key: "mvp-checklist", slugs: { en: "mvp-checklist", es: "lista-mvp" }, given: ["es" as const] };
  const bylines = { en: "Brisa Software Team", es: "Equipo de Brisa Software" };

  it("writes the frontmatter a draft by the team needs, signed with the byline given, the copy left empty", () => {
    const en = matter(postFileText(options, "en", "2026-03-05", bylines.en));
    const es = matter(postFileText(options, "es", "2026-03-05", bylines.es));
    expect(en.data).toEqual({
      key: "mvp-checklist",
      slug: "mvp-checklist",
      title: "",
      excerpt: "",
      // YAML reads the day as a date, as gatsby-plugin-mdx does.
      date: new Date("2026-03-05T00:00:00Z"),
      author: { name: "Brisa Software Team", avatar: "../../images/brand/team-avatar.png" },
      categories: [],
      cover: "./cover.png",
      coverAlt: "",
      draft: true,
    });
    expect(es.data).toMatchObject({ slug: "lista-mvp", author: { name: "Equipo de Brisa Software" } });
    expect(en.content).toBe("");
  });

  it("writes the day in local time", () => {
    expect(localDay(new Date(2026, 0, 9, 23, 59))).toBe("2026-01-09");
  });

  it("tells what to do next, pointing at the cover, the empty fields, the category ids and the addresses", () => {
    const text = nextSteps(options);
    expect(text).toContain("content/blog/mvp-checklist/cover.png");
    expect(text).toContain('Fill "title", "excerpt" and "coverAlt" in both files');
    expect(text).toContain("content/blog/categories.json");
    expect(text).toContain(`http://localhost:8000${articlePath(options, "es")}`);
    expect(articlePath(options, "es")).toBe("/es/blog/lista-mvp/");
    expect(text).not.toContain("The Spanish address uses the key");
    expect(text).toContain(
      "When both files say the same, mark them: npm run translations -- mark content/blog/mvp-checklist/index.en.mdx.",
    );
  });

  it("asks for a Spanish slug when none was given", () => {
    const sameSlug = { key: "mvp-checklist", slugs: { en: "mvp-checklist", es: "mvp-checklist" }, given: [] };
    expect(nextSteps(sameSlug)).toContain('The Spanish address uses the key (/es/blog/mvp-checklist/): give it Spanish words in "slug"');
  });
});
