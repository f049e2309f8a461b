#!/usr/bin/env bash
# make bench: native criterion benchmark and the same workload as release wasm in headless
# Chromium (through Playwright) in one run, the wasm/native ratio, the longest UI-thread task
# of the app during a 1,000,000-row analysis, the Lighthouse performance score and the bundle size.
# BENCH_ENGINE_ONLY=1 .ci/bench.sh: only the engine (criterion and the wasm of the same workload,
# with the ratio and the wasm memory); no release dist build, app benchmarks, Lighthouse or size.
# BENCH_FEEL_ONLY=1 .ci/bench.sh: only what the user feels: the release dist's time from
# navigation to the verdict on screen under Lighthouse's mobile throttling, first and repeat visit.
# BENCH_CLI_ONLY=1 .ci/bench.sh: only the rowkey command (its 1,000,000-row time and peak memory,
# the DuckDB peer with equal region counts, and 100,000,000 keys streamed).
# BENCH_SPARK_ONLY=1 .ci/bench.sh: only the whole-table Spark job (SPARK_BENCH_ROWS rows, default
# 10,000,000, in local[2]), keys by its Python builder and by the rowkey_python extension,
# beside `rowkey analyze --stream` on the same CSV.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"

# The rowkey command: the workload's 1,000,000-row CSV through `analyze --format json` (whole
# process, wall time and peak RSS by /usr/bin/time), DuckDB doing the same key, sort and
# region counts on the same CSV (counts checked equal), then a generated 100,000,000-key list
# (not committed; kept in target/cli-bench) streamed.
cli_bench() {
  local dir="$ROOT/target/cli-bench"
  mkdir -p "$dir"
  cargo build --release -q -p rowkey-cli
  cargo build --release -q -p rowkey-bench --example cli_workload --example key_list
  [ -s "$dir/workload.csv" ] || target/release/examples/cli_workload "$dir" 1000000
  echo "==> rowkey analyze --format json, 1,000,000 rows (whole process, median of 3)"
  local runs=()
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$dir/time.txt" target/release/rowkey analyze \
      --design "$dir/design.json" --data "$dir/workload.csv" --format json > "$dir/report.json"
    runs+=("$(cat "$dir/time.txt")")
  done
  read -r wall rss < <(printf '%s\n' "${runs[@]}" | sort -n | sed -n 2p)
  echo "rowkey analyze: ${wall} s wall, $((rss / 1024)) MB peak RSS (targets: 1.0 s, 300 MB)"
  echo "==> DuckDB peer on the same CSV"
  .ci/venv/bin/python bench/duckdb_peer.py "$dir/workload.csv" "$dir/report.json" "$wall"
  echo "==> rowkey analyze --stream, 100,000,000 keys"
  if [ "$(cat "$dir/keys100m.count" 2>/dev/null)" != 100000000 ]; then
    echo "(generating target/cli-bench/keys100m.txt, about 2.6 GB)"
    target/release/examples/key_list 100000000 > "$dir/keys100m.txt"
    echo 100000000 > "$dir/keys100m.count"
  fi
  /usr/bin/time -f "%e %M" -o "$dir/time.txt" target/release/rowkey analyze --stream \
    --design "$dir/design.json" --data "$dir/keys100m.txt" --format json > "$dir/stream.json"
  read -r wall rss < "$dir/time.txt"
  .ci/venv/bin/python bench/stream_summary.py "$dir/stream.json"
  echo "rowkey analyze --stream: ${wall} s wall, $((rss / 1024)) MB peak RSS (target: 512 MB)"
}
# The whole-table Spark job (`rowkey spark`) on the workload's design over SPARK_BENCH_ROWS
# generated rows (CSV, not committed; kept in target/spark-bench) in local[2], twice: keys built
# by the job's embedded Python key builder (mapInPandas, the default) and by the engine itself
# through the `rowkey_python` extension (crates/rowkey-python, built here with maturin and
# installed into .ci/venv; mapInArrow, `--builder extension`). For each: rows per second and how
# its time splits between reading and key building, the aggregations, the hotspot and the split
# points' sort; both reports must agree (rows per region, keys, bad rows, duplicates, split
# points), and agree with `rowkey analyze --stream` of the same CSV. A plain Spark read of the
# same CSV (every field parsed and cast to text, as the job reads it) tells reading from key
# building in the first phase. Before the runs, bench/rowkey_python_check.py proves the
# extension's keys equal `rowkey analyze --keys all` (and the job's Python builder) on every
# preset the job accepts. The binaries come from CARGO_TARGET_DIR when it is set.
spark_bench() {
  local dir="$ROOT/target/spark-bench" rows=${SPARK_BENCH_ROWS:-10000000}
  local bin="${CARGO_TARGET_DIR:-$ROOT/target}/release"
  mkdir -p "$dir"
  cargo build --release -q -p rowkey-cli
  cargo build --release -q -p rowkey-bench --example cli_workload
  echo "==> the rowkey_python extension (maturin build --release, crates/rowkey-python)"
  rm -rf "$dir/wheels"
  CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}" .ci/venv/bin/maturin build --release --quiet \
    -m crates/rowkey-python/Cargo.toml -i .ci/venv/bin/python -o "$dir/wheels"
  .ci/venv/bin/pip install --quiet --disable-pip-version-check --force-reinstall --no-deps "$dir"/wheels/rowkey_python-*.whl
  .ci/venv/bin/python bench/rowkey_python_check.py "$bin/rowkey" "$dir/check" | tail -1
  # The design of the rowkey command's workload; the rows from bench/spark_workload.py, the same
  # columns for any number of rows (the engine's in-memory generator stops at 2,500,000).
  "$bin/examples/cli_workload" "$dir/design" 1
  cp "$dir/design/design.json" "$dir/design.json"
  if [ "$(cat "$dir/rows" 2>/dev/null)" != "$rows" ] || [ ! -s "$dir/workload.csv" ]; then
    echo "(generating target/spark-bench/workload.csv, $rows rows)"
    .ci/venv/bin/python bench/spark_workload.py "$dir/workload.csv" "$rows"
    echo "$rows" > "$dir/rows"
  fi
  "$bin/rowkey" spark --design "$dir/design.json" --out "$dir/job.py"
  .ci/venv/bin/python bench/spark_builders_inprocess.py "$dir/job.py" "$dir/workload.csv"
  local submit=(.ci/venv/bin/spark-submit --master 'local[2]' --driver-memory 2g
    --conf spark.sql.shuffle.partitions=8 --conf spark.ui.enabled=false)
  export PYSPARK_PYTHON="$ROOT/.ci/venv/bin/python" PYSPARK_DRIVER_PYTHON="$ROOT/.ci/venv/bin/python"
  local builder start end
  for builder in python extension; do
    echo "==> spark-submit --master local[2], $rows rows, keys by the $builder builder"
    start=$(date +%s%N)
    "${submit[@]}" "$dir/job.py" --input "$dir/workload.csv" --format csv --arrival ts --regions 16 \
      --builder "$builder" --report "$dir/spark-$builder.json" 2> "$dir/spark-$builder.log"
    end=$(date +%s%N)
    echo $(((end - start) / 1000000)) > "$dir/spark-$builder.ms"
  done
  echo "==> spark-submit --master local[2]: reading alone (every field parsed and cast to text)"
  cat > "$dir/read_only.py" <<'PY'
import sys, time
from pyspark.sql import SparkSession, functions as F
spark = SparkSession.builder.appName("rowkey read only").getOrCreate()
t = spark.read.option("header", True).option("inferSchema", False).csv(sys.argv[1])
t = t.select([F.col("`%s`" % c).cast("string").alias(c) for c in t.columns])
clock = time.monotonic()
# Every column's length summed: each field is parsed and cast (a bare count() would parse none).
row = t.agg(F.count("*").alias("n"), *[F.sum(F.length(c)) for c in t.columns]).collect()[0]
print("reading alone: %d rows in %.1f s" % (row["n"], time.monotonic() - clock))
spark.stop()
PY
  "${submit[@]}" "$dir/read_only.py" "$dir/workload.csv" 2> "$dir/read_only.log" | tee "$dir/read_only.txt"
  echo "==> rowkey analyze --stream, the same CSV"
  "$bin/rowkey" analyze --stream --quiet --design "$dir/design.json" --data "$dir/workload.csv" \
    --format json > "$dir/stream.json"
  for builder in python extension; do
    .ci/venv/bin/python bench/spark_summary.py "$dir/spark-$builder.json" "$(cat "$dir/spark-$builder.ms")" \
      "$dir/stream.json" "$builder builder" "$dir/read_only.txt"
  done
  .ci/venv/bin/python bench/spark_builders.py "$dir/spark-python.json" "$dir/spark-extension.json"
}
if [ "${BENCH_SPARK_ONLY:-0}" = 1 ]; then
  spark_bench
  exit 0
fi
if [ "${BENCH_FEEL_ONLY:-0}" = 1 ]; then
  [ -f dist/index.html ] || .ci/build-dist.sh
  echo "==> what the user feels (release build, gzip, Lighthouse mobile throttling)"
  (cd tests/e2e && node bench.mjs - - "$ROOT/dist" --feel-only)
  exit 0
fi
if [ "${BENCH_CLI_ONLY:-0}" = 1 ]; then
  cli_bench
  exit 0
fi
echo "==> native (criterion)"
cargo bench -p rowkey-bench --bench analysis
echo "==> native phases at 1,000,000 rows (median of 3)"
mkdir -p "$ROOT/target"
cargo run --release -q -p rowkey-bench --example phases -- 1000000 3 | tee "$ROOT/target/native-phases.txt"
[ "${BENCH_ENGINE_ONLY:-0}" = 1 ] || cli_bench
[ "${BENCH_ENGINE_ONLY:-0}" = 1 ] || spark_bench
echo "==> release wasm of the same workload"
cargo build -p rowkey-bench --lib --target wasm32-unknown-unknown --release
target="${CARGO_TARGET_DIR:-$ROOT/target}"
web="$ROOT/target/bench-web"
mkdir -p "$web"
wasm-bindgen --target web --no-typescript --out-dir "$web" "$target/wasm32-unknown-unknown/release/rowkey_bench.wasm"
cat > "$web/index.html" <<'HTML'
<!doctype html><html lang="en"><head><meta charset="utf-8"><title>rowkey bench</title><link rel="icon" href="data:,"></head><body></body></html>
HTML
if [ "${BENCH_ENGINE_ONLY:-0}" = 1 ]; then
  echo "==> headless Chromium (engine only)"
  (cd tests/e2e && node bench.mjs "$web" "$target/criterion/analysis" "$ROOT/dist" --engine-only --native-phases="$ROOT/target/native-phases.txt")
  exit 0
fi
[ -f dist/index.html ] || .ci/build-dist.sh
echo "==> headless Chromium"
(cd tests/e2e && node bench.mjs "$web" "$target/criterion/analysis" "$ROOT/dist" --native-phases="$ROOT/target/native-phases.txt")
echo
echo "==> Lighthouse (release build, gzip, default mobile throttling)"
(cd tests/e2e && node lighthouse.mjs "$ROOT/dist")
echo
echo "==> bundle size"
.ci/size.sh
