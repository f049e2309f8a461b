//! Synthetic sample settings: row count, seed and the columns with their generators.

use rowkey_core::analysis::editor::{
    GenEdit, GenKind, gen_params, parse_number, parse_seed, set_gen_field,
};
use rowkey_core::generate::GeneratorSpec;
use rowkey_core::i18n::{Lang, fill, ui};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::choice_select::{Choice, choice_select};
use crate::components::text_field::TextField;
use crate::state::Action;

/// Most rows the generator offers.
const MAX_ROWS: u64 = 1_000_000;

/// What the generator's fields keep between renders (the page holds it, so the form needs
/// no component of its own).
pub struct GeneratorFormState {
    /// The kind the "add a column" control adds.
    new_kind: UseStateHandle<GenKind>,
}

/// The state of [`generator_form`]. While the form is not `shown` it goes back to its start
/// (as a form built anew each time it is shown would).
#[hook]
pub fn use_generator_form(shown: bool) -> GeneratorFormState {
    let new_kind = use_state(|| GenKind::Sequence);
    if !shown && *new_kind != GenKind::Sequence {
        new_kind.set(GenKind::Sequence);
    }
    GeneratorFormState { new_kind }
}

/// The generator's fields for `spec`.
pub fn generator_form(
    spec: &GeneratorSpec,
    state: &GeneratorFormState,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    let t = ui(lang);
    let new_kind = &state.new_kind;
    let dispatch = dispatch.clone();
    let send = {
        let dispatch = dispatch.clone();
        move |edit: GenEdit| dispatch.emit(Action::EditGenerator(edit))
    };
    let on_rows = {
        let send = send.clone();
        Callback::from(move |t: String| match parse_number(&t, 1, MAX_ROWS) {
            Ok(n) => {
                send(GenEdit::Rows(usize::try_from(n).unwrap_or(1)));
                None
            }
            Err(e) => Some(e.get(lang).to_owned()),
        })
    };
    let on_seed = {
        let send = send.clone();
        Callback::from(move |t: String| match parse_seed(&t) {
            Ok(n) => {
                send(GenEdit::Seed(n));
                None
            }
            Err(e) => Some(e.get(lang).to_owned()),
        })
    };
    let kind_options: Vec<(AttrValue, AttrValue)> = GenKind::ALL
        .iter()
        .map(|k| (AttrValue::Static(k.key()), AttrValue::Static(k.name(lang))))
        .collect();
    let add = {
        let send = send.clone();
        let kind = **new_kind;
        Callback::from(move |_: MouseEvent| send(GenEdit::AddColumn(kind)))
    };
    let on_new_kind = {
        let new_kind = new_kind.clone();
        Callback::from(move |k: String| {
            if let Some(kind) = GenKind::from_key(&k) {
                new_kind.set(kind);
            }
        })
    };
    html! {
        <div class="generator-form">
            <div class="gen-top">
                <TextField id="gen-rows" label={t.rows} class="narrow" numeric=true testid="gen-rows"
                    value={spec.rows.to_string()} onedit={on_rows} />
                <TextField id="gen-seed" label={t.seed} class="narrow" numeric=true
                    value={spec.seed.to_string()} onedit={on_seed} />
            </div>
            <table class="gen-columns">
                <caption class="visually-hidden">{ t.generated_columns }</caption>
                <thead>
                    <tr><th scope="col">{ t.column }</th><th scope="col">{ t.values }</th><th scope="col">{ t.parameters }</th><th scope="col"><span class="visually-hidden">{ t.remove }</span></th></tr>
                </thead>
                <tbody>
                    for (i, column) in spec.columns.iter().enumerate() {
                        {{
                            let kind = GenKind::of(&column.generator);
                            let on_name = {
                                let send = send.clone();
                                Callback::from(move |e: InputEvent| {
                                    let input: HtmlInputElement = e.target_unchecked_into();
                                    send(GenEdit::Name(i, input.value()));
                                })
                            };
                            let on_kind = {
                                let send = send.clone();
                                Callback::from(move |k: String| {
                                    if let Some(kind) = GenKind::from_key(&k) {
                                        send(GenEdit::Kind(i, kind));
                                    }
                                })
                            };
                            let on_param = |key: &'static str| {
                                let send = send.clone();
                                let spec = spec.clone();
                                Callback::from(move |t: String| match set_gen_field(&spec, i, key, &t) {
                                    Ok(g) => {
                                        send(GenEdit::Generator(i, g));
                                        None
                                    }
                                    Err(e) => Some(e.get(lang).to_owned()),
                                })
                            };
                            let remove = {
                                let send = send.clone();
                                Callback::from(move |_: MouseEvent| send(GenEdit::RemoveColumn(i)))
                            };
                            html! {
                                <tr>
                                    <td>
                                        <label for={format!("gen-name-{i}")} class="visually-hidden">{ fill(t.name_of_column, &[&(i + 1).to_string()]) }</label>
                                        <input id={format!("gen-name-{i}")} type="text" class="name" value={column.name.clone()} oninput={on_name} />
                                    </td>
                                    <td>
                                        { choice_select(Choice { id: format!("gen-kind-{i}").into(), label: fill(t.values_of, &[&column.name]).into(),
                                            options: kind_options.clone(), selected: kind.key().into(), testid: None, hidden_label: true }, on_kind) }
                                    </td>
                                    <td class="gen-params">
                                        for param in gen_params(&column.generator) {
                                            if param.choices.is_empty() {
                                                <TextField id={format!("gen-{}-{i}", param.key)} label={param.label_in(lang)}
                                                    testid={format!("gen-{}", param.key)}
                                                    value={param.value} onedit={on_param(param.key)} />
                                            } else {
                                                { choice_select(Choice { id: format!("gen-{}-{i}", param.key).into(), label: param.label_in(lang).into(),
                                                    testid: Some(format!("gen-{}", param.key).into()),
                                                    options: param.choices_in(lang).into_iter().map(|(k, l)| (AttrValue::Static(k), AttrValue::Static(l))).collect(),
                                                    selected: param.value.into(), hidden_label: false },
                                                    {
                                                        let cb = on_param(param.key);
                                                        Callback::from(move |k: String| { let _ = cb.emit(k); })
                                                    }) }
                                            }
                                        }
                                    </td>
                                    <td>
                                        <button type="button" aria-label={fill(t.remove_named_column, &[&column.name])}
                                            disabled={spec.columns.len() <= 1} onclick={remove}>{ "✕" }</button>
                                    </td>
                                </tr>
                            }
                        }}
                    }
                </tbody>
            </table>
            <div class="gen-add">
                { choice_select(Choice { id: "gen-new-kind".into(), label: t.new_column.into(), options: kind_options.clone(),
                    selected: new_kind.key().into(), testid: None, hidden_label: false }, on_new_kind) }
                <button type="button" onclick={add}>{ t.add_column }</button>
            </div>
        </div>
    }
}
