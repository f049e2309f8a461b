//! The bytes each part of a recipe took in each key, and scans over one part's values.

use crate::bytes::contains;
use crate::sort::PackedKeys;

/// Each key's part values: key `k`'s value of the part at `position` is the byte range
/// `ranges[k * parts + position]` of key `k`.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::part_values::PartValues;
/// use rowkey_kernels::sort::PackedKeys;
/// // Keys "a#1" and "bb#2", parts: text, then number (the separator is in neither).
/// let values = PartValues {
///     keys: PackedKeys { bytes: b"a#1bb#2", ends: &[3, 7] },
///     ranges: &[(0, 1), (2, 3), (0, 2), (3, 4)],
///     parts: 2,
/// };
/// assert_eq!(values.get(1, 0), Some(&b"bb"[..]));
/// assert_eq!(values.get(0, 1), Some(&b"1"[..]));
/// assert_eq!(values.get(0, 2), None);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PartValues<'a> {
    /// The keys.
    pub keys: PackedKeys<'a>,
    /// `parts` (start, end) byte ranges a key, in part order.
    pub ranges: &'a [(u32, u32)],
    /// The number of parts.
    pub parts: usize,
}

/// What a scan looks for in a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueTest<'a> {
    /// The value contains these bytes (never for empty ones).
    Contains(&'a [u8]),
    /// The value's first byte is at least this one.
    FirstByteAtLeast(u8),
}

impl ValueTest<'_> {
    fn holds(self, value: &[u8]) -> bool {
        match self {
            Self::Contains(needle) => contains(value, needle),
            Self::FirstByteAtLeast(least) => value.first().is_some_and(|b| *b >= least),
        }
    }
}

impl PartValues<'_> {
    /// Key `key`'s value of the part at `position`.
    #[must_use]
    pub fn get(&self, key: usize, position: usize) -> Option<&[u8]> {
        if position >= self.parts {
            return None;
        }
        let &(start, end) = self.ranges.get(key.checked_mul(self.parts)? + position)?;
        let key = self.keys.get(key);
        key.get(usize::try_from(start).ok()?..usize::try_from(end).ok()?)
    }

    /// The first `limit` keys (by index) whose value of the part at `position` passes
    /// `test`, in key order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_kernels::part_values::{PartValues, ValueTest};
    /// use rowkey_kernels::sort::PackedKeys;
    /// let values = PartValues {
    ///     keys: PackedKeys { bytes: b"a#b\xffa#", ends: &[3, 4, 6] },
    ///     ranges: &[(0, 3), (0, 1), (0, 2)],
    ///     parts: 1,
    /// };
    /// assert_eq!(values.first_keys_where(0, ValueTest::Contains(b"#"), 5), [0, 2]);
    /// assert_eq!(values.first_keys_where(0, ValueTest::Contains(b"#"), 1), [0]);
    /// assert_eq!(values.first_keys_where(0, ValueTest::FirstByteAtLeast(0x80), 5), [1]);
    /// ```
    #[must_use]
    pub fn first_keys_where(
        &self,
        position: usize,
        test: ValueTest<'_>,
        limit: usize,
    ) -> Vec<usize> {
        let mut found = Vec::new();
        if position >= self.parts || limit == 0 {
            return found;
        }
        // Keys and their ranges walked in step (sequential reads, no lookups a key).
        let ranges = self.ranges.iter().skip(position).step_by(self.parts);
        let mut start = 0;
        for (key, (&end, &(from, to))) in self.keys.ends.iter().zip(ranges).enumerate() {
            let bytes = self.keys.bytes.get(start..end).unwrap_or_default();
            start = end;
            let value = usize::try_from(from)
                .ok()
                .zip(usize::try_from(to).ok())
                .and_then(|(from, to)| bytes.get(from..to));
            if value.is_some_and(|value| test.holds(value)) {
                found.push(key);
                if found.len() >= limit {
                    break;
                }
            }
        }
        found
    }

    /// For each key, an id of its value of the part at `position`: equal values share an
    /// id, ids count up from 0 in the order the values first appear; a key with no such value
    /// gets `usize::MAX - key` (an id of its own, past every other).
    ///
    /// A hash table of the distinct values (open addressing, a multiply-rotate hash of 8
    /// bytes at a time), not a `HashMap` of slices with its keyed SipHash.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_kernels::part_values::PartValues;
    /// use rowkey_kernels::sort::PackedKeys;
    /// // One part a key: "b", "a", "b", "ab".
    /// let values = PartValues {
    ///     keys: PackedKeys { bytes: b"babab", ends: &[1, 2, 3, 5] },
    ///     ranges: &[(0, 1), (0, 1), (0, 1), (0, 2)],
    ///     parts: 1,
    /// };
    /// assert_eq!(values.value_ids(0), [0, 1, 0, 2]);
    /// assert_eq!(values.value_ids(1), [usize::MAX, usize::MAX - 1, usize::MAX - 2, usize::MAX - 3]);
    /// ```
    #[must_use]
    pub fn value_ids(&self, position: usize) -> Vec<usize> {
        let n = self.keys.ends.len();
        if u32::try_from(n).is_err() {
            // Ids past 32 bits do not fit a slot: a map of the values.
            let mut seen = std::collections::HashMap::new();
            return (0..n)
                .map(|key| match self.get(key, position) {
                    Some(value) => {
                        let next = seen.len();
                        *seen.entry(value).or_insert(next)
                    }
                    None => usize::MAX - key,
                })
                .collect();
        }
        let mut ids = Vec::with_capacity(n);
        // A slot holds a value's hash's top 32 bits and its `id + 1` (0: empty). Each
        // distinct value is copied once into `store` (`bounds[id]` its range), so that a
        // probe reads one small table and a match one small buffer, not the keys.
        let mut slots = vec![0_u64; 1024];
        let mut store: Vec<u8> = Vec::new();
        let mut bounds: Vec<(usize, usize)> = Vec::new();
        let mut hashes: Vec<u64> = Vec::new();
        let ranges = self.ranges.iter().skip(position).step_by(self.parts.max(1));
        let mut start = 0;
        for (key, (&end, &(from, to))) in self.keys.ends.iter().zip(ranges).enumerate() {
            let bytes = self.keys.bytes.get(start..end).unwrap_or_default();
            start = end;
            let value = (position < self.parts)
                .then(|| bytes.get(from as usize..to as usize))
                .flatten();
            let Some(value) = value else {
                ids.push(usize::MAX - key);
                continue;
            };
            let hash = hash_bytes(value);
            let tag = hash & 0xFFFF_FFFF_0000_0000;
            let mask = slots.len() - 1;
            let mut at = (hash as usize) & mask;
            let id = loop {
                let slot = slots[at];
                if slot == 0 {
                    let id = hashes.len();
                    slots[at] = tag | (id as u64 + 1);
                    let from = store.len();
                    store.extend_from_slice(value);
                    bounds.push((from, store.len()));
                    hashes.push(hash);
                    break id;
                }
                if slot & 0xFFFF_FFFF_0000_0000 == tag {
                    let id = (slot & 0xFFFF_FFFF) as usize - 1;
                    let (a, b) = bounds[id];
                    if store.get(a..b) == Some(value) {
                        break id;
                    }
                }
                at = (at + 1) & mask;
            };
            ids.push(id);
            // Kept at most half full: grown and refilled from the stored hashes.
            if 2 * hashes.len() > slots.len() {
                slots = vec![0_u64; slots.len() * 2];
                let mask = slots.len() - 1;
                for (id, &hash) in hashes.iter().enumerate() {
                    let mut at = (hash as usize) & mask;
                    while slots[at] != 0 {
                        at = (at + 1) & mask;
                    }
                    slots[at] = (hash & 0xFFFF_FFFF_0000_0000) | (id as u64 + 1);
                }
            }
        }
        // Keys without a range (a short `ranges`): no value.
        for key in ids.len()..n {
            ids.push(usize::MAX - key);
        }
        ids
    }
}

/// A fast hash of a short value: 8 bytes at a time, each word mixed by a multiply and a
/// rotation, the length last, then a final avalanche (no flooding concern: the user's own
/// sample).
fn hash_bytes(bytes: &[u8]) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h: u64 = 0;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0_u8; 8];
        word.copy_from_slice(chunk);
        h = (h ^ u64::from_le_bytes(word))
            .wrapping_mul(K)
            .rotate_left(29);
    }
    let rest = chunks.remainder();
    let mut word = [0_u8; 8];
    word[..rest.len()].copy_from_slice(rest);
    h = (h ^ u64::from_le_bytes(word))
        .wrapping_mul(K)
        .rotate_left(29);
    h ^= bytes.len() as u64;
    h ^= h >> 32;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^ (h >> 29)
}

#[cfg(test)]
mod tests {
    use super::{PartValues, ValueTest};
    use crate::sort::PackedKeys;
    use proptest::prelude::*;

    proptest! {
        /// Value ids: equal values share one, ids number the distinct values in the order
        /// they first appear (checked against a linear search of the values seen so far),
        /// keys without the value get `usize::MAX - key`; enough keys to grow the table.
        #[test]
        fn value_ids_number_distinct_values_by_first_appearance(
            keys in proptest::collection::vec(proptest::collection::vec(prop_oneof![Just(b'a'), Just(b'b'), Just(0_u8), Just(0xFF_u8)], 0..12), 0..1500),
            cut in 0_usize..13,
        ) {
            let mut bytes = Vec::new();
            let mut ends = Vec::new();
            let mut ranges = Vec::new();
            for key in &keys {
                let c = cut.min(key.len()) as u32;
                ranges.push((0, c));
                // A second part's range past the key's end for keys shorter than `cut`.
                ranges.push(if (key.len()) < cut { (0, cut as u32) } else { (c, key.len() as u32) });
                bytes.extend_from_slice(key);
                ends.push(bytes.len());
            }
            let values = PartValues { keys: PackedKeys { bytes: &bytes, ends: &ends }, ranges: &ranges, parts: 2 };
            for position in 0..3 {
                let mut seen: Vec<&[u8]> = Vec::new();
                let expected: Vec<usize> = (0..keys.len())
                    .map(|k| match values.get(k, position) {
                        None => usize::MAX - k,
                        Some(v) => seen.iter().position(|s| *s == v).unwrap_or_else(|| {
                            seen.push(v);
                            seen.len() - 1
                        }),
                    })
                    .collect();
                prop_assert_eq!(values.value_ids(position), expected);
            }
        }

        /// The keys found are the first `limit` whose value passes the test, read value by
        /// value.
        #[test]
        fn finds_the_first_passing_keys(
            keys in proptest::collection::vec(proptest::collection::vec(prop_oneof![Just(b'#'), Just(b'a'), Just(0x80_u8), Just(0_u8)], 0..6), 0..12),
            cut in 0_usize..7,
            needle in proptest::collection::vec(prop_oneof![Just(b'#'), Just(b'a')], 0..3),
            least in prop_oneof![Just(0x80_u8), Just(b'a')],
            limit in 0_usize..6,
        ) {
            // Two parts a key: its bytes before `cut`, then the rest.
            let (mut bytes, mut ends, mut ranges) = (Vec::new(), Vec::new(), Vec::new());
            for key in &keys {
                bytes.extend_from_slice(key);
                ends.push(bytes.len());
                let cut = u32::try_from(cut.min(key.len())).unwrap();
                let len = u32::try_from(key.len()).unwrap();
                ranges.extend([(0, cut), (cut, len)]);
            }
            let values = PartValues { keys: PackedKeys { bytes: &bytes, ends: &ends }, ranges: &ranges, parts: 2 };
            for position in 0..2 {
                let value = |k: usize| {
                    let key = &keys[k];
                    let cut = cut.min(key.len());
                    if position == 0 { &key[..cut] } else { &key[cut..] }
                };
                for test in [ValueTest::Contains(&needle), ValueTest::FirstByteAtLeast(least)] {
                    let passes = |v: &[u8]| match test {
                        ValueTest::Contains(n) => !n.is_empty() && v.windows(n.len()).any(|w| w == n),
                        ValueTest::FirstByteAtLeast(b) => v.first().is_some_and(|f| *f >= b),
                    };
                    let expected: Vec<usize> = (0..keys.len()).filter(|&k| passes(value(k))).take(limit).collect();
                    prop_assert_eq!(values.first_keys_where(position, test, limit), expected);
                }
            }
        }
    }
}
