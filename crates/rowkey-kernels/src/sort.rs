//! The byte order of a set of keys stored back to back (HBase order: unsigned bytes, left to
//! right, a proper prefix first), with the equal neighbours found on the way.

/// Keys stored back to back in one buffer: key `i` is `bytes[ends[i - 1]..ends[i]]` (the
/// first key starts at 0).
///
/// # Examples
///
/// ```
/// use rowkey_kernels::sort::PackedKeys;
/// let keys = PackedKeys { bytes: b"abc", ends: &[1, 1, 3] };
/// assert_eq!(keys.get(0), b"a");
/// assert_eq!(keys.get(1), b"");
/// assert_eq!(keys.get(2), b"bc");
/// ```
#[derive(Clone, Copy, Debug)]
pub struct PackedKeys<'a> {
    /// Every key's bytes, one after the other.
    pub bytes: &'a [u8],
    /// The end offset of each key in `bytes` (non-decreasing).
    pub ends: &'a [usize],
}

impl PackedKeys<'_> {
    /// The bytes of key `index` (empty when out of range).
    #[must_use]
    pub fn get(&self, index: usize) -> &[u8] {
        let Some(&end) = self.ends.get(index) else {
            return &[];
        };
        let start = match index.checked_sub(1) {
            Some(previous) => self.ends.get(previous).copied().unwrap_or(0),
            None => 0,
        };
        self.bytes.get(start..end).unwrap_or_default()
    }
}

/// Below this many keys one comparison sort does it; from it on, the keys are first
/// distributed on their first two bytes (a counting sort), then each bucket is sorted.
const RADIX_FROM: usize = 1 << 14;

/// The positions of `keys` in HBase order, equal keys in input order (the order a stable
/// `sort_by` on the bytes gives), and for each sorted position whether its key equals the
/// previous one's.
///
/// Sorts compact 16-byte (8 key bytes as a big-endian `u64`, length rank, index) entries with
/// integer comparisons only; entries that tie go on to the next 8 bytes, within their run only.
/// Large inputs are first bucketed on their first two bytes.
///
/// # Panics
///
/// Never for fewer than 2³² keys (callers with more sort otherwise).
///
/// # Examples
///
/// ```
/// use rowkey_kernels::sort::{sort_order_with_ties, PackedKeys};
/// // "b", "a\x01", "a", "b", "a\0"
/// let keys = PackedKeys { bytes: b"ba\x01aba\0", ends: &[1, 3, 4, 5, 7] };
/// let (order, tied) = sort_order_with_ties(keys);
/// assert_eq!(order, [2, 4, 1, 0, 3]);
/// assert_eq!(tied, [false, false, false, false, true]);
/// ```
#[must_use]
pub fn sort_order_with_ties(keys: PackedKeys<'_>) -> (Vec<usize>, Vec<bool>) {
    let n = keys.ends.len();
    assert!(u32::try_from(n).is_ok(), "fewer than 2^32 keys");
    let mut entries: Vec<Entry> = Vec::with_capacity(n);
    let mut start = 0;
    for (&end, index) in keys.ends.iter().zip(0_u32..) {
        let key = keys.bytes.get(start..end).unwrap_or_default();
        entries.push(Entry::at_level(key, 0, index));
        start = end;
    }
    if n >= RADIX_FROM {
        entries = bucket_sort(&entries);
    } else {
        entries.sort_unstable();
    }
    let mut tied = vec![false; n];
    let next = next_level_entries(keys, &entries);
    break_ties_with(keys, &mut entries, &mut tied, 0, next.as_deref());
    (entries.into_iter().map(|e| e.2 as usize).collect(), tied)
}

/// Every key's entry at level 1, in key order (one pass over the keys, front to back),
/// when many keys tie on their first 8 bytes and go on past them: looking each of those up
/// by key index as its run is sorted reads one entry, where reading the key itself (its end
/// offsets, then its bytes, anywhere in the buffer) costs two or three cache misses a key.
/// `None` for small inputs or few such ties.
fn next_level_entries(keys: PackedKeys<'_>, sorted: &[Entry]) -> Option<Vec<Entry>> {
    if sorted.len() < RADIX_FROM {
        return None;
    }
    let going_on = sorted
        .windows(2)
        .filter(|w| w[0].0 == w[1].0 && w[0].1 == w[1].1 && w[0].continues(0))
        .count();
    if going_on < sorted.len() / 8 {
        return None;
    }
    let mut next = Vec::with_capacity(keys.ends.len());
    let mut start = 0;
    for (&end, index) in keys.ends.iter().zip(0_u32..) {
        let key = keys.bytes.get(start..end).unwrap_or_default();
        next.push(Entry::at_level(key, 1, index));
        start = end;
    }
    Some(next)
}

/// `entries` in order: distributed on their top 16 bits (one counting pass, one scatter),
/// then each bucket sorted on its own (small, so in cache).
fn bucket_sort(entries: &[Entry]) -> Vec<Entry> {
    const BUCKETS: usize = 1 << 16;
    let bucket = |e: &Entry| (e.0 >> 48) as usize;
    let mut starts = vec![0_usize; BUCKETS + 1];
    for e in entries {
        starts[bucket(e) + 1] += 1;
    }
    for b in 0..BUCKETS {
        starts[b + 1] += starts[b];
    }
    let mut next = starts.clone();
    let mut sorted = vec![Entry(0, 0, 0); entries.len()];
    for &e in entries {
        let at = &mut next[bucket(&e)];
        sorted[*at] = e;
        *at += 1;
    }
    for b in 0..BUCKETS {
        let (from, to) = (starts[b], starts[b + 1]);
        if to - from > 1 {
            sorted[from..to].sort_unstable();
        }
    }
    sorted
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
fn break_ties(keys: PackedKeys<'_>, entries: &mut [Entry], tied: &mut [bool], level: usize) {
    break_ties_with(keys, entries, tied, level, None);
}

/// [`break_ties`], taking level-1 entries from `next` (every key's, by key index) when given.
fn break_ties_with(
    keys: PackedKeys<'_>,
    entries: &mut [Entry],
    tied: &mut [bool],
    level: usize,
    next: Option<&[Entry]>,
) {
    let mut start = 0;
    while start < entries.len() {
        let head = entries[start];
        let len = entries[start..]
            .iter()
            .take_while(|e| e.0 == head.0 && e.1 == head.1)
            .count();
        let run = &mut entries[start..start + len];
        let run_tied = &mut tied[start..start + len];
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
        match next.filter(|_| level == 0) {
            Some(next) => {
                for entry in run.iter_mut() {
                    *entry = next
                        .get(entry.2 as usize)
                        .copied()
                        .unwrap_or_else(|| Entry::at_level(keys.get(entry.2 as usize), 1, entry.2));
                }
            }
            None => {
                for entry in run.iter_mut() {
                    *entry = Entry::at_level(keys.get(entry.2 as usize), level + 1, entry.2);
                }
            }
        }
        run.sort_unstable();
        break_ties(keys, run, run_tied, level + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn packed(keys: &[Vec<u8>]) -> (Vec<u8>, Vec<usize>) {
        let mut bytes = Vec::new();
        let mut ends = Vec::new();
        for key in keys {
            bytes.extend_from_slice(key);
            ends.push(bytes.len());
        }
        (bytes, ends)
    }

    fn oracle(keys: &[Vec<u8>]) -> (Vec<usize>, Vec<bool>) {
        let mut order: Vec<usize> = (0..keys.len()).collect();
        order.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
        let tied = order
            .iter()
            .enumerate()
            .map(|(i, &k)| i > 0 && keys[order[i - 1]] == keys[k])
            .collect();
        (order, tied)
    }

    fn key_bytes() -> impl Strategy<Value = Vec<u8>> {
        proptest::collection::vec(
            prop_oneof![Just(0u8), Just(1), Just(0x80), Just(0xFF)],
            0..26,
        )
    }

    proptest! {
        /// Small inputs (one comparison sort): the order of a stable sort on the bytes, and
        /// its equal neighbours.
        #[test]
        fn small_inputs_sort_as_bytes(keys in proptest::collection::vec(key_bytes(), 0..80)) {
            let (bytes, ends) = packed(&keys);
            prop_assert_eq!(sort_order_with_ties(PackedKeys { bytes: &bytes, ends: &ends }), oracle(&keys));
        }

        /// Large inputs (bucketed on the first two bytes first): the same.
        #[test]
        fn large_inputs_sort_as_bytes(
            distinct in proptest::collection::vec(key_bytes(), 1..300),
            picks in proptest::collection::vec(any::<usize>(), RADIX_FROM..RADIX_FROM + 500),
        ) {
            let keys: Vec<Vec<u8>> = picks.iter().map(|p| distinct[p % distinct.len()].clone()).collect();
            let (bytes, ends) = packed(&keys);
            prop_assert_eq!(sort_order_with_ties(PackedKeys { bytes: &bytes, ends: &ends }), oracle(&keys));
        }
    }

    #[test]
    fn an_empty_input_has_no_order() {
        let (order, tied) = sort_order_with_ties(PackedKeys {
            bytes: &[],
            ends: &[],
        });
        assert!(order.is_empty() && tied.is_empty());
    }
}
