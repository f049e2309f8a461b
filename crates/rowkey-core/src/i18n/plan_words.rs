//! A plan's explanation in words: its one-sentence reason, its notes, and the problems and
//! part names they quote ([`crate::plan`]'s typed explanation, put into a catalogue's
//! language).

use crate::i18n::messages::{En, Messages, localize};
use crate::i18n::{Localize, Localized};
use crate::plan::{
    AffixOp, BindProblem, Impossible, PartName, Plan, PlanKind, PlanNote, Predicate, Walk,
    checked_on_client,
};
use crate::spec::{KeyPart, KeySpec};

/// A part's name in English: its label, else what it reads (`uid`, `md5(uid)`, `salt`,
/// `literal "t_"`).
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::part_name;
/// use rowkey_core::spec::KeyPart;
/// assert_eq!(part_name(&KeyPart::md5_hex_of_columns(1, &["uid"], 6)), "md5(uid)");
/// assert_eq!(part_name(&KeyPart::column(2, "uid").with_label("user")), "user");
/// assert_eq!(part_name(&KeyPart::literal(3, "t_")), "literal \"t_\"");
/// ```
#[must_use]
pub fn part_name(part: &KeyPart) -> String {
    name_in(&En, &PartName::of(part))
}

/// `name` in the language of `m`.
fn name_in(m: &dyn Messages, name: &PartName) -> String {
    match name {
        PartName::Named(text) => text.clone(),
        PartName::Literal { bytes } => m.part_literal(bytes),
        PartName::Salt => m.part_salt(),
        PartName::RawKey { range } => m.part_raw_key(*range),
    }
}

/// `problem` in the language of `m`.
fn problem_in(m: &dyn Messages, problem: &BindProblem) -> String {
    match problem {
        BindProblem::NotSingleColumn => m.bind_not_single_column(),
        BindProblem::TransformedNumber => m.bind_transformed_number(),
        BindProblem::TransformedTime => m.bind_transformed_time(),
        BindProblem::TimeReadDifferently => m.bind_time_read_differently(),
        BindProblem::Breaks(reason) => m.break_reason(*reason),
        BindProblem::LeftPadding => m.bind_left_padding(),
        BindProblem::WidenedUnknown => m.bind_widened_unknown(),
        BindProblem::WidenedSeparator => m.bind_widened_separator(),
        BindProblem::NumbersAsText => m.bind_numbers_as_text(),
        BindProblem::NoOrder(kind) => m.bind_no_order(kind),
        BindProblem::Wraps => m.bind_wraps(),
        BindProblem::BoundNotFit => m.bind_bound_not_fit(),
        BindProblem::TwosComplementSplit => m.bind_twos_complement_split(),
        BindProblem::ReversedOrCut => m.bind_reversed_or_cut(),
        BindProblem::NotPlainText => m.bind_not_plain_text(),
        BindProblem::SuffixAtEnd => m.bind_suffix_at_end(),
        BindProblem::HostSuffix => m.bind_host_suffix(),
        BindProblem::HostSuffixNoLabel => m.bind_host_suffix_no_label(),
        BindProblem::DomainSuffix => m.bind_domain_suffix(),
    }
}

/// `note` in the language of `m`.
fn note_in(m: &dyn Messages, note: &PlanNote) -> String {
    match note {
        PlanNote::TooManyCombinations { part } => m.note_too_many_combinations(&name_in(m, part)),
        PlanNote::BucketByRow { part } => m.note_bucket_by_row(&name_in(m, part)),
        PlanNote::Cells { column, qualifiers } => m.note_cells(column, qualifiers),
        PlanNote::Affix { op, part, why } => {
            let (part, why) = (name_in(m, part), problem_in(m, why));
            match op {
                AffixOp::StartsWith => m.note_starts_with(&part, &why),
                AffixOp::EndsWith => m.note_ends_with(&part, &why),
                AffixOp::HostEndsWith => m.note_host_ends_with(&part, &why),
            }
        }
        PlanNote::Widened { part, why } => m.note_widened(&name_in(m, part), &problem_in(m, why)),
        PlanNote::Range { part, why } => m.note_range(&name_in(m, part), &problem_in(m, why)),
    }
}

fn impossible_in(m: &dyn Messages, impossible: Option<&Impossible>) -> String {
    match impossible {
        None => m.impossible_default(),
        Some(Impossible::NoValue { part }) => m.impossible_no_value(&name_in(m, part)),
        Some(Impossible::EmptyRange { column }) => m.impossible_empty_range(column),
    }
}

fn names_in(m: &dyn Messages, names: &[PartName]) -> String {
    let names: Vec<String> = names.iter().map(|n| name_in(m, n)).collect();
    m.and_list(&names)
}

/// The predicates the key does not answer: those a server-side filter checks, and those
/// checked on the client (a range on a number or a time, a value only the key holds).
#[derive(Clone, Copy, Debug, Default)]
struct Leftover<'a> {
    by_filter: &'a [Predicate],
    on_client: &'a [Predicate],
}

/// The one-sentence reason for a plan of class `kind` that reads `ranges` ranges and leaves
/// `left` to a filter and to the client, in the language of `m`.
fn reason_in(
    m: &dyn Messages,
    kind: PlanKind,
    walk: &Walk,
    left: Leftover<'_>,
    ranges: usize,
) -> String {
    let fixed = names_in(m, &walk.fixed);
    let fixed = (!fixed.is_empty()).then_some(fixed);
    let joined = |ps: &[Predicate]| {
        ps.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" AND ")
    };
    let filter = m.reason_filter(&joined(left.by_filter), &joined(left.on_client));
    let stopped = walk
        .stopped_at
        .as_ref()
        .map(|(n, _)| name_in(m, n))
        .filter(|n| !n.is_empty());
    let stopped = stopped.as_deref();
    let salt = walk.fanout.as_ref().map(|(s, n)| (name_in(m, s), *n));
    let salt = salt.as_ref().map(|(s, n)| (s.as_str(), *n));
    match kind {
        PlanKind::Empty => m.reason_empty(&impossible_in(m, walk.impossible.as_ref())),
        PlanKind::Get { keys } => match (salt, keys) {
            (Some((salt, n)), _) => m.reason_get_fanout(salt, n, &filter),
            (None, 1) => m.reason_get_one(&filter),
            (None, k) => m.reason_get_many(&names_in(m, &walk.multi), k, &filter),
        },
        PlanKind::LimitScan { rows } => m.reason_limit(rows, walk.reversed_latest, salt),
        PlanKind::FullScan => match salt {
            Some((salt, n)) => m.reason_full_fanout(stopped, salt, n, &filter),
            None => m.reason_full(stopped, &filter),
        },
        PlanKind::PrefixScan => {
            let mut what: Vec<String> = walk.fixed.iter().map(|n| name_in(m, n)).collect();
            if let Some(p) = &walk.prefix_of {
                what.push(m.start_of(&name_in(m, p)));
            }
            m.reason_prefix(&m.and_list(&what), &filter)
        }
        PlanKind::RangeScan
            if !walk.multi.is_empty() && walk.stopped_at.as_ref().is_none_or(|(_, r)| !r) =>
        {
            m.reason_in_merged(&names_in(m, &walk.multi), &filter)
        }
        PlanKind::RangeScan => m.reason_range(
            fixed.as_deref(),
            stopped.unwrap_or_default(),
            walk.swapped,
            &filter,
        ),
        PlanKind::SkipScan { ranges: k } => {
            if walk.multi.is_empty() {
                m.reason_skip_range(stopped.unwrap_or_default(), k, &filter)
            } else {
                m.reason_skip_in(&names_in(m, &walk.multi), k, &filter)
            }
        }
        PlanKind::BucketScan { buckets } => m.reason_bucket(
            salt.map(|(s, _)| s),
            buckets,
            fixed.as_deref(),
            ranges,
            &filter,
        ),
    }
}

impl Localize for PartName {
    fn localized(&self) -> Localized {
        localize(|m| name_in(m, self))
    }
}

impl Localize for BindProblem {
    fn localized(&self) -> Localized {
        localize(|m| problem_in(m, self))
    }
}

impl Localize for PlanNote {
    /// The note in both languages.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::plan::{PartName, PlanNote};
    /// let note = PlanNote::Cells { column: "followed".into(), qualifiers: "u2".into() };
    /// assert!(note.localized().en.contains("followed"));
    /// let note = PlanNote::TooManyCombinations { part: PartName::Salt };
    /// assert!(note.localized().en.contains("salt"));
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| note_in(m, self))
    }
}

/// A plan's one-sentence reason in both languages: its class, told from what the walk over
/// the key parts found ([`Plan::walk`]) and the predicates left to a filter.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::plan_reason;
/// use rowkey_core::plan::{plan_query, Predicate, Query};
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "uid").with_separator("_"), KeyPart::column(2, "ts")]);
/// let cols = vec!["uid".to_string(), "ts".to_string()];
/// let plan = plan_query(&spec, &cols, &Query::new("q").with(Predicate::eq("uid", "7"))).unwrap();
/// let reason = plan_reason(&plan, &spec);
/// assert!(reason.en.contains("uid"), "{}", reason.en);
/// assert!(reason.zh.contains("uid"), "{}", reason.zh);
/// ```
#[must_use]
pub fn plan_reason(plan: &Plan, spec: &KeySpec) -> Localized {
    let (on_client, by_filter): (Vec<Predicate>, Vec<Predicate>) = plan
        .residual
        .iter()
        .cloned()
        .partition(|p| checked_on_client(plan, spec, p));
    let left = Leftover {
        by_filter: &by_filter,
        on_client: &on_client,
    };
    localize(|m| reason_in(m, plan.kind, &plan.walk, left, plan.ranges.len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::messages::tests::assert_chinese;
    use crate::part_traits::BreakReason;
    use crate::plan::ColumnKind;
    use crate::spec::TimeInput;

    /// Every [`BindProblem`]; the `match` below stops compiling when one is added, so that
    /// it is added here too.
    fn every_bind_problem() -> Vec<BindProblem> {
        let breaks = [
            BreakReason::UnpaddedNumber,
            BreakReason::SignedBinary,
            BreakReason::ReversedString,
            BreakReason::ReversedDomain,
            BreakReason::LastCharacters,
            BreakReason::LaterKeyBytes,
            BreakReason::Hash,
            BreakReason::Salt,
            BreakReason::TimeFormatNotSortable,
            BreakReason::JoinedColumns,
        ];
        let mut all = vec![
            BindProblem::NotSingleColumn,
            BindProblem::TransformedNumber,
            BindProblem::TransformedTime,
            BindProblem::TimeReadDifferently,
            BindProblem::LeftPadding,
            BindProblem::WidenedUnknown,
            BindProblem::WidenedSeparator,
            BindProblem::NumbersAsText,
            BindProblem::NoOrder(ColumnKind::Text),
            BindProblem::NoOrder(ColumnKind::Integer),
            BindProblem::NoOrder(ColumnKind::Time(TimeInput::EpochMillis)),
            BindProblem::NoOrder(ColumnKind::KeyBytes),
            BindProblem::Wraps,
            BindProblem::BoundNotFit,
            BindProblem::TwosComplementSplit,
            BindProblem::ReversedOrCut,
            BindProblem::NotPlainText,
            BindProblem::SuffixAtEnd,
            BindProblem::HostSuffix,
            BindProblem::HostSuffixNoLabel,
            BindProblem::DomainSuffix,
        ];
        all.extend(breaks.into_iter().map(BindProblem::Breaks));
        for problem in &all {
            match problem {
                BindProblem::NotSingleColumn
                | BindProblem::TransformedNumber
                | BindProblem::TransformedTime
                | BindProblem::TimeReadDifferently
                | BindProblem::Breaks(_)
                | BindProblem::LeftPadding
                | BindProblem::WidenedUnknown
                | BindProblem::WidenedSeparator
                | BindProblem::NumbersAsText
                | BindProblem::NoOrder(_)
                | BindProblem::Wraps
                | BindProblem::BoundNotFit
                | BindProblem::TwosComplementSplit
                | BindProblem::ReversedOrCut
                | BindProblem::NotPlainText
                | BindProblem::SuffixAtEnd
                | BindProblem::HostSuffix
                | BindProblem::HostSuffixNoLabel
                | BindProblem::DomainSuffix => {}
            }
        }
        all
    }

    fn every_part_name() -> Vec<PartName> {
        vec![
            PartName::Named("uid".into()),
            PartName::Literal { bytes: "t_".into() },
            PartName::Salt,
            PartName::RawKey { range: None },
            PartName::RawKey {
                range: Some((2, Some(6))),
            },
            PartName::RawKey {
                range: Some((2, None)),
            },
        ]
    }

    /// Every note shape, with every problem and every kind of part name.
    fn every_note() -> Vec<PlanNote> {
        let mut notes = vec![PlanNote::Cells {
            column: "followed".into(),
            qualifiers: "u1, u2".into(),
        }];
        for part in every_part_name() {
            notes.push(PlanNote::TooManyCombinations { part: part.clone() });
            notes.push(PlanNote::BucketByRow { part: part.clone() });
            for why in every_bind_problem() {
                for op in [
                    AffixOp::StartsWith,
                    AffixOp::EndsWith,
                    AffixOp::HostEndsWith,
                ] {
                    notes.push(PlanNote::Affix {
                        op,
                        part: part.clone(),
                        why: why.clone(),
                    });
                }
                notes.push(PlanNote::Widened {
                    part: part.clone(),
                    why: why.clone(),
                });
                notes.push(PlanNote::Range {
                    part: part.clone(),
                    why,
                });
            }
        }
        notes
    }

    /// Every plan class's reason, over walks with and without fixed parts, fan-outs, stops
    /// and filters.
    fn every_reason() -> Vec<(PlanKind, Walk, Vec<Predicate>)> {
        let kinds = [
            PlanKind::Empty,
            PlanKind::Get { keys: 1 },
            PlanKind::Get { keys: 3 },
            PlanKind::PrefixScan,
            PlanKind::RangeScan,
            PlanKind::SkipScan { ranges: 4 },
            PlanKind::BucketScan { buckets: 8 },
            PlanKind::LimitScan { rows: 10 },
            PlanKind::FullScan,
        ];
        let walks = [
            Walk::default(),
            Walk {
                fixed: vec![PartName::Named("uid".into())],
                fanout: Some((PartName::Salt, 8)),
                stopped_at: Some((PartName::Named("ts".into()), true)),
                swapped: true,
                impossible: Some(Impossible::NoValue {
                    part: PartName::Named("uid".into()),
                }),
                multi: vec![PartName::Named("city".into())],
                prefix_of: Some(PartName::Named("phone".into())),
                reversed_latest: true,
                ..Walk::default()
            },
            Walk {
                impossible: Some(Impossible::EmptyRange {
                    column: "ts".into(),
                }),
                stopped_at: Some((PartName::RawKey { range: None }, false)),
                ..Walk::default()
            },
        ];
        let mut reasons = Vec::new();
        for kind in kinds {
            for walk in &walks {
                for residual in [vec![], vec![Predicate::eq("city", "x")]] {
                    reasons.push((kind, walk.clone(), residual));
                }
            }
        }
        reasons
    }

    fn check(what: &str, text: &Localized) {
        assert!(!text.en.trim().is_empty(), "{what}: empty English");
        assert!(!text.zh.trim().is_empty(), "{what}: empty Chinese");
        assert_ne!(text.en, text.zh, "{what}: not translated");
        let data = ["uid", "ts", "city", "phone", "followed", "u1", "u2", "t_"].map(String::from);
        assert_chinese(what, &text.zh, &data);
    }

    #[test]
    fn every_binding_problem_note_and_reason_reads_in_both_languages() {
        for problem in every_bind_problem() {
            check(&format!("{problem:?}"), &problem.localized());
        }
        for note in every_note() {
            check(&format!("{note:?}"), &note.localized());
        }
        for (kind, walk, residual) in every_reason() {
            let (by_filter, on_client) = residual.split_at(residual.len() / 2);
            let left = Leftover {
                by_filter,
                on_client,
            };
            let reason = localize(|m| reason_in(m, kind, &walk, left, 4));
            check(&format!("{kind:?} {walk:?} {residual:?}"), &reason);
        }
    }

    /// A name is the same in both languages when it is the user's (a label, a column), and
    /// put into words otherwise.
    #[test]
    fn part_names_translate_only_what_is_not_the_users() {
        let named = PartName::Named("uid".into()).localized();
        assert_eq!((named.en.as_str(), named.zh.as_str()), ("uid", "uid"));
        for name in every_part_name().into_iter().skip(1) {
            check(&format!("{name:?}"), &name.localized());
        }
    }
}
