import { languages, type Lang } from "../../i18n/languages";
import { isRecord, joinKey } from "./content-schema";

/**
 * One term per idea, one spelling per language: the variants a language's copy must not use,
 * each with the term to write instead. Checked on every build (JSON by key, MDX by line), so a fix cannot quietly come back.
 * Pure: text in, findings out.
 */
export interface TermRule {
  /** What is banned. Global ("g"); "i" only where case does not change the meaning. */
  pattern: RegExp;
  /** What to write instead, as the error message shows it. */
  preferred: string;
}

const NBSP = "\u00a0";

/**
 * Spanish, as written in Spain. Case-sensitive where the capital letters are the point:
 * "IT" and "MVPs" are acronyms, and "Óscar Pierre" a name. "Portafolio" is banned in any case:
 * "portafolio" in a keyword is the same variant as the capitalized tag.
 */
export const SPANISH_TERMS: readonly TermRule[] = [
  { pattern: /\bcasos? de estudio\b/gi, preferred: "caso de éxito (plural: casos de éxito)" },
  { pattern: /\bportafolios?\b/gi, preferred: "porfolio" },
  { pattern: /\bportfolios?\b/gi, preferred: "porfolio" },
  { pattern: /\bIT\b/g, preferred: "TI (e.g. Servicios de TI)" },
  { pattern: /\bMVPs\b/g, preferred: "MVP (invariable plural: los MVP)" },
  { pattern: /\bagenda una consulta\b/gi, preferred: "Reserva una consulta" },
  { pattern: /Óscar Pierre\b/g, preferred: "Oscar Pierre (as he spells it)" },
  { pattern: /\bUX(?:\/| y )UI\b/g, preferred: "UI/UX (diseño UI/UX)" },
  {
    // A month abbreviation before a year that is not lowercase with a period: "Dic 2024", "dic 2024", "Sep. 2025".
    pattern:
      /\b(?!(?:ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic)\.\s)(?:[Ee]ne|[Ff]eb|[Mm]ar|[Aa]br|[Mm]ay|[Jj]un|[Jj]ul|[Aa]go|[Ss]ept?|[Ss]et|[Oo]ct|[Nn]ov|[Dd]ic)\.?\s\d{4}\b/g,
    preferred: "a lowercase abbreviation with a period: ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic. (dic. 2024)",
  },
  {
    // The percent and euro signs follow the number after a no-break space (U+00A0), never glued or after a breakable space.
    pattern: /\d+(?:[.,]\d+)*[ \u202f]?[%€]/g,
    preferred: `a no-break space (U+00A0) between the number and the sign: 99${NBSP}%, 1.500${NBSP}€`,
  },
];

/**
 * English: the design service is "UI/UX design", as the spec names it, and the spelling is
 * American. Only stems that are never American spellings, so that words which are right with
 * -ise in American English (advertise, enterprise, expertise, exercise, promise, otherwise,
 * precise, surprise...) pass.
 */
export const ENGLISH_TERMS: readonly TermRule[] = [
  { pattern: /\bUX(?:\/| and )UI\b/g, preferred: "UI/UX (UI/UX design), the service's name" },
  {
    pattern:
      /\b(?:optimis|organis|personalis|prioritis|customis|recognis|summaris|minimis|maximis|standardis|authoris)(?:e|es|ed|ing|ation|ations|er|ers)\b/gi,
    preferred: "the -ize spelling (optimize, organization, personalized, prioritized)",
  },
  { pattern: /\banalys(?:e|ed|ing)\b/gi, preferred: "analyze" },
  { pattern: /\b(?:colour|behaviour|favour|honour|labour|neighbour)\w*/gi, preferred: "the -or spelling (color, behavior, favor)" },
  {
    pattern: /\b(?:licence|licences|catalogue|catalogues|centre|centres|judgement|judgements|defence|enquiry|enquiries)\b/gi,
    preferred: "license, catalog, center, judgment, defense, inquiry",
  },
];

/**
 * The rules of each spelling, by the locale a language's copy is written for (its `locale` in
 * the registry): American English, the Spanish of Spain. A language without rules has none checked.
 */
const RULES_BY_LOCALE: Readonly<Record<string, readonly TermRule[]>> = {
  "en-US": ENGLISH_TERMS,
  "es-ES": SPANISH_TERMS,
};

export const termRules = (lang: Lang): readonly TermRule[] => RULES_BY_LOCALE[languages[lang].locale] ?? [];

export interface TermFinding {
  /** The text as found. */
  found: string;
  preferred: string;
  /** Where in the text it starts. */
  index: number;
}

/** Every banned variant in one text, in the order they appear. */
export function findBannedTerms(text: string, lang: Lang): TermFinding[] {
  return termRules(lang)
    .flatMap((rule) =>
      [...text.matchAll(new RegExp(rule.pattern.source, rule.pattern.flags))].map((match) => ({
        found: match[0],
        preferred: rule.preferred,
        index: match.index ?? 0,
      })),
    )
    .sort((a, b) => a.index - b.index);
}

const describe = (f: TermFinding) => `uses "${f.found.replace(/[\u00a0\u202f]/g, "\u2423")}": write ${f.preferred}`;

export interface KeyedTermProblem {
  /** The content key, written as the schema's messages write it: hero.tag, cards[2].title. */
  key: string;
  message: string;
}

/**
 * Banned variants in every text of a JSON content value, by key. A stat ({ value, suffix })
 * is also read as it is shown, value then suffix, so "99" + "%" counts as "99%".
 */
export function termProblemsInJson(data: unknown, lang: Lang, key = ""): KeyedTermProblem[] {
  if (typeof data === "string") return findBannedTerms(data, lang).map((f) => ({ key, message: describe(f) }));
  if (Array.isArray(data)) return data.flatMap((item, i) => termProblemsInJson(item, lang, joinKey(key, i)));
  if (!isRecord(data)) return [];
  const fields = Object.entries(data).flatMap(([name, value]) => termProblemsInJson(value, lang, joinKey(key, name)));
  const { value, prefix, suffix } = data;
  if (typeof value === "string" && typeof suffix === "string") {
    const shown = `${typeof prefix === "string" ? prefix : ""}${value}${suffix}`;
    const already = new Set(fields.map((p) => p.message));
    fields.push(
      ...findBannedTerms(shown, lang)
        .map((f) => ({ key: joinKey(key, "suffix"), message: describe(f) }))
        .filter((p) => !already.has(p.message)),
    );
  }
  return fields;
}

export interface LineTermProblem {
  /** 1-based line number in the file. */
  line: number;
  message: string;
}

/** Banned variants in a text file (an MDX post, frontmatter included), by line. */
export function termProblemsInText(source: string, lang: Lang): LineTermProblem[] {
  // Every post is checked on every build, and nearly all have none: one pass over the whole file
  // (no rule is anchored, so a variant within a line is found there too) spares compiling each
  // rule again for each line, which grew the build by seconds per thousand posts.
  if (findBannedTerms(source, lang).length === 0) return [];
  return source.split(/\r?\n/).flatMap((text, i) => findBannedTerms(text, lang).map((f) => ({ line: i + 1, message: describe(f) })));
}
