//! md5 digests, one-shot and memoised for a batch of rows.

use ::md5::{Digest, Md5};

/// The md5 digest of the concatenated `pieces`.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::md5::md5;
/// assert_eq!(md5(&[b"14525", b"38800"])[..4], [0x05, 0xdd, 0x74, 0x56]);
/// assert_eq!(md5(&[b"1452538800"]), md5(&[b"14525", b"38800"]));
/// ```
#[must_use]
pub fn md5(pieces: &[&[u8]]) -> [u8; 16] {
    let len: usize = pieces.iter().map(|p| p.len()).sum();
    if len <= ONE_BLOCK {
        return md5_one_block(pieces, len);
    }
    let mut hasher = Md5::new();
    for piece in pieces {
        hasher.update(piece);
    }
    hasher.finalize().into()
}

/// Longest input whose padding fits the same 64-byte block (a 0x80 byte and the 8-byte
/// bit length follow the input).
const ONE_BLOCK: usize = 55;

/// [`md5`] of an input of `len` ≤ [`ONE_BLOCK`] bytes: its one padded block compressed
/// directly (RFC 1321: the input, 0x80, zeros, the length in bits as a little-endian `u64`).
fn md5_one_block(pieces: &[&[u8]], len: usize) -> [u8; 16] {
    let mut block = [0_u8; 64];
    let mut at = 0;
    for piece in pieces {
        if let Some(to) = block.get_mut(at..at + piece.len()) {
            to.copy_from_slice(piece);
        }
        at += piece.len();
    }
    block[len] = 0x80;
    block[56..].copy_from_slice(&(len as u64 * 8).to_le_bytes());
    let mut state = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476];
    ::md5::block_api::compress(&mut state, &[block]);
    let mut digest = [0_u8; 16];
    for (to, word) in digest.chunks_exact_mut(4).zip(state) {
        to.copy_from_slice(&word.to_le_bytes());
    }
    digest
}

/// Longest input kept in the cache; longer inputs are always hashed.
const MAX_INPUT: usize = 22;

#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    /// 0 for an empty slot, otherwise the input's length plus one.
    len: u8,
    input: [u8; MAX_INPUT],
    digest: [u8; 16],
}

/// A small cache of md5 digests by input, for a batch of rows: a column with few distinct
/// values (user ids, event kinds) is hashed once a value rather than once a row. Two slots
/// per hash value, the most recently used first (a new input replaces the older one).
///
/// # Examples
///
/// ```
/// use rowkey_kernels::md5::{md5, Md5Memo};
/// let mut memo = Md5Memo::for_rows(1_000);
/// assert_eq!(memo.digest(&[b"u1"]), md5(&[b"u1"]));
/// assert_eq!(memo.digest(&[b"u1"]), md5(&[b"u1"])); // from the cache
/// assert_eq!(memo.digest(&[b"u", b"1"]), md5(&[b"u1"])); // several pieces: not cached
/// ```
#[derive(Clone, Debug)]
pub struct Md5Memo {
    /// Pairs of slots: `2 * set` and `2 * set + 1`.
    slots: Vec<Slot>,
}

impl Md5Memo {
    /// A cache sized for a batch of `rows` rows (a quarter of them, 256 to 65,536 slots).
    #[must_use]
    pub fn for_rows(rows: usize) -> Self {
        let slots = (rows / 4).clamp(256, 65_536).next_power_of_two();
        Self {
            slots: vec![Slot::default(); slots],
        }
    }

    /// The md5 digest of the concatenated `pieces`, from the cache when it holds them.
    pub fn digest(&mut self, pieces: &[&[u8]]) -> [u8; 16] {
        let [input] = pieces else {
            return md5(pieces);
        };
        if input.len() > MAX_INPUT {
            return md5(pieces);
        }
        let sets = self.slots.len() / 2;
        let set = usize::try_from(hash(input)).unwrap_or(0) & (sets - 1);
        let Some([first, second]) = self
            .slots
            .get_mut(2 * set..2 * set + 2)
            .and_then(|pair| <&mut [Slot; 2]>::try_from(pair).ok())
        else {
            return md5(pieces);
        };
        let len = u8::try_from(input.len() + 1).unwrap_or(0);
        let holds = |slot: &Slot| slot.len == len && slot.input.get(..input.len()) == Some(*input);
        if holds(first) {
            return first.digest;
        }
        if holds(second) {
            std::mem::swap(first, second);
            return first.digest;
        }
        let digest = md5(pieces);
        *second = *first;
        first.len = len;
        first.input[..input.len()].copy_from_slice(input);
        first.digest = digest;
        digest
    }
}

/// FNV-1a with a final mix: short inputs, no flooding concern (the user's own sample).
fn hash(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h ^= h >> 29;
    h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h ^ (h >> 32)
}

/// Appends the first `chars` (at most 32) lowercase hex characters of `digest` to `out`,
/// without building the whole hex string.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::md5::write_hex_prefix;
/// let digest = [0xAB; 16];
/// let mut out = b"k:".to_vec();
/// write_hex_prefix(&digest, 3, &mut out);
/// assert_eq!(out, b"k:aba");
/// ```
pub fn write_hex_prefix(digest: &[u8; 16], chars: usize, out: &mut Vec<u8>) {
    const HEX_LOWER: &[u8; 16] = b"0123456789abcdef";
    let chars = chars.min(32);
    for (i, &b) in digest.iter().enumerate().take(chars.div_ceil(2)) {
        out.push(HEX_LOWER[usize::from(b >> 4)]);
        if 2 * i + 1 < chars {
            out.push(HEX_LOWER[usize::from(b & 0x0F)]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Md5Memo, md5};

    #[test]
    fn cached_digests_equal_fresh_ones() {
        let mut memo = Md5Memo::for_rows(0);
        let inputs: Vec<String> = (0..2_000).map(|i| format!("u{}", i % 700)).collect();
        for input in inputs.iter().chain(&inputs) {
            assert_eq!(memo.digest(&[input.as_bytes()]), md5(&[input.as_bytes()]));
        }
        let long = b"a".repeat(40);
        assert_eq!(memo.digest(&[&long]), md5(&[&long]));
        assert_eq!(memo.digest(&[b"ab", b"c"]), md5(&[b"abc"]));
        assert_eq!(memo.digest(&[b""]), md5(&[b""]));
    }

    proptest::proptest! {
        /// Short inputs (one block, hashed directly) digest as the digest crate does.
        #[test]
        fn one_block_digests_match_the_digest_crate(
            pieces in proptest::collection::vec(proptest::collection::vec(proptest::prelude::any::<u8>(), 0..30), 0..4)
        ) {
            use ::md5::{Digest, Md5};
            let mut hasher = Md5::new();
            for p in &pieces {
                hasher.update(p);
            }
            let expected: [u8; 16] = hasher.finalize().into();
            let pieces: Vec<&[u8]> = pieces.iter().map(Vec::as_slice).collect();
            proptest::prop_assert_eq!(md5(&pieces), expected);
        }
    }

    #[test]
    fn known_digests() {
        let hex = |d: [u8; 16]| d.iter().map(|b| format!("{b:02x}")).collect::<String>();
        assert_eq!(hex(md5(&[b""])), "d41d8cd98f00b204e9800998ecf8427e");
        assert_eq!(
            hex(md5(&[b"1452538800"])),
            "05dd7456c96cfe634ddde71643005aea"
        );
    }
}
