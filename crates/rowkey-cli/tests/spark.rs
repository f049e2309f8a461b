//! The whole-table job that `rowkey spark` writes, run by a real Spark (`spark-submit` of the
//! project's virtual environment, `.ci/install-tools.sh test`, in `local[2]`), against the
//! engine on the same data: 200,000 generated rows as CSV and as Parquet (written by
//! pyarrow), seven preset designs (deterministic salts: md5, md5 % n, PHP md5 % n, Phoenix's
//! hash; a time pattern; one typed design of binary integers), all in one Spark session.
//! Region counts, duplicates, split points, the write hotspot and the verdict's findings
//! must equal `rowkey analyze --keys all --format json` and `rowkey splits` exactly; two bad
//! rows (a short CSV line and unparsable numbers) are counted, not fatal; `rowkey check
//! --report` gates on the Spark reports as on the sample. A Parquet file whose ts and dt are
//! timestamps gives the same counts as `rowkey analyze` of that file, for designs that read
//! them as epoch milliseconds, epoch seconds, plain text and an input pattern.
//!
//! Without the virtual environment the test says so and passes, unless `CI` or
//! `ROWKEY_SPARK_REQUIRED` is set (as `make test` sets it): then it fails.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

mod common;
use common::{fresh_dir, preset_files, rowkey, succeeded};

/// The designs: preset id, variant, and whether the Parquet file is read too (every one
/// reads the CSV; three the Parquet file, to keep the Spark part to a few minutes).
const DESIGNS: &[(&str, &str, bool)] = &[
    // md5(uid) prefix + uid: uid repeats, so duplicate keys.
    ("risk-control", "after", true),
    // md5(car) prefix + car + ts.
    ("connected-cars", "after", false),
    // md5(key) % 8 salt byte.
    ("salt-buckets-region-count", "after", false),
    // PHP's md5($ts) % 10 salt.
    ("md5-and-mod-salt", "after", false),
    // Phoenix's hash salt over two columns + a time pattern at UTC+8.
    ("time-first-hash-prefix", "after", true),
    // Int max - ts as decimal text: falling keys, one hot region and empty ones.
    ("reverse-timestamp-php", "after", false),
    // The typed design: 4-byte binary integers, one with its sign bit flipped.
    ("signed-binary", "after", true),
];

/// Rows generated (the bad rows come on top).
const ROWS: usize = 200_000;

/// Regions the split points are asked for.
const SPLIT_REGIONS: u32 = 8;

/// The verdict's codes the whole-table job judges.
const JUDGED: &[&str] = &[
    "sample/empty",
    "sample/no-keys",
    "duplicate-keys",
    "encode-errors",
    "regions/max-over-mean",
    "regions/empty",
    "writes/hotspot",
];

fn venv() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.ci/venv/bin")
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The CSV: the columns every design reads, a first column none reads (so a short line
/// misses every column a key needs), ts mostly rising (later rows are later writes), uid
/// drawn from fewer values than rows (duplicate keys), two bad rows, a row of empty fields
/// and a line with a field too many.
fn table_csv() -> String {
    let mut rng = Rng(35);
    let mut out = String::from("note,device,uid,car,ts,dt,order,order_id,delta,id\n");
    for i in 0..ROWS {
        let ts = 1_623_024_000_000 + (i as u64) * 1000 + rng.below(5000);
        out.push_str(&format!(
            "n{},{},{},LSVAG{:07},{ts},{ts},{},{},{},{}\n",
            i % 7,
            867_530_010_000_000 + rng.below(10_000_000),
            10_000_000 + rng.below(150_000),
            rng.below(40_000),
            100_000 + rng.below(900_000),
            10_000_000 + i,
            rng.below(20_001) as i64 - 10_000,
            i
        ));
        if i == ROWS / 3 {
            // A short line: every column but the first is missing.
            out.push_str("short\n");
        }
        if i == ROWS / 2 {
            // Numbers that do not parse.
            out.push_str("bad,867530019999999,1x,LSVAG9999999,17x,17x,42,1y,x,z\n");
        }
        if i == ROWS / 4 {
            // Empty fields, unquoted: empty strings to the engine (Spark's CSV reader gives
            // them as null), and a line with more fields than the header, which the engine
            // skips (Spark's reader keeps its first fields).
            out.push_str("empty,,,,,,,,,\n");
            out.push_str("long,867530019999998,10000001,LSVAG0000001,1,1,1,1,1,1,extra\n");
        }
    }
    out
}

/// A whole-table report's suggested split points (`suggested.splits`).
fn suggested_splits(report: &Value) -> Vec<String> {
    report["suggested"]["splits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap().to_owned())
        .collect()
}

fn json(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}",
            String::from_utf8_lossy(&bytes[..bytes.len().min(500)])
        )
    })
}

/// The engine's numbers for one design on the CSV.
struct Engine {
    regions: Vec<u64>,
    keys: u64,
    encode_errors: u64,
    skipped: u64,
    duplicate_groups: u64,
    rows_lost: u64,
    splits: Vec<String>,
    hotspot: Value,
    findings: Vec<Value>,
}

fn engine(design: &Path, csv: &Path, saved: &Path) -> Engine {
    let (d, c) = (design.to_str().unwrap(), csv.to_str().unwrap());
    let out = rowkey(&[
        "analyze",
        "--design",
        d,
        "--data",
        c,
        "--skip-bad-lines",
        "--arrival",
        "ts",
        "--keys",
        "all",
        "--format",
        "json",
    ]);
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::write(saved, &out.stdout).unwrap();
    let r = json(&out.stdout);
    let mut shared: BTreeMap<String, u64> = BTreeMap::new();
    for k in r["keys"].as_array().unwrap() {
        *shared
            .entry(k["hex"].as_str().unwrap().to_owned())
            .or_default() += 1;
    }
    let dups: Vec<u64> = shared.values().copied().filter(|&n| n > 1).collect();
    let splits = rowkey(&[
        "splits",
        "--design",
        d,
        "--data",
        c,
        "--skip-bad-lines",
        "--regions",
        &SPLIT_REGIONS.to_string(),
        "--format",
        "splits-file",
    ]);
    assert!(
        splits.status.success(),
        "{}",
        String::from_utf8_lossy(&splits.stderr)
    );
    Engine {
        regions: r["regions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["rows"].as_u64().unwrap())
            .collect(),
        keys: r["keys_total"].as_u64().unwrap(),
        encode_errors: r["encode_errors"].as_array().unwrap().len() as u64,
        skipped: r["skipped_lines"].as_array().unwrap().len() as u64,
        duplicate_groups: dups.len() as u64,
        rows_lost: dups.iter().map(|n| n - 1).sum(),
        splits: String::from_utf8(splits.stdout)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect(),
        hotspot: r["hotspot"].clone(),
        findings: r["verdict"]["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| JUDGED.contains(&f["code"].as_str().unwrap()))
            .cloned()
            .collect(),
    }
}

/// The script that runs every job in one Spark session: each line of its input is a JSON
/// list, the job file then its arguments.
const RUNNER: &str = r#"
import importlib.util, json, sys
from pyspark.sql import SparkSession

spark = (SparkSession.builder.master("local[2]").appName("rowkey spark test")
         .config("spark.sql.shuffle.partitions", "4").config("spark.ui.enabled", "false")
         .config("spark.default.parallelism", "2").getOrCreate())
spark.sparkContext.setLogLevel("ERROR")
failed = 0
for n, line in enumerate(open(sys.argv[1])):
    job, *argv = json.loads(line)
    spec = importlib.util.spec_from_file_location("rowkey_job_%d" % n, job)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if module.main(argv, stop=False) != 0:
        failed += 1
spark.stop()
sys.exit(1 if failed else 0)
"#;

fn required() -> bool {
    ["CI", "ROWKEY_SPARK_REQUIRED"]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty()))
}

#[test]
fn the_whole_table_job_equals_the_engine_on_csv_and_parquet() {
    let bin = venv();
    let submit = bin.join("spark-submit");
    if !submit.exists() {
        assert!(
            !required(),
            "{} is missing: run .ci/install-tools.sh test (CI or ROWKEY_SPARK_REQUIRED is set)",
            submit.display()
        );
        eprintln!(
            "skipped: {} is missing (run .ci/install-tools.sh test)",
            submit.display()
        );
        return;
    }
    let python = bin.join("python");
    let dir = fresh_dir("spark");
    let csv = dir.join("table.csv");
    std::fs::write(&csv, table_csv()).unwrap();
    let parquet = dir.join("table.parquet");
    // pyarrow writes the Parquet file: every column as text, the short line left out.
    succeeded(Command::new(&python)
        .args([
            "-c",
            "import sys, pyarrow as pa, pyarrow.csv as c, pyarrow.parquet as p\n\
             names = open(sys.argv[1]).readline().strip().split(',')\n\
             t = c.read_csv(sys.argv[1], convert_options=c.ConvertOptions(column_types={n: pa.string() for n in names}),\n\
                 parse_options=c.ParseOptions(invalid_row_handler=lambda row: 'skip'))\n\
             p.write_table(t, sys.argv[2], row_group_size=50000)",
        ])
        .arg(&csv)
        .arg(&parquet)
        .output()
        .unwrap());

    // The same rows with ts and dt as Parquet timestamps (milliseconds, UTC), as a table
    // written by Spark or Hive holds them; the row whose numbers do not parse is left out.
    let typed = dir.join("typed.parquet");
    succeeded(Command::new(&python)
        .args([
            "-c",
            "import sys, pyarrow as pa, pyarrow.parquet as p\n\
             t = p.read_table(sys.argv[1])\n\
             keep = pa.array([v is not None and v.isdigit() for v in t.column('ts').to_pylist()])\n\
             t = t.filter(keep)\n\
             for name in ('ts', 'dt'):\n\
             \x20   ms = pa.array([int(v) for v in t.column(name).to_pylist()], pa.int64())\n\
             \x20   t = t.set_column(t.schema.get_field_index(name), name, ms.cast(pa.timestamp('ms', tz='UTC')))\n\
             p.write_table(t, sys.argv[2], row_group_size=50000)",
        ])
        .arg(&parquet)
        .arg(&typed)
        .output()
        .unwrap());

    let mut runs = String::new();
    let mut jobs = Vec::new();
    for (id, variant, parquet_too) in DESIGNS {
        let (design, _) = preset_files(id, variant, &dir);
        // The queries read the preset's own sample columns; the job plans none.
        let mut d: Value = json(&std::fs::read(&design).unwrap());
        d["queries"] = serde_json::json!([]);
        std::fs::write(&design, d.to_string()).unwrap();
        let job = dir.join(format!("{id}.py"));
        let out = rowkey(&[
            "spark",
            "--design",
            design.to_str().unwrap(),
            "--out",
            job.to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{id}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        for (format, input) in [("csv", &csv), ("parquet", &parquet)] {
            if format == "parquet" && !parquet_too {
                continue;
            }
            let report = dir.join(format!("{id}.{format}.json"));
            let line = serde_json::json!([
                job,
                "--input",
                input,
                "--format",
                format,
                "--arrival",
                "ts",
                "--regions",
                SPLIT_REGIONS.to_string(),
                "--report",
                report,
            ]);
            runs.push_str(&line.to_string());
            runs.push('\n');
            jobs.push((*id, design.clone(), format, report));
        }
    }
    // One run with a live layout (`--layout`, the shell's list_regions) instead of the
    // design's splits: its counts must equal `rowkey analyze --regions` of the same file.
    let layout = layout_fixture("list_regions.txt");
    let (layout_id, layout_variant) = ("risk-control", "after");
    let layout_design = dir.join(format!("{layout_id}-{layout_variant}.design.json"));
    let layout_report = dir.join("layout.csv.json");
    runs.push_str(
        &serde_json::json!([
            dir.join(format!("{layout_id}.py")),
            "--input",
            csv,
            "--format",
            "csv",
            "--layout",
            layout,
            "--report",
            layout_report,
        ])
        .to_string(),
    );
    runs.push('\n');
    // The typed Parquet file: the design's time columns as the command's Parquet reader gives
    // them (epoch milliseconds, epoch seconds, plain text, an input pattern at UTC-5).
    let pattern_design = dir.join("pattern-input.design.json");
    {
        let (design, _) = preset_files("time-first-hash-prefix", "after", &dir);
        let mut d: Value = json(&std::fs::read(&design).unwrap());
        d["queries"] = serde_json::json!([]);
        d["recipe"]["parts"][1]["value"]["field"]["encoding"]["timestamp"]["input"] = serde_json::json!(
            {"date_time": {"pattern": "yyyy-MM-dd'T'HH:mm:ss.SSS", "utc_offset_minutes": -300}}
        );
        std::fs::write(&pattern_design, d.to_string()).unwrap();
        let job = dir.join("pattern-input.py");
        succeeded(rowkey(&[
            "spark",
            "--design",
            pattern_design.to_str().unwrap(),
            "--out",
            job.to_str().unwrap(),
        ]));
    }
    let mut typed_jobs = Vec::new();
    for (id, job) in [
        ("time-first-hash-prefix", "time-first-hash-prefix.py"),
        ("reverse-timestamp-php", "reverse-timestamp-php.py"),
        ("connected-cars", "connected-cars.py"),
        ("pattern-input", "pattern-input.py"),
    ] {
        let report = dir.join(format!("{id}.typed.json"));
        let line = serde_json::json!([
            dir.join(job),
            "--input",
            typed,
            "--format",
            "parquet",
            "--arrival",
            "ts",
            "--regions",
            SPLIT_REGIONS.to_string(),
            "--report",
            report,
        ]);
        runs.push_str(&line.to_string());
        runs.push('\n');
        let design = if id == "pattern-input" {
            pattern_design.clone()
        } else {
            dir.join(format!("{id}-after.design.json"))
        };
        typed_jobs.push((id, design, report));
    }
    let runs_file = dir.join("runs.jsonl");
    std::fs::write(&runs_file, runs).unwrap();
    let runner = dir.join("runner.py");
    std::fs::write(&runner, RUNNER).unwrap();
    let started = std::time::Instant::now();
    let spark = Command::new(&submit)
        .args(["--master", "local[2]", "--driver-memory", "1g"])
        .args(["--conf", "spark.sql.shuffle.partitions=4"])
        // Several input partitions, so both cores build keys.
        .args(["--conf", "spark.sql.files.maxPartitionBytes=4m"])
        .arg(&runner)
        .arg(&runs_file)
        .env("PYSPARK_PYTHON", &python)
        .env("PYSPARK_DRIVER_PYTHON", &python)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&spark.stdout);
    assert!(
        spark.status.success(),
        "spark-submit failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&spark.stderr)
    );
    eprintln!(
        "spark-submit ran {} jobs in {:.0} s:\n{stdout}",
        jobs.len(),
        started.elapsed().as_secs_f64()
    );

    let mut engines = BTreeMap::new();
    for (id, design, format, report) in &jobs {
        let saved = dir.join(format!("{id}.engine.json"));
        let e = engines
            .entry(*id)
            .or_insert_with(|| engine(design, &csv, &saved));
        let r = json(&std::fs::read(report).unwrap());
        let at = format!("{id} ({format})");
        let regions: Vec<u64> = r["regions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["rows"].as_u64().unwrap())
            .collect();
        assert_eq!(regions, e.regions, "{at}: rows per region");
        assert_eq!(r["keys_total"].as_u64().unwrap(), e.keys, "{at}: keys");
        // The CSV's short and long lines are bad rows to Spark, skipped lines to the engine;
        // pyarrow left them out of the Parquet file.
        let short = if *format == "csv" { e.skipped } else { 0 };
        assert_eq!(
            e.skipped, 2,
            "{at}: the engine skips the short and the long line"
        );
        let bad = e.encode_errors + short;
        assert_eq!(
            r["encode_errors_total"].as_u64().unwrap(),
            bad,
            "{at}: bad rows"
        );
        assert_eq!(
            r["rows_total"].as_u64().unwrap(),
            e.keys + bad,
            "{at}: rows"
        );
        if *format == "csv" {
            assert!(
                r["encode_error_kinds"]["missing_value"].as_u64() >= Some(1),
                "{at}: the short line is a missing value: {}",
                r["encode_error_kinds"]
            );
            assert_eq!(
                r["encode_error_kinds"]["bad_line"].as_u64(),
                Some(1),
                "{at}: the long line is a bad line: {}",
                r["encode_error_kinds"]
            );
        }
        assert_eq!(
            r["duplicates"]["keys"].as_u64().unwrap(),
            e.duplicate_groups,
            "{at}: duplicate keys"
        );
        assert_eq!(
            r["duplicates"]["rows_lost"].as_u64().unwrap(),
            e.rows_lost,
            "{at}: rows lost to duplicates"
        );
        let splits = suggested_splits(&r);
        assert_eq!(splits, e.splits, "{at}: split points");
        for field in [
            "recent_writes",
            "busiest_region",
            "busiest_writes",
            "share",
            "even_share",
        ] {
            assert_eq!(
                r["hotspot"][field], e.hotspot[field],
                "{at}: hotspot {field}"
            );
        }
        // The verdict: the engine's findings on what the whole table measures, plus the
        // short line's encode error on the CSV.
        let mut expected: Vec<(String, String, Value, Value)> = e
            .findings
            .iter()
            .map(|f| {
                (
                    f["severity"].as_str().unwrap().to_owned(),
                    f["code"].as_str().unwrap().to_owned(),
                    f["value"].clone(),
                    f["threshold"].clone(),
                )
            })
            .collect();
        if bad > 0 && !expected.iter().any(|f| f.1 == "encode-errors") {
            let at = expected
                .iter()
                .position(|f| f.0 != "error")
                .unwrap_or(expected.len());
            expected.insert(
                at,
                (
                    "error".into(),
                    "encode-errors".into(),
                    Value::Null,
                    Value::Null,
                ),
            );
        }
        let found: Vec<(String, String, Value, Value)> = r["verdict"]["findings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| {
                (
                    f["severity"].as_str().unwrap().to_owned(),
                    f["code"].as_str().unwrap().to_owned(),
                    f["value"].clone(),
                    f["threshold"].clone(),
                )
            })
            .collect();
        assert_eq!(found, expected, "{at}: verdict findings");

        // `rowkey check --report` gates on the whole-table report as on the engine's report
        // of the same rows (which `check_report_on_a_saved_analysis_equals_check_on_its_sample`
        // proves equal to checking the sample): the same thresholds crossed, of those the
        // table measures.
        let gate = rowkey(&["check", "--report", report.to_str().unwrap()]);
        let sample_gate = rowkey(&["check", "--report", saved.to_str().unwrap()]);
        let codes = |out: &[u8]| -> Vec<String> {
            String::from_utf8_lossy(out)
                .lines()
                .filter_map(|l| l.strip_prefix("FAIL "))
                .filter_map(|l| l.split(':').next())
                .filter(|c| JUDGED.contains(c))
                .map(str::to_owned)
                .collect()
        };
        let whole = codes(&gate.stdout);
        assert_eq!(whole, codes(&sample_gate.stdout), "{at}: check --report");
        assert_eq!(
            gate.status.code(),
            Some(if whole.is_empty() { 0 } else { 1 }),
            "{at}: {}",
            String::from_utf8_lossy(&gate.stdout)
        );
    }
    // Parquet timestamps: the job's counts equal the command's on the same Parquet file.
    for (id, design, report) in &typed_jobs {
        let e = engine(design, &typed, &dir.join(format!("{id}.typed.engine.json")));
        let r = json(&std::fs::read(report).unwrap());
        let at = format!("{id} (Parquet timestamps)");
        let regions: Vec<u64> = r["regions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["rows"].as_u64().unwrap())
            .collect();
        assert_eq!(regions, e.regions, "{at}: rows per region");
        assert_eq!(r["keys_total"].as_u64().unwrap(), e.keys, "{at}: keys");
        assert_eq!(e.keys, ROWS as u64, "{at}: every row has a key");
        assert_eq!(r["encode_errors_total"].as_u64(), Some(0), "{at}: bad rows");
        assert_eq!(
            r["duplicates"]["keys"].as_u64().unwrap(),
            e.duplicate_groups,
            "{at}: duplicate keys"
        );
        let splits = suggested_splits(&r);
        assert_eq!(splits, e.splits, "{at}: split points");
        for field in ["recent_writes", "busiest_region", "share"] {
            assert_eq!(
                r["hotspot"][field], e.hotspot[field],
                "{at}: hotspot {field}"
            );
        }
    }

    // The live layout's regions: the engine's with `--regions` of the same file.
    let out = rowkey(&[
        "analyze",
        "--design",
        layout_design.to_str().unwrap(),
        "--data",
        csv.to_str().unwrap(),
        "--skip-bad-lines",
        "--regions",
        layout.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert!(
        out.status.code().is_some_and(|c| c <= 1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let engine_layout = json(&out.stdout);
    let whole = json(&std::fs::read(&layout_report).unwrap());
    let bounds = |r: &Value| -> Vec<(String, String, u64)> {
        r["regions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| {
                (
                    g["start"].as_str().unwrap().to_owned(),
                    g["end"].as_str().unwrap().to_owned(),
                    g["rows"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(bounds(&whole), bounds(&engine_layout), "--layout: regions");
    assert_eq!(bounds(&whole).len(), 4, "the layout's four regions");
    assert!(
        bounds(&whole).iter().all(|r| r.2 > 0),
        "{:?}",
        bounds(&whole)
    );
    assert_eq!(
        whole["keys_total"], engine_layout["keys_total"],
        "--layout: keys"
    );
    for field in ["max", "min", "empty"] {
        assert_eq!(
            whole["balance"][field], engine_layout["balance"][field],
            "--layout: balance {field}"
        );
    }
    assert_eq!(whole["layout"]["regions"], 4);

    // The data reach the findings that matter: duplicates and a hot region are found.
    let mut seen = std::collections::BTreeSet::new();
    for (_, _, _, report) in &jobs {
        let r = json(&std::fs::read(report).unwrap());
        for f in r["verdict"]["findings"].as_array().unwrap() {
            seen.insert(f["code"].as_str().unwrap().to_owned());
        }
    }
    for code in [
        "duplicate-keys",
        "writes/hotspot",
        "encode-errors",
        "regions/empty",
    ] {
        assert!(seen.contains(code), "no design found {code}: {seen:?}");
    }
}

/// A live layout fixture of the core's tests (one table `t`, four regions).
fn layout_fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../rowkey-core/tests/fixtures/layouts")
        .join(name)
}

/// Reads each layout file with the job's reader (`parse_layout`, run by Python on the job
/// file): one JSON line a file, the regions' bounds as `toStringBinary` or the error.
const LAYOUT_READER: &str = r#"
import importlib.util, json, sys
spec = importlib.util.spec_from_file_location("rowkey_job", sys.argv[1])
job = importlib.util.module_from_spec(spec)
spec.loader.exec_module(job)
for path in sys.argv[2:]:
    try:
        text = open(path, encoding="utf-8").read()
        bounds = job.parse_layout(text, job.CONFIG["table"])
        print(json.dumps([[job.to_string_binary(s), job.to_string_binary(e)] for s, e in bounds]))
    except job.LayoutError as e:
        print(json.dumps({"error": str(e)}))
"#;

#[test]
fn the_jobs_layout_reader_equals_the_engines() {
    let python = venv().join("python");
    if !python.exists() {
        assert!(!required(), "{} is missing", python.display());
        eprintln!("skipped: {} is missing", python.display());
        return;
    }
    let dir = fresh_dir("spark-layout");
    let (design, sample) = preset_files("risk-control", "after", &dir);
    let job = dir.join("job.py");
    let out = rowkey(&[
        "spark",
        "--design",
        design.to_str().unwrap(),
        "--out",
        job.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    // The four forms, and variants the engine refuses or reads otherwise.
    let mut files: Vec<PathBuf> = [
        "list_regions.txt",
        "get_splits.txt",
        "meta_scan.txt",
        "master_ui.tsv",
    ]
    .iter()
    .map(|n| layout_fixture(n))
    .collect();
    let read = |n: &str| std::fs::read_to_string(layout_fixture(n)).unwrap();
    let variants: Vec<(&str, String)> = vec![
        // A gap between two regions.
        ("gap.txt", read("list_regions.txt").replacen("   2000\\x00 |    64", "   2000\\x01 |    64", 1)),
        // A row count that does not match.
        ("count.txt", read("list_regions.txt").replace(" 4 rows", " 5 rows")),
        // A cell one character off.
        ("cell.txt", read("list_regions.txt").replacen("|       1000 |", "|      1000 |", 1)),
        ("splits-count.txt", read("get_splits.txt").replace("= 4", "= 5")),
        // get_splits out of order still tiles once sorted.
        ("splits-order.txt", "Total number of splits = 4\n3\\xFF|x\n1000\n2000\\x00\n".to_owned()),
        // A meta scan without the first region.
        (
            "meta-first.txt",
            read("meta_scan.txt")
                .lines()
                .filter(|l| !l.contains("ENDKEY => '1000'}"))
                .map(|l| format!("{l}\n"))
                .collect(),
        ),
        ("ui-cells.tsv", read("master_ui.tsv").replacen("\tOPEN", "", 1)),
        ("empty.txt", "\n\n".to_owned()),
        ("prose.txt", "these are my regions\n".to_owned()),
        // A prompt and the shell's echo around plain get_splits output, keys escaped.
        ("escaped.txt", "hbase(main):001:0> get_splits 't'\nTotal number of splits = 3\n\\x00\\x01\n\\xFF\nTook 0.01 seconds\n=> [\"\\x00\\x01\"]\n".to_owned()),
    ];
    for (name, text) in &variants {
        let file = dir.join(name);
        std::fs::write(&file, text).unwrap();
        files.push(file);
    }
    let out = succeeded(
        Command::new(&python)
            .args(["-c", LAYOUT_READER])
            .arg(&job)
            .args(&files)
            .output()
            .unwrap(),
    );
    let answers: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| json(l.as_bytes()))
        .collect();
    assert_eq!(answers.len(), files.len());
    let mut refused = 0;
    for (file, answer) in files.iter().zip(&answers) {
        let engine = rowkey(&[
            "analyze",
            "--design",
            design.to_str().unwrap(),
            "--data",
            sample.to_str().unwrap(),
            "--regions",
            file.to_str().unwrap(),
            "--format",
            "json",
        ]);
        let name = file.file_name().unwrap().to_string_lossy();
        if engine.status.code() == Some(2) {
            refused += 1;
            assert!(
                answer.get("error").is_some(),
                "{name}: the engine refuses it ({}), the job reads {answer}",
                String::from_utf8_lossy(&engine.stderr)
            );
            continue;
        }
        let r = json(&engine.stdout);
        let bounds: Vec<Value> = r["regions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| serde_json::json!([g["start"], g["end"]]))
            .collect();
        assert_eq!(answer, &Value::Array(bounds), "{name}");
    }
    assert_eq!(refused, 8, "the refused variants: {answers:?}");
}

#[test]
fn designs_a_row_cannot_reproduce_are_refused_with_the_reason() {
    let dir = fresh_dir("spark-refused");
    let (design, _) = preset_files("seller-trades", "after", &dir);
    let out = rowkey(&["spark", "--design", design.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("part 1: random bucket"), "{err}");
}

#[test]
fn check_report_on_a_saved_analysis_equals_check_on_its_sample() {
    let dir = fresh_dir("spark-check");
    for (id, variant) in [
        ("reverse-timestamp-php", "after"),
        ("risk-control", "before"),
    ] {
        let (design, data) = preset_files(id, variant, &dir);
        let (d, c) = (design.to_str().unwrap(), data.to_str().unwrap());
        let analysis = rowkey(&["analyze", "--design", d, "--data", c, "--format", "json"]);
        let saved = dir.join(format!("{id}.json"));
        std::fs::write(&saved, &analysis.stdout).unwrap();
        let on_sample = rowkey(&[
            "check",
            "--design",
            d,
            "--data",
            c,
            "--max-over-mean",
            "1.2",
        ]);
        let on_report = rowkey(&[
            "check",
            "--report",
            saved.to_str().unwrap(),
            "--max-over-mean",
            "1.2",
        ]);
        assert_eq!(on_report.stdout, on_sample.stdout, "{id}");
        assert_eq!(on_report.status.code(), on_sample.status.code(), "{id}");
        assert_eq!(
            on_report.status.code(),
            Some(1),
            "{id}: max/mean 1.2 is crossed"
        );
        // The design file's own thresholds apply to a report too.
        let with_design = rowkey(&["check", "--design", d, "--report", saved.to_str().unwrap()]);
        let plain = rowkey(&["check", "--design", d, "--data", c]);
        assert_eq!(with_design.stdout, plain.stdout, "{id}");
    }
}

#[test]
fn check_report_refuses_what_is_not_a_report() {
    let bad = common::temp(
        "not-a-report.json",
        r#"{"report_format": 9, "keys_total": 0, "regions": []}"#,
    );
    let out = rowkey(&["check", "--report", bad.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("report_format 9 is not 1"), "{err}");
    let out = rowkey(&[
        "check",
        "--report",
        bad.to_str().unwrap(),
        "--data",
        "x.csv",
    ]);
    assert_eq!(out.status.code(), Some(2), "--report and --data conflict");
}
