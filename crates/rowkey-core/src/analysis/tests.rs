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
            skip_bad_lines: false,
        },
        splits,
        arrival: Arrival::InputOrder,
        sizing: Sizing::default(),
        queries: Vec::new(),
        table: "t".to_owned(),
        family: "cf".to_owned(),
        qualifier: None,
        live: None,
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

/// Seed 000's sample under a 4-bucket Phoenix salt with `SALT_BUCKETS = 4` pre-splits.
fn salted_seed_000() -> Inputs {
    let mut inputs = Inputs::seed_000();
    inputs.recipe = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "uid"),
        KeyPart::column(3, "phone"),
    ]);
    inputs.splits = SplitSpec::SaltBuckets { buckets: 4 };
    inputs
}

#[test]
fn phoenix_salt_with_salt_buckets_splits_is_balanced() {
    let inputs = salted_seed_000();
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
    let preview = a.preview.clone().unwrap();
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
        queries: Vec::new(),
        table: "t".to_owned(),
        family: "cf".to_owned(),
        qualifier: None,
        live: None,
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
            .en
            .starts_with("100.0% of the latest 100 writes go to region 4")
    );
    // The heatmap's last slice is all in the last region.
    let map = a.heatmap.clone().unwrap();
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
            .en
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
        p.message.en.starts_with("1 row could not be encoded"),
        "{}",
        p.message.en
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
    let preview = a.preview.clone().unwrap();
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
    let suggestion = first.suggestion.clone().unwrap();
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
        queries: Vec::new(),
        table: "t".to_owned(),
        family: "cf".to_owned(),
        qualifier: None,
        live: None,
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

fn planned(a: &Analysis, i: usize) -> &QueryPlanView {
    a.queries[i].outcome.as_ref().unwrap()
}

#[test]
fn seed_000_queries_have_the_three_plan_classes_of_section_1_3() {
    let a = analyze(&Inputs::seed_000());
    let texts: Vec<&str> = a.queries.iter().map(|q| q.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "uid = '111' AND phone = '16072909469'",
            "uid = '111'",
            "phone = '16072909469'"
        ]
    );
    let codes: Vec<&str> = (0..3).map(|i| planned(&a, i).code).collect();
    assert_eq!(codes, ["prefix_scan", "prefix_scan", "full_scan"]);
    // Every query finds the row it asks for, and the full scan reads every row.
    for i in 0..3 {
        let q = planned(&a, i);
        assert!(q.rows_returned >= 1, "query {i}: {}", q.cost_text.en);
        assert!(!q.rows.is_empty());
        assert!(!q.shell.en.is_empty() && !q.java.en.is_empty() && !q.explain.is_empty());
    }
    assert_eq!(planned(&a, 0).rows_returned, 1);
    assert_eq!(planned(&a, 1).rows_returned, 4);
    assert_eq!(planned(&a, 2).rows_scanned, 2_000);
    assert_eq!(planned(&a, 2).regions.len(), 5);
    assert_eq!(planned(&a, 2).ranges[0].start.en, "table start");
    assert_eq!(planned(&a, 2).ranges[0].stop.en, "table end");
    assert!(
        planned(&a, 2)
            .explain
            .starts_with("CLIENT PARALLEL 1-WAY ROUND ROBIN FULL SCAN OVER t")
    );
    // Five regions, one scan group: Phoenix groups an unsalted scan in key order as one
    // (issue 30.7; `DefaultParallelScanGrouper.shouldStartNewScan`; the old 5-WAY counted
    // regions).
    // The returned rows of `uid = '111'` all start with 111, in HBase order.
    let rows = &planned(&a, 1).rows;
    assert!(rows.iter().all(|r| r.values[0] == "111"));
    assert!(rows.windows(2).all(|w| w[0].position < w[1].position));
}

#[test]
fn query_costs_match_the_planner_cost() {
    use crate::plan::{cost, plan_query};
    let inputs = Inputs::seed_000();
    let a = analyze(&inputs);
    let encoded = crate::encode::encode_sample(&inputs.recipe, a.sample_data()).unwrap();
    let splits = inputs.splits.resolve().unwrap();
    for (i, q) in inputs.queries.iter().enumerate() {
        let plan = plan_query(&inputs.recipe, &a.columns, q).unwrap();
        let c = cost(
            &plan,
            &inputs.recipe,
            a.sample_data(),
            &encoded,
            splits.keys(),
        );
        let view = planned(&a, i);
        assert_eq!(view.rows_scanned, c.rows_scanned);
        assert_eq!(view.rows_returned, c.rows_returned);
        assert_eq!(view.regions, c.regions);
        assert_eq!(view.range_count, plan.ranges.len());
        assert_eq!(
            view.amplification,
            c.amplification()
                .map_or("—".to_owned(), |x| format!("{x:.2}×"))
        );
    }
}

#[test]
fn a_four_bucket_phoenix_salt_gives_a_four_way_bucket_scan() {
    let inputs = salted_seed_000();
    let a = analyze(&inputs);
    // `uid = '111'` does not fix the salt (it hashes the whole key), so each bucket is read.
    let q = planned(&a, 1);
    assert_eq!(q.class.en, "4-WAY bucket scan");
    assert_eq!(q.class.zh, "4 路分桶扫描");
    assert_eq!(q.range_count, 4);
    assert_eq!(q.regions.len(), 4);
    assert_eq!(q.strip.marks.len(), 4);
    assert!(q.explain.starts_with("CLIENT PARALLEL 4-WAY"));
    // `phone` alone: the 4 buckets are read in full.
    assert_eq!(planned(&a, 2).rows_scanned, 2_000);
}

#[test]
fn the_query_filter_shows_the_keys_inside_the_ranges() {
    let a = analyze(&Inputs::seed_000());
    for q in 0..3 {
        let count = a.line_count(ViewFilter::Query(q));
        let lines: Vec<Line> = (0..count)
            .filter_map(|i| a.line(ViewFilter::Query(q), i))
            .collect();
        assert_eq!(lines.len(), count);
        let rows = lines.iter().filter(|l| matches!(l, Line::Row(_))).count();
        let dividers = lines.len() - rows;
        let view = planned(&a, q);
        let in_ranges: usize = a.rows().pieces[q]
            .as_ref()
            .unwrap()
            .iter()
            .map(|p| p.rows.len())
            .sum();
        assert_eq!(rows, in_ranges);
        assert_eq!(dividers, view.regions.len().min(dividers.max(1)));
        assert!(matches!(lines[0], Line::Region { .. }));
    }
    // The full scan shows every key under every region's divider.
    assert_eq!(
        a.line_count(ViewFilter::Query(2)),
        a.line_count(ViewFilter::All)
    );
    // A filter on a query that does not exist shows everything.
    assert_eq!(a.line_count(ViewFilter::Query(9)), a.line_count(None));
}

#[test]
fn strips_use_the_bar_charts_key_space() {
    let a = analyze(&Inputs::seed_000());
    let full = &planned(&a, 2).strip;
    assert_eq!(full.view_box, "0 0 100 10");
    assert_eq!(full.ticks, ["20", "40", "60", "80"]);
    assert_eq!(
        (full.marks[0].x.as_str(), full.marks[0].width.as_str()),
        ("0", "100")
    );
    // A prefix scan is a narrow mark inside one region's slot.
    let prefix = &planned(&a, 1).strip.marks[0];
    let x: f64 = prefix.x.parse().unwrap();
    let w: f64 = prefix.width.parse().unwrap();
    let region = planned(&a, 1).regions[0] as f64;
    assert!(
        x >= region * 20.0 && x + w <= (region + 1.0) * 20.0 + 1e-9,
        "{prefix:?}"
    );
    assert!(w < 5.0);
}

#[test]
fn query_errors_point_at_the_field() {
    use crate::plan::{Predicate, Query};
    use queries::Field;
    let mut inputs = Inputs::seed_000();
    inputs.queries = vec![
        Query::new("bad column").with(Predicate::eq("nope", "1")),
        Query::new("ok").with(Predicate::eq("uid", "1")),
    ];
    let a = analyze(&inputs);
    let err = a.queries[0].outcome.as_ref().unwrap_err();
    assert_eq!((err.condition, err.field), (0, Field::Column));
    assert!(
        err.message
            .en
            .starts_with("the sample has no column \"nope\"")
    );
    assert!(a.queries[1].outcome.is_ok());
    // A broken recipe blocks every query with one message.
    inputs.recipe = KeySpec::new(vec![KeyPart::column(1, "missing")]);
    let a = analyze(&inputs);
    assert!(a.queries.iter().all(|q| q.outcome.is_err()));
}

#[test]
fn query_forms_round_trip() {
    use crate::plan::{Predicate, Query};
    use queries::{conditions_of, query_of};
    let q = Query::new("q")
        .with(Predicate::is_in("uid", &["1", "2"]))
        .with(Predicate::between("ts", "1", "9"))
        .with(Predicate::starts_with("name", "it"))
        .with(Predicate::ge("phone", "1"))
        .latest(3, "ts");
    assert_eq!(query_of("q", &conditions_of(&q)).unwrap(), q);
}

#[test]
fn designs_convert_both_ways() {
    let inputs = Inputs::seed_000();
    let design = inputs.design();
    let json = serde_json::to_string(&design).unwrap();
    let back: crate::design::Design = serde_json::from_str(&json).unwrap();
    assert_eq!(Inputs::default().with_design(back), inputs);
    // Inputs saved before queries existed still load, with the default names.
    let mut value = serde_json::to_value(&inputs).unwrap();
    let object = value.as_object_mut().unwrap();
    for field in ["queries", "table", "family"] {
        object.remove(field);
    }
    let old: Inputs = serde_json::from_value(value).unwrap();
    assert!(old.queries.is_empty());
    assert_eq!((old.table.as_str(), old.family.as_str()), ("t", "cf"));
}

/// Seed 004's `xx_yyyyMMddHHmmss_orderId`, built only with the key builder's edits from a
/// pasted CSV whose times are `yyyy-MM-dd HH:mm:ss` text (the e2e spec does the same clicks).
/// The buckets were checked by hand: Java `Arrays.hashCode` of `"2021-06-07 08:30:00364758"` % 3 = 1.
#[test]
fn seed_004_key_from_form_edits() {
    use crate::analysis::editor::{
        EncodingKind, PartEdit, PartKind, SaltKind, TimeKind, TimeOutKind, apply_edit, new_part,
        parse_salt_width,
    };
    use crate::spec::PartId;
    let cols = vec!["dt".to_owned(), "order".to_owned()];
    let run = |part: KeyPart, edits: Vec<PartEdit>| {
        edits.into_iter().fold(part, |p, e| apply_edit(&p, e))
    };
    let sep = |s: &str| PartEdit::Separator(Some(crate::literal::ByteString::from(s)));
    let salt = run(
        new_part(PartKind::Salt, PartId(1), &cols),
        vec![
            PartEdit::SaltKind(SaltKind::HashModText, cols.clone()),
            PartEdit::Buckets(3),
            PartEdit::SaltWidth(parse_salt_width("2", 3).unwrap()),
            PartEdit::HashedColumn("order".into(), true),
            sep("_"),
        ],
    );
    assert_eq!(
        salt.value,
        PartValue::Salt(Salt::hash_mod_decimal(&["dt", "order"], 3, 2))
    );
    let dt = run(
        new_part(PartKind::Column, PartId(2), &cols),
        vec![
            PartEdit::Encoding(EncodingKind::Timestamp),
            PartEdit::Time(TimeKind::DateTime),
            PartEdit::TimeOut(TimeOutKind::Text),
            sep("_"),
        ],
    );
    let order = run(
        new_part(PartKind::Column, PartId(3), &cols),
        vec![PartEdit::Column("order".into())],
    );
    let text = "dt,order\n2021-06-07 08:30:00,364758\n2021-06-07 08:30:01,364759\n2021-06-07 08:30:02,364760\n2021-06-07 08:30:03,364761\n2021-06-07 08:30:04,364762\n2021-06-07 08:30:05,364763";
    let a = analyze(&pasted(
        text,
        KeySpec::new(vec![salt, dt, order]),
        SplitSpec::None,
    ));
    let keys = sorted_texts(&a);
    assert_eq!(
        keys,
        [
            "00_20210607083002_364760",
            "00_20210607083004_364762",
            "01_20210607083000_364758",
            "01_20210607083005_364763",
            "02_20210607083001_364759",
            "02_20210607083003_364761",
        ]
    );
}

#[test]
fn suggestions_from_the_sorted_keys_equal_the_public_suggestions() {
    use crate::split::{suggest_salted_splits, suggest_splits};
    let plain = analyze(&Inputs::seed_000());
    let keys: Vec<crate::RowKey> = plain.rows().keys.iter().map(crate::RowKey::from).collect();
    assert_eq!(plain.suggestion, suggest_splits(&keys, 5).ok());
    let mut inputs = Inputs::seed_000();
    inputs.recipe = KeySpec::new(vec![
        KeyPart::md5_hex_of_columns(9, &["uid"], 1),
        KeyPart::column(1, "uid"),
    ]);
    let salted = analyze(&inputs);
    let layout = salt_layout(&inputs.recipe).unwrap();
    let salted_keys: Vec<crate::RowKey> =
        salted.rows().keys.iter().map(crate::RowKey::from).collect();
    // 16 hex buckets, 5 regions asked for: bucket prefixes; 40 asked for: quantiles inside.
    assert_eq!(
        salted.suggestion,
        suggest_salted_splits(&salted_keys, &layout, 5).ok()
    );
    let sorted: Vec<&crate::RowKey> = salted
        .rows()
        .order
        .iter()
        .map(|&k| &salted_keys[k])
        .collect();
    assert_eq!(
        crate::split::suggest_salted_splits_sorted(sorted.as_slice(), &layout, 40).ok(),
        suggest_salted_splits(&salted_keys, &layout, 40).ok()
    );
}

#[test]
fn choosing_timestamp_writes_the_plain_time_and_shows_no_reversal() {
    use crate::analysis::editor::{
        EncodingKind, PartEdit, PartKind, ReverseKind, apply_edit, form_of, new_part,
    };
    use crate::encode::encode_value;
    use crate::spec::PartId;
    let cols = vec!["ts".to_owned()];
    let part = apply_edit(
        &new_part(PartKind::Column, PartId(1), &cols),
        PartEdit::Encoding(EncodingKind::Timestamp),
    );
    assert_eq!(form_of(&part).reverse, ReverseKind::None);
    // Bytes.toBytes(1700000000000L), §7.2 of the reference.
    assert_eq!(
        encode_value(&part, "1700000000000").unwrap(),
        [0x00, 0x00, 0x01, 0x8B, 0xCF, 0xE5, 0x68, 0x00]
    );
    // Reversal is the form's visible choice.
    let reversed = apply_edit(&part, PartEdit::Reverse(ReverseKind::LongMax));
    assert_eq!(form_of(&reversed).reverse, ReverseKind::LongMax);
    assert_eq!(
        encode_value(&reversed, "1700000000000").unwrap(),
        [0x7F, 0xFF, 0xFE, 0x74, 0x30, 0x1A, 0x97, 0xFF]
    );
}

#[test]
fn a_pasted_sample_read_with_skip_bad_lines_lists_them_in_the_summary() {
    let text = "uid,name\n1,ann\n2\n3,cy\n4,dee,extra\n";
    let mut inputs = pasted(
        text,
        KeySpec::new(vec![KeyPart::column(1, "uid")]),
        SplitSpec::None,
    );
    // Strict: the first bad line is the sample's error.
    let e = analyze(&inputs).sample.clone().unwrap_err();
    assert!(e.to_string().starts_with("line 3, column 1"), "{e}");
    let SampleSource::Pasted { skip_bad_lines, .. } = &mut inputs.sample else {
        unreachable!()
    };
    *skip_bad_lines = true;
    let a = analyze(&inputs);
    assert_eq!(sorted_texts(&a), ["1", "3"]);
    let summary = a.sample.as_ref().unwrap();
    assert_eq!(summary.rows, 2);
    let lines: Vec<usize> = summary.skipped.iter().map(|e| e.position.line).collect();
    assert_eq!(lines, [3, 5]);
    assert_eq!(summary.skipped_count, 2);
    assert_eq!(
        summary.skipped[1].kind,
        crate::error::ParseErrorKind::RaggedRow {
            expected: 2,
            found: 3
        }
    );
}

#[test]
fn a_summary_lists_the_first_skipped_lines_and_counts_the_rest() {
    let text = format!("uid,name\n1,ann\n{}", "x\n".repeat(MAX_SKIPPED_LISTED + 5));
    let mut inputs = pasted(
        &text,
        KeySpec::new(vec![KeyPart::column(1, "uid")]),
        SplitSpec::None,
    );
    if let SampleSource::Pasted { skip_bad_lines, .. } = &mut inputs.sample {
        *skip_bad_lines = true;
    }
    let a = analyze(&inputs);
    let summary = a.sample.as_ref().unwrap();
    assert_eq!(summary.skipped.len(), MAX_SKIPPED_LISTED);
    assert_eq!(summary.skipped_count, MAX_SKIPPED_LISTED + 5);
    assert_eq!(summary.skipped[0].position.line, 3);
}

#[test]
fn latest_n_on_a_signed_binary_time_is_served_in_key_order_when_no_time_is_negative() {
    use crate::plan::{Predicate, Query};
    use crate::spec::{IntegerEncoding, TimeInput, TimeOutput, TimeUnit};
    let ts = Encoding::Timestamp {
        input: TimeInput::EpochMillis,
        output: TimeOutput::Number {
            unit: TimeUnit::Millis,
            integer: IntegerEncoding::new(IntFormat::big_endian_signed(8)),
        },
    };
    let recipe = KeySpec::new(vec![
        KeyPart::column(1, "seller").with_separator("_"),
        KeyPart::column(2, "ts").with_encoding(ts),
    ]);
    let mut text = String::from("seller,ts\n");
    for i in 0..300 {
        text.push_str(&format!("s{},{}\n", i % 3, 1_700_000_000_000i64 + i * 1000));
    }
    let mut inputs = pasted(&text, recipe, SplitSpec::None);
    inputs.queries = vec![
        Query::new("latest 5")
            .with(Predicate::eq("seller", "s0"))
            .latest(5, "ts"),
    ];
    let a = analyze(&inputs);
    let q = planned(&a, 0);
    assert_eq!(q.rows_scanned, 5);
    assert!(q.shell.en.contains("REVERSED => true"), "{}", q.shell.en);
    assert!(q.shell.en.contains("LIMIT => 5"), "{}", q.shell.en);
    assert!(a.problems.iter().any(|p| p.code == "signed-binary-time"));
}

#[test]
fn a_separator_inside_a_value_keeps_the_equality_as_a_filter() {
    use crate::plan::{Predicate, Query};
    let recipe = KeySpec::new(vec![
        KeyPart::column(1, "uid").with_separator("_"),
        KeyPart::column(2, "name"),
    ]);
    let mut inputs = pasted("uid,name\n111,a\n111_x,b\n", recipe, SplitSpec::None);
    inputs.queries = vec![Query::new("uid").with(Predicate::eq("uid", "111"))];
    let a = analyze(&inputs);
    let q = planned(&a, 0);
    assert_eq!((q.rows_scanned, q.rows_returned), (2, 1));
    assert!(
        q.shell
            .en
            .contains("SingleColumnValueFilter ('cf', 'uid', =, 'binary:111', true, true)"),
        "{}",
        q.shell.en
    );
}
