//! Plan classes and their one-sentence reasons.

use std::fmt;

/// A plan's class.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::PlanKind;
/// assert_eq!(PlanKind::SkipScan { ranges: 3 }.to_string(), "SKIP SCAN over 3 ranges");
/// assert_eq!(PlanKind::BucketScan { buckets: 4 }.to_string(), "4-WAY bucket scan");
/// assert_eq!(PlanKind::Get { keys: 1 }.to_string(), "GET");
/// assert_eq!(PlanKind::LimitScan { rows: 10 }.to_string(), "LIMIT SCAN");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlanKind {
    /// No row can match: nothing is read.
    Empty,
    /// Every part is fixed: the keys are read directly.
    Get {
        /// Number of keys.
        keys: usize,
    },
    /// One range that is exactly a prefix.
    PrefixScan,
    /// One range between two keys.
    RangeScan,
    /// Several ranges (IN lists, split ranges), read as one skip scan.
    SkipScan {
        /// Number of ranges.
        ranges: usize,
    },
    /// One range per salt or hash bucket.
    BucketScan {
        /// Number of buckets.
        buckets: u32,
    },
    /// Nothing narrows the key, but its order serves "latest N": each scan stops after its
    /// first (or, reversed, last) `rows` rows.
    LimitScan {
        /// The row limit of each scan.
        rows: u32,
    },
    /// Every row is read.
    FullScan,
}

impl PlanKind {
    /// A stable machine name (`get`, `prefix_scan`, ...).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::PlanKind;
    /// assert_eq!(PlanKind::FullScan.code(), "full_scan");
    /// assert_eq!(PlanKind::LimitScan { rows: 10 }.code(), "limit_scan");
    /// ```
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Self::Empty => "empty",
            Self::Get { .. } => "get",
            Self::PrefixScan => "prefix_scan",
            Self::RangeScan => "range_scan",
            Self::SkipScan { .. } => "skip_scan",
            Self::BucketScan { .. } => "bucket_scan",
            Self::LimitScan { .. } => "limit_scan",
            Self::FullScan => "full_scan",
        }
    }
}

impl fmt::Display for PlanKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("EMPTY"),
            Self::Get { keys: 1 } => f.write_str("GET"),
            Self::Get { keys } => write!(f, "GET of {keys} keys"),
            Self::PrefixScan => f.write_str("PREFIX SCAN"),
            Self::RangeScan => f.write_str("RANGE SCAN"),
            Self::SkipScan { ranges } => write!(f, "SKIP SCAN over {ranges} ranges"),
            Self::BucketScan { buckets } => write!(f, "{buckets}-WAY bucket scan"),
            Self::LimitScan { .. } => f.write_str("LIMIT SCAN"),
            Self::FullScan => f.write_str("FULL SCAN"),
        }
    }
}
