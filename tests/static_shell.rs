//! index.html's static header (painted before the wasm arrives, then replaced by the app's)
//! says what the app's header says, in both languages: the catalogue is the source, and this
//! copy must follow it, or a reader sees the title change as the app starts.

use rowkey_core::i18n::{Lang, ui};

const INDEX_HTML: &str = include_str!("../index.html");

#[test]
fn the_static_header_matches_the_catalogue_in_both_languages() {
    let start = INDEX_HTML
        .find("data-boot-shell")
        .expect("index.html has the static header");
    let shell = &INDEX_HTML[start..INDEX_HTML[start..].find("</div>").unwrap() + start];
    for lang in [Lang::En, Lang::Zh] {
        let (t, tag) = (ui(lang), lang.tag());
        let title = format!("<h1 lang=\"{tag}\">{}</h1>", t.app_title);
        let tagline = format!("<p class=\"tagline\" lang=\"{tag}\">{}</p>", t.tagline);
        assert!(shell.contains(&title), "index.html lacks {title}");
        assert!(shell.contains(&tagline), "index.html lacks {tagline}");
    }
}
