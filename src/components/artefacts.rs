//! The Artefacts panel: what a team deploys for the design, each file with copy and download
//! buttons: the HBase shell `create` statement (and the `SPLITS_FILE` it reads), a Phoenix
//! `CREATE TABLE`, a `cbt createtable` command. (The key builders in Java, Python and PHP
//! are `rowkey emit java|python|php`: their generator, 23 KB gzipped, does not fit the page's
//! size budget.) Where the design has no such artefact, the engine's sentences say which part
//! cannot be expressed and why. The panel keeps which artefact is shown; the Regions area
//! shows the HBase files with [`TableFiles`] too.

use rowkey_core::artefacts::{ArtefactFile, ArtefactKind, table_artefact};
use rowkey_core::design::Design;
use rowkey_core::i18n::ui;
use yew::prelude::*;

use crate::browser;
use crate::components::code_snippet::{Snippet, code_snippet, use_code_snippet};
use crate::hooks::use_lang;

/// What the artefacts are made from.
#[derive(Properties, PartialEq)]
pub struct ArtefactsProps {
    /// The design (recipe, splits, table and family names).
    pub design: Design,
}

/// The tab label of an artefact (product names, the same in both languages).
fn label(kind: ArtefactKind) -> &'static str {
    match kind {
        ArtefactKind::HbaseShell => "HBase shell",
        ArtefactKind::Phoenix => "Phoenix",
        ArtefactKind::Cbt => "Bigtable (cbt)",
        ArtefactKind::JavaKey => "Java",
        ArtefactKind::PythonKey => "Python",
        ArtefactKind::PhpKey => "PHP",
    }
}

/// The artefact tabs and the chosen artefact's files, or why there is none.
#[component]
pub fn Artefacts(props: &ArtefactsProps) -> Html {
    let t = ui(use_lang());
    let shown = use_state(|| ArtefactKind::HbaseShell);
    let tabs = ArtefactKind::TABLES.iter().map(|&kind| {
        let onclick = {
            let shown = shown.clone();
            Callback::from(move |_: MouseEvent| shown.set(kind))
        };
        html! {
            <button type="button" class="tab" aria-pressed={(*shown == kind).to_string()}
                data-testid={format!("artefact-tab-{}", kind.code())} {onclick}>{ label(kind) }</button>
        }
    });
    html! {
        <div class="artefacts" data-testid="artefacts">
            <div class="tabs" role="group" aria-label={t.area_artefacts}>{ for tabs }</div>
            <TableFiles design={props.design.clone()} kind={*shown} place="artefacts" />
        </div>
    }
}

/// Props of [`TableFiles`].
#[derive(Properties, PartialEq)]
pub struct TableFilesProps {
    /// The design.
    pub design: Design,
    /// Which table definition.
    pub kind: ArtefactKind,
    /// Where it is shown (`regions`, `artefacts`): the code blocks' ids start with it.
    pub place: &'static str,
    /// Show nothing (instead of the reasons) when the design has no such artefact: the
    /// Regions area's split editor already says what is wrong with a pre-split.
    #[prop_or_default]
    pub quiet: bool,
}

/// One table definition's files, each with copy and download, or the reasons it has none.
#[component]
pub fn TableFiles(props: &TableFilesProps) -> Html {
    let lang = use_lang();
    let t = ui(lang);
    let artefact = use_memo(
        (props.design.clone(), props.kind, lang),
        |(design, kind, lang)| table_artefact(design, *kind, *lang),
    );
    match artefact.as_ref() {
        Ok(artefact) => artefact
            .files
            .iter()
            .map(|file| html! { <ArtefactFileView key={file.name} file={file.clone()} place={props.place} /> })
            .collect(),
        Err(_) if props.quiet => Html::default(),
        Err(reasons) => html! {
            <div class="not-expressible" role="note" data-testid="artefact-reasons">
                <p>{ t.artefact_not_expressible }</p>
                <ul>{ for reasons.iter().map(|r| html! { <li>{ r.clone() }</li> }) }</ul>
            </div>
        },
    }
}

/// Props of [`ArtefactFileView`].
#[derive(Properties, PartialEq)]
struct ArtefactFileProps {
    file: ArtefactFile,
    place: &'static str,
}

/// One file: its name, its text with a copy button, and a download button.
#[component]
fn ArtefactFileView(props: &ArtefactFileProps) -> Html {
    let t = ui(use_lang());
    let ArtefactFile { name, text } = &props.file;
    let code = AttrValue::from(text.clone());
    let state = use_code_snippet(&code);
    let ondownload = {
        let (name, text) = (*name, text.clone());
        Callback::from(move |_: MouseEvent| {
            browser::download(name, "text/plain;charset=utf-8", &text);
        })
    };
    html! {
        <div class="artefact-file" data-testid="artefact-file" data-file={*name}>
            { code_snippet(&Snippet { id: format!("{}-{name}", props.place).into(), label: name, code, kind: name }, &state, t) }
            <button type="button" class="download" data-testid={format!("download-{name}")} onclick={ondownload}>
                { t.artefact_download }{ " " }<code>{ *name }</code>
            </button>
        </div>
    }
}
