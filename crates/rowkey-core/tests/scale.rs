//! A million rows: generation, key statistics and parsing. Ignored by default because debug
//! builds are slow; run with `cargo test -p rowkey-core --release --test scale -- --ignored`.

use std::time::Instant;

use rowkey_core::RowKey;
use rowkey_core::generate::{GeneratorSpec, generate};
use rowkey_core::sample::{SampleFormat, SampleLimits, parse_sample};
use rowkey_core::stats::KeyStats;

const ROWS: usize = 1_000_000;

#[test]
#[ignore = "a million rows; run in release"]
fn a_million_rows_generate_count_and_parse() {
    let spec = GeneratorSpec {
        rows: ROWS,
        ..GeneratorSpec::default()
    };
    let started = Instant::now();
    let sample = generate(&spec, &SampleLimits::default()).unwrap();
    let generated = started.elapsed();
    assert_eq!(sample.row_count(), ROWS);

    // Keys made of user id and timestamp, joined without copying the sample.
    let keys: Vec<RowKey> = sample
        .iter_rows()
        .map(|r| {
            let (uid, ts) = (r.get(1).unwrap_or(""), r.get(2).unwrap_or(""));
            RowKey::new([uid.as_bytes(), b"#", ts.as_bytes()].concat())
        })
        .collect();
    let started = Instant::now();
    let stats = KeyStats::compute(&keys);
    let counted = started.elapsed();
    assert_eq!(stats.rows, ROWS);

    let csv: String = std::iter::once(sample.columns().join(","))
        .chain(sample.to_rows().iter().map(|r| r.join(",")))
        .map(|line| line + "\n")
        .collect();
    let started = Instant::now();
    let parsed = parse_sample(&csv, SampleFormat::Csv, &SampleLimits::default()).unwrap();
    let csv_parsed = started.elapsed();
    assert_eq!(parsed.columns(), sample.columns());
    assert_eq!(parsed.to_rows(), sample.to_rows());

    let listing: String = keys
        .iter()
        .map(|k| {
            format!(
                " {:<30} column=d:v, timestamp=1, value=x\n",
                k.to_string_binary()
            )
        })
        .collect();
    let started = Instant::now();
    let scanned =
        parse_sample(&listing, SampleFormat::HBaseScan, &SampleLimits::default()).unwrap();
    let scan_parsed = started.elapsed();
    // Consecutive cells with the same key are one row.
    let runs = 1 + keys.windows(2).filter(|w| w[0] != w[1]).count();
    assert_eq!(scanned.raw_keys().map(<[RowKey]>::len), Some(runs));
    eprintln!(
        "generate {generated:?}, stats {counted:?}, csv {csv_parsed:?}, scan {scan_parsed:?}"
    );
}
