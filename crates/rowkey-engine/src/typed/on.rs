//! Typed key encodings, built in (the `typed-keys` feature).

use rowkey_encodings::Order;
use rowkey_encodings::bigtable::FieldType;
use rowkey_encodings::ordered_bytes::{OrderedBytesError, OrderedType};
use rowkey_encodings::phoenix::{PhoenixError, PhoenixType};
use serde::{Deserialize, Serialize};

use super::Store;

/// A field written by a store's own typed key encoding.
///
/// # Examples
///
/// ```
/// use rowkey_engine::typed::TypedEncoding;
/// use rowkey_encodings::Order;
/// use rowkey_encodings::phoenix::PhoenixType;
///
/// let bigint_desc = TypedEncoding::Phoenix { r#type: PhoenixType::BigInt, order: Order::Desc };
/// assert_eq!(bigint_desc.value_bytes("1").unwrap(), [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE]);
/// assert_eq!(bigint_desc.fixed_width(), Some(8));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TypedEncoding {
    /// An Apache Phoenix primary-key column (`PDataType.toBytes`, then the separator
    /// `PTableImpl.newKey` writes).
    Phoenix {
        /// The column's SQL type.
        r#type: PhoenixType,
        /// `ASC` or `DESC` in the primary-key constraint.
        #[serde(default, skip_serializing_if = "is_asc")]
        order: Order,
    },
    /// A field of an HBase `Struct` of `OrderedBytes` types.
    OrderedBytes {
        /// The field's `OrderedBytes` type.
        r#type: OrderedType,
        /// `Order.ASCENDING` or `Order.DESCENDING`.
        #[serde(default, skip_serializing_if = "is_asc")]
        order: Order,
    },
    /// A field of a Bigtable structured row key encoded as `OrderedCodeBytes`.
    Bigtable {
        /// The field's type and its encoding.
        r#type: FieldType,
    },
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference.
fn is_asc(order: &Order) -> bool {
    *order == Order::Asc
}

/// Why a value cannot be written in a typed encoding (the store's own error).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedError {
    /// Phoenix refuses the value.
    Phoenix(rowkey_encodings::phoenix::PhoenixError),
    /// `OrderedBytes` refuses the value.
    OrderedBytes(rowkey_encodings::ordered_bytes::OrderedBytesError),
    /// Bigtable refuses the value.
    Bigtable(rowkey_encodings::bigtable::BigtableError),
}

impl std::fmt::Display for TypedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use rowkey_encodings::bigtable::BigtableError as B;
        use rowkey_encodings::ordered_bytes::OrderedBytesError as O;
        use rowkey_encodings::phoenix::PhoenixError as P;
        match self {
            Self::Phoenix(e) => match e {
                P::NotAnInteger { at } => {
                    write!(f, "Phoenix reads no integer here (character {})", at + 1)
                }
                P::OutOfRange { min, max } => write!(f, "the column's type holds {min} to {max}"),
                P::NegativeUnsigned => f.write_str("an UNSIGNED type holds no negative value"),
                P::NotABoolean => f.write_str("a BOOLEAN is true or false"),
                P::BadTime { at } => write!(
                    f,
                    "not a date-time Phoenix reads (yyyy-MM-dd HH:mm:ss.SSS, UTC, or epoch milliseconds) at character {}",
                    at + 1
                ),
                P::MultiByteChar { at } => write!(
                    f,
                    "a CHAR holds single-byte characters only; character {} is not one",
                    at + 1
                ),
                P::TooLong { width, len } => write!(f, "{len} bytes do not fit CHAR({width})"),
                P::NotADecimal { at } => write!(f, "not a decimal number (character {})", at + 1),
                P::DecimalExceedsCapacity {
                    max_integer_digits,
                    integer_digits,
                } => write!(
                    f,
                    "{integer_digits} digits before the point; the DECIMAL holds {max_integer_digits}"
                ),
                P::DecimalOutOfRange { exponent } => write!(
                    f,
                    "a DECIMAL of magnitude 10^{exponent} is outside what Phoenix writes (10^-130 to 10^125)"
                ),
                P::BadDecimalType { precision, scale } => write!(
                    f,
                    "DECIMAL({precision},{scale}): Phoenix takes a precision of 1 to 38"
                ),
                P::NullFixedWidth => f.write_str(
                    "an empty value is null, and a fixed-width primary-key column cannot be null",
                ),
                P::DescVarbinary => f.write_str("Phoenix has no DESC VARBINARY column"),
                P::VarbinaryNotLast => {
                    f.write_str("a VARBINARY column can only be the last of the primary key")
                }
                P::NullKey => f.write_str("every primary-key value is null"),
                P::TooManyValues { columns } => {
                    write!(f, "more values than the {columns} primary-key columns")
                }
                P::BadBucketCount { buckets } => {
                    write!(f, "SALT_BUCKETS is 1 to 256, not {buckets}")
                }
            },
            Self::OrderedBytes(e) => match e {
                O::NotANumber { at } => {
                    write!(f, "not a number of this type (character {})", at + 1)
                }
                O::OutOfRange { min, max } => write!(f, "the type holds {min} to {max}"),
                O::ExponentOutOfRange { at } => {
                    write!(f, "the exponent at character {} is too large", at + 1)
                }
                O::NumericTooLarge { exponent, max } => write!(
                    f,
                    "a Numeric of base-100 exponent {exponent} is beyond the {max} HBase encodes faithfully"
                ),
                O::NulInText { at } => write!(
                    f,
                    "OrderedString refuses the NUL character (character {})",
                    at + 1
                ),
                O::NulInDescendingBlob { at } => write!(
                    f,
                    "a descending OrderedBlob refuses the byte 0x00 (byte {})",
                    at + 1
                ),
                O::NullNotAllowed => f.write_str(
                    "an empty value is null, and this OrderedBytes type is not nullable",
                ),
                O::BlobCopyNotLast => {
                    f.write_str("an OrderedBlob (blob copy) can only be the last field")
                }
                O::TooManyValues { fields, values } => {
                    write!(f, "{values} values for {fields} fields")
                }
            },
            Self::Bigtable(e) => match e {
                B::NotAnInteger { at } => write!(f, "not an Int64 (character {})", at + 1),
                B::OutOfRange { negative: true } => f.write_str("below the smallest Int64"),
                B::OutOfRange { negative: false } => f.write_str("above the largest Int64"),
                B::ContainsDelimiter { at } => {
                    write!(f, "the field holds the delimiter (byte {})", at + 1)
                }
                B::BelowDelimiter { at, byte } => write!(
                    f,
                    "byte {} (0x{byte:02X}) sorts below the delimiter, which sorted mode refuses",
                    at + 1
                ),
                B::WrongFieldCount { expected, found } => {
                    write!(f, "{found} values for {expected} fields")
                }
                B::SingletonFieldCount { found } => {
                    write!(f, "a Singleton struct has one field, not {found}")
                }
                B::DelimiterLength { len } => {
                    write!(f, "a delimiter has 1 to 50 bytes, not {len}")
                }
            },
        }
    }
}

impl TypedEncoding {
    /// The value's own bytes (no separator), as the store writes a non-null value.
    ///
    /// # Errors
    ///
    /// The store's reason for refusing the text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::phoenix::PhoenixType;
    /// let varchar = TypedEncoding::Phoenix { r#type: PhoenixType::Varchar, order: Default::default() };
    /// assert_eq!(varchar.value_bytes("ab").unwrap(), b"ab");
    /// ```
    pub fn value_bytes(&self, text: &str) -> Result<Vec<u8>, TypedError> {
        match *self {
            Self::Phoenix { r#type, order } => {
                rowkey_encodings::phoenix::encode_value(r#type, order, text)
                    .map_err(TypedError::Phoenix)
            }
            Self::OrderedBytes { r#type, order } => {
                rowkey_encodings::ordered_bytes::encode_text(r#type, order, text)
                    .map_err(TypedError::OrderedBytes)
            }
            Self::Bigtable { r#type } => {
                let plain = rowkey_encodings::bigtable::encode_text(r#type, text)
                    .map_err(TypedError::Bigtable)?;
                Ok(rowkey_encodings::bigtable::escape_field(&plain))
            }
        }
    }

    /// The same store and type in ascending order: the bytes whose order is the values'
    /// order (a descending field's bytes are these, inverted).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::Order;
    /// use rowkey_encodings::phoenix::PhoenixType;
    /// let desc = TypedEncoding::Phoenix { r#type: PhoenixType::Integer, order: Order::Desc };
    /// assert_eq!(desc.ascending().order(), Order::Asc);
    /// ```
    #[must_use]
    pub fn ascending(self) -> Self {
        match self {
            Self::Phoenix { r#type, .. } => Self::Phoenix {
                r#type,
                order: Order::Asc,
            },
            Self::OrderedBytes { r#type, .. } => Self::OrderedBytes {
                r#type,
                order: Order::Asc,
            },
            Self::Bigtable { r#type } => Self::Bigtable { r#type },
        }
    }

    /// The field's sort order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::Order;
    /// use rowkey_encodings::bigtable::FieldType;
    /// assert_eq!(TypedEncoding::Bigtable { r#type: FieldType::StringUtf8Bytes }.order(), Order::Asc);
    /// ```
    #[must_use]
    pub fn order(self) -> Order {
        match self {
            Self::Phoenix { order, .. } | Self::OrderedBytes { order, .. } => order,
            Self::Bigtable { .. } => Order::Asc,
        }
    }

    /// The width of every non-null value, separator not counted, if it is fixed.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::phoenix::PhoenixType;
    /// let ts = TypedEncoding::Phoenix { r#type: PhoenixType::Timestamp, order: Default::default() };
    /// assert_eq!(ts.fixed_width(), Some(12));
    /// ```
    #[must_use]
    pub fn fixed_width(self) -> Option<usize> {
        match self {
            Self::Phoenix { r#type, .. } => r#type.fixed_width(),
            Self::OrderedBytes { r#type, .. } => r#type.fixed_width(),
            // Escaping makes every field's width depend on its bytes.
            Self::Bigtable { .. } => None,
        }
    }

    /// The width a type declares, if it declares one (Phoenix `CHAR(n)`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::phoenix::PhoenixType;
    /// let char3 = TypedEncoding::Phoenix { r#type: PhoenixType::Char(3), order: Default::default() };
    /// assert_eq!(char3.declared_width(), Some(3));
    /// ```
    #[must_use]
    pub fn declared_width(self) -> Option<u16> {
        match self {
            Self::Phoenix {
                r#type: PhoenixType::Char(n),
                ..
            } => Some(n),
            _ => None,
        }
    }

    /// Whether a value's bytes end themselves, so that no value's bytes start another's:
    /// fixed-width values, and `OrderedBytes` (every encoding has its own end).
    #[must_use]
    pub fn self_delimiting(self) -> bool {
        self.fixed_width().is_some() || matches!(self, Self::OrderedBytes { .. })
    }

    /// The store whose encoding this is.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::{Store, TypedEncoding};
    /// use rowkey_encodings::bigtable::FieldType;
    /// assert_eq!(TypedEncoding::Bigtable { r#type: FieldType::BytesRaw }.store(), Store::Bigtable);
    /// ```
    #[must_use]
    pub fn store(self) -> Store {
        match self {
            Self::Phoenix { .. } => Store::Phoenix,
            Self::OrderedBytes { .. } => Store::OrderedBytes,
            Self::Bigtable { .. } => Store::Bigtable,
        }
    }

    /// A Phoenix column's type and order, if this is one.
    #[must_use]
    pub fn phoenix_column(self) -> Option<(PhoenixType, Order)> {
        match self {
            Self::Phoenix { r#type, order } => Some((r#type, order)),
            _ => None,
        }
    }

    /// Every type a store offers, in picker order, each in `order` where the store has one
    /// (Bigtable's fields are ascending).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::{Store, TypedEncoding};
    /// use rowkey_encodings::Order;
    /// let phoenix = TypedEncoding::types_of(Store::Phoenix, Order::Desc);
    /// assert_eq!(phoenix.len(), 16);
    /// assert!(phoenix.iter().all(|t| t.order() == Order::Desc));
    /// ```
    #[must_use]
    pub fn types_of(store: Store, order: Order) -> Vec<Self> {
        match store {
            Store::Phoenix => PhoenixType::ALL
                .iter()
                .map(|&r#type| Self::Phoenix { r#type, order })
                .collect(),
            Store::OrderedBytes => OrderedType::ALL
                .iter()
                .map(|&r#type| Self::OrderedBytes { r#type, order })
                .collect(),
            Store::Bigtable => FieldType::ALL
                .iter()
                .map(|&r#type| Self::Bigtable { r#type })
                .collect(),
        }
    }

    /// Phoenix's refusal of a row whose every primary-key value is null.
    #[must_use]
    pub(crate) fn null_key_error(self) -> TypedError {
        TypedError::Phoenix(PhoenixError::NullKey)
    }

    /// Whether an empty text is a null (Phoenix reads `''` as null, and an HBase `Struct`
    /// field is null or a value), rather than an empty value (a Bigtable string): a null
    /// compares with nothing.
    #[must_use]
    pub fn empty_is_null(self) -> bool {
        !matches!(self, Self::Bigtable { .. })
    }

    /// Whether a reader of the key sees where the value ends without a separator of the
    /// recipe's: fixed width, bytes that end themselves, or a separator the store writes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::phoenix::PhoenixType;
    /// let varchar = TypedEncoding::Phoenix { r#type: PhoenixType::Varchar, order: Default::default() };
    /// assert!(varchar.delimits_itself());
    /// ```
    #[must_use]
    pub fn delimits_itself(self) -> bool {
        self.self_delimiting() || !separator_after_value(self, false).is_empty()
    }

    /// Whether the values are numbers (shown bare in a plan, as Phoenix's EXPLAIN shows
    /// them).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::ordered_bytes::OrderedType;
    /// let numeric = TypedEncoding::OrderedBytes { r#type: OrderedType::Numeric, order: Default::default() };
    /// assert!(numeric.is_numeric());
    /// ```
    #[must_use]
    pub fn is_numeric(self) -> bool {
        match self {
            Self::Phoenix { r#type, .. } => matches!(
                r#type,
                PhoenixType::TinyInt
                    | PhoenixType::SmallInt
                    | PhoenixType::Integer
                    | PhoenixType::BigInt
                    | PhoenixType::UnsignedTinyInt
                    | PhoenixType::UnsignedSmallInt
                    | PhoenixType::UnsignedInt
                    | PhoenixType::UnsignedLong
                    | PhoenixType::Decimal(_)
            ),
            Self::OrderedBytes { r#type, .. } => !matches!(
                r#type,
                OrderedType::String | OrderedType::BlobVar | OrderedType::BlobCopy
            ),
            Self::Bigtable { r#type } => matches!(
                r#type,
                FieldType::Int64BigEndianBytes | FieldType::Int64OrderedCodeBytes
            ),
        }
    }

    /// Whether adding or taking one from a value's ascending bytes (as one big-endian
    /// number) gives the next or previous value: Phoenix's fixed-width integers and times
    /// (for a `TIMESTAMP`, a key between two values, which bounds them as well).
    #[must_use]
    pub fn steps(self) -> bool {
        matches!(
            self,
            Self::Phoenix {
                r#type: PhoenixType::TinyInt
                    | PhoenixType::SmallInt
                    | PhoenixType::Integer
                    | PhoenixType::BigInt
                    | PhoenixType::UnsignedTinyInt
                    | PhoenixType::UnsignedSmallInt
                    | PhoenixType::UnsignedInt
                    | PhoenixType::UnsignedLong
                    | PhoenixType::Date
                    | PhoenixType::Time
                    | PhoenixType::Timestamp,
                ..
            }
        )
    }

    /// A value as Phoenix's EXPLAIN shows a key value (`ExplainTable.appendPKColumnValue`):
    /// numbers bare, `DATE`, `TIME` and `TIMESTAMP` as `'yyyy-MM-dd HH:mm:ss.SSS'` (UTC), text
    /// quoted. `ascending` is the value's ascending bytes, `text` the value as written (`None`
    /// for a bound stepped to its neighbour, shown from its bytes).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::phoenix::PhoenixType;
    /// let ts = TypedEncoding::Phoenix { r#type: PhoenixType::Timestamp, order: Default::default() };
    /// let bytes = ts.value_bytes("2016-01-28 00:00:00").unwrap();
    /// assert_eq!(ts.explain_value(&bytes, None), "'2016-01-28 00:00:00.000'");
    /// let n = TypedEncoding::Phoenix { r#type: PhoenixType::Integer, order: Default::default() };
    /// assert_eq!(n.explain_value(&n.value_bytes("-7").unwrap(), None), "-7");
    /// ```
    #[must_use]
    pub fn explain_value(self, ascending: &[u8], text: Option<&str>) -> String {
        let quote = |t: &str| format!("'{}'", t.replace('\'', "''"));
        let unsigned = |bytes: &[u8]| bytes.iter().fold(0i128, |v, b| v * 256 + i128::from(*b));
        // Sign-flipped bytes are the value plus 2^(8·width − 1), unsigned.
        let signed = |bytes: &[u8]| -> Option<i128> {
            let bits = 8 * u32::try_from(bytes.len()).ok()?;
            (1..=8 * 8)
                .contains(&bits)
                .then(|| unsigned(bytes) - (1i128 << (bits - 1)))
        };
        if let Self::Phoenix { r#type, .. } = self {
            let decoded = match r#type {
                PhoenixType::TinyInt
                | PhoenixType::SmallInt
                | PhoenixType::Integer
                | PhoenixType::BigInt => signed(ascending).map(|v| v.to_string()),
                PhoenixType::UnsignedTinyInt
                | PhoenixType::UnsignedSmallInt
                | PhoenixType::UnsignedInt
                | PhoenixType::UnsignedLong => Some(unsigned(ascending).to_string()),
                PhoenixType::Date | PhoenixType::Time | PhoenixType::Timestamp => ascending
                    .get(..8)
                    .and_then(signed)
                    .and_then(|ms| i64::try_from(ms).ok())
                    .and_then(|ms| {
                        crate::time::TimePattern::new("yyyy-MM-dd HH:mm:ss.SSS")
                            .ok()?
                            .format(ms, 0)
                            .ok()
                    })
                    .map(|t| quote(&t)),
                PhoenixType::Char(_) => Some(quote(&String::from_utf8_lossy(ascending))),
                _ => None,
            };
            if let Some(shown) = decoded {
                return shown;
            }
        }
        let text = text.map_or_else(
            || String::from_utf8_lossy(ascending).into_owned(),
            str::to_owned,
        );
        if self.is_numeric() {
            text
        } else {
            quote(&text)
        }
    }

    /// The type's name as its store spells it: `BIGINT`, `CHAR(3)`, `OrderedInt64`,
    /// `Int64 (OrderedCodeBytes)`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::TypedEncoding;
    /// use rowkey_encodings::phoenix::PhoenixType;
    /// let char3 = TypedEncoding::Phoenix { r#type: PhoenixType::Char(3), order: Default::default() };
    /// assert_eq!(char3.type_name(), "CHAR(3)");
    /// ```
    #[must_use]
    pub fn type_name(self) -> String {
        match self {
            Self::Phoenix { r#type, .. } => r#type.sql_name(),
            Self::OrderedBytes { r#type, .. } => r#type.hbase_class_name().to_owned(),
            Self::Bigtable { r#type } => r#type.proto_name().to_owned(),
        }
    }
}

/// What a typed field writes in one key: the value's bytes, then the separator its store
/// writes after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldBytes {
    /// The value's bytes.
    pub value: Vec<u8>,
    /// The separator after them (often none).
    pub separator: Vec<u8>,
}

/// What a typed field writes in one key, given whether anything is written after it.
///
/// `value` is the field's text (empty = null), `rest_is_empty` whether every later part of
/// the key writes no byte. Returns the value's bytes and the bytes that follow them (the
/// separator), or `None` when the field is left out (a trailing null).
///
/// # Errors
///
/// As [`TypedEncoding::value_bytes`], and the store's own error for a null where it has
/// none (a fixed-width Phoenix column, an `OrderedBytes` number) or an `OrderedBlob` that
/// is not last.
///
/// # Examples
///
/// ```
/// use rowkey_engine::typed::{field_bytes, TypedEncoding};
/// use rowkey_encodings::Order;
/// use rowkey_encodings::phoenix::PhoenixType;
/// let asc = TypedEncoding::Phoenix { r#type: PhoenixType::Varchar, order: Order::Asc };
/// let desc = TypedEncoding::Phoenix { r#type: PhoenixType::Varchar, order: Order::Desc };
/// let written = field_bytes(asc, "ab", false).unwrap().unwrap();
/// assert_eq!((written.value, written.separator), (b"ab".to_vec(), vec![0x00]));
/// assert!(field_bytes(asc, "ab", true).unwrap().unwrap().separator.is_empty());
/// let desc_last = field_bytes(desc, "ab", true).unwrap().unwrap();
/// assert_eq!((desc_last.value, desc_last.separator), (vec![0x9E, 0x9D], vec![0xFF]));
/// assert_eq!(field_bytes(asc, "", true).unwrap(), None);
/// ```
pub fn field_bytes(
    encoding: TypedEncoding,
    value: &str,
    rest_is_empty: bool,
) -> Result<Option<FieldBytes>, TypedError> {
    let null = value.is_empty();
    match encoding {
        TypedEncoding::Phoenix { r#type, order } => {
            // `PTableImpl.newKey` refuses a null in a fixed-width column (not nullable),
            // trailing or not, and drops trailing nulls of the others.
            if null && r#type.fixed_width().is_some() {
                return Err(TypedError::Phoenix(PhoenixError::NullFixedWidth));
            }
            if null && rest_is_empty {
                return Ok(None);
            }
            let bytes = if null {
                Vec::new()
            } else {
                encoding.value_bytes(value)?
            };
            let after =
                rowkey_encodings::phoenix::separator_after(r#type, order, rest_is_empty, null);
            Ok(Some(FieldBytes {
                value: bytes,
                separator: after.to_vec(),
            }))
        }
        TypedEncoding::OrderedBytes { r#type, order } => {
            if r#type == OrderedType::BlobCopy && !rest_is_empty {
                return Err(TypedError::OrderedBytes(OrderedBytesError::BlobCopyNotLast));
            }
            let mut bytes = Vec::new();
            if null {
                // `Struct.encode` leaves out trailing nulls of nullable fields only.
                if !r#type.is_nullable() {
                    return Err(TypedError::OrderedBytes(OrderedBytesError::NullNotAllowed));
                }
                if rest_is_empty {
                    return Ok(None);
                }
                rowkey_encodings::ordered_bytes::encode_null(order, &mut bytes);
            } else {
                bytes = encoding.value_bytes(value)?;
            }
            Ok(Some(FieldBytes {
                value: bytes,
                separator: Vec::new(),
            }))
        }
        TypedEncoding::Bigtable { r#type } => {
            // An empty field (an empty string) is left out when nothing follows it; an
            // integer field is never empty.
            let plain = rowkey_encodings::bigtable::encode_text(r#type, value)
                .map_err(TypedError::Bigtable)?;
            if plain.is_empty() && rest_is_empty {
                return Ok(None);
            }
            Ok(Some(FieldBytes {
                value: rowkey_encodings::bigtable::escape_field(&plain),
                separator: separator_after_value(encoding, rest_is_empty),
            }))
        }
    }
}

/// The bytes a typed field writes after a non-null value: its store's separator when
/// something follows (`is_last` false), and Phoenix's trailing `\xFF` after a last
/// variable-length `DESC` value.
///
/// # Examples
///
/// ```
/// use rowkey_engine::typed::{separator_after_value, TypedEncoding};
/// use rowkey_encodings::bigtable::FieldType;
/// let field = TypedEncoding::Bigtable { r#type: FieldType::StringUtf8Bytes };
/// assert_eq!(separator_after_value(field, false), [0x00, 0x01]);
/// assert!(separator_after_value(field, true).is_empty());
/// ```
#[must_use]
pub fn separator_after_value(encoding: TypedEncoding, is_last: bool) -> Vec<u8> {
    match encoding {
        TypedEncoding::Phoenix { r#type, order } => {
            rowkey_encodings::phoenix::separator_after(r#type, order, is_last, false).to_vec()
        }
        TypedEncoding::OrderedBytes { .. } => Vec::new(),
        TypedEncoding::Bigtable { .. } if is_last => Vec::new(),
        TypedEncoding::Bigtable { .. } => vec![0x00, 0x01],
    }
}

/// A typed value in a query's bound: its ascending bytes, its text as written (`None` once
/// stepped to a neighbour) and its encoding. Values compare, and are equal, by their bytes:
/// the store's order (`1` and `01` are one value).
#[derive(Clone, Debug)]
pub struct TypedValue {
    bytes: Vec<u8>,
    text: Option<String>,
    encoding: TypedEncoding,
}

impl PartialEq for TypedValue {
    fn eq(&self, other: &Self) -> bool {
        self.bytes == other.bytes
    }
}

impl Eq for TypedValue {}

impl PartialOrd for TypedValue {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for TypedValue {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.bytes.cmp(&other.bytes)
    }
}

impl TypedValue {
    /// A value written as `text`, whose ascending bytes are `bytes`.
    #[must_use]
    pub fn new(encoding: TypedEncoding, bytes: Vec<u8>, text: &str) -> Self {
        Self {
            bytes,
            text: Some(text.to_owned()),
            encoding,
        }
    }

    /// The ascending bytes.
    #[must_use]
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The next (`up`, for a `>` bound) or previous value (for a `<` bound), where the
    /// encoding steps by one in its bytes ([`TypedEncoding::steps`]) and the bound is where
    /// the key range starts; `None` otherwise or past the ends.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::typed::{TypedEncoding, TypedValue};
    /// use rowkey_encodings::phoenix::PhoenixType;
    /// let int = TypedEncoding::Phoenix { r#type: PhoenixType::Integer, order: Default::default() };
    /// let five = TypedValue::new(int, int.value_bytes("5").unwrap(), "5");
    /// assert_eq!(five.step(true).unwrap().explain(), "6"); // `> 5` starts at 6
    /// assert!(five.step(false).is_none()); // `< 5` stops before 5 as it is
    /// ```
    #[must_use]
    pub fn step(&self, up: bool) -> Option<Self> {
        if !self.encoding.steps() {
            return None;
        }
        // Only the bound where the key range starts steps (as Phoenix turns an exclusive
        // start row into the next key): the low value of an ascending field, the high value
        // of a descending one. The other end stays exclusive: a stop row excludes it as is.
        let starts_range = match self.encoding.order() {
            Order::Asc => up,
            Order::Desc => !up,
        };
        if !starts_range {
            return None;
        }
        let mut bytes = self.bytes.clone();
        for b in bytes.iter_mut().rev() {
            let (value, carried) = if up {
                b.overflowing_add(1)
            } else {
                b.overflowing_sub(1)
            };
            *b = value;
            if !carried {
                return Some(Self {
                    bytes,
                    text: None,
                    encoding: self.encoding,
                });
            }
        }
        None
    }

    /// The value as Phoenix's EXPLAIN shows a key value ([`TypedEncoding::explain_value`]).
    #[must_use]
    pub fn explain(&self) -> String {
        self.encoding
            .explain_value(&self.bytes, self.text.as_deref())
    }
}
