//! The Bigtable row key schema of a design (`artefacts::bigtable_row_key_schema`), checked
//! against the encodings crate's whole-key builder, `rowkey_encodings::bigtable::row_key`:
//!
//! - for each mapping (`OrderedCodeBytes`, `Singleton`, `DelimitedBytes`), over random
//!   recipes and rows, the emitted YAML is read back by a reader in this file (exactly the
//!   shape `schema_definition` writes: field names, types, the Base64 delimiter), and the
//!   keys the recipe engine writes equal `row_key` for the schema read back;
//! - where `row_key` refuses a `DelimitedBytes` row because a field byte is at or below the
//!   delimiter's first byte (sorted mode), the engine still writes the key, and it is the
//!   fields' bytes joined by the delimiter (what Bigtable stores, and cannot decode): the
//!   schema's cautions name that part, which is what a reviewer is told. Rows `row_key`
//!   refuses for their values (not an integer, outside `i64`) the engine refuses too;
//! - every reason, named by part, in both languages.

#![cfg(feature = "typed-keys")]

use base64::Engine as _;
use proptest::prelude::*;
use rowkey_core::artefacts::{
    NameProblem, SchemaCaution, SchemaReason, bigtable_row_key_schema,
    bigtable_row_key_schema_cautions,
};
use rowkey_core::design::Design;
use rowkey_core::encode::Encoder;
use rowkey_core::i18n::Lang;
use rowkey_core::literal::ByteString;
use rowkey_core::spec::{
    Encoding, HashInput, IntFormat, KeyPart, KeySpec, Md5Output, Pad, PartId, ReverseFrom, Salt,
    Transform,
};
use rowkey_core::typed::TypedEncoding;
use rowkey_encodings::Order;
use rowkey_encodings::bigtable::{self, BigtableError, FieldType, StructEncoding};
use rowkey_encodings::phoenix::PhoenixType;

// ---- A reader for the emitted YAML ----

/// The schema a definition file describes: its struct encoding and `(name, type)` fields.
#[derive(Debug, PartialEq)]
struct Schema {
    encoding: StructEncoding,
    fields: Vec<(String, FieldType)>,
}

/// Reads a YAML double-quoted scalar as `schema_definition` writes it: `\"`, `\\` and
/// `\uXXXX` escapes.
fn unquote(s: &str) -> String {
    let inner = s
        .strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .unwrap_or_else(|| panic!("not a double-quoted scalar: {s:?}"));
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('"') => out.push('"'),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                let n = u32::from_str_radix(&hex, 16).unwrap();
                out.push(char::from_u32(n).unwrap());
            }
            other => panic!("unexpected escape {other:?}"),
        }
    }
    out
}

/// Reads exactly the shape `schema_definition` writes, refusing anything else.
fn read_schema(yaml: &str) -> Schema {
    let lines: Vec<&str> = yaml.lines().collect();
    assert_eq!(lines[0], "encoding:");
    let (encoding, mut i) = match lines[1] {
        "  singleton: {}" => (StructEncoding::Singleton, 2),
        "  orderedCodeBytes: {}" => (StructEncoding::OrderedCodeBytes, 2),
        "  delimitedBytes:" => {
            let b64 = lines[2]
                .strip_prefix("    delimiter: ")
                .expect("a delimiter line");
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(unquote(b64))
                .expect("Base64");
            (StructEncoding::DelimitedBytes(bytes), 3)
        }
        other => panic!("unexpected encoding line {other:?}"),
    };
    let mut fields = Vec::new();
    if lines[i] == "fields: []" {
        assert_eq!(lines.len(), i + 1);
        return Schema { encoding, fields };
    }
    assert_eq!(lines[i], "fields:");
    i += 1;
    while i < lines.len() {
        let name = unquote(lines[i].strip_prefix("- fieldName: ").expect("a field"));
        assert_eq!(lines[i + 1], "  type:");
        assert_eq!(lines[i + 3], "      encoding:");
        let ty = match (lines[i + 2], lines[i + 4]) {
            ("    stringType:", "        utf8Bytes: {}") => FieldType::StringUtf8Bytes,
            ("    bytesType:", "        raw: {}") => FieldType::BytesRaw,
            ("    int64Type:", "        bigEndianBytes: {}") => FieldType::Int64BigEndianBytes,
            ("    int64Type:", "        orderedCodeBytes: {}") => FieldType::Int64OrderedCodeBytes,
            other => panic!("unexpected type {other:?}"),
        };
        fields.push((name, ty));
        i += 5;
    }
    assert!(yaml.ends_with('\n'));
    Schema { encoding, fields }
}

// ---- Helpers ----

/// The key the recipe engine writes for one row, or `None` when it refuses the row.
fn engine_key(spec: &KeySpec, columns: &[String], values: &[String]) -> Option<Vec<u8>> {
    let mut encoder = Encoder::new(spec, columns).expect("valid recipe");
    encoder
        .encode_row(0, values)
        .ok()
        .map(|k| k.key.as_bytes().to_vec())
}

fn int64_be() -> Encoding {
    Encoding::integer(IntFormat::big_endian_signed(8))
}

fn id(i: usize) -> u32 {
    u32::try_from(i + 1).unwrap()
}

/// Distinct column names, some needing YAML escapes.
fn column_names(n: usize) -> impl Strategy<Value = Vec<String>> {
    prop::collection::hash_set("[a-zé\"\\\\ \u{7}]{1,5}", n)
        .prop_map(|set| set.into_iter().collect::<Vec<_>>())
        .prop_filter("not a reserved or family name", |names| {
            names.iter().all(|n| n != "cf" && n != "_key")
        })
}

fn text_value() -> BoxedStrategy<String> {
    prop_oneof!["[a-z]{0,4}", "[ -~]{0,4}", "(é|\u{0}x|a\u{1}|#|\\||::|ÿ)",].boxed()
}

fn int_value() -> BoxedStrategy<String> {
    prop_oneof![
        4 => (-100_000i64..100_000).prop_map(|n| n.to_string()),
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => Just(i64::MIN.to_string()),
        1 => Just(i64::MAX.to_string()),
        1 => Just("9223372036854775808".to_owned()),
        1 => Just("+007".to_owned()),
        1 => Just("12x".to_owned()),
    ]
    .boxed()
}

fn value_of(ty: FieldType) -> BoxedStrategy<String> {
    match ty {
        FieldType::StringUtf8Bytes | FieldType::BytesRaw => text_value(),
        FieldType::Int64BigEndianBytes | FieldType::Int64OrderedCodeBytes => int_value(),
    }
}

/// Types, distinct column names and one row of values for them.
fn fields_and_row(
    types: impl Strategy<Value = FieldType> + Clone + 'static,
    count: std::ops::Range<usize>,
) -> impl Strategy<Value = (Vec<FieldType>, Vec<String>, Vec<String>)> {
    prop::collection::vec(types, count).prop_flat_map(|types| {
        let values: Vec<BoxedStrategy<String>> = types.iter().map(|t| value_of(*t)).collect();
        (Just(types.clone()), column_names(types.len()), values)
    })
}

fn plain_type() -> impl Strategy<Value = FieldType> + Clone {
    prop_oneof![
        3 => Just(FieldType::StringUtf8Bytes),
        1 => Just(FieldType::Int64BigEndianBytes),
    ]
}

fn plain_part(i: usize, name: &str, ty: FieldType) -> KeyPart {
    let part = KeyPart::column(id(i), name);
    match ty {
        FieldType::Int64BigEndianBytes => part.with_encoding(int64_be()),
        _ => part,
    }
}

/// Emits the schema, reads it back, and checks its names and types against the recipe's.
fn emitted(design: &Design, names: &[String], types: &[FieldType]) -> Schema {
    let yaml = bigtable_row_key_schema(design).expect("a schema");
    let schema = read_schema(&yaml);
    let expected: Vec<(String, FieldType)> =
        names.iter().cloned().zip(types.iter().copied()).collect();
    assert_eq!(schema.fields, expected);
    schema
}

/// What `row_key` gives for `values` under `schema`.
fn schema_key(schema: &Schema, values: &[String]) -> Result<Vec<u8>, (usize, BigtableError)> {
    let types: Vec<FieldType> = schema.fields.iter().map(|(_, t)| *t).collect();
    let texts: Vec<&str> = values.iter().map(String::as_str).collect();
    bigtable::row_key(&types, &schema.encoding, &texts)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Bigtable typed fields: `OrderedCodeBytes`, and the engine writes `row_key`'s bytes
    /// and refuses the rows it refuses.
    #[test]
    fn ordered_code_bytes_schemas_describe_the_keys(
        (types, names, values) in fields_and_row(prop::sample::select(FieldType::ALL.to_vec()), 1..5)
    ) {
        let parts = types
            .iter()
            .zip(&names)
            .enumerate()
            .map(|(i, (ty, name))| {
                KeyPart::column(id(i), name).with_encoding(Encoding::Typed(TypedEncoding::Bigtable { r#type: *ty }))
            })
            .collect();
        let design = Design::new(KeySpec::new(parts));
        let schema = emitted(&design, &names, &types);
        prop_assert_eq!(&schema.encoding, &StructEncoding::OrderedCodeBytes);
        // A row key must not be empty (Bigtable refuses one, as HBase's `Mutation.checkRow`
        // does), so a schema that writes no byte for a row leaves it without a key.
        let expected = schema_key(&schema, &values).ok().filter(|key| !key.is_empty());
        prop_assert_eq!(engine_key(&design.recipe, &names, &values), expected, "values {:?}", values);
    }

    /// One plain part: `Singleton`; the same bytes, the same refusals.
    #[test]
    fn singleton_schemas_describe_the_keys(
        (types, names, values) in fields_and_row(plain_type(), 1..2)
    ) {
        let design = Design::new(KeySpec::new(vec![plain_part(0, &names[0], types[0])]));
        let schema = emitted(&design, &names, &types);
        prop_assert_eq!(&schema.encoding, &StructEncoding::Singleton);
        // A row key must not be empty (Bigtable refuses one, as HBase's `Mutation.checkRow`
        // does), so a schema that writes no byte for a row leaves it without a key.
        let expected = schema_key(&schema, &values).ok().filter(|key| !key.is_empty());
        prop_assert_eq!(engine_key(&design.recipe, &names, &values), expected, "values {:?}", values);
    }

    /// Plain parts with one delimiter: `DelimitedBytes`. Where `row_key` takes the row, the
    /// engine writes its bytes; where sorted mode refuses a field byte, the engine writes
    /// the fields joined by the delimiter and the cautions name that part; where the value
    /// is no `Int64`, both refuse.
    #[test]
    fn delimited_bytes_schemas_describe_the_keys(
        (types, names, values) in fields_and_row(plain_type(), 2..5),
        delimiter in prop::sample::select(vec![
            b"#".to_vec(), b"|".to_vec(), b"::".to_vec(), vec![0x00], vec![0xFF], b"\x00\x01".to_vec(),
        ]),
    ) {
        let last = types.len() - 1;
        let parts = types
            .iter()
            .zip(&names)
            .enumerate()
            .map(|(i, (ty, name))| {
                let mut part = plain_part(i, name, *ty);
                if i < last {
                    part.separator = Some(ByteString::new(delimiter.clone()));
                }
                part
            })
            .collect();
        let design = Design::new(KeySpec::new(parts));
        let schema = emitted(&design, &names, &types);
        prop_assert_eq!(&schema.encoding, &StructEncoding::DelimitedBytes(delimiter.clone()));
        let engine = engine_key(&design.recipe, &names, &values);
        match schema_key(&schema, &values) {
            Ok(key) => prop_assert_eq!(engine, Some(key)),
            Err((i, BigtableError::BelowDelimiter { .. } | BigtableError::ContainsDelimiter { .. })) => {
                let encoded: Option<Vec<Vec<u8>>> = types
                    .iter()
                    .zip(&values)
                    .map(|(ty, v)| bigtable::encode_text(*ty, v).ok())
                    .collect();
                // A later field may be no integer: then the engine refuses the row.
                let joined = encoded.map(|fields| fields.join(delimiter.as_slice()));
                prop_assert_eq!(engine, joined, "values {:?}", values);
                let part = PartId(id(i));
                let cautions = bigtable_row_key_schema_cautions(&design);
                let named = cautions.iter().any(|c| matches!(c,
                    SchemaCaution::BelowDelimiter { part: p, delimiter: d }
                    | SchemaCaution::Int64InDelimited { part: p, delimiter: d }
                    if *p == part && *d == delimiter[0]));
                prop_assert!(named, "no caution for {:?}: {:?}", part, cautions);
            }
            Err((_, e)) => prop_assert_eq!(engine, None, "row_key refused with {:?}", e),
        }
    }
}

// ---- Reasons ----

fn reasons(parts: Vec<KeyPart>) -> (KeySpec, Vec<SchemaReason>) {
    let spec = KeySpec::new(parts);
    let got = bigtable_row_key_schema(&Design::new(spec.clone())).unwrap_err();
    (spec, got)
}

#[test]
fn parts_that_are_no_field_are_reasons_by_part() {
    let (spec, got) = reasons(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::md5(2, HashInput::RestOfKey, Md5Output::Raw { bytes: 2 }),
        KeyPart::literal(3, "u").with_separator("#"),
        KeyPart::raw_key(4).with_separator("#"),
        KeyPart::column(5, "url")
            .with_transform(Transform::ReverseDomain)
            .with_separator("#"),
        KeyPart::columns(6, &["a", "b"], "_").with_separator("#"),
        KeyPart::column(7, "p")
            .with_encoding(Encoding::padded(Pad::left(4)))
            .with_separator("#"),
        KeyPart::column(8, "d")
            .with_encoding(Encoding::integer(IntFormat::Decimal))
            .with_separator("#"),
        KeyPart::column(9, "r")
            .with_encoding(Encoding::Integer(
                rowkey_core::spec::IntegerEncoding::new(IntFormat::big_endian_signed(8))
                    .reversed(ReverseFrom::LongMax),
            ))
            .with_separator("#"),
        KeyPart::column(10, "ts")
            .with_encoding(Encoding::epoch_millis(IntFormat::big_endian_signed(8)))
            .with_separator("#"),
        KeyPart::column(11, "u4")
            .with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(4))),
    ]);
    assert_eq!(
        got,
        [
            SchemaReason::Salt { part: PartId(1) },
            SchemaReason::MissingSeparator {
                part: PartId(1),
                expected: Some("#".into())
            },
            SchemaReason::Md5 { part: PartId(2) },
            SchemaReason::MissingSeparator {
                part: PartId(2),
                expected: Some("#".into())
            },
            SchemaReason::Literal { part: PartId(3) },
            SchemaReason::RawKey { part: PartId(4) },
            SchemaReason::Transform { part: PartId(5) },
            SchemaReason::JoinedColumns { part: PartId(6) },
            SchemaReason::Padding { part: PartId(7) },
            SchemaReason::IntegerFormat {
                part: PartId(8),
                format: IntFormat::Decimal
            },
            SchemaReason::Reversal { part: PartId(9) },
            SchemaReason::Timestamp { part: PartId(10) },
            SchemaReason::IntegerFormat {
                part: PartId(11),
                format: IntFormat::big_endian_unsigned(4)
            },
        ]
    );
    let en: Vec<String> = got.iter().map(|r| r.sentence(&spec, Lang::En)).collect();
    assert_eq!(
        en[9],
        "part 8: the integer is written as decimal text; Bigtable's Int64 (BigEndianBytes) is 8-byte big-endian two's complement, or write it as text for a String (Utf8Bytes)"
    );
    assert_eq!(
        en[12],
        "part 11: the integer is written as 4-byte unsigned big-endian; Bigtable's Int64 (BigEndianBytes) is 8-byte big-endian two's complement, or write it as text for a String (Utf8Bytes)"
    );
    for r in &got {
        let zh = r.sentence(&spec, Lang::Zh);
        assert!(zh.starts_with("部分 "), "{zh}");
        assert!(!zh.contains("part "), "{zh}");
    }
}

#[test]
fn separators_must_make_one_delimited_struct() {
    let (spec, got) = reasons(vec![
        KeyPart::column(1, "a").with_separator("#"),
        KeyPart::column(2, "b").with_separator("|"),
        KeyPart::column(3, "c"),
        KeyPart::column(4, "d").with_separator("#"),
    ]);
    assert_eq!(
        got,
        [
            SchemaReason::DifferentSeparator {
                part: PartId(2),
                found: "|".into(),
                expected: "#".into()
            },
            SchemaReason::MissingSeparator {
                part: PartId(3),
                expected: Some("#".into())
            },
            SchemaReason::SeparatorAfterLast {
                part: PartId(4),
                separator: "#".into()
            },
        ]
    );
    assert_eq!(
        got[0].sentence(&spec, Lang::En),
        "part 2: it is followed by '|' where the first part is followed by '#'; DelimitedBytes has one delimiter between all fields"
    );
    // No separator at all.
    assert_eq!(
        reasons(vec![KeyPart::column(1, "a"), KeyPart::column(2, "b")]).1,
        [SchemaReason::MissingSeparator {
            part: PartId(1),
            expected: None
        }]
    );
    // One part followed by a separator is no Singleton.
    assert_eq!(
        reasons(vec![KeyPart::column(1, "a").with_separator("\\x00")]).1,
        [SchemaReason::SeparatorAfterLast {
            part: PartId(1),
            separator: "\\x00".into()
        }]
    );
    // A delimiter of 51 bytes.
    let long = "x".repeat(51);
    assert_eq!(
        reasons(vec![
            KeyPart::column(1, "a").with_separator(&long),
            KeyPart::column(2, "b")
        ])
        .1,
        [SchemaReason::DelimiterLength {
            part: PartId(1),
            len: 51
        }]
    );
    assert_eq!(reasons(vec![]).1, [SchemaReason::NoParts]);
}

#[test]
fn typed_parts_make_ordered_code_bytes_only_alone() {
    let bt = |ty| Encoding::Typed(TypedEncoding::Bigtable { r#type: ty });
    let (spec, got) = reasons(vec![
        KeyPart::column(1, "a").with_encoding(bt(FieldType::StringUtf8Bytes)),
        KeyPart::column(2, "b"),
        KeyPart::column(3, "c")
            .with_encoding(bt(FieldType::Int64OrderedCodeBytes))
            .with_separator("#"),
        KeyPart::column(4, "d").with_encoding(Encoding::Typed(TypedEncoding::Phoenix {
            r#type: PhoenixType::Varchar,
            order: Order::Asc,
        })),
    ]);
    assert_eq!(
        got,
        [
            SchemaReason::MixedStyles { part: PartId(2) },
            SchemaReason::TypedSeparator {
                part: PartId(3),
                separator: "#".into()
            },
            SchemaReason::OtherStore {
                part: PartId(4),
                store: rowkey_core::typed::Store::Phoenix
            },
        ]
    );
    assert_eq!(
        got[2].sentence(&spec, Lang::En),
        "part 4: it is written by Phoenix's typed encoding; a Bigtable field needs a Bigtable type"
    );
    // A single typed field is an OrderedCodeBytes struct of one field, not a Singleton:
    // its 0x00 bytes are escaped.
    let one = Design::new(KeySpec::new(vec![
        KeyPart::column(1, "a").with_encoding(bt(FieldType::BytesRaw)),
    ]));
    assert!(
        bigtable_row_key_schema(&one)
            .unwrap()
            .starts_with("encoding:\n  orderedCodeBytes: {}\n")
    );
}

#[test]
fn field_names_bigtable_refuses() {
    let mut design = Design::new(KeySpec::new(vec![
        KeyPart::column(1, "").with_separator("#"),
        KeyPart::column(2, "_key").with_separator("#"),
        KeyPart::column(3, "_timestamp").with_separator("#"),
        KeyPart::column(4, "stats").with_separator("#"),
        KeyPart::column(5, "id").with_separator("#"),
        KeyPart::column(6, "id"),
    ]));
    design.family = "stats".into();
    let got = bigtable_row_key_schema(&design).unwrap_err();
    let problems: Vec<(u32, NameProblem)> = got
        .iter()
        .map(|r| match r {
            SchemaReason::FieldName { part, problem, .. } => (part.0, *problem),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        problems,
        [
            (1, NameProblem::Empty),
            (2, NameProblem::Reserved),
            (3, NameProblem::Reserved),
            (4, NameProblem::Family),
            (6, NameProblem::Duplicate { first: PartId(5) }),
        ]
    );
    assert_eq!(
        got[4].sentence(&design.recipe, Lang::En),
        "part 6: the field name \"id\" is already part 5's; each field needs its own name"
    );
    assert_eq!(
        got[4].sentence(&design.recipe, Lang::Zh),
        "部分 6：字段名 \"id\" 已用于部分 5；每个字段需要不同的名称"
    );
}

#[test]
fn cautions_say_what_sorted_mode_refuses() {
    let design = Design::new(KeySpec::new(vec![
        KeyPart::column(1, "device").with_separator("#"),
        KeyPart::column(2, "serial").with_encoding(int64_be()),
    ]));
    let cautions = bigtable_row_key_schema_cautions(&design);
    assert_eq!(
        cautions,
        [
            SchemaCaution::BelowDelimiter {
                part: PartId(1),
                delimiter: b'#'
            },
            SchemaCaution::Int64InDelimited {
                part: PartId(2),
                delimiter: b'#'
            },
            SchemaCaution::NegativeInt64 { part: PartId(2) },
        ]
    );
    for c in &cautions {
        assert!(c.sentence(&design.recipe, Lang::Zh).starts_with("部分 "));
    }
    // Typed String fields: nothing to say.
    let typed = Design::new(KeySpec::new(vec![KeyPart::column(1, "a").with_encoding(
        Encoding::Typed(TypedEncoding::Bigtable {
            r#type: FieldType::StringUtf8Bytes,
        }),
    )]));
    assert!(bigtable_row_key_schema_cautions(&typed).is_empty());
    // No schema, no cautions.
    let none = Design::new(KeySpec::new(vec![KeyPart::literal(1, "x")]));
    assert!(bigtable_row_key_schema_cautions(&none).is_empty());
}

/// The reader in this file reads the encodings crate's own example back.
#[test]
fn the_reader_reads_the_documented_example() {
    let yaml = "encoding:\n  delimitedBytes:\n    delimiter: \"Iw==\"\nfields:\n\
                - fieldName: \"a\\\"b\\u0007\"\n  type:\n    bytesType:\n      encoding:\n        raw: {}\n";
    assert_eq!(
        read_schema(yaml),
        Schema {
            encoding: StructEncoding::DelimitedBytes(b"#".to_vec()),
            fields: vec![("a\"b\u{7}".into(), FieldType::BytesRaw)],
        }
    );
}

/// The documentation's example key, written by a recipe, and a row sorted mode refuses.
#[test]
fn the_documented_key_and_a_refused_row() {
    let names: Vec<String> = ["device", "country", "serial"]
        .iter()
        .map(|s| (*s).to_owned())
        .collect();
    let design = Design::new(KeySpec::new(vec![
        KeyPart::column(1, "device").with_separator("#"),
        KeyPart::column(2, "country").with_separator("#"),
        KeyPart::column(3, "serial"),
    ]));
    let schema = emitted(&design, &names, &[FieldType::StringUtf8Bytes; 3]);
    let row = |v: [&str; 3]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    let ok = row(["phone", "india", "8923695"]);
    assert_eq!(schema_key(&schema, &ok).unwrap(), b"phone#india#8923695");
    assert_eq!(
        engine_key(&design.recipe, &names, &ok).unwrap(),
        b"phone#india#8923695"
    );
    // A space (0x20) is below '#': Bigtable cannot decode the key the engine writes.
    let spaced = row(["phone", "new delhi", "1"]);
    assert_eq!(
        schema_key(&schema, &spaced),
        Err((1, BigtableError::BelowDelimiter { at: 3, byte: b' ' }))
    );
    assert_eq!(
        engine_key(&design.recipe, &names, &spaced).unwrap(),
        b"phone#new delhi#1"
    );
}
