//! What every black-box test of the `rowkey` binary needs: running it, and files to give it.

#![allow(dead_code)] // Each test binary uses its own part of this.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs `rowkey` with `args` and waits for it.
pub fn rowkey(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rowkey"))
        .args(args)
        .output()
        .expect("the rowkey binary runs")
}

/// A path named `name` in the tests' scratch folder.
pub fn path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// Writes `text` to the scratch file `name` and gives its path.
pub fn temp(name: &str, text: &str) -> PathBuf {
    let path = path(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// A file of the examples folder (`crates/rowkey-cli/examples/NAME`).
pub fn example(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(name)
}

/// An empty scratch folder named `name` (emptied if a run before left it).
pub fn fresh_dir(name: &str) -> PathBuf {
    let dir = path(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes preset `id`'s `variant` into `dir` with `rowkey preset` and gives the paths of its
/// design file and sample (`ID-VARIANT.design.json`, `ID-VARIANT.csv`).
pub fn preset_files(id: &str, variant: &str, dir: &Path) -> (PathBuf, PathBuf) {
    succeeded(rowkey(&[
        "preset",
        id,
        "--variant",
        variant,
        "--out",
        dir.to_str().unwrap(),
    ]));
    (
        dir.join(format!("{id}-{variant}.design.json")),
        dir.join(format!("{id}-{variant}.csv")),
    )
}

/// `out` of a process that must have succeeded; otherwise fails with its standard error.
pub fn succeeded(out: Output) -> Output {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out
}
