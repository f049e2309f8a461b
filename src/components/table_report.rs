//! "Open a whole-table report": a file control that reads the report `rowkey spark`'s job
//! writes (or `rowkey analyze --format json`'s) and shows the table's rows per region beside
//! the sample's. The report is only read: the design, its analysis and the autosave stay as
//! they are, and nothing leaves the browser.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_file::callbacks::{FileReader, read_as_text};
use rowkey_core::analysis::{format_count_u64, format_percent};
use rowkey_core::i18n::messages::messages;
use rowkey_core::i18n::{Localize, Localized, fill, ui};
use rowkey_core::table_report::{Beside, TableReport, read_table_report};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::hooks::{AnalysisRef, use_lang};

/// Most regions listed.
const MAX_ROWS: usize = 100;

/// The box's inputs: the analysis on show (its sample's regions) and the design's key in
/// one line.
#[derive(Properties, PartialEq)]
pub struct TableReportProps {
    /// The analysis on show.
    pub analysis: AnalysisRef,
    /// The design's key in one line (`rowkey_core::report::recipe_line`).
    pub recipe: AttrValue,
}

/// The file control and, once a report is open, the table's rows per region beside the
/// sample's (or on the report's own regions, with the reason, when they are not the design's).
#[component]
pub fn TableReportBox(props: &TableReportProps) -> Html {
    let lang = use_lang();
    let words = ui(lang);
    let report = use_state(|| None::<Rc<TableReport>>);
    let error = use_state(|| None::<Localized>);
    let reader: Rc<RefCell<Option<FileReader>>> = use_mut_ref(|| None);
    let on_file = {
        let (report, error) = (report.clone(), error.clone());
        let unreadable = words.file_unreadable;
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            // The same file can be chosen again.
            input.set_value("");
            let (report, error) = (report.clone(), error.clone());
            let task = read_as_text(&gloo_file::File::from(file), move |result| match result {
                Ok(text) => match read_table_report(&text) {
                    Ok(opened) => {
                        error.set(None);
                        report.set(Some(Rc::new(opened)));
                    }
                    Err(e) => error.set(Some(e.localized())),
                },
                Err(e) => {
                    let why = e.to_string();
                    error.set(Some(Localized::new(
                        fill(unreadable, &[&why]),
                        fill(ui(rowkey_core::i18n::Lang::Zh).file_unreadable, &[&why]),
                    )));
                }
            });
            *reader.borrow_mut() = Some(task);
        })
    };
    let on_close = {
        let report = report.clone();
        Callback::from(move |_: MouseEvent| report.set(None))
    };
    let invalid = error.is_some();
    html! { <>
        <details class="layout-import" data-testid="table-report-box">
            <summary>{ words.table_report_title }</summary>
            <p class="note">{ words.table_report_hint }</p>
            <span class="file-button">
                <label for="table-report-file">{ words.table_report_file }</label>
                <input id="table-report-file" type="file" accept=".json,application/json" data-testid="table-report-file"
                    aria-invalid={invalid.to_string()} aria-describedby={invalid.then_some("table-report-error")}
                    onchange={on_file} />
            </span>
            if let Some(e) = &*error {
                <p id="table-report-error" class="field-error" role="alert" data-testid="table-report-error">{ e.get(lang).to_owned() }</p>
            }
        </details>
        if let Some(opened) = &*report {
            { table_view(opened, &opened.beside(&props.analysis.summary.regions, &props.recipe), lang, on_close) }
        }
    </> }
}

/// The opened report: where its rows came from, what does not fit the design, duplicates,
/// the fullest region and the hotspot, then its regions with the sample's beside them.
fn table_view(
    report: &TableReport,
    beside: &Beside,
    lang: rowkey_core::i18n::Lang,
    on_close: Callback<MouseEvent>,
) -> Html {
    let words = ui(lang);
    let count = format_count_u64;
    let source = report
        .source
        .as_deref()
        .unwrap_or(words.table_report_no_source);
    let summary = fill(
        words.table_report_summary,
        &[
            &count(report.rows_read()),
            source,
            &count(report.keys_total),
            &count(report.bad_rows()),
        ],
    );
    let duplicates = report.duplicates.as_ref().filter(|d| d.keys > 0).map(|d| {
        fill(
            words.table_report_duplicates,
            &[&count(d.keys), &count(d.rows_lost)],
        )
    });
    let fullest = beside
        .max_over_mean
        .map(|x| fill(words.table_report_fullest, &[&format!("{x:.2}")]));
    let hotspot = report.hotspot.as_ref().and_then(|h| {
        let (region, share) = h.busiest()?;
        Some(fill(
            words.table_report_hotspot,
            &[
                &format_percent(share),
                &count(h.recent_writes),
                &(region + 1).to_string(),
            ],
        ))
    });
    let rows = beside
        .rows
        .iter()
        .enumerate()
        .take(MAX_ROWS)
        .map(|(i, r)| {
            let sample = match (r.sample_rows, r.sample_share) {
                (Some(n), Some(share)) => {
                    format!("{} ({})", count(n as u64), format_percent(share))
                }
                _ => "–".to_owned(),
            };
            html! {
                <tr key={i}>
                    <td>{ i + 1 }</td>
                    <td class="key" translate="no">{ format!("'{}'", r.start) }</td>
                    <td class="num" data-testid="table-report-rows">
                        { format!("{} ({})", count(r.table_rows), format_percent(r.table_share)) }
                    </td>
                    <td class="num" data-testid="table-report-sample">{ sample }</td>
                </tr>
            }
        })
        .collect::<Html>();
    let more = beside.rows.len().saturating_sub(MAX_ROWS);
    let m = messages(lang);
    html! {
        <div class="live-layout" data-testid="table-report">
            <p data-testid="table-report-summary">{ summary }</p>
            for fit in &beside.misfits {
                <p class="note" role="status" data-testid="table-report-misfit">{ m.table_report_misfit(fit) }</p>
            }
            for line in [duplicates, fullest, hotspot].into_iter().flatten() {
                <p class="note">{ line }</p>
            }
            <div class="live-scroll">
            <table>
                <caption>{ words.table_report_heading }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ words.live_region }</th>
                        <th scope="col">{ "START_KEY" }</th>
                        <th scope="col">{ words.table_report_rows }</th>
                        <th scope="col">{ words.sample_share }</th>
                    </tr>
                </thead>
                <tbody>{ rows }</tbody>
            </table>
            </div>
            if more > 0 {
                <p class="note">{ fill(words.live_more, &[&more.to_string()]) }</p>
            }
            <button type="button" data-testid="table-report-close" onclick={on_close}>{ words.table_report_close }</button>
        </div>
    }
}
