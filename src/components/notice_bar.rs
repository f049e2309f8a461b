//! A message at the top of the page (a shared link that could not be opened), with a button
//! to dismiss it.

use yew::prelude::*;

use crate::hooks::{on_click, use_dispatch, use_ui};
use crate::state::Action;

/// Props of [`NoticeBar`].
#[derive(Properties, PartialEq)]
pub struct NoticeBarProps {
    /// The message, if any.
    pub message: Option<AttrValue>,
}

/// The dismissible notice.
#[component]
pub fn NoticeBar(props: &NoticeBarProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let Some(message) = &props.message else {
        return html! {};
    };
    let onclick = on_click(&dispatch, Action::DismissNotice);
    html! {
        <div class="notice-bar" role="alert" data-testid="notice">
            <p data-testid="notice-text">{ message }</p>
            <button type="button" data-testid="notice-dismiss" aria-label={t.dismiss_label} {onclick}>{ t.dismiss }</button>
        </div>
    }
}
