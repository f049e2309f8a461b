"""The `rowkey_python` extension's keys against the engine's, before the benchmark uses it.

    .ci/venv/bin/python bench/rowkey_python_check.py ROWKEY DIR

For every preset design the whole-table job accepts (`rowkey spark` refuses random and
round-robin salts), on the preset's sample with two bad rows added (every value `x\u00e9`, and
every value empty, unless the file has one column) and a null in a third row: the extension's key and region of each row, fed as Arrow record batches
sliced at odd offsets as Spark hands them over, must equal `rowkey analyze --keys all`'s, and
its failed rows the engine's (the null row failing as a missing value); the job's embedded Python key builder (`row_key`, what the job
runs by default) must give the same keys, and the same error kinds as the extension. Prints one
line a design; exits 1 on the first difference.
"""

import csv
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.csv as pacsv

import rowkey_python

rowkey, work = sys.argv[1], Path(sys.argv[2])
work.mkdir(parents=True, exist_ok=True)


def run(*args, ok=(0,)):
    out = subprocess.run([rowkey, *args], capture_output=True)
    if out.returncode not in ok:
        sys.exit("rowkey %s: exit %d: %s" % (" ".join(args), out.returncode, out.stderr.decode()))
    return out


def buffers(array):
    """A string array's Arrow buffers as the extension takes them."""
    if array.type == pa.large_string():
        array = array.cast(pa.string())
    validity, offsets, data = array.buffers()
    return (
        array.offset,
        None if validity is None else validity.to_pybytes(),
        offsets.to_pybytes(),
        None if data is None else data.to_pybytes(),
    )


listing = run("preset").stdout.decode().splitlines()
designs = [(line.split()[0], v) for line in listing if line.strip() for v in line.split()[1].split(",")]
checked = refused = 0
for preset, variant in designs:
    run("preset", preset, "--variant", variant, "--out", str(work))
    design = work / ("%s-%s.design.json" % (preset, variant))
    sample = work / ("%s-%s.csv" % (preset, variant))
    job_file = work / ("%s-%s.job.py" % (preset, variant))
    if run("spark", "--design", str(design), "--out", str(job_file), ok=(0, 1)).returncode != 0:
        refused += 1
        continue
    # Two bad rows: text where numbers may be read, and every value empty.
    with open(sample, newline="", encoding="utf-8") as f:
        header = next(csv.reader(f))
    with open(sample, "a", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["x\u00e9"] * len(header))
        if len(header) > 1:  # (a one-column file's `""` line reads as a blank line to the engine)
            w.writerow([""] * len(header))
    engine = json.loads(
        run("analyze", "--design", str(design), "--data", str(sample), "--keys", "all",
            "--format", "json", ok=(0, 1)).stdout
    )
    # The report's rows are 1-based.
    want = {k["row"] - 1: (bytes.fromhex(k["hex"]), k["region"]) for k in engine["keys"]}
    want_errors = sorted(e["row"] - 1 for e in engine["encode_errors"])

    spec = importlib.util.spec_from_file_location("job_%s_%s" % (preset, variant.replace("-", "_")), job_file)
    job = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(job)
    columns = job.CONFIG["columns"]
    splits = [bytes.fromhex(h) for h in job.CONFIG["splits_hex"]]
    builder = rowkey_python.KeyBuilder(json.dumps(job.CONFIG["recipe_json"]), columns, splits)

    table = pacsv.read_csv(sample, convert_options=pacsv.ConvertOptions(column_types={c: pa.string() for c in header}))
    n = table.num_rows
    # Row 3 loses its value of the first column the recipe reads: a null, as Spark gives for
    # a short CSV line or a null Parquet value (no CSV holds one, so the engine's report is not
    # asked about that row; the Python builder is).
    nulled = 2
    at = table.schema.get_field_index(columns[0])
    mask = pa.array([i == nulled for i in range(n)])
    table = table.set_column(at, columns[0], pc.if_else(mask, pa.nulls(n, pa.string()), table.column(at).combine_chunks()))
    want.pop(nulled, None)
    want_errors = [r for r in want_errors if r != nulled]
    got, got_errors = {}, {}
    # Batches of uneven sizes, each a slice of one array (a non-zero Arrow offset).
    bounds = [0, 1, n // 3, n // 3 + 7, n]
    whole = table.combine_chunks()
    for start, end in zip(bounds, bounds[1:]):
        if end <= start:
            continue
        batch = whole.slice(start, end - start)
        cols = [buffers(batch.column(c).chunk(0)) if c in batch.column_names else None for c in columns]
        valid, offsets, data, regions, errors = builder.build(end - start, cols)
        keys = pa.Array.from_buffers(pa.binary(), end - start, [pa.py_buffer(valid), pa.py_buffer(offsets), pa.py_buffer(data)])
        region = pa.Array.from_buffers(pa.int32(), end - start, [pa.py_buffer(valid), pa.py_buffer(regions)])
        for i, (k, r) in enumerate(zip(keys.to_pylist(), region.to_pylist())):
            if k is not None:
                got[start + i] = (k, r)
        for row, kind, message in errors:
            got_errors[start + row] = kind
    where = "%s/%s" % (preset, variant)
    got_but_null = {r: k for r, k in got.items() if r != nulled}
    if got_but_null != want:
        diff = sorted(set(got_but_null.items()) ^ set(want.items()))[:3]
        sys.exit("%s: the extension's keys differ from the engine's: %s" % (where, diff))
    if nulled not in got_errors:
        sys.exit("%s: the row with a null has a key: %r" % (where, got.get(nulled)))
    got_errors_but_null = {r: k for r, k in got_errors.items() if r != nulled}
    if sorted(got_errors_but_null) != want_errors:
        sys.exit("%s: failed rows: extension %s, engine %s" % (where, sorted(got_errors_but_null)[:5], want_errors[:5]))
    # The job's Python key builder on the same rows: the same keys, the same error kinds.
    rows = whole.to_pylist()
    for i, row in enumerate(rows):
        values = {c: row[c] for c in columns if row.get(c) is not None}
        try:
            key, kind = job.row_key(values), None
        except Exception as e:  # noqa: BLE001, as the job counts every failure
            key, kind = None, job.error_kind(e)
        if kind is None and (i not in got or got[i][0] != key):
            sys.exit("%s: row %d: Python builder %r, extension %r" % (where, i, key, got.get(i)))
        if kind is not None and got_errors.get(i) != kind:
            sys.exit("%s: row %d: Python builder's error kind %s, extension's %s" % (where, i, kind, got_errors.get(i)))
    checked += 1
    print("%s: %d keys, %d bad rows (%s): equal to the engine and the job's Python builder"
          % (where, len(got), len(got_errors), ", ".join(sorted(set(got_errors.values()))) or "-"))
print("rowkey_python: %d designs equal the engine; %d refused by `rowkey spark` (random or round-robin salts)"
      % (checked, refused))
