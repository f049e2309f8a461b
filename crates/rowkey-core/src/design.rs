//! A saved design: the key recipe, the region splits and the queries, in a versioned serde
//! format that the app and the `rowkey` command line both read and write.
//!
//! Splits are stored as an explicit list of split keys in `toBytesBinary` form
//! ([`crate::display::to_bytes_binary`]), tagged by `kind` so that richer split specs
//! (hex-string, decimal-string, uniform) can be added without breaking saved files.
//!
//! # Loading a file from a newer version
//!
//! Read the `version` first with [`VersionProbe`] (it ignores every other field) and call
//! [`Design::check_version`]: a file saved by a newer app then fails with
//! [`DesignError::FutureVersion`] instead of an unknown-field error. Deserializing a
//! [`Design`] checks the version too.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::design::{Design, VersionProbe};
//! use rowkey_core::plan::{Predicate, Query};
//! use rowkey_core::spec::{KeyPart, KeySpec};
//!
//! let design = Design::new(KeySpec::new(vec![KeyPart::column(1, "uid")]))
//!     .with_splits(&["3", "6"])
//!     .with_query(Query::new("by uid").with(Predicate::eq("uid", "111")));
//! let json = serde_json::to_string(&design).unwrap();
//! assert!(json.contains(r#""splits":{"kind":"explicit","splits":["3","6"]}"#));
//! let back: Design = serde_json::from_str(&json).unwrap();
//! assert_eq!(back, design);
//!
//! let future = r#"{"version": 9, "recipe": {"something": "new"}}"#;
//! let probe: VersionProbe = serde_json::from_str(future).unwrap();
//! let err = Design::check_version(probe.version).unwrap_err();
//! assert_eq!(err.to_string(), "this design was saved in format 9 by a newer version of the app; this version reads formats up to 1");
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::display::{to_bytes_binary, to_string_binary};
use crate::key::RowKey;
use crate::plan::Query;
use crate::spec::KeySpec;

/// The design format version this code writes and reads.
pub const DESIGN_FORMAT_VERSION: u32 = 1;

fn default_table() -> String {
    "t".to_owned()
}

fn default_family() -> String {
    "cf".to_owned()
}

/// A saved design.
///
/// # Examples
///
/// ```
/// use rowkey_core::design::Design;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let d = Design::new(KeySpec::new(vec![KeyPart::column(1, "uid")]));
/// assert_eq!((d.table.as_str(), d.family.as_str()), ("t", "cf"));
/// assert!(d.split_keys().unwrap().is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawDesign")]
pub struct Design {
    /// The format version ([`DESIGN_FORMAT_VERSION`] for designs built by this code).
    pub version: u32,
    /// The HBase table name used in generated commands.
    pub table: String,
    /// The column family used in generated filters (each sample column is assumed to be
    /// stored as a cell `family:column` holding its text).
    pub family: String,
    /// The key recipe.
    pub recipe: KeySpec,
    /// The region split keys.
    pub splits: SplitsInDesign,
    /// The queries to plan.
    pub queries: Vec<Query>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDesign {
    version: u32,
    #[serde(default = "default_table")]
    table: String,
    #[serde(default = "default_family")]
    family: String,
    recipe: KeySpec,
    #[serde(default)]
    splits: SplitsInDesign,
    #[serde(default)]
    queries: Vec<Query>,
}

impl TryFrom<RawDesign> for Design {
    type Error = DesignError;

    fn try_from(raw: RawDesign) -> Result<Self, DesignError> {
        Self::check_version(raw.version)?;
        let design = Self {
            version: raw.version,
            table: raw.table,
            family: raw.family,
            recipe: raw.recipe,
            splits: raw.splits,
            queries: raw.queries,
        };
        design.split_keys()?;
        Ok(design)
    }
}

/// Only the `version` of a saved design, every other field ignored.
///
/// # Examples
///
/// ```
/// use rowkey_core::design::VersionProbe;
/// let p: VersionProbe = serde_json::from_str(r#"{"version":1,"anything":[1,2]}"#).unwrap();
/// assert_eq!(p.version, 1);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct VersionProbe {
    /// The format version in the file.
    pub version: u32,
}

impl Design {
    /// A design of the current version with this recipe, table `t`, family `cf`, one region
    /// and no query.
    #[must_use]
    pub fn new(recipe: KeySpec) -> Self {
        Self {
            version: DESIGN_FORMAT_VERSION,
            table: default_table(),
            family: default_family(),
            recipe,
            splits: SplitsInDesign::default(),
            queries: Vec::new(),
        }
    }

    /// The same design with explicit split keys (in `toBytesBinary` form).
    #[must_use]
    pub fn with_splits(mut self, splits: &[&str]) -> Self {
        self.splits = SplitsInDesign::Explicit {
            splits: splits.iter().map(|s| (*s).to_owned()).collect(),
        };
        self
    }

    /// The same design with one more query.
    #[must_use]
    pub fn with_query(mut self, query: Query) -> Self {
        self.queries.push(query);
        self
    }

    /// Checks that a file's format version can be read by this code.
    ///
    /// # Errors
    ///
    /// [`DesignError::FutureVersion`] for a newer format, [`DesignError::UnknownVersion`]
    /// for 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::design::Design;
    /// assert!(Design::check_version(1).is_ok());
    /// assert!(Design::check_version(0).is_err());
    /// ```
    pub fn check_version(found: u32) -> Result<(), DesignError> {
        if found > DESIGN_FORMAT_VERSION {
            Err(DesignError::FutureVersion {
                found,
                supported: DESIGN_FORMAT_VERSION,
            })
        } else if found == 0 {
            Err(DesignError::UnknownVersion { found })
        } else {
            Ok(())
        }
    }

    /// The split keys, sorted (regions `['', s1) … [sk, '')`).
    ///
    /// # Errors
    ///
    /// A [`DesignError`] for an empty or repeated split key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::design::Design;
    /// use rowkey_core::spec::{KeyPart, KeySpec};
    /// let d = Design::new(KeySpec::new(vec![KeyPart::column(1, "a")])).with_splits(&["b", "\\x00a"]);
    /// let keys = d.split_keys().unwrap();
    /// assert_eq!(keys[0].as_bytes(), b"\x00a");
    /// assert_eq!(keys[1].as_bytes(), b"b");
    /// ```
    pub fn split_keys(&self) -> Result<Vec<RowKey>, DesignError> {
        self.splits.split_keys()
    }
}

/// Region split keys as saved in a design.
///
/// # Examples
///
/// ```
/// use rowkey_core::design::SplitsInDesign;
/// let s: SplitsInDesign = serde_json::from_str(r#"{"kind":"explicit","splits":["30000"]}"#).unwrap();
/// assert_eq!(s.split_keys().unwrap().len(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum SplitsInDesign {
    /// Split keys written in `toBytesBinary` form (`\xHH` with uppercase hex), as the
    /// shell's `SPLITS => [...]` reads them.
    Explicit {
        /// The split keys.
        splits: Vec<String>,
    },
}

impl Default for SplitsInDesign {
    fn default() -> Self {
        Self::Explicit { splits: Vec::new() }
    }
}

impl SplitsInDesign {
    /// The split keys as bytes, sorted.
    ///
    /// # Errors
    ///
    /// [`DesignError::EmptySplit`] or [`DesignError::DuplicateSplit`].
    pub fn split_keys(&self) -> Result<Vec<RowKey>, DesignError> {
        match self {
            Self::Explicit { splits } => {
                let mut keys = Vec::with_capacity(splits.len());
                for (i, s) in splits.iter().enumerate() {
                    let bytes = to_bytes_binary(s);
                    if bytes.is_empty() {
                        return Err(DesignError::EmptySplit { index: i + 1 });
                    }
                    keys.push(RowKey::new(bytes));
                }
                keys.sort();
                for w in keys.windows(2) {
                    if let [a, b] = w {
                        if a == b {
                            return Err(DesignError::DuplicateSplit {
                                split: to_string_binary(a.as_bytes()),
                            });
                        }
                    }
                }
                Ok(keys)
            }
        }
    }
}

/// A problem with a saved design.
///
/// # Examples
///
/// ```
/// use rowkey_core::design::{Design, DesignError};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let d = Design::new(KeySpec::new(vec![KeyPart::column(1, "a")])).with_splits(&["x", ""]);
/// assert_eq!(d.split_keys().unwrap_err(), DesignError::EmptySplit { index: 2 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DesignError {
    /// Saved by a newer version of the app.
    FutureVersion {
        /// The version in the file.
        found: u32,
        /// The newest version this code reads.
        supported: u32,
    },
    /// A version that never existed.
    UnknownVersion {
        /// The version in the file.
        found: u32,
    },
    /// A split key with no bytes.
    EmptySplit {
        /// Its position in the list, from 1.
        index: usize,
    },
    /// The same split key twice.
    DuplicateSplit {
        /// The key, as `toStringBinary` text.
        split: String,
    },
}

impl fmt::Display for DesignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::FutureVersion { found, supported } => write!(
                f,
                "this design was saved in format {found} by a newer version of the app; this version reads formats up to {supported}"
            ),
            Self::UnknownVersion { found } => write!(
                f,
                "design format version {found} does not exist (versions start at 1)"
            ),
            Self::EmptySplit { index } => {
                write!(
                    f,
                    "split key {index} is empty; HBase rejects empty split keys"
                )
            }
            Self::DuplicateSplit { split } => {
                write!(
                    f,
                    "split key \"{split}\" is given twice; HBase rejects repeated split keys"
                )
            }
        }
    }
}

impl std::error::Error for DesignError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_splits_are_rejected_on_load() {
        let json = r#"{"version":1,"recipe":{"version":1,"parts":[]},"splits":{"kind":"explicit","splits":["a","a"]}}"#;
        let err = serde_json::from_str::<Design>(json)
            .unwrap_err()
            .to_string();
        assert!(err.contains("given twice"), "{err}");
        let json = r#"{"version":2,"recipe":{"version":1,"parts":[]}}"#;
        let err = serde_json::from_str::<Design>(json)
            .unwrap_err()
            .to_string();
        assert!(err.contains("newer version"), "{err}");
    }
}
