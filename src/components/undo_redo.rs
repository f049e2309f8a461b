//! Undo and redo of design edits, as buttons. The keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and
//! Ctrl+Y) work anywhere outside a text field; inside one, the browser's own text undo applies.

use yew::prelude::*;

use crate::hooks::{on_click, use_dispatch, use_ui};
use crate::state::Action;

/// Props of [`UndoRedo`].
#[derive(Properties, PartialEq)]
pub struct UndoRedoProps {
    /// Whether there is an edit to undo.
    pub can_undo: bool,
    /// Whether there is an edit to redo.
    pub can_redo: bool,
}

/// The undo and redo buttons.
#[component]
pub fn UndoRedo(props: &UndoRedoProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let button = |testid: &'static str,
                  label: &'static str,
                  title: &'static str,
                  action: Action,
                  enabled: bool,
                  keys: &'static str| {
        let onclick = on_click(&dispatch, action);
        html! {
            <button type="button" data-testid={testid} disabled={!enabled} aria-keyshortcuts={keys}
                {title} {onclick}>{ label }</button>
        }
    };
    html! {
        <span class="undo-redo" role="group" aria-label={t.undo_redo_group}>
            { button("undo", t.undo, t.undo_title, Action::Undo, props.can_undo, "Control+Z Meta+Z") }
            { button("redo", t.redo, t.redo_title, Action::Redo, props.can_redo, "Control+Shift+Z Meta+Shift+Z Control+Y") }
        </span>
    }
}
