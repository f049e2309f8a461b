//! The preset gallery: every case of the design notes, grouped by the post it comes from,
//! each opening one of its designs (before, after, or the single design).

use rowkey_core::i18n::{Lang, Ui, fill, ui};
use rowkey_core::presets::{Preset, gallery};
use yew::prelude::*;

use crate::hooks::on_click;
use crate::state::Action;

/// The posts the presets come from, in order.
/// The posts the cases come from, then the typed key encodings' lessons (`types`).
const SEEDS: [&str; 6] = ["000", "001", "002", "003", "004", "types"];

/// A seed post's title in the page's language.
fn seed_title(t: &Ui, seed: &str) -> &'static str {
    match seed {
        "000" => t.seed_000,
        "001" => t.seed_001,
        "002" => t.seed_002,
        "003" => t.seed_003,
        "types" => t.seed_types,
        _ => t.seed_004,
    }
}

/// The gallery panel (shown while open).
pub fn preset_gallery(lang: Lang, dispatch: &Callback<Action>) -> Html {
    let t = ui(lang);
    let close = on_click(dispatch, Action::ShowGallery(false));
    html! {
        <section class="preset-gallery panel wide" aria-labelledby="gallery-heading" data-testid="preset-gallery">
            <div class="gallery-head">
                <h2 id="gallery-heading">{ t.gallery_title }</h2>
                <button type="button" data-testid="gallery-close" aria-label={t.close_gallery} onclick={close}>{ t.close }</button>
            </div>
            <p class="note">{ t.gallery_intro }</p>
            for seed in SEEDS {
                <section key={seed} class="seed" aria-labelledby={format!("seed-{seed}")}>
                    <h3 id={format!("seed-{seed}")}>
                        if seed != "types" {
                            <span class="seed-number">{ fill(t.seed_post, &[seed]) }</span>
                        }
                        { seed_title(t, seed) }
                    </h3>
                    <ul class="cards">
                        for preset in gallery().iter().filter(|p| p.seed == seed) {
                            { card(preset, lang, dispatch) }
                        }
                    </ul>
                </section>
            }
        </section>
    }
}

/// One preset: title, summary and a button per design.
fn card(preset: &Preset, lang: Lang, dispatch: &Callback<Action>) -> Html {
    let id = preset.id;
    html! {
        <li key={id} class="card" data-testid="preset-card" data-preset={id}>
            <h4>{ preset.title.get(lang) }</h4>
            <p>{ preset.summary.get(lang) }</p>
            <div class="variants">
                for variant in &preset.variants {
                    {{
                        let variant_id = variant.id;
                        let onclick = on_click(dispatch, Action::OpenPreset { preset: id, variant: variant_id });
                        html! {
                            <button key={variant_id} type="button" data-testid={format!("open-{id}-{variant_id}")} {onclick}>
                                { variant.label.get(lang) }
                            </button>
                        }
                    }}
                }
            </div>
        </li>
    }
}
