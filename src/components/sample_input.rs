//! The Data area: paste text (CSV, TSV, HBase scan output, plain keys) with a format picker,
//! load or drop a file, or generate synthetic rows; parse errors inline.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_file::callbacks::{FileReader, read_as_text};
use rowkey_core::analysis::{FormatChoice, SampleProblem, SampleSource, SampleSummary};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::choice_select::ChoiceSelect;
use crate::components::generator_form::GeneratorForm;
use crate::hooks::{use_dispatch, use_lang};
use crate::state::Action;

/// Props of [`SampleInput`].
#[derive(Properties, PartialEq)]
pub struct SampleInputProps {
    /// The active sample source.
    pub source: SampleSource,
    /// What was read, or why not.
    pub sample: Result<SampleSummary, SampleProblem>,
}

/// Paste, load or generate the sample.
#[component]
pub fn SampleInput(props: &SampleInputProps) -> Html {
    let dispatch = use_dispatch();
    let lang = use_lang();
    let reader: Rc<RefCell<Option<FileReader>>> = use_mut_ref(|| None);
    let load_file = {
        let dispatch = dispatch.clone();
        let reader = reader.clone();
        Rc::new(move |file: web_sys::File| {
            let dispatch = dispatch.clone();
            let task = read_as_text(&gloo_file::File::from(file), move |result| {
                if let Ok(text) = result {
                    dispatch.emit(Action::SetSampleText(text));
                }
            });
            *reader.borrow_mut() = Some(task);
        })
    };
    let pasted = matches!(props.source, SampleSource::Pasted { .. });
    let tab = |label: &'static str, active: bool, action: Action, testid: &'static str| {
        let dispatch = dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()));
        html! {
            <button type="button" class="tab" aria-pressed={active.to_string()} data-testid={testid} {onclick}>{ label }</button>
        }
    };
    let error = props
        .sample
        .as_ref()
        .err()
        .map(|e| e.localized().get(lang).to_owned());
    let summary = props
        .sample
        .as_ref()
        .ok()
        .map(|s| s.text.get(lang).to_owned());

    let body = match &props.source {
        SampleSource::Pasted { text, format } => {
            let detected = props
                .sample
                .as_ref()
                .ok()
                .filter(|s| s.detected)
                .and_then(|s| s.format);
            let options: Vec<(AttrValue, AttrValue)> = FormatChoice::ALL
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let label = match (c, detected) {
                        (FormatChoice::Auto, Some(f)) => {
                            format!("{} ({})", c.name(lang), FormatChoice::Fixed(f).name(lang))
                        }
                        _ => c.name(lang),
                    };
                    (AttrValue::from(i.to_string()), AttrValue::from(label))
                })
                .collect();
            let selected = FormatChoice::ALL
                .iter()
                .position(|c| c == format)
                .unwrap_or(0)
                .to_string();
            let on_format = {
                let dispatch = dispatch.clone();
                Callback::from(move |key: String| {
                    if let Some(choice) = key
                        .parse::<usize>()
                        .ok()
                        .and_then(|i| FormatChoice::ALL.get(i))
                    {
                        dispatch.emit(Action::SetSampleFormat(*choice));
                    }
                })
            };
            let oninput = {
                let dispatch = dispatch.clone();
                Callback::from(move |e: InputEvent| {
                    let area: HtmlTextAreaElement = e.target_unchecked_into();
                    dispatch.emit(Action::SetSampleText(area.value()));
                })
            };
            let on_file = {
                let load_file = load_file.clone();
                Callback::from(move |e: Event| {
                    let input: HtmlInputElement = e.target_unchecked_into();
                    if let Some(file) = input.files().and_then(|files| files.get(0)) {
                        load_file(file);
                    }
                    input.set_value("");
                })
            };
            let ondragover = Callback::from(|e: DragEvent| e.prevent_default());
            let ondrop = {
                let load_file = load_file.clone();
                Callback::from(move |e: DragEvent| {
                    let file = e
                        .data_transfer()
                        .and_then(|dt| dt.files())
                        .and_then(|files| files.get(0));
                    if let Some(file) = file {
                        e.prevent_default();
                        load_file(file);
                    }
                })
            };
            let invalid = error.is_some();
            html! {
                <>
                    <div class="paste-controls">
                        <ChoiceSelect id="sample-format" label="Format" testid="sample-format"
                            {options} {selected} onchange={on_format} />
                        <div class="file-pick">
                            <label for="sample-file">{ "Load a file" }</label>
                            <input id="sample-file" type="file" data-testid="sample-file"
                                accept=".csv,.tsv,.txt,text/plain,text/csv" onchange={on_file} />
                        </div>
                    </div>
                    <label for="sample-text" class="area-label">{ "Sample rows (paste here or drop a file)" }</label>
                    <textarea
                        id="sample-text"
                        data-testid="sample-input"
                        spellcheck="false"
                        rows="10"
                        placeholder="uid,phone,name&#10;111,123,iteblog"
                        aria-invalid={invalid.to_string()}
                        aria-describedby={invalid.then_some("sample-error")}
                        value={text.clone()}
                        {oninput}
                        {ondragover}
                        {ondrop}
                    />
                </>
            }
        }
        SampleSource::Generated { spec } => html! {
            <GeneratorForm spec={spec.clone()} />
        },
    };

    html! {
        <div class="sample-input">
            <div class="tabs" role="group" aria-label="Where the sample comes from">
                { tab("Paste or load", pasted, Action::UsePasted, "use-pasted") }
                { tab("Generate", !pasted, Action::UseGenerated, "use-generated") }
            </div>
            { body }
            if let Some(error) = error {
                <p id="sample-error" class="field-error" role="alert" data-testid="sample-error">{ error }</p>
            }
            if let Some(summary) = summary {
                <p class="summary" data-testid="sample-summary">{ summary }</p>
            }
        </div>
    }
}
