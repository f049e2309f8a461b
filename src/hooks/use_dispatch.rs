//! The reducer's dispatcher, shared through a context so that components which only
//! dispatch do not re-render when the state changes.

use yew::prelude::*;

use crate::state::{Action, State};

/// The context value: the reducer's dispatcher.
pub type Dispatch = UseReducerDispatcher<State>;

/// A callback that dispatches an [`Action`] (a no-op outside the app's provider, e.g. when a
/// component is mounted alone in a test).
///
/// # Example
///
/// ```ignore
/// let dispatch = use_dispatch();
/// let onclick = { let d = dispatch.clone(); Callback::from(move |_| d.emit(Action::UseGenerated)) };
/// ```
#[hook]
pub fn use_dispatch() -> Callback<Action> {
    // The dispatcher's own function: the same callback on every render.
    use_context::<Dispatch>().map_or_else(Callback::noop, |d| d.to_callback())
}

/// A click handler that dispatches `action` through `dispatch`: one closure type for every
/// button that only sends an action, instead of a closure (with its own code) per button.
#[must_use]
pub fn on_click(dispatch: &Callback<Action>, action: Action) -> Callback<MouseEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
}
