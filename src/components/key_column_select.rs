//! Picks the column the row key is made from.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`KeyColumnSelect`].
#[derive(Properties, PartialEq)]
pub struct KeyColumnSelectProps {
    /// The sample's column names.
    pub columns: Vec<String>,
    /// The index of the chosen column.
    pub selected: Option<usize>,
    /// Called with the chosen column's name.
    pub onchange: Callback<String>,
}

/// A select of the sample's columns.
#[component]
pub fn KeyColumnSelect(props: &KeyColumnSelectProps) -> Html {
    let onchange = {
        let onchange = props.onchange.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            onchange.emit(select.value());
        })
    };
    html! {
        <div class="key-column-select">
            <label for="key-column">{ "Row key column" }</label>
            <select id="key-column" data-testid="key-column" disabled={props.columns.is_empty()} {onchange}>
                for (i, name) in props.columns.iter().enumerate() {
                    <option value={name.clone()} selected={props.selected == Some(i)}>{ name }</option>
                }
            </select>
        </div>
    }
}
