//! A small description of a salted or hashed leading key part, for split suggestions and lints.

use serde::{Deserialize, Serialize};

use crate::key::RowKey;

/// The leading part of a key that spreads writes: a salt bucket or a hash prefix.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::SaltLayout;
///
/// let phoenix = SaltLayout::Byte { buckets: 4 };
/// assert_eq!(phoenix.bucket_count(), 4);
/// assert_eq!(phoenix.bucket_prefix(3).as_bytes(), [3]);
/// assert_eq!(phoenix.bucket_of(&[2, b'x']), Some(2));
///
/// let text = SaltLayout::DecimalText { buckets: 16, width: 2 };
/// assert_eq!(text.bucket_prefix(7).as_bytes(), b"07");
///
/// let md5 = SaltLayout::HexText { chars: 2 };
/// assert_eq!(md5.bucket_count(), 256);
/// assert_eq!(md5.bucket_prefix(0xAB).as_bytes(), b"ab");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SaltLayout {
    /// One raw byte `0 .. buckets−1` in front of the key (Phoenix `SALT_BUCKETS`, HBaseWD,
    /// `(byte)(hash % n)`).
    Byte {
        /// Number of buckets, 1 to 256.
        buckets: u16,
    },
    /// The bucket number as zero-padded decimal text (`"07"`), often followed by a separator.
    DecimalText {
        /// Number of buckets.
        buckets: u32,
        /// Digits, zero-padded on the left.
        width: u8,
    },
    /// The first characters of a lowercase hex hash (`md5(x)[0..chars]`); every value of the
    /// prefix is a bucket.
    HexText {
        /// Hex characters, 1 to 15.
        chars: u8,
    },
}

impl SaltLayout {
    /// How many distinct leading values there are.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SaltLayout;
    /// assert_eq!(SaltLayout::HexText { chars: 1 }.bucket_count(), 16);
    /// ```
    #[must_use]
    pub fn bucket_count(&self) -> u64 {
        match *self {
            Self::Byte { buckets } => u64::from(buckets),
            Self::DecimalText { buckets, .. } => u64::from(buckets),
            Self::HexText { chars } => 16u64.saturating_pow(u32::from(chars.min(15))),
        }
    }

    /// The bytes that start every key in `bucket`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SaltLayout;
    /// assert_eq!(SaltLayout::DecimalText { buckets: 100, width: 3 }.bucket_prefix(42).as_bytes(), b"042");
    /// ```
    #[must_use]
    pub fn bucket_prefix(&self, bucket: u64) -> RowKey {
        match *self {
            Self::Byte { .. } => RowKey::new(vec![u8::try_from(bucket).unwrap_or(u8::MAX)]),
            Self::DecimalText { width, .. } => {
                let width = usize::from(width);
                RowKey::from(format!("{bucket:0width$}").as_str())
            }
            Self::HexText { chars } => {
                let width = usize::from(chars.min(15));
                RowKey::from(format!("{bucket:0width$x}").as_str())
            }
        }
    }

    /// The length of the prefix in bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SaltLayout;
    /// assert_eq!(SaltLayout::Byte { buckets: 8 }.prefix_len(), 1);
    /// ```
    #[must_use]
    pub fn prefix_len(&self) -> usize {
        match *self {
            Self::Byte { .. } => 1,
            Self::DecimalText { width, .. } => usize::from(width),
            Self::HexText { chars } => usize::from(chars.min(15)),
        }
    }

    /// The bucket a key starts with, or `None` if its leading bytes are not a valid bucket.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SaltLayout;
    /// let hex = SaltLayout::HexText { chars: 2 };
    /// assert_eq!(hex.bucket_of(b"0fzz"), Some(15));
    /// assert_eq!(hex.bucket_of(b"0F"), None);
    /// ```
    #[must_use]
    pub fn bucket_of(&self, key: &[u8]) -> Option<u64> {
        let prefix = key.get(..self.prefix_len())?;
        let bucket = match *self {
            Self::Byte { .. } => u64::from(*prefix.first()?),
            Self::DecimalText { .. } => {
                if !prefix.iter().all(u8::is_ascii_digit) {
                    return None;
                }
                std::str::from_utf8(prefix).ok()?.parse().ok()?
            }
            Self::HexText { .. } => {
                if !prefix
                    .iter()
                    .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
                {
                    return None;
                }
                u64::from_str_radix(std::str::from_utf8(prefix).ok()?, 16).ok()?
            }
        };
        (bucket < self.bucket_count()).then_some(bucket)
    }
}
