//! Component tests in headless Chromium (wasm-bindgen-test). Native runs skip this file.
#![cfg(target_arch = "wasm32")]

use rowkey_core::analysis::{Inputs, analyze};
use rowkey_core::split::{SplitAlgorithm, SplitSpec};
use rowkey_playground::app::App;
use rowkey_playground::components::region_chart::{RegionChart, RegionChartProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{
    Element, Event, EventInit, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement,
    InputEvent, InputEventInit, MouseEvent, MouseEventInit,
};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element to mount one component into.
fn fresh_root() -> Element {
    let document = gloo_utils::document();
    let root = document.create_element("div").expect("create a div");
    gloo_utils::body()
        .append_child(&root)
        .expect("append the root");
    root
}

async fn mount_app() -> Element {
    let root = fresh_root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let nodes = root.query_selector_all(selector).expect("a valid selector");
    (0..nodes.length())
        .filter_map(|i| nodes.item(i))
        .filter_map(|n| n.dyn_into::<Element>().ok())
        .collect()
}

fn one(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("no element matches {selector}"))
}

fn texts(root: &Element, testid: &str) -> Vec<String> {
    all(root, &format!("[data-testid='{testid}']"))
        .iter()
        .map(|n| n.text_content().unwrap_or_default())
        .collect()
}

fn text(root: &Element, testid: &str) -> String {
    texts(root, testid).into_iter().next().unwrap_or_default()
}

async fn click(root: &Element, selector: &str) {
    // A bubbling click event works on HTML and SVG elements alike.
    let init = MouseEventInit::new();
    init.set_bubbles(true);
    let event = MouseEvent::new_with_mouse_event_init_dict("click", &init).expect("a click");
    one(root, selector)
        .dispatch_event(&event)
        .expect("dispatch");
    yew::scheduler::flush().await;
}

async fn choose(root: &Element, selector: &str, value: &str) {
    let select: HtmlSelectElement = one(root, selector).unchecked_into();
    select.set_value(value);
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict("change", &init).expect("a change event");
    select.dispatch_event(&event).expect("dispatch");
    yew::scheduler::flush().await;
}

async fn type_into(element: &Element, value: &str) {
    if let Some(input) = element.dyn_ref::<HtmlInputElement>() {
        input.set_value(value);
    } else if let Some(area) = element.dyn_ref::<HtmlTextAreaElement>() {
        area.set_value(value);
    }
    let init = InputEventInit::new();
    init.set_bubbles(true);
    let event = InputEvent::new_with_event_init_dict("input", &init).expect("an input event");
    element.dispatch_event(&event).expect("dispatch");
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn the_first_visit_shows_seed_000_virtualised() {
    let root = mount_app().await;
    assert_eq!(all(&root, "[data-testid='key-part']").len(), 3);
    let rows = all(&root, "[data-testid='key-row']").len();
    assert!(rows > 10 && rows <= 100, "{rows} rows in the DOM");
    assert_eq!(all(&root, "[data-testid='region-bar']").len(), 5);
    assert!(
        all(&root, "[data-testid='problem']")
            .iter()
            .any(|p| p.get_attribute("data-code").as_deref() == Some("ambiguous-boundary"))
    );
}

/// Seed 000 crosses thresholds (max/mean 1.88×, 41 % of the latest writes in one of 5
/// regions, the `phone` query's full scan): the verdict says warning with every finding, the
/// Regions area lists its two under the numbers, and nothing says "No problems found.".
#[wasm_bindgen_test]
async fn the_verdict_shows_its_findings_and_never_no_problems_when_not_ok() {
    let root = mount_app().await;
    let verdict = one(&root, "[data-testid='verdict']");
    assert_eq!(
        verdict.get_attribute("data-status").as_deref(),
        Some("warning")
    );
    let expected = analyze(&Inputs::seed_000()).verdict.findings.len();
    assert_eq!(
        all(&root, "[data-testid='verdict-finding']").len(),
        expected
    );
    let regions: Vec<Option<String>> = all(&root, "[data-testid='region-finding']")
        .iter()
        .map(|f| f.get_attribute("data-code"))
        .collect();
    assert_eq!(
        regions,
        [
            Some("regions/max-over-mean".to_owned()),
            Some("writes/hotspot".to_owned())
        ]
    );
    assert!(all(&root, "[data-testid='no-problems']").is_empty());
}

#[wasm_bindgen_test]
async fn adding_a_part_and_changing_an_encoding_changes_the_preview() {
    let root = mount_app().await;
    let before = text(&root, "preview-key");
    let len_before = text(&root, "preview-length");
    click(&root, "[data-testid='add-part']").await;
    assert_eq!(all(&root, "[data-testid='key-part']").len(), 4);
    let after_add = text(&root, "preview-key");
    assert!(after_add.starts_with(&before) && after_add.len() > before.len());
    assert_ne!(text(&root, "preview-length"), len_before);

    // Part 1 (uid) as padded text: the preview starts with zeros.
    choose(&root, "#p1-encoding", "padded").await;
    let padded = text(&root, "preview-key");
    assert!(padded.starts_with("000"), "{padded}");
    assert_ne!(padded, after_add);
}

#[wasm_bindgen_test]
async fn an_invalid_width_shows_an_inline_error_and_keeps_the_text() {
    let root = mount_app().await;
    choose(&root, "#p1-encoding", "padded").await;
    let preview = text(&root, "preview-key");
    let width = one(&root, "#p1-width");
    type_into(&width, "0").await;
    let width: HtmlInputElement = one(&root, "#p1-width").unchecked_into();
    assert_eq!(width.value(), "0");
    assert_eq!(width.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        width.get_attribute("aria-describedby").as_deref(),
        Some("p1-width-error")
    );
    assert_eq!(
        one(&root, "#p1-width-error")
            .text_content()
            .unwrap_or_default(),
        "a width is 1 to 1024, not 0"
    );
    // Not dispatched: the preview is unchanged.
    assert_eq!(text(&root, "preview-key"), preview);
    // A valid width clears the error and is applied.
    type_into(&width, "12").await;
    assert!(
        root.query_selector("#p1-width-error")
            .ok()
            .flatten()
            .is_none()
    );
    assert_ne!(text(&root, "preview-key"), preview);
}

#[wasm_bindgen_test]
async fn the_chart_draws_one_bar_per_region() {
    for regions in [2u32, 7] {
        let inputs = Inputs {
            splits: SplitSpec::NumRegions {
                algorithm: SplitAlgorithm::DecimalString,
                num_regions: regions,
                first_row: None,
                last_row: None,
            },
            ..Inputs::default()
        };
        let analysis = analyze(&inputs);
        let root = fresh_root();
        yew::Renderer::<RegionChart>::with_root_and_props(
            root.clone(),
            RegionChartProps {
                chart: analysis.chart.clone(),
                balance: analysis.balance.clone(),
                filter: None,
                invalid_splits: None,
            },
        )
        .render();
        yew::scheduler::flush().await;
        let bars = all(&root, "[data-testid='region-bar']");
        assert_eq!(bars.len(), regions as usize);
        assert!(
            bars[0]
                .get_attribute("aria-label")
                .unwrap_or_default()
                .starts_with("Region 1 of")
        );
        assert_eq!(bars[0].get_attribute("tabindex").as_deref(), Some("0"));
    }
}

/// Issue 31 item 7: with an invalid split list the one stand-in region's numbers are
/// withheld ("—", not "1.00×" and "0 of 1"), under a note that says why.
#[wasm_bindgen_test]
async fn an_invalid_split_list_withholds_the_balance_numbers() {
    let inputs = Inputs {
        splits: SplitSpec::Explicit {
            splits: vec!["5".into(), "5".into()],
        },
        ..Inputs::default()
    };
    let analysis = analyze(&inputs);
    assert!(analysis.split_error.is_some());
    let root = fresh_root();
    yew::Renderer::<RegionChart>::with_root_and_props(
        root.clone(),
        RegionChartProps {
            chart: analysis.chart.clone(),
            balance: analysis.balance.clone(),
            filter: None,
            invalid_splits: Some("the split list is invalid".into()),
        },
    )
    .render();
    yew::scheduler::flush().await;
    assert_eq!(all(&root, "[data-testid='region-bar']").len(), 1);
    assert_eq!(
        texts(&root, "balance-invalid-splits"),
        ["the split list is invalid"]
    );
    assert_eq!(texts(&root, "balance-max-mean"), ["—"]);
    assert_eq!(texts(&root, "balance-empty"), ["—"]);
}

#[wasm_bindgen_test]
async fn clicking_a_bar_filters_the_sorted_view() {
    let root = mount_app().await;
    assert!(texts(&root, "region-divider")[0].starts_with("Region 1"));
    click(&root, "[data-testid='region-bar'][data-region='1']").await;
    let dividers = texts(&root, "region-divider");
    assert_eq!(dividers.len(), 1, "{dividers:?}");
    assert!(dividers[0].starts_with("Region 2"), "{dividers:?}");
    let bar = one(&root, "[data-testid='region-bar'][data-region='1']");
    assert_eq!(bar.get_attribute("aria-pressed").as_deref(), Some("true"));
    // The filter select follows.
    let select: HtmlSelectElement = one(&root, "[data-testid='region-filter']").unchecked_into();
    assert_eq!(select.value(), "1");
    // Clicking it again shows every region, from the first.
    click(&root, "[data-testid='region-bar'][data-region='1']").await;
    assert!(texts(&root, "region-divider")[0].starts_with("Region 1"));
    let select: HtmlSelectElement = one(&root, "[data-testid='region-filter']").unchecked_into();
    assert_eq!(select.value(), "");
}

#[wasm_bindgen_test]
async fn a_bad_paste_shows_an_inline_error_and_keeps_the_text() {
    let root = mount_app().await;
    click(&root, "[data-testid='use-pasted']").await;
    let area = one(&root, "[data-testid='sample-input']");
    type_into(&area, "a,b\n1\n").await;
    let errors = texts(&root, "sample-error");
    assert_eq!(errors.len(), 1);
    assert!(errors[0].starts_with("line 2, column 1"), "{errors:?}");
    let area: HtmlTextAreaElement = one(&root, "[data-testid='sample-input']").unchecked_into();
    assert_eq!(area.value(), "a,b\n1\n");
    // The rest of the page still works.
    assert!(!all(&root, "[data-testid='region-bar']").is_empty());
}

#[wasm_bindgen_test]
async fn adding_a_query_shows_its_plan_and_an_invalid_value_stays_with_its_message() {
    let root = mount_app().await;
    assert_eq!(
        texts(&root, "plan-class"),
        ["PREFIX SCAN", "PREFIX SCAN", "FULL SCAN"]
    );
    click(&root, "[data-testid='add-query']").await;
    let cards = all(&root, "[data-testid='query']");
    assert_eq!(cards.len(), 4);
    // The new query fixes the key's leading column: a prefix scan.
    assert_eq!(text(&cards[3], "plan-class"), "PREFIX SCAN");
    assert!(text(&cards[3], "query-text").starts_with("uid = '"));

    // "Latest N" with a word is not a count.
    choose(&cards[3], "[data-testid='cond-op']", "latest").await;
    type_into(&one(&cards[3], "[data-testid='cond-value']"), "1").await;
    assert_eq!(text(&cards[3], "query-text"), "all rows LATEST 1 BY uid");
    let value = one(&cards[3], "[data-testid='cond-value']");
    type_into(&value, "ten").await;
    let errors = texts(&cards[3], "field-error");
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].contains("whole number"), "{}", errors[0]);
    let input: HtmlInputElement = value.clone().unchecked_into();
    assert_eq!(input.value(), "ten");
    assert_eq!(input.get_attribute("aria-invalid").as_deref(), Some("true"));
    let described = input.get_attribute("aria-describedby").unwrap_or_default();
    assert!(
        root.query_selector(&format!("#{described}"))
            .ok()
            .flatten()
            .is_some()
    );
    // Not dispatched: the query is unchanged.
    assert_eq!(text(&cards[3], "query-text"), "all rows LATEST 1 BY uid");

    // A valid count is dispatched and the message goes.
    type_into(&value, "5").await;
    assert!(texts(&cards[3], "field-error").is_empty());
    assert_eq!(text(&cards[3], "query-text"), "all rows LATEST 5 BY uid");

    // Removing it leaves the other three untouched.
    click(&cards[3], "[data-testid='query-remove']").await;
    assert_eq!(all(&root, "[data-testid='query']").len(), 3);
}

#[wasm_bindgen_test]
async fn a_part_takes_several_transforms_in_order() {
    let root = mount_app().await;
    let preview = text(&root, "preview-key");
    click(&root, "[data-part='1'] [data-testid='part-add-transform']").await;
    click(&root, "[data-part='1'] [data-testid='part-add-transform']").await;
    assert_eq!(
        all(&root, "[data-part='1'] [data-testid='part-transform-item']").len(),
        2
    );
    // reverse, reverse: the text is back as it was.
    assert_eq!(text(&root, "preview-key"), preview);
    choose(&root, "#p1-transform-1", "first").await;
    let chars = one(&root, "#p1-chars-1");
    type_into(&chars, "0").await;
    assert_eq!(
        one(&root, "#p1-chars-1-error")
            .text_content()
            .unwrap_or_default(),
        "a substring keeps at least 1 character"
    );
    let chars: HtmlInputElement = one(&root, "#p1-chars-1").unchecked_into();
    assert_eq!(chars.value(), "0");
    type_into(&chars, "1").await;
    let reversed_two = text(&root, "preview-key");
    assert_ne!(reversed_two, preview);
    // Move "first 1" before "reverse" (the preview's uid has two digits).
    click(&root, "[data-part='1'] [data-testid='part-transform-up']").await;
    let select: HtmlSelectElement = one(&root, "#p1-transform-0").unchecked_into();
    assert_eq!(select.value(), "first");
    assert_ne!(text(&root, "preview-key"), reversed_two);
    click(
        &root,
        "[data-part='1'] [data-testid='part-transform-remove']",
    )
    .await;
    assert_eq!(
        all(&root, "[data-part='1'] [data-testid='part-transform-item']").len(),
        1
    );
    // Only "reverse" is left: the whole uid again, reversed.
    assert!(text(&root, "preview-key").len() > reversed_two.len());
}

#[wasm_bindgen_test]
async fn a_bad_date_time_pattern_shows_the_engines_words_inline() {
    let root = mount_app().await;
    choose(&root, "#p1-encoding", "timestamp").await;
    choose(&root, "#p1-time", "datetime").await;
    let preview = text(&root, "preview-key");
    let pattern = one(&root, "#p1-inpat");
    type_into(&pattern, "yyyy-MM-dd EEE").await;
    let expected = rowkey_core::analysis::editor::parse_pattern("yyyy-MM-dd EEE")
        .unwrap_err()
        .en;
    assert_eq!(
        one(&root, "#p1-inpat-error")
            .text_content()
            .unwrap_or_default(),
        expected
    );
    let pattern: HtmlInputElement = one(&root, "#p1-inpat").unchecked_into();
    assert_eq!(pattern.value(), "yyyy-MM-dd EEE");
    assert_eq!(text(&root, "preview-key"), preview);
}

#[wasm_bindgen_test]
async fn the_gallery_opens_a_preset_and_the_lesson_flips_it() {
    let root = mount_app().await;
    click(&root, "[data-testid='open-gallery']").await;
    assert!(all(&root, "[data-testid='preset-card']").len() >= 14);
    click(&root, "[data-testid='open-unpadded-numbers-before']").await;
    assert!(all(&root, "[data-testid='preset-gallery']").is_empty());
    let lesson = one(&root, "[data-testid='lesson']");
    assert_eq!(
        lesson.get_attribute("data-variant").as_deref(),
        Some("before")
    );
    let pressed = one(&root, "[data-testid='variant-before']").get_attribute("aria-pressed");
    assert_eq!(pressed.as_deref(), Some("true"));
    click(&root, "[data-testid='variant-after']").await;
    let lesson = one(&root, "[data-testid='lesson']");
    assert_eq!(
        lesson.get_attribute("data-variant").as_deref(),
        Some("after")
    );
    // The tour spotlights exactly one area, the one the first point names.
    click(&root, "[data-testid='tour-start']").await;
    assert_eq!(all(&root, ".panel.spotlight").len(), 1);
    assert_eq!(all(&root, "[data-testid='tour-callout']").len(), 1);
    click(&root, "[data-testid='tour-end']").await;
    assert!(all(&root, ".panel.spotlight").is_empty());
}

#[wasm_bindgen_test]
async fn the_language_switch_changes_the_page_words() {
    let root = mount_app().await;
    assert_eq!(
        one(&root, "#builder-heading").text_content().as_deref(),
        Some("Key builder")
    );
    click(&root, "[data-testid='lang-zh-CN']").await;
    assert_eq!(
        one(&root, "#builder-heading").text_content().as_deref(),
        Some("行键构造")
    );
    assert_eq!(text(&root, "add-part"), "添加部分");
    click(&root, "[data-testid='lang-en']").await;
    assert_eq!(text(&root, "add-part"), "Add part");
}

#[wasm_bindgen_test]
async fn the_progress_line_is_a_status_that_is_busy_only_while_an_analysis_runs() {
    use rowkey_core::analysis::Phase;
    use rowkey_playground::components::analysis_progress::{
        AnalysisProgress, AnalysisProgressProps,
    };
    let root = fresh_root();
    let running = yew::Renderer::<AnalysisProgress>::with_root_and_props(
        root.clone(),
        AnalysisProgressProps {
            running: true,
            phase: Some(Phase::Sorting),
        },
    );
    let _keep = running.render();
    yew::scheduler::flush().await;
    let status = one(&root, "[data-testid=analysis-progress]");
    assert_eq!(status.get_attribute("role").as_deref(), Some("status"));
    assert_eq!(status.get_attribute("aria-busy").as_deref(), Some("true"));
    // A quick analysis never shows the line: it appears only after 200 ms of work.
    assert!(all(&root, "[data-testid=analysis-phase]").is_empty());

    let idle_root = fresh_root();
    let idle = yew::Renderer::<AnalysisProgress>::with_root_and_props(
        idle_root.clone(),
        AnalysisProgressProps {
            running: false,
            phase: None,
        },
    );
    let _keep_idle = idle.render();
    yew::scheduler::flush().await;
    let status = one(&idle_root, "[data-testid=analysis-progress]");
    assert_eq!(status.get_attribute("aria-busy").as_deref(), Some("false"));
}

#[wasm_bindgen_test]
async fn scrolling_the_sorted_view_asks_ahead_of_the_scroll_once_and_shows_what_arrived() {
    use std::cell::RefCell;
    use std::rc::Rc;

    use rowkey_core::analysis::{SampleSource, ViewFilter};
    use rowkey_playground::components::key_table::{KeyTable, KeyTableProps};
    use rowkey_playground::hooks::{AnalysisRef, RowsWanted};
    use rowkey_playground::row_cache::RowCache;

    let mut inputs = Inputs::seed_000();
    if let SampleSource::Generated { spec } = &mut inputs.sample {
        spec.rows = 20_000;
    }
    let (summary, store) = analyze(&inputs).into_parts();
    let asked = Rc::new(RefCell::new(Vec::new()));
    let on_rows = {
        let asked = asked.clone();
        yew::Callback::from(move |wanted: RowsWanted| {
            if let Some(ask) = wanted.ask {
                asked
                    .borrow_mut()
                    .push((wanted.analysis, wanted.filter, ask));
            }
        })
    };
    let root = fresh_root();
    yew::Renderer::<KeyTable>::with_root_and_props(
        root.clone(),
        KeyTableProps {
            analysis: AnalysisRef {
                id: 7,
                summary: Rc::new(summary),
            },
            rows: Rc::new(RowCache::default().with(store.window(7, ViewFilter::All, 0..60))),
            on_rows,
            filter: ViewFilter::All,
            queries: Vec::new(),
            selected_query: None,
        },
    )
    .render();
    yew::scheduler::flush().await;
    // The first lines have arrived: no request, no placeholder.
    assert!(asked.borrow().is_empty(), "{:?}", asked.borrow());
    assert!(all(&root, "tr.waiting").is_empty());
    let shown = all(&root, "[data-testid='key-row']").len();
    assert!((10..=40).contains(&shown), "{shown} rows in the DOM");

    // The page's stylesheet is not loaded here: give the viewport its height.
    let viewport = one(&root, "[data-testid='sorted-viewport']");
    viewport
        .set_attribute("style", "height: 468px; overflow: auto")
        .expect("style");
    let scroll_to = |px: i32| {
        viewport.set_scroll_top(px);
        viewport
            .dispatch_event(&Event::new("scroll").expect("a scroll event"))
            .expect("dispatch");
    };
    // 30 lines down: the lines beyond the received ones are asked for, well ahead.
    scroll_to(30 * 26);
    yew::scheduler::flush().await;
    {
        let asked = asked.borrow();
        let [(7, ViewFilter::All, range)] = asked.as_slice() else {
            panic!("{asked:?}")
        };
        assert!(
            range.start <= 22 && range.end >= 56 + 200,
            "asked for {range:?}"
        );
    }
    // The lines shown have arrived (0..60): nothing waits.
    assert!(all(&root, "tr.waiting").is_empty());
    // Another step down, before the answer: the same lines are not asked for again.
    scroll_to(60 * 26);
    yew::scheduler::flush().await;
    assert_eq!(asked.borrow().len(), 1, "{:?}", asked.borrow());
    // Past the received lines, placeholders stand in for the lines on their way.
    assert!(!all(&root, "tr.waiting").is_empty());
}

#[wasm_bindgen_test]
async fn importing_a_live_layout_sets_the_splits_and_a_bad_one_says_its_line() {
    let root = mount_app().await;
    let area = one(&root, "[data-testid='layout-paste']");
    // A list_regions table cut in its second region.
    let bad = " START_KEY | END_KEY | SIZE |\n ---------- | ------- | ---- |\n            |      10 |    5 |\n         10 |";
    type_into(&area, bad).await;
    click(&root, "[data-testid='layout-import']").await;
    let error = text(&root, "layout-error");
    assert!(error.starts_with("line 4, column "), "{error}");
    let area: HtmlTextAreaElement = one(&root, "[data-testid='layout-paste']").unchecked_into();
    assert_eq!(area.value(), bad);
    assert_eq!(all(&root, "[data-testid='region-bar']").len(), 5);

    let good = " START_KEY | END_KEY | SIZE |\n ---------- | ------- | ---- |\n            |      10 |    5 |\n         10 |         |  120 |\n 2 rows\n";
    type_into(&area, good).await;
    click(&root, "[data-testid='layout-import']").await;
    assert!(all(&root, "[data-testid='layout-error']").is_empty());
    assert_eq!(all(&root, "[data-testid='region-bar']").len(), 2);
    let sizes = texts(&root, "live-size");
    assert_eq!(sizes, ["5 MB (4%)", "120 MB (96%)"]);
    // One undo goes back to the five regions and hides the live sizes.
    click(&root, "[data-testid='undo']").await;
    assert_eq!(all(&root, "[data-testid='region-bar']").len(), 5);
    assert!(texts(&root, "live-size").is_empty());
}

/// The browser's compressor (the page's link and autosave) writes raw deflate that the
/// engine's own inflater reads back, smaller than the uncompressed stored blocks.
#[wasm_bindgen_test]
async fn the_browsers_deflate_is_read_back_by_the_engine() {
    use rowkey_core::persist::{Origin, restore, save_with};
    use rowkey_core::share::now;
    use rowkey_playground::browser::BrowserDeflate;

    let inputs = Inputs::seed_000();
    let compressed = save_with(&inputs, None, &BrowserDeflate::Compressed).await;
    let stored = now(save_with(&inputs, None, &BrowserDeflate::AtOnce));
    assert!(
        compressed.link.fragment.len() * 2 < stored.link.fragment.len(),
        "{} vs {}",
        compressed.link.fragment.len(),
        stored.link.fragment.len()
    );
    for fragment in [&compressed.link.fragment, &compressed.autosave] {
        let back = restore(&format!("#{fragment}"), None);
        assert_eq!((back.origin, back.inputs), (Origin::Link, inputs.clone()));
    }
}

/// The browser's decompressor (the page's links and autosave) reads what miniz_oxide writes
/// (the `rowkey` command's links), stops at its limit, and refuses a cut stream.
#[wasm_bindgen_test]
async fn the_browsers_inflate_reads_miniz_and_stops_at_its_limit() {
    use rowkey_core::share::{BestDeflate, Deflate, Inflate, InflateError, now};
    use rowkey_playground::browser::BrowserInflate;

    let bytes: Vec<u8> = (0..300_000_u32).map(|i| (i % 7 + i / 1000) as u8).collect();
    let packed = now(BestDeflate.deflate(bytes.clone()));
    assert_eq!(
        BrowserInflate.inflate(packed.clone(), bytes.len()).await,
        Ok(bytes.clone())
    );
    assert_eq!(
        BrowserInflate
            .inflate(packed.clone(), bytes.len() - 1)
            .await,
        Err(InflateError::TooLarge)
    );
    assert_eq!(
        BrowserInflate
            .inflate(packed[..packed.len() / 2].to_vec(), bytes.len())
            .await,
        Err(InflateError::Corrupt)
    );
    // A bomb: 64 MiB of zeros deflates to a few KB; the read stops at the limit.
    let bomb = now(BestDeflate.deflate(vec![0; 64 << 20]));
    assert_eq!(
        BrowserInflate.inflate(bomb, 1 << 20).await,
        Err(InflateError::TooLarge)
    );
}
