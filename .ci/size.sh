#!/usr/bin/env bash
# Prints the gzipped size of the release wasm, js and css in dist/.
set -euo pipefail
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
