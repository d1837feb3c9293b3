#!/usr/bin/env bash
# Makes sure Debian's nginx exists for tests/e2e/nginx.test.mjs, and prints the path of its binary.
# Installs Debian's nginx (and libnginx-mod-http-brotli-static, for brotli_static, when the
# distribution has it) when it can (root with apt-get); otherwise stops and says what to do.
# Services are not started by the install: the test runs its own nginx on a free port, and a
# default nginx on port 80 would only be a process left behind.
set -euo pipefail

BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

find_nginx() {
  local candidate
  for candidate in "${NGINX:-}" /usr/sbin/nginx "$(command -v nginx 2>/dev/null || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  return 1
}

if [ -n "${NGINX:-}" ] && [ ! -x "$NGINX" ]; then
  echo "NGINX is set to '$NGINX', which is not an executable file." >&2
  echo "Point NGINX at an nginx binary, or unset it to use Debian's /usr/sbin/nginx." >&2
  exit 1
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && { ! find_nginx >/dev/null || [ ! -e "$BROTLI_MODULE" ]; }; then
  packages=()
  find_nginx >/dev/null || packages+=(nginx)
  if [ ! -e "$BROTLI_MODULE" ] && [ -z "${NGINX:-}" ]; then packages+=(libnginx-mod-http-brotli-static); fi
  if [ "${#packages[@]}" -gt 0 ]; then
    echo "Installing Debian's ${packages[*]} with apt-get..." >&2
    # No service starts during the install (Debian's policy-rc.d protocol): no nginx on port 80.
    created_policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
      chmod 755 /usr/sbin/policy-rc.d
      created_policy=1
    fi
    trap 'if [ -n "$created_policy" ]; then rm -f /usr/sbin/policy-rc.d; fi' EXIT
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    if ! apt-get install -y -qq "${packages[@]}" >&2; then
      # Without the brotli module nginx still serves (the brotli check fails, naming the package).
      if [[ " ${packages[*]} " == *" nginx "* ]]; then apt-get install -y -qq nginx >&2 || true; fi
    fi
  fi
fi

if find_nginx; then
  exit 0
fi
cat >&2 <<'MSG'
The nginx end-to-end test needs nginx and found none (neither /usr/sbin/nginx nor nginx on PATH).
Install it (Debian/Ubuntu: sudo apt-get install nginx libnginx-mod-http-brotli-static), or set
NGINX to the path of an nginx binary.
MSG
exit 1
