#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries (initdb, pg_ctl, postgres) exist for the lead store's
# tests, and prints the directory that holds them. Installs Debian's postgresql package when it
# can (root with apt-get); otherwise stops and says what to do.
set -euo pipefail

# Debian keeps the server binaries out of PATH, one directory per major version: take the newest.
# Elsewhere (Homebrew, other distributions) they are usually on PATH.
find_bindir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5,5 -n -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ]; then
      echo "$dir"
      return 0
    fi
  done
  local initdb
  if initdb="$(command -v initdb)" && command -v pg_ctl >/dev/null && command -v postgres >/dev/null; then
    dirname "$(readlink -f "$initdb")"
    return 0
  fi
  return 1
}

if find_bindir; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL is missing: installing Debian's postgresql package with apt-get..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
  if find_bindir; then
    exit 0
  fi
fi
cat >&2 <<'MSG'
The lead store's tests start a real PostgreSQL server and found no initdb, pg_ctl and postgres
(neither in /usr/lib/postgresql/*/bin nor on PATH).
Install them (Debian/Ubuntu: sudo apt-get install postgresql), or put the directory holding
PostgreSQL's server binaries on PATH.
MSG
exit 1
