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
# The crates of the workspace depend on one another one way only: each may use the crates
# listed for it here and no other of ours (dev-dependencies aside).
allowed='{
  "rowkey-kernels": [],
  "rowkey-encodings": [],
  "rowkey-engine": ["rowkey-encodings", "rowkey-kernels"],
  "rowkey-core": ["rowkey-engine", "rowkey-encodings", "rowkey-kernels"],
  "rowkey-cli": ["rowkey-core"],
  "rowkey-playground": ["rowkey-core"],
  "rowkey-bench": ["rowkey-core"]
}'
cargo metadata --format-version 1 --no-deps | python3 -c '
import json, sys
allowed = json.loads(sys.argv[1])
packages = json.load(sys.stdin)["packages"]
ours = {p["name"] for p in packages}
bad = []
for p in packages:
    uses = sorted(d["name"] for d in p["dependencies"] if d["name"] in ours and d["kind"] is None)
    name = p["name"]
    if name not in allowed:
        bad.append(name + ": a crate without allowed edges in .ci/check-arch.sh")
        continue
    bad += [name + " -> " + u + ": not an allowed edge" for u in uses if u not in allowed[name]]
if bad:
    sys.exit("crate edges:\n" + "\n".join(bad))
print("crate edges: %d crates, every edge allowed" % len(packages))
' "$allowed"
echo "architecture check: rowkey-core depends on no browser crate ($(sort -u <<<"$tree" | wc -l) crates checked)"
