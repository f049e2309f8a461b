//! One black-box test per technique in the seed posts (`../shared/seeds`, beside the repository), each asserting
//! concrete bytes. Expected values were computed independently (Python `hashlib`, a Python
//! transcription of Java's `Arrays.hashCode` and of splitmix64), not by this crate.

use rowkey_core::encode::{Encoder, encode_sample};
use rowkey_core::lint::{LintCode, lint};
use rowkey_core::sample::Sample;
use rowkey_core::spec::{
    BucketOutput, Bucketing, Encoding, HashInput, IntFormat, KeyPart, KeySpec, Md5Output,
    ReverseFrom, Salt, TimeInput, TimeOutput, Transform,
};
use rowkey_core::time::TimePattern;

/// Encodes one row given as `(column, value)` pairs.
fn key(spec: &KeySpec, row: &[(&str, &str)]) -> Vec<u8> {
    key_at(spec, row, 0)
}

fn key_at(spec: &KeySpec, row: &[(&str, &str)], index: usize) -> Vec<u8> {
    let columns: Vec<String> = row.iter().map(|(c, _)| (*c).to_owned()).collect();
    let values: Vec<String> = row.iter().map(|(_, v)| (*v).to_owned()).collect();
    Encoder::new(spec, &columns)
        .unwrap()
        .encode_row(index, &values)
        .unwrap()
        .key
        .into_bytes()
}

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

fn long_max_minus_millis(id: u32, column: &str) -> KeyPart {
    KeyPart::column(id, column).with_encoding(Encoding::epoch_millis_reversed(
        ReverseFrom::LongMax,
        IntFormat::big_endian_signed(8),
    ))
}

#[test]
fn seed000_uid_phone_name() {
    let spec = KeySpec::new(vec![
        KeyPart::column(1, "uid"),
        KeyPart::column(2, "phone"),
        KeyPart::column(3, "name"),
    ]);
    let row = [("uid", "111"), ("phone", "123"), ("name", "iteblog")];
    assert_eq!(key(&spec, &row), b"111123iteblog");
    // Without separators the boundaries are ambiguous: the lint says so.
    let sample = Sample::new(
        row.iter().map(|(c, _)| (*c).to_owned()).collect(),
        vec![row.iter().map(|(_, v)| (*v).to_owned()).collect()],
    );
    let lints = lint(&spec, &sample, &encode_sample(&spec, &sample).unwrap());
    assert!(
        lints
            .iter()
            .any(|l| l.code() == LintCode::AmbiguousBoundary)
    );
}

#[test]
fn seed000_salt_letters_a_b_c_d() {
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::random_letters(7, 4)),
        KeyPart::column(2, "k"),
    ]);
    let keys: Vec<Vec<u8>> = (0..4)
        .map(|i| key_at(&spec, &[("k", "foo0001")], i))
        .collect();
    assert_eq!(
        keys,
        [
            b"dfoo0001".to_vec(),
            b"cfoo0001".to_vec(),
            b"cfoo0001".to_vec(),
            b"dfoo0001".to_vec()
        ]
    );
}

#[test]
fn seed000_md5_first6_plus_device_id() {
    let spec = KeySpec::new(vec![
        KeyPart::md5_hex_of_columns(1, &["device"], 6),
        KeyPart::column(2, "device"),
    ]);
    assert_eq!(
        key(&spec, &[("device", "867530012345678")]),
        b"c9d7ab867530012345678"
    );
}

#[test]
fn seed000_reversed_urls() {
    let spec = KeySpec::new(vec![
        KeyPart::column(1, "url").with_transform(Transform::ReverseDomain),
    ]);
    assert_eq!(
        key(&spec, &[("url", "www.iteblog.com/archives/1")]),
        b"com.iteblog.www/archives/1"
    );
    assert_eq!(
        key(&spec, &[("url", "http://mail.iteblog.com/")]),
        b"com.iteblog.mail/"
    );
    let whole = KeySpec::new(vec![
        KeyPart::column(1, "url").with_transform(Transform::Reverse),
    ]);
    assert_eq!(key(&whole, &[("url", "a.b.com")]), b"moc.b.a");
}

#[test]
fn seed000_salt_seller_id_timestamp_order_id() {
    // salt + sellerId + timestamp (+ orderId), salt = Phoenix byte over the rest, 4 buckets.
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(4)),
        KeyPart::column(2, "seller"),
        KeyPart::column(3, "ts"),
        KeyPart::column(4, "order"),
    ]);
    let row = |s, o| [("seller", s), ("ts", "1700000000000"), ("order", o)];
    assert_eq!(key(&spec, &row("s001", "o1")), b"\x03s0011700000000000o1");
    assert_eq!(key(&spec, &row("s002", "o2")), b"\x01s0021700000000000o2");
}

#[test]
fn seed000_md5_uid_prefix_plus_uid() {
    // Risk control: substr(md5(uid), 0, 5) + uid.
    let spec = KeySpec::new(vec![
        KeyPart::md5_hex_of_columns(1, &["uid"], 5),
        KeyPart::column(2, "uid"),
    ]);
    assert_eq!(key(&spec, &[("uid", "10001")]), b"d89f310001");
}

#[test]
fn seed000_prefix_car_id_timestamp() {
    // prefix = substr(md5(uid), 0, 6) + carId + timestamp.
    let spec = KeySpec::new(vec![
        KeyPart::md5_hex_of_columns(1, &["uid"], 6),
        KeyPart::column(2, "car"),
        KeyPart::column(3, "ts"),
    ]);
    assert_eq!(
        key(
            &spec,
            &[("uid", "u42"), ("car", "CAR7"), ("ts", "1700000000")]
        ),
        b"1c7082CAR71700000000"
    );
}

#[test]
fn seed000_uid_plus_long_max_minus_timestamp() {
    let spec = KeySpec::new(vec![
        KeyPart::column(1, "uid"),
        long_max_minus_millis(2, "ts"),
    ]);
    let mut expected = b"u1".to_vec();
    expected.extend(hex("7FFFFE74301A97FF"));
    assert_eq!(
        key(&spec, &[("uid", "u1"), ("ts", "1700000000000")]),
        expected
    );
}

#[test]
fn seed001_random_1001_plus_id_plus_create_time() {
    let spec = KeySpec::new(vec![
        KeyPart::salt(
            1,
            Salt {
                bucketing: Bucketing::Random { seed: 1 },
                buckets: 1001,
                output: BucketOutput::Decimal { width: 4 },
                input: HashInput::RestOfKey,
            },
        ),
        KeyPart::column(2, "id"),
        KeyPart::column(3, "create_time"),
    ]);
    let row = [("id", "42"), ("create_time", "20200101")];
    assert_eq!(key_at(&spec, &row, 0), b"08004220200101");
    assert_eq!(key_at(&spec, &row, 1), b"00724220200101");
    assert_eq!(key_at(&spec, &row, 2), b"06944220200101");
}

#[test]
fn seed003_md5_user_plus_reverse_timestamp() {
    // twits: MD5(user) (16 raw bytes) + Long.MAX_VALUE − ts.
    let spec = KeySpec::new(vec![
        KeyPart::md5(
            1,
            HashInput::Columns(vec!["user".into()]),
            Md5Output::Raw { bytes: 16 },
        ),
        long_max_minus_millis(2, "ts"),
    ]);
    let mut expected = hex("495f661bac0f61f6c7a4f0d6d4a0fb6b");
    expected.extend(hex("7FFFFE74301A97FF"));
    assert_eq!(
        key(&spec, &[("user", "userA"), ("ts", "1700000000000")]),
        expected
    );
}

#[test]
fn seed003_md5_a_plus_md5_b() {
    // follows: MD5(A) + MD5(B).
    let md5_of = |id, col: &str| {
        KeyPart::md5(
            id,
            HashInput::Columns(vec![col.into()]),
            Md5Output::Raw { bytes: 16 },
        )
    };
    let spec = KeySpec::new(vec![md5_of(1, "a"), md5_of(2, "b")]);
    let mut expected = hex("495f661bac0f61f6c7a4f0d6d4a0fb6b");
    expected.extend(hex("5cb11eb3bac6e8e0b57b002d631fc4e9"));
    assert_eq!(key(&spec, &[("a", "userA"), ("b", "userB")]), expected);
    // The hex form works as well.
    let hex_spec = KeySpec::new(vec![KeyPart::md5_hex_of_columns(1, &["a"], 32)]);
    assert_eq!(
        key(&hex_spec, &[("a", "userA")]),
        b"495f661bac0f61f6c7a4f0d6d4a0fb6b"
    );
}

#[test]
fn seed004_hash_datetime_order_id_mod_partitions() {
    // xx_yyyyMMddHHmmss_orderId, xx = hash(datetime, orderId) % 3 as two digits.
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::hash_mod_decimal(&["dt", "order"], 3, 2)).with_separator("_"),
        KeyPart::column(2, "dt")
            .with_encoding(Encoding::Timestamp {
                input: TimeInput::DateTime {
                    pattern: TimePattern::new("yyyy-MM-dd HH:mm:ss").unwrap(),
                    utc_offset_minutes: 0,
                },
                output: TimeOutput::Text {
                    pattern: TimePattern::new("yyyyMMddHHmmss").unwrap(),
                    utc_offset_minutes: 0,
                },
            })
            .with_separator("_"),
        KeyPart::column(3, "order"),
    ]);
    // The hash reads the raw column texts: "2020-01-01 01:01:01" + order id.
    let raw = KeySpec::new(vec![
        KeyPart::salt(1, Salt::hash_mod_decimal(&["dt", "order"], 3, 2)).with_separator("_"),
        KeyPart::column(2, "dt").with_separator("_"),
        KeyPart::column(3, "order"),
    ]);
    for (order, bucket) in [("364758", "00"), ("585775", "02"), ("385748", "01")] {
        let row = [("dt", "20200101010101"), ("order", order)];
        assert_eq!(
            key(&raw, &row),
            format!("{bucket}_20200101010101_{order}").as_bytes()
        );
    }
    let row = [("dt", "2020-01-01 01:01:01"), ("order", "364758")];
    let k = key(&spec, &row);
    assert_eq!(&k[2..], b"_20200101010101_364758");
}

#[test]
fn seed004_reverse_order_id_plus_max_long_minus_timestamp() {
    let spec = KeySpec::new(vec![
        KeyPart::column(1, "order").with_transform(Transform::Reverse),
        long_max_minus_millis(2, "ts"),
    ]);
    let mut expected = b"1010101010101202".to_vec();
    expected.extend(hex("7FFFFE8944C18FFF"));
    assert_eq!(
        key(
            &spec,
            &[("order", "2021010101010101"), ("ts", "1609459200000")]
        ),
        expected
    );
}

#[test]
fn seed004_one_byte_salt_hash_key_mod_buckets() {
    // new_row_key = (byte)(hash(key) % BUCKETS) + original_key, 16 buckets.
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::hbasewd_hash(16)),
        KeyPart::column(2, "k"),
    ]);
    assert_eq!(key(&spec, &[("k", "1001")]), b"\x011001");
    assert_eq!(key(&spec, &[("k", "1002")]), b"\x021002");
    let phoenix = KeySpec::new(vec![
        KeyPart::salt(1, Salt::phoenix(16)),
        KeyPart::column(2, "k"),
    ]);
    assert_eq!(key(&phoenix, &[("k", "1001")]), b"\x011001");
}

#[test]
fn encode_errors_point_at_the_line_of_the_pasted_row() {
    use rowkey_core::sample::parse_csv;
    let spec = KeySpec::new(vec![
        KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::big_endian_signed(4))),
    ]);
    let sample = parse_csv("n\n1\n\n2\nnot-a-number\n").unwrap();
    let encoded = encode_sample(&spec, &sample).unwrap();
    let errors: Vec<_> = encoded.errors().collect();
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].line, Some(5));
    assert!(errors[0].to_string().contains("line 5"), "{}", errors[0]);
}
