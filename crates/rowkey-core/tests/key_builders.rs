//! The generated key builders (`rowkey_core::keycode`) against the real runtimes: every
//! preset and variant's whole sample, and a hand-made set of specs that exercises every
//! option with edge values, and 300 random recipes from the property tests' strategies,
//! go through the Java, Python and PHP builders, and every key must
//! equal the engine's (`encode_sample`) byte for byte, or be an error exactly where the
//! engine errs.
//!
//! One run per language: all builders in one `java Harness.java` (each generated class nested
//! as `B<n>`), one `python3` (each file `exec`'d in its own namespace), one `php` (each file in
//! its own namespace `B<n>`). Rows go through a temp file, values hex-encoded; keys come back
//! in hex, or `E` where the builder threw. `java` (Debian default-jdk-headless), `python3` and
//! `php` (php-cli) must be installed (`.ci/install-tools.sh test`): a missing one fails.
//!
//! Not-reproduced parts: the marker line is checked to be at the top exactly when
//! `not_reproduced` is not empty (in both comment languages). Round-robin salts are compared
//! byte for byte (the builder counts its calls from 0 and each design's rows are fed in sample
//! order, once). Random salts, and hashes over a not-reproduced part, are masked: the bytes
//! around them must equal the engine's, and each masked span must have the part's possible
//! length (1 for a byte or letter, the digits for decimal text, the digest length for md5).

mod strategies;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use rowkey_core::encode::{SpanKind, encode_sample};
use rowkey_core::i18n::Lang;
use rowkey_core::keycode::{CodeLanguage, NotReproducedReason, key_builder, not_reproduced_marker};
use rowkey_core::presets::catalogue;
use rowkey_core::sample::Sample;
use rowkey_core::spec::{
    BinaryStyle, BucketOutput, Bucketing, ByteWidth, Encoding, End, HashInput, IntFormat,
    IntOverflow, IntegerEncoding, KeyPart, KeySpec, Md5Output, Pad, PadSide, PartId, PartValue,
    ReverseFrom, Salt, TimeInput, TimeOutput, TimeUnit, TooLong, Transform,
};
use rowkey_core::time::TimePattern;

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngSeed, TestRunner};

/// A spec over rows, with the engine's answer for each row.
struct Case {
    name: String,
    spec: KeySpec,
    columns: Vec<String>,
    rows: Vec<Vec<String>>,
    /// The engine's key, or `None` where it errs.
    expected: Vec<Option<Vec<u8>>>,
    /// Per row, the masked byte ranges of the engine's key and the lengths allowed there.
    masks: Vec<Vec<(usize, usize, usize, usize)>>,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len() / 2)
        .map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).unwrap())
        .collect()
}

/// The possible lengths of a masked part's value.
fn mask_lengths(part: &KeyPart) -> (usize, usize) {
    match &part.value {
        PartValue::Md5 { output, .. } => (output.width(), output.width()),
        PartValue::Salt(salt) => match salt.output {
            BucketOutput::Byte | BucketOutput::Letter => (1, 1),
            BucketOutput::Decimal { width } => {
                let w = usize::from(width);
                (w.max(1), w.max(salt.buckets.to_string().len() + 1))
            }
        },
        _ => (0, usize::MAX),
    }
}

fn case_of(name: String, spec: KeySpec, sample: &Sample) -> Case {
    let columns = sample.columns().to_vec();
    let rows: Vec<Vec<String>> = (0..sample.row_count())
        .map(|i| {
            (0..columns.len())
                .map(|c| sample.value(i, c).unwrap_or("").to_owned())
                .collect()
        })
        .collect();
    let masked: Vec<PartId> = rowkey_core::keycode::not_reproduced(&spec)
        .into_iter()
        .filter(|n| n.reason != NotReproducedReason::RowOrder)
        .map(|n| n.part)
        .collect();
    let (expected, masks) = match encode_sample(&spec, sample) {
        Ok(encoded) => encoded
            .rows
            .iter()
            .map(|r| match r {
                Ok(key) => {
                    let mask = key
                        .spans
                        .iter()
                        .filter(|s| s.kind == SpanKind::Value && masked.contains(&s.part))
                        .map(|s| {
                            let (lo, hi) = mask_lengths(spec.part(s.part).unwrap());
                            (s.bytes.start, s.bytes.end, lo, hi)
                        })
                        .collect();
                    (Some(key.key.as_bytes().to_vec()), mask)
                }
                Err(_) => (None, Vec::new()),
            })
            .unzip(),
        // An invalid spec: the builder throws for every row.
        Err(_) => (vec![None; rows.len()], vec![Vec::new(); rows.len()]),
    };
    Case {
        name,
        spec,
        columns,
        rows,
        expected,
        masks,
    }
}

/// Whether `got` equals `want` outside the masked ranges, each masked range taking one of
/// its allowed lengths in `got`.
fn matches_masked(got: &[u8], want: &[u8], masks: &[(usize, usize, usize, usize)]) -> bool {
    fn go(got: &[u8], want: &[u8], at: usize, masks: &[(usize, usize, usize, usize)]) -> bool {
        let Some(&(start, end, lo, hi)) = masks.first() else {
            return got == &want[at..];
        };
        let fixed = &want[at..start];
        if !got.starts_with(fixed) {
            return false;
        }
        let got = &got[fixed.len()..];
        (lo..=hi.min(got.len())).any(|n| go(&got[n..], want, end, &masks[1..]))
    }
    go(got, want, 0, masks)
}

fn rows_file(cases: &[Case]) -> String {
    let mut out = String::new();
    for (i, case) in cases.iter().enumerate() {
        let _ = writeln!(out, "D {i}");
        out.push('C');
        for c in &case.columns {
            let _ = write!(out, " x{}", hex(c.as_bytes()));
        }
        out.push('\n');
        for row in &case.rows {
            out.push('R');
            for v in row {
                let _ = write!(out, " x{}", hex(v.as_bytes()));
            }
            out.push('\n');
        }
    }
    out
}

fn run(program: &str, args: &[&Path], install: &str) -> String {
    let output = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| {
            panic!("cannot run `{program}` ({e}): install {install} (.ci/install-tools.sh test)")
        });
    assert!(
        output.status.success(),
        "{program} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

const JAVA_HARNESS: &str = r#"
    interface Builder { byte[] key(Map<String, String> row); }

    public static void main(String[] args) throws Exception {
        BufferedReader in = Files.newBufferedReader(Paths.get(args[0]), StandardCharsets.US_ASCII);
        StringBuilder out = new StringBuilder();
        Builder builder = null;
        String[] cols = null;
        String line;
        while ((line = in.readLine()) != null) {
            String[] f = line.split(" ", -1);
            if (f[0].equals("D")) {
                builder = BUILDERS[Integer.parseInt(f[1])];
            } else if (f[0].equals("C")) {
                cols = new String[f.length - 1];
                for (int i = 1; i < f.length; i++) cols[i - 1] = text(f[i]);
            } else {
                Map<String, String> row = new HashMap<>();
                for (int i = 1; i < f.length; i++) row.put(cols[i - 1], text(f[i]));
                try {
                    byte[] key = builder.key(row);
                    out.append("K ");
                    for (byte b : key) out.append(String.format("%02x", b & 0xFF));
                } catch (IllegalArgumentException | ArithmeticException | IllegalStateException e) {
                    out.append("E");
                }
                out.append('\n');
            }
        }
        System.out.print(out);
    }

    static String text(String hex) {
        byte[] b = new byte[(hex.length() - 1) / 2];
        for (int i = 0; i < b.length; i++) b[i] = (byte) Integer.parseInt(hex.substring(1 + 2 * i, 3 + 2 * i), 16);
        return new String(b, StandardCharsets.UTF_8);
    }
"#;

const PYTHON_HARNESS: &str = r#"
import sys

builders = []
for path in sys.argv[2:]:
    ns = {"__name__": "builder"}
    with open(path, encoding="utf-8") as source:
        exec(compile(source.read(), path, "exec"), ns)
    builders.append(ns["row_key"])
out = []
with open(sys.argv[1], encoding="ascii") as rows:
    for line in rows:
        f = line.rstrip("\n").split(" ")
        if f[0] == "D":
            builder = builders[int(f[1])]
        elif f[0] == "C":
            cols = [bytes.fromhex(x[1:]).decode() for x in f[1:]]
        else:
            row = {c: bytes.fromhex(x[1:]).decode() for c, x in zip(cols, f[1:])}
            try:
                out.append("K " + builder(row).hex())
            except (ValueError, KeyError, OverflowError):
                out.append("E")
print("\n".join(out))
"#;

const PHP_HARNESS: &str = r#"<?php
foreach (array_slice($argv, 2) as $file) {
    require $file;
}
$in = fopen($argv[1], 'r');
$out = [];
while (($line = fgets($in)) !== false) {
    $f = explode(' ', rtrim($line, "\n"));
    if ($f[0] === 'D') {
        $builder = "B{$f[1]}\\row_key";
    } elseif ($f[0] === 'C') {
        $cols = array_map(fn ($x) => hex2bin(substr($x, 1)), array_slice($f, 1));
    } else {
        $row = [];
        foreach ($cols as $j => $c) {
            $row[$c] = hex2bin(substr($f[$j + 1], 1));
        }
        try {
            $out[] = 'K ' . bin2hex($builder($row));
        } catch (LogicException | RuntimeException $e) {
            $out[] = 'E';
        }
    }
}
echo implode("\n", $out), "\n";
"#;

/// Runs every case's builder in `language`; returns one line per row of every case.
fn run_language(language: CodeLanguage, cases: &[Case], dir: &Path, rows: &Path) -> Vec<String> {
    let lang = if language == CodeLanguage::Python {
        Lang::Zh
    } else {
        Lang::En
    };
    let codes: Vec<_> = cases
        .iter()
        .map(|c| key_builder(&c.spec, language, lang))
        .collect();
    let out = match language {
        CodeLanguage::Java => {
            let mut imports = std::collections::BTreeSet::new();
            for s in [
                "java.io.BufferedReader",
                "java.nio.charset.StandardCharsets",
                "java.nio.file.Files",
                "java.nio.file.Paths",
                "java.util.HashMap",
                "java.util.Map",
            ] {
                imports.insert(format!("import {s};"));
            }
            let mut classes = String::new();
            for (i, code) in codes.iter().enumerate() {
                let mut in_class = false;
                for line in code.source.lines() {
                    if line.starts_with("import ") {
                        imports.insert(line.to_owned());
                    } else if line == "public final class RowKeyBuilder {" {
                        in_class = true;
                        let _ = writeln!(classes, "static final class B{i} {{");
                    } else if in_class {
                        classes.push_str(line);
                        classes.push('\n');
                    }
                }
            }
            let table: Vec<String> = (0..codes.len()).map(|i| format!("B{i}::rowKey")).collect();
            let source = format!(
                "{}\n\npublic class Harness {{\n    static final Builder[] BUILDERS = {{{}}};\n{JAVA_HARNESS}\n{classes}}}\n",
                imports.into_iter().collect::<Vec<_>>().join("\n"),
                table.join(", ")
            );
            let file = dir.join("Harness.java");
            std::fs::write(&file, source).unwrap();
            run("java", &[&file, rows], "Debian default-jdk-headless")
        }
        CodeLanguage::Python => {
            let harness = dir.join("harness.py");
            std::fs::write(&harness, PYTHON_HARNESS).unwrap();
            let files: Vec<PathBuf> = codes
                .iter()
                .enumerate()
                .map(|(i, code)| {
                    let f = dir.join(format!("b{i}.py"));
                    std::fs::write(&f, &code.source).unwrap();
                    f
                })
                .collect();
            let mut args: Vec<&Path> = vec![&harness, rows];
            args.extend(files.iter().map(PathBuf::as_path));
            run("python3", &args, "python3")
        }
        CodeLanguage::Php => {
            let harness = dir.join("harness.php");
            std::fs::write(&harness, PHP_HARNESS).unwrap();
            let files: Vec<PathBuf> = codes
                .iter()
                .enumerate()
                .map(|(i, code)| {
                    let f = dir.join(format!("b{i}.php"));
                    let rest = code.source.strip_prefix("<?php\n").unwrap();
                    std::fs::write(&f, format!("<?php\nnamespace B{i};\n{rest}")).unwrap();
                    f
                })
                .collect();
            let mut args: Vec<&Path> = vec![&harness, rows];
            args.extend(files.iter().map(PathBuf::as_path));
            run("php", &args, "Debian php-cli")
        }
    };
    out.lines().map(str::to_owned).collect()
}

fn check_language(language: CodeLanguage, cases: &[Case], dir: &Path, rows: &Path) {
    let started = Instant::now();
    let lines = run_language(language, cases, dir, rows);
    let total: usize = cases.iter().map(|c| c.rows.len()).sum();
    assert_eq!(lines.len(), total, "{}: one line per row", language.name());
    let mut lines = lines.iter();
    let mut failures = Vec::new();
    let (mut keys, mut errors) = (0, 0);
    for case in cases {
        for (r, (want, mask)) in case.expected.iter().zip(&case.masks).enumerate() {
            let line = lines.next().unwrap();
            let got = line.strip_prefix("K ").map(unhex);
            let ok = match (want, &got) {
                (None, None) => {
                    errors += 1;
                    true
                }
                (Some(w), Some(g)) => {
                    keys += 1;
                    matches_masked(g, w, mask)
                }
                _ => false,
            };
            if !ok && failures.len() < 20 {
                failures.push(format!(
                    "{} row {r} {:?}: engine {:?}, {} {line}",
                    case.name,
                    case.rows[r],
                    want.as_deref().map(hex),
                    language.name()
                ));
            }
        }
    }
    eprintln!(
        "{}: {keys} keys and {errors} errors agree over {} designs in {:.1}s",
        language.name(),
        cases.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{}:\n{}",
        language.name(),
        failures.join("\n")
    );
}

/// A sample with these columns, row `i` taking value `i % len` of each column's list.
fn sample_of(columns: &[(&str, &[&str])]) -> Sample {
    let rows = columns.iter().map(|(_, v)| v.len()).max().unwrap_or(0);
    let names = columns.iter().map(|(c, _)| (*c).to_owned()).collect();
    let rows = (0..rows)
        .map(|i| {
            columns
                .iter()
                .map(|(_, v)| v[i % v.len()].to_owned())
                .collect()
        })
        .collect();
    Sample::new(names, rows)
}

const INTS: &[&str] = &[
    "0",
    "-0",
    "+7",
    " 42 ",
    "\u{3000}12\u{a0}",
    "\t-5\n",
    "007",
    "1",
    "-1",
    "127",
    "128",
    "-128",
    "-129",
    "255",
    "256",
    "32767",
    "32768",
    "-32768",
    "-32769",
    "65535",
    "65536",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999999999",
    "-99999999999999999999999999999999999999",
    "999999999999999999999999999999999999999",
    "",
    "abc",
    "1e3",
    "--1",
    "+-1",
    "1 2",
    "\u{1c}5",
    "１２",
    "12345678901234567890",
];

const TEXTS: &[&str] = &[
    "",
    "a",
    "abc",
    "中文字abc",
    "a😀b",
    "ééééé",
    "www.example.com",
    "https://www.example.com:8080/a/b?c#d",
    "host:80",
    "a..b",
    "http://",
    "x$y\"z'\\",
    "  padded  ",
    "0123456789",
];

fn int_format(width: u8, style: BinaryStyle, overflow: IntOverflow) -> IntFormat {
    IntFormat::Binary {
        width: ByteWidth::new(width).unwrap(),
        style,
        overflow,
    }
}

fn time(input: TimeInput, output: TimeOutput) -> Encoding {
    Encoding::Timestamp { input, output }
}

fn pattern(p: &str) -> TimePattern {
    TimePattern::new(p).unwrap()
}

/// Hand-made specs for every option, with edge values.
#[allow(clippy::too_many_lines)]
fn extra_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut add = |name: &str, spec: KeySpec, columns: &[(&str, &[&str])]| {
        cases.push(case_of(format!("extra {name}"), spec, &sample_of(columns)));
    };
    // Text: joiners, transforms, padding with every fill side and too-long policy.
    let mut parts = vec![
        KeyPart::columns(1, &["a", "b"], "_中_").with_separator("\\x00"),
        KeyPart::column(2, "a").with_transform(Transform::Substring {
            keep: End::First,
            chars: 2,
        }),
        KeyPart::column(3, "a")
            .with_transform(Transform::Substring {
                keep: End::Last,
                chars: 3,
            })
            .with_separator("|"),
        KeyPart::column(4, "a").with_transform(Transform::Reverse),
        KeyPart::column(5, "a")
            .with_transform(Transform::ReverseDomain)
            .with_separator("$"),
        KeyPart::column(6, "b")
            .with_transform(Transform::ReverseDomain)
            .with_transform(Transform::Reverse)
            .with_transform(Transform::Substring {
                keep: End::Last,
                chars: 1,
            }),
    ];
    let mut id = 7;
    for side in [PadSide::Left, PadSide::Right] {
        for fill in ['0', ' ', '_', '\'', '\\', '"', '$'] {
            for too_long in [TooLong::KeepFirst, TooLong::KeepLast] {
                let pad = Pad {
                    side,
                    width: 4,
                    fill,
                    too_long,
                };
                parts.push(
                    KeyPart::column(id, "a")
                        .with_encoding(Encoding::padded(pad))
                        .with_separator("\\xFF"),
                );
                id += 1;
            }
        }
    }
    add(
        "text",
        KeySpec::new(parts),
        &[("a", TEXTS), ("b", &TEXTS[3..])],
    );
    for too_long in [TooLong::Error, TooLong::KeepFirst, TooLong::KeepLast] {
        let pad = Pad::left(3).with_too_long(too_long);
        add(
            &format!("pad error {too_long:?}"),
            KeySpec::new(vec![
                KeyPart::column(1, "a").with_encoding(Encoding::padded(pad)),
            ]),
            &[("a", TEXTS)],
        );
    }
    // Integers in every format, reversed from every maximum.
    let mut formats = vec![
        IntFormat::Decimal,
        IntFormat::ZeroPadded { width: 1 },
        IntFormat::ZeroPadded { width: 5 },
        IntFormat::ZeroPadded { width: 40 },
    ];
    for width in [1, 2, 4, 8] {
        for style in [
            BinaryStyle::Unsigned,
            BinaryStyle::TwosComplement,
            BinaryStyle::SignFlipped,
        ] {
            for overflow in [IntOverflow::Error, IntOverflow::Wrap] {
                formats.push(int_format(width, style, overflow));
            }
        }
    }
    for (f, format) in formats.iter().enumerate() {
        for reverse in [
            None,
            Some(ReverseFrom::LongMax),
            Some(ReverseFrom::IntMax),
            Some(ReverseFrom::Custom(-5)),
            Some(ReverseFrom::Custom(i64::MIN)),
        ] {
            let integer = IntegerEncoding {
                reverse,
                format: *format,
            };
            add(
                &format!("integer {f} {format:?} {reverse:?}"),
                KeySpec::new(vec![
                    KeyPart::column(1, "n")
                        .with_encoding(Encoding::Integer(integer))
                        .with_separator("#"),
                ]),
                &[("n", INTS)],
            );
        }
    }
    // Timestamps: every input and output, offsets, edges of the year range.
    let millis: &[&str] = &[
        "0",
        "-1",
        "-1000",
        "-1001",
        "1700000000123",
        " 1453939200000 ",
        "253402300799999",
        "253402300800000",
        "-62167219200000",
        "-62167219200001",
        "9223372036854775807",
        "-9223372036854775808",
        "9223372036854775808",
        "x",
        "",
    ];
    let seconds: &[&str] = &[
        "0",
        "-1",
        "1700000000",
        "9223372036854775",
        "9223372036854776",
        "-9223372036854775",
        "-9223372036854776",
        "253402300799",
        "x",
    ];
    let dates: &[&str] = &[
        "2024-02-29 12:00:00",
        "2023-02-29 12:00:00",
        "2024-13-01 00:00:00",
        "2024-04-31 00:00:00",
        "0000-01-01 00:00:00",
        "9999-12-31 23:59:59",
        " 2024-01-01 00:00:00 ",
        "2024-01-01 24:00:00",
        "2024-01-01 23:60:00",
        "2024-01-01 23:59:60",
        "２０２４-01-01 00:00:00",
        "2024-01-01 00:00",
        "2024-01-01 00:00:00x",
        "1969-12-31 23:59:59",
        "2024-00-10 00:00:00",
        "2024-01-00 00:00:00",
    ];
    let outputs = [
        TimeOutput::Number {
            unit: TimeUnit::Millis,
            integer: IntegerEncoding::new(IntFormat::big_endian_signed(8)),
        },
        TimeOutput::Number {
            unit: TimeUnit::Seconds,
            integer: IntegerEncoding::new(IntFormat::Decimal),
        },
        TimeOutput::Number {
            unit: TimeUnit::Millis,
            integer: IntegerEncoding::new(IntFormat::big_endian_signed(8))
                .reversed(ReverseFrom::LongMax),
        },
        TimeOutput::Number {
            unit: TimeUnit::Seconds,
            integer: IntegerEncoding::new(IntFormat::ZeroPadded { width: 10 })
                .reversed(ReverseFrom::IntMax),
        },
        TimeOutput::Number {
            unit: TimeUnit::Seconds,
            integer: IntegerEncoding::new(int_format(4, BinaryStyle::Unsigned, IntOverflow::Wrap)),
        },
        TimeOutput::Text {
            pattern: pattern("yyyyMMddHHmmss"),
            utc_offset_minutes: 0,
        },
        TimeOutput::Text {
            pattern: pattern("yyyy-MM-dd'T'HH:mm:ss.SSS"),
            utc_offset_minutes: 480,
        },
        TimeOutput::Text {
            pattern: pattern("dd/MM/yyyy HH'h''' SSS"),
            utc_offset_minutes: -330,
        },
        TimeOutput::Text {
            pattern: pattern("yyyy年MM月dd日"),
            utc_offset_minutes: 1439,
        },
        TimeOutput::Text {
            pattern: pattern("HHmm"),
            utc_offset_minutes: -1439,
        },
    ];
    let inputs: [(TimeInput, &[&str]); 5] = [
        (TimeInput::EpochMillis, millis),
        (TimeInput::EpochSeconds, seconds),
        (
            TimeInput::DateTime {
                pattern: pattern("yyyy-MM-dd HH:mm:ss"),
                utc_offset_minutes: 0,
            },
            dates,
        ),
        (
            TimeInput::DateTime {
                pattern: pattern("yyyy-MM-dd HH:mm:ss"),
                utc_offset_minutes: 480,
            },
            dates,
        ),
        (
            TimeInput::DateTime {
                pattern: pattern("yyyyMMdd'T'HHmmss.SSS"),
                utc_offset_minutes: -90,
            },
            &[
                "20240101T000000.999",
                "20240101T000000.9999",
                "20240101T00000.999",
                "00000101T000000.000",
                "99991231T235959.999",
            ],
        ),
    ];
    for (i, (input, values)) in inputs.iter().enumerate() {
        for (o, output) in outputs.iter().enumerate() {
            add(
                &format!("time {i} {o}"),
                KeySpec::new(vec![
                    KeyPart::column(1, "t").with_encoding(time(input.clone(), output.clone())),
                ]),
                &[("t", values)],
            );
        }
    }
    // Literals, md5 of columns, of parts and of the rest of the key.
    let many: Vec<String> = (0..600).map(|i| format!("k{i}")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    add(
        "md5",
        KeySpec::new(vec![
            KeyPart::md5(1, HashInput::RestOfKey, Md5Output::Hex { chars: 1 }),
            KeyPart::literal(2, "\\x00\\xFFt\"$\\x5C").with_separator("-"),
            KeyPart::md5(
                3,
                HashInput::Columns(vec!["a".into(), "b".into()]),
                Md5Output::Raw { bytes: 16 },
            ),
            KeyPart::md5(
                4,
                HashInput::Parts(vec![PartId(6), PartId(2)]),
                Md5Output::Hex { chars: 32 },
            )
            .with_separator("\\x00"),
            KeyPart::md5(
                5,
                HashInput::Parts(vec![PartId(6)]),
                Md5Output::Raw { bytes: 1 },
            ),
            KeyPart::column(6, "a").with_separator("#"),
            KeyPart::md5(7, HashInput::RestOfKey, Md5Output::Raw { bytes: 3 }).with_separator("!"),
        ]),
        &[("a", &many), ("b", TEXTS)],
    );
    // Salts: every bucketing and output.
    let outputs = [
        BucketOutput::Byte,
        BucketOutput::Letter,
        BucketOutput::Decimal { width: 0 },
        BucketOutput::Decimal { width: 2 },
    ];
    for bucketing in [
        Bucketing::PhoenixHash,
        Bucketing::HbaseWdHash,
        Bucketing::Md5Mod,
        Bucketing::PhpMd5Mod,
        Bucketing::Php71Md5Mod,
        Bucketing::RoundRobin,
        Bucketing::Random { seed: 9 },
    ] {
        for output in outputs {
            for buckets in [1, 3, 26] {
                let salt = |input| Salt {
                    bucketing,
                    buckets,
                    output,
                    input,
                };
                add(
                    &format!("salt {bucketing:?} {output:?} {buckets}"),
                    KeySpec::new(vec![
                        KeyPart::salt(1, salt(HashInput::RestOfKey)),
                        KeyPart::salt(2, salt(HashInput::Columns(vec!["a".into()])))
                            .with_separator("_"),
                        KeyPart::raw_key(3),
                        KeyPart::salt(4, salt(HashInput::Parts(vec![PartId(3)]))),
                    ]),
                    &[
                        (
                            "ROW",
                            &[
                                "\\x96\\x00\\xF6\\x00\\x13\\xFE",
                                "\\x80\\x00\\x00\\x00",
                                "abc",
                                "",
                            ],
                        ),
                        ("a", &many),
                    ],
                );
            }
        }
    }
    // PHP md5 % n for large bucket counts (digests read as 5e8, 8e296, 19+ digits).
    let mut php_inputs: Vec<String> = Vec::new();
    for i in 0..200_000u32 {
        let x = format!("k{i}");
        let h = rowkey_core::hash::md5_hex(&rowkey_core::hash::md5(&[x.as_bytes()]));
        let h = h.as_bytes();
        let digits = h.iter().take_while(|b| b.is_ascii_digit()).count();
        let float = digits > 0
            && h.get(digits) == Some(&b'e')
            && h.get(digits + 1).is_some_and(u8::is_ascii_digit);
        if float || digits >= 16 || i < 300 {
            php_inputs.push(x);
        }
    }
    assert!(php_inputs.len() > 1000, "{}", php_inputs.len());
    let php_inputs: Vec<&str> = php_inputs.iter().map(String::as_str).collect();
    for bucketing in [
        Bucketing::PhpMd5Mod,
        Bucketing::Php71Md5Mod,
        Bucketing::Md5Mod,
    ] {
        let inputs = &php_inputs;
        for buckets in [7, 1000, 1_000_000] {
            add(
                &format!("php {bucketing:?} {buckets}"),
                KeySpec::new(vec![KeyPart::salt(
                    1,
                    Salt {
                        bucketing,
                        buckets,
                        output: BucketOutput::Decimal { width: 0 },
                        input: HashInput::Columns(vec!["a".into()]),
                    },
                )]),
                &[("a", inputs)],
            );
        }
    }
    // The pasted key, whole and in byte ranges.
    let keys: &[&str] = &[
        "",
        "a",
        "abcdef",
        "\\x00\\xffz",
        "\\xZZ\\x4",
        "\\\\x41",
        "é\\x41",
        "\\x",
    ];
    for (start, end) in [
        (0, None),
        (0, Some(2)),
        (3, None),
        (5, Some(6)),
        (1, Some(3)),
    ] {
        add(
            &format!("raw key {start} {end:?}"),
            KeySpec::new(vec![
                KeyPart::raw_key_range(1, start, end).with_separator(":"),
                KeyPart::raw_key(2),
            ]),
            &[("ROW", keys)],
        );
    }
    // Awkward column names and labels, control-character fills, a huge substring.
    let pad = |fill| {
        Encoding::padded(Pad {
            side: PadSide::Right,
            width: 3,
            fill,
            too_long: TooLong::Error,
        })
    };
    add(
        "names",
        KeySpec::new(vec![
            KeyPart::column(1, "a\"b")
                .with_encoding(pad('\0'))
                .with_label("*/ \"x\" $y \\u0041\nz"),
            KeyPart::column(2, "c\\u0041$d'").with_encoding(pad('\n')),
            KeyPart::column(3, "列 é")
                .with_encoding(pad('\t'))
                .with_transform(Transform::Substring {
                    keep: End::Last,
                    chars: u32::MAX,
                }),
            KeyPart::md5(
                4,
                HashInput::Columns(vec!["a\"b".into(), "列 é".into()]),
                Md5Output::Hex { chars: 8 },
            ),
            KeyPart::column(5, "x\\u000a?>\ny").with_label("\\u000a ?> \\\\u000a"),
        ]),
        &[
            ("a\"b", &["", "x", "xyz", "xyzw"]),
            ("c\\u0041$d'", &["1", "é"]),
            ("列 é", &["", "中文", "abc"]),
            ("x\\u000a?>\ny", &["v", "\\u000a"]),
        ],
    );
    // Parts that are not reproduced, and hashes over them: masked; round-robin exact.
    add(
        "not reproduced",
        KeySpec::new(vec![
            KeyPart::salt(1, Salt::phoenix(16)),
            KeyPart::md5(
                2,
                HashInput::Parts(vec![PartId(3)]),
                Md5Output::Hex { chars: 4 },
            ),
            KeyPart::salt(3, Salt::random_letters(3, 26)),
            KeyPart::column(4, "a").with_separator("|"),
            KeyPart::salt(
                5,
                Salt {
                    bucketing: Bucketing::RoundRobin,
                    buckets: 12,
                    output: BucketOutput::Decimal { width: 0 },
                    input: HashInput::RestOfKey,
                },
            ),
            KeyPart::salt(
                6,
                Salt {
                    bucketing: Bucketing::Random { seed: 1 },
                    buckets: 1000,
                    output: BucketOutput::Decimal { width: 0 },
                    input: HashInput::RestOfKey,
                },
            ),
            KeyPart::md5(
                7,
                HashInput::Parts(vec![PartId(5)]),
                Md5Output::Raw { bytes: 2 },
            ),
        ]),
        &[("a", TEXTS)],
    );
    add(
        "round robin only",
        KeySpec::new(vec![
            KeyPart::salt(1, Salt::hbasewd_round_robin(5)),
            KeyPart::salt(2, Salt::phoenix(7)),
            KeyPart::column(3, "a"),
        ]),
        &[("a", TEXTS)],
    );
    // An empty recipe and an invalid one.
    add("empty", KeySpec::new(vec![]), &[("a", &["x"])]);
    add(
        "invalid",
        KeySpec::new(vec![KeyPart::md5_hex_of_columns(1, &["a"], 40)]),
        &[("a", &["x", "y"])],
    );
    cases
}

/// Each file as a user saves it runs on its own: `java RowKeyBuilder.java col=value ...`,
/// `python3 row_key.py ...`, `php row_key.php ...` print the key as the HBase shell shows it
/// (with English and with Chinese comments).
#[test]
fn each_file_runs_alone() {
    let preset = catalogue()
        .into_iter()
        .find(|p| p.id == "connected-cars")
        .unwrap();
    let variant = preset.variants.last().unwrap();
    let sample = variant.generate().unwrap();
    let spec = &variant.design.recipe;
    let key = encode_sample(spec, &sample).unwrap().rows[0]
        .as_ref()
        .unwrap()
        .key
        .clone();
    let args: Vec<String> = sample
        .columns()
        .iter()
        .enumerate()
        .map(|(c, name)| format!("{name}={}", sample.value(0, c).unwrap()))
        .collect();
    for (language, lang) in CodeLanguage::ALL
        .into_iter()
        .flat_map(|l| Lang::ALL.map(|lang| (l, lang)))
    {
        let code = key_builder(spec, language, lang);
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "key_builder_alone_{}_{lang:?}_{}",
            language.name(),
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(code.file_name);
        std::fs::write(&file, &code.source).unwrap();
        let program = match language {
            CodeLanguage::Java => "java",
            CodeLanguage::Python => "python3",
            CodeLanguage::Php => "php",
        };
        let out = Command::new(program)
            .arg(&file)
            .args(&args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            String::from_utf8(out.stdout).unwrap().trim_end(),
            key.to_string_binary(),
            "{} {args:?}",
            language.name()
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Random recipes and rows from the strategies the planner's property tests share
/// (`tests/strategies`), drawn with a fixed seed.
fn random_cases() -> Vec<Case> {
    let mut runner = TestRunner::new(Config {
        rng_seed: RngSeed::Fixed(21),
        ..Config::default()
    });
    let mut cases = Vec::new();
    for i in 0..300 {
        let (spec, rows) = if i % 3 == 0 {
            (strategies::time_spec(), strategies::time_rows())
                .new_tree(&mut runner)
                .unwrap()
                .current()
        } else {
            (strategies::spec(), strategies::rows())
                .new_tree(&mut runner)
                .unwrap()
                .current()
        };
        let sample = strategies::sample_from(rows);
        cases.push(case_of(format!("random {i}"), spec, &sample));
    }
    cases
}

#[test]
fn generated_builders_write_the_engines_keys() {
    let started = Instant::now();
    let mut cases = Vec::new();
    for preset in catalogue() {
        for variant in &preset.variants {
            // A recipe in a store's typed encoding has no key builder: its store's client
            // writes the key, and the artefact says so instead of a file.
            if let Err(why) = rowkey_core::artefacts::artefact(
                &variant.design,
                rowkey_core::artefacts::ArtefactKind::JavaKey,
                rowkey_core::i18n::Lang::En,
            ) {
                assert!(why[0].contains("typed encoding"), "{}: {why:?}", preset.id);
                continue;
            }
            let sample = variant.generate().unwrap();
            cases.push(case_of(
                format!("{} / {}", preset.id, variant.id),
                variant.design.recipe.clone(),
                &sample,
            ));
        }
    }
    let presets = cases.len();
    cases.extend(extra_cases());
    cases.extend(random_cases());
    // The marker line is at the top exactly when some part is not reproduced.
    for case in &cases {
        for language in CodeLanguage::ALL {
            for lang in Lang::ALL {
                let code = key_builder(&case.spec, language, lang);
                let first = code
                    .source
                    .lines()
                    .find(|l| !l.starts_with("<?php"))
                    .unwrap();
                let marker = first.contains(not_reproduced_marker(lang));
                assert_eq!(
                    marker,
                    !code.not_reproduced.is_empty(),
                    "{} {}: {first}",
                    case.name,
                    language.name()
                );
                assert!(
                    first.starts_with("// ") || first.starts_with("# "),
                    "{first}"
                );
            }
        }
    }
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("key_builders_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rows = dir.join("rows.txt");
    std::fs::write(&rows, rows_file(&cases)).unwrap();
    eprintln!(
        "{presets} preset designs and {} extra, {} rows, prepared in {:.1}s",
        cases.len() - presets,
        cases.iter().map(|c| c.rows.len()).sum::<usize>(),
        started.elapsed().as_secs_f64()
    );
    std::thread::scope(|s| {
        for language in CodeLanguage::ALL {
            let (cases, dir, rows) = (&cases, &dir, &rows);
            s.spawn(move || check_language(language, cases, dir, rows));
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("done in {:.1}s", started.elapsed().as_secs_f64());
}
