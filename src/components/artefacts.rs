//! The Deploy area: what a team deploys for the design, each file with copy and download
//! buttons: the HBase shell `create` statement (and the `SPLITS_FILE` it reads), a Phoenix
//! `CREATE TABLE`, a `cbt createtable` command, the Bigtable row key schema file for `gcloud`,
//! and the key builders in Java, Python and PHP (whose first comment line, and the notes
//! under the tabs, say what a per-row function cannot reproduce exactly). Where the design
//! has no such artefact, the engine's sentences say which part cannot be expressed and why.
//! Above the tabs, the table's name and column family, checked as HBase checks them (the
//! `cbt` tab says when Bigtable refuses one). The panel keeps which artefact is shown; the Regions area shows the HBase files with
//! [`TableFiles`] too.

use rowkey_core::analysis::names::{family_problem, table_problem};
use rowkey_core::artefacts::{
    Artefact, ArtefactFile, ArtefactKind, artefact, bigtable_row_key_schema,
    bigtable_row_key_schema_cautions, cbt_binary_salt_reason,
};
use rowkey_core::design::Design;
use rowkey_core::i18n::{Lang, ui};
use yew::prelude::*;

use crate::browser;
use crate::components::code_snippet::{Snippet, code_snippet, use_code_snippet};
use crate::components::text_field::TextField;
use crate::hooks::{use_dispatch, use_lang};
use crate::state::Action;

/// The name the Bigtable row key schema file is downloaded under.
const SCHEMA_FILE: &str = "row_key_schema.yaml";

/// What the Deploy area can show: one of the core's artefacts, or the Bigtable row key
/// schema file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shown {
    /// An artefact of [`ArtefactKind`].
    Kind(ArtefactKind),
    /// The row key schema definition file of `gcloud bigtable instances tables create`.
    BigtableSchema,
}

/// The tabs, in order: the table definitions, the schema file, the key builders.
const TABS: [Shown; 7] = [
    Shown::Kind(ArtefactKind::HbaseShell),
    Shown::Kind(ArtefactKind::Phoenix),
    Shown::Kind(ArtefactKind::Cbt),
    Shown::BigtableSchema,
    Shown::Kind(ArtefactKind::JavaKey),
    Shown::Kind(ArtefactKind::PythonKey),
    Shown::Kind(ArtefactKind::PhpKey),
];

impl Shown {
    /// The tab label (product names, the same in both languages).
    fn label(self) -> &'static str {
        match self {
            Self::Kind(ArtefactKind::HbaseShell) => "HBase shell",
            Self::Kind(ArtefactKind::Phoenix) => "Phoenix",
            Self::Kind(ArtefactKind::Cbt) => "Bigtable (cbt)",
            Self::BigtableSchema => "Bigtable schema (gcloud)",
            Self::Kind(ArtefactKind::JavaKey) => "Java",
            Self::Kind(ArtefactKind::PythonKey) => "Python",
            Self::Kind(ArtefactKind::PhpKey) => "PHP",
        }
    }

    /// The tab's test hook: `artefact-tab-{code}`.
    fn code(self) -> &'static str {
        match self {
            Self::Kind(kind) => kind.code(),
            Self::BigtableSchema => "bigtable-schema",
        }
    }
}

/// What the Deploy area is made from.
#[derive(Properties, PartialEq)]
pub struct ArtefactsProps {
    /// The design (recipe, splits, table and family names).
    pub design: Design,
}

/// The artefact tabs and the chosen artefact's files, or why there is none.
#[component]
pub fn Artefacts(props: &ArtefactsProps) -> Html {
    let lang = use_lang();
    let t = ui(lang);
    let shown = use_state(|| Shown::Kind(ArtefactKind::HbaseShell));
    let tabs = TABS.iter().map(|&tab| {
        let onclick = {
            let shown = shown.clone();
            Callback::from(move |_: MouseEvent| shown.set(tab))
        };
        html! {
            <button type="button" class="tab" aria-pressed={(*shown == tab).to_string()}
                data-testid={format!("artefact-tab-{}", tab.code())} {onclick}>{ tab.label() }</button>
        }
    });
    let dispatch = use_dispatch();
    let on_table = {
        let dispatch = dispatch.clone();
        Callback::from(move |name: String| match table_problem(&name) {
            None => {
                dispatch.emit(Action::SetTableName(name));
                None
            }
            Some(why) => Some(why.get(lang).to_owned()),
        })
    };
    let on_family = Callback::from(move |name: String| match family_problem(&name) {
        None => {
            dispatch.emit(Action::SetFamilyName(name));
            None
        }
        Some(why) => Some(why.get(lang).to_owned()),
    });
    html! {
        <div class="artefacts" data-testid="artefacts">
            <div class="table-names">
                <TextField id="table-name" label={t.table_name} class="mid" mono=true testid="table-name"
                    value={props.design.table.clone()} onedit={on_table} />
                <TextField id="family-name" label={t.family_name} class="mid" mono=true testid="family-name"
                    value={props.design.family.clone()} onedit={on_family} />
            </div>
            <div class="tabs" role="group" aria-label={t.area_artefacts}>{ for tabs }</div>
            { match *shown {
                Shown::Kind(kind) => html! { <TableFiles design={props.design.clone()} {kind} place="artefacts" /> },
                Shown::BigtableSchema => html! { <SchemaFiles design={props.design.clone()} /> },
            } }
        </div>
    }
}

/// The Bigtable row key schema of `design` as an artefact (its cautions as notes), or the
/// reasons it has none.
fn schema_artefact(design: &Design, lang: Lang) -> Result<Artefact, Vec<String>> {
    let text = bigtable_row_key_schema(design).map_err(|reasons| {
        reasons
            .iter()
            .map(|r| r.sentence(&design.recipe, lang))
            .collect::<Vec<_>>()
    })?;
    Ok(Artefact {
        files: vec![ArtefactFile {
            name: SCHEMA_FILE,
            text,
        }],
        notes: bigtable_row_key_schema_cautions(design)
            .iter()
            .map(|c| c.sentence(&design.recipe, lang))
            .collect(),
    })
}

/// Props of [`SchemaFiles`].
#[derive(Properties, PartialEq)]
struct SchemaFilesProps {
    design: Design,
}

/// The Bigtable row key schema file, with copy and download, or the reasons it has none.
#[component]
fn SchemaFiles(props: &SchemaFilesProps) -> Html {
    let lang = use_lang();
    let artefact = use_memo((props.design.clone(), lang), |(design, lang)| {
        schema_artefact(design, *lang)
    });
    artefact_view(artefact.as_ref(), "artefacts", false, ui(lang))
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

/// One artefact's files, each with copy and download, with its notes, or the reasons it
/// has none.
#[component]
pub fn TableFiles(props: &TableFilesProps) -> Html {
    let lang = use_lang();
    let artefact = use_memo(
        (props.design.clone(), props.kind, lang),
        |(design, kind, lang)| {
            let mut made = artefact(design, *kind, *lang);
            // cbt refuses a binary salt's bucket bytes: why, before each refused point.
            if let (Err(reasons), ArtefactKind::Cbt) = (&mut made, *kind) {
                if let Some(why) = cbt_binary_salt_reason(design, *lang) {
                    reasons.insert(0, why);
                }
            }
            made
        },
    );
    artefact_view(artefact.as_ref(), props.place, props.quiet, ui(lang))
}

/// An artefact's notes (what it does not reproduce exactly, or what to check) and files, or
/// the reasons the design has none (nothing when `quiet`).
fn artefact_view(
    artefact: &Result<Artefact, Vec<String>>,
    place: &'static str,
    quiet: bool,
    t: &'static rowkey_core::i18n::Ui,
) -> Html {
    match artefact {
        Ok(artefact) => html! {
            <>
                if !artefact.notes.is_empty() {
                    <div class="artefact-notes" role="note" data-testid="artefact-notes">
                        <p>{ t.artefact_notes }</p>
                        <ul>{ for artefact.notes.iter().map(|n| html! { <li>{ n.clone() }</li> }) }</ul>
                    </div>
                }
                { for artefact.files.iter().map(|file| html! { <ArtefactFileView key={file.name} file={file.clone()} {place} /> }) }
            </>
        },
        Err(_) if quiet => Html::default(),
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
