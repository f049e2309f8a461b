//! A Phoenix-style EXPLAIN line (§8.6 of the reference).

use super::classify::PlanKind;
use super::planner::{LatestOrder, Plan};
use super::query::{Op, Predicate};
use super::ranges::regions_touched;
use crate::key::RowKey;

/// The Phoenix client settings that change an EXPLAIN's text.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::ExplainOptions;
/// assert!(!ExplainOptions::default().force_row_key_order);
/// assert!(ExplainOptions::TEST_HARNESS.force_row_key_order);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExplainOptions {
    /// `phoenix.query.force.rowkeyorder`: `false` by default
    /// (`QueryServicesOptions.DEFAULT_FORCE_ROW_KEY_ORDER`), so an unordered scan is read
    /// round robin (`ROUND ROBIN`) and a salted one is not merge-sorted; Phoenix's own
    /// connectionless tests (`QueryServicesTestImpl`) set it to `true`.
    pub force_row_key_order: bool,
}

impl ExplainOptions {
    /// The production default (`phoenix.query.force.rowkeyorder` = false).
    pub const PRODUCTION: Self = Self {
        force_row_key_order: false,
    };
    /// As Phoenix's test harness runs (`phoenix.query.force.rowkeyorder` = true): the strings
    /// `QueryPlanTest` asserts.
    pub const TEST_HARNESS: Self = Self {
        force_row_key_order: true,
    };
}

/// The plan as Phoenix would print it under its production default settings
/// ([`ExplainOptions::PRODUCTION`]; [`explain_with`] takes others):
///
/// ```text
/// CLIENT <PARALLEL|SERIAL> <n>-WAY [ROUND ROBIN ][REVERSE ]<scan type>OVER <table>[ <key ranges>]
/// ```
///
/// then indented server steps and client steps.
///
/// `<n>` is the number of scan groups Phoenix builds (see `parallel_scans`): 1 for rows
/// read in key order on an unsalted table and for a point lookup of one key, one per region
/// a range meets for a sort the key does not serve, one per (region, bucket) on a salted
/// table; statistics (guideposts) can add chunks in a real cluster. A row limit with
/// no filter runs its scans one after the other (`SERIAL`, `ScanPlan.isSerial`); a query
/// without ORDER BY is read round robin (`ScanUtil.isRoundRobinPossible`). The key ranges
/// are the scan's: from the start of each part's values to the (excluded) stop.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{explain, plan_query, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "phone")]);
/// let cols = vec!["uid".to_string(), "phone".to_string()];
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::eq("phone", "123"))).unwrap();
/// assert_eq!(explain(&plan, "T", &[]), "CLIENT PARALLEL 1-WAY ROUND ROBIN FULL SCAN OVER T\n    SERVER FILTER BY phone = '123'");
/// ```
#[must_use]
pub fn explain(plan: &Plan, table: &str, splits: &[RowKey]) -> String {
    explain_with(plan, table, splits, ExplainOptions::PRODUCTION)
}

/// [`explain`] under the given Phoenix settings.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{explain_with, plan_query, ExplainOptions, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let plan = plan_query(&spec, &["uid".to_string()], &Query::new("all")).unwrap();
/// assert_eq!(explain_with(&plan, "T", &[], ExplainOptions::TEST_HARNESS), "CLIENT PARALLEL 1-WAY FULL SCAN OVER T");
/// ```
#[must_use]
pub fn explain_with(
    plan: &Plan,
    table: &str,
    splits: &[RowKey],
    options: ExplainOptions,
) -> String {
    let ways = parallel_scans(plan, splits);
    let scan_type = match plan.kind {
        PlanKind::Empty => "DEGENERATE SCAN ".to_owned(),
        PlanKind::Get { keys } => format!(
            "POINT LOOKUP ON {keys} KEY{} ",
            if keys == 1 { "" } else { "S" }
        ),
        // Phoenix says FULL SCAN only when the scan ranges are everything: a literal prefix
        // still bounds the read.
        PlanKind::FullScan | PlanKind::LimitScan { .. } if !reads_everything(plan) => {
            "RANGE SCAN ".to_owned()
        }
        PlanKind::FullScan | PlanKind::LimitScan { .. } => "FULL SCAN ".to_owned(),
        PlanKind::PrefixScan | PlanKind::RangeScan => "RANGE SCAN ".to_owned(),
        PlanKind::BucketScan { buckets } => {
            if plan.ranges.len() == buckets as usize {
                "RANGE SCAN ".to_owned()
            } else {
                skip_scan(plan, plan.ranges.len())
            }
        }
        PlanKind::SkipScan { ranges } => skip_scan(plan, ranges),
    };
    // A point lookup consumes the `=`/`IN` on the key's columns (QueryPlanTest: `POINT
    // LOOKUP ON 1 KEY` then only the other columns' filter).
    let filter: Vec<&Predicate> = plan
        .residual
        .iter()
        .filter(|p| {
            !(matches!(plan.kind, PlanKind::Get { .. })
                && matches!(p.op, Op::Eq { .. } | Op::In { .. })
                && plan.walk.key_columns.contains(&p.column))
        })
        .collect();
    // Only a Phoenix salt byte (`SALT_BUCKETS`) is salting to Phoenix; a random, HBaseWD or
    // md5 bucket prefix is an ordinary key column it reads in key order, as `parallel_scans`
    // counts it.
    let salted = plan.salt_buckets.is_some();
    // The ORDER BY is served by the key order when one range reads newest first, or when
    // the ranges are a Phoenix salt's buckets, which the client merges in key order. Several
    // ranges of an ordinary key column (an IN, or a random or HBaseWD bucket prefix) are not
    // in time order to Phoenix: it sorts them (TOP N), as `row_key_ordered` counts them.
    let key_ordered = plan
        .latest
        .as_ref()
        .is_some_and(|l| l.order != LatestOrder::ClientSort && (salted || plan.ranges.len() <= 1));
    // A reversed scan serves the ORDER BY only in key order; a TOP N sort reads forward.
    let reverse = if plan.reversed() && key_ordered {
        "REVERSE "
    } else {
        ""
    };
    // `ScanPlan.isSerial`: a row limit the key order serves, no filter, and a table whose
    // rows need no merge (not salted).
    let serial = key_ordered && filter.is_empty() && !salted;
    // `ScanUtil.isRoundRobinPossible`: no ORDER BY and rows not forced into key order.
    let round_robin = plan.latest.is_none()
        && !options.force_row_key_order
        && !matches!(plan.kind, PlanKind::Empty);
    let mut line = format!(
        "CLIENT {} {ways}-WAY {}{reverse}{scan_type}OVER {table}",
        if serial { "SERIAL" } else { "PARALLEL" },
        if round_robin { "ROUND ROBIN " } else { "" }
    );
    let show_ranges = match plan.kind {
        PlanKind::Get { .. } | PlanKind::Empty => false,
        PlanKind::FullScan | PlanKind::LimitScan { .. } => !reads_everything(plan),
        _ => true,
    };
    if show_ranges && !plan.slots.is_empty() {
        let lo: Vec<&str> = plan.slots.iter().map(|s| s.lo.as_str()).collect();
        let hi: Vec<&str> = plan.slots.iter().map(|s| s.hi.as_str()).collect();
        line.push_str(&format!(" [{}]", lo.join(",")));
        if lo != hi {
            line.push_str(&format!(" - [{}]", hi.join(",")));
        }
    }
    if !filter.is_empty() {
        let preds: Vec<String> = filter.iter().map(ToString::to_string).collect();
        // Phoenix prints one condition bare and several as one parenthesised AND.
        let filter = if preds.len() == 1 {
            preds.concat()
        } else {
            format!("({})", preds.join(" AND "))
        };
        line.push_str(&format!("\n    SERVER FILTER BY {filter}"));
    }
    let merges = !serial && (salted || ways > 1);
    match &plan.latest {
        // ORDER BY … LIMIT n that the key order does not serve: each scan keeps its top n,
        // the client merges the sorted results and keeps n (MergeSortTopNResultIterator).
        Some(l) if !key_ordered => {
            line.push_str(&format!(
                "\n    SERVER TOP {} ROW{} SORTED BY [{} DESC]\nCLIENT MERGE SORT\nCLIENT LIMIT {}",
                l.count,
                if l.count == 1 { "" } else { "S" },
                l.column,
                l.count
            ));
        }
        // The key order serves it: each scan stops after n rows, the client keeps n.
        Some(l) => {
            line.push_str(&format!("\n    SERVER {} ROW LIMIT", l.count));
            if merges {
                line.push_str("\nCLIENT MERGE SORT");
            }
            line.push_str(&format!("\nCLIENT {} ROW LIMIT", l.count));
        }
        None if salted && options.force_row_key_order => {
            // A salted table is read in row-key order only when forced
            // (`MergeSortRowKeyResultIterator` when `shouldRowsBeInRowKeyOrder`).
            line.push_str("\nCLIENT MERGE SORT");
        }
        None => {}
    }
    line
}

/// Whether the plan reads the whole table: its ranges are everything, or every bucket of a
/// salt with nothing after it narrowed (Phoenix prints a salted full scan as `FULL SCAN`).
fn reads_everything(plan: &Plan) -> bool {
    plan.buckets.is_some()
        || plan
            .ranges
            .iter()
            .all(super::ranges::ScanRange::is_everything)
}

/// `SKIP SCAN ON n KEYS` when every range reads the keys of one fixed prefix (the slots
/// hold single values, as `ExplainTable.explainSkipScan` says KEY), else `n RANGES`.
fn skip_scan(plan: &Plan, n: usize) -> String {
    let keys = plan
        .ranges
        .iter()
        .all(|r| r.stop.as_bytes() == super::ranges::next_prefix(r.start.as_bytes()).as_slice());
    let word = if keys { "KEY" } else { "RANGE" };
    format!("SKIP SCAN ON {n} {word}{} ", if n == 1 { "" } else { "S" })
}

/// The `N` of `CLIENT PARALLEL|SERIAL N-WAY`: the number of scan *groups* Phoenix builds,
/// without statistics (apache/phoenix, `BaseResultIterators.explainUtil` prints `size()`,
/// the number of lists `getParallelScans` returns; `ParallelScansCollector` starts a list
/// when `DefaultParallelScanGrouper.shouldStartNewScan` says so; `SerialIterators` counts
/// the same lists):
/// - a point lookup of one key is one scan (`getParallelScans`: `isPointLookup() &&
///   !useSkipScanFilter()`);
/// - a salted table (`SALT_BUCKETS`): one group per (region, bucket) a scan range meets
///   (a new group at each region end and at each change of salt byte);
/// - otherwise, rows wanted in row-key order (no ORDER BY, or one the key order serves) are
///   one group whatever the regions; an ORDER BY the key does not serve (a top-N sorted on
///   the client) makes every scan a group: one per region a range meets.
///
/// Statistics (guideposts) add chunks in a real cluster; they are not modelled.
fn parallel_scans(plan: &Plan, splits: &[RowKey]) -> usize {
    if matches!(plan.kind, PlanKind::Empty | PlanKind::Get { keys: 1 }) {
        return 1;
    }
    let ways = if let Some(buckets) = plan.salt_buckets {
        let mut pieces: Vec<(usize, u32)> = Vec::new();
        for r in &plan.ranges {
            for b in 0..buckets {
                let Some(piece) = within_bucket(r, b) else {
                    continue;
                };
                pieces.extend(regions_touched(&piece, splits).into_iter().map(|i| (i, b)));
            }
        }
        crate::order::sort(&mut pieces);
        pieces.dedup();
        pieces.len()
    } else if row_key_ordered(plan) {
        1
    } else {
        let mut regions: Vec<usize> = plan
            .ranges
            .iter()
            .flat_map(|r| regions_touched(r, splits))
            .collect();
        crate::order::sort(&mut regions);
        regions.dedup();
        regions.len()
    };
    ways.max(1)
}

/// Whether Phoenix reads the plan's rows in row-key order (`BaseQueryPlan.isRowKeyOrdered`:
/// no ORDER BY, or one compiled to the key's own order): no "latest N", or one served by a
/// single key-ordered range. Several per-prefix ranges merged by time, or a sort on the
/// client, are an ORDER BY the key order does not give.
fn row_key_ordered(plan: &Plan) -> bool {
    plan.latest
        .as_ref()
        .is_none_or(|l| l.order != LatestOrder::ClientSort && plan.ranges.len() <= 1)
}

/// The part of `range` inside salt bucket `bucket` (the keys that start with that byte), if
/// any.
fn within_bucket(
    range: &super::ranges::ScanRange,
    bucket: u32,
) -> Option<super::ranges::ScanRange> {
    let low = u8::try_from(bucket).ok()?;
    let first = RowKey::from(&[low][..]);
    let next =
        u8::try_from(bucket + 1).map_or_else(|_| RowKey::from(&[][..]), |b| RowKey::from(&[b][..]));
    let start = if range.start > first {
        range.start.clone()
    } else {
        first
    };
    let stop = match (range.stop.is_empty(), next.is_empty()) {
        (true, _) => next,
        (false, true) => range.stop.clone(),
        (false, false) => range.stop.clone().min(next),
    };
    (stop.is_empty() || start < stop).then_some(super::ranges::ScanRange { start, stop })
}
