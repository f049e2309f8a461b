//! The PHP ≥ 7.1 salt against PHP itself: thousands of inputs go to one `php` process, which
//! prints `md5($x) % $n` for several `n`, and every result must equal the engine's, byte for
//! byte. `php` comes from `.ci/install-tools.sh test` (Debian's `php-cli`, PHP 8); the test
//! fails without it rather than skip.
//!
//! PHP 8's bare `%` throws a `TypeError` for a digest that starts with a letter (PHP 7.1–7.4
//! gave 0 with a warning), so the script also prints `(int)md5($x) % $n`, which is 0 there: the
//! engine must equal `(int)` everywhere, and the bare `%` wherever it does not throw, and it
//! must throw exactly for the digests that start with a letter.
//!
//! PHP ≤ 7.0 has no runtime here; its vectors, derived from its source, are in `hash.rs`.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Stdio};

use rowkey_core::encode::encode_value;
use rowkey_core::hash::{md5, md5_hex, php71_md5_mod, splitmix64};
use rowkey_core::spec::{KeyPart, Salt};

/// The bucket counts each input is checked with.
const BUCKETS: [u32; 8] = [2, 3, 7, 10, 16, 100, 1001, 65_536];

/// The PHP script: one input per line in hex (any bytes survive), one output line per input:
/// the digest, then for each `n` the bare `%` (`T` when it throws) and `(int)` `%`.
const SCRIPT: &str = r#"<?php
error_reporting(0);
$ns = array_map('intval', explode(',', $argv[2]));
echo PHP_VERSION, ' ', PHP_INT_SIZE, "\n";
$in = fopen($argv[1], 'r');
while (($line = fgets($in)) !== false) {
    $h = md5(hex2bin(rtrim($line, "\n")));
    $row = [$h];
    foreach ($ns as $n) {
        try {
            $row[] = (string) ($h % $n);
        } catch (TypeError $e) {
            $row[] = 'T';
        }
        $row[] = (string) ((int) $h % $n);
    }
    echo implode(' ', $row), "\n";
}
"#;

/// A deterministic source of numbers (splitmix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(1);
        splitmix64(self.0)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random string: ASCII letters and digits mostly, sometimes any character.
fn random_string(rng: &mut Rng) -> String {
    let len = rng.below(24);
    (0..len)
        .map(|_| match rng.below(10) {
            0 => char::from_u32(u32::try_from(rng.below(0x3000)).unwrap()).unwrap_or('é'),
            1..=3 => char::from(b'0' + u8::try_from(rng.below(10)).unwrap()),
            _ => char::from(b'a' + u8::try_from(rng.below(26)).unwrap()),
        })
        .collect()
}

/// The leading digits of a digest, and the digits after an `e` right behind them.
fn shape(hex: &str) -> (usize, Option<usize>) {
    let digits = hex.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &hex.as_bytes()[digits..];
    let exponent = (digits > 0 && rest.first() == Some(&b'e'))
        .then(|| rest[1..].iter().take_while(|b| b.is_ascii_digit()).count())
        .filter(|&e| e > 0);
    (digits, exponent)
}

/// The exponent's value (at most its first 4 digits) of a digest shaped digits `e` digits.
fn exponent_value(hex: &str, digits: usize, exponent: usize) -> u32 {
    hex[digits + 1..digits + 1 + exponent.min(4)]
        .parse()
        .unwrap()
}

/// The inputs: random strings, then inputs found by brute force whose digests PHP ≥ 7.1 reads
/// as a double (digits `e` digits, including exponents past 1e18 and past 1e308) or whose
/// leading digits overflow an `i64`, and around the 19-digit boundary.
fn inputs() -> Vec<String> {
    let mut rng = Rng(0x5EED_0002);
    let mut out: Vec<String> = (0..3000).map(|_| random_string(&mut rng)).collect();
    let (mut e_small, mut e_large, mut e_inf, mut long, mut around_19) = (0, 0, 0, 0, 0);
    for i in 0..1_500_000u32 {
        let x = format!("k{i}");
        let hex = md5_hex(&md5(&[x.as_bytes()]));
        let (digits, exponent) = shape(&hex);
        let keep = match exponent {
            Some(e) => {
                let value = exponent_value(&hex, digits, e);
                if value > 308 || e > 3 {
                    e_inf += 1;
                    e_inf <= 200
                } else if value + u32::try_from(digits).unwrap() > 19 {
                    e_large += 1;
                    e_large <= 300
                } else {
                    e_small += 1;
                    e_small <= 600
                }
            }
            None if digits >= 19 => {
                long += 1;
                true
            }
            None if digits >= 15 => {
                around_19 += 1;
                around_19 <= 300
            }
            None => false,
        };
        if keep {
            out.push(x);
        }
    }
    eprintln!(
        "digests found: {e_small} like 5e8, {e_large} like 8e296, {e_inf} like 4e732, \
         {long} with 19+ leading digits, {around_19} with 15-18"
    );
    // Each kind is there, so the comparison below covers it.
    assert!(e_small >= 600, "{e_small} digests shaped like 5e8");
    assert!(e_large >= 300, "{e_large} digests shaped like 8e296");
    assert!(e_inf >= 20, "{e_inf} digests shaped like 4e732");
    assert!(long >= 40, "{long} digests with 19 or more leading digits");
    assert!(
        around_19 >= 300,
        "{around_19} digests with 15 to 18 leading digits"
    );
    out
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

#[test]
fn php71_salt_matches_the_php_runtime() {
    let inputs = inputs();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join(format!("php_runtime_inputs_{}.txt", std::process::id()));
    let script = dir.join(format!("php_runtime_{}.php", std::process::id()));
    let mut lines = String::new();
    for x in &inputs {
        lines.push_str(&hex(x.as_bytes()));
        lines.push('\n');
    }
    std::fs::write(&file, lines).unwrap();
    std::fs::write(&script, SCRIPT).unwrap();
    let ns = BUCKETS.map(|n| n.to_string()).join(",");
    let child = Command::new("php")
        .arg("-n")
        .arg(&script)
        .arg(&file)
        .arg(&ns)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let child = child.unwrap_or_else(|e| {
        panic!(
            "cannot run `php` ({e}): install it with `.ci/install-tools.sh test` (Debian php-cli)"
        )
    });
    let output = child.wait_with_output().unwrap();
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(&script);
    assert!(
        output.status.success(),
        "php failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    std::io::stderr().write_all(&output.stderr).unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let mut lines = stdout.lines();
    let header = lines.next().unwrap();
    let (version, int_size) = header.split_once(' ').unwrap();
    assert_eq!(int_size, "8", "64-bit PHP");
    let mut parts = version.split('.').map(|p| p.parse::<u32>().unwrap());
    let (major, minor) = (parts.next().unwrap(), parts.next().unwrap());
    assert!((major, minor) >= (7, 1), "PHP {version} is not PHP ≥ 7.1");
    let php8 = major >= 8;

    let (mut checked, mut threw) = (0usize, 0usize);
    let mut php_lines = 0;
    for (x, line) in inputs.iter().zip(lines.by_ref()) {
        php_lines += 1;
        let mut fields = line.split(' ');
        let digest = md5(&[x.as_bytes()]);
        let hex = md5_hex(&digest);
        assert_eq!(fields.next(), Some(hex.as_str()), "md5({x:?})");
        let letter_first = !hex.as_bytes()[0].is_ascii_digit();
        for n in BUCKETS {
            let bare = fields.next().unwrap();
            let cast = fields.next().unwrap();
            let engine = php71_md5_mod(&digest, n).to_string();
            // The salt as the key encoder writes it (unpadded decimal text).
            let part = KeyPart::salt(1, Salt::php71_md5_mod(&["k"], n));
            assert_eq!(
                encode_value(&part, x).unwrap(),
                engine.as_bytes(),
                "encode {x:?} % {n}"
            );
            assert_eq!(engine, cast, "(int)md5({x:?}) % {n}, digest {hex}");
            if bare == "T" {
                assert!(php8 && letter_first, "md5({x:?}) % {n} threw, digest {hex}");
                threw += 1;
            } else {
                assert!(!(php8 && letter_first), "md5({x:?}) % {n} did not throw");
                assert_eq!(engine, bare, "md5({x:?}) % {n}, digest {hex}");
            }
            checked += 1;
        }
        assert_eq!(fields.next(), None, "{line}");
    }
    assert_eq!(php_lines, inputs.len(), "one line per input");
    assert_eq!(lines.next(), None);
    assert!(checked > 20_000, "{checked}");
    assert!(threw > 0 || !php8);
}
