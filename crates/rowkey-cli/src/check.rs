//! `rowkey check`: the report's numbers against thresholds, one line per threshold crossed.
//!
//! The numbers are the report's (the core's balance metrics, write hotspot, query costs and
//! lints); the judgement is the core's ([`rowkey_core::check`]).

use std::io::Write as _;

use rowkey_core::analysis::Level;
use rowkey_core::balance::BalanceMetrics;
use rowkey_core::check::{Measured, Thresholds};

use rowkey_core::report::{REPORT_FORMAT, Report};
use rowkey_core::verdict::QueryEvidence;
use serde::Deserialize;

/// What `check` reads of a report: the rows per region, the write hotspot, each query's cost
/// and the lints. It reads `rowkey analyze --format json`'s report and the whole-table one
/// the Spark job writes (which has no query, and `source` and `rows_total` besides).
#[derive(Debug, Deserialize)]
pub struct Gated {
    /// [`REPORT_FORMAT`].
    report_format: u32,
    /// Where the rows came from (the whole-table report's input).
    #[serde(default)]
    source: Option<String>,
    /// Rows read (the whole-table report's).
    #[serde(default)]
    rows_total: Option<u64>,
    /// Keys built.
    keys_total: usize,
    /// The regions, in key order.
    regions: Vec<GatedRegion>,
    /// Where the latest writes go, when the arrival order was known.
    #[serde(default)]
    hotspot: Option<GatedHotspot>,
    /// Each query's cost.
    #[serde(default)]
    queries: Vec<GatedQuery>,
    /// The lints that fired.
    #[serde(default)]
    lints: Vec<GatedLint>,
    /// Why the split list is invalid, when it is.
    #[serde(default)]
    split_error: Option<String>,
}

#[derive(Debug, Deserialize)]
struct GatedRegion {
    rows: usize,
}

#[derive(Debug, Deserialize)]
struct GatedHotspot {
    recent_writes: usize,
    busiest_region: Option<usize>,
    share: f64,
    even_share: f64,
}

#[derive(Debug, Deserialize)]
struct GatedQuery {
    name: String,
    cost: GatedCost,
}

#[derive(Debug, Deserialize)]
struct GatedCost {
    regions_touched: Vec<usize>,
    rows_scanned: usize,
    rows_returned: usize,
}

#[derive(Debug, Deserialize)]
struct GatedLint {
    severity: String,
    code: String,
    message: String,
}

impl Gated {
    /// The numbers of a report just built (read back through its JSON, as a saved report
    /// is read).
    ///
    /// # Errors
    ///
    /// One line if the report does not read back (a bug).
    pub fn of(r: &Report) -> Result<Self, String> {
        serde_json::to_value(r)
            .and_then(serde_json::from_value)
            .map_err(|e| format!("the report does not read back: {e}"))
    }
}

/// Reads a report saved as JSON (`rowkey analyze --format json`, or the whole-table Spark
/// job's `--report`).
///
/// # Errors
///
/// One line naming the file: it cannot be read, is not a report, or is of another format.
pub fn read_report(path: &std::path::Path) -> Result<Gated, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read the report {}: {e}", path.display()))?;
    let gated: Gated = serde_json::from_str(&text)
        .map_err(|e| format!("{}: not a rowkey report: {e}", path.display()))?;
    if gated.report_format != REPORT_FORMAT {
        return Err(format!(
            "{}: report_format {} is not {REPORT_FORMAT}, the format this rowkey reads",
            path.display(),
            gated.report_format
        ));
    }
    Ok(gated)
}

/// The thresholds given on the command line (each one wins over the design file's).
#[derive(Debug, clap::Args)]
pub struct LimitArgs {
    /// Fail when the fullest region holds more than X times the mean rows per region
    /// (default 1.5).
    #[arg(long, value_name = "X")]
    max_over_mean: Option<f64>,
    /// Fail when more than N regions hold no row (default 0).
    #[arg(long, value_name = "N")]
    max_empty_regions: Option<usize>,
    /// Fail when one region takes more than this share (0 to 1) of the latest writes
    /// (default twice the even share); judged only with `--arrival`.
    #[arg(long, value_name = "SHARE")]
    max_hotspot_share: Option<f64>,
    /// Fail when a query reads more than X rows per row returned (default 10).
    #[arg(long, value_name = "X")]
    max_read_amplification: Option<f64>,
    /// The same for one query, by name: `--query-read-amplification 'one user=2'`
    /// (repeatable).
    #[arg(long, value_name = "NAME=X")]
    query_read_amplification: Vec<String>,
    /// Fail on a lint of this severity or worse (default error).
    #[arg(long, value_name = "SEVERITY", value_parser = ["error", "warning", "advice"])]
    fail_on_lint: Option<String>,
}

impl LimitArgs {
    /// The thresholds the flags give.
    ///
    /// # Errors
    ///
    /// One line for a value that is not a threshold.
    pub fn thresholds(&self) -> Result<Thresholds, String> {
        let number = |flag: &str, x: f64| {
            if x.is_finite() && x >= 0.0 {
                Ok(x)
            } else {
                Err(format!("--{flag} must be a number, 0 or more"))
            }
        };
        let mut read_amplification = Vec::new();
        for item in &self.query_read_amplification {
            let (name, limit) = item
                .rsplit_once('=')
                .and_then(|(name, x)| Some((name, x.trim().parse::<f64>().ok()?)))
                .ok_or_else(|| format!("--query-read-amplification '{item}' is not NAME=NUMBER"))?;
            read_amplification.push((name.to_owned(), number("query-read-amplification", limit)?));
        }
        let share = self
            .max_hotspot_share
            .map(|x| number("max-hotspot-share", x))
            .transpose()?;
        if share.is_some_and(|x| x > 1.0) {
            return Err("--max-hotspot-share must be a share, 0 to 1".to_owned());
        }
        Ok(Thresholds {
            max_over_mean: self
                .max_over_mean
                .map(|x| number("max-over-mean", x))
                .transpose()?,
            max_empty_regions: self.max_empty_regions,
            max_hotspot_share: share,
            max_read_amplification: self
                .max_read_amplification
                .map(|x| number("max-read-amplification", x))
                .transpose()?,
            read_amplification,
            fail_on_lint: self.fail_on_lint.as_deref().map(|s| match s {
                "warning" => Level::Warning,
                "advice" => Level::Advice,
                _ => Level::Error,
            }),
            arrival: None,
        })
    }
}

fn level(severity: &str) -> Level {
    match severity {
        "error" => Level::Error,
        "warning" => Level::Warning,
        _ => Level::Advice,
    }
}

/// Prints one line per threshold crossed (or one line saying none was) and returns whether
/// the design passed.
///
/// # Errors
///
/// Standard output could not be written.
pub fn run(r: &Gated, thresholds: &Thresholds) -> std::io::Result<bool> {
    let counts: Vec<usize> = r.regions.iter().map(|g| g.rows).collect();
    let balance = BalanceMetrics::from_counts(&counts);
    let hotspot = r
        .hotspot
        .as_ref()
        .map(|h| rowkey_core::balance::WriteHotspot {
            recent_writes: h.recent_writes,
            busiest_region: h.busiest_region,
            busiest_writes: 0,
            share: h.share,
            even_share: h.even_share,
        });
    let queries: Vec<QueryEvidence<'_>> = r
        .queries
        .iter()
        .enumerate()
        .map(|(index, q)| QueryEvidence {
            index,
            name: &q.name,
            regions_touched: q.cost.regions_touched.len(),
            rows_scanned: q.cost.rows_scanned,
            rows_returned: q.cost.rows_returned,
            // No threshold of the check weighs the scan's direction.
            reversed_latest: false,
        })
        .collect();
    let lints: Vec<(Level, &str, &str)> = r
        .lints
        .iter()
        .map(|l| (level(&l.severity), l.code.as_str(), l.message.as_str()))
        .collect();
    let crossed = thresholds.crossed(&Measured {
        balance: &balance,
        hotspot: hotspot.as_ref(),
        queries: &queries,
        lints: &lints,
        split_error: r.split_error.as_deref(),
    });
    let mut out = std::io::stdout().lock();
    for c in &crossed {
        writeln!(out, "FAIL {}: {}", c.code, c.reason)?;
    }
    if crossed.is_empty() {
        let whole = match (&r.source, r.rows_total) {
            (Some(source), Some(rows)) => format!(" (whole table: {rows} rows of {source})"),
            _ => String::new(),
        };
        writeln!(
            out,
            "ok: {} keys over {} regions{whole}, max/mean {}, {} quer{} within the thresholds{}",
            r.keys_total,
            r.regions.len(),
            (balance.rows > 0)
                .then_some(balance.max_mean_ratio)
                .map_or_else(|| "-".to_owned(), |x| format!("{x:.2}")),
            r.queries.len(),
            if r.queries.len() == 1 { "y" } else { "ies" },
            if r.hotspot.is_some() {
                ""
            } else {
                " (write hotspot not judged: no --arrival)"
            }
        )?;
    }
    out.flush()?;
    Ok(crossed.is_empty())
}
