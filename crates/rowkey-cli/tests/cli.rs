//! Black-box tests of the `rowkey` binary.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

mod common;
use common::{example, rowkey, temp};

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
    // Eight rows over three regions cannot be told from chance (issue 31.6): the 1.88×
    // max/mean is what an even hash gives such a sample, so the verdict says the sample is
    // too small instead of warning about the balance.
    assert_eq!(
        codes,
        [
            "sample/too-few-to-judge",
            "unpadded-number",
            "query/fan-out"
        ]
    );
    assert_eq!(findings[0]["value"], serde_json::Value::Null);
    assert_eq!(findings[0]["severity"], "warning");
    assert!(
        findings[0]["message"]
            .as_str()
            .unwrap()
            .starts_with("too few to judge how rows and writes spread: 8 rows with 5 distinct leading values over 3 regions"),
        "{}",
        findings[0]["message"]
    );
    assert_eq!(findings[1]["value"], serde_json::Value::Null);
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

/// A design file the page exported holds its sample and arrival order: the command reads it
/// and analyses `--data` (and orders writes by `--arrival`) as for any design file.
#[test]
fn a_design_exported_with_its_sample_reads_as_the_design() {
    let plain = example("seed000/design.json");
    let text = std::fs::read_to_string(&plain).unwrap();
    let exported = temp(
        "exported-with-sample.json",
        &text.replacen(
            '{',
            r#"{"sample": {"kind": "pasted", "text": "k\n1\n", "format": "auto"}, "arrival": {"kind": "column", "name": "k"},"#,
            1,
        ),
    );
    let sample = example("seed000/sample.csv");
    let want = analyze(&plain, &sample, "json");
    let got = analyze(&exported, &sample, "json");
    assert_eq!(got.status.code(), Some(0), "{}", stderr(&got));
    assert_eq!(got.stdout, want.stdout);
    let out = emit("hbase", &exported, None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
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
    let data = temp("salt4.csv", "uid,v\n1,a\n2,b\n");
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

/// A design whose key is the `ROW` column as text: for key lists and scan output.
fn row_design() -> PathBuf {
    temp(
        "row_design.json",
        r#"{"version": 1, "recipe": {"version": 1, "parts": [
            {"id": 1, "value": {"field": {"source": {"column": {"name": "ROW"}}, "encoding": {"text": {}}}}}
        ]}, "splits": {"kind": "explicit", "splits": ["m"]}, "queries": [
            {"name": "ROW = k2", "predicates": [{"column": "ROW", "op": "eq", "value": "k2"}]}
        ]}"#,
    )
}

/// The keys of a JSON report, in HBase order.
fn json_keys(out: &Output) -> Vec<String> {
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["key"].as_str().unwrap().to_owned())
        .collect()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

/// Runs `rowkey` with `input` on standard input.
fn rowkey_with_stdin(args: &[&str], input: &[u8]) -> Output {
    use std::io::Write as _;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_rowkey"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the rowkey binary runs");
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    drop(stdin);
    child.wait_with_output().unwrap()
}

const SEED_KEYS: [&str; 8] = [
    "1110_123_dave",
    "111_123_iteblog",
    "111_123_zed",
    "111_124_alice",
    "111_125_erin",
    "112_123_bob",
    "2_123_carol",
    "300_999_frank",
];

#[test]
fn tsv_data_is_detected_and_read() {
    let csv = std::fs::read_to_string(example("seed000/sample.csv")).unwrap();
    let data = temp("seed000.tsv", &csv.replace(',', "\t"));
    let out = analyze(&example("seed000/design.json"), &data, "json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_keys(&out), SEED_KEYS);
}

#[test]
fn a_key_list_is_detected_and_read() {
    let data = temp("keys.txt", "k3\nk1\n\nzz\nk2\n");
    let out = analyze(&row_design(), &data, "json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_keys(&out), ["k1", "k2", "k3", "zz"]);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["queries"][0]["kind"], "get");
    assert_eq!(v["queries"][0]["cost"]["returned_rows"][0], 4);
}

#[test]
fn hbase_shell_scan_output_is_detected_and_read() {
    let scan = "\
hbase(main):001:0> scan 't'
ROW                 COLUMN+CELL
 k2                 column=d:v, timestamp=1452262267583, value=two
 k2                 column=d:w, timestamp=1452262267583, value=deux
 k1                 column=d:v, timestamp=1452262267583, value=one
2 row(s) in 0.0100 seconds
";
    let data = temp("scan.txt", scan);
    let out = analyze(&row_design(), &data, "json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_keys(&out), ["k1", "k2"]);
    assert_eq!(
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()["rows"],
        2
    );
}

#[test]
fn dash_reads_standard_input() {
    let csv = std::fs::read(example("seed000/sample.csv")).unwrap();
    let design = example("seed000/design.json");
    let out = rowkey_with_stdin(
        &[
            "analyze",
            "--design",
            design.to_str().unwrap(),
            "--data",
            "-",
        ],
        &csv,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let expected = std::fs::read_to_string(example("seed000/expected.txt")).unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);
}

#[test]
fn input_format_forces_a_format() {
    // One column without commas: detected as a key list (its header is a key), read as CSV
    // when asked.
    let data = temp("one_column.csv", "ROW\nk1\nk2\n");
    let design = row_design();
    let run = |format: Option<&str>| {
        let mut args = vec![
            "analyze",
            "--design",
            design.to_str().unwrap(),
            "--data",
            data.to_str().unwrap(),
            "--format",
            "json",
        ];
        if let Some(f) = format {
            args.extend(["--input-format", f]);
        }
        rowkey(&args)
    };
    assert_eq!(json_keys(&run(None)), ["ROW", "k1", "k2"]);
    assert_eq!(json_keys(&run(Some("auto"))), ["ROW", "k1", "k2"]);
    assert_eq!(json_keys(&run(Some("csv"))), ["k1", "k2"]);
    assert_eq!(json_keys(&run(Some("keys"))), ["ROW", "k1", "k2"]);
    assert_eq!(json_keys(&run(Some("plain-keys"))), ["ROW", "k1", "k2"]);
    // Forced scan output: the header line is not scan output.
    for name in ["hbase-scan", "hbase-shell"] {
        let out = run(Some(name));
        assert_eq!(out.status.code(), Some(2));
        assert!(
            stderr(&out).contains("line 1, column 1: this line is not HBase scan output"),
            "{}",
            stderr(&out)
        );
    }
    // TSV forced on CSV text: one column named "uid,phone,name".
    let out = analyze_with(
        &example("seed000/design.json"),
        &example("seed000/sample.csv"),
        &["--input-format", "tsv"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("the sample has no column"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn an_unknown_input_format_is_one_line_and_exit_2() {
    let out = analyze_with(
        &example("seed000/design.json"),
        &example("seed000/sample.csv"),
        &["--input-format", "xml"],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("rowkey: invalid value 'xml' for '--input-format"),
        "{err}"
    );
    assert!(err.contains("csv, tsv, plain-keys, hbase-scan"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn unreadable_or_non_utf8_data_is_one_line_and_exit_2() {
    let missing = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no such file.csv");
    let out = analyze(&example("seed000/design.json"), &missing, "text");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("rowkey: cannot read the data file"),
        "{err}"
    );

    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("latin1.csv");
    std::fs::write(&path, b"uid,phone,name\n111,123,Jos\xE9\n").unwrap();
    let out = analyze(&example("seed000/design.json"), &path, "text");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("line 2, column 12: not UTF-8 text: byte 0xE9 at byte offset 26"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}

/// `analyze` in text format with more arguments.
fn analyze_with(design: &Path, data: &Path, more: &[&str]) -> Output {
    let mut args = vec![
        "analyze",
        "--design",
        design.to_str().unwrap(),
        "--data",
        data.to_str().unwrap(),
    ];
    args.extend(more);
    rowkey(&args)
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    use std::io::Read as _;
    use std::process::Stdio;
    // Far more output than a pipe holds, so that the binary is still writing when the
    // reader goes away.
    let mut csv = String::from("uid,phone,name\n");
    for i in 0..30_000 {
        csv.push_str(&format!("{i},{},n{i}\n", i * 7));
    }
    let data = temp("big.csv", &csv);
    let design = example("seed000/design.json");
    for format in ["text", "json"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_rowkey"))
            .args([
                "analyze",
                "--design",
                design.to_str().unwrap(),
                "--data",
                data.to_str().unwrap(),
                "--format",
                format,
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let mut first = [0u8; 16];
        stdout.read_exact(&mut first).unwrap();
        drop(stdout);
        let out = child.wait_with_output().unwrap();
        let err = stderr(&out);
        assert!(!err.contains("panicked"), "{format}: {err}");
        assert!(err.is_empty(), "{format}: {err}");
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt as _;
            let sigpipe = out.status.signal() == Some(13);
            assert!(
                out.status.code() == Some(0) || sigpipe,
                "{format}: {:?}",
                out.status
            );
        }
        #[cfg(not(unix))]
        assert_eq!(out.status.code(), Some(0), "{format}");
    }
}

const RAGGED: &str = "uid,phone,name\n111,123,iteblog\n111,124\n\n112,123,bob,extra\n2,123,carol\n";

#[test]
fn a_bad_csv_line_stops_the_strict_read() {
    let data = temp("ragged_strict.csv", RAGGED);
    let out = analyze(&example("seed000/design.json"), &data, "text");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(
        err.trim_end(),
        format!(
            "rowkey: {}: line 3, column 1: this row has 2 fields but the header has 3",
            data.display()
        )
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn skip_bad_lines_analyses_the_rest_and_lists_them() {
    let data = temp("ragged_skip.csv", RAGGED);
    let design = example("seed000/design.json");
    let out = analyze_with(&design, &data, &["--skip-bad-lines"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains(
            "SKIPPED LINES (2, left out by --skip-bad-lines)\n\
             \x20 line    3  this row has 2 fields but the header has 3\n\
             \x20 line    5  this row has 4 fields but the header has 3\n"
        ),
        "{text}"
    );
    assert!(text.contains("(2 of 2 rows encoded)"), "{text}");

    let out = analyze_with(&design, &data, &["--skip-bad-lines", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["rows"], 2);
    assert_eq!(
        v["skipped_lines"],
        serde_json::json!([
            {"line": 3, "message": "this row has 2 fields but the header has 3"},
            {"line": 5, "message": "this row has 4 fields but the header has 3"},
        ])
    );
    // Without bad lines, or without the flag, the list is there and empty.
    let out = analyze(&design, &example("seed000/sample.csv"), "json");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["skipped_lines"], serde_json::json!([]));
}

/// The paste of issue 17, one key per line (shared with the engine's tests).
const ISSUE_17_KEYS: &str = include_str!("../../rowkey-core/tests/fixtures/raw_keys/keys.txt");
/// The same keys as `hbase shell` scan output.
const ISSUE_17_SCAN: &str = include_str!("../../rowkey-core/tests/fixtures/raw_keys/scan.txt");
/// Those keys in HBase byte order, as the report prints them.
const ISSUE_17_SORTED: [&str; 6] = [
    r"\x00\x00\x00\x01",
    r"\x00\x00\x00\x0A",
    "10",
    "2",
    "abc",
    r"\xFF\xFF",
];

#[test]
fn a_key_list_without_a_design_is_keyed_by_the_pasted_key() {
    let data = temp("issue17_keys.txt", ISSUE_17_KEYS);
    let out = rowkey(&[
        "analyze",
        "--data",
        data.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_keys(&out), ISSUE_17_SORTED);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["recipe"], "the pasted key");
    assert_eq!(v["keys"][0]["hex"], "00000001");
    assert_eq!(v["encode_errors"].as_array().unwrap().len(), 0);
    // Scan output gives the same keys.
    let scan = temp("issue17_scan.txt", ISSUE_17_SCAN);
    let out = rowkey(&[
        "analyze",
        "--data",
        scan.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_keys(&out), ISSUE_17_SORTED);
    // The text report too.
    let out = rowkey(&["analyze", "--data", data.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("the pasted key"));
}

#[test]
fn a_design_without_a_recipe_keys_pasted_keys_as_they_are() {
    let design = temp(
        "no_recipe.json",
        r#"{"version": 1, "splits": {"kind": "explicit", "splits": ["2"]}, "queries": [
            {"name": "ten", "predicates": [{"column": "ROW", "op": "eq", "value": "\\x00\\x00\\x00\\x0A"}]},
            {"name": "zeros", "predicates": [{"column": "ROW", "op": "starts_with", "prefix": "\\x00\\x00"}]}
        ]}"#,
    );
    let data = temp("issue17_keys_2.txt", ISSUE_17_KEYS);
    let out = analyze(&design, &data, "json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_keys(&out), ISSUE_17_SORTED);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let regions: Vec<u64> = v["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["region"].as_u64().unwrap())
        .collect();
    assert_eq!(regions, [0, 0, 0, 1, 1, 1]);
    assert_eq!(v["queries"][0]["kind"], "get");
    assert_eq!(v["queries"][0]["get_keys"][0], r"\x00\x00\x00\x0A");
    assert_eq!(v["queries"][0]["cost"]["rows_returned"], 1);
    assert_eq!(v["queries"][0]["residual"].as_array().unwrap().len(), 0);
    assert_eq!(v["queries"][1]["kind"], "prefix_scan");
    assert_eq!(v["queries"][1]["cost"]["rows_returned"], 2);
    assert_eq!(v["queries"][1]["cost"]["rows_scanned"], 2);
    // A CSV sample has no key of its own: the design must give a recipe.
    let csv = temp("no_recipe.csv", "id,name\n1,ann\n");
    let out = analyze(&design, &csv, "json");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("the design has no recipe"),
        "{}",
        stderr(&out)
    );
    let out = rowkey(&["analyze", "--data", csv.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("needs --design"), "{}", stderr(&out));
}

#[test]
fn the_rawkeys_example_matches_its_committed_output() {
    let out = analyze(
        &example("rawkeys/design.json"),
        &example("rawkeys/scan.txt"),
        "text",
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let expected = std::fs::read_to_string(example("rawkeys/expected.txt")).unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);
}

#[test]
fn a_design_files_own_recipe_wins_over_pasted_keys() {
    // The ROW column as text: the escapes stay text (`\x5Cx00…`), as the design asks.
    let data = temp("issue17_keys_3.txt", ISSUE_17_KEYS);
    let out = analyze(&row_design(), &data, "json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let keys = json_keys(&out);
    assert_eq!(keys[0], "10");
    assert_eq!(keys[2], r"\x5Cx00\x5Cx00\x5Cx00\x5Cx01");
}

// ---- --regions: a live layout replaces the design's splits -------------------------------

fn layout_fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../rowkey-core/tests/fixtures/layouts")
        .join(name)
}

fn analyze_with_regions(regions: &str, format: &str) -> Output {
    rowkey(&[
        "analyze",
        "--design",
        example("seed000/design.json").to_str().unwrap(),
        "--data",
        example("seed000/sample.csv").to_str().unwrap(),
        "--regions",
        regions,
        "--format",
        format,
    ])
}

#[test]
fn regions_from_every_form_become_the_splits() {
    for name in [
        "list_regions.txt",
        "get_splits.txt",
        "meta_scan.txt",
        "master_ui.tsv",
    ] {
        let out = analyze_with_regions(layout_fixture(name).to_str().unwrap(), "json");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let bounds: Vec<(&str, &str)> = r["regions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| (g["start"].as_str().unwrap(), g["end"].as_str().unwrap()))
            .collect();
        assert_eq!(
            bounds,
            [
                ("", "1000"),
                ("1000", "2000\\x00"),
                ("2000\\x00", "3\\xFF|x"),
                ("3\\xFF|x", "")
            ],
            "{name}"
        );
        assert_eq!(
            r["create"], "create 'user_phone', 'cf', SPLITS => ['1000', '2000\\x00', '3\\xFF|x']",
            "{name}"
        );
    }
}

#[test]
fn regions_keep_live_sizes_and_requests() {
    let out = analyze_with_regions(layout_fixture("list_regions.txt").to_str().unwrap(), "json");
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let sizes: Vec<f64> = r["regions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["live_size_mb"].as_f64().unwrap())
        .collect();
    assert_eq!(sizes, [120.0, 64.0, 0.0, 1875.0]);
    assert_eq!(r["regions"][1]["live_requests"], 123_456);
    assert_eq!(r["layout"]["form"], "list_regions");
    let text = analyze_with_regions(layout_fixture("list_regions.txt").to_str().unwrap(), "text");
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(
        text.contains("from a live layout (list_regions), 4 regions"),
        "{text}"
    );
    assert!(text.contains("live MB"), "{text}");
    // Issue 31 item 12: their skew is judged. Region 4 holds 1,875 of 2,059 MB (91.1 %,
    // 3.64× the mean of 4 regions, above 1.5×); region 2 serves 123,456 of 128,498 requests
    // (96.1 %, 3.84× the even share of 25 %, above 2×).
    let findings: Vec<(String, f64)> = r["verdict"]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["code"].as_str().unwrap().starts_with("live/"))
        .map(|f| {
            (
                f["code"].as_str().unwrap().to_owned(),
                f["value"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(findings.len(), 2, "{findings:?}");
    assert_eq!(findings[0].0, "live/size-skew");
    assert!((findings[0].1 - 1875.0 * 4.0 / 2059.0).abs() < 1e-9);
    assert_eq!(findings[1].0, "live/request-skew");
    assert!((findings[1].1 - 123_456.0 * 4.0 / 128_498.0).abs() < 1e-9);
    assert!(
        text.contains(
            "live/size-skew: on the live table, region 4 holds 91.1% of the size of all 4 regions"
        ),
        "{text}"
    );
    // get_splits has no sizes: the JSON has no live fields.
    let out = analyze_with_regions(layout_fixture("get_splits.txt").to_str().unwrap(), "json");
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(r["regions"][0].get("live_size_mb").is_none());
}

#[test]
fn regions_from_standard_input() {
    let text = std::fs::read(layout_fixture("get_splits.txt")).unwrap();
    let out = rowkey_with_stdin(
        &[
            "analyze",
            "--design",
            example("seed000/design.json").to_str().unwrap(),
            "--data",
            example("seed000/sample.csv").to_str().unwrap(),
            "--regions",
            "-",
        ],
        &text,
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .contains("REGIONS (4)")
    );
}

#[test]
fn a_bad_regions_file_names_its_line_and_exits_2() {
    let text = std::fs::read_to_string(layout_fixture("list_regions.txt"))
        .unwrap()
        .replace("|   2000\\x00 |    3", "|   2001\\x00 |    3");
    let path = temp("gap_regions.txt", &text);
    let out = analyze_with_regions(path.to_str().unwrap(), "text");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        format!(
            "rowkey: {}: line 6: this region starts at '2001\\x00' but the region before it \
             (line 5) ends at '2000\\x00'\n",
            path.display()
        )
    );
    let path = temp("not_regions.txt", "uid,phone\n1,2\n");
    let out = analyze_with_regions(path.to_str().unwrap(), "text");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains(": line 1: "), "{err}");
    assert_eq!(err.lines().count(), 1);
}

#[test]
fn data_and_regions_cannot_both_be_standard_input() {
    let out = rowkey(&[
        "analyze",
        "--design",
        example("seed000/design.json").to_str().unwrap(),
        "--data",
        "-",
        "--regions",
        "-",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("standard input")
    );
}

/// The auto-split replay for a design without a pre-split: keys written in increasing order
/// send every write after the first split to the newest region; keys that cycle through
/// eight prefixes spread them; a pre-split table has no replay.
#[test]
fn a_table_without_a_pre_split_is_replayed_as_it_grows() {
    let run = |name: &str, keys: &[String], extra: &[&str]| -> serde_json::Value {
        let data = temp(name, &keys.join("\n"));
        let mut args = vec![
            "analyze",
            "--data",
            data.to_str().unwrap(),
            "--format",
            "json",
        ];
        args.extend_from_slice(extra);
        let out = rowkey(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let sequential: Vec<String> = (0..2_000).map(|i| format!("k{i:05}")).collect();
    let v = run(
        "sequential.txt",
        &sequential,
        &["--table-rows", "1000000000"],
    );
    let a = &v["autosplit"];
    assert_eq!(a["writes"], 2_000);
    assert_eq!(a["table_rows"], 1_000_000_000u64);
    assert_eq!(a["busiest_share"], 1.0);
    let regions = a["regions"].as_u64().unwrap();
    assert!(regions > 2, "{a}");
    let steps = a["steps"].as_array().unwrap();
    assert_eq!(steps.last().unwrap()["regions"].as_u64(), Some(regions));
    assert!(a["text"].as_str().unwrap().contains("100.0%"), "{a}");

    let cycling: Vec<String> = (0..2_000).map(|i| format!("{}k{i:05}", i % 8)).collect();
    let v = run("cycling.txt", &cycling, &["--table-rows", "1000000000"]);
    let busiest = v["autosplit"]["busiest_share"].as_f64().unwrap();
    assert!(busiest < 0.5, "{}", v["autosplit"]);

    // A small table never splits: one region, no share.
    let v = run("small.txt", &sequential, &["--table-rows", "1000"]);
    assert_eq!(v["autosplit"]["regions"], 1);
    assert_eq!(v["autosplit"]["busiest_share"], serde_json::Value::Null);

    let v = run("presplit.txt", &sequential, &[]);
    assert!(v.get("autosplit").is_some(), "no design: no pre-split");
    let out = analyze(
        &example("seed000/design.json"),
        &example("seed000/sample.csv"),
        "json",
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        v.get("autosplit").is_none(),
        "a pre-split table has no replay"
    );
}

fn emit(kind: &str, design: &Path, lang: Option<&str>) -> Output {
    let mut args = vec!["emit", kind, "--design", design.to_str().unwrap()];
    if let Some(lang) = lang {
        args.extend(["--lang", lang]);
    }
    rowkey(&args)
}

#[test]
fn emit_phoenix_for_a_phoenix_shaped_design() {
    let out = emit("phoenix", &example("salted/design.json"), None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "CREATE TABLE \"METRICS\" (\n    \"host\" VARCHAR NOT NULL,\n    \"ts\" BIGINT NOT NULL,\n    \
         CONSTRAINT pk PRIMARY KEY (\"host\", \"ts\")\n) SALT_BUCKETS = 4;\n"
    );
    assert!(out.stderr.is_empty());
}

#[test]
fn emit_phoenix_says_why_not_in_both_languages() {
    let design = example("latest/design.json");
    let out = emit("phoenix", &design, None);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        "rowkey: part 1: an md5 digest is computed by the writer; Phoenix has no column type that computes it\n\
         rowkey: part 2: it is followed by '#'; Phoenix writes \\x00 after a VARCHAR that another column follows\n"
    );
    let zh = String::from_utf8(emit("phoenix", &design, Some("zh")).stderr).unwrap();
    assert!(zh.starts_with("rowkey: 部分 1：md5 摘要"), "{zh}");
    assert_eq!(zh.lines().count(), 2);
}

#[test]
fn emit_hbase_and_cbt() {
    let design = example("latest/design.json");
    let out = emit("hbase", &design, None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "create 'calls', 'd', SPLITS => ['4', '8', 'c']\n"
    );
    let out = emit("cbt", &design, None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "cbt createtable calls families=d splits=4,8,c\n"
    );
    // Salt buckets split at \x01..\x03: no cbt command, the reasons on standard error.
    let out = emit("cbt", &example("salted/design.json"), None);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8(out.stderr).unwrap().lines().count(), 3);
}

#[test]
fn emit_hbase_with_a_splits_file() {
    let design = temp(
        "emit_splits_file.json",
        r#"{"version":1,"table":"t","family":"cf","recipe":{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"k"}},"encoding":{"text":{}}}}}]},"splits":{"kind":"file","text":"b\na\n"}}"#,
    );
    let out = emit("hbase", &design, None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "create 't', 'cf', SPLITS_FILE => 'splits.txt'\n# splits.txt, the SPLITS_FILE it reads:\na\nb\n"
    );
}

#[test]
fn emit_bad_input_is_one_line_and_status_2() {
    let out = emit("phoenix", Path::new("/nonexistent/design.json"), None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("rowkey: cannot read the design file"),
        "{err}"
    );
    let out = emit("oracle", &example("latest/design.json"), None);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(String::from_utf8(out.stderr).unwrap().lines().count(), 1);
}

/// A design whose recipe reads the column `id` as text.
fn id_design(name: &str) -> PathBuf {
    temp(
        name,
        r#"{"version": 1, "recipe": {"version": 1, "parts": [
            {"id": 1, "value": {"field": {"source": {"column": {"name": "id"}}, "encoding": {"text": {}}}}}
        ]}}"#,
    )
}

#[test]
fn a_one_column_csv_under_a_column_the_design_reads_is_a_csv() {
    // Issue 31, item 15: `id` then values, with a recipe over `id`, was read as a key list
    // ("the sample has no column "id" (columns: ROW)").
    let data = temp("one_column_id.csv", "id\n1\n2\n10\n");
    let design = id_design("one_column_id.json");
    let out = analyze(&design, &data, "json");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_keys(&out), ["1", "10", "2"]);
    // `splits` reads it the same way.
    let out = rowkey(&[
        "splits",
        "--design",
        design.to_str().unwrap(),
        "--data",
        data.to_str().unwrap(),
        "--regions",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    // A first line that is not a column the recipe reads stays a key.
    let keys = temp("one_column_keys.txt", "k0\nk1\n");
    let out = rowkey(&[
        "analyze",
        "--data",
        keys.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(json_keys(&out), ["k0", "k1"]);
}

#[test]
fn an_empty_recipe_is_no_recipe_in_memory_and_streamed() {
    // Issue 31, item 14: `"parts": []` gave every row the empty key in memory while
    // `--stream` keyed the lines as they are.
    let design = temp(
        "empty_recipe.json",
        r#"{"version": 1, "recipe": {"version": 1, "parts": []}}"#,
    );
    let keys = temp("empty_recipe_keys.txt", "b\na\nc\n");
    for stream in [false, true] {
        let mut args = vec![
            "analyze",
            "--design",
            design.to_str().unwrap(),
            "--data",
            keys.to_str().unwrap(),
            "--format",
            "json",
        ];
        if stream {
            args.push("--stream");
        }
        let out = rowkey(&args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "stream {stream}: {}",
            stderr(&out)
        );
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let keys_total = v["keys_total"].as_u64().or(v["keys"].as_u64());
        assert_eq!(keys_total, Some(3), "stream {stream}: {v}");
        if !stream {
            assert_eq!(json_keys(&out), ["a", "b", "c"]);
        }
    }
    // A CSV needs a recipe that keys it: one line, exit 2.
    let csv = temp("empty_recipe.csv", "id,v\n1,a\n2,b\n");
    let out = analyze(&design, &csv, "json");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("no recipe"), "{err}");
}
