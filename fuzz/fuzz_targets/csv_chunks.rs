//! CSV or TSV read a chunk of whole records at a time (`RecordChunks`, as `rowkey analyze
//! --stream` reads a file larger than memory) gives the rows reading the whole text gives:
//! whenever the whole text reads, every chunk reads and their rows, in order, are the whole
//! text's rows (chunks are cut inside a record only past three times their size, which the
//! target skips).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::ParseErrorKind;
use rowkey_core::sample::{RecordChunks, SampleFormat, SampleLimits, parse_sample};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let format = if first & 0x80 == 0 {
        SampleFormat::Csv
    } else {
        SampleFormat::Tsv
    };
    let per = usize::from(first & 0x07) + 1;
    let max_bytes = usize::from((first >> 3) & 0x0F) * 8 + 1;
    let text = String::from_utf8_lossy(rest);
    let limits = SampleLimits::default();
    let Ok(whole) = parse_sample(&text, format, &limits) else {
        return;
    };
    let rows = |s: &rowkey_core::sample::Sample| -> Vec<Vec<String>> {
        s.iter_rows()
            .map(|r| r.iter().map(str::to_owned).collect())
            .collect()
    };
    let mut chunks = RecordChunks::new(format, per, max_bytes);
    let mut parts = Vec::new();
    for line in text.split_inclusive('\n') {
        parts.extend(chunks.push_line(line));
    }
    parts.extend(chunks.finish());
    // A chunk cut inside a record (a record over twice the chunk size) reads as an unclosed
    // quote: the promise is for chunks of whole records.
    if parts.iter().any(|p| p.cut) {
        return;
    }
    let mut chunked = Vec::new();
    for part in &parts {
        let sample = match parse_sample(&part.text, format, &limits) {
            Ok(sample) => sample,
            // Only records the reader finds blank: no rows.
            Err(e) if e.kind == ParseErrorKind::HeaderOnly => continue,
            Err(e) => panic!("a chunk of a readable text does not read: {e}: {:?}", part.text),
        };
        assert_eq!(sample.columns(), whole.columns());
        chunked.extend(rows(&sample));
    }
    assert_eq!(chunked, rows(&whole));
});
