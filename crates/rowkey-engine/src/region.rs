//! Region assignment: which region holds each row, and what each region holds.
//!
//! A region `[start, end)` holds every key `k` with `start <= k` and (`k < end` or `end` is
//! empty), as HBase's `containsRow` says. With sorted split keys, a key's region index is the
//! number of split keys `<= k`, found by binary search (`partition_point`).

use crate::key::{KeyList, RowKey};
use crate::split::SplitPoints;

/// The 0-based region index of each key, in input order.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::assign;
/// use rowkey_engine::split::SplitPoints;
///
/// let splits = SplitPoints::from_texts(&["10", "20", "30"]).unwrap();
/// let keys: Vec<RowKey> = ["", "1", "15", "2", "200", "9"].iter().map(|s| RowKey::from(*s)).collect();
/// assert_eq!(assign(&keys, &splits), [0, 0, 1, 1, 2, 3]);
/// ```
#[must_use]
pub fn assign(keys: &[RowKey], splits: &SplitPoints) -> Vec<usize> {
    keys.iter().map(|key| splits.region_of(key)).collect()
}

/// `containsRange(first, last)` with `last` inclusive: whether the region `[start, end)` holds
/// every key from `first` to `last`. `None` when `first > last` (HBase throws
/// `IllegalArgumentException`).
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::contains_range;
///
/// let k = |s: &str| RowKey::from(s);
/// assert_eq!(contains_range(&k("a"), &k("g"), &k("b"), &k("c")), Some(true));
/// assert_eq!(contains_range(&k("a"), &k("g"), &k("a"), &k("g")), Some(false));
/// assert_eq!(contains_range(&k("a"), &k("g"), &k("z"), &k("a")), None);
/// ```
#[must_use]
pub fn contains_range(start: &RowKey, end: &RowKey, first: &RowKey, last: &RowKey) -> Option<bool> {
    if first > last {
        return None;
    }
    Some(first >= start && (end.is_empty() || last < end))
}

/// The regions a forward scan visits (§5.2): region `[s, e)` is visited iff
/// (`e` is empty or `e > start_row`) and (`stop_row` is empty or `s < stop_row`, or
/// `s <= stop_row` when the stop row is inclusive). An empty start row is the table start, an
/// empty stop row the table end. Returns the first and last region index, or `None` when the
/// scan visits no region (its stop is before its start).
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::regions_for_scan;
/// use rowkey_engine::split::SplitPoints;
///
/// let splits = SplitPoints::from_texts(&["10", "20", "30"]).unwrap();
/// let k = |s: &str| RowKey::from(s);
/// assert_eq!(regions_for_scan(&splits, &k("15"), &k("25"), false), Some((1, 2)));
/// // The stop row is exclusive: a scan ending exactly at "20" stays in region 1.
/// assert_eq!(regions_for_scan(&splits, &k("15"), &k("20"), false), Some((1, 1)));
/// assert_eq!(regions_for_scan(&splits, &k("15"), &k("20"), true), Some((1, 2)));
/// assert_eq!(regions_for_scan(&splits, &k(""), &k(""), false), Some((0, 3)));
/// ```
#[must_use]
pub fn regions_for_scan(
    splits: &SplitPoints,
    start_row: &RowKey,
    stop_row: &RowKey,
    stop_inclusive: bool,
) -> Option<(usize, usize)> {
    let keys = splits.keys();
    let first = splits.region_of(start_row);
    let last = if stop_row.is_empty() {
        keys.len()
    } else if stop_inclusive {
        keys.partition_point(|k| k <= stop_row)
    } else {
        keys.partition_point(|k| k < stop_row)
    };
    (first <= last).then_some((first, last))
}

/// One region of the table, ready to show.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::RegionReport;
/// use rowkey_engine::split::SplitPoints;
///
/// let report = RegionReport::build(&[RowKey::new(vec![0xFF])], &SplitPoints::from_texts(&["\\x80"]).unwrap());
/// let last = &report.regions[1];
/// assert_eq!((last.start_text.as_str(), last.start_hex.as_str()), ("\\x80", "80"));
/// assert_eq!((last.row_count, last.key_bytes, last.share), (1, 1, 1.0));
/// ```
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Region {
    /// 0-based position of the region in key order.
    pub index: usize,
    /// Start key, inclusive (empty for the first region: −∞).
    pub start: RowKey,
    /// End key, exclusive (empty for the last region: +∞).
    pub end: RowKey,
    /// The start key as `toStringBinary`.
    pub start_text: String,
    /// The start key as uppercase hex.
    pub start_hex: String,
    /// The end key as `toStringBinary`.
    pub end_text: String,
    /// The end key as uppercase hex.
    pub end_hex: String,
    /// Sample rows in this region.
    pub row_count: usize,
    /// Sum of the key lengths of those rows, in bytes.
    pub key_bytes: u64,
    /// `row_count` as a share of all rows, 0.0 to 1.0 (0.0 when there are no rows).
    pub share: f64,
    /// The sample rows in this region (0-based indexes into the keys, in input order).
    pub rows: Vec<usize>,
}
crate::wire::wire_struct!(Region {
    index,
    start,
    end,
    start_text,
    start_hex,
    end_text,
    end_hex,
    row_count,
    key_bytes,
    share,
    rows
});

/// Every region of a table with the sample rows each one holds: the region part of the view
/// model.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::RegionReport;
/// use rowkey_engine::split::SplitPoints;
///
/// let splits = SplitPoints::from_texts(&["m"]).unwrap();
/// let keys: Vec<RowKey> = ["a", "z", "b"].iter().map(|s| RowKey::from(*s)).collect();
/// let report = RegionReport::build(&keys, &splits);
/// assert_eq!(report.regions.len(), 2);
/// assert_eq!(report.regions[0].rows, [0, 2]);
/// assert_eq!(report.regions[1].start_text, "m");
/// assert_eq!(report.regions[1].end_text, "");
/// assert_eq!(report.row_region, [0, 1, 0]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RegionReport {
    /// The regions in key order.
    pub regions: Vec<Region>,
    /// For each sample row (input order), the index of its region. Not serialised: it is
    /// per row (an analysis summary sent to the page leaves it empty).
    #[serde(skip)]
    pub row_region: Vec<usize>,
    /// Number of sample rows.
    pub total_rows: usize,
}
crate::wire::wire_struct!(RegionReport { regions, total_rows; skip row_region });

impl RegionReport {
    /// Assigns each key to its region and summarises every region. Linear after the binary
    /// searches: `O(n log k)` for `n` keys and `k` splits.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::region::RegionReport;
    /// use rowkey_engine::split::SplitPoints;
    ///
    /// let report = RegionReport::build(&[RowKey::from("x")], &SplitPoints::default());
    /// assert_eq!(report.regions[0].row_count, 1);
    /// assert_eq!(report.regions[0].share, 1.0);
    /// ```
    #[must_use]
    pub fn build(keys: &[RowKey], splits: &SplitPoints) -> Self {
        let row_region = assign(keys, splits);
        Self::summarise(keys, splits, row_region, true)
    }

    /// [`RegionReport::build`] from keys already sorted (`order` is
    /// [`crate::key::sort_order`] of `keys`), without the per-region row lists (each
    /// region's `rows` is left empty): one binary search a region on the sorted order, then
    /// one pass over it. Also returns where each region starts in the sorted order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::key::sort_order;
    /// use rowkey_engine::region::RegionReport;
    /// use rowkey_engine::split::SplitPoints;
    ///
    /// let splits = SplitPoints::from_texts(&["m"]).unwrap();
    /// let keys: Vec<RowKey> = ["a", "z", "b"].iter().map(|s| RowKey::from(*s)).collect();
    /// let (report, starts) = RegionReport::from_sorted(&keys, &sort_order(&keys), &splits);
    /// assert_eq!(report.row_region, [0, 1, 0]);
    /// assert_eq!(report.regions[0].row_count, 2);
    /// assert!(report.regions[0].rows.is_empty());
    /// assert_eq!(starts, [0, 2]);
    /// ```
    #[must_use]
    pub fn from_sorted<K: KeyList + ?Sized>(
        keys: &K,
        order: &[usize],
        splits: &SplitPoints,
    ) -> (Self, Vec<usize>) {
        let starts = Self::region_starts(keys, order, splits);
        let mut row_region = vec![0; keys.key_count()];
        for (r, &start) in starts.iter().enumerate() {
            let end = starts.get(r + 1).copied().unwrap_or(order.len());
            for &k in order.get(start..end).unwrap_or_default() {
                if let Some(slot) = row_region.get_mut(k) {
                    *slot = r;
                }
            }
        }
        (Self::summarise(keys, splits, row_region, false), starts)
    }

    /// The rows per region of [`RegionReport::from_sorted`] (its [`RegionReport::counts`])
    /// when `order` is a sort order of every key (each index once): found by a binary
    /// search for each region's start in the order, without a pass over the keys.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::{sort_order, RowKey};
    /// use rowkey_engine::region::RegionReport;
    /// use rowkey_engine::split::SplitPoints;
    /// let keys = vec![RowKey::from("b"), RowKey::from("a"), RowKey::from("c")];
    /// let order = sort_order(&keys[..]);
    /// let splits = SplitPoints::from_texts(&["b"]).unwrap();
    /// assert_eq!(RegionReport::counts_from_sorted(&keys[..], &order, &splits), [1, 2]);
    /// ```
    #[must_use]
    pub fn counts_from_sorted<K: KeyList + ?Sized>(
        keys: &K,
        order: &[usize],
        splits: &SplitPoints,
    ) -> Vec<usize> {
        let region_count = splits.region_count();
        let starts = Self::region_starts(keys, order, splits);
        let mut counts: Vec<usize> = (0..region_count)
            .map(|r| {
                let end = starts.get(r + 1).copied().unwrap_or(order.len());
                end.saturating_sub(starts.get(r).copied().unwrap_or(0))
            })
            .collect();
        // Keys before the first region's start (none: it starts at the empty key) are
        // counted in region 0, as `from_sorted` leaves them.
        if let (Some(first), Some(&skipped)) = (counts.first_mut(), starts.first()) {
            *first += skipped;
        }
        counts
    }

    /// Where each region starts in the sort order `order`: the number of keys before its
    /// start key, found by binary search.
    fn region_starts<K: KeyList + ?Sized>(
        keys: &K,
        order: &[usize],
        splits: &SplitPoints,
    ) -> Vec<usize> {
        (0..splits.region_count())
            .map(|r| {
                let start = splits.region_start(r);
                order.partition_point(|&k| {
                    keys.key_bytes(k).is_some_and(|key| key < start.as_bytes())
                })
            })
            .collect()
    }

    /// Counts, byte totals and (if `with_rows`) row lists per region from each key's region.
    fn summarise<K: KeyList + ?Sized>(
        keys: &K,
        splits: &SplitPoints,
        row_region: Vec<usize>,
        with_rows: bool,
    ) -> Self {
        let region_count = splits.region_count();
        let mut counts = vec![0usize; region_count];
        let mut bytes = vec![0u64; region_count];
        for (key, &region) in keys.key_iter().zip(&row_region) {
            if let Some(count) = counts.get_mut(region) {
                *count += 1;
            }
            if let Some(total) = bytes.get_mut(region) {
                *total += u64::try_from(key.len()).unwrap_or(u64::MAX);
            }
        }
        let mut rows: Vec<Vec<usize>> = vec![Vec::new(); region_count];
        if with_rows {
            for (list, &c) in rows.iter_mut().zip(&counts) {
                list.reserve_exact(c);
            }
            for (row, &region) in row_region.iter().enumerate() {
                if let Some(list) = rows.get_mut(region) {
                    list.push(row);
                }
            }
        }
        let total_rows = keys.key_count();
        let regions = rows
            .into_iter()
            .enumerate()
            .map(|(index, rows)| {
                let start = splits.region_start(index);
                let end = splits.region_end(index);
                let row_count = counts.get(index).copied().unwrap_or(0);
                Region {
                    index,
                    start_text: start.to_string_binary(),
                    start_hex: start.to_hex(),
                    end_text: end.to_string_binary(),
                    end_hex: end.to_hex(),
                    start,
                    end,
                    row_count,
                    key_bytes: bytes.get(index).copied().unwrap_or(0),
                    share: share(row_count, total_rows),
                    rows,
                }
            })
            .collect();
        Self {
            regions,
            row_region,
            total_rows,
        }
    }

    /// Rows per region, in region order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::region::RegionReport;
    /// use rowkey_engine::split::SplitPoints;
    ///
    /// let splits = SplitPoints::from_texts(&["b"]).unwrap();
    /// let report = RegionReport::build(&[RowKey::from("a")], &splits);
    /// assert_eq!(report.counts(), [1, 0]);
    /// ```
    #[must_use]
    pub fn counts(&self) -> Vec<usize> {
        self.regions.iter().map(|r| r.row_count).collect()
    }
}

/// `part / whole` as a float, 0.0 when `whole` is 0.
pub(crate) fn share(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The counts found by binary search are those of the full report, for any keys
        /// and split points.
        #[test]
        fn counts_from_sorted_as_the_full_report(
            keys in proptest::collection::vec(proptest::collection::vec(prop_oneof![Just(0_u8), Just(b'a'), Just(b'b'), Just(0xFF)], 0..4), 0..40),
            points in proptest::collection::vec(proptest::collection::vec(prop_oneof![Just(b'a'), Just(b'b'), Just(0xFF)], 1..3), 0..5),
        ) {
            let keys: Vec<crate::key::RowKey> = keys.into_iter().map(crate::key::RowKey::new).collect();
            let splits = SplitPoints::from_sorted_unique(points.into_iter().map(crate::key::RowKey::new).collect());
            let order = crate::key::sort_order(&keys[..]);
            prop_assert_eq!(
                RegionReport::counts_from_sorted(&keys[..], &order, &splits),
                RegionReport::from_sorted(&keys[..], &order, &splits).0.counts()
            );
        }
    }

    #[test]
    fn empty_sample_has_empty_regions() {
        let splits = SplitPoints::from_texts(&["a"]).unwrap();
        let report = RegionReport::build(&[], &splits);
        assert_eq!(report.counts(), [0, 0]);
        assert!(report.regions.iter().all(|r| r.share == 0.0));
    }

    #[test]
    fn key_bytes_sum_key_lengths() {
        let splits = SplitPoints::default();
        let keys = [RowKey::from("ab"), RowKey::from("cde")];
        assert_eq!(RegionReport::build(&keys, &splits).regions[0].key_bytes, 5);
    }
}
