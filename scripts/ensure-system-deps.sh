#!/usr/bin/env bash
# Installs the system programs the end-to-end tests drive, when missing: Debian's Chromium
# (Playwright never downloads a browser here) and nginx with its brotli_static module (to test
# deploy/nginx.conf), and wrk for `pnpm bench:serve`.
set -euo pipefail
missing=()
command -v chromium >/dev/null || [ -x /usr/bin/chromium ] || missing+=(chromium)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v wrk >/dev/null || missing+=(wrk)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} with apt-get"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
