/**
 * A registry with a language whose code is not two letters ("pt-br"): post files are recognised by
 * the registry's own rule (isLang), not by a pattern of letters of their own. The modules are
 * loaded afresh on the changed registry (the unit set-up has loaded the real one).
 */
type Modules = {
  postFileLang: typeof import("../../../src/node/blog/blog").postFileLang;
  translatableFile: typeof import("../../../src/writing/translation-freshness").translatableFile;
};

function withPortuguese(): Modules {
  jest.resetModules();
  jest.doMock("../../../src/i18n/language-registry.json", () => {
    const actual = jest.requireActual<{ languages: Record<string, unknown> }>("../../../src/i18n/language-registry.json");
    return { ...actual, languages: { ...actual.languages, "pt-br": actual.languages.es } };
  });
  type Blog = typeof import("../../../src/node/blog/blog");
  type Freshness = typeof import("../../../src/writing/translation-freshness");
  return {
    postFileLang: jest.requireActual<Blog>("../../../src/node/blog/blog").postFileLang,
    translatableFile: jest.requireActual<Freshness>("../../../src/writing/translation-freshness").translatableFile,
  };
}

describe("language codes in file names", () => {
  const { postFileLang, translatableFile } = withPortuguese();

  it("a post's file in any registered language, and only those", () => {
    expect(postFileLang("index.pt-br.mdx")).toBe("pt-br");
    expect(postFileLang("index.es.mdx")).toBe("es");
    expect(postFileLang("index.fr.mdx")).toBeNull();
    expect(postFileLang("index.mdx")).toBeNull();
  });

  it("the translation check pairs a post's files in any registered language", () => {
    expect(translatableFile("blog/what-is-a-startup/index.pt-br.mdx")?.pathIn("en")).toBe("blog/what-is-a-startup/index.en.mdx");
    expect(translatableFile("blog/what-is-a-startup/index.fr.mdx")).toBeNull();
  });
});
