//! The projected table size, and the region count it calls for.

use rowkey_core::analysis::Sizing;
use rowkey_core::analysis::editor::parse_number;
use rowkey_core::i18n::{Lang, ui};
use yew::prelude::*;

use crate::components::text_field::TextField;

use crate::state::Action;

/// The table-size fields and the engine's `advice` in one line, if any. (A function, not a
/// component: it has no state of its own.)
pub fn sizing_form(
    sizing: Sizing,
    advice: Option<&str>,
    lang: Lang,
    dispatch: &Callback<Action>,
) -> Html {
    let t = ui(lang);
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
            <TextField id="table-rows" label={t.table_rows} class="mid" numeric=true testid="table-rows"
                value={sizing.table_rows.to_string()} onedit={on_rows} />
            <TextField id="value-bytes" label={t.value_bytes} class="narrow" numeric=true testid="value-bytes"
                value={sizing.value_bytes_per_row.to_string()} onedit={on_bytes} />
            if let Some(advice) = advice {
                <p class="advice" data-testid="sizing-advice">{ advice.to_owned() }</p>
            }
        </div>
    }
}
