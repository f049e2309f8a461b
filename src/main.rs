//! Mounts the playground. Nothing else lives here.

fn main() {
    use rowkey_playground::app::{App, AppProps};
    // The same module also runs in the analysis worker (src/worker.js), which has no window
    // and only calls `analysis_worker_message`.
    if web_sys::window().is_none() {
        return;
    }
    // The page's first render runs in a task of its own, after the one that compiled and
    // started the module: two shorter tasks keep the page responsive while it boots.
    rowkey_playground::browser::next_task(|| {
        wasm_bindgen_futures::spawn_local(async {
            use rowkey_playground::browser::{self, BrowserInflate};
            // The design in the link, else the autosave, else the default; the browser
            // inflates them (at once when there is neither).
            let mut restored = rowkey_core::persist::restore_with(
                &browser::location_hash(),
                browser::read_autosave().as_deref(),
                &BrowserInflate,
            )
            .await;
            // A new deploy took over (the offline cache's worker, src/sw.js): said once.
            if browser::new_build_once() && restored.message.is_none() {
                use rowkey_core::i18n::{Lang, Localized, ui};
                restored.message = Some(Localized::new(
                    ui(Lang::En).new_version,
                    ui(Lang::Zh).new_version,
                ));
            }
            // Yew renders in a microtask of this task, so no frame shows neither header.
            browser::remove_boot_shell();
            // The real page keeps the design in the URL and in local storage, and analyses
            // large samples in a worker.
            yew::Renderer::<App>::with_props(AppProps {
                restored: Some(std::rc::Rc::new(restored)),
                persist: true,
                worker: true,
                progressive: true,
            })
            .render();
            // After Yew's hook (it logs the panic to the console): a banner instead of a dead
            // page.
            rowkey_playground::crash::install_panic_banner();
        });
    });
    // Debug builds only (`make serve`): `#panic` shows the banner for real.
    #[cfg(debug_assertions)]
    if rowkey_playground::browser::location_hash() == "#panic" {
        gloo_timers::callback::Timeout::new(500, || panic!("a test panic (#panic, debug build)"))
            .forget();
    }
}
