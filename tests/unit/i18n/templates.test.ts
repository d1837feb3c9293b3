import { fillTemplate, placeholdersOf, templateProblems } from "../../../src/i18n/templates";

describe("copy templates", () => {
  it("fills each placeholder with its value, in the language's own word order", () => {
    expect(fillTemplate("Show slide {n}", { n: 3 })).toBe("Show slide 3");
    expect(fillTemplate("{n} of {total}", { n: 2, total: 5 })).toBe("2 of 5");
    expect(fillTemplate("{n} de {total}", { total: 5, n: 2 })).toBe("2 de 5");
    expect(fillTemplate("Mostrar diapositiva {n}", { n: "4" })).toBe("Mostrar diapositiva 4");
  });

  it("leaves text without placeholders as it is", () => {
    expect(fillTemplate("Choose a slide", { n: 1 })).toBe("Choose a slide");
  });

  it("throws on a placeholder it has no value for", () => {
    expect(() => fillTemplate("{n} of {total}", { n: 1 })).toThrow('No value for {total} in "{n} of {total}"');
  });

  it("lists the placeholders in order", () => {
    expect(placeholdersOf("{total}: {n} of {total}")).toEqual(["total", "n", "total"]);
    expect(placeholdersOf("no numbers")).toEqual([]);
  });

  it("names what is wrong with a template: a missing, repeated or unknown placeholder", () => {
    expect(templateProblems("{n} of {total}", ["n", "total"])).toEqual([]);
    expect(templateProblems("Show slide", ["n"])).toEqual(["must contain {n} once (found 0 times)"]);
    expect(templateProblems("{n} {n}", ["n"])).toEqual(["must contain {n} once (found 2 times)"]);
    expect(templateProblems("Slide {num}", ["n"])).toEqual(["must contain {n} once (found 0 times)", "has an unknown placeholder {num}"]);
  });
});
