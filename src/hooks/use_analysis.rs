//! Analyses the inputs behind one seam: small samples at once in this thread, large ones in
//! a web worker ([`crate::analysis_worker`]) so the page never freezes, with the same typed
//! protocol either way. The page holds only the small [`Summary`] and a few windows of rows
//! ([`RowCache`]); the sorted view says what it shows and asks for rows through
//! [`UseAnalysis::request_rows`], and each analysis sends the rows on screen with its result.

use std::ops::{Deref, Range};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use rowkey_core::analysis::{
    FormatChoice, Inputs, Phase, SampleRead, SampleSource, Settings, Summary, ViewFilter,
    analyze_with,
};
use rowkey_core::protocol::Response;
use yew::prelude::*;

use crate::analysis_worker::Bridge;
use crate::row_cache::RowCache;

/// Quiet time before a large sample is re-analysed in this thread, in milliseconds. (The
/// worker needs none: it never blocks the page, an edit made while it works waits in one
/// slot where the newest replaces the older, so each edit goes to it at once.)
const DEBOUNCE_MS: u32 = 200;

/// A shared [`Summary`] and the id of the request it answers, compared by pointer, so props
/// holding it compare in O(1).
#[derive(Clone, Debug)]
pub struct AnalysisRef {
    /// The request the summary answers (rows are asked for by this id).
    pub id: u64,
    /// The summary.
    pub summary: Rc<Summary>,
}

impl PartialEq for AnalysisRef {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id && Rc::ptr_eq(&self.summary, &other.summary)
    }
}

impl Deref for AnalysisRef {
    type Target = Summary;
    fn deref(&self) -> &Summary {
        &self.summary
    }
}

/// What the sorted view shows, and the lines it asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowsWanted {
    /// The analysis whose lines the view shows.
    pub analysis: u64,
    /// What the view shows.
    pub filter: ViewFilter,
    /// The lines on screen (with the next analysis's result come these and a margin).
    pub shown: Range<usize>,
    /// Lines to ask the engine for now, if any.
    pub ask: Option<Range<usize>>,
}

/// What [`use_analysis`] returns.
#[derive(Clone, Debug, PartialEq)]
pub struct UseAnalysis {
    /// The analysis of the latest inputs, or of earlier ones while `pending`.
    pub analysis: AnalysisRef,
    /// Whether a newer analysis is waiting for the debounce or running.
    pub pending: bool,
    /// Whether an analysis is running (requested and not answered yet).
    pub running: bool,
    /// The phase the running analysis reported last.
    pub phase: Option<Phase>,
    /// The sorted-view lines received (the last few windows).
    pub rows: Rc<RowCache>,
    /// Tells what the sorted view shows and asks for lines (the answer arrives in `rows`).
    pub request_rows: Callback<RowsWanted>,
}

#[derive(Clone, Debug, PartialEq)]
struct View {
    shown: AnalysisRef,
    requested: u64,
    phase: Option<Phase>,
    rows: Rc<RowCache>,
}

enum Msg {
    Requested(u64),
    Got(Response),
}

impl Reducible for View {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        match msg {
            Msg::Requested(id) => Rc::new(Self {
                requested: id,
                phase: None,
                ..(*self).clone()
            }),
            Msg::Got(Response::Progress { id, phase }) if id == self.requested => Rc::new(Self {
                phase: Some(phase),
                ..(*self).clone()
            }),
            Msg::Got(Response::Done { id, summary, rows }) if id == self.requested => {
                Rc::new(Self {
                    shown: AnalysisRef {
                        id,
                        summary: Rc::new(*summary),
                    },
                    phase: None,
                    // The older analysis's rows stay on screen until the new ones arrive.
                    rows: rows.map_or_else(|| self.rows.clone(), |w| Rc::new(self.rows.with(w))),
                    ..(*self).clone()
                })
            }
            Msg::Got(Response::Rows(window)) if window.analysis == self.shown.id => Rc::new(Self {
                rows: Rc::new(self.rows.with(window)),
                ..(*self).clone()
            }),
            // An answer to a superseded request.
            Msg::Got(_) => self,
        }
    }
}

/// Where the bridge's answers go: the reducer once it exists, a buffer before.
#[derive(Default)]
struct Sink {
    dispatch: Option<UseReducerDispatcher<View>>,
    buffer: Vec<Response>,
}

/// The analysis of `inputs`, recomputed when they change; in a web worker when
/// `use_worker` and the sample is large (falling back to this thread where workers fail).
///
/// # Example
///
/// ```ignore
/// let UseAnalysis { analysis, pending, .. } = use_analysis(state.inputs.clone(), true);
/// html! { <p>{ &analysis.stats_text }</p> }
/// ```
#[hook]
pub fn use_analysis(inputs: Rc<Inputs>, use_worker: bool) -> UseAnalysis {
    let sink = use_mut_ref(Sink::default);
    let bridge = {
        let sink = sink.clone();
        use_memo((), move |()| {
            Bridge::new(
                use_worker,
                Rc::new(move |response| {
                    let dispatch = sink.borrow().dispatch.clone();
                    match dispatch {
                        Some(d) => d.dispatch(Msg::Got(response)),
                        None => sink.borrow_mut().buffer.push(response),
                    }
                }),
            )
        })
    };
    // Small samples (and everything without a worker) are analysed before the first paint.
    let at_start = inputs.is_small() || !bridge.has_worker();
    let view = {
        let bridge = bridge.clone();
        let sink = sink.clone();
        let inputs = inputs.clone();
        use_reducer(move || {
            if at_start {
                bridge.analyze(1, &inputs, true);
            }
            let done = sink.borrow_mut().buffer.drain(..).find_map(|r| match r {
                Response::Done { id, summary, .. } => Some(AnalysisRef {
                    id,
                    summary: Rc::new(*summary),
                }),
                _ => None,
            });
            let shown = done.unwrap_or_else(|| placeholder(&inputs));
            View {
                requested: shown.id,
                shown,
                phase: None,
                rows: Rc::default(),
            }
        })
    };
    sink.borrow_mut().dispatch = Some(view.dispatcher());
    let debouncing = use_state_eq(|| false);
    let done_for = {
        let first = inputs.clone();
        use_mut_ref(move || at_start.then_some(first))
    };
    let next_id = use_mut_ref(|| 1_u64);
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let debouncing = debouncing.clone();
        let dispatch = view.dispatcher();
        let bridge = bridge.clone();
        use_effect_with(inputs, move |inputs| {
            let seen = done_for
                .borrow()
                .as_ref()
                .is_some_and(|d| Rc::ptr_eq(d, inputs) || **d == **inputs);
            if seen {
                return;
            }
            let request = {
                let bridge = bridge.clone();
                let inputs = inputs.clone();
                let debouncing = debouncing.clone();
                move |in_thread: bool| {
                    let id = {
                        let mut n = next_id.borrow_mut();
                        *n += 1;
                        *n
                    };
                    *done_for.borrow_mut() = Some(inputs.clone());
                    dispatch.dispatch(Msg::Requested(id));
                    debouncing.set(false);
                    bridge.analyze(id, &inputs, in_thread);
                }
            };
            if inputs.is_small() {
                *timer.borrow_mut() = None;
                request(true);
            } else if bridge.has_worker() {
                *timer.borrow_mut() = None;
                request(false);
            } else {
                debouncing.set(true);
                *timer.borrow_mut() = Some(Timeout::new(DEBOUNCE_MS, move || request(false)));
            }
        });
    }
    let request_rows = {
        let bridge = bridge.clone();
        use_memo((), move |()| {
            Callback::from(move |wanted: RowsWanted| {
                bridge.rows(wanted.analysis, wanted.filter, &wanted.shown, wanted.ask);
            })
        })
    };
    let running = view.requested != view.shown.id;
    UseAnalysis {
        analysis: view.shown.clone(),
        pending: *debouncing || running,
        running,
        phase: view.phase,
        rows: view.rows.clone(),
        request_rows: (*request_rows).clone(),
    }
}

/// What the page shows before the first large analysis arrives: the design over no rows.
fn placeholder(inputs: &Inputs) -> AnalysisRef {
    let empty = SampleRead::read(&SampleSource::Pasted {
        text: String::new(),
        format: FormatChoice::Auto,
        skip_bad_lines: false,
    });
    let (summary, _) = analyze_with(&Settings::of(inputs), &empty, &mut |_| {}).into_parts();
    AnalysisRef {
        id: 0,
        summary: Rc::new(summary),
    }
}
