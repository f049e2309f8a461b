//! Split points: how a table is pre-split, exactly as HBase and Phoenix do it
//! ([`rowkey_engine::split`], re-exported here), and what the page says about them.
//!
//! * [`suggest_splits`] / [`suggest_salted_splits`]: splits from the sample, as an editable
//!   `SPLITS` list, with notes.
//! * [`lint_splits`]: split points that do not suit the sample's keys.
//! * [`order_note`]: a `SPLITS` list typed out of byte order.

mod lint;
mod suggest;

pub use rowkey_engine::split::*;

pub use lint::{Severity, SplitLint, SplitLintCode, lint_splits, trimmed_splits};
pub use suggest::{
    SplitSuggestion, shortest_separator, suggest_salted_splits, suggest_splits,
    suggest_splits_in_order, suggest_splits_of_arena,
};
pub(crate) use suggest::{suggest_salted_splits_sorted, suggest_splits_sorted};

use crate::display::to_bytes_binary;
use crate::i18n::Localized;
use crate::i18n::messages::localize;

/// A note for the split list when an explicit `SPLITS` list or a `SPLITS_FILE` is not in
/// byte order: the first split that sorts before the one above it, both by 1-based index
/// and as typed. HBase sorts split keys before it creates the table, so this is not an
/// error, but the regions are numbered in byte order, not in the order typed. `None` for
/// sorted lists, for the other kinds, and for lists [`SplitSpec::resolve`] rejects (its
/// error is shown instead).
///
/// # Examples
///
/// ```
/// use rowkey_core::split::{SplitSpec, order_note};
///
/// let spec = SplitSpec::Explicit { splits: vec!["3".into(), "6".into(), "10".into()] };
/// assert_eq!(
///     order_note(&spec).unwrap().en,
///     "split 3 ('10') sorts before split 2 ('6') in byte order: the splits are not sorted. \
///      HBase sorts them when it creates the table, so the regions follow byte order \
///      ('10', '3', '6'); list them in that order to match.",
/// );
/// let sorted = SplitSpec::Explicit { splits: vec!["10".into(), "3".into()] };
/// assert_eq!(order_note(&sorted), None);
/// ```
#[must_use]
pub fn order_note(spec: &SplitSpec) -> Option<Localized> {
    const SHOWN: usize = 8;
    let texts: Vec<&str> = match spec {
        SplitSpec::Explicit { splits } => splits.iter().map(String::as_str).collect(),
        SplitSpec::File { text } => text
            .lines()
            .map(|line| line.strip_suffix('\r').unwrap_or(line))
            .collect(),
        _ => return None,
    };
    let points = spec.resolve().ok()?;
    let keys: Vec<Vec<u8>> = texts.iter().map(|t| to_bytes_binary(t)).collect();
    let later = (1..keys.len()).find(|&i| keys.get(i) < keys.get(i - 1))?;
    let (a, b) = (texts.get(later - 1)?, texts.get(later)?);
    let mut order: Vec<String> = points
        .keys()
        .iter()
        .take(SHOWN)
        .map(|k| format!("'{}'", k.to_string_binary()))
        .collect();
    if points.keys().len() > SHOWN {
        order.push("…".to_owned());
    }
    let order = order.join(", ");
    Some(localize(|m| {
        m.splits_unsorted(later + 1, b, later, a, &order)
    }))
}
