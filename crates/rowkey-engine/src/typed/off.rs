//! A build without typed key encodings (no `typed-keys` feature): the page's, whose
//! download budget they do not fit. [`TypedEncoding`] and [`TypedError`] have no values, so
//! every function here is a match on nothing, which the compiler removes with every branch
//! that would call it; a design that names a typed encoding does not read (serde's
//! "unknown variant `typed`").

use std::fmt;

use rowkey_encodings::Order;
use rowkey_encodings::phoenix::PhoenixType;
use serde::{Serialize, Serializer};

use super::Store;

/// A field written by a store's typed encoding: none in this build.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TypedEncoding {}

/// A store's refusal of a typed value: none in this build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedError {}

impl fmt::Display for TypedError {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

impl Serialize for TypedEncoding {
    fn serialize<S: Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
        match *self {}
    }
}

/// What a typed field writes in one key: none in this build.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldBytes {
    /// The value's bytes.
    pub value: Vec<u8>,
    /// The separator after them.
    pub separator: Vec<u8>,
}

#[allow(clippy::unused_self, clippy::trivially_copy_pass_by_ref)] // The same API as with the feature.
impl TypedEncoding {
    /// See the `typed-keys` build.
    pub fn value_bytes(&self, _: &str) -> Result<Vec<u8>, TypedError> {
        match *self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn ascending(self) -> Self {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn order(self) -> Order {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn fixed_width(self) -> Option<usize> {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn declared_width(self) -> Option<u16> {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn self_delimiting(self) -> bool {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn store(self) -> Store {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn phoenix_column(self) -> Option<(PhoenixType, Order)> {
        match self {}
    }
    /// No type of any store: none is in this build.
    #[must_use]
    pub fn types_of(_: Store, _: Order) -> Vec<Self> {
        Vec::new()
    }
    pub(crate) fn null_key_error(self) -> TypedError {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn empty_is_null(self) -> bool {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn delimits_itself(self) -> bool {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn explain_value(self, _: &[u8], _: Option<&str>) -> String {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn is_numeric(self) -> bool {
        match self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn type_name(self) -> String {
        match self {}
    }
}

/// See the `typed-keys` build.
///
/// # Errors
///
/// None: there is no typed encoding in this build.
pub fn field_bytes(
    encoding: TypedEncoding,
    _: &str,
    _: bool,
) -> Result<Option<FieldBytes>, TypedError> {
    match encoding {}
}

/// See the `typed-keys` build.
#[must_use]
pub fn separator_after_value(encoding: TypedEncoding, _: bool) -> Vec<u8> {
    match encoding {}
}

/// A typed value in a query's bound: none in this build.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum TypedValue {}

#[allow(clippy::unused_self)] // The same API as with the feature.
impl TypedValue {
    /// See the `typed-keys` build.
    #[must_use]
    pub fn new(encoding: TypedEncoding, _: Vec<u8>, _: &str) -> Self {
        match encoding {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn bytes(&self) -> &[u8] {
        match *self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn step(&self, _: bool) -> Option<Self> {
        match *self {}
    }
    /// See the `typed-keys` build.
    #[must_use]
    pub fn explain(&self) -> String {
        match *self {}
    }
}
