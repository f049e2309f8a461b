//! The page: owns the reducer, provides the dispatcher and lays out the areas.

use rowkey_core::analysis::{Area, Problem};
use yew::prelude::*;

use crate::browser;
use crate::components::analysis_progress::AnalysisProgress;
use crate::components::design_file::DesignFile;
use crate::components::key_preview::KeyPreview;
use crate::components::key_spec_form::KeySpecForm;
use crate::components::key_table::KeyTable;
use crate::components::notice_bar::NoticeBar;
use crate::components::problem_list::ProblemList;
use crate::components::query_list::QueryList;
use crate::components::region_chart::RegionChart;
use crate::components::sample_input::SampleInput;
use crate::components::sizing_form::SizingForm;
use crate::components::split_editor::SplitEditor;
use crate::components::undo_redo::UndoRedo;
use crate::components::write_heatmap::WriteHeatmap;
use crate::hooks::{
    AnalysisRef, Dispatch, UseAnalysis, use_analysis, use_persistence, use_shortcuts,
};
use crate::state::{Action, ChartView, QueryId, State};

/// Props of [`App`].
#[derive(Properties, PartialEq, Clone, Copy, Debug, Default)]
pub struct AppProps {
    /// Restore the design from the URL or the autosave on load, and keep both up to date.
    /// Off by default, so tests that mount the page start from the default design.
    #[prop_or_default]
    pub persist: bool,
    /// Analyse large samples in a web worker (falling back to this thread where workers
    /// fail). Off by default, so tests that mount the page analyse in their own thread.
    #[prop_or_default]
    pub worker: bool,
}

/// The whole playground page.
#[component]
pub fn App(props: &AppProps) -> Html {
    let persist = props.persist;
    let state = use_reducer(move || {
        if persist {
            let hash = browser::location_hash();
            let saved = browser::read_autosave();
            State::restored(rowkey_core::persist::restore(&hash, saved.as_deref()))
        } else {
            State::default()
        }
    });
    let UseAnalysis {
        analysis,
        pending,
        running,
        phase,
        rows,
        request_rows,
    } = use_analysis(state.inputs.clone(), props.worker);
    let share_note = use_persistence(persist, state.inputs.clone(), state.may_write_link());
    let dispatcher: Dispatch = state.dispatcher();
    use_shortcuts(dispatcher.clone());
    let problems = |area: Area| -> Vec<Problem> {
        analysis
            .problems
            .iter()
            .filter(|p| p.area == area)
            .cloned()
            .collect()
    };
    let chart_tab = |label: &'static str, view: ChartView, testid: &'static str| {
        let d = dispatcher.clone();
        let active = state.chart == view;
        let onclick = Callback::from(move |_: MouseEvent| d.dispatch(Action::ShowChart(view)));
        html! {
            <button type="button" class="tab" aria-pressed={active.to_string()} data-testid={testid} {onclick}>{ label }</button>
        }
    };
    html! {
        <ContextProvider<Dispatch> context={dispatcher.clone()}>
            <div class={classes!("app", pending.then_some("pending"))}>
                <header class="app-header">
                    <h1>{ "RowKey Playground" }</h1>
                    <p class="tagline">{ "Design an HBase row key and see its byte order, regions and scans, live. Nothing leaves your browser." }</p>
                    <UndoRedo can_undo={state.history.can_undo()} can_redo={state.history.can_redo()} />
                    <DesignFile inputs={state.inputs.clone()} {share_note} />
                </header>
                <NoticeBar message={state.notice.clone().map(AttrValue::from)} />
                <AnalysisProgress {running} {phase} />
                <main class="layout">
                    <div class="column left">
                        <section class="panel" aria-labelledby="builder-heading" data-testid="area-builder">
                            <h2 id="builder-heading">{ "Key builder" }</h2>
                            <KeySpecForm recipe={state.inputs.recipe.clone()} analysis={analysis.clone()} />
                        </section>
                        <section class="panel" aria-labelledby="data-heading" data-testid="area-data">
                            <h2 id="data-heading">{ "Data" }</h2>
                            <SampleInput source={state.inputs.sample.clone()} sample={analysis.sample.clone()} />
                        </section>
                    </div>
                    <div class="column right">
                        <section class="panel" aria-labelledby="anatomy-heading" data-testid="area-anatomy">
                            <h2 id="anatomy-heading">{ "Key anatomy" }</h2>
                            <KeyPreview row={analysis.preview.clone()} legend={analysis.legend.clone()} stats={analysis.stats_text.clone()} />
                            <ProblemList problems={problems(Area::Recipe)} label="Design problems" />
                        </section>
                        <section class="panel" aria-labelledby="regions-heading" data-testid="area-regions">
                            <h2 id="regions-heading">{ "Regions" }</h2>
                            <SplitEditor splits={state.inputs.splits.clone()}
                                error={analysis.split_error.as_ref().map(|e| AttrValue::from(e.to_string()))}
                                suggestion={analysis.suggestion.clone()} />
                            <div class="tabs" role="group" aria-label="Chart">
                                { chart_tab("Rows per region", ChartView::Bars, "show-bars") }
                                { chart_tab("Writes over time", ChartView::Heatmap, "show-heatmap") }
                            </div>
                            if state.chart == ChartView::Bars {
                                <RegionChart chart={analysis.chart.clone()} balance={analysis.balance.clone()} filter={state.region_filter} />
                            } else {
                                <WriteHeatmap heatmap={analysis.heatmap.clone()} arrival={state.inputs.arrival.clone()}
                                    columns={analysis.columns.clone()}
                                    error={analysis.arrival_error.clone().map(AttrValue::from)} />
                            }
                            <ProblemList problems={problems(Area::Regions)} label="Split problems" />
                            <SizingForm sizing={state.inputs.sizing} advice={analysis.sizing_text.clone().map(AttrValue::from)} />
                        </section>
                    </div>
                    <section class="panel wide" aria-labelledby="queries-heading" data-testid="area-queries">
                        <h2 id="queries-heading">{ "Queries" }</h2>
                        <QueryList analysis={analysis.clone()} ids={state.query_ids.clone()} selected={state.query_filter} />
                    </section>
                    <section class="panel wide" aria-labelledby="sorted-heading" data-testid="area-sorted">
                        <h2 id="sorted-heading">{ "Keys in HBase order" }</h2>
                        <KeyTable analysis={analysis.clone()} filter={state.view_filter()} {rows} on_rows={request_rows}
                            queries={query_choices(&state, &analysis)} selected_query={state.query_filter} />
                    </section>
                </main>
            </div>
        </ContextProvider<Dispatch>>
    }
}

/// The queries the sorted view can be filtered to: id and name.
fn query_choices(state: &State, analysis: &AnalysisRef) -> Vec<(QueryId, AttrValue)> {
    state
        .query_ids
        .iter()
        .zip(&analysis.queries)
        .filter(|(_, q)| q.outcome.is_ok())
        .map(|(id, q)| (*id, AttrValue::from(q.name.clone())))
        .collect()
}
