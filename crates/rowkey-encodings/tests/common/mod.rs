//! What the tests share: running an oracle written in Python, apart from the Rust code.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `script` with `python3 -c`, `input` on its standard input, and returns its standard
/// output's lines. Panics, with Python's standard error, when the script fails.
pub fn python_lines(script: &str, input: &str) -> Vec<String> {
    let mut child = Command::new("python3")
        .args(["-c", script])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("python3 runs (installed by .ci/install-tools.sh)");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write to python3");
    let output = child.wait_with_output().expect("python3 finishes");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}
