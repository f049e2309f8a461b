//! Every sample format's parser, on arbitrary text: no panic, and every error points inside
//! the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::sample::{SampleFormat, SampleLimits, parse_auto, parse_sample};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let limits = SampleLimits {
        max_rows: 10_000,
        ..SampleLimits::default()
    };
    let lines = text.split('\n').collect::<Vec<_>>();
    for format in SampleFormat::ALL {
        if let Err(error) = parse_sample(&text, format, &limits) {
            let at = error.position;
            assert!(
                at.line >= 1 && at.line <= lines.len(),
                "{format:?}: {error} outside the input"
            );
            let line_chars = lines[at.line - 1].chars().count();
            assert!(
                at.column >= 1 && at.column <= line_chars + 1,
                "{format:?}: {error} outside line {}",
                at.line
            );
        }
    }
    let _ = parse_auto(&text, &limits);
});
