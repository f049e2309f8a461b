//! A Phoenix-style EXPLAIN line (§8.6 of the reference).

use super::classify::PlanKind;
use super::planner::{LatestOrder, Plan};
use super::ranges::regions_touched;
use crate::key::RowKey;

/// The plan as Phoenix would print it:
///
/// ```text
/// CLIENT PARALLEL <n>-WAY [REVERSE ]<scan type>OVER <table>[ <key ranges>]
/// ```
///
/// then indented server steps and client steps.
///
/// `<n>` is one scan per region overlapped (per bucket range for a bucket scan), and 1 for a
/// point lookup; statistics (guideposts) can add chunks in a real cluster.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{explain, plan_query, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "phone")]);
/// let cols = vec!["uid".to_string(), "phone".to_string()];
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::eq("phone", "123"))).unwrap();
/// assert_eq!(explain(&plan, "T", &[]), "CLIENT PARALLEL 1-WAY FULL SCAN OVER T\n    SERVER FILTER BY phone = '123'");
/// ```
#[must_use]
pub fn explain(plan: &Plan, table: &str, splits: &[RowKey]) -> String {
    let ways = parallel_scans(plan, splits);
    let scan_type = match plan.kind {
        PlanKind::Empty => "DEGENERATE SCAN ".to_owned(),
        PlanKind::Get { keys } => format!(
            "POINT LOOKUP ON {keys} KEY{} ",
            if keys == 1 { "" } else { "S" }
        ),
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
    let reverse = if plan.reversed() { "REVERSE " } else { "" };
    let mut line = format!("CLIENT PARALLEL {ways}-WAY {reverse}{scan_type}OVER {table}");
    let show_ranges = !matches!(
        plan.kind,
        PlanKind::Get { .. } | PlanKind::FullScan | PlanKind::LimitScan { .. } | PlanKind::Empty
    );
    if show_ranges && !plan.slots.is_empty() {
        let lo: Vec<&str> = plan.slots.iter().map(|s| s.lo.as_str()).collect();
        let hi: Vec<&str> = plan.slots.iter().map(|s| s.hi.as_str()).collect();
        line.push_str(&format!(" [{}]", lo.join(",")));
        if lo != hi {
            line.push_str(&format!(" - [{}]", hi.join(",")));
        }
    }
    if !plan.residual.is_empty() {
        let preds: Vec<String> = plan.residual.iter().map(ToString::to_string).collect();
        // Phoenix prints one condition bare and several as one parenthesised AND.
        let filter = if preds.len() == 1 {
            preds.concat()
        } else {
            format!("({})", preds.join(" AND "))
        };
        line.push_str(&format!("\n    SERVER FILTER BY {filter}"));
    }
    let merges = matches!(plan.kind, PlanKind::BucketScan { .. }) || ways > 1;
    match &plan.latest {
        // ORDER BY … LIMIT n that the key order does not serve: each scan keeps its top n,
        // the client merges the sorted results and keeps n (MergeSortTopNResultIterator).
        Some(l) if l.order == LatestOrder::ClientSort => {
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
        None if matches!(plan.kind, PlanKind::BucketScan { .. }) => {
            // A salted table is read in row-key order by default (force row-key order).
            line.push_str("\nCLIENT MERGE SORT");
        }
        None => {}
    }
    line
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

/// The `N` of `PARALLEL N-WAY`: Phoenix runs one scan per region a scan range overlaps
/// (without statistics, which can add chunks), and a point lookup as a single scan.
fn parallel_scans(plan: &Plan, splits: &[RowKey]) -> usize {
    if matches!(plan.kind, PlanKind::Get { .. } | PlanKind::Empty) {
        return 1;
    }
    let mut regions: Vec<usize> = plan
        .ranges
        .iter()
        .flat_map(|r| regions_touched(r, splits))
        .collect();
    crate::order::sort(&mut regions);
    regions.dedup();
    regions.len().max(1)
}
