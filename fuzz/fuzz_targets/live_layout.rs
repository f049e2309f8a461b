//! The live-layout reader (`rowkey_core::layout`) on arbitrary text: no panic; a layout it
//! accepts tiles the key space and its SPLITS resolve back to the same keys; an error names a
//! line of the text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::i18n::Localize;
use rowkey_core::layout::parse_layout_for;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match parse_layout_for(&text, Some("t")) {
        Ok(layout) => {
            let r = &layout.regions;
            assert!(!r.is_empty());
            assert!(r[0].start.is_empty(), "the first region starts at ''");
            assert!(r[r.len() - 1].end.is_empty(), "the last region ends at ''");
            for w in r.windows(2) {
                assert_eq!(w[0].end, w[1].start, "contiguous");
                assert!(w[0].start < w[1].start, "sorted, unique");
            }
            if let Ok(points) = layout.split_spec().resolve() {
                let back: Vec<Vec<u8>> =
                    points.keys().iter().map(|k| k.as_bytes().to_vec()).collect();
                assert_eq!(back, layout.split_keys());
            }
        }
        Err(e) => {
            let lines = text.split('\n').count();
            assert!(e.line >= 1 && e.line <= lines + 1, "line {} of {lines}", e.line);
            let words = e.localized();
            assert!(!words.en.is_empty() && !words.zh.is_empty(), "{e:?} has words in both languages");
        }
    }
});
