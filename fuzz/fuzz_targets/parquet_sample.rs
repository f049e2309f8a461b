//! The Parquet sample reader of the `rowkey` command (`crates/rowkey-cli/src/parquet_input.rs`,
//! compiled here as it is) on arbitrary bytes: no panic; a file it reads gives a sample whose
//! rows all have its columns, and an error is one line naming the file.
#![no_main]

use std::collections::BTreeMap;

use libfuzzer_sys::fuzz_target;
use rowkey_core::sample::SampleLimits;
use rowkey_core::time::TimePattern;

#[path = "../../crates/rowkey-cli/src/parquet_input.rs"]
#[allow(dead_code)]
mod parquet_input;

use parquet_input::{TimeText, read_sample};

fuzz_target!(|data: &[u8]| {
    // The first byte picks how the file's times are read and which column must be there.
    let (choice, file) = data.split_first().map_or((0, data), |(c, rest)| (*c, rest));
    let mut times = BTreeMap::new();
    let form = match choice % 4 {
        0 => TimeText::Plain,
        1 => TimeText::EpochSeconds,
        2 => TimeText::EpochMillis,
        _ => TimeText::Pattern(TimePattern::new("yyyyMMddHHmmss.SSS").unwrap(), 480),
    };
    for name in ["a", "ts", "b"] {
        times.insert(name.to_owned(), form.clone());
    }
    let columns: &[&str] = if choice & 4 == 0 { &[] } else { &["a"] };
    let limits = SampleLimits {
        max_rows: 10_000,
        max_cells: 100_000,
        ..SampleLimits::default()
    };
    match read_sample(
        bytes::Bytes::copy_from_slice(file),
        "fuzz.parquet",
        columns,
        &times,
        &limits,
        &mut |_, _| {},
    ) {
        Ok(sample) => {
            for row in sample.iter_rows() {
                assert_eq!(row.len(), sample.columns().len());
            }
            for wanted in columns {
                assert!(sample.columns().iter().any(|c| c == wanted));
            }
        }
        Err(message) => {
            assert!(message.starts_with("fuzz.parquet"), "{message}");
            assert!(!message.contains('\n'), "{message}");
        }
    }
});
