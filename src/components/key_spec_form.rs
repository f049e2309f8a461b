//! The key builder: the recipe's parts in key order, each editable, reorderable (buttons or
//! drag and drop) and removable, plus a way to add a part.

use std::rc::Rc;

use rowkey_core::analysis::editor::{PartKind, describe_part};
use rowkey_core::spec::{KeySpec, PartId, PartValue};
use yew::prelude::*;

use crate::components::choice_select::{Choice, choice_select};
use crate::components::key_part_row::{PartRow, key_part_row};
use crate::hooks::{AnalysisRef, use_dispatch, use_lang, use_ui};
use crate::state::Action;

/// Props of [`KeySpecForm`].
#[derive(Properties, PartialEq)]
pub struct KeySpecFormProps {
    /// The recipe.
    pub recipe: KeySpec,
    /// The analysis (columns, per-part errors, colour slots).
    pub analysis: AnalysisRef,
}

/// The list of parts and the "add a part" control.
#[component]
pub fn KeySpecForm(props: &KeySpecFormProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let lang = use_lang();
    let dragging = use_state(|| None::<PartId>);
    let new_kind = use_state(|| PartKind::Column);
    let columns = use_memo(props.analysis.columns.clone(), |c| c.clone());
    let columns: Rc<Vec<String>> = columns;
    let parts: Rc<Vec<(PartId, AttrValue)>> = use_memo(props.recipe.parts.clone(), |parts| {
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

    let add = {
        let dispatch = dispatch.clone();
        let columns = columns.clone();
        let kind = *new_kind;
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
    let count = props.recipe.parts.len();
    html! {
        <div class="key-spec-form">
            if let Some(error) = props.analysis.recipe_error_text() {
                <p class="field-error" data-testid="recipe-error">{ error.get(lang) }</p>
            }
            if count == 0 {
                <p class="empty-note">{ t.no_parts }</p>
            }
            <ol class="parts" data-testid="key-parts">
                for (index, part) in props.recipe.parts.iter().enumerate() {
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
                            columns: &columns,
                            parts: &parts,
                            error: props.analysis.part_error(part.id).map(|e| AttrValue::from(e.get(lang).to_owned())),
                            slot: props.analysis.slot_of(part.id).unwrap_or(0),
                            ondragstart,
                            ondrop,
                        }, lang, &dispatch)
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
