//! Literal bytes in a recipe (fixed parts and separators), written as text with `\xHH` escapes.
//!
//! # A note about the escape syntax
//!
//! Recipes are typed by people, so this parser is **more lenient than HBase's
//! `Bytes.toBytesBinary`** ([`crate::display::to_bytes_binary`], which stays exactly HBase's):
//!
//! * `\xHH` takes two hex digits in **either case** (`\xff` and `\xFF` are both byte `0xFF`);
//! * `\\` is one backslash;
//! * any other backslash is an error that says where it is, instead of being silently dropped;
//! * every other character is written as its UTF-8 bytes (not `(byte) ch` as Java does).
//!
//! The saved form is `Bytes.toStringBinary` ([`crate::display::to_string_binary`]), which this
//! parser reads back unchanged.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::display::to_string_binary;

/// Bytes written into a key as they are: a literal part or a separator.
///
/// It is saved (serde) as its `toStringBinary` text, e.g. `"user\x00"`.
///
/// # Examples
///
/// ```
/// use rowkey_engine::literal::ByteString;
///
/// let sep = ByteString::parse("\\x00").unwrap();
/// assert_eq!(sep.as_bytes(), [0x00]);
/// assert_eq!(ByteString::parse("a\\xffb").unwrap().as_bytes(), [b'a', 0xFF, b'b']);
/// assert_eq!(ByteString::from("#").to_string(), "#");
/// ```
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ByteString(Vec<u8>);
crate::wire::wire_struct!(ByteString { 0 });

impl ByteString {
    /// Wraps raw bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::literal::ByteString;
    /// assert_eq!(ByteString::new(vec![0x23]).as_bytes(), b"#");
    /// ```
    #[must_use]
    pub fn new(bytes: Vec<u8>) -> Self {
        Self(bytes)
    }

    /// Parses the lenient escape syntax described in the [module docs](self).
    ///
    /// # Errors
    ///
    /// A [`LiteralError`] with the 1-based character column of a backslash that does not start
    /// `\\` or `\xHH`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::literal::ByteString;
    ///
    /// assert_eq!(ByteString::parse("\\x7F\\x80").unwrap().as_bytes(), [0x7F, 0x80]);
    /// assert_eq!(ByteString::parse("a\\\\b").unwrap().as_bytes(), b"a\\b");
    /// let err = ByteString::parse("ab\\q").unwrap_err();
    /// assert_eq!(err.column, 3);
    /// ```
    pub fn parse(text: &str) -> Result<Self, LiteralError> {
        let mut out = Vec::with_capacity(text.len());
        let mut chars = text.char_indices().enumerate().peekable();
        while let Some((column0, (_, ch))) = chars.next() {
            if ch != '\\' {
                let mut buf = [0u8; 4];
                out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                continue;
            }
            let bad = || LiteralError {
                text: text.to_owned(),
                column: column0 + 1,
            };
            match chars.next() {
                Some((_, (_, '\\'))) => out.push(b'\\'),
                Some((_, (_, 'x' | 'X'))) => {
                    let high = chars.next().and_then(|(_, (_, c))| c.to_digit(16));
                    let low = chars.next().and_then(|(_, (_, c))| c.to_digit(16));
                    match (high, low) {
                        (Some(h), Some(l)) => {
                            out.push(u8::try_from(h * 16 + l).map_err(|_| bad())?);
                        }
                        _ => return Err(bad()),
                    }
                }
                _ => return Err(bad()),
            }
        }
        Ok(Self(out))
    }

    /// The bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::literal::ByteString;
    /// assert_eq!(ByteString::from("_").as_bytes(), b"_");
    /// ```
    #[must_use]
    pub fn as_bytes(&self) -> &[u8] {
        &self.0
    }

    /// Number of bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::literal::ByteString;
    /// assert_eq!(ByteString::from("ab").len(), 2);
    /// ```
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::literal::ByteString;
    /// assert!(ByteString::default().is_empty());
    /// ```
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl From<&str> for ByteString {
    /// The UTF-8 bytes of the text, with no escape processing.
    fn from(text: &str) -> Self {
        Self(text.as_bytes().to_vec())
    }
}

impl From<&[u8]> for ByteString {
    fn from(bytes: &[u8]) -> Self {
        Self(bytes.to_vec())
    }
}

impl fmt::Debug for ByteString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ByteString(\"{}\")", to_string_binary(&self.0))
    }
}

impl fmt::Display for ByteString {
    /// The `toStringBinary` form, which [`ByteString::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&to_string_binary(&self.0))
    }
}

impl Serialize for ByteString {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&to_string_binary(&self.0))
    }
}

impl<'de> Deserialize<'de> for ByteString {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Self::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// A backslash in literal text that starts neither `\\` nor `\xHH`.
///
/// # Examples
///
/// ```
/// use rowkey_engine::literal::ByteString;
/// let err = ByteString::parse("\\x4").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "column 1 of \"\\x4\": a backslash must start \\xHH (two hex digits) or \\\\"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteralError {
    /// The text that was parsed.
    pub text: String,
    /// 1-based character column of the offending backslash.
    pub column: usize,
}

impl fmt::Display for LiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "column {} of \"{}\": a backslash must start \\xHH (two hex digits) or \\\\",
            self.column, self.text
        )
    }
}

impl std::error::Error for LiteralError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lenient_escapes() {
        assert_eq!(ByteString::parse("\\xff").unwrap().as_bytes(), [0xFF]);
        assert_eq!(ByteString::parse("\\XaB").unwrap().as_bytes(), [0xAB]);
        assert_eq!(ByteString::parse("é").unwrap().as_bytes(), "é".as_bytes());
        assert_eq!(ByteString::parse("").unwrap().as_bytes(), b"");
        assert_eq!(ByteString::parse("\\").unwrap_err().column, 1);
        assert_eq!(ByteString::parse("ab\\xg0").unwrap_err().column, 3);
    }

    #[test]
    fn string_binary_round_trips() {
        let all: Vec<u8> = (0..=255).collect();
        let text = ByteString::new(all.clone()).to_string();
        assert_eq!(ByteString::parse(&text).unwrap().as_bytes(), all);
    }
}
