//! The page: owns the reducer and lays out the panels.

use yew::prelude::*;

use crate::components::key_column_select::KeyColumnSelect;
use crate::components::key_table::KeyTableView;
use crate::components::sample_input::SampleInput;
use crate::state::{Action, State, ViewModel};

/// The whole playground page.
#[component]
pub fn App() -> Html {
    let state = use_reducer(State::default);
    let view = {
        let state = state.clone();
        use_memo(state, |state| ViewModel::derive(state))
    };
    let on_sample = {
        let dispatcher = state.dispatcher();
        Callback::from(move |text: String| dispatcher.dispatch(Action::SetSampleText(text)))
    };
    let on_column = {
        let dispatcher = state.dispatcher();
        Callback::from(move |column: String| dispatcher.dispatch(Action::SetKeyColumn(column)))
    };
    let (columns, error) = match &view.sample {
        Ok(sample) => (sample.columns().to_vec(), None),
        Err(e) => (Vec::new(), Some(e.to_string())),
    };
    let sample = view.sample.as_ref().ok().cloned();

    html! {
        <div class="app">
            <header class="app-header">
                <h1>{ "RowKey Playground" }</h1>
                <p class="tagline">{ "Design an HBase row key and see its byte order, live. Nothing leaves your browser." }</p>
            </header>
            <main class="panels">
                <section class="panel" aria-labelledby="data-heading">
                    <h2 id="data-heading">{ "Data" }</h2>
                    <SampleInput text={state.sample_text.clone()} error={error} onchange={on_sample} />
                    <KeyColumnSelect columns={columns} selected={view.key_column} onchange={on_column} />
                </section>
                <section class="panel" aria-labelledby="sorted-heading">
                    <h2 id="sorted-heading">{ "Keys in HBase order" }</h2>
                    <KeyTableView table={view.table.clone()} sample={sample} />
                </section>
            </main>
        </div>
    }
}
