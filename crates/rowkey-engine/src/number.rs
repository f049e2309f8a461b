//! Integers as key bytes: decimal text, zero-padded text and big-endian binary.

use std::fmt;

use crate::spec::{BinaryStyle, ByteWidth, IntFormat, IntOverflow, ReverseFrom};

/// Why an integer could not be written.
///
/// # Examples
///
/// ```
/// use rowkey_engine::number::{parse_integer, NumberError};
/// assert_eq!(parse_integer("1e3"), Err(NumberError::NotAnInteger));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// The text is not a decimal integer.
    NotAnInteger,
    /// The value is outside the format's range.
    OutOfRange {
        /// The value.
        value: i128,
        /// Smallest allowed.
        min: i128,
        /// Largest allowed.
        max: i128,
    },
    /// The value has more digits than the zero-padded width.
    TooManyDigits {
        /// The value.
        value: i128,
        /// The width.
        width: u16,
    },
    /// Zero padding of a negative value (it would not sort).
    Negative {
        /// The value.
        value: i128,
    },
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotAnInteger => f.write_str("is not a whole decimal number"),
            Self::OutOfRange { value, min, max } => {
                let (value, min, max) = (Decimal(*value), Decimal(*min), Decimal(*max));
                write!(f, "{value} is outside this format's range {min} to {max}")
            }
            Self::TooManyDigits { value, width } => {
                write!(f, "{} has more than {width} digits", Decimal(*value))
            }
            Self::Negative { value } => {
                write!(
                    f,
                    "{} is negative and cannot be zero-padded",
                    Decimal(*value)
                )
            }
        }
    }
}

/// A 128-bit integer in decimal, as `{}` writes it (without width or flags), by `itoa`: the
/// standard library's 128-bit `Display` is a second copy of that code.
///
/// # Examples
///
/// ```ignore
/// assert_eq!(format!("{} B", Decimal(-42)), "-42 B");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal(pub i128);

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(itoa::Buffer::new().format(self.0))
    }
}

impl std::error::Error for NumberError {}

/// Reads a decimal integer (an optional sign, then digits; surrounding spaces are ignored).
///
/// # Errors
///
/// [`NumberError::NotAnInteger`] for anything else, including numbers beyond ±10^38.
///
/// # Examples
///
/// ```
/// use rowkey_engine::number::parse_integer;
/// assert_eq!(parse_integer(" -42 "), Ok(-42));
/// assert_eq!(parse_integer("+7"), Ok(7));
/// assert!(parse_integer("4.2").is_err());
/// assert!(parse_integer("").is_err());
/// ```
pub fn parse_integer(text: &str) -> Result<i128, NumberError> {
    // Built for speed with the other hot loops (one call a row for numeric parts).
    rowkey_kernels::number::parse_decimal(text).ok_or(NumberError::NotAnInteger)
}

/// `max − value`, the reverse of a value (no overflow: computed on 128 bits).
///
/// # Examples
///
/// ```
/// use rowkey_engine::number::reverse;
/// use rowkey_engine::spec::ReverseFrom;
/// assert_eq!(reverse(1_452_553_200, ReverseFrom::IntMax), 694_930_447);
/// ```
#[must_use]
pub fn reverse(value: i128, from: ReverseFrom) -> i128 {
    i128::from(from.value()) - value
}

/// The range of a binary format.
///
/// # Examples
///
/// ```
/// use rowkey_engine::number::binary_range;
/// use rowkey_engine::spec::{BinaryStyle, ByteWidth};
/// assert_eq!(binary_range(ByteWidth::Four, BinaryStyle::Unsigned), (0, 4_294_967_295));
/// assert_eq!(binary_range(ByteWidth::One, BinaryStyle::SignFlipped), (-128, 127));
/// ```
#[must_use]
pub fn binary_range(width: ByteWidth, style: BinaryStyle) -> (i128, i128) {
    let bits = u32::try_from(width.bytes() * 8).unwrap_or(64);
    match style {
        BinaryStyle::Unsigned => (0, (1i128 << bits) - 1),
        BinaryStyle::TwosComplement | BinaryStyle::SignFlipped => {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        }
    }
}

/// Appends `value` written in `format` to `out`.
///
/// # Errors
///
/// A [`NumberError`] if the value does not fit the format.
///
/// # Examples
///
/// ```
/// use rowkey_engine::number::write_integer;
/// use rowkey_engine::spec::IntFormat;
///
/// let mut out = Vec::new();
/// write_integer(&mut out, 10, IntFormat::big_endian_unsigned(4)).unwrap();
/// assert_eq!(out, [0, 0, 0, 0x0A]);
///
/// out.clear();
/// write_integer(&mut out, 1, IntFormat::sign_flipped(4)).unwrap();
/// assert_eq!(out, [0x80, 0, 0, 1]);
///
/// out.clear();
/// write_integer(&mut out, 7, IntFormat::ZeroPadded { width: 4 }).unwrap();
/// assert_eq!(out, b"0007");
/// ```
pub fn write_integer(out: &mut Vec<u8>, value: i128, format: IntFormat) -> Result<(), NumberError> {
    // Nearly every value fits 64 bits: written on 64-bit arithmetic (128-bit division and
    // shifts are library calls on wasm32), with the 128-bit writer as the fallback.
    match i64::try_from(value) {
        Ok(v) => write_integer_64(out, v, format),
        Err(_) => write_integer_wide(out, value, format),
    }
}

/// [`write_integer`] for a value that fits an `i64` (the same bytes and errors).
fn write_integer_64(out: &mut Vec<u8>, value: i64, format: IntFormat) -> Result<(), NumberError> {
    match format {
        IntFormat::Decimal => {
            out.extend_from_slice(itoa::Buffer::new().format(value).as_bytes());
            Ok(())
        }
        IntFormat::ZeroPadded { width } => {
            if value < 0 {
                return Err(NumberError::Negative {
                    value: value.into(),
                });
            }
            let mut digits = itoa::Buffer::new();
            if push_zero_padded(out, digits.format(value), width) {
                Ok(())
            } else {
                Err(NumberError::TooManyDigits {
                    value: value.into(),
                    width,
                })
            }
        }
        IntFormat::Binary {
            width,
            style,
            overflow,
        } => {
            let n = width.bytes().min(8);
            if overflow == IntOverflow::Error && !fits_64(value, n, style) {
                let (min, max) = binary_range(width, style);
                return Err(NumberError::OutOfRange {
                    value: value.into(),
                    min,
                    max,
                });
            }
            // The low bytes of the sign-extended value, as of the 128-bit one.
            push_low_bytes(out, &value.to_be_bytes(), n, style);
            Ok(())
        }
    }
}

/// Appends the digits `text` left-padded with zeros to `width` characters; false (and nothing
/// appended) when it has more digits than that.
fn push_zero_padded(out: &mut Vec<u8>, text: &str, width: u16) -> bool {
    let Some(padding) = usize::from(width).checked_sub(text.len()) else {
        return false;
    };
    out.resize(out.len() + padding, b'0');
    out.extend_from_slice(text.as_bytes());
    true
}

/// Appends the last `n` of the big-endian bytes `all`, with the sign bit flipped for
/// [`BinaryStyle::SignFlipped`].
fn push_low_bytes(out: &mut Vec<u8>, all: &[u8], n: usize, style: BinaryStyle) {
    let low = all.get(all.len().saturating_sub(n)..).unwrap_or(&[]);
    let start = out.len();
    out.extend_from_slice(low);
    if style == BinaryStyle::SignFlipped {
        if let Some(first) = out.get_mut(start) {
            *first ^= 0x80;
        }
    }
}

/// Whether `value` is inside [`binary_range`] of `bytes` bytes (1 to 8) in `style`.
fn fits_64(value: i64, bytes: usize, style: BinaryStyle) -> bool {
    let bits = u32::try_from(bytes * 8).unwrap_or(64);
    match style {
        BinaryStyle::Unsigned => value >= 0 && (bits >= 64 || value >> bits == 0),
        BinaryStyle::TwosComplement | BinaryStyle::SignFlipped => {
            bits >= 64 || {
                let shift = 64 - bits;
                (value << shift) >> shift == value
            }
        }
    }
}

/// [`write_integer`] on 128-bit arithmetic, for any value.
fn write_integer_wide(
    out: &mut Vec<u8>,
    value: i128,
    format: IntFormat,
) -> Result<(), NumberError> {
    match format {
        IntFormat::Decimal => {
            out.extend_from_slice(itoa::Buffer::new().format(value).as_bytes());
            Ok(())
        }
        IntFormat::ZeroPadded { width } => {
            if value < 0 {
                return Err(NumberError::Negative { value });
            }
            if push_zero_padded(out, itoa::Buffer::new().format(value), width) {
                Ok(())
            } else {
                Err(NumberError::TooManyDigits { value, width })
            }
        }
        IntFormat::Binary {
            width,
            style,
            overflow,
        } => {
            let (min, max) = binary_range(width, style);
            if overflow == IntOverflow::Error && !(min..=max).contains(&value) {
                return Err(NumberError::OutOfRange { value, min, max });
            }
            push_low_bytes(out, &value.to_be_bytes(), width.bytes(), style);
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::strategies::int_format;
    use proptest::prelude::*;

    proptest! {
        /// [`Decimal`] writes what `{}` writes for an `i128`.
        #[test]
        fn decimal_is_display(value in any::<i128>()) {
            prop_assert_eq!(Decimal(value).to_string(), value.to_string());
        }
    }

    #[test]
    fn decimal_edges() {
        for value in [
            0,
            -1,
            1,
            i128::MIN,
            i128::MAX,
            10_i128.pow(19),
            -(10_i128.pow(38)),
        ] {
            assert_eq!(Decimal(value).to_string(), value.to_string());
        }
    }

    fn enc(value: i128, format: IntFormat) -> Vec<u8> {
        let mut out = Vec::new();
        write_integer(&mut out, value, format).unwrap();
        out
    }

    fn hex(bytes: &[u8]) -> String {
        crate::display::to_hex(bytes)
    }

    /// hbase-semantics.md §7.2: reverse timestamps and `Bytes.toBytes(long)`.
    #[test]
    fn reverse_timestamp_table() {
        let long = IntFormat::big_endian_signed(8);
        for (ts, rev, rev_hex, ts_hex) in [
            (
                0i128,
                9_223_372_036_854_775_807i128,
                "7FFFFFFFFFFFFFFF",
                "0000000000000000",
            ),
            (
                1,
                9_223_372_036_854_775_806,
                "7FFFFFFFFFFFFFFE",
                "0000000000000001",
            ),
            (
                1_453_939_200_000,
                9_223_370_582_915_575_807,
                "7FFFFEAD7A786FFF",
                "0000015285879000",
            ),
            (
                1_700_000_000_000,
                9_223_370_336_854_775_807,
                "7FFFFE74301A97FF",
                "0000018BCFE56800",
            ),
            (
                1_700_000_000_001,
                9_223_370_336_854_775_806,
                "7FFFFE74301A97FE",
                "0000018BCFE56801",
            ),
        ] {
            assert_eq!(reverse(ts, ReverseFrom::LongMax), rev);
            assert_eq!(hex(&enc(rev, long)), rev_hex);
            assert_eq!(hex(&enc(ts, long)), ts_hex);
        }
        // ts = −1 overflows Java's long: an error here, or Long.MIN_VALUE when wrapping.
        let r = reverse(-1, ReverseFrom::LongMax);
        assert!(write_integer(&mut Vec::new(), r, long).is_err());
        let wrap = IntFormat::Binary {
            width: ByteWidth::Eight,
            style: BinaryStyle::TwosComplement,
            overflow: IntOverflow::Wrap,
        };
        assert_eq!(hex(&enc(r, wrap)), "8000000000000000");
    }

    /// §7.3 and §8.4: Phoenix sign flip against `Bytes.toBytes`.
    #[test]
    fn phoenix_integer_table() {
        let int = IntFormat::sign_flipped(4);
        let plain = IntFormat::big_endian_signed(4);
        for (v, asc, raw) in [
            (-2_147_483_648i128, "00000000", "80000000"),
            (-1, "7FFFFFFF", "FFFFFFFF"),
            (0, "80000000", "00000000"),
            (1, "80000001", "00000001"),
            (2_147_483_647, "FFFFFFFF", "7FFFFFFF"),
        ] {
            assert_eq!(hex(&enc(v, int)), asc);
            assert_eq!(hex(&enc(v, plain)), raw);
        }
        let big = IntFormat::sign_flipped(8);
        assert_eq!(hex(&enc(-1, big)), "7FFFFFFFFFFFFFFF");
        assert_eq!(hex(&enc(0, big)), "8000000000000000");
        assert_eq!(hex(&enc(1, big)), "8000000000000001");
        assert_eq!(hex(&enc(1_453_939_200_000, big)), "8000015285879000");
        assert_eq!(hex(&enc(-1, IntFormat::sign_flipped(2))), "7FFF");
        assert_eq!(hex(&enc(-1, IntFormat::sign_flipped(1))), "7F");
    }

    #[test]
    fn ranges_and_wrapping() {
        assert!(write_integer(&mut Vec::new(), -1, IntFormat::big_endian_unsigned(4)).is_err());
        assert!(write_integer(&mut Vec::new(), 256, IntFormat::big_endian_unsigned(1)).is_err());
        assert!(write_integer(&mut Vec::new(), 128, IntFormat::big_endian_signed(1)).is_err());
        let pack_n = IntFormat::Binary {
            width: ByteWidth::Four,
            style: BinaryStyle::Unsigned,
            overflow: IntOverflow::Wrap,
        };
        assert_eq!(enc(9_223_372_036_854_775_807, pack_n), [0xFF; 4]);
        assert_eq!(
            enc(u64::MAX.into(), IntFormat::big_endian_unsigned(8)),
            [0xFF; 8]
        );
    }

    fn any_value() -> impl Strategy<Value = i128> {
        prop_oneof![
            any::<i64>().prop_map(i128::from),
            any::<i8>().prop_map(i128::from),
            any::<i16>().prop_map(i128::from),
            any::<i32>().prop_map(i128::from),
            any::<u8>().prop_map(i128::from),
            any::<u16>().prop_map(i128::from),
            any::<u32>().prop_map(i128::from),
            any::<u64>().prop_map(i128::from),
            // Just outside each binary range.
            prop::sample::select(vec![
                -129i128,
                128,
                255,
                256,
                -32_769,
                32_768,
                65_535,
                65_536,
                -2_147_483_649,
                2_147_483_648,
                4_294_967_295,
                4_294_967_296,
                i128::from(i64::MIN),
                i128::from(i64::MAX),
                i128::from(u64::MAX),
                i128::from(i64::MIN) - 1,
                i128::from(u64::MAX) + 1,
            ]),
            any::<i128>(),
        ]
    }

    /// `parse_integer` as it was before its one-pass fast path.
    fn parse_integer_reference(text: &str) -> Result<i128, NumberError> {
        let t = text.trim();
        let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
        if digits.is_empty() || digits.len() > 38 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(NumberError::NotAnInteger);
        }
        t.parse::<i128>().map_err(|_| NumberError::NotAnInteger)
    }

    proptest! {
        /// The one-pass parse accepts and reads exactly what the checked parse does.
        #[test]
        fn parse_integer_equals_the_reference(text in "[ +\\-]{0,2}[0-9a/:é]{0,22}[ ]{0,2}") {
            prop_assert_eq!(parse_integer(&text), parse_integer_reference(&text));
        }

        /// The 64-bit writer gives the 128-bit writer's bytes and errors.
        #[test]
        fn the_64_bit_writer_equals_the_128_bit_one(value in any_value(), format in int_format(0..24)) {
            let mut fast = b"prefix".to_vec();
            let mut wide = fast.clone();
            let a = write_integer(&mut fast, value, format);
            let b = write_integer_wide(&mut wide, value, format);
            prop_assert_eq!(a, b);
            prop_assert_eq!(fast, wide);
        }
    }

    #[test]
    fn decimal_forms() {
        assert_eq!(enc(-3, IntFormat::Decimal), b"-3");
        assert_eq!(enc(11, IntFormat::ZeroPadded { width: 4 }), b"0011");
        assert!(write_integer(&mut Vec::new(), 12345, IntFormat::ZeroPadded { width: 4 }).is_err());
        assert!(write_integer(&mut Vec::new(), -1, IntFormat::ZeroPadded { width: 4 }).is_err());
    }
}
