//! Mounts the playground. Nothing else lives here.

fn main() {
    yew::Renderer::<rowkey_playground::app::App>::new().render();
}
