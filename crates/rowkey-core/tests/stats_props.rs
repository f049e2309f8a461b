//! Key statistics against a naive oracle.

use std::collections::BTreeMap;

use proptest::prelude::*;
use rowkey_core::RowKey;
use rowkey_core::stats::{KeyStats, MAX_DUPLICATE_EXAMPLES, MAX_EXAMPLE_ROWS};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn stats_agree_with_a_map_of_rows(
        raw in prop::collection::vec(prop::collection::vec(0u8..3, 0..3), 0..60)
    ) {
        let keys: Vec<RowKey> = raw.iter().cloned().map(RowKey::new).collect();
        let stats = KeyStats::compute(&keys);

        let mut rows_by_key: BTreeMap<&[u8], Vec<usize>> = BTreeMap::new();
        for (row, key) in raw.iter().enumerate() {
            rows_by_key.entry(key.as_slice()).or_default().push(row);
        }
        let mut shared: Vec<&Vec<usize>> = rows_by_key.values().filter(|r| r.len() > 1).collect();
        shared.sort_by_key(|rows| rows[0]);

        prop_assert_eq!(stats.rows, raw.len());
        prop_assert_eq!(stats.distinct, rows_by_key.len());
        prop_assert_eq!(stats.duplicate_keys, shared.len());
        prop_assert_eq!(stats.duplicate_rows, raw.len() - rows_by_key.len());
        prop_assert_eq!(stats.min_len, raw.iter().map(Vec::len).min().unwrap_or(0));
        prop_assert_eq!(stats.max_len, raw.iter().map(Vec::len).max().unwrap_or(0));
        prop_assert_eq!(stats.total_bytes, raw.iter().map(Vec::len).sum::<usize>() as u64);
        prop_assert_eq!(stats.duplicates.len(), shared.len().min(MAX_DUPLICATE_EXAMPLES));
        for (example, rows) in stats.duplicates.iter().zip(&shared) {
            prop_assert_eq!(example.key.as_bytes(), raw[rows[0]].as_slice());
            prop_assert_eq!(example.count, rows.len());
            prop_assert_eq!(&example.rows[..], &rows[..rows.len().min(MAX_EXAMPLE_ROWS)]);
        }
        prop_assert_eq!(stats.check_unique().is_ok(), shared.is_empty());
    }
}
