//! The Parquet sample reader of the `rowkey` command (`crates/rowkey-cli/src/parquet_input.rs`,
//! compiled here as it is) on arbitrary bytes: no panic; a file it reads gives a sample whose
//! rows all have its columns, and an error is one line naming the file.
#![no_main]

use std::collections::BTreeMap;
use std::sync::Once;

use libfuzzer_sys::fuzz_target;
use rowkey_core::sample::SampleLimits;
use rowkey_core::time::TimePattern;

#[path = "../../crates/rowkey-cli/src/parquet_input.rs"]
#[allow(dead_code)]
mod parquet_input;

use parquet_input::{TimeText, read_sample};

static PARQUET_PANICS_UNWIND: Once = Once::new();

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
    // A panic inside the parquet crate on a damaged file is the command's one line and exit 2
    // (`exit_on_reader_panic`), not a crash of ours: it unwinds to here and the input is
    // done. Any other panic still reaches libFuzzer's hook, a crash.
    PARQUET_PANICS_UNWIND.call_once(|| {
        let libfuzzer = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !info
                .location()
                .is_some_and(|l| parquet_input::in_parquet_crate(l.file()))
            {
                libfuzzer(info);
            }
        }));
    });
    let read = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        read_sample(
            bytes::Bytes::copy_from_slice(file),
            "fuzz.parquet",
            columns,
            &times,
            &limits,
            &mut |_, _| {},
        )
    }));
    let Ok(read) = read else {
        return;
    };
    match read {
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
