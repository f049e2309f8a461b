//! How a table created without a pre-split splits as it grows: the sample's writes replayed in
//! arrival order through [`crate::autosplit`] under HBase 2's default `SteppingSplitPolicy`
//! (the table's only region splits past 256 MB, every later region past 10 GB), both sizes
//! scaled to the sample ([`SplitThreshold::scaled_to_sample`], [`scaled_rows`]).

use serde::{Deserialize, Serialize};

use crate::autosplit::{
    AutoSplitConfig, AutoSplitOutcome, STEPPING_FIRST_SPLIT_BYTES, SplitThreshold, scaled_rows,
    simulate_keys,
};
use crate::i18n::Localized;
use crate::i18n::messages::localize;
use crate::key::KeyList;

/// The largest table replayed, in units of HBase's 10 GB split size: 20 TB. A larger table,
/// against a sample, would have each region split after a few sample rows; the replay would
/// show no more than the size alone says (and a split costs time in the number of regions).
pub const MAX_REPLAY_SPLIT_SIZES: u64 = 2048;

/// The replay of a table without a pre-split, for the Regions area and the `rowkey` report.
///
/// # Examples
///
/// ```
/// use rowkey_core::RowKey;
/// use rowkey_core::analysis::growth::Growth;
///
/// // Eight increasing keys written in order, in a table 4 times the 10 GB split size:
/// // a region splits past 2 sample rows, the table's only region past 256 MB (under one
/// // sample row: past 1).
/// let keys: Vec<RowKey> = (0..8).map(|i| RowKey::from(format!("{i:02}").as_str())).collect();
/// let arrival: Vec<usize> = (0..8).collect();
/// let gib = 1024 * 1024 * 1024;
/// let g = Growth::replay(&keys, &arrival, 40 * gib).unwrap();
/// assert_eq!((g.first_threshold_rows, g.threshold_rows), (1, 2));
/// // The second write splits the only region; from the fourth on each write splits the
/// // newest.
/// assert_eq!(g.steps[0].writes, 2);
/// assert_eq!(g.steps[1].writes, 4);
/// assert_eq!(g.regions, 7);
/// // After the first split, every write went to the newest region.
/// assert_eq!(g.busiest_share, Some(1.0));
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Growth {
    /// Sample rows a region holds before it splits (10 GB in the table's scale), once the
    /// table has more than one region.
    pub threshold_rows: u64,
    /// Sample rows the table's only region holds before it splits (`SteppingSplitPolicy`'s
    /// first step, 256 MB in the table's scale).
    pub first_threshold_rows: u64,
    /// Writes replayed: the sample's keys in arrival order.
    pub writes: usize,
    /// The region count after each split, with the writes made by then.
    pub steps: Vec<GrowthStep>,
    /// Regions at the end.
    pub regions: usize,
    /// Of the writes made once the table had split, the share that went to the busiest region
    /// of its stretch (a stretch: the writes between two splits); `None` before any split.
    pub busiest_share: Option<f64>,
    /// The same share if each stretch's writes had spread evenly over its regions.
    pub even_share: Option<f64>,
    /// All of the above in one or two sentences, in both languages.
    pub text: Localized,
}
crate::wire::wire_struct!(Growth {
    threshold_rows,
    first_threshold_rows,
    writes,
    steps,
    regions,
    busiest_share,
    even_share,
    text
});

/// One split in a [`Growth`]: after `writes` writes the table has `regions` regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GrowthStep {
    /// Writes made when the split happened (the write that crossed the threshold included).
    pub writes: usize,
    /// Regions after the split.
    pub regions: usize,
}
crate::wire::wire_struct!(GrowthStep { writes, regions });

impl Growth {
    /// Replays `arrival` (indexes into `keys`, first write first) into a table of
    /// `table_bytes` bytes created without a pre-split; `None` when there is nothing to replay
    /// or the table is over [`MAX_REPLAY_SPLIT_SIZES`] × 10 GB.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// use rowkey_core::analysis::growth::Growth;
    ///
    /// let keys = vec![RowKey::from("a")];
    /// assert!(Growth::replay(&keys, &[], 1 << 40).is_none());
    /// // 30 TB: more than 2,048 times 10 GB.
    /// assert!(Growth::replay(&keys, &[0], 30 << 40).is_none());
    /// ```
    #[must_use]
    pub fn replay<K: KeyList + ?Sized>(
        keys: &K,
        arrival: &[usize],
        table_bytes: u64,
    ) -> Option<Self> {
        let split_size = crate::autosplit::HBASE_MAX_FILESIZE_BYTES;
        if arrival.is_empty() || table_bytes / split_size > MAX_REPLAY_SPLIT_SIZES {
            return None;
        }
        let threshold = SplitThreshold::scaled_to_sample(arrival.len(), table_bytes);
        let SplitThreshold::Rows(threshold_rows) = threshold else {
            return None;
        };
        let first_threshold_rows =
            scaled_rows(arrival.len(), table_bytes, STEPPING_FIRST_SPLIT_BYTES);
        let config = AutoSplitConfig::new(threshold).first_region_limit(first_threshold_rows);
        let outcome = simulate_keys(keys, arrival, &config).ok()?;
        let steps: Vec<GrowthStep> = outcome
            .splits
            .iter()
            .enumerate()
            .map(|(i, split)| GrowthStep {
                writes: split.position + 1,
                regions: i + 2,
            })
            .collect();
        let shares = stretch_shares(&outcome);
        let writes = arrival.len();
        let regions = outcome.regions.len();
        let text = localize(|m| match shares {
            Some((busiest, even)) => m.growth_split(
                writes,
                (first_threshold_rows, threshold_rows),
                regions,
                busiest,
                even,
            ),
            None => m.growth_one_region(writes, (first_threshold_rows, threshold_rows)),
        });
        Some(Self {
            threshold_rows,
            first_threshold_rows,
            writes,
            steps,
            regions,
            busiest_share: shares.map(|(busiest, _)| busiest),
            even_share: shares.map(|(_, even)| even),
            text,
        })
    }
}

/// Of the writes after the first split: the share that went to the busiest region of their
/// stretch, and the share an even spread over the stretch's regions would give.
fn stretch_shares(outcome: &AutoSplitOutcome) -> Option<(f64, f64)> {
    let writes = &outcome.write_region;
    let mut starts: Vec<usize> = outcome.splits.iter().map(|s| s.position + 1).collect();
    starts.push(writes.len());
    let mut per_region = vec![0usize; 2 * outcome.splits.len() + 1];
    let (mut after, mut busiest, mut even) = (0usize, 0usize, 0.0f64);
    for (stretch, bounds) in starts.windows(2).enumerate() {
        let part = writes.get(bounds[0]..bounds[1]).unwrap_or_default();
        for &region in part {
            if let Some(count) = per_region.get_mut(region) {
                *count += 1;
            }
        }
        busiest += part
            .iter()
            .filter_map(|&r| per_region.get(r))
            .max()
            .copied()
            .unwrap_or(0);
        for &region in part {
            if let Some(count) = per_region.get_mut(region) {
                *count = 0;
            }
        }
        after += part.len();
        // Stretch k follows split k + 1: k + 2 regions take its writes.
        even += part.len() as f64 / (stretch + 2) as f64;
    }
    (after > 0).then(|| (busiest as f64 / after as f64, even / after as f64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RowKey;

    const GIB: u64 = 1024 * 1024 * 1024;

    #[test]
    fn a_table_under_256_mb_stays_one_region() {
        let keys: Vec<RowKey> = (0..10).map(|i| RowKey::from(vec![i])).collect();
        let arrival: Vec<usize> = (0..10).collect();
        let g = Growth::replay(&keys, &arrival, 200 * 1024 * 1024).unwrap();
        assert_eq!((g.regions, g.steps.len(), g.busiest_share), (1, 0, None));
        assert!(g.text.en.contains("one region"), "{}", g.text.en);
    }

    /// Issue 31, item 3: a new table's first split is at 256 MB (SteppingSplitPolicy), not
    /// 10 GB. A 5 GB table (half of 10 GB) of 100 sample rows: its only region splits past
    /// 100 × 256 MB / 5 GB = 5 rows; then no region reaches 10 GB (200 rows).
    #[test]
    fn a_table_under_10_gb_splits_once_at_256_mb() {
        let keys: Vec<RowKey> = (0..100).map(|i| RowKey::from(vec![i])).collect();
        let arrival: Vec<usize> = (0..100).collect();
        let g = Growth::replay(&keys, &arrival, 5 * GIB).unwrap();
        assert_eq!((g.first_threshold_rows, g.threshold_rows), (5, 200));
        assert_eq!(
            g.steps,
            [GrowthStep {
                writes: 6,
                regions: 2
            }]
        );
        assert_eq!(g.regions, 2);
        for text in [&g.text.en, &g.text.zh] {
            assert!(
                text.contains("SteppingSplitPolicy") && text.contains("256 MB"),
                "{text}"
            );
        }
    }

    #[test]
    fn spread_keys_share_the_writes() {
        // Keys that cycle through 4 prefixes: once split four ways, writes spread evenly.
        let keys: Vec<RowKey> = (0..400u32)
            .map(|i| RowKey::from(format!("{}-{i:04}", i % 4).as_str()))
            .collect();
        let arrival: Vec<usize> = (0..400).collect();
        let g = Growth::replay(&keys, &arrival, 40 * GIB).unwrap();
        assert!(g.regions >= 4, "{}", g.regions);
        let (busiest, even) = (g.busiest_share.unwrap(), g.even_share.unwrap());
        assert!(busiest < 0.6, "busiest {busiest}");
        assert!(even <= busiest, "even {even} busiest {busiest}");
        assert_eq!(g.steps.last().map(|s| s.regions), Some(g.regions));
    }
}
