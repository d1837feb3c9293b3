import registry from "../../../src/i18n/language-registry.json";
import words from "../../../src/i18n/language-words.json";
import { registryProblems, socialImageProblems } from "../../../src/node/content/registry-problems";

type Entry = { locale: string; numbers: { group: string; decimal: string }; paths: Record<string, string> };
type Registry = { default: string; languages: Record<string, Entry> };

/** A copy of the registry with a third language made from English, changed by `edit`. */
function withThird(edit: (entry: Entry) => void = () => undefined): Registry {
  const copy = JSON.parse(JSON.stringify(registry)) as Registry;
  const french = JSON.parse(JSON.stringify(copy.languages.en)) as Entry;
  edit(french);
  copy.languages.fr = french;
  return copy;
}

const withFrenchWords = { ...words, fr: words.en };

describe("the language registry's check", () => {
  it("finds nothing wrong with the registry as it is, nor with a complete third language", () => {
    expect(registryProblems()).toEqual([]);
    expect(registryProblems(withThird(), withFrenchWords)).toEqual([]);
  });

  it("lists every route path a language lacks, and any it names that no route has, with the file and the key", () => {
    const problems = registryProblems(
      withThird((fr) => {
        delete fr.paths.about;
        delete fr.paths.seo;
        fr.paths.careers = "carrieres";
      }),
      withFrenchWords,
    );
    expect(problems).toEqual([
      'src/i18n/language-registry.json: "languages.fr.paths.seo" is missing',
      'src/i18n/language-registry.json: "languages.fr.paths.about" is missing',
      'src/i18n/language-registry.json: "languages.fr.paths.careers" names no route of src/i18n/routes.ts',
    ]);
  });

  it("refuses a path that is not lowercase words, two sibling routes on one path, and a home page with a path", () => {
    const problems = registryProblems(
      withThird((fr) => {
        fr.paths.services = "Prestations";
        fr.paths.about = "contact";
        fr.paths.home = "accueil";
      }),
      withFrenchWords,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('"languages.fr.paths.services" is "Prestations"'),
        expect.stringContaining('"languages.fr.paths.home" is "accueil"'),
        expect.stringMatching(/"languages\.fr\.paths\.(about|contact)" is also the path of "(about|contact)"/),
      ]),
    );
  });

  it("names the facts a language lacks, and a default that is not a language", () => {
    const copy = withThird((fr) => {
      fr.locale = "fr";
      fr.numbers = { group: ",", decimal: "," };
    });
    copy.default = "de";
    expect(
      registryProblems(copy, {
        ...words,
        fr: { shortMonths: words.en.shortMonths.slice(0, 11), blogListPaths: { page: "page" } },
        de: words.en,
      }),
    ).toEqual([
      'src/i18n/language-registry.json: "default" is "de", not one of the languages (en, es, fr)',
      'src/i18n/language-registry.json: "languages.fr.locale" must be a locale such as "es-ES"',
      'src/i18n/language-registry.json: "languages.fr.numbers" must give two different separators, "group" and "decimal"',
      'src/i18n/language-words.json: "fr.shortMonths" must list the 12 short month names',
      'src/i18n/language-words.json: "fr.blogListPaths.category" must be lowercase words joined by hyphens',
      'src/i18n/language-words.json: "de" is not a language of src/i18n/language-registry.json',
    ]);
  });
});

describe("the social images' check", () => {
  it("finds one per language in static/, and names the file a language lacks", () => {
    expect(socialImageProblems()).toEqual([]);
    expect(socialImageProblems("static", ["en", "es", "fr"])).toEqual([
      'static/og-image.fr.png is missing: the social image of "fr" (design/social-image/ draws it)',
    ]);
  });
});
