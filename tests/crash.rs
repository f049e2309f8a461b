//! The crash banner, in headless Chromium: a real panic (in its own wasm instance, since a
//! panic aborts it) in a page that was just edited shows the banner with a Reload button, and
//! the edit is in the autosave at once (before the debounce would have written it), so
//! reloading continues with the design. Native runs skip this file.
#![cfg(target_arch = "wasm32")]

use rowkey_core::persist::{Origin, restore};
use rowkey_core::split::SplitSpec;
use rowkey_playground::app::{App, AppProps};
use rowkey_playground::browser::{AUTOSAVE_KEY, read_autosave};
use rowkey_playground::crash::install_panic_banner;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{HtmlInputElement, InputEvent, InputEventInit};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn a_panic_shows_a_recoverable_banner_and_keeps_the_last_edit() {
    let storage = gloo_utils::window()
        .local_storage()
        .ok()
        .flatten()
        .expect("local storage");
    storage.remove_item(AUTOSAVE_KEY).expect("a clean autosave");
    let document = gloo_utils::document();
    let root = document.create_element("div").expect("a div");
    gloo_utils::body().append_child(&root).expect("mounted");
    yew::Renderer::<App>::with_root_and_props(
        root.clone(),
        AppProps {
            persist: true,
            ..AppProps::default()
        },
    )
    .render();
    install_panic_banner();
    yew::scheduler::flush().await;
    // Let the first autosave happen, then edit: NUMREGIONS 5 → 7.
    sleep(400).await;
    let first = read_autosave().expect("the first autosave");
    let input: HtmlInputElement = root
        .query_selector("[data-testid=num-regions]")
        .ok()
        .flatten()
        .expect("the region count field")
        .unchecked_into();
    input.set_value("7");
    let init = InputEventInit::new();
    init.set_bubbles(true);
    let event = InputEvent::new_with_event_init_dict("input", &init).expect("an input event");
    input.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
    assert_eq!(
        read_autosave().as_deref(),
        Some(first.as_str()),
        "not written yet"
    );
    // A real panic in a task of its own, as an event handler would, well within the
    // 300 ms debounce.
    gloo_timers::callback::Timeout::new(0, || panic!("test panic: a bug")).forget();
    sleep(50).await;
    let banner = document
        .query_selector("[data-testid=crash-banner]")
        .ok()
        .flatten()
        .expect("the banner is shown");
    assert_eq!(banner.get_attribute("role").as_deref(), Some("alert"));
    let text = banner.text_content().unwrap_or_default();
    assert!(text.contains("test panic: a bug"), "{text}");
    assert!(text.contains("autosaved"), "{text}");
    let reload = document
        .query_selector("[data-testid=crash-reload]")
        .ok()
        .flatten()
        .expect("a Reload button");
    assert!(reload.has_attribute("data-reload"));
    // The edit made just before the panic is in the autosave: a reload restores it.
    let saved = read_autosave().expect("an autosave");
    let back = restore("", Some(&saved));
    assert_eq!(back.origin, Origin::Autosave);
    assert!(
        matches!(
            back.inputs.splits,
            SplitSpec::NumRegions { num_regions: 7, .. }
        ),
        "{:?}",
        back.inputs.splits
    );
}

/// Waits `ms` milliseconds (lets timer tasks run).
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let window = web_sys::window().expect("a window");
        window
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("a timer");
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
