//! Bigtable structured row keys: the encodings of `google.bigtable.admin.v2.Type.Struct`, and
//! the row key schema definition file that `gcloud` reads.
//!
//! The rules are those written in the comments of `googleapis/googleapis
//! google/bigtable/admin/v2/types.proto`:
//!
//! - field types: `String` with `Utf8Bytes` (the UTF-8 bytes), `Bytes` with `Raw` (as-is),
//!   `Int64` with `BigEndianBytes` (8-byte big-endian two's complement; sorted mode supports
//!   non-negative values only) and `Int64` with `OrderedCodeBytes` (a variable-length form of
//!   up to 10 bytes, all values sorted; taken here to be Google's `orderedcode` int64,
//!   [`crate::ordered_code::encode_int64`], which fits that description, though the proto
//!   names no package and gives no vector);
//! - `Struct.Encoding.Singleton`: the one field's encoding as-is, only valid with one field;
//! - `Struct.Encoding.DelimitedBytes`: the fields' encodings joined by the delimiter (1 to 50
//!   bytes), a struct with no fields being one delimiter; in sorted mode, the mode in which
//!   Bigtable decodes a row key (the `Table.row_key_schema` comment of `table.proto`), an
//!   encoded field must not contain any byte `<= delimiter[0]`. The rule names no exception
//!   for the last field, so none is made here, although the example of the
//!   `Table.row_key_schema` comment ends `'#'`-delimited keys with an `Int64 BigEndianBytes`
//!   field holding `0x00` bytes;
//! - `Struct.Encoding.OrderedCodeBytes`: the fields' encodings with each `0x00` replaced by
//!   `0x00 0xFF`, joined by `0x00 0x01`; an empty field is `0x00 0x00`, trailing empty fields
//!   are omitted, and a struct whose fields are all empty (or that has none) is `0x00 0x00`.
//!   This is *not* a sequence of orderedcode strings: `0xFF` is not escaped and the last
//!   field has no terminator.
//!
//! Values come as text, one sample CSV cell each ([`encode_text`]); `Int64` is read in
//! decimal. [`schema_definition`] writes the YAML file of
//! `gcloud bigtable instances tables create|update --row-key-schema-definition-file`.

use std::fmt;

use crate::Order;
use crate::ordered_code;

/// The longest delimiter `DelimitedBytes` accepts, in bytes ("at most 50 characters",
/// `types.proto`).
///
/// ```
/// assert_eq!(rowkey_encodings::bigtable::DELIMITER_MAX_LEN, 50);
/// ```
pub const DELIMITER_MAX_LEN: usize = 50;

/// The `gcloud` flag to pass with a file from [`schema_definition`]: the file carries the
/// delimiter already in Base64, and without this flag `gcloud` would Base64-encode it again.
///
/// ```
/// use rowkey_encodings::bigtable::PRE_ENCODED_BYTES_FLAG;
/// assert_eq!(PRE_ENCODED_BYTES_FLAG, "--row-key-schema-pre-encoded-bytes");
/// ```
pub const PRE_ENCODED_BYTES_FLAG: &str = "--row-key-schema-pre-encoded-bytes";

/// A scalar field type with its encoding, named as in `types.proto`
/// (`Type.<Kind>.Encoding.<Encoding>`).
///
/// ```
/// use rowkey_encodings::bigtable::FieldType;
/// let ty = FieldType::Int64OrderedCodeBytes;
/// assert_ne!(ty, FieldType::Int64BigEndianBytes);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum FieldType {
    /// `Type.String` with `Encoding.Utf8Bytes`: the UTF-8 bytes of the text.
    StringUtf8Bytes,
    /// `Type.Bytes` with `Encoding.Raw`: the bytes as-is (here, the cell's UTF-8 bytes).
    BytesRaw,
    /// `Type.Int64` with `Encoding.BigEndianBytes`: 8 bytes, big-endian two's complement.
    /// Sorts correctly for non-negative values only: `-1` encodes as eight `0xFF`.
    Int64BigEndianBytes,
    /// `Type.Int64` with `Encoding.OrderedCodeBytes`: "a variable length binary format of up
    /// to 10 bytes", order-preserving for every value; written as orderedcode's `int64`.
    Int64OrderedCodeBytes,
}

impl FieldType {
    /// Every field type, in picker order.
    ///
    /// ```
    /// use rowkey_encodings::bigtable::FieldType;
    /// assert_eq!(FieldType::ALL.len(), 4);
    /// ```
    pub const ALL: [FieldType; 4] = [
        FieldType::StringUtf8Bytes,
        FieldType::BytesRaw,
        FieldType::Int64BigEndianBytes,
        FieldType::Int64OrderedCodeBytes,
    ];

    /// The type and its encoding as `types.proto` names them.
    ///
    /// ```
    /// use rowkey_encodings::bigtable::FieldType;
    /// assert_eq!(FieldType::Int64OrderedCodeBytes.proto_name(), "Int64 (OrderedCodeBytes)");
    /// ```
    pub fn proto_name(self) -> &'static str {
        match self {
            FieldType::StringUtf8Bytes => "String (Utf8Bytes)",
            FieldType::BytesRaw => "Bytes (Raw)",
            FieldType::Int64BigEndianBytes => "Int64 (BigEndianBytes)",
            FieldType::Int64OrderedCodeBytes => "Int64 (OrderedCodeBytes)",
        }
    }
}

/// `Type.Struct.Encoding`: how the encoded fields of a row key are put together.
///
/// ```
/// use rowkey_encodings::bigtable::StructEncoding;
/// let enc = StructEncoding::DelimitedBytes(b"#".to_vec());
/// assert_ne!(enc, StructEncoding::OrderedCodeBytes);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StructEncoding {
    /// `Singleton`: the only field's encoding as-is; valid with exactly one field.
    Singleton,
    /// `DelimitedBytes { delimiter }`: fields joined by the delimiter (1 to 50 bytes).
    DelimitedBytes(Vec<u8>),
    /// `OrderedCodeBytes`: `0x00` escaped as `0x00 0xFF`, fields joined by `0x00 0x01`.
    OrderedCodeBytes,
}

/// `Type.Struct.Field`: a named field of the row key schema.
///
/// ```
/// use rowkey_encodings::bigtable::{FieldType, StructField};
/// let f = StructField { name: "device".into(), ty: FieldType::StringUtf8Bytes };
/// assert_eq!(f.name, "device");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StructField {
    /// `field_name`; Bigtable wants it non-empty and neither `_key` nor `_timestamp`.
    pub name: String,
    /// The field's type and encoding.
    pub ty: FieldType,
}

/// Why a value or a row key cannot be encoded. Positions are byte offsets in the text
/// (for [`BigtableError::NotAnInteger`]) or in the field's encoded bytes (for the
/// delimiter errors).
///
/// ```
/// use rowkey_encodings::bigtable::{encode_text, BigtableError, FieldType};
/// let err = encode_text(FieldType::Int64BigEndianBytes, "12x").unwrap_err();
/// assert_eq!(err, BigtableError::NotAnInteger { at: 2 });
/// assert_eq!(err.to_string(), "not a decimal integer at byte 2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BigtableError {
    /// The text is not `[+-]?[0-9]+`; `at` is the first offending byte (the text's length
    /// when digits are missing at the end).
    NotAnInteger {
        /// Byte offset in the text.
        at: usize,
    },
    /// A decimal integer outside `i64`: below `i64::MIN` if `negative`, else above `i64::MAX`.
    OutOfRange {
        /// Whether the value was negative.
        negative: bool,
    },
    /// An encoded field contains the delimiter's first byte (`DelimitedBytes`).
    ContainsDelimiter {
        /// Byte offset in the encoded field.
        at: usize,
    },
    /// An encoded field contains a byte below the delimiter's first byte, which
    /// `DelimitedBytes` forbids in sorted mode.
    BelowDelimiter {
        /// Byte offset in the encoded field.
        at: usize,
        /// The byte.
        byte: u8,
    },
    /// The number of values is not the number of fields.
    WrongFieldCount {
        /// Fields in the schema.
        expected: usize,
        /// Values given.
        found: usize,
    },
    /// `Singleton` with other than one field.
    SingletonFieldCount {
        /// Fields in the schema.
        found: usize,
    },
    /// A `DelimitedBytes` delimiter that is empty or longer than [`DELIMITER_MAX_LEN`].
    DelimiterLength {
        /// The delimiter's length in bytes.
        len: usize,
    },
}

impl fmt::Display for BigtableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::NotAnInteger { at } => write!(f, "not a decimal integer at byte {at}"),
            Self::OutOfRange { negative: true } => write!(f, "integer below i64::MIN"),
            Self::OutOfRange { negative: false } => write!(f, "integer above i64::MAX"),
            Self::ContainsDelimiter { at } => write!(f, "delimiter byte at {at}"),
            Self::BelowDelimiter { at, byte } => {
                write!(f, "byte {byte:#04x} at {at} below the delimiter")
            }
            Self::WrongFieldCount { expected, found } => {
                write!(f, "{found} values for {expected} fields")
            }
            Self::SingletonFieldCount { found } => {
                write!(f, "Singleton with {found} fields")
            }
            Self::DelimiterLength { len } => {
                write!(f, "delimiter of {len} bytes, not 1..={DELIMITER_MAX_LEN}")
            }
        }
    }
}

impl std::error::Error for BigtableError {}

/// Reads a decimal `i64`: an optional `+` or `-`, then ASCII digits, nothing else.
fn parse_i64(text: &str) -> Result<i64, BigtableError> {
    let bytes = text.as_bytes();
    let (negative, start) = match bytes.first() {
        Some(b'-') => (true, 1),
        Some(b'+') => (false, 1),
        _ => (false, 0),
    };
    if start == bytes.len() {
        return Err(BigtableError::NotAnInteger { at: start });
    }
    if let Some(at) = bytes[start..].iter().position(|b| !b.is_ascii_digit()) {
        return Err(BigtableError::NotAnInteger { at: start + at });
    }
    let mut acc: i64 = 0;
    for &b in &bytes[start..] {
        let d = i64::from(b - b'0');
        let next = acc.checked_mul(10).and_then(|a| {
            if negative {
                a.checked_sub(d)
            } else {
                a.checked_add(d)
            }
        });
        acc = next.ok_or(BigtableError::OutOfRange { negative })?;
    }
    Ok(acc)
}

/// Encodes one value, given as text (a sample CSV cell), with its field type's encoding.
///
/// Strings and bytes are the text's UTF-8 bytes; an `Int64` is read in decimal
/// (`[+-]?[0-9]+`, range-checked) and written as 8 big-endian bytes or as orderedcode.
///
/// ```
/// use rowkey_encodings::bigtable::{encode_text, BigtableError, FieldType};
/// assert_eq!(encode_text(FieldType::StringUtf8Bytes, "né").unwrap(), "né".as_bytes());
/// assert_eq!(encode_text(FieldType::Int64BigEndianBytes, "258").unwrap(), [0, 0, 0, 0, 0, 0, 1, 2]);
/// assert_eq!(encode_text(FieldType::Int64OrderedCodeBytes, "-1").unwrap(), [0x7f]);
/// assert_eq!(
///     encode_text(FieldType::Int64OrderedCodeBytes, "9223372036854775808"),
///     Err(BigtableError::OutOfRange { negative: false })
/// );
/// ```
pub fn encode_text(ty: FieldType, text: &str) -> Result<Vec<u8>, BigtableError> {
    match ty {
        FieldType::StringUtf8Bytes | FieldType::BytesRaw => Ok(text.as_bytes().to_vec()),
        FieldType::Int64BigEndianBytes => Ok(parse_i64(text)?.to_be_bytes().to_vec()),
        FieldType::Int64OrderedCodeBytes => {
            let mut out = Vec::with_capacity(10);
            ordered_code::encode_int64(parse_i64(text)?, Order::Asc, &mut out);
            Ok(out)
        }
    }
}

/// Encodes a row key: the values (one per field, as text) with their field types, put
/// together by the struct encoding, exactly as `types.proto` describes.
///
/// The error comes with the index of the field it concerns; for
/// [`BigtableError::WrongFieldCount`] that is the first field without a value (or the first
/// value without a field), and for [`BigtableError::SingletonFieldCount`] and
/// [`BigtableError::DelimiterLength`] it is `0`.
///
/// ```
/// use rowkey_encodings::bigtable::{row_key, BigtableError, FieldType, StructEncoding};
/// use FieldType::*;
/// let hash = StructEncoding::DelimitedBytes(b"#".to_vec());
/// let fields = [StringUtf8Bytes, StringUtf8Bytes, BytesRaw];
/// assert_eq!(row_key(&fields, &hash, &["phone", "india", "8923695"]).unwrap(), b"phone#india#8923695");
/// assert_eq!(
///     row_key(&fields, &hash, &["phone", "new delhi", "1"]),
///     Err((1, BigtableError::BelowDelimiter { at: 3, byte: b' ' }))
/// );
/// let oc = StructEncoding::OrderedCodeBytes;
/// assert_eq!(row_key(&[StringUtf8Bytes, Int64OrderedCodeBytes], &oc, &["a", "0"]).unwrap(), b"a\x00\x01\x80");
/// assert_eq!(row_key(&[StringUtf8Bytes, StringUtf8Bytes], &oc, &["A", ""]).unwrap(), b"A");
/// ```
pub fn row_key(
    fields: &[FieldType],
    encoding: &StructEncoding,
    values: &[&str],
) -> Result<Vec<u8>, (usize, BigtableError)> {
    if *encoding == StructEncoding::Singleton && fields.len() != 1 {
        return Err((
            0,
            BigtableError::SingletonFieldCount {
                found: fields.len(),
            },
        ));
    }
    if let StructEncoding::DelimitedBytes(delimiter) = encoding {
        if delimiter.is_empty() || delimiter.len() > DELIMITER_MAX_LEN {
            return Err((
                0,
                BigtableError::DelimiterLength {
                    len: delimiter.len(),
                },
            ));
        }
    }
    if values.len() != fields.len() {
        return Err((
            fields.len().min(values.len()),
            BigtableError::WrongFieldCount {
                expected: fields.len(),
                found: values.len(),
            },
        ));
    }
    let mut encoded = Vec::with_capacity(fields.len());
    for (i, (&ty, &text)) in fields.iter().zip(values).enumerate() {
        encoded.push(encode_text(ty, text).map_err(|e| (i, e))?);
    }
    match encoding {
        StructEncoding::Singleton => Ok(encoded.pop().unwrap_or_default()),
        StructEncoding::DelimitedBytes(delimiter) => delimited(&encoded, delimiter),
        StructEncoding::OrderedCodeBytes => Ok(ordered_code_struct(&encoded)),
    }
}

/// `DelimitedBytes` in sorted mode: refuses a field byte `<= delimiter[0]`, then joins.
fn delimited(encoded: &[Vec<u8>], delimiter: &[u8]) -> Result<Vec<u8>, (usize, BigtableError)> {
    let Some(&first) = delimiter.first() else {
        return Err((0, BigtableError::DelimiterLength { len: 0 }));
    };
    for (i, field) in encoded.iter().enumerate() {
        if let Some(at) = field.iter().position(|&b| b <= first) {
            let byte = field[at];
            let err = if byte == first {
                BigtableError::ContainsDelimiter { at }
            } else {
                BigtableError::BelowDelimiter { at, byte }
            };
            return Err((i, err));
        }
    }
    if encoded.is_empty() {
        return Ok(delimiter.to_vec());
    }
    Ok(encoded.join(delimiter))
}

/// `Struct.Encoding.OrderedCodeBytes`, per the rules and examples of `types.proto`.
fn ordered_code_struct(encoded: &[Vec<u8>]) -> Vec<u8> {
    let Some(last) = encoded.iter().rposition(|f| !f.is_empty()) else {
        return vec![0x00, 0x00];
    };
    let mut out = Vec::new();
    for (i, field) in encoded[..=last].iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(&[0x00, 0x01]);
        }
        out.extend_from_slice(&escape_field(field));
    }
    out
}

/// One encoded field as it sits in an `OrderedCodeBytes` struct: `\x00` written as
/// `\x00\xFF`, and an empty field as `\x00\x00`.
///
/// ```
/// use rowkey_encodings::bigtable::escape_field;
/// assert_eq!(escape_field(b"a\x00b"), b"a\x00\xFFb");
/// assert_eq!(escape_field(b""), [0x00, 0x00]);
/// ```
pub fn escape_field(field: &[u8]) -> Vec<u8> {
    if field.is_empty() {
        return vec![0x00, 0x00];
    }
    let mut out = Vec::with_capacity(field.len() + 2);
    for &b in field {
        out.push(b);
        if b == 0x00 {
            out.push(0xFF);
        }
    }
    out
}

/// Standard Base64 with `=` padding (RFC 4648 §4), as Python's `base64.b64encode` writes it.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for k in 0..4 {
            if k <= chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * k)) & 0x3F) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// A YAML double-quoted scalar: `\` and `"` escaped, and every character YAML would not
/// keep as-is in such a scalar (C0 and C1 controls, DEL, the line breaks U+0085, U+2028 and
/// U+2029) written as `\uXXXX`.
fn yaml_quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{0}'..='\u{1f}' | '\u{7f}'..='\u{9f}' | '\u{2028}' | '\u{2029}' => {
                out.push_str(&format!("\\u{:04X}", u32::from(c)));
            }
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Writes the row key schema definition file read by
/// `gcloud bigtable instances tables create|update --row-key-schema-definition-file`: a YAML
/// `Type.Struct` in the proto's JSON field names (`encoding`, `delimitedBytes`, `fields`,
/// `fieldName`, `type`, `stringType`, …), in the shape of the example of the flag's help.
///
/// The delimiter is written in Base64, so the file is to be passed with
/// [`PRE_ENCODED_BYTES_FLAG`] (as <https://cloud.google.com/bigtable/docs/manage-row-key-schemas>
/// does); any delimiter bytes can be written that way, where gcloud's default only takes a
/// UTF-8 delimiter: the Cloud SDK's `ParseRowKeySchemaFromDefinitionFile` loads the YAML or
/// JSON, Base64-encodes `encoding.delimitedBytes.delimiter` as UTF-8 text unless the flag is
/// given, and reads the rest with apitools' `PyValueToMessage` into
/// `GoogleBigtableAdminV2TypeStruct` (hence the camelCase names).
///
/// ```
/// use rowkey_encodings::bigtable::{schema_definition, FieldType, StructEncoding, StructField};
/// let fields = [
///     StructField { name: "device".into(), ty: FieldType::StringUtf8Bytes },
///     StructField { name: "serial".into(), ty: FieldType::Int64OrderedCodeBytes },
/// ];
/// let yaml = schema_definition(&fields, &StructEncoding::DelimitedBytes(b"#".to_vec()));
/// assert_eq!(
///     yaml,
///     "encoding:\n  delimitedBytes:\n    delimiter: \"Iw==\"\nfields:\n\
///      - fieldName: \"device\"\n  type:\n    stringType:\n      encoding:\n        utf8Bytes: {}\n\
///      - fieldName: \"serial\"\n  type:\n    int64Type:\n      encoding:\n        orderedCodeBytes: {}\n"
/// );
/// ```
pub fn schema_definition(fields: &[StructField], encoding: &StructEncoding) -> String {
    let mut out = String::from("encoding:\n");
    match encoding {
        StructEncoding::Singleton => out.push_str("  singleton: {}\n"),
        StructEncoding::DelimitedBytes(delimiter) => {
            out.push_str("  delimitedBytes:\n    delimiter: \"");
            out.push_str(&base64(delimiter));
            out.push_str("\"\n");
        }
        StructEncoding::OrderedCodeBytes => out.push_str("  orderedCodeBytes: {}\n"),
    }
    if fields.is_empty() {
        out.push_str("fields: []\n");
        return out;
    }
    out.push_str("fields:\n");
    for field in fields {
        let (kind, enc) = match field.ty {
            FieldType::StringUtf8Bytes => ("stringType", "utf8Bytes"),
            FieldType::BytesRaw => ("bytesType", "raw"),
            FieldType::Int64BigEndianBytes => ("int64Type", "bigEndianBytes"),
            FieldType::Int64OrderedCodeBytes => ("int64Type", "orderedCodeBytes"),
        };
        out.push_str("- fieldName: ");
        out.push_str(&yaml_quoted(&field.name));
        out.push_str("\n  type:\n    ");
        out.push_str(kind);
        out.push_str(":\n      encoding:\n        ");
        out.push_str(enc);
        out.push_str(": {}\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_rfc4648_vectors() {
        // RFC 4648 §10.
        let cases: [(&[u8], &str); 7] = [
            (b"", ""),
            (b"f", "Zg=="),
            (b"fo", "Zm8="),
            (b"foo", "Zm9v"),
            (b"foob", "Zm9vYg=="),
            (b"fooba", "Zm9vYmE="),
            (b"foobar", "Zm9vYmFy"),
        ];
        for (bytes, text) in cases {
            assert_eq!(base64(bytes), text);
        }
        assert_eq!(base64(b"#"), "Iw==");
        assert_eq!(base64(&[0xFF, 0xFE]), "//4=");
        assert_eq!(base64(&[0xFB]), "+w==");
    }

    #[test]
    fn yaml_quoting() {
        assert_eq!(yaml_quoted("a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(yaml_quoted("\n\u{85}é"), "\"\\u000A\\u0085é\"");
    }

    #[test]
    fn decimal_edges() {
        assert_eq!(parse_i64("-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(parse_i64("+9223372036854775807"), Ok(i64::MAX));
        assert_eq!(parse_i64("007"), Ok(7));
        assert_eq!(
            parse_i64("-9223372036854775809"),
            Err(BigtableError::OutOfRange { negative: true })
        );
        assert_eq!(parse_i64(""), Err(BigtableError::NotAnInteger { at: 0 }));
        assert_eq!(parse_i64("-"), Err(BigtableError::NotAnInteger { at: 1 }));
        assert_eq!(parse_i64(" 1"), Err(BigtableError::NotAnInteger { at: 0 }));
        assert_eq!(parse_i64("1 "), Err(BigtableError::NotAnInteger { at: 1 }));
        assert_eq!(parse_i64("--1"), Err(BigtableError::NotAnInteger { at: 1 }));
        // A non-digit is reported before an overflow.
        assert_eq!(
            parse_i64("99999999999999999999x"),
            Err(BigtableError::NotAnInteger { at: 20 })
        );
    }
}
