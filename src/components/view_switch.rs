//! How the page looks, not what it shows: presentation mode (large type; while the tour runs,
//! only the lesson and the area it talks about) and the colour theme (the system's, light or
//! dark). The page sets both as attributes of the document's root element, which the
//! stylesheet reads (`data-presenting`, `data-theme`); the theme is remembered in local
//! storage (src/boot.js applies it before the app starts, so the page does not flash).

use rowkey_core::i18n::Ui;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::{Action, Theme};

/// The Present toggle and the theme choice. (A function, not a component: it has no state of
/// its own, and each component type costs the bundle its own lifecycle code.)
pub fn view_switch(presenting: bool, theme: Theme, t: &Ui, dispatch: &Callback<Action>) -> Html {
    let choose = dispatch.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Action::SetTheme(Theme::from_attribute(&value))
    });
    let labels = [t.theme_system, t.theme_light, t.theme_dark];
    html! {
        <span class="view-switch">
            <button type="button" data-testid="present" title={t.present_hint}
                aria-pressed={presenting.to_string()}
                onclick={on_click(dispatch, Action::Present(!presenting))}>{ t.present }</button>
            <select data-testid="theme" aria-label={t.theme} title={t.theme} onchange={choose}>
                for (option, label) in Theme::ALL.into_iter().zip(labels) {
                    <option value={option.attribute()} selected={option == theme}>{ label }</option>
                }
            </select>
        </span>
    }
}
