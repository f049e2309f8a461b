//! Parquet samples: `rowkey analyze|splits|check --data table.parquet` judge a design exactly
//! as the same data written as CSV. pyarrow (the project's virtual environment) writes typed
//! columns (int8 to int64, uint8, float, double, decimal, string, binary, dates, timestamps in
//! seconds, milli-, micro- and nanoseconds, with and without a time zone, nulls) to Parquet
//! with four codecs (snappy, gzip, zstd, LZ4), and the CSV of the same values as a user's
//! export would hold them for the design (Python's own calendar and number printing, written
//! apart from the reader);
//! the reports, split points and check results must be equal. A bad file (cut short, not
//! Parquet, a missing column, binary that is not text) is one line and exit 2.
//!
//! Without the virtual environment the test says so and passes, unless `CI` or
//! `ROWKEY_SPARK_REQUIRED` is set (as `make test` sets it): then it fails.

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

mod common;
use common::{path, rowkey, succeeded};

/// Rows generated.
const ROWS: usize = 3000;

fn python() -> Option<PathBuf> {
    let python = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.ci/venv/bin/python");
    if python.exists() {
        return Some(python);
    }
    let required = ["CI", "ROWKEY_SPARK_REQUIRED"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty()));
    assert!(
        !required,
        "{} is missing: run .ci/install-tools.sh test",
        python.display()
    );
    eprintln!(
        "skipped: {} is missing (run .ci/install-tools.sh test)",
        python.display()
    );
    None
}

/// Writes `table.csv` and `table.{snappy,gzip,zstd}.parquet` into `dir`: the same rows.
const WRITER: &str = r#"
import csv, datetime, decimal, random, sys
import pyarrow as pa, pyarrow.parquet as pq

out, rows = sys.argv[1], int(sys.argv[2])
rng = random.Random(35)
UTC = datetime.timezone.utc
base = datetime.datetime(2021, 6, 7, tzinfo=UTC)
cols = {k: [] for k in ["uid", "small", "tiny", "u8", "amount", "ratio", "name", "blob",
                        "ts_ms", "ts_us", "ts_ns", "sec", "day"]}
for i in range(rows):
    cols["uid"].append(10_000_000 + rng.randrange(rows // 2))  # repeats: duplicate keys
    cols["small"].append(rng.randrange(-70000, 70000))
    cols["tiny"].append(rng.randrange(-128, 128))
    cols["u8"].append(rng.randrange(256))
    cols["amount"].append(decimal.Decimal(rng.randrange(-10**6, 10**6)).scaleb(-2))
    cols["ratio"].append(None if i % 11 == 0 else round(rng.uniform(-500, 500), 3) if i % 5 else float(rng.randrange(100)))
    cols["name"].append(None if i % 13 == 0 else rng.choice(["ann", "bo, \"b\"", "zoë", "", "李"]) + str(i % 17))
    cols["blob"].append(("k%d" % rng.randrange(50)).encode())
    t = base + datetime.timedelta(seconds=i * 37, microseconds=rng.randrange(10**6))
    cols["ts_ms"].append(t.replace(microsecond=t.microsecond // 1000 * 1000))
    cols["ts_us"].append(t.replace(tzinfo=None))
    cols["ts_ns"].append(t)
    cols["sec"].append(t.replace(microsecond=0))
    cols["day"].append((t - datetime.timedelta(days=rng.randrange(3000))).date())
table = pa.table({
    "uid": pa.array(cols["uid"], pa.int64()),
    "small": pa.array(cols["small"], pa.int32()),
    "tiny": pa.array(cols["tiny"], pa.int8()),
    "u8": pa.array(cols["u8"], pa.uint8()),
    "amount": pa.array(cols["amount"], pa.decimal128(10, 2)),
    "ratio": pa.array(cols["ratio"], pa.float64()),
    "name": pa.array(cols["name"], pa.string()),
    "blob": pa.array(cols["blob"], pa.binary()),
    "ts_ms": pa.array(cols["ts_ms"], pa.timestamp("ms", tz="UTC")),
    "ts_us": pa.array(cols["ts_us"], pa.timestamp("us")),
    "ts_ns": pa.array(cols["ts_ns"], pa.timestamp("ns", tz="UTC")),
    "sec": pa.array(cols["sec"], pa.timestamp("s", tz="UTC")),
    "day": pa.array(cols["day"], pa.date32()),
    "tags": pa.array([[i % 3] for i in range(rows)], pa.list_(pa.int32())),
})
for codec in ["snappy", "gzip", "zstd", "lz4"]:
    pq.write_table(table, "%s/table.%s.parquet" % (out, codec), compression=codec, row_group_size=700)

# The CSV a user would export for the designs: each time in the form its design reads.
def plain(x):
    return "" if x is None else str(x)
def number(x):  # the shortest text of a double, without a ".0" on a whole number
    if x is None:
        return ""
    r = repr(x)
    return r[:-2] if r.endswith(".0") else r
def millis(t):
    return (t - datetime.datetime(1970, 1, 1, tzinfo=t.tzinfo)) // datetime.timedelta(milliseconds=1)
def spark_text(t):  # yyyy-MM-dd HH:mm:ss[.fraction], trailing zeros left out
    text = t.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%S")
    return text + ("." + ("%06d" % t.microsecond).rstrip("0") if t.microsecond else "")
with open(out + "/table.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(list(cols))  # the nested "tags" is not read
    for i in range(rows):
        w.writerow([
            cols["uid"][i], cols["small"][i], cols["tiny"][i], cols["u8"][i],
            str(cols["amount"][i]), number(cols["ratio"][i]), plain(cols["name"][i]),
            cols["blob"][i].decode(),
            (cols["ts_ms"][i] + datetime.timedelta(hours=8)).strftime("%Y%m%d%H%M%S"),  # pattern at UTC+8
            millis(cols["ts_us"][i].replace(tzinfo=UTC)),  # read as an integer: epoch ms
            spark_text(cols["ts_ns"][i]),  # read as text
            int(cols["sec"][i].timestamp()),  # epoch seconds
            cols["day"][i].isoformat(),  # pattern yyyy-MM-dd
        ])
"#;

/// A part reading `column` with `encoding` (the design file's JSON), then `_`.
fn part(id: u32, column: &str, encoding: &Value) -> Value {
    serde_json::json!({
        "id": id,
        "value": {"field": {"source": {"column": {"name": column}}, "encoding": encoding}},
        "separator": "_",
    })
}

fn design(parts: Vec<Value>, splits: &[&str]) -> Value {
    serde_json::json!({
        "version": 1,
        "table": "t",
        "family": "d",
        "recipe": {"version": 1, "parts": parts},
        "splits": {"kind": "explicit", "splits": splits},
        "queries": [],
    })
}

/// The two designs: every column, each time read in one of the forms.
fn designs() -> Vec<(&'static str, Value)> {
    let text = serde_json::json!({"text": {}});
    let time_text = |input: Value, pattern: &str| {
        serde_json::json!({"timestamp": {"input": input,
            "output": {"text": {"pattern": pattern, "utc_offset_minutes": 480}}}})
    };
    let decimal = serde_json::json!({"integer": {"format": "decimal"}});
    let a = design(
        vec![
            part(
                1,
                "ts_ms",
                &time_text(
                    serde_json::json!({"date_time": {"pattern": "yyyyMMddHHmmss", "utc_offset_minutes": 480}}),
                    "yyyyMMddHH",
                ),
            ),
            part(
                2,
                "sec",
                &time_text(serde_json::json!("epoch_seconds"), "HHmmss"),
            ),
            part(3, "name", &text),
            part(4, "amount", &text),
            part(5, "ratio", &text),
            part(6, "blob", &text),
            part(
                7,
                "u8",
                &serde_json::json!({"integer": {"format": {"zero_padded": {"width": 3}}}}),
            ),
        ],
        &["2021060712", "2021060800", "2021060808"],
    );
    let b = design(
        vec![
            part(
                1,
                "small",
                &serde_json::json!({"integer": {"format": {"binary": {"width": 4, "style": "sign_flipped", "overflow": "error"}}}}),
            ),
            part(
                2,
                "ts_us",
                &serde_json::json!({"integer": {"reverse": "long_max", "format": "decimal"}}),
            ),
            part(
                3,
                "day",
                &serde_json::json!({"timestamp": {"input": {"date_time": {"pattern": "yyyy-MM-dd"}},
                    "output": {"number": {"unit": "seconds", "integer": {"format": "decimal"}}}}}),
            ),
            part(4, "ts_ns", &text),
            part(5, "uid", &decimal),
            part(6, "tiny", &decimal),
        ],
        &["\\x7F\\xFF", "\\x80", "\\x80\\x01"],
    );
    vec![("times-as-text", a), ("binary-and-reversed", b)]
}

fn run_ok(args: &[&str]) -> std::process::Output {
    let out = rowkey(args);
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Writes the tables with pyarrow into `dir`; false when the environment is missing.
fn tables(dir: &Path) -> bool {
    let Some(python) = python() else {
        return false;
    };
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir).unwrap();
    succeeded(
        Command::new(python)
            .args(["-c", WRITER])
            .arg(dir)
            .arg(ROWS.to_string())
            .output()
            .unwrap(),
    );
    true
}

#[test]
fn a_parquet_sample_is_judged_as_the_same_data_in_csv() {
    let dir = path("parquet-equal");
    if !tables(&dir) {
        return;
    }
    let csv = dir.join("table.csv");
    for (name, d) in designs() {
        let design = dir.join(format!("{name}.design.json"));
        std::fs::write(&design, d.to_string()).unwrap();
        let ds = design.to_str().unwrap();
        let analyze = |data: &Path| {
            run_ok(&[
                "analyze",
                "--design",
                ds,
                "--data",
                data.to_str().unwrap(),
                "--keys",
                "all",
                "--format",
                "json",
            ])
        };
        let on_csv = analyze(&csv);
        let report: Value = serde_json::from_slice(&on_csv.stdout).unwrap();
        // Not vacuous: every row keys, and the keys differ between the designs' parts.
        assert_eq!(report["keys_total"].as_u64(), Some(ROWS as u64), "{name}");
        assert_eq!(
            report["encode_errors"].as_array().map(Vec::len),
            Some(0),
            "{name}: {}",
            report["encode_errors"]
        );
        assert!(
            report["regions"]
                .as_array()
                .unwrap()
                .iter()
                .all(|r| r["rows"].as_u64() > Some(0)),
            "{name}: {}",
            report["regions"]
        );
        let splits = |data: &Path| {
            run_ok(&[
                "splits",
                "--design",
                ds,
                "--data",
                data.to_str().unwrap(),
                "--regions",
                "5",
                "--format",
                "splits-file",
            ])
            .stdout
        };
        let check = |data: &Path| {
            let out = rowkey(&["check", "--design", ds, "--data", data.to_str().unwrap()]);
            (out.status.code(), out.stdout)
        };
        for codec in ["snappy", "gzip", "zstd", "lz4"] {
            let parquet = dir.join(format!("table.{codec}.parquet"));
            let on_parquet = analyze(&parquet);
            assert_eq!(
                String::from_utf8_lossy(&on_parquet.stdout),
                String::from_utf8_lossy(&on_csv.stdout),
                "{name} ({codec}): the Parquet report differs from the CSV's"
            );
            assert_eq!(
                on_parquet.status.code(),
                on_csv.status.code(),
                "{name} ({codec})"
            );
            assert!(
                on_parquet.stderr.is_empty(),
                "{}",
                String::from_utf8_lossy(&on_parquet.stderr)
            );
            assert_eq!(
                splits(&parquet),
                splits(&csv),
                "{name} ({codec}): split points"
            );
            assert_eq!(check(&parquet), check(&csv), "{name} ({codec}): check");
        }
        // The magic alone makes it Parquet (no `.parquet` name), and standard input reads one.
        let renamed = dir.join("table.bin");
        std::fs::copy(dir.join("table.snappy.parquet"), &renamed).unwrap();
        assert_eq!(
            analyze(&renamed).stdout,
            on_csv.stdout,
            "{name}: by its magic"
        );
        let mut child = Command::new(env!("CARGO_BIN_EXE_rowkey"))
            .args([
                "analyze", "--design", ds, "--data", "-", "--keys", "all", "--format", "json",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let bytes = std::fs::read(&renamed).unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let feeder = std::thread::spawn(move || stdin.write_all(&bytes));
        let out = child.wait_with_output().unwrap();
        feeder.join().unwrap().unwrap();
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&on_csv.stdout),
            "{name}: from standard input: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `rowkey args…` exits 2 with one line on standard error that contains every `needles`.
fn fails_in_one_line(args: &[&str], needles: &[&str]) {
    let out = rowkey(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("rowkey: "), "{err}");
    for needle in needles {
        assert!(err.contains(needle), "{args:?}: {needle:?} not in {err}");
    }
    assert!(out.stdout.is_empty(), "{args:?}");
}

#[test]
fn a_bad_parquet_file_is_one_line_and_exit_2() {
    let dir = path("parquet-bad");
    if !tables(&dir) {
        return;
    }
    let (_, d) = designs().remove(0);
    let design_file = dir.join("d.design.json");
    std::fs::write(&design_file, d.to_string()).unwrap();
    let ds = design_file.to_str().unwrap();
    let good = std::fs::read(dir.join("table.snappy.parquet")).unwrap();
    // Cut short: at several places (the footer, the middle of the pages, the first bytes).
    for (n, cut) in [good.len() - 3, good.len() - 200, good.len() / 2, 10, 4]
        .into_iter()
        .enumerate()
    {
        let file = dir.join(format!("cut{n}.parquet"));
        std::fs::write(&file, &good[..cut]).unwrap();
        let f = file.to_str().unwrap();
        for command in ["analyze", "check"] {
            fails_in_one_line(&[command, "--design", ds, "--data", f], &[f]);
        }
        fails_in_one_line(
            &["splits", "--design", ds, "--data", f, "--regions", "3"],
            &[f],
        );
    }
    // A middle cut keeps the footer intact: the pages are cut or corrupt.
    let mut corrupt = good.clone();
    let middle = corrupt.len() / 2;
    for b in &mut corrupt[middle - 2000..middle] {
        *b = 0x5A;
    }
    let file = dir.join("corrupt.parquet");
    std::fs::write(&file, &corrupt).unwrap();
    fails_in_one_line(
        &["analyze", "--design", ds, "--data", file.to_str().unwrap()],
        &["corrupt.parquet"],
    );
    // Not Parquet at all, by its name or by --input-format.
    let text = common::temp("not-parquet.parquet", "uid,name\n1,a\n");
    fails_in_one_line(
        &["analyze", "--design", ds, "--data", text.to_str().unwrap()],
        &["not-parquet.parquet", "not a readable Parquet file"],
    );
    let csv = dir.join("table.csv");
    fails_in_one_line(
        &[
            "analyze",
            "--design",
            ds,
            "--data",
            csv.to_str().unwrap(),
            "--input-format",
            "parquet",
        ],
        &["table.csv", "not a readable Parquet file"],
    );
    // A column the recipe reads that the file lacks, or has nested.
    let mut missing = d.clone();
    missing["recipe"]["parts"][2]["value"]["field"]["source"]["column"]["name"] = "nope".into();
    let m = dir.join("missing.design.json");
    std::fs::write(&m, missing.to_string()).unwrap();
    let p = dir.join("table.zstd.parquet");
    fails_in_one_line(
        &[
            "analyze",
            "--design",
            m.to_str().unwrap(),
            "--data",
            p.to_str().unwrap(),
        ],
        &["has no column nope", "uid"],
    );
    missing["recipe"]["parts"][2]["value"]["field"]["source"]["column"]["name"] = "tags".into();
    std::fs::write(&m, missing.to_string()).unwrap();
    fails_in_one_line(
        &[
            "check",
            "--design",
            m.to_str().unwrap(),
            "--data",
            p.to_str().unwrap(),
        ],
        &["column tags is nested"],
    );
    // One column's time read in two forms has no one text.
    let mut twice = d.clone();
    twice["recipe"]["parts"][1]["value"]["field"]["source"]["column"]["name"] = "ts_ms".into();
    std::fs::write(&m, twice.to_string()).unwrap();
    fails_in_one_line(
        &[
            "analyze",
            "--design",
            m.to_str().unwrap(),
            "--data",
            p.to_str().unwrap(),
        ],
        &["column ts_ms", "part 1", "part 2"],
    );
    // --stream reads text only.
    fails_in_one_line(
        &[
            "analyze",
            "--design",
            ds,
            "--data",
            p.to_str().unwrap(),
            "--stream",
        ],
        &["--stream", "Parquet"],
    );
    // Binary that is not UTF-8 has no CSV text.
    let python = python().unwrap();
    let bad = dir.join("binary.parquet");
    succeeded(Command::new(python)
        .args([
            "-c",
            "import sys, pyarrow as pa, pyarrow.parquet as pq\n\
             pq.write_table(pa.table({'blob': pa.array([b'ok', b'\\xff\\xfe'], pa.binary())}), sys.argv[1])",
        ])
        .arg(&bad)
        .output()
        .unwrap());
    let blob = design(vec![part(1, "blob", &serde_json::json!({"text": {}}))], &[]);
    std::fs::write(&m, blob.to_string()).unwrap();
    fails_in_one_line(
        &[
            "analyze",
            "--design",
            m.to_str().unwrap(),
            "--data",
            bad.to_str().unwrap(),
        ],
        &["row 2, column blob", "not UTF-8"],
    );
}

/// A file the parquet crate panics on instead of returning an error (found by the
/// `parquet_sample` fuzz target: a data page in dictionary encoding with no dictionary page,
/// "Decoder for dict should have been set"): one line naming the file and exit 2, not a crash.
#[test]
fn a_file_the_parquet_reader_panics_on_is_one_line_and_exit_2() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/dictionary-page-missing.parquet");
    fails_in_one_line(
        &["analyze", "--data", file.to_str().unwrap()],
        &["dictionary-page-missing.parquet", "a damaged Parquet file"],
    );
}

/// A field name with a newline in it, in the parquet crate's error about that field (found by
/// the `parquet_sample` fuzz target): the error is still one line.
#[test]
fn an_error_naming_a_field_with_a_newline_is_one_line() {
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/newline-in-field-name.parquet");
    fails_in_one_line(
        &["analyze", "--data", file.to_str().unwrap()],
        &["not a readable Parquet file", "elem\\n"],
    );
}
