//! What a query planner (and the lints) need to know about each part without data: its
//! width, whether its bytes sort like its values, the columns it reads and, for salts, the
//! possible prefixes.

use crate::encode::write_bucket;
use crate::spec::{
    BinaryStyle, BucketOutput, Bucketing, Encoding, End, IntFormat, IntegerEncoding, KeyPart,
    KeySpec, PartId, PartValue, Source, TimeOutput, TooLong, Transform,
};

/// A part's description for planners and lints.
///
/// # Examples
///
/// ```
/// use rowkey_engine::part_traits::{OrderEffect, PartTraits};
/// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart, ReverseFrom};
///
/// let ts = KeyPart::column(3, "ts").with_encoding(Encoding::epoch_millis_reversed(
///     ReverseFrom::LongMax,
///     IntFormat::big_endian_signed(8),
/// ));
/// let t = PartTraits::of(&ts);
/// assert_eq!(t.fixed_width, Some(8));
/// assert_eq!(t.order, OrderEffect::Reversing);
/// assert_eq!(t.columns, ["ts"]);
/// assert!(t.bucket.is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartTraits {
    /// The part.
    pub part: PartId,
    /// Width in bytes of every value of the part (its separator not counted), if fixed.
    pub fixed_width: Option<usize>,
    /// How the bytes' order relates to the values' natural order.
    pub order: OrderEffect,
    /// Columns read, directly or through a hash.
    pub columns: Vec<String>,
    /// For salt and bucket prefixes: the buckets.
    pub bucket: Option<BucketInfo>,
}

/// How a part's byte order relates to its values' natural order.
///
/// # Examples
///
/// ```
/// use rowkey_engine::part_traits::{OrderEffect, PartTraits};
/// use rowkey_engine::spec::KeyPart;
/// assert_eq!(PartTraits::of(&KeyPart::literal(1, "t")).order, OrderEffect::Constant);
/// assert_eq!(PartTraits::of(&KeyPart::column(2, "name")).order, OrderEffect::Preserving);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OrderEffect {
    /// Constant bytes (a literal): no order of its own.
    Constant,
    /// Bytes sort as the values do (text as text, numbers as numbers, times as times).
    Preserving,
    /// Bytes sort in the reverse of the values' order (reverse timestamps `MAX − v`, while
    /// `MAX − v` stays non-negative).
    Reversing,
    /// Byte order has nothing reliable to do with value order.
    Breaking(BreakReason),
}

/// Why a part's byte order does not follow its values.
///
/// # Examples
///
/// ```
/// use rowkey_engine::part_traits::{BreakReason, OrderEffect, PartTraits};
/// use rowkey_engine::spec::KeyPart;
/// let t = PartTraits::of(&KeyPart::md5_hex_of_columns(1, &["u"], 4));
/// assert_eq!(t.order, OrderEffect::Breaking(BreakReason::Hash));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BreakReason {
    /// Numbers as unpadded text sort `1, 10, 2`.
    UnpaddedNumber,
    /// Two's complement binary puts negatives after positives.
    SignedBinary,
    /// A reversed string sorts by its last character first.
    ReversedString,
    /// A reversed host name groups by domain, not by the original text.
    ReversedDomain,
    /// Keeping the last characters (or bytes) sorts by the value's end.
    LastCharacters,
    /// A byte range of the pasted key that skips its first bytes sorts by the bytes kept.
    LaterKeyBytes,
    /// A hash scatters values.
    Hash,
    /// A salt or bucket prefix scatters rows.
    Salt,
    /// A date-time pattern whose fields are not most-significant first (`dd/MM/yyyy`).
    TimeFormatNotSortable,
    /// Several columns joined: byte order is not the order of the column tuple.
    JoinedColumns,
}

impl BreakReason {
    /// A short plain-words reason.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::part_traits::BreakReason;
    /// assert_eq!(BreakReason::UnpaddedNumber.describe(), "numbers as unpadded text sort 1, 10, 2");
    /// ```
    #[must_use]
    pub fn describe(self) -> &'static str {
        match self {
            Self::UnpaddedNumber => "numbers as unpadded text sort 1, 10, 2",
            Self::SignedBinary => {
                "two's complement binary sorts negative numbers after positive ones"
            }
            Self::ReversedString => "a reversed string sorts by its last character",
            Self::ReversedDomain => "a reversed host name sorts by domain",
            Self::LastCharacters => "keeping the end of a value sorts by that end",
            Self::LaterKeyBytes => {
                "a byte range that skips the key's first bytes sorts by the bytes it keeps, not by the key"
            }
            Self::Hash => "a hash scatters values",
            Self::Salt => "a salt prefix scatters rows",
            Self::TimeFormatNotSortable => "this date-time pattern does not put the year first",
            Self::JoinedColumns => "joined columns do not sort as a tuple",
        }
    }
}

/// The buckets of a salt or bucket prefix.
///
/// # Examples
///
/// ```
/// use rowkey_engine::part_traits::PartTraits;
/// use rowkey_engine::spec::{KeyPart, Salt};
/// let b = PartTraits::of(&KeyPart::salt(1, Salt::php_md5_mod(&["k"], 3))).bucket.unwrap();
/// assert_eq!(b.prefixes, [b"0".to_vec(), b"1".to_vec(), b"2".to_vec()]);
/// assert!(!b.by_row_order);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BucketInfo {
    /// Number of buckets.
    pub count: u32,
    /// Every prefix a row can get, in bucket order (bucket 0 first).
    ///
    /// One exception: HBaseWD's hash gives a negative bucket (e.g. byte `0xFE`) when the Java
    /// hash is exactly `Integer.MIN_VALUE`; that prefix is not listed.
    pub prefixes: Vec<Vec<u8>>,
    /// Whether the bucket depends on row order or a random draw rather than on the key, so a
    /// point read must try every bucket.
    pub by_row_order: bool,
}

impl PartTraits {
    /// Describes one part.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::part_traits::{BreakReason, OrderEffect, PartTraits};
    /// use rowkey_engine::spec::{KeyPart, Salt};
    ///
    /// let t = PartTraits::of(&KeyPart::salt(1, Salt::phoenix(3)));
    /// assert_eq!(t.fixed_width, Some(1));
    /// assert_eq!(t.order, OrderEffect::Breaking(BreakReason::Salt));
    /// assert_eq!(t.bucket.unwrap().prefixes, [[0u8], [1], [2]]);
    /// ```
    #[must_use]
    pub fn of(part: &KeyPart) -> Self {
        let columns = part.columns_read().into_iter().map(str::to_owned).collect();
        let (fixed_width, order, bucket) = match &part.value {
            PartValue::Literal { bytes } => (Some(bytes.len()), OrderEffect::Constant, None),
            // Bytes are the value: the key (or its first bytes) sorts as itself; a range that
            // starts later sorts by the bytes it keeps. Keys vary in length: no fixed width.
            PartValue::RawKey { start, .. } => (
                None,
                if *start == 0 {
                    OrderEffect::Preserving
                } else {
                    OrderEffect::Breaking(BreakReason::LaterKeyBytes)
                },
                None,
            ),
            PartValue::Md5 { output, .. } => (
                Some(output.width()),
                OrderEffect::Breaking(BreakReason::Hash),
                None,
            ),
            PartValue::Salt(salt) => {
                let prefixes: Vec<Vec<u8>> = (0..i64::from(salt.buckets))
                    .map(|b| {
                        let mut out = Vec::new();
                        write_bucket(&mut out, salt, b);
                        out
                    })
                    .collect();
                let width = prefixes.first().map(Vec::len);
                let fixed = width.filter(|w| prefixes.iter().all(|p| p.len() == *w));
                let by_row_order = matches!(
                    salt.bucketing,
                    Bucketing::RoundRobin | Bucketing::Random { .. }
                );
                (
                    fixed.or(match salt.output {
                        BucketOutput::Byte | BucketOutput::Letter => Some(1),
                        BucketOutput::Decimal { .. } => None,
                    }),
                    OrderEffect::Breaking(BreakReason::Salt),
                    Some(BucketInfo {
                        count: salt.buckets,
                        prefixes,
                        by_row_order,
                    }),
                )
            }
            PartValue::Field {
                source,
                transforms,
                encoding,
            } => {
                let (width, enc_order) = encoding_traits(encoding);
                let mut order = enc_order;
                if let Source::Columns { names, .. } = source {
                    if names.len() > 1 {
                        order = breaking_first(order, BreakReason::JoinedColumns);
                    }
                }
                for t in transforms {
                    match t {
                        Transform::Reverse => {
                            order = breaking_first(order, BreakReason::ReversedString);
                        }
                        Transform::ReverseDomain => {
                            order = breaking_first(order, BreakReason::ReversedDomain);
                        }
                        Transform::Substring {
                            keep: End::Last, ..
                        } => order = breaking_first(order, BreakReason::LastCharacters),
                        Transform::Substring {
                            keep: End::First, ..
                        } => {}
                    }
                }
                (width, order, None)
            }
        };
        Self {
            part: part.id,
            fixed_width,
            order,
            columns,
            bucket,
        }
    }
}

/// Describes every part of a spec, in key order.
///
/// # Examples
///
/// ```
/// use rowkey_engine::part_traits::spec_traits;
/// use rowkey_engine::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::literal(1, "t_"), KeyPart::column(2, "id")]);
/// let traits = spec_traits(&spec);
/// assert_eq!(traits[0].fixed_width, Some(2));
/// assert_eq!(traits[1].fixed_width, None);
/// ```
#[must_use]
pub fn spec_traits(spec: &KeySpec) -> Vec<PartTraits> {
    spec.parts.iter().map(PartTraits::of).collect()
}

/// Keeps an earlier breaking reason; otherwise breaks for `reason`.
fn breaking_first(order: OrderEffect, reason: BreakReason) -> OrderEffect {
    match order {
        OrderEffect::Breaking(_) => order,
        _ => OrderEffect::Breaking(reason),
    }
}

fn encoding_traits(encoding: &Encoding) -> (Option<usize>, OrderEffect) {
    match encoding {
        Encoding::Text { pad: None } => (None, OrderEffect::Preserving),
        Encoding::Text { pad: Some(pad) } => {
            let order = if pad.too_long == TooLong::KeepLast {
                OrderEffect::Breaking(BreakReason::LastCharacters)
            } else {
                OrderEffect::Preserving
            };
            (Some(usize::from(pad.width)), order)
        }
        Encoding::Integer(integer) => integer_traits(*integer),
        Encoding::Typed(typed) => (
            typed.fixed_width(),
            match typed.order() {
                rowkey_encodings::Order::Asc => OrderEffect::Preserving,
                rowkey_encodings::Order::Desc => OrderEffect::Reversing,
            },
        ),
        Encoding::Timestamp { output, .. } => match output {
            TimeOutput::Number { integer, .. } => integer_traits(*integer),
            TimeOutput::Text { pattern, .. } => (
                Some(pattern.width()),
                if pattern.sorts_chronologically() {
                    OrderEffect::Preserving
                } else {
                    OrderEffect::Breaking(BreakReason::TimeFormatNotSortable)
                },
            ),
        },
    }
}

fn integer_traits(integer: IntegerEncoding) -> (Option<usize>, OrderEffect) {
    let monotone = if integer.reverse.is_some() {
        OrderEffect::Reversing
    } else {
        OrderEffect::Preserving
    };
    match integer.format {
        IntFormat::Decimal => (None, OrderEffect::Breaking(BreakReason::UnpaddedNumber)),
        IntFormat::ZeroPadded { width } => (Some(usize::from(width)), monotone),
        IntFormat::Binary { width, style, .. } => {
            let order = match (style, integer.reverse) {
                (BinaryStyle::TwosComplement, None) => {
                    OrderEffect::Breaking(BreakReason::SignedBinary)
                }
                _ => monotone,
            };
            (Some(width.bytes()), order)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{HashInput, Md5Output, Pad, ReverseFrom, Salt};
    use crate::time::TimePattern;

    #[test]
    fn widths_and_orders() {
        let t = PartTraits::of(
            &KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::Decimal)),
        );
        assert_eq!(
            (t.fixed_width, t.order),
            (None, OrderEffect::Breaking(BreakReason::UnpaddedNumber))
        );
        let t =
            PartTraits::of(&KeyPart::column(1, "n").with_encoding(Encoding::padded(Pad::left(4))));
        assert_eq!((t.fixed_width, t.order), (Some(4), OrderEffect::Preserving));
        let t = PartTraits::of(
            &KeyPart::column(1, "n")
                .with_encoding(Encoding::integer(IntFormat::big_endian_signed(4))),
        );
        assert_eq!(t.order, OrderEffect::Breaking(BreakReason::SignedBinary));
        let t = PartTraits::of(
            &KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::sign_flipped(8))),
        );
        assert_eq!((t.fixed_width, t.order), (Some(8), OrderEffect::Preserving));
        let t = PartTraits::of(&KeyPart::column(1, "n").with_transform(Transform::Reverse));
        assert_eq!(t.order, OrderEffect::Breaking(BreakReason::ReversedString));
        let t = PartTraits::of(&KeyPart::md5(
            1,
            HashInput::RestOfKey,
            Md5Output::Raw { bytes: 16 },
        ));
        assert_eq!(
            (t.fixed_width, t.order),
            (Some(16), OrderEffect::Breaking(BreakReason::Hash))
        );
        let t = PartTraits::of(&KeyPart::column(1, "d").with_encoding(Encoding::Timestamp {
            input: crate::spec::TimeInput::EpochSeconds,
            output: TimeOutput::Text {
                pattern: TimePattern::new("dd/MM/yyyy").unwrap(),
                utc_offset_minutes: 0,
            },
        }));
        assert_eq!(
            (t.fixed_width, t.order),
            (
                Some(10),
                OrderEffect::Breaking(BreakReason::TimeFormatNotSortable)
            )
        );
        let t = PartTraits::of(&KeyPart::column(1, "ts").with_encoding(
            Encoding::epoch_millis_reversed(ReverseFrom::IntMax, IntFormat::Decimal),
        ));
        assert_eq!(t.order, OrderEffect::Breaking(BreakReason::UnpaddedNumber));
    }

    #[test]
    fn bucket_prefixes() {
        let t = PartTraits::of(&KeyPart::salt(1, Salt::hash_mod_decimal(&["a"], 3, 2)));
        let b = t.bucket.unwrap();
        assert_eq!(b.prefixes, [b"00".to_vec(), b"01".to_vec(), b"02".to_vec()]);
        assert_eq!(t.fixed_width, Some(2));
        let t = PartTraits::of(&KeyPart::salt(1, Salt::php_md5_mod(&["a"], 12)));
        assert_eq!(t.fixed_width, None);
        let t = PartTraits::of(&KeyPart::salt(1, Salt::random_letters(9, 4)));
        let b = t.bucket.unwrap();
        assert!(b.by_row_order);
        assert_eq!(
            b.prefixes,
            [b"a".to_vec(), b"b".to_vec(), b"c".to_vec(), b"d".to_vec()]
        );
    }
}
