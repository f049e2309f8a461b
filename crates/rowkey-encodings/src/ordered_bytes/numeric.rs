//! The variable-length Numeric encoding (`OrderedBytes.encodeNumeric`, type
//! `OrderedNumeric`), from `apache/hbase
//! hbase-common/src/main/java/org/apache/hadoop/hbase/util/OrderedBytes.java`.
//!
//! A finite non-zero value is written as `M × 100^E` with `0.01 ≤ M < 1`; `M` as base-100
//! digits `X`, each byte `2X+1` except the last one's `2X`. The header says the sign and the
//! size class of `E`:
//!
//! | value | bytes |
//! |---|---|
//! | NaN | `0x26` |
//! | −∞ | `0x07` |
//! | negative, `E > 10` | `0x08`, `~varint(E)`, `~M` |
//! | negative, `1 ≤ E ≤ 10` | `0x13 − E`, `~M` |
//! | negative, `E ≤ 0` | `0x14`, `varint(−E)`, `~M` |
//! | zero | `0x15` |
//! | positive, `E ≤ 0` | `0x16`, `~varint(−E)`, `M` |
//! | positive, `1 ≤ E ≤ 10` | `0x17 + E`, `M` |
//! | positive, `E > 10` | `0x22`, `varint(E)`, `M` |
//! | +∞ | `0x23` |
//!
//! `varint` is SQLite4's (`putVaruint64`). Before that the value is normalised as HBase does
//! (`normalize`: strip trailing zeros, round to 31 significant digits `HALF_UP`), **after**
//! choosing between the small (`|v| < 1`) and large paths on the unrounded value. So a
//! literal of more than 31 nines after `0.` rounds to 1 inside the small path and is written
//! `0x16 0xFF 0xC8` (a base-100 "digit" of 100), as HBase writes it.

use super::{OrderedBytesError, apply_order, header};
use crate::Order;

/// The largest exponent magnitude a decimal literal may carry (`1e999999999`); beyond it
/// [`Decimal::parse`] refuses with [`OrderedBytesError::ExponentOutOfRange`].
///
/// ```
/// use rowkey_encodings::ordered_bytes::Decimal;
///
/// assert!(Decimal::parse("1e999999999").is_ok());
/// assert!(Decimal::parse("1e1000000000").is_err());
/// ```
pub const MAX_LITERAL_EXPONENT: i64 = 999_999_999;

/// `OrderedBytes.MAX_PRECISION`: significant decimal digits kept by `normalize`.
const MAX_PRECISION: usize = 31;

/// The largest base-100 exponent `encodeNumericLarge` normalises correctly: its loops stop
/// once `e > 350`, so from `E = 352` on it writes meaningless digits.
const MAX_LARGE_EXPONENT: i64 = 351;

/// `encodeNumericSmall`/`Large` write at most 18 base-100 digits ("arbitrary encoding
/// limit"); never reached after rounding to 31 decimal digits, kept for faithfulness.
const MAX_MANTISSA_DIGITS: usize = 18;

/// An exact decimal number: `sign × 0.d₁d₂…dₙ × 10^point`, with `d₁ ≠ 0` and `dₙ ≠ 0` (no
/// digits for zero).
///
/// ```
/// use rowkey_encodings::ordered_bytes::Decimal;
///
/// let d = Decimal::parse("-012.340e1").unwrap();
/// assert!(d.is_negative());
/// assert_eq!(d.digits(), [1, 2, 3, 4]);
/// assert_eq!(d.point(), 3); // -123.4
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Decimal {
    negative: bool,
    digits: Vec<u8>,
    point: i64,
}

impl Decimal {
    /// Parses a decimal literal as `new java.math.BigDecimal(String)` does: an optional `+`
    /// or `-`, digits with at most one `.` (at least one digit), then optionally `e`/`E`, an
    /// optional sign and digits. No spaces, no `_`.
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::{Decimal, OrderedBytesError};
    ///
    /// assert_eq!(Decimal::parse(".5").unwrap(), Decimal::parse("5E-1").unwrap());
    /// assert_eq!(Decimal::parse("1.2.3"), Err(OrderedBytesError::NotANumber { at: 3 }));
    /// ```
    pub fn parse(text: &str) -> Result<Decimal, OrderedBytesError> {
        let bytes = text.as_bytes();
        let mut at = 0;
        let negative = match bytes.first() {
            Some(b'-') => {
                at = 1;
                true
            }
            Some(b'+') => {
                at = 1;
                false
            }
            _ => false,
        };
        let mut digits = Vec::new();
        let mut integer_digits: i64 = 0;
        let mut seen_point = false;
        while let Some(&byte) = bytes.get(at) {
            match byte {
                b'0'..=b'9' => {
                    digits.push(byte - b'0');
                    if !seen_point {
                        integer_digits += 1;
                    }
                }
                b'.' if !seen_point => seen_point = true,
                b'e' | b'E' => break,
                _ => return Err(OrderedBytesError::NotANumber { at }),
            }
            at += 1;
        }
        if digits.is_empty() {
            return Err(OrderedBytesError::NotANumber { at });
        }
        let mut exponent: i64 = 0;
        if at < bytes.len() {
            at += 1; // the 'e'
            let exponent_negative = match bytes.get(at) {
                Some(b'-') => {
                    at += 1;
                    true
                }
                Some(b'+') => {
                    at += 1;
                    false
                }
                _ => false,
            };
            let exponent_start = at;
            if at == bytes.len() {
                return Err(OrderedBytesError::NotANumber { at });
            }
            while let Some(&byte) = bytes.get(at) {
                if !byte.is_ascii_digit() {
                    return Err(OrderedBytesError::NotANumber { at });
                }
                exponent = exponent * 10 + i64::from(byte - b'0');
                if exponent > MAX_LITERAL_EXPONENT {
                    return Err(OrderedBytesError::ExponentOutOfRange { at: exponent_start });
                }
                at += 1;
            }
            if exponent_negative {
                exponent = -exponent;
            }
        }
        Ok(Decimal::from_digits(
            negative,
            digits,
            integer_digits + exponent,
        ))
    }

    /// Builds `sign × 0.digits × 10^point` from raw digits, dropping leading and trailing
    /// zeros.
    fn from_digits(negative: bool, mut digits: Vec<u8>, mut point: i64) -> Decimal {
        let leading_zeros = digits.iter().take_while(|&&d| d == 0).count();
        digits.drain(..leading_zeros);
        point -= leading_zeros as i64;
        while digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.is_empty() {
            point = 0;
        }
        Decimal {
            negative: negative && !digits.is_empty(),
            digits,
            point,
        }
    }

    /// Whether the value is zero (`-0.000` included).
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::Decimal;
    ///
    /// assert!(Decimal::parse("-0.000").unwrap().is_zero());
    /// ```
    pub fn is_zero(&self) -> bool {
        self.digits.is_empty()
    }

    /// Whether the value is below zero.
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::Decimal;
    ///
    /// assert!(Decimal::parse("-1").unwrap().is_negative());
    /// assert!(!Decimal::parse("-0").unwrap().is_negative());
    /// ```
    pub fn is_negative(&self) -> bool {
        self.negative
    }

    /// The significant decimal digits (each `0..=9`), first and last non-zero; empty for zero.
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::Decimal;
    ///
    /// assert_eq!(Decimal::parse("100.50").unwrap().digits(), [1, 0, 0, 5]);
    /// ```
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// The power of ten the digits are scaled by: the value is `0.digits × 10^point`.
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::Decimal;
    ///
    /// assert_eq!(Decimal::parse("0.05").unwrap().point(), -1);
    /// ```
    pub fn point(&self) -> i64 {
        self.point
    }

    /// `normalize`: rounds the magnitude to 31 significant digits, half up.
    fn rounded(&self) -> Decimal {
        if self.digits.len() <= MAX_PRECISION {
            return self.clone();
        }
        let round_up = self.digits[MAX_PRECISION] >= 5;
        let mut digits = self.digits[..MAX_PRECISION].to_vec();
        let mut point = self.point;
        if round_up {
            let mut carry = true;
            for digit in digits.iter_mut().rev() {
                if *digit == 9 {
                    *digit = 0;
                } else {
                    *digit += 1;
                    carry = false;
                    break;
                }
            }
            if carry {
                digits = vec![1];
                point += 1;
            }
        }
        Decimal::from_digits(self.negative, digits, point)
    }
}

impl From<i64> for Decimal {
    /// The decimal of an integer (what `encodeNumeric(long)` encodes).
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::Decimal;
    ///
    /// assert_eq!(Decimal::from(-120), Decimal::parse("-120").unwrap());
    /// ```
    fn from(value: i64) -> Decimal {
        let digits = value
            .unsigned_abs()
            .to_string()
            .bytes()
            .map(|b| b - b'0')
            .collect::<Vec<_>>();
        let point = digits.len() as i64;
        Decimal::from_digits(value < 0, digits, point)
    }
}

/// A value of `OrderedNumeric`: a decimal, or one of the `double` specials HBase gives their
/// own header.
///
/// ```
/// use rowkey_encodings::ordered_bytes::Numeric;
///
/// assert_eq!(Numeric::parse("-Infinity").unwrap(), Numeric::NegativeInfinity);
/// assert!(matches!(Numeric::parse("1.5").unwrap(), Numeric::Finite(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Numeric {
    /// NaN: `0x26`.
    NaN,
    /// −∞: `0x07`.
    NegativeInfinity,
    /// +∞: `0x23`.
    PositiveInfinity,
    /// A finite value.
    Finite(Decimal),
}

impl Numeric {
    /// Parses `NaN`, `Infinity`, `+Infinity`, `-Infinity` (Java's spellings) or a decimal
    /// literal ([`Decimal::parse`]).
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::Numeric;
    ///
    /// assert_eq!(Numeric::parse("NaN").unwrap(), Numeric::NaN);
    /// assert!(Numeric::parse("nan").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Numeric, OrderedBytesError> {
        Ok(match text {
            "NaN" => Numeric::NaN,
            "Infinity" | "+Infinity" => Numeric::PositiveInfinity,
            "-Infinity" => Numeric::NegativeInfinity,
            _ => Numeric::Finite(Decimal::parse(text)?),
        })
    }
}

/// Appends SQLite4's varint of `value` (`putVaruint64`), complemented when `complement`.
fn put_varuint64(value: u64, complement: bool, out: &mut Vec<u8>) {
    let start = out.len();
    if value < 241 {
        out.push(value as u8);
    } else if value < 2288 {
        let y = value - 240;
        out.extend_from_slice(&[(y / 256 + 241) as u8, (y % 256) as u8]);
    } else if value < 67824 {
        let y = value - 2288;
        out.extend_from_slice(&[249, (y / 256) as u8, (y % 256) as u8]);
    } else {
        let bytes = value.to_be_bytes();
        let significant = 8 - (value.leading_zeros() / 8) as usize;
        // 3 bytes → 250, 4 → 251, …, 8 → 255.
        let significant = significant.max(3);
        out.push(247 + significant as u8);
        out.extend_from_slice(&bytes[8 - significant..]);
    }
    if complement {
        apply_order(Order::Desc, out, start);
    }
}

/// The base-100 digits of `0.digits × 10^point`, for `point` in `-1..=1` (1 only for the
/// value 1, which gives the single "digit" 100).
fn centimal_digits(digits: &[u8], point: i64) -> Vec<u8> {
    if point == 1 {
        return vec![100];
    }
    let padded: Vec<u8> = if point == -1 {
        std::iter::once(0).chain(digits.iter().copied()).collect()
    } else {
        digits.to_vec()
    };
    padded
        .chunks(2)
        .map(|pair| pair[0] * 10 + pair.get(1).copied().unwrap_or(0))
        .collect()
}

/// Appends the mantissa bytes (`2X+1`, the last `2X`), complemented for negatives.
fn put_mantissa(centimal: &[u8], negative: bool, out: &mut Vec<u8>) {
    let start = out.len();
    let kept = &centimal[..centimal.len().min(MAX_MANTISSA_DIGITS)];
    out.extend(kept.iter().map(|&x| x.wrapping_mul(2).wrapping_add(1)));
    if let Some(last) = out.last_mut() {
        *last &= 0xFE;
    }
    if negative {
        apply_order(Order::Desc, out, start);
    }
}

/// Writes an `OrderedNumeric` (`OrderedBytes.encodeNumeric(…, BigDecimal, …)`, or the
/// `double` overload for NaN and the infinities); the whole encoding is complemented when
/// descending. Refuses values whose base-100 exponent exceeds 351
/// ([`OrderedBytesError::NumericTooLarge`]), which HBase would write as garbage. `out` is
/// unchanged on error.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::{encode_numeric, Numeric};
///
/// let mut out = Vec::new();
/// encode_numeric(&Numeric::parse("12.345").unwrap(), Order::Asc, &mut out).unwrap();
/// assert_eq!(out, [0x18, 0x19, 0x45, 0x64]); // E = 1; digits 12, 34, 50
/// ```
pub fn encode_numeric(
    value: &Numeric,
    order: Order,
    out: &mut Vec<u8>,
) -> Result<(), OrderedBytesError> {
    let start = out.len();
    match value {
        Numeric::NaN => out.push(header::NAN),
        Numeric::NegativeInfinity => out.push(header::NEG_INF),
        Numeric::PositiveInfinity => out.push(header::POS_INF),
        Numeric::Finite(decimal) if decimal.is_zero() => out.push(header::ZERO),
        Numeric::Finite(decimal) => encode_finite(decimal, out)?,
    }
    apply_order(order, out, start);
    Ok(())
}

/// `encodeNumericLarge` (|v| ≥ 1) or `encodeNumericSmall` (|v| < 1), chosen on the unrounded
/// value, each applied to the rounded value.
fn encode_finite(decimal: &Decimal, out: &mut Vec<u8>) -> Result<(), OrderedBytesError> {
    let negative = decimal.is_negative();
    let large_path = decimal.point >= 1;
    let rounded = decimal.rounded();
    if large_path {
        // Value in [10^(p-1), 10^p): E = ceil(p / 2) puts it in [0.01, 1) × 100^E.
        let exponent = (rounded.point + 1).div_euclid(2);
        if exponent > MAX_LARGE_EXPONENT {
            return Err(OrderedBytesError::NumericTooLarge {
                exponent,
                max: MAX_LARGE_EXPONENT,
            });
        }
        let shifted_point = rounded.point - 2 * exponent;
        if exponent > 10 {
            out.push(if negative {
                header::NEG_LARGE
            } else {
                header::POS_LARGE
            });
            put_varuint64(exponent as u64, negative, out);
        } else if negative {
            out.push(header::NEG_MED_MAX - exponent as u8);
        } else {
            out.push(header::POS_MED_MIN + exponent as u8);
        }
        put_mantissa(
            &centimal_digits(&rounded.digits, shifted_point),
            negative,
            out,
        );
    } else {
        // Multiply by 100 until the value reaches 0.01: -E = ceil((-1 - p) / 2), at least 0.
        let minus_exponent = (-rounded.point).div_euclid(2).max(0);
        let shifted_point = rounded.point + 2 * minus_exponent;
        out.push(if negative {
            header::NEG_SMALL
        } else {
            header::POS_SMALL
        });
        put_varuint64(minus_exponent as u64, !negative, out);
        put_mantissa(
            &centimal_digits(&rounded.digits, shifted_point),
            negative,
            out,
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn varint(value: u64) -> Vec<u8> {
        let mut out = Vec::new();
        put_varuint64(value, false, &mut out);
        out
    }

    /// `TestOrderedBytes.testVaruint64Boundaries`'s sqlite4 `varint_tool` reference and its
    /// lengths.
    #[test]
    fn varuint64_matches_the_sqlite4_reference() {
        assert_eq!(varint(240), [0xF0]);
        assert_eq!(varint(2287), [0xF8, 0xFF]);
        assert_eq!(varint(67823), [0xF9, 0xFF, 0xFF]);
        assert_eq!(varint(16_777_215), [0xFA, 0xFF, 0xFF, 0xFF]);
        assert_eq!(varint(4_294_967_295), [0xFB, 0xFF, 0xFF, 0xFF, 0xFF]);
        assert_eq!(
            varint(1_099_511_627_775),
            [0xFC, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        );
        assert_eq!(
            varint(281_474_976_710_655),
            [0xFD, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        );
        assert_eq!(
            varint(72_057_594_037_927_935),
            [0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        );
        assert_eq!(
            varint(i64::MAX as u64),
            [0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        );
        assert_eq!(varint(1 << 63), [0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0]);
        assert_eq!(varint(u64::MAX), [0xFF; 9]);
        let values: [u64; 16] = [
            239,
            240,
            2286,
            2287,
            67822,
            67823,
            16_777_214,
            16_777_215,
            4_294_967_294,
            4_294_967_295,
            1_099_511_627_774,
            1_099_511_627_775,
            281_474_976_710_654,
            281_474_976_710_655,
            72_057_594_037_927_934,
            72_057_594_037_927_935,
        ];
        let lengths = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8];
        for (value, length) in values.iter().zip(lengths) {
            assert_eq!(varint(*value).len(), length, "{value}");
        }
        assert_eq!(varint(241), [0xF1, 0x01]);
        assert_eq!(varint(2288), [0xF9, 0x00, 0x00]);
        assert_eq!(varint(67824), [0xFA, 0x01, 0x08, 0xF0]);
    }

    #[test]
    fn rounding_is_half_up_on_the_magnitude_at_31_digits() {
        let d = Decimal::parse(&format!("-0.{}5", "1".repeat(31)))
            .unwrap()
            .rounded();
        assert_eq!(d.digits().len(), 31);
        assert_eq!(d.digits()[30], 2);
        assert!(d.is_negative());
        let carried = Decimal::parse(&format!("9{}.5", "9".repeat(30)))
            .unwrap()
            .rounded();
        assert_eq!((carried.digits(), carried.point()), (&[1u8][..], 32));
    }
}
