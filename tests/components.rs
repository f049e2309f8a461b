//! Component tests in headless Chromium (wasm-bindgen-test). Native runs skip this file.
#![cfg(target_arch = "wasm32")]

use std::rc::Rc;

use rowkey_core::sample::parse_csv;
use rowkey_core::view::KeyTable;
use rowkey_playground::app::App;
use rowkey_playground::components::key_table::{KeyTableView, KeyTableViewProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlTextAreaElement, InputEvent, InputEventInit};

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

fn texts(root: &Element, testid: &str) -> Vec<String> {
    let nodes = root
        .query_selector_all(&format!("[data-testid='{testid}']"))
        .expect("a valid selector");
    (0..nodes.length())
        .filter_map(|i| nodes.item(i))
        .map(|n| n.text_content().unwrap_or_default())
        .collect()
}

#[wasm_bindgen_test]
async fn key_table_renders_rows_in_the_order_given() {
    let sample = Rc::new(parse_csv("n\n2\n10\n1\n").expect("valid csv"));
    let table = Rc::new(KeyTable::from_column(&sample, 0));
    let root = fresh_root();
    yew::Renderer::<KeyTableView>::with_root_and_props(
        root.clone(),
        KeyTableViewProps {
            table,
            sample: Some(sample),
        },
    )
    .render();
    yew::scheduler::flush().await;
    assert_eq!(texts(&root, "row-key"), ["1", "10", "2"]);
    assert_eq!(texts(&root, "row-key-length"), ["1", "2", "1"]);
}

#[wasm_bindgen_test]
async fn app_shows_the_default_sample_sorted() {
    let root = fresh_root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let keys = texts(&root, "row-key");
    assert_eq!(keys.first().map(String::as_str), Some("1"));
    assert_eq!(keys.get(1).map(String::as_str), Some("10"));
}

#[wasm_bindgen_test]
async fn typing_a_bad_sample_shows_an_inline_error_and_keeps_the_text() {
    let root = fresh_root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let area: HtmlTextAreaElement = root
        .query_selector("[data-testid='sample-input']")
        .expect("a valid selector")
        .expect("the sample textarea")
        .unchecked_into();
    area.set_value("a,b\n1\n");
    let init = InputEventInit::new();
    init.set_bubbles(true);
    let event = InputEvent::new_with_event_init_dict("input", &init).expect("an input event");
    area.dispatch_event(&event).expect("dispatch");
    yew::scheduler::flush().await;
    let errors = texts(&root, "sample-error");
    assert_eq!(errors.len(), 1);
    assert!(errors[0].starts_with("line 2, column 1"), "{errors:?}");
    assert_eq!(area.value(), "a,b\n1\n");
}
