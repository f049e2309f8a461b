//! Google's `orderedcode`: an order-preserving, self-delimiting byte encoding of typed items.
//!
//! Written from the wire-format comments of `google/orderedcode orderedcode.go` and checked
//! against the vectors of its `orderedcode_test.go` (see `tests/ordered_code.rs`). Each
//! function appends one item to a buffer; appending items one after the other gives the
//! encoding of the sequence, and comparing two such encodings byte by byte compares the
//! sequences item by item.
//!
//! - a string is its bytes with `0x00` escaped as `0x00 0xFF` and `0xFF` escaped as
//!   `0xFF 0x00`, then the terminator `0x00 0x01`;
//! - infinity, which sorts after every string, is `0xFF 0xFF`;
//! - an `int64` is a length-prefixed big-endian form whose leading bits (a sign bit, then
//!   as many `1` bits as extra bytes, then a `0`) make short values short: `-64..=63` take
//!   one byte, `i64::MIN` and `i64::MAX` ten;
//! - a `uint64` is one length byte `n` (`0..=8`) then its `n` significant big-endian bytes.
//!
//! [`Order::Desc`] is orderedcode's `Decr`: the item's bytes, every one inverted (`^ 0xFF`).
//!
//! Not modelled: `float64`, `TrailingString`, `StringOrInfinity` and parsing.

use crate::Order;

/// The string terminator `0x00 0x01` (`term` in `orderedcode.go`).
const TERM: [u8; 2] = [0x00, 0x01];
/// The escape of a `0x00` byte inside a string (`lit00`).
const LIT00: [u8; 2] = [0x00, 0xFF];
/// The escape of a `0xFF` byte inside a string (`litff`).
const LITFF: [u8; 2] = [0xFF, 0x00];
/// Infinity (`inf`).
const INF: [u8; 2] = [0xFF, 0xFF];

/// Inverts `out[from..]` when `order` is [`Order::Desc`]: orderedcode's `Decr`.
fn finish(order: Order, out: &mut [u8], from: usize) {
    if order == Order::Desc {
        if let Some(tail) = out.get_mut(from..) {
            for b in tail {
                *b = !*b;
            }
        }
    }
}

/// Appends the orderedcode encoding of the byte string `s` to `out`.
///
/// `0x00` becomes `0x00 0xFF`, `0xFF` becomes `0xFF 0x00`, every other byte stays, and
/// `0x00 0x01` ends the string; with [`Order::Desc`] all those bytes are inverted.
///
/// ```
/// use rowkey_encodings::{ordered_code::encode_string, Order};
/// let mut key = Vec::new();
/// encode_string(b"foo\x00", Order::Asc, &mut key);
/// assert_eq!(key, b"foo\x00\xff\x00\x01");
/// let mut desc = Vec::new();
/// encode_string(b"\xff", Order::Desc, &mut desc);
/// assert_eq!(desc, [0x00, 0xff, 0xff, 0xfe]);
/// ```
pub fn encode_string(s: &[u8], order: Order, out: &mut Vec<u8>) {
    let start = out.len();
    for &b in s {
        match b {
            0x00 => out.extend_from_slice(&LIT00),
            0xFF => out.extend_from_slice(&LITFF),
            _ => out.push(b),
        }
    }
    out.extend_from_slice(&TERM);
    finish(order, out, start);
}

/// Appends orderedcode's infinity, `0xFF 0xFF`, which sorts after every encoded string
/// (inverted, `0x00 0x00`, with [`Order::Desc`]: before every decreasing string).
///
/// ```
/// use rowkey_encodings::{ordered_code::{encode_infinity, encode_string}, Order};
/// let (mut inf, mut s) = (Vec::new(), Vec::new());
/// encode_infinity(Order::Asc, &mut inf);
/// encode_string(b"\xff\xff\xff", Order::Asc, &mut s);
/// assert_eq!(inf, [0xff, 0xff]);
/// assert!(s < inf);
/// ```
pub fn encode_infinity(order: Order, out: &mut Vec<u8>) {
    let start = out.len();
    out.extend_from_slice(&INF);
    finish(order, out, start);
}

/// Appends the orderedcode encoding of the signed integer `x` to `out`.
///
/// For `x >= 0` the encoding is `n` bytes whose leading bits are `n` ones and a zero
/// (the first one is the sign bit), the rest being `x` big-endian; when eight bytes of
/// leading bits are needed a whole `0xFF` byte carries seven of them. A negative `x` is the
/// inverted encoding of `!x`, so its first bit is `0`. `-64..=63` fit one byte
/// (`x ^ 0x80`); `i64::MIN` and `i64::MAX` take ten.
///
/// ```
/// use rowkey_encodings::{ordered_code::encode_int64, Order};
/// let enc = |x: i64| { let mut v = Vec::new(); encode_int64(x, Order::Asc, &mut v); v };
/// assert_eq!(enc(0), [0x80]);
/// assert_eq!(enc(-1), [0x7f]);
/// assert_eq!(enc(64), [0xc0, 0x40]);
/// assert_eq!(enc(-0x10f), [0x3e, 0xf1]);
/// assert!(enc(-65) < enc(-64) && enc(63) < enc(64));
/// let mut desc = Vec::new();
/// encode_int64(0, Order::Desc, &mut desc);
/// assert_eq!(desc, [0x7f]);
/// ```
pub fn encode_int64(x: i64, order: Order, out: &mut Vec<u8>) {
    let start = out.len();
    let negative = x < 0;
    // A negative value is written as the inversion of the encoding of its complement.
    let v: u64 = if negative { !x as u64 } else { x as u64 };
    // Number of bits of v (0 for v = 0); v < 2^63 so at most 63.
    let bits = 64 - v.leading_zeros() as usize;
    // The smallest n with a sign bit, n ones (the first one being the sign bit), a zero
    // and the value fitting in 8n bits: n ones + one zero + bits <= 8n, i.e. bits <= 7n - 1.
    let mut n = 1;
    while bits + 1 > 7 * n {
        n += 1;
    }
    // n <= 10 since bits <= 63. Lay the value in n bytes, big-endian.
    let mut buf = [0u8; 10];
    for (i, slot) in buf.iter_mut().take(n).enumerate() {
        let shift = 8 * (n - 1 - i);
        *slot = if shift < 64 { (v >> shift) as u8 } else { 0 };
    }
    // Then the n leading ones: whole 0xFF bytes for each 8 of them, the rest as the top
    // bits of the next byte (whose following bit is the zero separator, already 0).
    let mut ones = n;
    let mut i = 0;
    while ones >= 8 {
        buf[i] = 0xFF;
        ones -= 8;
        i += 1;
    }
    if ones > 0 {
        buf[i] |= !(0xFFu8 >> ones);
    }
    if negative {
        for b in buf.iter_mut().take(n) {
            *b = !*b;
        }
    }
    out.extend_from_slice(&buf[..n]);
    finish(order, out, start);
}

/// Appends the orderedcode encoding of the unsigned integer `x` to `out`: one byte `n`,
/// the count of `x`'s significant bytes (`0` for zero), then those `n` bytes big-endian.
///
/// ```
/// use rowkey_encodings::{ordered_code::encode_uint64, Order};
/// let mut v = Vec::new();
/// encode_uint64(0, Order::Asc, &mut v);
/// encode_uint64(256, Order::Asc, &mut v);
/// encode_uint64(1, Order::Desc, &mut v);
/// assert_eq!(v, [0x00, 0x02, 0x01, 0x00, 0xfe, 0xfe]);
/// ```
pub fn encode_uint64(x: u64, order: Order, out: &mut Vec<u8>) {
    let start = out.len();
    let n = (64 - x.leading_zeros() as usize).div_ceil(8);
    out.push(n as u8);
    out.extend_from_slice(&x.to_be_bytes()[8 - n..]);
    finish(order, out, start);
}
