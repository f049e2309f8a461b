//! The sorted view: keys in HBase order with their anatomy, region dividers and the source
//! values; virtualised so that only the rows in view are in the DOM. The rows live with the
//! analysis engine (in a worker for large samples): the table asks for the window it shows,
//! ahead of the scroll ([`plan`]), and renders what has arrived ([`RowCache`]).

use std::rc::Rc;

use rowkey_core::analysis::{Line, ViewFilter, format_count, visible_window};
use rowkey_core::i18n::{Ui, fill};
use web_sys::Element;
use yew::prelude::*;

use crate::components::table_tools::TableTools;
use crate::hooks::{AnalysisRef, RowsWanted, use_ui};
use crate::row_cache::{Asked, RowCache, plan};
use crate::state::QueryId;

/// Height of one line in pixels (kept in step with `styles/key_table.css`).
pub const ROW_PX: f64 = 26.0;
/// Height of the scroll viewport in pixels (kept in step with `styles/key_table.css`).
pub const VIEWPORT_PX: f64 = 468.0;
/// Extra lines rendered above and below the viewport.
const OVERSCAN: usize = 8;

/// Where the view is scrolled to, and by how many lines it moved at the last scroll event.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Scroll {
    px: f64,
    step: f64,
}

/// Props of [`KeyTable`].
#[derive(Properties, PartialEq)]
pub struct KeyTableProps {
    /// The analysis.
    pub analysis: AnalysisRef,
    /// The lines received.
    #[prop_or_default]
    pub rows: Rc<RowCache>,
    /// Asks for a window of lines.
    pub on_rows: Callback<RowsWanted>,
    /// What to show: every key, one region's, or one query's.
    pub filter: ViewFilter,
    /// The queries the view can be filtered to (id, name).
    #[prop_or_default]
    pub queries: Vec<(QueryId, AttrValue)>,
    /// The query filter, if one is on.
    #[prop_or_default]
    pub selected_query: Option<QueryId>,
}

/// The virtualised table of keys in HBase order.
#[component]
pub fn KeyTable(props: &KeyTableProps) -> Html {
    let t = use_ui();
    let scroll = use_state_eq(Scroll::default);
    let viewport = use_node_ref();
    // So that a fast scroll does not ask for the same lines again while they are on their way.
    let asked = use_mut_ref(Asked::default);
    {
        // Back to the top when the filter changes.
        let viewport = viewport.clone();
        let scroll = scroll.clone();
        use_effect_with(props.filter, move |_| {
            if let Some(el) = viewport.cast::<Element>() {
                el.set_scroll_top(0);
            }
            scroll.set(Scroll::default());
        });
    }
    let onscroll = {
        let scroll = scroll.clone();
        Callback::from(move |e: Event| {
            let el: Element = e.target_unchecked_into();
            let px = f64::from(el.scroll_top());
            scroll.set(Scroll {
                px,
                step: (px - scroll.px) / ROW_PX,
            });
        })
    };
    let a = &props.analysis;
    let filter = a.checked_filter(props.filter);
    let total = a.line_count(filter);
    let window = visible_window(scroll.px, VIEWPORT_PX, ROW_PX, total, OVERSCAN);
    let wanted = plan(window.clone(), total, scroll.step);
    let rows = &props.rows;
    let covered = rows.covers(a.id, filter, &wanted.need);
    {
        let on_rows = props.on_rows.clone();
        use_effect_with(
            (a.id, filter, window.clone(), wanted, covered),
            move |(id, filter, shown, wanted, covered)| {
                let now = js_sys::Date::now();
                let ask = asked.borrow_mut().next(*id, *filter, wanted, *covered, now);
                on_rows.emit(RowsWanted {
                    analysis: *id,
                    filter: *filter,
                    shown: shown.clone(),
                    ask,
                });
            },
        );
    }
    // Spacer heights go in the `height` attribute: a `style` attribute would need
    // `style-src 'unsafe-inline'` in the page's Content-Security-Policy.
    let px = |lines: usize| (lines > 0).then(|| (lines as f64 * ROW_PX).to_string());
    let top = px(window.start);
    let bottom = px(total - window.end);
    let columns = &a.columns;
    let width = 3 + columns.len();
    html! {
        <div class="key-table">
            <TableTools analysis={props.analysis.clone()} filter={props.filter} queries={props.queries.clone()} selected_query={props.selected_query} />
            <div class="viewport" ref={viewport} {onscroll} data-testid="sorted-viewport" tabindex="0"
                role="region" aria-label={t.sorted_scroll_label}>
                <table data-testid="key-table">
                    <thead>
                        <tr>
                            <th scope="col" class="num">{ "#" }</th>
                            <th scope="col">{ t.row_key_binary }</th>
                            <th scope="col" class="num">{ t.bytes }</th>
                            for name in columns {
                                <th scope="col" translate="no">{ name }</th>
                            }
                        </tr>
                    </thead>
                    <tbody>
                        if let Some(height) = top {
                            <tr class="spacer" aria-hidden="true"><td colspan={width.to_string()} {height}></td></tr>
                        }
                        for i in window {
                            { render_line(t, rows.get(filter, i), width) }
                        }
                        if let Some(height) = bottom {
                            <tr class="spacer" aria-hidden="true"><td colspan={width.to_string()} {height}></td></tr>
                        }
                    </tbody>
                </table>
            </div>
        </div>
    }
}

/// One line of the view. Lines carry no `key`: while the view scrolls, Yew patches the rows
/// already in the DOM in place (new text, same elements) instead of removing every row that
/// scrolled out and building a new one, which is what keeps a fast scroll within a frame.
fn render_line(t: &Ui, line: Option<&Line>, width: usize) -> Html {
    let Some(line) = line else {
        // Not arrived yet: an empty line of the same height.
        return html! {
            <tr class="waiting" aria-hidden="true"><td colspan={width.to_string()}>{ "\u{2026}" }</td></tr>
        };
    };
    match line {
        Line::Region { index, start, rows } => html! {
            <tr class="region-divider" data-testid="region-divider">
                <td colspan={width.to_string()}>
                    <span class="region-name">{ fill(t.region_n, &[&(index + 1).to_string()]) }</span>
                    <span class="region-start">
                        if start.is_empty() { { t.starts_at_first_key } } else { { t.starts_at } <code translate="no">{ start }</code> }
                    </span>
                    <span class="region-rows">{ fill(t.n_rows, &[&format_count(*rows)]) }</span>
                </td>
            </tr>
        },
        Line::Row(row) => html! {
            <tr data-testid="key-row">
                <td class="num">{ row.position + 1 }</td>
                <td class="key" data-testid="row-key" title={row.hex.clone()} translate="no">
                    for seg in &row.segments {
                        <span class={classes!("seg", format!("slot-{}", seg.slot), seg.separator.then_some("sep"))}>{ &seg.text }</span>
                    }
                </td>
                <td class="num" data-testid="row-key-length">{ row.len }</td>
                for value in &row.values {
                    <td translate="no">{ value }</td>
                }
            </tr>
        },
    }
}
