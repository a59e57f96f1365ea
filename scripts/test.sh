#!/usr/bin/env bash
# `pnpm test`: every test, in order, stopping at the first failure. Prints each step's duration
# as it ends and a table of all of them at the end, passed or not.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=(
  "lint|pnpm lint"
  "typecheck|pnpm typecheck"
  "unit|pnpm test:unit"
  "build|pnpm build"
  "readme commands|pnpm test:readme"
  "storybook|pnpm build-storybook"
  "reuse|pnpm test:reuse"
  "content packages|pnpm test:content-packages"
  "e2e|pnpm test:e2e"
  "search bench|pnpm bench:search"
  "quality|pnpm test:quality"
  "route growth|pnpm test:route-growth"
)
timings=()
started=$SECONDS

print_timings() {
  local status=$?
  echo
  echo "Test steps"
  echo "| step | seconds | result |"
  echo "| --- | --- | --- |"
  local row
  for row in "${timings[@]}"; do echo "$row"; done
  echo "| total | $((SECONDS - started)) | $([ "$status" -eq 0 ] && echo pass || echo FAIL) |"
}
trap print_timings EXIT

for entry in "${steps[@]}"; do
  name=${entry%%|*}
  command=${entry#*|}
  echo
  echo "==> $name: $command"
  step_started=$SECONDS
  if bash -c "$command"; then
    timings+=("| $name | $((SECONDS - step_started)) | pass |")
    echo "<== $name: $((SECONDS - step_started)) s"
  else
    timings+=("| $name | $((SECONDS - step_started)) | FAIL |")
    echo "<== $name: FAILED after $((SECONDS - step_started)) s"
    exit 1
  fi
done
