//! The catalogue of the page's own words: one [`Ui`] per language, [`EN`] in `ui/en.rs` and
//! [`ZH`] in `ui/zh.rs`. A missing translation is a compile error, because every field must
//! be given.
//!
//! Texts with a number or a name in them are templates with `{}` placeholders, filled in
//! order by [`fill`].
//!
//! # Examples
//!
//! ```
//! use rowkey_core::i18n::{Lang, fill, ui};
//! assert_eq!(fill(ui(Lang::En).move_part_up, &["2"]), "Move part 2 up");
//! assert_eq!(fill(ui(Lang::Zh).move_part_up, &["2"]), "上移第 2 部分");
//! ```

mod en;
mod zh;

pub use en::EN;
pub use zh::ZH;

use super::Lang;

/// The catalogue for `lang`.
#[must_use]
pub const fn ui(lang: Lang) -> &'static Ui {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// Fills the `{}` placeholders of a catalogue template with `args`, in order. Missing
/// arguments leave the placeholder empty; extra arguments are ignored.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::fill;
/// assert_eq!(fill("region {} ({} rows)", &["2", "15"]), "region 2 (15 rows)");
/// assert_eq!(fill("no placeholder", &["x"]), "no placeholder");
/// ```
#[must_use]
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut args = args.iter();
    let mut rest = template;
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        if let Some(arg) = args.next() {
            out.push_str(arg);
        }
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

/// Every word the page itself shows (data and engine messages aside).
#[derive(Debug, PartialEq, Eq)]
#[allow(missing_docs)] // the field names are the documentation; the values are the words
pub struct Ui {
    pub language: &'static str,
    pub move_part_up: &'static str,
}
