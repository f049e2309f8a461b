"""The two key builders' whole-table reports must agree.

    .ci/venv/bin/python bench/spark_builders.py PYTHON_REPORT.json EXTENSION_REPORT.json

The job run with its embedded Python key builder (mapInPandas) and with the `rowkey_python`
extension (mapInArrow) on the same data: rows per region, keys, bad rows and their kinds,
duplicates, key lengths, the write hotspot, the split points and the verdict's findings must be
equal. Prints one line; exits 1 on a difference.
"""

import json
import sys

a, b = (json.load(open(p)) for p in sys.argv[1:3])


def view(r):
    return {
        "rows per region": [g["rows"] for g in r["regions"]],
        "bytes per region": [g["bytes"] for g in r["regions"]],
        "rows": r["rows_total"],
        "keys": r["keys_total"],
        "bad rows": r["encode_errors_total"],
        "bad row kinds": r["encode_error_kinds"],
        "duplicates": r["duplicates"],
        "key length": r["key_length"],
        "hotspot": r.get("hotspot"),
        "split points": r.get("suggested", {}).get("hex"),
        "findings": [(f["severity"], f["code"], f["value"], f["threshold"]) for f in r["verdict"]["findings"]],
    }


va, vb = view(a), view(b)
differ = [k for k in va if va[k] != vb[k]]
if differ:
    for k in differ:
        print(f"the builders differ on {k}: python {va[k]}, extension {vb[k]}")
    sys.exit(1)
ta, tb = a["seconds"]["read_and_keys"], b["seconds"]["read_and_keys"]
print(
    f"the two builders agree ({len(va['rows per region'])} regions, {va['keys']:,} keys, "
    f"{va['bad rows']} bad rows, {va['duplicates']['keys']} duplicate keys, split points, verdict); "
    f"first pass: python {ta:.1f} s, extension {tb:.1f} s ({ta / max(tb, 1e-9):.1f}x)"
)
