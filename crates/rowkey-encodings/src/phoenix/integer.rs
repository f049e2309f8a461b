//! Integers: Java's `Integer.parseInt` / `Long.parseLong` grammar with a range per type, and
//! the two fixed-width layouts: sign bit flipped (`apache/phoenix`
//! `phoenix-core-client/src/main/java/org/apache/phoenix/schema/types/PInteger.java`
//! `IntCodec.encodeInt`, `PLong`, `PSmallint`, `PTinyint`) and plain big-endian for the
//! non-negative `UNSIGNED_*` types (`PUnsignedInt.UnsignedIntCodec.encodeInt` and siblings,
//! which refuse negatives).

use super::PhoenixError;

/// Parses `[+-]digits` (Java's `parseInt` grammar, ASCII digits) into `min..=max`.
pub(super) fn parse_integer(text: &str, min: i128, max: i128) -> Result<i128, PhoenixError> {
    let bytes = text.as_bytes();
    let (negative, start) = match bytes.first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    if bytes.len() == start {
        return Err(PhoenixError::NotAnInteger { at: start });
    }
    let mut magnitude: i128 = 0;
    let mut overflow = false;
    for (at, byte) in bytes.iter().enumerate().skip(start) {
        if !byte.is_ascii_digit() {
            return Err(PhoenixError::NotAnInteger { at });
        }
        match magnitude
            .checked_mul(10)
            .and_then(|m| m.checked_add(i128::from(byte - b'0')))
        {
            Some(m) => magnitude = m,
            None => overflow = true,
        }
    }
    let value = if negative { -magnitude } else { magnitude };
    if overflow || value < min || value > max {
        return Err(PhoenixError::OutOfRange { min, max });
    }
    Ok(value)
}

/// `UNSIGNED_*`: refuses negatives (`-0` is zero), then checks `0..=max`.
pub(super) fn parse_unsigned(text: &str, max: i128) -> Result<i128, PhoenixError> {
    match parse_integer(text, i128::MIN, i128::MAX) {
        Ok(value) if value < 0 => Err(PhoenixError::NegativeUnsigned),
        Ok(value) if value > max => Err(PhoenixError::OutOfRange { min: 0, max }),
        Err(PhoenixError::OutOfRange { .. }) if text.starts_with('-') => {
            Err(PhoenixError::NegativeUnsigned)
        }
        Err(PhoenixError::OutOfRange { .. }) => Err(PhoenixError::OutOfRange { min: 0, max }),
        other => other,
    }
}

/// A signed integer of `width` bytes, big-endian with the sign bit flipped
/// (`PInteger.IntCodec.encodeInt` and its siblings), so that bytes sort as numbers.
pub(super) fn signed_bytes(value: i128, width: usize) -> Vec<u8> {
    let mut bytes = (value as i64).to_be_bytes()[8 - width..].to_vec();
    bytes[0] ^= 0x80;
    bytes
}

/// A non-negative integer of `width` bytes, plain big-endian (`Bytes.putInt` and siblings).
pub(super) fn unsigned_bytes(value: i128, width: usize) -> Vec<u8> {
    (value as i64).to_be_bytes()[8 - width..].to_vec()
}

#[cfg(test)]
mod tests {
    use super::super::{PhoenixType, encode_value};
    use super::*;
    use crate::Order;

    #[test]
    fn integer_ranges() {
        fn int(ty: PhoenixType, text: &str) -> Result<Vec<u8>, PhoenixError> {
            encode_value(ty, Order::Asc, text)
        }
        assert_eq!(int(PhoenixType::TinyInt, "-128"), Ok(vec![0x00]));
        assert_eq!(int(PhoenixType::TinyInt, "127"), Ok(vec![0xFF]));
        assert_eq!(
            int(PhoenixType::TinyInt, "128"),
            Err(PhoenixError::OutOfRange {
                min: -128,
                max: 127
            })
        );
        assert_eq!(int(PhoenixType::SmallInt, "+1"), Ok(vec![0x80, 0x01]));
        assert_eq!(int(PhoenixType::UnsignedTinyInt, "127"), Ok(vec![0x7F]));
        assert_eq!(
            int(PhoenixType::UnsignedTinyInt, "128"),
            Err(PhoenixError::OutOfRange { min: 0, max: 127 })
        );
        assert_eq!(
            int(PhoenixType::UnsignedInt, "-1"),
            Err(PhoenixError::NegativeUnsigned)
        );
        assert_eq!(int(PhoenixType::UnsignedInt, "-0"), Ok(vec![0, 0, 0, 0]));
        assert_eq!(
            int(PhoenixType::UnsignedLong, &format!("-{}", "9".repeat(50))),
            Err(PhoenixError::NegativeUnsigned)
        );
        assert_eq!(
            int(PhoenixType::BigInt, &"9".repeat(50)),
            Err(PhoenixError::OutOfRange {
                min: i128::from(i64::MIN),
                max: i128::from(i64::MAX)
            })
        );
        assert_eq!(
            int(PhoenixType::UnsignedLong, "9223372036854775807"),
            Ok(vec![0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        );
        assert_eq!(
            int(PhoenixType::Integer, "-"),
            Err(PhoenixError::NotAnInteger { at: 1 })
        );
        assert_eq!(
            int(PhoenixType::Integer, " 1"),
            Err(PhoenixError::NotAnInteger { at: 0 })
        );
    }
}
