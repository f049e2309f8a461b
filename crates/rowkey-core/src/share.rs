//! Shareable state in a URL fragment: JSON, deflated, with checksums, in URL-safe base64,
//! with a version prefix.
//!
//! A link such as `https://…/rowkey-playground/#d2._…` reproduces the whole view. The
//! fragment never reaches a server (browsers do not send it), so nothing leaves the machine.
//!
//! # The format
//!
//! `d2.` then, in URL-safe base64 without padding:
//!
//! | bytes | what |
//! |---|---|
//! | 1 | [`CHECKED_MARK`] (`0xFF`) |
//! | 4 | CRC-32 (big-endian) of the deflate stream that follows |
//! | 4 | CRC-32 (big-endian) of the inflated JSON, as gzip's trailer holds |
//! | rest | the JSON, raw deflate (RFC 1951) |
//!
//! The CRC-32 is gzip's and zlib's (ISO-HDLC, polynomial `0xEDB88320` reflected), computed by
//! the `crc` crate. The JSON's checksum says that what is opened is what was saved, whatever
//! inflated it (the page lets the browser inflate). The deflate stream's checksum refuses a
//! change that leaves the JSON as it was (a deflate block's unused padding bits), and, as a
//! CRC-32 detects every error burst of up to 32 bits, every change of one character of the
//! stream. The mark is a byte no raw deflate stream starts with (block type 3 is reserved,
//! RFC 1951 section 3.2.3), so a version-2 body whose `2` was changed into a `1` never
//! inflates as a version-1 link. Together: a change of any one byte of a link is refused,
//! never opened as other data (`tests/share_links.rs` and the `share_link` fuzz target
//! check it).
//!
//! Version-1 links (`d1.`, the raw deflate stream alone, made before checksums) still open.
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
//! assert!(fragment.starts_with("d2."));
//! let back: Vec<String> = decode_fragment(&fragment).unwrap();
//! assert_eq!(back, state);
//! ```

use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// The fragment format this code writes (2: with checksums; 1, without, is still read).
pub const FRAGMENT_VERSION: u32 = 2;

/// The first byte of a version-2 fragment's body: a deflate block header of the reserved
/// block type 3, which every inflater refuses (see the [module](self) documentation).
pub const CHECKED_MARK: u8 = 0xFF;

/// Bytes before a version-2 fragment's deflate stream: the mark and two CRC-32s.
const CHECKED_HEADER_BYTES: usize = 9;

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
    /// The link's checksums do not match what it holds: it was changed after it was made.
    Altered,
    /// The state inside is larger than [`MAX_FRAGMENT_STATE_BYTES`].
    TooLarge,
    /// This browser cannot decompress a link (it has no `DecompressionStream`).
    NoInflater,
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
            Self::Altered => f.write_str(
                "this link is damaged: what it holds does not match its checksum, so it was changed after it was made (edited, or cut and completed)",
            ),
            Self::TooLarge => write!(
                f,
                "the design in this link is larger than {} MB",
                MAX_FRAGMENT_STATE_BYTES / (1024 * 1024)
            ),
            Self::NoInflater => f.write_str(
                "this browser cannot open design links: it has no DecompressionStream; a current browser can",
            ),
            Self::Invalid { detail } => {
                write!(f, "the design in this link cannot be read: {detail}")
            }
        }
    }
}

impl std::error::Error for ShareError {}

impl crate::i18n::Localize for ShareError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::share::ShareError;
    /// let e = ShareError::Truncated.localized();
    /// assert!(e.en.starts_with("this link is incomplete"));
    /// assert_eq!(e.zh, "这个链接不完整：可能在复制时被截断了");
    /// ```
    fn localized(&self) -> crate::i18n::Localized {
        crate::i18n::messages::localize(|m| m.share_error(self))
    }
}

/// A raw deflate (RFC 1951) compressor for the state a fragment carries.
///
/// The format of a fragment is fixed (any raw deflate stream reads back); who compresses is
/// not. Natively it is [`BestDeflate`] (miniz_oxide at level 9). The page lets the browser
/// compress (its `CompressionStream`, which is asynchronous), so that the compressor's code
/// is not in the page's download, and uses [`StoredDeflate`] when it must write at once (the
/// tab is closing).
pub trait Deflate {
    /// `bytes`, deflated.
    fn deflate(&self, bytes: Vec<u8>) -> impl Future<Output = Vec<u8>>;
}

/// miniz_oxide's compressor at its best level: the smallest links; ready at once.
///
/// # Examples
///
/// ```
/// use rowkey_core::share::{BestDeflate, Deflate, now};
/// let packed = now(BestDeflate.deflate(vec![b'a'; 1000]));
/// assert!(packed.len() < 20);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct BestDeflate;

impl Deflate for BestDeflate {
    fn deflate(&self, bytes: Vec<u8>) -> impl Future<Output = Vec<u8>> {
        std::future::ready(miniz_oxide::deflate::compress_to_vec(&bytes, 9))
    }
}

/// Deflate's stored blocks (RFC 1951, section 3.2.4): the bytes as they are, in blocks of at
/// most 65,535 bytes, each behind a 5-byte header. No compression, so no compressor: a few
/// lines that are ready at once, which any inflater reads.
///
/// # Examples
///
/// ```
/// use rowkey_core::share::{Deflate, StoredDeflate, now};
/// assert_eq!(now(StoredDeflate.deflate(b"hi".to_vec())), [1, 2, 0, 0xFD, 0xFF, b'h', b'i']);
/// assert_eq!(now(StoredDeflate.deflate(Vec::new())), [1, 0, 0, 0xFF, 0xFF]);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct StoredDeflate;

impl Deflate for StoredDeflate {
    fn deflate(&self, bytes: Vec<u8>) -> impl Future<Output = Vec<u8>> {
        const BLOCK: usize = u16::MAX as usize;
        let mut out = Vec::with_capacity(bytes.len() + 5 * (bytes.len() / BLOCK + 1));
        let mut blocks = bytes.chunks(BLOCK).peekable();
        if blocks.peek().is_none() {
            out.extend_from_slice(&[1, 0, 0, 0xFF, 0xFF]);
        }
        while let Some(block) = blocks.next() {
            // The header's first bit says "last block", the next two (zero) "stored"; the rest
            // of that byte is padding. Then the length and its ones' complement, little-endian.
            let last = u8::from(blocks.peek().is_none());
            let len = block.len() as u16;
            out.push(last);
            out.extend_from_slice(&len.to_le_bytes());
            out.extend_from_slice(&(!len).to_le_bytes());
            out.extend_from_slice(block);
        }
        std::future::ready(out)
    }
}

/// The value of a future that is ready without waiting, such as [`BestDeflate`]'s and
/// [`StoredDeflate`]'s, or an `async` function awaiting only those.
///
/// # Panics
///
/// If the future waits (an asynchronous compressor has no place here).
///
/// # Examples
///
/// ```
/// assert_eq!(rowkey_core::share::now(async { 7 }), 7);
/// ```
pub fn now<T>(future: impl Future<Output = T>) -> T {
    let mut future = std::pin::pin!(future);
    match future
        .as_mut()
        .poll(&mut std::task::Context::from_waker(std::task::Waker::noop()))
    {
        std::task::Poll::Ready(value) => value,
        std::task::Poll::Pending => panic!("now() was given a future that waits"),
    }
}

/// CRC-32 (ISO-HDLC: the polynomial of gzip, zlib and PNG) of `bytes`, with the one 1 KiB
/// table of the `crc` crate: a link holds a few kilobytes, so the 16 KiB tables of a
/// slicing-by-16 implementation would cost the page more download than they save time.
fn crc32(bytes: &[u8]) -> u32 {
    const CRC_32: crc::Crc<u32, crc::Table<1>> =
        crc::Crc::<u32, crc::Table<1>>::new(&crc::CRC_32_ISO_HDLC);
    CRC_32.checksum(bytes)
}

/// Encodes a state as a URL fragment (without the leading `#`), compressed by [`BestDeflate`].
///
/// # Examples
///
/// ```
/// use rowkey_core::share::encode_fragment;
/// let fragment = encode_fragment(&[1, 2, 3]);
/// assert!(fragment.starts_with("d2."));
/// assert!(fragment.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)));
/// ```
#[must_use]
pub fn encode_fragment<T: Serialize>(state: &T) -> String {
    now(encode_fragment_with(state, &BestDeflate))
}

/// Encodes a state as a URL fragment (without the leading `#`), compressed by `deflater`.
///
/// # Examples
///
/// ```
/// use rowkey_core::share::{StoredDeflate, decode_fragment, encode_fragment_with, now};
/// let fragment = now(encode_fragment_with(&"hello", &StoredDeflate));
/// assert_eq!(decode_fragment::<String>(&fragment).unwrap(), "hello");
/// ```
pub async fn encode_fragment_with<T: Serialize>(state: &T, deflater: &impl Deflate) -> String {
    // Serialising plain data (strings, numbers, maps with string keys) cannot fail.
    let json = serde_json::to_vec(state).unwrap_or_default();
    let json_crc = crc32(&json);
    let packed = deflater.deflate(json).await;
    let mut body = Vec::with_capacity(CHECKED_HEADER_BYTES + packed.len());
    body.push(CHECKED_MARK);
    body.extend_from_slice(&crc32(&packed).to_be_bytes());
    body.extend_from_slice(&json_crc.to_be_bytes());
    body.extend_from_slice(&packed);
    let mut out = format!("d{FRAGMENT_VERSION}.");
    URL_SAFE_NO_PAD.encode_string(body, &mut out);
    out
}

/// A version-2 body's deflate stream and the two checksums it claims (the stream's, the
/// JSON's), or `None` when it is too short to hold them or does not start with the mark.
fn split_checked(body: &[u8]) -> Option<(&[u8], u32, u32)> {
    let (header, packed) = body.split_at_checked(CHECKED_HEADER_BYTES)?;
    let [mark, a0, a1, a2, a3, b0, b1, b2, b3] = *header else {
        return None;
    };
    (mark == CHECKED_MARK).then_some((
        packed,
        u32::from_be_bytes([a0, a1, a2, a3]),
        u32::from_be_bytes([b0, b1, b2, b3]),
    ))
}

/// Why a raw deflate stream could not be inflated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InflateError {
    /// It inflates to more than the limit.
    TooLarge,
    /// It ends early or is corrupt.
    Corrupt,
    /// This inflater cannot run here (a browser without `DecompressionStream`).
    Unavailable,
}

/// A raw deflate (RFC 1951) decompressor that stops at a bound, for the state a fragment
/// carries. Natively it is [`MinizInflate`]; the page lets the browser inflate (its
/// `DecompressionStream`, asynchronous), so that no inflater is in the page's download.
pub trait Inflate {
    /// `packed`, inflated, or an error once the output would pass `limit` bytes.
    fn inflate(
        &self,
        packed: Vec<u8>,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<u8>, InflateError>>;
}

/// miniz_oxide's inflater; ready at once.
///
/// # Examples
///
/// ```
/// use rowkey_core::share::{BestDeflate, Deflate, Inflate, InflateError, MinizInflate, now};
/// let packed = now(BestDeflate.deflate(vec![7; 100]));
/// assert_eq!(now(MinizInflate.inflate(packed.clone(), 100)), Ok(vec![7; 100]));
/// assert_eq!(now(MinizInflate.inflate(packed.clone(), 99)), Err(InflateError::TooLarge));
/// assert_eq!(now(MinizInflate.inflate(packed[..3].to_vec(), 100)), Err(InflateError::Corrupt));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct MinizInflate;

impl Inflate for MinizInflate {
    fn inflate(
        &self,
        packed: Vec<u8>,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<u8>, InflateError>> {
        std::future::ready(
            miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, limit).map_err(|error| {
                match error.status {
                    miniz_oxide::inflate::TINFLStatus::HasMoreOutput => InflateError::TooLarge,
                    _ => InflateError::Corrupt,
                }
            }),
        )
    }
}

/// Decodes a URL fragment made by [`encode_fragment`] (a leading `#` is ignored), inflated by
/// [`MinizInflate`].
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
/// assert_eq!(decode_fragment::<String>("d9.AAAA"), Err(ShareError::FutureVersion { found: 9, supported: 2 }));
/// assert_eq!(decode_fragment::<String>("nothing"), Err(ShareError::NotADesignLink));
/// ```
pub fn decode_fragment<T: DeserializeOwned>(fragment: &str) -> Result<T, ShareError> {
    now(decode_fragment_with(fragment, &MinizInflate))
}

/// [`decode_fragment`] with `inflater`.
///
/// # Errors
///
/// A [`ShareError`] saying what is wrong with the link.
///
/// # Examples
///
/// ```
/// use rowkey_core::share::{MinizInflate, decode_fragment_with, encode_fragment, now};
/// let fragment = encode_fragment(&"hello");
/// assert_eq!(now(decode_fragment_with::<String>(&fragment, &MinizInflate)).unwrap(), "hello");
/// ```
pub async fn decode_fragment_with<T: DeserializeOwned>(
    fragment: &str,
    inflater: &impl Inflate,
) -> Result<T, ShareError> {
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
    let body = URL_SAFE_NO_PAD.decode(body).map_err(|error| {
        let offset = match error {
            base64::DecodeError::InvalidByte(offset, _) => offset,
            base64::DecodeError::InvalidLastSymbol { offset, .. } => offset,
            _ => body.len(),
        };
        ShareError::Damaged {
            column: prefix_chars + offset + 1,
        }
    })?;
    // Version 1: the deflate stream alone. Version 2: the mark and the checksums first.
    let (packed, checks) = if version == 1 {
        (body, None)
    } else {
        let (packed, packed_crc, json_crc) = split_checked(&body).ok_or(ShareError::Truncated)?;
        (packed.to_vec(), Some((packed_crc, json_crc)))
    };
    let packed_matches = checks.is_none_or(|(crc, _)| crc32(&packed) == crc);
    // Inflated before the stream's checksum is compared, so that a link cut short says so
    // (a cut stream does not inflate); inflating is bounded, whatever the bytes.
    let json = inflater
        .inflate(packed, MAX_FRAGMENT_STATE_BYTES)
        .await
        .map_err(|error| match error {
            InflateError::TooLarge => ShareError::TooLarge,
            InflateError::Corrupt => ShareError::Truncated,
            InflateError::Unavailable => ShareError::NoInflater,
        })?;
    if !packed_matches || checks.is_some_and(|(_, crc)| crc32(&json) != crc) {
        return Err(ShareError::Altered);
    }
    serde_json::from_slice(&json).map_err(|error| ShareError::Invalid {
        detail: error.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::Design;
    use crate::spec::{KeyPart, KeySpec};

    /// The check value of CRC-32/ISO-HDLC in the CRC catalogue (and of gzip, zlib, PNG).
    #[test]
    fn crc32_is_gzips() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

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
    fn stored_blocks_inflate_back_at_every_block_boundary() {
        for len in [
            0_usize, 1, 65_534, 65_535, 65_536, 131_070, 131_071, 200_000,
        ] {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 7 % 251) as u8).collect();
            let packed = now(StoredDeflate.deflate(bytes.clone()));
            assert_eq!(packed.len(), len + 5 * len.div_ceil(65_535).max(1), "{len}");
            assert_eq!(
                miniz_oxide::inflate::decompress_to_vec(&packed).unwrap(),
                bytes,
                "{len}"
            );
        }
    }

    #[test]
    fn every_deflater_makes_a_fragment_that_decodes() {
        let d = design();
        let best = encode_fragment(&d);
        let stored = now(encode_fragment_with(&d, &StoredDeflate));
        assert!(best.len() < stored.len());
        for fragment in [best, stored] {
            assert_eq!(decode_fragment::<Design>(&fragment).unwrap(), d);
        }
    }

    #[test]
    fn a_compression_bomb_is_refused() {
        let big = "a".repeat(MAX_FRAGMENT_STATE_BYTES + 10);
        let err = decode_fragment::<String>(&encode_fragment(&big)).unwrap_err();
        assert_eq!(err, ShareError::TooLarge);
    }
}
