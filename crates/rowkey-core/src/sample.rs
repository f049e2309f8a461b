//! Sample input ([`rowkey_engine::sample`], re-exported here), and the notice the page shows
//! when a paste is too large to analyse whole.

pub use rowkey_engine::sample::*;

use crate::analysis::format_mb;
use crate::i18n::Localized;
use crate::i18n::messages::localize;

/// A paste or a loaded file as the page keeps it: text over [`MAX_ANALYSED_BYTES`] is cut
/// to its leading lines (by [`leading_part`], in `format`, or the detected one when `None`),
/// with a notice for the Data area that says how much was kept and that the rest was left
/// out. Text within the limit is kept whole, without a notice.
///
/// # Examples
///
/// ```
/// use rowkey_core::sample::{keep_leading, MAX_ANALYSED_BYTES};
///
/// assert_eq!(keep_leading("id\n1\n", None), ("id\n1\n", None));
/// let big = format!("id\n{}", "12345\n".repeat(500_000));
/// let (kept, notice) = keep_leading(&big, None);
/// assert!(kept.len() <= MAX_ANALYSED_BYTES && kept.ends_with('\n'));
/// assert_eq!(
///     notice.unwrap().en,
///     "The paste is 3.0 MB, more than the 2.1 MB the page works with: it keeps its first \
///      349,525 lines (2.1 MB, up to a line break), in the box and in the analysis, and leaves \
///      out the other 150,476 lines. To look at other rows, paste or load them on their own.",
/// );
/// ```
#[must_use]
pub fn keep_leading(text: &str, format: Option<SampleFormat>) -> (&str, Option<Localized>) {
    let format = format.unwrap_or_else(|| SampleFormat::detect(text));
    let (kept, cut) = leading_part(text, MAX_ANALYSED_BYTES, format);
    let notice = cut.map(|cut| {
        let rest = text.get(cut.kept_bytes..).unwrap_or_default();
        let rest_lines = rest.split_terminator('\n').count();
        let (total, limit, kept_mb) = (
            format_mb(cut.total_bytes),
            format_mb(MAX_ANALYSED_BYTES),
            format_mb(cut.kept_bytes),
        );
        if kept.ends_with('\n') {
            localize(|m| m.paste_kept(&total, &limit, cut.kept_lines, &kept_mb, rest_lines))
        } else {
            localize(|m| {
                m.paste_kept_cut_line(
                    &total,
                    &limit,
                    &kept_mb,
                    cut.kept_lines,
                    rest_lines.saturating_sub(1),
                )
            })
        }
    });
    (kept, notice)
}
