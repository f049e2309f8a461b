//! Rows per region as an SVG bar chart, with the balance metrics. A bar is focusable;
//! clicking it (or Enter / Space) filters the sorted view to that region.

use rowkey_core::analysis::{BalanceView, BarChart};
use yew::prelude::*;

use crate::hooks::{on_click, use_dispatch, use_lang, use_ui};
use crate::state::Action;

/// Props of [`RegionChart`].
#[derive(Properties, PartialEq)]
pub struct RegionChartProps {
    /// The chart geometry from the core.
    pub chart: BarChart,
    /// Balance metrics.
    pub balance: BalanceView,
    /// The region the sorted view is filtered to.
    pub filter: Option<usize>,
    /// Set when the split list is invalid: the note saying the chart is one region standing
    /// in for the table; the balance numbers are then withheld (one region's 1.00× and no
    /// empty region would read as a good spread).
    #[prop_or_default]
    pub invalid_splits: Option<AttrValue>,
}

/// The bar chart of rows per region.
#[component]
pub fn RegionChart(props: &RegionChartProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let lang = use_lang();
    let toggle = |region: usize| {
        let next = if props.filter == Some(region) {
            None
        } else {
            Some(region)
        };
        Action::FilterRegion(next)
    };
    let b = &props.balance;
    let invalid = props.invalid_splits.is_some();
    // A withheld number.
    let shown = |text: &str| {
        if invalid {
            "—".to_owned()
        } else {
            text.to_owned()
        }
    };
    html! {
        <div class="region-chart">
            <svg class="bars" viewBox={props.chart.view_box.clone()} preserveAspectRatio="none"
                role="group" aria-label={props.chart.summary.get(lang).to_owned()} data-testid="region-chart">
                for bar in &props.chart.bars {
                    {{
                        let action = toggle(bar.region);
                        let onclick = on_click(&dispatch, action.clone());
                        let onkeydown = {
                            let dispatch = dispatch.clone();
                            Callback::from(move |e: KeyboardEvent| {
                                if e.key() == "Enter" || e.key() == " " {
                                    e.prevent_default();
                                    dispatch.emit(action.clone());
                                }
                            })
                        };
                        let selected = props.filter == Some(bar.region);
                        html! {
                            <g key={bar.region}
                                class={classes!("bar", bar.hot.then_some("hot"), bar.empty.then_some("empty"), selected.then_some("selected"))}
                                tabindex="0" role="button"
                                aria-label={bar.label.get(lang).to_owned()}
                                aria-pressed={selected.to_string()}
                                data-testid="region-bar"
                                data-region={bar.region.to_string()}
                                data-count={bar.count.clone()}
                                data-share={bar.share.clone()}
                                {onclick} {onkeydown}>
                                <title>{ bar.label.get(lang) }</title>
                                <rect class="hit" x={bar.slot_x.clone()} y="0" width={bar.slot_width.clone()} height="100" />
                                <rect class="fill" x={bar.x.clone()} y={bar.y.clone()} width={bar.width.clone()} height={bar.height.clone()} />
                            </g>
                        }
                    }}
                }
            </svg>
            if props.chart.labelled {
                <ol class="bar-labels" aria-hidden="true">
                    for bar in &props.chart.bars {
                        <li key={bar.region} class={classes!(bar.hot.then_some("hot"))}>
                            <span class="region">{ bar.region + 1 }</span>
                            <span class="start" translate="no" data-testid="bar-start">{ &bar.start }</span>
                            <span class="count">{ &bar.count }</span>
                        </li>
                    }
                </ol>
            }
            if let Some(note) = &props.chart.note {
                <p class="note">{ note.get(lang) }</p>
            }
            if let Some(note) = &props.invalid_splits {
                <p class="field-error invalid-splits" role="note" data-testid="balance-invalid-splits">{ note }</p>
            }
            <dl class={classes!("balance", invalid.then_some("withheld"))} data-testid="balance">
                <div class={classes!((b.unbalanced && !invalid).then_some("bad"))}>
                    <dt>{ t.max_mean }</dt><dd data-testid="balance-max-mean">{ shown(&b.max_mean) }</dd>
                </div>
                <div><dt>{ t.cv }</dt><dd data-testid="balance-cv">{ shown(&b.cv) }</dd></div>
                <div class={classes!((b.metrics.empty_regions > 0 && !invalid).then_some("bad"))}>
                    <dt>{ t.empty_regions }</dt><dd data-testid="balance-empty">{ shown(b.empty.get(lang)) }</dd>
                </div>
                <div class="wide"><dt>{ t.write_hotspot }</dt><dd data-testid="write-hotspot">{ shown(b.hotspot_text.get(lang)) }</dd></div>
            </dl>
        </div>
    }
}
