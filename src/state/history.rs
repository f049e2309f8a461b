//! Undo and redo of design edits. The reducer keeps snapshots of what the user designed
//! (recipe, sample, splits, queries, arrival, sizing); UI-only choices such as filters are
//! not steps. Consecutive edits of one field coalesce into one step.

use std::collections::VecDeque;
use std::mem::Discriminant;
use std::rc::Rc;

use rowkey_core::analysis::editor::{GenEdit, PartEdit};
use rowkey_core::analysis::{Inputs, SampleSource};
use rowkey_core::spec::PartId;
use rowkey_core::split::SplitSpec;

use super::{Lesson, QueryId};

/// Most undo steps kept (the oldest go first).
pub const MAX_STEPS: usize = 100;
/// Most sample text kept by the undo steps, in bytes: a very large paste keeps fewer steps
/// (at least one) rather than exhausting the tab's memory.
pub const MAX_BYTES: usize = 64 * 1024 * 1024;

/// What the user designed at one moment.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The inputs of the analysis.
    pub inputs: Rc<Inputs>,
    /// The inactive sample source.
    pub stash: Option<SampleSource>,
    /// The queries' ids, in order.
    pub query_ids: Vec<QueryId>,
    /// The teaching preset on show.
    pub lesson: Option<Lesson>,
}

impl Snapshot {
    fn bytes(&self) -> usize {
        let text = |s: &SampleSource| match s {
            SampleSource::Pasted { text, .. } => text.len(),
            SampleSource::Generated { .. } => 0,
        };
        text(&self.inputs.sample) + self.stash.as_ref().map_or(0, text)
    }
}

/// A field whose consecutive edits make one undo step (typing in it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// One setting of one part.
    Part(PartId, Discriminant<PartEdit>),
    /// The pasted text.
    SampleText,
    /// One setting of the generator.
    Generator(Discriminant<GenEdit>),
    /// The splits, in one mode.
    Splits(Discriminant<SplitSpec>),
    /// The projected table size.
    Sizing,
    /// The table's name.
    TableName,
    /// The column family's name.
    FamilyName,
    /// One query.
    Query(QueryId),
}

/// The undo and redo stacks. Cloning copies at most [`MAX_STEPS`] pointers.
#[derive(Clone, Debug, Default)]
pub struct History {
    past: VecDeque<Rc<Snapshot>>,
    future: Vec<Rc<Snapshot>>,
    /// The field the last step was typed in, while typing there may extend it.
    last: Option<Field>,
}

impl PartialEq for History {
    fn eq(&self, other: &Self) -> bool {
        let same = |a: &Rc<Snapshot>, b: &Rc<Snapshot>| Rc::ptr_eq(a, b);
        self.last == other.last
            && self.past.len() == other.past.len()
            && self.future.len() == other.future.len()
            && self.past.iter().zip(&other.past).all(|(a, b)| same(a, b))
            && self
                .future
                .iter()
                .zip(&other.future)
                .all(|(a, b)| same(a, b))
    }
}

impl History {
    /// Whether there is a step to undo.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    /// Whether there is a step to redo.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }

    /// The history after an edit made from `before`, in `field` if it was typing. Typing in
    /// the same field as the last step extends that step. Clears the redo stack.
    #[must_use]
    pub fn recorded(&self, before: Snapshot, field: Option<Field>) -> Self {
        let mut past = self.past.clone();
        if field.is_none() || field != self.last || past.is_empty() {
            past.push_back(Rc::new(before));
            let mut bytes: usize = past.iter().map(|s| s.bytes()).sum();
            while past.len() > MAX_STEPS || (bytes > MAX_BYTES && past.len() > 1) {
                if let Some(dropped) = past.pop_front() {
                    bytes -= dropped.bytes();
                }
            }
        }
        Self {
            past,
            future: Vec::new(),
            last: field,
        }
    }

    /// The snapshot to go back to and the history after it, with `now` kept for redo.
    #[must_use]
    pub fn undone(&self, now: Snapshot) -> Option<(Rc<Snapshot>, Self)> {
        let mut next = self.clone();
        let back = next.past.pop_back()?;
        next.future.push(Rc::new(now));
        next.last = None;
        Some((back, next))
    }

    /// The snapshot to go forward to and the history after it, with `now` kept for undo.
    #[must_use]
    pub fn redone(&self, now: Snapshot) -> Option<(Rc<Snapshot>, Self)> {
        let mut next = self.clone();
        let forward = next.future.pop()?;
        next.past.push_back(Rc::new(now));
        next.last = None;
        Some((forward, next))
    }
}
