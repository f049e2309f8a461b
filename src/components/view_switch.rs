//! How the page looks, not what it shows: presentation mode (large type; while the tour runs,
//! only the lesson and the area it talks about) and the colour theme (the system's, light or
//! dark). Both are attributes of the document's root element that the stylesheet reads
//! (`data-presenting`, `data-theme`); the theme is remembered in local storage (src/boot.js
//! applies it before the app starts, so the page does not flash). Not part of the design.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::browser;
use crate::hooks::use_ui;

/// The colour themes, by the value `data-theme` takes (`""`: follow the system).
const THEMES: [&str; 3] = ["", "light", "dark"];

/// The presentation toggle and the theme choice.
#[component]
pub fn ViewSwitch() -> Html {
    let t = use_ui();
    let presenting = use_state_eq(|| false);
    let theme = use_state_eq(|| {
        let stored = browser::stored_theme().unwrap_or_default();
        THEMES.into_iter().find(|t| *t == stored).unwrap_or("")
    });
    use_effect_with(*presenting, |presenting| {
        browser::set_root_attribute("data-presenting", presenting.then_some(""));
    });
    use_effect_with(*theme, |theme| {
        browser::set_root_attribute("data-theme", (!theme.is_empty()).then_some(*theme));
    });
    let toggle = {
        let presenting = presenting.clone();
        Callback::from(move |_: MouseEvent| presenting.set(!*presenting))
    };
    let choose = {
        let theme = theme.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(chosen) = THEMES.into_iter().find(|t| *t == value) {
                browser::store_theme(chosen);
                theme.set(chosen);
            }
        })
    };
    let labels = [t.theme_system, t.theme_light, t.theme_dark];
    html! {
        <span class="view-switch">
            <button type="button" data-testid="present" title={t.present_hint}
                aria-pressed={presenting.to_string()} onclick={toggle}>{ t.present }</button>
            <select data-testid="theme" aria-label={t.theme} title={t.theme} onchange={choose}>
                for (value, label) in THEMES.into_iter().zip(labels) {
                    <option {value} selected={value == *theme}>{ label }</option>
                }
            </select>
        </span>
    }
}
