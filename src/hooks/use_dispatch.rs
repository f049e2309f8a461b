//! The reducer's dispatcher, shared through a context (with the page's language) so that
//! components which only dispatch do not re-render when the state changes.

use rowkey_core::i18n::Lang;
use yew::prelude::*;

use crate::state::{Action, State};

/// The reducer's dispatcher.
pub type Dispatch = UseReducerDispatcher<State>;

/// What the page shares with its components through one context (one provider component
/// instead of one per value): the reducer's dispatcher and the page's language.
#[derive(Clone, PartialEq)]
pub struct PageContext {
    /// The reducer's dispatcher.
    pub dispatch: Dispatch,
    /// The page's language.
    pub lang: Lang,
}

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
    use_context::<PageContext>().map_or_else(Callback::noop, |c| c.dispatch.to_callback())
}

/// A click handler that dispatches `action` through `dispatch`: one closure type for every
/// button that only sends an action, instead of a closure (with its own code) per button.
#[must_use]
pub fn on_click(dispatch: &Callback<Action>, action: Action) -> Callback<MouseEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))
}
