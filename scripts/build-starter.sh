#!/usr/bin/env bash
# Builds gatsby-starter-blog, the reference `npm run bench -- --beside` measures beside this site,
# at a fixed commit, into <dir> (default /tmp/gatsby-starter-blog). Kept out of `npm test`.
# The one change to the starter: its `sharp` set to ^0.34.5 through `overrides`, as in this
# project, since the version its lock file pins downloads libvips from GitHub at install.
#   bash scripts/build-starter.sh [dir]     (STARTER_REPO: another clone URL or a local mirror)
set -euo pipefail
dir="${1:-/tmp/gatsby-starter-blog}"
repo="${STARTER_REPO:-https://github.com/gatsbyjs/gatsby-starter-blog.git}"
commit=04ec3e6
if [ ! -d "$dir/.git" ]; then git clone --quiet "$repo" "$dir"; fi
cd "$dir"
git checkout --quiet "$commit"
node -e '
  const fs = require("node:fs");
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
  pkg.overrides = { ...pkg.overrides, sharp: "^0.34.5" };
  fs.writeFileSync("package.json", JSON.stringify(pkg, null, 2) + "\n");
'
npm install --no-audit --no-fund --loglevel=error
GATSBY_TELEMETRY_DISABLED=1 npx gatsby build
echo "Built $dir/public: npm run bench -- --beside $dir --beside-paths /,/hello-world/"
