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
}

#[cfg(test)]
mod tests {
    use super::{PartValues, ValueTest};
    use crate::sort::PackedKeys;
    use proptest::prelude::*;

    proptest! {
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
