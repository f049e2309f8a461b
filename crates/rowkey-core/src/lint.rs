//! Design lints: problems a recipe has on a sample, each with a severity, a stable code, a
//! one-line message and, where possible, a fix the app can apply in one click (a new recipe).
//!
//! # Examples
//!
//! ```
//! use rowkey_core::encode::encode_sample;
//! use rowkey_core::lint::{lint, LintCode, Severity};
//! use rowkey_core::sample::parse_csv;
//! use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};
//!
//! let sample = parse_csv("n\n1\n2\n10\n").unwrap();
//! let spec = KeySpec::new(vec![KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::Decimal))]);
//! let encoded = encode_sample(&spec, &sample).unwrap();
//! let lints = lint(&spec, &sample, &encoded);
//! let unpadded = lints.iter().find(|l| l.code() == LintCode::UnpaddedNumber).unwrap();
//! assert_eq!(unpadded.severity, Severity::Warning);
//! // The fix zero-pads to 10 digits, the width of every int (not only of the sample's 1, 2
//! // and 10), so 0000000001, 0000000002, 0000000010 sort as numbers.
//! let fix = unpadded.fix.as_ref().unwrap();
//! use rowkey_core::i18n::Localize;
//! assert_eq!(fix.kind.localized().en, "zero-pad to 10 digits: every int from 0 to 2,147,483,647 fits");
//! let keys: Vec<Vec<u8>> = encode_sample(&fix.spec, &sample).unwrap().keys().map(|(_, k)| k.key.as_bytes().to_vec()).collect();
//! assert_eq!(keys, [b"0000000001".to_vec(), b"0000000002".to_vec(), b"0000000010".to_vec()]);
//! ```

use std::fmt;

use crate::encode::{EncodedKeys, EncodedSample};
use crate::key::sort_order;
use crate::literal::ByteString;
use crate::part_traits::{BreakReason, OrderEffect, PartTraits};
use crate::plan::{Op, Query};
use crate::sample::Sample;
use crate::spec::{
    BinaryStyle, BucketOutput, Encoding, HashInput, IntFormat, IntegerEncoding, KeyPart, KeySpec,
    MAX_ROW_LENGTH, Md5Output, Pad, PartId, PartValue, ReverseFrom, Salt, Source, TimeOutput,
};
use crate::split::SplitSpec;
use crate::typed::TypedEncoding;
use crate::verdict::MONOTONIC_RANK_CORRELATION;
use rowkey_kernels::part_values::ValueTest;

/// How bad a lint is.
///
/// # Examples
///
/// ```
/// use rowkey_core::lint::Severity;
/// // Errors sort first.
/// assert!(Severity::Error < Severity::Warning && Severity::Warning < Severity::Advice);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// The design loses data or cannot be stored.
    Error,
    /// The design works but sorts, scans or spreads badly.
    Warning,
    /// Worth knowing; often fine.
    Advice,
}

/// Stable lint codes (their [`LintCode::as_str`] text never changes).
///
/// # Examples
///
/// ```
/// use rowkey_core::lint::LintCode;
/// assert_eq!(LintCode::UnpaddedNumber.to_string(), "unpadded-number");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum LintCode {
    /// Numbers written as unpadded text (`1, 10, 2`).
    UnpaddedNumber,
    /// Two's complement binary with negative values in the sample.
    NegativeSignedBinary,
    /// A variable-length part followed by another part without a separator.
    AmbiguousBoundary,
    /// A separator's bytes occur inside the value it ends.
    SeparatorInValue,
    /// Keys longer than 16 bytes.
    LongKey,
    /// Keys longer than HBase's 32767-byte limit.
    KeyTooLong,
    /// The leading part increases (or decreases) steadily: all writes hit one region.
    MonotonicLeadingPart,
    /// A salt or hash comes after a steadily increasing part, so it spreads nothing.
    SaltAfterMonotonic,
    /// A text reverse timestamp with values of different digit counts.
    ReverseTimestampDigits,
    /// An md5 prefix longer than spreading needs.
    LongMd5Prefix,
    /// Rows with the same key (HBase keeps only the last one written).
    DuplicateKeys,
    /// Times written as two's complement binary with none negative in the sample: they sort
    /// like the times (and "latest N" plans rely on it), but a time before 1970 would sort
    /// after every later one.
    SignedBinaryTime,
}

impl LintCode {
    /// The stable text code.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::lint::LintCode;
    /// assert_eq!(LintCode::DuplicateKeys.as_str(), "duplicate-keys");
    /// ```
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::UnpaddedNumber => "unpadded-number",
            Self::NegativeSignedBinary => "negative-signed-binary",
            Self::AmbiguousBoundary => "ambiguous-boundary",
            Self::SeparatorInValue => "separator-in-value",
            Self::LongKey => "long-key",
            Self::KeyTooLong => "key-too-long",
            Self::MonotonicLeadingPart => "monotonic-leading-part",
            Self::SaltAfterMonotonic => "salt-after-monotonic",
            Self::ReverseTimestampDigits => "reverse-timestamp-digits",
            Self::LongMd5Prefix => "long-md5-prefix",
            Self::DuplicateKeys => "duplicate-keys",
            Self::SignedBinaryTime => "signed-binary-time",
        }
    }
}

impl fmt::Display for LintCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One finding.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::encode_sample;
/// use rowkey_core::lint::{lint, LintCode, Severity};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let sample = parse_csv("a\nabcdefghijklmnopq\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
/// let lints = lint(&spec, &sample, &encode_sample(&spec, &sample).unwrap());
/// assert_eq!((lints[0].code(), lints[0].severity), (LintCode::LongKey, Severity::Advice));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lint {
    /// What was found, as values (the catalogues put it into words: `i18n::Localize`).
    pub finding: Finding,
    /// How bad.
    pub severity: Severity,
    /// The part concerned, if one.
    pub part: Option<PartId>,
    /// Example rows (0-based sample indices, at most [`MAX_EXAMPLE_ROWS`]).
    pub rows: Vec<usize>,
    /// A fix the app can apply in one click.
    pub fix: Option<Fix>,
}

impl Lint {
    /// The lint's stable code.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::encode::encode_sample;
    /// use rowkey_core::lint::{lint, LintCode};
    /// use rowkey_core::sample::parse_csv;
    /// use rowkey_core::spec::{KeyPart, KeySpec};
    /// let sample = parse_csv("a\nabcdefghijklmnopq\n").unwrap();
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
    /// let lints = lint(&spec, &sample, &encode_sample(&spec, &sample).unwrap());
    /// assert_eq!(lints[0].code(), LintCode::LongKey);
    /// ```
    #[must_use]
    pub fn code(&self) -> LintCode {
        self.finding.code()
    }
}

/// What a lint found, with the values its sentence needs: the part's number in the recipe
/// (1-based, as the editor shows it), counts and the bytes concerned. No words: the
/// catalogues render it (`rowkey_core::i18n::Localize` for [`Lint`]).
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::encode_sample;
/// use rowkey_core::lint::{lint, Finding};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let sample = parse_csv("a\nabcdefghijklmnopq\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
/// let lints = lint(&spec, &sample, &encode_sample(&spec, &sample).unwrap());
/// assert_eq!(lints[0].finding, Finding::LongKey { longest: 17, mean: 17 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Finding {
    /// An integer part written as decimal text without padding: `1, 10, 2`.
    UnpaddedNumber {
        /// The part's number.
        part: u32,
    },
    /// A text part whose values are all digit strings of different lengths.
    UnpaddedDigitsText {
        /// The part's number.
        part: u32,
    },
    /// A reverse timestamp as decimal text whose values have different digit counts.
    ReverseTimestampDigits {
        /// The part's number.
        part: u32,
        /// What the values are subtracted from.
        from: ReverseFrom,
        /// The fewest digits of a value in the sample.
        shortest: usize,
        /// The most digits of a value in the sample.
        longest: usize,
    },
    /// Two's complement binary with negative values in the sample.
    NegativeSignedBinary {
        /// The part's number.
        part: u32,
    },
    /// A time as two's complement binary, none negative in the sample yet.
    SignedBinaryTime {
        /// The part's number.
        part: u32,
    },
    /// A variable-length part followed by another part without a separator.
    AmbiguousBoundary {
        /// The part's number.
        part: u32,
    },
    /// The part's separator occurs inside its values.
    SeparatorInValue {
        /// The part's number.
        part: u32,
        /// The separator.
        separator: ByteString,
    },
    /// An md5 prefix longer than spreading needs.
    LongMd5Prefix {
        /// The part's number.
        part: u32,
        /// The prefix's width in bytes of the key.
        width: usize,
    },
    /// A salt or hash after a steadily rising part.
    SaltAfterMonotonic {
        /// The salt's or hash's number.
        part: u32,
        /// The rising part's number.
        monotonic: u32,
    },
    /// The key starts with a steadily rising part and nothing spreads it (rank correlation
    /// at least [`MONOTONIC_RANK_CORRELATION`]).
    MonotonicLeadingPart {
        /// The part's number.
        part: u32,
    },
    /// Keys over HBase's [`MAX_ROW_LENGTH`].
    KeyTooLong {
        /// The longest key's length in bytes.
        longest: usize,
    },
    /// Keys longer than [`ADVISED_KEY_LENGTH`].
    LongKey {
        /// The longest key's length in bytes.
        longest: usize,
        /// The mean key length in bytes (rounded down).
        mean: usize,
    },
    /// Rows sharing a key (or, with a column qualifier, a cell); the lint's `rows` are the
    /// first group's.
    DuplicateKeys {
        /// Keys (or cells) written by more than one row.
        keys: usize,
        /// Rows whose write another row overwrites.
        rows_lost: usize,
        /// The first group's key.
        example: Vec<u8>,
        /// With a column qualifier: the first group's column and value.
        cell: Option<DuplicateCell>,
    },
}

/// The cell rows share in a wide-row design: the qualifier column and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateCell {
    /// The qualifier column's name.
    pub column: String,
    /// The value the rows share.
    pub value: String,
}

impl Finding {
    /// The finding's stable code.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::lint::{Finding, LintCode};
    /// assert_eq!(Finding::UnpaddedDigitsText { part: 1 }.code(), LintCode::UnpaddedNumber);
    /// ```
    #[must_use]
    pub fn code(&self) -> LintCode {
        match self {
            Self::UnpaddedNumber { .. } | Self::UnpaddedDigitsText { .. } => {
                LintCode::UnpaddedNumber
            }
            Self::ReverseTimestampDigits { .. } => LintCode::ReverseTimestampDigits,
            Self::NegativeSignedBinary { .. } => LintCode::NegativeSignedBinary,
            Self::SignedBinaryTime { .. } => LintCode::SignedBinaryTime,
            Self::AmbiguousBoundary { .. } => LintCode::AmbiguousBoundary,
            Self::SeparatorInValue { .. } => LintCode::SeparatorInValue,
            Self::LongMd5Prefix { .. } => LintCode::LongMd5Prefix,
            Self::SaltAfterMonotonic { .. } => LintCode::SaltAfterMonotonic,
            Self::MonotonicLeadingPart { .. } => LintCode::MonotonicLeadingPart,
            Self::KeyTooLong { .. } => LintCode::KeyTooLong,
            Self::LongKey { .. } => LintCode::LongKey,
            Self::DuplicateKeys { .. } => LintCode::DuplicateKeys,
        }
    }
}

/// A machine-applicable fix: the whole recipe after the change.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::encode_sample;
/// use rowkey_core::lint::{lint, FixKind, LintCode};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let sample = parse_csv("a,b\nx,1\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "a"), KeyPart::column(2, "b")]);
/// let lints = lint(&spec, &sample, &encode_sample(&spec, &sample).unwrap());
/// let fix = lints.iter().find(|l| l.code() == LintCode::AmbiguousBoundary).unwrap().fix.as_ref().unwrap();
/// assert!(fix.spec.parts[0].separator.is_some());
/// assert_eq!(fix.kind, FixKind::AddSeparator { separator: "\x00".into() });
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Fix {
    /// What the fix does, as a value (its button label comes from the catalogues).
    pub kind: FixKind,
    /// The recipe with the fix applied (valid).
    pub spec: KeySpec,
    /// The pre-split that goes with the new recipe, when the fix changes the key's leading
    /// bytes: a salt in front comes with one region per bucket, or the old split points
    /// would no longer separate anything.
    #[serde(default)]
    pub splits: Option<SplitSpec>,
}
crate::wire::wire_struct!(Fix { kind, spec, splits });

/// What a [`Fix`] does, with the values its button label needs.
///
/// # Examples
///
/// ```
/// use rowkey_core::lint::FixKind;
/// assert_ne!(FixKind::ZeroPadToDigits { digits: 3 }, FixKind::LeftPadToChars { chars: 3 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub enum FixKind {
    /// Zero-pad an integer to the digits of its type (`long`: Java's `long`, else `int`).
    ZeroPadToType {
        /// Digits of the type's largest value.
        digits: usize,
        /// Whether the type is `long`.
        long: bool,
    },
    /// Zero-pad an integer to the sample's longest value.
    ZeroPadToDigits {
        /// The width.
        digits: usize,
    },
    /// Left-pad digit text with `0` to the digits of its column's type.
    LeftPadToType {
        /// Digits of the type's largest value.
        chars: usize,
        /// Whether the type is `long`.
        long: bool,
    },
    /// Left-pad digit text with `0` to the sample's longest value.
    LeftPadToChars {
        /// The width.
        chars: usize,
    },
    /// Zero-pad a reverse timestamp to the digits of what it is subtracted from.
    ZeroPadReverse {
        /// The width.
        digits: u16,
    },
    /// Flip the sign bit of two's complement binary.
    FlipSignBit,
    /// End the part with a separator.
    AddSeparator {
        /// The separator.
        separator: ByteString,
    },
    /// Use another separator, one no value contains.
    UseSeparator {
        /// The separator.
        separator: ByteString,
    },
    /// Keep 6 hex characters of the md5.
    KeepHexChars,
    /// Keep 3 bytes of the md5.
    KeepBytes,
    /// Move the salt or hash to the front of the key.
    MoveToFront,
    /// Put a salt byte in front of the key.
    AddSalt,
    /// Trim the white space around typed split points.
    TrimSplits,
}
crate::wire::wire_enum!(FixKind {
    ZeroPadToType { digits, long },
    ZeroPadToDigits { digits },
    LeftPadToType { chars, long },
    LeftPadToChars { chars },
    ZeroPadReverse { digits },
    FlipSignBit,
    AddSeparator { separator },
    UseSeparator { separator },
    KeepHexChars,
    KeepBytes,
    MoveToFront,
    AddSalt,
    TrimSplits
});

/// Buckets of the Phoenix-style salt byte the monotonic-lead fix puts in front.
pub const SALT_FIX_BUCKETS: u32 = 8;

/// The pre-split that gives each bucket of `salt`, put in front of the key, a region of its
/// own: Phoenix's `SALT_BUCKETS` split points `\x01 … \x(n−1)` for a salt byte, the letters
/// `b …` for a letter salt, the zero-padded bucket numbers `1 …` for decimal text.
/// `None` when the buckets cannot be told apart by a split point (unpadded numbers of
/// several digits, where bucket `1` is a prefix of bucket `10`) or there are too many.
///
/// # Examples
///
/// ```
/// use rowkey_core::lint::per_bucket_splits;
/// use rowkey_core::spec::Salt;
/// use rowkey_core::split::SplitSpec;
/// assert_eq!(per_bucket_splits(&Salt::phoenix(8)), Some(SplitSpec::SaltBuckets { buckets: 8 }));
/// let letters = per_bucket_splits(&Salt::random_letters(1, 4)).unwrap();
/// assert_eq!(letters, SplitSpec::Explicit { splits: vec!["b".into(), "c".into(), "d".into()] });
/// ```
#[must_use]
pub fn per_bucket_splits(salt: &Salt) -> Option<SplitSpec> {
    let buckets = salt.buckets;
    if !(2..=crate::split::MAX_REGIONS).contains(&buckets) {
        return None;
    }
    let texts = |name: &dyn Fn(u32) -> String| SplitSpec::Explicit {
        splits: (1..buckets).map(name).collect(),
    };
    match salt.output {
        BucketOutput::Byte => u16::try_from(buckets)
            .ok()
            .filter(|&b| b <= 256)
            .map(|buckets| SplitSpec::SaltBuckets { buckets }),
        BucketOutput::Letter => (buckets <= 26)
            .then(|| texts(&|b| char::from(b'a' + u8::try_from(b).unwrap_or(0)).to_string())),
        BucketOutput::Decimal { width } => {
            let digits = (buckets - 1).to_string().len();
            let width = usize::from(width);
            (width >= digits || buckets <= 10).then(|| texts(&|b| format!("{b:0width$}")))
        }
    }
}

/// Most example rows a lint lists.
pub const MAX_EXAMPLE_ROWS: usize = 5;

/// Keys longer than this get [`LintCode::LongKey`] advice.
pub const ADVISED_KEY_LENGTH: usize = 16;

/// Fewest rows before a steady increase counts as monotonic.
const MONOTONIC_MIN_ROWS: usize = 4;

/// The Spearman rank correlation of `values` with their positions (1.0: they rise in
/// position order, -1.0: they fall), ties ranked by their mean rank; `None` for fewer than
/// two values or when every value is the same (no order to correlate).
///
/// `O(n log n)`: one sort of the positions by value.
fn rank_correlation<T: Ord>(values: &[T]) -> Option<f64> {
    let mut by_value: Vec<usize> = (0..values.len()).collect();
    by_value.sort_unstable_by(|&a, &b| values[a].cmp(&values[b]));
    let tied: Vec<bool> = by_value
        .iter()
        .enumerate()
        .map(|(i, &v)| i > 0 && values[by_value[i - 1]] == values[v])
        .collect();
    correlation_of_ranks(&by_value, &tied)
}

/// [`rank_correlation`] of byte strings (a key part's values), sorted as the analysis sorts
/// keys: 8 bytes at a time as integers (`key::sort_order_with_ties`), not by a comparison
/// sort of slices, which took a fifth of a 1,000,000-row analysis.
fn bytes_rank_correlation(values: &[&[u8]]) -> Option<f64> {
    let arena: crate::key::KeyArena = values.iter().copied().collect();
    let (by_value, tied) = crate::key::sort_order_with_ties(&arena);
    correlation_of_ranks(&by_value, &tied)
}

/// Spearman's correlation from the positions in value order (`by_value`) and, for each of
/// them, whether its value equals the previous one's (`tied`): each run of equal values gets
/// its mean rank, then Pearson's correlation of the ranks with the positions `0..n`.
fn correlation_of_ranks(by_value: &[usize], tied: &[bool]) -> Option<f64> {
    let n = by_value.len();
    if n < 2 {
        return None;
    }
    let mut rank = vec![0.0f64; n];
    let mut start = 0;
    while start < n {
        let mut end = start + 1;
        while end < n && tied[end] {
            end += 1;
        }
        let mean = (start + end - 1) as f64 / 2.0;
        for &i in &by_value[start..end] {
            rank[i] = mean;
        }
        start = end;
    }
    let mean = (n - 1) as f64 / 2.0;
    let (mut cov, mut var_rank, mut var_pos) = (0.0, 0.0, 0.0);
    for (pos, r) in rank.iter().enumerate() {
        let (dr, dp) = (r - mean, pos as f64 - mean);
        cov += dr * dp;
        var_rank += dr * dr;
        var_pos += dp * dp;
    }
    (var_rank > 0.0).then(|| cov / (var_rank * var_pos).sqrt())
}

/// Runs every lint. `encoded` must be `encode_sample(spec, sample)`.
///
/// Lints come back sorted by severity (errors first), then by part order.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::encode_sample;
/// use rowkey_core::lint::{lint, LintCode};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let sample = parse_csv("uid\na\nb\na\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let lints = lint(&spec, &sample, &encode_sample(&spec, &sample).unwrap());
/// let dup = lints.iter().find(|l| l.code() == LintCode::DuplicateKeys).unwrap();
/// assert_eq!(dup.rows, [0, 2]);
/// ```
#[must_use]
pub fn lint(spec: &KeySpec, sample: &Sample, encoded: &EncodedSample) -> Vec<Lint> {
    let keys = EncodedKeys::from_encoded(spec, encoded);
    let order = sort_order(keys.keys());
    lint_keys(spec, sample, &keys, &order)
}

/// [`lint`] for a wide row: `qualifier` names the sample column whose value is each row's
/// column qualifier (see [`Design::qualifier`](crate::design::Design::qualifier)), so rows
/// that share a key are cells of one row and only those that also share the qualifier are
/// duplicates. A name the sample does not have is ignored.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::encode_sample;
/// use rowkey_core::lint::{LintCode, lint, lint_qualified};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "follower")]);
/// let sample = parse_csv("follower,followed\nann,bob\nann,cai\n").unwrap();
/// let encoded = encode_sample(&spec, &sample).unwrap();
/// let dup = |l: &[rowkey_core::lint::Lint]| l.iter().any(|l| l.code() == LintCode::DuplicateKeys);
/// assert!(dup(&lint(&spec, &sample, &encoded)));
/// assert!(!dup(&lint_qualified(&spec, &sample, &encoded, Some("followed"))));
/// ```
#[must_use]
pub fn lint_qualified(
    spec: &KeySpec,
    sample: &Sample,
    encoded: &EncodedSample,
    qualifier: Option<&str>,
) -> Vec<Lint> {
    let keys = EncodedKeys::from_encoded(spec, encoded);
    let (order, tied) = crate::key::sort_order_with_ties(keys.keys());
    let column = qualifier.and_then(|name| sample.column_index(name));
    lint_keys_qualified(spec, sample, &keys, &order, &tied, column, None)
}

/// [`lint`] over keys already encoded and sorted: `keys` must be
/// `EncodedKeys::encode(spec, sample)` and `order` must be `sort_order(keys.keys())` (the
/// duplicate check reads equal keys as neighbours in that order).
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::EncodedKeys;
/// use rowkey_core::key::sort_order;
/// use rowkey_core::lint::{lint_keys, LintCode};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let sample = parse_csv("uid\nb\na\nb\na\nb\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let keys = EncodedKeys::encode(&spec, &sample).unwrap();
/// let lints = lint_keys(&spec, &sample, &keys, &sort_order(keys.keys()));
/// let dup = lints.iter().find(|l| l.code() == LintCode::DuplicateKeys).unwrap();
/// assert_eq!(dup.rows, [0, 2, 4]);
/// ```
#[must_use]
pub fn lint_keys(
    spec: &KeySpec,
    sample: &Sample,
    keys: &EncodedKeys,
    order: &[usize],
) -> Vec<Lint> {
    lint_keys_tied(
        spec,
        sample,
        keys,
        order,
        &crate::key::ties_of(keys.keys(), order),
    )
}

/// [`lint_keys`] with `tied`, for each position of `order`, whether its key equals the
/// previous one's (as `sort_order_with_ties` gives them).
pub(crate) fn lint_keys_tied(
    spec: &KeySpec,
    sample: &Sample,
    keys: &EncodedKeys,
    order: &[usize],
    tied: &[bool],
) -> Vec<Lint> {
    lint_keys_qualified(spec, sample, keys, order, tied, None, None)
}

/// [`lint_keys`] knowing the design's queries: a numeric part under an md5 prefix is flagged
/// as sorting `1, 10, 2` only when a query ranges over it (see [`LintCode::UnpaddedNumber`]'s
/// lint). Without queries ([`lint_keys`]) it is flagged whenever its order could matter.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::EncodedKeys;
/// use rowkey_core::key::sort_order;
/// use rowkey_core::lint::{lint_keys_with_queries, LintCode};
/// use rowkey_core::plan::{Op, Predicate, Query};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};
///
/// let sample = parse_csv("user,id\na,1\na,10\nb,2\n").unwrap();
/// let spec = KeySpec::new(vec![
///     KeyPart::md5_hex_of_columns(1, &["user"], 4),
///     KeyPart::column(2, "user").with_separator("|"),
///     KeyPart::column(3, "id").with_encoding(Encoding::integer(IntFormat::Decimal)),
/// ]);
/// let keys = EncodedKeys::encode(&spec, &sample).unwrap();
/// let order = sort_order(keys.keys());
/// let unpadded = |queries: &[Query]| {
///     lint_keys_with_queries(&spec, &sample, &keys, &order, queries)
///         .iter()
///         .any(|l| l.code() == LintCode::UnpaddedNumber)
/// };
/// // Only gets of one user's id: the id's order never matters.
/// let get = Query::new("one").with(Predicate { column: "id".into(), op: Op::Eq { value: "1".into() } });
/// assert!(!unpadded(&[get]));
/// // A range over a user's ids: within one md5 prefix, 1, 10, 2 is the wrong order.
/// let range = Query::new("range").with(Predicate { column: "id".into(), op: Op::Lt { value: "5".into() } });
/// assert!(unpadded(&[range]));
/// ```
#[must_use]
pub fn lint_keys_with_queries(
    spec: &KeySpec,
    sample: &Sample,
    keys: &EncodedKeys,
    order: &[usize],
    queries: &[Query],
) -> Vec<Lint> {
    let tied = crate::key::ties_of(keys.keys(), order);
    lint_keys_qualified(spec, sample, keys, order, &tied, None, Some(queries))
}

/// The columns whose order some query needs: a range over them, or "the latest N" by them.
fn ranged_columns(queries: &[Query]) -> Vec<String> {
    let mut out = Vec::new();
    for query in queries {
        for p in &query.predicates {
            if matches!(
                p.op,
                Op::Lt { .. } | Op::Le { .. } | Op::Gt { .. } | Op::Ge { .. } | Op::Between { .. }
            ) {
                out.push(p.column.clone());
            }
        }
        if let Some(latest) = &query.latest {
            out.push(latest.column.clone());
        }
    }
    out
}

/// [`lint_keys_tied`] for a wide row: `qualifier` is the sample column whose value is each
/// row's column qualifier, so rows that share a key are cells of one row and only rows that
/// share the key *and* the qualifier overwrite each other.
pub(crate) fn lint_keys_qualified(
    spec: &KeySpec,
    sample: &Sample,
    keys: &EncodedKeys,
    order: &[usize],
    tied: &[bool],
    qualifier: Option<usize>,
    queries: Option<&[Query]>,
) -> Vec<Lint> {
    let ctx = Ctx {
        ranged: queries.map(ranged_columns),
        spec,
        sample,
        encoded: keys,
        order,
        tied,
        traits: spec.parts.iter().map(PartTraits::of).collect(),
        qualifier,
    };
    let mut out = Vec::new();
    for (i, part) in spec.parts.iter().enumerate() {
        ctx.unpadded_number(i, part, &mut out);
        ctx.reverse_digits(part, &mut out);
        ctx.negative_binary(part, &mut out);
        ctx.ambiguous_boundary(i, part, &mut out);
        ctx.separator_in_value(part, &mut out);
        ctx.long_md5_prefix(i, part, &mut out);
    }
    ctx.monotonic(&mut out);
    ctx.key_lengths(&mut out);
    ctx.duplicates(&mut out);
    crate::order::sort_by_key(&mut out, |l| {
        (
            l.severity,
            l.part.and_then(|p| spec.position(p)).unwrap_or(usize::MAX),
        )
    });
    out
}

struct Ctx<'a> {
    spec: &'a KeySpec,
    sample: &'a Sample,
    encoded: &'a EncodedKeys,
    order: &'a [usize],
    /// For each position of `order`, whether its key equals the previous one's.
    tied: &'a [bool],
    traits: Vec<PartTraits>,
    /// The sample column holding each row's column qualifier, for a wide row.
    qualifier: Option<usize>,
    /// The columns some query ranges over (or takes the latest by), when the queries are
    /// known.
    ranged: Option<Vec<String>>,
}

/// A spec with one part replaced, if still valid.
fn replaced(spec: &KeySpec, index: usize, part: KeyPart) -> Option<KeySpec> {
    let mut new = spec.clone();
    *new.parts.get_mut(index)? = part;
    new.validate().ok().map(|()| new)
}

/// The Java integer type a zero-padding fix makes room for, whatever a later value of it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum IntType {
    /// `int`: `Integer.MAX_VALUE` = 2,147,483,647, 10 digits.
    Int,
    /// `long`: `Long.MAX_VALUE` = 9,223,372,036,854,775,807, 19 digits. (19, not 20: the text
    /// of `Long.MIN_VALUE` is 20 characters with its `-`, but a zero-padded number is never
    /// negative: `IntFormat::ZeroPadded` refuses a negative value, and the fix is not offered
    /// when the sample has one.)
    Long,
}

impl IntType {
    /// Digits of the type's largest value.
    fn digits(self) -> usize {
        match self {
            Self::Int => 10,
            Self::Long => 19,
        }
    }
}

fn integer_of(part: &KeyPart) -> Option<IntegerEncoding> {
    match &part.value {
        PartValue::Field {
            encoding: Encoding::Integer(integer),
            ..
        }
        | PartValue::Field {
            encoding:
                Encoding::Timestamp {
                    output: TimeOutput::Number { integer, .. },
                    ..
                },
            ..
        } => Some(*integer),
        _ => None,
    }
}

fn with_integer(part: &KeyPart, new: IntegerEncoding) -> KeyPart {
    let mut part = part.clone();
    if let PartValue::Field { encoding, .. } = &mut part.value {
        match encoding {
            Encoding::Integer(integer)
            | Encoding::Timestamp {
                output: TimeOutput::Number { integer, .. },
                ..
            } => *integer = new,
            Encoding::Text { .. } | Encoding::Timestamp { .. } | Encoding::Typed(_) => {}
        }
    }
    part
}

impl Ctx<'_> {
    /// `(row, value bytes)` of a part over the encoded rows.
    fn values(&self, part: PartId) -> impl Iterator<Item = (usize, &[u8])> {
        let position = self.spec.position(part);
        self.encoded
            .rows()
            .iter()
            .enumerate()
            .filter_map(move |(i, &row)| Some((row, self.encoded.value(i, position?)?)))
    }

    /// The rows of the first [`MAX_EXAMPLE_ROWS`] keys whose value of a part passes `test`
    /// (a scan in rowkey-kernels).
    fn example_rows(&self, part: PartId, test: ValueTest<'_>) -> Vec<usize> {
        let Some(position) = self.spec.position(part) else {
            return Vec::new();
        };
        let rows = self.encoded.rows();
        self.encoded
            .part_values()
            .first_keys_where(position, test, MAX_EXAMPLE_ROWS)
            .into_iter()
            .filter_map(|key| rows.get(key).copied())
            .collect()
    }

    fn lengths_differ(&self, part: PartId) -> Option<(usize, usize, Vec<usize>)> {
        let mut min: Option<(usize, usize)> = None;
        let mut max: Option<(usize, usize)> = None;
        for (row, v) in self.values(part) {
            if min.is_none_or(|(l, _)| v.len() < l) {
                min = Some((v.len(), row));
            }
            if max.is_none_or(|(l, _)| v.len() > l) {
                max = Some((v.len(), row));
            }
        }
        let ((lo, lo_row), (hi, hi_row)) = (min?, max?);
        (lo != hi).then(|| (lo, hi, vec![lo_row, hi_row]))
    }

    /// The Java type a part's sample values are read as, for the width a zero-padding fix
    /// pads to: `int` when every value is a non-negative number up to `Integer.MAX_VALUE`,
    /// `long` up to `Long.MAX_VALUE`; `None` when one is not such a number (a sign, a value
    /// beyond a long), and the fix pads to the sample's widest value.
    fn type_width(&self, part: PartId) -> Option<IntType> {
        let mut ty = IntType::Int;
        for (_, v) in self.values(part) {
            let n: i64 = std::str::from_utf8(v).ok()?.parse().ok()?;
            if n < 0 {
                return None;
            }
            if n > i64::from(i32::MAX) {
                ty = IntType::Long;
            }
        }
        Some(ty)
    }

    /// Whether an md5 prefix before the part at `index` makes the part's order irrelevant:
    /// the md5 hashes the part's own column (each value lands under its own prefix), or its
    /// order matters only within one prefix and no query ranges over it (when the queries
    /// are known).
    fn order_hidden_by_hash(&self, index: usize) -> bool {
        let Some((own, before)) = self.traits.get(index).zip(self.traits.get(..index)) else {
            return false;
        };
        let mut hashed = false;
        for t in before {
            if t.order == OrderEffect::Breaking(BreakReason::Hash) {
                hashed = true;
                if t.columns.iter().any(|c| own.columns.contains(c)) {
                    return true;
                }
            }
        }
        hashed
            && self
                .ranged
                .as_ref()
                .is_some_and(|ranged| !own.columns.iter().any(|c| ranged.contains(c)))
    }

    fn unpadded_number(&self, index: usize, part: &KeyPart, out: &mut Vec<Lint>) {
        if self.order_hidden_by_hash(index) {
            return;
        }
        if let Some(integer) = integer_of(part) {
            if integer.reverse.is_some() || integer.format != IntFormat::Decimal {
                return;
            }
            let Some((_, hi, rows)) = self.lengths_differ(part.id) else {
                return;
            };
            let negative = self.values(part.id).any(|(_, v)| v.first() == Some(&b'-'));
            let width = self.type_width(part.id);
            let fix = (!negative)
                .then(|| {
                    let digits = width.map_or(hi, IntType::digits);
                    let width = u16::try_from(digits).ok()?;
                    let new =
                        with_integer(part, IntegerEncoding::new(IntFormat::ZeroPadded { width }));
                    replaced(self.spec, index, new)
                })
                .flatten()
                .map(|spec| Fix {
                    kind: match width {
                        Some(ty) => FixKind::ZeroPadToType {
                            digits: ty.digits(),
                            long: ty == IntType::Long,
                        },
                        None => FixKind::ZeroPadToDigits { digits: hi },
                    },
                    spec,
                    splits: None,
                });
            out.push(Lint {
                finding: Finding::UnpaddedNumber {
                    part: self.spec.number(part.id),
                },
                severity: Severity::Warning,
                part: Some(part.id),
                rows,
                fix,
            });
            return;
        }
        // Plain text whose sample values are all digit strings.
        let PartValue::Field {
            source: Source::Column { .. },
            transforms,
            encoding: Encoding::Text { pad: None },
        } = &part.value
        else {
            return;
        };
        if !transforms.is_empty() {
            return;
        }
        let mut any = false;
        for (_, v) in self.values(part.id) {
            if v.is_empty() || !v.iter().all(u8::is_ascii_digit) {
                return;
            }
            any = true;
        }
        if !any {
            return;
        }
        let Some((_, hi, rows)) = self.lengths_differ(part.id) else {
            return;
        };
        let width = self.type_width(part.id);
        let fix = u16::try_from(width.map_or(hi, IntType::digits))
            .ok()
            .map(|w| part.clone().with_encoding(Encoding::padded(Pad::left(w))))
            .and_then(|p| replaced(self.spec, index, p))
            .map(|spec| Fix {
                kind: match width {
                    Some(ty) => FixKind::LeftPadToType {
                        chars: ty.digits(),
                        long: ty == IntType::Long,
                    },
                    None => FixKind::LeftPadToChars { chars: hi },
                },
                spec,
                splits: None,
            });
        out.push(Lint {
            finding: Finding::UnpaddedDigitsText {
                part: self.spec.number(part.id),
            },
            severity: Severity::Warning,
            part: Some(part.id),
            rows,
            fix,
        });
    }

    fn reverse_digits(&self, part: &KeyPart, out: &mut Vec<Lint>) {
        let Some(integer) = integer_of(part) else {
            return;
        };
        let Some(from) = integer.reverse else { return };
        if integer.format != IntFormat::Decimal {
            return;
        }
        let Some((lo, hi, rows)) = self.lengths_differ(part.id) else {
            return;
        };
        let digits = u16::try_from(from.value().unsigned_abs().to_string().len()).unwrap_or(19);
        let fix = self.spec.position(part.id).and_then(|index| {
            let new = with_integer(
                part,
                IntegerEncoding::new(IntFormat::ZeroPadded { width: digits }).reversed(from),
            );
            replaced(self.spec, index, new).map(|spec| Fix {
                kind: FixKind::ZeroPadReverse { digits },
                spec,
                splits: None,
            })
        });
        out.push(Lint {
            finding: Finding::ReverseTimestampDigits {
                part: self.spec.number(part.id),
                from,
                shortest: lo,
                longest: hi,
            },
            severity: Severity::Warning,
            part: Some(part.id),
            rows,
            fix,
        });
    }

    fn negative_binary(&self, part: &KeyPart, out: &mut Vec<Lint>) {
        let Some(integer) = integer_of(part) else {
            return;
        };
        let IntFormat::Binary {
            width,
            style: BinaryStyle::TwosComplement,
            overflow,
        } = integer.format
        else {
            return;
        };
        let rows = self.example_rows(part.id, ValueTest::FirstByteAtLeast(0x80));
        let fix = self.spec.position(part.id).and_then(|index| {
            let new = with_integer(
                part,
                IntegerEncoding {
                    reverse: integer.reverse,
                    format: IntFormat::Binary {
                        width,
                        style: BinaryStyle::SignFlipped,
                        overflow,
                    },
                },
            );
            replaced(self.spec, index, new).map(|spec| Fix {
                kind: FixKind::FlipSignBit,
                spec,
                splits: None,
            })
        });
        if rows.is_empty() {
            // No negative value yet: times still sort like their bytes, and "latest N"
            // plans rely on it (`plan::SampleFacts`); warn that an earlier time would not.
            if integer.reverse.is_none()
                && crate::plan::twos_complement_time(part).is_some()
                && self.sample.row_count() > 0
            {
                out.push(Lint {
                    finding: Finding::SignedBinaryTime {
                        part: self.spec.number(part.id),
                    },
                    severity: Severity::Warning,
                    part: Some(part.id),
                    rows,
                    fix,
                });
            }
            return;
        }
        out.push(Lint {
            finding: Finding::NegativeSignedBinary {
                part: self.spec.number(part.id),
            },
            severity: Severity::Warning,
            part: Some(part.id),
            rows,
            fix,
        });
    }

    fn ambiguous_boundary(&self, index: usize, part: &KeyPart, out: &mut Vec<Lint>) {
        if index + 1 >= self.spec.parts.len()
            || part.separator.as_ref().is_some_and(|s| !s.is_empty())
        {
            return;
        }
        let Some(traits) = self.traits.get(index) else {
            return;
        };
        if traits.fixed_width.is_some()
            || part
                .value
                .typed_encoding()
                .is_some_and(TypedEncoding::delimits_itself)
        {
            return;
        }
        // Only the rest of the key follows: nothing to confuse if every later part is empty.
        let fix = self.pick_separator(part.id).and_then(|sep| {
            let mut new = part.clone();
            new.separator = Some(sep.clone());
            replaced(self.spec, index, new).map(|spec| Fix {
                kind: FixKind::AddSeparator { separator: sep },
                spec,
                splits: None,
            })
        });
        out.push(Lint {
            finding: Finding::AmbiguousBoundary {
                part: self.spec.number(part.id),
            },
            severity: Severity::Warning,
            part: Some(part.id),
            rows: Vec::new(),
            fix,
        });
    }

    /// A separator that never occurs in the part's values.
    fn pick_separator(&self, part: PartId) -> Option<ByteString> {
        [&b"\x00"[..], b"#", b"|", b"_", b"\x01"]
            .into_iter()
            .find(|sep| {
                !self
                    .values(part)
                    .any(|(_, v)| rowkey_kernels::bytes::contains(v, sep))
            })
            .map(ByteString::from)
    }

    fn separator_in_value(&self, part: &KeyPart, out: &mut Vec<Lint>) {
        let Some(sep) = part.separator.as_ref().filter(|s| !s.is_empty()) else {
            return;
        };
        let rows = self.example_rows(part.id, ValueTest::Contains(sep.as_bytes()));
        if rows.is_empty() {
            return;
        }
        let fix = self.pick_separator(part.id).and_then(|new_sep| {
            let index = self.spec.position(part.id)?;
            let mut new = part.clone();
            new.separator = Some(new_sep.clone());
            replaced(self.spec, index, new).map(|spec| Fix {
                kind: FixKind::UseSeparator { separator: new_sep },
                spec,
                splits: None,
            })
        });
        out.push(Lint {
            finding: Finding::SeparatorInValue {
                part: self.spec.number(part.id),
                separator: sep.clone(),
            },
            severity: Severity::Warning,
            part: Some(part.id),
            rows,
            fix,
        });
    }

    fn long_md5_prefix(&self, index: usize, part: &KeyPart, out: &mut Vec<Lint>) {
        let PartValue::Md5 {
            input: HashInput::Columns(cols),
            output,
        } = &part.value
        else {
            return;
        };
        let (shorter, kind) = match *output {
            Md5Output::Hex { chars } if chars > 6 => {
                (Md5Output::Hex { chars: 6 }, FixKind::KeepHexChars)
            }
            Md5Output::Raw { bytes } if bytes > 3 => {
                (Md5Output::Raw { bytes: 3 }, FixKind::KeepBytes)
            }
            _ => return,
        };
        // Only when the hashed columns are also in the key after it: then the prefix just
        // spreads rows, and uniqueness comes from the columns themselves.
        let later_fields: Vec<&str> = self
            .spec
            .parts
            .iter()
            .skip(index + 1)
            .filter(|p| matches!(p.value, PartValue::Field { .. }))
            .flat_map(KeyPart::columns_read)
            .collect();
        if !cols.iter().all(|c| later_fields.contains(&c.as_str())) {
            return;
        }
        let mut new = part.clone();
        if let PartValue::Md5 { output, .. } = &mut new.value {
            *output = shorter;
        }
        let fix = replaced(self.spec, index, new).map(|spec| Fix {
            kind,
            spec,
            splits: None,
        });
        out.push(Lint {
            finding: Finding::LongMd5Prefix {
                part: self.spec.number(part.id),
                width: output.width(),
            },
            severity: Severity::Advice,
            part: Some(part.id),
            rows: Vec::new(),
            fix,
        });
    }

    /// Whether a part's values rise (or fall) *mostly* in row order (the order rows are
    /// written in): the Spearman rank correlation of the part's values with the row order is
    /// at least [`MONOTONIC_RANK_CORRELATION`] (or at most its negative). A few rows out of
    /// place (ids shuffled within small windows, clocks a few milliseconds apart) still send
    /// every new row to the end of the key space.
    fn is_monotonic(&self, index: usize) -> bool {
        let Some(part) = self.spec.parts.get(index) else {
            return false;
        };
        if let PartValue::Field {
            encoding: Encoding::Timestamp { .. },
            ..
        } = part.value
        {
            if self.traits.get(index).is_some_and(|t| {
                matches!(t.order, OrderEffect::Preserving | OrderEffect::Reversing)
            }) {
                return true;
            }
        }
        if !matches!(part.value, PartValue::Field { .. }) {
            return false;
        }
        let values: Vec<&[u8]> = self.values(part.id).map(|(_, v)| v).collect();
        if values.len() < MONOTONIC_MIN_ROWS {
            return false;
        }
        if bytes_rank_correlation(&values).is_some_and(|r| r.abs() >= MONOTONIC_RANK_CORRELATION) {
            return true;
        }
        // Numbers as unpadded text: compare as numbers. Only for the column's own text: a
        // reversed or cut value no longer follows the column's numeric order.
        let PartValue::Field {
            transforms,
            encoding: Encoding::Text { .. },
            ..
        } = &part.value
        else {
            return false;
        };
        if !transforms.is_empty() {
            return false;
        }
        let Some(col) = part
            .columns_read()
            .first()
            .and_then(|c| self.sample.column_index(c))
        else {
            return false;
        };
        let numbers: Option<Vec<i128>> = self
            .sample
            .iter_rows()
            .map(|r| {
                r.get(col)
                    .and_then(|v| crate::number::parse_integer(v).ok())
            })
            .collect();
        numbers.is_some_and(|n| {
            n.len() >= MONOTONIC_MIN_ROWS
                && rank_correlation(&n).is_some_and(|r| r.abs() >= MONOTONIC_RANK_CORRELATION)
        })
    }

    fn monotonic(&self, out: &mut Vec<Lint>) {
        let parts = &self.spec.parts;
        let spreader = |p: &KeyPart| matches!(p.value, PartValue::Salt(_) | PartValue::Md5 { .. });
        // Whether a part rises steadily matters only before a salt or hash (which it would
        // defeat), or for the leading part when nothing spreads the key: the others' answer
        // changes no lint, and finding it ranks every value of the part (a sort of the sample).
        let last_spreader = parts.iter().rposition(spreader);
        let lead = parts
            .iter()
            .position(|p| !matches!(p.value, PartValue::Literal { .. }));
        self.monotonic_with(
            |i| {
                let needed = match last_spreader {
                    Some(s) => i < s,
                    None => Some(i) == lead,
                };
                needed && self.is_monotonic(i)
            },
            out,
        );
    }

    /// [`Ctx::monotonic`] with `is_monotonic` telling whether the part at an index rises
    /// steadily (asked in part order, until one does).
    fn monotonic_with(&self, is_monotonic: impl Fn(usize) -> bool, out: &mut Vec<Lint>) {
        let parts = &self.spec.parts;
        let spreader = |p: &KeyPart| matches!(p.value, PartValue::Salt(_) | PartValue::Md5 { .. });
        // Each salt or hash that comes after a steadily rising part spreads nothing.
        let mut first_monotonic: Option<usize> = None;
        let mut any_spreader = false;
        for (i, part) in parts.iter().enumerate() {
            if spreader(part) {
                any_spreader = true;
                let Some(m) = first_monotonic else { continue };
                let Some(mono) = parts.get(m) else { continue };
                let mut spec = self.spec.clone();
                let moved = spec.parts.remove(i);
                let splits = match &moved.value {
                    PartValue::Salt(salt) => per_bucket_splits(salt),
                    _ => None,
                };
                spec.parts.insert(0, moved);
                let fix = spec.validate().ok().map(|()| Fix {
                    kind: FixKind::MoveToFront,
                    spec,
                    splits,
                });
                out.push(Lint {
                    finding: Finding::SaltAfterMonotonic {
                        part: self.spec.number(part.id),
                        monotonic: self.spec.number(mono.id),
                    },
                    severity: Severity::Warning,
                    part: Some(part.id),
                    rows: Vec::new(),
                    fix,
                });
            } else if first_monotonic.is_none() && is_monotonic(i) {
                first_monotonic = Some(i);
            }
        }
        // The key starts with a steadily rising part and nothing spreads it.
        let Some(lead) = parts
            .iter()
            .position(|p| !matches!(p.value, PartValue::Literal { .. }))
        else {
            return;
        };
        if any_spreader || first_monotonic != Some(lead) {
            return;
        }
        let Some(lead_part) = parts.get(lead) else {
            return;
        };
        let mut spec = self.spec.clone();
        let id = spec.next_id();
        let salt = Salt::phoenix(SALT_FIX_BUCKETS);
        let splits = per_bucket_splits(&salt);
        spec.parts.insert(0, KeyPart::salt(id.0, salt));
        let fix = spec.validate().ok().map(|()| Fix {
            kind: FixKind::AddSalt,
            spec,
            splits,
        });
        out.push(Lint {
            finding: Finding::MonotonicLeadingPart {
                part: self.spec.number(lead_part.id),
            },
            severity: Severity::Warning,
            part: Some(lead_part.id),
            rows: Vec::new(),
            fix,
        });
    }

    fn key_lengths(&self, out: &mut Vec<Lint>) {
        let mut longest: Option<(usize, usize)> = None;
        let mut too_long = Vec::new();
        let (mut total, mut count) = (0usize, 0usize);
        for (&row, key) in self.encoded.rows().iter().zip(self.encoded.keys().iter()) {
            let len = key.len();
            total += len;
            count += 1;
            if longest.is_none_or(|(l, _)| len > l) {
                longest = Some((len, row));
            }
            if len > MAX_ROW_LENGTH && too_long.len() < MAX_EXAMPLE_ROWS {
                too_long.push(row);
            }
        }
        let Some((max, row)) = longest else { return };
        if !too_long.is_empty() {
            out.push(Lint {
                finding: Finding::KeyTooLong { longest: max },
                severity: Severity::Error,
                part: None,
                rows: too_long,
                fix: None,
            });
        } else if max > ADVISED_KEY_LENGTH {
            out.push(Lint {
                finding: Finding::LongKey {
                    longest: max,
                    mean: total / count.max(1),
                },
                severity: Severity::Advice,
                part: None,
                rows: vec![row],
                fix: None,
            });
        }
    }

    fn duplicates(&self, out: &mut Vec<Lint>) {
        // Equal keys are neighbours in the sorted order, in input order among themselves:
        // each run of two or more is a group of rows sharing a key.
        let rows = self.encoded.rows();
        let mut groups: Vec<Vec<usize>> = Vec::new();
        let mut run_start = 0;
        for end in 1..=self.order.len() {
            let same = self.tied.get(end).copied().unwrap_or(false);
            if !same {
                if end - run_start > 1 {
                    let run = self.order.get(run_start..end).unwrap_or_default();
                    groups.push(run.iter().filter_map(|&k| rows.get(k).copied()).collect());
                }
                run_start = end;
            }
        }
        if let Some(column) = self.qualifier {
            // A wide row: rows sharing a key are its cells; only those that also share the
            // qualifier write the same cell.
            groups = groups
                .into_iter()
                .flat_map(|group| {
                    let mut cells: Vec<(&str, usize)> = group
                        .iter()
                        .map(|&r| (self.sample.value(r, column).unwrap_or_default(), r))
                        .collect();
                    cells.sort_unstable();
                    cells
                        .chunk_by(|a, b| a.0 == b.0)
                        .filter(|run| run.len() > 1)
                        .map(|run| run.iter().map(|&(_, r)| r).collect::<Vec<usize>>())
                        .collect::<Vec<_>>()
                })
                .collect();
        }
        let mut dups: Vec<&Vec<usize>> = groups.iter().collect();
        if dups.is_empty() {
            return;
        }
        crate::order::sort_by_key(&mut dups, |g| g.first().copied());
        let rows_lost: usize = dups.iter().map(|g| g.len() - 1).sum();
        let Some(first) = dups.first().copied() else {
            return;
        };
        let example = first
            .first()
            .map_or_else(Vec::new, |row| self.example_key(*row));
        let cell = self.qualifier.map(|column| DuplicateCell {
            column: self
                .sample
                .columns()
                .get(column)
                .cloned()
                .unwrap_or_default(),
            value: first
                .first()
                .and_then(|&r| self.sample.value(r, column))
                .unwrap_or_default()
                .to_owned(),
        });
        out.push(Lint {
            finding: Finding::DuplicateKeys {
                keys: dups.len(),
                rows_lost,
                example,
                cell,
            },
            severity: Severity::Error,
            part: None,
            rows: first.iter().copied().take(MAX_EXAMPLE_ROWS).collect(),
            fix: None,
        });
    }

    fn example_key(&self, row: usize) -> Vec<u8> {
        self.encoded
            .index_of_row(row)
            .and_then(|i| self.encoded.keys().get(i))
            .map_or_else(Vec::new, <[u8]>::to_vec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encode::encode_sample;
    use crate::i18n::Localize;
    use crate::sample::parse_csv;
    use crate::spec::{Encoding, IntFormat, TimeInput, TimeUnit, Transform};

    /// Every kind of fix, with the values it carries.
    fn fix_kinds() -> impl proptest::strategy::Strategy<Value = FixKind> {
        use proptest::prelude::*;
        let separator =
            || prop::collection::vec(any::<u8>(), 0..4).prop_map(|b| ByteString::from(&b[..]));
        prop_oneof![
            (any::<usize>(), any::<bool>())
                .prop_map(|(digits, long)| FixKind::ZeroPadToType { digits, long }),
            any::<usize>().prop_map(|digits| FixKind::ZeroPadToDigits { digits }),
            (any::<usize>(), any::<bool>())
                .prop_map(|(chars, long)| FixKind::LeftPadToType { chars, long }),
            any::<usize>().prop_map(|chars| FixKind::LeftPadToChars { chars }),
            any::<u16>().prop_map(|digits| FixKind::ZeroPadReverse { digits }),
            Just(FixKind::FlipSignBit),
            separator().prop_map(|separator| FixKind::AddSeparator { separator }),
            separator().prop_map(|separator| FixKind::UseSeparator { separator }),
            Just(FixKind::KeepHexChars),
            Just(FixKind::KeepBytes),
            Just(FixKind::MoveToFront),
            Just(FixKind::AddSalt),
            Just(FixKind::TrimSplits),
        ]
    }

    /// The strategy above names every variant: a new one fails to compile here until it is
    /// added there too.
    #[allow(dead_code)]
    fn every_fix_kind_is_generated(kind: &FixKind) {
        match kind {
            FixKind::ZeroPadToType { .. }
            | FixKind::ZeroPadToDigits { .. }
            | FixKind::LeftPadToType { .. }
            | FixKind::LeftPadToChars { .. }
            | FixKind::ZeroPadReverse { .. }
            | FixKind::FlipSignBit
            | FixKind::AddSeparator { .. }
            | FixKind::UseSeparator { .. }
            | FixKind::KeepHexChars
            | FixKind::KeepBytes
            | FixKind::MoveToFront
            | FixKind::AddSalt
            | FixKind::TrimSplits => {}
        }
    }

    proptest::proptest! {
        /// A fix crosses the worker in the binary form and is saved in JSON: both read back
        /// the same value, for every kind.
        #[test]
        fn every_fix_kind_round_trips(kind in fix_kinds()) {
            let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
            let fix = Fix { kind, spec, splits: Some(SplitSpec::SaltBuckets { buckets: 4 }) };
            let back: Fix = crate::wire::from_bytes(&crate::wire::to_bytes(&fix)).unwrap();
            proptest::prop_assert_eq!(&back, &fix);
            let json = serde_json::to_string(&fix).unwrap();
            proptest::prop_assert_eq!(serde_json::from_str::<Fix>(&json).unwrap(), fix);
        }
    }

    fn run(spec: &KeySpec, csv: &str) -> Vec<Lint> {
        let sample = parse_csv(csv).unwrap();
        let encoded = encode_sample(spec, &sample).unwrap();
        lint(spec, &sample, &encoded)
    }

    fn codes(lints: &[Lint]) -> Vec<LintCode> {
        lints.iter().map(Lint::code).collect()
    }

    fn fixed(l: &Lint) -> &KeySpec {
        &l.fix.as_ref().unwrap().spec
    }

    #[test]
    fn signed_binary_with_negatives() {
        let spec = KeySpec::new(vec![
            KeyPart::column(1, "n")
                .with_encoding(Encoding::integer(IntFormat::big_endian_signed(4))),
        ]);
        let lints = run(&spec, "n\n5\n-2\n3\n");
        let l = lints
            .iter()
            .find(|l| l.code() == LintCode::NegativeSignedBinary)
            .unwrap();
        assert_eq!(l.rows, [1]);
        assert!(
            run(fixed(l), "n\n5\n-2\n3\n")
                .iter()
                .all(|l| l.code() != LintCode::NegativeSignedBinary)
        );
    }

    #[test]
    fn signed_binary_times_without_negatives() {
        use crate::spec::{IntegerEncoding, TimeInput, TimeOutput, TimeUnit};
        let ts = |reverse| {
            let mut integer = IntegerEncoding::new(IntFormat::big_endian_signed(8));
            integer.reverse = reverse;
            KeySpec::new(vec![KeyPart::column(1, "ts").with_encoding(
                Encoding::Timestamp {
                    input: TimeInput::EpochMillis,
                    output: TimeOutput::Number {
                        unit: TimeUnit::Millis,
                        integer,
                    },
                },
            )])
        };
        let spec = ts(None);
        let lints = run(&spec, "ts\n1700000000000\n0\n");
        let l = lints
            .iter()
            .find(|l| l.code() == LintCode::SignedBinaryTime)
            .unwrap();
        assert_eq!(l.severity, Severity::Warning);
        assert!(
            l.localized().en.contains("before 1970"),
            "{}",
            l.localized().en
        );
        assert!(
            run(fixed(l), "ts\n1700000000000\n0\n")
                .iter()
                .all(|l| l.code() != LintCode::SignedBinaryTime)
        );
        // A negative time: the other lint, not this one.
        let negative = codes(&run(&spec, "ts\n1700000000000\n-1\n"));
        assert!(negative.contains(&LintCode::NegativeSignedBinary));
        assert!(!negative.contains(&LintCode::SignedBinaryTime));
        // Long.MAX_VALUE − ts: a negative time cannot be written at all.
        let reversed = ts(Some(crate::spec::ReverseFrom::LongMax));
        assert!(!codes_of(&reversed).contains(&LintCode::SignedBinaryTime));
        // Integers are not times.
        let n = KeySpec::new(vec![
            KeyPart::column(1, "ts")
                .with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
        ]);
        assert!(!codes_of(&n).contains(&LintCode::SignedBinaryTime));

        fn codes_of(spec: &KeySpec) -> Vec<LintCode> {
            codes(&run(spec, "ts\n1700000000000\n"))
        }
    }

    #[test]
    fn boundaries_and_separators() {
        let spec = KeySpec::new(vec![KeyPart::column(1, "a"), KeyPart::column(2, "b")]);
        let lints = run(&spec, "a,b\nx#1,2\ny,3\n");
        let l = lints
            .iter()
            .find(|l| l.code() == LintCode::AmbiguousBoundary)
            .unwrap();
        assert_eq!(
            fixed(l).parts[0].separator.as_ref().unwrap().as_bytes(),
            b"\x00"
        );

        let spec = KeySpec::new(vec![
            KeyPart::column(1, "a").with_separator("#"),
            KeyPart::column(2, "b"),
        ]);
        let lints = run(&spec, "a,b\nx#1,2\ny,3\n");
        let l = lints
            .iter()
            .find(|l| l.code() == LintCode::SeparatorInValue)
            .unwrap();
        assert_eq!(l.rows, [0]);
        assert!(!codes(&run(fixed(l), "a,b\nx#1,2\ny,3\n")).contains(&LintCode::SeparatorInValue));
    }

    #[test]
    fn reverse_timestamp_digit_counts() {
        let spec = KeySpec::new(vec![KeyPart::column(1, "ts").with_encoding(
            Encoding::Timestamp {
                input: TimeInput::EpochSeconds,
                output: crate::spec::TimeOutput::Number {
                    unit: TimeUnit::Seconds,
                    integer: IntegerEncoding::new(IntFormat::Decimal).reversed(ReverseFrom::IntMax),
                },
            },
        )]);
        // 2147483647 − 1147483647 = 1000000000 (10 digits) vs 2147483647 − 1452553200 (9 digits).
        let lints = run(&spec, "ts\n1452553200\n1147483647\n");
        let l = lints
            .iter()
            .find(|l| l.code() == LintCode::ReverseTimestampDigits)
            .unwrap();
        assert!(l.fix.is_some());
    }

    #[test]
    fn a_reversed_sequence_is_not_a_hotspot() {
        let spec = KeySpec::new(vec![
            KeyPart::column(1, "order").with_transform(Transform::Reverse),
            KeyPart::column(2, "x"),
        ]);
        let csv: String = std::iter::once("order,x".to_owned())
            .chain((1001..=1012).map(|n| format!("{n},v")))
            .collect::<Vec<_>>()
            .join("\n");
        let csv = csv.as_str();
        assert!(!codes(&run(&spec, csv)).contains(&LintCode::MonotonicLeadingPart));
        let plain = KeySpec::new(vec![KeyPart::column(1, "order"), KeyPart::column(2, "x")]);
        assert!(codes(&run(&plain, csv)).contains(&LintCode::MonotonicLeadingPart));
    }

    /// Order ids 100000000.. with each window of 5 shuffled (as review-3's `mono.csv`), and
    /// the same ids in a seeded random order.
    fn shuffled_ids(window: usize, seed: u64) -> String {
        let mut ids: Vec<u64> = (100_000_000..100_000_300).collect();
        let mut state = seed;
        let mut next = move |bound: usize| {
            // xorshift64*: a fixed, dependency-free shuffle.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        for chunk in ids.chunks_mut(window) {
            for i in (1..chunk.len()).rev() {
                chunk.swap(i, next(i + 1));
            }
        }
        std::iter::once("order_id".to_owned())
            .chain(ids.iter().map(u64::to_string))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn ids_mostly_rising_are_a_hotspot() {
        let spec = KeySpec::new(vec![KeyPart::column(1, "order_id")]);
        // Shuffled within windows of 5: not sorted, yet every new row goes to the end.
        let csv = shuffled_ids(5, 7);
        assert!(!csv.lines().skip(1).collect::<Vec<_>>().is_sorted());
        let lints = run(&spec, &csv);
        let l = lints
            .iter()
            .find(|l| l.code() == LintCode::MonotonicLeadingPart)
            .expect("a mostly rising id is a hotspot");
        assert!(
            l.localized().en.contains("at least 0.90"),
            "{}",
            l.localized().en
        );
        assert!(
            l.localized().zh.contains("至少为 0.90"),
            "{}",
            l.localized().zh
        );
        // The same ids in a random order (one window of all 300) spread.
        let csv = shuffled_ids(300, 7);
        assert!(!codes(&run(&spec, &csv)).contains(&LintCode::MonotonicLeadingPart));
    }

    /// Spearman's ρ by its textbook formula for distinct values, 1 − 6 Σ d² / (n (n² − 1)),
    /// with ranks found by counting: written apart from [`rank_correlation`].
    fn spearman_textbook(values: &[i64]) -> f64 {
        let n = values.len() as f64;
        let d2: f64 = values
            .iter()
            .enumerate()
            .map(|(pos, v)| {
                let rank = values.iter().filter(|w| *w < v).count() as f64;
                (rank - pos as f64).powi(2)
            })
            .sum();
        1.0 - 6.0 * d2 / (n * (n * n - 1.0))
    }

    #[test]
    fn rank_correlation_matches_the_textbook_formula() {
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        for n in 2..40 {
            let values: Vec<i64> = (0..n)
                .map(|i| {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1);
                    // Distinct: a random high part and the index as tie-break.
                    ((state >> 40) as i64) * 100 + i
                })
                .collect();
            let ours = rank_correlation(&values).unwrap();
            assert!((ours - spearman_textbook(&values)).abs() < 1e-9, "n = {n}");
        }
        assert_eq!(rank_correlation(&[3, 3, 3]), None);
        assert_eq!(rank_correlation(&[1]), None);
        assert!((rank_correlation(&[4, 3, 2, 1]).unwrap() + 1.0).abs() < 1e-12);
    }

    /// Spearman's correlation of byte strings with ties, ranks found by counting (a value's
    /// rank: how many are smaller, plus half of the others equal to it), written apart from
    /// [`bytes_rank_correlation`]'s sort.
    fn spearman_by_counting(values: &[&[u8]]) -> Option<f64> {
        let n = values.len() as f64;
        let rank: Vec<f64> = values
            .iter()
            .map(|v| {
                let less = values.iter().filter(|w| w < &v).count() as f64;
                let equal = values.iter().filter(|w| w == &v).count() as f64;
                less + (equal - 1.0) / 2.0
            })
            .collect();
        let mean = (n - 1.0) / 2.0;
        let cov: f64 = rank
            .iter()
            .enumerate()
            .map(|(p, r)| (r - mean) * (p as f64 - mean))
            .sum();
        let var_rank: f64 = rank.iter().map(|r| (r - mean) * (r - mean)).sum();
        let var_pos: f64 = (0..values.len()).map(|p| (p as f64 - mean).powi(2)).sum();
        (var_rank > 1e-12).then(|| cov / (var_rank * var_pos).sqrt())
    }

    #[test]
    fn byte_ranks_equal_ranks_by_counting_with_ties_and_prefixes() {
        let mut state = 0x2545_F491_4F6C_DD1D_u64;
        for n in 2..60 {
            let values: Vec<Vec<u8>> = (0..n)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    // Short strings over a small alphabet: many ties, and prefixes of one
                    // another ("a" < "a\0" < "a\x01"), across the 8-byte boundary too.
                    let len = (state % 11) as usize;
                    (0..len)
                        .map(|i| [0u8, 1, b'a', 0xFF][((state >> (i * 2 + 8)) % 4) as usize])
                        .collect()
                })
                .collect();
            let slices: Vec<&[u8]> = values.iter().map(Vec::as_slice).collect();
            match (
                bytes_rank_correlation(&slices),
                spearman_by_counting(&slices),
            ) {
                (Some(a), Some(b)) => assert!((a - b).abs() < 1e-9, "n = {n}: {a} vs {b}"),
                (a, b) => assert_eq!(a.is_some(), b.is_some(), "n = {n}"),
            }
            assert_eq!(
                bytes_rank_correlation(&slices).map(|r| (r * 1e9).round()),
                rank_correlation(&slices).map(|r| (r * 1e9).round()),
                "n = {n}"
            );
        }
    }

    #[test]
    fn hotspots_and_salts() {
        let spec = KeySpec::new(vec![KeyPart::column(1, "id"), KeyPart::column(2, "x")]);
        let csv = "id,x\n1,a\n2,b\n3,c\n10,d\n";
        let lints = run(&spec, csv);
        let l = lints
            .iter()
            .find(|l| l.code() == LintCode::MonotonicLeadingPart)
            .unwrap();
        let fixed_spec = fixed(l);
        assert!(matches!(fixed_spec.parts[0].value, PartValue::Salt(_)));
        assert!(!codes(&run(fixed_spec, csv)).contains(&LintCode::MonotonicLeadingPart));

        let spec = KeySpec::new(vec![
            KeyPart::column(1, "id").with_separator("_"),
            KeyPart::salt(2, Salt::phoenix(4)),
            KeyPart::column(3, "x"),
        ]);
        let lints = run(&spec, csv);
        let l = lints
            .iter()
            .find(|l| l.code() == LintCode::SaltAfterMonotonic)
            .unwrap();
        assert_eq!(fixed(l).parts[0].id, PartId(2));

        // uid + ts + md5: the hash after the (non-leading) timestamp spreads nothing either.
        let spec = KeySpec::new(vec![
            KeyPart::column(1, "uid"),
            KeyPart::column(2, "ts").with_encoding(Encoding::Timestamp {
                input: TimeInput::EpochSeconds,
                output: crate::spec::TimeOutput::Number {
                    unit: TimeUnit::Seconds,
                    integer: IntegerEncoding::new(IntFormat::big_endian_unsigned(4)),
                },
            }),
            KeyPart::md5_hex_of_columns(3, &["uid"], 4),
        ]);
        let lints = run(&spec, "uid,ts\nb,1\na,2\n");
        assert!(codes(&lints).contains(&LintCode::SaltAfterMonotonic));
        assert!(!codes(&lints).contains(&LintCode::MonotonicLeadingPart));
    }

    #[test]
    fn md5_prefix_and_lengths() {
        let spec = KeySpec::new(vec![
            KeyPart::md5_hex_of_columns(1, &["uid"], 12),
            KeyPart::column(2, "uid"),
        ]);
        let lints = run(&spec, "uid\nuser0001\nuser0002\n");
        assert!(codes(&lints).contains(&LintCode::LongMd5Prefix));
        assert!(codes(&lints).contains(&LintCode::LongKey));
        let spec = KeySpec::new(vec![KeyPart::md5_hex_of_columns(1, &["uid"], 32)]);
        assert!(!codes(&run(&spec, "uid\nu1\nu2\n")).contains(&LintCode::LongMd5Prefix));
        let big = "x".repeat(40_000);
        let spec = KeySpec::new(vec![KeyPart::column(1, "v")]);
        let lints = run(&spec, &format!("v\n{big}\n"));
        assert_eq!(lints[0].code(), LintCode::KeyTooLong);
        assert_eq!(lints[0].severity, Severity::Error);
    }

    /// A recipe of random parts over the columns `a` (text), `n` (numbers as text) and `ts`
    /// (epoch millis), with salts, md5s and literals anywhere.
    fn random_spec(kinds: &[u8]) -> KeySpec {
        let parts = kinds
            .iter()
            .zip(1_u32..)
            .map(|(kind, id)| match kind % 6 {
                0 => KeyPart::column(id, "a").with_separator("#"),
                1 => KeyPart::column(id, "n").with_separator("#"),
                2 => KeyPart::column(id, "ts").with_encoding(Encoding::Timestamp {
                    input: TimeInput::EpochMillis,
                    output: crate::spec::TimeOutput::Number {
                        unit: TimeUnit::Millis,
                        integer: IntegerEncoding::new(IntFormat::big_endian_signed(8)),
                    },
                }),
                3 => KeyPart::md5_hex_of_columns(id, &["a"], 4),
                4 => KeyPart::salt(id, Salt::phoenix(4)),
                _ => KeyPart::literal(id, "k"),
            })
            .collect();
        KeySpec::new(parts)
    }

    proptest::proptest! {
        /// The monotonic lints asking only the parts whose answer matters give the lints of
        /// asking every part in order (the plain loop), on random recipes and samples with
        /// rising, falling and shuffled columns.
        #[test]
        fn monotonic_asks_only_what_matters(
            kinds in proptest::collection::vec(0_u8..6, 1..5),
            rows in proptest::collection::vec((0_u8..3, 0_u64..50), 4..40),
        ) {
            let spec = random_spec(&kinds);
            proptest::prop_assume!(spec.validate().is_ok());
            let mut csv = String::from("a,n,ts\n");
            for (i, (how, r)) in rows.iter().enumerate() {
                let i = i as u64;
                let (a, n) = match how {
                    0 => (i, i * 3),
                    1 => (100 - i, 1000 - i),
                    _ => (*r, r * 7),
                };
                csv.push_str(&format!("u{a:03},{n},{}\n", 1_700_000_000_000 + r));
            }
            let sample = parse_csv(&csv).unwrap();
            let keys = EncodedKeys::encode(&spec, &sample).unwrap();
            let (order, tied) = crate::key::sort_order_with_ties(keys.keys());
            let ctx = Ctx {
                ranged: None,
                spec: &spec,
                sample: &sample,
                encoded: &keys,
                order: &order,
                tied: &tied,
                traits: spec.parts.iter().map(PartTraits::of).collect(),
                qualifier: None,
            };
            let (mut lazy, mut every) = (Vec::new(), Vec::new());
            ctx.monotonic(&mut lazy);
            ctx.monotonic_with(|i| ctx.is_monotonic(i), &mut every);
            proptest::prop_assert_eq!(lazy, every);
        }
    }
}
