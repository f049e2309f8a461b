//! The language switch: one button per language, each named in its own language.

use rowkey_core::i18n::Lang;
use yew::prelude::*;

use crate::hooks::{on_click, use_dispatch, use_lang, use_ui};
use crate::state::Action;

/// The English / 中文 buttons.
#[component]
pub fn LangSwitch() -> Html {
    let dispatch = use_dispatch();
    let current = use_lang();
    let t = use_ui();
    html! {
        <span class="lang-switch" role="group" aria-label={t.language}>
            for lang in Lang::ALL {
                <button type="button" lang={lang.tag()} data-testid={format!("lang-{}", lang.tag())}
                    aria-pressed={(lang == current).to_string()}
                    onclick={on_click(&dispatch, Action::SetLang(lang))}>
                    { lang.native_name() }
                </button>
            }
        </span>
    }
}
