//! The crash banner, in headless Chromium: a real panic (in its own wasm instance, since a
//! panic aborts it) shows the banner with a Reload button. Native runs skip this file.
#![cfg(target_arch = "wasm32")]

use rowkey_playground::crash::install_panic_banner;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn a_panic_shows_a_recoverable_banner() {
    install_panic_banner();
    // Panic in a task of its own, as an event handler would.
    gloo_timers::callback::Timeout::new(0, || panic!("test panic: a bug")).forget();
    sleep(50).await;
    let document = gloo_utils::document();
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
}

/// Waits `ms` milliseconds (lets the timer task run).
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let window = web_sys::window().expect("a window");
        window
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("a timer");
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
