//! Reading a [`GeneratorSpec`] and its [`ColumnSpec`]s from JSON objects with
//! [`fields_struct!`], a smaller reader than serde's derived one: see [`crate::tagged`].
//! Unknown fields are ignored, as before; the array form serde also read is refused.

use serde::de::{Deserialize, Deserializer};

use super::{ColumnGenerator, ColumnSpec, GeneratorSpec};
use crate::tagged::{fields_struct, required};

fields_struct!(SpecFields, "struct GeneratorSpec", {
    rows: usize,
    seed: u64,
    columns: Vec<ColumnSpec>,
});

impl<'de> Deserialize<'de> for GeneratorSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = SpecFields::deserialize(deserializer)?;
        Ok(Self {
            rows: required(f.rows, "rows")?,
            seed: required(f.seed, "seed")?,
            columns: required(f.columns, "columns")?,
        })
    }
}

fields_struct!(ColumnFields, "struct ColumnSpec", {
    name: String,
    generator: ColumnGenerator,
});

impl<'de> Deserialize<'de> for ColumnSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = ColumnFields::deserialize(deserializer)?;
        Ok(Self {
            name: required(f.name, "name")?,
            generator: required(f.generator, "generator")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde's derived readers, as they were: the hand-written ones must agree with them.
    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedSpec {
        rows: usize,
        seed: u64,
        columns: Vec<DerivedColumn>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedColumn {
        name: String,
        generator: ColumnGenerator,
    }

    #[test]
    fn reads_what_serdes_derived_reader_read() {
        let good =
            r#"{"rows":10,"seed":1,"columns":[{"name":"a","generator":{"kind":"hex","len":4}}]}"#;
        for json in [
            good,
            r#"{"seed":1,"columns":[],"rows":3,"x":null}"#,
            r#"{"rows":10,"seed":1}"#,
            r#"{"rows":10,"columns":[]}"#,
            r#"{"rows":-1,"seed":1,"columns":[]}"#,
            r#"{"rows":10,"seed":null,"columns":[]}"#,
            r#"{"rows":1,"rows":2,"seed":1,"columns":[]}"#,
            r#"{"rows":1,"seed":1,"columns":[{"name":"a"}]}"#,
            r#"{"rows":1,"seed":1,"columns":[{"generator":{"kind":"hex","len":4}}]}"#,
            r#"{"rows":1,"seed":1,"columns":[{"name":"a","name":"b","generator":{"kind":"hex","len":4}}]}"#,
            r#"{"rows":1,"seed":1,"columns":[{"name":7,"generator":{"kind":"hex","len":4}}]}"#,
            r#"{"rows":1,"seed":1,"columns":{}}"#,
            r#""spec""#,
        ] {
            crate::tagged::assert_reads_alike::<DerivedSpec, GeneratorSpec>(
                json,
                &[
                    ("DerivedSpec", "GeneratorSpec"),
                    ("DerivedColumn", "ColumnSpec"),
                ],
            );
        }
        // The array form serde also read (see crate::tagged) is refused.
        for json in [
            r#"[10, 1, []]"#,
            r#"{"rows":1,"seed":1,"columns":[["a", {"kind":"hex","len":4}]]}"#,
        ] {
            assert!(
                serde_json::from_str::<GeneratorSpec>(json).is_err(),
                "{json}"
            );
        }
    }
}
