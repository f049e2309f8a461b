//! A labelled `<select>` over `(key, label)` options; emits the chosen key.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// What a [`choice_select`] shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Choice {
    /// The select's id.
    pub id: AttrValue,
    /// The visible label.
    pub label: AttrValue,
    /// `(key, label)` pairs, in order.
    pub options: Vec<(AttrValue, AttrValue)>,
    /// The selected key.
    pub selected: AttrValue,
    /// A `data-testid` for the select.
    pub testid: Option<AttrValue>,
    /// Hide the label visually (screen readers still read it).
    pub hidden_label: bool,
}

/// A labelled select that calls `onchange` with the chosen key. (A function, not a
/// component: it has no state of its own.)
pub fn choice_select(choice: Choice, onchange: Callback<String>) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let select: HtmlSelectElement = e.target_unchecked_into();
        onchange.emit(select.value());
    });
    let Choice {
        id,
        label,
        options,
        selected,
        testid,
        hidden_label,
    } = choice;
    html! {
        <div class={if hidden_label { "choice-select hidden-label" } else { "choice-select" }}>
            <label for={id.clone()}>{ label }</label>
            <select {id} data-testid={testid} {onchange}>
                for (key, label) in options {
                    // Keyed, so an option keeps its node (and the browser its selection) when
                    // the list around it changes.
                    <option key={key.to_string()} value={key.clone()} selected={key == selected}>{ label }</option>
                }
            </select>
        </div>
    }
}
