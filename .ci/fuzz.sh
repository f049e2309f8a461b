#!/usr/bin/env bash
# make fuzz: runs every cargo-fuzz target for $FUZZ_SECONDS seconds each (default 600) and
# prints the executions of each. cargo-fuzz needs nightly-only flags; the stable toolchain
# accepts them with RUSTC_BOOTSTRAP=1 (its sanitizer runtimes ship with it).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT/fuzz"
seconds=${FUZZ_SECONDS:-600}
targets=(${FUZZ_TARGETS:-sample_formats splits design_analysis pasted_keys live_layout check_thresholds csv_chunks worker_messages share_link parquet_sample})
export RUSTC_BOOTSTRAP=1
summary=()
for target in "${targets[@]}"; do
  mkdir -p "corpus/$target"
  cp -n seeds/"$target"/* "corpus/$target/" 2>/dev/null || true
  log=$(mktemp)
  echo "==> fuzzing $target for ${seconds}s"
  if ! cargo fuzz run "$target" "corpus/$target" -- -max_total_time="$seconds" -print_final_stats=1 2>&1 | tee "$log" | grep -E "^(#[0-9]+\s+(DONE|pulse))|panicked|ERROR|SUMMARY"; then :; fi
  if grep -qE "ERROR: libFuzzer|panicked|SUMMARY: (Address|libFuzzer)" "$log"; then
    echo "$target: crash found; see fuzz/artifacts/$target" >&2
    exit 1
  fi
  # `|| true`: under pipefail a log without statistics (a target that did not build) must
  # reach the report below instead of ending the script silently.
  runs=$(grep -oE "stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" | tail -1 || true)
  if [ -z "$runs" ]; then
    # No final statistics: the target did not build or did not run.
    tail -30 "$log" >&2
    echo "$target: the fuzzer did not run (see above)" >&2
    exit 1
  fi
  summary+=("$target: $runs executions in ${seconds}s, no crash")
  rm -f "$log"
done
printf '%s\n' "${summary[@]}"
