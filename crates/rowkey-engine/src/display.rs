//! How HBase shows bytes, and how the shell reads them back.
//!
//! * [`to_string_binary`]: `Bytes.toStringBinary`, the form the HBase shell and UI print.
//! * [`to_hex`]: plain uppercase hex.
//! * [`to_bytes_binary`]: `Bytes.toBytesBinary`, the parser the shell's `SPLITS` go through.
//!
//! # A note about `\xff`
//!
//! `toBytesBinary` accepts only **uppercase** hex digits in an escape. `'\xFF'` is one byte
//! `0xFF`; `'\xff'` is a "bogus" escape: the backslash is dropped and the three characters
//! `x`, `f`, `f` are kept.

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Formats bytes as `Bytes.toStringBinary` does: bytes `0x20..=0x7E` other than `\` print as
/// themselves, every other byte as `\xHH` with uppercase hex.
///
/// # Examples
///
/// ```
/// use rowkey_engine::display::to_string_binary;
///
/// assert_eq!(to_string_binary(b"user#42"), "user#42");
/// assert_eq!(to_string_binary(&[0x00, 0x7F, 0xFF]), "\\x00\\x7F\\xFF");
/// assert_eq!(to_string_binary(b"a\\b"), "a\\x5Cb");
/// assert_eq!(to_string_binary("é".as_bytes()), "\\xC3\\xA9");
/// ```
#[must_use]
pub fn to_string_binary(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    push_string_binary(&mut out, bytes);
    out
}

/// Appends the `toStringBinary` form of `bytes` to `out` without allocating a new string.
///
/// # Examples
///
/// ```
/// use rowkey_engine::display::push_string_binary;
///
/// let mut line = String::from("ROW ");
/// push_string_binary(&mut line, &[0x01, b'a']);
/// assert_eq!(line, "ROW \\x01a");
/// ```
pub fn push_string_binary(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        if prints_as_itself(b) {
            out.push(char::from(b));
        } else {
            out.push_str("\\x");
            out.push(char::from(HEX_UPPER[usize::from(b >> 4)]));
            out.push(char::from(HEX_UPPER[usize::from(b & 0x0F)]));
        }
    }
}

/// Whether `toStringBinary` shows a byte as itself (printable ASCII but `\`), not as `\xHH`.
fn prints_as_itself(b: u8) -> bool {
    (0x20..=0x7E).contains(&b) && b != b'\\'
}

/// The `toStringBinary` form of `bytes`, cut after the last whole byte that fits in
/// `max_chars` characters with room for a closing `…` when some are left out (an escape such
/// as `\x00` is never cut in the middle).
///
/// # Examples
///
/// ```
/// use rowkey_engine::display::short_string_binary;
///
/// assert_eq!(short_string_binary(b"user42", 8), "user42");
/// assert_eq!(short_string_binary(b"user#4200017", 8), "user#42…");
/// assert_eq!(short_string_binary(&[0, 0, 0, 5], 8), "\\x00…");
/// ```
#[must_use]
pub fn short_string_binary(bytes: &[u8], max_chars: usize) -> String {
    let width = |b: &u8| if prints_as_itself(*b) { 1 } else { 4 };
    if bytes.iter().map(width).sum::<usize>() <= max_chars {
        return to_string_binary(bytes);
    }
    let mut used = 0;
    let kept = bytes
        .iter()
        .take_while(|b| {
            used += width(b);
            used < max_chars
        })
        .count();
    let mut out = to_string_binary(&bytes[..kept]);
    out.push('…');
    out
}

/// Formats bytes as uppercase hex, two digits a byte, without separators.
///
/// # Examples
///
/// ```
/// use rowkey_engine::display::to_hex;
///
/// assert_eq!(to_hex(&[0x7F, 0xFF, 0xFE, 0xAD]), "7FFFFEAD");
/// assert_eq!(to_hex(&[]), "");
/// ```
#[must_use]
pub fn to_hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(char::from(HEX_UPPER[usize::from(b >> 4)]));
        out.push(char::from(HEX_UPPER[usize::from(b & 0x0F)]));
    }
    out
}

/// Parses text as `Bytes.toBytesBinary` does (the HBase shell's `SPLITS`).
///
/// Each `\xHH` with two **uppercase** hex digits (`0-9`, `A-F`) becomes one byte. A backslash
/// followed by `x` and anything else is a bogus escape: only the backslash is dropped. Any
/// other character becomes `(byte) ch`, the low eight bits of its UTF-16 code unit, as Java
/// does.
///
/// # Examples
///
/// ```
/// use rowkey_engine::display::to_bytes_binary;
///
/// assert_eq!(to_bytes_binary("10"), b"10");
/// assert_eq!(to_bytes_binary("\\xFF"), [0xFF]);
/// assert_eq!(to_bytes_binary("\\x10\\x00"), [0x10, 0x00]);
/// // Lowercase hex is not an escape: the backslash is dropped, "xff" kept.
/// assert_eq!(to_bytes_binary("\\xff"), b"xff");
/// ```
#[must_use]
pub fn to_bytes_binary(text: &str) -> Vec<u8> {
    let units: Vec<u16> = text.encode_utf16().collect();
    let mut out = Vec::with_capacity(units.len());
    let mut i = 0;
    while i < units.len() {
        let unit = units[i];
        if unit == u16::from(b'\\') && units.len() > i + 3 && units[i + 1] == u16::from(b'x') {
            match (upper_hex_value(units[i + 2]), upper_hex_value(units[i + 3])) {
                (Some(high), Some(low)) => {
                    out.push((high << 4) | low);
                    i += 4;
                }
                // Bogus escape: drop the backslash only.
                _ => i += 1,
            }
        } else {
            // `(byte) ch`: keep the low eight bits of the UTF-16 code unit.
            out.push(unit.to_le_bytes()[0]);
            i += 1;
        }
    }
    out
}

fn upper_hex_value(unit: u16) -> Option<u8> {
    match u8::try_from(unit).ok()? {
        d @ b'0'..=b'9' => Some(d - b'0'),
        d @ b'A'..=b'F' => Some(d - b'A' + 10),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn to_bytes_binary_matches_the_shell_literal_table() {
        // §4: SPLITS column.
        assert_eq!(to_bytes_binary("10"), [0x31, 0x30]);
        assert_eq!(to_bytes_binary("\\x10\\x00"), [0x10, 0x00]);
        assert_eq!(to_bytes_binary("\\xFF"), [0xFF]);
        assert_eq!(to_bytes_binary("\\xff"), [0x78, 0x66, 0x66]);
        assert_eq!(to_bytes_binary("\u{10}\u{0}"), [0x10, 0x00]);
        assert_eq!(to_bytes_binary("\\x41"), [0x41]);
    }

    #[test]
    fn short_escapes_at_the_end_are_copied() {
        assert_eq!(to_bytes_binary("a\\x4"), b"a\\x4");
        assert_eq!(to_bytes_binary("\\x"), b"\\x");
        assert_eq!(to_bytes_binary("\\"), b"\\");
    }

    #[test]
    fn to_string_binary_escapes_everything_outside_printable_ascii() {
        assert_eq!(to_string_binary(&[0x1F, 0x20, 0x7E, 0x7F]), "\\x1F ~\\x7F");
        assert_eq!(to_string_binary(&[0x5C]), "\\x5C");
    }

    #[test]
    fn string_binary_round_trips_through_bytes_binary() {
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(to_bytes_binary(&to_string_binary(&all)), all);
    }
}
