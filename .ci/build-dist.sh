#!/usr/bin/env bash
# Release build of the site into dist/, for the GitHub Pages sub-path in $PUBLIC_URL.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
trunk build --release --offline --public-url "$PUBLIC_URL"
# An unresolved wasm import shows up as an import from 'env' in the emitted JS.
if grep -l "from 'env'" dist/*.js >/dev/null 2>&1; then
  echo "dist contains an unresolved wasm import (from 'env')" >&2
  exit 1
fi
# Hand-written absolute URLs break under a sub-path. (The minified page may drop the quotes.)
if grep -Eo '(href|src)="?/[^" >]*' dist/index.html | grep -Ev "=\"?$PUBLIC_URL"; then
  echo "dist/index.html has an absolute URL outside $PUBLIC_URL" >&2
  exit 1
fi
echo "built dist/ for $PUBLIC_URL"
