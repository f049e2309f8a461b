//! Shareable state in a URL fragment: JSON, deflated, in URL-safe base64, with a version
//! prefix.
//!
//! A link such as `https://…/rowkey-playground/#d1.eJyr…` reproduces the whole view. The
//! fragment never reaches a server (browsers do not send it), so nothing leaves the machine.
//!
//! # A note about bad links
//!
//! A link can arrive truncated (a chat client cut it), edited by hand, or from a newer version
//! of the app. Each case gives its own [`ShareError`], worded for the person who clicked it;
//! decoding never panics and never inflates without a bound.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::share::{decode_fragment, encode_fragment};
//!
//! let state = vec!["uid".to_string(), "phone".to_string()];
//! let fragment = encode_fragment(&state);
//! assert!(fragment.starts_with("d1."));
//! let back: Vec<String> = decode_fragment(&fragment).unwrap();
//! assert_eq!(back, state);
//! ```

use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// The fragment format this code writes.
pub const FRAGMENT_VERSION: u32 = 1;

/// The largest decompressed state accepted from a link, in bytes.
pub const MAX_FRAGMENT_STATE_BYTES: usize = 8 * 1024 * 1024;

/// Why a URL fragment could not be turned back into a state.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ShareError {
    /// The fragment does not start with `d<version>.`.
    NotADesignLink,
    /// The fragment names a format newer than this app reads.
    FutureVersion {
        /// The version in the link.
        found: u32,
        /// The newest version this code reads.
        supported: u32,
    },
    /// The base64 text is damaged (a character that cannot appear, or a cut in the middle).
    Damaged {
        /// Where, counted in characters of the fragment.
        column: usize,
    },
    /// The compressed data ends early or is corrupt: the link was probably cut short.
    Truncated,
    /// The state inside is larger than [`MAX_FRAGMENT_STATE_BYTES`].
    TooLarge,
    /// The state decompressed but does not describe a design this app understands.
    Invalid {
        /// What the JSON reader said.
        detail: String,
    },
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotADesignLink => {
                f.write_str("this link does not contain a RowKey Playground design")
            }
            Self::FutureVersion { found, supported } => write!(
                f,
                "this link was made by a newer version of the app (format {found}; this version reads up to {supported})"
            ),
            Self::Damaged { column } => write!(
                f,
                "this link is damaged at character {column}: it was probably edited or cut"
            ),
            Self::Truncated => {
                f.write_str("this link is incomplete: it was probably cut short when it was copied")
            }
            Self::TooLarge => write!(
                f,
                "the design in this link is larger than {} MB",
                MAX_FRAGMENT_STATE_BYTES / (1024 * 1024)
            ),
            Self::Invalid { detail } => {
                write!(f, "the design in this link cannot be read: {detail}")
            }
        }
    }
}

impl std::error::Error for ShareError {}

impl ShareError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::share::ShareError;
    /// let e = ShareError::Truncated.localized();
    /// assert!(e.en.starts_with("this link is incomplete"));
    /// assert_eq!(e.zh, "这个链接不完整：可能在复制时被截断了");
    /// ```
    #[must_use]
    pub fn localized(&self) -> crate::i18n::Localized {
        crate::i18n::messages::localize(|m| m.share_error(self))
    }
}

/// Encodes a state as a URL fragment (without the leading `#`).
///
/// # Examples
///
/// ```
/// use rowkey_core::share::encode_fragment;
/// let fragment = encode_fragment(&[1, 2, 3]);
/// assert!(fragment.starts_with("d1."));
/// assert!(fragment.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)));
/// ```
#[must_use]
pub fn encode_fragment<T: Serialize>(state: &T) -> String {
    // Serialising plain data (strings, numbers, maps with string keys) cannot fail.
    let json = serde_json::to_vec(state).unwrap_or_default();
    let packed = miniz_oxide::deflate::compress_to_vec(&json, 9);
    let mut out = format!("d{FRAGMENT_VERSION}.");
    URL_SAFE_NO_PAD.encode_string(packed, &mut out);
    out
}

/// Decodes a URL fragment made by [`encode_fragment`] (a leading `#` is ignored).
///
/// # Errors
///
/// A [`ShareError`] saying what is wrong with the link.
///
/// # Examples
///
/// ```
/// use rowkey_core::share::{decode_fragment, encode_fragment, ShareError};
///
/// let fragment = encode_fragment(&"hello");
/// assert_eq!(decode_fragment::<String>(&format!("#{fragment}")).unwrap(), "hello");
/// assert_eq!(decode_fragment::<String>("d9.AAAA"), Err(ShareError::FutureVersion { found: 9, supported: 1 }));
/// assert_eq!(decode_fragment::<String>("nothing"), Err(ShareError::NotADesignLink));
/// ```
pub fn decode_fragment<T: DeserializeOwned>(fragment: &str) -> Result<T, ShareError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let (version, body) = fragment
        .strip_prefix('d')
        .and_then(|rest| rest.split_once('.'))
        .ok_or(ShareError::NotADesignLink)?;
    let version: u32 = version.parse().map_err(|_| ShareError::NotADesignLink)?;
    if version > FRAGMENT_VERSION {
        return Err(ShareError::FutureVersion {
            found: version,
            supported: FRAGMENT_VERSION,
        });
    }
    if version == 0 {
        return Err(ShareError::NotADesignLink);
    }
    let prefix_chars = fragment.len() - body.len();
    let packed = URL_SAFE_NO_PAD.decode(body).map_err(|error| {
        let offset = match error {
            base64::DecodeError::InvalidByte(offset, _) => offset,
            base64::DecodeError::InvalidLastSymbol { offset, .. } => offset,
            _ => body.len(),
        };
        ShareError::Damaged {
            column: prefix_chars + offset + 1,
        }
    })?;
    let json =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_FRAGMENT_STATE_BYTES)
            .map_err(|error| match error.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => ShareError::TooLarge,
                _ => ShareError::Truncated,
            })?;
    serde_json::from_slice(&json).map_err(|error| ShareError::Invalid {
        detail: error.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Design;
    use crate::spec::{KeyPart, KeySpec};

    fn design() -> Design {
        Design::new(KeySpec::new(vec![
            KeyPart::column(1, "uid"),
            KeyPart::column(2, "phone"),
        ]))
        .with_splits(&["3", "\\x00\\xFF"])
    }

    #[test]
    fn designs_round_trip() {
        let d = design();
        assert_eq!(decode_fragment::<Design>(&encode_fragment(&d)).unwrap(), d);
    }

    #[test]
    fn a_cut_link_is_reported_as_incomplete() {
        let fragment = encode_fragment(&design());
        for cut in [
            fragment.len() - 1,
            fragment.len() - 5,
            fragment.len() / 2,
            4,
        ] {
            let err = decode_fragment::<Design>(&fragment[..cut]).unwrap_err();
            assert!(
                matches!(err, ShareError::Truncated | ShareError::Damaged { .. }),
                "cut at {cut}: {err:?}"
            );
        }
    }

    #[test]
    fn a_tampered_link_names_the_character() {
        let mut fragment = encode_fragment(&design());
        fragment.replace_range(6..7, "*");
        assert_eq!(
            decode_fragment::<Design>(&fragment),
            Err(ShareError::Damaged { column: 7 })
        );
    }

    #[test]
    fn a_valid_link_to_something_else_is_invalid() {
        let err = decode_fragment::<Design>(&encode_fragment(&vec![1, 2])).unwrap_err();
        assert!(matches!(err, ShareError::Invalid { .. }));
        assert!(
            err.to_string()
                .starts_with("the design in this link cannot be read")
        );
    }

    #[test]
    fn a_compression_bomb_is_refused() {
        let big = "a".repeat(MAX_FRAGMENT_STATE_BYTES + 10);
        let err = decode_fragment::<String>(&encode_fragment(&big)).unwrap_err();
        assert_eq!(err, ShareError::TooLarge);
    }
}
