//! A `SPLITS` list typed out of byte order.

use crate::display::to_bytes_binary;
use crate::key::RowKey;
use crate::split::SplitSpec;

/// The most split keys [`SplitOrderNote::order`] lists.
const SHOWN: usize = 8;

/// An explicit `SPLITS` list or a `SPLITS_FILE` that is not in byte order: the first split
/// that sorts before the one above it, both by 1-based index and as typed, and the list in
/// byte order (the catalogue renders it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitOrderNote {
    /// The 1-based number of the first split that sorts before the one above it.
    pub split: usize,
    /// That split as typed.
    pub typed: String,
    /// The 1-based number of the split above it (`split - 1`).
    pub earlier: usize,
    /// That split as typed.
    pub earlier_typed: String,
    /// The first (at most 8) split keys in byte order.
    pub order: Vec<RowKey>,
    /// All split keys, of which `order` are the first.
    pub total: usize,
}
crate::wire::wire_struct!(SplitOrderNote {
    split,
    typed,
    earlier,
    earlier_typed,
    order,
    total
});

/// The note for the split list when an explicit `SPLITS` list or a `SPLITS_FILE` is not in
/// byte order. HBase sorts split keys before it creates the table, so this is not an error,
/// but the regions are numbered in byte order, not in the order typed. `None` for sorted
/// lists, for the other kinds, and for lists [`SplitSpec::resolve`] rejects (its error is
/// shown instead).
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{SplitSpec, order_note};
///
/// let spec = SplitSpec::Explicit { splits: vec!["3".into(), "6".into(), "10".into()] };
/// let note = order_note(&spec).unwrap();
/// assert_eq!((note.split, note.typed.as_str()), (3, "10"));
/// assert_eq!((note.earlier, note.earlier_typed.as_str()), (2, "6"));
/// let order: Vec<String> = note.order.iter().map(|k| k.to_string_binary()).collect();
/// assert_eq!(order, ["10", "3", "6"]);
/// let sorted = SplitSpec::Explicit { splits: vec!["10".into(), "3".into()] };
/// assert_eq!(order_note(&sorted), None);
/// ```
#[must_use]
pub fn order_note(spec: &SplitSpec) -> Option<SplitOrderNote> {
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
    Some(SplitOrderNote {
        split: later + 1,
        typed: (*b).to_owned(),
        earlier: later,
        earlier_typed: (*a).to_owned(),
        order: points.keys().iter().take(SHOWN).cloned().collect(),
        total: points.keys().len(),
    })
}
