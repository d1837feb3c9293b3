/**
 * Copy with numbers in it ("Show slide {n}", "{n} of {total}") is written in the content files as
 * a template: the words in each language's order, the numbers as named placeholders in braces.
 */
const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholder names of a template, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** The template with each placeholder replaced by its value; an unknown name is a programming error. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return String(value);
  });
}

/**
 * Problems of a template that must use exactly `expected` placeholders, each once: a missing one
 * would drop a number from the copy, an unknown one could never be filled.
 */
export function templateProblems(template: string, expected: readonly string[]): string[] {
  const found = placeholdersOf(template);
  const problems: string[] = [];
  for (const name of expected) {
    const count = found.filter((f) => f === name).length;
    if (count !== 1) problems.push(`must contain {${name}} once (found ${count} times)`);
  }
  for (const name of new Set(found)) if (!expected.includes(name)) problems.push(`has an unknown placeholder {${name}}`);
  return problems;
}
