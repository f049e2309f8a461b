//! The Queries area: one card per query, and a button to add one.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::query_card::QueryCard;
use crate::hooks::{AnalysisRef, use_dispatch};
use crate::state::{Action, QueryId};

/// Props of [`QueryList`].
#[derive(Properties, PartialEq)]
pub struct QueryListProps {
    /// The analysis (its `queries` are in the same order as `ids`).
    pub analysis: AnalysisRef,
    /// The queries' ids.
    pub ids: Vec<QueryId>,
    /// The query the sorted view is filtered to.
    pub selected: Option<QueryId>,
}

/// The list of queries.
#[component]
pub fn QueryList(props: &QueryListProps) -> Html {
    let dispatch = use_dispatch();
    let lang = crate::hooks::use_lang();
    let columns = use_memo(props.analysis.columns.clone(), |c| c.clone());
    let columns: Rc<Vec<String>> = columns;
    let on_add = {
        let analysis = props.analysis.clone();
        let count = props.ids.len();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::AddQuery(analysis.new_query_in(count, lang)))
        })
    };
    html! {
        <div class="query-list">
            <p class="note">{ "Each query is planned on the key as it stands: the class of scan, the key ranges it reads, and what it costs on the sample." }</p>
            if props.ids.is_empty() {
                <p class="empty-note">{ "No query yet." }</p>
            }
            for (id, view) in props.ids.iter().zip(&props.analysis.queries) {
                <QueryCard key={id.0} id={*id} view={view.clone()} analysis={props.analysis.clone()}
                    columns={columns.clone()} selected={props.selected == Some(*id)} />
            }
            <button type="button" class="add-query" data-testid="add-query" onclick={on_add}>{ "+ Add a query" }</button>
        </div>
    }
}
