//! Black-box tests of `rowkey check`: exit codes, one line per threshold crossed, thresholds
//! from flags and from the design file.

use std::path::PathBuf;

mod common;
use common::{rowkey, temp};

/// 100 rows: `uid` 0..100 zero-padded, `ts` = 1000 + `uid`; a key of `uid`, split at "20",
/// "40", "60" and "90" (regions of 20, 20, 20, 30 and 10 rows), and a query on `ts` (a full
/// scan returning one row: 100 rows read for 1).
///
/// The file lists the rows in the order `uid = 71 i mod 100` (a permutation): written in
/// that order, as without `--arrival` they are, the latest 10 writes spread over the
/// regions (at most 3 in one, under twice the even share); written in `ts` order
/// (`--arrival ts`) they all go to the last region.
fn data(check: &str) -> (PathBuf, PathBuf) {
    let mut csv = String::from("uid,ts\n");
    for i in 0..100 {
        let uid = (i * 71) % 100;
        csv.push_str(&format!("{uid:02},{}\n", 1000 + uid));
    }
    let design = format!(
        r#"{{"version": 1, "recipe": {{"version": 1, "parts": [
            {{"id": 1, "value": {{"field": {{"source": {{"column": {{"name": "uid"}}}}, "encoding": {{"text": {{}}}}}}}}}}
        ]}}, "splits": {{"kind": "explicit", "splits": ["20", "40", "60", "90"]}},
        "queries": [{{"name": "at 1050", "predicates": [{{"column": "ts", "op": "eq", "value": "1050"}}]}}]
        {check}}}"#
    );
    // Tests run in parallel: each call writes files of its own.
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let name = format!("check_{n}");
    (
        temp(&format!("{name}.json"), &design),
        temp(&format!("{name}.csv"), &csv),
    )
}

fn check(design_check: &str, flags: &[&str]) -> (Option<i32>, Vec<String>, String) {
    let (design, csv) = data(design_check);
    check_files(&design, &csv, flags)
}

fn check_files(
    design: &std::path::Path,
    csv: &std::path::Path,
    flags: &[&str],
) -> (Option<i32>, Vec<String>, String) {
    let mut args = vec![
        "check",
        "--design",
        design.to_str().unwrap(),
        "--data",
        csv.to_str().unwrap(),
    ];
    args.extend_from_slice(flags);
    let out = rowkey(&args);
    let lines = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    (
        out.status.code(),
        lines,
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_verdicts_thresholds_by_default() {
    // 30 rows in the fullest of 5 regions: 1.5 × the mean, not above 1.5; the query reads
    // 100 rows for 1, above 10.
    let (code, lines, _) = check("", &[]);
    assert_eq!(code, Some(1));
    assert_eq!(
        lines,
        [
            "FAIL query/read-amplification: query \"at 1050\" reads 100.00 rows per row returned (100 read, 1 returned), above 10"
        ]
    );
}

#[test]
fn flags_set_the_thresholds() {
    let (code, lines, _) = check("", &["--max-read-amplification", "100"]);
    assert_eq!(code, Some(0), "{lines:?}");
    assert_eq!(lines.len(), 1);
    assert!(
        lines[0].starts_with("ok: 100 keys over 5 regions, max/mean 1.50"),
        "{lines:?}"
    );
    let (code, lines, _) = check(
        "",
        &[
            "--query-read-amplification",
            "at 1050=100",
            "--max-over-mean",
            "1.2",
        ],
    );
    assert_eq!(code, Some(1));
    assert_eq!(
        lines,
        [
            "FAIL regions/max-over-mean: max/mean 1.50 is above 1.20: the fullest region holds 30 of 100 rows over 5 regions"
        ]
    );
}

#[test]
fn the_design_file_sets_thresholds_and_flags_win() {
    let file = r#", "check": {"max_over_mean": 1.2, "max_read_amplification": 200, "max_empty_regions": 0}"#;
    let (code, lines, _) = check(file, &[]);
    assert_eq!(code, Some(1));
    assert_eq!(lines.len(), 1);
    assert!(lines[0].starts_with("FAIL regions/max-over-mean"));
    let (code, _, _) = check(file, &["--max-over-mean", "1.5"]);
    assert_eq!(code, Some(0));
}

#[test]
fn the_write_hotspot_is_judged_with_an_arrival_order() {
    // Written in `ts` order, the latest 10 writes all go to the last region.
    let (code, lines, _) = check("", &["--max-read-amplification", "100", "--arrival", "ts"]);
    assert_eq!(code, Some(1));
    assert_eq!(
        lines,
        [
            "FAIL writes/hotspot: region 5 takes 100.0% of the latest 10 writes, above 40.0% (an even share is 20.0%)"
        ]
    );
    let file =
        r#", "check": {"arrival": "ts", "max_hotspot_share": 1, "max_read_amplification": 100}"#;
    assert_eq!(check(file, &[]).0, Some(0));
}

#[test]
fn a_lint_fails_the_check_at_its_severity() {
    // Duplicate keys: a lint of severity error.
    let keys = temp("check_dups.txt", "a\nb\na\n");
    let out = rowkey(&["check", "--data", keys.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("FAIL duplicate-keys: lint duplicate-keys (error): "),
        "{text}"
    );
    assert_eq!(text.lines().count(), 1, "{text}");
}

#[test]
fn bad_thresholds_are_one_line_and_exit_2() {
    for (file, flags, says) in [
        (
            r#", "check": {"max_over_mean": "x"}"#,
            &[][..],
            "check.max_over_mean must be a number",
        ),
        (
            r#", "check": {"max_overmean": 2}"#,
            &[],
            "check.max_overmean is not a threshold",
        ),
        (r#", "check": []"#, &[], "must be a JSON object"),
        (
            "",
            &["--max-hotspot-share", "2"],
            "--max-hotspot-share must be a share",
        ),
        (
            "",
            &["--query-read-amplification", "x"],
            "is not NAME=NUMBER",
        ),
        (
            "",
            &["--max-over-mean=-1"],
            "--max-over-mean must be a number",
        ),
        ("", &["--fail-on-lint", "fatal"], "fatal"),
        ("", &["--arrival", "nope"], "no column \"nope\""),
    ] {
        let (code, lines, err) = check(file, flags);
        assert_eq!(code, Some(2), "{file} {flags:?}: {lines:?} {err}");
        assert!(lines.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.starts_with("rowkey: "), "{err}");
        assert!(err.contains(says), "{err} lacks {says}");
    }
}

#[test]
fn analyze_and_splits_read_a_design_with_a_check_object() {
    let (design, csv) = data(r#", "check": {"max_over_mean": 1.2}"#);
    for args in [
        &["analyze", "--format", "json"][..],
        &["splits", "--regions", "2"][..],
    ] {
        let mut all = args.to_vec();
        all.extend([
            "--design",
            design.to_str().unwrap(),
            "--data",
            csv.to_str().unwrap(),
        ]);
        let out = rowkey(&all);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// Issue 31 item 7: a repeated split point used to stop `analyze` and `check` with exit 2
/// ("splits: …") while the page showed one region as if fine. Now the report is made for the
/// one region standing in for the table, says so, and its verdict leads with the error;
/// `check` fails on it first (exit 1) and weighs no region limit (the lone region's 1.00×
/// would pass any); `analyze` exits 1.
#[test]
fn an_invalid_split_list_fails_the_check_first() {
    let (design, csv) = data("");
    let text = std::fs::read_to_string(&design)
        .unwrap()
        .replace(r#"["20", "40", "60", "90"]"#, r#"["20", "40", "40", "90"]"#);
    let design = temp("check_invalid_splits.json", &text);
    let (code, lines, stderr) = check_files(&design, &csv, &["--max-over-mean", "0.5"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(
        lines,
        [
            "FAIL splits/invalid: the split list is invalid, so the table was analysed as one region: split 3 ('40') gives the same bytes ('40') as split 2 ('40'): HBase requires unique split keys",
            "FAIL query/read-amplification: query \"at 1050\" reads 100.00 rows per row returned (100 read, 1 returned), above 10",
        ]
    );
    // `analyze`: the same verdict, led by the error, and the report says why it has one
    // region.
    let args = |format| {
        vec![
            "analyze".to_owned(),
            "--design".to_owned(),
            design.to_str().unwrap().to_owned(),
            "--data".to_owned(),
            csv.to_str().unwrap().to_owned(),
            "--format".to_owned(),
            format,
        ]
    };
    let run = |format: &str| {
        let a = args(format.to_owned());
        rowkey(&a.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let out = run("json");
    assert_eq!(out.status.code(), Some(1));
    let r: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r["regions"].as_array().unwrap().len(), 1);
    assert_eq!(
        r["split_error"],
        "split 3 ('40') gives the same bytes ('40') as split 2 ('40'): HBase requires unique split keys"
    );
    assert_eq!(r["create"], "");
    assert!(r["balance"]["max_over_mean"].is_null());
    assert!(r.get("autosplit").is_none());
    assert_eq!(r["verdict"]["status"], "error");
    assert_eq!(r["verdict"]["findings"][0]["code"], "splits/invalid");
    assert_eq!(r["verdict"]["findings"][0]["severity"], "error");
    let codes: Vec<&str> = r["verdict"]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["code"].as_str().unwrap())
        .collect();
    assert!(
        !codes.iter().any(|c| c.starts_with("regions/")),
        "{codes:?}"
    );
    // A saved report fails the same way.
    let saved = temp(
        "check_invalid_splits.report.json",
        &String::from_utf8(out.stdout).unwrap(),
    );
    let out = rowkey(&["check", "--report", saved.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .starts_with("FAIL splits/invalid: ")
    );
    // The text report withholds the stand-in region's balance and has no statement.
    let text = String::from_utf8(run("text").stdout).unwrap();
    assert!(
        text.contains("  balance: not judged: the split list is invalid, so the table is shown as one region (split 3 ('40')"),
        "{text}"
    );
    assert!(!text.contains("max/mean 1.00"), "{text}");
    assert!(
        text.contains("CREATE\n  (none: HBase refuses the split list)"),
        "{text}"
    );
    assert!(
        text.contains(
            "VERDICT: error (2 findings)\n  error    splits/invalid: the split list is invalid"
        ),
        "{text}"
    );
}
