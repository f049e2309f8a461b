//! The projected table size, and the region count it calls for.

use rowkey_core::analysis::Sizing;
use rowkey_core::analysis::editor::parse_number;
use rowkey_core::analysis::growth::Growth;
use rowkey_core::i18n::{Lang, ui};
use yew::prelude::*;

use crate::components::text_field::TextField;

use crate::state::Action;

/// The table-size fields and the engine's `advice` in one line, if any. (A function, not a
/// component: it has no state of its own.)
pub fn sizing_form(
    sizing: Sizing,
    advice: Option<&str>,
    growth: Option<&Growth>,
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
            if let Some(growth) = growth {
                { growth_chart(growth, lang) }
            }
        </div>
    }
}

/// The auto-split replay of a table without a pre-split: a step line of the region count
/// over the writes, and the engine's sentence.
fn growth_chart(growth: &Growth, lang: Lang) -> Html {
    let t = ui(lang);
    let text = growth.text.get(lang).to_owned();
    // x: writes 0..=writes across 0..=100; y: regions 1..=max from 36 up to 2.
    let writes = growth.writes.max(1);
    let top = growth.regions.max(2) - 1;
    let x = |w: usize| w * 100 / writes;
    let y = |r: usize| 36 - (r - 1) * 34 / top;
    let mut points = format!("0,{}", y(1));
    for step in &growth.steps {
        let (sx, before) = (x(step.writes), step.regions - 1);
        points += &format!(" {sx},{} {sx},{}", y(before), y(step.regions));
    }
    points += &format!(" 100,{}", y(growth.regions));
    html! {
        <figure class="growth" data-testid="growth">
            <figcaption>{ t.growth_heading }</figcaption>
            <div class="growth-plot">
                <span class="axis y" aria-hidden="true">{ format!("{} ({})", t.growth_y, growth.regions) }</span>
                <svg viewBox="0 0 100 38" preserveAspectRatio="none" role="img" aria-label={text.clone()}>
                    <polyline points={points} />
                </svg>
                <span class="axis x" aria-hidden="true">{ t.growth_x }</span>
            </div>
            <p class="advice" data-testid="growth-text">{ text }</p>
        </figure>
    }
}
