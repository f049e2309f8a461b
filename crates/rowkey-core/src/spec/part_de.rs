//! Reading a [`KeySpec`]'s fields and its [`KeyPart`]s from JSON objects with
//! [`fields_struct!`] (unknown fields refused, as before), a smaller reader than serde's
//! derived one: see [`crate::tagged`].

use serde::de::{Deserialize, Deserializer};

use super::{KeyPart, PartId, PartValue, RawKeySpec};
use crate::literal::ByteString;
use crate::tagged::{fields_struct, required};

fields_struct!(SpecFields, "struct RawKeySpec", deny_unknown, {
    version: u32,
    parts: Vec<KeyPart>,
});

impl<'de> Deserialize<'de> for RawKeySpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = SpecFields::deserialize(deserializer)?;
        Ok(Self {
            version: required(f.version, "version")?,
            parts: required(f.parts, "parts")?,
        })
    }
}

fields_struct!(PartFields, "struct KeyPart", deny_unknown, {
    id: PartId,
    label: String,
    value: PartValue,
    separator: Option<ByteString>,
});

impl<'de> Deserialize<'de> for KeyPart {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = PartFields::deserialize(deserializer)?;
        Ok(Self {
            id: required(f.id, "id")?,
            label: f.label.0.unwrap_or_default(),
            value: required(f.value, "value")?,
            separator: f.separator.0.flatten(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::KeySpec;
    use super::*;

    /// serde's derived readers, as they were: the hand-written ones must agree with them.
    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedSpec {
        version: u32,
        parts: Vec<DerivedPart>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedPart {
        id: PartId,
        #[serde(default)]
        label: String,
        value: PartValue,
        #[serde(default)]
        separator: Option<ByteString>,
    }

    #[test]
    fn reads_what_serdes_derived_reader_read() {
        let part = r#"{"id":1,"value":{"literal":{"bytes":"t_"}}}"#;
        for json in [
            format!(r#"{{"version":1,"parts":[{part}]}}"#),
            r#"{"version":1,"parts":[]}"#.to_owned(),
            r#"{"parts":[]}"#.to_owned(),
            r#"{"version":1}"#.to_owned(),
            r#"{"version":1,"parts":[],"x":0}"#.to_owned(),
            r#"{"version":1,"version":2,"parts":[]}"#.to_owned(),
            r#"{"version":1,"parts":[{"id":1,"label":"a","value":{"literal":{"bytes":"x"}},"separator":"_"}]}"#.to_owned(),
            r#"{"version":1,"parts":[{"id":1,"value":{"literal":{"bytes":"x"}},"separator":null,"label":""}]}"#.to_owned(),
            r#"{"version":1,"parts":[{"id":1}]}"#.to_owned(),
            r#"{"version":1,"parts":[{"value":{"literal":{"bytes":"x"}}}]}"#.to_owned(),
            r#"{"version":1,"parts":[{"id":1,"value":{"literal":{"bytes":"x"}},"colour":"red"}]}"#.to_owned(),
            r#"{"version":1,"parts":[{"id":1,"id":2,"value":{"literal":{"bytes":"x"}}}]}"#.to_owned(),
            r#"{"version":1,"parts":[{"id":"1","value":{"literal":{"bytes":"x"}}}]}"#.to_owned(),
            r#"{"version":1,"parts":[{"id":1,"value":{"literal":{"bytes":"x"}},"label":null}]}"#.to_owned(),
            r#""spec""#.to_owned(),
        ] {
            let want = serde_json::from_str::<DerivedSpec>(&json)
                .map(|d| {
                    format!("{d:?}")
                        .replace("DerivedSpec", "RawKeySpec")
                        .replace("DerivedPart", "KeyPart")
                })
                .map_err(|e| e.to_string().replace("DerivedPart", "KeyPart").replace("DerivedSpec", "RawKeySpec"));
            let got = serde_json::from_str::<RawKeySpec>(&json)
                .map(|r| format!("RawKeySpec {{ version: {:?}, parts: {:?} }}", r.version, r.parts))
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
        // The array form serde also read (see crate::tagged) is refused.
        assert!(serde_json::from_str::<KeySpec>(r#"[1, []]"#).is_err());
        let spec: KeySpec =
            serde_json::from_str(&format!(r#"{{"version":1,"parts":[{part}]}}"#)).unwrap();
        assert_eq!(
            serde_json::from_str::<KeySpec>(&serde_json::to_string(&spec).unwrap()).unwrap(),
            spec
        );
    }
}
