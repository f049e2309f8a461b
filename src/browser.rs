//! The bridge to the browser: the address bar, local storage, downloads and the clipboard.
//! Every function does one outside-world thing and decides nothing; failures (storage
//! disabled, a private window, no clipboard permission) are reported as `false` or `None`.

use rowkey_core::share::{Deflate, Inflate, InflateError, StoredDeflate, now};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The local-storage key of the autosave.
pub const AUTOSAVE_KEY: &str = "rowkey-playground/autosave";

/// The local-storage key of the chosen language.
pub const LANG_KEY: &str = "rowkey-playground/lang";

/// The local-storage key of the chosen colour theme (src/boot.js reads it too).
pub const THEME_KEY: &str = "rowkey-playground/theme";

/// The URL's fragment, with its `#` (empty when there is none).
#[must_use]
pub fn location_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The page's address, as the user would copy it.
#[must_use]
pub fn location_href() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// Replaces the URL's fragment without adding a history entry. Returns whether it did.
pub fn replace_hash(fragment: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    if window.location().hash().ok().as_deref() == Some(&format!("#{fragment}")) {
        return true;
    }
    window.history().is_ok_and(|history| {
        history
            .replace_state_with_url(&JsValue::NULL, "", Some(&format!("#{fragment}")))
            .is_ok()
    })
}

/// How the page deflates its link and autosave: with the browser's own compressor (the
/// Compression Streams API), so that the page carries no compressor of its own, or, when it
/// must write at once (the tab is closing, the app panicked), as [`StoredDeflate`]'s stored
/// blocks, ready without waiting (also where the browser has no compressor: the link is then
/// longer, and still opens everywhere). One type for both, so that the page's bundle holds
/// one copy of the code that saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BrowserDeflate {
    /// `CompressionStream("deflate-raw")`: asynchronous.
    Compressed,
    /// Stored blocks: ready at once (for [`now`]).
    AtOnce,
}

impl Deflate for BrowserDeflate {
    fn deflate(&self, bytes: Vec<u8>) -> impl Future<Output = Vec<u8>> {
        let compress = *self == Self::Compressed;
        let mut bytes = bytes;
        async move {
            if compress {
                if let Ok(packed) = deflate_raw(&mut bytes).await {
                    return packed;
                }
            }
            now(StoredDeflate.deflate(bytes))
        }
    }
}

/// The browser's own raw-deflate decompressor (the Compression Streams API), read chunk by
/// chunk so that it stops at the limit (a link cannot inflate without bound).
#[derive(Clone, Copy, Debug, Default)]
pub struct BrowserInflate;

impl Inflate for BrowserInflate {
    fn inflate(
        &self,
        packed: Vec<u8>,
        limit: usize,
    ) -> impl Future<Output = Result<Vec<u8>, InflateError>> {
        inflate_raw(packed, limit)
    }
}

#[wasm_bindgen]
extern "C" {
    /// The Compression Streams API's compressor and decompressor (web-sys binds them only
    /// behind its unstable-API flag).
    type CompressionStream;

    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<CompressionStream, JsValue>;

    type DecompressionStream;

    #[wasm_bindgen(constructor, catch)]
    fn new(format: &str) -> Result<DecompressionStream, JsValue>;
}

/// `packed` through `new DecompressionStream("deflate-raw")`, at most `limit` bytes of it.
async fn inflate_raw(mut packed: Vec<u8>, limit: usize) -> Result<Vec<u8>, InflateError> {
    let decompressor =
        DecompressionStream::new("deflate-raw").map_err(|_| InflateError::Unavailable)?;
    let body = web_sys::Response::new_with_opt_u8_array(Some(&mut packed))
        .ok()
        .and_then(|response| response.body())
        .ok_or(InflateError::Unavailable)?;
    let reader: web_sys::ReadableStreamDefaultReader = body
        .pipe_through(decompressor.unchecked_ref())
        .get_reader()
        .unchecked_into();
    let mut out = Vec::new();
    loop {
        // A corrupt or cut stream rejects the read.
        let chunk: web_sys::ReadableStreamReadResult = JsFuture::from(reader.read())
            .await
            .map_err(|_| InflateError::Corrupt)?
            .unchecked_into();
        if chunk.get_done() == Some(true) {
            return Ok(out);
        }
        let bytes = js_sys::Uint8Array::new(&chunk.get_value());
        let at = out.len();
        if at + bytes.length() as usize > limit {
            let _ = reader.cancel();
            return Err(InflateError::TooLarge);
        }
        out.resize(at + bytes.length() as usize, 0);
        bytes.copy_to(&mut out[at..]);
    }
}

/// `bytes` through `new CompressionStream("deflate-raw")`.
async fn deflate_raw(bytes: &mut [u8]) -> Result<Vec<u8>, JsValue> {
    let compressor = CompressionStream::new("deflate-raw")?;
    let body = web_sys::Response::new_with_opt_u8_array(Some(bytes))?
        .body()
        .ok_or(JsValue::NULL)?;
    let packed = body.pipe_through(compressor.unchecked_ref());
    let response = web_sys::Response::new_with_opt_readable_stream(Some(&packed))?;
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The autosave, if storage works and holds one.
#[must_use]
pub fn read_autosave() -> Option<String> {
    storage()?.get_item(AUTOSAVE_KEY).ok().flatten()
}

/// Writes the autosave. Returns whether it did (storage may be full or disabled).
pub fn write_autosave(value: &str) -> bool {
    storage().is_some_and(|s| s.set_item(AUTOSAVE_KEY, value).is_ok())
}

/// The language tag the user chose earlier on this page, if any.
#[must_use]
pub fn stored_lang_tag() -> Option<String> {
    storage()?.get_item(LANG_KEY).ok().flatten()
}

/// Remembers the chosen language tag. Returns whether it did.
pub fn store_lang_tag(tag: &str) -> bool {
    storage().is_some_and(|s| s.set_item(LANG_KEY, tag).is_ok())
}

/// The colour theme the user chose (`light`, `dark`, or empty for the system's), if any.
#[must_use]
pub fn stored_theme() -> Option<String> {
    storage()?.get_item(THEME_KEY).ok().flatten()
}

/// Remembers the chosen colour theme. Returns whether it did.
pub fn store_theme(theme: &str) -> bool {
    storage().is_some_and(|s| s.set_item(THEME_KEY, theme).is_ok())
}

/// Sets (`Some`) or removes (`None`) an attribute of the document's root element.
pub fn set_root_attribute(name: &str, value: Option<&str>) {
    if let Some(root) = document().and_then(|d| d.document_element()) {
        let _ = match value {
            Some(value) => root.set_attribute(name, value),
            None => root.remove_attribute(name),
        };
    }
}

/// The browser's preferred language tag (`navigator.language`), empty if unknown.
#[must_use]
pub fn browser_lang_tag() -> String {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default()
}

/// Sets the document's `lang` attribute, so screen readers and fonts follow the language.
pub fn set_document_lang(tag: &str) {
    if let Some(root) = document().and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", tag);
    }
}

/// Where the build the page last ran is remembered (the hashed wasm file's name).
const BUILD_KEY: &str = "rowkey-playground/build";

/// Whether this load runs a newer deploy than the last one in this browser: the hashed wasm
/// file's name (index.html's `<meta name="rowkey-wasm">`) differs from the one remembered,
/// which this then replaces, so that it is true once per deploy (false on a first visit, or
/// when storage is disabled).
#[must_use]
pub fn new_build_once() -> bool {
    let Some(build) = document()
        .and_then(|d| {
            d.query_selector(r#"meta[name="rowkey-wasm"]"#)
                .ok()
                .flatten()
        })
        .and_then(|m| m.get_attribute("data-wasm"))
    else {
        return false;
    };
    let Some(storage) = storage() else {
        return false;
    };
    let before = storage.get_item(BUILD_KEY).ok().flatten();
    if before.as_deref() == Some(build.as_str()) {
        return false;
    }
    let _ = storage.set_item(BUILD_KEY, &build);
    before.is_some()
}

/// Removes index.html's static header (`[data-boot-shell]`), which shows the page's title
/// until the app renders its own in the same place.
pub fn remove_boot_shell() {
    if let Some(shell) =
        document().and_then(|d| d.query_selector("[data-boot-shell]").ok().flatten())
    {
        shell.remove();
    }
}

/// Runs `f` in a task of its own, right after the current one (and before timers that are
/// due): a message to itself through a `MessageChannel`, which, unlike a zero-delay timeout,
/// is not clamped or held back by timer throttling. Runs `f` at once if no channel opens.
pub fn next_task(f: impl FnOnce() + 'static) {
    let Ok(channel) = web_sys::MessageChannel::new() else {
        f();
        return;
    };
    // The closure frees itself after its one call; the port lives as long as it is listened to.
    let handler = wasm_bindgen::closure::Closure::once_into_js(f);
    channel.port1().set_onmessage(Some(handler.unchecked_ref()));
    let _ = channel.port2().post_message(&JsValue::NULL);
}

/// Scrolls the first element matching `selector` into view, smoothly unless the user asked
/// for reduced motion (the browser decides).
pub fn scroll_into_view(selector: &str) {
    if let Some(element) = document().and_then(|d| d.query_selector(selector).ok().flatten()) {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Start);
        element.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// Scrolls each area that scrolls `element` inside itself (an ancestor below the page's body
/// whose content overflows its box, such as a workbench panel) just enough that `element` is
/// seen whole there, or its top when it is taller than the area. The page itself is not
/// scrolled: setting the scroll position of a box that does not scroll changes nothing.
pub fn reveal_in_area(element: &web_sys::Element) {
    let mut parent = element.parent_element();
    while let Some(area) = parent {
        if matches!(area.tag_name().as_str(), "BODY" | "HTML") {
            return;
        }
        if area.scroll_height() > area.client_height() {
            let inner = element.get_bounding_client_rect();
            let top = area.get_bounding_client_rect().top() + f64::from(area.client_top());
            let height = f64::from(area.client_height());
            let by = if inner.top() < top || inner.height() > height {
                inner.top() - top
            } else {
                (inner.bottom() - (top + height)).max(0.0)
            };
            if by != 0.0 {
                area.set_scroll_top(area.scroll_top() + by.ceil() as i32);
            }
        }
        parent = area.parent_element();
    }
}

/// Calls `flush` when the page may be about to go away: on `pagehide` (the tab closes, the
/// page is navigated away from or put in the back/forward cache) and when it becomes hidden
/// (`visibilitychange`; on mobile a hidden tab may be killed without any other event).
/// The listeners last as long as the returned handles.
#[must_use]
pub fn on_page_hidden(flush: impl Fn() + 'static) -> Option<[gloo_events::EventListener; 2]> {
    let window = web_sys::window()?;
    let document = window.document()?;
    let flush = std::rc::Rc::new(flush);
    let on_hide = {
        let flush = flush.clone();
        gloo_events::EventListener::new(&window, "pagehide", move |_| flush())
    };
    let on_visibility = {
        let hidden_document = document.clone();
        gloo_events::EventListener::new(&document, "visibilitychange", move |_| {
            if hidden_document.hidden() {
                flush();
            }
        })
    };
    Some([on_hide, on_visibility])
}

/// Moves the keyboard focus to the `index`-th element matching `selector` (the last one when
/// there are fewer), or to `fallback` when none matches: where a removed control's focus goes.
pub fn refocus(selector: &str, index: usize, fallback: &str) {
    let Some(document) = document() else {
        return;
    };
    let matches = document.query_selector_all(selector).ok();
    let count = matches.as_ref().map_or(0, web_sys::NodeList::length);
    let index = u32::try_from(index)
        .unwrap_or(u32::MAX)
        .min(count.saturating_sub(1));
    let target = matches
        .and_then(|list| list.item(index))
        .and_then(|node| node.dyn_into::<web_sys::HtmlElement>().ok())
        .or_else(|| {
            let element = document.query_selector(fallback).ok().flatten()?;
            element.dyn_into::<web_sys::HtmlElement>().ok()
        });
    if let Some(element) = target {
        let _ = element.focus();
    }
}

/// Offers `text` as a file download named `filename`.
pub fn download(filename: &str, mime: &str, text: &str) -> bool {
    let run = || -> Option<()> {
        let document = web_sys::window()?.document()?;
        let parts = js_sys_array(text);
        let options = web_sys::BlobPropertyBag::new();
        options.set_type(mime);
        let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
        let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
        let anchor: web_sys::HtmlAnchorElement =
            document.create_element("a").ok()?.dyn_into().ok()?;
        anchor.set_href(&url);
        anchor.set_download(filename);
        anchor.click();
        web_sys::Url::revoke_object_url(&url).ok()?;
        Some(())
    };
    run().is_some()
}

/// A one-element JS array holding `text` (the parts of a Blob).
fn js_sys_array(text: &str) -> JsValue {
    let array = js_sys::Array::new();
    array.push(&JsValue::from_str(text));
    array.into()
}

/// Copies `text` to the clipboard; when the Clipboard API is missing or refuses, selects the
/// text of `fallback` so the user can copy it with the keyboard. `done` gets whether the copy
/// worked.
pub fn copy_text(text: String, fallback: web_sys::Element, done: impl FnOnce(bool) + 'static) {
    let Some(window) = web_sys::window() else {
        done(false);
        return;
    };
    let clipboard = window.navigator().clipboard();
    // `navigator.clipboard` is undefined outside secure contexts.
    if JsValue::from(clipboard.clone()).is_undefined() {
        select(&fallback);
        done(false);
        return;
    }
    let promise = clipboard.write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
        if !ok {
            select(&fallback);
        }
        done(ok);
    });
}

/// Selects the text inside an element.
pub fn select(element: &web_sys::Element) {
    if let Some(selection) = web_sys::window().and_then(|w| w.get_selection().ok().flatten()) {
        let _ = selection.select_all_children(element);
    }
}

/// The page's document.
#[must_use]
pub fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// Whether an element is a form control (a field, a select, a slider), where arrow keys
/// belong to the control.
#[must_use]
pub fn is_form_control(element: &web_sys::Element) -> bool {
    matches!(element.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        || element.get_attribute("contenteditable").is_some()
}

/// Whether `element` takes text, so that its own undo applies (a text input, a textarea, an
/// editable element).
#[must_use]
pub fn is_text_field(element: &web_sys::Element) -> bool {
    match element.tag_name().as_str() {
        "TEXTAREA" => true,
        "INPUT" => !matches!(
            element.get_attribute("type").as_deref(),
            Some("file" | "checkbox" | "radio" | "button" | "submit" | "reset" | "range" | "color")
        ),
        _ => element.get_attribute("contenteditable").is_some(),
    }
}
