//! Row keys and HBase byte order.

use std::fmt;

use rowkey_kernels::sort::{self, PackedKeys};

/// An HBase row key: raw bytes whose order is HBase's order.
///
/// HBase compares row keys as **unsigned bytes, left to right, and a proper prefix sorts
/// first** (`Bytes.compareTo`). That is exactly the order of Rust's `[u8]`, so `RowKey`
/// derives `Ord` from its bytes.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
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
crate::wire::wire_struct!(RowKey { 0 });

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
/// use rowkey_engine::key::compare_bytes;
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
    /// use rowkey_engine::RowKey;
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
    /// use rowkey_engine::RowKey;
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
    /// use rowkey_engine::RowKey;
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
    /// use rowkey_engine::RowKey;
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
    /// use rowkey_engine::RowKey;
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
    /// use rowkey_engine::RowKey;
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
    /// use rowkey_engine::RowKey;
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

/// Keys addressed by index as byte slices: a slice of [`RowKey`]s or a [`KeyArena`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::key::{KeyArena, KeyList};
/// use rowkey_engine::RowKey;
/// let owned = vec![RowKey::from("a"), RowKey::from("bc")];
/// let arena: KeyArena = owned.iter().map(RowKey::as_bytes).collect();
/// assert_eq!(owned.key_count(), arena.key_count());
/// assert_eq!(owned.key_bytes(1), arena.key_bytes(1));
/// assert_eq!(arena.key_bytes(2), None);
/// ```
pub trait KeyList {
    /// How many keys.
    fn key_count(&self) -> usize;
    /// The bytes of key `index`, if there is one.
    fn key_bytes(&self, index: usize) -> Option<&[u8]>;
    /// Every key's bytes, in order.
    fn key_iter(&self) -> impl Iterator<Item = &[u8]> + '_ {
        (0..self.key_count()).filter_map(move |i| self.key_bytes(i))
    }
    /// The keys as one buffer and their end offsets, when stored that way (the sort reads
    /// them so); `None` by default.
    fn packed(&self) -> Option<PackedKeys<'_>> {
        None
    }
}

impl KeyList for [RowKey] {
    fn key_count(&self) -> usize {
        self.len()
    }
    fn key_bytes(&self, index: usize) -> Option<&[u8]> {
        self.get(index).map(RowKey::as_bytes)
    }
}

impl KeyList for Vec<RowKey> {
    fn key_count(&self) -> usize {
        self.len()
    }
    fn key_bytes(&self, index: usize) -> Option<&[u8]> {
        self.get(index).map(RowKey::as_bytes)
    }
}

impl<const N: usize> KeyList for [RowKey; N] {
    fn key_count(&self) -> usize {
        N
    }
    fn key_bytes(&self, index: usize) -> Option<&[u8]> {
        self.get(index).map(RowKey::as_bytes)
    }
}

impl KeyList for KeyArena {
    fn key_count(&self) -> usize {
        self.len()
    }
    fn key_bytes(&self, index: usize) -> Option<&[u8]> {
        self.get(index)
    }
    fn packed(&self) -> Option<PackedKeys<'_>> {
        Some(self.as_packed())
    }
}

/// Many keys in one allocation: all their bytes back to back, and where each key ends.
/// Reading key `i` borrows its bytes (`get`); no key has a heap allocation of its own.
///
/// # Examples
///
/// ```
/// use rowkey_engine::key::KeyArena;
/// let mut arena = KeyArena::default();
/// arena.push(b"user1");
/// arena.push(b"");
/// arena.push(b"\xFF");
/// assert_eq!(arena.len(), 3);
/// assert_eq!(arena.get(0), Some(&b"user1"[..]));
/// assert_eq!(arena.get(1), Some(&b""[..]));
/// assert_eq!(arena.get(2), Some(&b"\xFF"[..]));
/// assert_eq!(arena.iter().map(<[u8]>::len).collect::<Vec<_>>(), [5, 0, 1]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyArena {
    bytes: Vec<u8>,
    /// The end offset of each key in `bytes` (a key starts where the previous one ends).
    ends: Vec<usize>,
}

impl KeyArena {
    /// The arena as the kernels read it: the key bytes and their end offsets.
    pub(crate) fn as_packed(&self) -> PackedKeys<'_> {
        PackedKeys {
            bytes: &self.bytes,
            ends: &self.ends,
        }
    }

    /// An empty arena with room for `keys` keys of `bytes` bytes in all.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::KeyArena;
    /// assert!(KeyArena::with_capacity(10, 100).is_empty());
    /// ```
    #[must_use]
    pub fn with_capacity(keys: usize, bytes: usize) -> Self {
        Self {
            bytes: Vec::with_capacity(bytes),
            ends: Vec::with_capacity(keys),
        }
    }

    /// Appends a key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::KeyArena;
    /// let mut arena = KeyArena::default();
    /// arena.push(b"k");
    /// assert_eq!(arena.get(0), Some(&b"k"[..]));
    /// ```
    pub fn push(&mut self, key: &[u8]) {
        self.bytes.extend_from_slice(key);
        self.ends.push(self.bytes.len());
    }

    /// Appends the key `write` appends to the arena's byte buffer; if `write` fails, the
    /// bytes it wrote are dropped and no key is added.
    ///
    /// # Errors
    ///
    /// `write`'s error.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::KeyArena;
    /// let mut arena = KeyArena::default();
    /// arena.push_with(|b| { b.extend_from_slice(b"ok"); Ok::<(), ()>(()) }).unwrap();
    /// assert!(arena.push_with(|b| { b.push(1); Err(()) }).is_err());
    /// assert_eq!(arena.len(), 1);
    /// assert_eq!(arena.get(0), Some(&b"ok"[..]));
    /// ```
    pub fn push_with<E>(
        &mut self,
        write: impl FnOnce(&mut Vec<u8>) -> Result<(), E>,
    ) -> Result<(), E> {
        let start = self.bytes.len();
        match write(&mut self.bytes) {
            Ok(()) => {
                self.ends.push(self.bytes.len());
                Ok(())
            }
            Err(e) => {
                self.bytes.truncate(start);
                Err(e)
            }
        }
    }

    /// How many keys.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::KeyArena;
    /// assert_eq!(KeyArena::default().len(), 0);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are no keys.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::KeyArena;
    /// assert!(KeyArena::default().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The bytes of key `index`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::KeyArena;
    /// let arena: KeyArena = [&b"a"[..], b"bc"].into_iter().collect();
    /// assert_eq!(arena.get(1), Some(&b"bc"[..]));
    /// assert_eq!(arena.get(2), None);
    /// ```
    #[must_use]
    pub fn get(&self, index: usize) -> Option<&[u8]> {
        let end = *self.ends.get(index)?;
        let start = match index.checked_sub(1) {
            Some(previous) => *self.ends.get(previous)?,
            None => 0,
        };
        self.bytes.get(start..end)
    }

    /// Every key's bytes, in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::key::KeyArena;
    /// let arena: KeyArena = [&b"a"[..], b""].into_iter().collect();
    /// assert_eq!(arena.iter().count(), 2);
    /// ```
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &[u8]> + '_ {
        (0..self.len()).map(|i| self.get(i).unwrap_or_default())
    }
}

impl<'a> FromIterator<&'a [u8]> for KeyArena {
    fn from_iter<I: IntoIterator<Item = &'a [u8]>>(keys: I) -> Self {
        let mut arena = Self::default();
        for key in keys {
            arena.push(key);
        }
        arena
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
/// use rowkey_engine::key::{sort_order, RowKey};
/// let keys: Vec<RowKey> = ["b", "a\u{1}", "a", "b", "a\0"].into_iter().map(RowKey::from).collect();
/// assert_eq!(sort_order(&keys), [2, 4, 1, 0, 3]);
/// ```
#[must_use]
pub fn sort_order<K: KeyList + ?Sized>(keys: &K) -> Vec<usize> {
    sort_order_with_ties(keys).0
}

/// [`sort_order`], and for each sorted position whether its key equals the previous one's
/// (found by the sort itself, without comparing the keys again).
pub fn sort_order_with_ties<K: KeyList + ?Sized>(keys: &K) -> (Vec<usize>, Vec<bool>) {
    let n = keys.key_count();
    if u32::try_from(n).is_err() {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| keys.key_bytes(a).cmp(&keys.key_bytes(b)));
        let tied = ties_of(keys, &order);
        return (order, tied);
    }
    with_packed(keys, sort::sort_order_with_ties)
}

/// `f` of the keys packed as the kernels read them: borrowed when they are stored so (a
/// [`KeyArena`]), else copied into an arena first.
pub fn with_packed<K: KeyList + ?Sized, T>(keys: &K, f: impl FnOnce(PackedKeys<'_>) -> T) -> T {
    match keys.packed() {
        Some(packed) => f(packed),
        None => f(keys.key_iter().collect::<KeyArena>().as_packed()),
    }
}

/// For each position of `order`, whether its key equals the previous position's.
pub fn ties_of<K: KeyList + ?Sized>(keys: &K, order: &[usize]) -> Vec<bool> {
    let mut tied = Vec::with_capacity(order.len());
    let mut previous: Option<&[u8]> = None;
    for &k in order {
        let key = keys.key_bytes(k);
        tied.push(previous.is_some() && previous == key);
        previous = key;
    }
    tied
}

/// Keys in HBase order, each with its sample row, read by sorted position. An analysis reads
/// its keys through their sort order ([`Ordered`]) rather than copying references into a new
/// vector; tests and one-off callers pass a sorted slice.
pub trait SortedKeys {
    /// How many keys.
    fn len(&self) -> usize;
    /// Whether there are no keys.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The key at sorted position `pos`.
    fn key(&self, pos: usize) -> Option<&[u8]>;
    /// The sample row of the key at sorted position `pos`.
    fn row(&self, pos: usize) -> Option<usize>;
    /// The first position whose key is not `pred` (keys where `pred` holds come first).
    fn partition_point(&self, mut pred: impl FnMut(&[u8]) -> bool) -> usize {
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
    /// The sorted positions of the keys from `start` (inclusive) to `stop` (exclusive; empty
    /// for no end): where `start` and `stop` partition the sorted keys (two binary searches,
    /// not a comparison a key).
    fn span(&self, start: &[u8], stop: &[u8]) -> std::ops::Range<usize> {
        let from = self.partition_point(|k| k < start);
        let to = if stop.is_empty() {
            self.len()
        } else {
            self.partition_point(|k| compare_bytes(k, stop).is_lt())
        };
        from..to.max(from)
    }
}

impl SortedKeys for [(&RowKey, usize)] {
    fn len(&self) -> usize {
        <[_]>::len(self)
    }
    fn key(&self, pos: usize) -> Option<&[u8]> {
        self.get(pos).map(|(k, _)| k.as_bytes())
    }
    fn row(&self, pos: usize) -> Option<usize> {
        self.get(pos).map(|(_, r)| *r)
    }
}

impl SortedKeys for [&RowKey] {
    fn len(&self) -> usize {
        <[_]>::len(self)
    }
    fn key(&self, pos: usize) -> Option<&[u8]> {
        self.get(pos).map(|k| k.as_bytes())
    }
    fn row(&self, pos: usize) -> Option<usize> {
        (pos < <[_]>::len(self)).then_some(pos)
    }
}

/// `keys` read in `order` without copying them: position `p` is key `order[p]`, of sample
/// row `rows[p]` (the rows already in sorted order, so a scan over positions reads them
/// front to back).
#[derive(Clone, Copy, Debug)]
pub struct Ordered<'a> {
    /// The keys, in sample order.
    pub keys: &'a KeyArena,
    /// The sample row of each sorted position.
    pub rows: &'a [usize],
    /// The key (an index into `keys`) at each sorted position.
    pub order: &'a [usize],
}

impl SortedKeys for Ordered<'_> {
    fn len(&self) -> usize {
        self.order.len()
    }
    fn key(&self, pos: usize) -> Option<&[u8]> {
        self.keys.get(*self.order.get(pos)?)
    }
    fn row(&self, pos: usize) -> Option<usize> {
        self.rows.get(pos).copied()
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

        /// The arena reads back every key it was given, and sorts as the owned keys do.
        #[test]
        fn the_arena_holds_the_keys(
            keys in proptest::collection::vec(
                proptest::collection::vec(prop_oneof![Just(0u8), Just(1), Just(0xFF)], 0..20),
                0..40,
            )
        ) {
            let owned: Vec<RowKey> = keys.iter().cloned().map(RowKey::new).collect();
            let arena: KeyArena = keys.iter().map(Vec::as_slice).collect();
            prop_assert_eq!(arena.len(), owned.len());
            prop_assert_eq!(arena.get(owned.len()), None);
            for (i, key) in owned.iter().enumerate() {
                prop_assert_eq!(arena.get(i), Some(key.as_bytes()));
            }
            let read: Vec<&[u8]> = arena.iter().collect();
            let expected: Vec<&[u8]> = keys.iter().map(Vec::as_slice).collect();
            prop_assert_eq!(read, expected);
            prop_assert_eq!(sort_order_with_ties(&arena), sort_order_with_ties(&owned[..]));
        }
    }
}
