//! `Struct.encode` (`apache/hbase
//! hbase-common/src/main/java/org/apache/hadoop/hbase/types/Struct.java`): the fields'
//! encodings concatenated in declaration order, with no separators (every `OrderedBytes`
//! encoding but BlobCopy finds its own end).
//!
//! - A null is written as its field's null (`encodeNull`, `0x05`, `0xFA` descending; a
//!   descending `OrderedBlob` null is `0xFA 0xFF`, `encodeBlobCopy`'s terminated null).
//! - Trailing nulls of nullable fields are not written at all: `Struct.encode` stops after
//!   the last value that is not a null. Fields beyond the values given are not written
//!   either, even non-nullable ones (`Struct.encode` only looks at the values it is given).
//! - A null for a non-nullable field (the fixed-width numbers) is refused, as HBase's
//!   `encode` throws.
//! - `OrderedBlob` (BlobCopy) is not skippable, so only the last field may be one. HBase's
//!   own check in the `Struct` constructor is off by one (`i < fields.length - 2`) and lets
//!   it through as the second-to-last field too, giving keys it cannot read back; this
//!   crate refuses that.

use super::{OrderedBytesError, OrderedType, apply_order, encode_null, encode_text_into, header};
use crate::Order;

/// Encodes one struct row from sample CSV cells, an empty cell meaning null (see
/// [`encode_struct_cells`] to pass an empty String instead). Fewer values than fields leave
/// the last fields out of the key (whatever their type). On error, returns the index of the field at fault with the error
/// (the number of fields for [`OrderedBytesError::TooManyValues`]).
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::{encode_struct, OrderedType};
///
/// let fields = [(OrderedType::Numeric, Order::Asc), (OrderedType::String, Order::Asc)];
/// // TestStructNullExtension: { 1, "foo" } is 2 + 5 bytes; a trailing null is not written.
/// assert_eq!(encode_struct(&fields, &["1", "foo"]).unwrap(), [0x18, 0x02, 0x34, b'f', b'o', b'o', 0]);
/// assert_eq!(encode_struct(&fields, &["1", ""]).unwrap(), [0x18, 0x02]);
/// assert_eq!(encode_struct(&fields, &["", "foo"]).unwrap()[0], 0x05);
/// ```
pub fn encode_struct(
    fields: &[(OrderedType, Order)],
    values: &[&str],
) -> Result<Vec<u8>, (usize, OrderedBytesError)> {
    let cells: Vec<Option<&str>> = values
        .iter()
        .map(|value| if value.is_empty() { None } else { Some(*value) })
        .collect();
    encode_struct_cells(fields, &cells)
}

/// Encodes one struct row, `None` meaning null ([`encode_struct`] with explicit nulls, so an
/// empty String can be written).
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::{encode_struct_cells, OrderedBytesError, OrderedType};
///
/// let fields = [(OrderedType::String, Order::Desc), (OrderedType::Int8, Order::Asc)];
/// assert_eq!(encode_struct_cells(&fields, &[Some(""), Some("0")]).unwrap(), [0xCB, 0xFF, 0x29, 0x80]);
/// assert_eq!(
///     encode_struct_cells(&fields, &[Some("a"), None]),
///     Err((1, OrderedBytesError::NullNotAllowed))
/// );
/// ```
pub fn encode_struct_cells(
    fields: &[(OrderedType, Order)],
    values: &[Option<&str>],
) -> Result<Vec<u8>, (usize, OrderedBytesError)> {
    if let Some(index) = fields
        .iter()
        .enumerate()
        .position(|(index, (ty, _))| *ty == OrderedType::BlobCopy && index + 1 != fields.len())
    {
        return Err((index, OrderedBytesError::BlobCopyNotLast));
    }
    if values.len() > fields.len() {
        return Err((
            fields.len(),
            OrderedBytesError::TooManyValues {
                fields: fields.len(),
                values: values.len(),
            },
        ));
    }
    // The last value written: a non-null, or a null its field cannot hold (which fails).
    let written = values
        .iter()
        .zip(fields)
        .rposition(|(value, (ty, _))| value.is_some() || !ty.is_nullable())
        .map_or(0, |last| last + 1);
    let mut out = Vec::new();
    for (index, (value, &(ty, order))) in values.iter().zip(fields).take(written).enumerate() {
        match value {
            Some(text) => encode_text_into(ty, order, text, &mut out).map_err(|e| (index, e))?,
            None if !ty.is_nullable() => return Err((index, OrderedBytesError::NullNotAllowed)),
            None => {
                encode_null(order, &mut out);
                if ty == OrderedType::BlobCopy && order == Order::Desc {
                    let start = out.len();
                    out.push(header::TERM);
                    apply_order(order, &mut out, start);
                }
            }
        }
    }
    Ok(out)
}
