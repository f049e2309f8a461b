//! The Queries area's view model: for each query of the [`Inputs`](super::Inputs), its plan
//! class and reason, ranges, cost on the sample, the rows it returns, its HBase shell, Java
//! and EXPLAIN text, and a strip that draws its ranges over the region chart's key space.
//!
//! The query form edits one [`Condition`] per row (column, [`OpKind`], value text);
//! [`query_of`] turns the rows back into a [`Query`], with the field at fault when a value
//! does not read.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::{analyze, Inputs};
//! let a = analyze(&Inputs::seed_000());
//! let classes: Vec<&str> = a.queries.iter().map(|q| q.outcome.as_ref().unwrap().class.en.as_str()).collect();
//! assert_eq!(classes, ["PREFIX SCAN", "PREFIX SCAN", "FULL SCAN"]);
//! let classes: Vec<&str> = a.queries.iter().map(|q| q.outcome.as_ref().unwrap().class.zh.as_str()).collect();
//! assert_eq!(classes, ["前缀扫描", "前缀扫描", "全表扫描"]);
//! ```

use std::fmt::Write as _;
use std::ops::Range;

use crate::i18n::messages::{localize, messages};
use crate::i18n::{Lang, Localize, Localized};
use crate::key::{RowKey, SortedKeys};
use crate::plan::{
    Op, PlanKind, Predicate, Query, QueryError, SampleFacts, check_query, cost_view, explain,
    java_in, plan_query_with, shell_in,
};
use crate::region::RegionReport;
use crate::sample::Sample;
use crate::spec::KeySpec;
use crate::split::region_of;

use super::RowView;
use super::chart::{MAX_CHART_REGIONS, SLOT, n};

/// Most returned rows listed per query.
pub const MAX_LISTED_ROWS: usize = 20;
/// Most ranges listed per query (all are drawn on the strip, up to [`MAX_DRAWN_RANGES`]).
pub const MAX_LISTED_RANGES: usize = 20;
/// Most ranges drawn on a query's strip.
pub const MAX_DRAWN_RANGES: usize = 500;
/// Height of a strip in `viewBox` units.
const STRIP_HEIGHT: f64 = 10.0;
/// Narrowest mark on a strip, so a one-row GET can be seen.
const MIN_MARK: f64 = 0.8;
/// Largest "latest N".
pub const MAX_LATEST: u64 = 1_000_000;

macro_rules! op_kinds {
    ($( $variant:ident => $key:literal, $label:literal; )*) => {
        /// An operator of the query form.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        pub enum OpKind {
            $(
                #[doc = $label]
                $variant,
            )*
        }

        crate::wire::wire_enum!(OpKind { $($variant),* });

        impl OpKind {
            /// Every operator, in picker order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),*];

            /// A stable key for `<option value>`.
            #[must_use]
            pub fn key(self) -> &'static str {
                match self { $(Self::$variant => $key),* }
            }

            /// The label shown in the picker (English; see [`OpKind::name`]).
            #[must_use]
            pub fn label(self) -> &'static str {
                match self { $(Self::$variant => $label),* }
            }

            /// The label shown in the picker, in `lang`.
            ///
            /// # Examples
            ///
            /// ```
            /// use rowkey_core::analysis::OpKind;
            /// use rowkey_core::i18n::Lang;
            /// assert_eq!(OpKind::Eq.name(Lang::Zh), "=");
            /// assert_eq!(OpKind::StartsWith.name(Lang::En), "starts with");
            /// assert_eq!(OpKind::StartsWith.name(Lang::Zh), "前缀为");
            /// ```
            #[must_use]
            pub fn name(self, lang: Lang) -> String {
                messages(lang).op_label(self)
            }

            /// The operator with this key.
            ///
            /// # Examples
            ///
            /// ```
            /// use rowkey_core::analysis::OpKind;
            /// for op in OpKind::ALL {
            ///     assert_eq!(OpKind::from_key(op.key()), Some(*op));
            /// }
            /// ```
            #[must_use]
            pub fn from_key(key: &str) -> Option<Self> {
                match key { $($key => Some(Self::$variant),)* _ => None }
            }
        }
    };
}

op_kinds! {
    Eq => "eq", "=";
    In => "in", "IN";
    Lt => "lt", "<";
    Le => "le", "<=";
    Gt => "gt", ">";
    Ge => "ge", ">=";
    Between => "between", "BETWEEN";
    StartsWith => "starts_with", "starts with";
    EndsWith => "ends_with", "ends with";
    HostEndsWith => "host_ends_with", "host ends with";
    Latest => "latest", "latest N by";
}

impl OpKind {
    /// Whether the operator takes two values (`BETWEEN`).
    #[must_use]
    pub fn two_values(self) -> bool {
        self == Self::Between
    }

    /// The value field's label in `lang`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::OpKind;
    /// use rowkey_core::i18n::Lang;
    /// assert_eq!(OpKind::Latest.value_name(Lang::En), "How many rows");
    /// assert_eq!(OpKind::Latest.value_name(Lang::Zh), "行数");
    /// ```
    #[must_use]
    pub fn value_name(self, lang: Lang) -> String {
        messages(lang).op_value_label(self)
    }

    /// A hint for the value field (`comma-separated values`, `how many rows`), in English.
    #[must_use]
    pub fn value_label(self) -> &'static str {
        match self {
            Self::In => "Values (comma-separated)",
            Self::Between => "From",
            Self::StartsWith => "Prefix",
            Self::EndsWith => "Suffix",
            Self::HostEndsWith => "Host suffix",
            Self::Latest => "How many rows",
            _ => "Value",
        }
    }
}

/// One row of the query form: a condition on a column, as the user sees it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Condition {
    /// The column.
    pub column: String,
    /// The operator.
    pub op: OpKind,
    /// The value (the lower bound for `BETWEEN`, the list for `IN`, the count for latest).
    pub value: String,
    /// The upper bound for `BETWEEN` (empty otherwise).
    pub high: String,
}
crate::wire::wire_struct!(Condition {
    column,
    op,
    value,
    high
});

impl Condition {
    /// `column = value`.
    #[must_use]
    pub fn eq(column: &str, value: &str) -> Self {
        Self {
            column: column.to_owned(),
            op: OpKind::Eq,
            value: value.to_owned(),
            high: String::new(),
        }
    }
}

/// A field of the query form that does not read, and why.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FieldError {
    /// The condition (0-based row of the form).
    pub condition: usize,
    /// Which field of the row.
    pub field: Field,
    /// Why, in a few plain words, in both languages.
    pub message: Localized,
}
crate::wire::wire_struct!(FieldError {
    condition,
    field,
    message
});

/// A field of a condition row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Field {
    /// The column select.
    Column,
    /// The (first) value.
    Value,
    /// The upper bound of `BETWEEN`.
    High,
}
crate::wire::wire_enum!(Field {
    Column,
    Value,
    High
});

/// The form rows of a query: one per predicate, then "latest N by" if asked.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::queries::conditions_of;
/// use rowkey_core::analysis::OpKind;
/// use rowkey_core::plan::{Predicate, Query};
/// let q = Query::new("q").with(Predicate::is_in("uid", &["1", "2"])).latest(5, "ts");
/// let rows = conditions_of(&q);
/// assert_eq!((rows[0].op, rows[0].value.as_str()), (OpKind::In, "1, 2"));
/// assert_eq!((rows[1].op, rows[1].column.as_str(), rows[1].value.as_str()), (OpKind::Latest, "ts", "5"));
/// ```
#[must_use]
pub fn conditions_of(query: &Query) -> Vec<Condition> {
    let mut rows: Vec<Condition> = query
        .predicates
        .iter()
        .map(|p| {
            let (op, value, high) = match &p.op {
                Op::Eq { value } => (OpKind::Eq, value.clone(), String::new()),
                Op::In { values } => (OpKind::In, values.join(", "), String::new()),
                Op::Lt { value } => (OpKind::Lt, value.clone(), String::new()),
                Op::Le { value } => (OpKind::Le, value.clone(), String::new()),
                Op::Gt { value } => (OpKind::Gt, value.clone(), String::new()),
                Op::Ge { value } => (OpKind::Ge, value.clone(), String::new()),
                Op::Between { low, high } => (OpKind::Between, low.clone(), high.clone()),
                Op::StartsWith { prefix } => (OpKind::StartsWith, prefix.clone(), String::new()),
                Op::EndsWith { suffix } => (OpKind::EndsWith, suffix.clone(), String::new()),
                Op::HostEndsWith { suffix } => {
                    (OpKind::HostEndsWith, suffix.clone(), String::new())
                }
            };
            Condition {
                column: p.column.clone(),
                op,
                value,
                high,
            }
        })
        .collect();
    if let Some(l) = &query.latest {
        rows.push(Condition {
            column: l.column.clone(),
            op: OpKind::Latest,
            value: l.count.to_string(),
            high: String::new(),
        });
    }
    rows
}

/// The query the form rows describe (the last "latest N by" row wins).
///
/// # Errors
///
/// The first field that does not read: an empty `IN` list, or a count that is not a whole
/// number from 1 to [`MAX_LATEST`]. Whether a bound suits its column is checked by
/// [`Summary::check_form`](super::Summary::check_form).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::queries::{query_of, Field};
/// use rowkey_core::analysis::{Condition, OpKind};
/// let mut rows = vec![Condition::eq("uid", "111")];
/// assert_eq!(query_of("q", &rows).unwrap().to_string(), "uid = '111'");
/// rows.push(Condition { column: "ts".into(), op: OpKind::Latest, value: "ten".into(), high: String::new() });
/// let err = query_of("q", &rows).unwrap_err();
/// assert_eq!((err.condition, err.field), (1, Field::Value));
/// assert_eq!(err.message.en, "a count is a whole number from 1 to 1000000, not \"ten\"");
/// assert_eq!(err.message.zh, "数量应为 1 到 1000000 的整数，而不是 \"ten\"");
/// ```
pub fn query_of(name: &str, conditions: &[Condition]) -> Result<Query, FieldError> {
    let mut query = Query::new(name);
    for (i, c) in conditions.iter().enumerate() {
        let error = |field, message: Localized| FieldError {
            condition: i,
            field,
            message,
        };
        let column = c.column.as_str();
        let predicate = match c.op {
            OpKind::Eq => Predicate::eq(column, &c.value),
            OpKind::In => {
                let values: Vec<&str> = c
                    .value
                    .split(',')
                    .map(str::trim)
                    .filter(|v| !v.is_empty())
                    .collect();
                if values.is_empty() {
                    return Err(error(Field::Value, localize(|m| m.form_in_needs_values())));
                }
                Predicate::is_in(column, &values)
            }
            OpKind::Lt => Predicate::lt(column, c.value.trim()),
            OpKind::Le => Predicate::le(column, c.value.trim()),
            OpKind::Gt => Predicate::gt(column, c.value.trim()),
            OpKind::Ge => Predicate::ge(column, c.value.trim()),
            OpKind::Between => Predicate::between(column, c.value.trim(), c.high.trim()),
            OpKind::StartsWith => Predicate::starts_with(column, &c.value),
            OpKind::EndsWith => Predicate::ends_with(column, &c.value),
            OpKind::HostEndsWith => Predicate::host_ends_with(column, &c.value),
            OpKind::Latest => {
                let count = c
                    .value
                    .trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|n| (1..=MAX_LATEST).contains(n))
                    .and_then(|n| u32::try_from(n).ok())
                    .ok_or_else(|| {
                        error(
                            Field::Value,
                            localize(|m| m.form_bad_count(MAX_LATEST, c.value.trim())),
                        )
                    })?;
                query = query.latest(count, column);
                continue;
            }
        };
        query = query.with(predicate);
    }
    Ok(query)
}

/// Where a planner error belongs in the form, with a short message for that field.
pub(crate) fn field_error(query: &Query, error: &QueryError) -> FieldError {
    let conditions = conditions_of(query);
    let at_column = |column: &str| {
        conditions
            .iter()
            .position(|c| c.column == column)
            .unwrap_or(0)
    };
    match error {
        QueryError::UnknownColumn {
            column, available, ..
        } => FieldError {
            condition: at_column(column),
            field: Field::Column,
            message: localize(|m| m.no_such_column(column, available)),
        },
        QueryError::BadBound {
            predicate,
            value,
            kind,
            ..
        } => {
            let i = query
                .predicates
                .iter()
                .position(|p| p.to_string() == *predicate)
                .unwrap_or(0);
            let field = match query.predicates.get(i).map(|p| &p.op) {
                Some(Op::Between { low, high }) if high == value && low != value => Field::High,
                _ => Field::Value,
            };
            FieldError {
                condition: i,
                field,
                message: localize(|m| m.form_bad_bound(value, kind)),
            }
        }
        QueryError::EmptyIn { column, .. } => FieldError {
            condition: at_column(column),
            field: Field::Value,
            message: localize(|m| m.form_in_needs_values()),
        },
        other => FieldError {
            condition: conditions.len().saturating_sub(1),
            field: Field::Value,
            message: localize(|m| m.query_error(other)),
        },
    }
}

/// One query, ready to show.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct QueryView {
    /// 0-based position in the inputs' queries.
    pub index: usize,
    /// The query's name.
    pub name: String,
    /// The query as text (`uid = '111' AND phone = '123'`).
    pub text: String,
    /// The form rows.
    pub conditions: Vec<Condition>,
    /// The plan and its cost, or why the query cannot be planned (shown next to the field).
    pub outcome: Result<QueryPlanView, FieldError>,
}
crate::wire::wire_struct!(QueryView {
    index,
    name,
    text,
    conditions,
    outcome
});

/// A planned query: everything the Queries area shows for it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct QueryPlanView {
    /// The plan class for people (`GET`, `PREFIX SCAN`, `4-WAY bucket scan`, ...).
    pub class: Localized,
    /// A stable class code (`get`, `prefix_scan`, `full_scan`, ...), e.g. for colours.
    #[serde(deserialize_with = "crate::protocol::static_str")]
    pub code: crate::protocol::StaticText,
    /// One sentence saying why.
    pub reason: Localized,
    /// Where and why the plan widened.
    pub notes: Vec<Localized>,
    /// The first [`MAX_LISTED_RANGES`] ranges.
    pub ranges: Vec<RangeView>,
    /// How many ranges there are in all.
    pub range_count: usize,
    /// `3 ranges (first 20 shown)`, `1 range`.
    pub ranges_text: Localized,
    /// Distinct regions touched (0-based).
    pub regions: Vec<usize>,
    /// `2 of 5 regions (1, 2)`.
    pub regions_text: Localized,
    /// Rows read on the sample.
    pub rows_scanned: usize,
    /// Rows returned on the sample.
    pub rows_returned: usize,
    /// Whether its "latest N" is served by a reversed scan (the time ascends in the key).
    #[serde(default)]
    pub reversed_latest: bool,
    /// `1.50×`, or `—` when nothing is returned.
    pub amplification: String,
    /// Rows scanned, returned and the amplification in one sentence.
    pub cost_text: Localized,
    /// The first [`MAX_LISTED_ROWS`] returned rows, in HBase order.
    pub rows: Vec<RowView>,
    /// `first 20 of 302 rows returned`, when the list is cut.
    pub rows_note: Option<Localized>,
    /// HBase shell commands (their comments in both languages).
    pub shell: Localized,
    /// Java client code (its comments in both languages).
    pub java: Localized,
    /// A Phoenix-style EXPLAIN.
    pub explain: String,
    /// The ranges over the region chart's key space.
    pub strip: Strip,
    /// Sorted positions of the returned rows listed (for `rows`).
    #[serde(skip)]
    pub(crate) positions: Vec<usize>,
    /// The sorted view filtered to this query: key positions per region.
    #[serde(skip)]
    pub(crate) pieces: Vec<Piece>,
}
crate::wire::wire_struct!(QueryPlanView { class, code, reason, notes, ranges, range_count, ranges_text, regions, regions_text, rows_scanned, rows_returned, reversed_latest, amplification, cost_text, rows, rows_note, shell, java, explain, strip; skip positions, pieces });

/// One planned range, ready to show.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RangeView {
    /// Start row as `toStringBinary`, or `table start`.
    pub start: Localized,
    /// Stop row (excluded) as `toStringBinary`, or `table end`.
    pub stop: Localized,
    /// Start row in hex (empty at the table start).
    pub start_hex: String,
    /// Stop row in hex (empty at the table end).
    pub stop_hex: String,
    /// Sample keys inside.
    pub rows: usize,
    /// Regions visited, 1-based for people (`1–3`, `2`).
    pub regions: Localized,
}
crate::wire::wire_struct!(RangeView {
    start,
    stop,
    start_hex,
    stop_hex,
    rows,
    regions
});

/// A query's ranges drawn over the key space of the region chart: `x` runs over the same
/// `viewBox` width as the bars, each region's slot spread by the rank of its keys.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Strip {
    /// The `viewBox` attribute.
    pub view_box: String,
    /// `x` of each region boundary after the first.
    pub ticks: Vec<String>,
    /// One mark per drawn range.
    pub marks: Vec<StripMark>,
    /// A one-line description (for `aria-label`).
    pub summary: Localized,
}
crate::wire::wire_struct!(Strip {
    view_box,
    ticks,
    marks,
    summary
});

/// One range on a strip.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StripMark {
    /// `x`.
    pub x: String,
    /// `width`.
    pub width: String,
    /// Hover text.
    pub title: Localized,
}
crate::wire::wire_struct!(StripMark { x, width, title });

/// A stretch of the sorted view shown by a query filter: keys at sorted positions
/// `rows` in region `region`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Piece {
    pub region: usize,
    pub rows: Range<usize>,
    /// Whether a region divider comes first (the first piece of its region).
    pub divider: bool,
    /// Rows of this query in the region (for the divider).
    pub region_rows: usize,
}

/// What [`build`] reads.
pub(crate) struct Context<'a> {
    pub recipe: &'a KeySpec,
    pub sample: &'a Sample,
    pub columns: &'a [String],
    /// Keys in HBase order with their sample rows.
    pub sorted: crate::key::Ordered<'a>,
    pub regions: &'a RegionReport,
    pub region_starts: &'a [usize],
    pub splits: &'a [RowKey],
    pub table: &'a str,
    pub family: &'a str,
    /// The column holding each cell's column qualifier, in a wide row.
    pub qualifier: Option<&'a str>,
    /// Why no query can be planned (the sample or the recipe is broken).
    pub blocked: Option<Localized>,
}

/// Every query's view (the returned rows are filled in by the caller, from `positions`).
pub(crate) fn build(ctx: &Context<'_>, queries: &[Query]) -> Vec<QueryView> {
    let facts = match (&ctx.blocked, queries.is_empty()) {
        (None, false) => SampleFacts::of(ctx.recipe, ctx.sample).with_qualifier(ctx.qualifier),
        _ => SampleFacts::default(),
    };
    queries
        .iter()
        .enumerate()
        .map(|(index, query)| {
            let outcome = match &ctx.blocked {
                Some(why) => Err(FieldError {
                    condition: 0,
                    field: Field::Column,
                    message: why.clone(),
                }),
                None => plan_view(ctx, query, &facts),
            };
            QueryView {
                index,
                name: query.name.clone(),
                text: query.to_string(),
                conditions: conditions_of(query),
                outcome,
            }
        })
        .collect()
}

fn plan_view(
    ctx: &Context<'_>,
    query: &Query,
    facts: &SampleFacts,
) -> Result<QueryPlanView, FieldError> {
    let plan = plan_query_with(ctx.recipe, ctx.columns, query, facts)
        .map_err(|e| field_error(query, &e))?;
    let cost = cost_view(
        &plan,
        ctx.recipe,
        ctx.sample,
        &ctx.sorted,
        ctx.splits,
        MAX_LISTED_ROWS,
    );
    let regions_total = ctx.regions.regions.len();
    let region_words = |rs: &[usize]| match (rs.first(), rs.last()) {
        (Some(a), Some(b)) if a == b => Localized::same(format!("{}", a + 1)),
        (Some(a), Some(b)) => Localized::same(format!("{}–{}", a + 1, b + 1)),
        _ => localize(|m| m.no_regions()),
    };
    let ranges: Vec<RangeView> = plan
        .ranges
        .iter()
        .zip(&cost.ranges)
        .take(MAX_LISTED_RANGES)
        .map(|(r, c)| RangeView {
            start: if r.start.is_empty() {
                localize(|m| m.table_start())
            } else {
                Localized::same(r.start.to_string_binary())
            },
            stop: if r.stop.is_empty() {
                localize(|m| m.table_end())
            } else {
                Localized::same(r.stop.to_string_binary())
            },
            start_hex: r.start.to_hex(),
            stop_hex: r.stop.to_hex(),
            rows: c.rows,
            regions: region_words(&c.regions),
        })
        .collect();
    let range_count = plan.ranges.len();
    let ranges_text = localize(|m| {
        if range_count > MAX_LISTED_RANGES {
            m.ranges_first_shown(range_count, MAX_LISTED_RANGES)
        } else {
            m.ranges(range_count)
        }
    });
    let listed: Vec<String> = cost
        .regions
        .iter()
        .take(12)
        .map(|r| (r + 1).to_string())
        .collect();
    let more = if cost.regions.len() > listed.len() {
        ", …"
    } else {
        ""
    };
    let listed = format!("{}{more}", listed.join(", "));
    let regions_text = localize(|m| m.regions_touched(cost.regions.len(), regions_total, &listed));
    let amplification = cost
        .amplification()
        .map_or_else(|| "—".to_owned(), |a| format!("{a:.2}×"));
    let cost_text = localize(|m| match cost.amplification() {
        Some(a) => m.cost(cost.rows_scanned, cost.rows_returned, &format!("{a:.2}")),
        None => m.cost_none_returned(cost.rows_scanned),
    });
    let positions = cost.first_returned;
    let returned_total = cost.returned_positions;
    let rows_note = (returned_total > MAX_LISTED_ROWS)
        .then(|| localize(|m| m.rows_note(MAX_LISTED_ROWS, returned_total)));
    let spans = position_spans(ctx, &plan.ranges);
    let strip = strip(ctx, &plan.ranges, &spans, &plan.kind);
    let pieces = pieces(ctx, &spans);
    Ok(QueryPlanView {
        class: localize(|m| m.plan_class(&plan.kind)),
        code: plan.kind.code(),
        reason: crate::i18n::plan_reason(&plan, ctx.recipe),
        notes: plan.notes.iter().map(Localize::localized).collect(),
        ranges,
        range_count,
        ranges_text,
        regions: cost.regions.clone(),
        regions_text,
        rows_scanned: cost.rows_scanned,
        rows_returned: cost.rows_returned,
        reversed_latest: plan
            .latest
            .as_ref()
            .is_some_and(|l| l.order == crate::plan::LatestOrder::ReversedScan),
        amplification,
        cost_text,
        rows: Vec::new(),
        rows_note,
        shell: localize(|m| shell_in(&plan, ctx.recipe, ctx.table, ctx.family, m)),
        java: localize(|m| java_in(&plan, ctx.recipe, ctx.table, ctx.family, m)),
        explain: explain(&plan, ctx.table, ctx.splits),
        strip,
        positions,
        pieces,
    })
}

/// Each range as sorted positions `[from, to)` of the sample's keys.
fn position_spans(ctx: &Context<'_>, ranges: &[crate::plan::ScanRange]) -> Vec<Range<usize>> {
    ranges
        .iter()
        .map(|r| ctx.sorted.span(r.start.as_bytes(), r.stop.as_bytes()))
        .collect()
}

/// `x` of a key bound on the strip: its region's slot, spread by the key's rank among the
/// region's keys.
fn x_of(ctx: &Context<'_>, key: &RowKey, position: usize, is_stop: bool) -> f64 {
    let shown = ctx.regions.regions.len().min(MAX_CHART_REGIONS);
    if is_stop && key.is_empty() {
        return shown as f64 * SLOT;
    }
    let r = region_of(key, ctx.splits);
    if r >= shown {
        return shown as f64 * SLOT;
    }
    let rows = ctx.regions.regions.get(r).map_or(0, |x| x.row_count);
    let start = ctx.region_starts.get(r).copied().unwrap_or(0);
    let frac = if rows == 0 {
        0.0
    } else {
        (position.saturating_sub(start)).min(rows) as f64 / rows as f64
    };
    (r as f64 + frac) * SLOT
}

fn strip(
    ctx: &Context<'_>,
    ranges: &[crate::plan::ScanRange],
    spans: &[Range<usize>],
    kind: &PlanKind,
) -> Strip {
    let shown = ctx.regions.regions.len().clamp(1, MAX_CHART_REGIONS);
    let width = shown as f64 * SLOT;
    let ticks = (1..shown).map(|i| n(i as f64 * SLOT)).collect();
    let mut marks = Vec::new();
    for (r, span) in ranges.iter().zip(spans).take(MAX_DRAWN_RANGES) {
        let x0 = x_of(ctx, &r.start, span.start, false).min(width);
        let x1 = x_of(ctx, &r.stop, span.end, true).min(width);
        let w = (x1 - x0).max(MIN_MARK);
        let x = x0.min(width - w).max(0.0);
        let title = localize(|m| {
            let mut title = String::new();
            let _ = write!(
                title,
                "[{}, {}): {}",
                if r.start.is_empty() {
                    m.table_start()
                } else {
                    r.start.to_string_binary()
                },
                if r.stop.is_empty() {
                    m.table_end()
                } else {
                    r.stop.to_string_binary()
                },
                m.keys(span.len())
            );
            title
        });
        marks.push(StripMark {
            x: n(x),
            width: n(w),
            title,
        });
    }
    let drawn = (ranges.len() > MAX_DRAWN_RANGES).then_some(MAX_DRAWN_RANGES);
    Strip {
        view_box: format!("0 0 {} {}", n(width), n(STRIP_HEIGHT)),
        ticks,
        marks,
        summary: localize(|m| {
            m.strip_summary(
                &m.plan_class(kind),
                ranges.len(),
                ctx.regions.regions.len(),
                drawn,
            )
        }),
    }
}

/// The position spans cut at region boundaries, each region's first piece with a divider.
fn pieces(ctx: &Context<'_>, spans: &[Range<usize>]) -> Vec<Piece> {
    let mut merged: Vec<Range<usize>> = Vec::new();
    for s in spans.iter().filter(|s| !s.is_empty()) {
        match merged.last_mut() {
            Some(last) if s.start <= last.end => last.end = last.end.max(s.end),
            _ => merged.push(s.clone()),
        }
    }
    let mut out: Vec<Piece> = Vec::new();
    for span in merged {
        let mut at = span.start;
        while at < span.end {
            // The region holding position `at`: the last region starting at or before it
            // (skipping empty regions, which start at the same position as the next one).
            let r = ctx
                .region_starts
                .partition_point(|&s| s <= at)
                .saturating_sub(1);
            let end = ctx
                .region_starts
                .get(r + 1)
                .copied()
                .unwrap_or(usize::MAX)
                .min(span.end);
            let end = end.max(at + 1);
            let divider = out.last().is_none_or(|p| p.region != r);
            out.push(Piece {
                region: r,
                rows: at..end,
                divider,
                region_rows: 0,
            });
            at = end;
        }
    }
    // Rows per region, for the dividers.
    let mut i = 0;
    while i < out.len() {
        let region = out[i].region;
        let j = out[i..]
            .iter()
            .position(|p| p.region != region)
            .map_or(out.len(), |k| i + k);
        let total: usize = out[i..j].iter().map(|p| p.rows.len()).sum();
        for p in &mut out[i..j] {
            p.region_rows = total;
        }
        i = j;
    }
    out
}

/// Checks the form rows of a query against the sample's columns and the recipe's column
/// kinds.
pub(crate) fn check_form(
    recipe: &KeySpec,
    columns: &[String],
    name: &str,
    conditions: &[Condition],
) -> Result<Query, FieldError> {
    let query = query_of(name, conditions)?;
    check_query(recipe, columns, &query).map_err(|e| field_error(&query, &e))?;
    Ok(query)
}

/// Whether two form rows describe the same condition (`1,2` and `1, 2` do), so a form can
/// keep what the user typed when the committed query comes back normalised.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::queries::same_condition;
/// use rowkey_core::analysis::{Condition, OpKind};
/// let typed = Condition { column: "uid".into(), op: OpKind::In, value: "1,2,".into(), high: String::new() };
/// let back = Condition { value: "1, 2".into(), ..typed.clone() };
/// assert!(same_condition(&typed, &back));
/// assert!(!same_condition(&typed, &Condition { value: "1".into(), ..typed.clone() }));
/// ```
#[must_use]
pub fn same_condition(a: &Condition, b: &Condition) -> bool {
    match (
        query_of("", std::slice::from_ref(a)),
        query_of("", std::slice::from_ref(b)),
    ) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}
