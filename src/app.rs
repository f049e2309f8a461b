//! The page: owns the reducer, provides the dispatcher and lays out the areas.

use std::rc::Rc;

use rowkey_core::analysis::{Area, Problem};
use rowkey_core::i18n::messages::messages;
use rowkey_core::i18n::{Lang, Localize, ui};
use rowkey_core::persist::{Origin, Restored};
use rowkey_core::presets::{Area as PageArea, name_queries_in};
use yew::prelude::*;

use crate::browser;
use crate::components::analysis_progress::AnalysisProgress;
use crate::components::artefacts::{Artefacts, TableFiles};
use crate::components::design_file::{design_file, use_design_file};
use crate::components::key_preview::key_preview;
use crate::components::key_spec_form::{key_spec_form, use_key_spec_form};
use crate::components::key_table::KeyTable;
use crate::components::lang_switch::lang_switch;
use crate::components::lesson_bar::lesson_bar;
use crate::components::notice_bar::notice_bar;
use crate::components::preset_gallery::preset_gallery;
use crate::components::problem_list::problem_list;
use crate::components::query_list::{Queries, query_list};
use crate::components::region_chart::RegionChart;
use crate::components::sample_input::{sample_input, use_sample_input};
use crate::components::sizing_form::sizing_form;
use crate::components::split_editor::{live_regions, split_editor, use_split_editor};
use crate::components::tab::tab;
use crate::components::tour_callout::tour_callout;
use crate::components::undo_redo::undo_redo;
use crate::components::verdict::{region_findings, verdict};
use crate::components::view_switch::view_switch;
use crate::components::write_heatmap::{HeatmapView, write_heatmap};
use crate::hooks::{
    AnalysisRef, Dispatch, PageContext, UseAnalysis, on_click, use_analysis, use_persistence,
    use_shortcuts,
};
use crate::state::{Action, ChartView, FixBefore, QueryId, State, Theme};
use rowkey_core::artefacts::ArtefactKind;

/// Props of [`App`].
#[derive(Properties, PartialEq, Clone, Debug, Default)]
pub struct AppProps {
    /// What to open, as decided on load from the URL and the autosave
    /// ([`rowkey_core::persist::restore_with`], which inflates asynchronously, so the page
    /// decides it before it mounts the app). `None` opens the default design.
    #[prop_or_default]
    pub restored: Option<Rc<Restored>>,
    /// Keep the design in the URL and the autosave up to date.
    /// Off by default, so tests that mount the page leave both alone.
    #[prop_or_default]
    pub persist: bool,
    /// Analyse large samples in a web worker (falling back to this thread where workers
    /// fail). Off by default, so tests that mount the page analyse in their own thread.
    #[prop_or_default]
    pub worker: bool,
    /// Render the queries, the sorted view and the Deploy area one task after the rest, so
    /// the page's first render is a shorter task (less blocking while it boots).
    /// Off by default, so tests that mount the page see all of it after one render.
    #[prop_or_default]
    pub progressive: bool,
}

/// The whole playground page.
#[component]
pub fn App(props: &AppProps) -> Html {
    let persist = props.persist;
    let restored = props.restored.clone();
    let state = use_reducer(move || match restored {
        Some(restored) => {
            let lang = link_lang(&restored).unwrap_or_else(|| {
                let lang_tag = browser::stored_lang_tag().unwrap_or_else(browser::browser_lang_tag);
                Lang::from_tag(&lang_tag)
            });
            let mut restored = Rc::unwrap_or_clone(restored);
            if restored.origin == Origin::Default {
                name_queries_in(&mut restored.inputs, lang);
            }
            let theme = browser::stored_theme().unwrap_or_default();
            State {
                lang,
                theme: Theme::from_attribute(&theme),
                ..State::restored(restored)
            }
        }
        None => State::default(),
    });
    let UseAnalysis {
        analysis,
        pending,
        running,
        phase,
        rows,
        request_rows,
    } = use_analysis(state.inputs.clone(), props.worker);
    // The sample's columns, in one `Rc` while they stay the same.
    let columns: Rc<Vec<String>> = use_memo(analysis.columns.clone(), Clone::clone);
    let key_spec_state = use_key_spec_form(&state.inputs.recipe, state.lang);
    let sample_state = use_sample_input(&state.inputs.sample);
    let split_state = use_split_editor(&state.inputs.splits);
    let share_note = use_persistence(
        persist,
        state.inputs.clone(),
        state.lesson.map(|l| l.saved(state.lang)),
        state.may_write_link(),
    );
    let design_file_state = use_design_file();
    let dispatcher: Dispatch = state.dispatcher();
    let t = ui(state.lang);
    use_shortcuts(dispatcher.clone(), state.lesson.and_then(|l| l.step));
    // The page's language, presentation mode and colour theme, on the document's root
    // element; a language or theme the user picks is remembered (until then the page keeps
    // following the browser's language and the system's theme).
    let first_choices = use_mut_ref(|| (state.lang, state.theme));
    let look = (state.lang, state.presenting, state.theme, persist);
    use_effect_with(look, move |&(lang, presenting, theme, persist)| {
        browser::set_document_lang(lang.tag());
        browser::set_root_attribute("data-presenting", presenting.then_some(""));
        let attribute = theme.attribute();
        browser::set_root_attribute("data-theme", (!attribute.is_empty()).then_some(attribute));
        let mut first = first_choices.borrow_mut();
        if persist && first.0 != lang {
            first.0 = lang;
            browser::store_lang_tag(lang.tag());
        }
        if persist && first.1 != theme {
            first.1 = theme;
            browser::store_theme(attribute);
        }
    });
    let problems = |area: Area| -> Vec<&Problem> {
        analysis
            .problems
            .iter()
            .filter(|p| p.area == area)
            .collect()
    };
    let dispatch = dispatcher.to_callback();
    let chart_tab = |label: &'static str, view: ChartView, testid: &'static str| {
        tab(
            label,
            state.chart == view,
            testid,
            &dispatch,
            Action::ShowChart(view),
        )
    };
    let spotlight = state.spotlight();
    // The query cards the tour's point talks about: the callout goes into the first of them.
    let lit_queries = state.tour_queries();
    // Bring what the tour talks about into view: the callout above the query it names, else
    // the area.
    let target = (state.lesson, spotlight, !lit_queries.is_empty());
    use_effect_with(target, |&(_, spotlight, on_a_query)| {
        if on_a_query {
            browser::scroll_into_view("[data-testid=\"tour-callout\"]");
        } else if let Some(area) = spotlight {
            browser::scroll_into_view(&format!("[data-testid=\"{}\"]", section_of(area)));
        }
    });
    // Opening a lesson, another of its designs or its fix (the tour not running) brings the
    // lesson bar into view: its title, its designs and the tour button.
    // (Not when the tour merely starts or ends.)
    let opened = state.lesson.map(|l| (l.preset, l.variant));
    let touring = state.lesson.is_some_and(|l| l.step.is_some());
    use_effect_with(opened, move |opened| {
        if opened.is_some() && !touring {
            browser::scroll_into_view("[data-testid=\"lesson\"]");
        }
    });
    // How the design on show departs from the lesson's.
    let departure = state
        .lesson
        .and_then(|l| l.find())
        .map(|(_, variant)| variant.departure(&state.inputs))
        .unwrap_or_default();
    let step_stale = state
        .lesson
        .and_then(|l| l.step)
        .and_then(|s| departure.stale.get(s).copied())
        .unwrap_or(false);
    // The spotlit section (its `data-testid`), which gets the tour's callout.
    let lit = spotlight.map(section_of);
    // At the last point of a "before" design's tour, the tour ends on its fix.
    let show_fix = state
        .lesson
        .filter(|l| {
            l.variant == "before" && l.find().is_some_and(|(p, _)| p.variant("after").is_some())
        })
        .map(|_| {
            let analysis = analysis.clone();
            dispatch
                .reform(move |_: MouseEvent| Action::ShowFix(FixBefore(analysis.summary.clone())))
        });
    let tour = state
        .lesson
        .map(|lesson| tour_callout(lesson, state.lang, &dispatch, show_fix, step_stale))
        .unwrap_or_default();
    // With `progressive`, the bottom sections wait for the task after the first render.
    let bottom_ready = use_state_eq(|| !props.progressive);
    {
        let bottom_ready = bottom_ready.clone();
        use_effect_with((), move |()| {
            if !*bottom_ready {
                browser::next_task(move || bottom_ready.set(true));
            }
        });
    }
    let no_tour = Html::default();
    let toggle_gallery = on_click(&dispatch, Action::ShowGallery(!state.gallery_open));
    html! {
        <ContextProvider<PageContext> context={PageContext { dispatch: dispatcher.clone(), lang: state.lang }}>
            <div class={if pending { "app pending" } else { "app" }}>
                <header class="app-header">
                    <h1>{ t.app_title }</h1>
                    <p class="tagline">{ t.tagline }</p>
                    <button type="button" class="gallery-toggle" data-testid="open-gallery" title={t.open_gallery}
                        aria-expanded={state.gallery_open.to_string()} aria-controls="preset-gallery" onclick={toggle_gallery}>{ t.presets }</button>
                    { lang_switch(state.lang, &dispatch) }
                    { view_switch(state.presenting, state.theme, t, &dispatch) }
                    { undo_redo(state.history.can_undo(), state.history.can_redo(), t, &dispatch) }
                    { design_file(&state.inputs, share_note.as_ref(), &design_file_state, state.lang, &dispatch) }
                </header>
                { notice_bar(state.notice.as_ref().map(|n| n.get(state.lang)), t, &dispatch) }
                if state.gallery_open {
                    <div id="preset-gallery">{ preset_gallery(state.lang, &dispatch) }</div>
                }
                if let Some(lesson) = state.lesson {
                    { lesson_bar(lesson, state.lang, &dispatch, state.fix.as_ref().map(|before| (&*before.0, &*analysis.summary)), &departure) }
                }
                <AnalysisProgress {running} {phase} />
                <main class="layout">
                    <div class="column left">
                        { panel(Panel { testid: "area-builder", heading_id: "builder-heading", heading: t.area_builder, wide: false, lit, tour: &tour }, html! {
                            { key_spec_form(&state.inputs.recipe, &analysis, &columns, &key_spec_state, state.lang, &dispatch) } }) }
                        { panel(Panel { testid: "area-data", heading_id: "data-heading", heading: t.area_data, wide: false, lit, tour: &tour }, html! {
                            { sample_input(&state.inputs.sample, &analysis.sample, &sample_state, state.lang, &dispatch) } }) }
                        { panel(Panel { testid: "area-anatomy", heading_id: "anatomy-heading", heading: t.area_anatomy, wide: false, lit, tour: &tour }, html! { <>
                            { key_preview(analysis.preview.as_ref(), &analysis.legend, analysis.stats_text.get(state.lang), state.lang) }
                            { problem_list(&problems(Area::Recipe), t.design_problems, Html::default(), state.lang, &dispatch) }
                            { verdict(&analysis, state.lang) }
                        </> }) }
                    </div>
                    <div class="column right">
                        { panel(Panel { testid: "area-regions", heading_id: "regions-heading", heading: t.area_regions, wide: false, lit, tour: &tour }, html! { <>
                            <div class="tabs" role="group" aria-label={t.chart_group}>
                                { chart_tab(t.chart_bars, ChartView::Bars, "show-bars") }
                                { chart_tab(t.chart_heatmap, ChartView::Heatmap, "show-heatmap") }
                            </div>
                            if state.chart == ChartView::Bars {
                                <RegionChart chart={analysis.chart.clone()} balance={analysis.balance.clone()} filter={state.region_filter}
                                    invalid_splits={analysis.split_error.as_ref().map(|_| AttrValue::from(messages(state.lang).regions_invalid_splits()))} />
                                if let Some(live) = state.live_layout() {
                                    { live_regions(live, &analysis.chart, state.lang) }
                                }
                            } else {
                                { write_heatmap(&HeatmapView { heatmap: analysis.heatmap.as_ref(), arrival: &state.inputs.arrival,
                                    columns: &analysis.columns, error: analysis.arrival_error.as_ref().map(|e| e.get(state.lang)) }, state.lang, &dispatch) }
                            }
                            { split_editor(&state.inputs.table, &state.inputs.splits,
                                analysis.split_error.as_ref().map(|e| AttrValue::from(e.localized().get(state.lang).to_owned())).as_ref(),
                                analysis.suggestion.as_ref(), &split_state, state.lang, &dispatch) }
                            <TableFiles design={state.inputs.design()} kind={ArtefactKind::HbaseShell} place="regions" quiet=true />
                            { problem_list(&problems(Area::Regions), t.split_problems, region_findings(&analysis, state.lang), state.lang, &dispatch) }
                            { sizing_form(state.inputs.sizing, analysis.sizing_text.as_ref().map(|t| t.get(state.lang)), analysis.growth.as_ref(), state.lang, &dispatch) }
                        </> }) }
                        if *bottom_ready {
                        { panel(Panel { testid: "area-queries", heading_id: "queries-heading", heading: t.area_queries, wide: false, lit,
                            tour: if lit_queries.is_empty() { &tour } else { &no_tour } }, html! {
                            { query_list(&Queries { analysis: &analysis, ids: &state.query_ids, selected: state.query_filter, columns: &columns,
                                lit: &lit_queries, tour: if lit_queries.is_empty() { &no_tour } else { &tour } }, state.lang, &dispatch) } }) }
                        { panel(Panel { testid: "area-sorted", heading_id: "sorted-heading", heading: t.area_sorted, wide: false, lit, tour: &tour }, html! {
                            <KeyTable analysis={analysis.clone()} filter={state.view_filter()} {rows} on_rows={request_rows}
                                queries={query_choices(&state, &analysis)} selected_query={state.query_filter} /> }) }
                        }
                    </div>
                    if *bottom_ready {
                    { panel(Panel { testid: "area-artefacts", heading_id: "artefacts-heading", heading: t.area_artefacts, wide: true, lit, tour: &tour }, html! {
                        <Artefacts design={state.inputs.design()} /> }) }
                    }
                </main>
            </div>
        </ContextProvider<PageContext>>
    }
}

/// The language a lesson link was made in, which it opens in (over the visitor's earlier
/// choice and the browser's language; the visitor can still switch). Only for a link: an
/// autosave opens in the visitor's language, and so does a link made before links carried
/// the language.
fn link_lang(restored: &Restored) -> Option<Lang> {
    if restored.origin != Origin::Link {
        return None;
    }
    restored.lesson.as_ref()?.lang
}

/// Where a page section sits and what it is called.
struct Panel<'a> {
    /// The section's `data-testid` (`area-builder`, ...).
    testid: &'static str,
    /// The id of its heading.
    heading_id: &'static str,
    /// The heading's text.
    heading: &'static str,
    /// Whether it spans both columns.
    wide: bool,
    /// The section the tour spotlights, if any.
    lit: Option<&'static str>,
    /// The tour's callout, which goes into the spotlit section.
    tour: &'a Html,
}

/// One section of the page: its heading and body, and while the tour spotlights it, the
/// `spotlight` class and the tour's callout.
fn panel(panel: Panel<'_>, body: Html) -> Html {
    let lit = panel.lit == Some(panel.testid);
    let class = match (panel.wide, lit) {
        (false, false) => "panel",
        (false, true) => "panel spotlight",
        (true, false) => "panel wide",
        (true, true) => "panel wide spotlight",
    };
    html! {
        <section {class} aria-labelledby={panel.heading_id} data-testid={panel.testid}>
            if lit {
                { panel.tour.clone() }
            }
            <h2 id={panel.heading_id}>{ panel.heading }</h2>
            { body }
        </section>
    }
}

/// The page section (its `data-testid`) that shows a preset notice's area.
fn section_of(area: PageArea) -> &'static str {
    match area {
        PageArea::KeyBuilder => "area-builder",
        PageArea::Data => "area-data",
        PageArea::SortedView => "area-sorted",
        PageArea::Regions | PageArea::Heatmap => "area-regions",
        PageArea::Queries => "area-queries",
        PageArea::Lints => "area-anatomy",
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
