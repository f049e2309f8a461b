//! The regular expressions of the ENDS WITH and HOST ENDS WITH filters, run by Java's own
//! `java.util.regex` as HBase's `RegexStringComparator` runs them (`DOTALL`, `find()` on the
//! cell's UTF-8 text), accept exactly the texts the planner's matcher accepts: every text
//! over a small alphabet of host, URL and line-break characters, for a set of suffixes.

use std::fmt::Write as _;
use std::process::Command;

use rowkey_core::plan::ColumnKind;
use rowkey_core::plan::{Predicate, host_suffix_regex, suffix_regex, value_matches};

const JAVA: &str = r#"
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.regex.Pattern;

public class RegexCheck {
  static String unhex(String h) {
    byte[] b = new byte[h.length() / 2];
    for (int i = 0; i < b.length; i++) b[i] = (byte) Integer.parseInt(h.substring(2 * i, 2 * i + 2), 16);
    return new String(b, StandardCharsets.UTF_8);
  }
  public static void main(String[] args) throws Exception {
    int bad = 0;
    for (String line : Files.readAllLines(Paths.get(args[0]))) {
      String[] f = line.split(" ", -1);
      Pattern p = Pattern.compile(unhex(f[0]), Pattern.DOTALL);
      boolean got = p.matcher(unhex(f[1])).find();
      if (got != f[2].equals("1")) {
        if (bad++ < 20) System.out.println("regex " + unhex(f[0]) + " on [" + unhex(f[1]) + "]: " + got);
      }
    }
    System.out.println("mismatches: " + bad);
    System.exit(bad == 0 ? 0 : 1);
  }
}
"#;

fn hex(text: &str) -> String {
    text.bytes().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// Every text of up to `len` characters over `alphabet`.
fn texts(alphabet: &[&str], len: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut layer = vec![String::new()];
    for _ in 0..len {
        layer = layer
            .iter()
            .flat_map(|t| alphabet.iter().map(move |a| format!("{t}{a}")))
            .collect();
        out.extend(layer.iter().cloned());
    }
    out
}

#[test]
fn java_regexes_match_as_the_planner_does() {
    // Pieces of hosts and URLs: labels, dots, a scheme, a port, a path, a query, a line break.
    let values = texts(&["a", "b.", ".", ":", "://", "/", "?", "#", "\n", "é"], 4);
    let suffixes = [".b", "a.b", "b.", ".", "a", "", ":a", "a:", "b/", "é", "\n"];
    let mut cases = String::new();
    let mut count = 0;
    for suffix in suffixes {
        for (predicate, regex) in [
            (Predicate::ends_with("c", suffix), suffix_regex(suffix)),
            (
                Predicate::host_ends_with("c", suffix),
                host_suffix_regex(suffix),
            ),
        ] {
            for v in &values {
                let want = value_matches(&predicate, &ColumnKind::Text, v);
                let _ = writeln!(cases, "{} {} {}", hex(&regex), hex(v), u8::from(want));
                count += 1;
            }
        }
    }
    assert!(count > 100_000, "{count} cases");
    let dir = std::env::temp_dir().join(format!("rowkey-regex-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("RegexCheck.java"), JAVA).unwrap();
    std::fs::write(dir.join("cases.txt"), cases).unwrap();
    let out = Command::new("java")
        .arg(dir.join("RegexCheck.java"))
        .arg(dir.join("cases.txt"))
        .output()
        .expect("java is installed (`.ci/install-tools.sh test`, Debian default-jdk-headless)");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
