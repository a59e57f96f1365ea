#!/usr/bin/env bash
# Proves the Lighthouse gate's two properties on this machine, after the site is built:
#   1. its verdict on the build is the same with the machine idle and with both cores kept busy;
#   2. deliberately slowed pages (the heavy-js and long-task fixtures) fail the gates in both.
# "Busy" is Debian's stress-ng with one CPU hog per core. Linux's autogroup scheduling gives each
# session an equal share of the CPU, so a hog started from another session barely slows Chromium
# (which runs in a session of its own); autogroup is turned off for the busy runs so the hogs
# compete with every thread, as other work on a shared host does. Needs root for that, and apt
# for stress-ng when it is missing. Takes about 40 minutes. Prints a table of the verdicts.
# Usage: bash prove-gate.sh [--site <dir with docs-quality.config.ts and build/>] [--pages /,/docs/…]
set -euo pipefail
site=.
fixture_pages=/,/docs/quick-start/quick-install,/en/blog/whatrainbond,/en/search?q=Rainbond
while [ $# -gt 0 ]; do
  case "$1" in
    --help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    --site) site=${2:?--site needs a folder}; shift 2 ;;
    --pages) fixture_pages=${2:?--pages needs a list}; shift 2 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
done
cd "$site"

command -v stress-ng >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends stress-ng >/dev/null; }
autogroup=/proc/sys/kernel/sched_autogroup_enabled
autogroup_before=$(cat "$autogroup" 2>/dev/null || echo "")
log_dir=$(mktemp -d -t prove-gate.XXXXXX)
results=()

restore() {
  pkill -x stress-ng 2>/dev/null || true
  [ -n "$autogroup_before" ] && echo "$autogroup_before" > "$autogroup"
}
trap restore EXIT

# run <condition> <name> <quality arguments…>: one quality run; records its verdict and figures.
run() {
  local condition=$1 name=$2
  shift 2
  local log="$log_dir/$condition-$name.log" verdict
  if [ "$condition" = busy ]; then
    [ -n "$autogroup_before" ] && echo 0 > "$autogroup"
    stress-ng --cpu "$(nproc)" --timeout 3600s >/dev/null 2>&1 &
  fi
  echo "==> $condition, $name: docs-quality $*"
  if node_modules/.bin/docs-quality --build build "$@" > "$log" 2>&1; then verdict=pass; else verdict=FAIL; fi
  if [ "$condition" = busy ]; then restore; fi
  local host perf
  host=$(grep -o 'CPU slowdown of [0-9.]*×' "$log" | head -1 || true)
  perf=$(grep '^| lighthouse performance' "$log" | cut -d'|' -f3 | sed 's/^ *//;s/ *$//' || true)
  results+=("| $condition | $name | $verdict | ${host:-} | ${perf:-} |")
  echo "<== $verdict ($log)"
}

run idle build --only lighthouse
run busy build --only lighthouse
for fixture in heavy-js long-task; do
  run idle "$fixture" --only weight,lighthouse --pages "$fixture_pages" --slow-fixture "$fixture"
  run busy "$fixture" --only weight,lighthouse --pages "$fixture_pages" --slow-fixture "$fixture"
done

echo
echo "| machine | pages | verdict | calibration | Lighthouse performance gate |"
echo "| --- | --- | --- | --- | --- |"
for row in "${results[@]}"; do echo "$row"; done
echo "Logs: $log_dir"
