"""The rowkey command's peer benchmark: DuckDB reads the same CSV, builds the same key
(md5(uid)[0..4] + uid + "#" + (Long.MAX_VALUE - ts) as 8 big-endian bytes), sorts the keys and
counts them per region of the same splits, then checks the counts (and the first keys) against
the rowkey report.

    .ci/venv/bin/python bench/duckdb_peer.py WORKLOAD.csv REPORT.json ROWKEY_SECONDS

REPORT.json is `rowkey analyze --format json` of the same CSV and design; ROWKEY_SECONDS is
its whole-process wall time. Prints both times and their ratio; exits 1 if a count differs.
"""

import json
import re
import sys
import time

import duckdb


def to_bytes_binary(text):
    """toStringBinary text back to bytes: \\xHH is one byte, other characters their UTF-8."""
    out = bytearray()
    for m in re.finditer(r"\\x([0-9A-Fa-f]{2})|(.)", text, re.S):
        out += bytes([int(m.group(1), 16)]) if m.group(1) else m.group(2).encode()
    return bytes(out)


def blob(b):
    return "'" + "".join("\\x%02X" % c for c in b) + "'::BLOB"


def main():
    csv, report_path, rowkey_seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    report = json.load(open(report_path))
    splits = [to_bytes_binary(r["start"]) for r in report["regions"][1:]]
    region = " + ".join(f"(key >= {blob(s)})::INTEGER" for s in splits) or "0"
    con = duckdb.connect()
    times = []
    for _ in range(3):
        con.execute("DROP TABLE IF EXISTS sorted")
        started = time.perf_counter()
        con.execute(
            f"""
            CREATE TEMP TABLE sorted AS
            SELECT (substr(md5(uid), 1, 4) || uid || '#')::BLOB
                   || unhex(format('{{:016x}}', 9223372036854775807 - ts)) AS key
            FROM read_csv('{csv}', header = true,
                          columns = {{'uid': 'VARCHAR', 'ts': 'BIGINT', 'event': 'VARCHAR', 'amount': 'BIGINT'}})
            ORDER BY key
            """
        )
        counts = con.execute(
            f"SELECT {region} AS region, count(*) FROM sorted GROUP BY region ORDER BY region"
        ).fetchall()
        times.append(time.perf_counter() - started)
    seconds = sorted(times)[1]
    first = [bytes(k).hex().upper() for (k,) in con.execute("SELECT key FROM sorted LIMIT 5").fetchall()]

    duck = [0] * len(report["regions"])
    for r, n in counts:
        duck[r] = n
    ours = [r["rows"] for r in report["regions"]]
    print(f"DuckDB {duckdb.__version__} (read CSV, build key, sort, count per region; median of 3): {seconds:.3f} s")
    print(f"rowkey analyze --format json (whole process, median of 3):                   {rowkey_seconds:.3f} s")
    print(f"ratio rowkey / DuckDB: {rowkey_seconds / seconds:.2f}")
    same_first = first == [k["hex"] for k in report["keys"][:5]]
    if duck == ours and same_first:
        print(f"region counts equal over {len(ours)} regions: {ours}; the first 5 keys are equal")
        return 0
    print(f"MISMATCH: DuckDB counts {duck}, rowkey counts {ours}; first keys equal: {same_first}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
