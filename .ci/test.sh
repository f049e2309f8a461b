#!/usr/bin/env bash
# Every test layer, in order; stops at the first failing layer and ends with one summary line.
set -uo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"

layers=(
  "format:cargo fmt --all --check"
  "clippy, rustdoc and the fuzz targets build:cargo clippy --workspace --all-targets -- -D warnings && cargo clippy -p rowkey-playground --target wasm32-unknown-unknown --all-targets -- -D warnings && RUSTDOCFLAGS='-D warnings' cargo doc --workspace --no-deps --quiet && (cd fuzz && cargo check --bins --locked --quiet)"
  # ROWKEY_SPARK_REQUIRED: the whole-table Spark test (crates/rowkey-cli/tests/spark.rs) fails
  # instead of skipping when .ci/venv has no PySpark.
  "native tests:ROWKEY_SPARK_REQUIRED=1 cargo test --workspace"
  "architecture:.ci/check-arch.sh"
  "component tests (headless Chromium):cargo test --target wasm32-unknown-unknown --test components --test crash"
  "release build:.ci/build-dist.sh"
  "bundle budget (650 KB gzipped):.ci/size.sh --budget 650000"
  "end-to-end (Playwright, $PUBLIC_URL):.ci/e2e.sh"
)

passed=0
failed=0
start=$SECONDS
for layer in "${layers[@]}"; do
  name=${layer%%:*}
  cmd=${layer#*:}
  printf '\n==> %s: %s\n' "$name" "$cmd"
  t0=$SECONDS
  if bash -c "$cmd"; then
    passed=$((passed + 1))
    printf '<== %s: ok (%ds)\n' "$name" $((SECONDS - t0))
  else
    failed=$((failed + 1))
    printf '<== %s: FAILED (%ds)\n' "$name" $((SECONDS - t0))
    break
  fi
done
skipped=$((${#layers[@]} - passed - failed))
printf '\nmake test finished in %ds\n' $((SECONDS - start))
if [ "$skipped" -gt 0 ]; then
  printf 'layers: %d passed, %d failed, %d skipped\n' "$passed" "$failed" "$skipped"
else
  printf 'layers: %d passed, %d failed\n' "$passed" "$failed"
fi
[ "$failed" -eq 0 ]
