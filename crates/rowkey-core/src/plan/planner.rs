//! The planner: walks the recipe's parts in key order and returns the smallest sound set of
//! scan ranges for a query.

use std::fmt;

use crate::display::{to_hex, to_string_binary};
use crate::i18n::Localized;
use crate::i18n::messages::{En, Messages, localize};
use crate::key::RowKey;
use crate::part_traits::{PartTraits, spec_traits};
use crate::spec::{BucketOutput, KeyPart, KeySpec, PartValue};

use super::bind::{
    ColumnKind, Direction, EqualitySets, Interval, MAX_COMBINATIONS, Ordinal, PartRange,
    all_bucket_prefixes, column_interval, column_kind, equality_sets, exact_values, field_column,
    is_identity_text, range_on_part,
};
use super::classify::{PlanKind, describe};
use super::query::{Op, Predicate, Query, quote};
use super::ranges::{ScanRange, merge_ranges, next_prefix};

/// A query's plan.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{plan_query, PlanKind, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let spec = KeySpec::new(vec![
///     KeyPart::column(1, "uid").with_separator("_"),
///     KeyPart::column(2, "phone").with_separator("_"),
///     KeyPart::column(3, "name"),
/// ]);
/// let cols: Vec<String> = ["uid", "phone", "name"].map(String::from).to_vec();
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::eq("uid", "111"))).unwrap();
/// assert_eq!(plan.kind, PlanKind::PrefixScan);
/// assert_eq!(plan.ranges[0].start.as_bytes(), b"111_");
/// assert_eq!(plan.ranges[0].stop.as_bytes(), b"111`");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The query planned.
    pub query: Query,
    /// The plan's class.
    pub kind: PlanKind,
    /// One sentence, in plain words, saying why (both languages).
    pub reason: Localized,
    /// The ranges to read, sorted and not overlapping. For a GET, one single-row range per key.
    pub ranges: Vec<ScanRange>,
    /// For a GET: the keys.
    pub keys: Vec<RowKey>,
    /// Predicates the ranges do not enforce exactly: a server-side filter checks them.
    pub residual: Vec<Predicate>,
    /// A FuzzyRowFilter key and mask (mask byte 0 = fixed, 1 = any), when fixed-width parts
    /// let later predicates be checked on the key.
    pub fuzzy: Option<FuzzyKey>,
    /// How "latest N" is served, if asked.
    pub latest: Option<LatestPlan>,
    /// Where and why the plan had to widen (both languages).
    pub notes: Vec<Localized>,
    /// Number of salt or bucket prefixes scanned separately, if the plan fans out.
    pub buckets: Option<u32>,
    /// Per key part reached, the lowest and highest value (Phoenix EXPLAIN style).
    pub slots: Vec<Slot>,
}

impl Plan {
    /// Whether a key lies in one of the planned ranges.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::{plan_query, Query};
    /// use rowkey_core::spec::{KeyPart, KeySpec};
    /// use rowkey_core::RowKey;
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
    /// let plan = plan_query(&spec, &["a".to_string()], &Query::new("all")).unwrap();
    /// assert!(plan.covers(&RowKey::from("anything")));
    /// ```
    #[must_use]
    pub fn covers(&self, key: &RowKey) -> bool {
        let i = self.ranges.partition_point(|r| r.start <= *key);
        i > 0 && self.ranges.get(i - 1).is_some_and(|r| r.contains(key))
    }

    /// Whether the scans run reversed (§5.4), for "latest N" on an ascending time part.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::{plan_query, Query};
    /// use rowkey_core::spec::{KeyPart, KeySpec};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
    /// assert!(!plan_query(&spec, &["a".to_string()], &Query::new("q")).unwrap().reversed());
    /// ```
    #[must_use]
    pub fn reversed(&self) -> bool {
        self.latest
            .as_ref()
            .is_some_and(|l| l.order == LatestOrder::ReversedScan)
    }

    /// The row limit a scan can use (the "latest N" count when the key order serves it).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::{plan_query, Query};
    /// use rowkey_core::spec::{KeyPart, KeySpec};
    /// // A text column: "latest" is sorted on the client, so no scan limit.
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
    /// let plan = plan_query(&spec, &["a".to_string()], &Query::new("q").latest(2, "a")).unwrap();
    /// assert_eq!(plan.limit(), None);
    /// ```
    #[must_use]
    pub fn limit(&self) -> Option<u32> {
        self.latest
            .as_ref()
            .filter(|l| l.order != LatestOrder::ClientSort)
            .map(|l| l.count)
    }
}

/// A FuzzyRowFilter pair (public mask form: 0 = fixed byte, 1 = any byte).
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::FuzzyKey;
/// let f = FuzzyKey { key: b"\x00\x00_99".to_vec(), mask: vec![1, 1, 0, 0, 0] };
/// assert_eq!(f.pattern(), "??_99");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuzzyKey {
    /// The key bytes (0 where not fixed).
    pub key: Vec<u8>,
    /// 0 = fixed, 1 = any.
    pub mask: Vec<u8>,
}

impl FuzzyKey {
    /// The key as `toStringBinary` text with `?` for free bytes.
    #[must_use]
    pub fn pattern(&self) -> String {
        let mut out = String::new();
        for (b, m) in self.key.iter().zip(&self.mask) {
            if *m == 0 {
                out.push_str(&to_string_binary(&[*b]));
            } else {
                out.push('?');
            }
        }
        out
    }
}

/// How "latest N" is served.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{LatestOrder, LatestPlan};
/// let l = LatestPlan { count: 3, column: "ts".into(), order: LatestOrder::KeyOrder };
/// assert_eq!(l.order.describe(), "the key stores the time reversed, so a forward scan returns the newest rows first");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LatestPlan {
    /// How many rows.
    pub count: u32,
    /// The time column.
    pub column: String,
    /// How the order is obtained.
    pub order: LatestOrder,
}

/// How newest-first order is obtained.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{plan_query, LatestOrder, Query};
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};
/// // The time leads the key, ascending: a reversed scan serves "latest".
/// let spec = KeySpec::new(vec![KeyPart::column(1, "ts").with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(8)))]);
/// let plan = plan_query(&spec, &["ts".to_string()], &Query::new("q").latest(3, "ts")).unwrap();
/// assert_eq!(plan.latest.unwrap().order, LatestOrder::ReversedScan);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LatestOrder {
    /// A reverse timestamp right after the fixed prefix: a forward scan is newest first.
    KeyOrder,
    /// An ascending time right after the fixed prefix: a reversed scan is newest first.
    ReversedScan,
    /// No key order serves it: every row in the ranges is read and sorted on the client.
    ClientSort,
}

impl LatestOrder {
    /// A plain-words description.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::LatestOrder;
    /// assert!(LatestOrder::ClientSort.describe().contains("sorted on the client"));
    /// ```
    #[must_use]
    pub fn describe(self) -> &'static str {
        match self {
            Self::KeyOrder => {
                "the key stores the time reversed, so a forward scan returns the newest rows first"
            }
            Self::ReversedScan => {
                "the key stores the time ascending, so a reversed scan returns the newest rows first"
            }
            Self::ClientSort => {
                "the time is not right after the fixed part of the key, so every row in the ranges is read and sorted on the client"
            }
        }
    }
}

/// One key part's lowest and highest value in the plan, for EXPLAIN.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::Slot;
/// let s = Slot { lo: "'111'".into(), hi: "'111'".into() };
/// assert_eq!(s.lo, s.hi);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slot {
    /// Lowest value (`*` if unbounded).
    pub lo: String,
    /// Highest value (`*` if unbounded).
    pub hi: String,
}

/// Why a query cannot be planned.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{plan_query, Query, QueryError};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
/// let err = plan_query(&spec, &["a".to_string()], &Query::new("q").latest(0, "a")).unwrap_err();
/// assert!(matches!(err, QueryError::LatestZero { .. }));
/// assert_eq!(err.to_string(), "query \"q\": \"latest\" needs a count of at least 1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum QueryError {
    /// A predicate names a column the sample does not have.
    UnknownColumn {
        /// The query's name.
        query: String,
        /// The missing column.
        column: String,
        /// The sample's columns.
        available: Vec<String>,
    },
    /// A range bound does not read as the column's kind.
    BadBound {
        /// The query's name.
        query: String,
        /// The predicate, as text.
        predicate: String,
        /// The bound.
        value: String,
        /// The column's kind (`integer`, `time`).
        kind: &'static str,
    },
    /// An `IN` list with no value.
    EmptyIn {
        /// The query's name.
        query: String,
        /// The column.
        column: String,
    },
    /// "Latest 0".
    LatestZero {
        /// The query's name.
        query: String,
    },
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::UnknownColumn {
                query,
                column,
                available,
            } => write!(
                f,
                "query \"{query}\": the sample has no column \"{column}\" (columns: {})",
                available.join(", ")
            ),
            Self::BadBound {
                query,
                predicate,
                value,
                kind,
            } => write!(
                f,
                "query \"{query}\", predicate {predicate}: \"{value}\" is not a valid {kind} value for this column"
            ),
            Self::EmptyIn { query, column } => {
                write!(f, "query \"{query}\": the IN list on {column} is empty")
            }
            Self::LatestZero { query } => {
                write!(
                    f,
                    "query \"{query}\": \"latest\" needs a count of at least 1"
                )
            }
        }
    }
}

impl std::error::Error for QueryError {}

/// Checks a query against the sample's columns and the recipe's column kinds.
///
/// # Errors
///
/// The first problem, naming the query, predicate, column and value.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{check_query, Predicate, Query};
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::ZeroPadded { width: 4 }))]);
/// let q = Query::new("small").with(Predicate::lt("n", "ten"));
/// let err = check_query(&spec, &["n".to_string()], &q).unwrap_err();
/// assert_eq!(err.to_string(), "query \"small\", predicate n < 'ten': \"ten\" is not a valid integer value for this column");
/// ```
pub fn check_query(spec: &KeySpec, columns: &[String], query: &Query) -> Result<(), QueryError> {
    let known = |c: &str| columns.iter().any(|x| x == c);
    let unknown = |c: &str| QueryError::UnknownColumn {
        query: query.name.clone(),
        column: c.to_owned(),
        available: columns.to_vec(),
    };
    for p in &query.predicates {
        if !known(&p.column) {
            return Err(unknown(&p.column));
        }
        if let Op::In { values } = &p.op {
            if values.is_empty() {
                return Err(QueryError::EmptyIn {
                    query: query.name.clone(),
                    column: p.column.clone(),
                });
            }
        }
        let kind = column_kind(spec, &p.column);
        if !p.is_equality() && !matches!(p.op, Op::StartsWith { .. }) {
            for v in p.values() {
                if kind.ordinal(v).is_none() {
                    return Err(QueryError::BadBound {
                        query: query.name.clone(),
                        predicate: p.to_string(),
                        value: v.to_owned(),
                        kind: kind.name(),
                    });
                }
            }
        }
    }
    if let Some(l) = &query.latest {
        if !known(&l.column) {
            return Err(unknown(&l.column));
        }
        if l.count == 0 {
            return Err(QueryError::LatestZero {
                query: query.name.clone(),
            });
        }
    }
    Ok(())
}

/// A part's name for people: its label, else what it reads (`uid`, `md5(uid)`, `salt`,
/// `literal "t_"`).
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::part_name;
/// use rowkey_core::spec::KeyPart;
/// assert_eq!(part_name(&KeyPart::md5_hex_of_columns(1, &["uid"], 6)), "md5(uid)");
/// assert_eq!(part_name(&KeyPart::column(2, "uid").with_label("user")), "user");
/// ```
#[must_use]
pub fn part_name(part: &KeyPart) -> String {
    part_name_in(&En, part)
}

/// A part's name in a catalogue's language.
fn part_name_in(m: &dyn Messages, part: &KeyPart) -> String {
    if !part.label.is_empty() {
        return part.label.clone();
    }
    match &part.value {
        PartValue::Field { .. } => part.columns_read().join("+"),
        PartValue::Literal { bytes } => m.part_literal(&to_string_binary(bytes.as_bytes())),
        PartValue::Md5 { .. } => format!("md5({})", part.columns_read().join("+")),
        PartValue::Salt(_) => m.part_salt(),
        PartValue::RawKey { start, end } => {
            m.part_raw_key((*start != 0 || end.is_some()).then_some((*start, *end)))
        }
    }
}

/// A part's name in both languages.
fn part_label(part: &KeyPart) -> Localized {
    localize(|m| part_name_in(m, part))
}

/// What the walk found, for classification.
#[derive(Debug, Default)]
pub(crate) struct Walk {
    /// Names of parts fixed exactly (literals and fan-outs excluded).
    pub fixed: Vec<Localized>,
    /// Whether some part narrowed the scan.
    pub narrowed: bool,
    /// Every part was fixed.
    pub complete: bool,
    /// The salt fanned out: its name and bucket count.
    pub fanout: Option<(Localized, u32)>,
    /// The part where the walk stopped and whether it was a range on it.
    pub stopped_at: Option<(Localized, bool)>,
    /// The range part stores values descending (bounds swapped).
    pub swapped: bool,
    /// No row can match, and why.
    pub impossible: Option<Localized>,
    /// Columns with IN lists of several values that were used.
    pub multi: Vec<Localized>,
    /// The part whose start a STARTS WITH fixed.
    pub prefix_of: Option<Localized>,
}

/// Plans one query on a recipe. `columns` are the sample's column names.
///
/// # Errors
///
/// A [`QueryError`] if [`check_query`] fails.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{plan_query, PlanKind, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec, Salt};
///
/// // A 4-bucket Phoenix salt: a predicate on the field cannot tell the bucket.
/// let spec = KeySpec::new(vec![KeyPart::salt(1, Salt::phoenix(4)), KeyPart::column(2, "k"), KeyPart::column(3, "v")]);
/// let cols = vec!["k".to_string(), "v".to_string()];
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::ge("k", "row100"))).unwrap();
/// assert_eq!(plan.kind, PlanKind::BucketScan { buckets: 4 });
/// assert_eq!(plan.ranges.len(), 4);
/// ```
pub fn plan_query(spec: &KeySpec, columns: &[String], query: &Query) -> Result<Plan, QueryError> {
    check_query(spec, columns, query)?;
    let traits = spec_traits(spec);
    let eq = equality_sets(query);
    let parts = &spec.parts;
    let mut walk = Walk::default();
    let mut prefixes: Vec<Vec<u8>> = vec![Vec::new()];
    let mut served = vec![false; query.predicates.len()];
    let mut notes: Vec<Localized> = Vec::new();
    let mut slots: Vec<Slot> = Vec::new();
    let mut ranges: Vec<ScanRange> = Vec::new();
    let mut stop_index: Option<usize> = None;
    let mut range_part: Option<PartRange> = None;

    for (i, part) in parts.iter().enumerate() {
        let sep: &[u8] = part.separator.as_ref().map_or(&[], |s| s.as_bytes());
        let delimited = delimited_before(parts, &traits, i);
        let is_last = i + 1 == parts.len();
        let trait_i = traits.get(i);
        let by_row = trait_i
            .and_then(|t| t.bucket.as_ref())
            .is_some_and(|b| b.by_row_order);
        // 1. Exact values from = / IN.
        let exact = if by_row {
            None
        } else {
            exact_values(spec, i, &eq)
        };
        if let Some(values) = exact {
            if values.is_empty() {
                walk.impossible = Some(localize(|m| m.impossible_no_value(&part_name_in(m, part))));
                prefixes.clear();
                break;
            }
            if prefixes.len().saturating_mul(values.len()) > MAX_COMBINATIONS {
                notes.push(localize(|m| {
                    m.note_too_many_combinations(&part_name_in(m, part))
                }));
                stop_index = Some(i);
                break;
            }
            prefixes = extend(&prefixes, values.iter().map(|(b, _)| b.as_slice()), sep);
            slots.push(slot_of_values(part, &values));
            if !matches!(part.value, PartValue::Literal { .. }) {
                walk.narrowed = true;
                walk.fixed.push(part_label(part));
                if values.len() > 1 {
                    walk.multi.push(part_label(part));
                }
            }
            if let Some(c) = field_column(part) {
                if is_identity_text(part) && delimited && (!sep.is_empty() || is_last) {
                    for (k, p) in query.predicates.iter().enumerate() {
                        if p.column == c && p.is_equality() {
                            served[k] = true;
                        }
                    }
                }
            }
            continue;
        }
        // 2. A salt the predicates cannot determine: one range per bucket.
        if let Some(buckets) = all_bucket_prefixes(part) {
            if prefixes.len().saturating_mul(buckets.len()) > MAX_COMBINATIONS {
                stop_index = Some(i);
                break;
            }
            let count = trait_i
                .and_then(|t| t.bucket.as_ref())
                .map_or(0, |b| b.count);
            if by_row {
                notes.push(localize(|m| m.note_bucket_by_row(&part_name_in(m, part))));
            }
            walk.fanout = Some((part_label(part), count));
            slots.push(Slot {
                lo: bucket_display(part, buckets.first()),
                hi: bucket_display(part, buckets.last()),
            });
            prefixes = extend(&prefixes, buckets.iter().map(Vec::as_slice), sep);
            continue;
        }
        // 3. The first part not fixed: a range, or the prefix.
        stop_index = Some(i);
        if let Some(c) = field_column(part) {
            let kind = column_kind(spec, c);
            let has_prefix = query.predicates.iter().find_map(|p| match &p.op {
                Op::StartsWith { prefix } if p.column == c => Some(prefix.clone()),
                _ => None,
            });
            let interval = match (&has_prefix, &kind) {
                (Some(_), ColumnKind::Text | ColumnKind::KeyBytes) => None,
                _ => column_interval(query, c, &kind),
            };
            if let (Some(prefix), ColumnKind::Text | ColumnKind::KeyBytes) = (&has_prefix, &kind) {
                match starts_with_bytes(part, prefix) {
                    Ok(bytes) => {
                        // The whole pasted key ends the key: the prefix scan reads exactly
                        // the keys that start with those bytes.
                        if matches!(
                            part.value,
                            PartValue::RawKey {
                                start: 0,
                                end: None
                            }
                        ) && is_last
                            && sep.is_empty()
                            && delimited
                        {
                            for (k, p) in query.predicates.iter().enumerate() {
                                if p.column == c && matches!(p.op, Op::StartsWith { .. }) {
                                    served[k] = true;
                                }
                            }
                        }
                        walk.narrowed = true;
                        walk.prefix_of = Some(part_label(part));
                        walk.stopped_at = Some((part_label(part), false));
                        for p in &prefixes {
                            let mut full = p.clone();
                            full.extend_from_slice(&bytes);
                            ranges.push(ScanRange::prefix(&full));
                        }
                        slots.push(Slot {
                            lo: quote(prefix),
                            hi: quote(prefix),
                        });
                    }
                    Err(why) => notes.push(localize(|m| {
                        m.note_starts_with(&part_name_in(m, part), why.get(m.lang()))
                    })),
                }
            } else if let Some(iv) = interval {
                match range_on_part(part, is_last, &kind, &iv) {
                    Ok(r) => {
                        if r.ranges.is_empty() {
                            walk.impossible = Some(localize(|m| m.impossible_empty_range(c)));
                            prefixes.clear();
                        }
                        if let Some(w) = &r.widened {
                            notes.push(localize(|m| {
                                m.note_widened(&part_name_in(m, part), w.get(m.lang()))
                            }));
                        }
                        if r.exact && delimited {
                            for (k, p) in query.predicates.iter().enumerate() {
                                if p.column == c
                                    && !p.is_equality()
                                    && !matches!(p.op, Op::StartsWith { .. })
                                {
                                    served[k] = true;
                                }
                            }
                        }
                        walk.swapped = r.direction == Direction::Descending;
                        walk.narrowed = true;
                        walk.stopped_at = Some((part_label(part), true));
                        slots.push(slot_of_interval(&iv, &kind, r.direction));
                        for p in &prefixes {
                            for rr in &r.ranges {
                                let mut start = p.clone();
                                start.extend_from_slice(&rr.start);
                                let mut stop = p.clone();
                                stop.extend_from_slice(&rr.stop_prefix);
                                let stop = if rr.stop_exact {
                                    stop
                                } else {
                                    next_prefix(&stop)
                                };
                                ranges.push(ScanRange {
                                    start: RowKey::new(start),
                                    stop: RowKey::new(stop),
                                });
                            }
                        }
                        range_part = Some(r);
                    }
                    Err(why) => notes.push(localize(|m| {
                        m.note_range(&part_name_in(m, part), why.get(m.lang()))
                    })),
                }
            }
        }
        break;
    }

    let complete = stop_index.is_none() && walk.impossible.is_none();
    walk.complete = complete;
    let mut keys = Vec::new();
    if walk.impossible.is_some() {
        ranges.clear();
    } else if complete {
        keys = prefixes
            .iter()
            .map(|p| RowKey::from(p.as_slice()))
            .collect();
        crate::order::sort(&mut keys);
        keys.dedup();
        ranges = keys
            .iter()
            .map(|k| ScanRange::single(k.as_bytes()))
            .collect();
    } else if ranges.is_empty() && range_part.is_none() {
        if walk.stopped_at.is_none() {
            if let Some(i) = stop_index {
                if let Some(p) = parts.get(i) {
                    walk.stopped_at = Some((part_label(p), false));
                }
            }
        }
        ranges = prefixes.iter().map(|p| ScanRange::prefix(p)).collect();
    }
    let ranges = merge_ranges(ranges);
    let residual: Vec<Predicate> = query
        .predicates
        .iter()
        .zip(&served)
        .filter(|(_, s)| !**s)
        .map(|(p, _)| p.clone())
        .collect();
    let fuzzy = match stop_index {
        Some(s) if !complete && walk.impossible.is_none() => {
            fuzzy_key(spec, &traits, &eq, &prefixes, s)
        }
        _ => None,
    };
    let latest = query.latest.as_ref().map(|l| {
        let mut order = latest_order(spec, stop_index, complete, &l.column);
        // Each range must hold one fixed prefix for its rows to come out in time order;
        // merged ranges would interleave prefixes.
        if ranges.len() != prefixes.len() {
            order = LatestOrder::ClientSort;
        }
        LatestPlan {
            count: l.count,
            column: l.column.clone(),
            order,
        }
    });
    let buckets = walk.fanout.as_ref().map(|(_, n)| *n);
    let kind = classify(&walk, &ranges, &keys);
    let reason = localize(|m| describe(m, &kind, &walk, &residual, &ranges));
    Ok(Plan {
        query: query.clone(),
        kind,
        reason,
        ranges,
        keys,
        residual,
        fuzzy,
        latest,
        notes,
        buckets,
        slots,
    })
}

fn classify(walk: &Walk, ranges: &[ScanRange], keys: &[RowKey]) -> PlanKind {
    if ranges.is_empty() {
        PlanKind::Empty
    } else if walk.complete {
        PlanKind::Get { keys: keys.len() }
    } else if !walk.narrowed {
        PlanKind::FullScan
    } else if let Some((_, n)) = &walk.fanout {
        PlanKind::BucketScan { buckets: *n }
    } else if ranges.len() > 1 {
        PlanKind::SkipScan {
            ranges: ranges.len(),
        }
    } else if ranges.first().is_some_and(|r| r.as_prefix().is_some()) {
        PlanKind::PrefixScan
    } else if ranges.first().is_some_and(ScanRange::is_everything) {
        PlanKind::FullScan
    } else {
        PlanKind::RangeScan
    }
}

/// Whether every part before `i` has a fixed width or a separator.
fn delimited_before(parts: &[KeyPart], traits: &[PartTraits], i: usize) -> bool {
    parts
        .iter()
        .zip(traits)
        .take(i)
        .all(|(p, t)| t.fixed_width.is_some() || p.separator.is_some())
}

fn extend<'a>(
    prefixes: &[Vec<u8>],
    values: impl Iterator<Item = &'a [u8]> + Clone,
    sep: &[u8],
) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for p in prefixes {
        for v in values.clone() {
            let mut k = p.clone();
            k.extend_from_slice(v);
            k.extend_from_slice(sep);
            out.push(k);
        }
    }
    out
}

/// The bytes a STARTS WITH fixes on a text part, or why it cannot.
fn starts_with_bytes(part: &KeyPart, prefix: &str) -> Result<Vec<u8>, Localized> {
    use crate::spec::{Encoding, End, PadSide, TooLong, Transform};
    if let PartValue::RawKey { start, end } = part.value {
        if start != 0 {
            return Err(localize(|m| {
                m.break_reason(crate::part_traits::BreakReason::LaterKeyBytes)
            }));
        }
        let mut bytes = crate::sample::decode_key_text(prefix);
        if let Some(end) = end {
            bytes.truncate(usize::try_from(end).unwrap_or(usize::MAX));
        }
        return Ok(bytes);
    }
    let PartValue::Field {
        transforms,
        encoding,
        ..
    } = &part.value
    else {
        return Err(localize(|m| m.bind_not_single_column()));
    };
    let mut text = prefix.to_owned();
    for t in transforms {
        match t {
            Transform::Substring {
                keep: End::First, ..
            } => text = crate::transform::apply(t, &text).into_owned(),
            _ => return Err(localize(|m| m.bind_reversed_or_cut())),
        }
    }
    let mut bytes = text.into_bytes();
    match encoding {
        Encoding::Text { pad: None } => {}
        Encoding::Text { pad: Some(p) }
            if p.side == PadSide::Right && p.too_long != TooLong::KeepLast =>
        {
            bytes.truncate(usize::from(p.width));
        }
        _ => return Err(localize(|m| m.bind_not_plain_text())),
    }
    Ok(bytes)
}

fn slot_of_values(part: &KeyPart, values: &[(Vec<u8>, Vec<String>)]) -> Slot {
    let show = |v: Option<&(Vec<u8>, Vec<String>)>| -> String {
        let Some((bytes, texts)) = v else {
            return "*".to_owned();
        };
        match &part.value {
            PartValue::Field { .. } => quote(&texts.join(",")),
            PartValue::Salt(s) if s.output == BucketOutput::Byte => format!("X'{}'", to_hex(bytes)),
            _ => quote(&to_string_binary(bytes)),
        }
    };
    Slot {
        lo: show(values.first()),
        hi: show(values.last()),
    }
}

fn bucket_display(part: &KeyPart, bytes: Option<&Vec<u8>>) -> String {
    match (bytes, &part.value) {
        (None, _) => "*".to_owned(),
        (Some(b), PartValue::Salt(s)) if s.output == BucketOutput::Byte => {
            format!("X'{}'", to_hex(b))
        }
        (Some(b), _) => quote(&to_string_binary(b)),
    }
}

fn slot_of_interval(iv: &Interval, kind: &ColumnKind, dir: Direction) -> Slot {
    let show = |b: &Option<(Ordinal, bool)>| -> String {
        match b {
            None => "*".to_owned(),
            Some((Ordinal::Int(n), _)) => match kind {
                ColumnKind::Time(_) => quote(itoa::Buffer::new().format(*n)),
                _ => itoa::Buffer::new().format(*n).to_owned(),
            },
            Some((Ordinal::Text(t), _)) if *kind == ColumnKind::KeyBytes => {
                quote(&to_string_binary(t))
            }
            Some((Ordinal::Text(t), _)) => quote(&String::from_utf8_lossy(t)),
        }
    };
    let (lo, hi) = (show(&iv.lo), show(&iv.hi));
    match dir {
        Direction::Ascending => Slot { lo, hi },
        Direction::Descending => Slot {
            lo: format!("~{hi}"),
            hi: format!("~{lo}"),
        },
    }
}

/// A FuzzyRowFilter pair when fixed-width parts place later fixed values at known offsets.
fn fuzzy_key(
    spec: &KeySpec,
    traits: &[PartTraits],
    eq: &EqualitySets,
    prefixes: &[Vec<u8>],
    stop: usize,
) -> Option<FuzzyKey> {
    let first = prefixes.first()?;
    if prefixes.iter().any(|p| p.len() != first.len()) {
        return None;
    }
    let mut key: Vec<u8> = first.clone();
    let mut mask: Vec<u8> = (0..first.len())
        .map(|j| u8::from(!prefixes.iter().all(|p| p.get(j) == first.get(j))))
        .collect();
    let mut fixed_after = false;
    for (i, (part, t)) in spec.parts.iter().zip(traits).enumerate().skip(stop) {
        let width = t.fixed_width?;
        let values = if i == stop {
            None
        } else {
            exact_values(spec, i, eq).filter(|v| !v.is_empty())
        };
        match values {
            Some(v) => {
                let v0 = &v.first()?.0;
                for j in 0..width {
                    let same = v.iter().all(|(b, _)| b.get(j) == v0.get(j));
                    key.push(if same {
                        v0.get(j).copied().unwrap_or(0)
                    } else {
                        0
                    });
                    mask.push(u8::from(!same));
                    fixed_after |= same;
                }
            }
            None => {
                key.extend(std::iter::repeat_n(0, width));
                mask.extend(std::iter::repeat_n(1, width));
            }
        }
        if let Some(sep) = &part.separator {
            key.extend_from_slice(sep.as_bytes());
            mask.extend(std::iter::repeat_n(0, sep.len()));
        }
    }
    // Trim trailing free bytes (and separators after the last fixed value).
    while mask.last() == Some(&1) {
        mask.pop();
        key.pop();
    }
    fixed_after.then_some(FuzzyKey { key, mask })
}

/// How "latest N by column" is served.
fn latest_order(spec: &KeySpec, stop: Option<usize>, complete: bool, column: &str) -> LatestOrder {
    if complete {
        return LatestOrder::ClientSort;
    }
    let Some(part) = stop.and_then(|i| spec.parts.get(i)) else {
        return LatestOrder::ClientSort;
    };
    if field_column(part) != Some(column) {
        return LatestOrder::ClientSort;
    }
    let kind = column_kind(spec, column);
    if matches!(kind, ColumnKind::Text) {
        return LatestOrder::ClientSort;
    }
    let is_last = stop.is_some_and(|i| i + 1 == spec.parts.len());
    match range_on_part(part, is_last, &kind, &Interval::default()) {
        Ok(r) if r.exact && r.ranges.len() == 1 => match r.direction {
            Direction::Descending => LatestOrder::KeyOrder,
            Direction::Ascending => LatestOrder::ReversedScan,
        },
        _ => LatestOrder::ClientSort,
    }
}
