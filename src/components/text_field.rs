//! A text input that keeps what the user typed, parses it at the edge and shows why it is
//! invalid right next to it. Only valid values leave the field.

use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`TextField`].
#[derive(Properties, PartialEq)]
pub struct TextFieldProps {
    /// The input's id (its error gets `{id}-error`).
    pub id: AttrValue,
    /// The visible label.
    pub label: AttrValue,
    /// The committed value, as text. When it changes from outside, the field shows it.
    pub value: AttrValue,
    /// Parses and commits the text: `None` when valid (and dispatched), else the message.
    pub onedit: Callback<String, Option<String>>,
    /// An error from elsewhere (e.g. the engine) to show when the text itself parses.
    #[prop_or_default]
    pub error: Option<AttrValue>,
    /// A numeric keyboard hint (`numeric=true`, for numbers).
    #[prop_or_default]
    pub numeric: bool,
    /// Extra class on the root (e.g. `narrow`, `wide`), or `""`.
    #[prop_or_default]
    pub class: &'static str,
    /// Monospace input (bytes).
    #[prop_or_default]
    pub mono: bool,
    /// A `data-testid` for the input.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
}

/// A labelled text input with an inline error.
#[component]
pub fn TextField(props: &TextFieldProps) -> Html {
    let text = use_state(|| props.value.to_string());
    let local_error = use_state(|| None::<String>);
    let seen = use_mut_ref(|| props.value.clone());
    // What this field committed and has not yet come back as `value`. The page can render the
    // commit of one keystroke after the next was typed; taken for an outside change, that echo
    // rewrote the text (for a moment the field lost the newer keys) and, written by script,
    // wiped the browser's own undo of the typing.
    let pending = use_mut_ref(Vec::<String>::new);
    if *seen.borrow() != props.value {
        *seen.borrow_mut() = props.value.clone();
        let mut pending = pending.borrow_mut();
        if let Some(at) = pending.iter().position(|p| *p == *props.value) {
            // The field's own commit, come back: keep what was typed since.
            pending.drain(..=at);
        } else {
            // The committed value changed elsewhere (a fix, a reset, an undo): show it.
            pending.clear();
            text.set(props.value.to_string());
            local_error.set(None);
        }
    }
    let oninput = {
        let text = text.clone();
        let local_error = local_error.clone();
        let onedit = props.onedit.clone();
        let pending = pending.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let value = input.value();
            text.set(value.clone());
            let error = onedit.emit(value.clone());
            if error.is_none() {
                pending.borrow_mut().push(value);
            }
            local_error.set(error);
        })
    };
    let error: Option<String> = (*local_error)
        .clone()
        .or_else(|| props.error.as_ref().map(ToString::to_string));
    let error_id = format!("{}-error", props.id);
    let invalid = error.is_some();
    html! {
        <div class={classes!("text-field", props.class, invalid.then_some("invalid"))}>
            <label for={props.id.clone()}>{ &props.label }</label>
            <input
                id={props.id.clone()}
                type="text"
                class={classes!(props.mono.then_some("mono"))}
                spellcheck="false"
                autocomplete="off"
                inputmode={props.numeric.then_some("numeric")}
                data-testid={props.testid.clone()}
                aria-invalid={invalid.to_string()}
                aria-describedby={invalid.then(|| error_id.clone())}
                value={(*text).clone()}
                {oninput}
            />
            if let Some(error) = error {
                <FieldError id={error_id} testid="field-error" text={error} />
            }
        </div>
    }
}

/// Props of [`FieldError`].
#[derive(Properties, PartialEq)]
pub struct FieldErrorProps {
    /// The paragraph's id (a field's `aria-describedby` names it).
    pub id: AttrValue,
    /// Its `data-testid`.
    pub testid: AttrValue,
    /// The message.
    pub text: AttrValue,
}

/// The message under a field that does not parse, scrolled into sight inside the area that
/// holds it whenever it appears or changes: in an area that scrolls inside itself (the
/// Regions panel of the workbench), an error under a field near the area's lower edge was
/// cut off there (issue 34 item 2).
#[component]
pub fn FieldError(props: &FieldErrorProps) -> Html {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(props.text.clone(), move |_| {
            if let Some(element) = node.cast::<web_sys::Element>() {
                crate::browser::reveal_in_area(&element);
            }
        });
    }
    html! {
        <p ref={node} id={props.id.clone()} class="field-error" data-testid={props.testid.clone()}>{ &props.text }</p>
    }
}
