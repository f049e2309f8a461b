"""The whole-table Spark job's benchmark lines, beside `rowkey analyze --stream` on the same CSV.

    .ci/venv/bin/python bench/spark_summary.py SPARK_REPORT.json SPARK_MILLISECONDS STREAM.json \
        [LABEL READ_ONLY.txt]

SPARK_REPORT.json is the job's `--report` (its `seconds`: reading and key building, the
aggregations, the hotspot's top-k, the split points' sort), SPARK_MILLISECONDS the whole
spark-submit's wall time, STREAM.json `rowkey analyze --stream --format json` of the same CSV,
LABEL names the run (the key builder), READ_ONLY.txt the plain Spark read's line ("reading
alone: N rows in S s"), which gives the key-building time: the first pass less reading alone.
Exits 1 if the two disagree on the rows per region.
"""

import json
import re
import sys

spark = json.load(open(sys.argv[1]))
wall = int(sys.argv[2]) / 1000
stream = json.load(open(sys.argv[3]))
label = " (%s)" % sys.argv[4] if len(sys.argv) > 4 else ""
rows = spark["rows_total"]
phases = spark["seconds"]
work = sum(phases.values())
print(
    f"spark local[2]{label}: {rows:,} rows in {wall:.1f} s wall ({rows / wall:,.0f} rows/s); "
    + ", ".join(f"{name} {s:.1f} s ({100 * s / work:.0f} %)" for name, s in phases.items())
)
if len(sys.argv) > 5:
    read = float(re.search(r"in ([0-9.]+) s", open(sys.argv[5]).read()).group(1))
    first = phases["read_and_keys"]
    print(
        f"key building{label}: the first pass (read, keys, the counts' aggregation) {first:.1f} s "
        f"less reading alone {read:.1f} s = {first - read:.1f} s "
        f"({100 * (first - read) / work:.0f} % of the job's phases); "
        f"the split points' sort {phases['splits_sort']:.1f} s"
    )
print(
    f"rowkey analyze --stream: {stream['keys']:,} keys in {stream['seconds']:.1f} s "
    f"({stream['keys_per_second']:,.0f} keys/s): {wall / max(stream['seconds'], 1e-9):.0f}x faster"
)
spark_counts = [r["rows"] for r in spark["regions"]]
stream_counts = [r["rows"] for r in stream["regions"]]
if spark_counts != stream_counts:
    print(f"rows per region differ: spark {spark_counts}, stream {stream_counts}")
    sys.exit(1)
print(f"rows per region equal ({len(spark_counts)} regions)")
