//! Plan classes and their one-sentence reasons.

use std::fmt;

use crate::i18n::Localized;
use crate::i18n::messages::Messages;

use super::planner::Walk;
use super::query::Predicate;
use super::ranges::ScanRange;

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
#[non_exhaustive]
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

fn names(m: &dyn Messages, names: &[Localized]) -> String {
    let names: Vec<String> = names.iter().map(|n| n.get(m.lang()).to_owned()).collect();
    m.and_list(&names)
}

fn filtered(m: &dyn Messages, residual: &[Predicate]) -> String {
    let preds: Vec<String> = residual.iter().map(ToString::to_string).collect();
    m.reason_filter(&preds.join(" AND "))
}

/// The one-sentence reason for a plan, in the language of `m`.
pub(crate) fn describe(
    m: &dyn Messages,
    kind: &PlanKind,
    walk: &Walk,
    residual: &[Predicate],
    ranges: &[ScanRange],
) -> String {
    let lang = m.lang();
    let fixed = names(m, &walk.fixed);
    let fixed = (!fixed.is_empty()).then_some(fixed);
    let filter = filtered(m, residual);
    let stopped = walk
        .stopped_at
        .as_ref()
        .map(|(n, _)| n.get(lang))
        .filter(|n| !n.is_empty());
    let salt = walk.fanout.as_ref().map(|(s, n)| (s.get(lang), *n));
    match kind {
        PlanKind::Empty => m.reason_empty(
            &walk
                .impossible
                .as_ref()
                .map_or_else(|| m.impossible_default(), |w| w.get(lang).to_owned()),
        ),
        PlanKind::Get { keys } => match (salt, keys) {
            (Some((salt, n)), _) => m.reason_get_fanout(salt, n, &filter),
            (None, 1) => m.reason_get_one(&filter),
            (None, k) => m.reason_get_many(&names(m, &walk.multi), *k, &filter),
        },
        PlanKind::LimitScan { rows } => m.reason_limit(*rows, walk.reversed_latest, salt),
        PlanKind::FullScan => match salt {
            Some((salt, n)) => m.reason_full_fanout(stopped, salt, n, &filter),
            None => m.reason_full(stopped, &filter),
        },
        PlanKind::PrefixScan => {
            let mut what: Vec<String> = walk.fixed.iter().map(|n| n.get(lang).to_owned()).collect();
            if let Some(p) = &walk.prefix_of {
                what.push(m.start_of(p.get(lang)));
            }
            m.reason_prefix(&m.and_list(&what), &filter)
        }
        PlanKind::RangeScan
            if !walk.multi.is_empty() && walk.stopped_at.as_ref().is_none_or(|(_, r)| !r) =>
        {
            m.reason_in_merged(&names(m, &walk.multi), &filter)
        }
        PlanKind::RangeScan => m.reason_range(
            fixed.as_deref(),
            stopped.unwrap_or_default(),
            walk.swapped,
            &filter,
        ),
        PlanKind::SkipScan { ranges: k } => {
            if walk.multi.is_empty() {
                m.reason_skip_range(stopped.unwrap_or_default(), *k, &filter)
            } else {
                m.reason_skip_in(&names(m, &walk.multi), *k, &filter)
            }
        }
        PlanKind::BucketScan { buckets } => m.reason_bucket(
            salt.map(|(s, _)| s),
            *buckets,
            fixed.as_deref(),
            ranges.len(),
            &filter,
        ),
    }
}
