//! A message at the top of the page (a shared link that could not be opened), with a button
//! to dismiss it.

use rowkey_core::i18n::Ui;
use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::Action;

/// The dismissible notice, when there is a message. (A function, not a component: it has no
/// state of its own.)
pub fn notice_bar(message: Option<&str>, t: &Ui, dispatch: &Callback<Action>) -> Html {
    let Some(message) = message else {
        return html! {};
    };
    html! {
        <div class="notice-bar" role="alert" data-testid="notice">
            <p data-testid="notice-text">{ message.to_owned() }</p>
            <button type="button" data-testid="notice-dismiss" aria-label={t.dismiss_label}
                onclick={on_click(dispatch, Action::DismissNotice)}>{ t.dismiss }</button>
        </div>
    }
}
