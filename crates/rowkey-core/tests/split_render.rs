//! The split lints, the note on an unsorted split list and the notes on suggested splits are
//! values the catalogue renders (`i18n::render_split`). Their sentences in both languages are
//! the ones the analysis built before they became values: `fixtures/split_words.txt` is the
//! output of this printout on commit 9c273b0, when `lint_splits`, `order_note` and the
//! suggestions still returned `Localized` text (written by a program against that commit).

use std::fmt::Write as _;

use rowkey_core::i18n::{Localize, LocalizeFix};
use rowkey_core::split::{lint_splits, order_note, suggest_salted_splits, suggest_splits};

use rowkey_core::RowKey;
use rowkey_core::region::RegionReport;
use rowkey_core::split::{SaltLayout, SplitAlgorithm, SplitSpec};

fn keys_of(texts: &[String]) -> Vec<RowKey> {
    texts.iter().map(|s| RowKey::from(s.as_str())).collect()
}

fn lint_cases() -> Vec<(String, Vec<RowKey>, SplitSpec, Option<SaltLayout>)> {
    let ids: Vec<String> = (0..2000).map(|i| format!("{:05}", i * 9)).collect();
    let letters: Vec<String> = "ABCDEFxyzqrs"
        .chars()
        .flat_map(|c| (0..50).map(move |i| format!("{c}{i:04}")))
        .collect();
    let ex = |v: &[&str]| SplitSpec::Explicit {
        splits: v.iter().map(|s| s.to_string()).collect(),
    };
    let nr = |a, n| SplitSpec::NumRegions {
        algorithm: a,
        num_regions: n,
        first_row: None,
        last_row: None,
    };
    let salted = |b: u16| -> Vec<RowKey> {
        (0..4000u32)
            .map(|i| {
                let mut k = vec![(i % u32::from(b)) as u8];
                k.extend(format!("{i:06}").bytes());
                RowKey::new(k)
            })
            .collect()
    };
    let md5: Vec<RowKey> = (0..500u32)
        .map(|i| RowKey::from(format!("{:06x}dev{i}", i.wrapping_mul(2654435761) >> 8).as_str()))
        .collect();
    let mut v = vec![
        (
            "ws".into(),
            keys_of(&ids),
            ex(&["30000 ", " 60000", "90000\t"]),
            None,
        ),
        (
            "ws-file".into(),
            keys_of(&ids),
            SplitSpec::File {
                text: "30000\r\n 60000\r\n90000\n".into(),
            },
            None,
        ),
        (
            "hex-empty".into(),
            keys_of(&ids),
            nr(SplitAlgorithm::HexString, 5),
            None,
        ),
        (
            "hex-many-empty".into(),
            keys_of(&ids),
            nr(SplitAlgorithm::HexString, 40),
            None,
        ),
        (
            "hex-upper".into(),
            keys_of(&letters),
            nr(SplitAlgorithm::HexString, 4),
            None,
        ),
        (
            "decimal".into(),
            keys_of(&letters),
            nr(SplitAlgorithm::DecimalString, 4),
            None,
        ),
        (
            "uniform".into(),
            keys_of(&letters),
            nr(SplitAlgorithm::Uniform, 4),
            None,
        ),
        (
            "keyrange".into(),
            keys_of(&letters),
            SplitSpec::KeyRange {
                start: "A".into(),
                end: "z".into(),
                num_regions: 4,
            },
            None,
        ),
        (
            "salt-ignores".into(),
            salted(8),
            ex(&["a", "b", "\\x03x"]),
            Some(SaltLayout::Byte { buckets: 8 }),
        ),
        (
            "salt-even".into(),
            salted(8),
            ex(&["\\x04"]),
            Some(SaltLayout::Byte { buckets: 8 }),
        ),
        (
            "salt-uneven".into(),
            salted(8),
            ex(&["\\x03"]),
            Some(SaltLayout::Byte { buckets: 8 }),
        ),
        (
            "salt-spec".into(),
            salted(8),
            SplitSpec::SaltBuckets { buckets: 3 },
            Some(SaltLayout::Byte { buckets: 8 }),
        ),
        (
            "salt-many".into(),
            salted(240),
            ex(&[
                "\\x05", "\\x0B", "\\x11", "\\x20", "\\x30", "\\x40", "\\x50", "\\x60", "\\x70",
                "\\x80", "\\x90",
            ]),
            Some(SaltLayout::Byte { buckets: 240 }),
        ),
        (
            "hash".into(),
            md5.clone(),
            ex(&["G", "x", "4"]),
            Some(SaltLayout::HexText { chars: 6 }),
        ),
        (
            "none-salt".into(),
            vec![RowKey::new(vec![0, b'x']), RowKey::new(vec![1, b'y'])],
            SplitSpec::None,
            Some(SaltLayout::Byte { buckets: 2 }),
        ),
    ];
    // Variable widths: decimal buckets 0..11 as text.
    let var: Vec<RowKey> = (0..1200u32)
        .map(|i| RowKey::from(format!("{}#{i}", i % 12).as_str()))
        .collect();
    v.push((
        "salt-variable".into(),
        var,
        ex(&["3", "6"]),
        Some(SaltLayout::DecimalText {
            buckets: 12,
            width: 0,
        }),
    ));
    v
}

fn report(keys: &[RowKey], spec: &SplitSpec) -> RegionReport {
    RegionReport::build(keys, &spec.resolve().unwrap())
}

fn order_specs() -> Vec<SplitSpec> {
    let ex = |v: Vec<String>| SplitSpec::Explicit { splits: v };
    vec![
        ex(vec!["3".into(), "6".into(), "10".into()]),
        ex((1..=20).rev().map(|i| i.to_string()).collect()),
        ex((1..=8).map(|i| format!("{}", 9 - i)).collect()),
        ex((1..=9).map(|i| format!("{}", 10 - i)).collect()),
        SplitSpec::File {
            text: "b\r\na\r\n\\x00z\n".into(),
        },
        ex(vec!["a".into(), "b".into()]),
    ]
}

fn suggest_inputs() -> Vec<(Vec<RowKey>, Option<SaltLayout>, u32)> {
    let few = keys_of(&["a".into(), "a".into(), "b".into()]);
    let salted: Vec<RowKey> = (0..40u32)
        .map(|i| {
            let mut k = vec![(i % 4) as u8];
            k.push(if i < 4 { b'a' } else { b'b' });
            RowKey::new(k)
        })
        .collect();
    vec![
        (few.clone(), None, 5),
        (few, None, 2),
        (vec![], Some(SaltLayout::Byte { buckets: 8 }), 3),
        (vec![], Some(SaltLayout::Byte { buckets: 8 }), 4),
        (salted.clone(), Some(SaltLayout::Byte { buckets: 4 }), 12),
        (salted, Some(SaltLayout::Byte { buckets: 4 }), 40),
        (vec![], Some(SaltLayout::HexText { chars: 1 }), 5),
    ]
}

#[test]
fn split_findings_read_word_for_word_as_before_they_were_values() {
    let mut out = String::new();
    for (name, keys, spec, salt) in lint_cases() {
        let r = report(&keys, &spec);
        for l in lint_splits(&keys, &spec, &r, salt.as_ref()) {
            let (m, f) = (l.code.localized(), l.code.localized_fix());
            let _ = writeln!(
                out,
                "LINT {name} {} {:?}\n  {}\n  {}\n  {}\n  {}",
                l.code.as_str(),
                l.severity,
                m.en,
                m.zh,
                f.en,
                f.zh
            );
        }
    }
    for spec in order_specs() {
        match order_note(&spec) {
            Some(n) => {
                let n = n.localized();
                let _ = writeln!(out, "ORDER\n  {}\n  {}", n.en, n.zh);
            }
            None => {
                let _ = writeln!(out, "ORDER none");
            }
        }
    }
    for (keys, salt, n) in suggest_inputs() {
        let s = match &salt {
            Some(l) => suggest_salted_splits(&keys, l, n),
            None => suggest_splits(&keys, n),
        }
        .unwrap();
        let _ = writeln!(out, "SUGGEST {:?}", s.splits);
        for note in &s.notes {
            let note = note.localized();
            let _ = writeln!(out, "  {}\n  {}", note.en, note.zh);
        }
    }
    let expected = include_str!("fixtures/split_words.txt");
    for (i, (got, want)) in out.lines().zip(expected.lines()).enumerate() {
        assert_eq!(got, want, "line {}", i + 1);
    }
    assert_eq!(out.lines().count(), expected.lines().count());
}
