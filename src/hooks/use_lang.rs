//! The page's language, shared through a context so every component takes its words from
//! the same catalogue.

use rowkey_core::i18n::{Lang, Ui, ui};
use yew::prelude::*;

use crate::hooks::PageContext;

/// The page's language (English outside the app's provider, e.g. a component mounted alone
/// in a test).
///
/// # Example
///
/// ```ignore
/// let lang = use_lang();
/// html! { <p>{ problem.message.get(lang) }</p> }
/// ```
#[hook]
pub fn use_lang() -> Lang {
    use_context::<PageContext>().map_or_else(Lang::default, |c| c.lang)
}

/// The catalogue of the page's words in the page's language.
///
/// # Example
///
/// ```ignore
/// let t = use_ui();
/// html! { <button>{ t.add_part }</button> }
/// ```
#[hook]
pub fn use_ui() -> &'static Ui {
    ui(use_lang())
}
