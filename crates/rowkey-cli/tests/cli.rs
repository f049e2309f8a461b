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
}

#[test]
fn an_error_lint_exits_1() {
    let data = temp("dups.csv", "uid,phone,name\n111,123,a\n111,123,a\n");
    let out = analyze(&example("seed000/design.json"), &data, "text");
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("error    duplicate-keys"), "{text}");
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

#[test]
fn the_report_carries_the_create_statement() {
    let out = analyze(
        &example("seed000/design.json"),
        &example("seed000/sample.csv"),
        "json",
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["create"],
        "create 'user_phone', 'cf', SPLITS => ['112', '2']"
    );
    assert_eq!(v["splits_file"], serde_json::Value::Null);

    let design = temp(
        "salt4.json",
        r#"{"version": 1, "table": "t", "recipe": {"version": 1, "parts": [
            {"id": 1, "value": {"field": {"source": {"column": {"name": "uid"}}, "encoding": {"text": {}}}}}
        ]}, "splits": {"kind": "salt_buckets", "buckets": 4}}"#,
    );
    let data = temp("salt4.csv", "uid\n1\n2\n");
    let out = analyze(&design, &data, "json");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        v["create"],
        r"create 't', 'cf', SPLITS => ['\x01', '\x02', '\x03']"
    );
}
