//! The HBase shell `create` statement for the design's table, family and pre-split, with a
//! copy button, and the `SPLITS_FILE` it reads when it reads one. A pre-split HBase would
//! refuse has no statement: the split editor above says what is wrong with it.

use rowkey_core::split::{SplitSpec, create_statement};
use yew::prelude::*;

use crate::components::code_snippet::{Snippet, code_snippet, use_code_snippet};
use crate::hooks::use_ui;

/// What the `create` statement is made from.
#[derive(Properties, PartialEq)]
pub struct CreateStatementProps {
    /// The HBase table name.
    pub table: AttrValue,
    /// The column family.
    pub family: AttrValue,
    /// How the table is pre-split.
    pub splits: SplitSpec,
}

/// The `create` statement (and `splits.txt`) as copyable code.
#[component]
pub fn CreateStatement(props: &CreateStatementProps) -> Html {
    let t = use_ui();
    let create = use_memo(
        (
            props.table.clone(),
            props.family.clone(),
            props.splits.clone(),
        ),
        |(table, family, splits)| create_statement(table, family, splits).ok(),
    );
    let shell = AttrValue::from(
        create
            .as_ref()
            .as_ref()
            .map_or_else(String::new, |c| c.shell.clone()),
    );
    let file = AttrValue::from(
        create
            .as_ref()
            .as_ref()
            .and_then(|c| c.splits_file.clone())
            .unwrap_or_default(),
    );
    let shell_state = use_code_snippet(&shell);
    let file_state = use_code_snippet(&file);
    if create.is_none() {
        return Html::default();
    }
    html! {
        <div class="create-statement" data-testid="create-statement">
            { code_snippet(&Snippet { id: "create-code".into(), label: t.snippet_create, code: shell, kind: "create" }, &shell_state, t) }
            if !file.is_empty() {
                { code_snippet(&Snippet { id: "splits-file-code".into(), label: t.snippet_splits_file, code: file, kind: "splits-file" }, &file_state, t) }
            }
        </div>
    }
}
