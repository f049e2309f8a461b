//! Reading a [`ColumnGenerator`] from JSON (`{"kind": "sequence", "start": 100}`) without
//! serde's buffering reader for internally tagged enums: see [`crate::tagged`].

use serde::de::{Deserialize, Deserializer, Error};

use super::{ColumnGenerator, TimeFormat, one, phone_digits, phone_prefix};
use crate::tagged::{Tag, fields_struct, required, variant};

// Every field of every variant, each optional; `kind` picks the variant.
fields_struct!(Fields, "internally tagged enum ColumnGenerator", {
    kind: Tag,
    start: i64,
    step: i64,
    start_millis: i64,
    interval_millis: i64,
    jitter_millis: u64,
    format: TimeFormat,
    users: u64,
    exponent: f64,
    prefix: String,
    len: usize,
    digits: usize,
    options: Vec<String>,
});

const KINDS: &[&str] = &[
    "sequence",
    "timestamp",
    "zipf_user",
    "hex",
    "phone",
    "choice",
];

impl<'de> Deserialize<'de> for ColumnGenerator {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = Fields::deserialize(deserializer)?;
        from_fields(f)
    }
}

fn from_fields<E: Error>(f: Fields) -> Result<ColumnGenerator, E> {
    Ok(match variant(f.kind, "kind", KINDS)? {
        0 => ColumnGenerator::Sequence {
            start: f.start.0.unwrap_or_else(one),
            step: f.step.0.unwrap_or_else(one),
        },
        1 => ColumnGenerator::Timestamp {
            start_millis: required(f.start_millis, "start_millis")?,
            interval_millis: required(f.interval_millis, "interval_millis")?,
            jitter_millis: f.jitter_millis.0.unwrap_or_default(),
            format: f.format.0.unwrap_or_default(),
        },
        2 => ColumnGenerator::ZipfUser {
            users: required(f.users, "users")?,
            exponent: super::zipf_exponent(required(f.exponent, "exponent")?),
            prefix: f.prefix.0.unwrap_or_default(),
        },
        3 => ColumnGenerator::Hex {
            len: required(f.len, "len")?,
        },
        4 => ColumnGenerator::Phone {
            prefix: f.prefix.0.unwrap_or_else(phone_prefix),
            digits: f.digits.0.unwrap_or_else(phone_digits),
        },
        _ => ColumnGenerator::Choice {
            options: required(f.options, "options")?,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde's derived reader, as it was: the hand-written one must agree with it.
    #[derive(serde::Deserialize, Debug, PartialEq)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    enum Derived {
        Sequence {
            #[serde(default = "one")]
            start: i64,
            #[serde(default = "one")]
            step: i64,
        },
        Timestamp {
            start_millis: i64,
            interval_millis: i64,
            #[serde(default)]
            jitter_millis: u64,
            #[serde(default)]
            format: TimeFormat,
        },
        ZipfUser {
            users: u64,
            exponent: f64,
            #[serde(default)]
            prefix: String,
        },
        Hex {
            len: usize,
        },
        Phone {
            #[serde(default = "phone_prefix")]
            prefix: String,
            #[serde(default = "phone_digits")]
            digits: usize,
        },
        Choice {
            options: Vec<String>,
        },
    }

    #[test]
    fn reads_what_serdes_derived_reader_read() {
        for json in [
            r#"{"kind":"sequence"}"#,
            r#"{"kind":"sequence","start":-5,"step":3}"#,
            r#"{"step":3,"kind":"sequence","extra":[1,{"a":2}]}"#,
            r#"{"kind":"timestamp","start_millis":1623024000000,"interval_millis":-10}"#,
            r#"{"kind":"timestamp","start_millis":1,"interval_millis":2,"jitter_millis":3,"format":"date_time"}"#,
            r#"{"kind":"timestamp","start_millis":1}"#,
            r#"{"kind":"timestamp","start_millis":1,"interval_millis":2,"format":"nope"}"#,
            r#"{"kind":"zipf_user","users":500,"exponent":1.1,"prefix":"u"}"#,
            r#"{"kind":"zipf_user","users":500,"exponent":1}"#,
            r#"{"kind":"zipf_user","exponent":1}"#,
            r#"{"kind":"hex","len":8}"#,
            r#"{"kind":"hex","len":-8}"#,
            r#"{"kind":"hex"}"#,
            r#"{"kind":"phone"}"#,
            r#"{"kind":"phone","prefix":"86","digits":4}"#,
            r#"{"kind":"choice","options":["a","b"]}"#,
            r#"{"kind":"choice","options":"a"}"#,
            r#"{"kind":"choice"}"#,
            r#"{"kind":"dice"}"#,
            r#"{"kind":"sequence","start":null}"#,
            r#"{"kind":"hex","len":null}"#,
            r#"{"kind":null}"#,
            r#"{"kind":7}"#,
            r#"{"len":8}"#,
            r#"{"kind":"hex","len":8,"len":9}"#,
            r#""hex""#,
            r#"["hex", 8]"#,
            r#"{"kind":"hex","len":8"#,
        ] {
            crate::tagged::assert_reads_alike::<Derived, ColumnGenerator>(
                json,
                &[(" Derived", " ColumnGenerator")],
            );
        }
    }

    #[test]
    fn round_trips() {
        for g in [
            ColumnGenerator::Sequence { start: 3, step: -1 },
            ColumnGenerator::ZipfUser {
                users: 9,
                exponent: 0.3,
                prefix: "u".into(),
            },
            ColumnGenerator::Phone {
                prefix: String::new(),
                digits: 0,
            },
            ColumnGenerator::Choice {
                options: vec!["x".into()],
            },
        ] {
            let json = serde_json::to_string(&g).unwrap();
            assert_eq!(serde_json::from_str::<ColumnGenerator>(&json).unwrap(), g);
        }
    }
}
