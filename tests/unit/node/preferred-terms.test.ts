import fs from "node:fs";
import path from "node:path";
import { allPostTermProblems, postTermProblems } from "../../../src/node/blog/blog";
import { findBannedTerms, termProblemsInJson, termProblemsInText } from "../../../src/node/content/preferred-terms";
import { CONTENT_DIR, allContentProblems, contentProblems, readJson } from "../../../src/node/content/source-content";
import { tempDirEach } from "./temp-dir";

const NBSP = "\u00a0";
const found = (text: string) => findBannedTerms(text, "es").map((f) => f.found);

describe("banned Spanish variants", () => {
  it.each([
    ["Lee el caso de estudio completo", "caso de estudio"],
    ["Ver más Casos de Estudio", "Casos de Estudio"],
    ["Portafolio", "Portafolio"],
    ["portafolio de software", "portafolio"],
    ["Nuestro portfolio", "portfolio"],
    ["Servicios IT", "IT"],
    ["Servicios IT profesionales", "IT"],
    ["Creamos MVPs para startups", "MVPs"],
    ["Agenda una consulta", "Agenda una consulta"],
    ["Fundada por Óscar Pierre", "Óscar Pierre"],
    ["Diseño UX/UI", "UX/UI"],
    ["Diseño UX y UI", "UX y UI"],
  ])("%p uses %p", (text, variant) => {
    expect(found(text)).toEqual([variant]);
  });

  it.each([
    "Ver más casos de éxito",
    "Porfolio",
    "Servicios de TI",
    "Creamos MVP para startups; un MVP básico",
    "Reserva una consulta gratuita",
    "Fundada por Oscar Pierre",
    "Diseño UI/UX de las pantallas principales",
    "caso-estudio-almia",
    "Estudio de palabras clave",
    "it", // the rule is for the acronym, not the letters
  ])("%p passes", (text) => {
    expect(found(text)).toEqual([]);
  });

  it("wants month abbreviations before a year lowercase with a period (dic. 2024)", () => {
    expect(found("Dic 2024, Ene 2025, feb 2025, Sep. 2025, sep. 2025, Mar. 2025")).toEqual([
      "Dic 2024",
      "Ene 2025",
      "feb 2025",
      "Sep. 2025",
      "sep. 2025",
      "Mar. 2025",
    ]);
    expect(found("dic. 2024, ene. 2025, may. 2025, sept. 2025, 14 de mayo de 2025, en marzo de 2025")).toEqual([]);
  });

  it("wants a no-break space between a number and % or €", () => {
    expect(found("un 99% de disponibilidad, el 40 % de mejora, 30\u202f% más")).toEqual(["99%", "40 %", "30\u202f%"]);
    expect(found("desde 1.500 €/mes o 1.500€")).toEqual(["1.500 €", "1.500€"]);
    expect(found(`el 99${NBSP}% y 1.500${NBSP}€/mes, 24/7`)).toEqual([]);
  });

  it("names the preferred term", () => {
    const [finding] = findBannedTerms("Servicios IT", "es");
    expect(finding).toEqual({ found: "IT", preferred: expect.stringContaining("TI"), index: 10 });
  });

  it("leaves English to its own rules", () => {
    expect(findBannedTerms("Case studies, Portfolio, IT services, MVPs, 99%, Dec 2024", "en")).toEqual([]);
  });
});

describe("banned English (British) spellings", () => {
  const en = (text: string) => findBannedTerms(text, "en").map((f) => f.found);

  it("calls the design service UI/UX design", () => {
    expect(en("UX/UI design, UX and UI design")).toEqual(["UX/UI", "UX and UI"]);
    expect(en("UI/UX design of the key screens")).toEqual([]);
  });

  it("finds the British forms", () => {
    expect(en("We optimise and prioritised the organisation's personalised colour behaviour")).toEqual([
      "optimise",
      "prioritised",
      "organisation",
      "personalised",
      "colour",
      "behaviour",
    ]);
    expect(en("Analyse the licence, the catalogue, the centre, human judgement and the enquiry")).toEqual([
      "Analyse",
      "licence",
      "catalogue",
      "centre",
      "judgement",
      "enquiry",
    ]);
  });

  it("passes American spellings and the words that are right with -ise in American English", () => {
    expect(
      en(
        "We optimize, organize and prioritize with color; advertise, enterprise, expertise, exercise, compromise, " +
          "otherwise, promise, precise, surprise, franchise, revise, analyses and analyzed licenses in the center; " +
          "an organism, a specialist, the organic optimism",
      ),
    ).toEqual([]);
  });
});

describe("termProblemsInJson", () => {
  it("names the key of each text, as the schema's messages do", () => {
    const data = { hero: { tag: "Portafolio" }, cards: [{ title: "Ok" }, { title: "Ok" }, { title: "Servicios IT" }] };
    expect(termProblemsInJson(data, "es")).toEqual([
      { key: "hero.tag", message: 'uses "Portafolio": write porfolio' },
      { key: "cards[2].title", message: 'uses "IT": write TI (e.g. Servicios de TI)' },
    ]);
  });

  it("reads a stat as shown, value then suffix", () => {
    const stats = [
      { value: "99", suffix: "%", label: "disponibilidad" },
      { value: "100", suffix: `${NBSP}%`, label: "clientes" },
      { value: "4", suffix: "+", label: "proyectos" },
    ];
    expect(termProblemsInJson({ stats }, "es")).toEqual([
      { key: "stats[0].suffix", message: expect.stringMatching(/^uses "99%": write a no-break space/) },
    ]);
    expect(termProblemsInJson({ stats }, "en")).toEqual([]);
  });
});

describe("termProblemsInText", () => {
  it("gives the line of each finding", () => {
    const source = ["---", 'title: "Caso de estudio Almia"', "---", "", "Un texto correcto.", "Hacemos MVPs y un 40 % más."].join("\n");
    expect(termProblemsInText(source, "es")).toEqual([
      { line: 2, message: expect.stringContaining('"Caso de estudio": write caso de éxito') },
      { line: 6, message: expect.stringContaining('"MVPs": write MVP') },
      { line: 6, message: expect.stringContaining('"40 %": write a no-break space') },
    ]);
  });

  it("finds variants within a line only, as a reader sees them", () => {
    // "dic" ends one line and "2024" starts the next: not an abbreviated date, though the whole text matches.
    expect(termProblemsInText("Hasta el 31 de dic\n2024 fue un buen año.", "es")).toEqual([]);
    expect(termProblemsInText("Un texto correcto.\nHasta Dic 2024.", "es")).toEqual([
      { line: 2, message: expect.stringContaining('"Dic 2024"') },
    ]);
  });
});

describe("the build's content checks", () => {
  const dir = tempDirEach("terms-", CONTENT_DIR);

  it("pass on the site's posts (the JSON: source-content.test.ts)", () => {
    expect(allPostTermProblems()).toEqual([]);
  });

  it("fail a Spanish JSON file, naming the file, the key and the preferred term", () => {
    const file = path.join(dir(), "es/pages/our-work.json");
    const data = readJson(file) as { hero: { tag: string } };
    data.hero.tag = "Portafolio";
    fs.writeFileSync(file, JSON.stringify(data));
    expect(contentProblems("es/pages/our-work.json", data, dir())).toEqual([
      'content/es/pages/our-work.json: "hero.tag" uses "Portafolio": write porfolio',
    ]);
    expect(allContentProblems(dir())).toEqual(['content/es/pages/our-work.json: "hero.tag" uses "Portafolio": write porfolio']);
  });

  it("fail a Spanish post, naming the file, the line and the preferred term, and leave English alone", () => {
    const es = path.join(dir(), "blog/almia-case-study/index.es.mdx");
    const lines = fs.readFileSync(es, "utf8").split("\n");
    const body = lines.findIndex((line, i) => i > 2 && line.startsWith("En el caso de éxito completo"));
    lines[body] = lines[body]!.replace("caso de éxito", "caso de estudio");
    fs.writeFileSync(es, lines.join("\n"));
    const en = path.join(dir(), "blog/almia-case-study/index.en.mdx");
    fs.appendFileSync(en, "\nIT services for 99% of MVPs.\n");
    expect(allPostTermProblems(dir())).toEqual([
      `content/blog/almia-case-study/index.es.mdx:${body + 1}: uses "caso de estudio": write caso de éxito (plural: casos de éxito)`,
    ]);
    expect(postTermProblems(en, fs.readFileSync(en, "utf8"), dir())).toEqual([]);
  });
});
