/**
 * A language that lacks copy does not build: with keys removed from the third language's content
 * (fixture.mjs --without), `gatsby build` stops before it renders anything and names every one,
 * with its file. Run by scripts/test.sh with node's test runner (about a minute: the build stops in
 * its first step).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { LANG, writeFixture } from "./fixture.mjs";

const REMOVED = [
  ["layout.json", "header.openMenu"],
  ["layout.json", "footer.blurb"],
  ["pages/about.json", "story"],
  ["pages/seo.json", "hero.title"],
];

test(`the build lists every key the ${LANG} content lacks, with its file, and stops`, async () => {
  const dir = path.resolve("tmp/language-fixture-missing-keys");
  await writeFixture(dir, { without: REMOVED.map(([file, key]) => `${file}:${key}`) });
  try {
    const build = spawnSync("npx", ["gatsby", "build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
      timeout: 300_000,
    });
    const output = `${build.stdout}\n${build.stderr}`;
    assert.notEqual(build.status, 0, `the build succeeded:\n${output.slice(-2000)}`);
    for (const [file, key] of REMOVED) {
      const line = output.split("\n").find((l) => l.includes(`content/${LANG}/${file}`) && l.includes(`"${key}"`));
      assert.ok(line, `no error names content/${LANG}/${file} and "${key}":\n${output.slice(-3000)}`);
      const named = output.split("\n").filter((l) => l.includes(`content/${LANG}/${file}: "${key}" is missing (it is in`));
      assert.equal(named.length, 1, `the missing key is not named once, by the first language that has it:\n${named.join("\n")}`);
    }
    assert.ok(!fs.existsSync(path.join(dir, "public/index.html")), "no page was built");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
