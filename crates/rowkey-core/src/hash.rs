//! The hashes behind salts and hash prefixes, byte for byte as Phoenix, HBaseWD and PHP
//! compute them.
//!
//! Inputs are given as a list of byte slices that are hashed as if concatenated, so that a
//! salt over "the rest of the key" needs no copy.

/// Java's `Arrays.hashCode(byte[])`: `h = 1; h = 31·h + b` over **signed** bytes, wrapping
/// as a 32-bit int. Phoenix salting and HBaseWD `OneByteSimpleHash` both use it.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::java_hash;
/// assert_eq!(java_hash(&[b"a"]), 128);
/// assert_eq!(java_hash(&[b"row", b"1"]), 4_430_104);
/// assert_eq!(java_hash(&[&[0x80, 0, 0, 0]]), -2_889_727);
/// ```
#[must_use]
pub fn java_hash(pieces: &[&[u8]]) -> i32 {
    let mut h: i32 = 1;
    for piece in pieces {
        for &b in *piece {
            h = h
                .wrapping_mul(31)
                .wrapping_add(i32::from(i8::from_ne_bytes([b])));
        }
    }
    h
}

/// Phoenix `SaltingUtil.getSaltingByte`: `abs(h % n)` (abs **after** `%`, so it is always in
/// `0..n`).
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::{java_hash, phoenix_bucket};
/// assert_eq!(phoenix_bucket(java_hash(&[b"foo0001"]), 4), 2);
/// assert_eq!(phoenix_bucket(i32::MIN, 3), 2);
/// ```
#[must_use]
pub fn phoenix_bucket(h: i32, buckets: u32) -> i64 {
    if buckets == 0 {
        return 0;
    }
    (i64::from(h) % i64::from(buckets)).abs()
}

/// HBaseWD `OneByteSimpleHash`: `Math.abs(h) % n` evaluated as Java ints, so
/// `h = Integer.MIN_VALUE` stays negative and gives a negative bucket.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::{hbasewd_bucket, java_hash};
/// assert_eq!(hbasewd_bucket(java_hash(&[b"foo0003"]), 10), 2);
/// // Integer.MIN_VALUE: −2, written as byte 0xFE
/// assert_eq!(hbasewd_bucket(i32::MIN, 3), -2);
/// ```
#[must_use]
pub fn hbasewd_bucket(h: i32, buckets: u32) -> i64 {
    if buckets == 0 {
        return 0;
    }
    i64::from(h.wrapping_abs()) % i64::from(buckets)
}

/// The md5 digest of the concatenated pieces.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::{md5, md5_hex};
/// assert_eq!(md5_hex(&md5(&[b"1452538800"])), "05dd7456c96cfe634ddde71643005aea");
/// ```
#[must_use]
pub fn md5(pieces: &[&[u8]]) -> [u8; 16] {
    // Built for speed with the other hot loops (the digest crate's buffering is generic, so
    // it is compiled where it is called).
    rowkey_kernels::md5::md5(pieces)
}

/// A digest as 32 lowercase hex characters, as PHP `md5()` and Java `DigestUtils.md5Hex` write it.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::{md5, md5_hex};
/// assert_eq!(md5_hex(&md5(&[b""])), "d41d8cd98f00b204e9800998ecf8427e");
/// ```
#[must_use]
pub fn md5_hex(digest: &[u8; 16]) -> String {
    const HEX_LOWER: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(32);
    for &b in digest {
        out.push(char::from(HEX_LOWER[usize::from(b >> 4)]));
        out.push(char::from(HEX_LOWER[usize::from(b & 0x0F)]));
    }
    out
}

/// Appends the first `chars` (at most 32) lowercase hex characters of a digest to `out`:
/// [`md5_hex`]'s prefix without building the whole string.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::{md5, write_md5_hex};
/// let mut out = b"k:".to_vec();
/// write_md5_hex(&md5(&[b"1452538800"]), 6, &mut out);
/// assert_eq!(out, b"k:05dd74");
/// // Every length is md5_hex's prefix.
/// let digest = md5(&[b"x"]);
/// for n in 0..=33 {
///     let mut out = Vec::new();
///     write_md5_hex(&digest, n, &mut out);
///     assert_eq!(out, &rowkey_core::hash::md5_hex(&digest).as_bytes()[..n.min(32)]);
/// }
/// ```
pub fn write_md5_hex(digest: &[u8; 16], chars: usize, out: &mut Vec<u8>) {
    rowkey_kernels::md5::write_hex_prefix(digest, chars, out);
}

/// The digest as a 128-bit big-endian unsigned number, mod `n`.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::{md5, md5_mod};
/// assert_eq!(md5_mod(&md5(&[b"1452538800"]), 10), 2);
/// ```
#[must_use]
pub fn md5_mod(digest: &[u8; 16], buckets: u32) -> i64 {
    if buckets == 0 {
        return 0;
    }
    let n = u128::from_be_bytes(*digest) % u128::from(buckets);
    i64::try_from(n).unwrap_or(0)
}

/// PHP's `md5($x) % n`: PHP turns the hex digest into an integer from its **leading decimal
/// digits** (`"05dd…"` → 5, `"997911d7…"` → 997911, `"b23a…"` → 0), then takes it mod `n`.
///
/// The remainder is computed exactly from the digits; PHP itself loses precision when a digest
/// starts with more than 18 digits (about one digest in 8,000), so such rows may differ from
/// real PHP output.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::{md5, php_md5_mod};
/// assert_eq!(php_md5_mod(&md5(&[b"1452538800"]), 10), 5);
/// assert_eq!(php_md5_mod(&md5(&[b"1452463200"]), 10), 1);
/// assert_eq!(php_md5_mod(&md5(&[b"1452553200"]), 10), 0);
/// ```
#[must_use]
pub fn php_md5_mod(digest: &[u8; 16], buckets: u32) -> i64 {
    if buckets == 0 {
        return 0;
    }
    let n = u64::from(buckets);
    let mut rem = 0u64;
    for d in md5_hex(digest).bytes().take_while(u8::is_ascii_digit) {
        rem = (rem * 10 + u64::from(d - b'0')) % n;
    }
    i64::try_from(rem).unwrap_or(0)
}

/// splitmix64: a tiny, well-mixed deterministic generator step.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::splitmix64;
/// assert_eq!(splitmix64(0), 0xE220_A839_7B1D_CDAF);
/// ```
#[must_use]
pub fn splitmix64(state: u64) -> u64 {
    let mut z = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A reproducible pseudo-random bucket for row `row` under `seed`.
///
/// # Examples
///
/// ```
/// use rowkey_core::hash::random_bucket;
/// assert_eq!(random_bucket(42, 7, 4), random_bucket(42, 7, 4));
/// assert!((0..4).contains(&random_bucket(42, 7, 4)));
/// ```
#[must_use]
pub fn random_bucket(seed: u64, row: usize, buckets: u32) -> i64 {
    if buckets == 0 {
        return 0;
    }
    let row = u64::try_from(row).unwrap_or(u64::MAX);
    let x = splitmix64(seed ^ splitmix64(row));
    i64::try_from(x % u64::from(buckets)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Key bytes, hash, bucket for n=4, n=10 and (when listed) n=16.
    type SaltRow = (&'static [u8], i32, i64, i64, Option<i64>);

    /// hbase-semantics.md §8.2: Phoenix salt vectors (hash, n=4, n=10, n=16).
    #[test]
    fn phoenix_salt_table() {
        let table: &[SaltRow] = &[
            (b"a", 128, 0, 8, Some(0)),
            (b"b", 129, 1, 9, Some(1)),
            (b"c", 130, 2, 0, Some(2)),
            (b"row1", 4_430_104, 0, 4, Some(8)),
            (b"row2", 4_430_105, 1, 5, Some(9)),
            (b"user1", 140_207_717, 1, 7, Some(5)),
            (b"foo0001", 1_060_729_510, 2, 0, Some(6)),
            (b"foo0002", 1_060_729_511, 3, 1, Some(7)),
            (b"foo0003", 1_060_729_512, 0, 2, Some(8)),
            (b"foo0004", 1_060_729_513, 1, 3, Some(9)),
            (&[0x80, 0, 0, 0], -2_889_727, 3, 7, None),
            (&[0x80, 0, 0, 1], -2_889_726, 2, 6, None),
            (&[0x80, 0, 0, 2], -2_889_725, 1, 5, None),
            (&[0x80, 0, 0, 3], -2_889_724, 0, 4, None),
            (&[0x7F, 0xFF, 0xFF, 0xFF], 4_705_985, 1, 5, None),
        ];
        for &(bytes, h, n4, n10, n16) in table {
            assert_eq!(java_hash(&[bytes]), h, "{bytes:?}");
            assert_eq!(phoenix_bucket(h, 4), n4, "{bytes:?}");
            assert_eq!(phoenix_bucket(h, 10), n10, "{bytes:?}");
            if let Some(n16) = n16 {
                assert_eq!(phoenix_bucket(h, 16), n16, "{bytes:?}");
            }
        }
        assert_eq!(java_hash(&[b"a\x00b"]), 123_106);
        assert_eq!(phoenix_bucket(123_106, 4), 2);
    }

    /// §8.1 / §9: the Integer.MIN_VALUE edge case.
    #[test]
    fn min_value_hash() {
        let key = [0x96u8, 0, 0xF6, 0, 19, 0xFE];
        let h = java_hash(&[&key]);
        assert_eq!(h, i32::MIN);
        assert_eq!(phoenix_bucket(h, 3), 2);
        assert_eq!(hbasewd_bucket(h, 3), -2);
    }

    /// §9: HBaseWD hash prefixes equal Phoenix's for normal keys.
    #[test]
    fn hbasewd_matches_phoenix_for_normal_keys() {
        for (key, n4, n10) in [(&b"foo0001"[..], 2, 0), (b"foo0003", 0, 2), (b"a", 0, 8)] {
            let h = java_hash(&[key]);
            assert_eq!(hbasewd_bucket(h, 4), n4);
            assert_eq!(hbasewd_bucket(h, 10), n10);
        }
    }

    #[test]
    fn pieces_hash_as_concatenation() {
        assert_eq!(java_hash(&[b"fo", b"", b"o0001"]), java_hash(&[b"foo0001"]));
        assert_eq!(md5(&[b"14525", b"38800"]), md5(&[b"1452538800"]));
    }
}
