//! Binding predicates to key parts: column kinds, row matching, the exact bytes a part takes
//! under `=`/`IN`, and the byte intervals a part takes under a range.
//!
//! Exact bytes are computed with the recipe's own [`Encoder`] on synthetic rows, so a bound
//! value is encoded exactly as a sample row with that text would be (hashes and salts
//! included).

use std::cmp::Ordering;

use super::ranges::next_prefix;
use crate::encode::{Encoder, Fields, read_time};
use crate::number::{binary_range, parse_integer, reverse, write_integer};
use crate::part_traits::{BreakReason, PartTraits};
use crate::sample::{KEY_COLUMN, decode_key_text};
use crate::spec::{
    BinaryStyle, Bucketing, Encoding, End, HashInput, IntFormat, IntOverflow, IntegerEncoding,
    KeyPart, KeySpec, PadSide, PartValue, Source, TimeInput, TimeOutput, TimeUnit, TooLong,
    Transform,
};
use crate::transform::{apply, host_of};
use crate::typed::{TypedEncoding, TypedValue};

use super::explanation::BindProblem;
use super::query::{Op, Predicate, Query};

/// Most combinations of bound values the planner enumerates for one part or one prefix set.
pub const MAX_COMBINATIONS: usize = 1024;

/// How a column's values compare in range predicates.
///
/// A column's kind is taken from the first key part that encodes that column alone: an
/// integer encoding makes it [`ColumnKind::Integer`], a timestamp encoding
/// [`ColumnKind::Time`], anything else (or no such part) [`ColumnKind::Text`].
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{column_kind, ColumnKind};
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};
///
/// let spec = KeySpec::new(vec![
///     KeyPart::column(1, "uid"),
///     KeyPart::column(2, "n").with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(4))),
/// ]);
/// assert_eq!(column_kind(&spec, "uid"), ColumnKind::Text);
/// assert_eq!(column_kind(&spec, "n"), ColumnKind::Integer);
/// assert_eq!(column_kind(&spec, "other"), ColumnKind::Text);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ColumnKind {
    /// Compared as UTF-8 bytes.
    Text,
    /// Compared as decimal integers.
    Integer,
    /// Compared as instants, read as the column's first time part reads them.
    Time(TimeInput),
    /// The pasted key's column ([`KEY_COLUMN`](crate::sample::KEY_COLUMN)) when the recipe
    /// uses the pasted key as is ([`PartValue::RawKey`]): values are read as pasted keys are
    /// ([`decode_key_text`]: `\xHH` is one byte, as `Bytes.toBytesBinary` reads it, lowercase
    /// hex too) and compared as those bytes, `=` and starts-with included.
    KeyBytes,
    /// A column written by a store's typed encoding: values compare as that store orders
    /// them (by their ascending bytes), and equal when their bytes are equal (`1` = `01`
    /// for a number).
    Typed(TypedEncoding),
}

impl ColumnKind {
    /// A short name (`text`, `integer`, `time`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::plan::ColumnKind;
    /// assert_eq!(ColumnKind::Integer.name(), "integer");
    /// ```
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Self::Text => "text",
            Self::Integer => "integer",
            Self::Time(_) => "time",
            Self::KeyBytes => "key bytes",
            Self::Typed(_) => "typed",
        }
    }

    /// The ordinal of a text under this kind, if it reads.
    pub(crate) fn ordinal(&self, text: &str) -> Option<Ordinal> {
        match self {
            Self::Text => Some(Ordinal::Text(text.as_bytes().to_vec())),
            Self::Integer => parse_integer(text).ok().map(Ordinal::Int),
            Self::Time(input) => read_time(text, input)
                .ok()
                .map(|ms| Ordinal::Int(i128::from(ms))),
            Self::KeyBytes => Some(Ordinal::Text(decode_key_text(text))),
            // A null compares with nothing.
            Self::Typed(typed) if text.is_empty() && typed.empty_is_null() => None,
            Self::Typed(typed) => typed
                .ascending()
                .value_bytes(text)
                .ok()
                .map(|bytes| Ordinal::Typed(TypedValue::new(*typed, bytes, text))),
        }
    }

    /// Whether a value equals a predicate's value under this kind: the same text, or for
    /// [`ColumnKind::KeyBytes`] the same bytes.
    fn equal(&self, value: &str, other: &str) -> bool {
        match self {
            Self::KeyBytes => value == other || decode_key_text(value) == decode_key_text(other),
            Self::Typed(typed)
                if typed.empty_is_null() && (value.is_empty() || other.is_empty()) =>
            {
                false
            }
            Self::Typed(typed) => {
                value == other
                    || matches!((typed.value_bytes(value), typed.value_bytes(other)), (Ok(a), Ok(b)) if a == b)
            }
            _ => value == other,
        }
    }

    /// Whether a value starts with a prefix under this kind (bytes for
    /// [`ColumnKind::KeyBytes`]).
    fn starts_with(&self, value: &str, prefix: &str) -> bool {
        match self {
            Self::KeyBytes => decode_key_text(value).starts_with(&decode_key_text(prefix)),
            _ => value.starts_with(prefix),
        }
    }

    /// ENDS WITH, on the key's bytes for the pasted key.
    fn ends_with(&self, value: &str, suffix: &str) -> bool {
        match self {
            Self::KeyBytes => decode_key_text(value).ends_with(&decode_key_text(suffix)),
            _ => value.ends_with(suffix),
        }
    }
}

/// The kind of a column in a recipe (see [`ColumnKind`]).
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{column_kind, ColumnKind};
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, ReverseFrom};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "ts").with_encoding(
///     Encoding::epoch_millis_reversed(ReverseFrom::LongMax, IntFormat::big_endian_signed(8)),
/// )]);
/// assert!(matches!(column_kind(&spec, "ts"), ColumnKind::Time(_)));
/// ```
#[must_use]
pub fn column_kind(spec: &KeySpec, column: &str) -> ColumnKind {
    for part in &spec.parts {
        if matches!(part.value, PartValue::RawKey { .. }) && column == KEY_COLUMN {
            return ColumnKind::KeyBytes;
        }
        if let PartValue::Field {
            source: Source::Column { name },
            encoding,
            ..
        } = &part.value
        {
            if name == column {
                return match encoding {
                    Encoding::Integer(_) => ColumnKind::Integer,
                    Encoding::Timestamp { input, .. } => ColumnKind::Time(input.clone()),
                    Encoding::Text { .. } => ColumnKind::Text,
                    Encoding::Typed(typed) => ColumnKind::Typed(*typed),
                };
            }
        }
    }
    ColumnKind::Text
}

/// A value made comparable.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Ordinal {
    Int(i128),
    Text(Vec<u8>),
    /// A typed value (ordered by its ascending bytes).
    Typed(TypedValue),
}

fn compare(kind: &ColumnKind, value: &str, bound: &str) -> Option<Ordering> {
    match (kind.ordinal(value)?, kind.ordinal(bound)?) {
        (Ordinal::Int(a), Ordinal::Int(b)) => Some(a.cmp(&b)),
        (Ordinal::Text(a), Ordinal::Text(b)) => Some(a.cmp(&b)),
        (Ordinal::Typed(a), Ordinal::Typed(b)) => Some(a.bytes().cmp(b.bytes())),
        _ => None,
    }
}

/// Whether one value satisfies one predicate, for a column of this kind.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{value_matches, ColumnKind, Predicate};
/// // As integers 9 < 10; as text "9" > "10".
/// assert!(value_matches(&Predicate::lt("n", "10"), &ColumnKind::Integer, "9"));
/// assert!(!value_matches(&Predicate::lt("n", "10"), &ColumnKind::Text, "9"));
/// // Equality is on the text.
/// assert!(!value_matches(&Predicate::eq("n", "7"), &ColumnKind::Integer, "007"));
/// ```
#[must_use]
pub fn value_matches(predicate: &Predicate, kind: &ColumnKind, value: &str) -> bool {
    let is = |bound: &str, ok: fn(Ordering) -> bool| compare(kind, value, bound).is_some_and(ok);
    match &predicate.op {
        Op::Eq { value: v } => kind.equal(value, v),
        Op::In { values } => values.iter().any(|v| kind.equal(value, v)),
        Op::Lt { value: b } => is(b, Ordering::is_lt),
        Op::Le { value: b } => is(b, Ordering::is_le),
        Op::Gt { value: b } => is(b, Ordering::is_gt),
        Op::Ge { value: b } => is(b, Ordering::is_ge),
        Op::Between { low, high } => is(low, Ordering::is_ge) && is(high, Ordering::is_le),
        Op::StartsWith { prefix } => kind.starts_with(value, prefix),
        Op::EndsWith { suffix } => kind.ends_with(value, suffix),
        Op::HostEndsWith { suffix } => host_of(value).ends_with(suffix.as_str()),
    }
}

/// Whether a sample row (values in `columns` order) satisfies every predicate of a query.
/// A predicate on a column the row lacks does not hold. `=` and `IN` on a column a key part
/// holds ([`holding_part`]) compare the values as that part writes them (`'042'` is `'42'`
/// for an integer part, `'111'` is `'0111'` for a part that pads to 6 with `0`): a table that
/// keeps the column only in its key cannot tell them apart; on other columns, the text.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{row_matches, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let cols = vec!["uid".to_string(), "phone".to_string()];
/// let q = Query::new("q").with(Predicate::eq("phone", "123"));
/// assert!(row_matches(&spec, &q, &cols, &["111", "123"][..]));
/// assert!(!row_matches(&spec, &q, &cols, &["111", "124"][..]));
/// ```
#[must_use]
pub fn row_matches<F: Fields + ?Sized>(
    spec: &KeySpec,
    query: &Query,
    columns: &[String],
    row: &F,
) -> bool {
    RowMatcher::new(spec, query, columns).matches(row)
}

/// The key part that holds a column in full, as the key writes it: the one part that is
/// that column alone with no transforms (any encoding that writes all of the value, found
/// by a reader of the key: every part before it has a fixed width or a separator), or the
/// whole pasted key for
/// [`KEY_COLUMN`]. A table may keep such a column only in the key, so the plan reads it
/// from the key, never from a cell.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::holding_part;
/// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec, Transform};
/// let spec = KeySpec::new(vec![
///     KeyPart::column(1, "uid").with_encoding(Encoding::integer(IntFormat::big_endian_signed(8))),
///     KeyPart::column(2, "host").with_transform(Transform::ReverseDomain),
/// ]);
/// assert_eq!(holding_part(&spec, "uid").map(|p| p.id.0), Some(1));
/// assert!(holding_part(&spec, "host").is_none());
/// assert!(holding_part(&spec, "other").is_none());
/// ```
#[must_use]
pub fn holding_part<'a>(spec: &'a KeySpec, column: &str) -> Option<&'a KeyPart> {
    // Read by two parts (another field, a hash, a salt), the column would have two meanings
    // of `=`: neither holds it.
    let writers = spec
        .parts
        .iter()
        .filter(|p| p.columns_read().contains(&column))
        .count();
    if writers > 1 {
        return None;
    }
    spec.parts
        .iter()
        .enumerate()
        .find(|(index, part)| {
            let holds = match &part.value {
                PartValue::RawKey {
                    start: 0,
                    end: None,
                } => column == KEY_COLUMN,
                _ => single_column_field(part)
                    .is_some_and(|(c, t, e)| c == column && t.is_empty() && !lossy(e)),
            };
            holds && locatable(spec, *index)
        })
        .map(|(_, part)| part)
}

/// Whether an encoding writes less than the value: a time in milliseconds cut to seconds or
/// written as text, a padded text cut to its width, a number that wraps.
fn lossy(encoding: &Encoding) -> bool {
    let wraps = |format: &IntFormat| {
        matches!(
            format,
            IntFormat::Binary {
                overflow: IntOverflow::Wrap,
                ..
            }
        )
    };
    match encoding {
        Encoding::Text { pad } => pad.as_ref().is_some_and(|p| p.too_long != TooLong::Error),
        Encoding::Integer(i) => wraps(&i.format),
        Encoding::Timestamp { input, output } => match output {
            TimeOutput::Number { unit, integer } => {
                wraps(&integer.format)
                    || (*unit == TimeUnit::Seconds && *input != TimeInput::EpochSeconds)
            }
            TimeOutput::Text { .. } => true,
        },
        Encoding::Typed(_) => false,
    }
}

/// Whether a reader of a key can find part `index`'s bytes: every part up to it has a fixed
/// width or a separator (its own or its typed encoding's), or the part ends the key.
fn locatable(spec: &KeySpec, index: usize) -> bool {
    let traits = crate::part_traits::spec_traits(spec);
    let n = spec.parts.len();
    let ends = |j: usize| {
        spec.parts.get(j).is_some_and(|part| {
            traits.get(j).is_some_and(|t| t.fixed_width.is_some())
                || part.separator.is_some()
                || part
                    .value
                    .typed_encoding()
                    .is_some_and(|t| !crate::typed::separator_after_value(t, j + 1 == n).is_empty())
        })
    };
    (0..index).all(ends) && (ends(index) || index + 1 == n)
}

/// The bytes a holding part writes for a value, for `=` and `IN` (`None`: the value does not
/// encode, and then only the same text is equal).
fn key_bytes_of(part: &KeyPart, value: &str) -> Option<Vec<u8>> {
    crate::encode::encode_value(part, value).ok()
}

/// A query's predicates bound once to their column positions, kinds and bounds, to test
/// many rows: the same answers as [`row_matches`] without looking anything up per row.
pub(crate) struct RowMatcher<'a> {
    predicates: Vec<BoundPredicate<'a>>,
}

struct BoundPredicate<'a> {
    predicate: &'a Predicate,
    column: Option<usize>,
    kind: ColumnKind,
    /// The ordinals of the bounds of `<`, `<=`, `>`, `>=` (one) and `BETWEEN` (two).
    bounds: Vec<Option<Ordinal>>,
    /// On pasted keys ([`ColumnKind::KeyBytes`]): the bytes of the `=`/`IN` values or the
    /// starts-with prefix, read once.
    key_bytes: Vec<Vec<u8>>,
    /// For `=`/`IN` on a column a part holds that does not write it unchanged: that part,
    /// and the bytes it writes for each value (`None`: does not encode).
    encoded: Option<(&'a KeyPart, Vec<Option<Vec<u8>>>)>,
}

impl<'a> RowMatcher<'a> {
    pub(crate) fn new(spec: &'a KeySpec, query: &'a Query, columns: &[String]) -> Self {
        Self::with_numbers(spec, query, columns, &[])
    }

    /// [`RowMatcher::new`] comparing the range predicates on the columns `numbers` names
    /// as numbers (the plan's [`numeric_text`](super::Plan::numeric_text)).
    pub(crate) fn with_numbers(
        spec: &'a KeySpec,
        query: &'a Query,
        columns: &[String],
        numbers: &[String],
    ) -> Self {
        let predicates = query
            .predicates
            .iter()
            .map(|p| {
                let kind = if numbers.contains(&p.column) && !p.is_equality() && !p.is_affix() {
                    ColumnKind::Integer
                } else {
                    column_kind(spec, &p.column)
                };
                let bounds = match &p.op {
                    Op::Lt { value } | Op::Le { value } | Op::Gt { value } | Op::Ge { value } => {
                        vec![kind.ordinal(value)]
                    }
                    Op::Between { low, high } => vec![kind.ordinal(low), kind.ordinal(high)],
                    _ => Vec::new(),
                };
                let key_bytes = match (&kind, &p.op) {
                    (
                        ColumnKind::KeyBytes,
                        Op::Eq { .. } | Op::In { .. } | Op::StartsWith { .. },
                    ) => p.values().into_iter().map(decode_key_text).collect(),
                    _ => Vec::new(),
                };
                let encoded = match (&kind, &p.op) {
                    (
                        ColumnKind::Text | ColumnKind::Integer | ColumnKind::Time(_),
                        Op::Eq { .. } | Op::In { .. },
                    ) => holding_part(spec, &p.column)
                        .filter(|part| !is_identity_text(part))
                        .map(|part| {
                            let values = p.values().into_iter().map(|v| key_bytes_of(part, v));
                            (part, values.collect())
                        }),
                    _ => None,
                };
                BoundPredicate {
                    predicate: p,
                    column: columns.iter().position(|c| *c == p.column),
                    kind,
                    bounds,
                    key_bytes,
                    encoded,
                }
            })
            .collect();
        Self { predicates }
    }

    /// Whether a row (values in `columns` order) satisfies every predicate.
    pub(crate) fn matches<F: Fields + ?Sized>(&self, row: &F) -> bool {
        self.predicates.iter().all(|b| {
            b.column
                .and_then(|i| row.field(i))
                .is_some_and(|value| b.holds(value))
        })
    }

    /// [`RowMatcher::matches`] of every row of `sample`, in row order, tested a predicate at
    /// a time: `=` and `IN` over a whole column in rowkey-kernels, the others row by row.
    pub(crate) fn matches_all(&self, sample: &crate::sample::Sample) -> Vec<bool> {
        let cells = sample.cell_table();
        let mut matched = vec![true; sample.row_count()];
        for b in &self.predicates {
            let Some(column) = b.column else {
                matched.fill(false);
                break;
            };
            match &b.predicate.op {
                // Pasted keys compare as bytes, not text, and a holding part's values as it
                // writes them: row by row below.
                _ if b.kind == ColumnKind::KeyBytes || b.encoded.is_some() => {
                    for (row, m) in matched.iter_mut().enumerate() {
                        *m = *m && cells.get(row, column).is_some_and(|v| b.holds(v));
                    }
                }
                Op::Eq { value } => cells.keep_equal_to_any(column, &[value], &mut matched),
                Op::In { values } => {
                    let values: Vec<&str> = values.iter().map(String::as_str).collect();
                    cells.keep_equal_to_any(column, &values, &mut matched);
                }
                _ => {
                    for (row, m) in matched.iter_mut().enumerate() {
                        *m = *m && cells.get(row, column).is_some_and(|v| b.holds(v));
                    }
                }
            }
        }
        matched
    }
}

impl BoundPredicate<'_> {
    /// Whether a value satisfies this predicate.
    fn holds(&self, value: &str) -> bool {
        if let Some((part, values)) = &self.encoded {
            let bytes = key_bytes_of(part, value);
            return self
                .predicate
                .values()
                .into_iter()
                .zip(values)
                .any(|(text, v)| text == value || (bytes.is_some() && *v == bytes));
        }
        if self.kind == ColumnKind::KeyBytes {
            let key = || decode_key_text(value);
            match &self.predicate.op {
                Op::Eq { .. } | Op::In { .. } => {
                    let key = key();
                    return self.key_bytes.contains(&key);
                }
                Op::StartsWith { .. } => {
                    let key = key();
                    return self.key_bytes.iter().any(|p| key.starts_with(p));
                }
                _ => {}
            }
        }
        let ordered = |bound: usize, ok: fn(Ordering) -> bool| {
            let Some(Some(bound)) = self.bounds.get(bound) else {
                return false;
            };
            match (self.kind.ordinal(value), bound) {
                (Some(Ordinal::Int(a)), Ordinal::Int(c)) => ok(a.cmp(c)),
                (Some(Ordinal::Text(a)), Ordinal::Text(c)) => ok(a.as_slice().cmp(c)),
                (Some(Ordinal::Typed(a)), Ordinal::Typed(c)) => ok(a.bytes().cmp(c.bytes())),
                _ => false,
            }
        };
        match &self.predicate.op {
            Op::Eq { value: v } => self.kind.equal(value, v),
            Op::In { values } => values.iter().any(|v| self.kind.equal(value, v)),
            Op::Lt { .. } => ordered(0, Ordering::is_lt),
            Op::Le { .. } => ordered(0, Ordering::is_le),
            Op::Gt { .. } => ordered(0, Ordering::is_gt),
            Op::Ge { .. } => ordered(0, Ordering::is_ge),
            Op::Between { .. } => ordered(0, Ordering::is_ge) && ordered(1, Ordering::is_le),
            Op::StartsWith { prefix } => self.kind.starts_with(value, prefix),
            Op::EndsWith { suffix } => self.kind.ends_with(value, suffix),
            Op::HostEndsWith { suffix } => host_of(value).ends_with(suffix.as_str()),
        }
    }
}

/// Text values allowed per column by `=`/`IN` (intersected when a column has several):
/// (column, its values sorted without repeats), each column once.
///
/// Sorted lists rather than a `BTreeMap` of `BTreeSet`s: the few columns of a query are
/// found by a linear search, and the page's wasm needs no B-tree code for them.
pub(crate) type EqualitySets = Vec<(String, Vec<String>)>;

/// The [`EqualitySets`] of `query`.
pub(crate) fn equality_sets(query: &Query) -> EqualitySets {
    let mut out: EqualitySets = Vec::new();
    for p in &query.predicates {
        let mut set = match &p.op {
            Op::Eq { value } => vec![value.clone()],
            Op::In { values } => values.clone(),
            _ => continue,
        };
        crate::order::sort(&mut set);
        set.dedup();
        match out.iter_mut().find(|(column, _)| *column == p.column) {
            Some((_, existing)) => existing.retain(|v| set.contains(v)),
            None => out.push((p.column.clone(), set)),
        }
    }
    out
}

/// The values [`EqualitySets`] allows for `column`, if it binds it.
fn allowed<'a>(eq: &'a EqualitySets, column: &str) -> Option<&'a [String]> {
    eq.iter()
        .find(|(c, _)| c == column)
        .map(|(_, values)| values.as_slice())
}

/// The parts (by index, in key order) whose bytes part `index` needs to be computed.
fn needed_parts(spec: &KeySpec, index: usize) -> Option<Vec<usize>> {
    let part = spec.parts.get(index)?;
    match part.value.hash_input() {
        Some(HashInput::RestOfKey) => Some((index..spec.parts.len()).collect()),
        Some(HashInput::Parts(ids)) => {
            let mut v: Vec<usize> = ids.iter().filter_map(|id| spec.position(*id)).collect();
            v.push(index);
            crate::order::sort(&mut v);
            v.dedup();
            Some(v)
        }
        _ => Some(vec![index]),
    }
}

fn by_row_order(part: &KeyPart) -> bool {
    matches!(
        &part.value,
        PartValue::Salt(s) if matches!(s.bucketing, Bucketing::RoundRobin | Bucketing::Random { .. })
    )
}

/// The exact byte values (sorted, distinct) part `index` can take under the query's
/// `=`/`IN` predicates, with for each the column texts that produced it; `None` when a
/// column it depends on is not bound, when a round-robin or random salt is involved, or
/// when there are more than [`MAX_COMBINATIONS`] combinations.
///
/// An empty list means that no row can match (no bound combination encodes).
pub(crate) fn exact_values(
    spec: &KeySpec,
    index: usize,
    eq: &EqualitySets,
) -> Option<Vec<(Vec<u8>, Vec<String>)>> {
    let (_, mut out) = exact_combinations(spec, index, eq)?;
    // Sorted stably, the first combination of each value is kept.
    crate::order::sort_by(&mut out, |a, b| a.0.cmp(&b.0));
    out.dedup_by(|later, first| later.0 == first.0);
    Some(out)
}

/// A part's bytes and the column texts that give them.
pub(crate) type Combination = (Vec<u8>, Vec<String>);

/// The columns part `index`'s bytes are computed from, and every combination of their
/// `=`/`IN` values with the bytes it gives, in combination order (several combinations
/// may give the same bytes); `None` as for [`exact_values`].
pub(crate) fn exact_combinations(
    spec: &KeySpec,
    index: usize,
    eq: &EqualitySets,
) -> Option<(Vec<String>, Vec<Combination>)> {
    let needed = needed_parts(spec, index)?;
    let parts: Vec<KeyPart> = needed
        .iter()
        .filter_map(|&i| spec.parts.get(i).cloned())
        .collect();
    if parts.iter().any(by_row_order) {
        return None;
    }
    let target = spec.parts.get(index)?.id;
    let mut columns: Vec<String> = Vec::new();
    for p in &parts {
        for c in p.columns_read() {
            if !columns.iter().any(|x| x == c) {
                columns.push(c.to_owned());
            }
        }
    }
    let sets: Vec<Vec<String>> = columns
        .iter()
        .map(|c| allowed(eq, c).map(<[String]>::to_vec))
        .collect::<Option<_>>()?;
    let mut total: usize = 1;
    for s in &sets {
        total = total.checked_mul(s.len())?;
    }
    if total > MAX_COMBINATIONS {
        return None;
    }
    let sub = KeySpec {
        version: spec.version,
        parts,
    };
    // The needed parts alone, for the bytes the target part writes (not a row key).
    let mut encoder = Encoder::new(&sub, &columns).ok()?.for_part_bytes();
    // Every combination's bytes in combination order.
    let mut out: Vec<(Vec<u8>, Vec<String>)> = Vec::new();
    let mut row = vec![String::new(); columns.len()];
    for n in 0..total {
        let mut rest = n;
        for (slot, set) in row.iter_mut().zip(&sets) {
            let len = set.len().max(1);
            if let Some(v) = set.get(rest % len) {
                v.clone_into(slot);
            }
            rest /= len;
        }
        if let Ok(key) = encoder.encode_row(0, &row) {
            if let Some(bytes) = key.value_of(target) {
                out.push((bytes.to_vec(), row.clone()));
            }
        }
    }
    Some((columns, out))
}

/// Every prefix a salt part can write, including HBaseWD's negative bucket.
pub(crate) fn all_bucket_prefixes(part: &KeyPart) -> Option<Vec<Vec<u8>>> {
    let PartValue::Salt(salt) = &part.value else {
        return None;
    };
    let mut prefixes = PartTraits::of(part).bucket?.prefixes;
    if salt.bucketing == Bucketing::HbaseWdHash {
        // Math.abs(Integer.MIN_VALUE) stays negative: bucket = MIN % n (Java remainder).
        let n = i64::from(salt.buckets.max(1));
        let negative = i64::from(i32::MIN) % n;
        let mut extra = Vec::new();
        crate::encode::write_bucket(&mut extra, salt, negative);
        if !prefixes.contains(&extra) {
            prefixes.push(extra);
        }
    }
    crate::order::sort(&mut prefixes);
    prefixes.dedup();
    Some(prefixes)
}

/// A byte interval relative to a prefix `P`: `[P + start, next(P + stop_prefix))`, where
/// `next` is the prefix-scan stop row (an empty `stop_prefix` gives `next(P)`); with
/// `stop_exact`, `[P + start, P + stop_prefix)` instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RelRange {
    pub start: Vec<u8>,
    pub stop_prefix: Vec<u8>,
    pub stop_exact: bool,
}

/// Which way a part's bytes follow its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    Ascending,
    Descending,
}

/// What a range on one part gives.
#[derive(Clone, Debug)]
pub(crate) struct PartRange {
    pub ranges: Vec<RelRange>,
    /// The byte intervals contain exactly the rows whose value is in the interval.
    pub exact: bool,
    pub direction: Direction,
    /// Why the range was widened, if it was (both languages).
    pub widened: Option<BindProblem>,
}

impl PartRange {
    /// No byte interval: an empty value interval holds no row (exactly).
    fn none() -> Self {
        Self {
            ranges: Vec::new(),
            exact: true,
            direction: Direction::Ascending,
            widened: None,
        }
    }
}

/// A value interval; integer bounds (and those of typed values that step) are inclusive,
/// text bounds keep their flag.
#[derive(Clone, Debug, Default)]
pub(crate) struct Interval {
    pub lo: Option<(Ordinal, bool)>,
    pub hi: Option<(Ordinal, bool)>,
}

impl Interval {
    pub(crate) fn tighten_lo(&mut self, v: Ordinal, inclusive: bool) {
        let v = match v {
            Ordinal::Int(n) if !inclusive => (Ordinal::Int(n.saturating_add(1)), true),
            Ordinal::Typed(value) if !inclusive => match value.step(true) {
                Some(next) => (Ordinal::Typed(next), true),
                None => (Ordinal::Typed(value), false),
            },
            other => (other, inclusive),
        };
        let replace = match &self.lo {
            None => true,
            Some((old, old_inc)) => v.0 > *old || (v.0 == *old && *old_inc && !v.1),
        };
        if replace {
            self.lo = Some(v);
        }
    }

    fn tighten_hi(&mut self, v: Ordinal, inclusive: bool) {
        let v = match v {
            Ordinal::Int(n) if !inclusive => (Ordinal::Int(n.saturating_sub(1)), true),
            Ordinal::Typed(value) if !inclusive => match value.step(false) {
                Some(previous) => (Ordinal::Typed(previous), true),
                None => (Ordinal::Typed(value), false),
            },
            other => (other, inclusive),
        };
        let replace = match &self.hi {
            None => true,
            Some((old, old_inc)) => v.0 < *old || (v.0 == *old && *old_inc && !v.1),
        };
        if replace {
            self.hi = Some(v);
        }
    }

    /// Whether no value lies inside.
    pub fn is_empty(&self) -> bool {
        match (&self.lo, &self.hi) {
            (Some((a, ai)), Some((b, bi))) => a > b || (a == b && !(*ai && *bi)),
            _ => false,
        }
    }

    fn int_bounds(&self) -> (Option<i128>, Option<i128>) {
        let get = |b: &Option<(Ordinal, bool)>| match b {
            Some((Ordinal::Int(n), _)) => Some(*n),
            _ => None,
        };
        (get(&self.lo), get(&self.hi))
    }

    fn text_bounds(&self) -> (Option<&[u8]>, Option<&[u8]>) {
        fn get(b: &Option<(Ordinal, bool)>) -> Option<&[u8]> {
            match b {
                Some((Ordinal::Text(t), _)) => Some(t.as_slice()),
                Some((Ordinal::Typed(v), _)) => Some(v.bytes()),
                _ => None,
            }
        }
        (get(&self.lo), get(&self.hi))
    }
}

/// The interval of a column's range predicates (`<`, `<=`, `>`, `>=`, `BETWEEN`), if any.
/// Bounds that do not read under the kind are ignored (the query check reports them).
pub(crate) fn column_interval(query: &Query, column: &str, kind: &ColumnKind) -> Option<Interval> {
    let mut iv = Interval::default();
    let mut any = false;
    for p in query.predicates.iter().filter(|p| p.column == column) {
        let ord = |t: &str| kind.ordinal(t);
        match &p.op {
            Op::Lt { value } | Op::Le { value } => {
                if let Some(v) = ord(value) {
                    iv.tighten_hi(v, matches!(p.op, Op::Le { .. }));
                    any = true;
                }
            }
            Op::Gt { value } | Op::Ge { value } => {
                if let Some(v) = ord(value) {
                    iv.tighten_lo(v, matches!(p.op, Op::Ge { .. }));
                    any = true;
                }
            }
            Op::Between { low, high } => {
                if let Some(v) = ord(low) {
                    iv.tighten_lo(v, true);
                    any = true;
                }
                if let Some(v) = ord(high) {
                    iv.tighten_hi(v, true);
                    any = true;
                }
            }
            _ => {}
        }
    }
    any.then_some(iv)
}

/// The single column a field part encodes alone, with its transforms and encoding.
fn single_column_field(part: &KeyPart) -> Option<(&str, &[Transform], &Encoding)> {
    match &part.value {
        PartValue::Field {
            source: Source::Column { name },
            transforms,
            encoding,
        } => Some((name.as_str(), transforms.as_slice(), encoding)),
        _ => None,
    }
}

/// The column a part can serve ranges on, if it is a single-column field (or the pasted
/// key, on [`KEY_COLUMN`]).
pub(crate) fn field_column(part: &KeyPart) -> Option<&str> {
    if let PartValue::RawKey { .. } = part.value {
        return Some(KEY_COLUMN);
    }
    single_column_field(part).map(|(c, _, _)| c)
}

/// Whether a part writes a column's value unchanged (no transforms, unpadded UTF-8; or the
/// whole pasted key).
pub(crate) fn is_identity_text(part: &KeyPart) -> bool {
    matches!(
        part.value,
        PartValue::RawKey {
            start: 0,
            end: None
        }
    ) || matches!(
        single_column_field(part),
        Some((_, t, Encoding::Text { pad: None })) if t.is_empty()
    )
}

/// What follows a value in the key.
#[derive(Clone, Debug)]
enum Follow {
    /// Nothing: the value ends the key.
    End,
    /// The value padded to `width` bytes with `fill` (when it has a width), then `sep`
    /// (possibly empty: then the next part starts at a fixed offset).
    Written {
        fill: u8,
        width: Option<usize>,
        sep: Vec<u8>,
        /// The key ends after them (the part is the last).
        ends: bool,
    },
    /// Anything (the next part's bytes, with no separator between).
    Unknown,
}

impl Follow {
    /// The bytes a value of `len` bytes is followed by.
    fn after(&self, len: usize) -> Vec<u8> {
        match self {
            Self::Written {
                fill, width, sep, ..
            } => {
                let mut out = vec![*fill; width.map_or(0, |w| w.saturating_sub(len))];
                out.extend_from_slice(sep);
                out
            }
            _ => Vec::new(),
        }
    }
}

/// A candidate stop row, relative to the prefix the part follows.
enum Stop {
    /// Exactly these bytes.
    Exact(Vec<u8>),
    /// The prefix-scan stop of these bytes (every key that starts with them is below it).
    Prefix(Vec<u8>),
}

impl Stop {
    /// The stop row it gives, `None` past the prefix's keys (the bytes are all `0xFF`).
    fn row(&self) -> Option<Vec<u8>> {
        match self {
            Self::Exact(b) => Some(b.clone()),
            Self::Prefix(p) => Some(next_prefix(p)).filter(|n| !n.is_empty()),
        }
    }
}

/// The tightest sound stop row for a range whose high end `hi` (written as the part writes
/// a value, with whether it is included) is followed in the key as `follow` says, as
/// `(stop bytes, whether they are the stop itself rather than a prefix to stop after,
/// why it widened)`.
///
/// A value `v` at most `hi` either differs from `hi` at a first byte that is lower (its keys
/// sort below `hi`), or equals `hi` (its keys start with `hi` and what follows), or is a
/// shorter value `hi[..j]` that the low bound `lo` allows: its keys start with `hi[..j]` and
/// what follows a value that short, which can sort above `hi` (a separator or fill byte
/// above `hi[j]`, or any byte when nothing delimits the part). The stop is the highest of
/// these keys' stops. `utf8`: the values are text, so a cut inside a character is no value.
fn stop_of(
    hi: Option<(&[u8], bool)>,
    lo: &Option<(Ordinal, bool)>,
    follow: &Follow,
    utf8: bool,
) -> (Vec<u8>, bool, Option<BindProblem>) {
    let Some((h, inclusive)) = hi else {
        return (Vec::new(), false, None);
    };
    let allowed = |c: &[u8]| match lo {
        Some((Ordinal::Text(l), true)) => c >= l.as_slice(),
        Some((Ordinal::Text(l), false)) => c > l.as_slice(),
        _ => true,
    };
    // The keys of a value followed by `after`: exactly one key when the key ends there.
    let written = |mut b: Vec<u8>| match follow {
        Follow::Written { ends: true, .. } => {
            b.push(0);
            Stop::Exact(b)
        }
        _ => Stop::Prefix(b),
    };
    let full = match (inclusive, follow) {
        (false, _) => Stop::Exact(h.to_vec()),
        (true, Follow::End) => {
            let mut b = h.to_vec();
            b.push(0);
            Stop::Exact(b)
        }
        (true, Follow::Unknown) => Stop::Prefix(h.to_vec()),
        (true, Follow::Written { .. }) => {
            let mut b = h.to_vec();
            b.extend_from_slice(&follow.after(h.len()));
            written(b)
        }
    };
    // Highest first: `None` (past the prefix) above every row.
    let rank = |s: &Stop| s.row().map_or((1, Vec::new()), |r| (0, r));
    let mut best = (rank(&full), full, false);
    for j in 0..h.len() {
        let Some(c) = h.get(..j) else { break };
        if (utf8 && std::str::from_utf8(c).is_err()) || !allowed(c) {
            continue;
        }
        let candidate = match follow {
            Follow::End => continue,
            Follow::Unknown => Stop::Prefix(c.to_vec()),
            Follow::Written { .. } => {
                let mut b = c.to_vec();
                b.extend_from_slice(&follow.after(j));
                written(b)
            }
        };
        let r = rank(&candidate);
        if r > best.0 {
            best = (r, candidate, true);
        }
    }
    let widened = best.2.then_some(match follow {
        Follow::Unknown => BindProblem::WidenedUnknown,
        _ => BindProblem::WidenedSeparator,
    });
    match best.1 {
        Stop::Exact(b) => (b, true, widened),
        Stop::Prefix(p) => (p, false, widened),
    }
}

/// The byte intervals a range on `part` gives, or why the part cannot narrow it.
pub(crate) fn range_on_part(
    part: &KeyPart,
    is_last: bool,
    kind: &ColumnKind,
    iv: &Interval,
) -> Result<PartRange, BindProblem> {
    if let PartValue::RawKey { start, end } = part.value {
        return key_bytes_range(part, is_last, kind, iv, start, end);
    }
    let Some((_, transforms, encoding)) = single_column_field(part) else {
        return Err(BindProblem::NotSingleColumn);
    };
    if iv.is_empty() {
        return Ok(PartRange::none());
    }
    match (kind, encoding) {
        (ColumnKind::Integer, Encoding::Integer(integer)) => {
            if !transforms.is_empty() {
                return Err(BindProblem::TransformedNumber);
            }
            let (lo, hi) = iv.int_bounds();
            int_ranges(*integer, lo, hi, (true, true))
        }
        (ColumnKind::Time(input), Encoding::Timestamp { input: own, output }) => {
            if !transforms.is_empty() {
                return Err(BindProblem::TransformedTime);
            }
            if input != own {
                return Err(BindProblem::TimeReadDifferently);
            }
            // Times are read as i64 milliseconds: nothing lies outside that range.
            let (lo, hi) = iv.int_bounds();
            // A key in seconds answers a bound exactly when the bound is a second's edge
            // (`>= 2000`, `<= 2999`): every millisecond of the seconds read is in.
            let edges = (
                lo.is_none_or(|l| l.rem_euclid(1000) == 0),
                hi.is_none_or(|h| h.rem_euclid(1000) == 999),
            );
            let lo = Some(lo.unwrap_or(i128::from(i64::MIN)));
            let hi = Some(hi.unwrap_or(i128::from(i64::MAX)));
            match output {
                TimeOutput::Number { unit, integer } => {
                    let conv = |ms: i128| match unit {
                        TimeUnit::Millis => ms,
                        TimeUnit::Seconds => ms.div_euclid(1000),
                    };
                    int_ranges(
                        *integer,
                        lo.map(conv),
                        hi.map(conv),
                        if *unit == TimeUnit::Millis {
                            (true, true)
                        } else {
                            edges
                        },
                    )
                }
                TimeOutput::Text {
                    pattern,
                    utc_offset_minutes,
                } => {
                    if !pattern.sorts_chronologically() {
                        return Err(BindProblem::Breaks(BreakReason::TimeFormatNotSortable));
                    }
                    let fmt = |ms: Option<i128>| {
                        ms.and_then(|m| i64::try_from(m).ok())
                            .and_then(|m| pattern.format(m, *utc_offset_minutes).ok())
                            .map(String::into_bytes)
                            .unwrap_or_default()
                    };
                    Ok(PartRange {
                        ranges: vec![RelRange {
                            start: fmt(lo),
                            stop_prefix: fmt(hi),
                            stop_exact: false,
                        }],
                        exact: false,
                        direction: Direction::Ascending,
                        widened: None,
                    })
                }
            }
        }
        (ColumnKind::Text, Encoding::Text { pad }) => {
            let width = match pad {
                None => None,
                Some(p) if p.side == PadSide::Left => {
                    return Err(BindProblem::LeftPadding);
                }
                Some(p) if p.too_long == TooLong::KeepLast => {
                    return Err(BindProblem::Breaks(BreakReason::LastCharacters));
                }
                Some(p) => Some(usize::from(p.width)),
            };
            let t = text_transform(transforms)?;
            let shape = |b: &[u8]| -> Vec<u8> {
                let mut v = t(b);
                if let Some(w) = width {
                    v.truncate(w);
                }
                v
            };
            let sep = part
                .separator
                .as_ref()
                .map(|s| s.as_bytes().to_vec())
                .filter(|s| !s.is_empty());
            let follow = match (pad, sep) {
                (Some(p), sep) => Follow::Written {
                    fill: u8::try_from(u32::from(p.fill)).unwrap_or(b' '),
                    width: Some(usize::from(p.width)),
                    sep: sep.unwrap_or_default(),
                    ends: is_last,
                },
                (None, Some(sep)) => Follow::Written {
                    fill: 0,
                    width: None,
                    sep,
                    ends: is_last,
                },
                (None, None) if is_last => Follow::End,
                (None, None) => Follow::Unknown,
            };
            let (lo, hi) = iv.text_bounds();
            let start = lo.map(shape).unwrap_or_default();
            // A high end the shaping cuts is reached by shorter values than itself: included.
            let hi_inclusive = matches!(iv.hi, Some((_, true)));
            let shaped_hi = hi.map(|h| {
                let s = shape(h);
                let inclusive = hi_inclusive || s != h;
                (s, inclusive)
            });
            if matches!(&shaped_hi, Some((s, false)) if s.is_empty()) {
                return Ok(PartRange::none());
            }
            let (stop_prefix, stop_exact, widened) = stop_of(
                shaped_hi.as_ref().map(|(s, inc)| (s.as_slice(), *inc)),
                &iv.lo,
                &follow,
                true,
            );
            Ok(PartRange {
                ranges: vec![RelRange {
                    start,
                    stop_prefix,
                    stop_exact,
                }],
                exact: false,
                direction: Direction::Ascending,
                widened,
            })
        }
        (ColumnKind::Typed(own), Encoding::Typed(typed)) if own == typed => {
            if !transforms.is_empty() {
                return Err(BindProblem::TransformedNumber);
            }
            Ok(typed_ranges(*typed, is_last, part.separator.is_some(), iv))
        }
        (ColumnKind::Integer, Encoding::Text { .. }) => Err(BindProblem::NumbersAsText),
        _ => Err(BindProblem::NoOrder(kind.clone())),
    }
}

/// The bytes every key value of `part` starts with when its column's text satisfies
/// `predicate` (`STARTS WITH`, `ENDS WITH` or `HOST ENDS WITH`), or why nothing can be said.
///
/// What is known of the text is followed through the part's transforms as a known start and
/// a known end: keeping the first `n` characters keeps (a cut of) the start and loses the
/// end, keeping the last `n` the other way round, and reversing swaps the two (each
/// reversed). A reversed domain keeps neither: `a.com/x.iteblog.com` ends with
/// `.iteblog.com` but is stored as `com.a/x.iteblog.com`. A `HOST ENDS WITH` on a part whose
/// first transform is a reversed domain is what does: the host `X.iteblog.com` is stored as
/// `com.iteblog.` + …, whatever scheme, port or path the text has. The known start, written
/// as the part writes text (unpadded, or right-padded and cut to the width), is the answer.
pub(crate) fn affix_prefix(part: &KeyPart, predicate: &Predicate) -> Result<Vec<u8>, BindProblem> {
    let Some((_, transforms, encoding)) = single_column_field(part) else {
        return Err(BindProblem::NotSingleColumn);
    };
    let first = |t: &str, n: usize| t.chars().take(n).collect::<String>();
    let last = |t: &str, n: usize| {
        let skip = t.chars().count().saturating_sub(n);
        t.chars().skip(skip).collect::<String>()
    };
    let mut steps = transforms;
    let (mut head, mut tail) = match &predicate.op {
        Op::StartsWith { prefix } => (prefix.clone(), String::new()),
        Op::EndsWith { suffix } => (String::new(), suffix.clone()),
        Op::HostEndsWith { suffix } => {
            let Some((Transform::ReverseDomain, rest)) = transforms.split_first() else {
                return Err(BindProblem::HostSuffix);
            };
            steps = rest;
            // `s0.s1.….sk` ends a host `…s0.s1.….sk`, stored `sk.….s1.` + the rest: the
            // labels after the first are whole.
            let labels: Vec<&str> = suffix.split('.').collect();
            let Some((_, whole)) = labels.split_first().filter(|(_, w)| !w.is_empty()) else {
                return Err(BindProblem::HostSuffixNoLabel);
            };
            let mut head: Vec<&str> = whole.to_vec();
            head.reverse();
            (format!("{}.", head.join(".")), String::new())
        }
        _ => return Err(BindProblem::NotPlainText),
    };
    // An empty affix holds for every value: nothing to lose.
    let known = !head.is_empty() || !tail.is_empty();
    let mut why: Option<BindProblem> = None;
    for t in steps {
        match t {
            Transform::Substring { keep, chars } => {
                let n = usize::try_from(*chars).unwrap_or(usize::MAX);
                match keep {
                    End::First => {
                        head = first(&head, n);
                        tail.clear();
                    }
                    End::Last => {
                        tail = last(&tail, n);
                        head.clear();
                    }
                }
            }
            Transform::Reverse => {
                let h: String = tail.chars().rev().collect();
                tail = head.chars().rev().collect();
                head = h;
            }
            Transform::ReverseDomain => {
                head.clear();
                tail.clear();
                why = Some(BindProblem::DomainSuffix);
            }
        }
        if head.is_empty() && tail.is_empty() {
            break;
        }
    }
    if head.is_empty() && known {
        return Err(why.unwrap_or_else(|| match predicate.op {
            Op::EndsWith { .. } if !transforms.contains(&Transform::Reverse) => {
                BindProblem::SuffixAtEnd
            }
            _ => BindProblem::ReversedOrCut,
        }));
    }
    let mut bytes = head.into_bytes();
    match encoding {
        Encoding::Text { pad: None } => {}
        Encoding::Text { pad: Some(p) }
            if p.side == PadSide::Right && p.too_long != TooLong::KeepLast =>
        {
            bytes.truncate(usize::from(p.width));
        }
        _ => return Err(BindProblem::NotPlainText),
    }
    Ok(bytes)
}

/// The byte intervals a range on the pasted key gives ([`PartValue::RawKey`]): as an
/// unpadded text part's, on the key's bytes (cut to `end`, as a first-characters substring
/// cuts text). A range that skips the key's first bytes does not follow the key's order.
fn key_bytes_range(
    part: &KeyPart,
    is_last: bool,
    kind: &ColumnKind,
    iv: &Interval,
    start: u32,
    end: Option<u32>,
) -> Result<PartRange, BindProblem> {
    if *kind != ColumnKind::KeyBytes {
        return Err(BindProblem::NoOrder(kind.clone()));
    }
    if start != 0 {
        return Err(BindProblem::Breaks(BreakReason::LaterKeyBytes));
    }
    if iv.is_empty() {
        return Ok(PartRange::none());
    }
    let shape = |b: &[u8]| -> Vec<u8> {
        let keep = end.map_or(b.len(), |e| usize::try_from(e).unwrap_or(usize::MAX));
        b.get(..keep.min(b.len())).unwrap_or_default().to_vec()
    };
    let follow = match part
        .separator
        .as_ref()
        .map(|s| s.as_bytes().to_vec())
        .filter(|s| !s.is_empty())
    {
        Some(sep) => Follow::Written {
            fill: 0,
            width: None,
            sep,
            ends: is_last,
        },
        None if is_last => Follow::End,
        None => Follow::Unknown,
    };
    if matches!(follow, Follow::End) && end.is_none() && (iv.lo.is_some() || iv.hi.is_some()) {
        return Ok(whole_key_range(iv));
    }
    let (lo, hi) = iv.text_bounds();
    let hi_inclusive = matches!(iv.hi, Some((_, true)));
    let shaped_hi = hi.map(|h| {
        let s = shape(h);
        let inclusive = hi_inclusive || s != h;
        (s, inclusive)
    });
    if matches!(&shaped_hi, Some((s, false)) if s.is_empty()) {
        return Ok(PartRange::none());
    }
    let (stop_prefix, stop_exact, widened) = stop_of(
        shaped_hi.as_ref().map(|(s, inc)| (s.as_slice(), *inc)),
        &iv.lo,
        &follow,
        false,
    );
    Ok(PartRange {
        ranges: vec![RelRange {
            start: lo.map(shape).unwrap_or_default(),
            stop_prefix,
            stop_exact,
        }],
        exact: false,
        direction: Direction::Ascending,
        widened,
    })
}

/// A range on the whole pasted key that ends the key: exactly the keys in the interval, the
/// smallest key after a value `v` being `v + \x00` (`> lo` starts there, `<= hi` stops
/// there). (Without bounds, as "latest N" asks, the general form answers.)
fn whole_key_range(iv: &Interval) -> PartRange {
    let after = |v: &[u8]| {
        let mut next = v.to_vec();
        next.push(0);
        next
    };
    let bound = |b: &Option<(Ordinal, bool)>, inclusive_after: bool| match b {
        Some((Ordinal::Text(v), inclusive)) if *inclusive == inclusive_after => after(v),
        Some((Ordinal::Text(v), _)) => v.clone(),
        _ => Vec::new(),
    };
    let start = bound(&iv.lo, false);
    let (stop_prefix, stop_exact) = match &iv.hi {
        Some(_) => (bound(&iv.hi, true), true),
        None => (Vec::new(), false),
    };
    PartRange {
        ranges: vec![RelRange {
            start,
            stop_prefix,
            stop_exact,
        }],
        exact: true,
        direction: Direction::Ascending,
        widened: None,
    }
}

/// The text shaping of a field's transforms, if it keeps text order.
#[allow(clippy::type_complexity)]
fn text_transform(
    transforms: &[Transform],
) -> Result<Box<dyn Fn(&[u8]) -> Vec<u8> + '_>, BindProblem> {
    for t in transforms {
        match t {
            Transform::Substring {
                keep: End::First, ..
            } => {}
            Transform::Reverse => {
                return Err(BindProblem::Breaks(BreakReason::ReversedString));
            }
            Transform::ReverseDomain => {
                return Err(BindProblem::Breaks(BreakReason::ReversedDomain));
            }
            Transform::Substring {
                keep: End::Last, ..
            } => {
                return Err(BindProblem::Breaks(BreakReason::LastCharacters));
            }
        }
    }
    Ok(Box::new(move |bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes);
        let mut s = text.into_owned();
        for t in transforms {
            s = apply(t, &s).into_owned();
        }
        s.into_bytes()
    }))
}

/// The byte intervals of an integer range `[lo, hi]` (values before reversing).
/// The byte interval of a value interval on a typed field. The interval's bounds are the
/// values' ascending bytes ([`ColumnKind::ordinal`]); a descending field's bytes are those,
/// inverted, so its interval runs from the high bound to the low one.
///
/// What follows a value decides the stop: a fixed-width or self-ending value stops at its
/// own bytes; a value followed by its store's separator stops after the separator; a value
/// that ends the key stops at any key that starts with it, which is more than the interval
/// (a longer value), so the range is not exact. An exclusive bound is scanned too (not
/// exact either).
fn typed_ranges(
    typed: TypedEncoding,
    is_last: bool,
    own_separator: bool,
    iv: &Interval,
) -> PartRange {
    let after = crate::typed::separator_after_value(typed, is_last);
    let ends_itself = typed.self_delimiting() || !after.is_empty() || own_separator;
    let inclusive = |b: &Option<(Ordinal, bool)>| b.as_ref().is_none_or(|(_, inc)| *inc);
    let (lo, hi) = iv.text_bounds();
    let descending = typed.order() == rowkey_encodings::Order::Desc;
    // What follows a value when the parts after it write nothing (a trailing null drops
    // Phoenix's `\x00`): every key of a value starts with its bytes and the bytes both
    // endings share.
    let after_end = crate::typed::separator_after_value(typed, true);
    let shared = after
        .iter()
        .zip(&after_end)
        .take_while(|(a, b)| a == b)
        .count();
    let with = |bound: &[u8], tail: &[u8]| -> Vec<u8> {
        let mut bytes: Vec<u8> = if descending {
            bound.iter().map(|b| !b).collect()
        } else {
            bound.to_vec()
        };
        bytes.extend_from_slice(tail);
        bytes
    };
    // The bytes of a value and the separator written when more follows.
    let written = |bound: &[u8]| with(bound, &after);
    // The bytes every key of a value starts with.
    let head = |bound: &[u8]| with(bound, &after[..shared]);
    // In key order: the bound where the range starts, and the one where it stops.
    let ((from, from_inclusive), (to, to_inclusive)) = if descending {
        ((hi, inclusive(&iv.hi)), (lo, inclusive(&iv.lo)))
    } else {
        ((lo, inclusive(&iv.lo)), (hi, inclusive(&iv.hi)))
    };
    // Where a value's keys are known to end: its bytes end themselves (a fixed width, a
    // terminator) or a separator follows them (`delimited`: every key of the value starts
    // with its written bytes, and no other value's keys do), or they end the key (`whole`).
    let delimited = typed.self_delimiting() || !after.is_empty();
    let whole = is_last && !ends_itself;
    let after_value = |bytes: Vec<u8>| -> Option<Vec<u8>> {
        if delimited {
            // The first key above every key that starts with `bytes` (none when they are
            // all 0xFF).
            let next = super::ranges::next_prefix(&bytes);
            (!next.is_empty()).then_some(next)
        } else if whole {
            let mut next = bytes;
            next.push(0);
            Some(next)
        } else {
            None
        }
    };
    // The start: an exclusive bound starts after its own value's keys where they are known.
    let (start, start_exact) = match from {
        None => (Vec::new(), true),
        Some(b) if from_inclusive => (head(b), true),
        Some(b) => after_value(written(b)).map_or_else(|| (head(b), false), |next| (next, true)),
    };
    // The stop: an exclusive bound stops right before its own value's keys, an inclusive
    // one right after them, where they are known.
    let (stop_prefix, stop_exact, stop_ok) = match to {
        None => (Vec::new(), false, true),
        Some(b) if !to_inclusive && (delimited || whole) => (head(b), true, true),
        Some(b) if to_inclusive && delimited => (written(b), false, true),
        Some(b) if to_inclusive && whole => {
            let mut next = written(b);
            next.push(0);
            (next, true, true)
        }
        Some(b) => (written(b), false, false),
    };
    PartRange {
        ranges: vec![RelRange {
            start,
            stop_prefix,
            stop_exact,
        }],
        exact: start_exact && stop_ok && (ends_itself || whole || to.is_none()),
        direction: if descending {
            Direction::Descending
        } else {
            Direction::Ascending
        },
        widened: None,
    }
}

fn int_ranges(
    integer: IntegerEncoding,
    lo: Option<i128>,
    hi: Option<i128>,
    (lo_exact, hi_exact): (bool, bool),
) -> Result<PartRange, BindProblem> {
    // The written bounds, and whether every value that writes the same number as each of
    // them is on its side of the predicate's bound.
    let (wlo, whi, direction, exact_low, exact_high) = match integer.reverse {
        None => (lo, hi, Direction::Ascending, lo_exact, hi_exact),
        Some(from) => (
            hi.map(|h| reverse(h, from)),
            lo.map(|l| reverse(l, from)),
            Direction::Descending,
            hi_exact,
            lo_exact,
        ),
    };
    let mut exact = true;
    let pieces: Vec<(i128, i128)> = match integer.format {
        IntFormat::Decimal => {
            return Err(BindProblem::Breaks(BreakReason::UnpaddedNumber));
        }
        IntFormat::ZeroPadded { width } => {
            let max = 10i128
                .checked_pow(u32::from(width))
                .map_or(i128::MAX, |p| p - 1);
            vec![(0, max)]
        }
        IntFormat::Binary {
            width,
            style,
            overflow,
        } => {
            if overflow == IntOverflow::Wrap {
                return Err(BindProblem::Wraps);
            }
            let (min, max) = binary_range(width, style);
            if style == BinaryStyle::TwosComplement {
                vec![(min, -1), (0, max)]
            } else {
                vec![(min, max)]
            }
        }
    };
    let mut ranges = Vec::new();
    for (a, b) in pieces {
        // A bound beyond what the format writes is replaced by the format's own end, which
        // every written value is on the right side of.
        let (a, low_clamped) = wlo.map_or((a, true), |w| (w.max(a), w < a));
        let (b, high_clamped) = whi.map_or((b, true), |w| (w.min(b), w > b));
        if a > b {
            continue;
        }
        exact &= (exact_low || low_clamped) && (exact_high || high_clamped);
        let mut start = Vec::new();
        let mut stop = Vec::new();
        if write_integer(&mut start, a, integer.format).is_err()
            || write_integer(&mut stop, b, integer.format).is_err()
        {
            return Err(BindProblem::BoundNotFit);
        }
        ranges.push(RelRange {
            start,
            stop_prefix: stop,
            stop_exact: false,
        });
    }
    let split = ranges.len() > 1;
    Ok(PartRange {
        ranges,
        exact,
        direction,
        widened: split.then_some(BindProblem::TwosComplementSplit),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{Pad, ReverseFrom, Salt};

    mod matches_all {
        use proptest::prelude::*;

        use super::super::{RowMatcher, row_matches};
        use crate::plan::{Predicate, Query};
        use crate::sample::Sample;
        use crate::spec::{Encoding, IntFormat, KeyPart, KeySpec};

        fn predicate() -> impl Strategy<Value = Predicate> {
            let column = prop::sample::select(&["n", "t", "missing"][..]);
            let value = "-?[0-9]{1,2}|[ab]{0,2}";
            prop_oneof![
                (column.clone(), value).prop_map(|(c, v)| Predicate::eq(c, &v)),
                (column.clone(), prop::collection::vec(value, 0..3)).prop_map(|(c, vs)| {
                    let vs: Vec<&str> = vs.iter().map(String::as_str).collect();
                    Predicate::is_in(c, &vs)
                }),
                (column.clone(), value, value)
                    .prop_map(|(c, lo, hi)| Predicate::between(c, &lo, &hi)),
                (column.clone(), value).prop_map(|(c, v)| Predicate::lt(c, &v)),
                (column, value).prop_map(|(c, v)| Predicate::starts_with(c, &v)),
            ]
        }

        proptest! {
            /// Every row's answer is `row_matches`'s, for any predicates (on a numeric
            /// column, a text column and a missing one) and rows (some short).
            #[test]
            fn every_row_as_row_matches(
                predicates in prop::collection::vec(predicate(), 0..3),
                rows in prop::collection::vec(prop::collection::vec("-?[0-9]{1,2}|[ab]{0,2}", 0..=2), 0..10),
            ) {
                let spec = KeySpec::new(vec![
                    KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::Decimal)),
                    KeyPart::column(2, "t"),
                ]);
                let query = predicates.into_iter().fold(Query::new("q"), Query::with);
                let columns = vec!["n".to_owned(), "t".to_owned()];
                let sample = Sample::new(columns.clone(), rows);
                let expected: Vec<bool> = sample
                    .iter_rows()
                    .map(|row| row_matches(&spec, &query, &columns, &row))
                    .collect();
                let matcher = RowMatcher::new(&spec, &query, &columns);
                prop_assert_eq!(matcher.matches_all(&sample), expected);
            }

            /// The same on pasted keys, compared as bytes (`\x61` is `a`, either hex case).
            #[test]
            fn pasted_keys_as_row_matches(
                ops in prop::collection::vec((0usize..4, "(\\\\x6[12]|\\\\x4[12]|[abAB]){0,3}"), 0..3),
                rows in prop::collection::vec("(\\\\x6[12]|[ab]){0,3}", 0..10),
            ) {
                let spec = KeySpec::pasted_key();
                let query = ops.into_iter().fold(Query::new("q"), |q, (op, v)| {
                    q.with(match op {
                        0 => Predicate::eq("ROW", &v),
                        1 => Predicate::is_in("ROW", &[&v, "a"]),
                        2 => Predicate::starts_with("ROW", &v),
                        _ => Predicate::ge("ROW", &v),
                    })
                });
                let columns = vec!["ROW".to_owned()];
                let sample = Sample::new(columns.clone(), rows.into_iter().map(|r| vec![r]).collect());
                let expected: Vec<bool> = sample
                    .iter_rows()
                    .map(|row| row_matches(&spec, &query, &columns, &row))
                    .collect();
                let matcher = RowMatcher::new(&spec, &query, &columns);
                prop_assert_eq!(matcher.matches_all(&sample), expected.clone());
                let one_by_one: Vec<bool> = sample.iter_rows().map(|row| matcher.matches(&row)).collect();
                prop_assert_eq!(one_by_one, expected);
            }
        }

        #[test]
        fn pasted_keys_compare_as_bytes() {
            let spec = KeySpec::pasted_key();
            let columns = vec!["ROW".to_owned()];
            let row = ["\\x61b".to_owned()];
            for (p, holds) in [
                (Predicate::eq("ROW", "ab"), true),
                (Predicate::eq("ROW", "\\x61\\x62"), true),
                (Predicate::starts_with("ROW", "\\x61"), true),
                (Predicate::starts_with("ROW", "b"), false),
                (Predicate::lt("ROW", "b"), true),
            ] {
                let q = Query::new("q").with(p);
                assert_eq!(row_matches(&spec, &q, &columns, &row[..]), holds, "{q}");
            }
        }
    }

    #[test]
    fn exact_values_of_hash_parts() {
        let spec = KeySpec::new(vec![
            KeyPart::md5_hex_of_columns(1, &["uid"], 6),
            KeyPart::column(2, "uid"),
        ]);
        let q = Query::new("q").with(Predicate::is_in("uid", &["1452538800", "x"]));
        let eq = equality_sets(&q);
        let v = exact_values(&spec, 0, &eq).unwrap();
        assert_eq!(v.len(), 2);
        assert!(v.iter().any(|(b, _)| b == b"05dd74"));
        // Unbound column: unknown.
        assert!(exact_values(&spec, 0, &Vec::new()).is_none());
    }

    #[test]
    fn equal_bytes_keep_the_first_combination() {
        let spec = KeySpec::new(vec![
            KeyPart::salt(1, Salt::phoenix(4)),
            KeyPart::column(2, "k"),
        ]);
        let values = ["k5", "k1", "k4", "k2", "k3", "k1", "k6", "k7", "k8"];
        // What a map from bytes to the first combination (in sorted value order) gives.
        let mut sorted = values.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        let mut expected: std::collections::BTreeMap<Vec<u8>, Vec<String>> =
            std::collections::BTreeMap::new();
        for v in sorted {
            let q = Query::new("q").with(Predicate::eq("k", v));
            let one = exact_values(&spec, 0, &equality_sets(&q)).unwrap();
            expected
                .entry(one[0].0.clone())
                .or_insert_with(|| vec![v.to_owned()]);
        }
        let q = Query::new("q").with(Predicate::is_in("k", &values));
        let got = exact_values(&spec, 0, &equality_sets(&q)).unwrap();
        // Eight values in four buckets: some share one.
        assert!(got.len() <= 4);
        assert_eq!(got, expected.into_iter().collect::<Vec<_>>());
        // Two predicates on one column: the values both allow.
        let q = Query::new("q")
            .with(Predicate::is_in("k", &["k2", "k1", "k3"]))
            .with(Predicate::is_in("k", &["k3", "k1", "k9"]));
        assert_eq!(
            equality_sets(&q),
            [("k".to_owned(), vec!["k1".to_owned(), "k3".to_owned()])]
        );
    }

    #[test]
    fn phoenix_salt_over_rest_of_key() {
        let spec = KeySpec::new(vec![
            KeyPart::salt(1, Salt::phoenix(4)),
            KeyPart::column(2, "k"),
        ]);
        let q = Query::new("q").with(Predicate::eq("k", "foo0001"));
        let v = exact_values(&spec, 0, &equality_sets(&q)).unwrap();
        assert_eq!(v[0].0, [2u8]);
    }

    #[test]
    fn reverse_timestamp_swaps_bounds() {
        let part = KeyPart::column(3, "ts").with_encoding(Encoding::epoch_millis_reversed(
            ReverseFrom::LongMax,
            IntFormat::big_endian_signed(8),
        ));
        let mut iv = Interval::default();
        iv.tighten_lo(Ordinal::Int(0), true);
        iv.tighten_hi(Ordinal::Int(1), true);
        let r = range_on_part(&part, true, &ColumnKind::Time(TimeInput::EpochMillis), &iv).unwrap();
        assert_eq!(r.direction, Direction::Descending);
        assert_eq!(r.ranges.len(), 1);
        assert_eq!(
            r.ranges[0].start,
            [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE]
        );
        assert_eq!(
            r.ranges[0].stop_prefix,
            [0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        );
    }

    #[test]
    fn text_upper_bound_widening() {
        let part = KeyPart::column(1, "a").with_separator("_");
        let mut iv = Interval::default();
        iv.tighten_hi(Ordinal::Text(b"ab".to_vec()), true);
        let r = range_on_part(&part, false, &ColumnKind::Text, &iv).unwrap();
        // Every key of a value up to "ab" is below "ab" + "_" + anything: stop after "ab_"
        // (shorter values "a_…" and "_…" sort below it: "b" is above "_").
        assert_eq!(r.ranges[0].stop_prefix, b"ab_");
        assert!(!r.ranges[0].stop_exact);
        assert!(r.widened.is_none());
        // "_" is 0x5F; "A" (0x41) sorts before it, so the value "a" + "_" > "aA…": stop
        // after "a_" (issue 30.5: not at the end of the table, nor after all of "a").
        let mut iv = Interval::default();
        iv.tighten_hi(Ordinal::Text(b"aA".to_vec()), true);
        let r = range_on_part(&part, false, &ColumnKind::Text, &iv).unwrap();
        assert_eq!(r.ranges[0].stop_prefix, b"a_");
        assert!(r.widened.is_some());
        // A low bound above "a" leaves no shorter value: stop after "aA_".
        iv.tighten_lo(Ordinal::Text(b"aA".to_vec()), true);
        let r = range_on_part(&part, false, &ColumnKind::Text, &iv).unwrap();
        assert_eq!(r.ranges[0].stop_prefix, b"aA_");
        assert!(r.widened.is_none());
        // An exclusive high end stops right at it when no shorter value is allowed.
        let mut iv = Interval::default();
        iv.tighten_lo(Ordinal::Text(b"5".to_vec()), true);
        iv.tighten_hi(Ordinal::Text(b"6".to_vec()), false);
        let r = range_on_part(&part, false, &ColumnKind::Text, &iv).unwrap();
        assert_eq!(
            (r.ranges[0].stop_prefix.as_slice(), r.ranges[0].stop_exact),
            (&b"6"[..], true)
        );
        let padded = KeyPart::column(1, "a").with_encoding(Encoding::padded(Pad::left(4)));
        assert!(range_on_part(&padded, true, &ColumnKind::Text, &iv).is_err());
    }
}
