//! Compiles the planner's Java client code with `javac` against small stubs of the HBase 2.x
//! client classes it uses (`tests/java-stubs/`, signatures transcribed from HBase's sources,
//! bodies that throw). Each snippet becomes the body of `static void run(Connection
//! connection) throws IOException` in a class of its own, and every snippet of a test is
//! compiled in one `javac` run. A missing `javac` fails the test: `.ci/install-tools.sh test`
//! installs it (Debian `default-jdk-headless`). With `ROWKEY_KEEP_JAVA` set, the sources are
//! kept in the temporary directory after a success too (they always are after a failure).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What a snippet may use without saying so: the wrapper's imports.
const IMPORTS: &[&str] = &[
    "java.io.IOException",
    "java.util.ArrayList",
    "java.util.Arrays",
    "java.util.Comparator",
    "java.util.List",
    "org.apache.hadoop.hbase.CompareOperator",
    "org.apache.hadoop.hbase.TableName",
    "org.apache.hadoop.hbase.client.Connection",
    "org.apache.hadoop.hbase.client.Get",
    "org.apache.hadoop.hbase.client.Result",
    "org.apache.hadoop.hbase.client.ResultScanner",
    "org.apache.hadoop.hbase.client.Scan",
    "org.apache.hadoop.hbase.client.Table",
    "org.apache.hadoop.hbase.filter.BinaryComparator",
    "org.apache.hadoop.hbase.filter.BinaryPrefixComparator",
    "org.apache.hadoop.hbase.filter.Filter",
    "org.apache.hadoop.hbase.filter.FilterList",
    "org.apache.hadoop.hbase.filter.FuzzyRowFilter",
    "org.apache.hadoop.hbase.filter.MultiRowRangeFilter",
    "org.apache.hadoop.hbase.filter.RegexStringComparator",
    "org.apache.hadoop.hbase.filter.SingleColumnValueFilter",
    "org.apache.hadoop.hbase.util.Bytes",
    "org.apache.hadoop.hbase.util.Pair",
];

/// One emitted snippet and where it comes from.
pub struct Snippet {
    pub label: String,
    pub code: String,
}

fn stubs() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "java") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/java-stubs"),
        &mut out,
    );
    out.sort();
    assert!(!out.is_empty(), "no stubs in tests/java-stubs");
    out
}

/// The source of the class wrapping snippet `i`.
fn class_source(i: usize, snippet: &Snippet) -> String {
    let mut out = String::new();
    for import in IMPORTS {
        let _ = writeln!(out, "import {import};");
    }
    // javac reads \uXXXX even in comments: double backslashes; no line breaks.
    let label: String = snippet
        .label
        .replace('\\', "\\\\")
        .chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    let _ = writeln!(out, "\n// {label}");
    let _ = writeln!(
        out,
        "class Snippet{i} {{\n  static void run(Connection connection) throws IOException {{"
    );
    for line in snippet.code.lines() {
        let _ = writeln!(out, "    {line}");
    }
    out.push_str("  }\n}\n");
    out
}

/// Compiles every snippet in one `javac` run; panics naming each snippet that does not
/// compile, with its numbered source and javac's errors for it.
pub fn assert_compiles(name: &str, snippets: &[Snippet]) {
    assert!(!snippets.is_empty(), "{name}: no snippets");
    let version = Command::new("javac").arg("-version").output();
    assert!(
        version.as_ref().is_ok_and(|o| o.status.success()),
        "{name}: javac is not installed ({}); `.ci/install-tools.sh test` installs it (Debian default-jdk-headless)",
        version
            .err()
            .map_or_else(|| "it failed".to_owned(), |e| e.to_string())
    );
    let dir = std::env::temp_dir().join(format!("rowkey-javac-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("classes")).unwrap();
    let mut sources = stubs();
    let mut texts = Vec::with_capacity(snippets.len());
    for (i, snippet) in snippets.iter().enumerate() {
        let path = dir.join(format!("Snippet{i}.java"));
        let text = class_source(i, snippet);
        std::fs::write(&path, &text).unwrap();
        sources.push(path);
        texts.push(text);
    }
    let out = Command::new("javac")
        .args(["-encoding", "UTF-8", "-nowarn", "-Xmaxerrs", "100000", "-d"])
        .arg(dir.join("classes"))
        .args(&sources)
        .output()
        .unwrap();
    if out.status.success() {
        if std::env::var_os("ROWKEY_KEEP_JAVA").is_none() {
            let _ = std::fs::remove_dir_all(&dir);
        }
        return;
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    // javac's messages start with "<path>:<line>: error:"; attribute them to snippets.
    let mut errors: Vec<String> = vec![String::new(); snippets.len()];
    let mut other = String::new();
    let mut current: Option<usize> = None;
    for line in stderr.lines() {
        if let Some(rest) = line.split_once(".java:").map(|(p, _)| p) {
            current = rest
                .rsplit_once("Snippet")
                .and_then(|(_, n)| n.parse::<usize>().ok());
            if current.is_none() {
                other.push_str(line);
                other.push('\n');
                continue;
            }
        }
        match current {
            Some(i) => {
                errors[i].push_str(line);
                errors[i].push('\n');
            }
            None => {
                other.push_str(line);
                other.push('\n');
            }
        }
    }
    let mut report = String::new();
    let mut failed = 0;
    for (i, e) in errors.iter().enumerate() {
        if e.is_empty() {
            continue;
        }
        failed += 1;
        let _ = writeln!(report, "---- {} (Snippet{i}.java)", snippets[i].label);
        for (n, line) in texts[i].lines().enumerate() {
            let _ = writeln!(report, "{:>4} {line}", n + 1);
        }
        let _ = writeln!(report, "javac:\n{e}");
    }
    if !other.is_empty() {
        let _ = writeln!(report, "---- javac, not about a snippet:\n{other}");
    }
    panic!(
        "{name}: {failed} of {} snippets do not compile (sources kept in {}):\n{report}",
        snippets.len(),
        dir.display()
    );
}
