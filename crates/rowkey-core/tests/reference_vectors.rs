//! Vectors from `../shared/reference/hbase-semantics.md` (beside the repository) that go through whole recipes:
//! §1 order, §8.4 Phoenix encodings, §9 HBaseWD prefixes, and the saved JSON form.

use rowkey_core::RowKey;
use rowkey_core::encode::{Encoder, encode_value};
use rowkey_core::part_traits::PartTraits;
use rowkey_core::spec::{
    Encoding, HashInput, IntFormat, KeyPart, KeySpec, Pad, Salt, TimeInput, TimeOutput, TimeUnit,
};
use rowkey_core::time::TimePattern;

fn hex(bytes: &[u8]) -> String {
    rowkey_core::display::to_hex(bytes)
}

#[test]
fn section1_order_of_text_keys() {
    let part = KeyPart::column(1, "k");
    let mut keys: Vec<RowKey> = ["9", "200", "", "15", "a", "10", "2", "1", "20"]
        .iter()
        .map(|v| RowKey::new(encode_value(&part, v).unwrap()))
        .collect();
    keys.sort();
    let shown: Vec<String> = keys.iter().map(RowKey::to_string_binary).collect();
    assert_eq!(shown, ["", "1", "10", "15", "2", "20", "200", "9", "a"]);
}

#[test]
fn section8_4_phoenix_char_and_date() {
    let char5 = KeyPart::column(1, "c").with_encoding(Encoding::padded(Pad::right(5)));
    assert_eq!(hex(&encode_value(&char5, "ab").unwrap()), "6162202020");
    // DATE = BIGINT encoding of epoch millis (sign flipped).
    let date = KeyPart::column(2, "d").with_encoding(Encoding::Timestamp {
        input: TimeInput::DateTime {
            pattern: TimePattern::new("yyyy-MM-dd'T'HH:mm:ss").unwrap(),
            utc_offset_minutes: 0,
        },
        output: TimeOutput::Number {
            unit: TimeUnit::Millis,
            integer: rowkey_core::spec::IntegerEncoding::new(IntFormat::sign_flipped(8)),
        },
    });
    assert_eq!(
        hex(&encode_value(&date, "2016-01-28T00:00:00").unwrap()),
        "8000015285879000"
    );
    let varchar = KeyPart::column(3, "v");
    assert_eq!(hex(&encode_value(&varchar, "abc").unwrap()), "616263");
}

#[test]
fn section9_hbasewd_prefixes() {
    // OneBytePrefix(4): round-robin in write order, all prefixes listed for point reads.
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::hbasewd_round_robin(4)),
        KeyPart::column(2, "k"),
    ]);
    let mut enc = Encoder::new(&spec, &["k".to_string()]).unwrap();
    let keys: Vec<String> = (0..5)
        .map(|i| {
            enc.encode_row(i, &["row100".to_string()])
                .unwrap()
                .key
                .to_string_binary()
        })
        .collect();
    assert_eq!(
        keys,
        [
            "\\x00row100",
            "\\x01row100",
            "\\x02row100",
            "\\x03row100",
            "\\x00row100"
        ]
    );
    let traits = PartTraits::of(&spec.parts[0]);
    let bucket = traits.bucket.unwrap();
    assert!(bucket.by_row_order);
    assert_eq!(bucket.prefixes, [[0u8], [1], [2], [3]]);

    // OneByteSimpleHash(4) and (10) equal Phoenix's column of §8.2 for normal keys.
    for (n, k, expected) in [
        (4, "foo0001", 2u8),
        (10, "foo0001", 0),
        (4, "foo0003", 0),
        (10, "foo0003", 2),
        (4, "a", 0),
        (10, "a", 8),
    ] {
        let salt = KeyPart::salt(
            1,
            Salt::hbasewd_hash(n).with_input(HashInput::Columns(vec!["k".into()])),
        );
        assert_eq!(encode_value(&salt, k).unwrap(), [expected], "{k} mod {n}");
    }
    // Integer.MIN_VALUE hash: HBaseWD writes −2 as 0xFE, Phoenix 2 (§9).
    let key: Vec<u8> = vec![0x96, 0x00, 0xF6, 0x00, 0x13, 0xFE];
    let literal = |id| KeyPart::literal(id, &rowkey_core::display::to_string_binary(&key));
    for (salt, first) in [(Salt::hbasewd_hash(3), 0xFEu8), (Salt::phoenix(3), 0x02)] {
        let spec = KeySpec::new(vec![KeyPart::salt(1, salt), literal(2)]);
        let k = Encoder::new(&spec, &[])
            .unwrap()
            .encode_row(0, &[])
            .unwrap();
        assert_eq!(k.key.as_bytes()[0], first);
        assert_eq!(&k.key.as_bytes()[1..], key.as_slice());
    }
}

#[test]
fn saved_json_round_trips_and_reads_like_the_recipe() {
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(16)),
        KeyPart::md5_hex_of_columns(2, &["uid"], 6),
        KeyPart::column(3, "uid")
            .with_separator("\\x00")
            .with_label("user"),
        KeyPart::column(4, "ts").with_encoding(Encoding::epoch_millis_reversed(
            rowkey_core::spec::ReverseFrom::LongMax,
            IntFormat::big_endian_signed(8),
        )),
    ]);
    let json = serde_json::to_string(&spec).unwrap();
    assert!(json.starts_with(r#"{"version":1,"parts":[{"id":1,"value":{"salt":{"bucketing":"phoenix_hash","buckets":16,"output":"byte","input":"rest_of_key"}}}"#), "{json}");
    assert!(json.contains(r#""separator":"\\x00""#), "{json}");
    let back: KeySpec = serde_json::from_str(&json).unwrap();
    assert_eq!(back, spec);
    // A bucket count beyond Phoenix's limit loads as saved (nothing is lost) and is
    // reported, with the bound, when the recipe is checked.
    let bad = json.replace(r#""buckets":16"#, r#""buckets":300"#);
    let loaded = serde_json::from_str::<KeySpec>(&bad).unwrap();
    let err = loaded.validate().unwrap_err().to_string();
    assert!(err.contains("1 to 256 buckets, not 300"), "{err}");
}
