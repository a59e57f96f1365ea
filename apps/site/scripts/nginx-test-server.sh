#!/usr/bin/env bash
# Runs deploy/nginx.conf against apps/site/build on a loopback port, in the foreground,
# for the end-to-end tests. Usage: nginx-test-server.sh PORT
set -euo pipefail
port=${1:?usage: nginx-test-server.sh PORT}
site=$(cd "$(dirname "$0")/.." && pwd)
repo=$(cd "$site/../.." && pwd)
work=$(mktemp -d -t rainbond-nginx.XXXXXX)

command -v nginx >/dev/null || { echo "nginx is not installed: run scripts/ensure-system-deps.sh" >&2; exit 1; }
[ -f "$site/build/index.html" ] || { echo "no build in $site/build: run pnpm build first" >&2; exit 1; }

# Same file, with the test's port, build folder and writable paths.
sed -e "s|listen 80;|listen 127.0.0.1:$port;|" \
    -e "s|root /usr/share/nginx/rainbond;|root $site/build;|" \
    -e "s|include /usr/share/nginx/rainbond/|include $site/build/|" \
    -e "s|pid /run/nginx-rainbond.pid;|pid $work/nginx.pid;|" \
    -e "s|error_log /var/log/nginx/rainbond-error.log warn;|error_log stderr warn;|" \
    "$repo/deploy/nginx.conf" > "$work/nginx.conf"
for expected in "127.0.0.1:$port" "root $site/build;" "include $site/build/.server/" "$work/nginx.pid" "error_log stderr"; do
  grep -q "$expected" "$work/nginx.conf" || { echo "deploy/nginx.conf changed shape: could not set $expected" >&2; exit 1; }
done

# Temporary files in the work folder, so no root-owned system folder is needed.
exec nginx -p "$work" -c "$work/nginx.conf" -g "daemon off; user $(id -un);" \
  -e stderr 2>&1
