//! HBase `OrderedBytes` / `Struct` against HBase's own tests and against orders computed apart
//! from the encoder.
//!
//! Vectors: `apache/hbase hbase-common/src/test/java/org/apache/hadoop/hbase/util/TestOrderedBytes.java`
//! (its Numeric, String and BlobVar tests assert encoded *lengths*, its BlobCopy test one
//! byte array) and `.../types/TestStructNullExtension.java`. Where HBase's tests give only a
//! length, the bytes asserted here were derived by hand from the rules in `OrderedBytes.java`
//! (each such vector says so), and the lengths are HBase's.

mod common;

use std::cmp::Ordering;

use proptest::prelude::*;
use rowkey_encodings::Order;
use rowkey_encodings::ordered_bytes::{
    Decimal, Numeric, OrderedBytesError, OrderedType, encode_blob_copy, encode_blob_var,
    encode_float32, encode_float64, encode_int8, encode_int16, encode_int32, encode_int64,
    encode_null, encode_numeric, encode_string, encode_struct, encode_struct_cells, encode_text,
};

const BOTH: [Order; 2] = [Order::Asc, Order::Desc];

fn numeric(text: &str, order: Order) -> Vec<u8> {
    let mut out = Vec::new();
    encode_numeric(&Numeric::parse(text).unwrap(), order, &mut out).unwrap();
    out
}

fn complement(bytes: &[u8]) -> Vec<u8> {
    bytes.iter().map(|b| !b).collect()
}

fn with<T: Copy>(encode: fn(T, Order, &mut Vec<u8>), value: T, order: Order) -> Vec<u8> {
    let mut out = Vec::new();
    encode(value, order, &mut out);
    out
}

/// Asserts `values` (given in ascending order) encode in ascending byte order, and in
/// descending byte order when descending.
fn assert_sorted(encoded: impl Fn(Order) -> Vec<Vec<u8>>) {
    for order in BOTH {
        let keys = encoded(order);
        for pair in keys.windows(2) {
            let expected = if order == Order::Asc {
                Ordering::Less
            } else {
                Ordering::Greater
            };
            assert_eq!(
                pair[0].cmp(&pair[1]),
                expected,
                "{order:?}: {:02X?} vs {:02X?}",
                pair[0],
                pair[1]
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// Numeric

/// `TestOrderedBytes.testNumericInt`: `I_VALS` with `I_LENGTHS`, both orders, and the sort.
#[test]
fn numeric_int_lengths_and_order_of_test_numeric_int() {
    let values: [i64; 23] = [
        0,
        1,
        10,
        99,
        100,
        1234,
        9999,
        10000,
        10001,
        12345,
        123450,
        i64::MAX,
        -1,
        -10,
        -99,
        -100,
        -123,
        -999,
        -10000,
        -10001,
        -12345,
        -123450,
        i64::MIN,
    ];
    let lengths = [
        1, 2, 2, 2, 2, 3, 3, 2, 4, 4, 4, 11, 2, 2, 2, 2, 3, 3, 2, 4, 4, 4, 11,
    ];
    for order in BOTH {
        for (value, length) in values.iter().zip(lengths) {
            let mut out = Vec::new();
            encode_numeric(&Numeric::Finite(Decimal::from(*value)), order, &mut out).unwrap();
            assert_eq!(out.len(), length, "{value} {order:?}");
            // testNumericIntRealCompatibility: the long and BigDecimal encodings agree.
            assert_eq!(out, numeric(&value.to_string(), order));
        }
    }
    let mut sorted = values;
    sorted.sort_unstable();
    assert_sorted(|order| {
        sorted
            .iter()
            .map(|v| numeric(&v.to_string(), order))
            .collect()
    });
}

/// `TestOrderedBytes.testNumericReal`: `D_VALS` (as `BigDecimal.valueOf(double)` spells
/// them, i.e. `Double.toString`) with `D_LENGTHS`, both orders, and the sort.
#[test]
fn numeric_real_lengths_and_order_of_test_numeric_real() {
    let cases: [(&str, usize); 61] = [
        ("0.0", 1),
        ("0.00123", 4),
        ("0.0123", 4),
        ("0.123", 4),
        ("1.0", 2),
        ("10.0", 2),
        ("12.345", 4),
        ("99.0", 2),
        ("99.01", 3),
        ("99.0001", 4),
        ("100.0", 2),
        ("100.01", 4),
        ("100.1", 4),
        ("1234.0", 3),
        ("1234.5", 4),
        ("9999.0", 3),
        ("9999.000001", 6),
        ("9999.000009", 6),
        ("9999.00001", 6),
        ("9999.00009", 6),
        ("9999.000099", 6),
        ("9999.0001", 5),
        ("9999.001", 5),
        ("9999.01", 4),
        ("9999.1", 4),
        ("10000.0", 2),
        ("10001.0", 4),
        ("12345.0", 4),
        ("123450.0", 4),
        ("-Infinity", 1),
        ("Infinity", 1),
        ("NaN", 1),
        ("1.7976931348623157E308", 11),
        ("-0.00123", 4),
        ("-0.0123", 4),
        ("-0.123", 4),
        ("-1.0", 2),
        ("-10.0", 2),
        ("-12.345", 4),
        ("-99.0", 2),
        ("-99.01", 3),
        ("-99.0001", 4),
        ("-100.0", 2),
        ("-100.01", 4),
        ("-100.1", 4),
        ("-1234.0", 3),
        ("-1234.5", 4),
        ("-9999.0", 3),
        ("-9999.000001", 6),
        ("-9999.000009", 6),
        ("-9999.00001", 6),
        ("-9999.00009", 6),
        ("-9999.000099", 6),
        ("-9999.0001", 5),
        ("-9999.001", 5),
        ("-9999.01", 4),
        ("-9999.1", 4),
        ("-10000.0", 2),
        ("-10001.0", 4),
        ("-12345.0", 4),
        ("-123450.0", 4),
    ];
    for order in BOTH {
        for (text, length) in cases {
            assert_eq!(numeric(text, order).len(), length, "{text} {order:?}");
        }
    }
    // The sort of testNumericReal (NaN last, as Double's natural order puts it).
    let mut by_value: Vec<(f64, &str)> = cases
        .iter()
        .map(|(t, _)| (t.parse::<f64>().unwrap(), *t))
        .collect();
    by_value.sort_by(|a, b| a.0.total_cmp(&b.0));
    assert_sorted(|order| by_value.iter().map(|(_, t)| numeric(t, order)).collect());
}

/// `TestOrderedBytes.testNumericOther`: `BD_VALS` with `BD_LENGTHS` (null, Long.MAX_VALUE,
/// Long.MIN_VALUE, Double.MAX_VALUE, Double.MIN_VALUE, Long.MAX_VALUE × 100).
#[test]
fn numeric_other_lengths_of_test_numeric_other() {
    for order in BOTH {
        let mut null = Vec::new();
        encode_null(order, &mut null);
        assert_eq!(null.len(), 1);
        for (text, length) in [
            ("9223372036854775807", 11),
            ("-9223372036854775808", 11),
            ("1.7976931348623157E+308", 11),
            ("4.9E-324", 4),
            ("922337203685477580700", 12),
        ] {
            assert_eq!(numeric(text, order).len(), length, "{text} {order:?}");
        }
    }
}

/// Bytes derived by hand from `encodeNumericLarge`/`encodeNumericSmall` (HBase's tests
/// assert only the lengths, which agree).
#[test]
fn numeric_bytes_derived_from_the_rules() {
    let cases: &[(&str, &[u8])] = &[
        ("0", &[0x15]),
        ("-0.000", &[0x15]),
        ("1", &[0x18, 0x02]),
        ("-1", &[0x12, 0xFD]),
        ("10", &[0x18, 0x14]),
        ("99", &[0x18, 0xC6]),
        ("100", &[0x19, 0x02]),
        ("1234", &[0x19, 0x19, 0x44]),
        ("10001", &[0x1A, 0x03, 0x01, 0x02]),
        ("12.345", &[0x18, 0x19, 0x45, 0x64]),
        ("0.5", &[0x16, 0xFF, 0x64]),
        ("0.01", &[0x16, 0xFF, 0x02]),
        ("0.00123", &[0x16, 0xFE, 0x19, 0x3C]),
        ("-0.00123", &[0x14, 0x01, 0xE6, 0xC3]),
        // Long.MAX_VALUE: medium, E = 10, digits 09 22 33 72 03 68 54 77 58 07.
        (
            "9223372036854775807",
            &[
                0x21, 0x13, 0x2D, 0x43, 0x91, 0x07, 0x89, 0x6D, 0x9B, 0x75, 0x0E,
            ],
        ),
        // Long.MAX_VALUE × 100: large, E = 11.
        (
            "922337203685477580700",
            &[
                0x22, 0x0B, 0x13, 0x2D, 0x43, 0x91, 0x07, 0x89, 0x6D, 0x9B, 0x75, 0x0E,
            ],
        ),
        // -(Long.MAX_VALUE × 100): 0x08, ~E, ~M.
        (
            "-922337203685477580700",
            &[
                0x08, 0xF4, 0xEC, 0xD2, 0xBC, 0x6E, 0xF8, 0x76, 0x92, 0x64, 0x8A, 0xF1,
            ],
        ),
        // Double.MAX_VALUE: E = 155.
        (
            "1.7976931348623157E308",
            &[
                0x22, 0x9B, 0x03, 0x9F, 0x99, 0xBB, 0x1B, 0x61, 0x7D, 0x3F, 0x72,
            ],
        ),
        // Double.MIN_VALUE: -E = 161, complemented.
        ("4.9E-324", &[0x16, 0x5E, 0x09, 0xB4]),
        // The largest exponent HBase normalises: E = 351 (varint F1 6F), 10^701 = 0.10 × 100^351.
        ("1e701", &[0x22, 0xF1, 0x6F, 0x14]),
        // A tiny exponent: 10^-999999 = 0.10 × 100^-499999; varint(499999) = FA 07 A1 1F,
        // complemented.
        ("1e-999999", &[0x16, 0x05, 0xF8, 0x5E, 0xE0, 0x14]),
        ("NaN", &[0x26]),
        ("Infinity", &[0x23]),
        ("-Infinity", &[0x07]),
    ];
    for (text, ascending) in cases {
        assert_eq!(numeric(text, Order::Asc), *ascending, "{text}");
        // DESCENDING complements every byte of the value, header included.
        assert_eq!(
            numeric(text, Order::Desc),
            complement(ascending),
            "{text} desc"
        );
    }
}

/// `normalize` (31 digits, HALF_UP) runs after the small/large choice: 0.(32 nines) rounds
/// to 1 inside `encodeNumericSmall`, which writes a base-100 "digit" of 100.
#[test]
fn numeric_rounding_at_31_digits_as_hbase_does() {
    assert_eq!(
        numeric(&format!("0.{}", "9".repeat(32)), Order::Asc),
        [0x16, 0xFF, 0xC8]
    );
    assert_eq!(
        numeric(&format!("0.{}", "9".repeat(31)), Order::Asc).len(),
        2 + 16
    );
    // 32 nines before the point round to 10^32: large path, E = 17, digit 01.
    assert_eq!(numeric(&"9".repeat(32), Order::Asc), [0x22, 0x11, 0x02]);
    // Half up on the magnitude, for negatives too.
    assert_eq!(
        numeric(&format!("-1{}5", "0".repeat(30)), Order::Asc),
        numeric(&format!("-1{}1e1", "0".repeat(29)), Order::Asc)
    );
}

#[test]
fn numeric_refusals() {
    let mut out = Vec::new();
    assert_eq!(
        encode_numeric(&Numeric::parse("1e702").unwrap(), Order::Asc, &mut out),
        Err(OrderedBytesError::NumericTooLarge {
            exponent: 352,
            max: 351
        })
    );
    assert!(out.is_empty());
    assert_eq!(
        Numeric::parse(""),
        Err(OrderedBytesError::NotANumber { at: 0 })
    );
    assert_eq!(
        Numeric::parse("-"),
        Err(OrderedBytesError::NotANumber { at: 1 })
    );
    assert_eq!(
        Numeric::parse("1e"),
        Err(OrderedBytesError::NotANumber { at: 2 })
    );
    assert_eq!(
        Numeric::parse("1e+"),
        Err(OrderedBytesError::NotANumber { at: 3 })
    );
    assert_eq!(
        Numeric::parse(" 1"),
        Err(OrderedBytesError::NotANumber { at: 0 })
    );
    assert_eq!(
        Numeric::parse("1e-1000000000"),
        Err(OrderedBytesError::ExponentOutOfRange { at: 3 })
    );
    assert_eq!(numeric("+.5E+0", Order::Asc), numeric("0.5", Order::Asc));
    assert_eq!(numeric("5.", Order::Asc), numeric("5", Order::Asc));
}

// ---------------------------------------------------------------------------------------
// Fixed-width

/// `TestOrderedBytes.testInt8/16/32/64`: MIN, MIN/2, 0, MAX/2, MAX (Java's integer division
/// truncates), bytes by the rule (header, big-endian, sign bit flipped), and the sort.
#[test]
fn fixed_integers_of_test_int8_to_int64() {
    let int8: Vec<i8> = vec![i8::MIN, i8::MIN / 2, 0, i8::MAX / 2, i8::MAX];
    assert_eq!(with(encode_int8, i8::MIN, Order::Asc), [0x29, 0x00]);
    assert_eq!(with(encode_int8, i8::MIN / 2, Order::Asc), [0x29, 0x40]);
    assert_eq!(with(encode_int8, i8::MAX, Order::Desc), [0xD6, 0x00]);
    assert_sorted(|o| int8.iter().map(|v| with(encode_int8, *v, o)).collect());

    let int16: Vec<i16> = vec![i16::MIN, i16::MIN / 2, 0, i16::MAX / 2, i16::MAX];
    assert_eq!(
        with(encode_int16, i16::MAX / 2, Order::Asc),
        [0x2A, 0xBF, 0xFF]
    );
    assert_eq!(with(encode_int16, 0, Order::Desc), [0xD5, 0x7F, 0xFF]);
    assert_sorted(|o| int16.iter().map(|v| with(encode_int16, *v, o)).collect());

    let int32: Vec<i32> = vec![i32::MIN, i32::MIN / 2, 0, i32::MAX / 2, i32::MAX];
    assert_eq!(
        with(encode_int32, i32::MIN / 2, Order::Asc),
        [0x2B, 0x40, 0, 0, 0]
    );
    assert_eq!(
        with(encode_int32, i32::MAX, Order::Desc),
        [0xD4, 0, 0, 0, 0]
    );
    assert_sorted(|o| int32.iter().map(|v| with(encode_int32, *v, o)).collect());

    let int64: Vec<i64> = vec![i64::MIN, i64::MIN / 2, 0, i64::MAX / 2, i64::MAX];
    assert_sorted(|o| int64.iter().map(|v| with(encode_int64, *v, o)).collect());
}

/// `OrderedBytes.encodeInt64`'s javadoc examples, with the header of the code (`0x2C`, not the
/// javadoc's `0x28`). The javadoc's results for -4 and Long.MIN_VALUE are wrong beyond the
/// header too (they are not what the code writes): these are the code's.
#[test]
fn int64_javadoc_examples_with_the_code_header() {
    assert_eq!(
        with(encode_int64, 5, Order::Asc),
        [0x2C, 0x80, 0, 0, 0, 0, 0, 0, 5]
    );
    assert_eq!(
        with(encode_int64, -4, Order::Asc),
        [0x2C, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFC]
    );
    assert_eq!(
        with(encode_int64, i64::MAX, Order::Asc),
        [0x2C, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
    );
    assert_eq!(
        with(encode_int64, i64::MIN, Order::Asc),
        [0x2C, 0, 0, 0, 0, 0, 0, 0, 0]
    );
    // All nine bytes are complemented when descending (hbase-semantics.md §7.3).
    assert_eq!(
        with(encode_int64, 5, Order::Desc),
        [0xD3, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFA]
    );
}

/// `TestOrderedBytes.testFloat32/64`: MIN_VALUE, MIN_VALUE + 1, 0, MAX/2, MAX, plus the
/// order the javadoc promises (-∞ < … < -0.0 < +0.0 < … < +∞ < NaN).
#[test]
fn floats_of_test_float32_and_float64() {
    assert_eq!(
        with(encode_float32, f32::from_bits(1), Order::Asc),
        [0x30, 0x80, 0, 0, 1]
    );
    assert_eq!(with(encode_float32, 0.0, Order::Asc), [0x30, 0x80, 0, 0, 0]);
    assert_eq!(
        with(encode_float32, f32::MAX, Order::Asc),
        [0x30, 0xFF, 0x7F, 0xFF, 0xFF]
    );
    assert_eq!(
        with(encode_float32, f32::NAN, Order::Asc),
        [0x30, 0xFF, 0xC0, 0, 0]
    );
    assert_eq!(
        with(encode_float32, -f32::NAN, Order::Asc),
        [0x30, 0xFF, 0xC0, 0, 0]
    );
    assert_eq!(
        with(encode_float32, f32::NEG_INFINITY, Order::Asc),
        [0x30, 0x00, 0x7F, 0xFF, 0xFF]
    );
    assert_eq!(
        with(encode_float32, 1.0, Order::Desc),
        [0xCF, 0x40, 0x7F, 0xFF, 0xFF]
    );
    assert_eq!(
        with(encode_float64, f64::from_bits(1), Order::Asc),
        [0x31, 0x80, 0, 0, 0, 0, 0, 0, 1]
    );
    assert_eq!(
        with(encode_float64, 1.0, Order::Asc),
        [0x31, 0xBF, 0xF0, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        with(encode_float64, f64::NAN, Order::Asc),
        [0x31, 0xFF, 0xF8, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        with(encode_float64, -1.0, Order::Desc),
        [0xCE, 0xBF, 0xF0, 0, 0, 0, 0, 0, 0]
    );

    let f32s = [
        f32::NEG_INFINITY,
        -f32::MAX,
        -f32::from_bits(1),
        -0.0,
        0.0,
        f32::from_bits(1),
        f32::from_bits(1) + 1.0,
        f32::MAX / 2.0,
        f32::MAX,
        f32::INFINITY,
        f32::NAN,
    ];
    assert_sorted(|o| f32s.iter().map(|v| with(encode_float32, *v, o)).collect());
    let f64s = [
        f64::NEG_INFINITY,
        -f64::MAX,
        -0.0,
        0.0,
        f64::from_bits(1),
        f64::from_bits(1) + 1.0,
        f64::MAX / 2.0,
        f64::MAX,
        f64::INFINITY,
        f64::NAN,
    ];
    assert_sorted(|o| f64s.iter().map(|v| with(encode_float64, *v, o)).collect());
}

// ---------------------------------------------------------------------------------------
// String and blobs

/// `TestOrderedBytes.testString` (lengths 5, 8, 6 and the sort) and
/// `testStringNoNullChars`.
#[test]
fn strings_of_test_string() {
    for order in BOTH {
        for (text, length) in [("foo", 5), ("baaaar", 8), ("bazz", 6)] {
            let mut out = Vec::new();
            encode_string(text, order, &mut out).unwrap();
            assert_eq!(out.len(), length);
        }
    }
    assert_eq!(
        encode_text(OrderedType::String, Order::Asc, "foo").unwrap(),
        [0x34, 0x66, 0x6F, 0x6F, 0x00]
    );
    assert_eq!(
        encode_text(OrderedType::String, Order::Desc, "foo").unwrap(),
        [0xCB, 0x99, 0x90, 0x90, 0xFF]
    );
    assert_eq!(
        encode_text(OrderedType::String, Order::Asc, "").unwrap(),
        [0x34, 0x00]
    );
    assert_sorted(|o| {
        ["baaaar", "bazz", "foo"]
            .iter()
            .map(|t| encode_text(OrderedType::String, o, t).unwrap())
            .collect()
    });
    assert_eq!(
        encode_text(OrderedType::String, Order::Asc, "\u{0}"),
        Err(OrderedBytesError::NulInText { at: 0 })
    );
    assert_eq!(
        encode_text(OrderedType::String, Order::Desc, "ab\u{0}"),
        Err(OrderedBytesError::NulInText { at: 2 })
    );
}

/// `TestOrderedBytes.testBlobVarLencodedLength` and `testBlobVar` (lengths, the sort), plus
/// bytes derived by hand from the 7-bits-per-byte rule.
#[test]
fn blob_var_of_test_blob_var() {
    let blob = |value: &[u8], order| {
        let mut out = Vec::new();
        encode_blob_var(value, order, &mut out);
        out
    };
    for (decoded, encoded) in [
        (1, 3),
        (2, 4),
        (3, 5),
        (4, 6),
        (5, 7),
        (6, 8),
        (7, 9),
        (8, 11),
    ] {
        assert_eq!(blob(&vec![0x5A; decoded], Order::Asc).len(), encoded);
    }
    let values: Vec<Vec<u8>> = vec![
        b"".to_vec(),
        b"foo".to_vec(),
        b"foobarbazbub".to_vec(),
        vec![0xAA; 7],
        vec![0xAA; 12],
        vec![0xAA; 14],
        vec![0x55; 7],
        vec![0x55; 12],
        vec![0x55; 14],
        b"1".to_vec(),
        b"22".to_vec(),
        b"333".to_vec(),
        b"4444".to_vec(),
        b"55555".to_vec(),
        b"666666".to_vec(),
        b"7777777".to_vec(),
        b"88888888".to_vec(),
    ];
    for order in BOTH {
        for value in &values {
            let expected = if value.is_empty() {
                2
            } else {
                (value.len() * 8).div_ceil(7) + 1
            };
            assert_eq!(blob(value, order).len(), expected);
        }
    }
    let mut sorted = values.clone();
    sorted.sort();
    assert_sorted(|o| sorted.iter().map(|v| blob(v, o)).collect());

    assert_eq!(blob(b"", Order::Asc), [0x37, 0x00]);
    assert_eq!(blob(b"", Order::Desc), [0xC8, 0xFF]);
    // "foo" = 01100110 01101111 01101111 → 0110011 0011011 1101101 1110000.
    assert_eq!(blob(b"foo", Order::Asc), [0x37, 0xB3, 0x9B, 0xED, 0x70]);
    // 7 × 0xAA: 56 bits fill 8 groups exactly; the last byte loses its continuation bit.
    assert_eq!(
        blob(&[0xAA; 7], Order::Asc),
        [0x37, 0xD5, 0xAA, 0xD5, 0xAA, 0xD5, 0xAA, 0xD5, 0x2A]
    );
    assert_eq!(blob(&[0xFF], Order::Desc), [0xC8, 0x00, 0xBF]);
}

/// `TestOrderedBytes.testBlobCopy` (lengths value + 1 ascending, + 2 descending, the sort)
/// and `testBlobCopyNoZeroBytes` (its `ascExpected` array, and the descending refusal).
#[test]
fn blob_copy_of_test_blob_copy() {
    let copy = |value: &[u8], order| {
        let mut out = Vec::new();
        encode_blob_copy(value, order, &mut out).map(|()| out)
    };
    let values: Vec<Vec<u8>> = vec![
        b"".to_vec(),
        b"foo".to_vec(),
        b"foobarbazbub".to_vec(),
        vec![0xAA; 12],
        vec![0x55; 12],
    ];
    for value in &values {
        assert_eq!(copy(value, Order::Asc).unwrap().len(), value.len() + 1);
        assert_eq!(copy(value, Order::Desc).unwrap().len(), value.len() + 2);
    }
    let mut sorted = values.clone();
    sorted.sort();
    assert_sorted(|o| sorted.iter().map(|v| copy(v, o).unwrap()).collect());

    assert_eq!(
        copy(&[0x01, 0x02, 0x00, 0x03], Order::Asc).unwrap(),
        [0x38, 0x01, 0x02, 0x00, 0x03]
    );
    assert_eq!(
        copy(&[0x01, 0x02, 0x00, 0x03], Order::Desc),
        Err(OrderedBytesError::NulInDescendingBlob { at: 2 })
    );
    assert_eq!(
        copy(b"bar", Order::Desc).unwrap(),
        [0xC7, 0x9D, 0x9E, 0x8D, 0xFF]
    );
}

// ---------------------------------------------------------------------------------------
// encode_text

#[test]
fn encode_text_parses_each_type() {
    assert_eq!(
        encode_text(OrderedType::Int8, Order::Asc, "-128").unwrap(),
        [0x29, 0x00]
    );
    assert_eq!(
        encode_text(OrderedType::Int8, Order::Asc, "+127").unwrap(),
        [0x29, 0xFF]
    );
    assert_eq!(
        encode_text(OrderedType::Int16, Order::Asc, "-32769"),
        Err(OrderedBytesError::OutOfRange {
            min: -32768,
            max: 32767
        })
    );
    assert_eq!(
        encode_text(
            OrderedType::Int64,
            Order::Asc,
            "99999999999999999999999999999999999999999999"
        ),
        Err(OrderedBytesError::OutOfRange {
            min: i64::MIN.into(),
            max: i64::MAX.into()
        })
    );
    assert_eq!(
        encode_text(OrderedType::Int32, Order::Asc, "1_0"),
        Err(OrderedBytesError::NotANumber { at: 1 })
    );
    assert_eq!(
        encode_text(OrderedType::Int32, Order::Asc, ""),
        Err(OrderedBytesError::NotANumber { at: 0 })
    );
    assert_eq!(
        encode_text(OrderedType::Int32, Order::Asc, "-"),
        Err(OrderedBytesError::NotANumber { at: 1 })
    );
    assert_eq!(
        encode_text(OrderedType::Float64, Order::Asc, "1.0").unwrap(),
        with(encode_float64, 1.0, Order::Asc)
    );
    assert_eq!(
        encode_text(OrderedType::Float32, Order::Asc, "0.1").unwrap(),
        with(encode_float32, 0.1, Order::Asc)
    );
    assert_eq!(
        encode_text(OrderedType::Float32, Order::Asc, "x"),
        Err(OrderedBytesError::NotANumber { at: 0 })
    );
    assert_eq!(
        encode_text(OrderedType::BlobCopy, Order::Asc, "é").unwrap(),
        [0x38, 0xC3, 0xA9]
    );
    assert_eq!(
        encode_text(OrderedType::Numeric, Order::Asc, "-1").unwrap(),
        [0x12, 0xFD]
    );
    assert_eq!(
        encode_text(OrderedType::Numeric, Order::Asc, "1x"),
        Err(OrderedBytesError::NotANumber { at: 1 })
    );
    assert_eq!(
        OrderedType::ALL.map(OrderedType::hbase_class_name)[9],
        "OrderedNumeric"
    );
}

// ---------------------------------------------------------------------------------------
// Struct

/// `TestStructNullExtension.testNullableNullExtension`, with a plain `OrderedString` in
/// place of its `TerminatedWrapper` (not modelled): { 1, "foo" } is 2 + 5 bytes; trailing
/// nulls are not written, so all-null is empty and { 1, null, null, null } is 2 bytes; an
/// inner null is one `0x05`.
#[test]
fn struct_null_extension_of_test_struct_null_extension() {
    let fields = [
        (OrderedType::Numeric, Order::Asc),
        (OrderedType::String, Order::Asc),
        (OrderedType::String, Order::Asc),
        (OrderedType::Numeric, Order::Asc),
    ];
    let one_foo = [0x18, 0x02, 0x34, b'f', b'o', b'o', 0x00];
    assert_eq!(encode_struct(&fields[..2], &["1", "foo"]).unwrap(), one_foo);
    assert_eq!(encode_struct(&fields, &["1", "foo"]).unwrap(), one_foo);
    assert_eq!(
        encode_struct(&fields, &["1", "foo", "", ""]).unwrap(),
        one_foo
    );
    assert_eq!(encode_struct(&fields, &[]).unwrap(), Vec::<u8>::new());
    assert_eq!(
        encode_struct(&fields, &["", "", "", ""]).unwrap(),
        Vec::<u8>::new()
    );
    assert_eq!(
        encode_struct(&fields, &["1", "", "", ""]).unwrap(),
        [0x18, 0x02]
    );
    assert_eq!(
        encode_struct(&fields, &["1", "", "foo", ""]).unwrap(),
        [0x18, 0x02, 0x05, 0x34, b'f', b'o', b'o', 0x00]
    );
}

#[test]
fn struct_nulls_blob_copy_and_errors() {
    // Inner nulls are the field's null, complemented when descending; a descending
    // OrderedBlob null carries the terminator too.
    let fields = [
        (OrderedType::String, Order::Desc),
        (OrderedType::BlobCopy, Order::Desc),
    ];
    assert_eq!(
        encode_struct_cells(&fields, &[None, Some("a")]).unwrap(),
        [0xFA, 0xC7, 0x9E, 0xFF]
    );
    let three = [
        (OrderedType::String, Order::Asc),
        (OrderedType::BlobCopy, Order::Desc),
        (OrderedType::Int8, Order::Asc),
    ];
    assert_eq!(
        encode_struct_cells(&three[..2], &[Some("a"), None]).unwrap(),
        [0x34, 0x61, 0x00]
    );
    assert_eq!(
        encode_struct_cells(&three, &[Some("a")]),
        Err((1, OrderedBytesError::BlobCopyNotLast))
    );
    let ints = [
        (OrderedType::Int8, Order::Asc),
        (OrderedType::Int8, Order::Asc),
    ];
    assert_eq!(
        encode_struct(&ints, &["1", ""]),
        Err((1, OrderedBytesError::NullNotAllowed))
    );
    // Struct.encode looks only at the values given: a missing non-nullable field is not written.
    assert_eq!(encode_struct(&ints, &["1"]).unwrap(), [0x29, 0x81]);
    assert_eq!(
        encode_struct(&ints, &["1", "2", "3"]),
        Err((
            2,
            OrderedBytesError::TooManyValues {
                fields: 2,
                values: 3
            }
        ))
    );
    assert_eq!(
        encode_struct(&ints, &["1", "300"]),
        Err((
            1,
            OrderedBytesError::OutOfRange {
                min: -128,
                max: 127
            }
        ))
    );
    // BlobCopy as the only, hence last, field.
    assert_eq!(
        encode_struct(&[(OrderedType::BlobCopy, Order::Asc)], &["ab"]).unwrap(),
        [0x38, b'a', b'b']
    );
}

/// A consequence of `Struct.encode` omitting trailing nulls: in a descending last field a
/// null sorts *first* (the key is a prefix) although a written descending null (`0xFA`)
/// sorts after every value.
#[test]
fn struct_trailing_null_of_a_descending_field_sorts_first() {
    let fields = [
        (OrderedType::Int8, Order::Asc),
        (OrderedType::Numeric, Order::Desc),
    ];
    let null_last = encode_struct(&fields, &["1", ""]).unwrap();
    let valued = encode_struct(&fields, &["1", "5"]).unwrap();
    assert!(null_last < valued);
    let fields3 = [
        (OrderedType::Int8, Order::Asc),
        (OrderedType::Numeric, Order::Desc),
        (OrderedType::Int8, Order::Asc),
    ];
    let null_inner = encode_struct(&fields3, &["1", "", "0"]).unwrap();
    let valued_inner = encode_struct(&fields3, &["1", "5", "0"]).unwrap();
    assert!(null_inner > valued_inner);
}

// ---------------------------------------------------------------------------------------
// Sort-order properties

/// Compares `m₁ × 10^k₁` with `m₂ × 10^k₂` (signed) by writing both as integers over the
/// smaller exponent and comparing the digit strings: no encoder logic involved.
fn compare_scientific(a: (bool, u64, i32), b: (bool, u64, i32)) -> Ordering {
    let magnitude = |m: u64, k: i32, base: i32| {
        if m == 0 {
            String::new()
        } else {
            format!("{m}{}", "0".repeat((k - base) as usize))
        }
    };
    let base = a.2.min(b.2);
    let (ma, mb) = (magnitude(a.1, a.2, base), magnitude(b.1, b.2, base));
    let by_magnitude = ma.len().cmp(&mb.len()).then_with(|| ma.cmp(&mb));
    let sign = |negative: bool, m: u64| match (m, negative) {
        (0, _) => 0,
        (_, true) => -1,
        _ => 1,
    };
    let (sa, sb) = (sign(a.0, a.1), sign(b.0, b.1));
    if sa != sb {
        return sa.cmp(&sb);
    }
    if sa < 0 {
        by_magnitude.reverse()
    } else {
        by_magnitude
    }
}

fn scientific_text((negative, mantissa, exponent): (bool, u64, i32)) -> String {
    format!("{}{mantissa}e{exponent}", if negative { "-" } else { "" })
}

fn expect_order(order: Order, values: Ordering, a: &[u8], b: &[u8]) -> Result<(), TestCaseError> {
    let expected = if order == Order::Asc {
        values
    } else {
        values.reverse()
    };
    prop_assert_eq!(a.cmp(b), expected, "{:02X?} vs {:02X?}", a, b);
    Ok(())
}

fn scientific() -> impl Strategy<Value = (bool, u64, i32)> {
    (
        any::<bool>(),
        prop_oneof![0u64..1000, any::<u64>()],
        -400i32..400,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn numeric_bytes_sort_as_the_values(a in scientific(), b in scientific(), order in prop_oneof![Just(Order::Asc), Just(Order::Desc)]) {
        let (ea, eb) = (numeric(&scientific_text(a), order), numeric(&scientific_text(b), order));
        expect_order(order, compare_scientific(a, b), &ea, &eb)?;
        // The specials bound every finite value: -∞ < v < +∞ < NaN.
        for (special, finite_is) in [("-Infinity", Ordering::Greater), ("Infinity", Ordering::Less), ("NaN", Ordering::Less)] {
            expect_order(order, finite_is, &ea, &numeric(special, order))?;
        }
    }

    /// Past 31 digits HBase rounds, so distinct values may collide, but never invert.
    #[test]
    fn long_numerics_never_invert(a in "-?[0-9]{1,40}(\\.[0-9]{1,40})?", b in "-?[0-9]{1,40}(\\.[0-9]{1,40})?") {
        let value = |t: &str| {
            let d = Decimal::parse(t).unwrap();
            let digits: String = d.digits().iter().map(|x| char::from(b'0' + x)).collect();
            (d.is_negative(), digits, d.point())
        };
        let cmp = |x: &(bool, String, i64), y: &(bool, String, i64)| -> Ordering {
            // Zero has no digits. Compare sign, then point, then digits (as 0.digits).
            let sign = |v: &(bool, String, i64)| if v.1.is_empty() { 0 } else if v.0 { -1 } else { 1 };
            let s = sign(x).cmp(&sign(y));
            if s != Ordering::Equal || sign(x) == 0 {
                return s;
            }
            let magnitude = x.2.cmp(&y.2).then_with(|| x.1.cmp(&y.1));
            if sign(x) < 0 { magnitude.reverse() } else { magnitude }
        };
        let (va, vb) = (value(&a), value(&b));
        let (ea, eb) = (numeric(&a, Order::Asc), numeric(&b, Order::Asc));
        match cmp(&va, &vb) {
            Ordering::Less => prop_assert!(ea <= eb),
            Ordering::Greater => prop_assert!(ea >= eb),
            Ordering::Equal => prop_assert_eq!(ea, eb),
        }
    }

    #[test]
    fn integers_sort_as_the_values(a in any::<i64>(), b in any::<i64>(), order in prop_oneof![Just(Order::Asc), Just(Order::Desc)]) {
        expect_order(order, a.cmp(&b), &with(encode_int64, a, order), &with(encode_int64, b, order))?;
        expect_order(order, (a as i32).cmp(&(b as i32)), &with(encode_int32, a as i32, order), &with(encode_int32, b as i32, order))?;
        expect_order(order, (a as i16).cmp(&(b as i16)), &with(encode_int16, a as i16, order), &with(encode_int16, b as i16, order))?;
        expect_order(order, (a as i8).cmp(&(b as i8)), &with(encode_int8, a as i8, order), &with(encode_int8, b as i8, order))?;
        // Numeric agrees with the integers.
        expect_order(order, a.cmp(&b), &numeric(&a.to_string(), order), &numeric(&b.to_string(), order))?;
    }

    #[test]
    fn floats_sort_as_the_values(a in any::<u64>(), b in any::<u64>(), order in prop_oneof![Just(Order::Asc), Just(Order::Desc)]) {
        let (fa, fb) = (f64::from_bits(a), f64::from_bits(b));
        prop_assume!(!fa.is_nan() && !fb.is_nan());
        expect_order(order, fa.total_cmp(&fb), &with(encode_float64, fa, order), &with(encode_float64, fb, order))?;
        let (ga, gb) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
        prop_assume!(!ga.is_nan() && !gb.is_nan());
        expect_order(order, ga.total_cmp(&gb), &with(encode_float32, ga, order), &with(encode_float32, gb, order))?;
    }

    #[test]
    fn strings_and_blobs_sort_as_their_bytes(a in "[^\u{0}]{0,12}", b in "[^\u{0}]{0,12}", order in prop_oneof![Just(Order::Asc), Just(Order::Desc)]) {
        let bytes_order = a.as_bytes().cmp(b.as_bytes());
        for ty in [OrderedType::String, OrderedType::BlobCopy] {
            expect_order(order, bytes_order, &encode_text(ty, order, &a).unwrap(), &encode_text(ty, order, &b).unwrap())?;
        }
    }

    /// BlobVar keeps the bytes' order between values of one length (see
    /// `blob_var_does_not_keep_order_across_lengths` for values of different lengths).
    #[test]
    fn blob_var_sorts_bytes_of_one_length(
        (a, b) in (0usize..20).prop_flat_map(|n| (proptest::collection::vec(any::<u8>(), n), proptest::collection::vec(any::<u8>(), n))),
        order in prop_oneof![Just(Order::Asc), Just(Order::Desc)],
    ) {
        let blob = |v: &[u8]| { let mut out = Vec::new(); encode_blob_var(v, order, &mut out); out };
        expect_order(order, a.cmp(&b), &blob(&a), &blob(&b))?;
    }

    /// A struct's key sorts as its tuple, each field in its own order.
    #[test]
    fn structs_sort_as_their_tuples(
        a in (any::<i8>(), "[a-c]{0,3}", scientific(), "[a-c]{0,3}"),
        b in (any::<i8>(), "[a-c]{0,3}", scientific(), "[a-c]{0,3}"),
    ) {
        let fields = [
            (OrderedType::Int32, Order::Asc),
            (OrderedType::String, Order::Desc),
            (OrderedType::Numeric, Order::Desc),
            (OrderedType::BlobCopy, Order::Asc),
        ];
        let key = |t: &(i8, String, (bool, u64, i32), String)| {
            encode_struct_cells(&fields, &[Some(&t.0.to_string()), Some(&t.1), Some(&scientific_text(t.2)), Some(&t.3)]).unwrap()
        };
        let tuple_order = a.0.cmp(&b.0)
            .then_with(|| a.1.cmp(&b.1).reverse())
            .then_with(|| compare_scientific(a.2, b.2).reverse())
            .then_with(|| a.3.cmp(&b.3));
        prop_assert_eq!(key(&a).cmp(&key(&b)), tuple_order);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,30}|[-+0-9.eE]{0,30}", ty in 0usize..10, desc in any::<bool>()) {
        let order = if desc { Order::Desc } else { Order::Asc };
        let _ = encode_text(OrderedType::ALL[ty], order, &text);
        let fields: Vec<(OrderedType, Order)> = OrderedType::ALL.iter().map(|t| (*t, order)).collect();
        let _ = encode_struct(&fields, &[&text, &text]);
        let _ = encode_struct(&fields[ty..], &[&text, "", &text]);
    }
}

// ---------------------------------------------------------------------------------------
// An independent oracle for Numeric: Python's `decimal`, following the Java code's loops
// (`movePointRight`/`Left`, `intValue`), not this crate's digit arithmetic.

const PYTHON_NUMERIC_ORACLE: &str = r#"
import sys
from decimal import Decimal, Context, ROUND_HALF_UP
EXACT = Context(prec=100000, Emax=10**12, Emin=-10**12)
NORMALIZE = Context(prec=31, rounding=ROUND_HALF_UP, Emax=10**12, Emin=-10**12)

def varuint(v, comp):
    if v < 241: b = [v]
    elif v < 2288: y = v - 240; b = [y // 256 + 241, y % 256]
    elif v < 67824: y = v - 2288; b = [249, y // 256, y % 256]
    else:
        w, y = v >> 32, v & 0xFFFFFFFF
        if w == 0: b = [250] + list(y.to_bytes(3, 'big')) if y < 1 << 24 else [251] + list(y.to_bytes(4, 'big'))
        elif w < 256: b = [252, w] + list(y.to_bytes(4, 'big'))
        elif w < 65536: b = [253] + list(w.to_bytes(2, 'big')) + list(y.to_bytes(4, 'big'))
        elif w < 1 << 24: b = [254] + list(w.to_bytes(3, 'big')) + list(y.to_bytes(4, 'big'))
        else: b = [255] + list(w.to_bytes(4, 'big')) + list(y.to_bytes(4, 'big'))
    return [x ^ 0xFF for x in b] if comp else b

def mantissa(a, neg):
    out, i = [], 0
    while i < 18 and a != 0:
        a = EXACT.scaleb(a, 2)
        d = int(a)
        out.append((2 * d + 1) & 0xFF)
        a = EXACT.subtract(a, Decimal(d))
        i += 1
    out[-1] &= 0xFE
    return [x ^ 0xFF for x in out] if neg else out

def encode(text):
    v = Decimal(text)
    if v == 0: return [0x15]
    neg = v < 0
    large = v.copy_abs() >= 1
    a = NORMALIZE.plus(v).copy_abs()
    e = 0
    if large:
        while a >= Decimal('1E32') and e <= 350: a = EXACT.scaleb(a, -32); e += 16
        while a >= Decimal('1E8') and e <= 350: a = EXACT.scaleb(a, -8); e += 4
        while a >= 1 and e <= 350: a = EXACT.scaleb(a, -2); e += 1
        if e > 10: head = [0x08 if neg else 0x22] + varuint(e, neg)
        else: head = [0x13 - e if neg else 0x17 + e]
    else:
        while a < Decimal('1E-10'): a = EXACT.scaleb(a, 8); e += 4
        while a < Decimal('0.01'): a = EXACT.scaleb(a, 2); e += 1
        head = [0x14 if neg else 0x16] + varuint(e, not neg)
    return head + mantissa(a, neg)

for line in sys.stdin:
    text, order = line.split()
    b = encode(text)
    if order == 'desc': b = [x ^ 0xFF for x in b]
    print(bytes(b).hex())
"#;

/// A few hundred decimals (a fixed xorshift sequence: short and long mantissas, 31/32-digit
/// roundings, exponents from 10^-700 to 10^700), both orders, against the Python oracle.
#[test]
fn numeric_matches_an_independent_python_decimal_oracle() {
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut literals: Vec<String> = vec![
        format!("0.{}", "9".repeat(32)),
        format!("0.00{}", "9".repeat(33)),
        format!("-0.{}5", "4".repeat(30)),
        "9".repeat(31),
        "9".repeat(32),
        "1e701".to_string(),
        "-1e701".to_string(),
        "1e-700".to_string(),
        "0.01".to_string(),
        "-0.0099".to_string(),
    ];
    for _ in 0..400 {
        let digit_count = 1 + (next() % 40) as usize;
        let digits: String = (0..digit_count)
            .map(|_| char::from(b'0' + (next() % 10) as u8))
            .collect();
        let exponent = (next() % 1400) as i64 - 700;
        let exponent = exponent.min(701 - digit_count as i64);
        let sign = if next() % 2 == 0 { "-" } else { "" };
        let literal = match next() % 3 {
            0 => format!("{sign}{digits}e{exponent}"),
            1 => format!("{sign}0.{digits}"),
            _ => format!("{sign}{digits}.{}", next() % 1000),
        };
        literals.push(literal);
    }
    let mut input = String::new();
    let mut expected = Vec::new();
    for literal in &literals {
        for (order, word) in [(Order::Asc, "asc"), (Order::Desc, "desc")] {
            let bytes = numeric(literal, order);
            if bytes == [0x15] || bytes == [0xEA] {
                continue; // zero: the oracle's Decimal('-0e5') is fine, but skip the trivial case
            }
            input.push_str(&format!("{literal} {word}\n"));
            expected.push((
                literal.clone(),
                word,
                bytes.iter().map(|b| format!("{b:02x}")).collect::<String>(),
            ));
        }
    }
    let lines = common::python_lines(PYTHON_NUMERIC_ORACLE, &input);
    assert_eq!(lines.len(), expected.len());
    assert!(expected.len() > 700);
    for ((literal, word, ours), theirs) in expected.iter().zip(&lines) {
        assert_eq!(ours, theirs, "{literal} {word}");
    }
}

/// HBase's `encodeBlobVar` ends a value with a byte whose high bit is clear (`0x7f & t`)
/// while every byte before it has the high bit set, so where a shorter value's last bits
/// and a longer value's next bits share an encoded byte, the end of the shorter value
/// decides, not its bits: `#` (0x23) encodes below `"¡` (0x22 0xC2) although 0x23 > 0x22.
/// The encoding is written here as HBase writes it, so this order is HBase's too.
#[test]
fn blob_var_does_not_keep_order_across_lengths() {
    let blob = |v: &[u8]| {
        let mut out = Vec::new();
        encode_blob_var(v, Order::Asc, &mut out);
        out
    };
    let (short, long) = (blob(b"#"), blob("\"\u{a1}".as_bytes()));
    assert_eq!(short, [0x37, 0x91, 0x40]);
    assert_eq!(long, [0x37, 0x91, 0xB0, 0xD4, 0x10]);
    assert!(b"#".as_slice() > "\"\u{a1}".as_bytes());
    assert!(short < long);
}
