//! One query: its plan class, the ranges over the region chart's key space and the cost on
//! the sample (at a glance, first), its form (name and conditions), the plan's reason, the
//! generated code (behind a disclosure) and the rows it returns.

use std::rc::Rc;

use rowkey_core::analysis::queries::FieldError;
use rowkey_core::analysis::{Condition, QueryPlanView, QueryView, RowView, Strip};
use rowkey_core::i18n::{Lang, Ui, fill};
use yew::prelude::*;

use crate::components::code_snippet::{Snippet, code_snippet, use_code_snippet};
use crate::components::condition_row::ConditionRow;
use crate::components::text_field::TextField;
use crate::hooks::{AnalysisRef, on_click, use_dispatch, use_lang, use_ui};
use crate::state::{Action, QueryId};

/// Props of [`QueryCard`].
#[derive(Properties, PartialEq)]
pub struct QueryCardProps {
    /// The query's id.
    pub id: QueryId,
    /// The query's view from the analysis.
    pub view: QueryView,
    /// The analysis (to check edits against the sample and the recipe).
    pub analysis: AnalysisRef,
    /// The sample's columns.
    pub columns: Rc<Vec<String>>,
    /// Whether the sorted view is filtered to this query.
    pub selected: bool,
    /// Whether the guided tour's current point talks about this query (the card is
    /// highlighted).
    #[prop_or_default]
    pub lit: bool,
    /// The tour's callout, shown at the top of the card when its point is about this query.
    #[prop_or_default]
    pub callout: Html,
}

/// Up to this many returned rows are listed open; more are behind their disclosure.
const OPEN_ROWS: usize = 5;

/// The code tabs: key and label.
fn snippets(t: &Ui) -> [(&'static str, &'static str); 3] {
    [
        ("shell", t.snippet_shell),
        ("java", t.snippet_java),
        ("explain", t.snippet_explain),
    ]
}

/// A query card.
#[component]
pub fn QueryCard(props: &QueryCardProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let lang = use_lang();
    let snippet = use_state(|| 0_usize);
    // The code block shows the active tab's code (none while the query has no plan).
    let all = snippets(t);
    let (kind, label) = all.get(*snippet).copied().unwrap_or(all[0]);
    let code = match &props.view.outcome {
        Ok(plan) => AttrValue::from(match kind {
            "java" => plan.java.get(lang).to_owned(),
            "explain" => plan.explain.clone(),
            _ => plan.shell.get(lang).to_owned(),
        }),
        Err(_) => AttrValue::default(),
    };
    let code_state = use_code_snippet(&code);
    let id = props.id;
    let prefix = format!("q{}", id.0);
    let view = &props.view;
    let on_name = {
        let dispatch = dispatch.clone();
        let analysis = props.analysis.clone();
        let conditions = view.conditions.clone();
        let needs_name = t.query_needs_name;
        Callback::from(move |text: String| -> Option<String> {
            let name = text.trim();
            if name.is_empty() {
                return Some(needs_name.to_owned());
            }
            match analysis.check_form(name, &conditions) {
                Ok(query) => {
                    dispatch.emit(Action::EditQuery { id, query });
                    None
                }
                Err(e) => Some(e.message.get(lang).to_owned()),
            }
        })
    };
    let rows = view.conditions.iter().enumerate().map(|(i, condition)| {
        let oncommit = {
            let dispatch = dispatch.clone();
            let analysis = props.analysis.clone();
            let conditions = view.conditions.clone();
            let name = view.name.clone();
            Callback::from(move |c: Condition| -> Option<FieldError> {
                let mut next = conditions.clone();
                if let Some(slot) = next.get_mut(i) {
                    *slot = c;
                }
                match analysis.check_form(&name, &next) {
                    Ok(query) => {
                        dispatch.emit(Action::EditQuery { id, query });
                        None
                    }
                    Err(error) => Some(error),
                }
            })
        };
        let onremove = (view.conditions.len() > 1).then(|| {
            let mut rest = view.conditions.clone();
            rest.remove(i);
            let name = view.name.clone();
            let dispatch = dispatch.clone();
            let analysis = props.analysis.clone();
            Callback::from(move |()| {
                if let Ok(query) = analysis.check_form(&name, &rest) {
                    dispatch.emit(Action::EditQuery { id, query });
                }
            })
        });
        let error = view
            .outcome
            .as_ref()
            .err()
            .filter(|e| e.condition == i)
            .cloned();
        // Rows have no identity of their own: a removal re-renders the rows after it from
        // their (changed) props.
        html! {
            <li key={i}>
                <ConditionRow prefix={format!("{prefix}-c{i}")} condition={condition.clone()}
                    columns={props.columns.clone()} {error} {oncommit} {onremove} />
            </li>
        }
    });
    let add_condition = {
        let dispatch = dispatch.clone();
        let analysis = props.analysis.clone();
        let columns = props.columns.clone();
        let conditions = view.conditions.clone();
        let name = view.name.clone();
        Callback::from(move |_: MouseEvent| {
            let column = columns.first().cloned().unwrap_or_default();
            let mut next = conditions.clone();
            next.push(Condition::eq(&column, ""));
            if let Ok(query) = analysis.check_form(&name, &next) {
                dispatch.emit(Action::EditQuery { id, query });
            }
        })
    };
    let on_remove = on_click(&dispatch, Action::RemoveQuery(id));
    let on_filter = on_click(
        &dispatch,
        Action::FilterQuery(if props.selected { None } else { Some(id) }),
    );
    let title_id = format!("{prefix}-title");
    html! {
        <article class={classes!("query-card", props.selected.then_some("selected"), props.lit.then_some("tour-target"))} data-testid="query"
            aria-labelledby={title_id.clone()} data-lit={props.lit.then_some("true")}>
            { props.callout.clone() }
            <header class="query-head">
                <h3 id={title_id} translate="no">{ &view.name }</h3>
                if let Ok(plan) = &view.outcome {
                    <span class={classes!("plan-badge", plan.code)} data-testid="plan-class">{ plan.class.get(lang) }</span>
                }
                <span class="spacer"></span>
                <button type="button" data-testid="query-filter" aria-pressed={props.selected.to_string()}
                    disabled={view.outcome.is_err()} onclick={on_filter}>{ t.show_its_keys }</button>
                <button type="button" data-testid="query-remove" aria-label={fill(t.remove_query, &[&view.name])}
                    onclick={on_remove}>{ t.remove }</button>
            </header>
            // The plan at a glance under its badge: the ranges over the region chart's key space
            // and the cost on the sample, above the form, so that they are seen in a short
            // Queries area (issue 34 item 2).
            if let Ok(plan) = &view.outcome {
                { strip(t, &plan.strip, lang) }
                { cost(t, plan, lang) }
            }
            <div class="query-form">
                <TextField id={format!("{prefix}-name")} label={t.name} value={view.name.clone()} class="mid"
                    onedit={on_name} testid="query-name" />
                <ol class="conditions" aria-label={t.conditions}>
                    { for rows }
                </ol>
                <button type="button" class="add-condition" data-testid="add-condition" onclick={add_condition}>{ t.add_condition }</button>
            </div>
            <p class="query-text" translate="no"><code data-testid="query-text">{ &view.text }</code></p>
            if let Ok(plan) = &view.outcome {
                { plan_body(t, plan, &snippet, &props.columns, lang,
                    code_snippet(&Snippet { id: format!("{prefix}-{kind}").into(), label, code: code.clone(), kind }, &code_state, t)) }
            }
        </article>
    }
}

/// The cost of a plan on the sample: the regions it touches, the rows it scans and returns,
/// and the read amplification.
fn cost(t: &Ui, plan: &QueryPlanView, lang: Lang) -> Html {
    html! {
        <dl class="cost" data-testid="query-cost">
            <div><dt>{ t.regions_touched }</dt><dd data-testid="query-regions">{ plan.regions_text.get(lang) }</dd></div>
            <div><dt>{ t.rows_scanned }</dt><dd data-testid="query-scanned">{ plan.rows_scanned }</dd></div>
            <div><dt>{ t.rows_returned }</dt><dd data-testid="query-returned">{ plan.rows_returned }</dd></div>
            <div><dt>{ t.read_amplification }</dt><dd data-testid="query-amplification">{ &plan.amplification }</dd></div>
        </dl>
    }
}

fn plan_body(
    t: &Ui,
    plan: &QueryPlanView,
    snippet: &UseStateHandle<usize>,
    columns: &[String],
    lang: Lang,
    code: Html,
) -> Html {
    let active = **snippet;
    let all = snippets(t);
    let tabs = all.iter().enumerate().map(|(i, (kind, label))| {
        let snippet = snippet.clone();
        let onclick = Callback::from(move |_: MouseEvent| snippet.set(i));
        html! {
            <button key={*kind} type="button" class="tab" aria-pressed={(i == active).to_string()}
                data-testid={format!("show-{kind}")} {onclick}>{ *label }</button>
        }
    });
    html! {
        <div class="plan">
            <p class="reason" data-testid="plan-reason">{ plan.reason.get(lang) }</p>
            if !plan.notes.is_empty() {
                <ul class="notes">
                    for note in &plan.notes {
                        <li key={note.en.clone()} data-testid="plan-note">{ note.get(lang) }</li>
                    }
                </ul>
            }
            <details class="ranges">
                <summary>{ fill(t.scan_ranges, &[plan.ranges_text.get(lang)]) }</summary>
                <table>
                    <thead><tr>
                        <th scope="col">{ t.start_included }</th>
                        <th scope="col">{ t.stop_excluded }</th>
                        <th scope="col" class="num">{ t.keys }</th>
                        <th scope="col">{ t.regions }</th>
                    </tr></thead>
                    <tbody>
                        for (i, r) in plan.ranges.iter().enumerate() {
                            <tr key={i} data-testid="query-range">
                                <td translate="no"><code title={r.start_hex.clone()}>{ r.start.get(lang) }</code></td>
                                <td translate="no"><code title={r.stop_hex.clone()}>{ r.stop.get(lang) }</code></td>
                                <td class="num">{ r.rows }</td>
                                <td>{ r.regions.get(lang) }</td>
                            </tr>
                        }
                    </tbody>
                </table>
            </details>
            // The code behind a disclosure, so that a card fits a screen.
            <details class="snippets" data-testid="query-code">
                <summary>{ t.code }</summary>
                <div class="tabs" role="group" aria-label={t.code}>{ for tabs }</div>
                { code }
            </details>
            // A few rows are shown at once; a longer list behind its disclosure.
            <details class="returned" open={plan.rows.len() <= OPEN_ROWS}>
                <summary>{ fill(t.rows_returned_n, &[&plan.rows_returned.to_string()]) }</summary>
                if plan.rows.is_empty() {
                    <p class="note">{ t.no_row_matches }</p>
                } else {
                    <table data-testid="query-rows">
                        <thead><tr>
                            <th scope="col" class="num">{ "#" }</th>
                            <th scope="col">{ t.row_key }</th>
                            for name in columns {
                                <th scope="col" key={name.clone()} translate="no">{ name }</th>
                            }
                        </tr></thead>
                        <tbody>
                            for row in &plan.rows {
                                { returned_row(row) }
                            }
                        </tbody>
                    </table>
                    if let Some(note) = &plan.rows_note {
                        <p class="note">{ note.get(lang) }</p>
                    }
                }
            </details>
        </div>
    }
}

fn returned_row(row: &RowView) -> Html {
    html! {
        <tr key={row.sample_row} data-testid="query-row">
            <td class="num">{ row.position + 1 }</td>
            <td class="key" title={row.hex.clone()} translate="no">
                for (i, seg) in row.segments.iter().enumerate() {
                    <span key={i} class={classes!("seg", format!("slot-{}", seg.slot), seg.separator.then_some("sep"))}>{ &seg.text }</span>
                }
            </td>
            for (i, value) in row.values.iter().enumerate() {
                <td key={i} translate="no">{ value }</td>
            }
        </tr>
    }
}

fn strip(t: &Ui, strip: &Strip, lang: Lang) -> Html {
    html! {
        <figure class="strip">
            <svg viewBox={strip.view_box.clone()} preserveAspectRatio="none" role="img"
                aria-label={strip.summary.get(lang).to_owned()} data-testid="query-strip">
                <rect class="space" x="0" y="0" width="100%" height="100%" />
                for (i, x) in strip.ticks.iter().enumerate() {
                    <line key={i} class="tick" x1={x.clone()} x2={x.clone()} y1="0" y2="10" />
                }
                for (i, mark) in strip.marks.iter().enumerate() {
                    <rect key={i} class="mark" x={mark.x.clone()} y="1.5" width={mark.width.clone()} height="7"
                        data-testid="strip-mark"><title>{ mark.title.get(lang) }</title></rect>
                }
            </svg>
            <figcaption class="note">{ t.strip_caption }</figcaption>
        </figure>
    }
}
