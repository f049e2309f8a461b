//! The lesson on show: the preset's title and summary, a switch between its designs (the
//! before/after flip), its "what to look for" points, and the guided tour through them.

use rowkey_core::analysis::Summary;
use rowkey_core::analysis::chart::BarChart;
use rowkey_core::i18n::{Lang, fill, ui};
use rowkey_core::presets::Departure;
use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::{Action, Lesson};

/// The lesson bar of the preset on show; after the tour ended on the fix, `fix` holds the
/// "before" design's analysis and the design on show's, whose regions are compared side by
/// side. Once the design on show departs from the lesson's (`departure`), the bar says so,
/// offers to restore the lesson's design, and marks the points that may no longer hold.
/// (A function, not a component: it has no state of its own.)
pub fn lesson_bar(
    lesson: Lesson,
    lang: Lang,
    dispatch: &Callback<Action>,
    fix: Option<(&Summary, &Summary)>,
    departure: &Departure,
) -> Html {
    let t = ui(lang);
    let Some((preset, variant)) = lesson.find() else {
        return html! {};
    };
    let points = variant.notice.len();
    let step = lesson.step;
    let go = |to: Option<usize>| on_click(dispatch, Action::Guide(to));
    let close = on_click(dispatch, Action::CloseLesson);
    let preset_id = preset.id;
    let restore = on_click(
        dispatch,
        Action::OpenPreset {
            preset: preset_id,
            variant: variant.id,
        },
    );
    let stale = |i: usize| departure.stale.get(i).copied().unwrap_or(false);
    html! {
        <section class="lesson-bar" aria-labelledby="lesson-heading" data-testid="lesson" data-preset={preset_id} data-variant={variant.id}>
            <div class="lesson-head">
                <h2 id="lesson-heading"><span class="kicker">{ t.lesson }</span>{ preset.title.get(lang) }
                    if departure.modified {
                        <span class="modified" data-testid="lesson-modified">{ t.lesson_modified }</span>
                    }
                </h2>
                if departure.modified {
                    <button type="button" data-testid="lesson-restore" onclick={restore}>{ t.restore_lesson }</button>
                }
                if preset.variants.len() > 1 {
                    <span class="variant-switch" role="group" aria-label={t.designs}>
                        for v in &preset.variants {
                            {{
                                let variant_id = v.id;
                                let onclick = on_click(dispatch, Action::OpenPreset { preset: preset_id, variant: variant_id });
                                html! {
                                    <button key={variant_id} type="button" data-testid={format!("variant-{variant_id}")}
                                        aria-pressed={(v.id == variant.id).to_string()} {onclick}>
                                        { v.label.get(lang) }
                                    </button>
                                }
                            }}
                        }
                    </span>
                }
                <button type="button" class="close" data-testid="lesson-close" aria-label={t.close_lesson} onclick={close}>{ "✕" }</button>
            </div>
            if let Some((before, after)) = fix {
                { compare(preset.variant("before").map_or("", |v| v.label.get(lang)), variant.label.get(lang), before, after, lang) }
            }
            <p class="summary">{ preset.summary.get(lang) }</p>
            <div class="points">
                <h3>{ t.what_to_look_for }</h3>
                <ol data-testid="lesson-points">
                    for (i, notice) in variant.notice.iter().enumerate() {
                        <li key={i} data-testid="lesson-point" data-area={notice.area.code()}
                            class={classes!((step == Some(i)).then_some("current"), stale(i).then_some("stale"))}
                            data-stale={stale(i).then_some("true")}
                            aria-current={(step == Some(i)).then_some("step")}>
                            { notice.text.get(lang) }
                            if stale(i) {
                                <span class="stale-note" data-testid="point-stale">{ t.written_for_lesson }</span>
                            }
                        </li>
                    }
                </ol>
            </div>
            <div class="tour" data-testid="tour">
                if let Some(at) = step {
                    <span class="tour-step" role="status" data-testid="tour-step">{ fill(t.tour_step, &[&(at + 1).to_string(), &points.to_string()]) }</span>
                    <button type="button" data-testid="tour-prev" disabled={at == 0} onclick={go(at.checked_sub(1))}>{ t.previous }</button>
                    <button type="button" data-testid="tour-next" disabled={at + 1 >= points} onclick={go(Some(at + 1))}>{ t.next }</button>
                    <button type="button" data-testid="tour-end" onclick={go(None)}>{ t.end_tour }</button>
                } else if points > 0 {
                    <button type="button" class="primary" data-testid="tour-start" onclick={go(Some(0))}>{ t.start_tour }</button>
                }
            </div>
        </section>
    }
}

/// The "before" and "after" region charts side by side, and the metrics of both
/// ([`fix_metrics`](rowkey_core::analysis::compare::fix_metrics)); a metric that moved is
/// marked.
fn compare(
    before_label: &str,
    after_label: &str,
    before: &Summary,
    after: &Summary,
    lang: Lang,
) -> Html {
    let t = ui(lang);
    let rows = rowkey_core::analysis::compare::fix_metrics(before, after, lang);
    html! {
        <div class="fix-compare" data-testid="fix-compare">
            <h3>{ t.what_changed }</h3>
            <div class="fix-charts">
                { mini_chart(before_label, &before.chart, lang) }
                { mini_chart(after_label, &after.chart, lang) }
            </div>
            <table class="fix-metrics" data-testid="fix-metrics">
                <tr><th></th><th>{ before_label }</th><th>{ after_label }</th></tr>
                for row in rows {
                    <tr class={if row.moved() { "moved" } else { "" }}>
                        <th scope="row">{ row.name }</th><td>{ row.before }</td><td>{ row.after }</td>
                    </tr>
                }
            </table>
        </div>
    }
}

/// A design's bars, drawn as the region chart draws them, without its controls.
fn mini_chart(label: &str, chart: &BarChart, lang: Lang) -> Html {
    html! {
        <figure>
            <svg class="bars" viewBox={chart.view_box.clone()} preserveAspectRatio="none"
                role="img" aria-label={chart.summary.get(lang).to_owned()}>
                for bar in &chart.bars {
                    <rect class={if bar.hot { "hot" } else if bar.empty { "empty" } else { "" }}
                        x={bar.x.clone()} y={bar.y.clone()} width={bar.width.clone()} height={bar.height.clone()} />
                }
            </svg>
            <figcaption>{ label }</figcaption>
        </figure>
    }
}
