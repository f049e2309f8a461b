//! The Queries area: one card per query, and a button to add one.

use std::rc::Rc;

use rowkey_core::i18n::{Lang, ui};
use yew::prelude::*;

use crate::components::query_card::QueryCard;
use crate::hooks::AnalysisRef;
use crate::state::{Action, QueryId};

/// What [`query_list`] shows.
pub struct Queries<'a> {
    /// The analysis (its `queries` are in the same order as `ids`).
    pub analysis: &'a AnalysisRef,
    /// The queries' ids.
    pub ids: &'a [QueryId],
    /// The query the sorted view is filtered to.
    pub selected: Option<QueryId>,
    /// The sample's columns, kept in one `Rc` while they stay the same (so the cards' props
    /// compare equal).
    pub columns: &'a Rc<Vec<String>>,
    /// The queries the guided tour's current point talks about (highlighted).
    pub lit: &'a [QueryId],
    /// The tour's callout, shown above the first of `lit` (empty when it is elsewhere).
    pub tour: &'a Html,
}

/// The list of queries. (A function, not a component: it has no state of its own.)
pub fn query_list(queries: &Queries<'_>, lang: Lang, dispatch: &Callback<Action>) -> Html {
    let t = ui(lang);
    let on_add = {
        let dispatch = dispatch.clone();
        let analysis = queries.analysis.clone();
        let count = queries.ids.len();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::AddQuery(analysis.new_query_in(count, lang)))
        })
    };
    html! {
        <div class="query-list">
            <p class="note">{ t.query_intro }</p>
            if queries.ids.is_empty() {
                <p class="empty-note">{ t.no_query }</p>
            }
            for (id, view) in queries.ids.iter().zip(&queries.analysis.queries) {
                <QueryCard key={id.0} id={*id} view={view.clone()} analysis={queries.analysis.clone()}
                    columns={queries.columns.clone()} selected={queries.selected == Some(*id)}
                    lit={queries.lit.contains(id)}
                    callout={if queries.lit.first() == Some(id) { queries.tour.clone() } else { Html::default() }} />
            }
            <button type="button" class="add-query" data-testid="add-query" onclick={on_add}>{ t.add_query }</button>
        </div>
    }
}
