//! The sample text area, with its parse error shown inline.

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Props of [`SampleInput`].
#[derive(Properties, PartialEq)]
pub struct SampleInputProps {
    /// The text as the user typed it.
    pub text: String,
    /// The parse error to show next to the field, if any.
    pub error: Option<String>,
    /// Called with the new text on every edit.
    pub onchange: Callback<String>,
}

/// A textarea for pasted CSV (header row first).
#[component]
pub fn SampleInput(props: &SampleInputProps) -> Html {
    let oninput = {
        let onchange = props.onchange.clone();
        Callback::from(move |e: InputEvent| {
            let area: HtmlTextAreaElement = e.target_unchecked_into();
            onchange.emit(area.value());
        })
    };
    let invalid = props.error.is_some();
    html! {
        <div class="sample-input">
            <label for="sample-text">{ "Sample rows (CSV with a header row)" }</label>
            <textarea
                id="sample-text"
                data-testid="sample-input"
                spellcheck="false"
                rows="12"
                aria-invalid={invalid.to_string()}
                aria-describedby={invalid.then_some("sample-error")}
                value={props.text.clone()}
                {oninput}
            />
            if let Some(error) = &props.error {
                <p id="sample-error" class="field-error" role="alert" data-testid="sample-error">{ error }</p>
            }
        </div>
    }
}
