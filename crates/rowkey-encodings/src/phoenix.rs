//! An Apache Phoenix primary key, byte for byte as Phoenix writes it: the `PDataType` codecs,
//! `DESC` inversion, the separators between variable-length columns, and the salt byte.
//!
//! Sources (repository `apache/phoenix`, `phoenix-core-client/src/main/java/org/apache/phoenix/`):
//! `schema/types/P*.java` (one codec per type), `schema/SortOrder.java` (`DESC` = every byte
//! XOR `0xFF`), `schema/PTableImpl.java` `newKey` (key composition), `util/SchemaUtil.java`
//! `getSeparatorByte`, `schema/SaltingUtil.java` `getSaltingByte`, `util/DateUtil.java`.
//!
//! Modelled: tables created by current Phoenix (`rowKeyOrderOptimizable`, so a `DESC`
//! variable-length column is followed by `0xFF`); values as a CSV cell would give them (see
//! [`encode_value`]). Not modelled: old non-optimizable tables, `NOT NULL` on variable-length
//! columns, `DEFAULT` values, `BINARY`, `VARCHAR(n)`, floating-point, `VARBINARY_ENCODED`,
//! arrays, `ROW_TIMESTAMP`.
//!
//! Nulls: a variable-length column is taken as nullable, as Phoenix declares a primary-key
//! column of a key of two or more columns unless its DDL says `NOT NULL` (`ColumnDef.isNull`;
//! the only column of a key is never nullable, `ColumnMetaDataOps.newColumn`). An empty text
//! is null, as `PTableImpl.newKey` reads an empty value
//! (`phoenix-core-client/src/main/java/org/apache/phoenix/schema/PTableImpl.java` at
//! PHOENIX-7980: trailing nulls dropped, line 1185; a null refused in a column that is not
//! nullable, line 1254, or fixed-width and left out at the end, line 1290; a key of nulls
//! refused, line 1297). A fixed-width column's null is refused wherever it stands, as a
//! Phoenix DDL that declares it `NOT NULL` refuses it; the DDL this project writes does
//! (`rowkey-core` `artefacts::phoenix`).
//!
//! ```
//! use rowkey_encodings::Order;
//! use rowkey_encodings::phoenix::{PhoenixType, row_key};
//!
//! // Phoenix's TABLE_WITH_SALTING: (a_integer INTEGER, a_string VARCHAR, a_id CHAR(3)),
//! // SALT_BUCKETS = 4, row (1, 'ab', '123').
//! let columns = [
//!     (PhoenixType::Integer, Order::Asc),
//!     (PhoenixType::Varchar, Order::Asc),
//!     (PhoenixType::Char(3), Order::Asc),
//! ];
//! let key = row_key(&columns, &["1", "ab", "123"], Some(4)).unwrap();
//! assert_eq!(key, b"\x01\x80\x00\x00\x01ab\x00123");
//! ```

use std::fmt;

use crate::Order;

mod datetime;
mod decimal;
mod integer;

use integer::{parse_integer, parse_unsigned, signed_bytes, unsigned_bytes};

/// A Phoenix column type that can be part of a primary key.
///
/// Each encodes as its `apache/phoenix` `schema/types/P<Name>.java` codec does.
///
/// ```
/// use rowkey_encodings::phoenix::PhoenixType;
///
/// assert_eq!(PhoenixType::Char(3).sql_name(), "CHAR(3)");
/// assert_eq!(PhoenixType::Timestamp.fixed_width(), Some(12));
/// assert_eq!(PhoenixType::Varchar.fixed_width(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum PhoenixType {
    /// `TINYINT`: 1 byte, sign bit flipped (`PTinyint`).
    TinyInt,
    /// `SMALLINT`: 2 bytes big-endian, sign bit flipped (`PSmallint`).
    SmallInt,
    /// `INTEGER`: 4 bytes big-endian, sign bit flipped (`PInteger`).
    Integer,
    /// `BIGINT`: 8 bytes big-endian, sign bit flipped (`PLong`).
    BigInt,
    /// `UNSIGNED_TINYINT`: 0..=127 as 1 plain byte (`PUnsignedTinyint`).
    #[cfg_attr(feature = "serde", serde(rename = "unsigned_tinyint"))]
    UnsignedTinyInt,
    /// `UNSIGNED_SMALLINT`: 0..=32767 as 2 plain bytes (`PUnsignedSmallint`).
    #[cfg_attr(feature = "serde", serde(rename = "unsigned_smallint"))]
    UnsignedSmallInt,
    /// `UNSIGNED_INT`: 0..=2³¹−1 as 4 plain bytes (`PUnsignedInt`).
    #[cfg_attr(feature = "serde", serde(rename = "unsigned_int"))]
    UnsignedInt,
    /// `UNSIGNED_LONG`: 0..=2⁶³−1 as 8 plain bytes (`PUnsignedLong`).
    #[cfg_attr(feature = "serde", serde(rename = "unsigned_long"))]
    UnsignedLong,
    /// `BOOLEAN`: 1 byte, `0x00` false, `0x01` true (`PBoolean`).
    Boolean,
    /// `DATE`: epoch milliseconds as `BIGINT` (`PDate`).
    Date,
    /// `TIME`: epoch milliseconds as `BIGINT` (`PTime`).
    Time,
    /// `TIMESTAMP`: 12 bytes, epoch milliseconds as `BIGINT` then the nanoseconds below the
    /// millisecond as a plain 4-byte int (`PTimestamp`).
    Timestamp,
    /// `CHAR(n)`: `n` single-byte characters, right-padded with spaces (`PChar`).
    Char(u16),
    /// `VARCHAR`: UTF-8, variable length (`PVarchar`).
    Varchar,
    /// `VARBINARY`: raw bytes, variable length; only as the last primary-key column and never
    /// `DESC` (`PVarbinary`, `MetaDataClient`, `ColumnMetaDataOps`).
    Varbinary,
    /// `DECIMAL`, or `DECIMAL(precision, scale)`: variable-length base-100 (`PDecimal`).
    Decimal(Option<(u8, u8)>),
}

impl PhoenixType {
    /// Every kind once, with a default for its parameters (`CHAR(1)`, plain `DECIMAL`), in
    /// the order a type picker would list them.
    ///
    /// ```
    /// use rowkey_encodings::phoenix::PhoenixType;
    ///
    /// assert_eq!(PhoenixType::ALL.len(), 16);
    /// assert!(PhoenixType::ALL.contains(&PhoenixType::Decimal(None)));
    /// ```
    pub const ALL: [PhoenixType; 16] = [
        PhoenixType::TinyInt,
        PhoenixType::SmallInt,
        PhoenixType::Integer,
        PhoenixType::BigInt,
        PhoenixType::UnsignedTinyInt,
        PhoenixType::UnsignedSmallInt,
        PhoenixType::UnsignedInt,
        PhoenixType::UnsignedLong,
        PhoenixType::Boolean,
        PhoenixType::Date,
        PhoenixType::Time,
        PhoenixType::Timestamp,
        PhoenixType::Char(1),
        PhoenixType::Varchar,
        PhoenixType::Varbinary,
        PhoenixType::Decimal(None),
    ];

    /// The byte width of a fixed-width type; `None` for the variable-length ones (`VARCHAR`,
    /// `VARBINARY`, `DECIMAL`), which are followed by a separator (see [`separator_after`]).
    ///
    /// ```
    /// use rowkey_encodings::phoenix::PhoenixType;
    ///
    /// assert_eq!(PhoenixType::BigInt.fixed_width(), Some(8));
    /// assert_eq!(PhoenixType::Decimal(Some((10, 2))).fixed_width(), None);
    /// ```
    pub fn fixed_width(self) -> Option<usize> {
        match self {
            PhoenixType::TinyInt | PhoenixType::UnsignedTinyInt | PhoenixType::Boolean => Some(1),
            PhoenixType::SmallInt | PhoenixType::UnsignedSmallInt => Some(2),
            PhoenixType::Integer | PhoenixType::UnsignedInt => Some(4),
            PhoenixType::BigInt
            | PhoenixType::UnsignedLong
            | PhoenixType::Date
            | PhoenixType::Time => Some(8),
            PhoenixType::Timestamp => Some(12),
            PhoenixType::Char(width) => Some(usize::from(width)),
            PhoenixType::Varchar | PhoenixType::Varbinary | PhoenixType::Decimal(_) => None,
        }
    }

    /// The type Phoenix stores for this declaration: `DECIMAL(p,s)` with a scale above the
    /// precision is `DECIMAL(p,p)`, the rest as declared.
    ///
    /// `apache/phoenix` `phoenix-core-client/src/main/java/org/apache/phoenix/parse/ColumnDef.java`,
    /// the constructor (line 131 at PHOENIX-7980): "Otherwise, if scale is bigger than
    /// maxLength, just set it to the maxLength;" then
    /// `scale = scale == null ? PDataType.DEFAULT_SCALE : scale > maxLength ? maxLength : scale;`
    /// (after refusing a precision outside 1 to 38 with `DECIMAL_PRECISION_OUT_OF_RANGE`).
    ///
    /// ```
    /// use rowkey_encodings::phoenix::PhoenixType;
    ///
    /// assert_eq!(PhoenixType::Decimal(Some((2, 5))).stored(), PhoenixType::Decimal(Some((2, 2))));
    /// assert_eq!(PhoenixType::Decimal(Some((10, 2))).stored(), PhoenixType::Decimal(Some((10, 2))));
    /// assert_eq!(PhoenixType::Varchar.stored(), PhoenixType::Varchar);
    /// ```
    #[must_use]
    pub fn stored(self) -> PhoenixType {
        match self {
            PhoenixType::Decimal(Some((precision, scale))) if scale > precision => {
                PhoenixType::Decimal(Some((precision, precision)))
            }
            other => other,
        }
    }

    /// The type as Phoenix spells it in DDL.
    ///
    /// ```
    /// use rowkey_encodings::phoenix::PhoenixType;
    ///
    /// assert_eq!(PhoenixType::UnsignedLong.sql_name(), "UNSIGNED_LONG");
    /// assert_eq!(PhoenixType::Decimal(Some((10, 2))).sql_name(), "DECIMAL(10,2)");
    /// ```
    pub fn sql_name(self) -> String {
        match self {
            PhoenixType::TinyInt => "TINYINT".into(),
            PhoenixType::SmallInt => "SMALLINT".into(),
            PhoenixType::Integer => "INTEGER".into(),
            PhoenixType::BigInt => "BIGINT".into(),
            PhoenixType::UnsignedTinyInt => "UNSIGNED_TINYINT".into(),
            PhoenixType::UnsignedSmallInt => "UNSIGNED_SMALLINT".into(),
            PhoenixType::UnsignedInt => "UNSIGNED_INT".into(),
            PhoenixType::UnsignedLong => "UNSIGNED_LONG".into(),
            PhoenixType::Boolean => "BOOLEAN".into(),
            PhoenixType::Date => "DATE".into(),
            PhoenixType::Time => "TIME".into(),
            PhoenixType::Timestamp => "TIMESTAMP".into(),
            PhoenixType::Char(width) => format!("CHAR({width})"),
            PhoenixType::Varchar => "VARCHAR".into(),
            PhoenixType::Varbinary => "VARBINARY".into(),
            PhoenixType::Decimal(None) => "DECIMAL".into(),
            PhoenixType::Decimal(Some((precision, scale))) => {
                format!("DECIMAL({precision},{scale})")
            }
        }
    }
}

/// Why a value or a key cannot be encoded. Positions (`at`) are byte offsets in the text.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::phoenix::{PhoenixError, PhoenixType, encode_value};
///
/// assert_eq!(
///     encode_value(PhoenixType::Integer, Order::Asc, "12x"),
///     Err(PhoenixError::NotAnInteger { at: 2 })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PhoenixError {
    /// Not `[+-]digits` (Java `Integer.parseInt` and friends).
    NotAnInteger { at: usize },
    /// An integer outside the type's range.
    OutOfRange { min: i128, max: i128 },
    /// A negative value for an `UNSIGNED_*` type.
    NegativeUnsigned,
    /// A `BOOLEAN` other than `true` / `false` (any case).
    NotABoolean,
    /// Not a date-time this module reads (see [`encode_value`]).
    BadTime { at: usize },
    /// A `CHAR` character that is not a single byte (not ASCII).
    MultiByteChar { at: usize },
    /// A `CHAR(width)` value of `len` bytes.
    TooLong { width: usize, len: usize },
    /// Not a `java.math.BigDecimal` literal.
    NotADecimal { at: usize },
    /// A value with more integer digits than `DECIMAL(p,s)` holds (`p − s`).
    DecimalExceedsCapacity {
        max_integer_digits: i64,
        integer_digits: i64,
    },
    /// A decimal whose leading digit counts `10^exponent`, outside `10^-130 ..< 10^126`:
    /// Phoenix's exponent byte would wrap.
    DecimalOutOfRange { exponent: i64 },
    /// `DECIMAL(precision, scale)` with a precision outside 1..=38
    /// (`DECIMAL_PRECISION_OUT_OF_RANGE`; a scale above the precision is clamped to it, see
    /// [`PhoenixType::stored`]).
    BadDecimalType { precision: u8, scale: u8 },
    /// An empty (null) value for a fixed-width column.
    NullFixedWidth,
    /// A `DESC` `VARBINARY` column (Phoenix: "Descending VARBINARY columns not supported").
    DescVarbinary,
    /// A `VARBINARY` column that is not the last of the primary key.
    VarbinaryNotLast,
    /// Every primary-key value is null.
    NullKey,
    /// More values than primary-key columns.
    TooManyValues { columns: usize },
    /// `SALT_BUCKETS` above 256.
    BadBucketCount { buckets: u16 },
}

impl fmt::Display for PhoenixError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PhoenixError::NotAnInteger { at } => write!(f, "not an integer at byte {at}"),
            PhoenixError::OutOfRange { min, max } => write!(f, "out of range {min}..={max}"),
            PhoenixError::NegativeUnsigned => write!(f, "negative unsigned"),
            PhoenixError::NotABoolean => write!(f, "not a boolean"),
            PhoenixError::BadTime { at } => write!(f, "bad date-time at byte {at}"),
            PhoenixError::MultiByteChar { at } => write!(f, "multi-byte CHAR at byte {at}"),
            PhoenixError::TooLong { width, len } => write!(f, "{len} bytes > CHAR({width})"),
            PhoenixError::NotADecimal { at } => write!(f, "not a decimal at byte {at}"),
            PhoenixError::DecimalExceedsCapacity {
                max_integer_digits,
                integer_digits,
            } => write!(f, "{integer_digits} integer digits > {max_integer_digits}"),
            PhoenixError::DecimalOutOfRange { exponent } => {
                write!(f, "decimal exponent {exponent} out of range")
            }
            PhoenixError::BadDecimalType { precision, scale } => {
                write!(f, "bad DECIMAL({precision},{scale})")
            }
            PhoenixError::NullFixedWidth => write!(f, "null fixed-width value"),
            PhoenixError::DescVarbinary => write!(f, "DESC VARBINARY"),
            PhoenixError::VarbinaryNotLast => write!(f, "VARBINARY not last"),
            PhoenixError::NullKey => write!(f, "null primary key"),
            PhoenixError::TooManyValues { columns } => write!(f, "more than {columns} values"),
            PhoenixError::BadBucketCount { buckets } => write!(f, "{buckets} salt buckets > 256"),
        }
    }
}

impl std::error::Error for PhoenixError {}

/// The ascending bytes of a non-empty text.
fn ascending_bytes(ty: PhoenixType, text: &str) -> Result<Vec<u8>, PhoenixError> {
    let signed = |bits: u32| {
        let (min, max) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        parse_integer(text, min, max).map(|v| signed_bytes(v, bits as usize / 8))
    };
    let unsigned = |bits: u32| {
        parse_unsigned(text, (1i128 << (bits - 1)) - 1)
            .map(|v| unsigned_bytes(v, bits as usize / 8))
    };
    match ty {
        PhoenixType::TinyInt => signed(8),
        PhoenixType::SmallInt => signed(16),
        PhoenixType::Integer => signed(32),
        PhoenixType::BigInt => signed(64),
        PhoenixType::UnsignedTinyInt => unsigned(8),
        PhoenixType::UnsignedSmallInt => unsigned(16),
        PhoenixType::UnsignedInt => unsigned(32),
        PhoenixType::UnsignedLong => unsigned(64),
        PhoenixType::Boolean => {
            if text.eq_ignore_ascii_case("true") {
                Ok(vec![1])
            } else if text.eq_ignore_ascii_case("false") {
                Ok(vec![0])
            } else {
                Err(PhoenixError::NotABoolean)
            }
        }
        PhoenixType::Date | PhoenixType::Time => {
            let instant = datetime::parse(text)?;
            Ok(signed_bytes(i128::from(instant.millis), 8))
        }
        PhoenixType::Timestamp => {
            let instant = datetime::parse(text)?;
            let mut bytes = signed_bytes(i128::from(instant.millis), 8);
            bytes.extend_from_slice(&instant.sub_milli_nanos.to_be_bytes());
            Ok(bytes)
        }
        PhoenixType::Char(width) => {
            if let Some(at) = text.bytes().position(|b| !b.is_ascii()) {
                return Err(PhoenixError::MultiByteChar { at });
            }
            let width = usize::from(width);
            if text.len() > width {
                return Err(PhoenixError::TooLong {
                    width,
                    len: text.len(),
                });
            }
            let mut bytes = text.as_bytes().to_vec();
            bytes.resize(width, b' ');
            Ok(bytes)
        }
        PhoenixType::Varchar | PhoenixType::Varbinary => Ok(text.as_bytes().to_vec()),
        PhoenixType::Decimal(precision_scale) => decimal::encode(text, precision_scale),
    }
}

/// One column value's bytes in the key, without separator.
///
/// The text is read as a CSV cell would hold it:
/// - integers in decimal, `[+-]digits`, range-checked per type (`UNSIGNED_*` refuse negatives:
///   their range is the non-negative half of the signed type);
/// - `BOOLEAN`: `true` / `false`, any case;
/// - `DATE`, `TIME`, `TIMESTAMP`: `yyyy-MM-dd`, optionally followed by `' '` or `'T'` and
///   `HH:mm`, `HH:mm:ss` or `HH:mm:ss.f` (1–9 fraction digits), in UTC (Phoenix's default
///   zone `GMT`), Julian before 1582-10-15 as Joda's `GJChronology`; or an integer of epoch
///   milliseconds. `DATE`/`TIME` keep milliseconds (the fraction is cut), `TIMESTAMP` keeps
///   nanoseconds;
/// - `CHAR(n)`: ASCII only ("CHAR types may only contain single byte characters"), at most
///   `n` bytes, padded with spaces;
/// - `VARCHAR`, `VARBINARY`: the text's UTF-8 bytes;
/// - `DECIMAL`: a `java.math.BigDecimal` literal (`-12.50`, `.5`, `1e3`, `1E-10` all accepted,
///   as `new BigDecimal(String)` does), normalised as Phoenix does (38 significant digits,
///   half up; trailing zeros stripped). `DECIMAL(p,s)` first refuses more than `p − s` integer
///   digits and cuts the scale to `s` toward zero (`PDecimal.isSizeCompatible`,
///   `coerceBytes`; read from the code, not checked against a running Phoenix).
///
/// Empty text is null: no bytes for a variable-length type, [`PhoenixError::NullFixedWidth`]
/// for a fixed-width one. `DESC` inverts every byte (`SortOrder.invert`); `CHAR` is padded
/// before, so `DESC` pads with `0xDF`. `BOOLEAN DESC` is inverted too (`0xFE` true, `0xFF`
/// false): an upserted boolean is an ascending literal that `PDataType.coerceBytes` inverts;
/// `PBoolean.toBytes(Object, SortOrder.DESC)` alone would give `0x00` / `0x01`.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::phoenix::{PhoenixType, encode_value};
///
/// assert_eq!(encode_value(PhoenixType::Integer, Order::Asc, "1"), Ok(vec![0x80, 0, 0, 1]));
/// assert_eq!(encode_value(PhoenixType::Char(5), Order::Desc, "ab"),
///            Ok(vec![0x9E, 0x9D, 0xDF, 0xDF, 0xDF]));
/// assert_eq!(encode_value(PhoenixType::Decimal(None), Order::Asc, "-1"), Ok(vec![0x3E, 0x64, 0x66]));
/// assert_eq!(encode_value(PhoenixType::Varchar, Order::Asc, ""), Ok(vec![]));
/// ```
pub fn encode_value(ty: PhoenixType, order: Order, text: &str) -> Result<Vec<u8>, PhoenixError> {
    if ty == PhoenixType::Varbinary && order == Order::Desc {
        return Err(PhoenixError::DescVarbinary);
    }
    if let PhoenixType::Decimal(Some((precision, scale))) = ty {
        if precision == 0 || usize::from(precision) > decimal::MAX_PRECISION {
            return Err(PhoenixError::BadDecimalType { precision, scale });
        }
    }
    // Phoenix stores `DECIMAL(p,s)` with `s > p` as `DECIMAL(p,p)` (`ColumnDef`).
    let ty = ty.stored();
    if text.is_empty() {
        return match ty.fixed_width() {
            Some(_) => Err(PhoenixError::NullFixedWidth),
            None => Ok(Vec::new()),
        };
    }
    let mut bytes = ascending_bytes(ty, text)?;
    if order == Order::Desc {
        bytes.iter_mut().for_each(|b| *b ^= 0xFF);
    }
    Ok(bytes)
}

/// The bytes Phoenix writes right after a column's value in the key (`PTableImpl.newKey`,
/// `SchemaUtil.getSeparatorByte`, new `rowKeyOrderOptimizable` tables):
/// - fixed width: nothing;
/// - variable length followed by another value: `0x00` if `ASC` or null, `0xFF` if `DESC`;
/// - variable length, last value written: `0xFF` if `DESC` and not null, else nothing.
///
/// `is_last_value` means the last value written, which is the last primary-key column or the
/// one before the trailing nulls that `newKey` drops. (`hbase-semantics.md` §8.3 says "the
/// last PK column"; in `newKey` the trailing `0xFF` follows the last value written.)
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::phoenix::{PhoenixType, separator_after};
///
/// assert_eq!(separator_after(PhoenixType::Varchar, Order::Asc, false, false), [0x00]);
/// assert_eq!(separator_after(PhoenixType::Varchar, Order::Desc, false, false), [0xFF]);
/// assert_eq!(separator_after(PhoenixType::Varchar, Order::Desc, false, true), [0x00]);
/// assert_eq!(separator_after(PhoenixType::Varchar, Order::Desc, true, false), [0xFF]);
/// assert!(separator_after(PhoenixType::Varchar, Order::Asc, true, false).is_empty());
/// assert!(separator_after(PhoenixType::Integer, Order::Desc, false, false).is_empty());
/// ```
pub fn separator_after(
    ty: PhoenixType,
    order: Order,
    is_last_value: bool,
    is_null: bool,
) -> &'static [u8] {
    const SEPARATOR: &[u8] = &[0x00];
    const DESC_SEPARATOR: &[u8] = &[0xFF];
    if ty.fixed_width().is_some() {
        return &[];
    }
    let separator = if is_null || order == Order::Asc {
        SEPARATOR
    } else {
        DESC_SEPARATOR
    };
    match (is_last_value, separator == DESC_SEPARATOR) {
        (false, _) => separator,
        (true, true) => DESC_SEPARATOR,
        (true, false) => &[],
    }
}

/// A full row key: the salt byte if salted, then each value ([`encode_value`]) followed by
/// its separator ([`separator_after`]), as `PTableImpl.newKey` builds it.
///
/// `values[i]` is the text of `columns[i]`; missing trailing values are null. Empty text is
/// null. Trailing nulls are dropped with their separators; a null fixed-width column is an
/// error, and so is a key of nulls only. `salt_buckets`: `None` or `Some(0)` is unsalted
/// (`SALT_BUCKETS=0`), 1..=256 salted; the salt byte hashes the key after it ([`salt_byte`]).
///
/// On error, the index of the column at fault; `columns.len()` for `TooManyValues` and
/// `BadBucketCount`.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::phoenix::{PhoenixError, PhoenixType, row_key};
///
/// let columns = [(PhoenixType::Varchar, Order::Desc), (PhoenixType::Varchar, Order::Asc)];
/// // 'a' inverted, then 0xFF: the DESC separator, kept as the trailing byte once the null
/// // second value is dropped.
/// assert_eq!(row_key(&columns, &["a", ""], None), Ok(vec![0x9E, 0xFF]));
/// assert_eq!(row_key(&columns, &["a", "b"], None), Ok(vec![0x9E, 0xFF, b'b']));
/// assert_eq!(row_key(&columns, &["", ""], None), Err((0, PhoenixError::NullKey)));
/// ```
pub fn row_key(
    columns: &[(PhoenixType, Order)],
    values: &[&str],
    salt_buckets: Option<u16>,
) -> Result<Vec<u8>, (usize, PhoenixError)> {
    if values.len() > columns.len() {
        let columns = columns.len();
        return Err((columns, PhoenixError::TooManyValues { columns }));
    }
    let buckets = match salt_buckets {
        None | Some(0) => None,
        Some(buckets) if buckets > 256 => {
            return Err((columns.len(), PhoenixError::BadBucketCount { buckets }));
        }
        Some(buckets) => Some(buckets),
    };
    if let Some(index) = columns
        .iter()
        .take(columns.len().saturating_sub(1))
        .position(|(ty, _)| *ty == PhoenixType::Varbinary)
    {
        return Err((index, PhoenixError::VarbinaryNotLast));
    }
    let written = values
        .iter()
        .rposition(|v| !v.is_empty())
        .map_or(0, |i| i + 1);
    let mut key = Vec::new();
    if buckets.is_some() {
        key.push(0); // placeholder for the salt byte, as newKey writes it
    }
    for (index, (&(ty, order), text)) in columns.iter().zip(values).take(written).enumerate() {
        let bytes = encode_value(ty, order, text).map_err(|e| (index, e))?;
        key.extend_from_slice(&bytes);
        key.extend_from_slice(separator_after(
            ty,
            order,
            index + 1 == written,
            bytes.is_empty(),
        ));
    }
    // `newKey` then checks every column after the values written: a null there is refused
    // in a column that cannot be null (a fixed-width one, here).
    if let Some(at) = columns
        .iter()
        .skip(written)
        .position(|(ty, _)| ty.fixed_width().is_some())
    {
        return Err((written + at, PhoenixError::NullFixedWidth));
    }
    if written == 0 {
        return Err((0, PhoenixError::NullKey));
    }
    if let Some(buckets) = buckets {
        key[0] = salt_byte(&key[1..], buckets);
    }
    Ok(key)
}

/// The salt byte of a key (`SaltingUtil.getSaltingByte`): `java.util.Arrays.hashCode` over
/// the key after the salt byte (bytes taken as signed, 32-bit wrapping), then
/// `(byte) Math.abs(hash % buckets)`. Zero buckets give 0; above 256 the Java `(byte)` cast
/// truncates as it would (Phoenix refuses such tables).
///
/// ```
/// use rowkey_encodings::phoenix::salt_byte;
///
/// assert_eq!(salt_byte(b"row1", 10), 4);
/// assert_eq!(salt_byte(&[0x80, 0, 0, 0], 4), 3); // INTEGER 0, hash -2889727
/// ```
pub fn salt_byte(rest_of_key: &[u8], buckets: u16) -> u8 {
    if buckets == 0 {
        return 0;
    }
    let hash = rest_of_key.iter().fold(1i32, |hash, &byte| {
        hash.wrapping_mul(31).wrapping_add(i32::from(byte as i8))
    });
    (hash % i32::from(buckets)).unsigned_abs() as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separators_in_a_key_with_a_null_in_the_middle() {
        let columns = [
            (PhoenixType::Varchar, Order::Desc),
            (PhoenixType::Decimal(None), Order::Desc),
            (PhoenixType::Varchar, Order::Asc),
        ];
        // The null DESC middle value is followed by 0x00 (getSeparatorByte: null → 0x00).
        assert_eq!(
            row_key(&columns, &["a", "", "b"], None),
            Ok(vec![0x9E, 0xFF, 0x00, b'b'])
        );
    }

    #[test]
    fn schema_errors() {
        let columns = [
            (PhoenixType::Varbinary, Order::Asc),
            (PhoenixType::Integer, Order::Asc),
        ];
        assert_eq!(
            row_key(&columns, &["a", "1"], None),
            Err((0, PhoenixError::VarbinaryNotLast))
        );
        let columns = [
            (PhoenixType::Varchar, Order::Asc),
            (PhoenixType::Integer, Order::Asc),
        ];
        assert_eq!(
            row_key(&columns, &["a"], None),
            Err((1, PhoenixError::NullFixedWidth))
        );
        assert_eq!(
            row_key(&columns, &["", "1"], None),
            Ok(vec![0x00, 0x80, 0, 0, 1])
        );
        assert_eq!(
            row_key(&columns, &["a", "1", "x"], None),
            Err((2, PhoenixError::TooManyValues { columns: 2 }))
        );
        assert_eq!(
            row_key(&columns, &["a", "1"], Some(257)),
            Err((2, PhoenixError::BadBucketCount { buckets: 257 }))
        );
        assert_eq!(
            row_key(&columns, &["a", "1"], Some(0)),
            row_key(&columns, &["a", "1"], None)
        );
        assert_eq!(
            encode_value(PhoenixType::Varbinary, Order::Desc, "a"),
            Err(PhoenixError::DescVarbinary)
        );
        // DECIMAL(2,5) is stored as DECIMAL(2,2) (ColumnDef clamps the scale): 0.12345
        // keeps two decimals, and 1.5 (one integer digit) no longer fits.
        assert_eq!(
            encode_value(PhoenixType::Decimal(Some((2, 5))), Order::Asc, "0.12345"),
            encode_value(PhoenixType::Decimal(Some((2, 2))), Order::Asc, "0.12")
        );
        assert_eq!(
            encode_value(PhoenixType::Decimal(Some((2, 5))), Order::Asc, "1.5"),
            Err(PhoenixError::DecimalExceedsCapacity {
                max_integer_digits: 0,
                integer_digits: 1
            })
        );
        assert_eq!(
            encode_value(PhoenixType::Decimal(Some((0, 0))), Order::Asc, "1"),
            Err(PhoenixError::BadDecimalType {
                precision: 0,
                scale: 0
            })
        );
    }
}
