//! Row keys from a recipe flattened into plain data: the common kinds of parts (literals,
//! a column's text, an md5 prefix of one column, a column's integer or epoch number, maybe
//! reversed, in decimal, zero-padded or binary), each with its separator, written a row at
//! a time straight into a key buffer.
//!
//! A row whose value these parts cannot write (a missing value, a number that is not a 64-bit
//! integer or does not fit its format) is left to the general encoder, which gives its key or
//! its error: a row this module writes is byte for byte the key the general encoder writes.

use crate::cells::CellTable;
use crate::md5::{Md5Memo, write_hex_prefix};

/// One part of a flattened recipe: its value, then its separator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlatPart {
    /// How the part's value is written.
    pub value: FlatValue,
    /// The bytes written after the value (empty for none).
    pub separator: Vec<u8>,
}

/// How a flattened part writes its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FlatValue {
    /// Fixed bytes.
    Literal(Vec<u8>),
    /// A column's text as is.
    Text {
        /// The column index.
        column: usize,
    },
    /// The first `chars` lowercase hex characters of the md5 of a column's text.
    Md5Hex {
        /// The column index.
        column: usize,
        /// Hex characters (at most 32 are written).
        chars: u8,
    },
    /// The first `bytes` bytes of the md5 of a column's text.
    Md5Raw {
        /// The column index.
        column: usize,
        /// Digest bytes (at most 16 are written).
        bytes: u8,
    },
    /// A column's decimal integer (trimmed, optionally signed), `reverse_from − value` when
    /// reversed, written by `writer`.
    Integer {
        /// The column index.
        column: usize,
        /// The maximum a reversed value is subtracted from.
        reverse_from: Option<i64>,
        /// How the number is written.
        writer: IntWriter,
    },
}

/// How an integer is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntWriter {
    /// Decimal digits, with `-` for a negative number.
    Decimal,
    /// The decimal digits of a number ≥ 0 left-padded with `0` to `width` characters.
    ZeroPadded {
        /// The width in characters.
        width: u16,
    },
    /// The last `bytes` bytes of the big-endian two's complement.
    Binary {
        /// 1 to 8 bytes.
        bytes: u8,
        /// Which numbers fit, and whether the sign bit is flipped.
        style: BinaryKind,
        /// Whether a number outside the format's range is refused (else its low bytes are
        /// written).
        checked: bool,
    },
}

/// The binary integer styles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryKind {
    /// 0 to 2^bits − 1.
    Unsigned,
    /// −2^(bits−1) to 2^(bits−1) − 1.
    TwosComplement,
    /// As two's complement, with the first byte's top bit flipped (so negatives sort first).
    SignFlipped,
}

/// Appends row `row`'s key to `key`, each part's value range (byte offsets from the key's
/// start) to `values` and the number each [`FlatValue::Integer`] part read (before any
/// reversal) to `numbers`. Returns false, with `key`, `values` and `numbers` left as they
/// were, when a part cannot write its value (see the [module](self) documentation) or when
/// the key would be empty (HBase refuses an empty row key; the caller's general encoder
/// says why).
///
/// # Examples
///
/// ```
/// use rowkey_kernels::cells::CellTable;
/// use rowkey_kernels::flat_key::{encode_row, BinaryKind, FlatPart, FlatValue, IntWriter};
/// use rowkey_kernels::md5::Md5Memo;
///
/// let parts = [
///     FlatPart { value: FlatValue::Md5Hex { column: 0, chars: 4 }, separator: Vec::new() },
///     FlatPart { value: FlatValue::Text { column: 0 }, separator: b"#".to_vec() },
///     FlatPart {
///         value: FlatValue::Integer {
///             column: 1,
///             reverse_from: Some(i64::MAX),
///             writer: IntWriter::Binary { bytes: 8, style: BinaryKind::TwosComplement, checked: true },
///         },
///         separator: Vec::new(),
///     },
/// ];
/// // Rows ("u1", "0") and ("u2", "x").
/// let cells = CellTable { text: "u10u2x", ends: &[2, 3, 5, 6], rows: &[0, 2, 4] };
/// let (mut key, mut values, mut numbers) = (Vec::new(), Vec::new(), Vec::new());
/// let mut memo = Md5Memo::for_rows(2);
/// assert!(encode_row(&parts, &cells, 0, &mut memo, &mut key, &mut values, &mut numbers));
/// assert!(!encode_row(&parts, &cells, 1, &mut memo, &mut key, &mut values, &mut numbers));
/// assert_eq!(key, b"e477u1#\x7f\xff\xff\xff\xff\xff\xff\xff");
/// assert_eq!(values, [(0, 4), (4, 6), (7, 15)]);
/// assert_eq!(numbers, [0]);
/// ```
pub fn encode_row(
    parts: &[FlatPart],
    cells: &CellTable<'_>,
    row: usize,
    memo: &mut Md5Memo,
    key: &mut Vec<u8>,
    values: &mut Vec<(u32, u32)>,
    numbers: &mut Vec<i64>,
) -> bool {
    let (key_start, values_start, numbers_start) = (key.len(), values.len(), numbers.len());
    for part in parts {
        let start = key.len() - key_start;
        if !write_value(&part.value, cells, row, memo, key, numbers) {
            key.truncate(key_start);
            values.truncate(values_start);
            numbers.truncate(numbers_start);
            return false;
        }
        values.push((offset(start), offset(key.len() - key_start)));
        key.extend_from_slice(&part.separator);
    }
    // An empty key is not written here: HBase refuses it, and the general encoder says so.
    if key.len() == key_start {
        values.truncate(values_start);
        numbers.truncate(numbers_start);
        return false;
    }
    true
}

fn offset(at: usize) -> u32 {
    u32::try_from(at).unwrap_or(u32::MAX)
}

/// Appends one part's value; false when it cannot be written here.
fn write_value(
    value: &FlatValue,
    cells: &CellTable<'_>,
    row: usize,
    memo: &mut Md5Memo,
    key: &mut Vec<u8>,
    numbers: &mut Vec<i64>,
) -> bool {
    match value {
        FlatValue::Literal(bytes) => key.extend_from_slice(bytes),
        FlatValue::Text { column } => match cells.bytes(row, *column) {
            Some(text) => key.extend_from_slice(text),
            None => return false,
        },
        FlatValue::Md5Hex { column, chars } => {
            let Some(text) = cells.bytes(row, *column) else {
                return false;
            };
            write_hex_prefix(&digest(memo, text), usize::from(*chars), key);
        }
        FlatValue::Md5Raw { column, bytes } => {
            let Some(text) = cells.bytes(row, *column) else {
                return false;
            };
            let digest = digest(memo, text);
            key.extend_from_slice(digest.get(..usize::from(*bytes).min(16)).unwrap_or(&[]));
        }
        FlatValue::Integer {
            column,
            reverse_from,
            writer,
        } => {
            let Some(number) = cells
                .get(row, *column)
                .and_then(crate::number::parse_decimal)
                .and_then(|n| i64::try_from(n).ok())
            else {
                return false;
            };
            numbers.push(number);
            let number = match reverse_from {
                Some(max) => match max.checked_sub(number) {
                    Some(reversed) => reversed,
                    None => return false,
                },
                None => number,
            };
            return write_integer(number, *writer, key);
        }
    }
    true
}

/// The md5 digest of `text`: from `memo` natively; computed directly in wasm, where a memo
/// lookup measured slower than the digests it saves (1M rows of 96,511 Zipf-distributed
/// user ids, Chromium: building the keys 178-181 ms with the memo, 161-167 ms without; natively
/// the memo saves about 15 ms).
fn digest(memo: &mut Md5Memo, text: &[u8]) -> [u8; 16] {
    if cfg!(target_arch = "wasm32") {
        crate::md5::md5(&[text])
    } else {
        memo.digest(&[text])
    }
}

/// Appends `value` in `writer`'s form; false when it does not fit.
fn write_integer(value: i64, writer: IntWriter, out: &mut Vec<u8>) -> bool {
    match writer {
        IntWriter::Decimal => {
            if value < 0 {
                out.push(b'-');
            }
            write_digits(value.unsigned_abs(), None, out)
        }
        IntWriter::ZeroPadded { width } => {
            value >= 0 && write_digits(value.unsigned_abs(), Some(usize::from(width)), out)
        }
        IntWriter::Binary {
            bytes,
            style,
            checked,
        } => {
            let n = usize::from(bytes).clamp(1, 8);
            if checked && !fits(value, n, style) {
                return false;
            }
            let all = value.to_be_bytes();
            let start = out.len();
            // Fixed-size copies (no variable-length memcpy call a value).
            match n {
                8 => out.extend_from_slice(&all),
                4 => out.extend_from_slice(all.last_chunk::<4>().unwrap_or(&[0; 4])),
                2 => out.extend_from_slice(all.last_chunk::<2>().unwrap_or(&[0; 2])),
                _ => out.extend_from_slice(all.get(8 - n..).unwrap_or(&[])),
            }
            if style == BinaryKind::SignFlipped {
                if let Some(first) = out.get_mut(start) {
                    *first ^= 0x80;
                }
            }
            true
        }
    }
}

/// Appends the decimal digits of `n`, left-padded with zeros to `width` characters if given;
/// false (nothing appended) when there are more digits than that.
fn write_digits(mut n: u64, width: Option<usize>, out: &mut Vec<u8>) -> bool {
    let mut digits = [0_u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let len = digits.len() - at;
    if let Some(width) = width {
        let Some(padding) = width.checked_sub(len) else {
            return false;
        };
        out.resize(out.len() + padding, b'0');
    }
    out.extend_from_slice(&digits[at..]);
    true
}

/// Whether `value` is inside the range of `bytes` bytes (1 to 8) in `style`.
fn fits(value: i64, bytes: usize, style: BinaryKind) -> bool {
    let bits = u32::try_from(bytes * 8).unwrap_or(64);
    match style {
        BinaryKind::Unsigned => value >= 0 && (bits >= 64 || value >> bits == 0),
        BinaryKind::TwosComplement | BinaryKind::SignFlipped => {
            bits >= 64 || {
                let shift = 64 - bits;
                (value << shift) >> shift == value
            }
        }
    }
}
