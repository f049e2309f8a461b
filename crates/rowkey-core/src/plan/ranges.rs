//! Scan ranges under HBase semantics (§5 of the reference): `[start, stop)` with an empty
//! start meaning the table start and an empty stop the table end; prefix stop rows; merging;
//! regions visited.

use crate::key::RowKey;

/// One scan range `[start, stop)`. An empty `start` is the start of the table, an empty
/// `stop` the end of the table.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::ScanRange;
/// use rowkey_core::RowKey;
///
/// let r = ScanRange::prefix(b"abc");
/// assert_eq!(r.stop, RowKey::from("abd"));
/// assert!(r.contains(&RowKey::from("abc_1")));
/// assert!(!r.contains(&RowKey::from("abd")));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ScanRange {
    /// First row included.
    pub start: RowKey,
    /// First row excluded (empty: to the end of the table).
    pub stop: RowKey,
}

impl ScanRange {
    /// The whole table.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::ScanRange;
    /// assert!(ScanRange::all().is_everything());
    /// ```
    #[must_use]
    pub fn all() -> Self {
        Self {
            start: RowKey::default(),
            stop: RowKey::default(),
        }
    }

    /// Every row starting with `prefix`: `[prefix, next_prefix(prefix))`
    /// (`Scan.setStartStopRowForPrefixScan`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::ScanRange;
    /// let r = ScanRange::prefix(&[0x12, 0x23, 0xFF, 0xFF]);
    /// assert_eq!(r.stop.as_bytes(), [0x12, 0x24]);
    /// ```
    #[must_use]
    pub fn prefix(prefix: &[u8]) -> Self {
        Self {
            start: RowKey::from(prefix),
            stop: RowKey::new(next_prefix(prefix)),
        }
    }

    /// Exactly one row: `[key, key + 0x00)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::ScanRange;
    /// let r = ScanRange::single(b"k");
    /// assert_eq!(r.stop.as_bytes(), b"k\x00");
    /// ```
    #[must_use]
    pub fn single(key: &[u8]) -> Self {
        let mut stop = key.to_vec();
        stop.push(0);
        Self {
            start: RowKey::from(key),
            stop: RowKey::new(stop),
        }
    }

    /// Whether the range is the whole table.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::ScanRange;
    /// assert!(!ScanRange::prefix(b"a").is_everything());
    /// ```
    #[must_use]
    pub fn is_everything(&self) -> bool {
        self.start.is_empty() && self.stop.is_empty()
    }

    /// If the range is exactly a prefix scan, the prefix.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::ScanRange;
    /// assert_eq!(ScanRange::prefix(b"ab").as_prefix(), Some(&b"ab"[..]));
    /// ```
    #[must_use]
    pub fn as_prefix(&self) -> Option<&[u8]> {
        let s = self.start.as_bytes();
        (!s.is_empty() && next_prefix(s) == self.stop.as_bytes()).then_some(s)
    }

    /// Whether a key lies in the range.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::ScanRange;
    /// use rowkey_core::RowKey;
    /// assert!(ScanRange::all().contains(&RowKey::from("")));
    /// ```
    #[must_use]
    pub fn contains(&self, key: &RowKey) -> bool {
        *key >= self.start && (self.stop.is_empty() || *key < self.stop)
    }

    /// Whether no key can lie in the range.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::ScanRange;
    /// use rowkey_core::RowKey;
    /// assert!(ScanRange { start: RowKey::from("b"), stop: RowKey::from("a") }.is_empty());
    /// assert!(!ScanRange::all().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        !self.stop.is_empty() && self.start >= self.stop
    }
}

/// `ClientUtil.calculateTheClosestNextRowKeyForPrefix`: strip trailing `0xFF` bytes, then add
/// one to the last byte; empty (the table end) for an empty or all-`0xFF` prefix.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::next_prefix;
/// assert_eq!(next_prefix(b"abc"), b"abd");
/// assert_eq!(next_prefix(&[0x12, 0x23, 0xFF, 0xFE]), [0x12, 0x23, 0xFF, 0xFF]);
/// assert_eq!(next_prefix(&[0x12, 0x23, 0xFF, 0xFF]), [0x12, 0x24]);
/// assert!(next_prefix(&[0xFF, 0xFF]).is_empty());
/// assert!(next_prefix(b"").is_empty());
/// ```
#[must_use]
pub fn next_prefix(prefix: &[u8]) -> Vec<u8> {
    let keep = prefix.iter().rposition(|&b| b != 0xFF).map_or(0, |i| i + 1);
    let mut out = prefix.get(..keep).map(<[u8]>::to_vec).unwrap_or_default();
    if let Some(last) = out.last_mut() {
        *last += 1;
    }
    out
}

/// Sorts ranges, drops empty ones and merges overlapping or adjacent ones (as
/// `MultiRowRangeFilter.sortAndMerge` does).
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{merge_ranges, ScanRange};
/// use rowkey_core::RowKey;
/// let r = |a: &str, b: &str| ScanRange { start: RowKey::from(a), stop: RowKey::from(b) };
/// assert_eq!(merge_ranges(vec![r("15", "40"), r("", "20")]), [r("", "40")]);
/// assert_eq!(merge_ranges(vec![r("30", "70"), r("10", "20"), r("15", "")]), [r("10", "")]);
/// assert_eq!(merge_ranges(vec![r("a", "b"), r("b", "c"), r("d", "e")]), [r("a", "c"), r("d", "e")]);
/// ```
#[must_use]
pub fn merge_ranges(mut ranges: Vec<ScanRange>) -> Vec<ScanRange> {
    ranges.retain(|r| !r.is_empty());
    crate::order::sort(&mut ranges);
    let mut out: Vec<ScanRange> = Vec::with_capacity(ranges.len());
    for r in ranges {
        if let Some(last) = out.last_mut() {
            if last.stop.is_empty() {
                continue;
            }
            if r.start <= last.stop {
                if r.stop.is_empty() || r.stop > last.stop {
                    last.stop = r.stop;
                }
                continue;
            }
        }
        out.push(r);
    }
    out
}

/// The regions (0-based; region `i` is `[splits[i-1], splits[i])`, the first starting at
/// the table start and the last ending at the table end) a forward scan of `range` visits:
/// region `[s, e)` is visited iff `(e empty or e > start)` and `(stop empty or s < stop)`
/// (§5.2). `splits` must be sorted.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{regions_touched, ScanRange};
/// use rowkey_core::RowKey;
/// let splits = [RowKey::from("30000"), RowKey::from("60000"), RowKey::from("90000")];
/// let r = ScanRange { start: RowKey::from("2"), stop: RowKey::from("60000") };
/// assert_eq!(regions_touched(&r, &splits), [0, 1]);
/// assert_eq!(regions_touched(&ScanRange::all(), &splits), [0, 1, 2, 3]);
/// ```
#[must_use]
pub fn regions_touched(range: &ScanRange, splits: &[RowKey]) -> Vec<usize> {
    (0..=splits.len())
        .filter(|&i| {
            let s = if i == 0 { None } else { splits.get(i - 1) };
            let e = splits.get(i);
            let after_start = e.is_none_or(|e| *e > range.start);
            let before_stop = range.stop.is_empty() || s.is_none_or(|s| *s < range.stop);
            after_start && before_stop
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_vectors() {
        // TestScanRowPrefix data set.
        let rows: Vec<RowKey> = [
            &[0x11][..],
            &[0x12],
            &[0x12, 0x23, 0xFF, 0xFE],
            &[0x12, 0x23, 0xFF, 0xFF],
            &[0x12, 0x23, 0xFF, 0xFF, 0x00],
            &[0x12, 0x23, 0xFF, 0xFF, 0x01],
            &[0x12, 0x24],
            &[0x12, 0x24, 0x00],
            &[0x12, 0x24, 0x00, 0x00],
            &[0x12, 0x25],
            &[0xFF, 0xFF, 0xFF, 0xFF, 0xFF],
        ]
        .iter()
        .map(|b| RowKey::from(*b))
        .collect();
        let hits = |p: &[u8]| -> Vec<usize> {
            let r = ScanRange::prefix(p);
            (0..rows.len()).filter(|&i| r.contains(&rows[i])).collect()
        };
        assert_eq!(hits(&[0x12, 0x23]), [2, 3, 4, 5]);
        assert_eq!(hits(&[0x12, 0x23, 0xFF, 0xFF]), [3, 4, 5]);
        assert_eq!(hits(&[0x12, 0x24]), [6, 7, 8]);
        assert_eq!(hits(&[0xFF, 0xFF]), [10]);
        assert_eq!(hits(&[]).len(), 11);
    }

    #[test]
    fn merge_prefixes() {
        let merged = merge_ranges(vec![
            ScanRange::prefix(&[0x12, 0x23, 0xFF, 0xFE]),
            ScanRange::prefix(&[0x12, 0x23, 0xFF, 0xFF]),
        ]);
        assert_eq!(merged.len(), 1);
        assert_eq!(merged[0].start.as_bytes(), [0x12, 0x23, 0xFF, 0xFE]);
        assert_eq!(merged[0].stop.as_bytes(), [0x12, 0x24]);
    }
}
