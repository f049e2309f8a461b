//! Sharing and files: copy the page's link (the design lives in the URL), export the design
//! as the `rowkey` command's JSON (with the whole sample, even one the link leaves out), and import such a
//! file. A file that cannot be imported shows why next to the control, and nothing else
//! changes; one without a sample keeps the current sample, and the control says so.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_file::callbacks::{FileReader, read_as_text};
use rowkey_core::analysis::Inputs;
use rowkey_core::i18n::{Lang, Localized, fill, ui};
use rowkey_core::persist::{export_design, read_design};
use web_sys::{Element, HtmlInputElement};
use yew::prelude::*;

use crate::browser;
use crate::state::Action;

/// What the share, export and import controls keep between renders (the page holds it, so
/// the controls need no component of their own).
pub struct DesignFileState {
    /// Why the last file could not be imported; empty when it was imported without a sample
    /// of its own (the current one was kept: the page says so). One state for both: a hook of
    /// its own would cost the bundle about 500 bytes.
    import_error: UseStateHandle<Option<String>>,
    /// Whether the last copy of the link worked (until the next one).
    copied: UseStateHandle<Option<bool>>,
    /// The hidden text the copy falls back to selecting.
    link_ref: NodeRef,
    /// The file being read.
    reader: Rc<RefCell<Option<FileReader>>>,
}

/// The state of [`design_file`].
#[hook]
pub fn use_design_file() -> DesignFileState {
    DesignFileState {
        import_error: use_state(|| None::<String>),
        copied: use_state(|| None::<bool>),
        link_ref: use_node_ref(),
        reader: use_mut_ref(|| None),
    }
}

/// Share, export and import controls for the design in `inputs`, with the note on what the
/// link leaves out, if anything (the exported file keeps it).
pub fn design_file(
    inputs: &Rc<Inputs>,
    share_note: Option<&Localized>,
    state: &DesignFileState,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    let t = ui(lang);
    let DesignFileState {
        import_error,
        copied,
        link_ref,
        reader,
    } = state;
    let dispatch = dispatch.clone();
    let reader = reader.clone();
    let on_copy = {
        let copied = copied.clone();
        let link_ref = link_ref.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(fallback) = link_ref.cast::<Element>() else {
                return;
            };
            let copied = copied.clone();
            browser::copy_text(browser::location_href(), fallback, move |ok| {
                copied.set(Some(ok));
            });
        })
    };
    let on_export = {
        let inputs = inputs.clone();
        Callback::from(move |_: MouseEvent| {
            browser::download(
                "rowkey-design.json",
                "application/json",
                &export_design(&inputs),
            );
        })
    };
    let on_import = {
        let import_error = import_error.clone();
        let unreadable = t.file_unreadable;
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            // The same file can be chosen again after a fix.
            input.set_value("");
            let dispatch = dispatch.clone();
            let import_error = import_error.clone();
            let task = read_as_text(&gloo_file::File::from(file), move |result| {
                match result.map_err(|e| fill(unreadable, &[&e.to_string()])) {
                    Ok(text) => match read_design(&text) {
                        Ok(design) => {
                            import_error.set(design.sample.is_none().then(String::new));
                            dispatch.emit(Action::ImportDesign(design));
                        }
                        Err(message) => import_error.set(Some(message.get(lang).to_owned())),
                    },
                    Err(message) => import_error.set(Some(message)),
                }
            });
            *reader.borrow_mut() = Some(task);
        })
    };
    let invalid = import_error.as_ref().is_some_and(|e| !e.is_empty());
    html! {
        <div class="design-file" role="group" aria-label={t.share_group}>
            <button type="button" data-testid="copy-link" onclick={on_copy}>{ t.copy_link }</button>
            <span class="visually-hidden" ref={link_ref.clone()}>{ t.link_hint }</span>
            <button type="button" data-testid="export-design" onclick={on_export}>{ t.export_design }</button>
            <span class="import file-button">
                <label for="import-design">{ t.import_design }</label>
                <input id="import-design" type="file" accept=".json,application/json" data-testid="import-design"
                    aria-invalid={invalid.to_string()} aria-describedby={invalid.then_some("import-error")}
                    onchange={on_import} />
            </span>
            <span class="status" role="status" data-testid="share-status">{ match **copied { Some(true) => t.link_copied, Some(false) => t.link_copy_manual, None => "" } }</span>
            if invalid {
                <p id="import-error" class="field-error" data-testid="import-error">{ import_error.as_deref() }</p>
            } else if import_error.is_some() {
                <p class="note" role="status" data-testid="import-note">{ t.import_kept_sample }</p>
            }
            if let Some(note) = share_note {
                <p class="note" data-testid="share-note">{ note.get(lang) }</p>
            }
        </div>
    }
}
