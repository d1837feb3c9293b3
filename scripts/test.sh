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
# cores, 53 s instead of 87; every suite also passed with both cores held by busy loops).
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

step "Blog pages and drafts: a second build, from content/ plus 13 posts and a draft"
# The site has six posts, one list page; tests/e2e-blog-fixture/fixture.mjs writes a copy of
# content/ with more, and one draft. The copy lives inside the repository (tmp/, ignored): the
# posts' compiled MDX imports packages from its node_modules. It builds over the main build, as a
# writer's next build does: public/ stays in place (Gatsby clears its whole cache when public/ is
# missing), so the pictures the two share are not processed again.
FIXTURE_DIR="$PWD/tmp/blog-fixture"
rm -rf "$FIXTURE_DIR"
node tests/e2e-blog-fixture/fixture.mjs "$FIXTURE_DIR"
SITE_CONTENT_DIR="$FIXTURE_DIR/content" env $(cat tests/e2e/analytics.env) npx gatsby build
step "Warm build after a one-post edit: only that article's files change"
SITE_CONTENT_DIR="$FIXTURE_DIR/content" env $(cat tests/e2e/analytics.env) node tests/e2e-blog-fixture/warm-build.mjs "$FIXTURE_DIR/content"
node tests/e2e/run.mjs tests/e2e-blog-fixture/blog-pages.test.mjs

step "A third language from a fixture: a registry entry and a content folder, nothing else"
# tests/e2e-language-fixture/fixture.mjs copies the site to tmp/ with French added (its content
# made from the English files, its pictures shrunk: the main build's tests check those), builds it
# there and serves it from there (its server reads its registry); then a copy lacking four keys of
# French copy must fail to build, naming each.
LANGUAGE_DIR="$PWD/tmp/language-fixture"
node tests/e2e-language-fixture/fixture.mjs "$LANGUAGE_DIR"
(cd "$LANGUAGE_DIR" && env $(cat ../../tests/e2e/analytics.env) npx gatsby build)
(cd "$LANGUAGE_DIR" && node ../../tests/e2e/run.mjs ../../tests/e2e-language-fixture/third-language.test.mjs)
step "Warm build after a CSS edit, in that copy: every page shows the edited styles"
(cd "$LANGUAGE_DIR" && env $(cat ../../tests/e2e/analytics.env) node ../../tests/build/warm-stylesheet-edit.mjs)
rm -rf "$LANGUAGE_DIR"

step "gatsby develop on the fixture: the writer's badges, and the paths in GraphiQL's data layer"
# Last: develop writes its own public/ and .cache/ (npm start builds again before it serves).
SITE_CONTENT_DIR="$FIXTURE_DIR/content" node --test tests/e2e-blog-fixture/develop.test.mjs
rm -rf "$FIXTURE_DIR"
