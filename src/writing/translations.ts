import { CONTENT_DIR } from "../node/content/source-content";
import { checkTranslations, describeFreshness, describeStale, markTranslations, resolveContentFile, shown } from "./translation-freshness";

/**
 * `npm run translations [check]`: every content file whose counterpart in another language changed
 * since they were last in sync, with the changed lines; exit code 1 when there is one.
 * `npm run translations -- mark <file>…`: records those files as in sync with their counterparts.
 * SITE_CONTENT_DIR points it at another content directory, as it does the build (the tests use one).
 */

const usage = "Usage: npm run translations [-- check]\n       npm run translations -- mark <file> [<file>…]";

function check(contentDir: string): number {
  const { checked, outdated, stale } = checkTranslations(contentDir);
  for (const freshness of outdated) console.log(`${describeFreshness(contentDir, freshness)}\n`);
  for (const record of stale) console.log(describeStale(record));
  if (stale.length > 0) console.log(`Any npm run translations -- mark drops ${stale.length > 1 ? "these records" : "this record"}.\n`);
  if (outdated.length === 0) {
    console.log(`All ${checked} translated files are in sync with their counterparts.`);
    return 0;
  }
  console.log(
    `${outdated.length} of ${checked} translated files ${outdated.length > 1 ? "need" : "needs"} a look. Bring each in line with what changed, then: npm run translations -- mark <file>`,
  );
  return 1;
}

function mark(contentDir: string, args: readonly string[]): number {
  if (args.length === 0) {
    console.error(`Name the files to mark.\n${usage}`);
    return 1;
  }
  const resolved = args.map((arg) => resolveContentFile(contentDir, arg));
  const problems = resolved.flatMap((r) => (typeof r === "string" ? [] : [r.problem]));
  if (problems.length > 0) {
    // Nothing is written unless every file can be marked.
    console.error(problems.join("\n"));
    return 1;
  }
  const { marked, dropped } = markTranslations(
    contentDir,
    resolved.filter((r): r is string => typeof r === "string"),
  );
  for (const { file, counterparts } of marked) {
    console.log(`${shown(file)} is in sync with ${counterparts.map(shown).join(" and ")}.`);
  }
  for (const record of dropped) console.log(`Dropped: ${describeStale(record)}`);
  return 0;
}

function main(args: readonly string[], contentDir: string): number {
  const [command = "check", ...rest] = args;
  try {
    if (command === "check" && rest.length === 0) return check(contentDir);
    if (command === "mark") return mark(contentDir, rest);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  console.error(`Unknown command: ${args.join(" ")}\n${usage}`);
  return 1;
}

process.exitCode = main(process.argv.slice(2), CONTENT_DIR);
