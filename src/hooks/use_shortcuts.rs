//! The page's keyboard shortcuts: undo and redo of design edits, and the arrow keys stepping a
//! running guided tour. The decision of which key does what is [`crate::state::shortcut`];
//! this hook only listens and dispatches.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::browser;
use crate::hooks::Dispatch;
use crate::state::{Key, shortcut};

/// Listens for the shortcut keys on the whole document while the page is mounted; the tour's
/// current point (`tour_step`) decides what the arrow keys do.
///
/// # Example
///
/// ```ignore
/// use_shortcuts(state.dispatcher(), state.lesson.and_then(|l| l.step));
/// ```
#[hook]
pub fn use_shortcuts(dispatch: Dispatch, tour_step: Option<usize>) {
    use_effect_with(tour_step, move |tour_step| {
        let tour_step = *tour_step;
        let listener = browser::document().map(|document| {
            // Not passive: the handler cancels the browser's own undo (and scrolling by arrow
            // while the tour runs).
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&document, "keydown", options, move |event| {
                let Some(event) = event.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
                let key = event.key();
                let pressed = Key {
                    key: &key,
                    ctrl_or_cmd: event.ctrl_key() || event.meta_key(),
                    shift: event.shift_key(),
                    in_text_field: target.as_ref().is_some_and(browser::is_text_field),
                    in_form_control: target.as_ref().is_some_and(browser::is_form_control),
                };
                if let Some(action) = shortcut(&pressed, tour_step) {
                    event.prevent_default();
                    dispatch.dispatch(action);
                }
            })
        });
        move || drop(listener)
    });
}
