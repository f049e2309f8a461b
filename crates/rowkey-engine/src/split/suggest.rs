//! Split points suggested from the sample.

use crate::key::{RowKey, SortedKeys};
use crate::split::check_region_count;
use crate::split::{SaltLayout, SplitError, SplitPoints};

/// The shortest key `s` with `prev < s <= next`, or `None` unless `prev < next`.
///
/// It is `next` cut just after the first byte where the two differ (or just after `prev`
/// ends, when `prev` is a prefix of `next`). No shorter key separates them: any shorter key
/// is either a prefix of `prev` (so `<= prev`) or differs from both earlier (so it is below
/// both or above both).
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::shortest_separator;
///
/// assert_eq!(shortest_separator(b"00049999", b"00050000").unwrap().as_bytes(), b"0005");
/// assert_eq!(shortest_separator(b"ab", b"abc").unwrap().as_bytes(), b"abc");
/// assert_eq!(shortest_separator(b"", b"x").unwrap().as_bytes(), b"x");
/// assert!(shortest_separator(b"b", b"a").is_none());
/// ```
#[must_use]
pub fn shortest_separator(prev: &[u8], next: &[u8]) -> Option<RowKey> {
    if prev >= next {
        return None;
    }
    let common = prev.iter().zip(next).take_while(|(a, b)| a == b).count();
    next.get(..=common).map(RowKey::from)
}

/// Suggested split points, as an editable `SPLITS` list.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::split::{SplitSpec, suggest_splits};
///
/// let keys: Vec<RowKey> = ["apple", "banana", "cherry", "date"].iter().map(|s| RowKey::from(*s)).collect();
/// let suggestion = suggest_splits(&keys, 2).unwrap();
/// assert_eq!(suggestion.splits, ["c"]);
/// // Paste it back as SPLITS: the same split points.
/// let again = SplitSpec::Explicit { splits: suggestion.splits.clone() }.resolve().unwrap();
/// assert_eq!(again, suggestion.points);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SplitSuggestion {
    /// The splits as `toStringBinary` text, which `toBytesBinary` reads back to the same bytes:
    /// paste them into `SPLITS => [...]`.
    pub splits: Vec<String>,
    /// The same splits as keys.
    pub points: SplitPoints,
    /// Regions asked for.
    pub requested_regions: u32,
    /// Remarks, e.g. when the sample has too few distinct keys for the regions asked for
    /// (the catalogue renders them).
    pub notes: Vec<SuggestNote>,
}
crate::wire::wire_struct!(SplitSuggestion {
    splits,
    points,
    requested_regions,
    notes
});

/// A remark on a [`SplitSuggestion`], with the values its sentence needs (the catalogue
/// renders it).
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::split::{SuggestNote, suggest_splits};
///
/// let keys: Vec<RowKey> = ["a", "a", "b"].iter().map(|s| RowKey::from(*s)).collect();
/// let suggestion = suggest_splits(&keys, 5).unwrap();
/// assert_eq!(suggestion.notes, [SuggestNote::FewDistinct { distinct: 2, regions: 2 }]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SuggestNote {
    /// The sample has only `distinct` distinct keys, so the splits make `regions` regions,
    /// fewer than asked for.
    FewDistinct {
        /// Distinct keys in the sample.
        distinct: usize,
        /// Regions the suggested splits make.
        regions: usize,
    },
    /// `regions` regions over `buckets` salt buckets: they do not divide evenly, so some
    /// regions hold one bucket more.
    UnevenBuckets {
        /// Salt buckets.
        buckets: u64,
        /// Regions asked for.
        regions: u32,
    },
    /// Bucket `bucket` (from 0) has too few distinct sample keys for the `regions` regions
    /// it was to be cut into.
    BucketTooFew {
        /// The bucket, from 0.
        bucket: u64,
        /// Regions asked for inside the bucket.
        regions: u32,
    },
}
crate::wire::wire_enum!(SuggestNote {
    FewDistinct { distinct, regions },
    UnevenBuckets { buckets, regions },
    BucketTooFew { bucket, regions },
});

impl SplitSuggestion {
    fn new(points: SplitPoints, requested_regions: u32, notes: Vec<SuggestNote>) -> Self {
        Self {
            splits: points.texts(),
            points,
            requested_regions,
            notes,
        }
    }
}

/// Splits for `regions` regions with equal numbers of sample rows: each split sits at an
/// equal-row quantile, shortened to the shortest key that separates its neighbours. Where a
/// quantile falls inside a run of equal keys, the split moves to the nearest key change.
///
/// # Errors
///
/// [`SplitError::TooFewRegions`] for 0 and [`SplitError::TooManyRegions`] above
/// [`crate::split::MAX_REGIONS`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::split::suggest_splits;
///
/// let keys: Vec<RowKey> = (0..100_000).map(|i| RowKey::from(format!("{i:05}").as_str())).collect();
/// let suggestion = suggest_splits(&keys, 4).unwrap();
/// // "24999" < "25" <= "25000": the shortest key between the neighbours.
/// assert_eq!(suggestion.splits, ["25", "5", "75"]);
/// ```
pub fn suggest_splits(keys: &[RowKey], regions: u32) -> Result<SplitSuggestion, SplitError> {
    check_region_count(u64::from(regions), 1)?;
    let mut sorted: Vec<&RowKey> = keys.iter().collect();
    crate::order::sort(&mut sorted);
    suggest_splits_sorted(sorted.as_slice(), regions)
}

/// [`suggest_splits`] over keys already in byte order (a caller that sorted them once
/// for other uses too).
///
/// # Errors
///
/// As [`suggest_splits`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::split::suggest_splits_in_order;
///
/// let keys: Vec<RowKey> = ["a1", "a2", "b1", "b2"].iter().map(|s| RowKey::from(*s)).collect();
/// let sorted: Vec<&RowKey> = keys.iter().collect();
/// assert_eq!(suggest_splits_in_order(&sorted, 2).unwrap().splits, ["b"]);
/// ```
pub fn suggest_splits_in_order(
    sorted: &[&RowKey],
    regions: u32,
) -> Result<SplitSuggestion, SplitError> {
    suggest_splits_sorted(sorted, regions)
}

/// [`suggest_splits`] over keys held in an arena, read in their sort `order`
/// ([`sort_order`](crate::key::sort_order) of `keys`): no `RowKey` a key.
///
/// # Errors
///
/// As [`suggest_splits`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::key::{KeyArena, sort_order};
/// use rowkey_engine::split::suggest_splits_of_arena;
///
/// let keys: KeyArena = [&b"b2"[..], b"a1", b"b1", b"a2"].into_iter().collect();
/// let order = sort_order(&keys);
/// assert_eq!(suggest_splits_of_arena(&keys, &order, 2).unwrap().splits, ["b"]);
/// ```
pub fn suggest_splits_of_arena(
    keys: &crate::key::KeyArena,
    order: &[usize],
    regions: u32,
) -> Result<SplitSuggestion, SplitError> {
    let sorted = crate::key::Ordered {
        keys,
        rows: order,
        order,
    };
    suggest_splits_sorted(&sorted, regions)
}

/// [`suggest_splits`] over keys already in byte order (an analysis has sorted them), read
/// through any [`SortedKeys`].
///
/// # Errors
///
/// As [`suggest_splits`].
pub fn suggest_splits_sorted<K: SortedKeys + ?Sized>(
    sorted: &K,
    regions: u32,
) -> Result<SplitSuggestion, SplitError> {
    check_region_count(u64::from(regions), 1)?;
    let mut notes = Vec::new();
    let splits = quantile_splits(sorted, 0..sorted.len(), regions, &mut notes);
    Ok(SplitSuggestion::new(
        SplitPoints::from_sorted_unique(splits),
        regions,
        notes,
    ))
}

/// Split keys cutting the sorted keys at positions `within` into `regions` groups of
/// near-equal size.
fn quantile_splits<K: SortedKeys + ?Sized>(
    sorted: &K,
    within: std::ops::Range<usize>,
    regions: u32,
    notes: &mut Vec<SuggestNote>,
) -> Vec<RowKey> {
    let n = within.len();
    let at = |i: usize| {
        if i < n {
            sorted.key(within.start + i)
        } else {
            None
        }
    };
    // Positions b where sorted[b-1] < sorted[b]: the only places a split can go.
    let changes: Vec<usize> = (1..n).filter(|&b| at(b - 1) < at(b)).collect();
    let wanted = usize::try_from(regions)
        .unwrap_or(usize::MAX)
        .saturating_sub(1);
    if changes.len() < wanted {
        let distinct = changes.len() + usize::from(n > 0);
        notes.push(SuggestNote::FewDistinct {
            distinct,
            regions: changes.len() + 1,
        });
    }
    let separator_at = |b: usize| {
        let prev = at(b.checked_sub(1)?)?;
        let next = at(b)?;
        shortest_separator(prev, next)
    };
    if changes.len() <= wanted {
        // Every key change becomes a split: one region per distinct key.
        return changes.iter().filter_map(|&b| separator_at(b)).collect();
    }
    let mut out = Vec::new();
    let mut after = 0usize; // next usable index into `changes`
    for i in 1..=wanted {
        let remaining_splits = wanted - i;
        let target = quantile(i, n, wanted + 1);
        // Candidates from `after` on, leaving room for the splits still to come.
        let last_usable = changes
            .len()
            .saturating_sub(remaining_splits.min(changes.len()));
        let Some(window) = changes.get(after..last_usable.max(after)) else {
            break;
        };
        if window.is_empty() {
            break;
        }
        let at = window.partition_point(|&b| b < target);
        let pick = match (
            at.checked_sub(1).and_then(|j| window.get(j)),
            window.get(at),
        ) {
            (Some(&below), Some(&above)) => {
                if target - below <= above - target {
                    at - 1
                } else {
                    at
                }
            }
            (Some(_), None) => at - 1,
            (None, _) => at,
        };
        let Some(&b) = window.get(pick) else { break };
        after += pick + 1;
        out.extend(separator_at(b));
    }
    out
}

/// `floor(i · n / parts)` without overflow.
fn quantile(i: usize, n: usize, parts: usize) -> usize {
    let wide = u128::try_from(i).unwrap_or(u128::MAX) * u128::try_from(n).unwrap_or(u128::MAX)
        / u128::try_from(parts.max(1)).unwrap_or(1);
    usize::try_from(wide).unwrap_or(n)
}

/// Splits for a key that starts with a salt bucket or a hash prefix: the natural bucket
/// boundaries. With `regions <= buckets`, region `i` starts at bucket
/// `floor(i · buckets / regions)`. With more regions than buckets, every bucket boundary is a
/// split and the extra regions are shared out over the buckets (the first buckets get one more
/// when they do not divide evenly), each bucket cut at equal-row quantiles of its sample rows.
///
/// # Errors
///
/// As [`suggest_splits`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{SaltLayout, suggest_salted_splits};
///
/// let s = suggest_salted_splits(&[], &SaltLayout::Byte { buckets: 4 }, 4).unwrap();
/// assert_eq!(s.splits, ["\\x01", "\\x02", "\\x03"]);
/// let s = suggest_salted_splits(&[], &SaltLayout::Byte { buckets: 4 }, 2).unwrap();
/// assert_eq!(s.splits, ["\\x02"]);
/// let s = suggest_salted_splits(&[], &SaltLayout::HexText { chars: 1 }, 4).unwrap();
/// assert_eq!(s.splits, ["4", "8", "c"]);
/// ```
pub fn suggest_salted_splits(
    keys: &[RowKey],
    layout: &SaltLayout,
    regions: u32,
) -> Result<SplitSuggestion, SplitError> {
    // The keys are only read when there are more regions than buckets.
    let mut sorted: Vec<&RowKey> = Vec::new();
    if u64::from(regions) > layout.bucket_count().max(1) {
        sorted = keys.iter().collect();
        crate::order::sort(&mut sorted);
    }
    suggest_salted_splits_sorted(sorted.as_slice(), layout, regions)
}

/// [`suggest_salted_splits`] over keys already in byte order (an analysis has sorted them),
/// read through any [`SortedKeys`].
///
/// # Errors
///
/// As [`suggest_splits`].
pub fn suggest_salted_splits_sorted<K: SortedKeys + ?Sized>(
    sorted: &K,
    layout: &SaltLayout,
    regions: u32,
) -> Result<SplitSuggestion, SplitError> {
    check_region_count(u64::from(regions), 1)?;
    let buckets = layout.bucket_count().max(1);
    let wanted = u64::from(regions);
    let mut notes = Vec::new();
    if wanted <= buckets {
        let splits = (1..wanted)
            .map(|i| {
                let bucket = u128::from(i) * u128::from(buckets) / u128::from(wanted);
                layout.bucket_prefix(u64::try_from(bucket).unwrap_or(u64::MAX))
            })
            .collect();
        if buckets % wanted != 0 {
            notes.push(SuggestNote::UnevenBuckets { buckets, regions });
        }
        return Ok(SplitSuggestion::new(
            SplitPoints::from_sorted_unique(splits),
            regions,
            notes,
        ));
    }
    let extra = wanted - buckets;
    let mut splits: Vec<RowKey> = Vec::new();
    for bucket in 0..buckets {
        let low = layout.bucket_prefix(bucket);
        if bucket > 0 {
            splits.push(low.clone());
        }
        let share = extra / buckets + u64::from(bucket < extra % buckets);
        if share == 0 {
            continue;
        }
        let from = sorted.partition_point(|k| k < low.as_bytes());
        let to = if bucket + 1 < buckets {
            let high = layout.bucket_prefix(bucket + 1);
            sorted.partition_point(|k| k < high.as_bytes())
        } else {
            sorted.len()
        };
        let parts = u32::try_from(share + 1).unwrap_or(u32::MAX);
        let mut bucket_notes = Vec::new();
        splits.extend(quantile_splits(
            sorted,
            from..to.max(from),
            parts,
            &mut bucket_notes,
        ));
        if !bucket_notes.is_empty() {
            notes.push(SuggestNote::BucketTooFew {
                bucket,
                regions: parts,
            });
        }
    }
    Ok(SplitSuggestion::new(
        SplitPoints::from_sorted_unique(splits),
        regions,
        notes,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(texts: &[&str]) -> Vec<RowKey> {
        texts.iter().map(|s| RowKey::from(*s)).collect()
    }

    #[test]
    fn duplicates_move_the_split_to_a_key_change() {
        let k = keys(&["a", "a", "a", "a", "a", "b", "c", "d"]);
        let s = suggest_splits(&k, 2).unwrap();
        assert_eq!(s.splits, ["b"]);
    }

    #[test]
    fn too_few_distinct_keys_give_fewer_splits_and_a_note() {
        let k = keys(&["a", "a", "b"]);
        let s = suggest_splits(&k, 5).unwrap();
        assert_eq!(s.splits, ["b"]);
        assert_eq!(s.notes.len(), 1);
    }

    #[test]
    fn one_region_means_no_splits() {
        assert!(suggest_splits(&keys(&["a"]), 1).unwrap().splits.is_empty());
        assert!(suggest_splits(&[], 3).unwrap().splits.is_empty());
    }

    #[test]
    fn more_regions_than_buckets_cut_inside_buckets() {
        let mut k = Vec::new();
        for bucket in 0u8..2 {
            for i in 0..10u8 {
                k.push(RowKey::new(vec![bucket, b'a' + i]));
            }
        }
        let s = suggest_salted_splits(&k, &SaltLayout::Byte { buckets: 2 }, 4).unwrap();
        assert_eq!(s.splits, ["\\x00f", "\\x01", "\\x01f"]);
    }
}
