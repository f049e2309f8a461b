//! Decimal integers read from text.

/// Reads a decimal integer: an optional sign, then 1 to 38 digits; surrounding whitespace
/// (as `str::trim` sees it) is ignored. `None` for anything else.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::number::parse_decimal;
/// assert_eq!(parse_decimal(" -42 "), Some(-42));
/// assert_eq!(parse_decimal("+7"), Some(7));
/// assert_eq!(parse_decimal("4.2"), None);
/// assert_eq!(parse_decimal("-"), None);
/// assert_eq!(parse_decimal(&"9".repeat(39)), None);
/// ```
#[must_use]
pub fn parse_decimal(text: &str) -> Option<i128> {
    // `trim` walks chars from both ends; text that starts and ends with an ASCII byte that
    // is not whitespace is already trimmed.
    let t = match text.as_bytes() {
        [first, .., last] if is_solid(*first) && is_solid(*last) => text,
        [only] if is_solid(*only) => text,
        _ => text.trim(),
    };
    let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
    if (1..=18).contains(&digits.len()) {
        // Up to 18 digits fit a u64 without overflow: no 128-bit multiplication (a library
        // call on wasm32), and one pass that checks and accumulates each digit.
        let mut magnitude = 0_u64;
        for b in digits.bytes() {
            let d = b.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            magnitude = magnitude * 10 + u64::from(d);
        }
        let magnitude = i128::from(magnitude);
        return Some(if t.starts_with('-') {
            -magnitude
        } else {
            magnitude
        });
    }
    if digits.is_empty() || digits.len() > 38 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse::<i128>().ok()
}

/// An ASCII byte that is not whitespace to `char::is_whitespace` (a whole char: trimming
/// stops at it).
fn is_solid(byte: u8) -> bool {
    byte.is_ascii() && !char::from(byte).is_whitespace()
}

#[cfg(test)]
mod tests {
    use super::parse_decimal;
    use proptest::prelude::*;

    /// The definition: trimmed, an optional sign, 1 to 38 ASCII digits.
    fn reference(text: &str) -> Option<i128> {
        let t = text.trim();
        let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
        if digits.is_empty() || digits.len() > 38 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        t.parse().ok()
    }

    proptest! {
        /// Any text, with ASCII and Unicode whitespace around it, reads as the definition.
        #[test]
        fn reads_as_the_definition(text in "[ \t\n\u{3000}\u{a0}]{0,2}[+\\-]{0,2}[0-9a\u{e9}]{0,40}[ \t\u{3000}\u{85}]{0,2}") {
            prop_assert_eq!(parse_decimal(&text), reference(&text));
        }
    }
}
