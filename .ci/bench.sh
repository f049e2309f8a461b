#!/usr/bin/env bash
# make bench: native criterion benchmark and the same workload as release wasm in headless
# Chromium (through Playwright) in one run, the wasm/native ratio, the longest UI-thread task
# of the app during a 1,000,000-row analysis, the Lighthouse performance score and the bundle size.
# BENCH_ENGINE_ONLY=1 .ci/bench.sh: only the engine (criterion and the wasm of the same workload,
# with the ratio and the wasm memory); no release dist build, app benchmarks, Lighthouse or size.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
echo "==> native (criterion)"
cargo bench -p rowkey-bench --bench analysis
echo "==> native phases at 1,000,000 rows (median of 3)"
cargo run --release -q -p rowkey-bench --example phases -- 1000000 3 | tee "$ROOT/target/native-phases.txt"
echo "==> release wasm of the same workload"
cargo build -p rowkey-bench --lib --target wasm32-unknown-unknown --release
web="$ROOT/target/bench-web"
mkdir -p "$web"
wasm-bindgen --target web --no-typescript --out-dir "$web" target/wasm32-unknown-unknown/release/rowkey_bench.wasm
cat > "$web/index.html" <<'HTML'
<!doctype html><html lang="en"><head><meta charset="utf-8"><title>rowkey bench</title><link rel="icon" href="data:,"></head><body></body></html>
HTML
if [ "${BENCH_ENGINE_ONLY:-0}" = 1 ]; then
  echo "==> headless Chromium (engine only)"
  (cd tests/e2e && node bench.mjs "$web" "$ROOT/target/criterion/analysis" "$ROOT/dist" --engine-only --native-phases="$ROOT/target/native-phases.txt")
  exit 0
fi
[ -f dist/index.html ] || .ci/build-dist.sh
echo "==> headless Chromium"
(cd tests/e2e && node bench.mjs "$web" "$ROOT/target/criterion/analysis" "$ROOT/dist" --native-phases="$ROOT/target/native-phases.txt")
echo
echo "==> Lighthouse (release build, gzip, default mobile throttling)"
(cd tests/e2e && node lighthouse.mjs "$ROOT/dist")
echo
echo "==> bundle size"
.ci/size.sh
