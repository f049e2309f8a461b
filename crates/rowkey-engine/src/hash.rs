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
/// use rowkey_engine::hash::java_hash;
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
/// use rowkey_engine::hash::{java_hash, phoenix_bucket};
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
/// use rowkey_engine::hash::{hbasewd_bucket, java_hash};
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
/// use rowkey_engine::hash::{md5, md5_hex};
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
/// use rowkey_engine::hash::{md5, md5_hex};
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
/// use rowkey_engine::hash::{md5, write_md5_hex};
/// let mut out = b"k:".to_vec();
/// write_md5_hex(&md5(&[b"1452538800"]), 6, &mut out);
/// assert_eq!(out, b"k:05dd74");
/// // Every length is md5_hex's prefix.
/// let digest = md5(&[b"x"]);
/// for n in 0..=33 {
///     let mut out = Vec::new();
///     write_md5_hex(&digest, n, &mut out);
///     assert_eq!(out, &rowkey_engine::hash::md5_hex(&digest).as_bytes()[..n.min(32)]);
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
/// use rowkey_engine::hash::{md5, md5_mod};
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

/// PHP ≤ 7.0's `md5($x) % n` (seed 002's era): `%` turns the hex digest into an integer with
/// C's `strtol(digest, NULL, 10)`, so only the **leading decimal digits** count (`"05dd…"` → 5,
/// `"997911d7…"` → 997911, `"5e8df2…"` → 5, `"b23a…"` → 0) and a run of digits above
/// `PHP_INT_MAX` saturates to `PHP_INT_MAX` (9223372036854775807, 64-bit PHP); see
/// [`php70_string_to_long`]. The result is that integer `% n`, never negative (a digest has no
/// sign).
///
/// # Examples
///
/// ```
/// use rowkey_engine::hash::{md5, php_md5_mod};
/// assert_eq!(php_md5_mod(&md5(&[b"1452538800"]), 10), 5);
/// assert_eq!(php_md5_mod(&md5(&[b"1452463200"]), 10), 1);
/// assert_eq!(php_md5_mod(&md5(&[b"1452553200"]), 10), 0);
/// ```
#[must_use]
pub fn php_md5_mod(digest: &[u8; 16], buckets: u32) -> i64 {
    if buckets == 0 {
        return 0;
    }
    php70_string_to_long(&md5_hex_bytes(digest)) % i64::from(buckets)
}

/// PHP ≥ 7.1's `md5($x) % n`: `%` reads the hex digest as a numeric string (see
/// [`php71_string_to_long`]): `"5e8df2…"` is the float 5e8 (about one digest in 15 starts with
/// digits, `e`, digits), a run of digits above `PHP_INT_MAX` is a float and saturates to
/// `PHP_INT_MAX`, an exponent too large for a float (infinity) gives 0. A digest that starts with
/// a letter gives 0 in PHP 7.1–7.4 (with a warning) and in `(int)md5($x) % n`; PHP 8 throws a
/// `TypeError` ("Unsupported operand types: string % int") for it instead, so this bucket 0 is
/// what PHP 7.1–7.4 and `(int)` write. Never negative.
///
/// # Examples
///
/// ```
/// use rowkey_engine::hash::{md5, md5_hex, php71_md5_mod, php_md5_mod};
/// assert_eq!(php71_md5_mod(&md5(&[b"1452538800"]), 10), 5);
/// // "0" hashes to "cfcd…": a letter first, bucket 0 in both eras.
/// assert_eq!(php71_md5_mod(&md5(&[b"0"]), 10), 0);
/// // "119" hashes to "07e1cd…": PHP 7.1 reads the float 7e1 = 70, PHP 5 read 7.
/// assert_eq!(&md5_hex(&md5(&[b"119"]))[..6], "07e1cd");
/// assert_eq!(php71_md5_mod(&md5(&[b"119"]), 100), 70);
/// assert_eq!(php_md5_mod(&md5(&[b"119"]), 100), 7);
/// // "25" hashes to "8e296a…": 8e296 saturates to PHP_INT_MAX = 9223372036854775807.
/// assert_eq!(php71_md5_mod(&md5(&[b"25"]), 10), 7);
/// assert_eq!(php_md5_mod(&md5(&[b"25"]), 10), 8);
/// ```
#[must_use]
pub fn php71_md5_mod(digest: &[u8; 16], buckets: u32) -> i64 {
    if buckets == 0 {
        return 0;
    }
    php71_string_to_long(&md5_hex_bytes(digest)).unwrap_or(0) % i64::from(buckets)
}

/// The 32 lowercase hex characters of a digest, on the stack.
fn md5_hex_bytes(digest: &[u8; 16]) -> [u8; 32] {
    const HEX_LOWER: &[u8; 16] = b"0123456789abcdef";
    let mut out = [0u8; 32];
    for (pair, &b) in out.chunks_exact_mut(2).zip(digest) {
        pair[0] = HEX_LOWER[usize::from(b >> 4)];
        pair[1] = HEX_LOWER[usize::from(b & 0x0F)];
    }
    out
}

/// The leading ASCII digits of `s`.
fn leading_digits(s: &[u8]) -> &[u8] {
    let end = s
        .iter()
        .position(|b| !b.is_ascii_digit())
        .unwrap_or(s.len());
    &s[..end]
}

/// How PHP ≤ 7.0 turns a string into an integer for `%` (64-bit PHP): C's
/// `strtol(s, NULL, 10)`, i.e. the leading decimal digits, saturated to `PHP_INT_MAX` on
/// overflow; no digit first → 0. PHP 5's `zendi_convert_to_long` (`Zend/zend_operators.c`) calls
/// `strtol(Z_STRVAL_P(op), NULL, 10)`; PHP 7.0's `_zval_get_long_func` calls
/// `ZEND_STRTOL(Z_STRVAL_P(op), NULL, 10)` (`strtoll`). The PHP 7.1 source says so too: "Previously
/// we used strtol here, not is_numeric_string, and strtol gives you LONG_MAX/_MIN on overflow".
/// Only for strings such as `md5()` writes (digits and letters): leading white space and signs,
/// which `strtol` also reads, are not handled.
///
/// # Examples
///
/// ```
/// use rowkey_engine::hash::php70_string_to_long;
/// assert_eq!(php70_string_to_long(b"05dd7456"), 5);
/// assert_eq!(php70_string_to_long(b"5e8df2"), 5);
/// assert_eq!(php70_string_to_long(b"b23a99f5"), 0);
/// assert_eq!(php70_string_to_long(b"9223372036854775807a"), i64::MAX);
/// assert_eq!(php70_string_to_long(b"9223372036854775808a"), i64::MAX);
/// assert_eq!(php70_string_to_long(b"99999999999999999999999"), i64::MAX);
/// ```
#[must_use]
pub fn php70_string_to_long(s: &[u8]) -> i64 {
    let mut v: i64 = 0;
    for &d in leading_digits(s) {
        match v
            .checked_mul(10)
            .and_then(|x| x.checked_add(i64::from(d - b'0')))
        {
            Some(x) => v = x,
            None => return i64::MAX,
        }
    }
    v
}

/// How PHP ≥ 7.1 turns a string into an integer for `%` and `(int)` (64-bit PHP), or `None`
/// when the string does not start with a number (PHP 7.1–7.4 and `(int)` give 0, PHP 8's `%`
/// throws a `TypeError`).
///
/// From `Zend/zend_operators.c`: `zendi_try_get_long` (PHP 8; `_zval_get_long_func_noisy` in
/// 7.1–7.4) reads the string with `_is_numeric_string_ex`, which takes the leading digits as an
/// integer when they fit (up to 19 digits, compared with `"9223372036854775808"`), and otherwise,
/// or when the digits are followed by `e`/`E` and a digit, reads the number (digits, exponent)
/// as a double with `zend_strtod` (correctly rounded). A double becomes an integer with
/// `zend_dval_to_lval_cap` ("emulate strtol()"): infinity or NaN → 0, at or above 2^63 →
/// `PHP_INT_MAX`, otherwise truncated. Only for strings such as `md5()` writes (digits and
/// letters): leading white space, signs and `.`, which PHP also reads, are not handled.
///
/// # Examples
///
/// ```
/// use rowkey_engine::hash::php71_string_to_long;
/// assert_eq!(php71_string_to_long(b"05dd7456"), Some(5));
/// assert_eq!(php71_string_to_long(b"5e8df2"), Some(500_000_000));
/// assert_eq!(php71_string_to_long(b"5e80ab"), Some(i64::MAX));
/// assert_eq!(php71_string_to_long(b"1e999ab"), Some(0));
/// assert_eq!(php71_string_to_long(b"0e5"), Some(0));
/// assert_eq!(php71_string_to_long(b"99999999999999999999"), Some(i64::MAX));
/// assert_eq!(php71_string_to_long(b"b23a99f5"), None);
/// ```
#[must_use]
pub fn php71_string_to_long(s: &[u8]) -> Option<i64> {
    let digits = leading_digits(s);
    if digits.is_empty() {
        return None;
    }
    let rest = &s[digits.len()..];
    let exponent = match rest {
        [b'e' | b'E', tail @ ..] => leading_digits(tail),
        _ => &[],
    };
    if exponent.is_empty() {
        return Some(php70_string_to_long(digits));
    }
    Some(scientific_to_long(digits, exponent))
}

/// `zend_dval_to_lval_cap(zend_strtod("<mantissa>e<exponent>"))` on 64-bit PHP, with integers
/// only (no float parsing code in the bundle). The number is the integer `V = M·10^E`, which
/// `zend_strtod` rounds to the nearest double (ties to even); `zend_dval_to_lval_cap` then gives
/// 0 for infinity, `PHP_INT_MAX` at or above 2^63, and the double truncated otherwise. So: M = 0
/// → 0; V < 2^63 → `V as f64` (the same rounding) back to an integer (2^63 − 512 and up round to
/// 2^63, which `as` saturates to `i64::MAX` as PHP caps it); V rounding to infinity (V at or
/// above 2^1024 − 2^970, halfway between `DBL_MAX` and 2^1024) → 0; any other V → `i64::MAX`.
fn scientific_to_long(mantissa: &[u8], exponent: &[u8]) -> i64 {
    /// 2^1024 − 2^970 in decimal, the least value that rounds to infinity (halfway between
    /// `DBL_MAX` and 2^1024; the tie rounds to even, which is infinity).
    const INFINITY_FROM: &[u8; 309] =
        b"17976931348623158079372897140530341507993413271003782693617377898044496829276475\
        09466490179775872070963302864166928879109465555478519404026306574886715058206819\
        08902000708383676273854845817711531764475730270069855571366959622842914819860834\
        936475292719074168444365510704342711559699508093042880177904174497792";
    let first = mantissa
        .iter()
        .position(|&d| d != b'0')
        .unwrap_or(mantissa.len());
    let m = &mantissa[first..];
    if m.is_empty() {
        return 0;
    }
    // The exponent, saturated well past any finite double.
    let e = exponent.iter().fold(0usize, |e, &d| {
        (e * 10 + usize::from(d - b'0')).min(100_000)
    });
    let mut v = Some(php70_string_to_long(m)).filter(|&v| v < i64::MAX);
    for _ in 0..e {
        v = v.and_then(|v| v.checked_mul(10));
        if v.is_none() {
            break;
        }
    }
    if let Some(v) = v {
        // Round to the nearest double as zend_strtod does, then truncate as C's cast does
        // (saturating at 2^63 as zend_dval_to_lval_cap does).
        return v as f64 as i64;
    }
    let digits = m.len() + e;
    let infinite = digits > INFINITY_FROM.len()
        || digits == INFINITY_FROM.len() && {
            // Same number of digits: V is M followed by zeros; the threshold's last digit is
            // not 0, so V reaches it only when M is above its first digits or is all of them.
            let head = &INFINITY_FROM[..m.len()];
            m > head || m == head && m.len() == INFINITY_FROM.len()
        };
    if infinite { 0 } else { i64::MAX }
}

/// splitmix64: a tiny, well-mixed deterministic generator step.
///
/// # Examples
///
/// ```
/// use rowkey_engine::hash::splitmix64;
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
/// use rowkey_engine::hash::random_bucket;
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

    /// PHP ≤ 7.0 vectors derived from its source (there is no PHP 5 or 7.0 runtime here):
    /// `%` converts a string with `strtol(str, NULL, 10)` in PHP 5 (`zendi_convert_to_long`,
    /// `Zend/zend_operators.c`) and `ZEND_STRTOL(str, NULL, 10)` = `strtoll` in PHP 7.0
    /// (`_zval_get_long_func`, same file): the leading decimal digits, `LONG_MAX` when they
    /// overflow (C11 7.22.1.4: `strtol` returns `LONG_MAX` and sets `ERANGE`), 0 when the string
    /// starts with a letter; an exponent is not read. `mod_function` then computes
    /// `op1_lval % op2_lval` in C (the sign of the dividend, never negative here).
    #[test]
    fn php70_reads_leading_digits_and_saturates() {
        let cases: &[(&[u8], i64)] = &[
            (b"05dd7456c96cfe634ddde71643005aea", 5),
            (b"997911d73a22d9b66bba1b1eaf57585b", 997_911),
            (b"b23a99f57d2f1ce4b2b38e61fc1ae297", 0),
            (b"07e1cd7dca89a1678042477183b7ac3f", 7),
            (b"8e296a067a37563370ded05f5a3bf3ec", 8),
            (b"000000000000000000000000000000ab", 0),
            (b"0000000000000000000000000000001a", 1),
            (b"922337203685477580", 922_337_203_685_477_580),
            (b"9223372036854775807abc", i64::MAX),
            (b"9223372036854775808abc", i64::MAX),
            (b"00009223372036854775807", i64::MAX),
            (b"549406198764950208345d143aa67c7d", i64::MAX),
            (b"99999999999999999999999999999999", i64::MAX),
        ];
        for &(s, want) in cases {
            assert_eq!(
                php70_string_to_long(s),
                want,
                "{}",
                String::from_utf8_lossy(s)
            );
        }
        // md5("4850") = 549406198764950208345d…: 21 digits, so PHP 5 reads PHP_INT_MAX and
        // 9223372036854775807 % 10 = 7 (the exact 549406198764950208345 % 10 would be 5).
        assert_eq!(md5_hex(&md5(&[b"4850"]))[..22], *"549406198764950208345d");
        assert_eq!(php_md5_mod(&md5(&[b"4850"]), 10), 7);
        assert_eq!(php_md5_mod(&md5(&[b"4850"]), 1001), i64::MAX % 1001);
        // md5("119") = 07e1…: PHP 5 stops at the "e".
        assert_eq!(php_md5_mod(&md5(&[b"119"]), 100), 7);
    }

    /// PHP ≥ 7.1 edge cases around the integer/double boundary, each checked with php 8.2's
    /// `(int)` (the runtime test, `tests/php_runtime.rs`, checks thousands of digests against
    /// PHP itself).
    #[test]
    fn php71_reads_numeric_prefixes() {
        let cases: &[(&[u8], Option<i64>)] = &[
            (b"922337203685477580a", Some(922_337_203_685_477_580)),
            (b"9223372036854775807a", Some(i64::MAX)),
            (b"9223372036854775808a", Some(i64::MAX)),
            (b"0009223372036854775807a", Some(i64::MAX)),
            (b"5e8df2", Some(500_000_000)),
            (b"5E8", Some(500_000_000)),
            (b"5e", Some(5)),
            (b"5ea", Some(5)),
            (b"1e18a", Some(1_000_000_000_000_000_000)),
            // 9.2e18 is below 2^63 and a double: truncated, not saturated.
            (b"92e17", Some(9_200_000_000_000_000_000)),
            (b"1e19", Some(i64::MAX)),
            (b"1e308", Some(i64::MAX)),
            (b"1e309", Some(0)),
            (b"123456789012345678901e400", Some(0)),
            (b"0e99999", Some(0)),
            (b"00000e5", Some(0)),
            (b"0000012e3", Some(12_000)),
            (b"123e16", Some(1_230_000_000_000_000_000)),
            // Rounded to the nearest double first (ties to even), as zend_strtod does.
            (b"9007199254740993e0", Some(9_007_199_254_740_992)),
            (b"9223372036854775295e0", Some(9_223_372_036_854_774_784)),
            (b"9223372036854775296e0", Some(i64::MAX)),
            (b"9223372036854775807e0", Some(i64::MAX)),
            // Around 2^1024 − 2^970, where the double becomes infinity.
            (b"17976931348623158e292", Some(i64::MAX)),
            (b"17976931348623159e292", Some(0)),
            (
                b"1797693134862315807937289714053034150799e269",
                Some(i64::MAX),
            ),
            (b"1797693134862315807937289714053034150800e269", Some(0)),
            (b"a5", None),
            (b"", None),
        ];
        for &(s, want) in cases {
            assert_eq!(
                php71_string_to_long(s),
                want,
                "{}",
                String::from_utf8_lossy(s)
            );
        }
    }
}
