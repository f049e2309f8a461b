//! Runs [`rowkey_core::analysis::analyze`] on the inputs: at once for small samples,
//! debounced for large ones so typing stays fluid.

use std::ops::Deref;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use rowkey_core::analysis::{Analysis, Inputs, analyze};
use yew::prelude::*;

/// Quiet time before a large sample is re-analysed, in milliseconds.
const DEBOUNCE_MS: u32 = 200;

/// A shared [`Analysis`] compared by pointer, so props holding it compare in O(1).
#[derive(Clone, Debug)]
pub struct AnalysisRef(pub Rc<Analysis>);

impl PartialEq for AnalysisRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Deref for AnalysisRef {
    type Target = Analysis;
    fn deref(&self) -> &Analysis {
        &self.0
    }
}

/// What [`use_analysis`] returns: the latest analysis, and whether a newer one is on its way.
#[derive(Clone, Debug, PartialEq)]
pub struct UseAnalysis {
    /// The analysis of the latest inputs, or of earlier ones while `pending`.
    pub analysis: AnalysisRef,
    /// Whether the inputs changed and the analysis is waiting for the debounce.
    pub pending: bool,
}

/// The analysis of `inputs`, recomputed when they change.
///
/// # Example
///
/// ```ignore
/// let UseAnalysis { analysis, pending } = use_analysis(state.inputs.clone());
/// html! { <p>{ &analysis.stats_text }</p> }
/// ```
#[hook]
pub fn use_analysis(inputs: Rc<Inputs>) -> UseAnalysis {
    let first = inputs.clone();
    let current = use_state(move || AnalysisRef(Rc::new(analyze(&first))));
    let pending = use_state(|| false);
    let done_for = use_mut_ref(|| inputs.clone());
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let current = current.clone();
        let pending = pending.clone();
        use_effect_with(inputs, move |inputs| {
            if Rc::ptr_eq(&done_for.borrow(), inputs) || **done_for.borrow() == **inputs {
                return;
            }
            if inputs.is_small() {
                *timer.borrow_mut() = None;
                *done_for.borrow_mut() = inputs.clone();
                current.set(AnalysisRef(Rc::new(analyze(inputs))));
                pending.set(false);
            } else {
                pending.set(true);
                let inputs = inputs.clone();
                let timeout = Timeout::new(DEBOUNCE_MS, move || {
                    *done_for.borrow_mut() = inputs.clone();
                    current.set(AnalysisRef(Rc::new(analyze(&inputs))));
                    pending.set(false);
                });
                *timer.borrow_mut() = Some(timeout);
            }
        });
    }
    UseAnalysis {
        analysis: (*current).clone(),
        pending: *pending,
    }
}
