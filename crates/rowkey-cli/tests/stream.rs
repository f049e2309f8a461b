//! Black-box tests of `rowkey analyze --stream`: exact region counts and key lengths checked
//! against a count made here, split points within their stated error bound, gzip read
//! directly, and bad input (not UTF-8, a truncated gzip) as one line with exit 2.

use std::io::Write as _;
use std::path::{Path, PathBuf};

mod common;
use common::{path, rowkey};

/// 300,000 keys `k` + a scrambled 6-digit number + a tail of 0 to 3 `x`, and the design
/// splitting them at `k2`, `k5` (three regions).
fn keys() -> &'static (Vec<String>, PathBuf, PathBuf) {
    static KEYS: std::sync::OnceLock<(Vec<String>, PathBuf, PathBuf)> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| {
        let keys: Vec<String> = (0..300_000_u64)
            .map(|i| {
                let n = (i * 7_919 + 13) % 1_000_000;
                format!("k{n:06}{}", "x".repeat((i % 4) as usize))
            })
            .collect();
        let file = path("stream_keys.txt");
        std::fs::write(&file, keys.join("\n") + "\n").unwrap();
        let design = path("stream_design.json");
        std::fs::write(
            &design,
            r#"{"version": 1, "splits": {"kind": "explicit", "splits": ["k2", "k5"]}}"#,
        )
        .unwrap();
        (keys, file, design)
    })
}

fn stream_json(data: &Path, more: &[&str]) -> serde_json::Value {
    let (_, _, design) = keys();
    let mut args = vec![
        "analyze",
        "--design",
        design.to_str().unwrap(),
        "--data",
        data.to_str().unwrap(),
        "--stream",
        "--format",
        "json",
    ];
    args.extend_from_slice(more);
    let out = rowkey(&args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn counts_and_lengths_are_exact() {
    let (keys, file, _) = keys();
    let v = stream_json(file, &[]);
    assert_eq!(v["keys"], 300_000);
    let mut expected = [0_u64; 3];
    for k in keys {
        expected[usize::from(k.as_str() >= "k2") + usize::from(k.as_str() >= "k5")] += 1;
    }
    let rows: Vec<u64> = v["regions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["rows"].as_u64().unwrap())
        .collect();
    assert_eq!(rows, expected);
    let l = &v["key_length"];
    assert_eq!((l["min"].as_u64(), l["max"].as_u64()), (Some(7), Some(10)));
    assert_eq!(l["mean"].as_f64(), Some(8.5));
    assert!(v["keys_per_second"].as_f64().unwrap() > 0.0);
}

#[test]
fn split_points_are_within_their_stated_bound() {
    let (keys, file, _) = keys();
    let v = stream_json(file, &["--split-regions", "5"]);
    let s = &v["suggested"];
    assert_eq!(s["sample_keys"], 200_000);
    let bound = s["rank_error"].as_f64().unwrap();
    assert!(bound > 0.0 && bound < 0.01, "{bound}");
    assert!(
        s["error_bound"]
            .as_str()
            .unwrap()
            .contains("99 % confidence")
    );
    let splits: Vec<&str> = s["splits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect();
    assert_eq!(splits.len(), 4);
    let n = keys.len() as f64;
    for (i, split) in splits.iter().enumerate() {
        let below = keys.iter().filter(|k| k.as_str() < *split).count() as f64;
        let target = (i + 1) as f64 / 5.0;
        assert!(
            (below / n - target).abs() <= bound,
            "split {split}: {below} below, target {target}, bound {bound}"
        );
    }
}

#[test]
fn gzip_is_read_directly_and_a_truncated_one_is_one_line() {
    let (_, file, design) = keys();
    let text = std::fs::read(file).unwrap();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(&text).unwrap();
    let gz = gz.finish().unwrap();
    let gz_file = path("stream_keys.txt.gz");
    std::fs::write(&gz_file, &gz).unwrap();
    // A .gz file streams without --stream.
    let out = rowkey(&[
        "analyze",
        "--design",
        design.to_str().unwrap(),
        "--data",
        gz_file.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let plain = stream_json(file, &[]);
    assert_eq!(v["gzip"], true);
    assert_eq!(v["regions"], plain["regions"]);
    assert_eq!(v["suggested"]["splits"], plain["suggested"]["splits"]);

    let cut = path("stream_cut.txt.gz");
    std::fs::write(&cut, &gz[..gz.len() / 2]).unwrap();
    let out = rowkey(&["analyze", "--data", cut.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("the gzip stream is truncated"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn a_line_that_is_not_utf8_names_its_byte_offset() {
    let bad = path("stream_bad.txt");
    std::fs::write(&bad, b"k1\nk22\nk3\xFFz\n").unwrap();
    for stream in [true, false] {
        let mut args = vec!["analyze", "--data", bad.to_str().unwrap()];
        if stream {
            args.push("--stream");
        }
        let out = rowkey(&args);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains("byte 0xFF at byte offset 9"),
            "{stream}: {err}"
        );
    }
}

#[test]
fn text_output_and_no_key() {
    let (_, file, _) = keys();
    let out = rowkey(&["analyze", "--data", file.to_str().unwrap(), "--stream"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("300000 keys"), "{text}");
    assert!(text.contains("keys/s)"), "{text}");
    assert!(text.contains("SPLIT POINTS for 16 equal regions"), "{text}");
    let empty = path("stream_empty.txt");
    std::fs::write(&empty, "\n \n").unwrap();
    let out = rowkey(&["analyze", "--data", empty.to_str().unwrap(), "--stream"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8(out.stderr).unwrap().lines().count(), 1);
}

#[test]
fn stream_refuses_scan_output_and_a_csv_without_a_recipe() {
    let csv = path("stream_not_keys.csv");
    std::fs::write(&csv, "uid,ts\n1,2\n3,4\n").unwrap();
    let scan = path("stream_scan.txt");
    std::fs::write(
        &scan,
        "ROW  COLUMN+CELL\n k1  column=cf:a, timestamp=1, value=x\n1 row(s)\n",
    )
    .unwrap();
    for (data, more, says) in [
        (
            &csv,
            &[][..],
            "a CSV or TSV streams keyed by a recipe: give --design with one",
        ),
        (
            &scan,
            &["--input-format", "hbase-scan"][..],
            "HBase scan output is read in memory",
        ),
    ] {
        let mut args = vec!["analyze", "--data", data.to_str().unwrap(), "--stream"];
        args.extend_from_slice(more);
        let out = rowkey(&args);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(says), "{err}");
    }
}

#[test]
fn gzip_in_memory_too_and_a_size_limit_instead_of_running_out_of_memory() {
    let csv = "uid,n\n3,0\n1,0\n2,0\n";
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(csv.as_bytes()).unwrap();
    let gz = gz.finish().unwrap();
    let file = path("in_memory.csv.gz");
    std::fs::write(&file, &gz).unwrap();
    let design = path("in_memory_design.json");
    std::fs::write(
        &design,
        r#"{"version": 1, "recipe": {"version": 1, "parts": [{"id": 1, "value": {"field": {"source": {"column": {"name": "uid"}}, "encoding": {"text": {}}}}}]}}"#,
    )
    .unwrap();
    let d = design.to_str().unwrap();
    let out = rowkey(&[
        "splits",
        "--design",
        d,
        "--data",
        file.to_str().unwrap(),
        "--regions",
        "3",
    ]);
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "SPLITS => ['2', '3']\n"
    );
    let cut = path("in_memory_cut.csv.gz");
    std::fs::write(&cut, &gz[..gz.len() - 6]).unwrap();
    let out = rowkey(&["check", "--design", d, "--data", cut.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("gzip stream"), "{err}");

    // 65 MiB of CSV: refused at the in-memory limit, before it is all read.
    let big = path("in_memory_big.csv");
    let mut f = std::io::BufWriter::new(std::fs::File::create(&big).unwrap());
    f.write_all(b"uid\n").unwrap();
    let row = "1234567890123456789012345678901\n";
    for _ in 0..(65 << 20) / row.len() + 1 {
        f.write_all(row.as_bytes()).unwrap();
    }
    drop(f);
    let big = big.to_str().unwrap();
    let out = rowkey(&[
        "check",
        "--design",
        d,
        "--data",
        big,
        "--input-format",
        "csv",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("more than 64 MiB of text"), "{err}");
    // `analyze` streams it instead.
    let out = rowkey(&[
        "analyze",
        "--design",
        d,
        "--data",
        big,
        "--format",
        "json",
        "--input-format",
        "csv",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["mode"], "stream");
    assert_eq!(
        v["keys"].as_u64(),
        Some(((65 << 20) / row.len() + 1) as u64)
    );
    std::fs::remove_file(big).unwrap();
}

/// A CSV of `rows` rows, keyed by `uid` then `n`: every 7th row's `note` holds a quoted
/// newline (a row over two lines), so chunks of whole rows must not cut inside it.
fn table(name: &str, rows: usize) -> (PathBuf, PathBuf) {
    let mut csv = String::from("uid,n,note\n");
    for i in 0..rows {
        let note = if i % 7 == 0 {
            "\"two\nlines, \"\"quoted\"\"\""
        } else {
            "plain"
        };
        csv.push_str(&format!("u{},{i},{note}\n", (i * 7_919) % 10_007));
    }
    let data = path(name);
    std::fs::write(&data, csv).unwrap();
    let design = path(&format!("{name}.design.json"));
    std::fs::write(
        &design,
        r##"{"version": 1, "recipe": {"version": 1, "parts": [
            {"id": 1, "value": {"field": {"source": {"column": {"name": "uid"}}, "encoding": {"text": {}}}}, "separator": "#"},
            {"id": 2, "value": {"field": {"source": {"column": {"name": "n"}}, "encoding": {"text": {}}}}}
        ]}, "splits": {"kind": "explicit", "splits": ["u2", "u5", "u8"]}}"##,
    )
    .unwrap();
    (data, design)
}

#[test]
fn a_csv_streams_keyed_by_the_recipe_as_the_in_memory_analysis_counts_it() {
    let (data, design) = table("stream_table.csv", 250_000);
    let (d, f) = (design.to_str().unwrap(), data.to_str().unwrap());
    let run = |more: &[&str]| {
        let mut args = vec!["analyze", "--design", d, "--data", f, "--format", "json"];
        args.extend_from_slice(more);
        let out = rowkey(&args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    let streamed = run(&["--stream"]);
    let in_memory = run(&["--keys", "0"]);
    let rows = |v: &serde_json::Value| -> Vec<u64> {
        v["regions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["rows"].as_u64().unwrap())
            .collect()
    };
    assert_eq!(streamed["keys"], 250_000);
    assert_eq!(streamed["keys_as_is"], false);
    assert_eq!(rows(&streamed), rows(&in_memory));
    assert_eq!(rows(&streamed).iter().sum::<u64>(), 250_000);
}

#[test]
fn a_bad_row_in_a_streamed_csv_names_its_line() {
    let (data, design) = table("stream_table_bad.csv", 150_000);
    let mut text = std::fs::read_to_string(&data).unwrap();
    // Line 1 is the header and every 7th row takes two lines: find the 120,001st line.
    let at = text.match_indices('\n').nth(120_000 - 1).unwrap().0 + 1;
    assert!(!text[..at].ends_with("two\n"));
    text.insert_str(at, "u1,2,3,4\n");
    std::fs::write(&data, text).unwrap();
    let out = rowkey(&[
        "analyze",
        "--design",
        design.to_str().unwrap(),
        "--data",
        data.to_str().unwrap(),
        "--stream",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(": line 120001: "), "{err}");
}
