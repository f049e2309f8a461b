#!/usr/bin/env bash
# The core must stay pure: no browser crates in rowkey-core's normal dependency tree.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
tree=$(cargo tree -p rowkey-core -e normal --target all --prefix none)
if offenders=$(grep -E '^(yew|web-sys|js-sys|wasm-bindgen|getrandom)[ -]' <<<"$tree"); then
  echo "rowkey-core must stay free of browser crates; found:" >&2
  sort -u <<<"$offenders" >&2
  exit 1
fi
# Yew 0.23: #[component] only.
if grep -rn '#\[function_component' src tests 2>/dev/null; then
  echo "use #[component], not #[function_component]" >&2
  exit 1
fi
echo "architecture check: rowkey-core depends on no browser crate ($(sort -u <<<"$tree" | wc -l) crates checked)"
