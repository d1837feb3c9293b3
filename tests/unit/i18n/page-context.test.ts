import { presentFields } from "../../../src/i18n/page-context";

describe("a page query's root fields", () => {
  const page = { lang: "es", routeKey: "about" } as const;

  it("returns the result as it is when every field is there, falsy ones included", () => {
    const data = { content: { title: "Sobre nosotros" }, team: { members: [] } };
    expect(presentFields(data, page)).toBe(data);
    const falsy = { count: 0, name: "", list: [] };
    expect(presentFields(falsy, page)).toBe(falsy);
  });

  it("fails naming the language, the page and every absent field", () => {
    expect(() => presentFields({ content: null, team: { members: [] } }, page)).toThrow(
      'The es page "about" has no content in its query\'s result',
    );
    expect(() => presentFields({ content: undefined, projects: null, team: {} }, { lang: "en", routeKey: "home" })).toThrow(
      'The en page "home" has no content, projects in its query\'s result',
    );
  });
});
