//! The fix comparison: a "before" design's numbers beside its fix's, each marked when it
//! moved. Besides how the rows spread (max/mean, the coefficient of variation, empty regions,
//! the write hotspot) it lists what a lesson's fix may change instead: the key's bytes per
//! cell, each query's rows read, and whether a "latest N" needs a reversed scan.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::analyze;
//! use rowkey_core::analysis::compare::fix_metrics;
//! use rowkey_core::i18n::Lang;
//! use rowkey_core::presets::preset;
//! let p = preset("key-length-16").unwrap();
//! let before = analyze(&p.variant("before").unwrap().inputs());
//! let after = analyze(&p.variant("after").unwrap().inputs());
//! let metrics = fix_metrics(&before, &after, Lang::En);
//! let bytes = metrics.iter().find(|m| m.name == "key bytes per cell").unwrap();
//! assert!(bytes.moved());
//! assert_eq!(bytes.after, "16.0");
//! ```

use super::{BalanceView, Summary, format_percent};
use crate::i18n::messages::messages;
use crate::i18n::{Lang, ui};

/// One row of the comparison: a metric's name and its value in each design.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FixMetric {
    /// What is measured, in the page's language.
    pub name: String,
    /// Its value in the "before" design.
    pub before: String,
    /// Its value in the fixed design.
    pub after: String,
}

impl FixMetric {
    /// Whether the fix changed it.
    #[must_use]
    pub fn moved(&self) -> bool {
        self.before != self.after
    }
}

/// The metrics of `before` and `after` side by side, in `lang`: the keys' mean bytes (each
/// cell stores its key); for each query the two designs share (by position and name) its
/// rows read and, for a "latest N", the scan that serves it; then the spread of the rows,
/// the write hotspot last.
#[must_use]
pub fn fix_metrics(before: &Summary, after: &Summary, lang: Lang) -> Vec<FixMetric> {
    let t = ui(lang);
    let m = messages(lang);
    let row = |name: &str, before: String, after: String| FixMetric {
        name: name.to_owned(),
        before,
        after,
    };
    let hotspot = |b: &BalanceView| {
        b.hotspot
            .as_ref()
            .map_or_else(String::new, |h| format_percent(h.share))
    };
    let key_bytes = |s: &Summary| {
        if s.stats.rows == 0 {
            String::new()
        } else {
            format!("{:.1}", s.stats.total_bytes as f64 / s.stats.rows as f64)
        }
    };
    // The key's bytes and the queries first, the spread after: the write hotspot stays the
    // last row, as the page has always shown it.
    let mut out = vec![row(
        &m.fix_metric_key_bytes(),
        key_bytes(before),
        key_bytes(after),
    )];
    for (b, a) in before.queries.iter().zip(&after.queries) {
        if b.name != a.name {
            continue;
        }
        let (Ok(bv), Ok(av)) = (&b.outcome, &a.outcome) else {
            continue;
        };
        out.push(row(
            &m.fix_metric_rows_read(&a.name),
            bv.rows_scanned.to_string(),
            av.rows_scanned.to_string(),
        ));
        if bv.reversed_latest || av.reversed_latest {
            let scan = |reversed: bool| m.fix_metric_scan(reversed);
            out.push(row(
                &m.fix_metric_latest_scan(&a.name),
                scan(bv.reversed_latest),
                scan(av.reversed_latest),
            ));
        }
    }
    out.extend([
        row(
            t.max_mean,
            before.balance.max_mean.clone(),
            after.balance.max_mean.clone(),
        ),
        row(t.cv, before.balance.cv.clone(), after.balance.cv.clone()),
        row(
            t.empty_regions,
            before.balance.empty.get(lang).to_owned(),
            after.balance.empty.get(lang).to_owned(),
        ),
        row(
            t.write_hotspot,
            hotspot(&before.balance),
            hotspot(&after.balance),
        ),
    ]);
    out
}
