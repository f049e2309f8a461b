//! Bigtable structured row keys: vectors derived from the comments of `googleapis/googleapis
//! google/bigtable/admin/v2/types.proto` (each derivation written beside it), the row key
//! schema definition file, and order / no-panic proptests.

use proptest::prelude::*;
use rowkey_encodings::bigtable::{
    BigtableError, FieldType, StructEncoding, StructField, encode_text, row_key, schema_definition,
};

use FieldType::{BytesRaw, Int64BigEndianBytes, Int64OrderedCodeBytes, StringUtf8Bytes};

fn hash() -> StructEncoding {
    StructEncoding::DelimitedBytes(b"#".to_vec())
}

fn key(fields: &[FieldType], enc: &StructEncoding, values: &[&str]) -> Vec<u8> {
    match row_key(fields, enc, values) {
        Ok(k) => k,
        Err(e) => panic!("{values:?}: {e:?}"),
    }
}

#[test]
fn ordered_code_bytes_examples_of_the_proto() {
    // The proto's own list, with STRING fields (Utf8Bytes: the text's bytes):
    //   STRUCT()             -> "\00\00"
    //   STRUCT("")           -> "\00\00"
    //   STRUCT("", "")       -> "\00\00"
    //   STRUCT("", "B")      -> "\00\00" + "\00\01" + "B"
    //   STRUCT("A", "")      -> "A"
    //   STRUCT("", "B", "")  -> "\00\00" + "\00\01" + "B"
    //   STRUCT("A", "", "C") -> "A" + "\00\01" + "\00\00" + "\00\01" + "C"
    let oc = StructEncoding::OrderedCodeBytes;
    let s = StringUtf8Bytes;
    assert_eq!(key(&[], &oc, &[]), b"\x00\x00");
    assert_eq!(key(&[s], &oc, &[""]), b"\x00\x00");
    assert_eq!(key(&[s, s], &oc, &["", ""]), b"\x00\x00");
    assert_eq!(key(&[s, s], &oc, &["", "B"]), b"\x00\x00\x00\x01B");
    assert_eq!(key(&[s, s], &oc, &["A", ""]), b"A");
    assert_eq!(key(&[s, s, s], &oc, &["", "B", ""]), b"\x00\x00\x00\x01B");
    assert_eq!(
        key(&[s, s, s], &oc, &["A", "", "C"]),
        b"A\x00\x01\x00\x00\x00\x01C"
    );
}

#[test]
fn ordered_code_bytes_escapes_null_only() {
    let oc = StructEncoding::OrderedCodeBytes;
    // "Any null (0x00) byte in an encoded field is replaced by the fixed byte pair
    // {0x00, 0xFF}": "a\0b" -> 61 00 FF 62; then the separator 00 01; then "c".
    assert_eq!(
        key(&[StringUtf8Bytes, BytesRaw], &oc, &["a\0b", "c"]),
        b"a\x00\xffb\x00\x01c"
    );
    // Only 0x00 is escaped: orderedcode(i64::MAX) = FF C0 7F FF FF FF FF FF FF FF goes in
    // unchanged, and being the last field it has no terminator.
    assert_eq!(
        key(
            &[StringUtf8Bytes, Int64OrderedCodeBytes],
            &oc,
            &["x", "9223372036854775807"]
        ),
        b"x\x00\x01\xff\xc0\x7f\xff\xff\xff\xff\xff\xff\xff"
    );
    // orderedcode(i64::MIN) = 00 3F 80 00 00 00 00 00 00 00: each 00 becomes 00 FF.
    assert_eq!(
        key(&[Int64OrderedCodeBytes], &oc, &["-9223372036854775808"]),
        b"\x00\xff\x3f\x80\x00\xff\x00\xff\x00\xff\x00\xff\x00\xff\x00\xff\x00\xff"
    );
    // The size blowup the proto warns of: BigEndianBytes(1) = 00 00 00 00 00 00 00 01, so
    // seven 00 FF pairs then 01.
    assert_eq!(
        key(&[Int64BigEndianBytes, StringUtf8Bytes], &oc, &["1", "z"]),
        b"\x00\xff\x00\xff\x00\xff\x00\xff\x00\xff\x00\xff\x00\xff\x01\x00\x01z"
    );
    // orderedcode(0) = 80: ("a", 0) -> 61 00 01 80.
    assert_eq!(
        key(&[StringUtf8Bytes, Int64OrderedCodeBytes], &oc, &["a", "0"]),
        b"a\x00\x01\x80"
    );
}

#[test]
fn delimited_bytes_examples() {
    // Cloud docs, "Manage row key schemas": phone#india#pke5preri2eru#8923695 with three
    // STRING Utf8Bytes segments and a BYTES Raw one, delimiter '#'.
    let f = [StringUtf8Bytes, StringUtf8Bytes, StringUtf8Bytes, BytesRaw];
    assert_eq!(
        key(&f, &hash(), &["phone", "india", "pke5preri2eru", "8923695"]),
        b"phone#india#pke5preri2eru#8923695"
    );
    // "A struct with no fields defined is encoded as a single `delimiter`."
    assert_eq!(key(&[], &hash(), &[]), b"#");
    // A multi-byte delimiter joins as a whole; empty fields are allowed ("" has no byte).
    let colons = StructEncoding::DelimitedBytes(b"::".to_vec());
    assert_eq!(key(&[BytesRaw, BytesRaw], &colons, &["a", "b"]), b"a::b");
    assert_eq!(key(&[BytesRaw, BytesRaw], &hash(), &["", "b"]), b"#b");
    assert_eq!(key(&[BytesRaw, BytesRaw], &hash(), &["", ""]), b"#");
}

#[test]
fn delimited_bytes_refuses_bytes_at_or_below_the_delimiter() {
    // Sorted mode: "Encoded field values must not contain any bytes <= `delimiter[0]`".
    assert_eq!(
        row_key(&[StringUtf8Bytes, BytesRaw], &hash(), &["a", "b#c"]),
        Err((1, BigtableError::ContainsDelimiter { at: 1 }))
    );
    // ' ' (0x20) sorts below '#' (0x23).
    assert_eq!(
        row_key(&[StringUtf8Bytes], &hash(), &["new delhi"]),
        Err((0, BigtableError::BelowDelimiter { at: 3, byte: b' ' }))
    );
    let colons = StructEncoding::DelimitedBytes(b"::".to_vec());
    assert_eq!(
        row_key(&[BytesRaw, BytesRaw], &colons, &["a", "b:"]),
        Err((1, BigtableError::ContainsDelimiter { at: 1 }))
    );
    // The `Table.row_key_schema` comment of table.proto shows
    // "some_id#2024-04-30#\x00\x13\x00\xf3" with an Int64 BigEndianBytes last field; by the
    // rule above (which names no exception for the last field) 8-byte BigEndianBytes(1245427)
    // = 00 00 00 00 00 13 00 F3 is refused at its first byte.
    assert_eq!(
        row_key(
            &[StringUtf8Bytes, StringUtf8Bytes, Int64BigEndianBytes],
            &hash(),
            &["some_id", "2024-04-30", "1245427"]
        ),
        Err((2, BigtableError::BelowDelimiter { at: 0, byte: 0 }))
    );
    // "The delimiter must contain at least 1 character and at most 50 characters."
    for len in [0, 51] {
        assert_eq!(
            row_key(
                &[BytesRaw],
                &StructEncoding::DelimitedBytes(vec![b'#'; len]),
                &["a"]
            ),
            Err((0, BigtableError::DelimiterLength { len }))
        );
    }
    let fifty = StructEncoding::DelimitedBytes(vec![b'#'; 50]);
    assert_eq!(key(&[BytesRaw, BytesRaw], &fifty, &["a", "b"]).len(), 52);
}

#[test]
fn singleton_is_the_field_as_is() {
    let one = StructEncoding::Singleton;
    assert_eq!(key(&[StringUtf8Bytes], &one, &["abc"]), b"abc");
    assert_eq!(key(&[StringUtf8Bytes], &one, &[""]), b"");
    assert_eq!(key(&[Int64BigEndianBytes], &one, &["-1"]), [0xff; 8]);
    assert_eq!(key(&[Int64OrderedCodeBytes], &one, &["64"]), [0xc0, 0x40]);
    // "Only valid if `fields.size == 1`."
    for n in [0, 2] {
        let fields = vec![StringUtf8Bytes; n];
        let values = vec!["a"; n];
        assert_eq!(
            row_key(&fields, &one, &values),
            Err((0, BigtableError::SingletonFieldCount { found: n }))
        );
    }
}

#[test]
fn errors_carry_the_field_index() {
    let oc = StructEncoding::OrderedCodeBytes;
    assert_eq!(
        row_key(
            &[StringUtf8Bytes, Int64OrderedCodeBytes],
            &oc,
            &["a", "1.5"]
        ),
        Err((1, BigtableError::NotAnInteger { at: 1 }))
    );
    assert_eq!(
        row_key(
            &[StringUtf8Bytes, Int64BigEndianBytes],
            &oc,
            &["a", "-99999999999999999999"]
        ),
        Err((1, BigtableError::OutOfRange { negative: true }))
    );
    assert_eq!(
        row_key(&[StringUtf8Bytes, StringUtf8Bytes], &oc, &["a"]),
        Err((
            1,
            BigtableError::WrongFieldCount {
                expected: 2,
                found: 1
            }
        ))
    );
    assert_eq!(
        row_key(&[StringUtf8Bytes], &oc, &["a", "b", "c"]),
        Err((
            1,
            BigtableError::WrongFieldCount {
                expected: 1,
                found: 3
            }
        ))
    );
}

#[test]
fn big_endian_bytes_misorders_negatives() {
    // types.proto: BigEndianBytes "Sorted mode: non-negative values are supported." Two's
    // complement puts -1 (FF FF FF FF FF FF FF FF) after 0 (00 00 00 00 00 00 00 00).
    let minus_one = encode_text(Int64BigEndianBytes, "-1").unwrap();
    let zero = encode_text(Int64BigEndianBytes, "0").unwrap();
    let one = encode_text(Int64BigEndianBytes, "1").unwrap();
    assert_eq!(minus_one, [0xff; 8]);
    assert_eq!(zero, [0x00; 8]);
    assert!(-1 < 0 && minus_one > zero);
    assert!(zero < one);
    // OrderedCodeBytes gets it right: 7F < 80.
    assert!(
        encode_text(Int64OrderedCodeBytes, "-1").unwrap()
            < encode_text(Int64OrderedCodeBytes, "0").unwrap()
    );
}

#[test]
fn encode_text_values() {
    assert_eq!(encode_text(BytesRaw, "a\u{0}é").unwrap(), b"a\x00\xc3\xa9");
    assert_eq!(
        encode_text(Int64BigEndianBytes, "-9223372036854775808").unwrap(),
        [0x80, 0, 0, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        encode_text(Int64BigEndianBytes, "+1").unwrap(),
        [0, 0, 0, 0, 0, 0, 0, 1]
    );
    assert_eq!(
        encode_text(Int64OrderedCodeBytes, "-0").unwrap(),
        encode_text(Int64OrderedCodeBytes, "0").unwrap()
    );
    assert_eq!(
        encode_text(Int64OrderedCodeBytes, " 1"),
        Err(BigtableError::NotAnInteger { at: 0 })
    );
    assert_eq!(
        encode_text(Int64OrderedCodeBytes, ""),
        Err(BigtableError::NotAnInteger { at: 0 })
    );
}

fn field(name: &str, ty: FieldType) -> StructField {
    StructField {
        name: name.to_string(),
        ty,
    }
}

#[test]
fn schema_definition_delimited() {
    // The shape of the example in the help of `--row-key-schema-definition-file`
    // (encoding.delimitedBytes.delimiter, fields[].fieldName, type.bytesType.encoding.raw),
    // with the delimiter in Base64 ('#' = "Iw==") for --row-key-schema-pre-encoded-bytes.
    let fields = [
        field("device_type", StringUtf8Bytes),
        field("country", StringUtf8Bytes),
        field("manufacturer_id", StringUtf8Bytes),
        field("serial_number", BytesRaw),
    ];
    let want = "\
encoding:
  delimitedBytes:
    delimiter: \"Iw==\"
fields:
- fieldName: \"device_type\"
  type:
    stringType:
      encoding:
        utf8Bytes: {}
- fieldName: \"country\"
  type:
    stringType:
      encoding:
        utf8Bytes: {}
- fieldName: \"manufacturer_id\"
  type:
    stringType:
      encoding:
        utf8Bytes: {}
- fieldName: \"serial_number\"
  type:
    bytesType:
      encoding:
        raw: {}
";
    assert_eq!(schema_definition(&fields, &hash()), want);
}

#[test]
fn schema_definition_other_encodings() {
    let fields = [
        field("id", Int64BigEndianBytes),
        field("ts", Int64OrderedCodeBytes),
    ];
    assert_eq!(
        schema_definition(&fields, &StructEncoding::OrderedCodeBytes),
        "\
encoding:
  orderedCodeBytes: {}
fields:
- fieldName: \"id\"
  type:
    int64Type:
      encoding:
        bigEndianBytes: {}
- fieldName: \"ts\"
  type:
    int64Type:
      encoding:
        orderedCodeBytes: {}
"
    );
    assert_eq!(
        schema_definition(&fields[..1], &StructEncoding::Singleton),
        "\
encoding:
  singleton: {}
fields:
- fieldName: \"id\"
  type:
    int64Type:
      encoding:
        bigEndianBytes: {}
"
    );
    assert_eq!(
        schema_definition(&[], &StructEncoding::DelimitedBytes(vec![0xff, 0x00])),
        "encoding:\n  delimitedBytes:\n    delimiter: \"/wA=\"\nfields: []\n"
    );
    // Names are YAML double-quoted scalars: quotes, backslashes and controls escaped.
    let odd = [field("a\"b\\c\nd: é", BytesRaw)];
    assert!(
        schema_definition(&odd, &StructEncoding::Singleton)
            .contains("- fieldName: \"a\\\"b\\\\c\\u000Ad: é\"\n")
    );
}

fn text_cell() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just('\0'),
            Just('\u{1}'),
            Just('a'),
            Just('b'),
            Just('ÿ'),
            Just('\u{10ffff}')
        ],
        0..4,
    )
    .prop_map(|cs| cs.into_iter().collect())
}

fn edge_i64() -> impl Strategy<Value = i64> {
    prop_oneof![any::<i64>(), -300i64..300, Just(i64::MIN), Just(i64::MAX)]
}

fn any_field_type() -> impl Strategy<Value = FieldType> {
    prop_oneof![
        Just(StringUtf8Bytes),
        Just(BytesRaw),
        Just(Int64BigEndianBytes),
        Just(Int64OrderedCodeBytes)
    ]
}

proptest! {
    #[test]
    fn ordered_code_bytes_struct_keeps_tuple_order(
        a in (text_cell(), edge_i64(), text_cell(), text_cell()),
        b in (text_cell(), edge_i64(), text_cell(), text_cell()),
    ) {
        // "Element-wise order is preserved [...] Strict prefixes sort first."
        let fields = [StringUtf8Bytes, Int64OrderedCodeBytes, BytesRaw, StringUtf8Bytes];
        let enc = |t: &(String, i64, String, String)| {
            let n = t.1.to_string();
            row_key(&fields, &StructEncoding::OrderedCodeBytes, &[&t.0, &n, &t.2, &t.3])
        };
        let (ka, kb) = (enc(&a).unwrap(), enc(&b).unwrap());
        prop_assert_eq!(ka.cmp(&kb), a.cmp(&b));
    }

    #[test]
    fn ordered_code_bytes_struct_of_strings_keeps_tuple_order(
        a in proptest::collection::vec(text_cell(), 3),
        b in proptest::collection::vec(text_cell(), 3),
    ) {
        // Many empty fields: exercises "\0\0" for inner empties and the omitted trailing ones.
        let fields = [StringUtf8Bytes; 3];
        let oc = StructEncoding::OrderedCodeBytes;
        let va: Vec<&str> = a.iter().map(String::as_str).collect();
        let vb: Vec<&str> = b.iter().map(String::as_str).collect();
        let (ka, kb) = (row_key(&fields, &oc, &va).unwrap(), row_key(&fields, &oc, &vb).unwrap());
        prop_assert_eq!(ka.cmp(&kb), a.cmp(&b));
    }

    #[test]
    fn delimited_bytes_struct_keeps_tuple_order(
        a in proptest::collection::vec("[$a-c]{0,3}", 3),
        b in proptest::collection::vec("[$a-c]{0,3}", 3),
    ) {
        // Every field byte is above '#', as sorted mode requires.
        let fields = [StringUtf8Bytes, BytesRaw, StringUtf8Bytes];
        let va: Vec<&str> = a.iter().map(String::as_str).collect();
        let vb: Vec<&str> = b.iter().map(String::as_str).collect();
        let (ka, kb) = (row_key(&fields, &hash(), &va).unwrap(), row_key(&fields, &hash(), &vb).unwrap());
        prop_assert_eq!(ka.cmp(&kb), a.cmp(&b));
    }

    #[test]
    fn int64_text_encodings(x in edge_i64(), y in edge_i64()) {
        let text = x.to_string();
        prop_assert_eq!(encode_text(Int64BigEndianBytes, &text).unwrap(), x.to_be_bytes().to_vec());
        let (ex, ey) = (
            encode_text(Int64OrderedCodeBytes, &text).unwrap(),
            encode_text(Int64OrderedCodeBytes, &y.to_string()).unwrap(),
        );
        prop_assert_eq!(ex.cmp(&ey), x.cmp(&y));
        // BigEndianBytes sorts right exactly when both are non-negative (or both negative).
        if (x >= 0) == (y >= 0) {
            prop_assert_eq!(x.to_be_bytes().cmp(&y.to_be_bytes()), x.cmp(&y));
        }
    }

    #[test]
    fn no_input_panics(
        fields in proptest::collection::vec(any_field_type(), 0..5),
        encoding in prop_oneof![
            Just(StructEncoding::Singleton),
            Just(StructEncoding::OrderedCodeBytes),
            proptest::collection::vec(any::<u8>(), 0..60).prop_map(StructEncoding::DelimitedBytes),
        ],
        values in proptest::collection::vec(prop_oneof![any::<String>(), "[-+0-9]{0,21}"], 0..5),
        names in proptest::collection::vec(any::<String>(), 0..5),
    ) {
        let vals: Vec<&str> = values.iter().map(String::as_str).collect();
        match row_key(&fields, &encoding, &vals) {
            Ok(_) => prop_assert_eq!(fields.len(), vals.len()),
            Err((i, e)) => {
                prop_assert!(i <= fields.len().max(vals.len()));
                prop_assert!(!e.to_string().is_empty());
            }
        }
        for (v, &ty) in values.iter().zip(&fields) {
            let _ = encode_text(ty, v);
        }
        let schema: Vec<StructField> = names
            .iter()
            .zip(fields.iter().cycle())
            .map(|(n, &ty)| StructField { name: n.clone(), ty })
            .collect();
        let yaml = schema_definition(&schema, &encoding);
        prop_assert!(yaml.starts_with("encoding:\n"));
        // Nothing in the file breaks a line but the file's own structure.
        prop_assert_eq!(
            yaml.lines().filter(|l| l.starts_with("- fieldName: ")).count(),
            schema.len()
        );
    }
}
