#!/usr/bin/env bash
# Playwright end-to-end specs against dist/, served under $PUBLIC_URL on 127.0.0.1.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT/tests/e2e"
[ -f "$ROOT/dist/index.html" ] || { echo "dist/ is missing: run .ci/build-dist.sh first" >&2; exit 1; }
shopt -s nullglob
specs=(specs/*.spec.mjs)
[ ${#specs[@]} -gt 0 ] || { echo "no end-to-end specs found" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
DIST="$ROOT/dist" node --test --test-concurrency=1 --test-reporter=spec "${specs[@]}" | tee "$log"
# A run that executed no test is a failure, not a pass.
if grep -qE '^ℹ tests 0$' "$log"; then
  echo "the end-to-end layer ran no test" >&2
  exit 1
fi
