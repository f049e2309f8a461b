//! Keeps the design in the URL's fragment and in local storage: after each change (debounced),
//! the browser compresses it ([`BrowserDeflate::Compressed`], asynchronous) and the link
//! (`history.replaceState`, no new history entry) and the autosave are written. A write that
//! has not landed yet (waiting for its debounce or for the compressor) is done at once,
//! uncompressed ([`BrowserDeflate::AtOnce`]), when the page is hidden or closed and when the app panics
//! ([`flush_pending_write`]), so the last edit is kept; the compressed write still replaces it
//! if the page lives on. What goes in them is decided by [`rowkey_core::persist`]; this hook
//! only writes. The open lesson (preset, variant, tour point) is saved with the design, so a
//! change of it is written too.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Timeout;
use rowkey_core::analysis::Inputs;
use rowkey_core::i18n::Localized;
use rowkey_core::persist::{Saved, save_with};
use rowkey_core::share::now;
use yew::prelude::*;

use rowkey_core::persist::LessonRef;

use crate::browser::{self, BrowserDeflate};

/// Quiet time before the link and the autosave are written, in milliseconds.
const DEBOUNCE_MS: u32 = 300;

/// A change whose write has not landed yet.
struct Write {
    /// The inputs to save.
    inputs: Rc<Inputs>,
    /// The open lesson, saved with them.
    lesson: Option<LessonRef>,
    /// Whether the link may be written (not while a broken link is being shown).
    may_write_link: bool,
    /// Which change this is, so that a compression that lands after a newer change is dropped.
    number: u64,
}

/// The page's write that has not landed, if any.
type Pending = RefCell<Option<Write>>;

thread_local! {
    /// The mounted page's pending write, for [`flush_pending_write`].
    static PAGE_PENDING: RefCell<Weak<Pending>> = const { RefCell::new(Weak::new()) };
}

/// Writes the link (when `may_write_link`) and the autosave.
fn write(saved: &Saved, may_write_link: bool) {
    if may_write_link {
        browser::replace_hash(&saved.link.fragment);
    }
    browser::write_autosave(&saved.autosave);
}

/// Writes the pending change at once, uncompressed, without touching Yew state; it stays
/// pending, so its compressed write still lands if the page lives on.
fn write_at_once(pending: &Pending) {
    if let Some(change) = pending
        .try_borrow()
        .ok()
        .as_deref()
        .and_then(Option::as_ref)
    {
        let saved = now(save_with(
            &change.inputs,
            change.lesson.as_ref(),
            &BrowserDeflate::AtOnce,
        ));
        write(&saved, change.may_write_link);
    }
}

/// Does the page's write that has not landed, if any, at once. The panic hook calls it: after
/// a panic the app's timers cannot be trusted, so the last edit would otherwise be lost.
pub fn flush_pending_write() {
    let pending = PAGE_PENDING
        .try_with(|page| page.try_borrow().ok().and_then(|weak| weak.upgrade()))
        .ok()
        .flatten();
    if let Some(pending) = pending {
        write_at_once(&pending);
    }
}

/// Compresses the pending change and writes it, unless a newer change came meanwhile; then
/// shows the link's note.
fn write_compressed(pending: Rc<Pending>, note: UseStateHandle<Option<Localized>>) {
    let Some((inputs, lesson, number)) = pending
        .borrow()
        .as_ref()
        .map(|change| (change.inputs.clone(), change.lesson.clone(), change.number))
    else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let saved = save_with(&inputs, lesson.as_ref(), &BrowserDeflate::Compressed).await;
        let landed = pending
            .borrow_mut()
            .take_if(|change| change.number == number);
        if let Some(change) = landed {
            write(&saved, change.may_write_link);
            note.set(saved.link.note);
        }
    });
}

/// Writes the link (when `may_write_link`) and the autosave after changes of the inputs or
/// the lesson, if `enabled`. Returns what the link leaves out, if anything, for the share
/// control.
///
/// # Example
///
/// ```ignore
/// let lesson = state.lesson.map(|l| l.saved(state.lang));
/// let note = use_persistence(true, state.inputs.clone(), lesson, state.may_write_link());
/// ```
#[hook]
pub fn use_persistence(
    enabled: bool,
    inputs: Rc<Inputs>,
    lesson: Option<LessonRef>,
    may_write_link: bool,
) -> Option<Localized> {
    let note = use_state_eq(|| None::<Localized>);
    let timer = use_mut_ref(|| None::<Timeout>);
    let changes = use_mut_ref(|| 0_u64);
    // The write that has not landed; the compressed write clears it, the page being hidden
    // and a panic write it at once.
    let pending: Rc<Pending> = use_mut_ref(|| None);
    {
        let pending = pending.clone();
        use_effect_with(enabled, move |enabled| {
            let listeners = if *enabled {
                PAGE_PENDING.with(|page| *page.borrow_mut() = Rc::downgrade(&pending));
                browser::on_page_hidden(move || write_at_once(&pending))
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
            *changes.borrow_mut() += 1;
            let number = *changes.borrow();
            *pending.borrow_mut() = Some(Write {
                inputs: inputs.clone(),
                lesson: lesson.clone(),
                may_write_link: *may_write_link,
                number,
            });
            let timeout = Timeout::new(DEBOUNCE_MS, move || write_compressed(pending, note));
            *timer.borrow_mut() = Some(timeout);
        });
    }
    (*note).clone()
}
