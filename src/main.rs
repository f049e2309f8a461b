//! Mounts the playground. Nothing else lives here.

fn main() {
    use rowkey_playground::app::{App, AppProps};
    // The real page keeps the design in the URL and in local storage.
    yew::Renderer::<App>::with_props(AppProps { persist: true }).render();
}
