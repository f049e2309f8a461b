//! Black-box tests of the bounded key listing (`--keys`) and `--format ndjson`.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Output;

mod common;
use common::{rowkey, temp};

/// 1,000 keys `k0000` … `k0999`, written in a scrambled order, and a design splitting them
/// at `k0300` and `k0900` (regions of 300, 600 and 100 keys).
fn data() -> (PathBuf, PathBuf) {
    // Written once: the tests run in parallel and read the same files.
    static FILES: std::sync::OnceLock<(PathBuf, PathBuf)> = std::sync::OnceLock::new();
    FILES.get_or_init(write_data).clone()
}

fn write_data() -> (PathBuf, PathBuf) {
    let keys: String = (0..1000)
        .map(|i| format!("k{:04}\n", (i * 7919) % 1000))
        .collect();
    let design = temp(
        "bounded_design.json",
        r#"{"version": 1, "splits": {"kind": "explicit", "splits": ["k0300", "k0900"]}}"#,
    );
    (temp("bounded_keys.txt", &keys), design)
}

fn analyze(more: &[&str]) -> Output {
    let (keys, design) = data();
    let mut args = vec![
        "analyze",
        "--design",
        design.to_str().unwrap(),
        "--data",
        keys.to_str().unwrap(),
    ];
    args.extend_from_slice(more);
    rowkey(&args)
}

fn json(out: &Output) -> serde_json::Value {
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn json_lists_the_first_and_last_keys_of_each_region_by_default() {
    let v = json(&analyze(&["--format", "json"]));
    let keys: Vec<&str> = v["keys"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["key"].as_str().unwrap())
        .collect();
    assert_eq!(keys.len(), 30);
    assert_eq!(
        &keys[..6],
        ["k0000", "k0001", "k0002", "k0003", "k0004", "k0295"]
    );
    assert_eq!(&keys[25..], ["k0995", "k0996", "k0997", "k0998", "k0999"]);
    assert_eq!(v["keys_total"], 1000);
    let omitted: Vec<(u64, u64, u64)> = v["keys_omitted"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["region"].as_u64().unwrap(),
                g["after"].as_u64().unwrap(),
                g["count"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(omitted, [(0, 5, 290), (1, 15, 590), (2, 25, 90)]);
}

#[test]
fn keys_all_and_keys_n() {
    let v = json(&analyze(&["--format", "json", "--keys", "all"]));
    assert_eq!(v["keys"].as_array().unwrap().len(), 1000);
    assert!(v["keys_omitted"].as_array().unwrap().is_empty());
    let v = json(&analyze(&["--format", "json", "--keys", "1"]));
    assert_eq!(v["keys"].as_array().unwrap().len(), 6);
    let v = json(&analyze(&["--format", "json", "--keys", "0"]));
    assert!(v["keys"].as_array().unwrap().is_empty());
    let out = analyze(&["--keys", "many"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("'many' is neither `all` nor a number"),
        "{err}"
    );
}

#[test]
fn text_says_how_many_keys_it_left_out() {
    let out = analyze(&[]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("(1000 of 1000 rows encoded)"), "{text}");
    assert!(
        text.contains("… 590 more keys (--keys all lists them)"),
        "{text}"
    );
    assert!(text.contains("k0004\n"));
    assert!(!text.contains("k0005\n"));
}

#[test]
fn ndjson_is_every_key_in_order_one_object_a_line() {
    let out = analyze(&["--format", "ndjson"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 1000);
    let mut per_region: BTreeMap<u64, usize> = BTreeMap::new();
    for (i, l) in lines.iter().enumerate() {
        let key = format!("k{i:04}");
        assert_eq!(l["key"].as_str().unwrap(), key);
        assert_eq!(l["hex"].as_str().unwrap(), hex(&key));
        // Written in the order (i * 7919) % 1000: row r holds key (r - 1) * 7919 % 1000.
        let row = l["row"].as_u64().unwrap() as usize;
        assert_eq!((row - 1) * 7919 % 1000, i);
        *per_region.entry(l["region"].as_u64().unwrap()).or_default() += 1;
    }
    assert_eq!(
        per_region.into_iter().collect::<Vec<_>>(),
        [(0, 300), (1, 600), (2, 100)]
    );
}

fn hex(s: &str) -> String {
    s.bytes().map(|b| format!("{b:02X}")).collect()
}
