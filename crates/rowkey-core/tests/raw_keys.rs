//! Pasted keys used as their bytes (issue 17, item 1): a key list or HBase scan output
//! encoded with "the pasted key, as is" (`PartValue::RawKey`), whole or a byte range, and
//! planned on the decoded bytes.

use rowkey_core::RowKey;
use rowkey_core::design::Design;
use rowkey_core::encode::encode_sample;
use rowkey_core::plan::{PlanKind, Predicate, Query, plan_query, row_matches};
use rowkey_core::sample::{KEY_COLUMN, Sample, SampleFormat, SampleLimits, parse_auto};
use rowkey_core::spec::{KeyPart, KeySpec, PartValue};

/// The paste of the issue, one key per line.
const KEYS: &str = include_str!("fixtures/raw_keys/keys.txt");
/// The same keys as the HBase shell's `scan` prints them (`toStringBinary` rows, two cells
/// for some rows, an HBase 2 prompt and footer).
const SCAN: &str = include_str!("fixtures/raw_keys/scan.txt");

/// HBase's unsigned byte order of the issue's keys.
const SORTED: [&[u8]; 6] = [
    &[0, 0, 0, 1],
    &[0, 0, 0, 0x0A],
    b"10",
    b"2",
    b"abc",
    &[0xFF, 0xFF],
];

fn read(text: &str, format: SampleFormat) -> Sample {
    let (detected, sample) = parse_auto(text, &SampleLimits::default()).unwrap();
    assert_eq!(detected, format);
    sample
}

/// The keys a recipe gives, in HBase byte order.
fn sorted_keys(spec: &KeySpec, sample: &Sample) -> Vec<Vec<u8>> {
    let encoded = encode_sample(spec, sample).unwrap();
    assert_eq!(encoded.errors().count(), 0);
    let mut keys: Vec<Vec<u8>> = encoded
        .keys()
        .map(|(_, k)| k.key.as_bytes().to_vec())
        .collect();
    keys.sort();
    keys
}

fn as_is() -> KeySpec {
    KeySpec::new(vec![KeyPart::raw_key(1)])
}

#[test]
fn the_pasted_key_list_sorts_in_hbase_byte_order() {
    let sample = read(KEYS, SampleFormat::PlainKeys);
    let keys = sorted_keys(&as_is(), &sample);
    assert_eq!(keys, SORTED);
    assert_eq!(keys[0].len(), 4);
    assert_eq!(keys[1].len(), 4);
    // Before: the key column's text as a text part, `\x5Cx00…` (16 bytes) after `2`.
    let text = sorted_keys(&KeySpec::new(vec![KeyPart::column(1, KEY_COLUMN)]), &sample);
    assert_eq!(text[0], b"10");
    assert_eq!(text[2].len(), 16);
    // The part's bytes are exactly the sample's raw keys, row by row.
    let encoded = encode_sample(&as_is(), &sample).unwrap();
    for (row, key) in encoded.keys() {
        assert_eq!(Some(&key.key), sample.raw_key(row));
    }
}

#[test]
fn scan_output_gives_the_same_raw_keys() {
    let scan = read(SCAN, SampleFormat::HBaseScan);
    assert_eq!(scan.columns(), [KEY_COLUMN, "d:n", "d:note"]);
    assert_eq!(scan.row_count(), 6);
    assert_eq!(sorted_keys(&as_is(), &scan), SORTED);
    let list = read(KEYS, SampleFormat::PlainKeys);
    let mut from_list: Vec<RowKey> = list.raw_keys().unwrap().to_vec();
    let mut from_scan: Vec<RowKey> = scan.raw_keys().unwrap().to_vec();
    from_list.sort();
    from_scan.sort();
    assert_eq!(from_list, from_scan);
}

#[test]
fn a_byte_range_keeps_those_bytes() {
    let sample = read(KEYS, SampleFormat::PlainKeys);
    // Bytes 0..2, then "#", then bytes 2.. : the key cut in two around a separator.
    let spec = KeySpec::new(vec![
        KeyPart::raw_key_range(1, 0, Some(2)).with_separator("#"),
        KeyPart::raw_key_range(2, 2, None),
    ]);
    let encoded = encode_sample(&spec, &sample).unwrap();
    let keys: Vec<Vec<u8>> = encoded
        .keys()
        .map(|(_, k)| k.key.as_bytes().to_vec())
        .collect();
    assert_eq!(
        keys,
        [
            b"\x00\x00#\x00\x01".to_vec(),
            b"\x00\x00#\x00\x0A".to_vec(),
            b"\xFF\xFF#".to_vec(),
            b"ab#c".to_vec(),
            b"10#".to_vec(),
            b"2#".to_vec(),
        ]
    );
    let first = encoded.rows[0].as_ref().unwrap();
    assert_eq!(
        first.value_of(rowkey_core::spec::PartId(1)),
        Some(&[0u8, 0][..])
    );
    // A range past a short key keeps nothing of it: that row would have the empty key,
    // which HBase refuses ("Row length is 0"), so it is an error, not a key.
    let spec = KeySpec::new(vec![KeyPart::raw_key_range(1, 3, Some(4))]);
    let encoded = encode_sample(&spec, &sample).unwrap();
    assert_eq!(encoded.errors().count(), 4);
    let mut keys: Vec<Vec<u8>> = encoded
        .keys()
        .map(|(_, k)| k.key.as_bytes().to_vec())
        .collect();
    keys.sort();
    assert_eq!(keys, [vec![1], vec![0x0A]]);
}

#[test]
fn a_byte_range_that_keeps_nothing_is_refused() {
    let spec = KeySpec::new(vec![KeyPart::raw_key_range(3, 2, Some(2))]);
    assert_eq!(
        spec.validate().unwrap_err().to_string(),
        "part 3: a byte range of the key starts before it ends and ends by byte 32767, not bytes 2 to 2"
    );
    // A sample without the key column cannot give it.
    let csv = rowkey_core::sample::parse_csv("id\n1\n").unwrap();
    assert_eq!(
        encode_sample(&as_is(), &csv).unwrap_err().to_string(),
        "part 1: the sample has no column \"ROW\" (columns: id)"
    );
}

#[test]
fn the_design_file_saves_and_reads_the_part() {
    let design = Design::new(KeySpec::new(vec![
        KeyPart::raw_key(1),
        KeyPart::raw_key_range(2, 0, Some(2)).with_separator("_"),
        KeyPart::raw_key_range(3, 4, None),
    ]));
    let json = serde_json::to_string(&design).unwrap();
    assert!(
        json.contains(r#"{"id":1,"value":{"raw_key":{}}}"#),
        "{json}"
    );
    assert!(json.contains(r#"{"raw_key":{"end":2}}"#), "{json}");
    assert!(json.contains(r#"{"raw_key":{"start":4}}"#), "{json}");
    let back: Design = serde_json::from_str(&json).unwrap();
    assert_eq!(back, design);
    let part: KeyPart =
        serde_json::from_str(r#"{"id":7,"value":{"raw_key":{"start":1,"end":3}}}"#).unwrap();
    assert_eq!(
        part.value,
        PartValue::RawKey {
            start: 1,
            end: Some(3)
        }
    );
    assert!(
        serde_json::from_str::<KeyPart>(r#"{"id":7,"value":{"raw_key":{"bytes":3}}}"#).is_err()
    );
}

fn raw_plan(query: &Query) -> (rowkey_core::plan::Plan, Vec<usize>, Vec<usize>) {
    let sample = read(KEYS, SampleFormat::PlainKeys);
    let spec = as_is();
    let plan = plan_query(&spec, sample.columns(), query).unwrap();
    let encoded = encode_sample(&spec, &sample).unwrap();
    let mut returned = Vec::new();
    let mut scanned = Vec::new();
    for (row, key) in encoded.keys() {
        let matches = row_matches(&spec, query, sample.columns(), &sample.row(row));
        if plan.covers(&key.key) {
            scanned.push(row);
        } else {
            assert!(!matches, "row {row} matches but lies outside the plan");
        }
        if matches {
            returned.push(row);
        }
    }
    (plan, scanned, returned)
}

#[test]
fn equality_on_the_pasted_key_is_a_get_on_its_bytes() {
    let q = Query::new("one").with(Predicate::eq(KEY_COLUMN, "\\x00\\x00\\x00\\x0A"));
    let (plan, scanned, returned) = raw_plan(&q);
    assert_eq!(plan.kind, PlanKind::Get { keys: 1 });
    assert_eq!(plan.keys, [RowKey::new(vec![0, 0, 0, 0x0A])]);
    assert!(plan.residual.is_empty(), "{:?}", plan.residual);
    assert_eq!((scanned, returned), (vec![1], vec![1]));
    // The same bytes written otherwise (lowercase hex, a printable byte escaped) name the
    // same key.
    let q = Query::new("one").with(Predicate::is_in(
        KEY_COLUMN,
        &["\\x00\\x00\\x00\\x0a", "\\x61bc"],
    ));
    let (plan, _, returned) = raw_plan(&q);
    assert_eq!(plan.kind, PlanKind::Get { keys: 2 });
    assert_eq!(returned, [1, 3]);
}

#[test]
fn starts_with_on_the_pasted_key_is_a_prefix_scan_on_its_bytes() {
    let q = Query::new("zeros").with(Predicate::starts_with(KEY_COLUMN, "\\x00\\x00"));
    let (plan, scanned, returned) = raw_plan(&q);
    assert_eq!(plan.kind, PlanKind::PrefixScan);
    assert_eq!(plan.ranges[0].start.as_bytes(), [0, 0]);
    assert_eq!(plan.ranges[0].stop.as_bytes(), [0, 1]);
    assert_eq!((scanned, returned), (vec![0, 1], vec![0, 1]));
    let q = Query::new("ones").with(Predicate::starts_with(KEY_COLUMN, "1"));
    let (plan, _, returned) = raw_plan(&q);
    assert_eq!(plan.kind, PlanKind::PrefixScan);
    assert_eq!(returned, [4]);
}

#[test]
fn ranges_on_the_pasted_key_compare_its_bytes() {
    let q = Query::new("low").with(Predicate::lt(KEY_COLUMN, "\\x00\\x00\\x00\\x0A"));
    let (plan, scanned, returned) = raw_plan(&q);
    assert_eq!(plan.kind, PlanKind::RangeScan);
    assert!(plan.residual.is_empty(), "{:?}", plan.residual);
    assert_eq!(returned, [0]);
    assert_eq!(scanned, [0]);
    let q = Query::new("mid").with(Predicate::between(KEY_COLUMN, "10", "abc"));
    let (plan, scanned, returned) = raw_plan(&q);
    // `<= abc` stops right after it, at `abc\x00`.
    assert_eq!(plan.ranges[0].start.as_bytes(), b"10");
    assert_eq!(plan.ranges[0].stop.as_bytes(), b"abc\x00");
    assert!(plan.residual.is_empty(), "{:?}", plan.residual);
    assert_eq!(returned, [3, 4, 5]);
    assert_eq!(scanned, [3, 4, 5]);
}

mod props {
    use proptest::prelude::*;
    use rowkey_core::encode::encode_sample;
    use rowkey_core::plan::{Predicate, Query, cost, plan_query};
    use rowkey_core::sample::{KEY_COLUMN, SampleFormat, SampleLimits, parse_sample};
    use rowkey_core::spec::{KeyPart, KeySpec};

    /// Key text: a few bytes as escapes (either case), letters, digits, a separator byte.
    fn key_text() -> impl Strategy<Value = String> {
        "(\\\\x[0-9A-Fa-f]{2}|[ab0-2#_]){1,6}"
    }

    fn recipes() -> Vec<KeySpec> {
        vec![
            KeySpec::pasted_key(),
            KeySpec::new(vec![KeyPart::raw_key_range(1, 0, Some(2))]),
            KeySpec::new(vec![
                KeyPart::raw_key_range(1, 0, Some(2)).with_separator("#"),
                KeyPart::raw_key_range(2, 2, None),
            ]),
            KeySpec::new(vec![KeyPart::raw_key(1).with_separator("_")]),
            KeySpec::new(vec![KeyPart::raw_key(1), KeyPart::literal(2, "z")]),
            KeySpec::new(vec![KeyPart::raw_key_range(1, 1, None)]),
        ]
    }

    fn query(op: usize, a: &str, b: &str) -> Query {
        let p = match op % 6 {
            0 => Predicate::eq(KEY_COLUMN, a),
            1 => Predicate::is_in(KEY_COLUMN, &[a, b]),
            2 => Predicate::starts_with(KEY_COLUMN, a),
            3 => Predicate::between(KEY_COLUMN, a, b),
            4 => Predicate::lt(KEY_COLUMN, a),
            _ => Predicate::ge(KEY_COLUMN, a),
        };
        Query::new("q").with(p)
    }

    proptest! {
        /// Every plan on the key column, for recipes of whole keys and byte ranges, reads
        /// every row the query matches (compared as bytes), and the whole key is the raw key.
        #[test]
        fn plans_on_pasted_keys_are_sound(
            keys in prop::collection::vec(key_text(), 1..12),
            op in 0usize..6,
            a in key_text(),
            b in key_text(),
            pick in any::<bool>(),
        ) {
            let text = keys.join("\n");
            let sample = parse_sample(&text, SampleFormat::PlainKeys, &SampleLimits::default()).unwrap();
            let a = if pick { keys[0].clone() } else { a };
            let q = query(op, &a, &b);
            for spec in recipes() {
                let encoded = encode_sample(&spec, &sample).unwrap();
                if spec == KeySpec::pasted_key() {
                    for (row, key) in encoded.keys() {
                        prop_assert_eq!(Some(&key.key), sample.raw_key(row));
                    }
                }
                let plan = plan_query(&spec, sample.columns(), &q).unwrap();
                let result = cost(&plan, &spec, &sample, &encoded, &[]);
                prop_assert!(result.missed.is_empty(), "{q} on {spec:?}: missed {:?}", result.missed);
                // On the whole key alone, every operator is served by the ranges exactly.
                if spec == KeySpec::pasted_key() {
                    prop_assert!(plan.residual.is_empty(), "{q}: residual {:?}", plan.residual);
                    prop_assert_eq!(&result.scanned, &result.returned, "{}", q);
                }
            }
        }
    }
}
