//! The pre-split editor: no pre-split, an explicit SPLITS list, a SPLITS_FILE, NUMREGIONS with
//! a split algorithm (and optional first/last rows), Phoenix SALT_BUCKETS, or
//! `Admin.createTable(startKey, endKey, numRegions)`; the engine's errors inline, and the
//! suggested splits one click away. "Import a live layout" reads a live table's regions
//! (`list_regions`, `get_splits`, a scan of `hbase:meta`, the Master UI's region list) into
//! SPLITS; [`live_regions`] shows that table's sizes and request counts beside the sample.

use std::rc::Rc;

use rowkey_core::analysis::BarChart;
use rowkey_core::analysis::names::layout_table;
use rowkey_core::display::to_string_binary;
use rowkey_core::i18n::messages::messages;
use rowkey_core::i18n::{Lang, Localize, Ui, fill, suggest_note, ui};
use rowkey_core::layout::{Layout, LayoutError, parse_layout_for};
use rowkey_core::split::{SplitAlgorithm, SplitSpec, SplitSuggestion};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::components::choice_select::{Choice, choice_select};
use crate::components::text_field::{FieldError, TextField};
use crate::hooks::on_click;
use crate::state::Action;

/// The split modes: key and label.
fn modes(words: &Ui) -> [(&'static str, &'static str); 6] {
    [
        ("none", words.split_none),
        ("explicit", words.split_explicit),
        ("file", words.split_file),
        ("numregions", words.split_numregions),
        ("salt", words.split_salt),
        ("range", words.split_range),
    ]
}

fn mode_of(spec: &SplitSpec) -> &'static str {
    match spec {
        SplitSpec::None => "none",
        SplitSpec::NumRegions { .. } => "numregions",
        SplitSpec::SaltBuckets { .. } => "salt",
        SplitSpec::File { .. } => "file",
        SplitSpec::KeyRange { .. } => "range",
        _ => "explicit",
    }
}

fn explicit_lines(spec: &SplitSpec) -> Vec<String> {
    match spec {
        SplitSpec::Explicit { splits } => splits.clone(),
        SplitSpec::File { text } => text.lines().map(str::to_owned).collect(),
        SplitSpec::NumRegions { .. } | SplitSpec::SaltBuckets { .. } | SplitSpec::None => {
            Vec::new()
        }
        other => other.resolve().map(|p| p.texts()).unwrap_or_default(),
    }
}

/// What the split editor keeps between renders (the page holds it, so the editor needs no
/// component of its own).
pub struct SplitEditorState {
    /// The SPLITS textarea's raw text (blank lines, a trailing newline) while typing.
    raw: UseStateHandle<String>,
    /// The live-layout paste (kept when it cannot be read).
    layout_text: UseStateHandle<String>,
    /// Why the last import failed.
    layout_error: UseStateHandle<Option<LayoutError>>,
    /// The last import that worked: regions, form, and the table it names, if any.
    layout_done: UseStateHandle<Option<(usize, &'static str, Option<String>)>>,
}

/// The state of [`split_editor`] for `splits`: when they change other than by typing (an
/// undo, a preset, an import), the textarea shows them.
#[hook]
pub fn use_split_editor(splits: &SplitSpec) -> SplitEditorState {
    let raw = use_state(|| explicit_lines(splits).join("\n"));
    let layout_text = use_state(String::new);
    let layout_error = use_state(|| None);
    let layout_done = use_state(|| None);
    let seen = use_mut_ref(|| splits.clone());
    if *seen.borrow() != *splits {
        let from_typing =
            matches!(splits, SplitSpec::Explicit { splits } if *splits == lines_of(&raw));
        *seen.borrow_mut() = splits.clone();
        if !from_typing {
            raw.set(explicit_lines(splits).join("\n"));
        }
    }
    SplitEditorState {
        raw,
        layout_text,
        layout_error,
        layout_done,
    }
}

/// The split editor for `splits`, with the engine's `error` for them (worded by the engine)
/// and the splits suggested from the sample; a live layout is read for `table` (a scan of
/// `hbase:meta` may hold several tables).
pub fn split_editor(
    table: &str,
    splits: &SplitSpec,
    error: Option<&AttrValue>,
    suggestion: Option<&SplitSuggestion>,
    state: &SplitEditorState,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    let words = ui(lang);
    let raw = &state.raw;
    let set = {
        let dispatch = dispatch.clone();
        move |spec: SplitSpec| dispatch.emit(Action::SetSplits(spec))
    };
    let on_mode = {
        let set = set.clone();
        let current = splits.clone();
        Callback::from(move |mode: String| {
            let spec = match mode.as_str() {
                "none" => SplitSpec::None,
                "explicit" => SplitSpec::Explicit {
                    splits: explicit_lines(&current),
                },
                "file" => SplitSpec::File {
                    text: explicit_lines(&current).join("\n"),
                },
                "range" => SplitSpec::KeyRange {
                    start: "0".to_owned(),
                    end: "9".to_owned(),
                    num_regions: 4,
                },
                "numregions" => SplitSpec::NumRegions {
                    algorithm: SplitAlgorithm::HexString,
                    num_regions: 4,
                    first_row: None,
                    last_row: None,
                },
                _ => SplitSpec::SaltBuckets { buckets: 4 },
            };
            set(spec);
        })
    };
    let error_id = "splits-error";
    // Unsorted SPLITS are valid (HBase sorts them), but the user is told.
    let order_note = rowkey_core::split::order_note(splits)
        .map(|n| rowkey_core::i18n::split_order_note(messages(lang), &n));
    // Under either split list: HBase's objection, and the note on an unsorted list.
    let list_feedback = html! {
        <>
            if let Some(error) = error {
                <FieldError id={error_id} testid="splits-error" text={error.clone()} />
            }
            if let Some(note) = order_note {
                <p class="note" role="status" data-testid="splits-note">{ note }</p>
            }
        </>
    };
    let invalid = error.is_some();
    let body = match &splits {
        SplitSpec::None => html! {
            <p class="note">{ words.one_region_note }</p>
        },
        SplitSpec::NumRegions {
            algorithm,
            num_regions,
            first_row,
            last_row,
        } => {
            let (algorithm, first_row, last_row) =
                (*algorithm, first_row.clone(), last_row.clone());
            let on_regions = {
                let set = set.clone();
                let (first_row, last_row) = (first_row.clone(), last_row.clone());
                Callback::from(move |t: String| match t.trim().parse::<u32>() {
                    Ok(num_regions) => {
                        set(SplitSpec::NumRegions {
                            algorithm,
                            num_regions,
                            first_row: first_row.clone(),
                            last_row: last_row.clone(),
                        });
                        None
                    }
                    Err(_) => Some(fill(words.not_whole_regions, &[t.trim()])),
                })
            };
            let on_algo = {
                let set = set.clone();
                let num_regions = *num_regions;
                let (first_row, last_row) = (first_row.clone(), last_row.clone());
                Callback::from(move |k: String| {
                    if let Some(algorithm) = SplitAlgorithm::from_name(&k) {
                        set(SplitSpec::NumRegions {
                            algorithm,
                            num_regions,
                            first_row: first_row.clone(),
                            last_row: last_row.clone(),
                        });
                    }
                })
            };
            let on_row = |first: bool| {
                let set = set.clone();
                let num_regions = *num_regions;
                let (first_row, last_row) = (first_row.clone(), last_row.clone());
                Callback::from(move |t: String| {
                    let row = (!t.is_empty()).then_some(t);
                    let (first_row, last_row) = if first {
                        (row, last_row.clone())
                    } else {
                        (first_row.clone(), row)
                    };
                    set(SplitSpec::NumRegions {
                        algorithm,
                        num_regions,
                        first_row,
                        last_row,
                    });
                    None
                })
            };
            let algos: Vec<(AttrValue, AttrValue)> = [
                SplitAlgorithm::HexString,
                SplitAlgorithm::DecimalString,
                SplitAlgorithm::Uniform,
            ]
            .iter()
            .map(|a| (AttrValue::Static(a.name()), AttrValue::Static(a.name())))
            .collect();
            html! {
                <div class="numregions">
                    <TextField id="num-regions" label="NUMREGIONS" class="narrow" numeric=true testid="num-regions"
                        value={num_regions.to_string()} onedit={on_regions} error={error.cloned()} />
                    { choice_select(Choice { id: "split-algo".into(), label: "SPLITALGO".into(), options: algos,
                        selected: algorithm.name().into(), testid: Some("split-algo".into()), hidden_label: false }, on_algo) }
                    <TextField id="first-row" label={words.first_row_optional} mono=true testid="split-first-row"
                        value={first_row.clone().unwrap_or_default()} onedit={on_row(true)} />
                    <TextField id="last-row" label={words.last_row_optional} mono=true testid="split-last-row"
                        value={last_row.clone().unwrap_or_default()} onedit={on_row(false)} />
                </div>
            }
        }
        SplitSpec::SaltBuckets { buckets } => {
            let on_buckets = {
                let set = set.clone();
                Callback::from(move |t: String| match t.trim().parse::<u16>() {
                    Ok(buckets) => {
                        set(SplitSpec::SaltBuckets { buckets });
                        None
                    }
                    Err(_) => Some(fill(words.not_whole_buckets, &[t.trim()])),
                })
            };
            html! {
                <TextField id="salt-buckets" label="SALT_BUCKETS" class="narrow" numeric=true testid="salt-buckets"
                    value={buckets.to_string()} onedit={on_buckets} error={error.cloned()} />
            }
        }
        SplitSpec::KeyRange {
            start,
            end,
            num_regions,
        } => {
            let field = |which: u8| {
                let set = set.clone();
                let (start, end, num_regions) = (start.clone(), end.clone(), *num_regions);
                Callback::from(move |t: String| {
                    let (mut start, mut end, mut num_regions) =
                        (start.clone(), end.clone(), num_regions);
                    match which {
                        0 => start = t,
                        1 => end = t,
                        _ => match t.trim().parse::<u32>() {
                            Ok(n) => num_regions = n,
                            Err(_) => {
                                return Some(fill(words.not_whole_regions, &[t.trim()]));
                            }
                        },
                    }
                    set(SplitSpec::KeyRange {
                        start,
                        end,
                        num_regions,
                    });
                    None
                })
            };
            html! {
                <div class="numregions">
                    <TextField id="range-start" label="startKey" mono=true testid="range-start"
                        value={start.clone()} onedit={field(0)} />
                    <TextField id="range-end" label="endKey" mono=true testid="range-end"
                        value={end.clone()} onedit={field(1)} />
                    <TextField id="range-regions" label="numRegions" class="narrow" numeric=true testid="range-regions"
                        value={num_regions.to_string()} onedit={field(2)} error={error.cloned()} />
                </div>
            }
        }
        SplitSpec::File { text } => {
            let oninput = {
                let set = set.clone();
                Callback::from(move |e: InputEvent| {
                    let area: HtmlTextAreaElement = e.target_unchecked_into();
                    set(SplitSpec::File { text: area.value() });
                })
            };
            html! {
                <div class="explicit">
                    <label for="splits-file">{ words.splits_file_label }</label>
                    <textarea id="splits-file" data-testid="splits-file" rows="5" spellcheck="false"
                        aria-invalid={invalid.to_string()}
                        aria-describedby={invalid.then_some(error_id)}
                        value={text.clone()} {oninput} />
                    { list_feedback.clone() }
                </div>
            }
        }
        _ => {
            let oninput = {
                let set = set.clone();
                let raw = raw.clone();
                Callback::from(move |e: InputEvent| {
                    let area: HtmlTextAreaElement = e.target_unchecked_into();
                    let text = area.value();
                    let splits = lines_of(&text);
                    raw.set(text);
                    set(SplitSpec::Explicit { splits });
                })
            };
            html! {
                <div class="explicit">
                    <label for="splits-text">{ words.splits_label }</label>
                    <textarea id="splits-text" data-testid="splits-text" rows="5" spellcheck="false"
                        aria-invalid={invalid.to_string()}
                        aria-describedby={invalid.then_some(error_id)}
                        value={(**raw).clone()} {oninput} />
                    { list_feedback.clone() }
                </div>
            }
        }
    };
    let apply = suggestion.map(|s| {
        let set = set.clone();
        let splits = s.splits.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            set(SplitSpec::Explicit {
                splits: splits.clone(),
            })
        });
        let preview = if s.splits.len() > 6 {
            fill(
                words.splits_preview,
                &[&s.splits[..6].join(", "), &s.splits.len().to_string()],
            )
        } else {
            s.splits.join(", ")
        };
        html! {
            <div class="suggestion">
                <button type="button" data-testid="apply-suggested-splits" {onclick}>
                    { fill(words.use_suggested, &[&s.requested_regions.to_string()]) }
                </button>
                <code class="suggested" data-testid="suggested-splits" translate="no">{ preview }</code>
                for note in &s.notes {
                    <span class="note">{ suggest_note(messages(lang), note) }</span>
                }
            </div>
        }
    });
    let import = layout_import(table, state, lang, dispatch);
    html! {
        <div class="split-editor">
            { choice_select(Choice { id: "split-mode".into(), label: words.pre_split.into(),
                options: modes(words).iter().map(|(k, l)| (AttrValue::Static(k), AttrValue::Static(l))).collect(),
                selected: mode_of(splits).into(), testid: Some("split-mode".into()), hidden_label: false }, on_mode) }
            { body }
            { for apply }
            { import }
        </div>
    }
}

/// "Import a live layout": a paste box and a button; a paste that cannot be read keeps its
/// text and says the line and what was expected there.
fn layout_import(
    table: &str,
    state: &SplitEditorState,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    let words = ui(lang);
    let oninput = {
        let text = state.layout_text.clone();
        let error = state.layout_error.clone();
        Callback::from(move |e: InputEvent| {
            let area: HtmlTextAreaElement = e.target_unchecked_into();
            text.set(area.value());
            if error.is_some() {
                error.set(None);
            }
        })
    };
    let onclick = {
        let text = state.layout_text.clone();
        let error = state.layout_error.clone();
        let done = state.layout_done.clone();
        let dispatch = dispatch.clone();
        let table = table.to_owned();
        Callback::from(
            move |_: MouseEvent| match parse_layout_for(&text, Some(&table)) {
                Ok(layout) => {
                    error.set(None);
                    let named = layout_table(&text, &layout);
                    done.set(Some((layout.regions.len(), layout.form.label(), named)));
                    dispatch.emit(Action::ImportLayout(Rc::new(layout)));
                }
                Err(e) => {
                    done.set(None);
                    error.set(Some(e));
                }
            },
        )
    };
    let error = (*state.layout_error).as_ref();
    let invalid = error.is_some();
    html! {
        <details class="layout-import" data-testid="layout-import-box">
            <summary>{ words.layout_import_title }</summary>
            <p class="note">{ words.layout_import_hint }</p>
            <label for="layout-paste">{ words.layout_paste_label }</label>
            <textarea id="layout-paste" data-testid="layout-paste" rows="6" spellcheck="false" wrap="off"
                aria-invalid={invalid.to_string()}
                aria-describedby={invalid.then_some("layout-error")}
                value={(*state.layout_text).clone()} {oninput} />
            <button type="button" data-testid="layout-import" {onclick}>{ words.layout_import_button }</button>
            if let Some(e) = error {
                <p id="layout-error" class="field-error" role="alert" data-testid="layout-error">{ e.localized().get(lang).to_owned() }</p>
            }
            if let Some((regions, form, named)) = &*state.layout_done {
                <p class="note" role="status" data-testid="layout-imported">
                    { fill(words.layout_imported, &[&regions.to_string(), form]) }
                </p>
                if let Some(named) = named.as_ref().filter(|n| *n != table) {
                    <button type="button" data-testid="use-layout-table"
                        onclick={on_click(dispatch, Action::SetTableName(named.clone()))}>
                        { fill(words.use_layout_table, &[named]) }
                    </button>
                }
            }
        </details>
    }
}

/// Most regions listed in the live table.
const MAX_LIVE_ROWS: usize = 100;

/// The live table's regions beside the sample's: each region's start key, its live size and
/// request count (with their shares of the table's), and the sample rows the chart counts.
pub fn live_regions(layout: &Layout, chart: &BarChart, lang: Lang) -> Html {
    let words = ui(lang);
    let total_size: f64 = layout.regions.iter().filter_map(|r| r.size_mb).sum();
    let total_requests: u64 = layout.regions.iter().filter_map(|r| r.requests).sum();
    let share = |part: f64, total: f64| {
        if total > 0.0 {
            format!(" ({:.0}%)", 100.0 * part / total)
        } else {
            String::new()
        }
    };
    let (sizes, requests) = (layout.has_sizes(), layout.has_requests());
    let rows = layout
        .regions
        .iter()
        .enumerate()
        .take(MAX_LIVE_ROWS)
        .map(|(i, r)| {
            let bar = chart.bars.iter().find(|b| b.region == i);
            let size = r.size_mb.map_or_else(
                || "–".to_owned(),
                |mb| format!("{mb:.0} MB{}", share(mb, total_size)),
            );
            let req = r.requests.map_or_else(
                || "–".to_owned(),
                |n| format!("{n}{}", share(n as f64, total_requests as f64)),
            );
            html! {
                <tr key={i}>
                    <td>{ i + 1 }</td>
                    <td class="key" translate="no">{ format!("'{}'", to_string_binary(&r.start)) }</td>
                    if sizes {
                        <td class="num" data-testid="live-size">{ size }</td>
                    }
                    if requests {
                        <td class="num" data-testid="live-requests">{ req }</td>
                    }
                    <td class="num" data-testid="live-sample">
                        { bar.map_or_else(|| "–".to_owned(), |b| format!("{} ({})", b.count, b.share)) }
                    </td>
                </tr>
            }
        })
        .collect::<Html>();
    let more = layout.regions.len().saturating_sub(MAX_LIVE_ROWS);
    html! {
        <div class="live-layout" data-testid="live-layout">
            <div class="live-scroll">
            <table>
                <caption>{ words.live_heading }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ words.live_region }</th>
                        <th scope="col">{ "START_KEY" }</th>
                        if sizes {
                            <th scope="col">{ words.live_size }</th>
                        }
                        if requests {
                            <th scope="col">{ words.live_requests }</th>
                        }
                        <th scope="col">{ words.sample_share }</th>
                    </tr>
                </thead>
                <tbody>{ rows }</tbody>
            </table>
            </div>
            if more > 0 {
                <p class="note">{ fill(words.live_more, &[&more.to_string()]) }</p>
            }
        </div>
    }
}

/// The split list in the textarea: one per line; a final newline adds no empty split.
fn lines_of(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.strip_suffix('\r').unwrap_or(l).to_owned())
        .collect()
}
