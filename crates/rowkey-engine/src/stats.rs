//! Key statistics: key lengths, the bytes keys cost, and whether keys identify rows uniquely.
//!
//! # A note about stored bytes
//!
//! HBase stores the row key again in **every cell** (every `KeyValue` of every column of
//! every version), so long keys cost `key length × rows × cells per row`. Seed 000's
//! arithmetic: 100-byte keys over 10 million rows are 100 × 10,000,000 = 1,000,000,000
//! bytes, about 1 GB, for each cell of a row. [`KeyStats::projected_key_bytes`] makes that
//! estimate from the sample's average key length.
//!
//! ```
//! use rowkey_engine::RowKey;
//! use rowkey_engine::stats::{KeyStats, format_bytes};
//!
//! let keys = vec![RowKey::new(vec![b'k'; 100]); 3];
//! let stats = KeyStats::compute(&keys);
//! let bytes = stats.projected_key_bytes(10_000_000, 1);
//! assert_eq!(bytes, 1_000_000_000);
//! assert_eq!(format_bytes(bytes), "1.0 GB");
//! ```

use std::hash::{DefaultHasher, Hasher};

use crate::error::KeyError;
pub use crate::error::{DuplicateKey, MAX_EXAMPLE_ROWS};
use crate::key::{KeyList, RowKey};

/// How many duplicated keys [`KeyStats::duplicates`] shows as examples.
pub const MAX_DUPLICATE_EXAMPLES: usize = 5;

/// Statistics of a sample's keys (one key per row, in input order).
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::stats::KeyStats;
///
/// let keys: Vec<RowKey> = ["1", "10", "200", "10"].into_iter().map(RowKey::from).collect();
/// let stats = KeyStats::compute(&keys);
/// assert_eq!((stats.min_len, stats.max_len, stats.total_bytes), (1, 3, 8));
/// assert_eq!(stats.mean_len(), 2.0);
/// assert_eq!((stats.distinct, stats.duplicate_keys, stats.duplicate_rows), (3, 1, 1));
/// assert!(!stats.is_unique());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KeyStats {
    /// Number of keys (rows).
    pub rows: usize,
    /// Shortest key in bytes (0 when there are no keys).
    pub min_len: usize,
    /// Longest key in bytes (0 when there are no keys).
    pub max_len: usize,
    /// Sum of all key lengths in bytes.
    pub total_bytes: u64,
    /// Number of distinct keys.
    pub distinct: usize,
    /// Number of keys that more than one row has.
    pub duplicate_keys: usize,
    /// Number of rows whose key an earlier row already has (`rows - distinct`): the rows
    /// HBase would merge into another row.
    pub duplicate_rows: usize,
    /// Examples of duplicated keys, by the first row that has them, at most
    /// [`MAX_DUPLICATE_EXAMPLES`].
    pub duplicates: Vec<DuplicateKey>,
}
crate::wire::wire_struct!(KeyStats {
    rows,
    min_len,
    max_len,
    total_bytes,
    distinct,
    duplicate_keys,
    duplicate_rows,
    duplicates
});

impl KeyStats {
    /// Computes the statistics in `O(n log n)`: a sort of (hash, row) pairs, with no copy of
    /// any key except the few duplicate examples.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::stats::KeyStats;
    ///
    /// let stats = KeyStats::compute(&[]);
    /// assert_eq!((stats.rows, stats.min_len, stats.mean_len()), (0, 0, 0.0));
    /// assert!(stats.is_unique());
    /// ```
    #[must_use]
    pub fn compute(keys: &[RowKey]) -> Self {
        Self::compute_with(keys, hash_of)
    }

    /// The row count and the key lengths of `keys`; no duplicates yet.
    fn lengths_of<K: KeyList + ?Sized>(keys: &K) -> Self {
        let (mut min_len, mut max_len, mut total_bytes) = (usize::MAX, 0, 0_u64);
        for key in keys.key_iter() {
            min_len = min_len.min(key.len());
            max_len = max_len.max(key.len());
            total_bytes = total_bytes.saturating_add(u64::try_from(key.len()).unwrap_or(u64::MAX));
        }
        let rows = keys.key_count();
        Self {
            rows,
            min_len: if rows == 0 { 0 } else { min_len },
            max_len,
            total_bytes,
            ..Self::default()
        }
    }

    /// [`KeyStats::compute`] with the hash as a parameter, so tests can force collisions.
    fn compute_with(keys: &[RowKey], hash: fn(&[u8]) -> u64) -> Self {
        let mut stats = Self::lengths_of(keys);
        // Sort (hash, row) pairs: plain integers, so the sort never chases a key's pointer.
        // Rows with equal keys have equal hashes; a run of one hash is sorted by key too, so
        // that the rare colliding keys are told apart exactly.
        let mut order: Vec<(u64, usize)> = keys
            .iter()
            .enumerate()
            .map(|(row, key)| (hash(key.as_bytes()), row))
            .collect();
        order.sort_unstable();
        // Duplicate runs as (first row, start in `order`, length), the earliest first rows kept.
        let mut examples: Vec<(usize, usize, usize)> = Vec::new();
        let mut start = 0;
        while let Some(&(hash, _)) = order.get(start) {
            let end = start + order[start..].iter().take_while(|e| e.0 == hash).count();
            if end - start > 1 {
                // Ties broken by row, so equal keys list their rows in input order.
                crate::order::sort_by(&mut order[start..end], |a, b| {
                    keys[a.1].cmp(&keys[b.1]).then(a.1.cmp(&b.1))
                });
            }
            let mut group = start;
            while group < end {
                let key = &keys[order[group].1];
                let len = order[group..end]
                    .iter()
                    .take_while(|e| keys[e.1] == *key)
                    .count();
                stats.distinct += 1;
                if len > 1 {
                    stats.duplicate_keys += 1;
                    stats.duplicate_rows += len - 1;
                    keep_earliest(&mut examples, (order[group].1, group, len));
                }
                group += len;
            }
            start = end;
        }
        stats.duplicates = examples
            .into_iter()
            .map(|(first, start, len)| DuplicateKey {
                key: RowKey::from(keys.key_bytes(first).unwrap_or_default()),
                count: len,
                rows: order[start..start + len.min(MAX_EXAMPLE_ROWS)]
                    .iter()
                    .map(|e| e.1)
                    .collect(),
            })
            .collect();
        stats
    }

    /// [`KeyStats::compute`] from the keys' stable byte order (as
    /// [`crate::key::sort_order`] gives it): equal keys are then adjacent, in input order,
    /// so one linear pass finds them, with no hashing and no sort.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::{sort_order, RowKey};
    /// use rowkey_engine::stats::KeyStats;
    /// let keys: Vec<RowKey> = ["b", "a", "b", "c", "a", "b"].into_iter().map(RowKey::from).collect();
    /// let stats = KeyStats::from_sorted(&keys, &sort_order(&keys));
    /// assert_eq!(stats, KeyStats::compute(&keys));
    /// assert_eq!((stats.distinct, stats.duplicate_rows), (3, 3));
    /// assert_eq!(stats.duplicates[0].rows, [0, 2, 5]);
    /// ```
    #[must_use]
    pub fn from_sorted<K: KeyList + ?Sized>(keys: &K, order: &[usize]) -> Self {
        Self::from_sorted_tied(keys, order, &crate::key::ties_of(keys, order))
    }

    /// [`KeyStats::from_sorted`] with `tied`, for each position of `order`, whether its key
    /// equals the previous one's (as `sort_order_with_ties` gives them).
    pub fn from_sorted_tied<K: KeyList + ?Sized>(keys: &K, order: &[usize], tied: &[bool]) -> Self {
        let mut stats = Self::lengths_of(keys);
        let mut examples: Vec<(usize, usize, usize)> = Vec::new();
        let mut group = 0;
        while let Some(&first) = order.get(group) {
            let len = 1 + tied
                .get(group + 1..)
                .unwrap_or_default()
                .iter()
                .take_while(|&&t| t)
                .count();
            stats.distinct += 1;
            if len > 1 {
                stats.duplicate_keys += 1;
                stats.duplicate_rows += len - 1;
                keep_earliest(&mut examples, (first, group, len));
            }
            group += len;
        }
        stats.duplicates = examples
            .into_iter()
            .map(|(first, start, len)| DuplicateKey {
                key: RowKey::from(keys.key_bytes(first).unwrap_or_default()),
                count: len,
                rows: order[start..start + len.min(MAX_EXAMPLE_ROWS)].to_vec(),
            })
            .collect();
        stats
    }

    /// The average key length in bytes (0 when there are no keys).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::stats::KeyStats;
    /// let keys = [RowKey::from("ab"), RowKey::from("abcde")];
    /// assert_eq!(KeyStats::compute(&keys).mean_len(), 3.5);
    /// ```
    #[must_use]
    pub fn mean_len(&self) -> f64 {
        if self.rows == 0 {
            0.0
        } else {
            self.total_bytes as f64 / self.rows as f64
        }
    }

    /// Whether every row has its own key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::stats::KeyStats;
    /// assert!(KeyStats::compute(&[RowKey::from("a"), RowKey::from("b")]).is_unique());
    /// ```
    #[must_use]
    pub fn is_unique(&self) -> bool {
        self.duplicate_rows == 0
    }

    /// `Ok` when every row has its own key, otherwise the error to show, with examples.
    ///
    /// # Errors
    ///
    /// [`KeyError::NotUnique`] when some rows share a key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::stats::KeyStats;
    ///
    /// let keys: Vec<RowKey> = ["u1", "u2", "u1", "u1"].into_iter().map(RowKey::from).collect();
    /// let err = KeyStats::compute(&keys).check_unique().unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "the row keys do not identify rows uniquely: 1 key is shared by more than one row, \
    ///      so 2 rows would overwrite another; key \"u1\" is shared by 3 rows: rows 1, 3 and 4",
    /// );
    /// ```
    pub fn check_unique(&self) -> Result<(), KeyError> {
        if self.is_unique() {
            Ok(())
        } else {
            Err(KeyError::NotUnique {
                duplicate_keys: self.duplicate_keys,
                duplicate_rows: self.duplicate_rows,
                examples: self.duplicates.clone(),
            })
        }
    }

    /// The row-key bytes the sample's keys take when each row has `cells_per_row` cells.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::stats::KeyStats;
    /// let stats = KeyStats::compute(&[RowKey::from("abc"), RowKey::from("d")]);
    /// assert_eq!(stats.sample_key_bytes(3), 12);
    /// ```
    #[must_use]
    pub fn sample_key_bytes(&self, cells_per_row: u64) -> u128 {
        u128::from(self.total_bytes).saturating_mul(u128::from(cells_per_row))
    }

    /// The row-key bytes of `rows` rows of `cells_per_row` cells each, at the sample's
    /// average key length (rounded to the nearest byte; 0 for an empty sample).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::RowKey;
    /// use rowkey_engine::stats::KeyStats;
    /// let stats = KeyStats::compute(&[RowKey::from("abc"), RowKey::from("d")]);
    /// // Average 2 bytes × 1,000 rows × 5 cells.
    /// assert_eq!(stats.projected_key_bytes(1_000, 5), 10_000);
    /// ```
    #[must_use]
    pub fn projected_key_bytes(&self, rows: u64, cells_per_row: u64) -> u128 {
        let Ok(sample_rows) = u128::try_from(self.rows) else {
            return u128::MAX;
        };
        if sample_rows == 0 {
            return 0;
        }
        let total = self
            .sample_key_bytes(cells_per_row)
            .saturating_mul(u128::from(rows));
        total / sample_rows + u128::from(total % sample_rows * 2 >= sample_rows)
    }
}

/// A 64-bit hash of a key (SipHash with fixed keys: the same on every run).
fn hash_of(bytes: &[u8]) -> u64 {
    let mut hasher = DefaultHasher::new();
    hasher.write(bytes);
    hasher.finish()
}

/// Keeps the `MAX_DUPLICATE_EXAMPLES` runs with the earliest first rows, sorted by first row.
fn keep_earliest(examples: &mut Vec<(usize, usize, usize)>, run: (usize, usize, usize)) {
    let at = examples.partition_point(|e| e.0 < run.0);
    if at < MAX_DUPLICATE_EXAMPLES {
        examples.insert(at, run);
        examples.truncate(MAX_DUPLICATE_EXAMPLES);
    }
}

/// Formats a byte count with decimal units (1 KB = 1,000 bytes), one decimal place.
///
/// Decimal units keep seed 000's arithmetic exact: 10⁹ bytes is "1.0 GB".
///
/// # Examples
///
/// ```
/// use rowkey_engine::stats::format_bytes;
/// assert_eq!(format_bytes(999), "999 B");
/// assert_eq!(format_bytes(1_500), "1.5 KB");
/// assert_eq!(format_bytes(1_000_000_000), "1.0 GB");
/// assert_eq!(format_bytes(2_345_000_000_000), "2.3 TB");
/// ```
#[must_use]
pub fn format_bytes(bytes: u128) -> String {
    const UNITS: [&str; 6] = ["KB", "MB", "GB", "TB", "PB", "EB"];
    if bytes < 1_000 {
        return format!("{bytes} B");
    }
    let mut scale: u128 = 1_000;
    for unit in UNITS {
        let next = scale.saturating_mul(1_000);
        if bytes < next || unit == "EB" {
            // Tenths of the unit, rounded half up.
            let tenths = bytes.saturating_mul(10).saturating_add(scale / 2) / scale;
            if tenths >= 10_000 && unit != "EB" {
                scale = next;
                continue;
            }
            return format!("{}.{} {unit}", tenths / 10, tenths % 10);
        }
        scale = next;
    }
    format!("{bytes} B")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(texts: &[&str]) -> Vec<RowKey> {
        texts.iter().map(|t| RowKey::from(*t)).collect()
    }

    #[test]
    fn duplicates_are_listed_by_first_row_with_few_rows_each() {
        let mut texts = vec!["z"; 8];
        texts.extend(["b", "a", "b", "c", "a"]);
        let stats = KeyStats::compute(&keys(&texts));
        assert_eq!(stats.distinct, 4);
        assert_eq!(stats.duplicate_keys, 3);
        assert_eq!(stats.duplicate_rows, 13 - 4);
        let shown: Vec<(&[u8], usize, Vec<usize>)> = stats
            .duplicates
            .iter()
            .map(|d| (d.key.as_bytes(), d.count, d.rows.clone()))
            .collect();
        assert_eq!(
            shown,
            [
                (&b"z"[..], 8, vec![0, 1, 2, 3, 4]),
                (&b"b"[..], 2, vec![8, 10]),
                (&b"a"[..], 2, vec![9, 12]),
            ]
        );
        assert_eq!(
            stats.duplicates[0].to_string(),
            "key \"z\" is shared by 8 rows: rows 1, 2, 3, 4, 5 and 3 more"
        );
    }

    #[test]
    fn colliding_hashes_are_told_apart() {
        let texts = ["b", "a", "b", "c", "a", "d", "b"];
        let real = KeyStats::compute(&keys(&texts));
        let colliding = KeyStats::compute_with(&keys(&texts), |_| 7);
        assert_eq!(colliding, real);
        assert_eq!(
            (real.distinct, real.duplicate_keys, real.duplicate_rows),
            (4, 2, 3)
        );
        assert_eq!(real.duplicates[0].rows, [0, 2, 6]);
        assert_eq!(real.duplicates[1].rows, [1, 4]);
    }

    #[test]
    fn only_the_earliest_examples_are_kept() {
        let texts: Vec<String> = (0..20).map(|i| format!("k{}", 19 - i % 10)).collect();
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        let stats = KeyStats::compute(&keys(&texts));
        assert_eq!(stats.duplicate_keys, 10);
        let firsts: Vec<usize> = stats.duplicates.iter().map(|d| d.rows[0]).collect();
        assert_eq!(firsts, [0, 1, 2, 3, 4]);
    }

    #[test]
    fn lengths_and_bytes() {
        let stats = KeyStats::compute(&[RowKey::new(vec![0; 4]), RowKey::default()]);
        assert_eq!((stats.min_len, stats.max_len), (0, 4));
        assert_eq!(stats.mean_len(), 2.0);
        assert!(stats.is_unique());
        assert!(stats.check_unique().is_ok());
        // 7 bytes over 2 rows: 3.5 rounds up to 4.
        let stats = KeyStats::compute(&keys(&["abc", "abcd"]));
        assert_eq!(stats.projected_key_bytes(1, 1), 4);
        assert!(stats.projected_key_bytes(u64::MAX, u64::MAX) > 0);
    }

    #[test]
    fn byte_formatting_rounds_and_carries() {
        assert_eq!(format_bytes(0), "0 B");
        assert_eq!(format_bytes(999_960), "1.0 MB");
        assert_eq!(format_bytes(999_940), "999.9 KB");
        assert!(format_bytes(u128::MAX).ends_with(" EB"));
    }
}
