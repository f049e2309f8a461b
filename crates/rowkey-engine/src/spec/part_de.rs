//! Reading a [`KeySpec`](super::KeySpec)'s fields, its [`KeyPart`]s, [`Pad`],
//! [`IntegerEncoding`] and [`Salt`] from JSON objects with
//! [`fields_struct!`] (unknown fields refused, as before), a smaller reader than serde's
//! derived one: see [`crate::tagged`].

use serde::de::{Deserialize, Deserializer};

use super::{
    BucketOutput, Bucketing, HashInput, IntFormat, IntegerEncoding, KeyPart, Pad, PadSide, PartId,
    PartValue, RawKeySpec, ReverseFrom, Salt, TooLong,
};
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

fields_struct!(PadFields, "struct Pad", deny_unknown, {
    side: PadSide,
    width: u16,
    fill: char,
    too_long: TooLong,
});

impl<'de> Deserialize<'de> for Pad {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = PadFields::deserialize(deserializer)?;
        Ok(Self {
            side: required(f.side, "side")?,
            width: required(f.width, "width")?,
            fill: required(f.fill, "fill")?,
            too_long: f.too_long.0.unwrap_or_default(),
        })
    }
}

fields_struct!(IntegerFields, "struct IntegerEncoding", deny_unknown, {
    reverse: Option<ReverseFrom>,
    format: IntFormat,
});

impl<'de> Deserialize<'de> for IntegerEncoding {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = IntegerFields::deserialize(deserializer)?;
        Ok(Self {
            reverse: f.reverse.0.flatten(),
            format: required(f.format, "format")?,
        })
    }
}

fields_struct!(SaltFields, "struct Salt", deny_unknown, {
    bucketing: Bucketing,
    buckets: u32,
    output: BucketOutput,
    input: HashInput,
});

impl<'de> Deserialize<'de> for Salt {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let f = SaltFields::deserialize(deserializer)?;
        Ok(Self {
            bucketing: required(f.bucketing, "bucketing")?,
            buckets: required(f.buckets, "buckets")?,
            output: required(f.output, "output")?,
            input: required(f.input, "input")?,
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

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedPad {
        side: PadSide,
        width: u16,
        fill: char,
        #[serde(default)]
        too_long: TooLong,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedInteger {
        #[serde(default)]
        reverse: Option<ReverseFrom>,
        format: IntFormat,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedSalt {
        bucketing: Bucketing,
        buckets: u32,
        output: BucketOutput,
        input: HashInput,
    }

    #[test]
    fn reads_pads_integers_and_salts_as_before() {
        use crate::tagged::assert_reads_alike;
        for json in [
            r#"{"side":"left","width":6,"fill":"0"}"#,
            r#"{"side":"right","width":6,"fill":"ab","too_long":"keep_first"}"#,
            r#"{"side":"left","width":6,"fill":"0","too_long":"error","x":1}"#,
            r#"{"side":"left","fill":"0"}"#,
            r#"{"side":"left","width":70000,"fill":"0"}"#,
            r#"{"side":"left","width":6,"fill":"0","too_long":null}"#,
            r#"{"side":"left","side":"right","width":6,"fill":"0"}"#,
            r#"[]"#,
        ] {
            assert_reads_alike::<DerivedPad, Pad>(json, &[("DerivedPad", "Pad")]);
        }
        let zero_padded = r#"{"zero_padded":{"width":4}}"#;
        for json in [
            format!(r#"{{"format":{zero_padded}}}"#),
            format!(r#"{{"format":{zero_padded},"reverse":null}}"#),
            format!(r#"{{"format":{zero_padded},"reverse":"long_max"}}"#),
            format!(r#"{{"format":{zero_padded},"other":1}}"#),
            r#"{"reverse":"long_max"}"#.to_owned(),
            r#"{}"#.to_owned(),
        ] {
            assert_reads_alike::<DerivedInteger, IntegerEncoding>(
                &json,
                &[("DerivedInteger", "IntegerEncoding")],
            );
        }
        let salt = serde_json::to_string(&Salt::random_letters(7, 4)).unwrap();
        let mut cases = vec![salt.clone(), r#"{"buckets":4}"#.to_owned(), "7".to_owned()];
        for field in ["bucketing", "buckets", "output", "input"] {
            let mut value: serde_json::Value = serde_json::from_str(&salt).unwrap();
            value.as_object_mut().unwrap().remove(field);
            cases.push(value.to_string());
        }
        cases.push(salt.replacen('{', r#"{"extra":true,"#, 1));
        for json in &cases {
            assert_reads_alike::<DerivedSalt, Salt>(json, &[("DerivedSalt", "Salt")]);
        }
    }
}
