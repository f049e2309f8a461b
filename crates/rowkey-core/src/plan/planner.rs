//! The planner: walks the recipe's parts in key order and returns the smallest sound set of
//! scan ranges for a query.

use std::fmt;

use crate::display::{to_hex, to_string_binary};
use crate::key::RowKey;
use crate::part_traits::{PartTraits, spec_traits};
use crate::sample::Sample;
use crate::spec::{BucketOutput, KeyPart, KeySpec, PartId, PartValue};

use super::bind::{
    ColumnKind, Direction, EqualitySets, Interval, MAX_COMBINATIONS, Ordinal, PartRange,
    affix_prefix, all_bucket_prefixes, column_interval, column_kind, equality_sets,
    exact_combinations, exact_values, field_column, holding_part, is_identity_text, range_on_part,
};
use super::classify::PlanKind;
use super::explanation::{AffixOp, BindProblem, Impossible, PartName, PlanNote, Walk};
use super::query::{Op, Predicate, Query, quote};
use super::ranges::{ScanRange, merge_ranges, next_prefix};
use crate::typed::{TypedEncoding, separator_after_value};

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
    /// What the walk over the key parts found: with the class, the ranges and the residual
    /// predicates, the facts of the plan's one-sentence reason (`i18n::plan_reason`).
    pub walk: Walk,
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
    /// Where and why the plan had to widen.
    pub notes: Vec<PlanNote>,
    /// Number of salt or bucket prefixes scanned separately, if the plan fans out.
    pub buckets: Option<u32>,
    /// Phoenix's `SALT_BUCKETS` when the key starts with a Phoenix salt byte (the only
    /// prefix Phoenix itself salts by; other buckets are an ordinary key column to it):
    /// Phoenix runs a salted table's scans one (region, bucket) at a time.
    pub salt_buckets: Option<u32>,
    /// Per key part reached, the lowest and highest value (Phoenix EXPLAIN style).
    pub slots: Vec<Slot>,
    /// Columns compared as numbers although the key writes them as text
    /// ([`SampleFacts::numeric_text`]): their range predicates are not served by the key
    /// (its text order is not their order) and are checked on the client as numbers, and
    /// "latest" by them sorts numbers.
    pub numeric_text: Vec<String>,
    /// Parts whose end a key does not show ([`SampleFacts::separator_inside`]): a value
    /// after them, or theirs, cannot be read back from the key, so a check on it reads a
    /// cell.
    pub unreadable: Vec<PartId>,
    /// In a wide row (a design whose `qualifier` column names each cell's column qualifier),
    /// the cells an `=` or `IN` on that column selects: the read asks for those columns
    /// (`COLUMN => 'f:q'`, `addColumn`) instead of filtering a cell that does not exist.
    pub cells: Option<CellSelection>,
}

/// The columns a wide-row read selects.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{plan_query_with, Predicate, Query, SampleFacts};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "follower")]);
/// let cols = vec!["follower".to_string(), "followed".to_string()];
/// let facts = SampleFacts { qualifier: Some("followed".into()), ..SampleFacts::default() };
/// let q = Query::new("q").with(Predicate::eq("follower", "u1")).with(Predicate::eq("followed", "u2"));
/// let plan = plan_query_with(&spec, &cols, &q, &facts).unwrap();
/// let cells = plan.cells.unwrap();
/// assert_eq!((cells.column.as_str(), cells.qualifiers.as_slice()), ("followed", &["u2".to_string()][..]));
/// assert!(plan.residual.is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellSelection {
    /// The sample column whose value is each cell's column qualifier.
    pub column: String,
    /// The qualifiers asked for, sorted, without repeats.
    pub qualifiers: Vec<String>,
}

impl CellSelection {
    /// Whether a sample row (a cell) with this qualifier value is read.
    #[must_use]
    pub fn selects(&self, qualifier: &str) -> bool {
        self.qualifiers.iter().any(|q| q == qualifier)
    }
}

/// Takes the `=` and `IN` predicates on the wide row's qualifier column out of `residual`
/// into a cell selection (the qualifiers every one of them allows).
fn select_cells(residual: &mut Vec<Predicate>, qualifier: Option<&str>) -> Option<CellSelection> {
    let column = qualifier?;
    let mut allowed: Option<Vec<String>> = None;
    residual.retain(|p| {
        if p.column != column {
            return true;
        }
        let values: Vec<String> = match &p.op {
            Op::Eq { value } => vec![value.clone()],
            Op::In { values } => values.clone(),
            _ => return true,
        };
        allowed = Some(match allowed.take() {
            None => values,
            Some(before) => before.into_iter().filter(|v| values.contains(v)).collect(),
        });
        false
    });
    allowed.map(|mut qualifiers| {
        crate::order::sort(&mut qualifiers);
        qualifiers.dedup();
        CellSelection {
            column: column.to_owned(),
            qualifiers,
        }
    })
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
                "no key order gives the newest rows first (the time is not the part right after the fixed prefix, or its bytes do not sort like its values), so every row in the ranges is read and sorted on the client"
            }
        }
    }
}

/// What the sample shows that a plan may rely on. `SampleFacts::default()` assumes nothing;
/// [`SampleFacts::of`] reads a sample. Where a plan relies on a fact, a lint warns that data
/// beyond the sample could break it.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::SampleFacts;
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{Encoding, IntFormat, IntegerEncoding, KeyPart, KeySpec, TimeInput, TimeOutput, TimeUnit};
/// let ts = Encoding::Timestamp {
///     input: TimeInput::EpochMillis,
///     output: TimeOutput::Number { unit: TimeUnit::Millis, integer: IntegerEncoding::new(IntFormat::big_endian_signed(8)) },
/// };
/// let spec = KeySpec::new(vec![KeyPart::column(1, "ts").with_encoding(ts)]);
/// let facts = SampleFacts::of(&spec, &parse_csv("ts\n0\n1700000000000\n").unwrap());
/// assert_eq!(facts.non_negative_times, ["ts"]);
/// let facts = SampleFacts::of(&spec, &parse_csv("ts\n-1\n1700000000000\n").unwrap());
/// assert!(facts.non_negative_times.is_empty());
///
/// // uid + "_" + name, and a uid with "_" inside: "uid = 'a'" cannot trust the prefix "a_".
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "name")]);
/// let facts = SampleFacts::of(&spec, &parse_csv("uid,name\na,x\na_b,y\n").unwrap());
/// assert_eq!(facts.separator_inside, [rowkey_core::PartId(1)]);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SampleFacts {
    /// Time and integer columns written as two's-complement binary (by some key part) whose
    /// sample values are all from 1970 on (all `>= 0` for an integer), so that their bytes
    /// sort like their values: a negative value's bytes start with a set top bit and sort
    /// after every non-negative one, so "latest N" is served in key order only while no
    /// value is negative (lint
    /// [`LintCode::SignedBinaryTime`](crate::lint::LintCode::SignedBinaryTime) for times).
    pub non_negative_times: Vec<String>,
    /// Parts with a separator that some sample value contains (or that a value's end and the
    /// separator form again before the value ends): where such a part ends in a key is
    /// ambiguous, so a prefix through it does not pin the values (lint
    /// [`LintCode::SeparatorInValue`](crate::lint::LintCode::SeparatorInValue)).
    pub separator_inside: Vec<PartId>,
    /// The column whose value is each row's column qualifier, in a wide row (the design's
    /// `qualifier`): rows that share a key are cells of one row.
    pub qualifier: Option<String>,
    /// Columns a key part writes as text (unchanged, or padded on the left with `0` or
    /// spaces) whose sample values are all numbers in decimal digits, not all of one length
    /// (of one length, their text sorts as the numbers do): a range on them with numbers for bounds, and "latest" by them, compare
    /// numbers, which their text does not sort as (`"1000"` lies between `"100"` and `"199"`;
    /// lint [`LintCode::UnpaddedNumber`](crate::lint::LintCode::UnpaddedNumber)).
    pub numeric_text: Vec<String>,
}

impl SampleFacts {
    /// The facts of a sample under a recipe. Values that do not read as times are left
    /// out (such rows have no key).
    #[must_use]
    pub fn of(spec: &KeySpec, sample: &Sample) -> Self {
        let mut non_negative_times: Vec<String> = Vec::new();
        for part in &spec.parts {
            let Some(column) = twos_complement_time(part).or_else(|| twos_complement_integer(part))
            else {
                continue;
            };
            if non_negative_times.iter().any(|c| c == column) {
                continue;
            }
            let kind = column_kind(spec, column);
            if !matches!(kind, ColumnKind::Time(_) | ColumnKind::Integer) {
                continue;
            }
            let Some(c) = sample.column_index(column) else {
                continue;
            };
            let is_negative = |r: usize| {
                sample
                    .value(r, c)
                    .and_then(|v| kind.ordinal(v))
                    .is_some_and(|o| o < Ordinal::Int(0))
            };
            // An integer or epoch number reads as negative only with a `-`: only the rows
            // whose value holds one are read (a scan in the kernels).
            let signed_only = matches!(
                kind,
                ColumnKind::Integer
                    | ColumnKind::Time(
                        crate::spec::TimeInput::EpochMillis | crate::spec::TimeInput::EpochSeconds
                    )
            );
            let negative = if signed_only {
                sample
                    .cell_table()
                    .rows_holding(c, b'-')
                    .into_iter()
                    .any(is_negative)
            } else {
                (0..sample.row_count()).any(is_negative)
            };
            if !negative {
                non_negative_times.push(column.to_owned());
            }
        }
        let mut separator_inside = Vec::new();
        let delimited: Vec<(PartId, &[u8])> = spec
            .parts
            .iter()
            .filter_map(|p| {
                let sep = p.separator.as_ref()?.as_bytes();
                (!sep.is_empty()).then_some((p.id, sep))
            })
            .collect();
        // A column's own text where the part writes it unchanged; otherwise the part's
        // bytes (encoding the whole sample once, only if some part needs it).
        let mut encoded = None;
        for (id, sep) in delimited {
            let Some(part) = spec.parts.iter().find(|p| p.id == id) else {
                continue;
            };
            let column = field_column(part).and_then(|c| sample.column_index(c));
            let inside = match column {
                // Only a value holding the separator's first byte can hold the separator:
                // only those rows are read (a scan in the kernels).
                Some(c) if is_identity_text(part) => sep.first().is_some_and(|&first| {
                    sample
                        .cell_table()
                        .rows_holding(c, first)
                        .into_iter()
                        .any(|r| {
                            sample
                                .value(r, c)
                                .is_some_and(|v| separator_before_end(v.as_bytes(), sep))
                        })
                }),
                _ => {
                    let keys = encoded
                        .get_or_insert_with(|| crate::encode::encode_sample(spec, sample).ok());
                    keys.as_ref().is_some_and(|e| {
                        e.keys().any(|(_, k)| {
                            k.value_of(id).is_some_and(|v| separator_before_end(v, sep))
                        })
                    })
                }
            };
            if inside {
                separator_inside.push(id);
            }
        }
        let numeric_text = spec
            .parts
            .iter()
            .filter(|p| numbers_as_text(p))
            .filter_map(field_column)
            .filter(|c| {
                sample.column_index(c).is_some_and(|i| {
                    let values = || (0..sample.row_count()).map(|r| sample.value(r, i));
                    let first = values().next().flatten().map(str::len);
                    values().all(|v| v.is_some_and(is_decimal_number))
                        && values().any(|v| v.map(str::len) != first)
                })
            })
            .map(str::to_owned)
            .collect();
        Self {
            non_negative_times,
            separator_inside,
            qualifier: None,
            numeric_text,
        }
    }

    /// These facts, for a wide row whose column qualifier is `column`'s value.
    #[must_use]
    pub fn with_qualifier(mut self, column: Option<&str>) -> Self {
        self.qualifier = column.map(str::to_owned);
        self
    }
}

/// Whether a part writes a column's text unchanged or padded on the left with `0` or
/// spaces (so that a number in decimal digits reads back from it).
fn numbers_as_text(part: &KeyPart) -> bool {
    use crate::spec::{Encoding, Pad, PadSide, Source, TooLong};
    match &part.value {
        PartValue::Field {
            source: Source::Column { .. },
            transforms,
            encoding: Encoding::Text { pad },
        } if transforms.is_empty() => match pad {
            None => true,
            Some(Pad {
                side: PadSide::Left,
                fill,
                too_long,
                ..
            }) => matches!(fill, '0' | ' ') && *too_long == TooLong::Error,
            Some(_) => false,
        },
        _ => false,
    }
}

/// Whether a text is a number in decimal digits (at least one digit, nothing else).
fn is_decimal_number(text: &str) -> bool {
    !text.is_empty() && text.len() <= 18 && text.bytes().all(|b| b.is_ascii_digit())
}

/// The columns of `numeric` whose comparisons in `query` compare numbers: a range predicate
/// with numbers for bounds, or "latest" by the column.
fn numeric_columns(numeric: &[String], query: &Query) -> Vec<String> {
    numeric
        .iter()
        .filter(|c| {
            query.latest.as_ref().is_some_and(|l| l.column == **c)
                || query.predicates.iter().any(|p| {
                    p.column == **c
                        && !p.is_equality()
                        && !p.is_affix()
                        && p.values().into_iter().all(is_decimal_number)
                })
        })
        .cloned()
        .collect()
}

/// Whether `sep` occurs in `value` followed by `sep` before the value's end: then a key
/// does not say where the value ends.
fn separator_before_end(value: &[u8], sep: &[u8]) -> bool {
    rowkey_kernels::bytes::separator_before_end(value, sep)
}

/// The column of a part that writes an integer as two's-complement binary (unreversed).
fn twos_complement_integer(part: &KeyPart) -> Option<&str> {
    use crate::spec::{BinaryStyle, Encoding, IntFormat, Source};
    match &part.value {
        PartValue::Field {
            source: Source::Column { name },
            encoding: Encoding::Integer(integer),
            transforms,
        } if transforms.is_empty()
            && integer.reverse.is_none()
            && matches!(
                integer.format,
                IntFormat::Binary {
                    style: BinaryStyle::TwosComplement,
                    ..
                }
            ) =>
        {
            Some(name.as_str())
        }
        _ => None,
    }
}

/// The column of a part that writes a time as two's-complement binary.
pub(crate) fn twos_complement_time(part: &KeyPart) -> Option<&str> {
    use crate::spec::{BinaryStyle, Encoding, IntFormat, Source, TimeOutput};
    match &part.value {
        PartValue::Field {
            source: Source::Column { name },
            encoding:
                Encoding::Timestamp {
                    output: TimeOutput::Number { integer, .. },
                    ..
                },
            ..
        } if matches!(
            integer.format,
            IntFormat::Binary {
                style: BinaryStyle::TwosComplement,
                ..
            }
        ) =>
        {
            Some(name.as_str())
        }
        _ => None,
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
        /// The column's kind (integer, time; boxed: a time kind holds its whole format).
        kind: Box<ColumnKind>,
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
                "query \"{query}\", predicate {predicate}: \"{value}\" is not a valid {} value for this column",
                kind.name()
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
        if !p.is_equality() && !p.is_affix() {
            for v in p.values() {
                if kind.ordinal(v).is_none() {
                    return Err(QueryError::BadBound {
                        query: query.name.clone(),
                        predicate: p.to_string(),
                        value: v.to_owned(),
                        kind: Box::new(kind.clone()),
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
    plan_query_with(spec, columns, query, &SampleFacts::default())
}

/// [`plan_query`] relying on what the sample shows ([`SampleFacts`]): the plan the app and
/// the `rowkey` command make for a design and its sample.
///
/// # Errors
///
/// A [`QueryError`] if [`check_query`] fails.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{plan_query, plan_query_with, LatestOrder, Predicate, Query, SampleFacts};
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{Encoding, IntFormat, IntegerEncoding, KeyPart, KeySpec, TimeInput, TimeOutput, TimeUnit};
///
/// // seller_id + ts as 8-byte two's complement (a Timestamp part's default).
/// let ts = Encoding::Timestamp {
///     input: TimeInput::EpochMillis,
///     output: TimeOutput::Number { unit: TimeUnit::Millis, integer: IntegerEncoding::new(IntFormat::big_endian_signed(8)) },
/// };
/// let spec = KeySpec::new(vec![
///     KeyPart::column(1, "seller_id").with_separator("#"),
///     KeyPart::column(2, "ts").with_encoding(ts),
/// ]);
/// let sample = parse_csv("seller_id,ts\nS1,1700000000000\nS1,1700000001000\n").unwrap();
/// let q = Query::new("latest").with(Predicate::eq("seller_id", "S1")).latest(20, "ts");
/// // Nothing known: a negative time would sort after the positive ones, so sort on the client.
/// let blind = plan_query(&spec, sample.columns(), &q).unwrap();
/// assert_eq!(blind.latest.unwrap().order, LatestOrder::ClientSort);
/// // No negative time in the sample: a reversed scan with LIMIT 20.
/// let facts = SampleFacts::of(&spec, &sample);
/// let plan = plan_query_with(&spec, sample.columns(), &q, &facts).unwrap();
/// assert!(plan.reversed());
/// assert_eq!(plan.limit(), Some(20));
/// ```
pub fn plan_query_with(
    spec: &KeySpec,
    columns: &[String],
    query: &Query,
    facts: &SampleFacts,
) -> Result<Plan, QueryError> {
    check_query(spec, columns, query)?;
    let numeric = numeric_columns(&facts.numeric_text, query);
    let traits = spec_traits(spec);
    let eq = equality_sets(query);
    let parts = &spec.parts;
    let mut walk = Walk::default();
    let mut prefixes: Vec<Vec<u8>> = vec![Vec::new()];
    // For each prefix, the column values it was built from: a later part computed from the
    // same column (`md5(user)` then `user`) only pairs with the same value.
    let mut assigned: Vec<Vec<(String, String)>> = vec![Vec::new()];
    let mut served = vec![false; query.predicates.len()];
    let mut notes: Vec<PlanNote> = Vec::new();
    let mut slots: Vec<Slot> = Vec::new();
    // The slots of listed values: each slot's index, its part, the values it shows and the
    // part's separator (the pairing and the merge below narrow what they show).
    let mut value_slots: Vec<ValueSlot<'_>> = Vec::new();
    let mut ranges: Vec<ScanRange> = Vec::new();
    let mut stop_index: Option<usize> = None;
    let mut range_part: Option<PartRange> = None;

    // A part (so far) whose end a key does not show: a separator inside a value.
    let mut ambiguous = false;
    for (i, part) in parts.iter().enumerate() {
        let is_last = i + 1 == parts.len();
        let sep_bytes = separator_of(part, is_last);
        let sep: &[u8] = &sep_bytes;
        // A fixed width shows where the part ends, whatever bytes it holds.
        ambiguous |= facts.separator_inside.contains(&part.id)
            && traits.get(i).is_none_or(|t| t.fixed_width.is_none());
        let delimited = delimited_before(parts, &traits, i) && !ambiguous;
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
                walk.impossible = Some(Impossible::NoValue {
                    part: PartName::of(part),
                });
                prefixes.clear();
                break;
            }
            if prefixes.len().saturating_mul(values.len()) > MAX_COMBINATIONS {
                notes.push(PlanNote::TooManyCombinations {
                    part: PartName::of(part),
                });
                stop_index = Some(i);
                break;
            }
            if values.iter().any(|(b, _)| separator_before_end(b, sep)) {
                ambiguous = true;
            }
            let delimited = delimited && !ambiguous;
            let mut used: Vec<&[u8]> = values.iter().map(|(b, _)| b.as_slice()).collect();
            let combos = exact_combinations(spec, i, &eq);
            (prefixes, assigned) = match &combos {
                Some((columns, combos)) => {
                    let (p, a, kept) = paired(&prefixes, &assigned, columns, combos, sep);
                    used.retain(|b| kept.contains(b));
                    // An earlier part's values that no kept combination pairs with are not
                    // read either (`ts IN (0, -2)` where this part cannot write -2): its
                    // slot shows the values left.
                    let left: Vec<&Vec<String>> = combos
                        .iter()
                        .filter(|(b, _)| kept.contains(&b.as_slice()))
                        .map(|(_, texts)| texts)
                        .collect();
                    for earlier in &mut value_slots {
                        let column = field_column(earlier.part);
                        let Some(j) = columns.iter().position(|c| Some(c.as_str()) == column)
                        else {
                            continue;
                        };
                        earlier.shown.retain(|(_, texts)| {
                            texts.len() != 1 || left.iter().any(|l| l.get(j) == texts.first())
                        });
                        slots[earlier.index] = slot_of_values(earlier.part, &earlier.shown);
                    }
                    (p, a)
                }
                None => {
                    let p = extend(&prefixes, values.iter().map(|(b, _)| b.as_slice()), sep);
                    let a = repeat_each(&assigned, values.len());
                    (p, a)
                }
            };
            // The values some prefix pairs with, as EXPLAIN shows them.
            let shown: Vec<(Vec<u8>, Vec<String>)> = values
                .iter()
                .filter(|(b, _)| used.contains(&b.as_slice()))
                .cloned()
                .collect();
            // Lowest and highest as the key writes them, each followed by the separator: `''`
            // then `_` writes `_`, which sorts after `._`.
            let mut shown = shown;
            crate::order::sort_by_cached_key(&mut shown, |(b, _)| [b.as_slice(), sep].concat());
            slots.push(slot_of_values(part, &shown));
            value_slots.push(ValueSlot {
                index: slots.len() - 1,
                part,
                shown,
                sep: sep.to_vec(),
            });
            if !matches!(part.value, PartValue::Literal { .. }) {
                walk.narrowed = true;
                walk.fixed.push(PartName::of(part));
                if let Some(c) = field_column(part).filter(|_| stores_value(part)) {
                    walk.key_columns.push(c.to_owned());
                }
                if values.len() > 1 {
                    walk.multi.push(PartName::of(part));
                }
            }
            if let Some(c) = field_column(part) {
                let ends = !sep.is_empty()
                    || is_last
                    || trait_i.is_some_and(|t| t.fixed_width.is_some())
                    || part
                        .value
                        .typed_encoding()
                        .is_some_and(|t| t.self_delimiting());
                // `=` compares a holding part's values as it writes them: its bytes answer.
                let holds = holding_part(spec, c).is_some_and(|h| h.id == part.id);
                if (is_identity_text(part) || part.value.typed_encoding().is_some() || holds)
                    && delimited
                    && ends
                {
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
                notes.push(PlanNote::BucketByRow {
                    part: PartName::of(part),
                });
            }
            walk.fanout = Some((PartName::of(part), count));
            slots.push(Slot {
                lo: bucket_display(part, buckets.first()),
                hi: bucket_display(part, buckets.last()),
            });
            if buckets.iter().any(|b| separator_before_end(b, sep)) {
                ambiguous = true;
            }
            prefixes = extend(&prefixes, buckets.iter().map(Vec::as_slice), sep);
            assigned = repeat_each(&assigned, buckets.len());
            continue;
        }
        // 3. The first part not fixed: a range, or the prefix.
        stop_index = Some(i);
        prefixes = distinct(prefixes);
        if let Some(c) = field_column(part) {
            let kind = column_kind(spec, c);
            // STARTS WITH and ENDS WITH on a text column: the longest start of the key value
            // any of them fixes, through the part's transforms; on the pasted key, STARTS WITH
            // fixes the bytes its value names.
            let affixes: Vec<&Predicate> = query
                .predicates
                .iter()
                .filter(|p| p.column == c && p.is_affix())
                .collect();
            let mut fixed: Option<Vec<u8>> = None;
            let mut why_not: Option<PlanNote> = None;
            let textual = matches!(kind, ColumnKind::Text | ColumnKind::KeyBytes);
            // STARTS WITH on a Phoenix VARCHAR: its stored bytes (inverted when DESC) start
            // with the prefix's, as Phoenix range-scans `LIKE 'b%'` (`[~'b']` when DESC).
            let varchar = match &kind {
                ColumnKind::Typed(t) => t.phoenix_column().and_then(|(ty, order)| {
                    (ty == rowkey_encodings::phoenix::PhoenixType::Varchar).then_some(order)
                }),
                _ => None,
            };
            let mut varchar_shown: Option<String> = None;
            if let Some(order) = varchar {
                for p in &affixes {
                    if let Op::StartsWith { prefix } = &p.op {
                        let mut bytes = prefix.as_bytes().to_vec();
                        let desc = order == rowkey_encodings::Order::Desc;
                        if desc {
                            bytes.iter_mut().for_each(|b| *b = !*b);
                        }
                        if fixed.as_ref().is_none_or(|f| bytes.len() > f.len()) {
                            fixed = Some(bytes);
                            varchar_shown =
                                Some(format!("{}{}", if desc { "~" } else { "" }, quote(prefix)));
                        }
                    }
                }
            }
            let textual = textual || fixed.is_some() && varchar.is_some();
            if textual {
                for p in &affixes {
                    let bytes = if kind == ColumnKind::KeyBytes {
                        key_affix_prefix(part, p)
                    } else {
                        affix_prefix(part, p)
                    };
                    match bytes {
                        Ok(b) if fixed.as_ref().is_none_or(|f| b.len() > f.len()) => {
                            fixed = Some(b);
                        }
                        Ok(_) => {}
                        Err(why) => {
                            let op = p.op.clone();
                            why_not.get_or_insert_with(|| PlanNote::Affix {
                                op: match op {
                                    Op::EndsWith { .. } => AffixOp::EndsWith,
                                    Op::HostEndsWith { .. } => AffixOp::HostEndsWith,
                                    _ => AffixOp::StartsWith,
                                },
                                part: PartName::of(part),
                                why,
                            });
                        }
                    }
                }
            }
            let interval = if numeric.iter().any(|n| n == c) {
                // Numbers written as text: the text order is not theirs, no range serves.
                if column_interval(query, c, &kind).is_some() {
                    notes.push(PlanNote::Range {
                        part: PartName::of(part),
                        why: BindProblem::Breaks(crate::part_traits::BreakReason::UnpaddedNumber),
                    });
                }
                None
            } else if affixes.is_empty() || !textual {
                column_interval(query, c, &kind)
            } else {
                None
            };
            if let (Some(bytes), true) = (&fixed, textual) {
                // The whole pasted key ends the key: a single STARTS WITH on it reads exactly
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
                    && affixes.len() == 1
                {
                    for (k, p) in query.predicates.iter().enumerate() {
                        if p.column == c && matches!(p.op, Op::StartsWith { .. }) {
                            served[k] = true;
                        }
                    }
                }
                walk.narrowed = true;
                walk.prefix_of = Some(PartName::of(part));
                walk.stopped_at = Some((PartName::of(part), false));
                for p in &prefixes {
                    let mut full = p.clone();
                    full.extend_from_slice(bytes);
                    ranges.push(ScanRange::prefix(&full));
                }
                // From the stored start to the first bytes after it, excluded, as Phoenix
                // prints `LIKE 'na%'` (`['na'] - ['nb']`): as text, or as the shell prints
                // the pasted key's bytes.
                let show = |b: &[u8]| {
                    quote(&match std::str::from_utf8(b) {
                        Ok(t)
                            if kind != ColumnKind::KeyBytes && !t.chars().any(char::is_control) =>
                        {
                            t.to_owned()
                        }
                        _ => to_string_binary(b),
                    })
                };
                let after = next_prefix(bytes);
                slots.push(match varchar_shown {
                    Some(shown) => Slot {
                        lo: shown.clone(),
                        hi: shown,
                    },
                    None => Slot {
                        lo: show(bytes),
                        hi: if after.is_empty() {
                            "*".to_owned()
                        } else {
                            show(&after)
                        },
                    },
                });
            } else if let (Some(why), true) = (why_not, textual) {
                notes.push(why);
            } else if let Some(iv) = interval {
                match range_on_part(part, is_last, &kind, &iv) {
                    Ok(r) => {
                        if r.ranges.is_empty() {
                            walk.impossible = Some(Impossible::EmptyRange {
                                column: c.to_owned(),
                            });
                            prefixes.clear();
                        }
                        if let Some(why) = &r.widened {
                            notes.push(PlanNote::Widened {
                                part: PartName::of(part),
                                why: why.clone(),
                            });
                        }
                        if r.exact && delimited {
                            for (k, p) in query.predicates.iter().enumerate() {
                                if p.column == c && !p.is_equality() && !p.is_affix() {
                                    served[k] = true;
                                }
                            }
                        }
                        walk.swapped = r.direction == Direction::Descending;
                        walk.narrowed = true;
                        walk.stopped_at = Some((PartName::of(part), true));
                        slots.push(slot_of_range(&iv, &kind, &r));
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
                    Err(why) => notes.push(PlanNote::Range {
                        part: PartName::of(part),
                        why,
                    }),
                }
            }
        }
        break;
    }

    let prefixes = distinct(prefixes);
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
                    walk.stopped_at = Some((PartName::of(p), false));
                }
            }
        }
        let absent_rest = stop_index.is_some_and(|j| rest_may_be_absent(parts, j));
        ranges = prefixes
            .iter()
            .map(|p| match (absent_rest, p.split_last()) {
                // The row's key may end before the separator (`[Q, Q\x00…]` in one range).
                (true, Some((0x00, q))) => ScanRange {
                    start: RowKey::new(q.to_vec()),
                    stop: RowKey::new(super::ranges::next_prefix(p)),
                },
                _ => ScanRange::prefix(p),
            })
            .collect();
    }
    // How the key order serves "latest N", if it does. The values the scans can meet: the
    // query's range on the time, and from zero on when the sample has no negative time (a
    // lint warns of the risk).
    let key_order = query.latest.as_ref().map(|l| {
        let kind = column_kind(spec, &l.column);
        let mut seen = column_interval(query, &l.column, &kind).unwrap_or_default();
        if facts.non_negative_times.contains(&l.column) {
            seen.tighten_lo(Ordinal::Int(0), true);
        }
        latest_order(spec, stop_index, complete, &l.column, &seen)
    });
    // Served in key order, each fixed prefix's range is read on its own (each scan's rows
    // come newest first): ranges that only touch, such as one per salt bucket, stay apart.
    let one_per_prefix = key_order.is_some_and(|o| o != LatestOrder::ClientSort)
        && ranges.len() == prefixes.len()
        && {
            let mut sorted = ranges.clone();
            crate::order::sort(&mut sorted);
            sorted
                .windows(2)
                .all(|w| !w[0].stop.is_empty() && w[0].stop <= w[1].start)
        };
    let ranges = if one_per_prefix {
        let mut sorted = ranges;
        crate::order::sort(&mut sorted);
        sorted.retain(|r| !r.is_empty());
        sorted
    } else {
        merge_ranges(ranges)
    };
    // Values one of which starts the others (`a IN ('b', 'b_')` on a key without a separator,
    // the last part narrowed): every key of the longer value starts with the shorter one, so
    // its range merged into the shorter's. The EXPLAIN's slot shows the values whose ranges
    // the scan reads; with the longer one as its highest it would read back narrower.
    let absorbed = |p: &Vec<u8>| {
        prefixes
            .iter()
            .any(|q| q.len() < p.len() && p.starts_with(q))
    };
    if let Some(last) = value_slots.last().filter(|_| prefixes.iter().any(absorbed)) {
        // As the key writes each value: followed by the part's separator.
        let written = |v: &[u8]| [v, last.sep.as_slice()].concat();
        if last.index + 1 == slots.len() {
            let kept: Vec<(Vec<u8>, Vec<String>)> = last
                .shown
                .iter()
                .filter(|(b, _)| {
                    let b = written(b);
                    !last.shown.iter().any(|(c, _)| {
                        let c = written(c);
                        c.len() < b.len() && b.starts_with(&c)
                    })
                })
                .cloned()
                .collect();
            slots[last.index] = slot_of_values(last.part, &kept);
        }
    }
    let mut residual: Vec<Predicate> = query
        .predicates
        .iter()
        .zip(&served)
        .filter(|(_, s)| !**s)
        .map(|(p, _)| p.clone())
        .collect();
    let cells = select_cells(&mut residual, facts.qualifier.as_deref());
    if let Some(c) = &cells {
        notes.push(PlanNote::Cells {
            column: c.column.clone(),
            qualifiers: c.qualifiers.join(", "),
        });
    }
    let fuzzy = match stop_index {
        Some(s) if !complete && walk.impossible.is_none() => {
            fuzzy_key(spec, &traits, &eq, &prefixes, s)
        }
        _ => None,
    };
    let latest = query.latest.as_ref().map(|l| {
        let mut order = key_order.unwrap_or(LatestOrder::ClientSort);
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
    let mut kind = classify(&walk, &ranges, &keys);
    // Nothing narrows the key, but its order serves "latest N" with nothing to filter:
    // each scan reads its first N rows only.
    if let (PlanKind::FullScan, Some(l)) = (kind, &latest) {
        if l.order != LatestOrder::ClientSort && residual.is_empty() {
            kind = PlanKind::LimitScan { rows: l.count };
            walk.reversed_latest = l.order == LatestOrder::ReversedScan;
        }
    }
    Ok(Plan {
        query: query.clone(),
        kind,
        walk,
        ranges,
        keys,
        residual,
        fuzzy,
        latest,
        notes,
        buckets,
        salt_buckets: phoenix_salt_buckets(spec),
        slots,
        numeric_text: numeric,
        unreadable: facts.separator_inside.clone(),
        cells,
    })
}

/// The bucket count of a Phoenix salt byte that leads the key (`SALT_BUCKETS = n`).
fn phoenix_salt_buckets(spec: &KeySpec) -> Option<u32> {
    match &spec.parts.first()?.value {
        PartValue::Salt(s) if s.bucketing == crate::spec::Bucketing::PhoenixHash => Some(s.buckets),
        _ => None,
    }
}

/// Whether a part stores its column's value as it is (unchanged text, a number or a typed
/// value): a key that holds it holds the value.
fn stores_value(part: &KeyPart) -> bool {
    is_identity_text(part)
        || matches!(
            &part.value,
            PartValue::Field {
                transforms,
                encoding: crate::spec::Encoding::Integer(_) | crate::spec::Encoding::Typed(_),
                ..
            } if transforms.is_empty()
        )
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

/// Whether every part before `i` has a fixed width, a separator (its own or its typed
/// encoding's) or bytes that end themselves.
fn delimited_before(parts: &[KeyPart], traits: &[PartTraits], i: usize) -> bool {
    parts.iter().zip(traits).take(i).all(|(p, t)| {
        t.fixed_width.is_some()
            || p.separator.is_some()
            || p.value
                .typed_encoding()
                .is_some_and(TypedEncoding::delimits_itself)
    })
}

/// Whether a key may end right after part `j − 1`'s value, before the `\x00` Phoenix
/// writes after an ascending variable-length value: when every part from `j` on is a
/// nullable Phoenix column (variable-length) and all are null, `PTableImpl.newKey` drops
/// them with that separator.
fn rest_may_be_absent(parts: &[KeyPart], j: usize) -> bool {
    let phoenix_var = |p: &KeyPart, asc: bool| {
        p.value.typed_encoding().is_some_and(|t| {
            t.phoenix_column().is_some_and(|(ty, order)| {
                ty.fixed_width().is_none() && (!asc || order == rowkey_encodings::Order::Asc)
            })
        })
    };
    j > 0
        && j < parts.len()
        && parts
            .get(j - 1)
            .is_some_and(|p| phoenix_var(p, true) && p.separator.is_none())
        && parts[j..].iter().all(|p| phoenix_var(p, false))
}

/// The bytes after a part's value in a key: its own separator, after the separator its
/// typed encoding writes (for a value that is not null).
pub(crate) fn separator_of(part: &KeyPart, is_last: bool) -> Vec<u8> {
    let mut bytes = part
        .value
        .typed_encoding()
        .map_or_else(Vec::new, |t| separator_after_value(t, is_last));
    if let Some(own) = &part.separator {
        bytes.extend_from_slice(own.as_bytes());
    }
    bytes
}

/// Each prefix extended by each combination of a part's values (`combos`: bytes and the
/// texts of `columns`) that agrees with the values the prefix was built from, then `sep`;
/// with the values each new prefix is built from, and the part's bytes some prefix took.
#[allow(clippy::type_complexity)]
fn paired<'c>(
    prefixes: &[Vec<u8>],
    assigned: &[Vec<(String, String)>],
    columns: &[String],
    combos: &'c [(Vec<u8>, Vec<String>)],
    sep: &[u8],
) -> (Vec<Vec<u8>>, Vec<Vec<(String, String)>>, Vec<&'c [u8]>) {
    let mut out: Vec<(Vec<u8>, Vec<(String, String)>)> = Vec::new();
    let mut kept: Vec<&'c [u8]> = Vec::new();
    for (p, a) in prefixes.iter().zip(assigned) {
        for (bytes, texts) in combos {
            let agrees = columns.iter().zip(texts).all(|(c, t)| {
                a.iter()
                    .find(|(column, _)| column == c)
                    .is_none_or(|(_, v)| v == t)
            });
            if !agrees {
                continue;
            }
            kept.push(bytes);
            let mut k = p.clone();
            k.extend_from_slice(bytes);
            k.extend_from_slice(sep);
            let mut values = a.clone();
            for (c, t) in columns.iter().zip(texts) {
                if !values.iter().any(|(column, _)| column == c) {
                    values.push((c.clone(), t.clone()));
                }
            }
            crate::order::sort(&mut values);
            out.push((k, values));
        }
    }
    crate::order::sort(&mut out);
    out.dedup();
    let (p, a) = out.into_iter().unzip();
    (p, a, kept)
}

/// Each entry repeated `n` times in a row (as [`extend`] repeats each prefix).
fn repeat_each(assigned: &[Vec<(String, String)>], n: usize) -> Vec<Vec<(String, String)>> {
    assigned
        .iter()
        .flat_map(|a| std::iter::repeat_n(a.clone(), n))
        .collect()
}

/// The prefixes, each once, in order.
fn distinct(mut prefixes: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
    crate::order::sort(&mut prefixes);
    prefixes.dedup();
    prefixes
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

/// The bytes a STARTS WITH fixes on the pasted key ([`PartValue::RawKey`]): its value read as
/// key text (`\xHH`), cut where the part ends; an ENDS WITH cannot narrow it.
fn key_affix_prefix(part: &KeyPart, predicate: &Predicate) -> Result<Vec<u8>, BindProblem> {
    let (PartValue::RawKey { start, end }, Op::StartsWith { prefix }) =
        (&part.value, &predicate.op)
    else {
        return Err(BindProblem::NotPlainText);
    };
    if *start != 0 {
        return Err(BindProblem::Breaks(
            crate::part_traits::BreakReason::LaterKeyBytes,
        ));
    }
    let mut bytes = crate::sample::decode_key_text(prefix);
    if let Some(end) = end {
        bytes.truncate(usize::try_from(*end).unwrap_or(usize::MAX));
    }
    Ok(bytes)
}

/// A slot of listed values (`=`/`IN`) while the key is walked: where it is, its part, the
/// values it shows (bytes as written, and their texts) and the part's separator.
struct ValueSlot<'p> {
    index: usize,
    part: &'p KeyPart,
    shown: Vec<(Vec<u8>, Vec<String>)>,
    sep: Vec<u8>,
}

fn slot_of_values(part: &KeyPart, values: &[(Vec<u8>, Vec<String>)]) -> Slot {
    let show = |v: Option<&(Vec<u8>, Vec<String>)>| -> String {
        let Some((bytes, texts)) = v else {
            return "*".to_owned();
        };
        match &part.value {
            // A transformed value shows as the key stores it (`com.iteblog.www`, a reversed
            // number's digits), not as the column holds it.
            PartValue::Field { transforms, .. } if !transforms.is_empty() => {
                quote(&String::from_utf8_lossy(bytes))
            }
            // As Phoenix's EXPLAIN shows a key's values: numbers bare, times formatted,
            // `~` before a DESC column's.
            #[cfg(feature = "typed-keys")]
            PartValue::Field {
                encoding: crate::spec::Encoding::Typed(typed),
                ..
            } => {
                let text = texts.join(",");
                let shown = typed
                    .ascending()
                    .value_bytes(&text)
                    .map_or_else(|_| quote(&text), |b| typed.explain_value(&b, Some(&text)));
                match typed.order() {
                    rowkey_encodings::Order::Desc => format!("~{shown}"),
                    rowkey_encodings::Order::Asc => shown,
                }
            }
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

/// The slot of a range on a part, as the scan reads it: on text and pasted keys (ascending,
/// one byte interval), from the start bytes to the stop bytes (excluded) after the prefix,
/// as Phoenix prints an exclusive upper bound (`['na'] - ['nb']` for `LIKE 'na%'`); on
/// ascending integers, the upper bound excluded (`[*] - [100]` for `ID < 100`,
/// CostBasedDecisionIT); otherwise the interval's values.
fn slot_of_range(iv: &Interval, kind: &ColumnKind, r: &PartRange) -> Slot {
    let show = |bytes: &[u8]| match std::str::from_utf8(bytes) {
        Ok(text) if *kind != ColumnKind::KeyBytes && !text.chars().any(char::is_control) => {
            quote(text)
        }
        _ => quote(&to_string_binary(bytes)),
    };
    match (kind, r.ranges.as_slice(), r.direction) {
        (ColumnKind::Text | ColumnKind::KeyBytes, [one], Direction::Ascending) => {
            let lo = if iv.lo.is_some() {
                show(&one.start)
            } else {
                "*".to_owned()
            };
            let stop = if one.stop_exact {
                one.stop_prefix.clone()
            } else {
                next_prefix(&one.stop_prefix)
            };
            let hi = if iv.hi.is_none() || stop.is_empty() {
                "*".to_owned()
            } else {
                show(&stop)
            };
            Slot { lo, hi }
        }
        (ColumnKind::Integer, _, Direction::Ascending) => {
            let mut slot = slot_of_interval(iv, kind, r.direction);
            if let Some((Ordinal::Int(n), _)) = &iv.hi {
                slot.hi = itoa::Buffer::new().format(n.saturating_add(1)).to_owned();
            }
            slot
        }
        _ => slot_of_interval(iv, kind, r.direction),
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
            // As Phoenix's EXPLAIN shows a key's values (numbers bare, times formatted).
            Some((Ordinal::Typed(value), _)) => value.explain(),
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
fn latest_order(
    spec: &KeySpec,
    stop: Option<usize>,
    complete: bool,
    column: &str,
    seen: &Interval,
) -> LatestOrder {
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
    // A key in seconds does not order the milliseconds of one second (its range can still
    // be exact, on a second's edges).
    if matches!(
        &part.value,
        PartValue::Field {
            encoding: crate::spec::Encoding::Timestamp {
                output: crate::spec::TimeOutput::Number {
                    unit: crate::spec::TimeUnit::Seconds,
                    ..
                },
                ..
            },
            ..
        }
    ) {
        return LatestOrder::ClientSort;
    }
    let is_last = stop.is_some_and(|i| i + 1 == spec.parts.len());
    // One exact byte range over the values met: their bytes sort like their values.
    match range_on_part(part, is_last, &kind, seen) {
        Ok(r) if r.exact && r.ranges.len() == 1 => match r.direction {
            Direction::Descending => LatestOrder::KeyOrder,
            Direction::Ascending => LatestOrder::ReversedScan,
        },
        _ => LatestOrder::ClientSort,
    }
}

#[cfg(test)]
mod tests {
    use super::SampleFacts;
    use crate::sample::parse_csv;
    use crate::spec::{
        Encoding, IntFormat, IntegerEncoding, KeyPart, KeySpec, PartId, TimeInput, TimeOutput,
        TimeUnit,
    };
    use proptest::prelude::*;

    /// A value of the numeric columns: signed, padded, or not a number at all.
    fn number() -> impl Strategy<Value = String> {
        prop_oneof![
            (0_i64..1_000).prop_map(|n| n.to_string()),
            (1_i64..1_000).prop_map(|n| format!("-{n}")),
            (0_i64..1_000).prop_map(|n| format!("+{n}")),
            Just("-".to_owned()),
            Just("1-2".to_owned()),
            Just("x".to_owned()),
        ]
    }

    proptest! {
        /// The facts read only the rows whose value holds a `-` (numbers) or the
        /// separator's first byte (text): the same facts as reading every row, checked by
        /// parsing every value as a decimal and searching every value joined to the
        /// separator.
        #[test]
        fn facts_as_reading_every_row(
            rows in proptest::collection::vec(("[ab_#:]{0,4}", number(), number()), 1..30),
            sep in prop_oneof![Just("_"), Just("#"), Just("::"), Just(":a")],
        ) {
            let mut csv = String::from("uid,ts,n\n");
            for (uid, ts, n) in &rows {
                csv.push_str(&format!("{uid},{ts},{n}\n"));
            }
            let Ok(sample) = parse_csv(&csv) else { return Ok(()) };
            let ts = Encoding::Timestamp {
                input: TimeInput::EpochMillis,
                output: TimeOutput::Number {
                    unit: TimeUnit::Millis,
                    integer: IntegerEncoding::new(IntFormat::big_endian_signed(8)),
                },
            };
            let spec = KeySpec::new(vec![
                KeyPart::column(1, "uid").with_separator(sep),
                KeyPart::column(2, "ts").with_encoding(ts),
                KeyPart::column(3, "n").with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
            ]);
            let facts = SampleFacts::of(&spec, &sample);
            let sample = &sample;
            let column = |c: usize| -> Vec<&str> {
                (0..sample.row_count()).filter_map(|r| sample.value(r, c)).collect()
            };
            let negative = |c: usize| {
                column(c).iter().any(|v| rowkey_kernels::number::parse_decimal(v).is_some_and(|n| n < 0))
            };
            let mut expected_times = Vec::new();
            if !negative(1) {
                expected_times.push("ts".to_owned());
            }
            if !negative(2) {
                expected_times.push("n".to_owned());
            }
            prop_assert_eq!(facts.non_negative_times, expected_times);
            let inside = column(0).iter().any(|v| {
                let joined = format!("{v}{sep}");
                joined.find(sep).is_some_and(|at| at < v.len())
            });
            prop_assert_eq!(facts.separator_inside, if inside { vec![PartId(1)] } else { vec![] });
        }
    }
}
