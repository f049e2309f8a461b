//! What can be wrong with a split specification, in plain words.

use std::fmt;

/// Why a split specification could not be turned into split points.
///
/// Each variant carries the offending value and the bound it broke. Where the problem is one
/// split of a list, `index` is 1-based and `text` is the split as it was typed.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{SplitError, SplitSpec};
///
/// let spec = SplitSpec::Explicit { splits: vec!["10".into(), "".into()] };
/// let err = spec.resolve().unwrap_err();
/// assert_eq!(err, SplitError::EmptySplitKey { index: 2, text: String::new() });
/// assert_eq!(
///     err.to_string(),
///     "split 2 ('') is empty: HBase refuses an empty split key (\"Empty split key must not be passed in the split keys.\")"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SplitError {
    /// A split key has no bytes.
    EmptySplitKey {
        /// 1-based index of the split in the list as typed.
        index: usize,
        /// The split as typed.
        text: String,
    },
    /// Two splits give the same bytes.
    DuplicateSplitKey {
        /// 1-based index of the later split.
        index: usize,
        /// The later split as typed.
        text: String,
        /// 1-based index of the earlier split with the same bytes.
        first_index: usize,
        /// The earlier split as typed.
        first_text: String,
        /// The shared bytes as `toStringBinary`.
        bytes: String,
    },
    /// A split key is longer than HBase's maximum row length.
    SplitKeyTooLong {
        /// 1-based index of the split.
        index: usize,
        /// Its length in bytes.
        length: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// There are more splits than the playground handles.
    TooManySplits {
        /// How many splits were given.
        count: usize,
        /// The limit.
        limit: usize,
    },
    /// `NUMREGIONS` (or another region count) is below its minimum: 2 for `NUMREGIONS` and
    /// the split algorithms, 1 for suggestions.
    TooFewRegions {
        /// The count asked for.
        requested: u64,
        /// The smallest count allowed.
        minimum: u64,
    },
    /// `Admin.createTable(start, end, numRegions)` with fewer than three regions.
    KeyRangeNeedsThreeRegions {
        /// The count asked for.
        requested: u64,
    },
    /// A region count above the playground's limit.
    TooManyRegions {
        /// The count asked for.
        requested: u64,
        /// The limit ([`crate::split::MAX_REGIONS`]).
        limit: u64,
    },
    /// The key range has fewer distinct keys than the regions asked for.
    RangeTooSmall {
        /// Regions asked for.
        regions: u64,
        /// The number of keys in the range, in decimal.
        range: String,
    },
    /// The last row is not after the first row.
    LastRowNotAfterFirst {
        /// The first row as typed or as computed.
        first: String,
        /// The last row as typed or as computed.
        last: String,
    },
    /// A row that must be a number in the algorithm's radix is not.
    NotANumber {
        /// Which value.
        what: SplitValue,
        /// The value as text.
        text: String,
        /// 16 for HexStringSplit, 10 for DecimalStringSplit.
        radix: u32,
    },
    /// The end key of a rolling split is zero (`checkArgument(!e.equals(ZERO))`).
    EndKeyIsZero,
    /// `Bytes.split` was asked for a range whose end is not after its start (`"b <= a"`).
    EndNotAfterStart {
        /// The start as `toStringBinary`.
        start: String,
        /// The end as `toStringBinary`.
        end: String,
    },
    /// `Bytes.split` was asked for zero splits (`"num cannot be <= 0"`).
    NoSplitsRequested,
    /// Phoenix `SALT_BUCKETS` outside 1..=256.
    BadSaltBuckets {
        /// The value given.
        buckets: u64,
    },
}
crate::wire::wire_enum!(SplitError { EmptySplitKey { index, text }, DuplicateSplitKey { index, text, first_index, first_text, bytes }, SplitKeyTooLong { index, length, limit }, TooManySplits { count, limit }, TooFewRegions { requested, minimum }, KeyRangeNeedsThreeRegions { requested }, TooManyRegions { requested, limit }, RangeTooSmall { regions, range }, LastRowNotAfterFirst { first, last }, NotANumber { what, text, radix }, EndKeyIsZero, EndNotAfterStart { start, end }, NoSplitsRequested, BadSaltBuckets { buckets } });

impl fmt::Display for SplitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::EmptySplitKey { index, text } => write!(
                f,
                "split {index} ('{text}') is empty: HBase refuses an empty split key \
                 (\"Empty split key must not be passed in the split keys.\")"
            ),
            Self::DuplicateSplitKey {
                index,
                text,
                first_index,
                first_text,
                bytes,
            } => write!(
                f,
                "split {index} ('{text}') gives the same bytes ('{bytes}') as split {first_index} \
                 ('{first_text}'): HBase requires unique split keys"
            ),
            Self::SplitKeyTooLong {
                index,
                length,
                limit,
            } => write!(
                f,
                "split {index} is {length} bytes long, more than HBase's row-key limit of {limit} bytes"
            ),
            Self::TooManySplits { count, limit } => write!(
                f,
                "{count} splits is more than the playground's limit of {limit}"
            ),
            Self::TooFewRegions { requested, minimum } => write!(
                f,
                "a region count of {requested} is too small: it must be at least {minimum}"
            ),
            Self::KeyRangeNeedsThreeRegions { requested } => write!(
                f,
                "{requested} regions asked for a key range: HBase must create at least three regions \
                 (one before the start key, one after the end key)"
            ),
            Self::TooManyRegions { requested, limit } => write!(
                f,
                "{requested} regions is more than the playground's limit of {limit} regions"
            ),
            Self::RangeTooSmall { regions, range } => write!(
                f,
                "cannot cut the range into {regions} regions: it holds only {range} keys \
                 (split granularity is greater than the range)"
            ),
            Self::LastRowNotAfterFirst { first, last } => write!(
                f,
                "the last row ({last}) must be after the first row ({first})"
            ),
            Self::NotANumber { what, text, radix } => {
                let kind = if *radix == 16 {
                    "a hexadecimal number (digits 0-9, a-f)"
                } else {
                    "a decimal number (digits 0-9)"
                };
                let what = match what {
                    SplitValue::FirstRow => "first row",
                    SplitValue::LastRow => "last row",
                    SplitValue::StartKey => "start key",
                    SplitValue::EndKey => "end key",
                };
                write!(f, "the {what} '{text}' is not {kind}")
            }
            Self::EndKeyIsZero => f.write_str("the end key of a region to split must not be zero"),
            Self::EndNotAfterStart { start, end } => write!(
                f,
                "the end key ({end}) must be after the start key ({start})"
            ),
            Self::NoSplitsRequested => f.write_str("the number of splits must be at least 1"),
            Self::BadSaltBuckets { buckets } => write!(
                f,
                "SALT_BUCKETS is {buckets}: Phoenix accepts 1 to 256 salt buckets"
            ),
        }
    }
}

impl std::error::Error for SplitError {}

/// Which value of a split algorithm is not a number ([`SplitError::NotANumber`]).
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{SplitError, SplitValue};
/// let e = SplitError::NotANumber { what: SplitValue::LastRow, text: "zz".into(), radix: 10 };
/// assert_eq!(e.to_string(), "the last row 'zz' is not a decimal number (digits 0-9)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SplitValue {
    /// `NUMREGIONS`'s first row (`-c` / `firstrow`).
    FirstRow,
    /// Its last row.
    LastRow,
    /// The start key of a region split in two.
    StartKey,
    /// Its end key.
    EndKey,
}
crate::wire::wire_enum!(SplitValue {
    FirstRow,
    LastRow,
    StartKey,
    EndKey
});
