//! Progress of long reads: `rowkey analyze --stream` of a key list that takes over two
//! seconds (a debug build reads about half a million keys a second) shows its progress on
//! standard error only when that is a terminal (a pseudo-terminal from util-linux `script`),
//! and never with `--quiet`; standard output is the same report either way.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

mod common;
use common::path;

/// A key list of `keys` keys (about 13 bytes each), written once.
fn key_list(keys: usize) -> PathBuf {
    let file = path(&format!("progress-{keys}.txt"));
    if std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0) < (keys * 13) as u64 {
        let mut text = String::with_capacity(keys * 13);
        let mut x: u64 = 35;
        for _ in 0..keys {
            x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            text.push_str(&format!("user{:08}\n", (x >> 33) % 100_000_000));
        }
        std::fs::write(&file, text).unwrap();
    }
    file
}

/// The streamed report without its timings.
fn report(stdout: &[u8]) -> Value {
    let mut r: Value = serde_json::from_slice(stdout).unwrap();
    let fields = r.as_object_mut().unwrap();
    fields.remove("seconds");
    fields.remove("keys_per_second");
    r
}

fn stream(data: &Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["analyze", "--stream", "--data", data.to_str().unwrap()];
    args.extend_from_slice(&["--format", "json"]);
    args.extend_from_slice(extra);
    let out = Command::new(env!("CARGO_BIN_EXE_rowkey"))
        .args(&args)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

#[test]
fn a_long_read_shows_progress_on_a_terminal_only() {
    let data = key_list(3_000_000);
    // Standard error is a pipe here: nothing on it, with or without --quiet.
    let piped = stream(&data, &[]);
    assert!(
        piped.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&piped.stderr)
    );
    let quiet = stream(&data, &["--quiet"]);
    assert!(quiet.stderr.is_empty());
    assert_eq!(report(&quiet.stdout), report(&piped.stdout));
    let r = report(&piped.stdout);
    assert_eq!(r["keys"], 3_000_000);
    let seconds: f64 = serde_json::from_slice::<Value>(&piped.stdout).unwrap()["seconds"]
        .as_f64()
        .unwrap();
    if seconds < 2.5 {
        eprintln!(
            "skipped the terminal part: the read took {seconds:.1} s, under the 2 s before progress shows"
        );
        return;
    }
    // On a terminal (`script` runs the command on a pseudo-terminal; its output is the
    // terminal's): the progress line, then the report.
    if !Path::new("/usr/bin/script").exists() {
        eprintln!("skipped the terminal part: /usr/bin/script (util-linux) is missing");
        return;
    }
    let on_terminal = |extra: &str| {
        let command = format!(
            "{} analyze --stream --data {} --format json {extra} 2>&1 >/dev/null",
            env!("CARGO_BIN_EXE_rowkey"),
            data.display()
        );
        let out = Command::new("/usr/bin/script")
            .args(["-qec", &command, "/dev/null"])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let shown = on_terminal("");
    assert!(
        shown.contains("MiB/"),
        "the bytes read of the total: {shown:?}"
    );
    assert!(shown.contains(" keys/s"), "keys per second: {shown:?}");
    assert!(shown.contains(" left"), "the time left: {shown:?}");
    let quiet = on_terminal("--quiet");
    assert!(!quiet.contains("keys/s"), "--quiet: {quiet:?}");
}
