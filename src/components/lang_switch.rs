//! The language switch: one button per language, each named in its own language.

use rowkey_core::i18n::{Lang, ui};
use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::Action;

/// The English / 中文 buttons, `current` pressed. (A function, not a component: it has no
/// state of its own, and each component type costs the bundle its own lifecycle code.)
pub fn lang_switch(current: Lang, dispatch: &Callback<Action>) -> Html {
    html! {
        <span class="lang-switch" role="group" aria-label={ui(current).language}>
            for lang in Lang::ALL {
                <button type="button" lang={lang.tag()} data-testid={format!("lang-{}", lang.tag())}
                    aria-pressed={(lang == current).to_string()}
                    onclick={on_click(dispatch, Action::SetLang(lang))}>
                    { lang.native_name() }
                </button>
            }
        </span>
    }
}
