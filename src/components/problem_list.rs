//! Lints and errors with their messages, and a one-click fix where the engine offers one.

use rowkey_core::analysis::Problem;
use rowkey_core::i18n::fill;
use yew::prelude::*;

use crate::hooks::{on_click, use_dispatch, use_lang, use_ui};
use crate::state::Action;

/// Props of [`ProblemList`].
#[derive(Properties, PartialEq)]
pub struct ProblemListProps {
    /// The problems to list, errors first.
    pub problems: Vec<Problem>,
    /// Accessible name of the list.
    pub label: AttrValue,
}

/// The problems, each with its severity, message, advice and fix button.
#[component]
pub fn ProblemList(props: &ProblemListProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let lang = use_lang();
    if props.problems.is_empty() {
        return html! {
            <p class="problem-list empty-note" data-testid="no-problems">{ t.no_problems }</p>
        };
    }
    html! {
        <ul class="problem-list" aria-label={props.label.clone()}>
            for (i, p) in props.problems.iter().enumerate() {
                <li key={i} class={classes!("problem", p.level.as_str())} data-testid="problem" data-code={p.code}>
                    <span class="level">{ p.level.name(lang) }</span>
                    <span class="message">{ p.message.get(lang) }</span>
                    if let Some(hint) = &p.hint {
                        <span class="hint">{ hint.get(lang) }</span>
                    }
                    if let Some(fix) = &p.fix {
                        {{
                            let onclick = on_click(&dispatch, Action::SetRecipe(fix.spec.clone()));
                            html! {
                                <button type="button" class="fix" data-testid="apply-fix" {onclick}>{ fill(t.fix_prefix, &[fix.label.get(lang)]) }</button>
                            }
                        }}
                    }
                </li>
            }
        </ul>
    }
}
