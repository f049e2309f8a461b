//! Text-to-text steps of a field, and padding of text to a width.

use std::borrow::Cow;

use crate::spec::{End, Pad, PadSide, TooLong, Transform};

/// Applies one transform.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{End, Transform};
/// use rowkey_engine::transform::apply;
///
/// assert_eq!(apply(&Transform::Reverse, "12345"), "54321");
/// assert_eq!(apply(&Transform::ReverseDomain, "www.example.com"), "com.example.www");
/// assert_eq!(apply(&Transform::Substring { keep: End::Last, chars: 3 }, "abcdef"), "def");
/// ```
#[must_use]
pub fn apply<'a>(transform: &Transform, text: &'a str) -> Cow<'a, str> {
    match transform {
        Transform::Substring { keep, chars } => {
            let n = usize::try_from(*chars).unwrap_or(usize::MAX);
            let count = text.chars().count();
            if count <= n {
                return Cow::Borrowed(text);
            }
            let skip = match keep {
                End::First => 0,
                End::Last => count - n,
            };
            let start = text.char_indices().nth(skip).map_or(text.len(), |(i, _)| i);
            let end = text
                .char_indices()
                .nth(skip + n)
                .map_or(text.len(), |(i, _)| i);
            Cow::Borrowed(text.get(start..end).unwrap_or(""))
        }
        Transform::Reverse => Cow::Owned(text.chars().rev().collect()),
        Transform::ReverseDomain => Cow::Owned(reverse_domain(text)),
    }
}

/// `www.example.com` → `com.example.www`; for a URL the scheme is dropped and the path kept:
/// `https://www.example.com/a?b` → `com.example.www/a?b`. A port stays with the host
/// (`example.com:8080` → `com.example:8080`).
///
/// # Examples
///
/// ```
/// use rowkey_engine::transform::reverse_domain;
/// assert_eq!(reverse_domain("http://mail.example.com/inbox"), "com.example.mail/inbox");
/// assert_eq!(reverse_domain("localhost"), "localhost");
/// ```
#[must_use]
pub fn reverse_domain(text: &str) -> String {
    let (host, port, rest) = split_host(text);
    let mut out = String::with_capacity(text.len());
    for (i, label) in host.rsplit('.').enumerate() {
        if i > 0 {
            out.push('.');
        }
        out.push_str(label);
    }
    out.push_str(port);
    out.push_str(rest);
    out
}

/// The host of a text as [`reverse_domain`] reads it: after the first `://` (if any), up to
/// the first `/`, `?` or `#`, and before the last `:` there (the port).
///
/// # Examples
///
/// ```
/// use rowkey_engine::transform::host_of;
/// assert_eq!(host_of("https://mail.example.com:8080/a?b"), "mail.example.com");
/// assert_eq!(host_of("www.example.com"), "www.example.com");
/// assert_eq!(host_of("a.com/x.example.com"), "a.com");
/// ```
#[must_use]
pub fn host_of(text: &str) -> &str {
    split_host(text).0
}

/// (host, port with its `:`, the rest from the first `/`, `?` or `#`), scheme dropped.
fn split_host(text: &str) -> (&str, &str, &str) {
    let without_scheme = text
        .find("://")
        .and_then(|i| text.get(i + 3..))
        .unwrap_or(text);
    let host_end = without_scheme
        .find(['/', '?', '#'])
        .unwrap_or(without_scheme.len());
    let (host_port, rest) = without_scheme.split_at(host_end);
    let (host, port) = match host_port.rfind(':') {
        Some(i) => host_port.split_at(i),
        None => (host_port, ""),
    };
    (host, port, rest)
}

/// Why padding failed.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::Pad;
/// use rowkey_engine::transform::{write_padded, TooLongError};
/// let err = write_padded(&mut Vec::new(), b"abc", &Pad::left(2)).unwrap_err();
/// assert_eq!(err, TooLongError { len: 3, width: 2 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooLongError {
    /// Length of the value in bytes.
    pub len: usize,
    /// The width in bytes.
    pub width: u16,
}

/// Appends `text` padded (or cut) to `pad.width` bytes.
///
/// # Errors
///
/// [`TooLongError`] when the text is longer than the width and the policy is
/// [`TooLong::Error`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{Pad, TooLong};
/// use rowkey_engine::transform::write_padded;
///
/// let mut out = Vec::new();
/// write_padded(&mut out, b"7", &Pad::left(4)).unwrap();
/// assert_eq!(out, b"0007");
///
/// out.clear();
/// write_padded(&mut out, b"ab", &Pad::right(5)).unwrap();
/// assert_eq!(out, b"ab   ");
///
/// out.clear();
/// write_padded(&mut out, b"abcdef", &Pad::right(3).with_too_long(TooLong::KeepLast)).unwrap();
/// assert_eq!(out, b"def");
/// assert!(write_padded(&mut out, b"abcd", &Pad::left(3)).is_err());
/// ```
pub fn write_padded(out: &mut Vec<u8>, text: &[u8], pad: &Pad) -> Result<(), TooLongError> {
    let width = usize::from(pad.width);
    if text.len() > width {
        let kept = match pad.too_long {
            TooLong::Error => {
                return Err(TooLongError {
                    len: text.len(),
                    width: pad.width,
                });
            }
            TooLong::KeepFirst => text.get(..width),
            TooLong::KeepLast => text.get(text.len() - width..),
        };
        out.extend_from_slice(kept.unwrap_or(&[]));
        return Ok(());
    }
    let fill = u8::try_from(pad.fill).unwrap_or(b' ');
    let missing = width - text.len();
    match pad.side {
        PadSide::Left => {
            out.resize(out.len() + missing, fill);
            out.extend_from_slice(text);
        }
        PadSide::Right => {
            out.extend_from_slice(text);
            out.resize(out.len() + missing, fill);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn substring_counts_characters() {
        let first2 = Transform::Substring {
            keep: End::First,
            chars: 2,
        };
        assert_eq!(apply(&first2, "中文字"), "中文");
        assert_eq!(apply(&first2, "a"), "a");
        let last1 = Transform::Substring {
            keep: End::Last,
            chars: 1,
        };
        assert_eq!(apply(&last1, "中文字"), "字");
    }

    #[test]
    fn reverse_is_by_character() {
        assert_eq!(apply(&Transform::Reverse, "ab中"), "中ba");
        assert_eq!(
            apply(&Transform::Reverse, "2021010101010101"),
            "1010101010101202"
        );
    }

    #[test]
    fn domains() {
        assert_eq!(reverse_domain("www.example.com"), "com.example.www");
        assert_eq!(
            reverse_domain("https://www.example.com:8080/a/b?c#d"),
            "com.example.www:8080/a/b?c#d"
        );
        assert_eq!(reverse_domain(""), "");
    }

    #[test]
    fn padding_policies() {
        let mut out = Vec::new();
        write_padded(
            &mut out,
            b"12345",
            &Pad::left(3).with_too_long(TooLong::KeepFirst),
        )
        .unwrap();
        assert_eq!(out, b"123");
        out.clear();
        write_padded(&mut out, b"x", &Pad::left(3).with_fill('_')).unwrap();
        assert_eq!(out, b"__x");
        let err = write_padded(&mut out, b"12345", &Pad::left(3)).unwrap_err();
        assert_eq!(err, TooLongError { len: 5, width: 3 });
    }
}
