//! Keeps the design in the URL's fragment and in local storage: after each change (debounced),
//! writes the link (`history.replaceState`, no new history entry) and the autosave. What goes
//! in them is decided by [`rowkey_core::persist`]; this hook only writes.

use std::rc::Rc;

use gloo_timers::callback::Timeout;
use rowkey_core::analysis::Inputs;
use rowkey_core::i18n::Localized;
use rowkey_core::persist::{autosave, share};
use yew::prelude::*;

use crate::browser;

/// Quiet time before the link and the autosave are written, in milliseconds.
const DEBOUNCE_MS: u32 = 300;

/// Writes the link (when `may_write_link`) and the autosave after changes, if `enabled`.
/// Returns what the link leaves out, if anything, for the share control.
///
/// # Example
///
/// ```ignore
/// let note = use_persistence(true, state.inputs.clone(), state.may_write_link());
/// ```
#[hook]
pub fn use_persistence(
    enabled: bool,
    inputs: Rc<Inputs>,
    may_write_link: bool,
) -> Option<Localized> {
    let note = use_state_eq(|| None::<Localized>);
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let note = note.clone();
        use_effect_with((inputs, may_write_link), move |(inputs, may_write_link)| {
            if !enabled {
                return;
            }
            let inputs = inputs.clone();
            let may_write_link = *may_write_link;
            let timeout = Timeout::new(DEBOUNCE_MS, move || {
                let shared = share(&inputs);
                if may_write_link {
                    browser::replace_hash(&shared.fragment);
                }
                note.set(shared.note);
                browser::write_autosave(&autosave(&inputs));
            });
            *timer.borrow_mut() = Some(timeout);
        });
    }
    (*note).clone()
}
