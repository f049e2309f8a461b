//! The pre-split editor: no pre-split, an explicit SPLITS list, a SPLITS_FILE, NUMREGIONS with
//! a split algorithm (and optional first/last rows), Phoenix SALT_BUCKETS, or
//! `Admin.createTable(startKey, endKey, numRegions)`; the engine's errors inline, and the
//! suggested splits one click away.

use rowkey_core::i18n::{Ui, fill};
use rowkey_core::split::{SplitAlgorithm, SplitSpec, SplitSuggestion};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::components::choice_select::{Choice, choice_select};
use crate::components::text_field::TextField;
use crate::hooks::{use_dispatch, use_ui};
use crate::state::Action;

/// Props of [`SplitEditor`].
#[derive(Properties, PartialEq)]
pub struct SplitEditorProps {
    /// The split specification.
    pub splits: SplitSpec,
    /// The engine's error for it, worded by the engine.
    #[prop_or_default]
    pub error: Option<AttrValue>,
    /// Splits suggested from the sample.
    #[prop_or_default]
    pub suggestion: Option<SplitSuggestion>,
}

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

/// The split editor.
#[component]
#[allow(clippy::too_many_lines)]
pub fn SplitEditor(props: &SplitEditorProps) -> Html {
    let dispatch = use_dispatch();
    let words = use_ui();
    let lang = crate::hooks::use_lang();
    // The SPLITS textarea keeps its raw text (blank lines, a trailing newline) while typing.
    let raw = use_state(|| explicit_lines(&props.splits).join("\n"));
    let seen = use_mut_ref(|| props.splits.clone());
    if *seen.borrow() != props.splits {
        let from_typing =
            matches!(&props.splits, SplitSpec::Explicit { splits } if *splits == lines_of(&raw));
        *seen.borrow_mut() = props.splits.clone();
        if !from_typing {
            raw.set(explicit_lines(&props.splits).join("\n"));
        }
    }
    let set = {
        let dispatch = dispatch.clone();
        move |spec: SplitSpec| dispatch.emit(Action::SetSplits(spec))
    };
    let on_mode = {
        let set = set.clone();
        let current = props.splits.clone();
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
    let order_note = props.splits.order_note().map(|n| n.get(lang).to_owned());
    // Under either split list: HBase's objection, and the note on an unsorted list.
    let list_feedback = html! {
        <>
            if let Some(error) = &props.error {
                <p id={error_id} class="field-error" data-testid="splits-error">{ error }</p>
            }
            if let Some(note) = order_note {
                <p class="note" role="status" data-testid="splits-note">{ note }</p>
            }
        </>
    };
    let invalid = props.error.is_some();
    let body = match &props.splits {
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
                    <TextField id="num-regions" label="NUMREGIONS" class="narrow" inputmode="numeric" testid="num-regions"
                        value={num_regions.to_string()} onedit={on_regions} error={props.error.clone()} />
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
                <TextField id="salt-buckets" label="SALT_BUCKETS" class="narrow" inputmode="numeric" testid="salt-buckets"
                    value={buckets.to_string()} onedit={on_buckets} error={props.error.clone()} />
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
                    <TextField id="range-regions" label="numRegions" class="narrow" inputmode="numeric" testid="range-regions"
                        value={num_regions.to_string()} onedit={field(2)} error={props.error.clone()} />
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
                        value={(*raw).clone()} {oninput} />
                    { list_feedback.clone() }
                </div>
            }
        }
    };
    let apply = props.suggestion.as_ref().map(|s| {
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
                    <span class="note">{ note.get(lang) }</span>
                }
            </div>
        }
    });
    html! {
        <div class="split-editor">
            { choice_select(Choice { id: "split-mode".into(), label: words.pre_split.into(),
                options: modes(words).iter().map(|(k, l)| (AttrValue::Static(k), AttrValue::Static(l))).collect(),
                selected: mode_of(&props.splits).into(), testid: Some("split-mode".into()), hidden_label: false }, on_mode) }
            { body }
            { for apply }
        </div>
    }
}

/// The split list in the textarea: one per line; a final newline adds no empty split.
fn lines_of(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.strip_suffix('\r').unwrap_or(l).to_owned())
        .collect()
}
