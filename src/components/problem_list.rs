//! Lints and errors with their messages, and a one-click fix where the engine offers one.

use rowkey_core::analysis::Problem;
use rowkey_core::i18n::Localize;
use rowkey_core::i18n::{Lang, fill, ui};
use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::Action;

/// The problems (errors first), each with its severity, message, advice and fix button,
/// in a list named `label`; `empty` where there is none (the verdict, or its part about this
/// area: never a bare "no problems" while the verdict has findings). (A function, not a
/// component: it has no state of its own.)
pub fn problem_list(
    problems: &[&Problem],
    label: &'static str,
    empty: Html,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    let t = ui(lang);
    if problems.is_empty() {
        return empty;
    }
    html! {
        <ul class="problem-list" aria-label={label}>
            for (i, p) in problems.iter().enumerate() {
                <li key={i} class={classes!("problem", p.level.as_str())} data-testid="problem" data-code={p.code}>
                    <span class="level">{ p.level.name(lang) }</span>
                    <span class="message">{ p.message.get(lang) }</span>
                    if let Some(hint) = &p.hint {
                        <span class="hint">{ hint.get(lang) }</span>
                    }
                    if let Some(fix) = &p.fix {
                        {{
                            let onclick = on_click(dispatch, Action::ApplyFix(fix.clone()));
                            html! {
                                <button type="button" class="fix" data-testid="apply-fix" {onclick}>{ fill(t.fix_prefix, &[fix.kind.localized().get(lang)]) }</button>
                            }
                        }}
                    }
                </li>
            }
        </ul>
    }
}
