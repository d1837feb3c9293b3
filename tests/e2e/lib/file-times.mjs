/**
 * A node:test reporter for run.mjs: after the run, each test file's time (the sum of its top-level
 * tests, which run one file after another), longest first, so that a CI log shows where the
 * end-to-end step's minutes go.
 */
import path from "node:path";

export default async function* fileTimes(source) {
  const times = new Map();
  for await (const { type, data } of source) {
    if ((type === "test:pass" || type === "test:fail") && data.nesting === 0 && data.file) {
      times.set(data.file, (times.get(data.file) ?? 0) + data.details.duration_ms);
    }
  }
  yield "\ne2e: time per test file:\n";
  for (const [file, ms] of [...times].sort((a, b) => b[1] - a[1])) {
    yield `${(ms / 1000).toFixed(1).padStart(7)} s  ${path.relative(process.cwd(), file)}\n`;
  }
}
