//! A labelled `<select>` over `(key, label)` options; emits the chosen key.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`ChoiceSelect`].
#[derive(Properties, PartialEq)]
pub struct ChoiceSelectProps {
    /// The select's id.
    pub id: AttrValue,
    /// The visible label.
    pub label: AttrValue,
    /// `(key, label)` pairs, in order.
    pub options: Vec<(AttrValue, AttrValue)>,
    /// The selected key.
    pub selected: AttrValue,
    /// Called with the chosen key.
    pub onchange: Callback<String>,
    /// A `data-testid` for the select.
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    /// Extra class on the root.
    #[prop_or_default]
    pub class: Classes,
}

/// A labelled select.
#[component]
pub fn ChoiceSelect(props: &ChoiceSelectProps) -> Html {
    let onchange = {
        let onchange = props.onchange.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            onchange.emit(select.value());
        })
    };
    html! {
        <div class={classes!("choice-select", props.class.clone())}>
            <label for={props.id.clone()}>{ &props.label }</label>
            <select id={props.id.clone()} data-testid={props.testid.clone()} {onchange}>
                for (key, label) in &props.options {
                    // Keyed, so an option keeps its node (and the browser its selection) when
                    // the list around it changes.
                    <option key={key.to_string()} value={key.clone()} selected={*key == props.selected}>{ label }</option>
                }
            </select>
        </div>
    }
}
