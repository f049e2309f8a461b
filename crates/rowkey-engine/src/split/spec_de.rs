//! Reading a [`SplitSpec`] from JSON (`{"kind": "explicit", "splits": ["a"]}`) without
//! serde's buffering reader for internally tagged enums: see [`crate::tagged`].

use serde::de::{Deserialize, Deserializer, Error};

use super::{SplitAlgorithm, SplitSpec};
use crate::tagged::{Tag, fields_struct, required, variant};

// Every field of every variant, each optional; `kind` picks the variant.
fields_struct!(Fields, "internally tagged enum SplitSpec", {
    kind: Tag,
    splits: Vec<String>,
    text: String,
    algorithm: SplitAlgorithm,
    num_regions: u32,
    first_row: Option<String>,
    last_row: Option<String>,
    buckets: u16,
    start: String,
    end: String,
});

const KINDS: &[&str] = &[
    "none",
    "explicit",
    "file",
    "num_regions",
    "salt_buckets",
    "key_range",
];

impl<'de> Deserialize<'de> for SplitSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        from_fields(Fields::deserialize(deserializer)?)
    }
}

fn from_fields<E: Error>(f: Fields) -> Result<SplitSpec, E> {
    Ok(match variant(f.kind, "kind", KINDS)? {
        0 => SplitSpec::None,
        1 => SplitSpec::Explicit {
            splits: required(f.splits, "splits")?,
        },
        2 => SplitSpec::File {
            text: required(f.text, "text")?,
        },
        3 => SplitSpec::NumRegions {
            algorithm: required(f.algorithm, "algorithm")?,
            num_regions: required(f.num_regions, "num_regions")?,
            first_row: f.first_row.0.flatten(),
            last_row: f.last_row.0.flatten(),
        },
        4 => SplitSpec::SaltBuckets {
            buckets: required(f.buckets, "buckets")?,
        },
        _ => SplitSpec::KeyRange {
            start: required(f.start, "start")?,
            end: required(f.end, "end")?,
            num_regions: required(f.num_regions, "num_regions")?,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde's derived reader, as it was: the hand-written one must agree with it.
    #[derive(serde::Deserialize, Debug)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    #[allow(dead_code)] // Read through Debug only.
    enum Derived {
        None,
        Explicit {
            splits: Vec<String>,
        },
        File {
            text: String,
        },
        NumRegions {
            algorithm: SplitAlgorithm,
            num_regions: u32,
            first_row: Option<String>,
            last_row: Option<String>,
        },
        SaltBuckets {
            buckets: u16,
        },
        KeyRange {
            start: String,
            end: String,
            num_regions: u32,
        },
    }

    #[test]
    fn reads_what_serdes_derived_reader_read() {
        for json in [
            r#"{"kind":"none"}"#,
            r#"{"kind":"none","splits":["a"]}"#,
            r#"{"kind":"explicit","splits":["a","b\u0001"]}"#,
            r#"{"splits":[],"kind":"explicit"}"#,
            r#"{"kind":"explicit"}"#,
            r#"{"kind":"explicit","splits":[1]}"#,
            r#"{"kind":"file","text":"a\nb"}"#,
            r#"{"kind":"num_regions","algorithm":"hex_string","num_regions":5}"#,
            r#"{"kind":"num_regions","algorithm":"uniform","num_regions":5,"first_row":"a","last_row":null}"#,
            r#"{"kind":"num_regions","algorithm":"decimal_string","num_regions":5}"#,
            r#"{"kind":"num_regions","algorithm":"hex_string"}"#,
            r#"{"kind":"num_regions","algorithm":"hex_string","num_regions":-1}"#,
            r#"{"kind":"salt_buckets","buckets":16}"#,
            r#"{"kind":"salt_buckets","buckets":70000}"#,
            r#"{"kind":"key_range","start":"a","end":"z","num_regions":3}"#,
            r#"{"kind":"key_range","start":"a","num_regions":3}"#,
            r#"{"kind":"Explicit","splits":[]}"#,
            r#"{"kind":null}"#,
            r#"{}"#,
            r#"[]"#,
            r#"{"kind":"file","text":"a","text":"b"}"#,
        ] {
            crate::tagged::assert_reads_alike::<Derived, SplitSpec>(
                json,
                &[(" Derived", " SplitSpec")],
            );
        }
    }

    #[test]
    fn round_trips() {
        for spec in [
            SplitSpec::None,
            SplitSpec::NumRegions {
                algorithm: SplitAlgorithm::HexString,
                num_regions: 7,
                first_row: Some("0".into()),
                last_row: None,
            },
            SplitSpec::KeyRange {
                start: "a".into(),
                end: "b".into(),
                num_regions: 2,
            },
        ] {
            let json = serde_json::to_string(&spec).unwrap();
            assert_eq!(serde_json::from_str::<SplitSpec>(&json).unwrap(), spec);
        }
    }
}
