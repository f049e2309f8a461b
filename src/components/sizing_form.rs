//! The projected table size, and the region count it calls for.

use rowkey_core::analysis::Sizing;
use rowkey_core::analysis::editor::parse_number;
use yew::prelude::*;

use crate::components::text_field::TextField;
use crate::hooks::{use_dispatch, use_lang, use_ui};
use crate::state::Action;

/// Props of [`SizingForm`].
#[derive(Properties, PartialEq)]
pub struct SizingFormProps {
    /// The projected size.
    pub sizing: Sizing,
    /// The engine's advice in one line, if any.
    #[prop_or_default]
    pub advice: Option<AttrValue>,
}

/// Table rows and value bytes per row.
#[component]
pub fn SizingForm(props: &SizingFormProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let lang = use_lang();
    let sizing = props.sizing;
    let on_rows = {
        let dispatch = dispatch.clone();
        Callback::from(
            move |t: String| match parse_number(&t, 1, 1_000_000_000_000_000) {
                Ok(table_rows) => {
                    dispatch.emit(Action::SetSizing(Sizing {
                        table_rows,
                        ..sizing
                    }));
                    None
                }
                Err(e) => Some(e.get(lang).to_owned()),
            },
        )
    };
    let on_bytes = {
        let dispatch = dispatch.clone();
        Callback::from(move |t: String| match parse_number(&t, 0, 100_000_000) {
            Ok(value_bytes_per_row) => {
                dispatch.emit(Action::SetSizing(Sizing {
                    value_bytes_per_row,
                    ..sizing
                }));
                None
            }
            Err(e) => Some(e.get(lang).to_owned()),
        })
    };
    html! {
        <div class="sizing-form">
            <TextField id="table-rows" label={t.table_rows} class="mid" inputmode="numeric" testid="table-rows"
                value={sizing.table_rows.to_string()} onedit={on_rows} />
            <TextField id="value-bytes" label={t.value_bytes} class="narrow" inputmode="numeric" testid="value-bytes"
                value={sizing.value_bytes_per_row.to_string()} onedit={on_bytes} />
            if let Some(advice) = &props.advice {
                <p class="advice" data-testid="sizing-advice">{ advice }</p>
            }
        </div>
    }
}
