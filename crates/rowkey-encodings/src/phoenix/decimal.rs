//! Phoenix `DECIMAL`: the text → `BigDecimal` parse, the optional `DECIMAL(p,s)` fit, the
//! normalisation and the variable-length base-100 encoding.
//!
//! Sources (`apache/phoenix`):
//! - `phoenix-core-client/src/main/java/org/apache/phoenix/schema/types/PDecimal.java`:
//!   `toObject(String)` is `new BigDecimal(text)`; `toBytes` normalises, then sizes the
//!   array with `getLength` (`(negative ? 2 : 1) + (precision + 1 + (scale odd ? 1 : 0)) / 2`,
//!   at most `MAX_BIG_DECIMAL_BYTES = 21`); `isSizeCompatible` / `coerceBytes` are the
//!   `DECIMAL(p,s)` rules.
//! - `phoenix-core-client/src/main/java/org/apache/phoenix/util/NumberUtil.java` `normalize`:
//!   round to 38 significant digits `HALF_UP`, then strip trailing zeros.
//! - `phoenix-core-client/src/main/java/org/apache/phoenix/schema/types/PDataType.java`
//!   `toBytes(BigDecimal, byte[], int, int)`: zero is the single byte `0x80`; otherwise one
//!   exponent byte, then base-100 digits (`digit + 1` when positive, `101 - digit` when
//!   negative), and a negative value ends with the terminal byte `102` when it fits in 21
//!   bytes.
//!
//! The code below is written from those rules in its own terms: a value is its significant
//! decimal digits `d₀ d₁ … dₙ₋₁` (`d₀ ≠ 0`) with `d₀` at decimal position `P` (it counts
//! `10^P`). The base-100 exponent is `E = ⌊P / 2⌋`; digits are grouped in pairs aligned on
//! even positions (`10^(2k+1)`, `10^(2k)`), from the pair holding `d₀` down to the pair holding
//! the last digit. The exponent byte is `0x80 | (E + 65)` when positive and `62 - E` when
//! negative. Phoenix's `getLength` gives exactly that pair count (see the module tests).

use super::PhoenixError;

/// The maximum significant digits Phoenix keeps (`PDataType.MAX_PRECISION`).
pub(super) const MAX_PRECISION: usize = 38;
/// `PDataType.MAX_BIG_DECIMAL_BYTES`.
const MAX_BIG_DECIMAL_BYTES: usize = 21;
/// `PDataType.ZERO_BYTE`.
const ZERO_BYTE: u8 = 0x80;
/// `PDataType.NEG_TERMINAL_BYTE`.
const NEG_TERMINAL_BYTE: u8 = 102;
/// `PDataType.EXP_BYTE_OFFSET`.
const EXP_BYTE_OFFSET: i64 = 65;
/// The base-100 exponents whose exponent byte keeps its order (`E + 65` in `0..=127`).
/// Outside it Phoenix's `(byte)` cast wraps, and the key neither sorts nor decodes back.
const MIN_EXPONENT_100: i64 = -EXP_BYTE_OFFSET;
const MAX_EXPONENT_100: i64 = 127 - EXP_BYTE_OFFSET;

/// A decimal as `java.math.BigDecimal` holds it: sign, unscaled digits, scale.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Decimal {
    negative: bool,
    /// Significant decimal digits (0..=9), no leading zero; empty means zero.
    digits: Vec<u8>,
    /// The value is `digits × 10^(-scale)`.
    scale: i64,
}

impl Decimal {
    /// `BigDecimal.precision()`: the digit count of the unscaled value (1 for zero).
    fn precision(&self) -> i64 {
        self.digits.len().max(1) as i64
    }
}

/// Parses text as `new BigDecimal(String)` does: `[+-]digits[.digits][(e|E)[+-]digits]`, at
/// least one digit in the significand, no blanks. `at` is the byte offset of the first byte
/// that does not fit the grammar (the text's length when it ends too early).
fn parse(text: &str) -> Result<Decimal, PhoenixError> {
    let bytes = text.as_bytes();
    let mut pos = 0;
    let negative = match bytes.first() {
        Some(b'-') => {
            pos = 1;
            true
        }
        Some(b'+') => {
            pos = 1;
            false
        }
        _ => false,
    };
    let mut digits: Vec<u8> = Vec::new();
    let mut significand_digits = 0usize;
    let mut fraction_digits: i64 = 0;
    let mut seen_point = false;
    while let Some(&b) = bytes.get(pos) {
        match b {
            b'0'..=b'9' => {
                significand_digits += 1;
                if seen_point {
                    fraction_digits += 1;
                }
                if !(digits.is_empty() && b == b'0') {
                    digits.push(b - b'0');
                }
            }
            b'.' if !seen_point => seen_point = true,
            b'e' | b'E' => break,
            _ => return Err(PhoenixError::NotADecimal { at: pos }),
        }
        pos += 1;
    }
    if significand_digits == 0 {
        return Err(PhoenixError::NotADecimal { at: pos });
    }
    let mut exponent: i64 = 0;
    if pos < bytes.len() {
        // At 'e' or 'E'.
        pos += 1;
        let exponent_negative = match bytes.get(pos) {
            Some(b'-') => {
                pos += 1;
                true
            }
            Some(b'+') => {
                pos += 1;
                false
            }
            _ => false,
        };
        let first_exponent_digit = pos;
        while let Some(&b) = bytes.get(pos) {
            if !b.is_ascii_digit() {
                return Err(PhoenixError::NotADecimal { at: pos });
            }
            exponent = exponent * 10 + i64::from(b - b'0');
            if exponent > i64::from(i32::MAX) + 1 {
                // Java: "Exponent overflow".
                return Err(PhoenixError::NotADecimal { at: pos });
            }
            pos += 1;
        }
        if pos == first_exponent_digit {
            return Err(PhoenixError::NotADecimal { at: pos });
        }
        if exponent_negative {
            exponent = -exponent;
        }
    }
    let scale = fraction_digits - exponent;
    if scale < i64::from(i32::MIN) || scale > i64::from(i32::MAX) {
        // Java: "Scale out of range".
        return Err(PhoenixError::NotADecimal { at: 0 });
    }
    Ok(Decimal {
        negative,
        digits,
        scale,
    })
}

/// `DECIMAL(p,s)` at upsert (`PDecimal.isSizeCompatible`, then `coerceBytes`): the value's
/// integer digits (`precision − scale`, before any rounding) may not exceed `p − s`; a scale
/// above `s` is cut to `s` rounding toward zero (`BigDecimal.ROUND_DOWN`).
fn fit(mut value: Decimal, precision: u8, scale: u8) -> Result<Decimal, PhoenixError> {
    let integer_digits = value.precision() - value.scale;
    let max_integer_digits = i64::from(precision) - i64::from(scale);
    if integer_digits > max_integer_digits {
        return Err(PhoenixError::DecimalExceedsCapacity {
            max_integer_digits,
            integer_digits,
        });
    }
    let scale = i64::from(scale);
    if value.scale > scale {
        let dropped = value.scale - scale;
        let keep = (value.digits.len() as i64 - dropped).max(0) as usize;
        value.digits.truncate(keep);
        value.scale = scale;
    }
    Ok(value)
}

/// `NumberUtil.normalize`: round to 38 significant digits half away from zero, then strip
/// trailing zeros.
fn normalize(mut value: Decimal) -> Decimal {
    if value.digits.len() > MAX_PRECISION {
        let dropped = value.digits.len() - MAX_PRECISION;
        let round_up = value.digits[MAX_PRECISION] >= 5;
        value.digits.truncate(MAX_PRECISION);
        value.scale -= dropped as i64;
        if round_up {
            let mut carry = true;
            for digit in value.digits.iter_mut().rev() {
                if *digit == 9 {
                    *digit = 0;
                } else {
                    *digit += 1;
                    carry = false;
                    break;
                }
            }
            if carry {
                // 99…9 rounded up: 1 followed by zeros, one digit longer; keep 38 digits.
                value.digits.insert(0, 1);
                value.digits.pop();
                value.scale -= 1;
            }
        }
    }
    while value.digits.last() == Some(&0) {
        value.digits.pop();
        value.scale -= 1;
    }
    value
}

/// Encodes a normalised decimal (ascending bytes).
fn to_bytes(value: &Decimal) -> Result<Vec<u8>, PhoenixError> {
    if value.digits.is_empty() {
        return Ok(vec![ZERO_BYTE]);
    }
    let count = value.digits.len() as i64;
    // Decimal position of the leading digit, and of the last one.
    let leading = count - 1 - value.scale;
    let last = -value.scale;
    let exponent_100 = leading.div_euclid(2);
    if !(MIN_EXPONENT_100..=MAX_EXPONENT_100).contains(&exponent_100) {
        return Err(PhoenixError::DecimalOutOfRange { exponent: leading });
    }
    let digit_at = |position: i64| -> u8 {
        let index = leading - position;
        if (0..count).contains(&index) {
            value.digits[index as usize]
        } else {
            0
        }
    };
    let mut out = Vec::with_capacity(MAX_BIG_DECIMAL_BYTES);
    let exponent_field = (exponent_100 + EXP_BYTE_OFFSET) as u8; // 0..=127, checked above
    out.push(if value.negative {
        127 - exponent_field
    } else {
        0x80 | exponent_field
    });
    let mut pair = exponent_100;
    while pair >= last.div_euclid(2) {
        let base_100 = 10 * digit_at(2 * pair + 1) + digit_at(2 * pair);
        out.push(if value.negative {
            101 - base_100
        } else {
            base_100 + 1
        });
        pair -= 1;
    }
    if value.negative && out.len() < MAX_BIG_DECIMAL_BYTES {
        out.push(NEG_TERMINAL_BYTE);
    }
    Ok(out)
}

/// Text → ascending `DECIMAL` bytes; `precision_scale` is `DECIMAL(p,s)` when given.
pub(super) fn encode(
    text: &str,
    precision_scale: Option<(u8, u8)>,
) -> Result<Vec<u8>, PhoenixError> {
    let mut value = parse(text)?;
    if let Some((precision, scale)) = precision_scale {
        value = fit(value, precision, scale)?;
    }
    to_bytes(&normalize(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(text: &str) -> String {
        encode(text, None)
            .map(|b| b.iter().map(|x| format!("{x:02X}")).collect())
            .unwrap_or_else(|e| format!("{e:?}"))
    }

    #[test]
    fn parses_the_big_decimal_grammar() {
        assert_eq!(
            parse("-012.50"),
            Ok(Decimal {
                negative: true,
                digits: vec![1, 2, 5, 0],
                scale: 2
            })
        );
        assert_eq!(parse("1e3").map(|d| d.scale), Ok(-3));
        assert_eq!(parse(".5").map(|d| d.scale), Ok(1));
        assert_eq!(parse("5.").map(|d| d.scale), Ok(0));
        assert_eq!(parse("+1E-2").map(|d| d.scale), Ok(2));
        assert_eq!(parse(""), Err(PhoenixError::NotADecimal { at: 0 }));
        assert_eq!(parse("-"), Err(PhoenixError::NotADecimal { at: 1 }));
        assert_eq!(parse("."), Err(PhoenixError::NotADecimal { at: 1 }));
        assert_eq!(parse("1.2.3"), Err(PhoenixError::NotADecimal { at: 3 }));
        assert_eq!(parse("1e"), Err(PhoenixError::NotADecimal { at: 2 }));
        assert_eq!(parse("1e+"), Err(PhoenixError::NotADecimal { at: 3 }));
        assert_eq!(parse(" 1"), Err(PhoenixError::NotADecimal { at: 0 }));
        assert_eq!(parse("1x"), Err(PhoenixError::NotADecimal { at: 1 }));
        assert_eq!(
            parse("1e99999999999"),
            Err(PhoenixError::NotADecimal { at: 11 })
        );
    }

    /// Phoenix's byte count `getLength` equals the pair count used here, for every digit count
    /// and scale parity: `(n + 1 + odd(scale)) / 2` digit bytes.
    #[test]
    fn pair_count_matches_phoenix_get_length() {
        for n in 1..=38usize {
            for scale in -7i64..=7 {
                let mut digits = vec![1u8; n];
                digits[0] = 7;
                let value = Decimal {
                    negative: false,
                    digits,
                    scale,
                };
                let odd = i64::from(scale % 2 != 0);
                let phoenix_len = 1 + (n as i64 + 1 + odd) / 2;
                assert_eq!(
                    to_bytes(&value).map(|b| b.len() as i64),
                    Ok(phoenix_len),
                    "n={n} scale={scale}"
                );
            }
        }
    }

    #[test]
    fn normalises_like_number_util() {
        // 39 nines round up to 1e39.
        let value = normalize(parse(&"9".repeat(39)).unwrap_or_else(|e| panic!("{e:?}")));
        assert_eq!((value.digits.clone(), value.scale), (vec![1], -39));
        // Half up on the 39th digit, away from zero for negatives too.
        let text = format!("-1{}5", "0".repeat(37));
        let value = normalize(parse(&text).unwrap_or_else(|e| panic!("{e:?}")));
        assert!(value.negative);
        assert_eq!(value.digits.len(), 38);
        assert_eq!(value.digits.last(), Some(&1));
        assert_eq!(hex("100.00"), hex("1e2"));
    }

    #[test]
    fn fits_decimal_precision_and_scale() {
        let fitted = |text: &str, p, s| {
            parse(text)
                .and_then(|v| fit(v, p, s))
                .map(|v| to_bytes(&normalize(v)))
        };
        // 12.349 in DECIMAL(5,2) is cut (not rounded) to 12.34.
        assert_eq!(fitted("12.349", 5, 2), Ok(encode("12.34", None)));
        assert_eq!(fitted("-12.349", 5, 2), Ok(encode("-12.34", None)));
        assert_eq!(
            fitted("1234", 5, 2),
            Err(PhoenixError::DecimalExceedsCapacity {
                max_integer_digits: 3,
                integer_digits: 4
            })
        );
        assert_eq!(
            fitted("1e3", 5, 2),
            Err(PhoenixError::DecimalExceedsCapacity {
                max_integer_digits: 3,
                integer_digits: 4
            })
        );
        // 0.001 in DECIMAL(5,2) is cut to zero.
        assert_eq!(fitted("0.001", 5, 2), Ok(Ok(vec![ZERO_BYTE])));
    }

    #[test]
    fn refuses_exponents_whose_byte_would_wrap() {
        // E = ⌊P/2⌋ must be in -65..=62: 1e125 (P=125, E=62) fits, 1e126 does not.
        assert_eq!(hex("1e125"), "FF0B");
        assert_eq!(hex("1e126"), "DecimalOutOfRange { exponent: 126 }");
        // 1e-130 (P=-130, E=-65) fits, 1e-131 does not.
        assert_eq!(hex("1e-130"), "8002");
        assert_eq!(hex("1e-131"), "DecimalOutOfRange { exponent: -131 }");
        assert_eq!(hex("-1e125"), "005B66");
        assert_eq!(hex("-1e-130"), "7F6466");
    }
}
