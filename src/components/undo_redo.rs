//! Undo and redo of design edits, as buttons. The keys (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and
//! Ctrl+Y) work anywhere outside a text field; inside one, the browser's own text undo applies.

use rowkey_core::i18n::Ui;
use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::Action;

/// The undo and redo buttons, each enabled when there is an edit to undo or redo. (A
/// function, not a component: it has no state of its own.)
pub fn undo_redo(can_undo: bool, can_redo: bool, t: &Ui, dispatch: &Callback<Action>) -> Html {
    let button = |testid: &'static str,
                  label: &'static str,
                  title: &'static str,
                  action: Action,
                  enabled: bool,
                  keys: &'static str| {
        let onclick = on_click(dispatch, action);
        html! {
            <button type="button" data-testid={testid} disabled={!enabled} aria-keyshortcuts={keys}
                {title} {onclick}>{ label }</button>
        }
    };
    html! {
        <span class="undo-redo" role="group" aria-label={t.undo_redo_group}>
            { button("undo", t.undo, t.undo_title, Action::Undo, can_undo, "Control+Z Meta+Z") }
            { button("redo", t.redo, t.redo_title, Action::Redo, can_redo, "Control+Shift+Z Meta+Shift+Z Control+Y") }
        </span>
    }
}
