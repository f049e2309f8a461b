//! Typed key encodings in a recipe: a field written by a store's own key encoding (an
//! Apache Phoenix primary-key column, an HBase `OrderedBytes` struct field, a Bigtable
//! `OrderedCodeBytes` struct field), with the bytes that store writes between fields.
//!
//! The value bytes come from `rowkey-encodings`; this module adds what depends on the other
//! fields of the key: which separator follows a field, and which trailing empty fields are
//! left out. An empty text is a null value (as Phoenix reads `''`).
//!
//! | store | between fields | trailing nulls |
//! |---|---|---|
//! | Phoenix | `\x00` after a variable-length ASC value or a null, `\xFF` after a variable-length DESC value (also when last) | dropped with their separators |
//! | HBase `Struct` | nothing (every field ends itself); a null is `OrderedBytes.encodeNull` | dropped |
//! | Bigtable `OrderedCodeBytes` | `\x00\x01`; `\x00` inside a field is `\x00\xFF`, an empty field `\x00\x00` | dropped (all empty: `\x00\x00`) |
//!
//! The encodings are in this build with the `typed-keys` feature (the CLI's, the tests').
//! Without it (the page's: they do not fit its download budget) [`TypedEncoding`] and
//! [`TypedError`] have no values: a design that names one does not read, and everything
//! that would write or plan one is left out of the build.

#[cfg(not(feature = "typed-keys"))]
mod off;
#[cfg(feature = "typed-keys")]
mod on;

#[cfg(not(feature = "typed-keys"))]
pub use off::*;
#[cfg(feature = "typed-keys")]
pub use on::*;

/// The stores whose typed key encodings a recipe can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Store {
    /// Apache Phoenix primary keys.
    Phoenix,
    /// HBase `OrderedBytes` structs.
    OrderedBytes,
    /// Bigtable `OrderedCodeBytes` structured row keys.
    Bigtable,
}
