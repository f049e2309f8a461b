//! The page: owns the reducer, provides the dispatcher and lays out the areas.

use rowkey_core::analysis::{Area, Problem};
use rowkey_core::i18n::Lang;
use yew::prelude::*;

use crate::browser;
use crate::components::design_file::DesignFile;
use crate::components::key_preview::KeyPreview;
use crate::components::key_spec_form::KeySpecForm;
use crate::components::key_table::KeyTable;
use crate::components::lang_switch::LangSwitch;
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
}

/// The whole playground page.
#[component]
pub fn App(props: &AppProps) -> Html {
    let persist = props.persist;
    let state = use_reducer(move || {
        if persist {
            let hash = browser::location_hash();
            let saved = browser::read_autosave();
            let lang_tag = browser::stored_lang_tag().unwrap_or_else(browser::browser_lang_tag);
            State {
                lang: Lang::from_tag(&lang_tag),
                ..State::restored(rowkey_core::persist::restore(&hash, saved.as_deref()))
            }
        } else {
            State::default()
        }
    });
    let UseAnalysis { analysis, pending } = use_analysis(state.inputs.clone());
    let share_note = use_persistence(persist, state.inputs.clone(), state.may_write_link());
    let dispatcher: Dispatch = state.dispatcher();
    use_shortcuts(dispatcher.clone());
    let first_lang = use_mut_ref(|| state.lang);
    use_effect_with((state.lang, persist), move |(lang, persist)| {
        browser::set_document_lang(lang.tag());
        // Remember a language the user picked; until then, keep following the browser's.
        if *persist && *first_lang.borrow() != *lang {
            *first_lang.borrow_mut() = *lang;
            browser::store_lang_tag(lang.tag());
        }
    });
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
        <ContextProvider<Lang> context={state.lang}>
            <div class={classes!("app", pending.then_some("pending"))}>
                <header class="app-header">
                    <h1>{ "RowKey Playground" }</h1>
                    <p class="tagline">{ "Design an HBase row key and see its byte order, regions and scans, live. Nothing leaves your browser." }</p>
                    <LangSwitch />
                    <UndoRedo can_undo={state.history.can_undo()} can_redo={state.history.can_redo()} />
                    <DesignFile inputs={state.inputs.clone()} {share_note} />
                </header>
                <NoticeBar message={state.notice.as_ref().map(|n| AttrValue::from(n.get(state.lang).to_owned()))} />
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
                            <KeyPreview row={analysis.preview.clone()} legend={analysis.legend.clone()} stats={AttrValue::from(analysis.stats_text.get(state.lang).to_owned())} />
                            <ProblemList problems={problems(Area::Recipe)} label="Design problems" />
                        </section>
                        <section class="panel" aria-labelledby="regions-heading" data-testid="area-regions">
                            <h2 id="regions-heading">{ "Regions" }</h2>
                            <SplitEditor splits={state.inputs.splits.clone()}
                                error={analysis.split_error.as_ref().map(|e| AttrValue::from(e.localized().get(state.lang).to_owned()))}
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
                                    error={analysis.arrival_error.as_ref().map(|e| AttrValue::from(e.get(state.lang).to_owned()))} />
                            }
                            <ProblemList problems={problems(Area::Regions)} label="Split problems" />
                            <SizingForm sizing={state.inputs.sizing} advice={analysis.sizing_text.as_ref().map(|t| AttrValue::from(t.get(state.lang).to_owned()))} />
                        </section>
                    </div>
                    <section class="panel wide" aria-labelledby="queries-heading" data-testid="area-queries">
                        <h2 id="queries-heading">{ "Queries" }</h2>
                        <QueryList analysis={analysis.clone()} ids={state.query_ids.clone()} selected={state.query_filter} />
                    </section>
                    <section class="panel wide" aria-labelledby="sorted-heading" data-testid="area-sorted">
                        <h2 id="sorted-heading">{ "Keys in HBase order" }</h2>
                        <KeyTable analysis={analysis.clone()} filter={state.view_filter()}
                            queries={query_choices(&state, &analysis)} selected_query={state.query_filter} />
                    </section>
                </main>
            </div>
        </ContextProvider<Lang>>
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
