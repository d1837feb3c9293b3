#!/usr/bin/env bash
# npm test: everything that proves the site works, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

CHROME_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROME_PATH
echo "Using Chromium at $CHROME_PATH"

echo "== Unit tests"
npx jest --ci

echo "== Production build"
npx gatsby build

echo "== HTML validation of every built page"
npx html-validate "public/**/*.html"

echo "== Type check (against the types the build generated)"
npx tsc --noEmit

echo "== End-to-end tests in Chromium"
node tests/e2e/run.mjs
