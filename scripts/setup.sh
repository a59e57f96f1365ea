#!/usr/bin/env bash
# Sets up a fresh machine that has only Node (>= 20.19) and npm: installs the pinned pnpm when
# missing, then the workspace's dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm_version=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$pnpm_version" ]; then
  echo "Installing pnpm $pnpm_version with npm"
  npm install --global --no-fund --no-audit "pnpm@$pnpm_version" >/dev/null
fi
export TURBO_TELEMETRY_DISABLED=1
pnpm install --frozen-lockfile
