//! A tab of a tab group (the Regions chart, the Data source): a button that shows whether it
//! is the active one and sends an action when clicked.

use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::Action;

/// A tab labelled `label`, pressed when `active`, that sends `action`.
pub fn tab(
    label: &'static str,
    active: bool,
    testid: &'static str,
    dispatch: &Callback<Action>,
    action: Action,
) -> Html {
    html! {
        <button type="button" class="tab" aria-pressed={active.to_string()} data-testid={testid}
            onclick={on_click(dispatch, action)}>{ label }</button>
    }
}
