use super::*;
use crate::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec};
use crate::spec::{Encoding, IntFormat, KeyPart, KeySpec, Salt};

fn pasted(text: &str, recipe: KeySpec, splits: SplitSpec) -> Inputs {
    Inputs {
        recipe,
        sample: SampleSource::Pasted {
            text: text.to_owned(),
            format: if text.starts_with("uid,") {
                FormatChoice::Auto
            } else {
                FormatChoice::Fixed(SampleFormat::Csv)
            },
        },
        splits,
        arrival: Arrival::InputOrder,
        sizing: Sizing::default(),
    }
}

fn sorted_texts(a: &Analysis) -> Vec<String> {
    (0..a.row_count())
        .filter_map(|i| a.row_view(i))
        .map(|r| r.text)
        .collect()
}

#[test]
fn one_to_eleven_unpadded_sort_as_text() {
    let text = std::iter::once("uid,name".to_owned())
        .chain((1..=11).map(|n| format!("{n},user{n}")))
        .collect::<Vec<_>>()
        .join("\n");
    let a = analyze(&pasted(
        &text,
        KeySpec::new(vec![KeyPart::column(1, "uid")]),
        SplitSpec::None,
    ));
    assert_eq!(
        sorted_texts(&a),
        ["1", "10", "11", "2", "3", "4", "5", "6", "7", "8", "9"]
    );
    let row = a.row_view(1).unwrap();
    assert_eq!((row.sample_row, row.len, row.line), (9, 2, Some(11)));
    assert_eq!(row.values, ["10", "user10"]);
    assert_eq!(a.sample.as_ref().unwrap().format, Some(SampleFormat::Csv));
    assert!(a.sample.as_ref().unwrap().detected);
}

#[test]
fn phoenix_salt_with_salt_buckets_splits_is_balanced() {
    let mut inputs = Inputs::seed_000();
    inputs.recipe = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "uid"),
        KeyPart::column(3, "phone"),
    ]);
    inputs.splits = SplitSpec::SaltBuckets { buckets: 4 };
    let a = analyze(&inputs);
    assert_eq!(a.chart.bars.len(), 4);
    assert!(
        a.balance.metrics.max_mean_ratio < 1.15,
        "{:?}",
        a.regions.counts()
    );
    assert_eq!(a.balance.metrics.empty_regions, 0);
    assert!(!a.balance.unbalanced);
    // The anatomy starts with the one salt byte, coloured as part 1.
    let preview = a.preview.unwrap();
    assert_eq!(preview.segments[0].part, Some(PartId(1)));
    assert_eq!(preview.segments[0].hex.len(), 2);
}

#[test]
fn timestamp_first_key_sends_recent_writes_to_one_region() {
    let sample = GeneratorSpec {
        rows: 1_000,
        seed: 1,
        columns: vec![
            ColumnSpec::new(
                "ts",
                ColumnGenerator::Timestamp {
                    start_millis: 1_452_380_400_000,
                    interval_millis: 1_000,
                    jitter_millis: 0,
                    format: TimeFormat::EpochMillis,
                },
            ),
            ColumnSpec::new("id", ColumnGenerator::Hex { len: 8 }),
        ],
    };
    let recipe = KeySpec::new(vec![
        KeyPart::column(1, "ts").with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
        KeyPart::column(2, "id"),
    ]);
    // Balanced splits for the sample as it stands...
    let mut inputs = Inputs {
        recipe,
        sample: SampleSource::Generated { spec: sample },
        splits: SplitSpec::None,
        arrival: Arrival::Column {
            name: "ts".to_owned(),
        },
        sizing: Sizing::default(),
    };
    let first = analyze(&inputs);
    let suggestion = first.suggestion.clone().unwrap();
    inputs.splits = SplitSpec::Explicit {
        splits: suggestion.splits,
    };
    let a = analyze(&inputs);
    assert_eq!(a.regions.regions.len(), 4);
    assert!(a.balance.metrics.max_mean_ratio < 1.05);
    // ...yet every recent write goes to the last region.
    let hot = a.balance.hotspot.clone().unwrap();
    assert_eq!(hot.busiest_region, Some(3));
    assert!((hot.share - 1.0).abs() < 1e-9, "{hot:?}");
    assert!(
        a.balance
            .hotspot_text
            .starts_with("100.0% of the latest 100 writes go to region 4")
    );
    // The heatmap's last slice is all in the last region.
    let map = a.heatmap.unwrap();
    assert_eq!(map.slices, HEATMAP_SLICES);
    assert!(
        a.problems
            .iter()
            .any(|p| p.code == "monotonic-leading-part")
    );
}

#[test]
fn lines_interleave_region_dividers_with_sorted_keys() {
    let text = "k\nd\na\nf\nb\nc\ne\n";
    let a = analyze(&pasted(
        text,
        KeySpec::new(vec![KeyPart::column(1, "k")]),
        SplitSpec::Explicit {
            splits: vec!["c".into(), "e".into(), "z".into()],
        },
    ));
    let lines: Vec<String> = (0..a.line_count(None))
        .map(|i| match a.line(None, i).unwrap() {
            Line::Region { index, rows, .. } => format!("[{index}:{rows}]"),
            Line::Row(r) => r.text,
        })
        .collect();
    assert_eq!(
        lines,
        [
            "[0:2]", "a", "b", "[1:2]", "c", "d", "[2:2]", "e", "f", "[3:0]"
        ]
    );
    assert!(a.line(None, 10).is_none());
    assert_eq!(a.line_count(Some(3)), 1);
    assert_eq!(a.line_count(Some(9)), a.line_count(None));
    let Some(Line::Row(row)) = a.line(Some(2), 2) else {
        panic!()
    };
    assert_eq!((row.text.as_str(), row.region), ("f", 2));
}

#[test]
fn a_bad_split_list_is_reported_and_the_page_keeps_one_region() {
    let a = analyze(&pasted(
        "k\na\nb\n",
        KeySpec::new(vec![KeyPart::column(1, "k")]),
        SplitSpec::Explicit {
            splits: vec!["b".into(), String::new()],
        },
    ));
    assert!(
        a.split_error
            .as_ref()
            .unwrap()
            .to_string()
            .starts_with("split 2 ('') is empty")
    );
    assert_eq!(a.regions.regions.len(), 1);
    assert_eq!(a.row_count(), 2);
}

#[test]
fn a_missing_column_is_the_parts_error_and_nothing_is_encoded() {
    let a = analyze(&pasted(
        "a,b\n1,2\n",
        KeySpec::new(vec![KeyPart::column(1, "a"), KeyPart::column(7, "uid")]),
        SplitSpec::None,
    ));
    assert!(
        a.part_error(PartId(7))
            .unwrap()
            .contains("no column \"uid\"")
    );
    assert_eq!(a.row_count(), 0);
    assert_eq!(a.chart.bars.len(), 1);
    assert_eq!(a.columns, ["a", "b"]);
}

#[test]
fn rows_that_fail_to_encode_are_left_out_with_one_error() {
    let a = analyze(&pasted(
        "n\n1\nx\n3\n",
        KeySpec::new(vec![
            KeyPart::column(1, "n")
                .with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(1))),
        ]),
        SplitSpec::None,
    ));
    assert_eq!(a.row_count(), 2);
    let p = a
        .problems
        .iter()
        .find(|p| p.code == "encode-errors")
        .unwrap();
    assert_eq!(p.level, Level::Error);
    assert!(
        p.message.starts_with("1 row could not be encoded"),
        "{}",
        p.message
    );
}

#[test]
fn the_default_design_teaches_the_ambiguous_boundary() {
    let a = analyze(&Inputs::default());
    assert_eq!(a.row_count(), 2_000);
    assert_eq!(a.columns, ["uid", "phone", "name", "ts"]);
    assert_eq!(a.chart.bars.len(), 5);
    let lint = a
        .problems
        .iter()
        .find(|p| p.code == "ambiguous-boundary")
        .unwrap();
    let fixed = Inputs {
        recipe: lint.fix.clone().unwrap().spec,
        ..Inputs::default()
    };
    assert!(
        !analyze(&fixed)
            .problems
            .iter()
            .any(|p| p.code == "ambiguous-boundary" && p.part == lint.part)
    );
    // The anatomy shows all three parts.
    let preview = a.preview.unwrap();
    assert_eq!(preview.segments.len(), 3);
    assert_eq!(
        preview.segments.iter().map(|s| s.slot).collect::<Vec<_>>(),
        [0, 1, 2]
    );
    assert!(a.heatmap.is_some());
    assert!(a.sizing.is_some());
    assert_eq!(a.legend.len(), 3);
}

#[test]
fn suggested_splits_balance_the_default_sample() {
    let first = analyze(&Inputs::default());
    let suggestion = first.suggestion.unwrap();
    assert_eq!(suggestion.requested_regions, 5);
    let a = analyze(&Inputs {
        splits: SplitSpec::Explicit {
            splits: suggestion.splits,
        },
        ..Inputs::default()
    });
    assert!(a.balance.metrics.max_mean_ratio < first.balance.metrics.max_mean_ratio);
}

#[test]
fn a_large_sample_is_analysed() {
    let spec = GeneratorSpec {
        rows: 100_000,
        ..GeneratorSpec::default()
    };
    let inputs = Inputs {
        recipe: KeySpec::new(vec![
            KeyPart::column(1, "user_id"),
            KeyPart::column(2, "order_id"),
        ]),
        sample: SampleSource::Generated { spec },
        splits: SplitSpec::None,
        arrival: Arrival::InputOrder,
        sizing: Sizing::default(),
    };
    let a = analyze(&inputs);
    assert_eq!(a.row_count(), 100_000);
    assert_eq!(a.line_count(None), 100_001);
    assert!(matches!(a.line(None, 100_000), Some(Line::Row(_))));
}

#[test]
fn a_text_salt_widens_with_its_bucket_count() {
    use crate::analysis::editor::{PartEdit, SaltKind, apply_edit, form_of, parse_buckets};
    let part = KeyPart::salt(1, Salt::phoenix(4));
    let part = apply_edit(
        &part,
        PartEdit::SaltKind(SaltKind::HashModText, vec!["uid".into()]),
    );
    let PartValue::Salt(salt) = &part.value else {
        panic!()
    };
    let buckets = parse_buckets("16", salt).unwrap();
    let part = apply_edit(&part, PartEdit::Buckets(buckets));
    assert_eq!(form_of(&part).buckets, "16");
    let PartValue::Salt(salt) = &part.value else {
        panic!()
    };
    assert_eq!(salt.output, crate::spec::BucketOutput::Decimal { width: 2 });
    assert!(KeySpec::new(vec![part.clone()]).validate().is_ok());
}
