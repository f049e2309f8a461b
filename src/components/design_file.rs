//! Sharing and files: copy the page's link (the design lives in the URL), export the design
//! as the `rowkey` command's JSON, and import such a file. A file that cannot be imported
//! shows why next to the control, and nothing else changes.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_file::callbacks::{FileReader, read_as_text};
use rowkey_core::analysis::Inputs;
use rowkey_core::i18n::{Localized, fill};
use rowkey_core::persist::{export_design, read_design};
use web_sys::{Element, HtmlInputElement};
use yew::prelude::*;

use crate::browser;
use crate::hooks::{use_dispatch, use_lang, use_ui};
use crate::state::Action;

/// Props of [`DesignFile`].
#[derive(Properties, PartialEq)]
pub struct DesignFileProps {
    /// The inputs (the design is exported from them).
    pub inputs: Rc<Inputs>,
    /// What the link leaves out, if anything.
    #[prop_or_default]
    pub share_note: Option<Localized>,
}

/// Share, export and import controls.
#[component]
pub fn DesignFile(props: &DesignFileProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let lang = use_lang();
    let import_error = use_state(|| None::<String>);
    let copied = use_state(|| None::<bool>);
    let link_ref = use_node_ref();
    let reader: Rc<RefCell<Option<FileReader>>> = use_mut_ref(|| None);
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
        let inputs = props.inputs.clone();
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
                            import_error.set(None);
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
    let invalid = import_error.is_some();
    html! {
        <div class="design-file" role="group" aria-label={t.share_group}>
            <button type="button" data-testid="copy-link" onclick={on_copy}>{ t.copy_link }</button>
            <span class="visually-hidden" ref={link_ref}>{ t.link_hint }</span>
            <button type="button" data-testid="export-design" onclick={on_export}>{ t.export_design }</button>
            <span class="import">
                <label for="import-design">{ t.import_design }</label>
                <input id="import-design" type="file" accept=".json,application/json" data-testid="import-design"
                    aria-invalid={invalid.to_string()} aria-describedby={invalid.then_some("import-error")}
                    onchange={on_import} />
            </span>
            <span class="status" role="status" data-testid="share-status">{ match *copied { Some(true) => t.link_copied, Some(false) => t.link_copy_manual, None => "" } }</span>
            if let Some(error) = &*import_error {
                <p id="import-error" class="field-error" data-testid="import-error">{ error }</p>
            }
            if let Some(note) = &props.share_note {
                <p class="note" data-testid="share-note">{ note.get(lang) }</p>
            }
        </div>
    }
}
