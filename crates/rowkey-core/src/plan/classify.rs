//! Plan classes and their one-sentence reasons.

use std::fmt;

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
            Self::FullScan => f.write_str("FULL SCAN"),
        }
    }
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn filtered(residual: &[Predicate]) -> String {
    if residual.is_empty() {
        String::new()
    } else {
        let preds: Vec<String> = residual.iter().map(ToString::to_string).collect();
        format!("; a server-side filter checks {}", preds.join(" AND "))
    }
}

/// The one-sentence reason for a plan.
pub(crate) fn describe(
    kind: &PlanKind,
    walk: &Walk,
    residual: &[Predicate],
    ranges: &[ScanRange],
) -> String {
    let fixed = list(&walk.fixed);
    let filter = filtered(residual);
    let stopped = walk
        .stopped_at
        .as_ref()
        .map_or_else(String::new, |(n, _)| n.clone());
    match kind {
        PlanKind::Empty => format!(
            "No row can match ({}), so nothing is read.",
            walk.impossible.as_deref().unwrap_or("the ranges are empty")
        ),
        PlanKind::Get { keys } => match (&walk.fanout, keys) {
            (Some((salt, n)), _) => format!(
                "Every part of the key is fixed except the {salt}, which the predicates cannot tell, so the key is read once in each of the {n} buckets{filter}."
            ),
            (None, 1) => format!(
                "Every part of the key is fixed by the predicates, so the row key is known and read directly{filter}."
            ),
            (None, k) => format!(
                "Every part of the key is fixed, by IN lists on {}, to {k} possible keys, each read directly{filter}.",
                list(&walk.multi)
            ),
        },
        PlanKind::FullScan => {
            let lead = if stopped.is_empty() {
                "the key".to_owned()
            } else {
                stopped
            };
            match &walk.fanout {
                Some((salt, n)) => format!(
                    "Nothing fixes {lead} after the {salt}, so all {n} buckets are read in full{filter}."
                ),
                None => format!(
                    "Nothing fixes the leading part ({lead}), so every row is read{filter}."
                ),
            }
        }
        PlanKind::PrefixScan => {
            let mut what = walk.fixed.clone();
            if let Some(p) = &walk.prefix_of {
                what.push(format!("the start of {p}"));
            }
            format!(
                "The predicates fix {} at the start of the key, so only keys with that prefix are read{filter}.",
                list(&what)
            )
        }
        PlanKind::RangeScan
            if !walk.multi.is_empty() && walk.stopped_at.as_ref().is_none_or(|(_, r)| !r) =>
        {
            format!(
                "The IN lists on {} give adjacent key ranges, merged into one range{filter}.",
                list(&walk.multi)
            )
        }
        PlanKind::RangeScan => {
            let lead = if fixed.is_empty() {
                String::new()
            } else {
                format!("The predicates fix {fixed}, then ")
            };
            let what = if lead.is_empty() {
                format!("{stopped} leads the key and has a range")
            } else {
                format!("{stopped} has a range")
            };
            let swapped = if walk.swapped {
                ", with its bounds swapped because it is stored reversed"
            } else {
                ""
            };
            let sentence = format!(
                "{lead}{what} whose encoding keeps order, so one key range is read{swapped}{filter}."
            );
            capitalize(&sentence)
        }
        PlanKind::SkipScan { ranges: k } => {
            let why = if walk.multi.is_empty() {
                format!("the range on {stopped} splits into {k} key ranges")
            } else {
                format!(
                    "the IN lists on {} give {k} separate key ranges",
                    list(&walk.multi)
                )
            };
            capitalize(&format!("{why}, read in one skip scan{filter}."))
        }
        PlanKind::BucketScan { buckets } => {
            let salt = walk.fanout.as_ref().map_or("salt", |(s, _)| s.as_str());
            let inside = if fixed.is_empty() {
                String::new()
            } else {
                format!(" for the fixed {fixed}")
            };
            let shape = if ranges.len() == *buckets as usize {
                "one range per bucket".to_owned()
            } else {
                format!("{} ranges in all", ranges.len())
            };
            format!(
                "The predicates do not determine the {salt}, so each of its {buckets} buckets is scanned{inside} ({shape}){filter}."
            )
        }
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}
