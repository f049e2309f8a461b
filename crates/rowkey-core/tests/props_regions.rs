//! Property tests for split points, region assignment, suggestions and auto-split.

use proptest::prelude::*;
use rowkey_core::RowKey;
use rowkey_core::autosplit::{AutoSplitConfig, SplitThreshold, simulate};
use rowkey_core::display::to_bytes_binary;
use rowkey_core::region::{RegionReport, assign, regions_for_scan};
use rowkey_core::split::{SplitPoints, bytes_split, shortest_separator, suggest_splits};

fn byte() -> impl Strategy<Value = u8> {
    prop_oneof![
        Just(0x00u8),
        Just(0x30),
        Just(0x31),
        Just(0x7F),
        Just(0x80),
        Just(0xFF),
        any::<u8>()
    ]
}

fn key() -> impl Strategy<Value = RowKey> {
    prop::collection::vec(byte(), 0..5).prop_map(RowKey::new)
}

fn keys() -> impl Strategy<Value = Vec<RowKey>> {
    prop::collection::vec(key(), 0..60)
}

fn splits() -> impl Strategy<Value = SplitPoints> {
    prop::collection::vec(key(), 0..8).prop_map(SplitPoints::from_sorted_unique)
}

/// `containsRow` for region `i`, checked against every region in turn.
fn linear_region(splits: &SplitPoints, key: &RowKey) -> usize {
    (0..splits.region_count())
        .find(|&i| {
            let start = splits.region_start(i);
            let end = splits.region_end(i);
            *key >= start && (end.is_empty() || *key < end)
        })
        .unwrap_or(usize::MAX)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// The word-by-word sort equals a stable sort of the indexes on the keys when many keys
    /// share long prefixes (ties run over several 8-byte words, zero bytes mimic padding,
    /// and keys end exactly at, before and after a word boundary).
    #[test]
    fn sort_order_breaks_long_ties_like_the_stable_byte_order(
        keys in prop::collection::vec(
            (0usize..=24, prop::collection::vec(prop::sample::select(vec![0u8, 1, 0xFF]), 0..4))
                .prop_map(|(shared, tail)| {
                    let mut key: Vec<u8> = (0..shared).map(|i| if i % 3 == 0 { 0 } else { 0x61 }).collect();
                    key.extend(tail);
                    RowKey::new(key)
                }),
            0..80,
        )
    ) {
        let mut expected: Vec<usize> = (0..keys.len()).collect();
        expected.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
        prop_assert_eq!(rowkey_core::key::sort_order(&keys), expected);
    }

    /// The prefix-keyed sort equals a stable sort of the indexes on the keys (keys up to
    /// 20 bytes, so both short keys and ties past the 16-byte prefix occur).
    #[test]
    fn sort_order_is_the_stable_byte_order(
        keys in prop::collection::vec(prop::collection::vec(byte(), 0..20).prop_map(RowKey::new), 0..80)
    ) {
        let mut expected: Vec<usize> = (0..keys.len()).collect();
        expected.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
        prop_assert_eq!(rowkey_core::key::sort_order(&keys), expected.clone());
        // Statistics from that order equal the hashing ones.
        prop_assert_eq!(
            rowkey_core::stats::KeyStats::from_sorted(&keys, &expected),
            rowkey_core::stats::KeyStats::compute(&keys)
        );
    }

    #[test]
    fn assignment_equals_linear_scan(keys in keys(), splits in splits()) {
        let fast = assign(&keys, &splits);
        let slow: Vec<usize> = keys.iter().map(|k| linear_region(&splits, k)).collect();
        prop_assert_eq!(fast, slow);
    }

    #[test]
    fn counts_sum_and_rows_lie_inside(keys in keys(), splits in splits()) {
        let report = RegionReport::build(&keys, &splits);
        prop_assert_eq!(report.regions.len(), splits.region_count());
        prop_assert_eq!(report.counts().iter().sum::<usize>(), keys.len());
        for region in &report.regions {
            prop_assert_eq!(region.rows.len(), region.row_count);
            for &row in &region.rows {
                let k = &keys[row];
                prop_assert!(*k >= region.start);
                prop_assert!(region.end.is_empty() || *k < region.end);
            }
        }
    }

    /// The report built from the sorted order equals the one built by binary search on each
    /// key (without the row lists), and its region starts are the partition points.
    #[test]
    fn report_from_the_sorted_order_equals_the_searched_one(keys in keys(), splits in splits()) {
        let order = rowkey_core::key::sort_order(&keys);
        let (fast, starts) = RegionReport::from_sorted(&keys, &order, &splits);
        let mut searched = RegionReport::build(&keys, &splits);
        for region in &mut searched.regions {
            region.rows.clear();
        }
        prop_assert_eq!(fast, searched.clone());
        let expected: Vec<usize> = searched
            .regions
            .iter()
            .map(|r| order.partition_point(|&k| keys[k] < r.start))
            .collect();
        prop_assert_eq!(starts, expected);
    }

    #[test]
    fn shortest_separator_separates_and_is_shortest(a in key(), b in key()) {
        let (prev, next) = if a <= b { (a, b) } else { (b, a) };
        match shortest_separator(prev.as_bytes(), next.as_bytes()) {
            None => prop_assert_eq!(prev, next),
            Some(s) => {
                prop_assert!(prev < s && s <= next);
                // Dropping its last byte no longer separates them.
                let shorter = RowKey::from(&s.as_bytes()[..s.len() - 1]);
                prop_assert!(shorter <= prev || shorter > next);
            }
        }
    }

    #[test]
    fn suggested_splits_are_balanced_without_duplicates(
        raw in prop::collection::btree_set(prop::collection::vec(byte(), 1..6), 10..300),
        regions in 1u32..12,
    ) {
        let keys: Vec<RowKey> = raw.into_iter().map(RowKey::new).collect();
        let n = keys.len();
        let regions = regions.min(u32::try_from(n / 10).unwrap_or(1)).max(1);
        let suggestion = suggest_splits(&keys, regions).unwrap();
        prop_assert_eq!(suggestion.points.region_count(), regions as usize);
        // The texts round-trip through toBytesBinary.
        for (text, key) in suggestion.splits.iter().zip(suggestion.points.keys()) {
            prop_assert_eq!(&to_bytes_binary(text), key.as_bytes());
        }
        let report = RegionReport::build(&keys, &suggestion.points);
        let ideal = n as f64 / f64::from(regions);
        let max = report.counts().into_iter().max().unwrap_or(0);
        prop_assert!(max as f64 <= 1.1 * ideal, "max {} ideal {}", max, ideal);
    }

    #[test]
    fn bytes_split_is_increasing_and_inside(a in key(), b in key(), num in 1u32..20) {
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        if let Ok(keys) = bytes_split(lo.as_bytes(), hi.as_bytes(), false, num) {
            prop_assert_eq!(keys.len(), num as usize + 2);
            prop_assert!(keys.windows(2).all(|w| w[0] < w[1]), "{:?}", keys);
            prop_assert!(keys[0] >= lo);
        }
    }

    #[test]
    fn autosplit_partitions_every_row(keys in keys(), limit in 1u64..8, seed in any::<u64>()) {
        let mut arrival: Vec<usize> = (0..keys.len()).collect();
        // A seeded shuffle (no randomness of our own).
        let mut state = seed | 1;
        for i in (1..arrival.len()).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            arrival.swap(i, (state % (i as u64 + 1)) as usize);
        }
        let out = simulate(&keys, &arrival, &AutoSplitConfig::new(SplitThreshold::Rows(limit))).unwrap();
        prop_assert_eq!(out.write_region.len(), keys.len());
        prop_assert_eq!(out.regions.iter().map(|r| r.rows).sum::<usize>(), keys.len());
        prop_assert_eq!(out.regions.len(), out.split_points.region_count());
        let report = RegionReport::build(&keys, &out.split_points);
        let counts: Vec<usize> = out.regions.iter().map(|r| r.rows).collect();
        prop_assert_eq!(report.counts(), counts);
        for region in &out.regions {
            prop_assert!(region.end.is_empty() || region.start < region.end);
        }
    }

    #[test]
    fn scan_regions_match_the_visit_rule(splits in splits(), start in key(), stop in key(), inclusive in any::<bool>()) {
        let visited: Vec<usize> = (0..splits.region_count())
            .filter(|&i| {
                let s = splits.region_start(i);
                let e = splits.region_end(i);
                let after_start = e.is_empty() || e > start;
                let before_stop = stop.is_empty() || s < stop || (inclusive && s == stop);
                after_start && before_stop
            })
            .collect();
        let expected = match (visited.first(), visited.last()) {
            (Some(&a), Some(&b)) => Some((a, b)),
            _ => None,
        };
        prop_assert_eq!(regions_for_scan(&splits, &start, &stop, inclusive), expected);
    }
}
