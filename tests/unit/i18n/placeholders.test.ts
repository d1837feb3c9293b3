import { fillPlaceholders, placeholderProblems, placeholdersOf } from "../../../src/i18n/placeholders";

describe("copy with placeholders", () => {
  it("fills each placeholder with its value, in the language's own word order", () => {
    expect(fillPlaceholders("Show slide {n}", { n: 3 })).toBe("Show slide 3");
    expect(fillPlaceholders("{n} of {total}", { n: 2, total: 5 })).toBe("2 of 5");
    expect(fillPlaceholders("Página {page} de {total}", { total: 3, page: 2 })).toBe("Página 2 de 3");
    expect(fillPlaceholders("{category} | Brisa Software Blog", { category: "Startups" })).toBe("Startups | Brisa Software Blog");
    expect(fillPlaceholders("Choose a slide", { n: 1 })).toBe("Choose a slide");
  });

  it("throws on a placeholder it has no value for, own properties only", () => {
    expect(() => fillPlaceholders("{n} of {total}", { n: 1 })).toThrow('No value for {total} in "{n} of {total}"');
    expect(() => fillPlaceholders("{toString}", {})).toThrow("No value for {toString}");
  });

  it("lists the placeholders in order", () => {
    expect(placeholdersOf("{total}: {n} of {total}")).toEqual(["total", "n", "total"]);
    expect(placeholdersOf("no numbers")).toEqual([]);
  });

  it("names what is wrong with a text: a required placeholder missing or repeated, an unknown one", () => {
    expect(placeholderProblems("{n} of {total}", { required: ["n", "total"] })).toEqual([]);
    expect(placeholderProblems("Show slide", { required: ["n"] })).toEqual(["must contain {n} once (found 0 times)"]);
    expect(placeholderProblems("{n} {n}", { required: ["n"] })).toEqual(["must contain {n} once (found 2 times)"]);
    expect(placeholderProblems("Slide {num}", { required: ["n"] })).toEqual([
      "must contain {n} once (found 0 times)",
      "has an unknown placeholder {num} (it takes {n})",
    ]);
  });

  it("lets an optional placeholder appear or not, and refuses any other", () => {
    expect(placeholderProblems("Blog category", { optional: ["category"] })).toEqual([]);
    expect(placeholderProblems("{category}: {category}", { optional: ["category"] })).toEqual([]);
    expect(placeholderProblems("{categoria}", { optional: ["category"] })).toEqual([
      "has an unknown placeholder {categoria} (it takes {category})",
    ]);
    expect(placeholderProblems("Page {page}", {})).toEqual(["has an unknown placeholder {page} (it takes none)"]);
  });
});
