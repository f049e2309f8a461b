//! Property tests of the key recipe: byte order against numeric order, spans, round trips.

use proptest::prelude::*;
use rowkey_core::RowKey;
use rowkey_core::encode::{Encoder, SpanKind, encode_value};
use rowkey_core::literal::ByteString;
use rowkey_core::number::write_integer;
use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, Pad, ReverseFrom, Salt, Transform};

fn enc(value: i128, format: IntFormat) -> Vec<u8> {
    let mut out = Vec::new();
    write_integer(&mut out, value, format).unwrap();
    out
}

fn config() -> ProptestConfig {
    ProptestConfig::with_cases(128)
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn row_key_order_is_byte_vector_order(mut keys in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..6), 0..20)) {
        let mut rows: Vec<RowKey> = keys.iter().cloned().map(RowKey::from).collect();
        rows.sort();
        keys.sort();
        let sorted: Vec<Vec<u8>> = rows.into_iter().map(RowKey::into_bytes).collect();
        prop_assert_eq!(sorted, keys);
    }

    /// Long keys sharing prefixes (so the 8-byte steps and the tail both decide): the row
    /// key order and equality are exactly those of the bytes.
    #[test]
    fn row_key_order_is_byte_order_for_long_keys(
        a in prop::collection::vec(prop::sample::select(vec![0u8, 1, 0x7F, 0x80, 0xFF]), 0..40),
        b in prop::collection::vec(prop::sample::select(vec![0u8, 1, 0x7F, 0x80, 0xFF]), 0..40),
        shared in 0usize..40,
    ) {
        let b: Vec<u8> = a.iter().take(shared).chain(&b).copied().collect();
        let (ka, kb) = (RowKey::from(a.clone()), RowKey::from(b.clone()));
        prop_assert_eq!(ka.cmp(&kb), a.cmp(&b));
        prop_assert_eq!(ka == kb, a == b);
        prop_assert_eq!(rowkey_core::key::compare_bytes(&a, &a), std::cmp::Ordering::Equal);
    }

    #[test]
    fn big_endian_unsigned_preserves_order(a in any::<u64>(), b in any::<u64>()) {
        let f = IntFormat::big_endian_unsigned(8);
        prop_assert_eq!(enc(a.into(), f).cmp(&enc(b.into(), f)), a.cmp(&b));
        let (a4, b4) = (a >> 32, b >> 32);
        let f4 = IntFormat::big_endian_unsigned(4);
        prop_assert_eq!(enc(a4.into(), f4).cmp(&enc(b4.into(), f4)), a4.cmp(&b4));
        let (a2, b2) = (a & 0xFFFF, b & 0xFFFF);
        let f2 = IntFormat::big_endian_unsigned(2);
        prop_assert_eq!(enc(a2.into(), f2).cmp(&enc(b2.into(), f2)), a2.cmp(&b2));
    }

    #[test]
    fn sign_flipped_preserves_order(a in any::<i64>(), b in any::<i64>(), c in any::<i32>(), d in any::<i32>(), e in any::<i8>(), g in any::<i8>()) {
        let f8 = IntFormat::sign_flipped(8);
        prop_assert_eq!(enc(a.into(), f8).cmp(&enc(b.into(), f8)), a.cmp(&b));
        let f4 = IntFormat::sign_flipped(4);
        prop_assert_eq!(enc(c.into(), f4).cmp(&enc(d.into(), f4)), c.cmp(&d));
        let f1 = IntFormat::sign_flipped(1);
        prop_assert_eq!(enc(e.into(), f1).cmp(&enc(g.into(), f1)), e.cmp(&g));
    }

    #[test]
    fn twos_complement_matches_java_bytes(a in any::<i64>()) {
        prop_assert_eq!(enc(a.into(), IntFormat::big_endian_signed(8)), a.to_be_bytes().to_vec());
    }

    #[test]
    fn reverse_timestamp_reverses_order(a in 0i64..i64::MAX, b in 0i64..i64::MAX) {
        let spec = |v: i64| {
            let part = KeyPart::column(1, "ts").with_encoding(Encoding::epoch_millis_reversed(
                ReverseFrom::LongMax,
                IntFormat::big_endian_signed(8),
            ));
            encode_value(&part, &v.to_string()).unwrap()
        };
        prop_assert_eq!(spec(a).cmp(&spec(b)), b.cmp(&a));
    }

    #[test]
    fn zero_padding_preserves_order(a in 0u32..1_000_000, b in 0u32..1_000_000) {
        let f = IntFormat::ZeroPadded { width: 6 };
        prop_assert_eq!(enc(a.into(), f).cmp(&enc(b.into(), f)), a.cmp(&b));
        let part = KeyPart::column(1, "n").with_encoding(Encoding::padded(Pad::left(6)));
        let pa = encode_value(&part, &a.to_string()).unwrap();
        let pb = encode_value(&part, &b.to_string()).unwrap();
        prop_assert_eq!(pa.cmp(&pb), a.cmp(&b));
    }

    #[test]
    fn spans_tile_the_key_and_match_encode_value(x in "[a-z#_]{0,8}", y in "[0-9]{1,6}", z in "\\PC{0,6}") {
        let parts = vec![
            KeyPart::salt(1, Salt::phoenix(8)),
            KeyPart::column(2, "x").with_separator("#"),
            KeyPart::column(3, "y").with_encoding(Encoding::integer(IntFormat::sign_flipped(4))),
            KeyPart::column(4, "z").with_transform(Transform::Reverse).with_separator("\\x00"),
        ];
        let spec = KeySpec::new(parts.clone());
        let columns = ["x".to_string(), "y".to_string(), "z".to_string()];
        let mut encoder = Encoder::new(&spec, &columns).unwrap();
        let key = encoder.encode_row(0, &[x.clone(), y.clone(), z.clone()]).unwrap();
        let mut at = 0;
        for span in &key.spans {
            prop_assert_eq!(span.bytes.start, at);
            at = span.bytes.end;
        }
        prop_assert_eq!(at, key.key.len());
        for (part, value) in parts.iter().skip(1).zip([&x, &y, &z]) {
            let alone = encode_value(part, value).unwrap();
            prop_assert_eq!(key.value_of(part.id).unwrap(), alone.as_slice());
        }
        let separators = key.spans.iter().filter(|s| s.kind == SpanKind::Separator).count();
        prop_assert_eq!(separators, 2);
    }

    #[test]
    fn parse_integer_equals_the_standard_parse(sign in "[+-]?", digits in "[0-9]{1,38}", pad in " {0,2}") {
        let text = format!("{pad}{sign}{digits}{pad}");
        let expected = format!("{sign}{digits}").parse::<i128>().ok();
        prop_assert_eq!(rowkey_core::number::parse_integer(&text).ok(), expected);
    }

    #[test]
    fn literal_text_round_trips(bytes in prop::collection::vec(any::<u8>(), 0..32)) {
        let text = ByteString::new(bytes.clone()).to_string();
        let back = ByteString::parse(&text).unwrap();
        prop_assert_eq!(back.as_bytes(), bytes.as_slice());
    }

    #[test]
    fn encoding_never_panics_on_any_text(v in "\\PC{0,12}") {
        let formats = [
            Encoding::integer(IntFormat::Decimal),
            Encoding::integer(IntFormat::ZeroPadded { width: 3 }),
            Encoding::integer(IntFormat::big_endian_unsigned(1)),
            Encoding::padded(Pad::left(3)),
            Encoding::epoch_millis_reversed(ReverseFrom::IntMax, IntFormat::Decimal),
        ];
        for (i, e) in formats.into_iter().enumerate() {
            let part = KeyPart::column(u32::try_from(i).unwrap(), "v").with_encoding(e)
                .with_transform(Transform::Substring { keep: rowkey_core::spec::End::Last, chars: 4 });
            let _ = encode_value(&part, &v);
        }
    }

    #[test]
    fn user_text_parsers_never_panic(text in "\\PC{0,24}", pattern in "[yMdHmsS'T :./-]{0,16}") {
        let _ = ByteString::parse(&text);
        let _ = serde_json::from_str::<KeySpec>(&text);
        if let Ok(p) = rowkey_core::time::TimePattern::new(&pattern) {
            let _ = p.parse(&text, 0);
            let _ = p.format(i64::from(text.len() as u32) * 1_000_000_007, 60);
        }
    }
}
