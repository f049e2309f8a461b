//! The page state: the user's inputs ([`rowkey_core::analysis::Inputs`]) plus a few UI-only
//! choices. Everything shown is derived from it by the core; the reducer is pure.

mod history;

use std::mem::discriminant;
use std::rc::Rc;

use rowkey_core::analysis::editor::{
    GenEdit, PartEdit, PartKind, apply_edit, apply_gen_edit, new_part,
};
use rowkey_core::analysis::{
    Arrival, FormatChoice, Inputs, SampleSource, Sizing, Summary, ViewFilter,
    recipe_for_pasted_keys,
};
use rowkey_core::design::Design;
use rowkey_core::generate::GeneratorSpec;
use rowkey_core::i18n::{Lang, Localized, ui};
use rowkey_core::layout::Layout;
use rowkey_core::lint::Fix;
use rowkey_core::persist::{LessonRef, Restored};
use rowkey_core::plan::Query;
use rowkey_core::presets::{Area as PageArea, Preset, Variant, lookup};
use rowkey_core::spec::{KeySpec, PartId};
use rowkey_core::split::SplitSpec;
use yew::Reducible;

pub use history::{Field, History, MAX_STEPS, Snapshot};

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

/// The teaching preset on show: which case, which of its designs, and the guided tour's
/// current point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The preset's id (see [`rowkey_core::presets::catalogue`]).
    pub preset: &'static str,
    /// The variant's id (`before`, `after`, `design`, ...).
    pub variant: &'static str,
    /// The tour's current "what to look for" point (an index into the variant's notices),
    /// while the tour runs.
    pub step: Option<usize>,
}

impl Lesson {
    /// The preset and variant this lesson shows.
    #[must_use]
    pub fn find(&self) -> Option<(&'static Preset, &'static Variant)> {
        let preset = lookup(self.preset)?;
        Some((preset, preset.variant(self.variant)?))
    }

    /// The lesson as it is saved in the link and the autosave, with the page's language
    /// `lang` (a link opens in the language it was made in).
    #[must_use]
    pub fn saved(&self, lang: Lang) -> LessonRef {
        LessonRef {
            preset: self.preset.to_owned(),
            variant: self.variant.to_owned(),
            step: self.step.and_then(|s| u32::try_from(s).ok()),
            lang: Some(lang),
        }
    }
}

/// The "before" design's analysis, as the page showed it when the tour ended on the fix
/// (its region chart and balance are compared with the "after" design's). Compared by
/// pointer.
#[derive(Clone, Debug)]
pub struct FixBefore(pub Rc<Summary>);

impl PartialEq for FixBefore {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The page's colour theme (not part of the design; kept apart from undo).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

impl Theme {
    /// Every theme, in the order the switch lists them.
    pub const ALL: [Self; 3] = [Self::System, Self::Light, Self::Dark];

    /// The value of the root element's `data-theme` (and of the stored choice): empty for
    /// the system's.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_playground::state::Theme;
    /// assert_eq!(Theme::from_attribute(Theme::Dark.attribute()), Theme::Dark);
    /// assert_eq!(Theme::from_attribute("sepia"), Theme::System);
    /// ```
    #[must_use]
    pub const fn attribute(self) -> &'static str {
        match self {
            Self::System => "",
            Self::Light => "light",
            Self::Dark => "dark",
        }
    }

    /// The theme a stored value names (the system's for anything else).
    #[must_use]
    pub fn from_attribute(value: &str) -> Self {
        Self::ALL
            .into_iter()
            .find(|t| t.attribute() == value)
            .unwrap_or_default()
    }
}

/// A query's identity on the page (stable while queries are added and removed; not saved).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct QueryId(pub u32);

/// Everything the user typed or chose.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// The inputs of the analysis (shared, so the analysis hook can compare cheaply).
    pub inputs: Rc<Inputs>,
    /// The sample source that is not active, kept so switching back restores it.
    pub stash: Option<SampleSource>,
    /// Show only this region's keys in the sorted view.
    pub region_filter: Option<usize>,
    /// Show only the keys inside this query's ranges (never together with a region filter).
    pub query_filter: Option<QueryId>,
    /// Bars or heatmap.
    pub chart: ChartView,
    /// One id per query of `inputs.queries`, in the same order.
    pub query_ids: Vec<QueryId>,
    /// The next query id to hand out.
    pub next_query_id: u32,
    /// A message for the top of the page (a link that could not be opened), until dismissed.
    pub notice: Option<Localized>,
    /// Whether the address bar holds a broken link that must stay until the notice is seen.
    pub hold_link: bool,
    /// Undo and redo of design edits.
    pub history: History,
    /// The page's language (not part of the design; kept apart from undo).
    pub lang: Lang,
    /// The teaching preset on show, if one was opened from the gallery.
    pub lesson: Option<Lesson>,
    /// Whether the preset gallery is open.
    pub gallery_open: bool,
    /// Presentation mode: large type; while the tour runs, only the lesson and its area.
    pub presenting: bool,
    /// The colour theme.
    pub theme: Theme,
    /// The "before" design's regions, kept when a lesson's tour ends on its fix, to show beside
    /// the "after" design's (until the design changes again).
    pub fix: Option<FixBefore>,
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
        let count = u32::try_from(inputs.queries.len()).unwrap_or(u32::MAX);
        Self {
            inputs: Rc::new(inputs),
            stash: None,
            region_filter: None,
            query_filter: None,
            chart: ChartView::Bars,
            query_ids: (0..count).map(QueryId).collect(),
            next_query_id: count,
            notice: None,
            hold_link: false,
            history: History::default(),
            lang: Lang::default(),
            lesson: None,
            gallery_open: false,
            presenting: false,
            theme: Theme::System,
            fix: None,
        }
    }

    /// The state to show on load, from [`rowkey_core::persist::restore`]'s decision: its
    /// inputs, and its lesson at the same tour point, with the chart that point is about. A
    /// lesson whose preset or variant is not in the gallery is left out, and so is a tour point
    /// the variant does not have (the tour is then not running); `restore` has already
    /// dropped them ([`LessonRef::known`]). The lesson is not an undo step.
    #[must_use]
    pub fn restored(restored: Restored) -> Self {
        let mut state = Self {
            notice: restored.message,
            hold_link: restored.broken_link,
            ..Self::from_inputs(restored.inputs)
        };
        let found = restored.lesson.as_ref().and_then(|l| Some((l, l.find()?)));
        if let Some((saved, (preset, variant))) = found {
            let point = saved.step.and_then(|s| {
                let s = usize::try_from(s).ok()?;
                Some((s, variant.notice.get(s)?))
            });
            state.lesson = Some(Lesson {
                preset: preset.id,
                variant: variant.id,
                step: point.map(|(s, _)| s),
            });
            if let Some((_, notice)) = point {
                state.chart = chart_for(notice.area, state.chart);
            }
        }
        state
    }

    /// What the sorted view shows: a region, a query's keys, or everything.
    #[must_use]
    pub fn view_filter(&self) -> ViewFilter {
        if let Some(id) = self.query_filter {
            return self
                .query_index(id)
                .map_or(ViewFilter::All, ViewFilter::Query);
        }
        ViewFilter::from(self.region_filter)
    }

    /// The position of a query in `inputs.queries`.
    #[must_use]
    pub fn query_index(&self, id: QueryId) -> Option<usize> {
        self.query_ids.iter().position(|q| *q == id)
    }

    /// What the user designed now (an undo step).
    #[must_use]
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            inputs: Rc::clone(&self.inputs),
            stash: self.stash.clone(),
            query_ids: self.query_ids.clone(),
            lesson: self.lesson,
        }
    }

    /// Whether the effect may write the current design into the address bar (not while a
    /// broken link waits for its notice to be dismissed).
    #[must_use]
    pub fn may_write_link(&self) -> bool {
        !self.hold_link
    }

    /// The imported live layout, while the pre-split is still its boundaries (it is part of
    /// the inputs: saved in the link and the autosave, and undone with them).
    #[must_use]
    pub fn live_layout(&self) -> Option<&Layout> {
        self.inputs.live_layout()
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
    /// Replace the whole recipe.
    SetRecipe(KeySpec),
    /// A lint's one-click fix: its recipe, and the pre-split that goes with it if it has
    /// one, as one step.
    ApplyFix(Fix),
    /// New pasted text (switches to pasted data if generated data was shown).
    SetSampleText(String),
    /// How to read the pasted text.
    SetSampleFormat(FormatChoice),
    /// Leave out the pasted lines that cannot be read (and list them), or stop at the first.
    SetSkipBadLines(bool),
    /// Show pasted data.
    UsePasted,
    /// Show generated data.
    UseGenerated,
    /// Change the generator.
    EditGenerator(GenEdit),
    /// Change the pre-split.
    SetSplits(SplitSpec),
    /// Use a live table's region boundaries as the pre-split (one undoable step), and show
    /// its sizes and request counts beside the sample's.
    ImportLayout(Rc<Layout>),
    /// Change the arrival order.
    SetArrival(Arrival),
    /// Change the projected table size.
    SetSizing(Sizing),
    /// Rename the table (a valid HBase table name: `rowkey_core::analysis::names`).
    SetTableName(String),
    /// Rename the column family (a valid HBase family name).
    SetFamilyName(String),
    /// Filter the sorted view to one region (or show all).
    FilterRegion(Option<usize>),
    /// Bars or heatmap.
    ShowChart(ChartView),
    /// Append a query.
    AddQuery(Query),
    /// Replace a query (already checked).
    EditQuery {
        /// The query.
        id: QueryId,
        /// Its new form.
        query: Query,
    },
    /// Remove a query.
    RemoveQuery(QueryId),
    /// Filter the sorted view to a query's keys (or show all).
    FilterQuery(Option<QueryId>),
    /// Replace the recipe, splits, queries, table and family with an imported design, and the
    /// sample and arrival order with its own when it has them (an exported file).
    ImportDesign(Design),
    /// Hide the notice at the top (and let the address bar follow the design again).
    DismissNotice,
    /// Go back one design edit.
    Undo,
    /// Redo the design edit last undone.
    Redo,
    /// Show the page in this language.
    SetLang(Lang),
    /// Open or close the preset gallery.
    ShowGallery(bool),
    /// Turn presentation mode on or off.
    Present(bool),
    /// Show the page in this colour theme.
    SetTheme(Theme),
    /// Load a preset's variant (its design, generated sample and arrival order) and show its
    /// lesson; the tour, if running, stays at the same point.
    OpenPreset {
        /// The preset's id.
        preset: &'static str,
        /// The variant's id.
        variant: &'static str,
    },
    /// Hide the lesson (the design stays).
    CloseLesson,
    /// Go to a point of the guided tour (`None` ends the tour).
    Guide(Option<usize>),
    /// End the tour of a lesson's "before" design on its fix: open the "after" design and
    /// keep the "before" design's regions to compare.
    ShowFix(FixBefore),
}

/// How an action counts for undo.
enum Step {
    /// Not a design edit (a filter, the chart, the notice).
    None,
    /// A design edit of its own.
    Edit,
    /// Typing in a field: consecutive edits of the same field make one step.
    Typing(Field),
}

impl Action {
    fn step(&self) -> Step {
        match self {
            Self::FilterRegion(_)
            | Self::ShowChart(_)
            | Self::FilterQuery(_)
            | Self::DismissNotice
            | Self::SetLang(_)
            | Self::ShowGallery(_)
            | Self::Present(_)
            | Self::SetTheme(_)
            | Self::CloseLesson
            | Self::Guide(_)
            | Self::Undo
            | Self::Redo => Step::None,
            Self::EditPart { id, edit } => Step::Typing(Field::Part(*id, discriminant(edit))),
            Self::SetSampleText(_) => Step::Typing(Field::SampleText),
            Self::EditGenerator(edit) => Step::Typing(Field::Generator(discriminant(edit))),
            Self::SetSplits(splits) => Step::Typing(Field::Splits(discriminant(splits))),
            Self::SetSizing(_) => Step::Typing(Field::Sizing),
            Self::SetTableName(_) => Step::Typing(Field::TableName),
            Self::SetFamilyName(_) => Step::Typing(Field::FamilyName),
            Self::EditQuery { id, .. } => Step::Typing(Field::Query(*id)),
            Self::AddPart { .. }
            | Self::RemovePart(_)
            | Self::MovePart { .. }
            | Self::SetRecipe(_)
            | Self::ApplyFix(_)
            | Self::SetSampleFormat(_)
            | Self::SetSkipBadLines(_)
            | Self::UsePasted
            | Self::UseGenerated
            | Self::SetArrival(_)
            | Self::AddQuery(_)
            | Self::RemoveQuery(_)
            | Self::ImportDesign(_)
            | Self::ImportLayout(_)
            | Self::OpenPreset { .. }
            | Self::ShowFix(_) => Step::Edit,
        }
    }
}

/// The action a key press asks for, if any:
///
/// * Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo, except inside a text field, where
///   the browser's own text undo applies;
/// * while the guided tour is at point `tour_step`, the right and left arrows go to the next
///   and previous point, except inside a form control (where arrows move the caret or the
///   choice).
///
/// # Examples
///
/// ```
/// use rowkey_playground::state::{shortcut, Action, Key};
/// let key = |key| Key { key, ctrl_or_cmd: false, shift: false, in_text_field: false, in_form_control: false };
/// assert!(matches!(shortcut(&key("ArrowRight"), Some(2)), Some(Action::Guide(Some(3)))));
/// assert!(shortcut(&key("ArrowLeft"), Some(0)).is_none());
/// assert!(shortcut(&key("ArrowRight"), None).is_none());
/// ```
#[must_use]
pub fn shortcut(key: &Key<'_>, tour_step: Option<usize>) -> Option<Action> {
    if key.ctrl_or_cmd {
        if key.in_text_field {
            return None;
        }
        return match (key.key.to_ascii_lowercase().as_str(), key.shift) {
            ("z", false) => Some(Action::Undo),
            ("z", true) | ("y", false) => Some(Action::Redo),
            _ => None,
        };
    }
    let step = tour_step.filter(|_| !key.shift && !key.in_form_control)?;
    match key.key {
        "ArrowRight" => Some(Action::Guide(Some(step + 1))),
        "ArrowLeft" => step.checked_sub(1).map(|s| Action::Guide(Some(s))),
        _ => None,
    }
}

/// A key press, as [`shortcut`] reads it.
#[derive(Clone, Copy, Debug)]
pub struct Key<'a> {
    /// `KeyboardEvent.key`.
    pub key: &'a str,
    /// Ctrl (or Cmd on a Mac) is held.
    pub ctrl_or_cmd: bool,
    /// Shift is held.
    pub shift: bool,
    /// The focus is in a field that takes text (its own undo applies).
    pub in_text_field: bool,
    /// The focus is in any form control (a field, a select, a slider).
    pub in_form_control: bool,
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
        let new_sample = matches!(
            action,
            Action::SetSampleText(_) | Action::SetSampleFormat(_) | Action::UsePasted
        );
        let step = action.step();
        let shows_fix = matches!(action, Action::ShowFix(_));
        let before = Rc::clone(&self);
        let mut next = self.apply(action);
        // The comparison lasts while the fixed design is on show.
        if next.fix.is_some() && !shows_fix && !Rc::ptr_eq(&next.inputs, &before.inputs) {
            Rc::make_mut(&mut next).fix = None;
        }
        let field = match step {
            Step::None => return next,
            Step::Edit => None,
            Step::Typing(field) => Some(field),
        };
        if Rc::ptr_eq(&next.inputs, &before.inputs) {
            return next;
        }
        Rc::make_mut(&mut next).history = before.history.recorded(before.snapshot(), field);
        if new_sample {
            next = next.key_pasted_keys();
        }
        next
    }
}

impl State {
    /// A pasted key list or scan output that the recipe cannot read (it names columns the
    /// sample lacks) opens with "the pasted key, as is" as its recipe
    /// ([`recipe_for_pasted_keys`]): an undo step of its own, so that undo brings back the
    /// recipe and keeps the paste.
    fn key_pasted_keys(self: Rc<Self>) -> Rc<Self> {
        let SampleSource::Pasted { text, format, .. } = &self.inputs.sample else {
            return self;
        };
        let Some(recipe) = recipe_for_pasted_keys(&self.inputs.recipe, text, *format) else {
            return self;
        };
        let before = Rc::clone(&self);
        let mut next = self.with_inputs(Inputs {
            recipe,
            ..(*self.inputs).clone()
        });
        let said = |lang| ui(lang).pasted_keys_recipe;
        let state = Rc::make_mut(&mut next);
        state.history = before.history.recorded(before.snapshot(), None);
        state.notice = Some(Localized::new(said(Lang::En), said(Lang::Zh)));
        next
    }
}

impl State {
    /// Goes to `snapshot` with `history`, dropping filters that no longer apply.
    fn restore(&self, snapshot: &Snapshot, history: History) -> Self {
        let same_splits = snapshot.inputs.splits == self.inputs.splits;
        let query_filter = self
            .query_filter
            .filter(|id| snapshot.query_ids.contains(id));
        Self {
            inputs: Rc::clone(&snapshot.inputs),
            stash: snapshot.stash.clone(),
            query_ids: snapshot.query_ids.clone(),
            lesson: snapshot.lesson,
            region_filter: self.region_filter.filter(|_| same_splits),
            query_filter,
            history,
            ..self.clone()
        }
    }

    fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        match action {
            Action::Undo => match self.history.undone(self.snapshot()) {
                Some((back, history)) => Rc::new(self.restore(&back, history)),
                None => self,
            },
            Action::Redo => match self.history.redone(self.snapshot()) {
                Some((forward, history)) => Rc::new(self.restore(&forward, history)),
                None => self,
            },
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
            Action::ApplyFix(Fix { spec, splits, .. }) => {
                let now = (*self.inputs).clone();
                let splits = splits.unwrap_or(now.splits.clone());
                // A fix that brings its own split points leaves the live table behind.
                let live = now.live.clone().filter(|l| l.split_spec() == splits);
                self.with_inputs(Inputs {
                    recipe: spec,
                    splits,
                    live,
                    ..now
                })
            }
            Action::SetSampleText(text) => {
                let (format, skip_bad_lines) = match (&self.inputs.sample, &self.stash) {
                    (
                        SampleSource::Pasted {
                            format,
                            skip_bad_lines,
                            ..
                        },
                        _,
                    )
                    | (
                        _,
                        Some(SampleSource::Pasted {
                            format,
                            skip_bad_lines,
                            ..
                        }),
                    ) => (*format, *skip_bad_lines),
                    _ => (FormatChoice::Auto, false),
                };
                let pasted = SampleSource::Pasted {
                    text,
                    format,
                    skip_bad_lines,
                };
                self.switch_sample(pasted)
            }
            Action::SetSampleFormat(choice) => match &self.inputs.sample {
                SampleSource::Pasted {
                    text,
                    skip_bad_lines,
                    ..
                } => self.with_inputs(Inputs {
                    sample: SampleSource::Pasted {
                        text: text.clone(),
                        format: choice,
                        skip_bad_lines: *skip_bad_lines,
                    },
                    ..(*self.inputs).clone()
                }),
                SampleSource::Generated { .. } => self,
            },
            Action::SetSkipBadLines(skip) => match &self.inputs.sample {
                SampleSource::Pasted { text, format, .. } => self.with_inputs(Inputs {
                    sample: SampleSource::Pasted {
                        text: text.clone(),
                        format: *format,
                        skip_bad_lines: skip,
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
                    skip_bad_lines: false,
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
                // Other split points are another table: the imported layout no longer holds.
                let live = self
                    .inputs
                    .live
                    .clone()
                    .filter(|l| l.split_spec() == splits);
                let next = self.with_inputs(Inputs {
                    splits,
                    live,
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
            Action::ImportLayout(layout) => {
                let next = self.with_inputs(Inputs {
                    splits: layout.split_spec(),
                    live: Some((*layout).clone()),
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
            Action::SetTableName(table) => self.with_inputs(Inputs {
                table,
                ..(*self.inputs).clone()
            }),
            Action::SetFamilyName(family) => self.with_inputs(Inputs {
                family,
                ..(*self.inputs).clone()
            }),
            Action::FilterRegion(filter) if filter == self.region_filter => self,
            Action::FilterRegion(region_filter) => Rc::new(Self {
                region_filter,
                query_filter: None,
                ..(*self).clone()
            }),
            Action::ShowChart(chart) if chart == self.chart => self,
            Action::ShowChart(chart) => Rc::new(Self {
                chart,
                ..(*self).clone()
            }),
            Action::AddQuery(query) => {
                let mut next = (*self).clone();
                let mut inputs = (*self.inputs).clone();
                inputs.queries.push(query);
                next.inputs = Rc::new(inputs);
                next.query_ids.push(QueryId(next.next_query_id));
                next.next_query_id = next.next_query_id.saturating_add(1);
                Rc::new(next)
            }
            Action::EditQuery { id, query } => match self.query_index(id) {
                Some(i) if self.inputs.queries.get(i) != Some(&query) => {
                    let mut inputs = (*self.inputs).clone();
                    inputs.queries[i] = query;
                    self.with_inputs(inputs)
                }
                _ => self,
            },
            Action::RemoveQuery(id) => match self.query_index(id) {
                Some(i) => {
                    let mut next = (*self).clone();
                    let mut inputs = (*self.inputs).clone();
                    inputs.queries.remove(i);
                    next.inputs = Rc::new(inputs);
                    next.query_ids.remove(i);
                    if next.query_filter == Some(id) {
                        next.query_filter = None;
                    }
                    Rc::new(next)
                }
                None => self,
            },
            Action::FilterQuery(filter) if filter == self.query_filter => self,
            Action::FilterQuery(query_filter) => Rc::new(Self {
                query_filter,
                region_filter: None,
                ..(*self).clone()
            }),
            Action::ImportDesign(design) => {
                let inputs = self.inputs.with_design(design);
                if inputs == *self.inputs {
                    return self;
                }
                Rc::new(Self {
                    // A file's sample of the other kind: the current one can be switched back to.
                    stash: self.stash_for(&inputs.sample),
                    chart: self.chart,
                    notice: self.notice.clone(),
                    hold_link: self.hold_link,
                    lang: self.lang,
                    presenting: self.presenting,
                    theme: self.theme,
                    ..Self::from_inputs(inputs)
                })
            }
            Action::Present(presenting) if presenting == self.presenting => self,
            Action::Present(presenting) => Rc::new(Self {
                presenting,
                ..(*self).clone()
            }),
            Action::SetTheme(theme) if theme == self.theme => self,
            Action::SetTheme(theme) => Rc::new(Self {
                theme,
                ..(*self).clone()
            }),
            Action::ShowGallery(open) if open == self.gallery_open => self,
            Action::ShowGallery(gallery_open) => Rc::new(Self {
                gallery_open,
                ..(*self).clone()
            }),
            Action::OpenPreset { preset, variant } => self.open_preset(preset, variant),
            Action::CloseLesson if self.lesson.is_none() => self,
            Action::CloseLesson => Rc::new(Self {
                lesson: None,
                fix: None,
                ..(*self).clone()
            }),
            Action::Guide(step) => self.guide(step),
            Action::ShowFix(before) => match self.lesson {
                Some(lesson) => {
                    let mut next = self.open_preset(lesson.preset, "after");
                    let state = Rc::make_mut(&mut next);
                    state.fix = Some(before);
                    if let Some(lesson) = &mut state.lesson {
                        lesson.step = None;
                    }
                    next
                }
                None => self,
            },
            Action::SetLang(lang) if lang == self.lang => self,
            Action::SetLang(lang) => Rc::new(Self {
                lang,
                ..(*self).clone()
            }),
            Action::DismissNotice if self.notice.is_none() && !self.hold_link => self,
            Action::DismissNotice => Rc::new(Self {
                notice: None,
                hold_link: false,
                ..(*self).clone()
            }),
        }
    }
}

impl State {
    /// Shows a preset's variant: its inputs replace the design (one undoable step), the
    /// filters are cleared, and the tour keeps its point if the variant has one there.
    fn open_preset(self: Rc<Self>, preset_id: &str, variant_id: &str) -> Rc<Self> {
        let Some(found) = lookup(preset_id) else {
            return self;
        };
        let Some(variant) = found.variant(variant_id) else {
            return self;
        };
        let step = self
            .lesson
            .filter(|l| l.preset == found.id)
            .and_then(|l| l.step)
            .map(|s| s.min(variant.notice.len().saturating_sub(1)));
        let lesson = Lesson {
            preset: found.id,
            variant: variant.id,
            step,
        };
        let chart = step
            .and_then(|s| variant.notice.get(s))
            .map_or(self.chart, |n| chart_for(n.area, self.chart));
        Rc::new(Self {
            stash: None,
            notice: self.notice.clone(),
            hold_link: self.hold_link,
            lang: self.lang,
            presenting: self.presenting,
            theme: self.theme,
            lesson: Some(lesson),
            chart,
            ..Self::from_inputs(variant.inputs_in(self.lang))
        })
    }

    /// Moves the guided tour to `step` (or ends it), showing the chart the point is about.
    fn guide(self: Rc<Self>, step: Option<usize>) -> Rc<Self> {
        let Some(lesson) = self.lesson else {
            return self;
        };
        let Some((_, variant)) = lesson.find() else {
            return self;
        };
        if step.is_some_and(|s| s >= variant.notice.len()) || step == lesson.step {
            return self;
        }
        let chart = step
            .and_then(|s| variant.notice.get(s))
            .map_or(self.chart, |n| chart_for(n.area, self.chart));
        Rc::new(Self {
            lesson: Some(Lesson { step, ..lesson }),
            chart,
            ..(*self).clone()
        })
    }

    /// The page area the tour's current point is about, if the tour runs.
    #[must_use]
    pub fn spotlight(&self) -> Option<PageArea> {
        let lesson = self.lesson?;
        let step = lesson.step?;
        let (_, variant) = lesson.find()?;
        variant.notice.get(step).map(|n| n.area)
    }

    /// The queries the tour's current point talks about ([`Notice::queries`]), in page
    /// order, found by the name the page shows (in either language); none when the tour
    /// does not run or its point names no query on show.
    ///
    /// [`Notice::queries`]: rowkey_core::presets::Notice::queries
    #[must_use]
    pub fn tour_queries(&self) -> Vec<QueryId> {
        let notice = self
            .lesson
            .and_then(|lesson| Some((lesson.find()?.1, lesson.step?)))
            .and_then(|(variant, step)| variant.notice.get(step));
        let Some(notice) = notice else {
            return Vec::new();
        };
        self.query_ids
            .iter()
            .zip(&self.inputs.queries)
            .filter(|(_, query)| notice.names(&query.name))
            .map(|(id, _)| *id)
            .collect()
    }

    /// Makes `source` the active sample; the one it replaces is stashed if it is of the
    /// other kind.
    fn switch_sample(self: Rc<Self>, source: SampleSource) -> Rc<Self> {
        if source == self.inputs.sample {
            return self;
        }
        let stash = self.stash_for(&source);
        Rc::new(Self {
            inputs: Rc::new(Inputs {
                sample: source,
                ..(*self.inputs).clone()
            }),
            stash,
            ..(*self).clone()
        })
    }

    /// The stash once `source` is shown: the current sample when `source` is of the other
    /// kind (pasted or generated), so that switching back restores it; else the same.
    fn stash_for(&self, source: &SampleSource) -> Option<SampleSource> {
        let same_kind = matches!(
            (source, &self.inputs.sample),
            (SampleSource::Pasted { .. }, SampleSource::Pasted { .. })
                | (
                    SampleSource::Generated { .. },
                    SampleSource::Generated { .. }
                )
        );
        if same_kind {
            self.stash.clone()
        } else {
            Some(self.inputs.sample.clone())
        }
    }
}

/// The chart a tour point about `area` needs: the heatmap for write patterns, the bars for
/// regions, and whatever is shown for other areas.
fn chart_for(area: PageArea, current: ChartView) -> ChartView {
    match area {
        PageArea::Heatmap => ChartView::Heatmap,
        PageArea::Regions => ChartView::Bars,
        _ => current,
    }
}

#[cfg(test)]
mod tests {
    use rowkey_core::analysis::analyze;
    use rowkey_core::analysis::editor::{EncodingKind, GenKind};
    use rowkey_core::spec::{Encoding, KeyPart, Pad, PartValue};

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
        let state = start().reduce(Action::ApplyFix(fix.clone()));
        assert_eq!(state.inputs.recipe, fix.spec);
        assert_eq!(state.inputs.splits, start().inputs.splits);
    }

    #[test]
    fn a_fix_that_salts_the_key_brings_its_pre_split_in_one_step() {
        use rowkey_core::lint::LintCode;
        let mut inputs = (*start().inputs).clone();
        // A key led by a steadily rising number, on splits for those numbers.
        inputs.recipe = KeySpec::new(vec![KeyPart::column(1, "uid")]);
        inputs.splits = SplitSpec::Explicit {
            splits: vec!["1000".into()],
        };
        inputs.sample = SampleSource::Pasted {
            text: "uid,name\n1001,a\n1002,b\n1003,c\n1004,d\n1005,e\n1006,f\n".into(),
            format: FormatChoice::Auto,
            skip_bad_lines: false,
        };
        let analysis = analyze(&inputs);
        let fix = analysis
            .problems
            .iter()
            .find(|p| p.code == LintCode::MonotonicLeadingPart.as_str())
            .and_then(|p| p.fix.clone())
            .unwrap_or_else(|| {
                panic!(
                    "{:?}",
                    analysis
                        .problems
                        .iter()
                        .map(|p| (p.code, p.fix.is_some()))
                        .collect::<Vec<_>>()
                )
            });
        let state = start().reduce(Action::SetRecipe(inputs.recipe.clone()));
        let before = state.inputs.clone();
        let state = state.reduce(Action::ApplyFix(fix.clone()));
        assert_eq!(state.inputs.recipe, fix.spec);
        assert_eq!(state.inputs.splits, SplitSpec::SaltBuckets { buckets: 8 });
        assert_eq!(state.reduce(Action::Undo).inputs, before);
    }

    /// The paste of issue 17.
    const ISSUE_17_KEYS: &str =
        "\\x00\\x00\\x00\\x01\n\\x00\\x00\\x00\\x0A\n\\xFF\\xFF\nabc\n10\n2\n";

    /// The keys of the state's analysis in HBase byte order, as the sorted view prints them.
    fn sorted_keys(state: &State) -> Vec<String> {
        let analysis = analyze(&state.inputs);
        (0..analysis.row_count())
            .filter_map(|i| analysis.row_view(i).map(|r| r.text))
            .collect()
    }

    #[test]
    fn a_pasted_key_list_opens_keyed_by_the_pasted_key_and_undo_brings_the_recipe_back() {
        let seed = start();
        let state = seed
            .clone()
            .reduce(Action::SetSampleText(ISSUE_17_KEYS.into()));
        assert_eq!(state.inputs.recipe, KeySpec::pasted_key());
        // Said at the top of the page, without holding the address bar.
        assert!(
            state
                .notice
                .as_ref()
                .is_some_and(|n| n.en.contains("Undo brings back"))
        );
        assert!(state.may_write_link());
        assert_eq!(
            sorted_keys(&state),
            [
                r"\x00\x00\x00\x01",
                r"\x00\x00\x00\x0A",
                "10",
                "2",
                "abc",
                r"\xFF\xFF"
            ]
        );
        // Undo: the recipe comes back, the paste stays; undo again: the sample too.
        let undone = state.clone().reduce(Action::Undo);
        assert_eq!(undone.inputs.recipe, seed.inputs.recipe);
        assert!(
            matches!(&undone.inputs.sample, SampleSource::Pasted { text, .. } if text == ISSUE_17_KEYS)
        );
        let undone = undone.reduce(Action::Undo);
        assert_eq!(undone.inputs, seed.inputs);
        let seed = start();
        // Typing more keys keeps the recipe; a recipe that reads the key column is kept.
        let state = state.reduce(Action::SetSampleText(format!("{ISSUE_17_KEYS}zz\n")));
        assert_eq!(state.inputs.recipe, KeySpec::pasted_key());
        let row = KeySpec::new(vec![KeyPart::column(1, "ROW")]);
        let state = seed
            .reduce(Action::SetRecipe(row.clone()))
            .reduce(Action::SetSampleText(ISSUE_17_KEYS.into()));
        assert_eq!(state.inputs.recipe, row);
    }

    #[test]
    fn scan_output_opens_keyed_by_the_pasted_key_and_csv_keeps_the_recipe() {
        let scan = "ROW   COLUMN+CELL\n \\x00\\x01   column=d:n, timestamp=1, value=1\n abc   column=d:n, timestamp=2, value=2\n";
        let state = start().reduce(Action::SetSampleText(scan.into()));
        assert_eq!(state.inputs.recipe, KeySpec::pasted_key());
        assert_eq!(sorted_keys(&state), [r"\x00\x01", "abc"]);
        // A recipe on a scan column is kept.
        let dn = KeySpec::new(vec![KeyPart::column(1, "d:n")]);
        let state = start()
            .reduce(Action::SetRecipe(dn.clone()))
            .reduce(Action::SetSampleText(scan.into()));
        assert_eq!(state.inputs.recipe, dn);
        // CSV, and a first line still being typed, keep the recipe.
        for text in ["uid,phone,name\n1,2,3\n", "uid"] {
            let state = start().reduce(Action::SetSampleText(text.into()));
            assert_eq!(state.inputs.recipe, start().inputs.recipe);
        }
        // A one-column text whose first line names a column the recipe reads is a CSV with
        // that header (issue 31 item 15): the recipe stays. Choosing "one key per line" for
        // it keys it by the pasted key.
        let state = start().reduce(Action::SetSampleText("uid\n1\n".into()));
        assert_eq!(state.inputs.recipe, start().inputs.recipe);
        let state = state.reduce(Action::SetSampleFormat(FormatChoice::Fixed(
            rowkey_core::sample::SampleFormat::PlainKeys,
        )));
        assert_eq!(state.inputs.recipe, KeySpec::pasted_key());
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
    fn skip_bad_lines_stays_with_the_pasted_sample() {
        let skipping = |state: &State| match &state.inputs.sample {
            SampleSource::Pasted { skip_bad_lines, .. } => Some(*skip_bad_lines),
            SampleSource::Generated { .. } => None,
        };
        // Generated data has no such option.
        assert_eq!(
            skipping(&start().reduce(Action::SetSkipBadLines(true))),
            None
        );
        let state = start()
            .reduce(Action::SetSampleText("a,b\n1\n2,3\n".into()))
            .reduce(Action::SetSkipBadLines(true));
        assert_eq!(skipping(&state), Some(true));
        let analysis = analyze(&state.inputs);
        assert_eq!(analysis.sample.as_ref().unwrap().skipped.len(), 1);
        // Kept through edits of the text and the format, and a trip to generated data.
        let state = state
            .reduce(Action::SetSampleText("a,b\n1\n".into()))
            .reduce(Action::SetSampleFormat(FormatChoice::Auto))
            .reduce(Action::UseGenerated)
            .reduce(Action::UsePasted);
        assert_eq!(skipping(&state), Some(true));
        let state = state.reduce(Action::SetSkipBadLines(false));
        assert_eq!(skipping(&state), Some(false));
        assert!(analyze(&state.inputs).sample.is_err());
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

    #[test]
    fn importing_a_live_layout_is_one_undoable_step() {
        let layout =
            rowkey_core::layout::parse_layout("Total number of splits = 3\n1000\n2000\\x00\n")
                .unwrap();
        let typed = |t: &str| SplitSpec::Explicit {
            splits: vec![t.to_owned()],
        };
        let state = start()
            .reduce(Action::SetSplits(typed("5")))
            .reduce(Action::SetSplits(typed("50")))
            .reduce(Action::FilterRegion(Some(1)));
        let imported = state.reduce(Action::ImportLayout(Rc::new(layout)));
        assert_eq!(
            imported.inputs.splits,
            SplitSpec::Explicit {
                splits: vec!["1000".into(), "2000\\x00".into()]
            }
        );
        assert_eq!(imported.region_filter, None);
        assert_eq!(imported.live_layout().map(|l| l.regions.len()), Some(3));
        // One undo goes back to the typed splits, not into the middle of the typing.
        let undone = Rc::clone(&imported).reduce(Action::Undo);
        assert_eq!(undone.inputs.splits, typed("50"));
        assert!(undone.live_layout().is_none());
        let redone = undone.reduce(Action::Redo);
        assert_eq!(redone.inputs.splits, imported.inputs.splits);
        assert!(redone.live_layout().is_some());
        // The layout is part of the design: a link (and so the autosave) brings it back.
        let link = rowkey_core::persist::share(&redone.inputs, None);
        let reloaded = State::restored(rowkey_core::persist::restore(&link.fragment, None));
        assert_eq!(reloaded.live_layout(), redone.live_layout());
        // Editing the splits afterwards hides the live numbers, and drops the layout.
        let edited = redone.reduce(Action::SetSplits(typed("7")));
        assert!(edited.live_layout().is_none());
        assert!(edited.inputs.live.is_none());
    }

    fn query_names(state: &State) -> Vec<String> {
        state
            .inputs
            .queries
            .iter()
            .map(|q| q.name.clone())
            .collect()
    }

    #[test]
    fn queries_are_added_edited_and_removed_by_id() {
        use rowkey_core::plan::Predicate;
        let state = start();
        assert_eq!(state.query_ids, [QueryId(0), QueryId(1), QueryId(2)]);
        let state = state.reduce(Action::AddQuery(
            Query::new("by name").with(Predicate::eq("name", "ann")),
        ));
        assert_eq!(state.query_ids.last(), Some(&QueryId(3)));
        let state = state.reduce(Action::RemoveQuery(QueryId(1)));
        assert_eq!(query_names(&state), ["uid and phone", "phone", "by name"]);
        assert_eq!(state.query_ids, [QueryId(0), QueryId(2), QueryId(3)]);
        // A new query never reuses a live id.
        let state = state.reduce(Action::AddQuery(Query::new("all")));
        assert_eq!(state.query_ids.last(), Some(&QueryId(4)));
        let edited = Query::new("phone").with(Predicate::starts_with("phone", "160"));
        let state = state.reduce(Action::EditQuery {
            id: QueryId(2),
            query: edited.clone(),
        });
        assert_eq!(state.inputs.queries[1], edited);
        // Editing or removing a query that is gone changes nothing.
        let same = Rc::clone(&state).reduce(Action::RemoveQuery(QueryId(1)));
        assert!(Rc::ptr_eq(&same, &state));
        let same = Rc::clone(&state).reduce(Action::EditQuery {
            id: QueryId(2),
            query: edited,
        });
        assert!(Rc::ptr_eq(&same, &state));
    }

    #[test]
    fn the_query_and_region_filters_exclude_each_other() {
        let state = start().reduce(Action::FilterRegion(Some(2)));
        let state = state.reduce(Action::FilterQuery(Some(QueryId(1))));
        assert_eq!(state.region_filter, None);
        assert_eq!(state.view_filter(), ViewFilter::Query(1));
        let state = state.reduce(Action::FilterRegion(Some(0)));
        assert_eq!(state.query_filter, None);
        assert_eq!(state.view_filter(), ViewFilter::Region(0));
        // Removing the filtered query clears the filter.
        let state = state
            .reduce(Action::FilterQuery(Some(QueryId(2))))
            .reduce(Action::RemoveQuery(QueryId(0)));
        assert_eq!(state.view_filter(), ViewFilter::Query(1));
        let state = state.reduce(Action::RemoveQuery(QueryId(2)));
        assert_eq!(
            (state.query_filter, state.view_filter()),
            (None, ViewFilter::All)
        );
    }

    #[test]
    fn importing_a_design_keeps_the_sample() {
        let state = start().reduce(Action::SetSampleText("uid,phone,name\n1,2,3\n".into()));
        let mut design = Inputs::seed_000().design();
        design.table = "calls".into();
        design.queries.truncate(1);
        let state = state.reduce(Action::ImportDesign(design));
        assert_eq!(state.inputs.table, "calls");
        assert_eq!(state.query_ids, [QueryId(0)]);
        assert!(matches!(state.inputs.sample, SampleSource::Pasted { .. }));
        assert!(state.stash.is_some());
    }

    #[test]
    fn importing_an_exported_file_brings_its_sample_back_and_one_undo_takes_it_back() {
        use rowkey_core::persist::{export_design, read_design};
        let pasted = start()
            .reduce(Action::SetSampleText("uid,phone,name\n1,2,3\n".into()))
            .reduce(Action::SetArrival(Arrival::column("uid")));
        let json = export_design(&pasted.inputs);
        let changed = Rc::clone(&pasted).reduce(Action::SetSampleText("k\n9\n".into()));
        let imported =
            Rc::clone(&changed).reduce(Action::ImportDesign(read_design(&json).unwrap()));
        assert_eq!(imported.inputs, pasted.inputs);
        let undone = Rc::clone(&imported).reduce(Action::Undo);
        assert_eq!(undone.inputs, changed.inputs);
        // A generated sample from the file: the paste can be switched back to.
        let json = export_design(&Inputs::seed_000());
        let generated = imported.reduce(Action::ImportDesign(read_design(&json).unwrap()));
        assert_eq!(generated.inputs.sample, Inputs::seed_000().sample);
        let back = generated.reduce(Action::UsePasted);
        assert_eq!(back.inputs.sample, pasted.inputs.sample);
    }

    #[test]
    fn typing_a_table_name_is_one_undo_step_and_goes_into_the_design() {
        let typed = start()
            .reduce(Action::SetTableName("o".into()))
            .reduce(Action::SetTableName("orders".into()))
            .reduce(Action::SetFamilyName("d".into()));
        assert_eq!(
            (
                typed.inputs.design().table.as_str(),
                typed.inputs.design().family.as_str()
            ),
            ("orders", "d")
        );
        let undone = Rc::clone(&typed).reduce(Action::Undo);
        assert_eq!(
            (undone.inputs.table.as_str(), undone.inputs.family.as_str()),
            ("orders", "cf")
        );
        let undone = undone.reduce(Action::Undo);
        assert_eq!(undone.inputs.table, "t");
    }

    #[test]
    fn a_broken_link_holds_the_address_bar_until_its_notice_is_dismissed() {
        use rowkey_core::persist::restore;
        let state = Rc::new(State::restored(restore("#d1.broken*", None)));
        assert!(
            state
                .notice
                .as_ref()
                .is_some_and(|n| n.en.starts_with("This link could not be opened"))
        );
        assert!(!state.may_write_link());
        // Editing the design does not release it; dismissing does.
        let state = state.reduce(Action::SetSizing(Sizing {
            table_rows: 5,
            value_bytes_per_row: 5,
        }));
        assert!(!state.may_write_link());
        let state = state.reduce(Action::DismissNotice);
        assert!(state.may_write_link() && state.notice.is_none());
        let again = Rc::clone(&state).reduce(Action::DismissNotice);
        assert!(Rc::ptr_eq(&again, &state));
        // A good start writes the link at once.
        assert!(State::restored(restore("", None)).may_write_link());
    }

    fn sized(rows: u64) -> Action {
        Action::SetSizing(Sizing {
            table_rows: rows,
            value_bytes_per_row: 10,
        })
    }

    #[test]
    fn sixty_edits_undo_fifty_then_redo() {
        let mut states = vec![start()];
        for i in 1..=60 {
            let last = Rc::clone(&states[states.len() - 1]);
            states.push(last.reduce(Action::AddQuery(Query::new(&format!("q{i}")))));
        }
        let mut state = Rc::clone(&states[60]);
        for _ in 0..50 {
            assert!(state.history.can_undo());
            state = state.reduce(Action::Undo);
        }
        assert_eq!(*state.inputs, *states[10].inputs);
        assert_eq!(state.query_ids, states[10].query_ids);
        for _ in 0..50 {
            state = state.reduce(Action::Redo);
        }
        assert_eq!(*state.inputs, *states[60].inputs);
        assert!(!state.history.can_redo());
        let same = Rc::clone(&state).reduce(Action::Redo);
        assert!(Rc::ptr_eq(&same, &state));
    }

    #[test]
    fn undo_keeps_at_most_max_steps_and_stops() {
        let mut state = start();
        for i in 0..MAX_STEPS + 20 {
            state = state.reduce(Action::AddQuery(Query::new(&format!("q{i}"))));
        }
        let mut undone = 0;
        while state.history.can_undo() {
            state = state.reduce(Action::Undo);
            undone += 1;
        }
        assert_eq!(undone, MAX_STEPS);
        assert_eq!(state.inputs.queries.len(), 3 + 20);
        let same = Rc::clone(&state).reduce(Action::Undo);
        assert!(Rc::ptr_eq(&same, &state));
    }

    #[test]
    fn typing_in_one_field_is_one_step_and_ui_choices_are_none() {
        let state = start().reduce(Action::UsePasted);
        // CSV typed from scratch (a one-column text would read as a key list and open
        // keyed by the pasted key, a step of its own).
        let state = ["u", "ui", "uid", "uid,n", "uid,n\n1,2"]
            .into_iter()
            .fold(state, |s, text| {
                s.reduce(Action::SetSampleText(text.into()))
            });
        let state = state
            .reduce(Action::FilterRegion(Some(1)))
            .reduce(Action::ShowChart(ChartView::Heatmap))
            .reduce(sized(5))
            .reduce(sized(50));
        let state = state.reduce(Action::Undo);
        assert_eq!(state.inputs.sizing, Sizing::default());
        assert_eq!(state.chart, ChartView::Heatmap, "UI choices are not undone");
        let state = state.reduce(Action::Undo);
        assert!(matches!(
            &state.inputs.sample,
            SampleSource::Pasted { text, .. } if text == EXAMPLE_PASTE
        ));
        let state = state.reduce(Action::Undo);
        assert!(matches!(
            state.inputs.sample,
            SampleSource::Generated { .. }
        ));
        assert!(!state.history.can_undo());
        // A new edit after an undo clears the redo steps.
        let state = state.reduce(Action::Redo).reduce(sized(7));
        assert!(!state.history.can_redo());
    }

    #[test]
    fn undo_brings_back_a_removed_query_with_its_id() {
        let state = start().reduce(Action::FilterQuery(Some(QueryId(1))));
        let state = state.reduce(Action::RemoveQuery(QueryId(1)));
        assert_eq!(state.query_ids, [QueryId(0), QueryId(2)]);
        let state = state.reduce(Action::Undo);
        assert_eq!(state.query_ids, [QueryId(0), QueryId(1), QueryId(2)]);
        assert_eq!(state.inputs.queries.len(), 3);
        let state = state.reduce(Action::AddQuery(Query::new("x")));
        assert_eq!(state.query_ids.last(), Some(&QueryId(3)));
    }

    #[test]
    fn a_huge_paste_keeps_fewer_steps_rather_than_all_memory() {
        let huge = "k\n".repeat(17 * 1024 * 1024);
        let mut state = start().reduce(Action::SetSampleText(huge));
        for i in 0..5 {
            state = state.reduce(Action::AddQuery(Query::new(&format!("q{i}"))));
        }
        let mut undone = 0;
        while state.history.can_undo() {
            state = state.reduce(Action::Undo);
            undone += 1;
        }
        // 34 MiB a step, 64 MiB kept: one step.
        assert_eq!(undone, 1);
    }

    fn press(key: &str, ctrl_or_cmd: bool, shift: bool, in_field: bool) -> Key<'_> {
        Key {
            key,
            ctrl_or_cmd,
            shift,
            in_text_field: in_field,
            in_form_control: in_field,
        }
    }

    #[test]
    fn shortcuts_leave_text_fields_alone() {
        let undo = |key, ctrl, shift, field| shortcut(&press(key, ctrl, shift, field), None);
        assert_eq!(undo("z", true, false, false), Some(Action::Undo));
        assert_eq!(undo("Z", true, true, false), Some(Action::Redo));
        assert_eq!(undo("y", true, false, false), Some(Action::Redo));
        assert_eq!(undo("z", true, false, true), None);
        assert_eq!(undo("z", false, false, false), None);
        assert_eq!(undo("x", true, false, false), None);
    }

    #[test]
    fn arrows_step_a_running_tour_outside_form_controls() {
        let arrow = |key, field, step| shortcut(&press(key, false, false, field), step);
        assert_eq!(
            arrow("ArrowRight", false, Some(0)),
            Some(Action::Guide(Some(1)))
        );
        assert_eq!(
            arrow("ArrowLeft", false, Some(2)),
            Some(Action::Guide(Some(1)))
        );
        assert_eq!(arrow("ArrowLeft", false, Some(0)), None);
        assert_eq!(
            arrow("ArrowRight", false, None),
            None,
            "no tour: the page scrolls"
        );
        assert_eq!(
            arrow("ArrowRight", true, Some(0)),
            None,
            "a select or a field keeps it"
        );
        let with_ctrl = shortcut(&press("ArrowRight", true, false, false), Some(0));
        assert_eq!(with_ctrl, None);
        // Past the last point the reducer keeps the tour where it is.
        let state = start()
            .reduce(Action::OpenPreset {
                preset: "unpadded-numbers",
                variant: "before",
            })
            .reduce(Action::Guide(Some(0)));
        let last = state.lesson.unwrap().find().unwrap().1.notice.len() - 1;
        let at_end = state.reduce(Action::Guide(Some(last)));
        let past = Rc::clone(&at_end).reduce(Action::Guide(Some(last + 1)));
        assert_eq!(past.lesson.unwrap().step, Some(last));
    }

    #[test]
    fn opening_a_preset_shows_its_design_and_undo_takes_it_back() {
        let state = start().reduce(Action::ShowGallery(true));
        assert!(state.gallery_open);
        let state = state.reduce(Action::OpenPreset {
            preset: "unpadded-numbers",
            variant: "before",
        });
        let variant = &lookup("unpadded-numbers").unwrap().variants[0];
        assert_eq!(*state.inputs, variant.inputs_in(Lang::En));
        assert_eq!(state.query_ids.len(), variant.design.queries.len());
        assert!(!state.gallery_open, "the gallery closes on a choice");
        let lesson = state.lesson.unwrap();
        assert_eq!(
            (lesson.preset, lesson.variant, lesson.step),
            ("unpadded-numbers", "before", None)
        );

        let flipped = Rc::clone(&state).reduce(Action::OpenPreset {
            preset: "unpadded-numbers",
            variant: "after",
        });
        assert_eq!(flipped.lesson.unwrap().variant, "after");
        let back = flipped.reduce(Action::Undo);
        assert_eq!(back.lesson.unwrap().variant, "before");
        assert_eq!(back.inputs, state.inputs);
        let first = back.reduce(Action::Undo);
        assert_eq!(first.lesson, None);
        assert_eq!(*first.inputs, Inputs::default());
    }

    #[test]
    fn an_unknown_preset_or_variant_changes_nothing() {
        let state = start();
        let same = Rc::clone(&state).reduce(Action::OpenPreset {
            preset: "no-such",
            variant: "before",
        });
        assert!(Rc::ptr_eq(&state, &same));
        let same = Rc::clone(&state).reduce(Action::OpenPreset {
            preset: "unpadded-numbers",
            variant: "sideways",
        });
        assert!(Rc::ptr_eq(&state, &same));
        let same = Rc::clone(&state).reduce(Action::Guide(Some(0)));
        assert!(Rc::ptr_eq(&state, &same), "no lesson, no tour");
    }

    #[test]
    fn the_tour_walks_the_points_shows_the_right_chart_and_keeps_its_place_on_a_flip() {
        let state = start().reduce(Action::OpenPreset {
            preset: "time-first-hash-prefix",
            variant: "before",
        });
        let (_, variant) = state.lesson.unwrap().find().unwrap();
        let heat = variant
            .notice
            .iter()
            .position(|n| n.area == PageArea::Heatmap)
            .expect("the time-first preset points at the heatmap");
        let state = state.reduce(Action::Guide(Some(heat)));
        assert_eq!(state.lesson.unwrap().step, Some(heat));
        assert_eq!(state.spotlight(), Some(PageArea::Heatmap));
        assert_eq!(state.chart, ChartView::Heatmap);
        // Past the last point: no change.
        let same = Rc::clone(&state).reduce(Action::Guide(Some(variant.notice.len())));
        assert!(Rc::ptr_eq(&state, &same));
        // The tour is not a design edit.
        assert!(state.history.can_undo());
        let flipped = state.reduce(Action::OpenPreset {
            preset: "time-first-hash-prefix",
            variant: "after",
        });
        let (_, after) = flipped.lesson.unwrap().find().unwrap();
        let step = flipped.lesson.unwrap().step.unwrap();
        assert!(step < after.notice.len());
        let ended = flipped.reduce(Action::Guide(None));
        assert_eq!(ended.spotlight(), None);
        let closed = ended.reduce(Action::CloseLesson);
        assert_eq!(closed.lesson, None);
    }

    #[test]
    fn the_language_is_a_view_choice_not_a_design_edit() {
        let state = start().reduce(Action::SetLang(Lang::Zh));
        assert_eq!(state.lang, Lang::Zh);
        assert!(!state.history.can_undo());
        let same = Rc::clone(&state).reduce(Action::SetLang(Lang::Zh));
        assert!(Rc::ptr_eq(&state, &same));
        let imported = state.reduce(Action::ImportDesign(Inputs::default().design()));
        assert_eq!(imported.lang, Lang::Zh);
    }
}

#[cfg(test)]
mod persistence_tests {
    use rowkey_core::analysis::editor::HashInputKind;
    use rowkey_core::persist::{Origin, autosave, restore, share};
    use rowkey_core::spec::HashInput;

    use super::*;

    /// The lesson on show at its tour point, as a trainer's link or the autosave holds it.
    fn in_a_lesson(preset: &'static str, variant: &'static str, step: usize) -> Rc<State> {
        Rc::new(State::default())
            .reduce(Action::OpenPreset { preset, variant })
            .reduce(Action::Guide(Some(step)))
    }

    #[test]
    fn a_lesson_link_opens_the_same_lesson_at_the_same_point() {
        let variant = lookup("time-first-hash-prefix")
            .unwrap()
            .variant("after")
            .unwrap();
        let heat = variant
            .notice
            .iter()
            .position(|n| n.area == PageArea::Heatmap)
            .expect("the time-first preset points at the heatmap");
        let trainer = in_a_lesson("time-first-hash-prefix", "after", heat);
        assert_eq!(trainer.chart, ChartView::Heatmap);
        let saved = trainer.lesson.map(|l| l.saved(Lang::En));
        let link = share(&trainer.inputs, saved.as_ref()).fragment;
        for restored in [
            restore(&link, None),
            restore("", Some(&autosave(&trainer.inputs, saved.as_ref()))),
        ] {
            let student = State::restored(restored);
            assert_eq!(student.inputs, trainer.inputs);
            assert_eq!(student.lesson, trainer.lesson);
            // The point's chart, and nothing to undo yet.
            assert_eq!(student.spotlight(), Some(PageArea::Heatmap));
            assert_eq!(student.chart, ChartView::Heatmap);
            assert!(!student.history.can_undo());
        }
        // Closed, the lesson is no longer saved: the link is the one without a lesson.
        let closed = trainer.reduce(Action::CloseLesson);
        assert_eq!(closed.lesson, None);
        let link = share(&closed.inputs, None).fragment;
        assert_eq!(State::restored(restore(&link, None)).lesson, None);
    }

    #[test]
    fn a_restored_lesson_drops_what_the_gallery_does_not_have() {
        let design = Inputs {
            table: "mine".into(),
            ..Inputs::seed_000()
        };
        let open = |preset: &str, variant: &str, step| {
            let saved = LessonRef {
                preset: preset.into(),
                variant: variant.into(),
                step,
                lang: None,
            };
            State::restored(restore(&share(&design, Some(&saved)).fragment, None))
        };
        for unknown in [
            open("no-such", "before", Some(0)),
            open("unpadded-numbers", "sideways", None),
        ] {
            assert_eq!(*unknown.inputs, design, "the design still opens");
            assert_eq!((unknown.lesson, unknown.notice.clone()), (None, None));
            assert!(unknown.may_write_link());
        }
        let past = open("unpadded-numbers", "before", Some(99));
        assert_eq!(*past.inputs, design);
        assert_eq!(
            past.lesson,
            Some(Lesson {
                preset: "unpadded-numbers",
                variant: "before",
                step: None
            })
        );
        assert_eq!(past.spotlight(), None);
        // Also when the restored lesson was not checked by `restore`.
        let unchecked = State::restored(Restored {
            lesson: Some(LessonRef {
                preset: "unpadded-numbers".into(),
                variant: "before".into(),
                step: Some(99),
                lang: None,
            }),
            ..restore("", None)
        });
        assert_eq!(unchecked.lesson, past.lesson);
    }

    #[test]
    fn undo_and_redo_bring_back_the_lesson_of_their_step() {
        let state = in_a_lesson("unpadded-numbers", "before", 1);
        let edited = state.reduce(Action::AddPart {
            kind: PartKind::Literal,
            columns: Vec::new(),
        });
        let closed = edited.reduce(Action::CloseLesson);
        assert_eq!(closed.lesson, None);
        let undone = Rc::clone(&closed).reduce(Action::Undo);
        let lesson = undone.lesson.expect("the lesson of the step undone to");
        assert_eq!(
            (lesson.preset, lesson.variant, lesson.step),
            ("unpadded-numbers", "before", Some(1))
        );
        // Redo goes back to the edit as it was when undo was pressed: the lesson closed.
        let redone = undone.reduce(Action::Redo);
        assert_eq!(redone.inputs, closed.inputs);
        assert_eq!(redone.lesson, None);
    }

    /// Found by the round-trip property test (`persist_props.rs`): removing a part that an
    /// md5 part hashes leaves a recipe the page shows with an error; the link and the autosave
    /// used to refuse it on reload, so the whole design was lost.
    #[test]
    fn a_recipe_left_invalid_by_removing_a_hashed_part_survives_a_reload() {
        let columns = vec!["uid".to_owned(), "phone".to_owned(), "name".to_owned()];
        let state = Rc::new(State::default()).reduce(Action::AddPart {
            kind: PartKind::Md5,
            columns: columns.clone(),
        });
        let md5 = state.inputs.recipe.parts.last().expect("the md5 part").id;
        let state = state.reduce(Action::EditPart {
            id: md5,
            edit: PartEdit::HashInput(HashInputKind::Parts, columns),
        });
        let state = state.reduce(Action::EditPart {
            id: md5,
            edit: PartEdit::HashedPart(PartId(1), true),
        });
        let hashed = state
            .inputs
            .recipe
            .part(md5)
            .and_then(|p| p.value.hash_input().cloned());
        assert!(
            matches!(&hashed, Some(HashInput::Parts(ids)) if ids.contains(&PartId(1))),
            "{hashed:?}"
        );
        let state = state.reduce(Action::RemovePart(PartId(1)));
        assert!(state.inputs.recipe.validate().is_err(), "the page holds it");
        let link = restore(&share(&state.inputs, None).fragment, None);
        assert_eq!((link.origin, &link.inputs), (Origin::Link, &*state.inputs));
        let saved = restore("", Some(&autosave(&state.inputs, None)));
        assert_eq!(
            (saved.origin, &saved.inputs),
            (Origin::Autosave, &*state.inputs)
        );
    }
}
