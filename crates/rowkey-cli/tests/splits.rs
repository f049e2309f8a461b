//! Black-box tests of `rowkey splits`: the split points printed, read back independently
//! (a Ruby single-quoted literal reader and a `toBytesBinary` decoder written here), cut the
//! keys into regions of equal rows.

use std::path::PathBuf;

mod common;
use common::{rowkey, temp};

/// `\xHH` as one byte, every other character as its UTF-8 bytes (HBase's `toBytesBinary`).
fn to_bytes_binary(text: &str) -> Vec<u8> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && b.get(i + 1) == Some(&b'x') && i + 4 <= b.len() {
            if let Ok(byte) = u8::from_str_radix(&text[i + 2..i + 4], 16) {
                out.push(byte);
                i += 4;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}

/// The strings of a Ruby list of single-quoted literals: `\\` and `\'` are escapes, any
/// other backslash stands for itself.
fn ruby_list(text: &str) -> Vec<String> {
    let inner = text
        .trim()
        .strip_prefix("SPLITS => [")
        .and_then(|t| t.strip_suffix(']'))
        .expect("a SPLITS list");
    let mut items = Vec::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                let mut s = String::new();
                loop {
                    match chars.next().expect("a closed literal") {
                        '\'' => break,
                        '\\' if matches!(chars.peek(), Some('\\' | '\'')) => {
                            s.push(chars.next().unwrap());
                        }
                        c => s.push(c),
                    }
                }
                items.push(s);
            }
            ',' | ' ' => {}
            c => panic!("unexpected {c:?} in {text}"),
        }
    }
    items
}

/// 1,000 distinct keys with a quote, a backslash and binary bytes in them, in scrambled
/// order, as a key list (`\xHH` is one byte).
fn keys() -> (Vec<Vec<u8>>, PathBuf) {
    // Written once: the tests run in parallel and read the same file.
    static KEYS: std::sync::OnceLock<(Vec<Vec<u8>>, PathBuf)> = std::sync::OnceLock::new();
    KEYS.get_or_init(write_keys).clone()
}

fn write_keys() -> (Vec<Vec<u8>>, PathBuf) {
    let texts: Vec<String> = (0..1000)
        .map(|i| {
            let n = (i * 7919) % 1000;
            format!("{}'\\\\{:03}\\x{:02X}z", ["a", "b", "c"][n % 3], n, n % 256)
        })
        .collect();
    let file = temp("splits_keys.txt", &(texts.join("\n") + "\n"));
    (texts.iter().map(|t| to_bytes_binary(t)).collect(), file)
}

fn counts(keys: &[Vec<u8>], splits: &[Vec<u8>]) -> Vec<usize> {
    let mut counts = vec![0; splits.len() + 1];
    for k in keys {
        counts[splits
            .iter()
            .filter(|s| s.as_slice() <= k.as_slice())
            .count()] += 1;
    }
    counts
}

#[test]
fn splits_read_back_give_equal_regions() {
    let (keys, file) = keys();
    for regions in [1, 2, 4, 7, 10] {
        let n = regions.to_string();
        let out = rowkey(&["splits", "--data", file.to_str().unwrap(), "--regions", &n]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(text.lines().count(), 1, "{text}");
        let splits: Vec<Vec<u8>> = ruby_list(&text)
            .iter()
            .map(|s| to_bytes_binary(s))
            .collect();
        assert_eq!(splits.len(), regions - 1, "{text}");
        assert!(splits.windows(2).all(|w| w[0] < w[1]), "{text}");
        let c = counts(&keys, &splits);
        let (lo, hi) = (1000 / regions, 1000_usize.div_ceil(regions));
        assert!(
            c.iter().all(|&x| x == lo || x == hi),
            "{regions}: {c:?} ({text})"
        );

        let out = rowkey(&[
            "splits",
            "--data",
            file.to_str().unwrap(),
            "--regions",
            &n,
            "--format",
            "splits-file",
        ]);
        assert_eq!(out.status.code(), Some(0));
        let lines: Vec<Vec<u8>> = String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(to_bytes_binary)
            .collect();
        assert_eq!(lines, splits);
    }
}

#[test]
fn each_split_is_the_shortest_key_between_its_neighbours() {
    let (mut keys, file) = keys();
    keys.sort();
    let out = rowkey(&["splits", "--data", file.to_str().unwrap(), "--regions", "4"]);
    let splits: Vec<Vec<u8>> = ruby_list(&String::from_utf8(out.stdout).unwrap())
        .iter()
        .map(|s| to_bytes_binary(s))
        .collect();
    for s in &splits {
        let at = keys.partition_point(|k| k < s);
        let (prev, next) = (&keys[at - 1], &keys[at]);
        assert!(prev < s && s <= next);
        // One byte shorter no longer separates them.
        let shorter = &s[..s.len() - 1];
        assert!(!(prev.as_slice() < shorter && shorter <= next.as_slice()));
    }
}

#[test]
fn the_create_format_and_bad_input() {
    let (_, file) = keys();
    let out = rowkey(&[
        "splits",
        "--data",
        file.to_str().unwrap(),
        "--regions",
        "2",
        "--format",
        "create",
    ]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("create 't', 'cf', SPLITS => ['"), "{text}");
    for (args, says) in [
        (&["--regions", "0"][..], "region"),
        (&["--regions", "x"][..], "invalid value 'x'"),
    ] {
        let mut all = vec!["splits", "--data", file.to_str().unwrap()];
        all.extend_from_slice(args);
        let out = rowkey(&all);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(says), "{err}");
    }
    let empty = temp("splits_no_rows.csv", "uid\n");
    let design = temp(
        "splits_design.json",
        r#"{"version": 1, "recipe": {"version": 1, "parts": [{"id": 1, "value": {"field": {"source": {"column": {"name": "uid"}}, "encoding": {"text": {}}}}}]}}"#,
    );
    let out = rowkey(&[
        "splits",
        "--design",
        design.to_str().unwrap(),
        "--data",
        empty.to_str().unwrap(),
        "--regions",
        "2",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
}
