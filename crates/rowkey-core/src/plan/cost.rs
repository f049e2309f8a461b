//! A plan's cost on the sample: regions touched, rows scanned against rows returned.

use crate::encode::EncodedSample;
use crate::key::RowKey;
use crate::sample::Sample;
use crate::spec::KeySpec;

use super::bind::{Ordinal, column_kind, row_matches};
use super::planner::{LatestOrder, Plan};
use super::ranges::regions_touched;

/// What one range costs.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::RangeCost;
/// let r = RangeCost { regions: vec![0, 1], rows: 3 };
/// assert_eq!(r.regions.len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RangeCost {
    /// Regions (0-based) the range visits.
    pub regions: Vec<usize>,
    /// Sample rows inside the range.
    pub rows: usize,
}

/// What a plan costs on the sample.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::encode_sample;
/// use rowkey_core::plan::{cost, plan_query, Predicate, Query};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// use rowkey_core::RowKey;
///
/// let sample = parse_csv("uid,phone\n111,123\n111,124\n222,123\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "phone")]);
/// let encoded = encode_sample(&spec, &sample).unwrap();
/// let q = Query::new("by phone").with(Predicate::eq("phone", "123"));
/// let plan = plan_query(&spec, sample.columns(), &q).unwrap();
/// let c = cost(&plan, &spec, &sample, &encoded, &[RowKey::from("2")]);
/// assert_eq!((c.rows_scanned, c.rows_returned), (3, 2));
/// assert_eq!(c.regions, [0, 1]);
/// assert_eq!(c.amplification(), Some(1.5));
/// assert!(c.missed.is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cost {
    /// Per planned range.
    pub ranges: Vec<RangeCost>,
    /// Distinct regions touched.
    pub regions: Vec<usize>,
    /// Rows read (inside the ranges, up to the limit when "latest N" is served in key order).
    pub rows_scanned: usize,
    /// Rows returned (matching every predicate, newest first for "latest N").
    pub rows_returned: usize,
    /// Sample row indices read, in read order.
    pub scanned: Vec<usize>,
    /// Sample row indices returned, in returned order.
    pub returned: Vec<usize>,
    /// Matching rows outside every range: always empty for a sound plan.
    pub missed: Vec<usize>,
}

impl Cost {
    /// Rows scanned per row returned (`None` when nothing is returned).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::Cost;
    /// let c = Cost { ranges: vec![], regions: vec![], rows_scanned: 3, rows_returned: 0, scanned: vec![], returned: vec![], missed: vec![] };
    /// assert_eq!(c.amplification(), None);
    /// ```
    #[must_use]
    pub fn amplification(&self) -> Option<f64> {
        if self.rows_returned == 0 {
            return None;
        }
        let s = u32::try_from(self.rows_scanned).map_or(f64::MAX, f64::from);
        let r = u32::try_from(self.rows_returned).map_or(f64::MAX, f64::from);
        Some(s / r)
    }
}

/// The cost of a plan on the sample (see [`Cost`] for an example). `encoded` must be the sample encoded with `spec`; rows
/// that did not encode are not in the table. `splits` are the sorted region split keys.
#[must_use]
pub fn cost(
    plan: &Plan,
    spec: &KeySpec,
    sample: &Sample,
    encoded: &EncodedSample,
    splits: &[RowKey],
) -> Cost {
    let mut keys: Vec<(&RowKey, usize)> = encoded.keys().map(|(i, k)| (&k.key, i)).collect();
    keys.sort();
    cost_sorted(plan, spec, sample, &keys, splits)
}

/// [`cost`] over keys already in HBase order, each with its sample row (ties by row).
pub(crate) fn cost_sorted(
    plan: &Plan,
    spec: &KeySpec,
    sample: &Sample,
    keys: &[(&RowKey, usize)],
    splits: &[RowKey],
) -> Cost {
    let columns = sample.columns();
    let matches = |row: usize| {
        sample
            .rows()
            .get(row)
            .is_some_and(|r| row_matches(spec, &plan.query, columns, r))
    };
    let mut ranges = Vec::with_capacity(plan.ranges.len());
    let mut regions: Vec<usize> = Vec::new();
    let mut in_ranges: Vec<Vec<usize>> = Vec::with_capacity(plan.ranges.len());
    for r in &plan.ranges {
        let from = keys.partition_point(|(k, _)| **k < r.start);
        let rows: Vec<usize> = keys
            .get(from..)
            .unwrap_or(&[])
            .iter()
            .take_while(|(k, _)| r.contains(k))
            .map(|(_, i)| *i)
            .collect();
        let touched = regions_touched(r, splits);
        regions.extend(&touched);
        ranges.push(RangeCost {
            regions: touched,
            rows: rows.len(),
        });
        in_ranges.push(rows);
    }
    regions.sort_unstable();
    regions.dedup();
    let covered: std::collections::HashSet<usize> = in_ranges.iter().flatten().copied().collect();
    let missed: Vec<usize> = keys
        .iter()
        .map(|(_, i)| *i)
        .filter(|i| !covered.contains(i) && matches(*i))
        .collect();

    let (scanned, returned) = match &plan.latest {
        None => {
            let scanned: Vec<usize> = in_ranges.iter().flatten().copied().collect();
            let returned = scanned.iter().copied().filter(|i| matches(*i)).collect();
            (scanned, returned)
        }
        Some(l) => {
            let n = usize::try_from(l.count).unwrap_or(usize::MAX);
            let kind = column_kind(spec, &l.column);
            let col = columns.iter().position(|c| *c == l.column);
            let when = |row: usize| -> Option<Ordinal> {
                let v = sample.value(row, col?)?;
                kind.ordinal(v)
            };
            let mut scanned = Vec::new();
            let mut candidates = Vec::new();
            for rows in &in_ranges {
                let ordered: Vec<usize> = match l.order {
                    LatestOrder::ReversedScan => rows.iter().rev().copied().collect(),
                    _ => rows.clone(),
                };
                let mut found = 0;
                for row in ordered {
                    if l.order != LatestOrder::ClientSort && found >= n {
                        break;
                    }
                    scanned.push(row);
                    if matches(row) {
                        found += 1;
                        candidates.push(row);
                    }
                }
            }
            // Newest first; rows without a readable time last; ties keep read order.
            candidates.sort_by_key(|b| std::cmp::Reverse(when(*b)));
            candidates.truncate(n);
            (scanned, candidates)
        }
    };
    Cost {
        ranges,
        regions,
        rows_scanned: scanned.len(),
        rows_returned: returned.len(),
        scanned,
        returned,
        missed,
    }
}
