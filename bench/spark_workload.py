"""Writes the Spark benchmark's CSV: the columns of the `rowkey` command's workload
(`rowkey_bench::sample_csv`: uid drawn from 100,000 users with a Zipf skew of 0.8, ts rising
by 50 ms with up to 20 ms of jitter from 1,700,000,000,000, event one of four words, amount
1 + 7i) for any number of rows, a million at a time. The engine's in-memory generator that
`cli_workload` uses stops at its sample limits (ten million cells: 2,500,000 rows of these four
columns), so the 10,000,000-row default is written here.

    .ci/venv/bin/python bench/spark_workload.py OUT.csv ROWS
"""

import sys

import numpy as np
import pyarrow as pa
import pyarrow.csv as pacsv

out, rows = sys.argv[1], int(sys.argv[2])
rng = np.random.default_rng(2026)
users = np.arange(1, 100_001)
weights = users.astype(np.float64) ** -0.8
weights /= weights.sum()
events = np.array(["view", "click", "buy", "share"])
schema = pa.schema([("uid", pa.string()), ("ts", pa.int64()), ("event", pa.string()), ("amount", pa.int64())])
options = pacsv.WriteOptions(include_header=False, quoting_style="none")
with open(out, "wb") as f:
    f.write(b"uid,ts,event,amount\n")  # (pyarrow quotes a header it writes)
with open(out, "ab") as f, pacsv.CSVWriter(f, schema, write_options=options) as writer:
    for start in range(0, rows, 1_000_000):
        n = min(1_000_000, rows - start)
        i = np.arange(start, start + n, dtype=np.int64)
        uid = np.char.add("u", rng.choice(users, size=n, p=weights).astype(str))
        ts = 1_700_000_000_000 + i * 50 + rng.integers(0, 21, size=n)
        event = events[rng.integers(0, 4, size=n)]
        writer.write_table(pa.table([pa.array(uid), pa.array(ts), pa.array(event), pa.array(1 + 7 * i)], schema=schema))
