//! One condition of a query: column, operator and value(s). The row keeps what the user chose
//! and typed; each change is checked by the core and only a valid query is dispatched, else
//! the message shows next to the field at fault.

use std::rc::Rc;

use rowkey_core::analysis::queries::{Field, FieldError, same_condition};
use rowkey_core::analysis::{Condition, OpKind};
use rowkey_core::i18n::fill;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::hooks::{use_lang, use_ui};

/// Props of [`ConditionRow`].
#[derive(Properties, PartialEq)]
pub struct ConditionRowProps {
    /// A prefix for element ids, unique on the page (`q3-c0`).
    pub prefix: AttrValue,
    /// The committed condition.
    pub condition: Condition,
    /// The sample's columns.
    pub columns: Rc<Vec<String>>,
    /// The engine's error for this row, if any.
    #[prop_or_default]
    pub error: Option<FieldError>,
    /// Checks and commits a changed row: `None` when valid (and dispatched), else the error.
    pub oncommit: Callback<Condition, Option<FieldError>>,
    /// Removes the row, when it can be removed.
    #[prop_or_default]
    pub onremove: Option<Callback<()>>,
}

/// Sets one field of a condition from a control's value; `false` when the value means
/// nothing (and the row stays as it is).
type Setter = fn(&mut Condition, String) -> bool;

/// A condition row.
#[component]
pub fn ConditionRow(props: &ConditionRowProps) -> Html {
    let t = use_ui();
    let lang = use_lang();
    let draft = use_state(|| props.condition.clone());
    let local = use_state(|| None::<FieldError>);
    let seen = use_mut_ref(|| props.condition.clone());
    if *seen.borrow() != props.condition {
        // Changed elsewhere (an import, another row's edit): show it.
        *seen.borrow_mut() = props.condition.clone();
        if !same_condition(&draft, &props.condition) {
            draft.set(props.condition.clone());
            local.set(None);
        }
    }
    let change = {
        let draft = draft.clone();
        let local = local.clone();
        let oncommit = props.oncommit.clone();
        move |next: Condition| {
            local.set(oncommit.emit(next.clone()));
            draft.set(next);
        }
    };
    // One handler type for the two selects and one for the two text inputs: each sets one
    // field of the draft (`false` when the value means nothing) and commits the row.
    let edit = |set: Setter| {
        let change = change.clone();
        let current = (*draft).clone();
        move |value: String| {
            let mut next = current.clone();
            if set(&mut next, value) {
                change(next);
            }
        }
    };
    let on_select = |set: Setter| {
        let edit = edit(set);
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            edit(select.value());
        })
    };
    let on_text = |set: Setter| {
        let edit = edit(set);
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            edit(input.value());
        })
    };
    let on_column = on_select(|c, value| {
        c.column = value;
        true
    });
    let on_op = on_select(|c, value| OpKind::from_key(&value).map(|op| c.op = op).is_some());
    let on_value = on_text(|c, value| {
        c.value = value;
        true
    });
    let on_high = on_text(|c, value| {
        c.high = value;
        true
    });
    let d = &*draft;
    let error = (*local).clone().or_else(|| {
        same_condition(d, &props.condition)
            .then(|| props.error.clone())
            .flatten()
    });
    let error_on = |field: Field| error.as_ref().filter(|e| e.field == field);
    let id = |what: &str| format!("{}-{what}", props.prefix);
    let error_html = |field: Field| -> Html {
        match error_on(field) {
            Some(e) => html! {
                <p id={id(&format!("{field:?}-error"))} class="field-error" data-testid="field-error">{ e.message.get(lang) }</p>
            },
            None => html! {},
        }
    };
    let described = |field: Field| error_on(field).map(|_| id(&format!("{field:?}-error")));
    let invalid = |field: Field| error_on(field).is_some().to_string();
    let missing = !props.columns.contains(&d.column);
    let column_label = if d.op == OpKind::Latest {
        t.by_column_group
    } else {
        t.column
    };
    html! {
        <div class="condition-row" data-testid="condition">
            <div class="field">
                <label for={id("column")}>{ column_label }</label>
                <select id={id("column")} data-testid="cond-column" onchange={on_column}
                    aria-invalid={invalid(Field::Column)} aria-describedby={described(Field::Column)}>
                    if missing {
                        <option value={d.column.clone()} selected=true>{ fill(t.not_in_sample, &[&d.column]) }</option>
                    }
                    for column in props.columns.iter() {
                        <option key={column.clone()} value={column.clone()} selected={*column == d.column} translate="no">{ column }</option>
                    }
                </select>
                { error_html(Field::Column) }
            </div>
            <div class="field">
                <label for={id("op")}>{ t.operator }</label>
                <select id={id("op")} data-testid="cond-op" onchange={on_op}>
                    for op in OpKind::ALL {
                        <option key={op.key()} value={op.key()} selected={*op == d.op}>{ op.name(lang) }</option>
                    }
                </select>
            </div>
            <div class="field value">
                <label for={id("value")}>{ d.op.value_name(lang) }</label>
                <input id={id("value")} type="text" class="mono" spellcheck="false" autocomplete="off"
                    inputmode={(d.op == OpKind::Latest).then_some("numeric")}
                    data-testid="cond-value" value={d.value.clone()} oninput={on_value}
                    aria-invalid={invalid(Field::Value)} aria-describedby={described(Field::Value)} />
                { error_html(Field::Value) }
            </div>
            if d.op.two_values() {
                <div class="field value">
                    <label for={id("high")}>{ t.to_included }</label>
                    <input id={id("high")} type="text" class="mono" spellcheck="false" autocomplete="off"
                        data-testid="cond-high" value={d.high.clone()} oninput={on_high}
                        aria-invalid={invalid(Field::High)} aria-describedby={described(Field::High)} />
                    { error_html(Field::High) }
                </div>
            }
            if let Some(onremove) = &props.onremove {
                <button type="button" class="remove" data-testid="cond-remove" aria-label={t.remove_condition}
                    onclick={onremove.reform(|_: MouseEvent| ())}>{ "×" }</button>
            }
        </div>
    }
}
