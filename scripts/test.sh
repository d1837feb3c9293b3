#!/usr/bin/env bash
# npm test: everything that proves the site works, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Each step prints its time when the next starts, and the whole run its own at the end (docs/testing.md).
step_name=""
step_started=$SECONDS
step() {
  [ -n "$step_name" ] && echo "-- $step_name: $((SECONDS - step_started)) s"
  step_name="$1"
  step_started=$SECONDS
  [ -z "$1" ] || echo "== $1"
}
trap 'status=$?; step ""; echo "-- npm test: $SECONDS s in all (exit $status)"' EXIT

CHROME_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROME_PATH
echo "Using Chromium at $CHROME_PATH"

step "Lint (ESLint, no warning allowed)"
npm run lint
# Formatting: the whole tree is Prettier-formatted (npm run format -- --write fixes it).
npm run format -- --check

step "Unit tests"
# A worker per core: jest's default leaves one core to its main process, which only waits (on 2
# cores, 53 s instead of 87; every suite also passed with both cores held by busy loops). Four
# workers are quicker only with jest's transform cache warm: on a fresh clone they took 131 s, and
# seven suites ran out of their time limits.
npx jest --ci --maxWorkers=100%

step "Node-side tests (node:test, for what runs only in Node: the build's post renderer)"
node --import tsx --test tests/node/*.test.ts

step "Fault suite: every lead answered 201 is stored, under real faults (tests/faults/run.ts)"
# The production server as a child process, on a real SQLite file and a real PostgreSQL server, a
# real SMTP server; a lock held by another process, a full disk, SIGKILL, SIGTERM, the leads CLI
# alongside, PostgreSQL frozen and restarted. A few minutes; one line per scenario.
node --import tsx tests/faults/run.ts

step "Production build (with the e2e stand-in for Plausible, tests/e2e/analytics.env)"
# The end-to-end tests run against this one build. It is made with the visit counter switched on,
# pointed at an origin that does not exist (.invalid): tests/e2e/analytics.test.mjs answers it with
# a stand-in (Playwright's context.route) to prove the consent gating, the CSP and the copy; the
# other e2e files then check that nothing leaves the site before a choice. The default build
# (analytics off) is covered by the unit tests. Values hold no spaces (the build refuses them).
env $(cat tests/e2e/analytics.env) npx gatsby build

step "HTML validation of every built page"
npx html-validate "public/**/*.html"

step "Gatsby's output as the build's hosting pass expects it (src/node/hosting/README.md)"
node --import tsx --test tests/build/*.test.ts

step "Type check (against the types the build generated)"
npx tsc --noEmit

step "End-to-end tests in Chromium"
node tests/e2e/run.mjs

step "The fixture: a copy of the site with French added, 13 more posts and a draft, built once"
# tests/e2e-language-fixture/fixture.mjs copies the site to tmp/ (ignored; inside the repository, as
# the posts' compiled MDX imports packages from its node_modules) with a third language, French,
# added by a registry entry and a content folder, nothing else (its content made from the English
# files, its pictures shrunk: the main build's tests check those), and the blog posts of
# tests/e2e-blog-fixture/posts.mjs: the site has six, one list page. It is built and served there
# (its server reads its registry); the main build's public/ stays as it is.
FIXTURE_DIR="$PWD/tmp/language-fixture"
node tests/e2e-language-fixture/fixture.mjs "$FIXTURE_DIR"
(cd "$FIXTURE_DIR" && env $(cat ../../tests/e2e/analytics.env) npx gatsby build)

step "On the fixture's build: the blog's list pages and drafts, and the third language"
(cd "$FIXTURE_DIR" && node ../../tests/e2e/run.mjs ../../tests/e2e-blog-fixture/blog-pages.test.mjs ../../tests/e2e-language-fixture/third-language.test.mjs)

step "Warm build after a post's and a stylesheet's edit: exactly the files the two explain change"
(cd "$FIXTURE_DIR" && env $(cat ../../tests/e2e/analytics.env) node ../../tests/build/warm-edit.mjs)

step "gatsby develop on the fixture: the writer's badges, and the paths in GraphiQL's data layer"
# Last: develop writes the copy's own public/ and .cache/.
(cd "$FIXTURE_DIR" && node --test ../../tests/e2e-blog-fixture/develop.test.mjs)
rm -rf "$FIXTURE_DIR"
