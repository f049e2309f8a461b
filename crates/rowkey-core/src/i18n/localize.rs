//! The engine's errors in both languages. The engine (`rowkey_engine`) has no catalogue, so
//! its errors are rendered here, each by the catalogue's method for it.

use crate::encode::EncodeError;
use crate::error::{GenerateError, ParseError};
use crate::i18n::Localized;
use crate::i18n::messages::localize;
use crate::layout::LayoutError;
use crate::sizing::{SizingError, SizingExplanation};
use crate::spec::{PartProblem, SpecError};
use crate::split::SplitError;

/// A value that can be told to the user in both languages.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::Localize;
/// use rowkey_core::split::SplitError;
/// assert_eq!(SplitError::NoSplitsRequested.localized().zh, "分区点数量至少为 1");
/// ```
pub trait Localize {
    /// The value's text in English and in Chinese.
    #[must_use]
    fn localized(&self) -> Localized;
}

impl Localize for EncodeError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::encode::encode_value;
    /// use rowkey_core::spec::{Encoding, KeyPart, Pad};
    /// let part = KeyPart::column(1, "c").with_encoding(Encoding::padded(Pad::right(2)));
    /// let err = encode_value(&part, "abc").unwrap_err().localized();
    /// assert!(err.zh.contains("3 字节超出了 2 字节的宽度"));
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| m.encode_error(self))
    }
}

impl Localize for SplitError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::split::SplitError;
    /// let err = SplitError::NoSplitsRequested.localized();
    /// assert_eq!(err.en, "the number of splits must be at least 1");
    /// assert_eq!(err.zh, "分区点数量至少为 1");
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| m.split_error(self))
    }
}

impl Localize for SpecError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::spec::{KeyPart, KeySpec};
    /// let spec = KeySpec::new(vec![KeyPart::md5_hex_of_columns(3, &[], 6)]);
    /// let err = spec.validate().unwrap_err().localized();
    /// assert_eq!(err.en, "part 3: choose at least one column");
    /// assert_eq!(err.zh, "第 3 部分：请至少选择一列");
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| m.spec_error(self))
    }
}

impl Localize for PartProblem {
    /// The problem in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::spec::PartProblem;
    /// assert_eq!(PartProblem::EmptyLiteral.localized().zh, "常量至少需要一个字节");
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| m.part_problem(self))
    }
}

impl Localize for ParseError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::sample::parse_csv;
    /// let err = parse_csv("id,name\n1,ann\n2\n").unwrap_err().localized();
    /// assert_eq!(err.en, "line 3, column 1: this row has 1 fields but the header has 2");
    /// assert_eq!(err.zh, "第 3 行第 1 列：这一行有 1 个字段，而表头有 2 个");
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| {
            if m.lang() == crate::i18n::Lang::En {
                self.to_string()
            } else {
                format!(
                    "{}：{}",
                    m.position(&self.position),
                    m.parse_error_kind(&self.kind)
                )
            }
        })
    }
}

impl Localize for GenerateError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::error::GenerateError;
    /// let e = GenerateError::NoColumns.localized();
    /// assert_eq!(e.en, "add at least one column to generate");
    /// assert_eq!(e.zh, "请至少添加一列再生成");
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| m.generate_error(self))
    }
}
impl Localize for SizingError {
    /// The error in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::sizing::recommend_regions;
    /// let e = recommend_regions(-1.0).unwrap_err().localized();
    /// assert_eq!(e.zh, "表的大小必须是不小于 0 的 GB 数，而不是 -1");
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| m.sizing_error(self))
    }
}

impl Localize for SizingExplanation {
    /// The rule in words.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::sizing::SizingExplanation;
    /// assert!(SizingExplanation::Large.localized().en.contains("10 GB"));
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| match *self {
            SizingExplanation::Small {
                regions_at_8_gb,
                regions_at_6_gb,
                at_minimum,
            } => m.sizing_small(regions_at_8_gb, regions_at_6_gb, at_minimum),
            SizingExplanation::Medium { gb_per_region } => m.sizing_medium(gb_per_region),
            SizingExplanation::Large => m.sizing_large(),
            SizingExplanation::Capped { limit } => m.sizing_capped(limit),
        })
    }
}

impl Localize for LayoutError {
    /// The error in both languages, with its line and column.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::layout::parse_layout;
    /// let e = parse_layout("  \n").unwrap_err().localized();
    /// assert!(e.en.contains("the paste is empty"));
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| m.layout_error(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::messages::tests::assert_chinese;

    /// Every sizing explanation reads in both languages; the `match` stops compiling when a
    /// variant is added, so that it is added here too.
    #[test]
    fn every_sizing_explanation_reads_in_both_languages() {
        let all = [
            SizingExplanation::Small {
                regions_at_8_gb: 3,
                regions_at_6_gb: 4,
                at_minimum: true,
            },
            SizingExplanation::Small {
                regions_at_8_gb: 5,
                regions_at_6_gb: 7,
                at_minimum: false,
            },
            SizingExplanation::Medium { gb_per_region: 6.5 },
            SizingExplanation::Large,
            SizingExplanation::Capped { limit: 120 },
        ];
        for explanation in &all {
            match explanation {
                SizingExplanation::Small { .. }
                | SizingExplanation::Medium { .. }
                | SizingExplanation::Large
                | SizingExplanation::Capped { .. } => {}
            }
            let text = explanation.localized();
            assert!(!text.en.is_empty() && text.en != text.zh, "{explanation:?}");
            assert_chinese(&format!("{explanation:?}"), &text.zh, &[]);
        }
    }
}
