//! The key builder: the recipe's parts in key order, each editable, reorderable (buttons or
//! drag and drop) and removable, plus a way to add a part.

use std::rc::Rc;

use rowkey_core::analysis::editor::{PartKind, describe_part};
use rowkey_core::i18n::{Lang, ui};
use rowkey_core::spec::{KeySpec, PartId, PartValue};
use yew::prelude::*;

use crate::components::choice_select::{Choice, choice_select};
use crate::components::key_part_row::{PartRow, key_part_row};
use crate::hooks::AnalysisRef;
use crate::state::Action;

/// What the key builder keeps between renders (the page holds it, so the builder needs no
/// component of its own).
pub struct KeySpecFormState {
    /// The part being dragged.
    dragging: UseStateHandle<Option<PartId>>,
    /// The kind the "add a part" control adds.
    new_kind: UseStateHandle<PartKind>,
    /// Every source part of the recipe with a short description (for hashes of parts),
    /// worked out again when the parts change.
    parts: Rc<Vec<(PartId, AttrValue)>>,
}

/// The state of [`key_spec_form`] for `recipe`.
#[hook]
pub fn use_key_spec_form(recipe: &KeySpec, lang: Lang) -> KeySpecFormState {
    let dragging = use_state(|| None::<PartId>);
    let new_kind = use_state(|| PartKind::Column);
    let parts: Rc<Vec<(PartId, AttrValue)>> = use_memo(recipe.parts.clone(), |parts| {
        parts
            .iter()
            .enumerate()
            // A hash of parts reads source parts only (the engine refuses derived ones).
            .filter(|(_, p)| matches!(p.value, PartValue::Field { .. } | PartValue::Literal { .. }))
            .map(|(i, p)| {
                (
                    p.id,
                    AttrValue::from(format!("{}: {}", i + 1, describe_part(p).get(lang))),
                )
            })
            .collect()
    });
    KeySpecFormState {
        dragging,
        new_kind,
        parts,
    }
}

/// The list of parts of `recipe` and the "add a part" control; `columns` are the sample's.
pub fn key_spec_form(
    recipe: &KeySpec,
    analysis: &AnalysisRef,
    columns: &Rc<Vec<String>>,
    state: &KeySpecFormState,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    let t = ui(lang);
    let KeySpecFormState {
        dragging,
        new_kind,
        parts,
    } = state;
    let add = {
        let dispatch = dispatch.clone();
        let columns = columns.clone();
        let kind = **new_kind;
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::AddPart {
                kind,
                columns: columns.to_vec(),
            });
        })
    };
    let on_kind = {
        let new_kind = new_kind.clone();
        Callback::from(move |key: String| {
            if let Some(kind) = PartKind::from_key(&key) {
                new_kind.set(kind);
            }
        })
    };
    let count = recipe.parts.len();
    html! {
        <div class="key-spec-form">
            if let Some(error) = analysis.recipe_error_text() {
                <p class="field-error" data-testid="recipe-error">{ error.get(lang) }</p>
            }
            if count == 0 {
                <p class="empty-note">{ t.no_parts }</p>
            }
            <ol class="parts" data-testid="key-parts">
                for (index, part) in recipe.parts.iter().enumerate() {
                    {{
                        let id = part.id;
                        let ondragstart = {
                            let dragging = dragging.clone();
                            Callback::from(move |()| dragging.set(Some(id)))
                        };
                        let ondrop = {
                            let dragging = dragging.clone();
                            let dispatch = dispatch.clone();
                            Callback::from(move |()| {
                                if let Some(from) = *dragging {
                                    if from != id {
                                        dispatch.emit(Action::MovePart { id: from, to: index });
                                    }
                                }
                                dragging.set(None);
                            })
                        };
                        key_part_row(&PartRow {
                            part,
                            index,
                            count,
                            columns,
                            parts,
                            error: analysis.part_error(part.id).map(|e| AttrValue::from(e.get(lang).to_owned())),
                            slot: analysis.slot_of(part.id).unwrap_or(0),
                            ondragstart,
                            ondrop,
                        }, lang, dispatch)
                    }}
                }
            </ol>
            <div class="add-part">
                { choice_select(Choice { id: "new-part-kind".into(), label: t.new_part.into(),
                    options: PartKind::ALL.iter().map(|k| (AttrValue::Static(k.key()), AttrValue::Static(k.name(lang)))).collect(),
                    selected: new_kind.key().into(), testid: Some("new-part-kind".into()), hidden_label: false }, on_kind) }
                <button type="button" data-testid="add-part" onclick={add}>{ t.add_part }</button>
            </div>
        </div>
    }
}
