//! The Data area: paste text (CSV, TSV, HBase scan output, plain keys) with a format picker,
//! load or drop a file, or generate synthetic rows; parse errors inline.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_file::callbacks::{FileReader, read_as_bytes};
use rowkey_core::analysis::{FormatChoice, SampleProblem, SampleSource, SampleSummary};
use rowkey_core::i18n::{Lang, Localize, Localized, fill, ui};
use rowkey_core::sample::{MAX_ANALYSED_BYTES, SampleFormat, decode_utf8, keep_leading};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::choice_select::{Choice, choice_select};
use crate::components::generator_form::{GeneratorFormState, generator_form, use_generator_form};
use crate::components::tab::tab;
use crate::state::Action;

/// What the Data area keeps between renders (the page holds it, so the area needs no
/// component of its own).
pub struct SampleInputState {
    /// The file being read.
    reader: Rc<RefCell<Option<FileReader>>>,
    /// Why the last loaded file was refused (the sample stays as it was), until the next
    /// file or edit.
    file_error: UseStateHandle<Option<Localized>>,
    /// What was left out of the last paste or file (cut to its leading lines by the core),
    /// until the next one.
    cut_notice: UseStateHandle<Option<Localized>>,
    /// The generator's fields' state.
    generator: GeneratorFormState,
}

/// The state of [`sample_input`] showing `source`.
#[hook]
pub fn use_sample_input(source: &SampleSource) -> SampleInputState {
    SampleInputState {
        reader: use_mut_ref(|| None),
        file_error: use_state_eq(|| None::<Localized>),
        cut_notice: use_state_eq(|| None::<Localized>),
        generator: use_generator_form(matches!(source, SampleSource::Generated { .. })),
    }
}

/// Paste, load or generate the sample: the active `source`, and what was read from it
/// (`sample`) or why not.
pub fn sample_input(
    source: &SampleSource,
    sample: &Result<SampleSummary, SampleProblem>,
    state: &SampleInputState,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    let t = ui(lang);
    let SampleInputState {
        reader,
        file_error,
        cut_notice,
        generator,
    } = state;
    let fixed_format = match &source {
        SampleSource::Pasted {
            format: FormatChoice::Fixed(format),
            ..
        } => Some(*format),
        _ => None,
    };
    // New sample text from a paste, typing or a file: the core keeps at most its leading
    // lines up to the page's limit and says what it left out.
    let set_text = {
        let dispatch = dispatch.clone();
        let file_error = file_error.clone();
        let cut_notice = cut_notice.clone();
        Rc::new(move |text: String, format: Option<SampleFormat>| {
            let (kept, notice) = keep_leading(&text, format);
            file_error.set(None);
            cut_notice.set(notice);
            let kept = if kept.len() == text.len() {
                text
            } else {
                kept.to_owned()
            };
            dispatch.emit(Action::SetSampleText(kept));
        })
    };
    let load_file = {
        let reader = reader.clone();
        let file_error = file_error.clone();
        let set_text = set_text.clone();
        Rc::new(move |file: web_sys::File| {
            let set_text = set_text.clone();
            let file_error = file_error.clone();
            // Bytes, decoded by the core: reading as text would silently replace bytes
            // that are not UTF-8.
            let task = read_as_bytes(&gloo_file::File::from(file), move |result| match result {
                Ok(bytes) => match decode_utf8(&bytes) {
                    Ok(text) => set_text(text, fixed_format),
                    Err(e) => file_error.set(Some(e.localized())),
                },
                Err(e) => file_error.set(Some(Localized::from_fn(|l| {
                    fill(ui(l).file_unreadable_sample, &[&e.to_string()])
                }))),
            });
            *reader.borrow_mut() = Some(task);
        })
    };
    let pasted = matches!(source, SampleSource::Pasted { .. });
    let error = sample
        .as_ref()
        .err()
        .map(|e| e.localized().get(lang).to_owned());
    let summary = sample.as_ref().ok().map(|s| s.text.get(lang).to_owned());
    let skipped = skipped_lines(sample, lang);
    let notice = (**cut_notice)
        .clone()
        .or_else(|| sample.as_ref().ok().and_then(|s| s.notice.clone()))
        .map(|n| AttrValue::from(n.get(lang).to_owned()));

    let body = match &source {
        SampleSource::Pasted {
            text,
            format,
            skip_bad_lines,
        } => {
            let detected = sample
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
                let set_text = set_text.clone();
                Callback::from(move |e: InputEvent| {
                    let area: HtmlTextAreaElement = e.target_unchecked_into();
                    set_text(area.value(), fixed_format);
                })
            };
            // A paste over the limit never reaches the text box (the browser takes seconds to
            // lay out megabytes of lines): it replaces the sample with its leading lines.
            let onpaste = {
                let set_text = set_text.clone();
                Callback::from(move |e: Event| {
                    let pasted = e
                        .dyn_ref::<web_sys::ClipboardEvent>()
                        .and_then(web_sys::ClipboardEvent::clipboard_data)
                        .and_then(|data| data.get_data("text/plain").ok());
                    if let Some(text) = pasted.filter(|t| t.len() > MAX_ANALYSED_BYTES) {
                        e.prevent_default();
                        set_text(text, fixed_format);
                    }
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
            let on_skip = {
                let dispatch = dispatch.clone();
                Callback::from(move |e: Event| {
                    let input: HtmlInputElement = e.target_unchecked_into();
                    dispatch.emit(Action::SetSkipBadLines(input.checked()));
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
            let invalid = error.is_some() || file_error.is_some();
            let described = match (file_error.is_some(), error.is_some()) {
                (true, _) => Some("sample-file-error"),
                (false, true) => Some("sample-error"),
                (false, false) => None,
            };
            html! {
                <>
                    <div class="paste-controls">
                        { choice_select(Choice { id: "sample-format".into(), label: t.format.into(), options,
                            selected: selected.into(), testid: Some("sample-format".into()), hidden_label: false }, on_format) }
                        <div class="file-pick file-button">
                            <label for="sample-file">{ t.load_file }</label>
                            <input id="sample-file" type="file" data-testid="sample-file"
                                accept=".csv,.tsv,.txt,text/plain,text/csv" onchange={on_file} />
                        </div>
                        <label class="skip-bad-lines" for="sample-skip-bad-lines">
                            <input id="sample-skip-bad-lines" type="checkbox" data-testid="skip-bad-lines"
                                checked={*skip_bad_lines} onchange={on_skip} />
                            { t.skip_bad_lines }
                        </label>
                    </div>
                    <label for="sample-text" class="area-label">{ t.sample_rows_label }</label>
                    <textarea
                        id="sample-text"
                        data-testid="sample-input"
                        spellcheck="false"
                        rows="10"
                        placeholder={"uid,phone,name\n111,123,iteblog"}
                        aria-invalid={invalid.to_string()}
                        aria-describedby={described}
                        value={text.clone()}
                        {oninput}
                        {onpaste}
                        {ondragover}
                        {ondrop}
                    />
                </>
            }
        }
        SampleSource::Generated { spec } => html! {
            { generator_form(spec, generator, lang, dispatch) }
        },
    };

    html! {
        <div class="sample-input">
            <div class="tabs" role="group" aria-label={t.sample_source}>
                { tab(t.paste_or_load, pasted, "use-pasted", dispatch, Action::UsePasted) }
                { tab(t.generate, !pasted, "use-generated", dispatch, Action::UseGenerated) }
            </div>
            { body }
            if let Some(message) = file_error.as_ref().map(|m| m.get(lang).to_owned()) {
                <p id="sample-file-error" class="field-error" role="alert" data-testid="sample-file-error">{ message }</p>
            }
            if let Some(error) = error {
                <p id="sample-error" class="field-error" role="alert" data-testid="sample-error">{ error }</p>
            }
            if let Some(summary) = summary {
                <p class="summary" data-testid="sample-summary">{ summary }</p>
            }
            { skipped }
            if let Some(notice) = notice {
                <p class="note" role="status" data-testid="sample-notice">{ notice }</p>
            }
        </div>
    }
}

/// The lines the skip mode left out, each with why (its line, column and error), or
/// nothing. The summary lists the first of them and counts the others.
fn skipped_lines(sample: &Result<SampleSummary, SampleProblem>, lang: Lang) -> Html {
    let Some(summary) = sample.as_ref().ok().filter(|s| s.skipped_count > 0) else {
        return Html::default();
    };
    let t = ui(lang);
    let more = summary.skipped_count.saturating_sub(summary.skipped.len());
    html! {
        <div class="skipped-lines" data-testid="sample-skipped">
            <p class="note">{ fill(t.skipped_lines, &[&summary.skipped_count.to_string()]) }</p>
            <ul>
                { for summary.skipped.iter().map(|e| html! {
                    <li>{ e.localized().get(lang).to_owned() }</li>
                }) }
            </ul>
            if more > 0 {
                <p class="note">{ fill(t.skipped_more, &[&more.to_string()]) }</p>
            }
        </div>
    }
}
