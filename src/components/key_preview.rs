//! The live anatomy of one sample row's key: coloured byte segments per part, in
//! toStringBinary and hex, with its length.

use rowkey_core::analysis::{LegendItem, RowView};
use rowkey_core::i18n::{Lang, fill, ui};
use yew::prelude::*;

/// The key preview of one sample row (`row`, if one encodes), the parts' legend and the key
/// statistics line. (A function, not a component: it has no state of its own.)
pub fn key_preview(row: Option<&RowView>, legend: &[LegendItem], stats: &str, lang: Lang) -> Html {
    let t = ui(lang);
    html! {
        <div class="key-preview">
            <ul class="legend" aria-label={t.key_parts} translate="no">
                for item in legend {
                    <li key={item.part.0} class={format!("slot-{}", item.slot)}>
                        <span class="swatch" aria-hidden="true"></span>{ item.label.get(lang) }
                    </li>
                }
            </ul>
            if let Some(row) = row {
                <dl class="anatomy">
                    <dt>{ t.key }</dt>
                    <dd class="bytes" data-testid="preview-key" title="toStringBinary" translate="no">
                        for (i, seg) in row.segments.iter().enumerate() {
                            <span key={i} class={classes!("seg", format!("slot-{}", seg.slot), seg.separator.then_some("sep"), seg.part.is_none().then_some("loose"))}>{ &seg.text }</span>
                        }
                    </dd>
                    <dt>{ t.hex }</dt>
                    <dd class="bytes hex" data-testid="preview-hex" translate="no">
                        for (i, seg) in row.segments.iter().enumerate() {
                            <span key={i} class={classes!("seg", format!("slot-{}", seg.slot), seg.separator.then_some("sep"), seg.part.is_none().then_some("loose"))}>{ &seg.hex }</span>
                        }
                    </dd>
                    <dt>{ t.length }</dt>
                    <dd data-testid="preview-length">{ fill(t.n_bytes, &[&row.len.to_string()]) }</dd>
                    <dt>{ t.from_row }</dt>
                    <dd class="source" translate="no">{ row.values.join(", ") }</dd>
                </dl>
            } else {
                <p class="empty-note" data-testid="preview-empty">{ t.no_row_encodes }</p>
            }
            <p class="stats" data-testid="key-stats">{ stats.to_owned() }</p>
        </div>
    }
}
