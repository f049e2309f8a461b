//! Numbers and sentences for the page: every string the shell shows is built here.

use crate::balance::{BalanceMetrics, WriteHotspot};
use crate::i18n::Localized;
use crate::i18n::messages::localize;
use crate::stats::KeyStats;

use super::BalanceView;

/// `1234567` → `1,234,567`.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::format_count;
/// assert_eq!(format_count(1_234_567), "1,234,567");
/// assert_eq!(format_count(12), "12");
/// ```
#[must_use]
pub fn format_count(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A share 0.0..=1.0 as a percentage with one decimal: `0.2063` → `20.6%`.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::format_percent;
/// assert_eq!(format_percent(0.2063), "20.6%");
/// assert_eq!(format_percent(1.0), "100.0%");
/// ```
#[must_use]
pub fn format_percent(share: f64) -> String {
    format!("{:.1}%", share * 100.0)
}

/// A size in megabytes (10^6 bytes) with one decimal, without floating point:
/// `50_000_000` → `50.0 MB`.
pub(crate) fn format_mb(bytes: usize) -> String {
    let tenths = (bytes + 50_000) / 100_000;
    format!("{}.{} MB", format_count(tenths / 10), tenths % 10)
}

/// What the page says about a paste analysed on its leading lines only.
pub(crate) fn cut_notice(cut: &crate::sample::Cut, rows: usize) -> Localized {
    let (total, kept) = (format_mb(cut.total_bytes), format_mb(cut.kept_bytes));
    localize(|m| m.paste_analysed_in_part(&total, &kept, rows, cut.kept_lines))
}

/// A size in GB with sensible precision: `0.004 GB`, `3.2 GB`, `120 GB`.
pub(crate) fn format_gb(gb: f64) -> String {
    if gb >= 100.0 {
        format!("{gb:.0} GB")
    } else if gb >= 1.0 {
        format!("{gb:.1} GB")
    } else {
        format!("{gb:.3} GB")
    }
}

pub(crate) fn stats_line(stats: &KeyStats) -> Localized {
    localize(|m| m.stats_line(stats))
}

pub(crate) fn balance_view(metrics: BalanceMetrics, hotspot: Option<WriteHotspot>) -> BalanceView {
    let max_mean = format!("{:.2}×", metrics.max_mean_ratio);
    let cv = format!("{:.2}", metrics.coefficient_of_variation);
    let empty = localize(|m| m.empty_regions_of(metrics.empty_regions, metrics.regions));
    let hotspot_text = localize(|m| match &hotspot {
        Some(h) if h.recent_writes > 0 => match h.busiest_region {
            Some(r) => m.hotspot(
                &format_percent(h.share),
                h.recent_writes,
                r + 1,
                &format_percent(h.even_share),
            ),
            None => m.hotspot_no_recent(),
        },
        Some(_) => m.hotspot_no_writes(),
        None => m.hotspot_unknown(),
    });
    let unbalanced = metrics.rows > 0
        && (metrics.max_mean_ratio > crate::verdict::MAX_OVER_MEAN
            || metrics.empty_regions > crate::verdict::EMPTY_REGIONS);
    BalanceView {
        metrics,
        hotspot,
        max_mean,
        cv,
        empty,
        hotspot_text,
        unbalanced,
    }
}
