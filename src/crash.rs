//! What the page does when the app panics: the wasm instance cannot be trusted any more, so
//! instead of a frozen page the user gets a banner (written straight into the DOM, without
//! Yew) saying what happened, that the design was autosaved, and a Reload button. The
//! autosave still waiting for its debounce is written first, so the last edit is kept.

use std::panic::PanicHookInfo;

use rowkey_core::i18n::{Lang, fill, ui};

/// Chains a hook after the current one (Yew's, which logs to the console) that shows the
/// banner. Call it after [`yew::Renderer::render`].
pub fn install_panic_banner() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info: &PanicHookInfo<'_>| {
        previous(info);
        show_crash_banner(&panic_message(info));
        // After the banner: if writing failed too, the banner is already there.
        crate::hooks::flush_pending_write();
    }));
}

/// The panic's message, for people (empty when the panic carries none).
fn panic_message(info: &PanicHookInfo<'_>) -> String {
    let payload = info.payload();
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

/// Shows the crash banner at the top of the page (once). Failures are ignored: this runs
/// while the app is already broken.
pub fn show_crash_banner(message: &str) {
    let run = || -> Option<()> {
        let document = web_sys::window()?.document()?;
        if document.get_element_by_id("crash-banner").is_some() {
            return Some(());
        }
        let body = document.body()?;
        // The page's language, as the app last set it on <html lang>.
        let lang = document
            .document_element()
            .and_then(|root| root.get_attribute("lang"))
            .unwrap_or_default();
        let t = ui(Lang::from_tag(&lang));
        let message = if message.is_empty() {
            t.crash_unknown
        } else {
            message
        };
        let banner = document.create_element("div").ok()?;
        banner.set_id("crash-banner");
        banner.set_class_name("notice-bar crash-banner");
        banner.set_attribute("role", "alert").ok()?;
        banner.set_attribute("data-testid", "crash-banner").ok()?;
        let text = document.create_element("p").ok()?;
        text.set_attribute("data-testid", "crash-text").ok()?;
        text.set_text_content(Some(&fill(t.crash_message, &[message])));
        let button = document.create_element("button").ok()?;
        button.set_attribute("type", "button").ok()?;
        button.set_attribute("data-testid", "crash-reload").ok()?;
        button.set_text_content(Some(t.reload));
        // src/boot.js reloads the page on a click on [data-reload]: plain JS, which still
        // works when the wasm instance does not.
        button.set_attribute("data-reload", "").ok()?;
        banner.append_child(&text).ok()?;
        banner.append_child(&button).ok()?;
        body.prepend_with_node_1(&banner).ok()?;
        Some(())
    };
    let _ = run();
}
