//! Every sample format's parser, on arbitrary text, strict and in skip mode: no panic, every
//! error points inside the input, and the skip mode agrees with the strict read (the same
//! sample when nothing is bad, and its first bad line is where the strict read stops).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::ParseError;
use rowkey_core::sample::{
    SampleFormat, SampleLimits, parse_auto, parse_sample, parse_sample_skipping,
};

/// Asserts that an error's position lies inside the text of `lines`.
fn inside(lines: &[&str], format: SampleFormat, error: &ParseError) {
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

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let limits = SampleLimits {
        max_rows: 10_000,
        ..SampleLimits::default()
    };
    let lines = text.split('\n').collect::<Vec<_>>();
    for format in SampleFormat::ALL {
        let strict = parse_sample(&text, format, &limits);
        if let Err(error) = &strict {
            inside(&lines, format, error);
        }
        match (parse_sample_skipping(&text, format, &limits), &strict) {
            (Ok((sample, skipped)), Ok(read)) => {
                assert_eq!(&sample, read, "{format:?}: skip mode read another sample");
                assert!(
                    skipped.is_empty(),
                    "{format:?}: skipped lines of a good text"
                );
            }
            (Ok((_, skipped)), Err(error)) => {
                assert_eq!(
                    skipped.first(),
                    Some(error),
                    "{format:?}: the strict read stops elsewhere than the first skipped line"
                );
                for e in &skipped {
                    inside(&lines, format, e);
                }
                assert!(
                    skipped
                        .windows(2)
                        .all(|w| w[0].position.line <= w[1].position.line),
                    "{format:?}: skipped lines out of order"
                );
            }
            (Err(error), _) => {
                inside(&lines, format, &error);
                assert!(strict.is_err(), "{format:?}: skip mode fails a good text");
            }
        }
    }
    let _ = parse_auto(&text, &limits);
});
