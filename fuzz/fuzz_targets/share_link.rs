//! Links and autosaves (`persist::restore`, `share::decode_fragment`) on arbitrary text: no
//! panic. And a fresh link or autosave with any one byte changed: refused (a broken link, an
//! ignored autosave), never opened as other data.
//!
//! The input's first four bytes pick a fresh link or autosave (byte 0), the position to
//! change (bytes 1 and 2) and the new byte (byte 3); the whole input is also tried as a link
//! and as an autosave.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use rowkey_core::analysis::Inputs;
use rowkey_core::persist::{LessonRef, Origin, Snapshot, autosave, restore, save_with, share};
use rowkey_core::share::{StoredDeflate, decode_fragment, now};

/// Fresh links and autosaves: the default design, a preset's lesson, both compressors, and
/// a design with an imported live layout (its sizes and request counts travel too).
fn fresh() -> &'static [String] {
    static FRESH: OnceLock<Vec<String>> = OnceLock::new();
    FRESH.get_or_init(|| {
        let lesson = LessonRef {
            preset: "unpadded-numbers".into(),
            variant: "before".into(),
            step: Some(1),
            lang: Some(rowkey_core::i18n::Lang::Zh),
        };
        let preset = rowkey_core::presets::gallery()
            .first()
            .and_then(|p| p.variants.first())
            .map_or_else(Inputs::seed_000, |v| v.inputs());
        let stored = now(save_with(&preset, Some(&lesson), &StoredDeflate));
        let paste = [
            " SERVER_NAME | REGION_NAME | START_KEY | END_KEY | SIZE |  REQ |",
            " ----------- | ----------- | --------- | ------- | ---- | ---- |",
            "         rs1 |          t, |           |       5 |  120 | 5000 |",
            "         rs2 |         t,5 |         5 |         |   30 |   42 |",
            " 2 rows",
        ]
        .join("\n");
        let layout = rowkey_core::layout::parse_layout(&paste).expect("a list_regions paste");
        let live = Inputs {
            splits: layout.split_spec(),
            live: Some(layout),
            ..Inputs::seed_000()
        };
        vec![
            share(&live, None).fragment,
            share(&Inputs::seed_000(), None).fragment,
            autosave(&preset, Some(&lesson)),
            stored.link.fragment,
            stored.autosave,
        ]
    })
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = restore(&text, Some(&text));
    let _ = decode_fragment::<Snapshot>(&text);

    let [which, hi, lo, value, ..] = *data else {
        return;
    };
    let links = fresh();
    let original = &links[usize::from(which) % links.len()];
    let position = usize::from(u16::from_be_bytes([hi, lo])) % original.len();
    let mut bytes = original.clone().into_bytes();
    if bytes[position] == value {
        return;
    }
    bytes[position] = value;
    let Ok(altered) = String::from_utf8(bytes) else {
        return;
    };
    assert!(
        decode_fragment::<Snapshot>(&altered).is_err(),
        "byte {position} of {original} changed to {value:#04x}: opened"
    );
    let as_link = restore(&altered, None);
    assert!(
        as_link.broken_link && as_link.origin == Origin::Default,
        "{altered}"
    );
    assert_eq!(
        restore("", Some(&altered)).origin,
        Origin::Default,
        "{altered}"
    );
});
