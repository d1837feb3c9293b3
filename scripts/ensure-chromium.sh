#!/usr/bin/env bash
# Makes sure a system Chromium exists for the end-to-end tests, the bench and the screenshots, and prints its path.
# Installs Debian's chromium when it can (root with apt-get); otherwise stops and says what to do.
set -euo pipefail

chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then
  echo "$chrome"
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH is set to '$CHROME_PATH', which is not an executable file." >&2
  echo "Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
  if [ -x /usr/bin/chromium ]; then
    echo /usr/bin/chromium
    exit 0
  fi
fi
cat >&2 <<'MSG'
The end-to-end tests, the bench and the screenshots need a system Chromium; none was found at /usr/bin/chromium.
Install it (Debian/Ubuntu: sudo apt-get install chromium), or set CHROME_PATH to the path
of a Chromium or Chrome binary, e.g. CHROME_PATH=/usr/bin/google-chrome npm test
MSG
exit 1
