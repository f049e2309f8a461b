//! Reading [`Inputs`] (the saved design with its sample: localStorage, share links) and
//! its [`Sizing`] from JSON objects with [`fields_struct!`], a smaller
//! reader than serde's derived one: see [`crate::tagged`]. Unknown fields are ignored and
//! missing ones get their defaults, as before; the array form serde also read is refused.

use serde::de::{Deserialize, Deserializer};

use super::{Arrival, Inputs, SampleSource, Sizing, default_family, default_table};
use crate::plan::Query;
use crate::spec::KeySpec;
use crate::split::SplitSpec;
use crate::tagged::{fields_struct, required};

fields_struct!(InputsFields, "struct Inputs", {
    recipe: KeySpec,
    sample: SampleSource,
    splits: SplitSpec,
    arrival: Arrival,
    sizing: Sizing,
    queries: Vec<Query>,
    table: String,
    family: String,
    qualifier: String,
    live: Option<crate::layout::Layout>,
});

impl<'de> Deserialize<'de> for Inputs {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = InputsFields::deserialize(deserializer)?;
        Ok(Self {
            recipe: required(f.recipe, "recipe")?,
            sample: required(f.sample, "sample")?,
            splits: required(f.splits, "splits")?,
            arrival: f.arrival.0.unwrap_or_default(),
            sizing: f.sizing.0.unwrap_or_default(),
            queries: f.queries.0.unwrap_or_default(),
            table: f.table.0.unwrap_or_else(default_table),
            family: f.family.0.unwrap_or_else(default_family),
            qualifier: f.qualifier.0,
            live: f.live.0.flatten(),
        })
    }
}

fields_struct!(SizingFields, "struct Sizing", {
    table_rows: u64,
    value_bytes_per_row: u64,
});

impl<'de> Deserialize<'de> for Sizing {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = SizingFields::deserialize(deserializer)?;
        Ok(Self {
            table_rows: required(f.table_rows, "table_rows")?,
            value_bytes_per_row: required(f.value_bytes_per_row, "value_bytes_per_row")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde's derived readers, as they were: the hand-written ones must agree with them.
    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedInputs {
        recipe: KeySpec,
        sample: SampleSource,
        splits: SplitSpec,
        #[serde(default)]
        arrival: Arrival,
        #[serde(default)]
        sizing: Sizing,
        #[serde(default)]
        queries: Vec<Query>,
        #[serde(default = "default_table")]
        table: String,
        #[serde(default = "default_family")]
        family: String,
        #[serde(default)]
        qualifier: Option<String>,
        #[serde(default)]
        live: Option<crate::layout::Layout>,
    }

    /// `json` (an object) without its field `field`.
    fn without(json: &str, field: &str) -> String {
        let mut value: serde_json::Value = serde_json::from_str(json).unwrap();
        value.as_object_mut().unwrap().remove(field);
        value.to_string()
    }

    /// `json` (an object) with `field` set to `to` (JSON).
    fn with(json: &str, field: &str, to: &str) -> String {
        let mut value: serde_json::Value = serde_json::from_str(json).unwrap();
        value[field] = serde_json::from_str(to).unwrap();
        value.to_string()
    }

    #[test]
    fn reads_what_serdes_derived_readers_read() {
        let inputs = serde_json::to_string(&Inputs::default()).unwrap();
        let mut cases = vec![inputs.clone(), "[]".into(), "{}".into()];
        for field in [
            "recipe", "sample", "splits", "arrival", "sizing", "queries", "table", "family",
        ] {
            cases.push(without(&inputs, field));
            cases.push(with(&inputs, field, "null"));
            cases.push(with(&inputs, field, "7"));
        }
        cases.push(with(&inputs, "unknown", "[1, {}]"));
        cases.push(inputs.replacen('{', r#"{"table":"x","#, 1));
        for json in &cases {
            crate::tagged::assert_reads_alike::<DerivedInputs, Inputs>(
                json,
                &[("DerivedInputs", "Inputs")],
            );
        }
    }

    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedSizing {
        table_rows: u64,
        value_bytes_per_row: u64,
    }

    #[test]
    fn reads_sizings_as_before() {
        for json in [
            r#"{"table_rows":1000,"value_bytes_per_row":200}"#,
            r#"{"value_bytes_per_row":200,"table_rows":1000,"x":[]}"#,
            r#"{"table_rows":1000}"#,
            r#"{"table_rows":-1,"value_bytes_per_row":200}"#,
            r#"{"table_rows":1,"table_rows":2,"value_bytes_per_row":200}"#,
            r#"null"#,
        ] {
            crate::tagged::assert_reads_alike::<DerivedSizing, Sizing>(
                json,
                &[("DerivedSizing", "Sizing")],
            );
        }
    }
}
