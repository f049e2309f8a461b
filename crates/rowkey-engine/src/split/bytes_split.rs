//! `Bytes.split` and `Bytes.iterateOnSplits`: cutting a byte range into equal parts.
//!
//! The rule (HBase `hbase-common/.../util/Bytes.java`):
//!
//! 1. right-pad the shorter of `a`, `b` with `0x00` to equal length; require padded `a < b`;
//! 2. read `{0x01, 0x00} + a` and `{0x01, 0x00} + b` as unsigned numbers `S` and `E`;
//!    `D = E − S`, plus one if `inclusive`;
//! 3. if `D < num + 1`, append one `0x00` to both padded keys and start again;
//! 4. `interval = floor(D / (num + 1))`; key `i` is `S + interval·i` without the header.
//!
//! The first and last keys returned are `a` and `b` themselves (the padded forms if step 3
//! appended bytes, as HBase does).

use crate::split::big::Big;

use crate::key::RowKey;
use crate::split::{MAX_REGIONS, SplitError};

/// The two header bytes HBase puts in front of both keys so they read as positive numbers.
const HEADER: [u8; 2] = [0x01, 0x00];

/// Keys evenly spaced between `a` and `b`: an iterator over `num + 2` keys, `a` first and `b`
/// last, as `Bytes.iterateOnSplits` yields them.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::IterateOnSplits;
///
/// let keys: Vec<String> = IterateOnSplits::new(b"aaa", b"aad", false, 2)
///     .unwrap()
///     .map(|k| k.to_string_binary())
///     .collect();
/// assert_eq!(keys, ["aaa", "aab", "aac", "aad"]);
/// ```
#[derive(Clone, Debug)]
pub struct IterateOnSplits {
    first: Vec<u8>,
    last: Vec<u8>,
    start: Big,
    interval: Big,
    num: u32,
    next: u32,
}

impl IterateOnSplits {
    /// Prepares the split of `[a, b]` into `num + 1` parts (`Bytes.iterateOnSplits`).
    ///
    /// # Errors
    ///
    /// [`SplitError::EndNotAfterStart`] if padded `a >= b` (`"b <= a"`), and
    /// [`SplitError::NoSplitsRequested`] if `num` is 0 (`"num cannot be <= 0"`), and
    /// [`SplitError::TooManyRegions`] if the `num + 1` parts are more than
    /// [`MAX_REGIONS`](crate::split::MAX_REGIONS).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::IterateOnSplits;
    ///
    /// assert!(IterateOnSplits::new(b"b", b"a", false, 1).is_err());
    /// assert!(IterateOnSplits::new(b"a", b"b", false, 0).is_err());
    /// assert!(IterateOnSplits::new(b"a", b"b", false, u32::MAX).is_err());
    /// ```
    pub fn new(a: &[u8], b: &[u8], inclusive: bool, num: u32) -> Result<Self, SplitError> {
        let width = a.len().max(b.len());
        let mut a_padded = a.to_vec();
        a_padded.resize(width, 0);
        let mut b_padded = b.to_vec();
        b_padded.resize(width, 0);
        if a_padded >= b_padded {
            return Err(SplitError::EndNotAfterStart {
                start: crate::display::to_string_binary(a),
                end: crate::display::to_string_binary(b),
            });
        }
        if num == 0 {
            return Err(SplitError::NoSplitsRequested);
        }
        if num >= MAX_REGIONS {
            return Err(SplitError::TooManyRegions {
                requested: u64::from(num) + 1,
                limit: u64::from(MAX_REGIONS),
            });
        }
        // `num < MAX_REGIONS`, so this does not overflow.
        let parts = num + 1;
        let mut first = a.to_vec();
        let mut last = b.to_vec();
        loop {
            let start = with_header(&a_padded);
            let stop = with_header(&b_padded);
            let mut diff = &stop - &start;
            if inclusive {
                diff += 1u32;
            }
            if diff >= Big::from(parts) {
                let interval = diff / parts;
                return Ok(Self {
                    first,
                    last,
                    start,
                    interval,
                    num,
                    next: 0,
                });
            }
            // Too few keys between them: one more byte multiplies the room by 256. HBase
            // recurses with the padded keys, so they become the endpoints it returns.
            a_padded.push(0);
            b_padded.push(0);
            first.clone_from(&a_padded);
            last.clone_from(&b_padded);
        }
    }
}

fn with_header(bytes: &[u8]) -> Big {
    let mut all = Vec::with_capacity(bytes.len() + HEADER.len());
    all.extend_from_slice(&HEADER);
    all.extend_from_slice(bytes);
    Big::from_bytes_be(&all)
}

impl Iterator for IterateOnSplits {
    type Item = RowKey;

    fn next(&mut self) -> Option<RowKey> {
        let i = self.next;
        if i > self.num.saturating_add(1) {
            return None;
        }
        self.next = i.saturating_add(1);
        if i == 0 {
            return Some(RowKey::from(self.first.as_slice()));
        }
        if i == self.num.saturating_add(1) {
            // Stop after the last key even if `num + 1` saturated.
            self.next = u32::MAX;
            return Some(RowKey::from(self.last.as_slice()));
        }
        let current = &self.start + &self.interval * i;
        let bytes = current.to_bytes_be();
        // `BigInteger.toByteArray` without the header: two bytes if the second is zero,
        // otherwise one.
        let strip = if bytes.get(1) == Some(&0) { 2 } else { 1 };
        Some(RowKey::from(bytes.get(strip..).unwrap_or_default()))
    }
}

/// `Bytes.split(a, b, inclusive, num)`: `num + 2` keys, `a` first, `b` last and `num` evenly
/// spaced keys between them.
///
/// # Errors
///
/// As [`IterateOnSplits::new`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::bytes_split;
///
/// // split("aaa", "aab") needs one more byte: the midpoint is "aaa\x80".
/// let keys = bytes_split(b"aaa", b"aab", false, 1).unwrap();
/// assert_eq!(keys[1].to_string_binary(), "aaa\\x80");
/// ```
pub fn bytes_split(
    a: &[u8],
    b: &[u8],
    inclusive: bool,
    num: u32,
) -> Result<Vec<RowKey>, SplitError> {
    Ok(IterateOnSplits::new(a, b, inclusive, num)?.collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(keys: &[RowKey]) -> Vec<String> {
        keys.iter().map(RowKey::to_hex).collect()
    }

    #[test]
    fn uniform_defaults_are_eight_bytes() {
        let keys = bytes_split(&[], &[0xFF; 8], true, 1).unwrap();
        assert_eq!(hex(&keys), ["", "8000000000000000", "FFFFFFFFFFFFFFFF"]);
    }

    #[test]
    fn split_of_empty_start() {
        let keys = bytes_split(&[], &[0x20], false, 1).unwrap();
        assert_eq!(hex(&keys), ["", "10", "20"]);
    }

    #[test]
    fn recursion_pads_the_endpoints() {
        let keys = bytes_split(b"a", b"b", false, 3).unwrap();
        assert_eq!(
            keys.iter()
                .map(RowKey::to_string_binary)
                .collect::<Vec<_>>(),
            ["a\\x00", "a@", "a\\x80", "a\\xC0", "b\\x00"]
        );
    }

    #[test]
    fn iterator_stops() {
        let mut it = IterateOnSplits::new(b"a", b"c", false, 1).unwrap();
        assert_eq!(it.next(), Some(RowKey::from("a")));
        assert_eq!(it.next(), Some(RowKey::from("b")));
        assert_eq!(it.next(), Some(RowKey::from("c")));
        assert_eq!(it.next(), None);
        assert_eq!(it.next(), None);
    }
}
