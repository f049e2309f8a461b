//! A plan's cost on the sample: regions touched, rows scanned against rows returned.

use crate::encode::EncodedSample;
use crate::key::{KeyArena, RowKey, SortedKeys};
use crate::sample::Sample;
use crate::spec::KeySpec;

use super::bind::{Ordinal, RowMatcher, column_kind};
use super::planner::{LatestOrder, Plan};
use super::ranges::{ScanRange, regions_touched};

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
        amplification(self.rows_scanned, self.rows_returned)
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
    crate::order::sort(&mut keys);
    cost_sorted(plan, spec, sample, &keys, splits)
}

/// [`cost`] over keys already in HBase order, each with its sample row (ties by row): a
/// caller that costs several plans on one sample sorts the keys once.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::encode_sample;
/// use rowkey_core::plan::{cost, cost_sorted, plan_query, Predicate, Query};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// use rowkey_core::RowKey;
///
/// let sample = parse_csv("uid\nb\na\nb\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let encoded = encode_sample(&spec, &sample).unwrap();
/// let plan = plan_query(&spec, sample.columns(), &Query::new("b").with(Predicate::eq("uid", "b"))).unwrap();
/// let mut keys: Vec<(&RowKey, usize)> = encoded.keys().map(|(i, k)| (&k.key, i)).collect();
/// keys.sort();
/// assert_eq!(cost_sorted(&plan, &spec, &sample, &keys, &[]), cost(&plan, &spec, &sample, &encoded, &[]));
/// ```
#[must_use]
pub fn cost_sorted(
    plan: &Plan,
    spec: &KeySpec,
    sample: &Sample,
    keys: &[(&RowKey, usize)],
    splits: &[RowKey],
) -> Cost {
    cost_of_sorted(plan, spec, sample, keys, splits)
}

/// [`cost`] over encoded keys read in their sort order, without a `RowKey` a row: `keys` as
/// [`EncodedKeys::into_keys`](crate::encode::EncodedKeys::into_keys) gives them, `order`
/// their [`sort_order`](crate::key::sort_order), and `rows[p]` the sample row of the key at
/// sorted position `p`.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::{encode_sample, EncodedKeys};
/// use rowkey_core::key::sort_order;
/// use rowkey_core::plan::{cost, cost_in_order, plan_query, Predicate, Query};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let sample = parse_csv("uid\nb\na\nb\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let plan = plan_query(&spec, sample.columns(), &Query::new("b").with(Predicate::eq("uid", "b"))).unwrap();
/// let (keys, key_rows, _) = EncodedKeys::encode(&spec, &sample).unwrap().into_keys();
/// let order = sort_order(&keys);
/// let rows: Vec<usize> = order.iter().map(|&k| key_rows[k]).collect();
/// let encoded = encode_sample(&spec, &sample).unwrap();
/// assert_eq!(cost_in_order(&plan, &spec, &sample, (&keys, &order, &rows), &[]), cost(&plan, &spec, &sample, &encoded, &[]));
/// ```
#[must_use]
pub fn cost_in_order(
    plan: &Plan,
    spec: &KeySpec,
    sample: &Sample,
    (keys, order, rows): (&KeyArena, &[usize], &[usize]),
    splits: &[RowKey],
) -> Cost {
    let sorted = crate::key::Ordered { keys, rows, order };
    cost_of_sorted(plan, spec, sample, &sorted, splits)
}

/// [`cost_sorted`] over any keys in sorted order.
fn cost_of_sorted<K: SortedKeys + ?Sized>(
    plan: &Plan,
    spec: &KeySpec,
    sample: &Sample,
    keys: &K,
    splits: &[RowKey],
) -> Cost {
    let columns = sample.columns();
    // Every row is tested (the missed-row check reads each key outside the ranges), so the
    // query is tested over whole columns once, a predicate at a time.
    let matched = RowMatcher::with_numbers(spec, &plan.query, columns, &plan.numeric_text)
        .matches_all(sample);
    let matches = |row: usize| matched.get(row).copied().unwrap_or(false);
    let selected = cell_selected(plan, sample);
    let mut ranges = Vec::with_capacity(plan.ranges.len());
    let mut regions: Vec<usize> = Vec::new();
    // Each range's sorted positions read, with whether each is a cell the read asks for.
    let mut in_ranges: Vec<Vec<(usize, bool)>> = Vec::with_capacity(plan.ranges.len());
    let row_at = |pos: usize| keys.row(pos).unwrap_or(usize::MAX);
    for r in &plan.ranges {
        let span = keys.span(r.start.as_bytes(), r.stop.as_bytes());
        let read: Vec<(usize, bool)> = Visited::new(keys, span, plan.cells.is_some(), |pos| {
            selected(row_at(pos))
        })
        .collect();
        let touched = regions_touched(r, splits);
        regions.extend(&touched);
        ranges.push(RangeCost {
            regions: touched,
            rows: read.iter().filter(|(_, asked)| *asked).count(),
        });
        in_ranges.push(read);
    }
    crate::order::sort(&mut regions);
    regions.dedup();
    // Rows by index (a flag per row rather than a hash set).
    let rows_up_to = (0..keys.len())
        .filter_map(|p| keys.row(p))
        .max()
        .map_or(0, |r| r + 1);
    let mut covered = vec![false; rows_up_to];
    for &(pos, asked) in in_ranges.iter().flatten() {
        if let Some(c) = covered.get_mut(row_at(pos)).filter(|_| asked) {
            *c = true;
        }
    }
    let missed: Vec<usize> = (0..keys.len())
        .filter_map(|p| keys.row(p))
        .filter(|&i| !covered.get(i).copied().unwrap_or(true) && matches(i))
        .collect();

    let (scanned, returned) = match &plan.latest {
        None => {
            let read = in_ranges.iter().flatten();
            let scanned: Vec<usize> = read.clone().map(|&(pos, _)| row_at(pos)).collect();
            let returned = read
                .filter(|&&(pos, asked)| asked && matches(row_at(pos)))
                .map(|&(pos, _)| row_at(pos))
                .collect();
            (scanned, returned)
        }
        Some(l) => {
            let n = usize::try_from(l.count).unwrap_or(usize::MAX);
            let kind = plan_kind(spec, plan, &l.column);
            let col = columns.iter().position(|c| *c == l.column);
            let when = |row: usize| -> Option<Ordinal> {
                let v = sample.value(row, col?)?;
                kind.ordinal(v)
            };
            let mut scanned = Vec::new();
            let mut candidates = Vec::new();
            let reversed = l.order == LatestOrder::ReversedScan;
            for (k, read) in in_ranges.iter().enumerate() {
                let ordered: Vec<(usize, bool)> = if reversed {
                    read.iter().rev().copied().collect()
                } else {
                    read.clone()
                };
                let mut found = 0;
                let mut last = None;
                for (pos, asked) in ordered {
                    if l.order != LatestOrder::ClientSort && found >= n {
                        break;
                    }
                    let row = row_at(pos);
                    scanned.push(row);
                    last = Some(pos);
                    if asked && matches(row) {
                        found += 1;
                        candidates.push(row);
                    }
                }
                // The scan stopped at its limit: the regions after the last row read are
                // never opened.
                if l.order != LatestOrder::ClientSort && found >= n {
                    if let (Some(range), Some(cost), Some(key)) = (
                        plan.ranges.get(k),
                        ranges.get_mut(k),
                        last.and_then(|p| keys.key(p)),
                    ) {
                        cost.regions = regions_read(range, splits, key, reversed);
                    }
                }
            }
            regions = ranges.iter().flat_map(|c| c.regions.clone()).collect();
            crate::order::sort(&mut regions);
            regions.dedup();
            // Newest first; rows without a readable time last; ties keep read order.
            crate::order::sort_by_key(&mut candidates, |b| std::cmp::Reverse(when(*b)));
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

/// What the page shows of a plan's cost: the counts, and the sorted positions of the first
/// `listed` rows returned. Unlike [`cost`] it builds no per-row list and does not look for
/// missed rows (the planner's soundness is tested, not re-checked on every edit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CostView {
    pub ranges: Vec<RangeCost>,
    pub regions: Vec<usize>,
    pub rows_scanned: usize,
    pub rows_returned: usize,
    /// Sorted positions (into `keys`) of the first `listed` rows returned.
    pub first_returned: Vec<usize>,
    /// Distinct sorted positions returned in all.
    pub returned_positions: usize,
}

impl CostView {
    pub fn amplification(&self) -> Option<f64> {
        amplification(self.rows_scanned, self.rows_returned)
    }
}

/// [`cost_sorted`]'s counts and first returned rows, in one pass over the rows in range.
pub(crate) fn cost_view<K: SortedKeys + ?Sized>(
    plan: &Plan,
    spec: &KeySpec,
    sample: &Sample,
    keys: &K,
    splits: &[RowKey],
    listed: usize,
) -> CostView {
    let columns = sample.columns();
    let matcher = RowMatcher::with_numbers(spec, &plan.query, columns, &plan.numeric_text);
    let row_at = |pos: usize| keys.row(pos).unwrap_or(usize::MAX);
    let selected_row = cell_selected(plan, sample);
    let selected = |pos: usize| selected_row(row_at(pos));
    let mut ranges = Vec::with_capacity(plan.ranges.len());
    let mut regions: Vec<usize> = Vec::new();
    let mut spans: Vec<std::ops::Range<usize>> = Vec::with_capacity(plan.ranges.len());
    for r in &plan.ranges {
        let span = keys.span(r.start.as_bytes(), r.stop.as_bytes());
        let (from, len) = (span.start, span.len());
        let touched = regions_touched(r, splits);
        regions.extend(&touched);
        ranges.push(RangeCost {
            regions: touched,
            rows: len,
        });
        spans.push(from..from + len);
    }
    crate::order::sort(&mut regions);
    regions.dedup();
    // Ranges over a large share of the rows: test every row once in input order (the
    // sample's text is then read front to back) rather than in key order.
    let in_ranges: usize = spans.iter().map(ExactSizeIterator::len).sum();
    // Fewer: test each row in range once, in input order too (its rows sorted first), not
    // in key order, where each row's values are a cache miss anywhere in the text.
    // (Not for a scan that stops at its limit: it tests only the rows it reads.)
    let stops_early = plan
        .latest
        .as_ref()
        .is_some_and(|l| l.order != LatestOrder::ClientSort);
    let matched: Option<Vec<bool>> = if in_ranges > sample.row_count() / 4 {
        Some(matcher.matches_all(sample))
    } else if stops_early {
        None
    } else {
        let mut rows: Vec<usize> = spans
            .iter()
            .flat_map(Clone::clone)
            .map(row_at)
            .filter(|&row| row < sample.row_count())
            .collect();
        crate::order::sort(&mut rows);
        let mut matched = vec![false; sample.row_count()];
        for row in rows {
            if let Some(m) = matched.get_mut(row) {
                *m = matcher.matches(&sample.row(row));
            }
        }
        Some(matched)
    };
    let matches = |pos: usize| {
        let row = row_at(pos);
        match &matched {
            Some(matched) => matched.get(row).copied().unwrap_or(false),
            None => row < sample.row_count() && matcher.matches(&sample.row(row)),
        }
    };
    let mut scanned = 0;
    let Some(l) = &plan.latest else {
        // Planned ranges are sorted and disjoint, so positions come in order, distinct.
        debug_assert!(spans.windows(2).all(|w| w[0].end <= w[1].start));
        let mut first = Vec::with_capacity(listed.min(64));
        let mut count = 0;
        let asks_columns = plan.cells.is_some();
        let read = spans
            .iter()
            .flat_map(|span| Visited::new(keys, span.clone(), asks_columns, selected));
        for (pos, asked) in read {
            scanned += 1;
            if asked && matches(pos) {
                count += 1;
                if first.len() < listed {
                    first.push(pos);
                }
            }
        }
        return CostView {
            ranges,
            regions,
            rows_scanned: scanned,
            rows_returned: count,
            first_returned: first,
            returned_positions: count,
        };
    };
    let n = usize::try_from(l.count).unwrap_or(usize::MAX);
    let kind = plan_kind(spec, plan, &l.column);
    let col = columns.iter().position(|c| *c == l.column);
    let when = |pos: usize| -> Option<Ordinal> {
        let v = sample.value(row_at(pos), col?)?;
        kind.ordinal(v)
    };
    let mut candidates: Vec<usize> = Vec::new();
    let reversed = l.order == LatestOrder::ReversedScan;
    for (k, span) in spans.iter().enumerate() {
        let read = Visited::new(keys, span.clone(), plan.cells.is_some(), selected);
        let ordered: Box<dyn Iterator<Item = (usize, bool)>> = if reversed {
            Box::new(read.collect::<Vec<_>>().into_iter().rev())
        } else {
            Box::new(read)
        };
        let mut found = 0;
        let mut last = None;
        for (pos, asked) in ordered {
            if l.order != LatestOrder::ClientSort && found >= n {
                break;
            }
            scanned += 1;
            last = Some(pos);
            if asked && matches(pos) {
                found += 1;
                candidates.push(pos);
            }
        }
        // The scan stopped at its limit: the regions after the last row read are never
        // opened.
        if l.order != LatestOrder::ClientSort && found >= n {
            if let (Some(range), Some(cost), Some(key)) = (
                plan.ranges.get(k),
                ranges.get_mut(k),
                last.and_then(|p| keys.key(p)),
            ) {
                cost.regions = regions_read(range, splits, key, reversed);
            }
        }
    }
    let mut regions: Vec<usize> = ranges.iter().flat_map(|c| c.regions.clone()).collect();
    crate::order::sort(&mut regions);
    regions.dedup();
    // Newest first; rows without a readable time last; ties keep read order.
    crate::order::sort_by_cached_key(&mut candidates, |pos| std::cmp::Reverse(when(*pos)));
    candidates.truncate(n);
    let rows_returned = candidates.len();
    crate::order::sort(&mut candidates);
    candidates.dedup();
    let distinct = candidates.len();
    candidates.truncate(listed);
    CostView {
        ranges,
        regions,
        rows_scanned: scanned,
        rows_returned,
        first_returned: candidates,
        returned_positions: distinct,
    }
}

/// The sorted positions a read visits in a span, each with whether it is a cell the read
/// asks for. A read that names no columns asks for every cell. One that names columns (a
/// wide row read for some qualifiers, `Plan::cells`) gets those columns' cells, and visits
/// each row that holds none of them once (its first position, marked `false`): the server
/// still reads that row to find the columns missing, so it is a row scanned.
enum Visited {
    /// Every position, each asked for.
    All(std::ops::Range<usize>),
    /// The positions worked out for a read that names columns.
    Listed(std::vec::IntoIter<(usize, bool)>),
}

impl Visited {
    fn new<K: SortedKeys + ?Sized>(
        keys: &K,
        span: std::ops::Range<usize>,
        asks_columns: bool,
        selected: impl Fn(usize) -> bool,
    ) -> Self {
        if !asks_columns {
            return Self::All(span);
        }
        let mut read = Vec::new();
        let mut pos = span.start;
        while pos < span.end {
            // One row: the run of equal keys from `pos`.
            let key = keys.key(pos);
            let end = (pos + 1..span.end)
                .find(|&p| keys.key(p) != key)
                .unwrap_or(span.end);
            let before = read.len();
            read.extend((pos..end).filter(|&p| selected(p)).map(|p| (p, true)));
            if read.len() == before {
                read.push((pos, false));
            }
            pos = end;
        }
        Self::Listed(read.into_iter())
    }
}

impl Iterator for Visited {
    type Item = (usize, bool);

    fn next(&mut self) -> Option<(usize, bool)> {
        match self {
            Self::All(span) => span.next().map(|pos| (pos, true)),
            Self::Listed(read) => read.next(),
        }
    }
}

/// The regions a scan of `range` opens when it stops at the row `last` (its row limit
/// reached): those it overlaps from where it starts (the first region, or the last for a
/// reversed scan) up to the region holding `last`. The HBase client opens the next region
/// only when the current one is exhausted and the limit is not reached.
fn regions_read(range: &ScanRange, splits: &[RowKey], last: &[u8], reversed: bool) -> Vec<usize> {
    // Region `i` is `[splits[i-1], splits[i])`.
    let holding = splits.partition_point(|s| s.as_bytes() <= last);
    regions_touched(range, splits)
        .into_iter()
        .filter(|&i| if reversed { i >= holding } else { i <= holding })
        .collect()
}

/// Whether a sample row is read at all: in a wide row whose read asks for some columns
/// ([`Plan::cells`]), only the cells of those columns are (each sample row is a cell).
fn cell_selected<'a>(plan: &'a Plan, sample: &'a Sample) -> impl Fn(usize) -> bool + 'a {
    let column = plan
        .cells
        .as_ref()
        .and_then(|c| sample.columns().iter().position(|n| *n == c.column));
    move |row: usize| match (&plan.cells, column) {
        (Some(cells), Some(c)) => sample.value(row, c).is_some_and(|v| cells.selects(v)),
        (Some(_), None) => false,
        (None, _) => true,
    }
}

/// Rows scanned per row returned (`None` when nothing is returned).
fn amplification(scanned: usize, returned: usize) -> Option<f64> {
    if returned == 0 {
        return None;
    }
    let s = u32::try_from(scanned).map_or(f64::MAX, f64::from);
    let r = u32::try_from(returned).map_or(f64::MAX, f64::from);
    Some(s / r)
}

/// How a plan compares a column's values: as numbers where it reads its text as numbers
/// ([`Plan::numeric_text`](super::Plan::numeric_text)), else as the column's kind.
fn plan_kind(spec: &crate::spec::KeySpec, plan: &super::Plan, column: &str) -> super::ColumnKind {
    if plan.numeric_text.iter().any(|c| c == column) {
        super::ColumnKind::Integer
    } else {
        column_kind(spec, column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::Inputs;

    mod spans {
        use proptest::prelude::*;

        use crate::key::RowKey;
        use crate::key::SortedKeys;

        fn bytes() -> impl Strategy<Value = Vec<u8>> {
            prop::collection::vec(prop_oneof![Just(0_u8), Just(b'a'), Just(0xFF)], 0..4)
        }

        proptest! {
            /// The span is the run of keys from `start` on that are below `stop`, read key
            /// by key.
            #[test]
            fn spans_are_the_keys_read_in_order(mut keys in prop::collection::vec(bytes(), 0..20), start in bytes(), stop in bytes()) {
                keys.sort();
                let keys: Vec<RowKey> = keys.into_iter().map(RowKey::new).collect();
                let sorted: Vec<&RowKey> = keys.iter().collect();
                let from = keys.iter().take_while(|k| k.as_bytes() < &start[..]).count();
                let len = keys[from..]
                    .iter()
                    .take_while(|k| stop.is_empty() || k.as_bytes() < &stop[..])
                    .count();
                prop_assert_eq!(sorted[..].span(&start, &stop), from..from + len);
            }
        }
    }
    use crate::encode::encode_sample;
    use crate::generate::generate;
    use crate::plan::{Predicate, Query, plan_query};
    use crate::sample::SampleLimits;

    proptest::proptest! {
        /// On random samples and queries (a few of many rows, all of them, the latest of
        /// some): the view's counts and first rows, with its rows tested in input order, equal
        /// the full cost's.
        #[test]
        fn the_view_cost_agrees_on_random_samples(
            rows in proptest::collection::vec((0_u8..12, 0_u64..5_000, 0_u8..3), 1..120),
            users in proptest::collection::vec(0_u8..14, 1..4),
            from in 0_u64..5_000,
            latest in proptest::option::of(1_u32..6),
        ) {
            use crate::spec::{Encoding, IntFormat, KeyPart, KeySpec, ReverseFrom};
            let mut csv = String::from("uid,ts,event\n");
            for (u, ts, e) in &rows {
                csv.push_str(&format!("u{u},{},{}\n", 1_700_000_000_000 + ts, ["view", "click", "buy"][*e as usize]));
            }
            let sample = crate::sample::parse_csv(&csv).unwrap();
            let recipe = KeySpec::new(vec![
                KeyPart::md5_hex_of_columns(1, &["uid"], 1),
                KeyPart::column(2, "uid").with_separator("#"),
                KeyPart::column(3, "ts").with_encoding(Encoding::epoch_millis_reversed(
                    ReverseFrom::LongMax,
                    IntFormat::big_endian_signed(8),
                )),
            ]);
            let names: Vec<String> = users.iter().map(|u| format!("u{u}")).collect();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            let mut queries = vec![
                Query::new("in").with(Predicate::is_in("uid", &names)),
                Query::new("one").with(Predicate::eq("uid", names[0])),
                Query::new("hour").with(Predicate::eq("uid", names[0])).with(Predicate::between(
                    "ts",
                    &(1_700_000_000_000 + from).to_string(),
                    &(1_700_000_001_000 + from).to_string(),
                )),
                Query::new("event").with(Predicate::eq("event", "click")),
            ];
            if let Some(n) = latest {
                queries.push(Query::new("latest").with(Predicate::eq("uid", names[0])).latest(n, "ts"));
            }
            let encoded = encode_sample(&recipe, &sample).unwrap();
            let mut keys: Vec<(&RowKey, usize)> = encoded.keys().map(|(i, k)| (&k.key, i)).collect();
            keys.sort();
            let splits = crate::split::SplitPoints::from_texts(&["4", "8", "c"]).unwrap();
            for q in &queries {
                let Ok(plan) = plan_query(&recipe, sample.columns(), q) else { continue };
                let full = cost_sorted(&plan, &recipe, &sample, &keys, splits.keys());
                let view = cost_view(&plan, &recipe, &sample, keys.as_slice(), splits.keys(), 5);
                proptest::prop_assert_eq!(view.rows_scanned, full.rows_scanned, "{}", q.name);
                proptest::prop_assert_eq!(view.rows_returned, full.rows_returned, "{}", q.name);
                let mut positions: Vec<usize> = keys
                    .iter()
                    .enumerate()
                    .filter(|(_, (_, row))| full.returned.contains(row))
                    .map(|(pos, _)| pos)
                    .collect();
                proptest::prop_assert_eq!(view.returned_positions, positions.len(), "{}", q.name);
                positions.truncate(5);
                proptest::prop_assert_eq!(view.first_returned, positions, "{}", q.name);
            }
        }
    }

    /// The view's counts and first rows equal the full cost's, on every preset's queries
    /// and on the default design with latest-N, range and non-key queries added.
    #[test]
    fn the_view_cost_agrees_with_the_full_cost() {
        let mut designs: Vec<(crate::design::Design, crate::generate::GeneratorSpec)> = Vec::new();
        for preset in crate::presets::catalogue() {
            for v in &preset.variants {
                designs.push((v.design.clone(), v.sample.clone()));
            }
        }
        let seed = Inputs::seed_000();
        let mut design = seed.design();
        design.queries.extend([
            Query::new("latest")
                .with(Predicate::eq("uid", "111"))
                .latest(2, "ts"),
            Query::new("names").with(Predicate::is_in("name", &["ann", "bob"])),
            Query::new("range").with(Predicate::between("uid", "10", "200")),
            Query::new("prefix").with(Predicate::starts_with("phone", "160")),
        ]);
        let crate::analysis::SampleSource::Generated { spec } = &seed.sample else {
            panic!("seed 000 is generated");
        };
        designs.push((design, spec.clone()));
        let mut checked = 0;
        for (design, spec) in designs {
            let sample = generate(&spec, &SampleLimits::default()).unwrap();
            let encoded = encode_sample(&design.recipe, &sample).unwrap();
            let mut keys: Vec<(&RowKey, usize)> =
                encoded.keys().map(|(i, k)| (&k.key, i)).collect();
            keys.sort();
            let splits = design.splits.resolve().unwrap_or_default();
            for q in &design.queries {
                let Ok(plan) = plan_query(&design.recipe, sample.columns(), q) else {
                    continue;
                };
                let full = cost_sorted(&plan, &design.recipe, &sample, &keys, splits.keys());
                let view = cost_view(
                    &plan,
                    &design.recipe,
                    &sample,
                    keys.as_slice(),
                    splits.keys(),
                    20,
                );
                assert_eq!(view.ranges, full.ranges, "{}", q.name);
                assert_eq!(view.regions, full.regions, "{}", q.name);
                assert_eq!(view.rows_scanned, full.rows_scanned, "{}", q.name);
                assert_eq!(view.rows_returned, full.rows_returned, "{}", q.name);
                let mut positions: Vec<usize> = keys
                    .iter()
                    .enumerate()
                    .filter(|(_, (_, row))| full.returned.contains(row))
                    .map(|(pos, _)| pos)
                    .collect();
                assert_eq!(view.returned_positions, positions.len(), "{}", q.name);
                positions.truncate(20);
                assert_eq!(view.first_returned, positions, "{}", q.name);
                assert_eq!(view.amplification(), full.amplification());
                checked += 1;
            }
        }
        assert!(checked > 20, "{checked} queries checked");
    }
}
