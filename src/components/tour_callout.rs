//! The guided tour's current point, shown inside the page area it talks about, with the
//! controls to move on.

use rowkey_core::i18n::{Lang, fill, ui};
use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::{Action, Lesson};

/// The callout of the lesson's tour at its current point (nothing when the tour is not
/// running). At the last point of a "before" design, `show_fix` (when given) ends the tour on
/// the fix instead of a disabled Next. A `stale` point (written for the lesson's design, which
/// the student has changed since) says so. (A function, not a component: it has no state of
/// its own.)
pub fn tour_callout(
    lesson: Lesson,
    lang: Lang,
    dispatch: &Callback<Action>,
    show_fix: Option<Callback<MouseEvent>>,
    stale: bool,
) -> Html {
    let t = ui(lang);
    let (Some((_, variant)), Some(at)) = (lesson.find(), lesson.step) else {
        return html! {};
    };
    let Some(notice) = variant.notice.get(at) else {
        return html! {};
    };
    let points = variant.notice.len();
    let go = |to: Option<usize>| on_click(dispatch, Action::Guide(to));
    html! {
        <aside class="tour-callout" role="note" aria-label={t.look_here} data-testid="tour-callout" data-area={notice.area.code()}>
            <p class="tour-text"><span class="tour-step">{ fill(t.tour_step, &[&(at + 1).to_string(), &points.to_string()]) }</span>{ notice.text.get(lang) }
                if stale {
                    <span class="stale-note" data-testid="callout-stale">{ t.written_for_lesson }</span>
                }
            </p>
            <div class="tour-controls">
                <button type="button" data-testid="callout-prev" disabled={at == 0} onclick={go(at.checked_sub(1))}>{ t.previous }</button>
                if let Some(onclick) = show_fix.filter(|_| at + 1 == points) {
                    <button type="button" class="primary" data-testid="callout-fix" {onclick}>{ t.see_fix }</button>
                } else {
                    <button type="button" class="primary" data-testid="callout-next" disabled={at + 1 >= points} onclick={go(Some(at + 1))}>{ t.next }</button>
                }
                <button type="button" data-testid="callout-end" onclick={go(None)}>{ t.end_tour }</button>
            </div>
        </aside>
    }
}
