//! Reading a [`SampleSource`] (`{"kind": "generated", "spec": {...}}`) and an [`Arrival`]
//! (`{"kind": "column", "name": "ts"}`) from JSON without serde's buffering reader for
//! internally tagged enums: see [`crate::tagged`].

use serde::de::{Deserialize, Deserializer};

use super::{Arrival, FormatChoice, SampleSource};
use crate::generate::GeneratorSpec;
use crate::tagged::{Tag, fields_struct, required, variant};

// Every field of both sample sources, each optional; `kind` picks the source.
fields_struct!(SourceFields, "internally tagged enum SampleSource", {
    kind: Tag,
    text: String,
    format: FormatChoice,
    skip_bad_lines: bool,
    spec: GeneratorSpec,
});

impl<'de> Deserialize<'de> for SampleSource {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = SourceFields::deserialize(deserializer)?;
        Ok(match variant(f.kind, "kind", &["pasted", "generated"])? {
            0 => Self::Pasted {
                text: required(f.text, "text")?,
                format: required(f.format, "format")?,
                skip_bad_lines: f.skip_bad_lines.0.unwrap_or_default(),
            },
            _ => Self::Generated {
                spec: required(f.spec, "spec")?,
            },
        })
    }
}

// Both arrivals' fields, each optional; `kind` picks the arrival.
fields_struct!(ArrivalFields, "internally tagged enum Arrival", {
    kind: Tag,
    name: String,
});

impl<'de> Deserialize<'de> for Arrival {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = ArrivalFields::deserialize(deserializer)?;
        Ok(match variant(f.kind, "kind", &["input_order", "column"])? {
            0 => Self::InputOrder,
            _ => Self::Column {
                name: required(f.name, "name")?,
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde's derived readers, as they were: the hand-written ones must agree with them.
    #[derive(serde::Deserialize, Debug)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedSource {
        Pasted {
            text: String,
            format: FormatChoice,
            #[serde(default)]
            skip_bad_lines: bool,
        },
        Generated {
            spec: GeneratorSpec,
        },
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(tag = "kind", rename_all = "snake_case")]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedArrival {
        InputOrder,
        Column { name: String },
    }

    #[test]
    fn reads_what_serdes_derived_reader_read() {
        for json in [
            r#"{"kind":"pasted","text":"a,b\n1,2","format":"auto"}"#,
            r#"{"kind":"pasted","text":"a","format":{"fixed":"csv"}}"#,
            r#"{"kind":"pasted","text":"a"}"#,
            r#"{"kind":"pasted","text":"a","format":"auto","skip_bad_lines":true}"#,
            r#"{"kind":"pasted","text":"a","format":"auto","skip_bad_lines":false}"#,
            r#"{"kind":"pasted","text":"a","format":"auto","skip_bad_lines":null}"#,
            r#"{"kind":"pasted","text":"a","format":"auto","skip_bad_lines":1}"#,
            r#"{"kind":"pasted","text":null,"format":"auto"}"#,
            r#"{"kind":"generated","spec":{"rows":10,"seed":1,"columns":[{"name":"a","generator":{"kind":"hex","len":4}}]}}"#,
            r#"{"kind":"generated","spec":{"rows":10}}"#,
            r#"{"kind":"generated"}"#,
            r#"{"kind":"typed"}"#,
            r#"{"text":"a"}"#,
            r#"[]"#,
        ] {
            crate::tagged::assert_reads_alike::<DerivedSource, SampleSource>(
                json,
                &[("DerivedSource", "SampleSource")],
            );
        }
        for json in [
            r#"{"kind":"input_order"}"#,
            r#"{"kind":"column","name":"ts"}"#,
            r#"{"kind":"column"}"#,
            r#"{"kind":"column","name":5}"#,
            r#"{"kind":"random"}"#,
            r#"{}"#,
            r#"3"#,
        ] {
            crate::tagged::assert_reads_alike::<DerivedArrival, Arrival>(
                json,
                &[("DerivedArrival", "Arrival")],
            );
        }
    }
}
