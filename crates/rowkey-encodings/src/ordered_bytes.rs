//! HBase's `OrderedBytes` encodings and the `Struct` compound key built on them, byte for
//! byte as HBase writes them.
//!
//! Sources (apache/hbase, `hbase-common/src/main/java/org/apache/hadoop/hbase/`):
//! `util/OrderedBytes.java` (header constants and encoders), `types/Struct.java`,
//! `types/OrderedString.java`, `types/OrderedBlobVar.java`, `types/OrderedBlob.java`,
//! `types/OrderedNumeric.java`, `types/OrderedInt64.java` (and its `Int8/16/32`,
//! `Float32/64` siblings), `types/OrderedBytesBase.java`.
//!
//! The header bytes are the constants of `OrderedBytes.java`, **not** the table in its class
//! javadoc, which is stale for six of them (see [`header`]).
//!
//! Descending order is `Order.DESCENDING.apply` over every byte a value writes (header,
//! body, terminator): each byte is complemented. The only encoding whose shape depends on the
//! order is BlobCopy, which gains a `0x00` terminator when descending.
//!
//! ```
//! use rowkey_encodings::Order;
//! use rowkey_encodings::ordered_bytes::{encode_text, OrderedType};
//!
//! assert_eq!(encode_text(OrderedType::Int32, Order::Asc, "5").unwrap(), [0x2B, 0x80, 0, 0, 5]);
//! assert_eq!(encode_text(OrderedType::String, Order::Desc, "a").unwrap(), [0xCB, 0x9E, 0xFF]);
//! ```

mod numeric;
mod scalar;
mod struct_key;

pub use numeric::{Decimal, MAX_LITERAL_EXPONENT, Numeric, encode_numeric};
pub use scalar::{
    encode_blob_copy, encode_blob_var, encode_float32, encode_float64, encode_int8, encode_int16,
    encode_int32, encode_int64, encode_null, encode_string,
};
pub use struct_key::{encode_struct, encode_struct_cells};

use std::fmt;

use crate::Order;

/// The header (first) bytes of the ascending encodings, as the constants of
/// `apache/hbase hbase-common/src/main/java/org/apache/hadoop/hbase/util/OrderedBytes.java`
/// define them.
///
/// The javadoc table at the top of that file disagrees with the code for `NAN` (table
/// `0x25`), `FIXED_INT32` (`0x27`), `FIXED_INT64` (`0x28`, also in `encodeInt64`'s own
/// examples), `TEXT` (`0x33`), `BLOB_VAR` (`0x35`) and `BLOB_COPY` (`0x36`). The code wins:
/// it is what HBase writes.
///
/// ```
/// use rowkey_encodings::ordered_bytes::header;
///
/// assert_eq!(header::FIXED_INT64, 0x2C);
/// assert_eq!(header::TEXT, 0x34);
/// ```
pub mod header {
    /// A null value (`encodeNull`).
    pub const NULL: u8 = 0x05;
    /// Numeric negative infinity.
    pub const NEG_INF: u8 = 0x07;
    /// Numeric negative large: followed by `~E` (varint) and `~M`.
    pub const NEG_LARGE: u8 = 0x08;
    /// Numeric negative medium, smallest header (`E = 10`); the header is `0x13 - E`.
    pub const NEG_MED_MIN: u8 = 0x09;
    /// Numeric negative medium, largest header (`E = 0`); the header is `0x13 - E`.
    pub const NEG_MED_MAX: u8 = 0x13;
    /// Numeric negative small: followed by `-E` (varint) and `~M`.
    pub const NEG_SMALL: u8 = 0x14;
    /// Numeric zero.
    pub const ZERO: u8 = 0x15;
    /// Numeric positive small: followed by `~-E` (varint) and `M`.
    pub const POS_SMALL: u8 = 0x16;
    /// Numeric positive medium, smallest header (`E = 0`); the header is `0x17 + E`.
    pub const POS_MED_MIN: u8 = 0x17;
    /// Numeric positive medium, largest header (`E = 10`).
    pub const POS_MED_MAX: u8 = 0x21;
    /// Numeric positive large: followed by `E` (varint) and `M`.
    pub const POS_LARGE: u8 = 0x22;
    /// Numeric positive infinity.
    pub const POS_INF: u8 = 0x23;
    /// Numeric NaN (the javadoc table says `0x25`).
    pub const NAN: u8 = 0x26;
    /// `encodeInt8`.
    pub const FIXED_INT8: u8 = 0x29;
    /// `encodeInt16`.
    pub const FIXED_INT16: u8 = 0x2A;
    /// `encodeInt32` (the javadoc table says `0x27`).
    pub const FIXED_INT32: u8 = 0x2B;
    /// `encodeInt64` (the javadoc table and examples say `0x28`).
    pub const FIXED_INT64: u8 = 0x2C;
    /// `encodeFloat32`.
    pub const FIXED_FLOAT32: u8 = 0x30;
    /// `encodeFloat64`.
    pub const FIXED_FLOAT64: u8 = 0x31;
    /// `encodeString` (the javadoc table says `0x33`).
    pub const TEXT: u8 = 0x34;
    /// `encodeBlobVar` (the javadoc table says `0x35`).
    pub const BLOB_VAR: u8 = 0x37;
    /// `encodeBlobCopy` (the javadoc table says `0x36`).
    pub const BLOB_COPY: u8 = 0x38;
    /// The terminator of Text, of an empty BlobVar and of a descending BlobCopy.
    pub const TERM: u8 = 0x00;
}

/// One `OrderedBytes`-backed HBase data type (a class of `org.apache.hadoop.hbase.types`).
///
/// ```
/// use rowkey_encodings::ordered_bytes::OrderedType;
///
/// assert_eq!(OrderedType::BlobCopy.hbase_class_name(), "OrderedBlob");
/// assert!(OrderedType::ALL.iter().all(|t| t.is_skippable() || *t == OrderedType::BlobCopy));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum OrderedType {
    /// `OrderedString`: TEXT header, UTF-8 bytes, `0x00` terminator; refuses `U+0000`.
    String,
    /// `OrderedBlobVar`: bytes spread 7 bits per byte, so any bytes are allowed.
    BlobVar,
    /// `OrderedBlob` (`encodeBlobCopy`): a raw copy, not skippable, so only valid as the last
    /// field of a struct; descending it is `0x00`-terminated and refuses `0x00` bytes.
    BlobCopy,
    /// `OrderedInt8`: header + 1 byte, sign bit flipped.
    Int8,
    /// `OrderedInt16`: header + 2 bytes big-endian, sign bit flipped.
    Int16,
    /// `OrderedInt32`: header + 4 bytes big-endian, sign bit flipped.
    Int32,
    /// `OrderedInt64`: header + 8 bytes big-endian, sign bit flipped.
    Int64,
    /// `OrderedFloat32`: header + 4 bytes of the IEEE bits, made sortable.
    Float32,
    /// `OrderedFloat64`: header + 8 bytes of the IEEE bits, made sortable.
    Float64,
    /// `OrderedNumeric`: the variable-length base-100 encoding of a decimal.
    Numeric,
}

impl OrderedType {
    /// Every type, in a stable order for pickers.
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::OrderedType;
    ///
    /// assert_eq!(OrderedType::ALL.len(), 10);
    /// ```
    pub const ALL: [OrderedType; 10] = [
        OrderedType::String,
        OrderedType::BlobVar,
        OrderedType::BlobCopy,
        OrderedType::Int8,
        OrderedType::Int16,
        OrderedType::Int32,
        OrderedType::Int64,
        OrderedType::Float32,
        OrderedType::Float64,
        OrderedType::Numeric,
    ];

    /// The simple name of the HBase class (package `org.apache.hadoop.hbase.types`), for
    /// generated Java.
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::OrderedType;
    ///
    /// assert_eq!(OrderedType::Int64.hbase_class_name(), "OrderedInt64");
    /// ```
    pub fn hbase_class_name(self) -> &'static str {
        match self {
            OrderedType::String => "OrderedString",
            OrderedType::BlobVar => "OrderedBlobVar",
            OrderedType::BlobCopy => "OrderedBlob",
            OrderedType::Int8 => "OrderedInt8",
            OrderedType::Int16 => "OrderedInt16",
            OrderedType::Int32 => "OrderedInt32",
            OrderedType::Int64 => "OrderedInt64",
            OrderedType::Float32 => "OrderedFloat32",
            OrderedType::Float64 => "OrderedFloat64",
            OrderedType::Numeric => "OrderedNumeric",
        }
    }

    /// Whether the type accepts a null (`isNullable`): the fixed-width numbers do not
    /// (`OrderedInt64.isNullable` returns false), the others write [`header::NULL`].
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::OrderedType;
    ///
    /// assert!(OrderedType::Numeric.is_nullable());
    /// assert!(!OrderedType::Int32.is_nullable());
    /// ```
    pub fn is_nullable(self) -> bool {
        !matches!(
            self,
            OrderedType::Int8
                | OrderedType::Int16
                | OrderedType::Int32
                | OrderedType::Int64
                | OrderedType::Float32
                | OrderedType::Float64
        )
    }

    /// Whether a reader can find the end of a value (`isSkippable`): all but BlobCopy, which
    /// runs to the end of the key.
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::OrderedType;
    ///
    /// assert!(!OrderedType::BlobCopy.is_skippable());
    /// ```
    pub fn is_skippable(self) -> bool {
        self != OrderedType::BlobCopy
    }

    /// The encoded length of every value of a fixed-width type, header included.
    ///
    /// ```
    /// use rowkey_encodings::ordered_bytes::OrderedType;
    ///
    /// assert_eq!(OrderedType::Float64.fixed_width(), Some(9));
    /// assert_eq!(OrderedType::String.fixed_width(), None);
    /// ```
    pub fn fixed_width(self) -> Option<usize> {
        match self {
            OrderedType::Int8 => Some(2),
            OrderedType::Int16 => Some(3),
            OrderedType::Int32 | OrderedType::Float32 => Some(5),
            OrderedType::Int64 | OrderedType::Float64 => Some(9),
            _ => None,
        }
    }
}

/// Why a value cannot be encoded. Positions are byte offsets into the text given.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::{encode_text, OrderedBytesError, OrderedType};
///
/// assert_eq!(
///     encode_text(OrderedType::Int8, Order::Asc, "128"),
///     Err(OrderedBytesError::OutOfRange { min: -128, max: 127 })
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OrderedBytesError {
    /// The text is not a number of the type; `at` is the first offending byte (0 for the
    /// floats, whose parser reports no position, and for empty text).
    NotANumber {
        /// Byte offset of the offending character.
        at: usize,
    },
    /// An integer outside the range of the type's width.
    OutOfRange {
        /// The smallest value the type holds.
        min: i128,
        /// The largest value the type holds.
        max: i128,
    },
    /// A decimal literal's exponent (after `e`/`E`) beyond ±[`MAX_LITERAL_EXPONENT`],
    /// which Java's `BigDecimal` could not hold either.
    ExponentOutOfRange {
        /// Byte offset where the exponent digits start.
        at: usize,
    },
    /// A Numeric too large for `encodeNumericLarge`, whose normalising loops stop at
    /// `e > 350` and would then write meaningless digits: the base-100 exponent `E` of the
    /// value (value = `0.M × 100^E`) exceeds `max`.
    NumericTooLarge {
        /// The value's base-100 exponent.
        exponent: i64,
        /// The largest exponent HBase encodes faithfully (351).
        max: i64,
    },
    /// A String containing `U+0000` (`encodeString` throws: the terminator is `0x00`).
    NulInText {
        /// Byte offset of the NUL.
        at: usize,
    },
    /// A descending BlobCopy containing a `0x00` byte (`encodeBlobCopy` throws).
    NulInDescendingBlob {
        /// Byte offset of the `0x00`.
        at: usize,
    },
    /// A null for a type that is not nullable (the fixed-width numbers).
    NullNotAllowed,
    /// A BlobCopy field that is not the last field of a struct.
    BlobCopyNotLast,
    /// More values than struct fields.
    TooManyValues {
        /// Number of fields of the struct.
        fields: usize,
        /// Number of values given.
        values: usize,
    },
}

impl fmt::Display for OrderedBytesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OrderedBytesError::NotANumber { at } => write!(f, "not a number at byte {at}"),
            OrderedBytesError::OutOfRange { min, max } => write!(f, "out of range {min}..={max}"),
            OrderedBytesError::ExponentOutOfRange { at } => {
                write!(f, "exponent out of range at byte {at}")
            }
            OrderedBytesError::NumericTooLarge { exponent, max } => {
                write!(f, "numeric base-100 exponent {exponent} > {max}")
            }
            OrderedBytesError::NulInText { at } => write!(f, "U+0000 in text at byte {at}"),
            OrderedBytesError::NulInDescendingBlob { at } => {
                write!(f, "0x00 in descending blob at byte {at}")
            }
            OrderedBytesError::NullNotAllowed => write!(f, "null in a non-nullable field"),
            OrderedBytesError::BlobCopyNotLast => write!(f, "BlobCopy not the last field"),
            OrderedBytesError::TooManyValues { fields, values } => {
                write!(f, "{values} values for {fields} fields")
            }
        }
    }
}

impl std::error::Error for OrderedBytesError {}

/// Complements `out[start..]` when `order` is descending (`Order.DESCENDING.apply`).
fn apply_order(order: Order, out: &mut [u8], start: usize) {
    if order == Order::Desc {
        if let Some(written) = out.get_mut(start..) {
            for byte in written {
                *byte = !*byte;
            }
        }
    }
}

/// Parses a Java-style integer (`Long.parseLong`: optional `+`/`-`, ASCII digits) and checks
/// it against `min..=max`.
fn parse_integer(text: &str, min: i128, max: i128) -> Result<i128, OrderedBytesError> {
    let bytes = text.as_bytes();
    let (negative, digits_start) = match bytes.first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    if bytes.len() == digits_start {
        return Err(OrderedBytesError::NotANumber { at: digits_start });
    }
    let mut magnitude: i128 = 0;
    for (at, &byte) in bytes.iter().enumerate().skip(digits_start) {
        if !byte.is_ascii_digit() {
            return Err(OrderedBytesError::NotANumber { at });
        }
        // Saturates far beyond any width, so the range check below still refuses it.
        magnitude = magnitude
            .saturating_mul(10)
            .saturating_add(i128::from(byte - b'0'));
    }
    let value = if negative { -magnitude } else { magnitude };
    if value < min || value > max {
        return Err(OrderedBytesError::OutOfRange { min, max });
    }
    Ok(value)
}

/// Parses a value of type `ty` from text as a sample CSV cell holds it, and encodes it.
///
/// - integers: optional sign and ASCII digits, range-checked per width;
/// - floats: Rust's `f32`/`f64` parser (`NaN`, `inf` accepted);
/// - Numeric: a decimal literal as `new BigDecimal(String)` reads it, or `NaN`, `Infinity`,
///   `-Infinity` (see [`Numeric::parse`]);
/// - String, BlobVar, BlobCopy: the UTF-8 bytes of the text.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::{encode_text, OrderedType};
///
/// assert_eq!(encode_text(OrderedType::Numeric, Order::Asc, "1").unwrap(), [0x18, 0x02]);
/// assert_eq!(encode_text(OrderedType::Numeric, Order::Desc, "0").unwrap(), [0xEA]);
/// assert!(encode_text(OrderedType::Int16, Order::Asc, "12a").is_err());
/// ```
pub fn encode_text(
    ty: OrderedType,
    order: Order,
    text: &str,
) -> Result<Vec<u8>, OrderedBytesError> {
    let mut out = Vec::new();
    encode_text_into(ty, order, text, &mut out)?;
    Ok(out)
}

/// [`encode_text`], appending to `out` (unchanged on error).
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::{encode_text_into, OrderedType};
///
/// let mut out = vec![0xAA];
/// encode_text_into(OrderedType::Int8, Order::Asc, "0", &mut out).unwrap();
/// assert_eq!(out, [0xAA, 0x29, 0x80]);
/// ```
pub fn encode_text_into(
    ty: OrderedType,
    order: Order,
    text: &str,
    out: &mut Vec<u8>,
) -> Result<(), OrderedBytesError> {
    match ty {
        OrderedType::String => encode_string(text, order, out)?,
        OrderedType::BlobVar => encode_blob_var(text.as_bytes(), order, out),
        OrderedType::BlobCopy => encode_blob_copy(text.as_bytes(), order, out)?,
        OrderedType::Int8 => {
            let value = parse_integer(text, i8::MIN.into(), i8::MAX.into())?;
            encode_int8(value as i8, order, out);
        }
        OrderedType::Int16 => {
            let value = parse_integer(text, i16::MIN.into(), i16::MAX.into())?;
            encode_int16(value as i16, order, out);
        }
        OrderedType::Int32 => {
            let value = parse_integer(text, i32::MIN.into(), i32::MAX.into())?;
            encode_int32(value as i32, order, out);
        }
        OrderedType::Int64 => {
            let value = parse_integer(text, i64::MIN.into(), i64::MAX.into())?;
            encode_int64(value as i64, order, out);
        }
        OrderedType::Float32 => {
            let value: f32 = text
                .parse()
                .map_err(|_| OrderedBytesError::NotANumber { at: 0 })?;
            encode_float32(value, order, out);
        }
        OrderedType::Float64 => {
            let value: f64 = text
                .parse()
                .map_err(|_| OrderedBytesError::NotANumber { at: 0 })?;
            encode_float64(value, order, out);
        }
        OrderedType::Numeric => encode_numeric(&Numeric::parse(text)?, order, out)?,
    }
    Ok(())
}
