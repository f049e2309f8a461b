//! Small helpers for the hand-written readers of the internally tagged enums of the persisted
//! design ([`ColumnGenerator`](crate::generate::ColumnGenerator),
//! [`SplitSpec`](crate::split::SplitSpec), [`Predicate`](crate::plan::Predicate)).
//!
//! serde's derived reader for `#[serde(tag = "...")]` and `#[serde(flatten)]` first buffers the
//! whole object into a generic tree and then reads every variant from that tree: a lot of wasm
//! code. These enums are read instead through a plain struct holding every field of every
//! variant as an `Option` (one pass over the JSON object), and the variant is then picked by
//! its tag. The errors are serde's own: `missing field `len``, `unknown variant `x`, expected
//! one of ...`, with the JSON position added by `serde_json`. The written form (their derived
//! `Serialize`) is unchanged.
//!
//! One difference remains: a field that belongs to another variant must still have that
//! variant's type (serde's reader skipped it), e.g. `"start": "x"` next to `"kind": "hex"`. The
//! app never writes such fields.

use std::fmt;

use serde::de::{Deserialize, Deserializer, Error, Visitor};

/// A variant's tag (the text of `"kind"` or `"op"`), read as serde reads a variant name (so a
/// tag of the wrong type gets serde's error: `expected variant identifier`).
#[derive(Debug)]
pub(crate) struct Tag(pub(crate) String);

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

/// A field that may be absent (then `Given(None)`, with `#[serde(default)]`); unlike an
/// `Option`, a `null` is read as a `T` (an error unless `T` is itself an `Option`), as serde's
/// reader did.
#[derive(Debug)]
pub(crate) struct Given<T>(pub(crate) Option<T>);

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

/// The value of a field the variant needs, or serde's `missing field` error.
///
/// # Examples
///
/// ```ignore
/// let len: usize = required::<_, serde_json::Error>(Given(Some(4)), "len")?;
/// ```
pub(crate) fn required<T, E: Error>(value: Given<T>, field: &'static str) -> Result<T, E> {
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
pub(crate) fn variant<E: Error>(
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
}
