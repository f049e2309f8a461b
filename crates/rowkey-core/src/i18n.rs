//! The page's two languages, English and Simplified Chinese, and every user-facing string
//! in one catalogue per language.
//!
//! * [`Lang`] picks a language; [`Lang::from_tag`] follows a browser language tag.
//! * [`Text`] is a fixed text in both languages (the presets' texts use it).
//! * [`Localized`] is a text built from data (a lint message, a plan reason) in both
//!   languages, so switching the language needs no new analysis.
//! * [`Localize`] renders the engine's errors (`rowkey_engine`, which has no words) as a
//!   [`Localized`].
//! * [`ui()`] is the catalogue of the page's own words (headings, buttons, labels, hints):
//!   [`ui::EN`] in `i18n/ui/en.rs` and [`ui::ZH`] in `i18n/ui/zh.rs`. Components take every
//!   word they show from it.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::i18n::{Lang, ui};
//! let lang = Lang::from_tag("zh-CN");
//! assert_eq!(lang, Lang::Zh);
//! assert_eq!(ui(Lang::En).language, "Language");
//! assert_eq!(ui(lang).language, "语言");
//! ```

mod localize;
pub mod messages;
mod plan_words;
mod render_lint;
mod render_split;
pub mod ui;

pub use localize::Localize;
pub use plan_words::{part_name, plan_reason};
pub use render_split::{
    LocalizeFix, split_lint_fix, split_lint_message, split_order_note, suggest_note,
};
pub use ui::{Ui, fill, ui};

use serde::{Deserialize, Serialize};

/// A language of the page.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::{Lang, Text};
/// let t = Text::new("region", "分区");
/// assert_eq!(t.get(Lang::En), "region");
/// assert_eq!(t.get(Lang::Zh), "分区");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese.
    Zh,
}

impl Lang {
    /// Both languages, in the order the switch shows them.
    pub const ALL: [Self; 2] = [Self::En, Self::Zh];

    /// The language for a browser language tag (`navigator.language`): Chinese for any
    /// `zh` tag, English otherwise.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Lang;
    /// assert_eq!(Lang::from_tag("zh"), Lang::Zh);
    /// assert_eq!(Lang::from_tag("ZH-hans-CN"), Lang::Zh);
    /// assert_eq!(Lang::from_tag("en-GB"), Lang::En);
    /// assert_eq!(Lang::from_tag(""), Lang::En);
    /// ```
    #[must_use]
    pub fn from_tag(tag: &str) -> Self {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("zh") {
            Self::Zh
        } else {
            Self::En
        }
    }

    /// The BCP 47 tag for the page's `lang` attribute and for storing the choice.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Lang;
    /// assert_eq!(Lang::Zh.tag(), "zh-CN");
    /// assert_eq!(Lang::from_tag(Lang::Zh.tag()), Lang::Zh);
    /// ```
    #[must_use]
    pub const fn tag(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Zh => "zh-CN",
        }
    }

    /// The language's name in itself, for the switch.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Lang;
    /// assert_eq!(Lang::Zh.native_name(), "中文");
    /// ```
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Zh => "中文",
        }
    }
}

/// A short text in English and Simplified Chinese.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::{Lang, Text};
/// const HOT: Text = Text::new("write hotspot", "写热点");
/// assert_eq!(HOT.get(Lang::Zh), "写热点");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// English.
    pub en: &'static str,
    /// Simplified Chinese.
    pub zh: &'static str,
}

impl Text {
    /// A text from its two translations.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Text;
    /// assert_eq!(Text::new("salt", "加盐").en, "salt");
    /// ```
    #[must_use]
    pub const fn new(en: &'static str, zh: &'static str) -> Self {
        Self { en, zh }
    }

    /// The text in `lang`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::{Lang, Text};
    /// assert_eq!(Text::new("row key", "行键").get(Lang::Zh), "行键");
    /// ```
    #[must_use]
    pub const fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Zh => self.zh,
        }
    }
}

/// A text built from data, in both languages.
///
/// The core builds user-facing sentences (lint messages, plan reasons, summaries) once in
/// each language, so a language switch only picks the other half.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::{Lang, Localized};
/// let n = 3;
/// let t = Localized::new(format!("{n} regions"), format!("{n} 个 Region"));
/// assert_eq!(t.get(Lang::Zh), "3 个 Region");
/// assert_eq!(Localized::same("md5(uid)").get(Lang::Zh), "md5(uid)");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Localized {
    /// English.
    pub en: String,
    /// Simplified Chinese.
    pub zh: String,
}
crate::wire::wire_struct!(Localized { en, zh });

impl Localized {
    /// A text from its two versions.
    #[must_use]
    pub fn new(en: impl Into<String>, zh: impl Into<String>) -> Self {
        Self {
            en: en.into(),
            zh: zh.into(),
        }
    }

    /// A text that reads the same in both languages (data, code, numbers).
    #[must_use]
    pub fn same(text: impl Into<String>) -> Self {
        let text = text.into();
        Self {
            zh: text.clone(),
            en: text,
        }
    }

    /// Builds both versions with one function of the language.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::{Lang, Localized};
    /// let t = Localized::from_fn(|lang| match lang {
    ///     Lang::En => "hot".to_owned(),
    ///     Lang::Zh => "热点".to_owned(),
    /// });
    /// assert_eq!(t.en, "hot");
    /// ```
    #[must_use]
    pub fn from_fn(mut build: impl FnMut(Lang) -> String) -> Self {
        Self {
            en: build(Lang::En),
            zh: build(Lang::Zh),
        }
    }

    /// The text in `lang`.
    #[must_use]
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Zh => &self.zh,
        }
    }
}

impl From<Text> for Localized {
    fn from(text: Text) -> Self {
        Self::new(text.en, text.zh)
    }
}
