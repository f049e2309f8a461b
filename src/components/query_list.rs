//! The Queries area: one card per query, and a button to add one.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::query_card::QueryCard;
use crate::hooks::{AnalysisRef, use_dispatch, use_lang, use_ui};
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
    let t = use_ui();
    let lang = use_lang();
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
            <p class="note">{ t.query_intro }</p>
            if props.ids.is_empty() {
                <p class="empty-note">{ t.no_query }</p>
            }
            for (id, view) in props.ids.iter().zip(&props.analysis.queries) {
                <QueryCard key={id.0} id={*id} view={view.clone()} analysis={props.analysis.clone()}
                    columns={columns.clone()} selected={props.selected == Some(*id)} />
            }
            <button type="button" class="add-query" data-testid="add-query" onclick={on_add}>{ t.add_query }</button>
        </div>
    }
}
