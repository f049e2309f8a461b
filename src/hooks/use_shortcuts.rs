//! The page's keyboard shortcuts: undo and redo of design edits. The decision of which key
//! does what is [`crate::state::shortcut`]; this hook only listens and dispatches.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::browser;
use crate::hooks::Dispatch;
use crate::state::shortcut;

/// Listens for the undo and redo keys on the whole document while the page is mounted.
///
/// # Example
///
/// ```ignore
/// use_shortcuts(state.dispatcher());
/// ```
#[hook]
pub fn use_shortcuts(dispatch: Dispatch) {
    use_effect_with((), move |()| {
        let listener = browser::document().map(|document| {
            // Not passive: the handler cancels the browser's own undo.
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&document, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                let in_text_field = event
                    .target()
                    .and_then(|t| t.dyn_into::<Element>().ok())
                    .is_some_and(|el| browser::is_text_field(&el));
                let ctrl_or_cmd = event.ctrl_key() || event.meta_key();
                if let Some(action) =
                    shortcut(&event.key(), ctrl_or_cmd, event.shift_key(), in_text_field)
                {
                    event.prevent_default();
                    dispatch.dispatch(action);
                }
            })
        });
        move || drop(listener)
    });
}
