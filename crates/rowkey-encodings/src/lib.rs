//! Typed row-key encodings, byte for byte as the stores that define them write them.
//!
//! - [`phoenix`]: an Apache Phoenix primary key (`PDataType` codecs, separators, DESC
//!   inversion, `DECIMAL`, the salt byte).
//! - [`ordered_bytes`]: HBase's `org.apache.hadoop.hbase.util.OrderedBytes` and `Struct`.
//! - [`ordered_code`]: Google's `orderedcode` (the building block of Bigtable's
//!   `OrderedCodeBytes`).
//! - [`bigtable`]: Bigtable structured row keys (`google.bigtable.admin.v2.Type.Struct`
//!   encodings) and the row key schema definition file.
//!
//! This crate sits at the bottom of the engine, next to `rowkey-kernels`: it depends on none
//! of ours, returns bytes and typed errors carrying values and positions, and has no words in
//! any language.

pub mod bigtable;
pub mod ordered_bytes;
pub mod ordered_code;
pub mod phoenix;

/// The order a value sorts in: ascending, or descending (each store's own inversion).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Order {
    /// Ascending: the encoded bytes sort as the values do.
    #[default]
    Asc,
    /// Descending: the encoded bytes sort in the reverse order of the values.
    Desc,
}
