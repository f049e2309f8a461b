//! The Java semantics the engine models, against the real JDK: Phoenix's and HBaseWD's salt
//! bytes (`Arrays.hashCode` of signed bytes, `Math.abs` after or before `%`), `Long.MAX_VALUE -
//! ts`, big-endian two's-complement writes and the sign-bit flip, byte for byte.
//!
//! `tests/java-runtime/KeyBytes.java` is written from the upstream sources (Phoenix
//! `SaltingUtil.getSaltingByte`, HBaseWD `OneByteSimpleHash`, HBase `Bytes.toBytes`), apart from
//! the engine, and run once with `java KeyBytes.java` (Debian `default-jdk-headless`, which
//! `.ci/install-tools.sh test` installs) over a few thousand inputs. A missing `java` fails.

use std::io::Write;
use std::process::{Command, Stdio};

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngSeed, TestRunner};
use rowkey_core::encode::{encode_sample, encode_value};
use rowkey_core::sample::{SampleFormat, SampleLimits, parse_sample};
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, ReverseFrom, Salt};

/// One question for the JDK, and the engine's answer in hex.
struct Case {
    line: String,
    engine: String,
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02X}")).collect()
}

/// Runs the Java program over `cases` in one process; returns its answers, a line each.
fn java(cases: &[Case]) -> Vec<String> {
    let source = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/java-runtime/KeyBytes.java"
    );
    let mut child = Command::new("java")
        .arg(source)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("java runs (Debian default-jdk-headless, installed by .ci/install-tools.sh test)");
    let input: String = cases.iter().map(|c| format!("{}\n", c.line)).collect();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "java failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The salt byte the engine writes in front of each pasted key (a key list, so the keys are
/// raw bytes, escapes included).
fn salt_bytes(salt: Salt, keys: &[Vec<u8>]) -> Vec<u8> {
    let text: String = keys
        .iter()
        .map(|k| rowkey_core::display::to_string_binary(k) + "\n")
        .collect();
    let sample = parse_sample(&text, SampleFormat::PlainKeys, &SampleLimits::default()).unwrap();
    let spec = KeySpec::new(vec![KeyPart::salt(1, salt), KeyPart::raw_key(2)]);
    let encoded = encode_sample(&spec, &sample).unwrap();
    let mut firsts = vec![0; keys.len()];
    for (row, key) in encoded.keys() {
        firsts[row] = key.key.as_bytes()[0];
        assert_eq!(
            &key.key.as_bytes()[1..],
            keys[row].as_slice(),
            "the key after the salt"
        );
    }
    firsts
}

fn generated<T: std::fmt::Debug>(strategy: impl Strategy<Value = T>, n: usize) -> Vec<T> {
    let mut runner = TestRunner::new(Config {
        rng_seed: RngSeed::Fixed(2026),
        ..Config::default()
    });
    (0..n)
        .map(|_| strategy.new_tree(&mut runner).unwrap().current())
        .collect()
}

#[test]
fn the_engine_writes_the_bytes_java_writes() {
    let mut cases = Vec::new();
    // Keys of every byte (negative as Java bytes too), and the edge key whose hash is
    // Integer.MIN_VALUE (SaltingUtilTest): Phoenix gives 2 for 3 buckets, HBaseWD 0xFE.
    // (A key list's lines are trimmed, so a pasted key neither starts nor ends with a space.)
    let mut keys: Vec<Vec<u8>> = generated(prop::collection::vec(any::<u8>(), 1..24), 1500)
        .into_iter()
        .filter(|k| k.first() != Some(&b' ') && k.last() != Some(&b' '))
        .collect();
    keys.push(vec![0x96, 0x00, 0xF6, 0x00, 0x13, 0xFE]);
    for buckets in [2u32, 3, 4, 8, 10, 16, 64, 256] {
        for (name, salt) in [
            ("phoenix", Salt::phoenix(buckets)),
            ("hbasewd", Salt::hbasewd_hash(buckets)),
        ] {
            for (key, byte) in keys.iter().zip(salt_bytes(salt, &keys)) {
                cases.push(Case {
                    line: format!("{name}\t{}\t{buckets}", hex(key)),
                    engine: hex(&[byte]),
                });
            }
        }
    }
    // Times and numbers: small, large, negative and the extremes.
    let mut longs: Vec<i64> = generated(any::<i64>(), 400);
    longs.extend([
        0,
        1,
        -1,
        1_453_939_200_000,
        1_700_000_000_000,
        i64::MAX,
        i64::MIN,
    ]);
    let ints: Vec<i64> = generated(any::<i32>(), 200)
        .into_iter()
        .map(i64::from)
        .chain([0, -1, i64::from(i32::MAX), i64::from(i32::MIN)])
        .collect();
    let shorts: Vec<i64> = generated(any::<i16>(), 100)
        .into_iter()
        .map(i64::from)
        .collect();
    let part = |encoding: Encoding| KeyPart::column(1, "v").with_encoding(encoding);
    let mut number = |kind: &str, values: &[i64], encoding: Encoding| {
        let p = part(encoding);
        for v in values {
            cases.push(Case {
                line: format!("{kind}\t{v}"),
                engine: hex(&encode_value(&p, &v.to_string()).unwrap()),
            });
        }
    };
    // Long.MAX_VALUE - ts for the times at or after the epoch (before it, the subtraction
    // overflows in Java and the engine refuses the value).
    let times: Vec<i64> = longs.iter().copied().filter(|&t| t >= 0).collect();
    number(
        "revts",
        &times,
        Encoding::epoch_millis_reversed(ReverseFrom::LongMax, IntFormat::big_endian_signed(8)),
    );
    number(
        "long",
        &longs,
        Encoding::integer(IntFormat::big_endian_signed(8)),
    );
    number(
        "int",
        &ints,
        Encoding::integer(IntFormat::big_endian_signed(4)),
    );
    number(
        "short",
        &shorts,
        Encoding::integer(IntFormat::big_endian_signed(2)),
    );
    number(
        "flip8",
        &longs,
        Encoding::integer(IntFormat::sign_flipped(8)),
    );
    number(
        "flip4",
        &ints,
        Encoding::integer(IntFormat::sign_flipped(4)),
    );

    let answers = java(&cases);
    assert_eq!(answers.len(), cases.len(), "one answer a case");
    let wrong: Vec<String> = cases
        .iter()
        .zip(&answers)
        .filter(|(c, a)| c.engine != **a)
        .take(10)
        .map(|(c, a)| format!("{}: engine {}, java {a}", c.line, c.engine))
        .collect();
    assert!(
        wrong.is_empty(),
        "{} cases:\n{}",
        cases.len(),
        wrong.join("\n")
    );
    // The edge key, as SaltingUtilTest and the reference (§8.1, §9) say.
    let edge = hex(&[0x96, 0x00, 0xF6, 0x00, 0x13, 0xFE]);
    let answer = |line: &str| {
        cases
            .iter()
            .zip(&answers)
            .find(|(c, _)| c.line == line)
            .map(|(_, a)| a.clone())
            .unwrap()
    };
    assert_eq!(answer(&format!("phoenix\t{edge}\t3")), "02");
    assert_eq!(answer(&format!("hbasewd\t{edge}\t3")), "FE");
}
