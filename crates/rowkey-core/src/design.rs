//! A saved design: the key recipe, the region splits and the queries, in a versioned serde
//! format that the app and the `rowkey` command line both read and write.
//!
//! Splits are stored as a [`SplitSpec`] tagged by `kind`: an explicit `SPLITS` list in
//! `toBytesBinary` form, `NUMREGIONS` with a `SPLITALGO`, Phoenix `SALT_BUCKETS`, and so on.
//! A design whose splits are invalid still loads (nothing the user typed is lost); the
//! problem is reported by [`Design::split_keys`].
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

use crate::analysis::{Arrival, SampleSource};
use crate::key::RowKey;
use crate::plan::Query;
use crate::spec::KeySpec;
use crate::split::{SplitError, SplitSpec};

/// The design format version this code writes and reads.
pub const DESIGN_FORMAT_VERSION: u32 = 1;

fn default_table() -> String {
    "t".to_owned()
}

fn no_splits() -> SplitSpec {
    SplitSpec::None
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    /// How the table is pre-split.
    pub splits: SplitSpec,
    /// The queries to plan.
    pub queries: Vec<Query>,
    /// The sample column whose value is each row's column qualifier, for a wide row (seed
    /// 003's first `follows` table keeps one column per followee in the follower's row); `None`
    /// when each sample row is a row of its own. Rows that share a key but not a qualifier are
    /// cells of one row, not duplicates. Left out of the file when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qualifier: Option<String>,
    /// The sample the design was looked at with, when the page exported it (see
    /// [`crate::persist::export_design`]): the generator's settings, or a pasted sample small
    /// enough for a link. Importing a design with one shows that sample; without one, the
    /// current sample stays. Left out of the file when `None` (presets, [`Inputs::design`]).
    ///
    /// [`Inputs::design`]: crate::analysis::Inputs::design
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sample: Option<SampleSource>,
    /// The order the rows of `sample` are written in (for the write hotspot and the heatmap);
    /// saved with the sample, as it names one of its columns. Left out of the file when `None`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arrival: Option<Arrival>,
}

/// A design's fields before its version is checked; read with `fields_struct!` (an object
/// only, unknown fields refused, as serde's derived reader did): see `crate::tagged`.
struct RawDesign {
    version: u32,
    table: String,
    family: String,
    recipe: KeySpec,
    splits: SplitSpec,
    queries: Vec<Query>,
    qualifier: Option<String>,
    sample: Option<SampleSource>,
    arrival: Option<Arrival>,
}

crate::tagged::fields_struct!(DesignFields, "struct RawDesign", deny_unknown, {
    version: u32,
    table: String,
    family: String,
    recipe: KeySpec,
    splits: SplitSpec,
    queries: Vec<Query>,
    qualifier: String,
    sample: SampleSource,
    arrival: Arrival,
    // `rowkey check`'s thresholds (`crate::check`), read by the command; a design with them
    // opens everywhere else as it is.
    check: serde::de::IgnoredAny,
});

impl<'de> Deserialize<'de> for RawDesign {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use crate::tagged::required;
        let f = DesignFields::deserialize(deserializer)?;
        Ok(Self {
            version: required(f.version, "version")?,
            table: f.table.0.unwrap_or_else(default_table),
            family: f.family.0.unwrap_or_else(default_family),
            recipe: required(f.recipe, "recipe")?,
            splits: f.splits.0.unwrap_or_else(no_splits),
            queries: f.queries.0.unwrap_or_default(),
            qualifier: f.qualifier.0,
            sample: f.sample.0,
            arrival: f.arrival.0,
        })
    }
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
            qualifier: raw.qualifier,
            sample: raw.sample,
            arrival: raw.arrival,
        };
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
            splits: SplitSpec::None,
            queries: Vec::new(),
            qualifier: None,
            sample: None,
            arrival: None,
        }
    }

    /// The same design with explicit split keys (in `toBytesBinary` form).
    #[must_use]
    pub fn with_splits(mut self, splits: &[&str]) -> Self {
        self.splits = SplitSpec::Explicit {
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
        self.splits
            .resolve()
            .map(|points| points.keys().to_vec())
            .map_err(DesignError::Splits)
    }
}

/// A problem with a saved design.
///
/// # Examples
///
/// ```
/// use rowkey_core::design::{Design, DesignError};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// use rowkey_core::split::SplitError;
/// let d = Design::new(KeySpec::new(vec![KeyPart::column(1, "a")])).with_splits(&["x", ""]);
/// assert!(matches!(d.split_keys(), Err(DesignError::Splits(SplitError::EmptySplitKey { index: 2, .. }))));
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
    /// The pre-split cannot be built (an empty or repeated split key, too few regions, ...).
    Splits(SplitError),
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
            Self::Splits(error) => write!(f, "the design's splits are invalid: {error}"),
        }
    }
}

impl std::error::Error for DesignError {}

impl crate::i18n::Localize for DesignError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::design::DesignError;
    /// let e = DesignError::UnknownVersion { found: 0 }.localized();
    /// assert_eq!(e.zh, "设计格式版本 0 不存在（版本从 1 开始）");
    /// ```
    fn localized(&self) -> crate::i18n::Localized {
        crate::i18n::messages::localize(|m| m.design_error(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_design_with_rowkey_check_thresholds_opens_as_the_same_design() {
        let plain = r#"{"version":1,"table":"t","recipe":{"version":1,"parts":[]}}"#;
        let checked = r#"{"version":1,"table":"t","recipe":{"version":1,"parts":[]},"check":{"max_over_mean":1.5,"lint":"warning"}}"#;
        assert_eq!(
            serde_json::from_str::<Design>(checked).unwrap(),
            serde_json::from_str::<Design>(plain).unwrap()
        );
        // Another unknown field is still refused.
        assert!(
            serde_json::from_str::<Design>(
                r#"{"version":1,"recipe":{"version":1,"parts":[]},"chek":{}}"#
            )
            .is_err()
        );
    }

    #[test]
    fn bad_splits_load_and_are_reported_when_used() {
        let json = r#"{"version":1,"recipe":{"version":1,"parts":[]},"splits":{"kind":"explicit","splits":["a","a"]}}"#;
        let design = serde_json::from_str::<Design>(json).unwrap();
        let err = design.split_keys().unwrap_err().to_string();
        assert!(err.starts_with("the design's splits are invalid"), "{err}");
        let json = r#"{"version":1,"recipe":{"version":1,"parts":[]},"splits":{"kind":"num_regions","algorithm":"hex_string","num_regions":4,"first_row":null,"last_row":null}}"#;
        let design = serde_json::from_str::<Design>(json).unwrap();
        assert_eq!(design.split_keys().unwrap().len(), 3);
        let json = r#"{"version":2,"recipe":{"version":1,"parts":[]}}"#;
        let err = serde_json::from_str::<Design>(json)
            .unwrap_err()
            .to_string();
        assert!(err.contains("newer version"), "{err}");
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // Read through Debug only.
    struct DerivedDesign {
        version: u32,
        #[serde(default = "default_table")]
        table: String,
        #[serde(default = "default_family")]
        family: String,
        recipe: KeySpec,
        #[serde(default = "no_splits")]
        splits: SplitSpec,
        #[serde(default)]
        queries: Vec<Query>,
        #[serde(default)]
        qualifier: Option<String>,
        #[serde(default)]
        sample: Option<SampleSource>,
        #[serde(default)]
        arrival: Option<Arrival>,
        #[serde(default)]
        check: Option<serde::de::IgnoredAny>,
    }

    #[test]
    fn reads_designs_as_serdes_derived_reader_did() {
        let design = serde_json::to_string(&crate::analysis::Inputs::default().design()).unwrap();
        let mut cases = vec![design.clone(), "{}".to_owned(), "[]".to_owned()];
        for field in ["version", "table", "family", "recipe", "splits", "queries"] {
            let mut value: serde_json::Value = serde_json::from_str(&design).unwrap();
            value.as_object_mut().unwrap().remove(field);
            cases.push(value.to_string());
            value[field] = serde_json::Value::Null;
            cases.push(value.to_string());
        }
        cases.push(design.replacen('{', r#"{"colour":"red","#, 1));
        cases.push(design.replacen('{', r#"{"table":"x","#, 1));
        // An exported file, with its sample and arrival order (a duplicate, a bad one).
        let inputs = crate::analysis::Inputs::default();
        let sample = serde_json::to_string(&inputs.sample).unwrap();
        let arrival = serde_json::to_string(&inputs.arrival).unwrap();
        let with = format!(
            r#"{{"sample":{sample},"arrival":{arrival},{}"#,
            &design[1..]
        );
        cases.push(with.clone());
        cases.push(with.replacen('{', r#"{"sample":{"kind":"pasted"},"#, 1));
        cases.push(design.replacen('{', r#"{"arrival":{"kind":"sideways"},"#, 1));
        for json in &cases {
            crate::tagged::assert_reads_alike::<DerivedDesign, Design>(
                json,
                &[("DerivedDesign", "Design"), (", check: None", "")],
            );
        }
    }
}
