//! Black-box tests of the `rowkey` binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
}

fn rowkey(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rowkey"))
        .args(args)
        .output()
        .expect("the rowkey binary runs")
}

fn analyze(design: &Path, data: &Path, format: &str) -> Output {
    rowkey(&[
        "analyze",
        "--design",
        design.to_str().unwrap(),
        "--data",
        data.to_str().unwrap(),
        "--format",
        format,
    ])
}

fn temp(name: &str, text: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn examples_match_their_committed_output() {
    for name in ["seed000", "latest", "salted"] {
        let out = analyze(
            &example(&format!("{name}/design.json")),
            &example(&format!("{name}/sample.csv")),
            "text",
        );
        assert_eq!(out.status.code(), Some(0), "{name}");
        let text = String::from_utf8(out.stdout).unwrap();
        let expected = std::fs::read_to_string(example(&format!("{name}/expected.txt"))).unwrap();
        assert_eq!(text, expected, "{name}");
    }
}

#[test]
fn seed_000_json() {
    let out = analyze(
        &example("seed000/design.json"),
        &example("seed000/sample.csv"),
        "json",
    );
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["report_format"], 1);
    assert_eq!(v["keys"][0]["key"], "1110_123_dave");
    assert_eq!(v["regions"].as_array().unwrap().len(), 3);
    let kinds: Vec<&str> = v["queries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["prefix_scan", "prefix_scan", "full_scan"]);
    assert_eq!(v["queries"][1]["ranges"][0]["start"], "111_");
    assert_eq!(v["queries"][1]["ranges"][0]["stop"], "111`");
    assert_eq!(v["queries"][2]["cost"]["rows_scanned"], 8);
    assert_eq!(v["queries"][2]["cost"]["rows_returned"], 5);
    assert_eq!(v["queries"][2]["cost"]["read_amplification"], 1.6);
    // The verdict: warnings only, so the exit status stays 0.
    assert_eq!(v["verdict"]["status"], "warning");
    let findings = v["verdict"]["findings"].as_array().unwrap();
    let codes: Vec<&str> = findings
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert_eq!(
        codes,
        ["unpadded-number", "regions/max-over-mean", "query/fan-out"]
    );
    assert_eq!(findings[0]["value"], serde_json::Value::Null);
    assert_eq!(findings[1]["severity"], "warning");
    assert_eq!(findings[1]["value"], 1.875);
    assert_eq!(findings[1]["threshold"], 1.5);
    assert_eq!(
        findings[1]["message"],
        "the fullest region holds 1.88× the mean rows per region (a warning above 1.50×)"
    );
    assert_eq!(
        (
            findings[2]["value"].as_f64(),
            findings[2]["threshold"].as_f64()
        ),
        (Some(1.0), Some(0.5))
    );
}

#[test]
fn an_error_lint_exits_1() {
    let data = temp("dups.csv", "uid,phone,name\n111,123,a\n111,123,a\n");
    let out = analyze(&example("seed000/design.json"), &data, "text");
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("error    duplicate-keys"), "{text}");
    assert!(text.contains("\nVERDICT: error ("), "{text}");
}

#[test]
fn a_sample_where_no_row_encodes_is_an_error_verdict() {
    // `ts` is read as epoch milliseconds: no row of this sample gives a key.
    let data = temp("no_keys.csv", "uid,ts\n10001,soon\n10002,later\n");
    let out = analyze(&example("latest/design.json"), &data, "json");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["keys"].as_array().unwrap().len(), 0);
    assert_eq!(v["verdict"]["status"], "error");
    let codes: Vec<&str> = v["verdict"]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    // The plan of "everyone in a time window" still spans every region: that is the design's.
    assert_eq!(codes, ["sample/no-keys", "encode-errors", "query/fan-out"]);
    assert_eq!(
        v["verdict"]["findings"][0]["message"],
        "no sample row gives a key (2 rows read)"
    );
}

#[test]
fn a_newer_design_format_exits_2_with_a_clear_message() {
    let design = temp(
        "future.json",
        r#"{"version": 7, "recipe": {"new": "shape"}, "charts": []}"#,
    );
    let out = analyze(&design, &example("seed000/sample.csv"), "text");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(
            "saved in format 7 by a newer version of the app; this version reads formats up to 1"
        ),
        "{err}"
    );
}

#[test]
fn a_query_on_a_missing_column_exits_2() {
    let text = std::fs::read_to_string(example("seed000/design.json"))
        .unwrap()
        .replace("\"phone\", \"op\"", "\"mobile\", \"op\"");
    let design = temp("badquery.json", &text);
    let out = analyze(&design, &example("seed000/sample.csv"), "text");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("the sample has no column \"mobile\""), "{err}");
}
