//! Reading a [`Predicate`] (`{"column": "uid", "op": "eq", "value": "111"}`, its [`Op`]
//! flattened into it) and an [`Op`] from JSON without serde's buffering reader for flattened
//! and internally tagged enums, and a [`Query`] and its [`Latest`] with [`fields_struct!`]
//! (unknown fields refused, as before): see [`crate::tagged`].

use serde::de::{Deserialize, Deserializer, Error};

use super::{Latest, Op, Predicate, Query};
use crate::tagged::{Tag, fields_struct, required, variant};

// The predicate's column and every field of every comparison, each optional; `op` picks the
// comparison.
fields_struct!(Fields, "struct Predicate", {
    column: String,
    op: Tag,
    value: String,
    values: Vec<String>,
    low: String,
    high: String,
    prefix: String,
    suffix: String,
});

const OPS: &[&str] = &[
    "eq",
    "in",
    "lt",
    "le",
    "gt",
    "ge",
    "between",
    "starts_with",
    "ends_with",
    "host_ends_with",
];

impl<'de> Deserialize<'de> for Predicate {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut f = Fields::deserialize(deserializer)?;
        let column = required(std::mem::take(&mut f.column), "column")?;
        Ok(Self { column, op: op(f)? })
    }
}

impl<'de> Deserialize<'de> for Op {
    /// Reads `{"op": "eq", "value": "111"}` (a `column` field, if any, is ignored).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        op(Fields::deserialize(deserializer)?)
    }
}

fn op<E: Error>(f: Fields) -> Result<Op, E> {
    let i = variant(f.op, "op", OPS)?;
    Ok(match i {
        0 => Op::Eq {
            value: required(f.value, "value")?,
        },
        1 => Op::In {
            values: required(f.values, "values")?,
        },
        2 => Op::Lt {
            value: required(f.value, "value")?,
        },
        3 => Op::Le {
            value: required(f.value, "value")?,
        },
        4 => Op::Gt {
            value: required(f.value, "value")?,
        },
        5 => Op::Ge {
            value: required(f.value, "value")?,
        },
        6 => Op::Between {
            low: required(f.low, "low")?,
            high: required(f.high, "high")?,
        },
        7 => Op::StartsWith {
            prefix: required(f.prefix, "prefix")?,
        },
        8 => Op::EndsWith {
            suffix: required(f.suffix, "suffix")?,
        },
        _ => Op::HostEndsWith {
            suffix: required(f.suffix, "suffix")?,
        },
    })
}

fields_struct!(QueryFields, "struct Query", deny_unknown, {
    name: String,
    predicates: Vec<Predicate>,
    latest: Option<Latest>,
});

impl<'de> Deserialize<'de> for Query {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = QueryFields::deserialize(deserializer)?;
        Ok(Self {
            name: required(f.name, "name")?,
            predicates: f.predicates.0.unwrap_or_default(),
            latest: f.latest.0.flatten(),
        })
    }
}

fields_struct!(LatestFields, "struct Latest", deny_unknown, {
    count: u32,
    column: String,
});

impl<'de> Deserialize<'de> for Latest {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = LatestFields::deserialize(deserializer)?;
        Ok(Self {
            count: required(f.count, "count")?,
            column: required(f.column, "column")?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde's derived readers, as they were: the hand-written one must agree with them.
    #[derive(serde::Deserialize, Debug)]
    #[allow(dead_code)] // Read through Debug only.
    struct Predicate {
        column: String,
        #[serde(flatten)]
        op: DerivedOp,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(tag = "op", rename_all = "snake_case")]
    #[allow(dead_code)] // Read through Debug only.
    enum DerivedOp {
        Eq { value: String },
        In { values: Vec<String> },
        Lt { value: String },
        Le { value: String },
        Gt { value: String },
        Ge { value: String },
        Between { low: String, high: String },
        StartsWith { prefix: String },
        EndsWith { suffix: String },
        HostEndsWith { suffix: String },
    }

    #[test]
    fn reads_what_serdes_derived_reader_read() {
        for json in [
            r#"{"column":"uid","op":"eq","value":"111"}"#,
            r#"{"op":"in","values":["1","2"],"column":"uid"}"#,
            r#"{"column":"t","op":"lt","value":"9"}"#,
            r#"{"column":"t","op":"le","value":"9"}"#,
            r#"{"column":"t","op":"gt","value":"9"}"#,
            r#"{"column":"t","op":"ge","value":"9","other":1}"#,
            r#"{"column":"t","op":"between","low":"1","high":"2"}"#,
            r#"{"column":"t","op":"starts_with","prefix":"ab"}"#,
            r#"{"column":"t","op":"ends_with","suffix":".com"}"#,
            r#"{"column":"t","op":"ends_with","prefix":".com"}"#,
            r#"{"column":"t","op":"host_ends_with","suffix":".com"}"#,
            r#"{"column":"t","op":"between","low":"1"}"#,
            r#"{"column":"t","op":"like","value":"1"}"#,
            r#"{"column":"t","value":"1"}"#,
            r#"{"op":"eq","value":"1"}"#,
            r#"{"column":null,"op":"eq","value":"1"}"#,
            r#"{"column":"t","op":"eq","value":1}"#,
            r#"{"column":"t","op":"eq","value":null}"#,
            r#"{"column":"t","op":"in","values":"1"}"#,
            r#"{"column":"t","column":"u","op":"eq","value":"1"}"#,
            r#""x""#,
            r#"["hex", 8]"#,
        ] {
            crate::tagged::assert_reads_alike::<Predicate, super::Predicate>(
                json,
                &[("DerivedOp", "Op")],
            );
        }
    }

    #[test]
    fn round_trips() {
        for p in [
            super::Predicate::eq("a", "1"),
            super::Predicate::is_in("a", &["1", "2"]),
            super::Predicate::ends_with("a", ".com"),
            super::Predicate::host_ends_with("a", ".com"),
        ] {
            let json = serde_json::to_string(&p).unwrap();
            assert_eq!(serde_json::from_str::<super::Predicate>(&json).unwrap(), p);
            let op = serde_json::to_string(&p.op).unwrap();
            assert_eq!(serde_json::from_str::<Op>(&op).unwrap(), p.op);
        }
    }

    /// serde's derived readers of a query, as they were.
    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct Query {
        name: String,
        #[serde(default)]
        predicates: Vec<Predicate>,
        #[serde(default)]
        latest: Option<Latest>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct Latest {
        count: u32,
        column: String,
    }

    #[test]
    fn reads_queries_as_serdes_derived_reader_did() {
        for json in [
            r#"{"name":"q"}"#,
            r#"{"name":"q","predicates":[{"column":"a","op":"eq","value":"1"}]}"#,
            r#"{"name":"q","latest":{"count":10,"column":"ts"}}"#,
            r#"{"name":"q","latest":null}"#,
            r#"{"name":"q","predicates":null}"#,
            r#"{"predicates":[]}"#,
            r#"{"name":"q","extra":1}"#,
            r#"{"name":"q","name":"r"}"#,
            r#"{"name":"q","latest":{"count":10}}"#,
            r#"{"name":"q","latest":{"count":10,"column":"ts","x":1}}"#,
            r#"{"name":"q","latest":{"count":-1,"column":"ts"}}"#,
            r#"{"name":7}"#,
            r#""q""#,
        ] {
            let want = serde_json::from_str::<Query>(json)
                .map(|d| format!("{d:?}"))
                .map_err(|e| e.to_string());
            let got = serde_json::from_str::<super::Query>(json)
                .map(|q| format!("{q:?}"))
                .map_err(|e| e.to_string());
            match (&want, &got) {
                // The same message; the position may differ.
                (Err(w), Err(g)) => assert_eq!(
                    w.split(" at line").next(),
                    g.split(" at line").next(),
                    "{json}"
                ),
                _ => assert_eq!(want, got, "{json}"),
            }
        }
        assert!(serde_json::from_str::<super::Query>(r#"["q", []]"#).is_err());
    }
}
