#!/usr/bin/env bash
# Prints the gzipped size of the release wasm, js and css in dist/.
#   .ci/size.sh [--budget BYTES]   with a budget, exits 1 when the total is over it
set -euo pipefail
budget=""
if [ "${1:-}" = --budget ]; then budget=${2:?--budget needs a number of bytes}; fi
source "$(dirname "$0")/env.sh"
cd "$ROOT/dist"
total=0
printf '%-8s %10s %10s  %s\n' kind bytes gzipped file
for f in *.wasm *.js *.css; do
  [ -f "$f" ] || continue
  raw=$(stat -c %s "$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total=$((total + gz))
  printf '%-8s %10d %10d  %s\n' "${f##*.}" "$raw" "$gz" "$f"
done
awk -v t="$total" 'BEGIN { printf "total gzipped (wasm + js + css): %d bytes (%.1f KiB)\n", t, t / 1024 }'
if [ -n "$budget" ]; then
  if [ "$total" -gt "$budget" ]; then
    echo "over budget: $total bytes gzipped > $budget" >&2
    exit 1
  fi
  echo "within budget: $total <= $budget bytes gzipped"
fi
