//! Undo and redo of design edits, as buttons. The keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and
//! Ctrl+Y) work anywhere outside a text field; inside one, the browser's own text undo applies.

use yew::prelude::*;

use crate::hooks::use_dispatch;
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
    let button = |label: &'static str, action: Action, enabled: bool, keys: &'static str| {
        let dispatch = dispatch.clone();
        let testid = label.to_ascii_lowercase();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()));
        html! {
            <button type="button" data-testid={testid} disabled={!enabled} aria-keyshortcuts={keys}
                title={format!("{label} the last design edit")} {onclick}>{ label }</button>
        }
    };
    html! {
        <span class="undo-redo" role="group" aria-label="Undo and redo design edits">
            { button("Undo", Action::Undo, props.can_undo, "Control+Z Meta+Z") }
            { button("Redo", Action::Redo, props.can_redo, "Control+Shift+Z Meta+Shift+Z Control+Y") }
        </span>
    }
}
