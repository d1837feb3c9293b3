import type { Reporter } from "gatsby";

/** Problems found per content file; a file read again (gatsby develop) replaces its entry. */
const problemsByFile = new Map<string, string[]>();

/**
 * Reports a file's problems at once and remembers them, so that the build fails after every
 * file has been read and a writer can fix them all in one go. Returns whether there were any.
 */
export function recordProblems(reporter: Reporter, file: string, problems: string[]): boolean {
  problemsByFile.set(file, problems);
  if (problems.length > 0) reporter.error(`Content error${problems.length > 1 ? "s" : ""}:\n  ${problems.join("\n  ")}`);
  return problems.length > 0;
}

/** Fails the build listing every content problem of every file. */
export function failOnContentProblems(reporter: Reporter): void {
  const all = [...problemsByFile.values()].flat();
  if (all.length > 0) reporter.panicOnBuild(`The content has ${all.length} error${all.length > 1 ? "s" : ""}:\n  ${all.join("\n  ")}`);
}
