//! The fixed-shape encoders of `apache/hbase
//! hbase-common/src/main/java/org/apache/hadoop/hbase/util/OrderedBytes.java`: null, Text,
//! BlobVar, BlobCopy, the fixed-width integers and floats. Each writes its bytes ascending,
//! then complements all of them (header and terminator included) when descending.

use super::{OrderedBytesError, apply_order, header};
use crate::Order;

/// Writes a null (`OrderedBytes.encodeNull`): `0x05`, `0xFA` descending.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_null;
///
/// let mut out = Vec::new();
/// encode_null(Order::Desc, &mut out);
/// assert_eq!(out, [0xFA]);
/// ```
pub fn encode_null(order: Order, out: &mut Vec<u8>) {
    let start = out.len();
    out.push(header::NULL);
    apply_order(order, out, start);
}

/// Writes a String (`OrderedBytes.encodeString`): `0x34`, the UTF-8 bytes, `0x00`; all
/// complemented when descending. Refuses `U+0000`, as HBase does.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_string;
///
/// let mut out = Vec::new();
/// encode_string("foo", Order::Asc, &mut out).unwrap();
/// assert_eq!(out, [0x34, b'f', b'o', b'o', 0x00]);
/// assert!(encode_string("a\0", Order::Asc, &mut out).is_err());
/// ```
pub fn encode_string(
    value: &str,
    order: Order,
    out: &mut Vec<u8>,
) -> Result<(), OrderedBytesError> {
    if let Some(at) = value.bytes().position(|b| b == 0) {
        return Err(OrderedBytesError::NulInText { at });
    }
    let start = out.len();
    out.push(header::TEXT);
    out.extend_from_slice(value.as_bytes());
    out.push(header::TERM);
    apply_order(order, out, start);
    Ok(())
}

/// Writes a BlobVar (`OrderedBytes.encodeBlobVar`): `0x37`, then the value's bits 7 at a
/// time, most significant first, each byte's top bit `1` except the last one's (`0`), the
/// last byte's unused low bits zero. An empty value is `0x37 0x00`. All complemented when
/// descending.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_blob_var;
///
/// let mut out = Vec::new();
/// encode_blob_var(&[0xFF], Order::Asc, &mut out);
/// assert_eq!(out, [0x37, 0xFF, 0x40]);
/// ```
pub fn encode_blob_var(value: &[u8], order: Order, out: &mut Vec<u8>) {
    let start = out.len();
    out.push(header::BLOB_VAR);
    if value.is_empty() {
        out.push(header::TERM);
    } else {
        let mut pending: u16 = 0; // bits not yet written, right-aligned
        let mut pending_bits = 0u32;
        for &byte in value {
            pending = (pending << 8) | u16::from(byte);
            pending_bits += 8;
            while pending_bits >= 7 {
                pending_bits -= 7;
                let group = ((pending >> pending_bits) & 0x7F) as u8;
                out.push(0x80 | group);
            }
            pending &= (1u16 << pending_bits) - 1;
        }
        if pending_bits > 0 {
            let group = ((pending << (7 - pending_bits)) & 0x7F) as u8;
            out.push(group);
        } else if let Some(last) = out.last_mut() {
            *last &= 0x7F;
        }
    }
    apply_order(order, out, start);
}

/// Writes a BlobCopy (`OrderedBytes.encodeBlobCopy`, type `OrderedBlob`): `0x38` and the
/// bytes as they are; descending, a `0x00` terminator is added and all is complemented, so a
/// `0x00` in the value is refused then (ascending it is allowed).
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_blob_copy;
///
/// let mut out = Vec::new();
/// encode_blob_copy(&[1, 2, 0, 3], Order::Asc, &mut out).unwrap();
/// assert_eq!(out, [0x38, 1, 2, 0, 3]);
/// assert!(encode_blob_copy(&[1, 2, 0, 3], Order::Desc, &mut out).is_err());
/// ```
pub fn encode_blob_copy(
    value: &[u8],
    order: Order,
    out: &mut Vec<u8>,
) -> Result<(), OrderedBytesError> {
    if order == Order::Desc {
        if let Some(at) = value.iter().position(|&b| b == 0) {
            return Err(OrderedBytesError::NulInDescendingBlob { at });
        }
    }
    let start = out.len();
    out.push(header::BLOB_COPY);
    out.extend_from_slice(value);
    if order == Order::Desc {
        out.push(header::TERM);
    }
    apply_order(order, out, start);
    Ok(())
}

/// Writes `header`, then `big_endian` with its first byte's top bit flipped.
fn encode_fixed_signed(header: u8, big_endian: &[u8], order: Order, out: &mut Vec<u8>) {
    let start = out.len();
    out.push(header);
    out.extend_from_slice(big_endian);
    if let Some(first) = out.get_mut(start + 1) {
        *first ^= 0x80;
    }
    apply_order(order, out, start);
}

/// Writes an `OrderedInt8` (`OrderedBytes.encodeInt8`): `0x29`, the byte with its sign bit
/// flipped; both complemented when descending.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_int8;
///
/// let mut out = Vec::new();
/// encode_int8(-1, Order::Asc, &mut out);
/// assert_eq!(out, [0x29, 0x7F]);
/// ```
pub fn encode_int8(value: i8, order: Order, out: &mut Vec<u8>) {
    encode_fixed_signed(header::FIXED_INT8, &value.to_be_bytes(), order, out);
}

/// Writes an `OrderedInt16` (`OrderedBytes.encodeInt16`): `0x2A`, 2 bytes big-endian with the
/// sign bit flipped; all complemented when descending.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_int16;
///
/// let mut out = Vec::new();
/// encode_int16(1, Order::Desc, &mut out);
/// assert_eq!(out, [0xD5, 0x7F, 0xFE]);
/// ```
pub fn encode_int16(value: i16, order: Order, out: &mut Vec<u8>) {
    encode_fixed_signed(header::FIXED_INT16, &value.to_be_bytes(), order, out);
}

/// Writes an `OrderedInt32` (`OrderedBytes.encodeInt32`): `0x2B`, 4 bytes big-endian with the
/// sign bit flipped; all complemented when descending.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_int32;
///
/// let mut out = Vec::new();
/// encode_int32(i32::MIN, Order::Asc, &mut out);
/// assert_eq!(out, [0x2B, 0, 0, 0, 0]);
/// ```
pub fn encode_int32(value: i32, order: Order, out: &mut Vec<u8>) {
    encode_fixed_signed(header::FIXED_INT32, &value.to_be_bytes(), order, out);
}

/// Writes an `OrderedInt64` (`OrderedBytes.encodeInt64`): `0x2C`, 8 bytes big-endian with the
/// sign bit flipped; all 9 complemented when descending.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_int64;
///
/// let mut out = Vec::new();
/// encode_int64(5, Order::Asc, &mut out);
/// assert_eq!(out, [0x2C, 0x80, 0, 0, 0, 0, 0, 0, 5]);
/// ```
pub fn encode_int64(value: i64, order: Order, out: &mut Vec<u8>) {
    encode_fixed_signed(header::FIXED_INT64, &value.to_be_bytes(), order, out);
}

/// Writes an `OrderedFloat32` (`OrderedBytes.encodeFloat32`): `0x30`, then the IEEE bits
/// (every NaN made the canonical `0x7FC00000`, as `Float.floatToIntBits` does) with the sign
/// bit flipped and, for negatives, all other bits too; all complemented when descending.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_float32;
///
/// let mut out = Vec::new();
/// encode_float32(1.0, Order::Asc, &mut out);
/// assert_eq!(out, [0x30, 0xBF, 0x80, 0, 0]);
/// ```
pub fn encode_float32(value: f32, order: Order, out: &mut Vec<u8>) {
    let bits = if value.is_nan() {
        0x7FC0_0000
    } else {
        value.to_bits()
    };
    let sortable = if bits >> 31 == 1 {
        !bits
    } else {
        bits | 0x8000_0000
    };
    let start = out.len();
    out.push(header::FIXED_FLOAT32);
    out.extend_from_slice(&sortable.to_be_bytes());
    apply_order(order, out, start);
}

/// Writes an `OrderedFloat64` (`OrderedBytes.encodeFloat64`): `0x31`, then the IEEE bits
/// (every NaN made the canonical `0x7FF8000000000000`, as `Double.doubleToLongBits` does)
/// with the sign bit flipped and, for negatives, all other bits too; all complemented when
/// descending.
///
/// ```
/// use rowkey_encodings::Order;
/// use rowkey_encodings::ordered_bytes::encode_float64;
///
/// let mut out = Vec::new();
/// encode_float64(-0.0, Order::Asc, &mut out);
/// assert_eq!(out, [0x31, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]);
/// ```
pub fn encode_float64(value: f64, order: Order, out: &mut Vec<u8>) {
    let bits = if value.is_nan() {
        0x7FF8_0000_0000_0000
    } else {
        value.to_bits()
    };
    let sortable = if bits >> 63 == 1 {
        !bits
    } else {
        bits | (1 << 63)
    };
    let start = out.len();
    out.push(header::FIXED_FLOAT64);
    out.extend_from_slice(&sortable.to_be_bytes());
    apply_order(order, out, start);
}
