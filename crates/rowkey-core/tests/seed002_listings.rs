//! Seed 002 (`../shared/seeds/002_*`, beside the repository): every `scan` listing reproduced from the same values
//! by a recipe: the same keys in the same order, as the HBase shell prints them.

use rowkey_core::encode::encode_sample;
use rowkey_core::sample::Sample;
use rowkey_core::spec::{
    BinaryStyle, ByteWidth, Encoding, HashInput, IntFormat, IntOverflow, IntegerEncoding, KeyPart,
    KeySpec, Md5Output, ReverseFrom, Salt, TimeInput, TimeOutput, TimeUnit,
};
use rowkey_core::time::TimePattern;

fn sample(columns: &[&str], rows: &[Vec<String>]) -> Sample {
    Sample::new(
        columns.iter().map(|c| (*c).to_owned()).collect(),
        rows.to_vec(),
    )
}

/// Encodes every row and returns the keys sorted in HBase order, as `toStringBinary`.
fn scan(spec: &KeySpec, sample: &Sample) -> Vec<String> {
    let encoded = encode_sample(spec, sample).unwrap();
    assert_eq!(encoded.errors().count(), 0, "{:?}", encoded.errors().next());
    let mut keys: Vec<_> = encoded.keys().map(|(_, k)| k.key.clone()).collect();
    keys.sort();
    keys.iter().map(|k| k.to_string_binary()).collect()
}

fn numbers(values: impl IntoIterator<Item = i64>) -> Sample {
    let rows: Vec<Vec<String>> = values.into_iter().map(|n| vec![n.to_string()]).collect();
    sample(&["i"], &rows)
}

#[test]
fn seed002_numbers_as_unpadded_text() {
    let spec = KeySpec::new(vec![KeyPart::column(1, "i")]);
    assert_eq!(
        scan(&spec, &numbers(1..=11)),
        ["1", "10", "11", "2", "3", "4", "5", "6", "7", "8", "9"]
    );
}

#[test]
fn seed002_numbers_zero_padded_str_pad() {
    // str_pad($i, 4, 0, STR_PAD_LEFT)
    let spec =
        KeySpec::new(vec![KeyPart::column(1, "i").with_encoding(
            Encoding::integer(IntFormat::ZeroPadded { width: 4 }),
        )]);
    assert_eq!(
        scan(&spec, &numbers(1..=11)),
        [
            "0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009", "0010", "0011"
        ]
    );
}

fn pack_n() -> KeySpec {
    // pack('N', $i): 4 bytes big-endian unsigned; PHP keeps the low 32 bits of larger values.
    KeySpec::new(vec![KeyPart::column(1, "i").with_encoding(
        Encoding::integer(IntFormat::Binary {
            width: ByteWidth::Four,
            style: BinaryStyle::Unsigned,
            overflow: IntOverflow::Wrap,
        }),
    )])
}

#[test]
fn seed002_numbers_as_pack_n() {
    let values = (1..=11).chain([9_223_372_036_854_775_807]);
    assert_eq!(
        scan(&pack_n(), &numbers(values)),
        [
            "\\x00\\x00\\x00\\x01",
            "\\x00\\x00\\x00\\x02",
            "\\x00\\x00\\x00\\x03",
            "\\x00\\x00\\x00\\x04",
            "\\x00\\x00\\x00\\x05",
            "\\x00\\x00\\x00\\x06",
            "\\x00\\x00\\x00\\x07",
            "\\x00\\x00\\x00\\x08",
            "\\x00\\x00\\x00\\x09",
            "\\x00\\x00\\x00\\x0A",
            "\\x00\\x00\\x00\\x0B",
            "\\xFF\\xFF\\xFF\\xFF",
        ]
    );
}

#[test]
fn seed002_prefix_listings_text_and_binary() {
    let values = [10, 11, 12, 13, 20, 21, 22, 23, 30];
    let text = KeySpec::new(vec![KeyPart::column(1, "i")]);
    assert_eq!(
        scan(&text, &numbers(values)),
        ["10", "11", "12", "13", "20", "21", "22", "23", "30"]
    );
    assert_eq!(
        scan(&pack_n(), &numbers(values)),
        [
            "\\x00\\x00\\x00\\x0A",
            "\\x00\\x00\\x00\\x0B",
            "\\x00\\x00\\x00\\x0C",
            "\\x00\\x00\\x00\\x0D",
            "\\x00\\x00\\x00\\x14",
            "\\x00\\x00\\x00\\x15",
            "\\x00\\x00\\x00\\x16",
            "\\x00\\x00\\x00\\x17",
            "\\x00\\x00\\x00\\x1E",
        ]
    );
}

/// The nine date-times of the seed's later listings (their `value` column), in UTC.
const DATES: [&str; 9] = [
    "2016-01-11 23:00:00",
    "2016-01-11 22:00:00",
    "2016-01-11 21:00:00",
    "2016-01-11 20:00:00",
    "2016-01-11 19:00:00",
    "2016-01-11 18:00:00",
    "2016-01-10 23:00:00",
    "2016-01-10 22:00:00",
    "2016-01-09 23:00:00",
];

fn dates() -> Sample {
    let rows: Vec<Vec<String>> = DATES.iter().map(|d| vec![(*d).to_owned()]).collect();
    sample(&["dt"], &rows)
}

/// The same times as epoch seconds (`strtotime`), which the md5 and salt listings hash.
fn epoch_seconds() -> Sample {
    let pattern = TimePattern::new("yyyy-MM-dd HH:mm:ss").unwrap();
    let rows: Vec<Vec<String>> = DATES
        .iter()
        .map(|d| vec![(pattern.parse(d, 0).unwrap() / 1000).to_string()])
        .collect();
    sample(&["ts"], &rows)
}

#[test]
fn seed002_reverse_timestamp_php_int_max() {
    // PHP_INT_MAX - timestamp on 32-bit PHP: Integer.MAX_VALUE − epoch seconds, as text.
    let spec = KeySpec::new(vec![KeyPart::column(1, "dt").with_encoding(
        Encoding::Timestamp {
            input: TimeInput::DateTime {
                pattern: TimePattern::new("yyyy-MM-dd HH:mm:ss").unwrap(),
                utc_offset_minutes: 0,
            },
            output: TimeOutput::Number {
                unit: TimeUnit::Seconds,
                integer: IntegerEncoding::new(IntFormat::Decimal).reversed(ReverseFrom::IntMax),
            },
        },
    )]);
    assert_eq!(
        scan(&spec, &dates()),
        [
            "694930447",
            "694934047",
            "694937647",
            "694941247",
            "694944847",
            "694948447",
            "695016847",
            "695020447",
            "695103247",
        ]
    );
}

#[test]
fn seed002_full_md5_keys() {
    let spec = KeySpec::new(vec![KeyPart::md5(
        1,
        HashInput::Columns(vec!["ts".into()]),
        Md5Output::Hex { chars: 32 },
    )]);
    assert_eq!(
        scan(&spec, &epoch_seconds()),
        [
            "05dd7456c96cfe634ddde71643005aea",
            "73ba01bbd958dc1ee21a77f90c093201",
            "997911d73a22d9b66bba1b1eaf57585b",
            "a9b8bc97eb1857ec093729461bc82e39",
            "af5a500358b045e0cb108706df74c277",
            "b23a99f57d2f1ce4b2b38e61fc1ae297",
            "cd2c5eecb54e873116f6a4f5cae597ca",
            "df0ac01d686792a2084feaed87ef7da8",
            "e3e1fcf4a89dfc0ec4657f507d8a651e",
        ]
    );
}

#[test]
fn seed002_salt_md5_mod_split_num() {
    // md5($key) % splitNum . '#' . $key, with splitNum = 10.
    let spec = KeySpec::new(vec![
        KeyPart::salt(1, Salt::php_md5_mod(&["ts"], 10)).with_separator("#"),
        KeyPart::column(2, "ts"),
    ]);
    assert_eq!(
        scan(&spec, &epoch_seconds()),
        [
            "0#1452380400",
            "0#1452466800",
            "0#1452535200",
            "0#1452542400",
            "0#1452546000",
            "0#1452553200",
            "1#1452463200",
            "3#1452549600",
            "5#1452538800",
        ]
    );
}
