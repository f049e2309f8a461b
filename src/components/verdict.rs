//! The verdict on the design: its status (ok, warning, error) and its findings worst first,
//! each with the value measured and the threshold it crossed; and the part of it about the
//! regions, next to the region numbers.

use rowkey_core::analysis::Summary;
use rowkey_core::i18n::{Lang, messages::messages, ui};
use rowkey_core::verdict::{Finding, Status};
use yew::prelude::*;

/// One finding as a list item (`testid` names it for the tests).
fn finding(summary: &Summary, f: &Finding, lang: Lang, testid: &'static str) -> Html {
    let severity = f.severity.as_str();
    html! {
        <li class={classes!("problem", severity)} data-testid={testid} data-code={f.kind.code()}>
            <span class="level">{ f.severity.name(lang) }</span>
            <span class="message">{ summary.finding_text(f).get(lang).to_owned() }</span>
        </li>
    }
}

/// The whole verdict: "No problems found." only when its status is ok, otherwise the
/// status and every finding, worst first. (A function: it has no state of its own.)
pub fn verdict(summary: &Summary, lang: Lang) -> Html {
    let t = ui(lang);
    let v = &summary.verdict;
    let status = v.status.as_str();
    let line = messages(lang).verdict_summary(v.status, v.findings.len());
    html! {
        <section class={classes!("verdict", status)} data-testid="verdict" data-status={status} aria-label={t.verdict}>
            if v.status == Status::Ok {
                <p class="verdict-status" data-testid="no-problems">
                    <span class="level">{ messages(lang).verdict_status(v.status) }</span>
                    { line }
                </p>
            } else {
                <p class="verdict-status">
                    <span class="level">{ messages(lang).verdict_status(v.status) }</span>
                    { line }
                </p>
                <ol class="problem-list verdict-findings">
                    for f in &v.findings {
                        { finding(summary, f, lang, "verdict-finding") }
                    }
                </ol>
            }
        </section>
    }
}

/// What the Regions area shows when no split lint fired: the verdict's findings about rows
/// and writes per region, worst first, or "No problems found." when the verdict is ok (and
/// nothing when the verdict's findings are all elsewhere).
pub fn region_findings(summary: &Summary, lang: Lang) -> Html {
    let t = ui(lang);
    if summary.verdict.status == Status::Ok {
        return html! {
            <p class="problem-list empty-note" data-testid="no-problems">{ t.no_problems }</p>
        };
    }
    let found: Vec<&Finding> = summary
        .verdict
        .findings
        .iter()
        .filter(|f| f.kind.concerns_regions())
        .collect();
    if found.is_empty() {
        return Html::default();
    }
    html! {
        <ul class="problem-list" aria-label={t.region_findings} data-testid="region-findings">
            for f in found {
                { finding(summary, f, lang, "region-finding") }
            }
        </ul>
    }
}
