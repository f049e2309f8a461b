//! The analysis progress line: says that an analysis is running and which phase it is in,
//! once it has taken longer than [`SHOW_AFTER_MS`] (quick ones never flash it).

use gloo_timers::callback::Timeout;
use rowkey_core::analysis::Phase;
use rowkey_core::i18n::{Ui, fill};
use yew::prelude::*;

use crate::hooks::use_ui;

/// How long an analysis runs before the progress line appears, in milliseconds.
pub const SHOW_AFTER_MS: u32 = 200;

/// Props of [`AnalysisProgress`].
#[derive(Properties, PartialEq)]
pub struct AnalysisProgressProps {
    /// Whether an analysis is running.
    pub running: bool,
    /// The phase it reported last.
    #[prop_or_default]
    pub phase: Option<Phase>,
}

/// A status line (`role="status"`, `aria-busy` while running) for long analyses.
#[component]
pub fn AnalysisProgress(props: &AnalysisProgressProps) -> Html {
    let t = use_ui();
    let shown = use_state(|| false);
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let shown = shown.clone();
        use_effect_with(props.running, move |running| {
            if *running {
                let shown = shown.clone();
                *timer.borrow_mut() = Some(Timeout::new(SHOW_AFTER_MS, move || shown.set(true)));
            } else {
                *timer.borrow_mut() = None;
                shown.set(false);
            }
        });
    }
    let visible = props.running && *shown;
    html! {
        <div class={classes!("analysis-progress", visible.then_some("visible"))} role="status"
            aria-live="polite" aria-busy={props.running.to_string()} data-testid="analysis-progress">
            if visible {
                <span class="spinner" aria-hidden="true"></span>
                <span data-testid="analysis-phase">
                    { fill(t.analysing, &[phase_text(t, props.phase)]) }
                </span>
            }
        </div>
    }
}

/// The phase in the page's language.
fn phase_text(t: &Ui, phase: Option<Phase>) -> &'static str {
    match phase {
        None => t.phase_waiting,
        Some(Phase::Reading) => t.phase_reading,
        Some(Phase::Encoding) => t.phase_encoding,
        Some(Phase::Sorting) => t.phase_sorting,
        Some(Phase::Regions) => t.phase_regions,
        Some(Phase::Queries) => t.phase_queries,
    }
}
