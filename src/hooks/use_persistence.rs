//! Keeps the design in the URL's fragment and in local storage: after each change (debounced),
//! writes the link (`history.replaceState`, no new history entry) and the autosave. A write
//! still waiting for its debounce is done at once when the page is hidden or closed, and when
//! the app panics ([`flush_pending_write`]), so the last edit is kept. What goes in them is
//! decided by [`rowkey_core::persist`]; this hook only writes. The open lesson (preset,
//! variant, tour point) is saved with the design, so a change of it is written too.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Timeout;
use rowkey_core::analysis::Inputs;
use rowkey_core::i18n::Localized;
use rowkey_core::persist::{autosave, share};
use yew::prelude::*;

use crate::browser;
use crate::state::Lesson;

/// Quiet time before the link and the autosave are written, in milliseconds.
const DEBOUNCE_MS: u32 = 300;

/// The inputs and lesson waiting for the debounce, and whether the link may be written.
type Pending = RefCell<Option<(Rc<Inputs>, Option<Lesson>, bool)>>;

thread_local! {
    /// The mounted page's pending write, for [`flush_pending_write`].
    static PAGE_PENDING: RefCell<Weak<Pending>> = const { RefCell::new(Weak::new()) };
}

/// Writes the link (when `may_write_link`) and the autosave; returns the link's note.
fn write(inputs: &Inputs, lesson: Option<Lesson>, may_write_link: bool) -> Option<Localized> {
    let lesson = lesson.map(|l| l.saved());
    let shared = share(inputs, lesson.as_ref());
    if may_write_link {
        browser::replace_hash(&shared.fragment);
    }
    browser::write_autosave(&autosave(inputs, lesson.as_ref()));
    shared.note
}

/// Takes the pending write, if any (each one is done once).
fn take(pending: &Pending) -> Option<(Rc<Inputs>, Option<Lesson>, bool)> {
    pending.try_borrow_mut().ok()?.take()
}

/// Does the page's write still waiting for its debounce, if any, without touching Yew state.
/// The panic hook calls it: after a panic the app's timers cannot be trusted, so the last
/// edit would otherwise be lost.
pub fn flush_pending_write() {
    let pending = PAGE_PENDING
        .try_with(|page| page.try_borrow().ok().and_then(|weak| weak.upgrade()))
        .ok()
        .flatten();
    if let Some((inputs, lesson, may_write_link)) = pending.as_deref().and_then(take) {
        write(&inputs, lesson, may_write_link);
    }
}

/// Writes the link (when `may_write_link`) and the autosave after changes of the inputs or
/// the lesson, if `enabled`. Returns what the link leaves out, if anything, for the share
/// control.
///
/// # Example
///
/// ```ignore
/// let note = use_persistence(true, state.inputs.clone(), state.lesson, state.may_write_link());
/// ```
#[hook]
pub fn use_persistence(
    enabled: bool,
    inputs: Rc<Inputs>,
    lesson: Option<Lesson>,
    may_write_link: bool,
) -> Option<Localized> {
    let note = use_state_eq(|| None::<Localized>);
    let timer = use_mut_ref(|| None::<Timeout>);
    // The write waiting for the debounce; whoever comes first (the timer, the page being
    // hidden, a panic) does it.
    let pending: Rc<Pending> = use_mut_ref(|| None);
    {
        let pending = pending.clone();
        let note = note.clone();
        use_effect_with(enabled, move |enabled| {
            let listeners = if *enabled {
                PAGE_PENDING.with(|page| *page.borrow_mut() = Rc::downgrade(&pending));
                browser::on_page_hidden(move || flush(&pending, &note))
            } else {
                None
            };
            move || drop(listeners)
        });
    }
    {
        let note = note.clone();
        let saved = (inputs, lesson, may_write_link);
        use_effect_with(saved, move |(inputs, lesson, may_write_link)| {
            if !enabled {
                return;
            }
            *pending.borrow_mut() = Some((inputs.clone(), *lesson, *may_write_link));
            let timeout = Timeout::new(DEBOUNCE_MS, move || flush(&pending, &note));
            *timer.borrow_mut() = Some(timeout);
        });
    }
    (*note).clone()
}

/// Does the pending write, if any, and shows the link's note.
fn flush(pending: &Pending, note: &UseStateHandle<Option<Localized>>) {
    if let Some((inputs, lesson, may_write_link)) = take(pending) {
        note.set(write(&inputs, lesson, may_write_link));
    }
}
