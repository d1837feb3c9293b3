/**
 * Copy with a value in it ("Page {page} of {total}") has named placeholders in braces, in each
 * language's word order. The build checks each text against its field's rule (placeholderProblems);
 * pages fill them with fillPlaceholders.
 */
const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholder names of a text, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** fillPlaceholders as a list of the text's pieces and the values, which may be elements (the privacy policy's e-mail link). */
export function fillPlaceholderParts<T>(text: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return text.split(PLACEHOLDER).map((piece, i) => {
    // split() with a capturing group puts each placeholder's name at the odd positions.
    if (i % 2 === 0) return piece;
    if (!Object.hasOwn(values, piece)) throw new Error(`No value for {${piece}} in "${text}"`);
    return values[piece]!;
  });
}

/** The text with each placeholder replaced by its value; a placeholder without one is a programming error. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return fillPlaceholderParts(text, values).join("");
}

/** The placeholders a field's text takes: each `required` one exactly once, `optional` ones at will. */
export interface PlaceholderRule {
  required?: readonly string[];
  optional?: readonly string[];
}

/** Problems of a text against its field's rule: a required placeholder missing or repeated, or an unknown one. */
export function placeholderProblems(text: string, { required = [], optional = [] }: PlaceholderRule): string[] {
  const found = placeholdersOf(text);
  const problems: string[] = [];
  for (const name of required) {
    const count = found.filter((f) => f === name).length;
    if (count !== 1) problems.push(`must contain {${name}} once (found ${count} times)`);
  }
  const known = [...required, ...optional];
  for (const name of new Set(found)) {
    if (!known.includes(name)) {
      problems.push(`has an unknown placeholder {${name}} (it takes ${known.length > 0 ? known.map((k) => `{${k}}`).join(", ") : "none"})`);
    }
  }
  return problems;
}
