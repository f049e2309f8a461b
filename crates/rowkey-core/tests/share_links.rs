//! Links and autosaves carry checksums (issue 31, item 5): any one byte changed in a fresh
//! link or autosave is refused, never opened as other data; links and autosaves made before
//! checksums (`tests/fixtures/share_v1/`, written by the code of main at 380cd24, before the
//! change) still open as they did.
//!
//! The checksums are checked against a CRC-32 written here apart from the code (the bitwise
//! definition of gzip's CRC, RFC 1952 section 8), and an inflater of its own (miniz_oxide
//! directly), not `share.rs`'s reader.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use proptest::prelude::*;
use rowkey_core::analysis::{FormatChoice, Inputs, SampleSource};
use rowkey_core::persist::{LessonRef, Origin, Snapshot, autosave, restore, save_with, share};
use rowkey_core::share::{BestDeflate, Deflate, ShareError, StoredDeflate, decode_fragment, now};

/// CRC-32 of gzip (RFC 1952, section 8): reflected polynomial 0xEDB88320, one bit at a time.
fn crc32_bitwise(bytes: &[u8]) -> u32 {
    let mut crc = !0_u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn base64url(text: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut bits = 0_u32;
    let mut count = 0;
    let mut out = Vec::new();
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c).expect("base64url") as u32;
        bits = (bits << 6) | v;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    out
}

fn lesson() -> LessonRef {
    LessonRef {
        preset: "unpadded-numbers".into(),
        variant: "before".into(),
        step: Some(1),
        lang: None,
    }
}

fn pasted() -> Inputs {
    Inputs {
        sample: SampleSource::Pasted {
            text: "uid,phone,name\n111,123,x\n222,456,y\n".into(),
            format: FormatChoice::Auto,
            skip_bad_lines: false,
        },
        table: "calls".into(),
        ..Inputs::seed_000()
    }
}

/// Fresh links and autosaves: the default design, every preset's designs (with a lesson), a
/// pasted sample; compressed at miniz's best and as stored blocks (as the page writes when
/// the tab closes).
fn fresh() -> &'static [String] {
    static FRESH: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    FRESH.get_or_init(made)
}

fn made() -> Vec<String> {
    let mut designs = vec![(Inputs::seed_000(), None), (pasted(), Some(lesson()))];
    for preset in rowkey_core::presets::gallery() {
        for variant in &preset.variants {
            designs.push((variant.inputs(), Some(lesson())));
        }
    }
    let mut out = Vec::new();
    for (inputs, lesson) in &designs {
        let best = now(save_with(inputs, lesson.as_ref(), &BestDeflate));
        let stored = now(save_with(inputs, lesson.as_ref(), &StoredDeflate));
        out.extend([best.link.fragment, best.autosave, stored.link.fragment]);
    }
    out
}

/// Asserts that `altered` (a fresh link or autosave with one byte changed) is refused.
fn assert_refused(original: &str, altered: &str) {
    assert!(
        decode_fragment::<Snapshot>(altered).is_err(),
        "{original} -> {altered}: opened"
    );
    let r = restore(altered, None);
    assert!(
        r.broken_link && r.origin == Origin::Default && r.message.is_some(),
        "{altered}"
    );
    assert_eq!(
        restore("", Some(altered)).origin,
        Origin::Default,
        "{altered}"
    );
}

/// Every position, every other character a link is made of (and a few others), of the
/// default design's link (both compressors): refused. (`restore` is checked on every
/// position's first change: it reads the link as `decode_fragment` does.)
#[test]
fn every_one_byte_change_of_a_fresh_link_is_refused() {
    let inputs = Inputs::seed_000();
    let best = now(save_with(&inputs, Some(&lesson()), &BestDeflate));
    let stored = now(save_with(&inputs, None, &StoredDeflate));
    for original in [best.link.fragment, stored.link.fragment] {
        let bytes = original.as_bytes();
        for position in 0..bytes.len() {
            let others =
                b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.#*= %\0";
            for (n, &value) in others.iter().filter(|&&v| v != bytes[position]).enumerate() {
                let mut altered = bytes.to_vec();
                altered[position] = value;
                let altered = String::from_utf8(altered).unwrap();
                if n == 0 {
                    assert_refused(&original, &altered);
                } else {
                    assert!(
                        decode_fragment::<Snapshot>(&altered).is_err(),
                        "{original} -> {altered}: opened"
                    );
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Any fresh link or autosave, one byte changed anywhere to any other byte (a character
    /// outside ASCII where the byte alone is not UTF-8): refused.
    #[test]
    fn any_one_byte_change_of_any_fresh_link_or_autosave_is_refused(
        which in any::<prop::sample::Index>(),
        at in any::<prop::sample::Index>(),
        value in any::<u8>(),
    ) {
        let links = fresh();
        let original = which.get(links);
        let position = at.index(original.len());
        prop_assume!(original.as_bytes()[position] != value);
        let mut altered = original.clone();
        let replacement = if value < 0x80 {
            char::from(value).to_string()
        } else {
            char::from_u32(u32::from(value) + 0x100).unwrap().to_string()
        };
        altered.replace_range(position..=position, &replacement);
        assert_refused(original, &altered);
    }
}

/// The format as the module documents it, read apart from `share.rs`: `d2.`, the mark 0xFF,
/// the deflate stream's CRC-32 and the JSON's (big-endian), the raw deflate stream.
#[test]
fn a_fresh_link_holds_the_crc_32_of_its_json_and_of_its_deflate_stream() {
    assert_eq!(
        crc32_bitwise(b"123456789"),
        0xCBF4_3926,
        "the CRC-32 check value"
    );
    for fragment in fresh() {
        let body = base64url(fragment.strip_prefix("d2.").expect("version 2"));
        assert_eq!(body[0], 0xFF);
        let packed = &body[9..];
        let json = miniz_oxide::inflate::decompress_to_vec(packed).expect("raw deflate");
        assert_eq!(
            u32::from_be_bytes(body[1..5].try_into().unwrap()),
            crc32_bitwise(packed)
        );
        assert_eq!(
            u32::from_be_bytes(body[5..9].try_into().unwrap()),
            crc32_bitwise(&json)
        );
        let snapshot: serde_json::Value = serde_json::from_slice(&json).unwrap();
        let decoded: Snapshot = decode_fragment(fragment).unwrap();
        assert_eq!(serde_json::to_value(decoded).unwrap(), snapshot);
    }
}

/// A deflate stream whose unused padding bits changed inflates to the same JSON: its own
/// checksum refuses it. (StoredDeflate's block header byte: only its low 3 bits are read.)
#[test]
fn a_change_that_leaves_the_json_as_it_was_is_refused() {
    let fragment = now(save_with(&Inputs::seed_000(), None, &StoredDeflate))
        .link
        .fragment;
    let mut body = base64url(fragment.strip_prefix("d2.").unwrap());
    assert_eq!(body[9], 1, "one stored block, the last");
    body[9] |= 0b1111_1000;
    let json_before = miniz_oxide::inflate::decompress_to_vec(&body[9..]).unwrap();
    let original = now(StoredDeflate.deflate(json_before.clone()));
    assert_ne!(&body[9..], original.as_slice());
    assert_eq!(
        miniz_oxide::inflate::decompress_to_vec(&original).unwrap(),
        json_before
    );
    let altered = format!("d2.{}", URL_SAFE_NO_PAD.encode(&body));
    assert_eq!(
        decode_fragment::<Snapshot>(&altered),
        Err(ShareError::Altered)
    );
}

/// A link whose `2` became a `1` is read as a version-1 link, and its mark never inflates.
#[test]
fn a_new_link_read_as_an_old_one_is_refused() {
    let fragment = share(&Inputs::seed_000(), None).fragment;
    let old = fragment.replacen("d2.", "d1.", 1);
    assert_eq!(
        decode_fragment::<Snapshot>(&old),
        Err(ShareError::Truncated)
    );
}

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/share_v1/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Links and autosaves written by main before checksums (version 1) open as they did: the
/// inputs main saved (`*.inputs.json`, written with them), from the link or the autosave.
#[test]
fn links_and_autosaves_made_before_checksums_still_open() {
    for (name, lesson_saved) in [
        ("seed_000", None),
        ("preset_lesson", Some(lesson())),
        ("pasted", None),
    ] {
        let expected: Inputs =
            serde_json::from_str(&fixture(&format!("{name}.inputs.json"))).unwrap();
        let link = fixture(&format!("{name}.link"));
        assert!(link.starts_with("d1."), "{name}");
        let r = restore(&format!("#{link}"), None);
        assert_eq!(
            (r.origin, r.broken_link, r.message),
            (Origin::Link, false, None),
            "{name}"
        );
        assert_eq!((&r.inputs, &r.lesson), (&expected, &lesson_saved), "{name}");
        let saved = fixture(&format!("{name}.autosave"));
        let r = restore("", Some(&saved));
        assert_eq!((r.origin, r.message), (Origin::Autosave, None), "{name}");
        assert_eq!((&r.inputs, &r.lesson), (&expected, &lesson_saved), "{name}");
    }
    // Stored blocks (the page's write as the tab closes), with a lesson.
    let r = restore(&fixture("stored_deflate.link"), None);
    assert_eq!((r.origin, r.broken_link), (Origin::Link, false));
    let expected: Inputs = serde_json::from_str(&fixture("pasted.inputs.json")).unwrap();
    assert_eq!((r.inputs, r.lesson), (expected, Some(lesson())));
}

/// Issue 31 item 12: the imported live layout is kept in links and autosaves; a link made
/// before that (no `live` in its JSON: the version-1 fixtures, written by main at 380cd24,
/// and a version-2 link of the same JSON) still opens, without a layout; a layout that does
/// not tile the key space (a hand-edited link) is refused as a broken link, not opened as
/// another table.
#[test]
fn a_live_layout_travels_in_the_link_and_links_without_one_still_open() {
    for name in ["seed_000", "preset_lesson", "pasted"] {
        let json = fixture(&format!("{name}.inputs.json"));
        assert!(!json.contains("\"live\""), "{name}");
        let expected: Inputs = serde_json::from_str(&json).unwrap();
        assert_eq!(expected.live, None);
        let r = restore(&format!("#{}", fixture(&format!("{name}.link"))), None);
        assert_eq!((r.origin, &r.inputs), (Origin::Link, &expected), "{name}");
        // The same JSON in a link of this version's format.
        let old_json: serde_json::Value = serde_json::from_str(&json).unwrap();
        let v2 = rowkey_core::share::encode_fragment(&serde_json::json!({ "inputs": old_json }));
        let r = restore(&v2, None);
        assert_eq!(
            (r.origin, r.message, &r.inputs),
            (Origin::Link, None, &expected),
            "{name}"
        );
    }
    let layout =
        rowkey_core::layout::parse_layout("Total number of splits = 3\n1000\n2000\\x00\n").unwrap();
    let inputs = Inputs {
        splits: layout.split_spec(),
        live: Some(layout),
        ..Inputs::seed_000()
    };
    let link = share(&inputs, None).fragment;
    let r = restore(&link, None);
    assert_eq!((r.origin, &r.inputs), (Origin::Link, &inputs));
    assert!(r.inputs.live_layout().is_some());
    let r = restore("", Some(&autosave(&inputs, None)));
    assert_eq!((r.origin, &r.inputs), (Origin::Autosave, &inputs));
    // A gap between two regions (written with valid checksums: only the JSON is wrong).
    let mut json = serde_json::to_value(Snapshot {
        inputs: inputs.clone(),
        sample_omitted: false,
        lesson: None,
    })
    .unwrap();
    json["inputs"]["live"]["regions"][1]["end"] = serde_json::json!([57]);
    let r = restore(&rowkey_core::share::encode_fragment(&json), None);
    assert!(r.broken_link);
    assert_eq!(r.origin, Origin::Default);
    assert!(
        r.message.unwrap().en.contains("do not tile the key space"),
        "the reason is named"
    );
}

/// What this version writes reads back, and is what it was saved from.
#[test]
fn fresh_links_and_autosaves_round_trip() {
    for (inputs, lesson) in [(Inputs::seed_000(), None), (pasted(), Some(lesson()))] {
        let r = restore(&share(&inputs, lesson.as_ref()).fragment, None);
        assert_eq!(
            (r.origin, &r.inputs, &r.lesson),
            (Origin::Link, &inputs, &lesson)
        );
        let r = restore("", Some(&autosave(&inputs, lesson.as_ref())));
        assert_eq!(
            (r.origin, &r.inputs, &r.lesson),
            (Origin::Autosave, &inputs, &lesson)
        );
    }
}
