//! The split findings in words: the engine's [`SplitLintCode`] (message and fix),
//! [`SuggestNote`] and [`SplitOrderNote`] are values; each is rendered here by the
//! catalogue's method for it, by an exhaustive `match`.

use crate::i18n::messages::{Messages, localize};
use crate::i18n::{Localize, Localized};
use crate::key::RowKey;
use crate::split::{SplitLintCode, SplitOrderNote, SuggestNote};

/// ` (e.g. 'key')` for a lint's example key, or nothing.
fn example(m: &dyn Messages, key: Option<&RowKey>) -> String {
    key.map(|k| m.split_example(&k.to_string_binary()))
        .unwrap_or_default()
}

/// Numbers joined by `, `, with `, …` when `more`.
fn listed<T: ToString>(values: &[T], more: bool) -> String {
    let joined: Vec<String> = values.iter().map(ToString::to_string).collect();
    format!("{}{}", joined.join(", "), if more { ", …" } else { "" })
}

/// A split lint's message in the catalogue's language.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::messages::En;
/// use rowkey_core::i18n::split_lint_message;
/// use rowkey_core::split::SplitLintCode;
/// let code = SplitLintCode::EmptyRegions { empty: 1, regions: 4, listed: vec![4] };
/// assert_eq!(
///     split_lint_message(&En, &code),
///     "1 of 4 regions hold none of the sample's rows (region 4, counting from 1)"
/// );
/// ```
#[must_use]
pub fn split_lint_message(m: &dyn Messages, code: &SplitLintCode) -> String {
    match code {
        SplitLintCode::EmptyRegions {
            empty,
            regions,
            listed: shown,
        } => m.split_empty_regions(*empty, *regions, &listed(shown, *empty > shown.len())),
        SplitLintCode::HexUppercaseKeys {
            count,
            keys,
            example: e,
        } => m.split_hex_uppercase(*count, *keys, &example(m, e.as_ref())),
        SplitLintCode::HexNonHexKeys {
            count,
            keys,
            example: e,
        } => m.split_hex_non_hex(*count, *keys, &example(m, e.as_ref())),
        SplitLintCode::DecimalNonDigitKeys {
            count,
            keys,
            example: e,
        } => m.split_decimal_non_digit(*count, *keys, &example(m, e.as_ref())),
        SplitLintCode::UniformPrintableKeys {
            printable,
            keys,
            splitter,
        } => m.split_uniform_printable(*printable, *keys, splitter.name()),
        SplitLintCode::SplitsIgnoreSalt {
            outside,
            splits,
            example: e,
        } => m.split_ignores_salt(*outside, *splits, &example(m, e.as_ref())),
        SplitLintCode::SplitsIgnoreHash {
            outside,
            splits,
            example: e,
        } => m.split_ignores_hash(*outside, *splits, &example(m, e.as_ref())),
        SplitLintCode::FewerRegionsEven {
            buckets,
            regions,
            per_region,
        } => m.split_fewer_regions_even(*buckets, *regions, *per_region),
        SplitLintCode::FewerRegionsUneven {
            buckets,
            regions,
            listed: counts,
            most,
            least,
            ..
        } => {
            let more = u64::try_from(counts.len()).unwrap_or(u64::MAX) < *regions;
            m.split_fewer_regions_uneven(*buckets, *regions, &listed(counts, more), *most, *least)
        }
        SplitLintCode::FewerRegionsVariable { buckets, regions } => {
            m.split_fewer_regions_variable(*buckets, *regions)
        }
        SplitLintCode::WhitespaceInSplitPoint {
            count,
            first,
            typed,
        } => m.split_whitespace(*count, *first, typed),
    }
}

/// What to do about a split lint, in the catalogue's language.
///
/// # Examples
///
/// ```
/// use rowkey_core::i18n::messages::En;
/// use rowkey_core::i18n::split_lint_fix;
/// use rowkey_core::split::SplitLintCode;
/// let code = SplitLintCode::FewerRegionsUneven {
///     buckets: 8, regions: 3, listed: vec![1, 1, 6], most: 6, least: 1,
///     divisors: vec![1, 2, 4, 8], more_divisors: false,
/// };
/// assert_eq!(
///     split_lint_fix(&En, &code),
///     "Split at bucket boundaries into a number of regions that divides the 8 buckets \
///      (1, 2, 4, 8), or use the splits suggested for the salted key."
/// );
/// ```
#[must_use]
pub fn split_lint_fix(m: &dyn Messages, code: &SplitLintCode) -> String {
    match code {
        SplitLintCode::EmptyRegions { .. } => m.split_empty_regions_fix(),
        SplitLintCode::HexUppercaseKeys { .. } => m.split_hex_uppercase_fix(),
        SplitLintCode::HexNonHexKeys { .. } => m.split_hex_non_hex_fix(),
        SplitLintCode::DecimalNonDigitKeys { .. } => m.split_decimal_non_digit_fix(),
        SplitLintCode::UniformPrintableKeys { .. } => m.split_uniform_printable_fix(),
        SplitLintCode::SplitsIgnoreSalt { .. } => m.split_ignores_salt_fix(),
        SplitLintCode::SplitsIgnoreHash { .. } => m.split_ignores_hash_fix(),
        SplitLintCode::FewerRegionsEven { buckets, .. } => m.split_fewer_regions_even_fix(*buckets),
        SplitLintCode::FewerRegionsUneven {
            buckets,
            divisors,
            more_divisors,
            ..
        } => {
            let mut shown: Vec<String> = divisors.iter().map(u64::to_string).collect();
            if *more_divisors {
                shown.push("…".to_owned());
            }
            m.split_fewer_regions_uneven_fix(*buckets, &shown.join(", "))
        }
        SplitLintCode::FewerRegionsVariable { .. } => m.split_fewer_regions_variable_fix(),
        SplitLintCode::WhitespaceInSplitPoint { .. } => m.split_whitespace_fix(),
    }
}

/// A note on suggested splits, in the catalogue's language.
#[must_use]
pub fn suggest_note(m: &dyn Messages, note: &SuggestNote) -> String {
    match note {
        SuggestNote::FewDistinct { distinct, regions } => {
            m.suggest_few_distinct(*distinct, *regions)
        }
        SuggestNote::UnevenBuckets { buckets, regions } => {
            m.suggest_uneven_buckets(*buckets, *regions)
        }
        SuggestNote::BucketTooFew { bucket, regions } => {
            m.suggest_bucket_too_few(*bucket, *regions)
        }
    }
}

/// The note on an unsorted split list, in the catalogue's language.
#[must_use]
pub fn split_order_note(m: &dyn Messages, note: &SplitOrderNote) -> String {
    let mut order: Vec<String> = note
        .order
        .iter()
        .map(|k| format!("'{}'", k.to_string_binary()))
        .collect();
    if note.total > note.order.len() {
        order.push("…".to_owned());
    }
    m.splits_unsorted(
        note.split,
        &note.typed,
        note.earlier,
        &note.earlier_typed,
        &order.join(", "),
    )
}

impl Localize for SplitLintCode {
    /// The lint's message in both languages.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::region::RegionReport;
    /// use rowkey_core::split::{SaltLayout, SplitSpec, lint_splits};
    ///
    /// let keys = [RowKey::new(vec![0, b'x']), RowKey::new(vec![1, b'y'])];
    /// let spec = SplitSpec::None;
    /// let report = RegionReport::build(&keys, &spec.resolve().unwrap());
    /// let lints = lint_splits(&keys, &spec, &report, Some(&SaltLayout::Byte { buckets: 2 }));
    /// assert_eq!(
    ///     lints[0].code.localized().en,
    ///     "the key has 2 salt buckets over 1 region: each region holds 2 whole buckets, so \
    ///      the writes spread evenly"
    /// );
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| split_lint_message(m, self))
    }
}

/// A split lint's fix in both languages (its message is [`Localize`]).
pub trait LocalizeFix {
    /// What to do about it, in English and in Chinese.
    #[must_use]
    fn localized_fix(&self) -> Localized;
}

impl LocalizeFix for SplitLintCode {
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::LocalizeFix;
    /// use rowkey_core::split::SplitLintCode;
    /// let code = SplitLintCode::WhitespaceInSplitPoint { count: 1, first: 1, typed: "a ".into() };
    /// assert!(!code.localized_fix().en.is_empty());
    /// assert!(!code.localized_fix().zh.is_empty());
    /// ```
    fn localized_fix(&self) -> Localized {
        localize(|m| split_lint_fix(m, self))
    }
}

impl Localize for SuggestNote {
    /// The note in both languages.
    fn localized(&self) -> Localized {
        localize(|m| suggest_note(m, self))
    }
}

impl Localize for SplitOrderNote {
    /// The note in both languages.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::split::{SplitSpec, order_note};
    ///
    /// let spec = SplitSpec::Explicit { splits: vec!["3".into(), "6".into(), "10".into()] };
    /// assert_eq!(
    ///     order_note(&spec).unwrap().localized().en,
    ///     "split 3 ('10') sorts before split 2 ('6') in byte order: the splits are not sorted. \
    ///      HBase sorts them when it creates the table, so the regions follow byte order \
    ///      ('10', '3', '6'); list them in that order to match.",
    /// );
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| split_order_note(m, self))
    }
}
