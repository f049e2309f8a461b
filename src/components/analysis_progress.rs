//! The analysis progress line: says that an analysis is running and which phase it is in,
//! once it has taken longer than [`SHOW_AFTER_MS`] (quick ones never flash it).

use gloo_timers::callback::Timeout;
use rowkey_core::analysis::Phase;
use yew::prelude::*;

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
                    { format!("Analysing: {}…", props.phase.map_or("waiting for the engine", Phase::label)) }
                </span>
            }
        </div>
    }
}
