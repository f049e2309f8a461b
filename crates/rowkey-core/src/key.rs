//! Row keys and HBase byte order.

use std::fmt;

/// An HBase row key: raw bytes whose order is HBase's order.
///
/// HBase compares row keys as **unsigned bytes, left to right, and a proper prefix sorts
/// first** (`Bytes.compareTo`). That is exactly the order of Rust's `[u8]`, so `RowKey`
/// derives `Ord` from its bytes.
///
/// # Examples
///
/// ```
/// use rowkey_core::RowKey;
///
/// let mut keys: Vec<RowKey> = ["2", "10", "1", "", "9", "a"].iter().map(|s| RowKey::from(*s)).collect();
/// keys.sort();
/// let shown: Vec<String> = keys.iter().map(|k| k.to_string_binary()).collect();
/// assert_eq!(shown, ["", "1", "10", "2", "9", "a"]);
///
/// // 0x7F < 0x80 < 0xFF: bytes are unsigned.
/// assert!(RowKey::from(vec![0x7F]) < RowKey::from(vec![0x80]));
/// assert!(RowKey::from(vec![0x80]) < RowKey::from(vec![0xFF]));
/// ```
#[derive(Clone, Default, Eq, serde::Serialize, serde::Deserialize)]
pub struct RowKey(Vec<u8>);

impl std::hash::Hash for RowKey {
    /// The bytes' hash, as equality compares the bytes.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

impl PartialEq for RowKey {
    fn eq(&self, other: &Self) -> bool {
        self.0.len() == other.0.len() && compare_bytes(&self.0, &other.0).is_eq()
    }
}

impl PartialOrd for RowKey {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for RowKey {
    /// Unsigned bytes, left to right, a proper prefix first: `[u8]`'s order.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        compare_bytes(&self.0, &other.0)
    }
}

/// `a.cmp(b)` for byte slices, 8 bytes at a time as big-endian numbers: the same order,
/// without a `memcmp` call (a byte-at-a-time loop on wasm32) for the short keys of a sample.
///
/// # Examples
///
/// ```
/// use rowkey_core::key::compare_bytes;
/// let (a, b) = (b"user0001#\x00".as_slice(), b"user0001#".as_slice());
/// assert_eq!(compare_bytes(a, b), a.cmp(b));
/// assert_eq!(compare_bytes(b"\xFFa", b"\x7Fz"), std::cmp::Ordering::Greater);
/// ```
#[must_use]
pub fn compare_bytes(a: &[u8], b: &[u8]) -> std::cmp::Ordering {
    let mut at = 0;
    while let (Some(x), Some(y)) = (
        a.get(at..).and_then(<[u8]>::first_chunk::<8>),
        b.get(at..).and_then(<[u8]>::first_chunk::<8>),
    ) {
        let (x, y) = (u64::from_be_bytes(*x), u64::from_be_bytes(*y));
        if x != y {
            return x.cmp(&y);
        }
        at += 8;
    }
    // Fewer than 8 bytes left in one of them: byte by byte, then the shorter first.
    let (x, y) = (
        a.get(at..).unwrap_or_default(),
        b.get(at..).unwrap_or_default(),
    );
    x.iter().cmp(y.iter())
}

impl RowKey {
    /// Wraps raw bytes as a row key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// assert_eq!(RowKey::new(vec![0x31, 0x30]).as_bytes(), b"10");
    /// ```
    #[must_use]
    pub fn new(bytes: Vec<u8>) -> Self {
        Self(bytes)
    }

    /// The key's bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// assert_eq!(RowKey::from("ab").as_bytes(), &[0x61, 0x62]);
    /// ```
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// The key's length in bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// assert_eq!(RowKey::from("中").len(), 3);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the key has no bytes (the empty key sorts before every other key).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// assert!(RowKey::default().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Unwraps the bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// assert_eq!(RowKey::from("x").into_bytes(), b"x".to_vec());
    /// ```
    #[must_use]
    pub fn into_bytes(self) -> Vec<u8> {
        self.0
    }

    /// The key as the HBase shell prints it (`Bytes.toStringBinary`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// assert_eq!(RowKey::new(vec![0, 0, 0, 1]).to_string_binary(), "\\x00\\x00\\x00\\x01");
    /// ```
    #[must_use]
    pub fn to_string_binary(&self) -> String {
        crate::display::to_string_binary(&self.0)
    }

    /// The key as uppercase hex, two digits a byte.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// assert_eq!(RowKey::from("10").to_hex(), "3130");
    /// ```
    #[must_use]
    pub fn to_hex(&self) -> String {
        crate::display::to_hex(&self.0)
    }
}

impl From<Vec<u8>> for RowKey {
    fn from(bytes: Vec<u8>) -> Self {
        Self(bytes)
    }
}

impl From<&[u8]> for RowKey {
    fn from(bytes: &[u8]) -> Self {
        Self(bytes.to_vec())
    }
}

impl From<&str> for RowKey {
    /// The UTF-8 bytes of the text, as `Bytes.toBytes(String)` writes them.
    fn from(text: &str) -> Self {
        Self(text.as_bytes().to_vec())
    }
}

impl AsRef<[u8]> for RowKey {
    fn as_ref(&self) -> &[u8] {
        &self.0
    }
}

impl fmt::Debug for RowKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RowKey(\"{}\")", self.to_string_binary())
    }
}

impl fmt::Display for RowKey {
    /// Displays the key as `Bytes.toStringBinary` does.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_string_binary())
    }
}

/// The positions of `keys` in HBase order (unsigned bytes), equal keys in input order: the
/// same as a stable `sort_by` of the indexes on the keys, but sorting compact 16-byte
/// (8 key bytes as a big-endian `u64`, length rank, index) entries with integer comparisons
/// only; entries that tie go on to the next 8 bytes, within their run only.
///
/// # Examples
///
/// ```
/// use rowkey_core::key::{sort_order, RowKey};
/// let keys: Vec<RowKey> = ["b", "a\u{1}", "a", "b", "a\0"].into_iter().map(RowKey::from).collect();
/// assert_eq!(sort_order(&keys), [2, 4, 1, 0, 3]);
/// ```
#[must_use]
pub fn sort_order(keys: &[RowKey]) -> Vec<usize> {
    sort_order_with_ties(keys).0
}

/// [`sort_order`], and for each sorted position whether its key equals the previous one's
/// (found by the sort itself, without comparing the keys again).
pub(crate) fn sort_order_with_ties(keys: &[RowKey]) -> (Vec<usize>, Vec<bool>) {
    if u32::try_from(keys.len()).is_err() {
        let mut order: Vec<usize> = (0..keys.len()).collect();
        order.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
        let tied = ties_of(keys, &order);
        return (order, tied);
    }
    let mut entries: Vec<Entry> = keys
        .iter()
        .zip(0_u32..)
        .map(|(key, index)| Entry::at_level(key.as_bytes(), 0, index))
        .collect();
    entries.sort_unstable();
    let mut tied = vec![false; entries.len()];
    break_ties(keys, &mut entries, &mut tied, 0);
    (entries.into_iter().map(|e| e.2 as usize).collect(), tied)
}

/// For each position of `order`, whether its key equals the previous position's.
pub(crate) fn ties_of(keys: &[RowKey], order: &[usize]) -> Vec<bool> {
    let mut tied = Vec::with_capacity(order.len());
    let mut previous: Option<&RowKey> = None;
    for &k in order {
        let key = keys.get(k);
        tied.push(previous.is_some() && previous == key);
        previous = key;
    }
    tied
}

/// Keys in HBase order, each with its sample row, read by sorted position. An analysis reads
/// its keys through their sort order ([`Ordered`]) rather than copying references into a new
/// vector; tests and one-off callers pass a sorted slice.
pub(crate) trait SortedKeys {
    /// How many keys.
    fn len(&self) -> usize;
    /// The key at sorted position `pos`.
    fn key(&self, pos: usize) -> Option<&RowKey>;
    /// The sample row of the key at sorted position `pos`.
    fn row(&self, pos: usize) -> Option<usize>;
    /// The first position whose key is not `pred` (keys where `pred` holds come first).
    fn partition_point(&self, mut pred: impl FnMut(&RowKey) -> bool) -> usize {
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.key(mid).is_some_and(&mut pred) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }
}

impl SortedKeys for [(&RowKey, usize)] {
    fn len(&self) -> usize {
        <[_]>::len(self)
    }
    fn key(&self, pos: usize) -> Option<&RowKey> {
        self.get(pos).map(|(k, _)| *k)
    }
    fn row(&self, pos: usize) -> Option<usize> {
        self.get(pos).map(|(_, r)| *r)
    }
}

impl SortedKeys for [&RowKey] {
    fn len(&self) -> usize {
        <[_]>::len(self)
    }
    fn key(&self, pos: usize) -> Option<&RowKey> {
        self.get(pos).copied()
    }
    fn row(&self, pos: usize) -> Option<usize> {
        (pos < <[_]>::len(self)).then_some(pos)
    }
}

/// `keys` read in `order` without copying them: position `p` is key `order[p]`, of sample
/// row `rows[p]` (the rows already in sorted order, so a scan over positions reads them
/// front to back).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ordered<'a> {
    pub keys: &'a [RowKey],
    pub rows: &'a [usize],
    pub order: &'a [usize],
}

impl SortedKeys for Ordered<'_> {
    fn len(&self) -> usize {
        self.order.len()
    }
    fn key(&self, pos: usize) -> Option<&RowKey> {
        self.keys.get(*self.order.get(pos)?)
    }
    fn row(&self, pos: usize) -> Option<usize> {
        self.rows.get(pos).copied()
    }
}

/// (the key's 8 bytes at a level, zero-padded, as a big-endian number; its length capped
/// just past that level, so a key ending there sorts before a longer one with the same
/// bytes; its index, so equal keys keep input order).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Entry(u64, u32, u32);

impl Entry {
    fn at_level(key: &[u8], level: usize, index: u32) -> Self {
        let from = level * 8;
        let rest = key.get(from..).unwrap_or_default();
        let word = match rest.first_chunk::<8>() {
            Some(chunk) => *chunk,
            None => {
                // Short tail: zero-padded, byte by byte (no `memcpy` call for a few bytes).
                let mut word = [0_u8; 8];
                for (to, from) in word.iter_mut().zip(rest) {
                    *to = *from;
                }
                word
            }
        };
        let rank = key.len().min(from + 9);
        Self(
            u64::from_be_bytes(word),
            u32::try_from(rank).unwrap_or(u32::MAX),
            index,
        )
    }

    /// Whether the key goes on past this level's 8 bytes.
    fn continues(self, level: usize) -> bool {
        self.1 as usize > level * 8 + 8
    }
}

/// Sorts, within `entries` (sorted at `level`), each run of keys that are equal so far and
/// go on, by their next 8 bytes.
/// Marks in `tied` (parallel to `entries`) every entry whose key equals the previous one's:
/// the rest of a run that ends at this level.
fn break_ties(keys: &[RowKey], entries: &mut [Entry], tied: &mut [bool], level: usize) {
    let mut start = 0;
    while start < entries.len() {
        let head = entries[start];
        let len = entries[start..]
            .iter()
            .take_while(|e| e.0 == head.0 && e.1 == head.1)
            .count();
        let run = &mut entries[start..start + len];
        let run_tied = tied.get_mut(start..start + len).unwrap_or_default();
        start += len;
        if len < 2 {
            continue;
        }
        if !head.continues(level) {
            // Same bytes so far and the same length, ending here: equal keys.
            for t in run_tied.iter_mut().skip(1) {
                *t = true;
            }
            continue;
        }
        for entry in run.iter_mut() {
            let key = keys.get(entry.2 as usize).map_or(&[][..], RowKey::as_bytes);
            *entry = Entry::at_level(key, level + 1, entry.2);
        }
        run.sort_unstable();
        break_ties(keys, run, run_tied, level + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The ties the sort finds are the equal neighbours of its order, which is byte order.
        #[test]
        fn the_sorts_ties_are_the_equal_neighbours(
            keys in proptest::collection::vec(
                proptest::collection::vec(prop_oneof![Just(0u8), Just(1), Just(0xFF)], 0..26),
                0..60,
            )
        ) {
            let keys: Vec<RowKey> = keys.into_iter().map(RowKey::new).collect();
            let (order, tied) = sort_order_with_ties(&keys);
            let mut expected: Vec<usize> = (0..keys.len()).collect();
            expected.sort_by(|&a, &b| keys[a].as_bytes().cmp(keys[b].as_bytes()));
            prop_assert_eq!(&order, &expected);
            prop_assert_eq!(tied, ties_of(&keys, &order));
        }
    }
}
