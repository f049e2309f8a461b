//! The page state: the user's inputs ([`rowkey_core::analysis::Inputs`]) plus a few UI-only
//! choices. Everything shown is derived from it by the core; the reducer is pure.

use std::rc::Rc;

use rowkey_core::analysis::editor::{
    GenEdit, PartEdit, PartKind, apply_edit, apply_gen_edit, new_part,
};
use rowkey_core::analysis::{Arrival, FormatChoice, Inputs, SampleSource, Sizing};
use rowkey_core::generate::GeneratorSpec;
use rowkey_core::spec::{KeySpec, PartId};
use rowkey_core::split::SplitSpec;
use yew::Reducible;

/// The text the paste box starts with: seed 000's columns, where `111 + 13512345678` and
/// `1111 + 3512345678` concatenate to the same bytes (the ambiguity the lints point out).
pub const EXAMPLE_PASTE: &str = "uid,phone,name\n\
111,13512345678,iteblog\n\
111,13512345678,hbase\n\
1111,3512345678,iteblog\n\
12,13600000000,ann\n\
2,13700000000,bob\n";

/// Which chart the Regions area shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ChartView {
    /// Rows per region as bars.
    #[default]
    Bars,
    /// Writes per region over time as a heatmap.
    Heatmap,
}

/// Everything the user typed or chose.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The inputs of the analysis (shared, so the analysis hook can compare cheaply).
    pub inputs: Rc<Inputs>,
    /// The sample source that is not active, kept so switching back restores it.
    pub stash: Option<SampleSource>,
    /// Show only this region's keys in the sorted view.
    pub region_filter: Option<usize>,
    /// Bars or heatmap.
    pub chart: ChartView,
}

impl Default for State {
    fn default() -> Self {
        Self::from_inputs(Inputs::default())
    }
}

impl State {
    /// A state showing these inputs, with default UI choices.
    #[must_use]
    pub fn from_inputs(inputs: Inputs) -> Self {
        Self {
            inputs: Rc::new(inputs),
            stash: None,
            region_filter: None,
            chart: ChartView::Bars,
        }
    }
}

/// The only ways to change [`State`].
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Append a part of this kind, reading the first of `columns`.
    AddPart {
        /// The kind.
        kind: PartKind,
        /// The sample's columns.
        columns: Vec<String>,
    },
    /// Remove a part.
    RemovePart(PartId),
    /// Move a part to a position (0-based, clamped).
    MovePart {
        /// The part.
        id: PartId,
        /// Its new position.
        to: usize,
    },
    /// Change one field of a part.
    EditPart {
        /// The part.
        id: PartId,
        /// The change (already valid).
        edit: PartEdit,
    },
    /// Replace the whole recipe (a lint's one-click fix).
    SetRecipe(KeySpec),
    /// New pasted text (switches to pasted data if generated data was shown).
    SetSampleText(String),
    /// How to read the pasted text.
    SetSampleFormat(FormatChoice),
    /// Show pasted data.
    UsePasted,
    /// Show generated data.
    UseGenerated,
    /// Change the generator.
    EditGenerator(GenEdit),
    /// Change the pre-split.
    SetSplits(SplitSpec),
    /// Change the arrival order.
    SetArrival(Arrival),
    /// Change the projected table size.
    SetSizing(Sizing),
    /// Filter the sorted view to one region (or show all).
    FilterRegion(Option<usize>),
    /// Bars or heatmap.
    ShowChart(ChartView),
}

impl State {
    fn with_inputs(self: &Rc<Self>, inputs: Inputs) -> Rc<Self> {
        if inputs == *self.inputs {
            return Rc::clone(self);
        }
        Rc::new(Self {
            inputs: Rc::new(inputs),
            ..(**self).clone()
        })
    }

    fn with_recipe(self: &Rc<Self>, f: impl FnOnce(&mut KeySpec)) -> Rc<Self> {
        let mut inputs = (*self.inputs).clone();
        f(&mut inputs.recipe);
        self.with_inputs(inputs)
    }

    fn generator(&self) -> GeneratorSpec {
        match (&self.inputs.sample, &self.stash) {
            (SampleSource::Generated { spec }, _) | (_, Some(SampleSource::Generated { spec })) => {
                spec.clone()
            }
            _ => GeneratorSpec::default(),
        }
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::AddPart { kind, columns } => self.with_recipe(|recipe| {
                let part = new_part(kind, recipe.next_id(), &columns);
                recipe.parts.push(part);
            }),
            Action::RemovePart(id) => {
                self.with_recipe(|recipe| recipe.parts.retain(|p| p.id != id))
            }
            Action::MovePart { id, to } => self.with_recipe(|recipe| {
                if let Some(from) = recipe.position(id) {
                    let part = recipe.parts.remove(from);
                    let to = to.min(recipe.parts.len());
                    recipe.parts.insert(to, part);
                }
            }),
            Action::EditPart { id, edit } => self.with_recipe(|recipe| {
                if let Some(part) = recipe.parts.iter_mut().find(|p| p.id == id) {
                    *part = apply_edit(part, edit);
                }
            }),
            Action::SetRecipe(recipe) => self.with_inputs(Inputs {
                recipe,
                ..(*self.inputs).clone()
            }),
            Action::SetSampleText(text) => {
                let format = match (&self.inputs.sample, &self.stash) {
                    (SampleSource::Pasted { format, .. }, _)
                    | (_, Some(SampleSource::Pasted { format, .. })) => *format,
                    _ => FormatChoice::Auto,
                };
                let pasted = SampleSource::Pasted { text, format };
                self.switch_sample(pasted)
            }
            Action::SetSampleFormat(choice) => match &self.inputs.sample {
                SampleSource::Pasted { text, .. } => self.with_inputs(Inputs {
                    sample: SampleSource::Pasted {
                        text: text.clone(),
                        format: choice,
                    },
                    ..(*self.inputs).clone()
                }),
                SampleSource::Generated { .. } => self,
            },
            Action::UsePasted => match (&self.inputs.sample, &self.stash) {
                (SampleSource::Pasted { .. }, _) => self,
                (_, Some(stashed @ SampleSource::Pasted { .. })) => {
                    let stashed = stashed.clone();
                    self.switch_sample(stashed)
                }
                _ => self.switch_sample(SampleSource::Pasted {
                    text: EXAMPLE_PASTE.to_owned(),
                    format: FormatChoice::Auto,
                }),
            },
            Action::UseGenerated => match &self.inputs.sample {
                SampleSource::Generated { .. } => self,
                SampleSource::Pasted { .. } => {
                    let spec = self.generator();
                    self.switch_sample(SampleSource::Generated { spec })
                }
            },
            Action::EditGenerator(edit) => {
                let spec = apply_gen_edit(&self.generator(), edit);
                self.switch_sample(SampleSource::Generated { spec })
            }
            Action::SetSplits(splits) => {
                let next = self.with_inputs(Inputs {
                    splits,
                    ..(*self.inputs).clone()
                });
                if Rc::ptr_eq(&next, &self) || next.region_filter.is_none() {
                    next
                } else {
                    Rc::new(Self {
                        region_filter: None,
                        ..(*next).clone()
                    })
                }
            }
            Action::SetArrival(arrival) => self.with_inputs(Inputs {
                arrival,
                ..(*self.inputs).clone()
            }),
            Action::SetSizing(sizing) => self.with_inputs(Inputs {
                sizing,
                ..(*self.inputs).clone()
            }),
            Action::FilterRegion(filter) if filter == self.region_filter => self,
            Action::FilterRegion(region_filter) => Rc::new(Self {
                region_filter,
                ..(*self).clone()
            }),
            Action::ShowChart(chart) if chart == self.chart => self,
            Action::ShowChart(chart) => Rc::new(Self {
                chart,
                ..(*self).clone()
            }),
        }
    }
}

impl State {
    /// Makes `source` the active sample; the one it replaces is stashed if it is of the
    /// other kind.
    fn switch_sample(self: Rc<Self>, source: SampleSource) -> Rc<Self> {
        if source == self.inputs.sample {
            return self;
        }
        let same_kind = matches!(
            (&source, &self.inputs.sample),
            (SampleSource::Pasted { .. }, SampleSource::Pasted { .. })
                | (
                    SampleSource::Generated { .. },
                    SampleSource::Generated { .. }
                )
        );
        let stash = if same_kind {
            self.stash.clone()
        } else {
            Some(self.inputs.sample.clone())
        };
        Rc::new(Self {
            inputs: Rc::new(Inputs {
                sample: source,
                ..(*self.inputs).clone()
            }),
            stash,
            region_filter: self.region_filter,
            chart: self.chart,
        })
    }
}

#[cfg(test)]
mod tests {
    use rowkey_core::analysis::analyze;
    use rowkey_core::analysis::editor::{EncodingKind, GenKind};
    use rowkey_core::spec::{Encoding, Pad, PartValue};

    use super::*;

    fn start() -> Rc<State> {
        Rc::new(State::default())
    }

    fn ids(state: &State) -> Vec<u32> {
        state.inputs.recipe.parts.iter().map(|p| p.id.0).collect()
    }

    #[test]
    fn the_first_visit_shows_seed_000() {
        assert_eq!(ids(&start()), [1, 2, 3]);
        assert!(matches!(
            start().inputs.sample,
            SampleSource::Generated { .. }
        ));
    }

    #[test]
    fn no_op_actions_return_the_same_rc() {
        let state = start();
        for action in [
            Action::FilterRegion(None),
            Action::ShowChart(ChartView::Bars),
            Action::UseGenerated,
            Action::SetSplits(state.inputs.splits.clone()),
            Action::MovePart {
                id: PartId(1),
                to: 0,
            },
            Action::RemovePart(PartId(99)),
        ] {
            let next = Rc::clone(&state).reduce(action.clone());
            assert!(Rc::ptr_eq(&state, &next), "{action:?}");
        }
    }

    #[test]
    fn parts_are_added_moved_and_removed_by_id() {
        let state = start().reduce(Action::AddPart {
            kind: PartKind::Salt,
            columns: vec!["uid".into()],
        });
        assert_eq!(ids(&state), [1, 2, 3, 4]);
        let state = state.reduce(Action::MovePart {
            id: PartId(4),
            to: 0,
        });
        assert_eq!(ids(&state), [4, 1, 2, 3]);
        let state = state.reduce(Action::MovePart {
            id: PartId(4),
            to: 99,
        });
        assert_eq!(ids(&state), [1, 2, 3, 4]);
        let state = state.reduce(Action::RemovePart(PartId(2)));
        assert_eq!(ids(&state), [1, 3, 4]);
        // A new part after a removal never reuses a live id.
        let state = state.reduce(Action::AddPart {
            kind: PartKind::Column,
            columns: vec!["uid".into()],
        });
        assert_eq!(ids(&state), [1, 3, 4, 5]);
    }

    #[test]
    fn editing_a_part_changes_only_that_part() {
        let state = start()
            .reduce(Action::EditPart {
                id: PartId(2),
                edit: PartEdit::Encoding(EncodingKind::PaddedText),
            })
            .reduce(Action::EditPart {
                id: PartId(2),
                edit: PartEdit::PadWidth(12),
            });
        let PartValue::Field { encoding, .. } = &state.inputs.recipe.parts[1].value else {
            panic!()
        };
        assert_eq!(*encoding, Encoding::padded(Pad::left(12)));
        assert_eq!(state.inputs.recipe.parts[0], start().inputs.recipe.parts[0]);
    }

    #[test]
    fn applying_a_fix_replaces_the_recipe() {
        let analysis = analyze(&start().inputs);
        let fix = analysis
            .problems
            .iter()
            .find_map(|p| p.fix.clone())
            .unwrap();
        let state = start().reduce(Action::SetRecipe(fix.spec.clone()));
        assert_eq!(state.inputs.recipe, fix.spec);
    }

    #[test]
    fn switching_data_sources_keeps_the_other_one() {
        let state = start().reduce(Action::SetSampleText("a,b\n1,2\n".into()));
        assert!(
            matches!(&state.inputs.sample, SampleSource::Pasted { text, .. } if text == "a,b\n1,2\n")
        );
        let state = state.reduce(Action::UseGenerated);
        assert_eq!(state.inputs.sample, start().inputs.sample);
        let state = state.reduce(Action::UsePasted);
        assert!(
            matches!(&state.inputs.sample, SampleSource::Pasted { text, .. } if text == "a,b\n1,2\n")
        );
        let state = state.reduce(Action::SetSampleFormat(FormatChoice::Fixed(
            rowkey_core::sample::SampleFormat::Tsv,
        )));
        assert!(matches!(
            &state.inputs.sample,
            SampleSource::Pasted {
                format: FormatChoice::Fixed(_),
                ..
            }
        ));
    }

    #[test]
    fn the_example_paste_shows_the_ambiguity_as_duplicate_keys() {
        let state = start().reduce(Action::UsePasted);
        let analysis = analyze(&state.inputs);
        assert!(analysis.sample.is_ok());
        assert!(analysis.problems.iter().any(|p| p.code == "duplicate-keys"));
    }

    #[test]
    fn editing_the_generator_regenerates() {
        let state = start().reduce(Action::EditGenerator(GenEdit::Rows(10)));
        let SampleSource::Generated { spec } = &state.inputs.sample else {
            panic!()
        };
        assert_eq!(spec.rows, 10);
        let state = state.reduce(Action::EditGenerator(GenEdit::AddColumn(GenKind::Hex)));
        assert_eq!(analyze(&state.inputs).columns.len(), 5);
    }

    #[test]
    fn a_new_split_clears_the_region_filter() {
        let state = start().reduce(Action::FilterRegion(Some(3)));
        assert_eq!(state.region_filter, Some(3));
        let state = state.reduce(Action::SetSplits(SplitSpec::SaltBuckets { buckets: 2 }));
        assert_eq!(state.region_filter, None);
    }
}
