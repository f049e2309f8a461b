//! Why a plan is what it is, as typed values: what the walk over the key parts found (the
//! facts behind its one-sentence reason, [`Walk`]), where and why it widened ([`PlanNote`]),
//! and why a predicate could not narrow a part ([`BindProblem`]). The catalogues put them
//! into words (`i18n::plan_reason`, `i18n::Localize`).

use crate::display::to_string_binary;
use crate::part_traits::BreakReason;
use crate::spec::{KeyPart, PartValue};

use super::bind::ColumnKind;

/// A key part as a plan's explanation names it.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::PartName;
/// use rowkey_core::spec::{KeyPart, Salt};
/// assert_eq!(PartName::of(&KeyPart::md5_hex_of_columns(1, &["uid"], 6)), PartName::Named("md5(uid)".into()));
/// assert_eq!(PartName::of(&KeyPart::column(2, "uid").with_label("user")), PartName::Named("user".into()));
/// assert_eq!(PartName::of(&KeyPart::salt(3, Salt::phoenix(4))), PartName::Salt);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartName {
    /// Its label, else the columns it reads (`uid`, `a+b`, `md5(uid)`): the same in every
    /// language.
    Named(String),
    /// A literal, with its bytes as the shell prints them.
    Literal {
        /// The bytes, `toStringBinary` style.
        bytes: String,
    },
    /// A salt or bucket prefix.
    Salt,
    /// The pasted row key, or the bytes `start..end` of it.
    RawKey {
        /// The bytes of the key the part takes, when not the whole key.
        range: Option<(u32, Option<u32>)>,
    },
}

impl PartName {
    /// The name of `part`.
    #[must_use]
    pub fn of(part: &KeyPart) -> Self {
        if !part.label.is_empty() {
            return Self::Named(part.label.clone());
        }
        match &part.value {
            PartValue::Field { .. } => Self::Named(part.columns_read().join("+")),
            PartValue::Literal { bytes } => Self::Literal {
                bytes: to_string_binary(bytes.as_bytes()),
            },
            PartValue::Md5 { .. } => Self::Named(format!("md5({})", part.columns_read().join("+"))),
            PartValue::Salt(_) => Self::Salt,
            PartValue::RawKey { start, end } => Self::RawKey {
                range: (*start != 0 || end.is_some()).then_some((*start, *end)),
            },
        }
    }
}

/// Why a predicate cannot narrow the scan on a part exactly, or why its range was widened.
///
/// # Examples
///
/// ```
/// use rowkey_core::plan::{plan_query, BindProblem, PlanNote, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec, Transform};
/// // A reversed column cannot serve STARTS WITH.
/// let spec = KeySpec::new(vec![KeyPart::column(1, "phone").with_transform(Transform::Reverse)]);
/// let cols = vec!["phone".to_string()];
/// let q = Query::new("q").with(Predicate::starts_with("phone", "138"));
/// let plan = plan_query(&spec, &cols, &q).unwrap();
/// assert!(matches!(&plan.notes[0], PlanNote::Affix { why: BindProblem::ReversedOrCut, .. }));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum BindProblem {
    /// The predicate names more than one column of the part, or none.
    NotSingleColumn,
    /// A number is transformed before it is written.
    TransformedNumber,
    /// A time is transformed before it is written.
    TransformedTime,
    /// The query's time is read with another pattern than the column's.
    TimeReadDifferently,
    /// The part's encoding does not keep the values' order.
    Breaks(BreakReason),
    /// Left padding with a character that sorts above some values.
    LeftPadding,
    /// The high end's stop prefix was cut: nothing is known of what follows the value.
    WidenedUnknown,
    /// The high end's stop prefix was cut before a byte not above the separator.
    WidenedSeparator,
    /// Numbers stored as text do not sort as numbers.
    NumbersAsText,
    /// The column's values have no order the encoding keeps.
    NoOrder(ColumnKind),
    /// The encoding wraps out-of-range values.
    Wraps,
    /// A bound does not fit the part's width.
    BoundNotFit,
    /// Two's complement puts negative values after positive ones: two ranges.
    TwosComplementSplit,
    /// The part is reversed or cut, so the value's start is not the key's.
    ReversedOrCut,
    /// The part is not plain text.
    NotPlainText,
    /// An ENDS WITH on a part that keeps the value's start.
    SuffixAtEnd,
    /// A HOST ENDS WITH on a part that is not a reversed host.
    HostSuffix,
    /// A HOST ENDS WITH whose value is not whole labels.
    HostSuffixNoLabel,
    /// A reversed domain's suffix.
    DomainSuffix,
}

/// Which affix predicate a [`PlanNote::Affix`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AffixOp {
    /// `STARTS WITH`.
    StartsWith,
    /// `ENDS WITH`.
    EndsWith,
    /// `HOST ENDS WITH`.
    HostEndsWith,
}

/// Where and why a plan had to widen, or what it read instead.
#[derive(Clone, Debug, PartialEq)]
pub enum PlanNote {
    /// The `=` and `IN` values multiply past [`MAX_COMBINATIONS`](super::MAX_COMBINATIONS)
    /// at this part.
    TooManyCombinations {
        /// The part.
        part: PartName,
    },
    /// A bucket chosen by row order (HBaseWD round robin) cannot be told from a value.
    BucketByRow {
        /// The bucket part.
        part: PartName,
    },
    /// A wide row's cells are read by column qualifier.
    Cells {
        /// The sample column that names each cell.
        column: String,
        /// The qualifiers read, comma separated.
        qualifiers: String,
    },
    /// An affix predicate could not fix the start of the part.
    Affix {
        /// Which predicate.
        op: AffixOp,
        /// The part.
        part: PartName,
        /// Why.
        why: BindProblem,
    },
    /// The range on the part was widened.
    Widened {
        /// The part.
        part: PartName,
        /// Why.
        why: BindProblem,
    },
    /// A range on the part could not narrow the scan.
    Range {
        /// The part.
        part: PartName,
        /// Why.
        why: BindProblem,
    },
}

/// Why no row can match a query.
#[derive(Clone, Debug, PartialEq)]
pub enum Impossible {
    /// The `=` and `IN` values leave no value for the part.
    NoValue {
        /// The part.
        part: PartName,
    },
    /// The range on the column holds no value.
    EmptyRange {
        /// The column.
        column: String,
    },
}

/// What the planner's walk over the key parts found: the facts the plan's one-sentence reason
/// is told from, with its class, its ranges and the predicates left to a filter.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Walk {
    /// Parts fixed exactly (literals and fan-outs excluded).
    pub fixed: Vec<PartName>,
    /// Whether some part narrowed the scan.
    pub narrowed: bool,
    /// Every part was fixed.
    pub complete: bool,
    /// The salt fanned out: its name and bucket count.
    pub fanout: Option<(PartName, u32)>,
    /// The part where the walk stopped and whether it was a range on it.
    pub stopped_at: Option<(PartName, bool)>,
    /// The range part stores values descending (bounds swapped).
    pub swapped: bool,
    /// No row can match, and why.
    pub impossible: Option<Impossible>,
    /// Columns with IN lists of several values that were used.
    pub multi: Vec<PartName>,
    /// The part whose start a STARTS WITH fixed.
    pub prefix_of: Option<PartName>,
    /// "Latest N" is served by reversed scans (the oldest rows come first in the key).
    pub reversed_latest: bool,
    /// Columns whose `=`/`IN` values a fixed part stores as they are: a point lookup consumes
    /// their predicates (Phoenix prints no filter on a primary-key column it looks up).
    pub key_columns: Vec<String>,
}
