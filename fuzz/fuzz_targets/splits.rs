//! `toBytesBinary`, `toStringBinary` and the shell's SPLITS / SPLITS_FILE parsing, on
//! arbitrary text: no panic; display and parsing round-trip; resolved splits are sorted and
//! unique.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rowkey_core::display::{to_bytes_binary, to_string_binary};
use rowkey_core::split::SplitSpec;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let bytes = to_bytes_binary(&text);
    assert_eq!(to_bytes_binary(&to_string_binary(&bytes)), bytes);
    assert_eq!(to_bytes_binary(&to_string_binary(data)), data);

    let splits: Vec<String> = text.split(',').map(str::to_owned).collect();
    for spec in [
        SplitSpec::Explicit { splits },
        SplitSpec::File {
            text: text.to_string(),
        },
    ] {
        if let Ok(points) = spec.resolve() {
            assert!(
                points.keys().windows(2).all(|w| w[0] < w[1]),
                "splits must be sorted and unique"
            );
            assert!(
                points.keys().iter().all(|k| !k.is_empty()),
                "no empty split key"
            );
        }
    }
});
