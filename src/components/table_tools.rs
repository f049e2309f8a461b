//! The sorted view's tool bar: what the view shows (every key, one region's, one query's)
//! and the key statistics. Its own component, so that scrolling the view (which re-renders
//! the table many times a second) leaves it alone.

use rowkey_core::analysis::{ViewFilter, format_count};
use rowkey_core::i18n::fill;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::hooks::{AnalysisRef, use_dispatch, use_lang, use_ui};
use crate::state::{Action, QueryId};

/// Props of [`TableTools`].
#[derive(Properties, PartialEq)]
pub struct TableToolsProps {
    /// The analysis.
    pub analysis: AnalysisRef,
    /// What the view shows.
    pub filter: ViewFilter,
    /// The queries the view can be filtered to (id, name).
    #[prop_or_default]
    pub queries: Vec<(QueryId, AttrValue)>,
    /// The query filter, if one is on.
    #[prop_or_default]
    pub selected_query: Option<QueryId>,
}

/// The filter select and the key statistics above the sorted view.
#[component]
pub fn TableTools(props: &TableToolsProps) -> Html {
    let dispatch = use_dispatch();
    let t = use_ui();
    let lang = use_lang();
    let a = &props.analysis;
    let on_filter = {
        let selected_query = props.selected_query;
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let value = select.value();
            match value.strip_prefix('q').and_then(|id| id.parse().ok()) {
                Some(id) => dispatch.emit(Action::FilterQuery(Some(QueryId(id)))),
                None if value.is_empty() && selected_query.is_some() => {
                    dispatch.emit(Action::FilterQuery(None));
                }
                None => dispatch.emit(Action::FilterRegion(value.parse().ok())),
            }
        })
    };
    html! {
        <div class="table-tools">
            <label for="region-filter">{ t.show }</label>
            <select id="region-filter" data-testid="region-filter" onchange={on_filter}>
                <option value="" selected={props.filter == ViewFilter::All}>{ t.all_regions }</option>
                for region in &a.regions.regions {
                    <option key={region.index} value={region.index.to_string()} selected={props.filter == ViewFilter::Region(region.index)}>
                        { fill(t.region_option, &[&(region.index + 1).to_string(), &format_count(region.row_count)]) }
                    </option>
                }
                if !props.queries.is_empty() {
                    <optgroup label={t.keys_a_query_reads}>
                        for (id, name) in &props.queries {
                            <option key={format!("q{}", id.0)} value={format!("q{}", id.0)} selected={props.selected_query == Some(*id)}>
                                { fill(t.query_option, &[name]) }
                            </option>
                        }
                    </optgroup>
                }
            </select>
            <span class="count" data-testid="sorted-count">{ a.stats_text.get(lang) }</span>
        </div>
    }
}
