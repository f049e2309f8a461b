//! Small helpers for the hand-written readers of the internally tagged enums of the persisted
//! design (a generated column, a pre-split, a query's predicate).
//!
//! serde's derived reader for `#[serde(tag = "...")]` and `#[serde(flatten)]` first buffers the
//! whole object into a generic tree and then reads every variant from that tree: a lot of wasm
//! code. These enums are read instead through a plain struct holding every field of every
//! variant as an `Option` (one pass over the JSON object), and the variant is then picked by
//! its tag. The errors are serde's own: `missing field `len``, `unknown variant `x`, expected
//! one of ...`, with the JSON position added by `serde_json`. The written form (their derived
//! `Serialize`) is unchanged.
//!
//! The unit-only enums (`"left"`, `"snake_case"` names) are read by one shared reader,
//! [`unit_variant`], through [`unit_enum_deserialize!`], instead of
//! one derived reader per enum.
//!
//! Two differences remain, for JSON the app never writes: a field that belongs to another
//! variant must still have that variant's type (serde's reader skipped it), e.g. `"start": "x"`
//! next to `"kind": "hex"`; and the array form serde also accepted (`["hex", 8]`: the tag, then
//! the variant's fields in order) is refused (only objects are read, by [`fields_struct!`]).

use std::fmt;

use serde::de::{
    Deserialize, DeserializeSeed, Deserializer, EnumAccess, Error, IgnoredAny, MapAccess,
    Unexpected, VariantAccess, Visitor,
};

/// A variant's tag (the text of `"kind"` or `"op"`), read as serde reads a variant name (so a
/// tag of the wrong type gets serde's error: `expected variant identifier`).
#[derive(Debug)]
pub struct Tag(pub String);

impl<'de> Deserialize<'de> for Tag {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct TagVisitor;
        impl Visitor<'_> for TagVisitor {
            type Value = Tag;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("variant identifier")
            }
            fn visit_str<E: Error>(self, v: &str) -> Result<Tag, E> {
                Ok(Tag(v.to_owned()))
            }
        }
        deserializer.deserialize_identifier(TagVisitor)
    }
}

/// A field that may be absent (then `Given(None)`: see [`fields_struct!`]); unlike an
/// `Option`, a `null` is read as a `T` (an error unless `T` is itself an `Option`), as serde's
/// reader did.
#[derive(Debug)]
pub struct Given<T>(pub Option<T>);

impl<T> Default for Given<T> {
    fn default() -> Self {
        Self(None)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Given<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::deserialize(deserializer).map(|value| Self(Some(value)))
    }
}

/// Reads an object key as its index in a list of field names (`None` for any other key).
struct FieldIndex(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for FieldIndex {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Self::Value, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl Visitor<'_> for FieldIndex {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("field identifier")
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<Option<usize>, E> {
        Ok(self.0.iter().position(|name| *name == v))
    }
}

/// The next key of `map`: its index in `names`, `None` for another key (whose value it skips,
/// as serde's readers ignore unknown fields), or `Err` at the end of the object.
///
/// # Errors
///
/// The format's error when the key or a skipped value does not read.
pub fn next_field<'de, A: MapAccess<'de>>(
    map: &mut A,
    names: &'static [&'static str],
) -> Result<Option<Option<usize>>, A::Error> {
    loop {
        match map.next_key_seed(FieldIndex(names))? {
            None => return Ok(None),
            Some(Some(index)) => return Ok(Some(Some(index))),
            Some(None) => {
                map.next_value::<IgnoredAny>()?;
            }
        }
    }
}

/// Reads an object key as its index in a list of field names; any other key is serde's
/// `unknown field` error (for `#[serde(deny_unknown_fields)]` types).
struct KnownField(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for KnownField {
    type Value = usize;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl Visitor<'_> for KnownField {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("field identifier")
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|name| *name == v)
            .ok_or_else(|| E::unknown_field(v, self.0))
    }
}

/// Like [`next_field`], but another key is serde's `unknown field` error.
///
/// # Errors
///
/// The format's error when the key does not read, or `unknown field`.
pub fn next_known_field<'de, A: MapAccess<'de>>(
    map: &mut A,
    names: &'static [&'static str],
) -> Result<Option<Option<usize>>, A::Error> {
    Ok(map.next_key_seed(KnownField(names))?.map(Some))
}

/// A struct of [`Given`] fields declared by [`fields_struct!`]: its field names, and how to
/// read the value of one of them.
pub trait Fields: Default {
    /// What serde's errors say was expected (`"struct Inputs"`).
    const EXPECTING: &'static str;
    /// The field names, in declaration order.
    const NAMES: &'static [&'static str];
    /// Whether a key that is not a field is serde's `unknown field` error (it is skipped
    /// otherwise).
    const DENY_UNKNOWN: bool;

    /// Reads the value of field `index` (of [`Self::NAMES`]) from `map`.
    ///
    /// # Errors
    ///
    /// The value's error, or serde's `duplicate field` when the field was read before.
    fn read_value<'de, A: MapAccess<'de>>(
        &mut self,
        index: usize,
        map: &mut A,
    ) -> Result<(), A::Error>;
}

/// The visitor of a [`fields_struct!`] struct `T`: reads it from a JSON object, as a struct
/// or as a struct variant ([`struct_variant`]).
#[derive(Debug)]
pub struct FieldsVisitor<T>(pub std::marker::PhantomData<T>);

impl<'de, T: Fields> Visitor<'de> for FieldsVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(T::EXPECTING)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<T, A::Error> {
        let mut fields = T::default();
        loop {
            let found = if T::DENY_UNKNOWN {
                next_known_field(&mut map, T::NAMES)?
            } else {
                next_field(&mut map, T::NAMES)?
            };
            match found {
                None => return Ok(fields),
                Some(None) => {}
                Some(Some(index)) => fields.read_value(index, &mut map)?,
            }
        }
    }
}

/// Reads the fields struct `T` ([`fields_struct!`]) of a struct variant, as serde's derived
/// reader reads the variant (`{"md5": {...}}`; a bare `"md5"` is its `invalid type: unit
/// variant, expected struct variant` error).
///
/// # Errors
///
/// The format's and the fields' errors.
pub fn struct_variant<'de, T, V>(variant: V) -> Result<T, V::Error>
where
    V: VariantAccess<'de>,
    T: Fields,
{
    variant.struct_variant(&[], FieldsVisitor(std::marker::PhantomData))
}

/// Reads an externally tagged enum's variant name (or index) as its index in `variants`,
/// for a hand-written `visit_enum`; serde's `unknown variant` error otherwise.
///
/// # Errors
///
/// The format's errors, or `unknown variant`.
pub fn variant_of<'de, A: EnumAccess<'de>>(
    data: A,
    variants: &'static [&'static str],
) -> Result<(usize, A::Variant), A::Error> {
    data.variant_seed(VariantIndex(variants))
}

/// Declares a struct of [`Given`] fields and its reader: a JSON object only (no derived
/// array form), unknown keys skipped (or, after `deny_unknown`, serde's `unknown field`
/// error), a repeated key serde's `duplicate field` error.
///
/// # Examples
///
/// ```ignore
/// fields_struct!(Fields, "internally tagged enum Arrival", { kind: Tag, name: String });
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! __fields_struct {
    ($name:ident, $expecting:literal, deny_unknown, { $($field:ident : $ty:ty),+ $(,)? }) => {
        $crate::tagged::fields_struct!(@ $name, $expecting, true, { $($field: $ty),+ });
    };
    ($name:ident, $expecting:literal, { $($field:ident : $ty:ty),+ $(,)? }) => {
        $crate::tagged::fields_struct!(@ $name, $expecting, false, { $($field: $ty),+ });
    };
    (@ $name:ident, $expecting:literal, $deny:literal, { $($field:ident : $ty:ty),+ }) => {
        #[derive(Default)]
        struct $name {
            $($field: $crate::tagged::Given<$ty>,)+
        }

        impl $crate::tagged::Fields for $name {
            const EXPECTING: &'static str = $expecting;
            const NAMES: &'static [&'static str] = &[$(stringify!($field)),+];
            const DENY_UNKNOWN: bool = $deny;

            fn read_value<'de, A: serde::de::MapAccess<'de>>(
                &mut self,
                index: usize,
                map: &mut A,
            ) -> Result<(), A::Error> {
                let mut at = 0;
                $(
                    if index == at {
                        if self.$field.0.is_some() {
                            return Err(<A::Error as serde::de::Error>::duplicate_field(stringify!($field)));
                        }
                        self.$field = map.next_value()?;
                    }
                    at += 1;
                )+
                debug_assert_eq!(at, Self::NAMES.len());
                Ok(())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_map($crate::tagged::FieldsVisitor::<$name>(std::marker::PhantomData))
            }
        }
    };
}
pub use __fields_struct as fields_struct;

/// The value of a field the variant needs, or serde's `missing field` error.
///
/// # Examples
///
/// ```ignore
/// let len: usize = required::<_, serde_json::Error>(Given(Some(4)), "len")?;
/// ```
pub fn required<T, E: Error>(value: Given<T>, field: &'static str) -> Result<T, E> {
    value.0.ok_or_else(|| E::missing_field(field))
}

/// Finds the variant named `tag` (`field` is the tag's field name) among `variants`: its index,
/// serde's `missing field` error when there is no tag, or its `unknown variant` error.
///
/// # Examples
///
/// ```ignore
/// let tag = Given(Some(Tag("hex".into())));
/// let i = variant::<serde_json::Error>(tag, "kind", &["sequence", "hex"])?;
/// assert_eq!(i, 1);
/// ```
pub fn variant<E: Error>(
    tag: Given<Tag>,
    field: &'static str,
    variants: &'static [&'static str],
) -> Result<usize, E> {
    let Tag(tag) = required(tag, field)?;
    let tag = tag.as_str();
    variants
        .iter()
        .position(|v| *v == tag)
        .ok_or_else(|| E::unknown_variant(tag, variants))
}

/// Reads a unit variant of the enum `name` as serde's derived reader does (`"left"`, or
/// `{"left": null}` in JSON; the variant's index in a binary format) and returns its index in
/// `variants`. One copy serves every unit-only enum.
///
/// # Errors
///
/// serde's errors: `unknown variant `x`, expected `left` or `right``, `invalid type: integer
/// `5`, expected enum PadSide`, ...
///
/// # Examples
///
/// ```ignore
/// let mut de = serde_json::Deserializer::from_str(r#""right""#);
/// assert_eq!(unit_variant(&mut de, "PadSide", &["left", "right"]).unwrap(), 1);
/// ```
pub fn unit_variant<'de, D: Deserializer<'de>>(
    deserializer: D,
    name: &'static str,
    variants: &'static [&'static str],
) -> Result<usize, D::Error> {
    deserializer.deserialize_enum(name, variants, UnitVisitor { name, variants })
}

/// The visitor of [`unit_variant`].
struct UnitVisitor {
    name: &'static str,
    variants: &'static [&'static str],
}

impl<'de> Visitor<'de> for UnitVisitor {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "enum {}", self.name)
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<usize, A::Error> {
        let (index, variant) = data.variant_seed(VariantIndex(self.variants))?;
        variant.unit_variant()?;
        Ok(index)
    }
}

/// Reads a variant's name (or index) as its index in the list.
struct VariantIndex(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for VariantIndex {
    type Value = usize;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<usize, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl Visitor<'_> for VariantIndex {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_u64<E: Error>(self, v: u64) -> Result<usize, E> {
        usize::try_from(v)
            .ok()
            .filter(|&i| i < self.0.len())
            .ok_or_else(|| {
                E::invalid_value(
                    Unexpected::Unsigned(v),
                    &format!("variant index 0 <= i < {}", self.0.len()).as_str(),
                )
            })
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|name| *name == v)
            .ok_or_else(|| E::unknown_variant(v, self.0))
    }
}

/// Implements `Deserialize` for a unit-only enum through [`unit_variant`]: the enum, then each
/// variant with its name in the JSON (as its derived `Serialize` writes it).
///
/// # Examples
///
/// ```ignore
/// unit_enum_deserialize!(PadSide { Left = "left", Right = "right" });
/// ```
#[doc(hidden)]
#[macro_export]
macro_rules! __unit_enum_deserialize {
    ($ty:ident { $($variant:ident = $name:literal),+ $(,)? }) => {
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                const VARIANTS: &[$ty] = &[$($ty::$variant),+];
                const NAMES: &[&str] = &[$($name),+];
                $crate::tagged::unit_variant(deserializer, stringify!($ty), NAMES)
                    .map(|index| VARIANTS[index])
            }
        }
    };
}
pub use __unit_enum_deserialize as unit_enum_deserialize;

/// Test helper: serde's derived reader `A` and the hand-written `B` read `json` alike: the same
/// value (their `Debug`, after `renames` in `A`'s), or the same error message (the position may
/// differ); the array form is only required to fail.
#[cfg(any(test, feature = "test-support"))]
pub fn assert_reads_alike<A, B>(json: &str, renames: &[(&str, &str)])
where
    A: serde::de::DeserializeOwned + fmt::Debug,
    B: serde::de::DeserializeOwned + fmt::Debug,
{
    let rename = |mut text: String| {
        for (from, to) in renames {
            text = text.replace(from, to);
        }
        text
    };
    let want = serde_json::from_str::<A>(json)
        .map(|a| rename(format!("{a:?}")))
        .map_err(|e| rename(e.to_string()));
    let got = serde_json::from_str::<B>(json)
        .map(|b| format!("{b:?}"))
        .map_err(|e| e.to_string());
    match (&want, &got) {
        (_, Err(_)) if json.trim_start().starts_with('[') => {}
        (Err(w), Err(g)) => assert_eq!(
            w.split(" at line").next(),
            g.split(" at line").next(),
            "{json}"
        ),
        _ => assert_eq!(want, got, "{json}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_serdes() {
        let e = required::<u8, serde_json::Error>(Given(None), "len").unwrap_err();
        assert_eq!(e.to_string(), "missing field `len`");
        let e =
            variant::<serde_json::Error>(Given(Some(Tag("x".into()))), "kind", &["a", "b", "c"])
                .unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown variant `x`, expected one of `a`, `b`, `c`"
        );
        assert_eq!(
            variant::<serde_json::Error>(Given(Some(Tag("b".into()))), "kind", &["a", "b"])
                .unwrap(),
            1
        );
    }

    #[derive(serde::Deserialize, serde::Serialize, Clone, Copy, Debug, PartialEq)]
    #[serde(rename_all = "snake_case")]
    enum Derived {
        Left,
        RightSide,
    }

    #[derive(serde::Serialize, Clone, Copy, Debug, PartialEq)]
    #[serde(rename_all = "snake_case")]
    enum Side {
        Left,
        RightSide,
    }
    unit_enum_deserialize!(Side { Left = "left", RightSide = "right_side" });

    #[test]
    fn unit_enums_read_as_serdes_derived_reader_did() {
        for json in [
            r#""left""#,
            r#""right_side""#,
            r#"{"right_side":null}"#,
            r#"{"left":1}"#,
            r#"{"left":null,"x":1}"#,
            r#""Left""#,
            r#"5"#,
            r#"null"#,
            r#"["left"]"#,
            r#"{}"#,
        ] {
            let want = serde_json::from_str::<Derived>(json)
                .map(|d| format!("{d:?}"))
                .map_err(|e| e.to_string().replace("Derived", "Side"));
            let got = serde_json::from_str::<Side>(json)
                .map(|d| format!("{d:?}"))
                .map_err(|e| e.to_string());
            assert_eq!(want, got, "{json}");
        }
        // Binary formats name the variant by its index.
        for bytes in [[0u8], [1], [2], [200]] {
            let want = postcard::from_bytes::<Derived>(&bytes).map(|d| format!("{d:?}"));
            let got = postcard::from_bytes::<Side>(&bytes).map(|d| format!("{d:?}"));
            assert_eq!(want, got, "{bytes:?}");
        }
        let bytes = postcard::to_allocvec(&Side::RightSide).unwrap();
        assert_eq!(
            postcard::from_bytes::<Side>(&bytes).unwrap(),
            Side::RightSide
        );
    }
}
