//! Property tests of the batch key table ([`EncodedKeys`]) and of the lints read from the
//! sorted order, against the row-at-a-time encoder and a hash-map oracle.

use std::collections::BTreeMap;

use proptest::prelude::*;
use rowkey_core::encode::{EncodedKeys, encode_sample};
use rowkey_core::i18n::Localize;
use rowkey_core::key::sort_order;
use rowkey_core::lint::{Finding, LintCode, MAX_EXAMPLE_ROWS, lint, lint_keys};
use rowkey_core::sample::Sample;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, Salt};

fn spec() -> KeySpec {
    KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "a").with_separator("#"),
        KeyPart::column(3, "n").with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(1))),
        // md5 of one column: the batch encoder caches digests by value.
        KeyPart::md5_hex_of_columns(4, &["a"], 3),
    ])
}

fn sample(rows: &[(String, u16)]) -> Sample {
    Sample::new(
        vec!["a".into(), "n".into()],
        rows.iter()
            .map(|(a, n)| vec![a.clone(), n.to_string()])
            .collect(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn key_table_matches_the_row_encoder(rows in prop::collection::vec(("[ab#]{0,3}", 0u16..300), 0..40)) {
        let spec = spec();
        let sample = sample(&rows);
        let table = EncodedKeys::encode(&spec, &sample).unwrap();
        let encoded = encode_sample(&spec, &sample).unwrap();
        prop_assert_eq!(&table, &EncodedKeys::from_encoded(&spec, &encoded));
        let oracle: Vec<(usize, Vec<u8>)> = encoded.keys().map(|(r, k)| (r, k.key.as_bytes().to_vec())).collect();
        let got: Vec<(usize, Vec<u8>)> = table.rows().iter().copied().zip(table.keys().iter().map(<[u8]>::to_vec)).collect();
        prop_assert_eq!(got, oracle);
        for (i, (_, key)) in encoded.keys().enumerate() {
            for part in &spec.parts {
                prop_assert_eq!(table.value_of(i, part.id), key.value_of(part.id));
            }
        }
        let failed: Vec<Option<usize>> = table.errors().iter().map(|e| e.row).collect();
        let oracle: Vec<Option<usize>> = encoded.errors().map(|e| e.row).collect();
        prop_assert_eq!(failed, oracle);
    }

    #[test]
    fn duplicate_lint_matches_a_hash_map_oracle(rows in prop::collection::vec(("[ab]{0,2}", 0u16..4), 0..40)) {
        let spec = spec();
        let sample = sample(&rows);
        let table = EncodedKeys::encode(&spec, &sample).unwrap();
        let mut groups: BTreeMap<&[u8], Vec<usize>> = BTreeMap::new();
        for (row, key) in table.rows().iter().zip(table.keys().iter()) {
            groups.entry(key).or_default().push(*row);
        }
        let mut repeated: Vec<&Vec<usize>> = groups.values().filter(|g| g.len() > 1).collect();
        repeated.sort_by_key(|g| g[0]);
        let lints = lint_keys(&spec, &sample, &table, &sort_order(table.keys()));
        let dup = lints.iter().find(|l| l.code() == LintCode::DuplicateKeys);
        match repeated.first() {
            None => prop_assert!(dup.is_none()),
            Some(first) => {
                let dup = dup.unwrap();
                let expected: Vec<usize> = first.iter().copied().take(MAX_EXAMPLE_ROWS).collect();
                prop_assert_eq!(&dup.rows, &expected);
                let lost: usize = repeated.iter().map(|g| g.len() - 1).sum();
                let Finding::DuplicateKeys { keys, rows_lost, .. } = &dup.finding else {
                    return Err(TestCaseError::fail("a duplicate-keys lint without its finding"));
                };
                prop_assert_eq!((*keys, *rows_lost), (repeated.len(), lost));
                prop_assert!(dup.localized().en.contains(&lost.to_string()));
            }
        }
        prop_assert_eq!(lints, lint(&spec, &sample, &encode_sample(&spec, &sample).unwrap()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Arrival by a numeric column is the stable order by value, whether the values fit 64
    /// bits (the fast path) or not.
    #[test]
    fn arrival_order_is_the_stable_numeric_order(
        values in prop::collection::vec(prop_oneof![
            (-5i128..5).prop_map(|n| n.to_string()),
            Just("99999999999999999999".to_owned()),
            Just("-9223372036854775809".to_owned()),
            Just(" 7 ".to_owned()),
        ], 0..30)
    ) {
        let rows: Vec<Vec<String>> = values.iter().map(|v| vec![v.clone()]).collect();
        let sample = Sample::new(vec!["ts".into()], rows);
        let all: Vec<usize> = (0..values.len()).collect();
        let mut expected = all.clone();
        expected.sort_by_key(|&i| values[i].trim().parse::<i128>().unwrap());
        let got = rowkey_core::analysis::Arrival::column("ts").order(&sample, &all).unwrap();
        prop_assert_eq!(got, expected);
    }
}
