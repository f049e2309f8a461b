//! The analysis report: everything `rowkey analyze` prints, as one serializable value (the
//! command line formats it as text or JSON; it counts nothing itself).
//!
//! Regions, balance and the auto-split replay come from the engine (`RegionReport`,
//! `BalanceMetrics`, `analysis::growth`), as the page's do.
//!
//! The page's view model ([`crate::analysis::analyze`], whose `queries` carry the same
//! plans, costs and renderings) is not used here yet: it reads the sample from an
//! `Inputs::sample` source rather than a parsed [`Sample`], keeps only the first rows a query
//! returns, and words errors for inline display, whereas this report lists every returned
//! and missed row and stops at the first error. Moving over means adding those to the view
//! model; the JSON format here must stay as documented in README.md.

use crate::RowKey;
use crate::analysis::growth::Growth;
use crate::analysis::{Arrival, RECENT_WRITES_PERCENT};
use crate::analysis::{Level, Sizing};
use crate::balance::{BalanceMetrics, WriteHotspot, write_hotspot};
use crate::design::Design;
use crate::display::{to_hex, to_string_binary};
use crate::encode::{EncodeError, EncodedKeys};
use crate::i18n::messages::{En, Messages};
use crate::i18n::{Localize, part_name, plan_reason, split_lint_fix, split_lint_message};
use crate::key::{KeyArena, KeyList as _, sort_order_with_ties};
use crate::lint::{Lint, Severity, lint_keys_qualified};
use crate::plan::{
    FuzzyKey, LatestOrder, Plan, SampleFacts, cost_in_order, explain, java, plan_query_with, shell,
};
use crate::region::RegionReport;
use crate::sample::Sample;
use crate::spec::KeySpec;
use crate::split::{Severity as SplitSeverity, SplitLint, create_statement, lint_splits};
use crate::verdict::{Evidence, FindingKind, QueryEvidence, Spread, Verdict};
use serde::Serialize;

/// The report's JSON format version.
pub const REPORT_FORMAT: u32 = 1;

/// The whole report.
#[derive(Debug, Serialize)]
pub struct Report {
    /// [`REPORT_FORMAT`].
    pub report_format: u32,
    /// The design's table name.
    pub table: String,
    /// The design's column family.
    pub family: String,
    /// The recipe in one line.
    pub recipe: String,
    /// Number of sample data rows.
    pub rows: usize,
    /// Data lines left out by `--skip-bad-lines` (empty otherwise).
    pub skipped_lines: Vec<SkippedLine>,
    /// The keys listed, in HBase order: every key with `--keys all`, else the first and
    /// last few of each region.
    pub keys: Vec<KeyRow>,
    /// Keys that encoded (all of them, listed or not).
    pub keys_total: usize,
    /// The runs of keys left out of `keys`, one per region that has one.
    pub keys_omitted: Vec<KeysOmitted>,
    /// Rows whose key could not be built.
    pub encode_errors: Vec<EncodeErrorRow>,
    /// The regions, in key order.
    pub regions: Vec<RegionRow>,
    /// How evenly the keys spread over the regions.
    pub balance: Balance,
    /// Design lints, errors first.
    pub lints: Vec<LintRow>,
    /// Number of lints of severity error.
    pub lint_errors: usize,
    /// Every query's plan and cost.
    pub queries: Vec<QueryReport>,
    /// The HBase shell `create` statement for the table, family and pre-split (empty when
    /// the split list is invalid: HBase would refuse it).
    pub create: String,
    /// The `splits.txt` the statement reads, when the pre-split is a `SPLITS_FILE`.
    pub splits_file: Option<String>,
    /// One verdict from all of the above (`crate::verdict`).
    pub verdict: VerdictRow,
    /// With no pre-split: how the table splits as it grows (`crate::autosplit`), the
    /// rows written in the data's order, at `--table-rows` rows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub autosplit: Option<AutosplitRow>,
    /// Where the latest writes go (the rows written in `--arrival` order, else in the
    /// data's order); `None` only when there is no key to place.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hotspot: Option<HotspotRow>,
    /// Where the regions came from when `--regions` gave a live layout.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub layout: Option<LayoutRow>,
    /// Why the design's split list is invalid, when it is: the regions, balance and keys'
    /// regions are then one region standing in for the table, `create` is empty, and the
    /// verdict leads with the error (`splits/invalid`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub split_error: Option<String>,
}

/// Where the latest writes go (`crate::balance::WriteHotspot`).
#[derive(Debug, Serialize)]
pub struct HotspotRow {
    /// The column ordering the writes (`--arrival`); `None` (JSON `null`) for the rows'
    /// order in the data.
    pub arrival: Option<String>,
    /// How many of the latest writes were looked at (the latest 10 %).
    pub recent_writes: usize,
    /// The region (0-based) that took most of them.
    pub busiest_region: Option<usize>,
    /// How many of them it took.
    pub busiest_writes: usize,
    /// Its share of them, 0 to 1.
    pub share: f64,
    /// The share of each region if writes spread evenly, `1 / regions`.
    pub even_share: f64,
}

/// A table without a pre-split, replayed as it grows.
#[derive(Debug, Serialize)]
pub struct AutosplitRow {
    /// Rows of the real table (`--table-rows`).
    pub table_rows: u64,
    /// Bytes a row: the mean key length plus `--value-bytes`.
    pub row_bytes: u64,
    /// The split policy replayed: `SteppingSplitPolicy` (HBase 2's default).
    pub policy: &'static str,
    /// Sample rows the table's only region holds before it splits: 256 MB (the policy's
    /// first step) in the sample's scale.
    pub first_threshold_rows: u64,
    /// Sample rows a region holds before it splits once the table has more than one: 10 GB
    /// in the sample's scale.
    pub threshold_rows: u64,
    /// Writes replayed.
    pub writes: usize,
    /// Regions at the end.
    pub regions: usize,
    /// After each split: the writes made and the regions then.
    pub steps: Vec<StepRow>,
    /// Of the writes after the first split, the share that went to the busiest region of
    /// the time (null before any split).
    pub busiest_share: Option<f64>,
    /// The same share for writes spread evenly over the regions of the time.
    pub even_share: Option<f64>,
    /// The above in one sentence.
    pub text: String,
}

/// One split of the replay.
#[derive(Debug, Serialize)]
pub struct StepRow {
    /// Writes made when it split.
    pub writes: usize,
    /// Regions after it.
    pub regions: usize,
}

/// The live layout read with `--regions`.
#[derive(Debug, Serialize)]
pub struct LayoutRow {
    /// `list_regions`, `get_splits`, `meta_scan` or `master_ui`.
    pub form: crate::layout::LayoutForm,
    /// The table, where the layout names it.
    pub table: Option<String>,
    /// The live table's regions.
    pub regions: usize,
}

/// Puts a live layout's sizes and request counts beside the regions (the regions are the
/// layout's own, as its boundaries became the splits). [`analyze`] does it for its `live`.
pub fn add_live_layout(r: &mut Report, layout: &crate::layout::Layout) {
    if r.regions.len() == layout.regions.len() {
        for (row, live) in r.regions.iter_mut().zip(&layout.regions) {
            row.live_size_mb = live.size_mb;
            row.live_requests = live.requests;
        }
    }
    r.layout = Some(LayoutRow {
        form: layout.form,
        table: layout.table.clone(),
        regions: layout.regions.len(),
    });
}

/// A data line left out by `--skip-bad-lines`.
#[derive(Debug, Serialize)]
pub struct SkippedLine {
    /// Its 1-based line in the data.
    pub line: usize,
    /// Why, as the reader says it.
    pub message: String,
}

/// The verdict: a status and the findings, worst first.
#[derive(Debug, Serialize)]
pub struct VerdictRow {
    /// `ok`, `warning` or `error`.
    pub status: &'static str,
    /// The findings, worst first.
    pub findings: Vec<FindingRow>,
}

/// One finding of the verdict.
#[derive(Debug, Serialize)]
pub struct FindingRow {
    /// `error` or `warning`.
    pub severity: &'static str,
    /// A lint's code, or one of the verdict's own ([`FindingKind::code`]): `splits/invalid`,
    /// `sample/empty`, `sample/no-keys`, `regions/max-over-mean`, `regions/empty`,
    /// `writes/hotspot`, `live/size-skew`, `live/request-skew`, `query/read-amplification`,
    /// `query/fan-out`, …
    pub code: &'static str,
    /// In words.
    pub message: String,
    /// The value measured (`null` for a lint or a sample finding).
    pub value: Option<f64>,
    /// The threshold it crossed, in the value's unit (`null` where there is no value).
    pub threshold: Option<f64>,
}

/// One key.
#[derive(Debug, Serialize)]
pub struct KeyRow {
    /// The sample data row (1 = first row after the header).
    pub row: usize,
    /// The key as the HBase shell prints it (`toStringBinary`).
    pub key: String,
    /// The key in hex.
    pub hex: String,
    /// The region (0-based) holding it.
    pub region: usize,
}

/// A run of keys of one region left out of the listing.
#[derive(Debug, Serialize)]
pub struct KeysOmitted {
    /// The region (0-based).
    pub region: usize,
    /// How many entries of `keys` come before the run.
    pub after: usize,
    /// How many keys were left out.
    pub count: usize,
}

/// A row that failed to encode.
#[derive(Debug, Serialize)]
pub struct EncodeErrorRow {
    /// The sample data row (1-based), if known.
    pub row: Option<usize>,
    /// What went wrong.
    pub message: String,
}

/// One region.
#[derive(Debug, Serialize)]
pub struct RegionRow {
    /// 0-based.
    pub index: usize,
    /// Start key (`toStringBinary`; empty = table start).
    pub start: String,
    /// End key (`toStringBinary`; empty = table end).
    pub end: String,
    /// Sample keys in the region.
    pub rows: usize,
    /// The live region's store file size in MB, from `--regions` (where it says it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub live_size_mb: Option<f64>,
    /// The live region's request count, from `--regions` (where it says it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub live_requests: Option<u64>,
}

/// Balance metrics over the regions.
#[derive(Debug, Serialize)]
pub struct Balance {
    /// Fewest keys in a region.
    pub min: usize,
    /// Most keys in a region.
    pub max: usize,
    /// Mean keys per region.
    pub mean: f64,
    /// `max / mean` (1.0 = perfectly even; `null` with no key, or when the split list is
    /// invalid and the regions are one stand-in region).
    pub max_over_mean: Option<f64>,
    /// Regions with no key.
    pub empty: usize,
}

/// One lint.
#[derive(Debug, Serialize)]
pub struct LintRow {
    /// `error`, `warning` or `advice`.
    pub severity: &'static str,
    /// The stable lint code.
    pub code: &'static str,
    /// The part concerned (its id), if any.
    pub part: Option<u32>,
    /// The message.
    pub message: String,
    /// Example sample rows (1-based).
    pub rows: Vec<usize>,
    /// The label of the one-click fix, if there is one.
    pub fix: Option<String>,
}

/// One query's plan and cost.
#[derive(Debug, Serialize)]
pub struct QueryReport {
    /// The query's name.
    pub name: String,
    /// The predicates as text.
    pub query: String,
    /// Stable class code (`get`, `prefix_scan`, `range_scan`, `skip_scan`, `bucket_scan`,
    /// `limit_scan`, `full_scan`, `empty`).
    pub kind: &'static str,
    /// The class for people (`PREFIX SCAN`, `4-WAY bucket scan`, ...).
    pub class: String,
    /// One sentence saying why.
    pub reason: String,
    /// Where and why the plan widened.
    pub notes: Vec<String>,
    /// The ranges with their cost.
    pub ranges: Vec<RangeRow>,
    /// Keys read directly (GET plans).
    pub get_keys: Vec<String>,
    /// Predicates checked by a server-side filter.
    pub residual: Vec<String>,
    /// The FuzzyRowFilter pair, if any.
    pub fuzzy: Option<FuzzyRow>,
    /// How "latest N" is served, if asked.
    pub latest: Option<LatestRow>,
    /// The cost on the sample.
    pub cost: CostRow,
    /// HBase shell commands.
    pub shell: String,
    /// Java client code.
    pub java: String,
    /// Phoenix-style EXPLAIN.
    pub explain: String,
}

/// One planned range.
#[derive(Debug, Serialize)]
pub struct RangeRow {
    /// Start row (`toStringBinary`; empty = table start).
    pub start: String,
    /// Stop row, excluded (`toStringBinary`; empty = table end).
    pub stop: String,
    /// Start row in hex.
    pub start_hex: String,
    /// Stop row in hex.
    pub stop_hex: String,
    /// Regions visited (0-based).
    pub regions: Vec<usize>,
    /// Sample keys inside.
    pub rows: usize,
}

/// A FuzzyRowFilter pair.
#[derive(Debug, Serialize)]
pub struct FuzzyRow {
    /// The key with `?` for free bytes.
    pub pattern: String,
    /// The key in hex (00 at free bytes).
    pub key_hex: String,
    /// The mask (0 = fixed, 1 = any).
    pub mask: Vec<u8>,
}

/// How "latest N" is served.
#[derive(Debug, Serialize)]
pub struct LatestRow {
    /// N.
    pub count: u32,
    /// The time column.
    pub column: String,
    /// `key_order`, `reversed_scan` or `client_sort`.
    pub order: &'static str,
    /// In plain words.
    pub how: String,
}

/// The cost on the sample.
#[derive(Debug, Serialize)]
pub struct CostRow {
    /// Distinct regions touched.
    pub regions_touched: Vec<usize>,
    /// Rows read.
    pub rows_scanned: usize,
    /// Rows returned.
    pub rows_returned: usize,
    /// Rows read per row returned (`null` when nothing is returned).
    pub read_amplification: Option<f64>,
    /// Rows returned (1-based sample rows, in returned order): all of them with `--keys
    /// all`, else the first few.
    pub returned_rows: Vec<usize>,
    /// Their keys.
    pub returned_keys: Vec<String>,
    /// Rows returned but left out of `returned_rows` (the first `2 × --keys` are listed).
    pub returned_omitted: usize,
    /// Matching rows outside every range (always empty: a non-empty list is a planner bug).
    pub missed_rows: Vec<usize>,
}

/// A problem that stops the analysis.
#[derive(Debug)]
pub struct AnalyzeError(pub String);

impl std::fmt::Display for AnalyzeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The recipe in one line: part names joined by `+`, separators quoted.
#[must_use]
pub fn recipe_line(spec: &KeySpec) -> String {
    let mut out = Vec::new();
    for p in &spec.parts {
        out.push(part_name(p));
        if let Some(sep) = &p.separator {
            out.push(format!("\"{}\"", to_string_binary(sep.as_bytes())));
        }
    }
    out.join(" + ")
}

fn severity(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Advice => "advice",
    }
}

fn lint_row(l: &Lint) -> LintRow {
    LintRow {
        severity: severity(l.severity),
        code: l.code().as_str(),
        part: l.part.map(|p| p.0),
        message: l.localized().en,
        rows: l.rows.iter().map(|r| r + 1).collect(),
        fix: l.fix.as_ref().map(|f| f.kind.localized().en),
    }
}

fn split_lint_row(l: &SplitLint) -> LintRow {
    LintRow {
        severity: split_level(l.severity).as_str(),
        code: l.code.as_str(),
        part: None,
        message: split_lint_message(&En, &l.code),
        rows: Vec::new(),
        fix: Some(split_lint_fix(&En, &l.code)),
    }
}

/// A split lint's severity as the page ranks it among its problems.
fn split_level(s: SplitSeverity) -> Level {
    match s {
        SplitSeverity::Warning => Level::Warning,
        _ => Level::Advice,
    }
}

/// `error` before `warning` before `advice`.
fn severity_rank(severity: &str) -> u8 {
    match severity {
        "error" => 0,
        "warning" => 1,
        _ => 2,
    }
}

fn fuzzy_row(f: &FuzzyKey) -> FuzzyRow {
    FuzzyRow {
        pattern: f.pattern(),
        key_hex: to_hex(&f.key),
        mask: f.mask.clone(),
    }
}

fn latest_code(o: LatestOrder) -> &'static str {
    match o {
        LatestOrder::KeyOrder => "key_order",
        LatestOrder::ReversedScan => "reversed_scan",
        _ => "client_sort",
    }
}

/// Which keys the report lists in `keys`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing {
    /// Every key.
    All,
    /// At most this many first and this many last keys of each region.
    Ends(usize),
    /// None (they are streamed elsewhere, or not wanted).
    None,
}

/// The keys in HBase order, each with its sample row and region: what `keys` lists from.
#[derive(Debug)]
pub struct SortedKeys<'a> {
    /// The keys, in sample order.
    keys: &'a KeyArena,
    /// Their sort order: sorted position `p` is key `order[p]` (ties in sample order).
    order: &'a [usize],
    /// The sample row (0-based) of each sorted position.
    rows: &'a [usize],
    /// The region of each key (in sample order).
    regions: &'a [usize],
}

impl SortedKeys<'_> {
    /// How many keys.
    #[must_use]
    pub fn len(&self) -> usize {
        self.order.len()
    }

    /// Whether there are no keys.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// The region of the key at sorted position `at`.
    fn region(&self, at: usize) -> usize {
        self.order
            .get(at)
            .and_then(|&k| self.regions.get(k))
            .copied()
            .unwrap_or_default()
    }

    /// The report's row for sorted position `at`.
    #[must_use]
    pub fn row(&self, at: usize) -> Option<KeyRow> {
        let key = self.keys.get(*self.order.get(at)?)?;
        Some(KeyRow {
            row: self.rows.get(at)? + 1,
            key: to_string_binary(key),
            hex: to_hex(key),
            region: self.region(at),
        })
    }
}

/// The listed keys and the runs left out between them, for a listing.
fn listed_keys(sorted: &SortedKeys<'_>, listing: Listing) -> (Vec<KeyRow>, Vec<KeysOmitted>) {
    let n = sorted.len();
    let mut keys = Vec::new();
    let mut omitted = Vec::new();
    match listing {
        Listing::None => {}
        Listing::All => keys.extend((0..n).filter_map(|at| sorted.row(at))),
        Listing::Ends(ends) => {
            let mut start = 0;
            while start < n {
                let region = sorted.region(start);
                let len = (start..n)
                    .take_while(|&at| sorted.region(at) == region)
                    .count();
                if len <= 2 * ends {
                    keys.extend((start..start + len).filter_map(|at| sorted.row(at)));
                } else {
                    keys.extend((start..start + ends).filter_map(|at| sorted.row(at)));
                    omitted.push(KeysOmitted {
                        region,
                        after: keys.len(),
                        count: len - 2 * ends,
                    });
                    keys.extend((start + len - ends..start + len).filter_map(|at| sorted.row(at)));
                }
                start += len;
            }
        }
    }
    (keys, omitted)
}

/// What is handed the sorted keys while the report is built (`--format ndjson` writes them).
pub type KeySink<'s> = dyn FnMut(&SortedKeys<'_>) + 's;

/// Builds the report; `listing` says which keys `keys` lists, `arrival` orders the writes
/// for the write hotspot (the rows' order in the data, as the page has it, unless a column
/// is named), `live` is a live table's layout whose boundaries are the design's splits
/// (`--regions`: its sizes and request counts go beside the regions and are judged), and
/// `each_key` is handed every key in HBase order (for `--format ndjson`).
///
/// An invalid split list does not stop the report: as on the page, the table is one region
/// and the verdict leads with the error ([`Report::split_error`]).
///
/// # Errors
///
/// An [`AnalyzeError`] for a recipe that does not fit the sample or a query that cannot be
/// planned.
pub fn analyze(
    design: &Design,
    sample: &Sample,
    sizing: Sizing,
    listing: Listing,
    arrival: &Arrival,
    live: Option<&crate::layout::Layout>,
    each_key: Option<&mut KeySink<'_>>,
) -> Result<Report, AnalyzeError> {
    let spec = &design.recipe;
    let (points, split_error) = match design.splits.resolve() {
        Ok(points) => (points, None),
        Err(e) => (crate::split::SplitPoints::default(), Some(e)),
    };
    let splits = points.keys();
    // No statement for a list HBase refuses (one without its split points would mislead).
    let create = match &split_error {
        None => create_statement(&design.table, &design.family, &design.splits)
            .map_err(|e| AnalyzeError(format!("splits: {e}")))?,
        Some(_) => crate::split::CreateStatement {
            shell: String::new(),
            splits_file: None,
        },
    };
    let live = live.filter(|l| split_error.is_none() && l.split_spec() == design.splits);
    let encoded =
        EncodedKeys::encode(spec, sample).map_err(|e| AnalyzeError(format!("recipe: {e}")))?;
    // The core's sort (a radix sort on the key bytes; ties keep sample order).
    let (order, tied) = sort_order_with_ties(encoded.keys());
    // Linted as the page lints: a wide row's cells (rows sharing a key but not the
    // qualifier) are not duplicates.
    let qualifier = design
        .qualifier
        .as_deref()
        .and_then(|name| sample.column_index(name));
    // The design's queries tell whether a part's order matters (the unpadded-number lint).
    let found = lint_keys_qualified(
        spec,
        sample,
        &encoded,
        &order,
        &tied,
        qualifier,
        Some(&design.queries),
    );
    let units = crate::verdict::leading_units(spec, &encoded);
    let (arena, key_rows, errors) = encoded.into_keys();
    let (placed, _) = RegionReport::from_sorted(&arena, &order, &points);
    let sorted_rows: Vec<usize> = order.iter().map(|&k| key_rows[k]).collect();
    let sorted = SortedKeys {
        keys: &arena,
        order: &order,
        rows: &sorted_rows,
        regions: &placed.row_region,
    };
    let (keys, keys_omitted) = listed_keys(&sorted, listing);
    if let Some(each) = each_key {
        each(&sorted);
    }
    let encode_errors = errors
        .iter()
        .map(|e| EncodeErrorRow {
            row: e.row.map(|r| r + 1),
            message: e.to_string(),
        })
        .collect();
    let counts = placed.counts();
    let regions: Vec<RegionRow> = placed
        .regions
        .iter()
        .map(|r| RegionRow {
            index: r.index,
            start: r.start_text.clone(),
            end: r.end_text.clone(),
            rows: r.row_count,
            live_size_mb: None,
            live_requests: None,
        })
        .collect();
    let mut balance = balance(&counts);
    // One stand-in region's 1.00× would read as a perfect spread: withheld.
    if split_error.is_some() {
        balance.max_over_mean = None;
    }
    // The replay writes the rows in file order (not for an invalid list's stand-in region:
    // the design has a pre-split).
    let autosplit = (splits.is_empty() && split_error.is_none())
        .then(|| autosplit(&arena, sizing))
        .flatten();
    // The split lints, as the page runs them on the same regions.
    let split_lints = lint_splits(
        &arena,
        &design.splits,
        &placed,
        crate::analysis::salt_layout(spec).as_ref(),
    );
    let mut lints: Vec<LintRow> = found
        .iter()
        .map(lint_row)
        .chain(split_lints.iter().map(split_lint_row))
        .collect();
    // Errors first, as the page lists its problems (a stable sort keeps each kind's order).
    crate::order::sort_by_key(&mut lints, |l| severity_rank(l.severity));
    let lint_errors = lints.iter().filter(|l| l.severity == "error").count();
    let mut queries = Vec::new();
    let facts = SampleFacts::of(spec, sample).with_qualifier(design.qualifier.as_deref());
    // Each sample row's key (index into `arena`), for the rows the queries return.
    let mut key_of_row: Vec<Option<usize>> = vec![None; sample.row_count()];
    for (k, &row) in key_rows.iter().enumerate() {
        if let Some(slot) = key_of_row.get_mut(row) {
            *slot = Some(k);
        }
    }
    for q in &design.queries {
        let plan = plan_query_with(spec, sample.columns(), q, &facts)
            .map_err(|e| AnalyzeError(e.to_string()))?;
        queries.push(query_report(
            &plan,
            design,
            sample,
            splits,
            (&arena, &order, &sorted_rows),
            &key_of_row,
            listing,
        ));
    }
    let hotspot = Some(hotspot(
        arrival,
        sample,
        &key_rows,
        &placed.row_region,
        counts.len(),
    )?);
    let spread = Spread::of_units(&units);
    let recent_spread = hotspot.as_ref().map(|(h, order)| {
        let recent = order
            .get(order.len().saturating_sub(h.recent_writes)..)
            .unwrap_or_default();
        let recent: Vec<usize> = recent
            .iter()
            .map(|&k| units.get(k).copied().unwrap_or(usize::MAX - k))
            .collect();
        Spread::of_units(&recent)
    });
    let hotspot = hotspot.map(|(h, _)| h);
    let key_bytes = (!arena.is_empty())
        .then(|| arena.key_iter().map(<[u8]>::len).sum::<usize>() as f64 / arena.len() as f64);
    let verdict = verdict(
        &found,
        &split_lints,
        &errors,
        (sample.row_count(), &counts),
        &queries,
        (hotspot.as_ref(), &spread, recent_spread, key_bytes),
        (split_error.as_ref(), live),
    );
    let mut report = Report {
        report_format: REPORT_FORMAT,
        table: design.table.clone(),
        family: design.family.clone(),
        recipe: recipe_line(spec),
        rows: sample.row_count(),
        skipped_lines: Vec::new(),
        keys_total: order.len(),
        keys,
        keys_omitted,
        encode_errors,
        regions,
        balance,
        lints,
        lint_errors,
        queries,
        create: create.shell,
        splits_file: create.splits_file,
        verdict,
        layout: None,
        autosplit,
        hotspot: hotspot.map(|h| HotspotRow {
            arrival: arrival.column_name().map(str::to_owned),
            recent_writes: h.recent_writes,
            busiest_region: h.busiest_region,
            busiest_writes: h.busiest_writes,
            share: h.share,
            even_share: h.even_share,
        }),
        split_error: split_error.as_ref().map(ToString::to_string),
    };
    if let Some(layout) = live {
        add_live_layout(&mut report, layout);
    }
    Ok(report)
}

/// Where the latest writes go, the rows written in `arrival` order (the core's
/// [`write_hotspot`] over the latest [`RECENT_WRITES_PERCENT`] %): `rows` and `row_region`
/// are each key's sample row and region, in sample order.
fn hotspot(
    arrival: &Arrival,
    sample: &Sample,
    rows: &[usize],
    row_region: &[usize],
    regions: usize,
) -> Result<(WriteHotspot, Vec<usize>), AnalyzeError> {
    let order = arrival
        .order(sample, rows)
        .map_err(|e| AnalyzeError(format!("--arrival: {}", e.en)))?;
    let hot = write_hotspot(row_region, regions, &order, RECENT_WRITES_PERCENT)
        .map_err(|e| AnalyzeError(format!("--arrival: {e}")))?;
    Ok((hot, order))
}

/// The table replayed without a pre-split, the sample's rows written in file order.
fn autosplit(keys: &KeyArena, sizing: Sizing) -> Option<AutosplitRow> {
    let arrival: Vec<usize> = (0..keys.len()).collect();
    let key_bytes: usize = keys.key_iter().map(<[u8]>::len).sum();
    let as_u64 = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
    let row_bytes = sizing.row_bytes(as_u64(key_bytes), as_u64(keys.len()));
    let growth = Growth::replay(keys, &arrival, sizing.table_rows.saturating_mul(row_bytes))?;
    Some(AutosplitRow {
        table_rows: sizing.table_rows,
        row_bytes,
        policy: crate::autosplit::SPLIT_POLICY,
        first_threshold_rows: growth.first_threshold_rows,
        threshold_rows: growth.threshold_rows,
        writes: growth.writes,
        regions: growth.regions,
        steps: growth
            .steps
            .iter()
            .map(|s| StepRow {
                writes: s.writes,
                regions: s.regions,
            })
            .collect(),
        busiest_share: growth.busiest_share,
        even_share: growth.even_share,
        text: growth.text.en,
    })
}

fn level(s: Severity) -> Level {
    match s {
        Severity::Error => Level::Error,
        Severity::Warning => Level::Warning,
        Severity::Advice => Level::Advice,
    }
}

/// The verdict on what the report found, as the page weighs it: the lints (and, as the page
/// has it, an error when rows could not be encoded), rows per region and each query's cost.
/// The writes arrive in `--arrival` order, else in the data's order, as on the page.
fn verdict(
    found: &[Lint],
    split_lints: &[SplitLint],
    errors: &[EncodeError],
    (rows, counts): (usize, &[usize]),
    queries: &[QueryReport],
    (hotspot, spread, recent_spread, key_bytes): (
        Option<&WriteHotspot>,
        &Spread,
        Option<Spread>,
        Option<f64>,
    ),
    (split_error, live): (
        Option<&crate::split::SplitError>,
        Option<&crate::layout::Layout>,
    ),
) -> VerdictRow {
    // In the page's order: the recipe's lints, the encode errors, the split lints, then
    // errors first (a stable sort), so that findings come out in the same order.
    let mut lints: Vec<(Level, &'static str, String)> = found
        .iter()
        .map(|l| (level(l.severity), l.code().as_str(), l.localized().en))
        .collect();
    if let Some(first) = errors.first() {
        lints.push((
            Level::Error,
            "encode-errors",
            En.encode_errors(errors.len(), &first.to_string()),
        ));
    }
    lints.extend(split_lints.iter().map(|l| {
        (
            split_level(l.severity),
            l.code.as_str(),
            split_lint_message(&En, &l.code),
        )
    }));
    crate::order::sort_by_key(&mut lints, |l| l.0);
    let messages: Vec<String> = lints.iter().map(|l| l.2.clone()).collect();
    let lints: Vec<(Level, &'static str)> = lints.iter().map(|l| (l.0, l.1)).collect();
    let balance = BalanceMetrics::from_counts(counts);
    let costs = query_evidence(queries);
    let v = Verdict::of(&Evidence {
        sample_readable: true,
        sample_rows: rows,
        keys: counts.iter().sum(),
        lints: &lints,
        balance: &balance,
        hotspot,
        spread: Some(spread),
        recent_spread: recent_spread.as_ref(),
        key_bytes,
        queries: &costs,
        split_error,
        live,
    });
    VerdictRow {
        status: v.status.as_str(),
        findings: v
            .findings
            .iter()
            .map(|f| FindingRow {
                severity: f.severity.as_str(),
                code: f.kind.code(),
                message: match f.kind {
                    FindingKind::Lint { index, .. } => {
                        messages.get(index).cloned().unwrap_or_default()
                    }
                    _ => f.message(&En).unwrap_or_default(),
                },
                value: f.kind.value(),
                threshold: f.kind.threshold(),
            })
            .collect(),
    }
}

/// The balance line, from the core's metrics.
/// What the verdict (and `rowkey check`) weighs of each query: its cost.
pub fn query_evidence(queries: &[QueryReport]) -> Vec<QueryEvidence<'_>> {
    queries
        .iter()
        .enumerate()
        .map(|(index, q)| QueryEvidence {
            index,
            name: &q.name,
            regions_touched: q.cost.regions_touched.len(),
            rows_scanned: q.cost.rows_scanned,
            rows_returned: q.cost.rows_returned,
            reversed_latest: q
                .latest
                .as_ref()
                .is_some_and(|l| l.order == latest_code(LatestOrder::ReversedScan)),
        })
        .collect()
}

/// The balance line of a report, from the core's metrics of the rows per region.
pub fn balance(counts: &[usize]) -> Balance {
    let m = BalanceMetrics::from_counts(counts);
    Balance {
        min: counts.iter().copied().min().unwrap_or(0),
        max: m.max_rows,
        mean: m.mean_rows,
        max_over_mean: (m.rows > 0).then_some(m.max_mean_ratio),
        empty: m.empty_regions,
    }
}

fn query_report(
    plan: &Plan,
    design: &Design,
    sample: &Sample,
    splits: &[RowKey],
    sorted: (&KeyArena, &[usize], &[usize]),
    key_of_row: &[Option<usize>],
    listing: Listing,
) -> QueryReport {
    let spec = &design.recipe;
    let c = cost_in_order(plan, spec, sample, sorted, splits);
    let key_of = |row: usize| {
        key_of_row
            .get(row)
            .copied()
            .flatten()
            .and_then(|k| sorted.0.get(k))
            .map_or_else(String::new, to_string_binary)
    };
    let listed = match listing {
        Listing::All => &c.returned[..],
        Listing::Ends(n) => &c.returned[..c.returned.len().min(n.saturating_mul(2))],
        Listing::None => &[],
    };
    let ranges = plan
        .ranges
        .iter()
        .zip(&c.ranges)
        .map(|(r, rc)| RangeRow {
            start: r.start.to_string_binary(),
            stop: r.stop.to_string_binary(),
            start_hex: r.start.to_hex(),
            stop_hex: r.stop.to_hex(),
            regions: rc.regions.clone(),
            rows: rc.rows,
        })
        .collect();
    QueryReport {
        name: plan.query.name.clone(),
        query: plan.query.to_string(),
        kind: plan.kind.code(),
        class: plan.kind.to_string(),
        reason: plan_reason(plan, spec).en,
        notes: plan.notes.iter().map(|n| n.localized().en).collect(),
        ranges,
        get_keys: plan.keys.iter().map(RowKey::to_string_binary).collect(),
        residual: plan.residual.iter().map(ToString::to_string).collect(),
        fuzzy: plan.fuzzy.as_ref().map(fuzzy_row),
        latest: plan.latest.as_ref().map(|l| LatestRow {
            count: l.count,
            column: l.column.clone(),
            order: latest_code(l.order),
            how: l.order.describe().to_owned(),
        }),
        cost: CostRow {
            regions_touched: c.regions.clone(),
            rows_scanned: c.rows_scanned,
            rows_returned: c.rows_returned,
            read_amplification: c.amplification(),
            returned_rows: listed.iter().map(|r| r + 1).collect(),
            returned_keys: listed.iter().map(|r| key_of(*r)).collect(),
            returned_omitted: c.returned.len() - listed.len(),
            missed_rows: c.missed.iter().map(|r| r + 1).collect(),
        },
        shell: shell(plan, spec, &design.table, &design.family),
        java: java(plan, spec, &design.table, &design.family),
        explain: explain(plan, &design.table, splits),
    }
}
