#!/usr/bin/env bash
# Playwright end-to-end specs against dist/, served under $PUBLIC_URL on 127.0.0.1.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT/tests/e2e"
[ -f "$ROOT/dist/index.html" ] || { echo "dist/ is missing: run .ci/build-dist.sh first" >&2; exit 1; }
DIST="$ROOT/dist" node --test --test-concurrency=1 --test-reporter=spec specs/
