//! Recipes flattened into the plain parts of [`rowkey_kernels::flat_key`], which write the
//! keys of the common recipes straight into the key buffer (built for speed) instead of
//! going through the general encoder part by part.

use rowkey_kernels::flat_key::{BinaryKind, FlatPart, FlatValue, IntWriter};

use crate::spec::{
    BinaryStyle, Encoding, HashInput, IntFormat, IntOverflow, IntegerEncoding, KeyPart, KeySpec,
    Md5Output, PartValue, Source, TimeInput, TimeOutput, TimeUnit,
};

/// The recipe's parts in plain form, or `None` when a part needs the general encoder
/// (transforms, padding, several columns, dates, salts, hashes of parts or of the rest of
/// the key, or a column the sample lacks).
pub(super) fn flatten(spec: &KeySpec, columns: &[String]) -> Option<Vec<FlatPart>> {
    spec.parts
        .iter()
        .map(|part| {
            Some(FlatPart {
                value: flat_value(part, columns)?,
                separator: part
                    .separator
                    .as_ref()
                    .map_or_else(Vec::new, |s| s.as_bytes().to_vec()),
            })
        })
        .collect()
}

fn flat_value(part: &KeyPart, columns: &[String]) -> Option<FlatValue> {
    let column = |name: &str| columns.iter().position(|c| c == name);
    match &part.value {
        PartValue::Literal { bytes } => Some(FlatValue::Literal(bytes.as_bytes().to_vec())),
        PartValue::Field {
            source: Source::Column { name },
            transforms,
            encoding,
        } if transforms.is_empty() => {
            let column = column(name)?;
            match encoding {
                Encoding::Text { pad: None } => Some(FlatValue::Text { column }),
                Encoding::Integer(integer)
                | Encoding::Timestamp {
                    input: TimeInput::EpochMillis,
                    output:
                        TimeOutput::Number {
                            unit: TimeUnit::Millis,
                            integer,
                        },
                } => Some(flat_integer(column, *integer)),
                Encoding::Text { .. } | Encoding::Timestamp { .. } | Encoding::Typed(_) => None,
            }
        }
        PartValue::Md5 {
            input: HashInput::Columns(names),
            output,
        } => {
            let [name] = names.as_slice() else {
                return None;
            };
            let column = column(name)?;
            Some(match *output {
                Md5Output::Hex { chars } => FlatValue::Md5Hex { column, chars },
                Md5Output::Raw { bytes } => FlatValue::Md5Raw { column, bytes },
            })
        }
        // The pasted key is decoded from its text by the general encoder.
        PartValue::Field { .. }
        | PartValue::Md5 { .. }
        | PartValue::Salt(_)
        | PartValue::RawKey { .. } => None,
    }
}

fn flat_integer(column: usize, integer: IntegerEncoding) -> FlatValue {
    FlatValue::Integer {
        column,
        reverse_from: integer.reverse.map(crate::spec::ReverseFrom::value),
        writer: match integer.format {
            IntFormat::Decimal => IntWriter::Decimal,
            IntFormat::ZeroPadded { width } => IntWriter::ZeroPadded { width },
            IntFormat::Binary {
                width,
                style,
                overflow,
            } => IntWriter::Binary {
                bytes: u8::try_from(width.bytes()).unwrap_or(8),
                style: match style {
                    BinaryStyle::Unsigned => BinaryKind::Unsigned,
                    BinaryStyle::TwosComplement => BinaryKind::TwosComplement,
                    BinaryStyle::SignFlipped => BinaryKind::SignFlipped,
                },
                checked: overflow == IntOverflow::Error,
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::flatten;
    use crate::encode::EncodedKeys;
    use crate::sample::Sample;
    use crate::spec::strategies::int_format;
    use crate::spec::{
        Encoding, HashInput, IntFormat, IntegerEncoding, KeyPart, KeySpec, Md5Output, Pad,
        ReverseFrom, TimeInput, TimeOutput, TimeUnit,
    };

    const COLUMNS: [&str; 3] = ["a", "b", "c"];

    fn integer() -> impl Strategy<Value = IntegerEncoding> {
        let reverse = prop_oneof![
            Just(None),
            Just(Some(ReverseFrom::LongMax)),
            Just(Some(ReverseFrom::IntMax)),
            any::<i64>().prop_map(|v| Some(ReverseFrom::Custom(v))),
        ];
        (reverse, int_format(0..22))
            .prop_map(|(reverse, format)| IntegerEncoding { reverse, format })
    }

    /// A part the flat encoder takes, over column `c`.
    fn part(id: u32) -> impl Strategy<Value = KeyPart> {
        let column = prop::sample::select(&COLUMNS[..]);
        let value = prop_oneof![
            "[a-z#]{0,3}".prop_map(move |text| KeyPart::literal(id, &text)),
            column.clone().prop_map(move |c| KeyPart::column(id, c)),
            (column.clone(), 1_u8..=32).prop_map(move |(c, chars)| KeyPart::md5(
                id,
                HashInput::Columns(vec![c.to_owned()]),
                Md5Output::Hex { chars }
            )),
            (column.clone(), 1_u8..=16).prop_map(move |(c, bytes)| KeyPart::md5(
                id,
                HashInput::Columns(vec![c.to_owned()]),
                Md5Output::Raw { bytes }
            )),
            (column.clone(), integer()).prop_map(move |(c, integer)| {
                KeyPart::column(id, c).with_encoding(Encoding::Integer(integer))
            }),
            (column, integer()).prop_map(move |(c, integer)| {
                KeyPart::column(id, c).with_encoding(Encoding::Timestamp {
                    input: TimeInput::EpochMillis,
                    output: TimeOutput::Number {
                        unit: TimeUnit::Millis,
                        integer,
                    },
                })
            }),
        ];
        let separator = prop_oneof![Just(None), Just(Some("#")), Just(Some("\\x00"))];
        (value, separator).prop_map(|(part, separator)| match separator {
            Some(s) => part.with_separator(s),
            None => part,
        })
    }

    fn spec() -> impl Strategy<Value = KeySpec> {
        (part(1), part(2), part(3), 1_usize..=3)
            .prop_map(|(a, b, c, n)| KeySpec::new([a, b, c].into_iter().take(n).collect()))
    }

    /// Values that are numbers (in and out of the 64-bit range, signed, with spaces),
    /// text and nothing at all.
    fn value() -> impl Strategy<Value = String> {
        prop_oneof![
            any::<i64>().prop_map(|n| n.to_string()),
            (-300_i64..300).prop_map(|n| n.to_string()),
            Just(i64::MAX.to_string()),
            Just(i64::MIN.to_string()),
            Just("9223372036854775808".to_owned()),
            Just("-9223372036854775809".to_owned()),
            Just(" 42 ".to_owned()),
            Just("+7".to_owned()),
            "[a-z\u{e9}]{0,4}",
            "[0-9]{19,22}",
        ]
    }

    /// Rows of 0 to 3 values (short rows miss values).
    fn rows() -> impl Strategy<Value = Vec<Vec<String>>> {
        prop::collection::vec(prop::collection::vec(value(), 0..=3), 0..12)
    }

    fn sample(rows: Vec<Vec<String>>) -> Sample {
        Sample::new(COLUMNS.map(str::to_owned).to_vec(), rows)
    }

    proptest! {
        /// The flat encoder takes every such recipe and gives the general encoder's keys,
        /// value ranges and errors.
        #[test]
        fn flat_keys_are_the_general_keys(spec in spec(), rows in rows()) {
            let sample = sample(rows);
            prop_assert!(flatten(&spec, sample.columns()).is_some());
            let general = EncodedKeys::encode_general(&spec, &sample);
            prop_assert_eq!(EncodedKeys::encode(&spec, &sample), general);
        }

        /// The numbers kept for a column are the column read again over the keys' rows.
        #[test]
        fn kept_numbers_are_the_column_read_again(spec in spec(), rows in rows()) {
            let sample = sample(rows);
            // An invalid recipe (a zero width) has no keys; the other test covers it.
            let Ok((keys, numbers)) = EncodedKeys::encode_keeping_numbers(&spec, &sample) else {
                return Ok(());
            };
            for column in 0..COLUMNS.len() {
                if let Some(kept) = numbers.as_ref().and_then(|n| n.column(column)) {
                    prop_assert_eq!(Some(kept), sample.cell_table().column_i64(column, keys.rows()));
                }
            }
        }
    }

    #[test]
    fn other_parts_take_the_general_encoder() {
        let columns = COLUMNS.map(str::to_owned);
        for part in [
            KeyPart::column(1, "a").with_encoding(Encoding::padded(Pad::right(3))),
            KeyPart::columns(1, &["a", "b"], "_"),
            KeyPart::column(1, "nope"),
            KeyPart::md5(1, HashInput::RestOfKey, Md5Output::Hex { chars: 2 }),
            KeyPart::raw_key(1),
        ] {
            assert_eq!(flatten(&KeySpec::new(vec![part]), &columns), None);
        }
        let spec = KeySpec::new(vec![KeyPart::column(1, "b"), KeyPart::literal(2, "x")]);
        assert!(flatten(&spec, &columns).is_some());
    }

    #[test]
    fn numbers_are_kept_when_every_key_is_flat() {
        let spec = KeySpec::new(vec![
            KeyPart::column(1, "a").with_separator("#"),
            KeyPart::column(2, "b").with_encoding(Encoding::integer(IntFormat::Decimal)),
        ]);
        let flat = sample(vec![
            vec!["x".into(), "7".into()],
            vec!["y".into(), "-3".into()],
        ]);
        let (_, numbers) = EncodedKeys::encode_keeping_numbers(&spec, &flat).unwrap();
        assert_eq!(numbers.and_then(|n| n.column(1)), Some(vec![7, -3]));
        // A 30-digit number is a key only the general encoder writes: nothing is kept.
        let wide = sample(vec![vec!["x".into(), "9".repeat(30)]]);
        let (keys, numbers) = EncodedKeys::encode_keeping_numbers(&spec, &wide).unwrap();
        assert_eq!((keys.rows(), numbers), (&[0][..], None));
    }
}
