//! What happens to a table created without pre-splits: one region takes every write and HBase
//! splits it as it grows.
//!
//! The simulation replays the sample rows in an arrival order. Every row goes to the region
//! whose `[start, end)` holds its key. When a region grows past the [`SplitThreshold`], it
//! splits at the **middle key of its rows** (the key of the row at position `len / 2` in key
//! order; if that equals the region's lowest key, the next larger key) into two daughters.
//!
//! # A note about the threshold
//!
//! HBase 2's default split policy is `SteppingSplitPolicy` (`RegionSplitPolicy`'s
//! `DEFAULT_SPLIT_POLICY_CLASS`, hbase-server). Its `getSizeToCheck(regionNumOfTableLocal)`
//! gives the size a store must pass for its region to split (`shouldSplit`: `size >
//! sizeToCheck`, in `IncreasingToUpperBoundRegionSplitPolicy`):
//!
//! * `initialSize` when the table has exactly **one** region on that region server:
//!   `hbase.increasing.policy.initial.size`, by default twice the memstore flush size
//!   (`2 × 128 MB = 256 MB`, [`STEPPING_FIRST_SPLIT_BYTES`]);
//! * otherwise `hbase.hregion.max.filesize` (10 GB, [`HBASE_MAX_FILESIZE_BYTES`]).
//!
//! [`stepping_size_to_check`] is that rule. The simulation counts every region of the table as
//! on one region server (a split's daughters open where their parent was; only the balancer,
//! later, moves them), so a new table's only region splits past 256 MB and every region after
//! that past 10 GB. It leaves out `hbase.hregion.max.filesize.jitter` (each region's 10 GB moves
//! by up to ±12.5 %, at random, in `ConstantSizeRegionSplitPolicy`).
//!
//! A sample is much smaller than the table, so the sizes are scaled: if the sample of `n` rows
//! stands for a table of `B` bytes, each sample row stands for `B / n` bytes, and a region
//! splits once it holds more than `n × 10 GB / B` sample rows
//! ([`SplitThreshold::scaled_to_sample`]), the table's first region once it holds more than
//! `n × 256 MB / B` ([`AutoSplitConfig::first_region_limit`]).
//!
//! # A note about cost
//!
//! A split sorts only the rows of the region that splits, and a region that cannot split
//! (all its rows share one key) is not looked at again until it doubles, so a replay of `n`
//! rows costs `O(n log n)`.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::key::{KeyList, RowKey};
use crate::split::SplitPoints;

/// `hbase.hregion.max.filesize` default: 10 GB (10 × 1024³ bytes; `HConstants.DEFAULT_MAX_FILE_SIZE`).
pub const HBASE_MAX_FILESIZE_BYTES: u64 = 10 * 1024 * 1024 * 1024;

/// `hbase.hregion.memstore.flush.size` default: 128 MB (`TableDescriptorBuilder.DEFAULT_MEMSTORE_FLUSH_SIZE
/// = 1024 * 1024 * 128L`).
pub const HBASE_MEMSTORE_FLUSH_SIZE_BYTES: u64 = 128 * 1024 * 1024;

/// `SteppingSplitPolicy`'s size for a table's only region: `initialSize`, by default
/// `2 × ` the memstore flush size (`IncreasingToUpperBoundRegionSplitPolicy.configureForRegion`),
/// 256 MB.
pub const STEPPING_FIRST_SPLIT_BYTES: u64 = 2 * HBASE_MEMSTORE_FLUSH_SIZE_BYTES;

/// The name of the split policy the simulation follows (HBase 2's default).
pub const SPLIT_POLICY: &str = "SteppingSplitPolicy";

/// `SteppingSplitPolicy.getSizeToCheck`: the size a store of a region must pass for the region
/// to split, when the region server holds `regions_on_server` regions of its table (defaults:
/// 256 MB for one, 10 GB otherwise; see the [module](self) documentation).
///
/// # Examples
///
/// ```
/// use rowkey_engine::autosplit::stepping_size_to_check;
/// assert_eq!(stepping_size_to_check(1), 256 * 1024 * 1024);
/// assert_eq!(stepping_size_to_check(2), 10 * 1024 * 1024 * 1024);
/// ```
#[must_use]
pub const fn stepping_size_to_check(regions_on_server: usize) -> u64 {
    if regions_on_server == 1 {
        STEPPING_FIRST_SPLIT_BYTES
    } else {
        HBASE_MAX_FILESIZE_BYTES
    }
}

/// When a region splits.
///
/// # Examples
///
/// ```
/// use rowkey_engine::autosplit::SplitThreshold;
///
/// // 1,000 sample rows standing for a 100 GB table: a region splits past 100 rows.
/// let t = SplitThreshold::scaled_to_sample(1_000, 100 * 1024 * 1024 * 1024);
/// assert_eq!(t, SplitThreshold::Rows(100));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "limit", rename_all = "snake_case")]
pub enum SplitThreshold {
    /// Split a region once it holds more than this many rows.
    Rows(u64),
    /// Split a region once its rows take more than this many bytes (key length plus
    /// [`AutoSplitConfig::value_bytes_per_row`] each).
    Bytes(u64),
}

impl SplitThreshold {
    /// `hbase.hregion.max.filesize` (10 GB) scaled to a sample of `sample_rows` rows that
    /// stands for a table of `table_bytes` bytes: `max(1, floor(sample_rows × 10 GB /
    /// table_bytes))` rows. A zero table size counts as one byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::autosplit::SplitThreshold;
    /// let gb = 1024 * 1024 * 1024;
    /// assert_eq!(SplitThreshold::scaled_to_sample(100_000, 1024 * gb), SplitThreshold::Rows(976));
    /// ```
    #[must_use]
    pub fn scaled_to_sample(sample_rows: usize, table_bytes: u64) -> Self {
        Self::Rows(scaled_rows(
            sample_rows,
            table_bytes,
            HBASE_MAX_FILESIZE_BYTES,
        ))
    }
}

/// `split_bytes` of a table of `table_bytes` bytes in rows of a sample of `sample_rows` rows
/// that stands for it: `max(1, floor(sample_rows × split_bytes / table_bytes))`. A zero table
/// size counts as one byte.
///
/// # Examples
///
/// ```
/// use rowkey_engine::autosplit::{STEPPING_FIRST_SPLIT_BYTES, scaled_rows};
/// let gb = 1024 * 1024 * 1024;
/// // 100,000 rows standing for 100 GB: 256 MB is a 400th of it.
/// assert_eq!(scaled_rows(100_000, 100 * gb, STEPPING_FIRST_SPLIT_BYTES), 250);
/// ```
#[must_use]
pub fn scaled_rows(sample_rows: usize, table_bytes: u64, split_bytes: u64) -> u64 {
    let rows = u128::try_from(sample_rows).unwrap_or(u128::MAX);
    let limit = rows * u128::from(split_bytes) / u128::from(table_bytes.max(1));
    u64::try_from(limit).unwrap_or(u64::MAX).max(1)
}

/// Settings of the auto-split simulation.
///
/// # Examples
///
/// ```
/// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold};
/// let config = AutoSplitConfig::new(SplitThreshold::Bytes(1_000)).value_bytes_per_row(90);
/// assert_eq!(config.threshold, SplitThreshold::Bytes(1_000));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AutoSplitConfig {
    /// When a region splits.
    pub threshold: SplitThreshold,
    /// Bytes each row adds besides its key, for [`SplitThreshold::Bytes`] (default 0).
    pub value_bytes_per_row: u64,
    /// While the table has one region, it splits past this limit instead (rows or bytes, as
    /// the threshold): `SteppingSplitPolicy`'s first step ([`stepping_size_to_check`]).
    /// `None` (the default): every region splits past the threshold.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_region_limit: Option<u64>,
}

impl AutoSplitConfig {
    /// A config with the given threshold and no value bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold};
    /// assert_eq!(AutoSplitConfig::new(SplitThreshold::Rows(5)).value_bytes_per_row, 0);
    /// ```
    #[must_use]
    pub fn new(threshold: SplitThreshold) -> Self {
        Self {
            threshold,
            value_bytes_per_row: 0,
            first_region_limit: None,
        }
    }

    /// Sets the limit past which the table's only region splits (see
    /// [`AutoSplitConfig::first_region_limit`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold, simulate};
    /// let keys: Vec<RowKey> = (0..8).map(|i| RowKey::from(vec![i])).collect();
    /// let arrival: Vec<usize> = (0..8).collect();
    /// let config = AutoSplitConfig::new(SplitThreshold::Rows(100)).first_region_limit(2);
    /// // The third write splits the only region; then no region reaches 100 rows.
    /// let out = simulate(&keys, &arrival, &config).unwrap();
    /// assert_eq!((out.splits.len(), out.splits[0].position), (1, 2));
    /// ```
    #[must_use]
    pub fn first_region_limit(mut self, limit: u64) -> Self {
        self.first_region_limit = Some(limit);
        self
    }

    /// Sets the bytes each row adds besides its key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold};
    /// let c = AutoSplitConfig::new(SplitThreshold::Rows(5)).value_bytes_per_row(10);
    /// assert_eq!(c.value_bytes_per_row, 10);
    /// ```
    #[must_use]
    pub fn value_bytes_per_row(mut self, bytes: u64) -> Self {
        self.value_bytes_per_row = bytes;
        self
    }
}

/// Why the simulation could not run.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::autosplit::{AutoSplitConfig, AutoSplitError, SplitThreshold, simulate};
///
/// let err = simulate(&[RowKey::from("a")], &[3], &AutoSplitConfig::new(SplitThreshold::Rows(1))).unwrap_err();
/// assert_eq!(err, AutoSplitError::RowOutOfRange { position: 1, row: 3, rows: 1 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AutoSplitError {
    /// The arrival order names a row that does not exist.
    RowOutOfRange {
        /// 1-based position in the arrival order.
        position: usize,
        /// The 0-based row named.
        row: usize,
        /// Rows in the sample.
        rows: usize,
    },
    /// The threshold is zero.
    ZeroThreshold,
}

impl fmt::Display for AutoSplitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::RowOutOfRange {
                position,
                row,
                rows,
            } => crate::balance::write_row_out_of_range(f, *position, *row, *rows),
            Self::ZeroThreshold => f.write_str("the split threshold must be at least 1"),
        }
    }
}

impl std::error::Error for AutoSplitError {}

/// A region at the end of the simulation.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold, simulate};
///
/// let keys = [RowKey::from("a"), RowKey::from("b")];
/// let out = simulate(&keys, &[0, 1], &AutoSplitConfig::new(SplitThreshold::Rows(1))).unwrap();
/// let upper = &out.regions[1];
/// assert_eq!((upper.id, upper.start_text.as_str(), upper.end_text.as_str(), upper.rows), (2, "b", "", 1));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimulatedRegion {
    /// The region's id: 0 is the table's first region, each split makes two new ids.
    pub id: usize,
    /// Start key, inclusive.
    pub start: RowKey,
    /// End key, exclusive (empty: +∞).
    pub end: RowKey,
    /// The start key as `toStringBinary`.
    pub start_text: String,
    /// The end key as `toStringBinary`.
    pub end_text: String,
    /// Rows it holds.
    pub rows: usize,
    /// Bytes it holds (keys plus value bytes).
    pub bytes: u64,
}

/// One region split during the replay.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold, simulate};
///
/// let keys = [RowKey::from("a"), RowKey::from("b")];
/// let out = simulate(&keys, &[0, 1], &AutoSplitConfig::new(SplitThreshold::Rows(1))).unwrap();
/// let split = &out.splits[0];
/// assert_eq!((split.position, split.parent, split.lower, split.upper), (1, 0, 1, 2));
/// assert_eq!(split.split_key, RowKey::from("b"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitEvent {
    /// 0-based arrival position of the write that pushed the region over the threshold.
    pub position: usize,
    /// The id of the region that split.
    pub parent: usize,
    /// The split key: the lower daughter ends here, the upper one starts here.
    pub split_key: RowKey,
    /// Id of the lower daughter `[parent start, split_key)`.
    pub lower: usize,
    /// Id of the upper daughter `[split_key, parent end)`.
    pub upper: usize,
}

/// The result of the replay.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold, simulate};
///
/// let keys = [RowKey::from("b"), RowKey::from("a"), RowKey::from("c")];
/// let out = simulate(&keys, &[0, 1, 2], &AutoSplitConfig::new(SplitThreshold::Rows(2))).unwrap();
/// assert_eq!(out.split_points.texts(), ["b"]);
/// assert_eq!(out.write_region, [0, 0, 0]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AutoSplitOutcome {
    /// The regions at the end, in key order.
    pub regions: Vec<SimulatedRegion>,
    /// Their boundaries, ready for [`crate::region::RegionReport::build`].
    pub split_points: SplitPoints,
    /// For each write (arrival position), the id of the region that took it.
    pub write_region: Vec<usize>,
    /// The splits, in the order they happened.
    pub splits: Vec<SplitEvent>,
}

#[derive(Debug)]
struct Live {
    start: RowKey,
    end: RowKey,
    rows: Vec<usize>,
    bytes: u64,
    retry_at: u64,
}

/// Replays `arrival` (0-based row indexes into `keys`, first write first) into a table that
/// starts as one region.
///
/// # Errors
///
/// [`AutoSplitError::RowOutOfRange`] for a bad arrival entry and
/// [`AutoSplitError::ZeroThreshold`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold, simulate};
///
/// let keys: Vec<RowKey> = (0..8).map(|i| RowKey::from(format!("{i:02}").as_str())).collect();
/// let arrival: Vec<usize> = (0..8).collect();
/// let out = simulate(&keys, &arrival, &AutoSplitConfig::new(SplitThreshold::Rows(3))).unwrap();
/// assert_eq!(out.split_points.texts(), ["02", "04", "06"]);
/// // Sequential keys: after the first split every write goes to the newest, last region.
/// assert_eq!(out.write_region, [0, 0, 0, 0, 2, 2, 4, 4]);
/// ```
pub fn simulate(
    keys: &[RowKey],
    arrival: &[usize],
    config: &AutoSplitConfig,
) -> Result<AutoSplitOutcome, AutoSplitError> {
    simulate_keys(keys, arrival, config)
}

/// [`simulate`] over any [`KeyList`] (the analysis replays its key arena without copying it).
///
/// # Errors
///
/// As [`simulate`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::autosplit::{AutoSplitConfig, SplitThreshold, simulate_keys};
///
/// let keys: Vec<RowKey> = ["b", "a", "c"].iter().map(|k| RowKey::from(*k)).collect();
/// let out = simulate_keys(&keys, &[0, 1, 2], &AutoSplitConfig::new(SplitThreshold::Rows(2))).unwrap();
/// assert_eq!(out.split_points.texts(), ["b"]);
/// ```
pub fn simulate_keys<K: KeyList + ?Sized>(
    keys: &K,
    arrival: &[usize],
    config: &AutoSplitConfig,
) -> Result<AutoSplitOutcome, AutoSplitError> {
    let limit = match config.threshold {
        SplitThreshold::Rows(n) | SplitThreshold::Bytes(n) => n,
    };
    if limit == 0 || config.first_region_limit == Some(0) {
        return Err(AutoSplitError::ZeroThreshold);
    }
    let by_bytes = matches!(config.threshold, SplitThreshold::Bytes(_));
    let row_bytes = |row: usize| -> u64 {
        let key_len = keys.key_bytes(row).map_or(0, <[u8]>::len);
        u64::try_from(key_len)
            .unwrap_or(u64::MAX)
            .saturating_add(config.value_bytes_per_row)
    };
    let mut live: Vec<Option<Live>> = vec![Some(Live {
        start: RowKey::default(),
        end: RowKey::default(),
        rows: Vec::new(),
        bytes: 0,
        retry_at: 0,
    })];
    // The live regions' start keys in key order, with their ids. A split replaces its
    // region's entry (the lower daughter keeps the start) and inserts the upper one after it:
    // O(regions) a split, which `Growth` bounds; a lookup is a binary search.
    let mut by_start: Vec<(RowKey, usize)> = vec![(RowKey::default(), 0)];
    let mut write_region = Vec::with_capacity(arrival.len());
    let mut splits = Vec::new();

    for (position, &row) in arrival.iter().enumerate() {
        let key = keys.key_bytes(row).ok_or(AutoSplitError::RowOutOfRange {
            position: position + 1,
            row,
            rows: keys.key_count(),
        })?;
        let slot = by_start
            .partition_point(|(start, _)| start.as_bytes() <= key)
            .saturating_sub(1);
        let id = by_start.get(slot).map_or(0, |&(_, id)| id);
        write_region.push(id);
        let Some(Some(region)) = live.get_mut(id) else {
            continue;
        };
        region.rows.push(row);
        region.bytes = region.bytes.saturating_add(row_bytes(row));
        let size = if by_bytes {
            region.bytes
        } else {
            u64::try_from(region.rows.len()).unwrap_or(u64::MAX)
        };
        // SteppingSplitPolicy: the table's only region (all of them on one server) splits at
        // its first step.
        let limit = match config.first_region_limit {
            Some(first) if by_start.len() == 1 => first,
            _ => limit,
        };
        if size <= limit || size < region.retry_at {
            continue;
        }
        let Some(parent) = live.get_mut(id).and_then(Option::take) else {
            continue;
        };
        match split_region(parent, keys, &row_bytes) {
            Ok((lower, upper, split_key)) => {
                let lower_id = live.len();
                let upper_id = lower_id + 1;
                if let Some(entry) = by_start.get_mut(slot) {
                    entry.1 = lower_id;
                }
                by_start.insert(slot + 1, (upper.start.clone(), upper_id));
                live.push(Some(lower));
                live.push(Some(upper));
                splits.push(SplitEvent {
                    position,
                    parent: id,
                    split_key,
                    lower: lower_id,
                    upper: upper_id,
                });
            }
            Err(mut unsplittable) => {
                unsplittable.retry_at = size.saturating_mul(2);
                if let Some(slot) = live.get_mut(id) {
                    *slot = Some(unsplittable);
                }
            }
        }
    }

    let regions: Vec<SimulatedRegion> = by_start
        .iter()
        .filter_map(|&(_, id)| {
            live.get(id)
                .and_then(Option::as_ref)
                .map(|r| SimulatedRegion {
                    id,
                    start_text: r.start.to_string_binary(),
                    end_text: r.end.to_string_binary(),
                    start: r.start.clone(),
                    end: r.end.clone(),
                    rows: r.rows.len(),
                    bytes: r.bytes,
                })
        })
        .collect();
    let split_points =
        SplitPoints::from_sorted_unique(regions.iter().skip(1).map(|r| r.start.clone()).collect());
    Ok(AutoSplitOutcome {
        regions,
        split_points,
        write_region,
        splits,
    })
}

/// Splits a region at the middle key of its rows, or gives it back if every row has the same
/// key.
fn split_region<K: KeyList + ?Sized>(
    mut region: Live,
    keys: &K,
    row_bytes: &dyn Fn(usize) -> u64,
) -> Result<(Live, Live, RowKey), Live> {
    let key_of = |row: usize| RowKey::new(keys.key_bytes(row).unwrap_or_default().to_vec());
    crate::order::sort_by(&mut region.rows, |&a, &b| {
        keys.key_bytes(a).cmp(&keys.key_bytes(b)).then(a.cmp(&b))
    });
    let Some(&lowest) = region.rows.first() else {
        return Err(region);
    };
    let lowest_key = key_of(lowest);
    let mid = region.rows.len() / 2;
    let mut split_key = region.rows.get(mid).map(|&r| key_of(r)).unwrap_or_default();
    if split_key == lowest_key {
        let next = region.rows.partition_point(|&r| {
            keys.key_bytes(r)
                .is_some_and(|k| k <= lowest_key.as_bytes())
        });
        match region.rows.get(next) {
            Some(&r) => split_key = key_of(r),
            None => return Err(region),
        }
    }
    let cut = region
        .rows
        .partition_point(|&r| keys.key_bytes(r).is_some_and(|k| k < split_key.as_bytes()));
    let upper_rows = region.rows.split_off(cut);
    let bytes_of = |rows: &[usize]| rows.iter().map(|&r| row_bytes(r)).sum::<u64>();
    let lower = Live {
        start: region.start,
        end: split_key.clone(),
        bytes: bytes_of(&region.rows),
        rows: region.rows,
        retry_at: 0,
    };
    let upper = Live {
        start: split_key.clone(),
        end: region.end,
        bytes: bytes_of(&upper_rows),
        rows: upper_rows,
        retry_at: 0,
    };
    Ok((lower, upper, split_key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identical_keys_never_split_and_stay_fast() {
        let keys = vec![RowKey::from("same"); 50_000];
        let arrival: Vec<usize> = (0..keys.len()).collect();
        let out = simulate(
            &keys,
            &arrival,
            &AutoSplitConfig::new(SplitThreshold::Rows(2)),
        )
        .unwrap();
        assert_eq!(out.regions.len(), 1);
        assert!(out.splits.is_empty());
    }

    #[test]
    fn byte_threshold_counts_values() {
        let keys: Vec<RowKey> = ["a", "b", "c", "d"]
            .iter()
            .map(|s| RowKey::from(*s))
            .collect();
        let config = AutoSplitConfig::new(SplitThreshold::Bytes(25)).value_bytes_per_row(9);
        let out = simulate(&keys, &[0, 1, 2, 3], &config).unwrap();
        // 10 bytes a row: the third row makes 30 > 25, split at "b"; the fourth makes the
        // upper daughter 30 bytes, split at "c".
        assert_eq!(out.split_points.texts(), ["b", "c"]);
        let bytes: Vec<u64> = out.regions.iter().map(|r| r.bytes).collect();
        assert_eq!(bytes, [10, 10, 20]);
    }

    /// `SteppingSplitPolicy.getSizeToCheck` (hbase-server, `regionserver/SteppingSplitPolicy.java`,
    /// HBase 2.2 to 2.6: `return tableRegionsCount == 1 ? this.initialSize :
    /// getDesiredMaxFileSize();`), with `initialSize = 2 * DEFAULT_MEMSTORE_FLUSH_SIZE`
    /// (`IncreasingToUpperBoundRegionSplitPolicy.configureForRegion`; `1024 * 1024 * 128L` in
    /// `TableDescriptorBuilder`) and `DEFAULT_MAX_FILE_SIZE` 10 GB (`HConstants`): the numbers
    /// as the Java source writes them.
    #[test]
    fn stepping_size_to_check_is_hbase_s() {
        let initial_size: u64 = 2 * (1024 * 1024 * 128);
        let max_file_size: u64 = 10 * 1024 * 1024 * 1024;
        assert_eq!(initial_size, 268_435_456);
        for (regions, expected) in [
            (0, max_file_size),
            (1, initial_size),
            (2, max_file_size),
            (3, max_file_size),
            (101, max_file_size),
        ] {
            assert_eq!(stepping_size_to_check(regions), expected, "{regions}");
        }
    }

    /// The first split at the first step, every later one at the threshold; `size >
    /// sizeToCheck` (`shouldSplit`), so a region at exactly the limit does not split.
    #[test]
    fn the_only_region_splits_at_the_first_step_and_later_ones_at_the_threshold() {
        let keys: Vec<RowKey> = (0..40_u8).map(|i| RowKey::from(vec![i])).collect();
        let arrival: Vec<usize> = (0..keys.len()).collect();
        let config = AutoSplitConfig::new(SplitThreshold::Rows(10)).first_region_limit(3);
        let out = simulate(&keys, &arrival, &config).unwrap();
        let at: Vec<usize> = out.splits.iter().map(|s| s.position + 1).collect();
        // The 4th write passes 3 rows: split at the middle (2 and 2 rows). The upper one
        // takes every later write and splits as it passes 10 rows (9 writes later), its
        // upper daughter (6 rows) 5 writes after that.
        assert_eq!(at[..3], [4, 13, 18]);
        let without = simulate(
            &keys,
            &arrival,
            &AutoSplitConfig::new(SplitThreshold::Rows(10)),
        )
        .unwrap();
        assert_eq!(without.splits[0].position + 1, 11);
        let zero = AutoSplitConfig::new(SplitThreshold::Rows(10)).first_region_limit(0);
        assert_eq!(
            simulate(&keys, &arrival, &zero).unwrap_err(),
            AutoSplitError::ZeroThreshold
        );
    }

    #[test]
    fn lower_half_of_one_key_splits_above_it() {
        let keys: Vec<RowKey> = ["a", "a", "a", "b"]
            .iter()
            .map(|s| RowKey::from(*s))
            .collect();
        let out = simulate(
            &keys,
            &[0, 1, 2, 3],
            &AutoSplitConfig::new(SplitThreshold::Rows(3)),
        )
        .unwrap();
        assert_eq!(out.split_points.texts(), ["b"]);
    }
}
