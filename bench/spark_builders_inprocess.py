"""The two key builders of the whole-table job without Spark: the functions mapInPandas and
mapInArrow run (`build_keys`, the embedded Python builder; `build_keys_extension`, the
`rowkey_python` extension), on the same batches of the same rows, in this process.

    .ci/venv/bin/python bench/spark_builders_inprocess.py JOB.py WORKLOAD.csv [ROWS]

Reads the first ROWS rows (default 200,000) of the CSV, every column as text, cuts them into
10,000-row batches (Spark's spark.sql.execution.arrow.maxRecordsPerBatch) and prints each
builder's keys per second (arrival column `ts`, as the benchmark's job runs).
"""

import importlib.util
import sys
import time

import pyarrow as pa
import pyarrow.csv as pacsv

spec = importlib.util.spec_from_file_location("job", sys.argv[1])
job = importlib.util.module_from_spec(spec)
spec.loader.exec_module(job)
rows = int(sys.argv[3]) if len(sys.argv) > 3 else 200_000
header = open(sys.argv[2]).readline().strip().split(",")
table = pacsv.read_csv(sys.argv[2], convert_options=pacsv.ConvertOptions(column_types={c: pa.string() for c in header}))
table = table.slice(0, rows)
table = table.append_column("__rowkey_rowid", pa.array(range(table.num_rows), pa.int64())).combine_chunks()
batches = table.to_batches(max_chunksize=10_000)
frames = [b.to_pandas() for b in batches]
splits = [bytes.fromhex(h) for h in job.CONFIG["splits_hex"]]
columns = job.CONFIG["columns"]
rates = {}
for name, build, given in [
    ("python (mapInPandas)", job.build_keys(columns, "ts", None, splits), frames),
    ("extension (mapInArrow)", job.build_keys_extension(columns, "ts", None, splits), batches),
]:
    clock = time.perf_counter()
    done = sum(len(out) for out in build(iter(given)))
    seconds = time.perf_counter() - clock
    rates[name] = done / seconds
    print(f"in-process key building, {name}: {done:,} rows in {seconds:.2f} s ({done / seconds:,.0f} rows/s)")
python, extension = rates.values()
print(f"in-process: the extension builds keys {extension / python:.1f}x as fast as the Python builder")
