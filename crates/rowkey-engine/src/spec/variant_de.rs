//! Reading the recipe's externally tagged enums ([`PartValue`], [`Encoding`], [`Source`],
//! [`TimeInput`], [`TimeOutput`], [`Md5Output`], [`ReverseFrom`], [`HashInput`],
//! [`Transform`], [`IntFormat`], [`Bucketing`], [`BucketOutput`]) with one visitor each over the shared
//! variant-name reader, and their struct variants' fields with [`fields_struct!`] (unknown
//! fields refused, as before): a smaller reader than serde's derived one (see
//! [`crate::tagged`]). The errors are serde's own; the difference is the array form of a
//! struct variant (`{"md5": [...]}`), which the app never writes and which is now refused.

use std::fmt;

use serde::de::{Deserialize, Deserializer, EnumAccess, VariantAccess, Visitor};

use super::{
    BinaryStyle, BucketOutput, Bucketing, ByteWidth, Encoding, End, HashInput, IntFormat,
    IntOverflow, IntegerEncoding, Md5Output, Pad, PartId, PartValue, ReverseFrom, Salt, Source,
    TimeInput, TimeOutput, TimeUnit, Transform,
};
use crate::literal::ByteString;
use crate::tagged::{fields_struct, required, struct_variant, variant_of};
use crate::time::TimePattern;

/// `Deserialize` for an externally tagged enum: `$variants` are its names in the JSON, and
/// `$read` builds the value from the index of the variant found and its `VariantAccess`.
macro_rules! enum_reader {
    ($ty:ident, $variants:expr, |$index:ident, $variant:ident| $read:expr) => {
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                struct EnumVisitor;
                impl<'de> Visitor<'de> for EnumVisitor {
                    type Value = $ty;
                    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                        f.write_str(concat!("enum ", stringify!($ty)))
                    }
                    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<$ty, A::Error> {
                        let ($index, $variant) = variant_of(data, $variants)?;
                        $read
                    }
                }
                deserializer.deserialize_enum(stringify!($ty), $variants, EnumVisitor)
            }
        }
    };
}

fields_struct!(FieldFields, "struct variant PartValue::Field", deny_unknown, {
    source: Source,
    transforms: Vec<Transform>,
    encoding: Encoding,
});
fields_struct!(LiteralFields, "struct variant PartValue::Literal", deny_unknown, {
    bytes: ByteString,
});
fields_struct!(Md5Fields, "struct variant PartValue::Md5", deny_unknown, {
    input: HashInput,
    output: Md5Output,
});
fields_struct!(RawKeyFields, "struct variant PartValue::RawKey", deny_unknown, {
    start: u32,
    end: Option<u32>,
});

enum_reader!(
    PartValue,
    &["field", "literal", "md5", "salt", "raw_key"],
    |index, variant| {
        match index {
            0 => {
                let f: FieldFields = struct_variant(variant)?;
                Ok(PartValue::Field {
                    source: required(f.source, "source")?,
                    transforms: f.transforms.0.unwrap_or_default(),
                    encoding: required(f.encoding, "encoding")?,
                })
            }
            1 => {
                let f: LiteralFields = struct_variant(variant)?;
                Ok(PartValue::Literal {
                    bytes: required(f.bytes, "bytes")?,
                })
            }
            2 => {
                let f: Md5Fields = struct_variant(variant)?;
                Ok(PartValue::Md5 {
                    input: required(f.input, "input")?,
                    output: required(f.output, "output")?,
                })
            }
            3 => Ok(PartValue::Salt(variant.newtype_variant::<Salt>()?)),
            _ => {
                let f: RawKeyFields = struct_variant(variant)?;
                Ok(PartValue::RawKey {
                    start: f.start.0.unwrap_or_default(),
                    end: f.end.0.flatten(),
                })
            }
        }
    }
);

fields_struct!(TextFields, "struct variant Encoding::Text", deny_unknown, {
    pad: Option<Pad>,
});
fields_struct!(TimestampFields, "struct variant Encoding::Timestamp", deny_unknown, {
    input: TimeInput,
    output: TimeOutput,
});

/// The encodings' names; `typed` only in a build with typed key encodings (without them,
/// serde's "unknown variant" error names the ones there are).
#[cfg(feature = "typed-keys")]
const ENCODINGS: &[&str] = &["text", "integer", "timestamp", "typed"];
#[cfg(not(feature = "typed-keys"))]
const ENCODINGS: &[&str] = &["text", "integer", "timestamp"];

enum_reader!(Encoding, ENCODINGS, |index, variant| {
    match index {
        0 => {
            let f: TextFields = struct_variant(variant)?;
            Ok(Encoding::Text {
                pad: f.pad.0.flatten(),
            })
        }
        1 => Ok(Encoding::Integer(
            variant.newtype_variant::<IntegerEncoding>()?,
        )),
        #[cfg(feature = "typed-keys")]
        3 => Ok(Encoding::Typed(
            variant.newtype_variant::<crate::typed::TypedEncoding>()?,
        )),
        _ => {
            let f: TimestampFields = struct_variant(variant)?;
            Ok(Encoding::Timestamp {
                input: required(f.input, "input")?,
                output: required(f.output, "output")?,
            })
        }
    }
});

fields_struct!(ColumnFields, "struct variant Source::Column", deny_unknown, {
    name: String,
});
fields_struct!(ColumnsFields, "struct variant Source::Columns", deny_unknown, {
    names: Vec<String>,
    joiner: String,
});

enum_reader!(Source, &["column", "columns"], |index, variant| {
    if index == 0 {
        let f: ColumnFields = struct_variant(variant)?;
        Ok(Source::Column {
            name: required(f.name, "name")?,
        })
    } else {
        let f: ColumnsFields = struct_variant(variant)?;
        Ok(Source::Columns {
            names: required(f.names, "names")?,
            joiner: f.joiner.0.unwrap_or_default(),
        })
    }
});

fields_struct!(DateTimeFields, "struct variant TimeInput::DateTime", deny_unknown, {
    pattern: TimePattern,
    utc_offset_minutes: i32,
});

enum_reader!(
    TimeInput,
    &["epoch_seconds", "epoch_millis", "date_time"],
    |index, variant| {
        match index {
            0 => variant.unit_variant().map(|()| TimeInput::EpochSeconds),
            1 => variant.unit_variant().map(|()| TimeInput::EpochMillis),
            _ => {
                let f: DateTimeFields = struct_variant(variant)?;
                Ok(TimeInput::DateTime {
                    pattern: required(f.pattern, "pattern")?,
                    utc_offset_minutes: f.utc_offset_minutes.0.unwrap_or_default(),
                })
            }
        }
    }
);

fields_struct!(NumberFields, "struct variant TimeOutput::Number", deny_unknown, {
    unit: TimeUnit,
    integer: IntegerEncoding,
});
fields_struct!(TimeTextFields, "struct variant TimeOutput::Text", deny_unknown, {
    pattern: TimePattern,
    utc_offset_minutes: i32,
});

enum_reader!(TimeOutput, &["number", "text"], |index, variant| {
    if index == 0 {
        let f: NumberFields = struct_variant(variant)?;
        Ok(TimeOutput::Number {
            unit: required(f.unit, "unit")?,
            integer: required(f.integer, "integer")?,
        })
    } else {
        let f: TimeTextFields = struct_variant(variant)?;
        Ok(TimeOutput::Text {
            pattern: required(f.pattern, "pattern")?,
            utc_offset_minutes: f.utc_offset_minutes.0.unwrap_or_default(),
        })
    }
});

fields_struct!(HexFields, "struct variant Md5Output::Hex", deny_unknown, {
    chars: u8,
});
fields_struct!(RawFields, "struct variant Md5Output::Raw", deny_unknown, {
    bytes: u8,
});

enum_reader!(Md5Output, &["hex", "raw"], |index, variant| {
    if index == 0 {
        let f: HexFields = struct_variant(variant)?;
        Ok(Md5Output::Hex {
            chars: required(f.chars, "chars")?,
        })
    } else {
        let f: RawFields = struct_variant(variant)?;
        Ok(Md5Output::Raw {
            bytes: required(f.bytes, "bytes")?,
        })
    }
});

enum_reader!(
    ReverseFrom,
    &["long_max", "int_max", "custom"],
    |index, variant| {
        match index {
            0 => variant.unit_variant().map(|()| ReverseFrom::LongMax),
            1 => variant.unit_variant().map(|()| ReverseFrom::IntMax),
            _ => Ok(ReverseFrom::Custom(variant.newtype_variant::<i64>()?)),
        }
    }
);

enum_reader!(
    HashInput,
    &["columns", "parts", "rest_of_key"],
    |index, variant| {
        match index {
            0 => Ok(HashInput::Columns(
                variant.newtype_variant::<Vec<String>>()?,
            )),
            1 => Ok(HashInput::Parts(variant.newtype_variant::<Vec<PartId>>()?)),
            _ => variant.unit_variant().map(|()| HashInput::RestOfKey),
        }
    }
);

fields_struct!(SubstringFields, "struct variant Transform::Substring", deny_unknown, {
    keep: End,
    chars: u32,
});

enum_reader!(
    Transform,
    &["substring", "reverse", "reverse_domain"],
    |index, variant| {
        match index {
            0 => {
                let f: SubstringFields = struct_variant(variant)?;
                Ok(Transform::Substring {
                    keep: required(f.keep, "keep")?,
                    chars: required(f.chars, "chars")?,
                })
            }
            1 => variant.unit_variant().map(|()| Transform::Reverse),
            _ => variant.unit_variant().map(|()| Transform::ReverseDomain),
        }
    }
);

fields_struct!(ZeroPaddedFields, "struct variant IntFormat::ZeroPadded", deny_unknown, {
    width: u16,
});
fields_struct!(BinaryFields, "struct variant IntFormat::Binary", deny_unknown, {
    width: ByteWidth,
    style: BinaryStyle,
    overflow: IntOverflow,
});

enum_reader!(
    IntFormat,
    &["decimal", "zero_padded", "binary"],
    |index, variant| {
        match index {
            0 => variant.unit_variant().map(|()| IntFormat::Decimal),
            1 => {
                let f: ZeroPaddedFields = struct_variant(variant)?;
                Ok(IntFormat::ZeroPadded {
                    width: required(f.width, "width")?,
                })
            }
            _ => {
                let f: BinaryFields = struct_variant(variant)?;
                Ok(IntFormat::Binary {
                    width: required(f.width, "width")?,
                    style: required(f.style, "style")?,
                    overflow: f.overflow.0.unwrap_or_default(),
                })
            }
        }
    }
);

fields_struct!(RandomFields, "struct variant Bucketing::Random", deny_unknown, {
    seed: u64,
});

enum_reader!(
    Bucketing,
    &[
        "phoenix_hash",
        "hbase_wd_hash",
        "md5_mod",
        "php_md5_mod",
        "php71_md5_mod",
        "round_robin",
        "random"
    ],
    |index, variant| {
        const UNIT: [Bucketing; 6] = [
            Bucketing::PhoenixHash,
            Bucketing::HbaseWdHash,
            Bucketing::Md5Mod,
            Bucketing::PhpMd5Mod,
            Bucketing::Php71Md5Mod,
            Bucketing::RoundRobin,
        ];
        match UNIT.get(index) {
            Some(&unit) => variant.unit_variant().map(|()| unit),
            None => {
                let f: RandomFields = struct_variant(variant)?;
                Ok(Bucketing::Random {
                    seed: required(f.seed, "seed")?,
                })
            }
        }
    }
);

fields_struct!(DecimalFields, "struct variant BucketOutput::Decimal", deny_unknown, {
    width: u16,
});

enum_reader!(
    BucketOutput,
    &["byte", "decimal", "letter"],
    |index, variant| {
        match index {
            0 => variant.unit_variant().map(|()| BucketOutput::Byte),
            1 => {
                let f: DecimalFields = struct_variant(variant)?;
                Ok(BucketOutput::Decimal {
                    width: required(f.width, "width")?,
                })
            }
            _ => variant.unit_variant().map(|()| BucketOutput::Letter),
        }
    }
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tagged::assert_reads_alike;

    /// serde's derived readers, as they were (over the same inner types): the hand-written
    /// ones must agree with them.
    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedPartValue {
        Field {
            source: DerivedSource,
            #[serde(default)]
            transforms: Vec<Transform>,
            encoding: DerivedEncoding,
        },
        Literal {
            bytes: ByteString,
        },
        Md5 {
            input: HashInput,
            output: DerivedMd5Output,
        },
        Salt(Salt),
        RawKey {
            #[serde(default)]
            start: u32,
            #[serde(default)]
            end: Option<u32>,
        },
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedEncoding {
        Text {
            #[serde(default)]
            pad: Option<Pad>,
        },
        Integer(IntegerEncoding),
        Timestamp {
            input: DerivedTimeInput,
            output: DerivedTimeOutput,
        },
        Typed(crate::typed::TypedEncoding),
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedSource {
        Column {
            name: String,
        },
        Columns {
            names: Vec<String>,
            #[serde(default)]
            joiner: String,
        },
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedTimeInput {
        EpochSeconds,
        EpochMillis,
        DateTime {
            pattern: TimePattern,
            #[serde(default)]
            utc_offset_minutes: i32,
        },
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedTimeOutput {
        Number {
            unit: TimeUnit,
            integer: IntegerEncoding,
        },
        Text {
            pattern: TimePattern,
            #[serde(default)]
            utc_offset_minutes: i32,
        },
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedMd5Output {
        Hex { chars: u8 },
        Raw { bytes: u8 },
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedReverseFrom {
        LongMax,
        IntMax,
        Custom(i64),
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedHashInput {
        Columns(Vec<String>),
        Parts(Vec<PartId>),
        RestOfKey,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedTransform {
        Substring { keep: End, chars: u32 },
        Reverse,
        ReverseDomain,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedIntFormat {
        Decimal,
        ZeroPadded {
            width: u16,
        },
        Binary {
            width: ByteWidth,
            style: BinaryStyle,
            #[serde(default)]
            overflow: IntOverflow,
        },
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedBucketing {
        PhoenixHash,
        HbaseWdHash,
        Md5Mod,
        PhpMd5Mod,
        Php71Md5Mod,
        RoundRobin,
        Random { seed: u64 },
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedBucketOutput {
        Byte,
        Decimal { width: u16 },
        Letter,
    }

    #[test]
    fn the_small_enums_read_as_serdes_derived_readers_read_them() {
        let renames: &[(&str, &str)] = &[
            ("DerivedReverseFrom", "ReverseFrom"),
            ("DerivedHashInput", "HashInput"),
            ("DerivedTransform", "Transform"),
            ("DerivedIntFormat", "IntFormat"),
            ("DerivedBucketing", "Bucketing"),
            ("DerivedBucketOutput", "BucketOutput"),
        ];
        for json in [
            r#""long_max""#,
            r#""int_max""#,
            r#"{"int_max":null}"#,
            r#"{"int_max":1}"#,
            r#"{"custom":-5}"#,
            r#"{"custom":"x"}"#,
            r#""custom""#,
            r#""short_max""#,
            r#"7"#,
        ] {
            assert_reads_alike::<DerivedReverseFrom, ReverseFrom>(json, renames);
        }
        for json in [
            r#"{"columns":["a","b"]}"#,
            r#"{"parts":[1,2]}"#,
            r#"{"parts":["x"]}"#,
            r#""rest_of_key""#,
            r#""columns""#,
            r#"{"rest_of_key":[]}"#,
            r#"{"columns":"a"}"#,
        ] {
            assert_reads_alike::<DerivedHashInput, HashInput>(json, renames);
        }
        for json in [
            r#"{"substring":{"keep":"first","chars":3}}"#,
            r#"{"substring":{"keep":"last"}}"#,
            r#"{"substring":{"keep":"middle","chars":3}}"#,
            r#"{"substring":{"keep":"last","chars":3,"from":0}}"#,
            r#""reverse""#,
            r#""reverse_domain""#,
            r#""substring""#,
            r#"{"reverse":{}}"#,
        ] {
            assert_reads_alike::<DerivedTransform, Transform>(json, renames);
        }
        for json in [
            r#""decimal""#,
            r#"{"zero_padded":{"width":8}}"#,
            r#"{"zero_padded":{}}"#,
            r#"{"binary":{"width":4,"style":"unsigned"}}"#,
            r#"{"binary":{"width":8,"style":"twos_complement","overflow":"wrap"}}"#,
            r#"{"binary":{"width":3,"style":"unsigned"}}"#,
            r#"{"binary":{"width":4,"style":"unsigned","overflow":"clip"}}"#,
            r#"{"binary":{"width":4}}"#,
            r#""binary""#,
            r#"{"octal":{}}"#,
        ] {
            assert_reads_alike::<DerivedIntFormat, IntFormat>(json, renames);
        }
        for json in [
            r#""phoenix_hash""#,
            r#""hbase_wd_hash""#,
            r#""md5_mod""#,
            r#""php_md5_mod""#,
            r#""php71_md5_mod""#,
            r#""round_robin""#,
            r#"{"random":{"seed":42}}"#,
            r#"{"random":{}}"#,
            r#""random""#,
            r#"{"round_robin":{"seed":1}}"#,
            r#""crc32""#,
        ] {
            assert_reads_alike::<DerivedBucketing, Bucketing>(json, renames);
        }
        for json in [
            r#""byte""#,
            r#""letter""#,
            r#"{"decimal":{"width":2}}"#,
            r#"{"decimal":{"width":-2}}"#,
            r#""decimal""#,
            r#"{"hex":{}}"#,
        ] {
            assert_reads_alike::<DerivedBucketOutput, BucketOutput>(json, renames);
        }
    }

    const RENAMES: &[(&str, &str)] = &[
        ("DerivedPartValue", "PartValue"),
        ("DerivedEncoding", "Encoding"),
        ("DerivedSource", "Source"),
        ("DerivedTimeInput", "TimeInput"),
        ("DerivedTimeOutput", "TimeOutput"),
        ("DerivedMd5Output", "Md5Output"),
    ];

    #[test]
    fn reads_what_serdes_derived_readers_read() {
        let text = r#"{"text":{}}"#;
        let column = r#"{"column":{"name":"uid"}}"#;
        for json in [
            // PartValue: every variant, defaults, errors.
            format!(r#"{{"field":{{"source":{column},"encoding":{text}}}}}"#),
            format!(
                r#"{{"field":{{"source":{column},"transforms":["reverse"],"encoding":{text}}}}}"#
            ),
            format!(r#"{{"field":{{"source":{column}}}}}"#),
            format!(r#"{{"field":{{"source":{column},"encoding":{text},"x":1}}}}"#),
            format!(r#"{{"field":{{"source":{column},"source":{column},"encoding":{text}}}}}"#),
            r#"{"literal":{"bytes":"t_"}}"#.to_owned(),
            r#"{"literal":{}}"#.to_owned(),
            r#"{"literal":{"bytes":5}}"#.to_owned(),
            r#"{"md5":{"input":{"columns":["uid"]},"output":{"hex":{"chars":6}}}}"#.to_owned(),
            r#"{"md5":{"input":"rest_of_key","output":{"raw":{"bytes":4}}}}"#.to_owned(),
            r#"{"md5":{"input":"rest_of_key","output":{"raw":{}}}}"#.to_owned(),
            r#"{"md5":{"input":"rest_of_key","output":{"octal":{}}}}"#.to_owned(),
            r#"{"md5":{"input":"rest_of_key","output":"hex"}}"#.to_owned(),
            r#"{"salt":{"bucketing":"phoenix_hash","buckets":4,"output":"byte","input":"rest_of_key"}}"#.to_owned(),
            r#"{"salt":{"buckets":4}}"#.to_owned(),
            r#"{"raw_key":{}}"#.to_owned(),
            r#"{"raw_key":{"start":2}}"#.to_owned(),
            r#"{"raw_key":{"start":0,"end":2}}"#.to_owned(),
            r#"{"raw_key":{"end":null}}"#.to_owned(),
            r#"{"raw_key":{"start":-1}}"#.to_owned(),
            r#"{"raw_key":{"bytes":2}}"#.to_owned(),
            r#""raw_key""#.to_owned(),
            r#""literal""#.to_owned(),
            r#""salt""#.to_owned(),
            r#"{"literal":5}"#.to_owned(),
            r#"{"nope":{}}"#.to_owned(),
            r#"{}"#.to_owned(),
            r#"{"literal":{"bytes":"a"},"md5":{}}"#.to_owned(),
            r#"5"#.to_owned(),
            r#"null"#.to_owned(),
        ] {
            assert_reads_alike::<DerivedPartValue, PartValue>(&json, RENAMES);
        }
        for json in [
            r#"{"text":{}}"#,
            r#"{"text":{"pad":null}}"#,
            r#"{"text":{"pad":{"side":"left","width":4,"fill":"0"}}}"#,
            r#"{"text":{"pad":5}}"#,
            r#"{"text":{"pads":1}}"#,
            r#""text""#,
            r#"{"integer":{"format":"decimal"}}"#,
            r#"{"integer":{"format":{"binary":{"width":4,"style":"unsigned"}},"reverse":"long_max"}}"#,
            r#"{"integer":{}}"#,
            r#""integer""#,
            r#"{"timestamp":{"input":"epoch_millis","output":{"number":{"unit":"seconds","integer":{"format":"decimal"}}}}}"#,
            r#"{"timestamp":{"input":{"date_time":{"pattern":"yyyyMMdd"}},"output":{"text":{"pattern":"yyyy","utc_offset_minutes":60}}}}"#,
            r#"{"timestamp":{"input":{"date_time":{"pattern":"yyyyMMdd","utc_offset_minutes":-5,"x":0}},"output":{"text":{"pattern":"yyyy"}}}}"#,
            r#"{"timestamp":{"input":{"date_time":{}},"output":{"text":{"pattern":"yyyy"}}}}"#,
            r#"{"timestamp":{"input":"epoch_seconds","output":{"number":{"unit":"seconds"}}}}"#,
            r#"{"timestamp":{"input":"epoch_days","output":{"text":{}}}}"#,
            r#"{"timestamp":{"input":{"epoch_millis":null},"output":{"text":{"pattern":"yyyy"}}}}"#,
            r#"{"timestamp":{"input":{"epoch_millis":1},"output":{"text":{"pattern":"yyyy"}}}}"#,
            r#"{"timestamp":{"input":"date_time","output":"text"}}"#,
            r#"{"timestamp":{"output":{"text":{"pattern":"yyyy"}}}}"#,
            r#"{"binary":{}}"#,
            r#"[]"#,
            r#"{"source":{"columns":{"names":["a","b"],"joiner":"_"}}}"#,
        ] {
            assert_reads_alike::<DerivedEncoding, Encoding>(json, RENAMES);
        }
        for json in [
            r#"{"column":{"name":"uid"}}"#,
            r#"{"column":{}}"#,
            r#"{"columns":{"names":["a","b"]}}"#,
            r#"{"columns":{"names":["a","b"],"joiner":"-"}}"#,
            r#"{"columns":{"joiner":"-"}}"#,
            r#"{"columns":{"names":"a"}}"#,
            r#"{"columns":{"names":[],"extra":true}}"#,
            r#""column""#,
            r#"{"row":{}}"#,
        ] {
            assert_reads_alike::<DerivedSource, Source>(json, RENAMES);
        }
        for json in [
            r#"{"hex":{"chars":6}}"#,
            r#"{"raw":{"bytes":300}}"#,
            r#""raw""#,
        ] {
            assert_reads_alike::<DerivedMd5Output, Md5Output>(json, RENAMES);
        }
        // The array form of a struct variant is refused now.
        assert!(serde_json::from_str::<Md5Output>(r#"{"hex":[6]}"#).is_err());
    }
}
