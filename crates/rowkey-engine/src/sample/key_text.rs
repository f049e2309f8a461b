//! Reading a key typed or copied as text, where `\xHH` stands for one byte.

/// Turns the text of a key into its bytes: `\xHH` (two hex digits, **either case**) is one
/// byte, every other character is its UTF-8 bytes.
///
/// This is how keys in a plain key list and in HBase `scan` output are read. The shell
/// prints keys with `Bytes.toStringBinary`, which writes every byte outside printable ASCII
/// and every backslash as `\xHH` (uppercase), so a key copied from the shell's output gives
/// back exactly the key's bytes. Lowercase hex is accepted as the shell's double-quoted Ruby
/// row literals accept it (`get 't', "\xff"`); this differs from `Bytes.toBytesBinary` (used
/// for `SPLITS`), which reads `\xff` as the text `xff`. A backslash that does not start a
/// complete `\xHH` is kept as a backslash byte; no other escapes (`\n`, `\\`) exist.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::decode_key_text;
///
/// assert_eq!(decode_key_text("\\x00\\x00\\x00\\x01"), [0, 0, 0, 1]);
/// assert_eq!(decode_key_text("u\\xffz"), [b'u', 0xFF, b'z']);
/// assert_eq!(decode_key_text("a\\x5Cb"), b"a\\b");
/// assert_eq!(decode_key_text("\\x4"), b"\\x4");
/// assert_eq!(decode_key_text("é"), "é".as_bytes());
/// ```
#[must_use]
pub fn decode_key_text(text: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    decode_key_text_into(text, &mut out);
    out
}

/// [`decode_key_text`], appending the bytes to `out` (the encoder's form: no allocation a
/// row).
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::decode_key_text_into;
/// let mut out = b"k".to_vec();
/// decode_key_text_into("\\x00a", &mut out);
/// assert_eq!(out, b"k\x00a");
/// ```
pub fn decode_key_text_into(text: &str, out: &mut Vec<u8>) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'\\' && bytes.get(i + 1) == Some(&b'x') {
            let high = bytes.get(i + 2).copied().and_then(hex_value);
            let low = bytes.get(i + 3).copied().and_then(hex_value);
            if let (Some(high), Some(low)) = (high, low) {
                out.push((high << 4) | low);
                i += 4;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
}

fn hex_value(digit: u8) -> Option<u8> {
    match digit {
        b'0'..=b'9' => Some(digit - b'0'),
        b'A'..=b'F' => Some(digit - b'A' + 10),
        b'a'..=b'f' => Some(digit - b'a' + 10),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::display::to_string_binary;

    #[test]
    fn shell_display_round_trips_for_every_byte() {
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(decode_key_text(&to_string_binary(&all)), all);
    }

    #[test]
    fn incomplete_escapes_stay_text() {
        assert_eq!(decode_key_text("\\"), b"\\");
        assert_eq!(decode_key_text("\\x"), b"\\x");
        assert_eq!(decode_key_text("\\xG1"), b"\\xG1");
        assert_eq!(decode_key_text("\\\\x41"), b"\\A");
        assert_eq!(decode_key_text("\\x4é"), "\\x4é".as_bytes());
    }
}
