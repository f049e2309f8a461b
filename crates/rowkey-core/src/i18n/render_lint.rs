//! The design lints' findings and fixes in words (`lint.rs` finds them as values).

use crate::display::to_string_binary;
use crate::i18n::messages::{Messages, localize};
use crate::i18n::{Localize, Localized};
use crate::lint::{ADVISED_KEY_LENGTH, Finding, FixKind, Lint, MAX_EXAMPLE_ROWS};
use crate::spec::{MAX_ROW_LENGTH, ReverseFrom};
use crate::verdict::MONOTONIC_RANK_CORRELATION;

impl Localize for Lint {
    /// The finding in one line, in both languages.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::encode::encode_sample;
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::lint::lint;
    /// use rowkey_core::sample::parse_csv;
    /// use rowkey_core::spec::{KeyPart, KeySpec};
    /// let sample = parse_csv("uid\na\nb\na\n").unwrap();
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
    /// let lints = lint(&spec, &sample, &encode_sample(&spec, &sample).unwrap());
    /// assert!(lints[0].localized().en.contains("rows 1, 3"), "{}", lints[0].localized().en);
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| finding(m, &self.finding, &self.rows))
    }
}

/// `finding` in `m`'s words; `rows` are the lint's example rows (0-based).
fn finding(m: &dyn Messages, finding: &Finding, rows: &[usize]) -> String {
    let part = |n: &u32| m.part(*n);
    match finding {
        Finding::UnpaddedNumber { part: n } => m.lint_unpadded_number(&part(n)),
        Finding::UnpaddedDigitsText { part: n } => m.lint_unpadded_digits_text(&part(n)),
        Finding::ReverseTimestampDigits {
            part: n,
            from,
            shortest,
            longest,
        } => m.lint_reverse_digits(&part(n), &reverse_from(*from), *shortest, *longest),
        Finding::NegativeSignedBinary { part: n } => m.lint_negative_binary(&part(n)),
        Finding::SignedBinaryTime { part: n } => m.lint_signed_binary_time(&part(n)),
        Finding::AmbiguousBoundary { part: n } => m.lint_ambiguous_boundary(&part(n)),
        Finding::SeparatorInValue { part: n, separator } => {
            m.lint_separator_in_value(&part(n), &separator.to_string())
        }
        Finding::LongMd5Prefix { part: n, width } => m.lint_long_md5_prefix(&part(n), *width),
        Finding::SaltAfterMonotonic { part: n, monotonic } => {
            m.lint_salt_after_monotonic(&part(n), &part(monotonic))
        }
        Finding::MonotonicLeadingPart { part: n } => {
            m.lint_monotonic_leading(&part(n), &format!("{MONOTONIC_RANK_CORRELATION:.2}"))
        }
        Finding::KeyTooLong { longest } => m.lint_key_too_long(*longest, MAX_ROW_LENGTH),
        Finding::LongKey { longest, mean } => m.lint_long_key(*longest, *mean, ADVISED_KEY_LENGTH),
        Finding::DuplicateKeys {
            keys,
            rows_lost,
            example,
            cell,
        } => {
            let listed = rows
                .iter()
                .take(MAX_EXAMPLE_ROWS)
                .map(|r| (r + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ");
            let example = to_string_binary(example);
            match cell {
                Some(cell) => m.lint_duplicate_cells(
                    *keys,
                    *rows_lost,
                    &listed,
                    &example,
                    &cell.column,
                    &cell.value,
                ),
                None => m.lint_duplicate_keys(*keys, *rows_lost, &listed, &example),
            }
        }
    }
}

/// What a reverse timestamp is subtracted from, as Java names it.
fn reverse_from(from: ReverseFrom) -> String {
    match from {
        ReverseFrom::LongMax => "Long.MAX_VALUE".to_owned(),
        ReverseFrom::IntMax => "Integer.MAX_VALUE".to_owned(),
        ReverseFrom::Custom(v) => v.to_string(),
    }
}

impl Localize for FixKind {
    /// The fix's button label in both languages.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::lint::FixKind;
    /// assert_eq!(FixKind::FlipSignBit.localized().en, "flip the sign bit (Phoenix INTEGER/BIGINT order)");
    /// ```
    fn localized(&self) -> Localized {
        localize(|m| fix_label(m, self))
    }
}

fn fix_label(m: &dyn Messages, kind: &FixKind) -> String {
    match kind {
        FixKind::ZeroPadToType { digits, long } => m.fix_zero_pad_type(*digits, *long),
        FixKind::ZeroPadToDigits { digits } => m.fix_zero_pad_digits(*digits),
        FixKind::LeftPadToType { chars, long } => m.fix_left_pad_type(*chars, *long),
        FixKind::LeftPadToChars { chars } => m.fix_left_pad_chars(*chars),
        FixKind::ZeroPadReverse { digits } => m.fix_zero_pad_reverse(*digits),
        FixKind::FlipSignBit => m.fix_flip_sign_bit(),
        FixKind::AddSeparator { separator } => m.fix_add_separator(&separator.to_string()),
        FixKind::UseSeparator { separator } => m.fix_use_separator(&separator.to_string()),
        FixKind::KeepHexChars => m.fix_keep_hex_chars(),
        FixKind::KeepBytes => m.fix_keep_bytes(),
        FixKind::MoveToFront => m.fix_move_to_front(),
        FixKind::AddSalt => m.fix_add_salt(),
        FixKind::TrimSplits => m.fix_trim_splits(),
    }
}
