//! SVG geometry for the region bar chart and the write heatmap: every coordinate and label
//! is computed here, so the shell only copies strings into attributes.

use std::fmt::Write as _;

use crate::balance::WriteHeatmap;
use crate::display::short_string_binary;
use crate::i18n::Localized;
use crate::i18n::messages::{Messages, localize};
use crate::region::{Region, RegionReport};
use crate::sizing::RegionProjection;

use super::text::{format_count, format_gb, format_percent};

/// Most regions the bar chart and the heatmap draw; more are summarised in a note.
pub const MAX_CHART_REGIONS: usize = 1_000;

/// Width of one bar's slot in `viewBox` units.
pub(crate) const SLOT: f64 = 20.0;
/// Height of the plot in `viewBox` units.
const PLOT_HEIGHT: f64 = 100.0;
/// Height of a bar for an empty region, so it can still be seen and clicked.
const STUB: f64 = 0.8;
/// Size of one heatmap cell in `viewBox` units.
const CELL: f64 = 10.0;

/// The bar chart of rows per region.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BarChart {
    /// The `viewBox` attribute.
    pub view_box: String,
    /// One bar per region, in key order (at most [`MAX_CHART_REGIONS`]).
    pub bars: Vec<Bar>,
    /// Why some regions are not drawn, if they are not (both languages).
    pub note: Option<Localized>,
    /// A one-line description of the whole chart (for `aria-label`), in both languages.
    pub summary: Localized,
    /// Whether there are few enough bars to label each one under the chart.
    pub labelled: bool,
}
crate::wire::wire_struct!(BarChart {
    view_box,
    bars,
    note,
    summary,
    labelled
});

/// Most characters of a start key under its bar.
const START_LABEL_CHARS: usize = 10;

/// Most bars that get a label under the chart.
pub const MAX_LABELLED_BARS: usize = 24;

/// One bar, with every attribute as text.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Bar {
    /// 0-based region index.
    pub region: usize,
    /// `x` of the bar.
    pub x: String,
    /// `y` of the bar.
    pub y: String,
    /// `width` of the bar.
    pub width: String,
    /// `height` of the bar.
    pub height: String,
    /// `x` of the full-height hit area.
    pub slot_x: String,
    /// `width` of the full-height hit area.
    pub slot_width: String,
    /// Whether this is the region with the most rows, coloured as a finding: the analysis
    /// clears it when the verdict does not find the rows per region uneven.
    pub hot: bool,
    /// Whether the region holds no rows.
    pub empty: bool,
    /// The region's range, count, share and projected size in one sentence (both languages).
    pub label: Localized,
    /// The row count as text.
    pub count: String,
    /// The share as text (`20.6%`).
    pub share: String,
    /// The region's start key, shortened `toStringBinary` (`''` for the first region).
    pub start: String,
}
crate::wire::wire_struct!(Bar {
    region,
    x,
    y,
    width,
    height,
    slot_x,
    slot_width,
    hot,
    empty,
    label,
    count,
    share,
    start
});

/// Writes per region per time slice, as SVG cells.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Heatmap {
    /// The `viewBox` attribute.
    pub view_box: String,
    /// The non-empty cells.
    pub cells: Vec<HeatCell>,
    /// Number of time slices (columns).
    pub slices: usize,
    /// Number of regions (rows).
    pub regions: usize,
    /// A one-line description (for `aria-label`), in both languages.
    pub summary: Localized,
}
crate::wire::wire_struct!(Heatmap {
    view_box,
    cells,
    slices,
    regions,
    summary
});

/// One heatmap cell.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HeatCell {
    /// `x`.
    pub x: String,
    /// `y`.
    pub y: String,
    /// `width`.
    pub width: String,
    /// `height`.
    pub height: String,
    /// `fill-opacity`, 0.1 to 1.
    pub opacity: String,
    /// Hover text, in both languages.
    pub title: Localized,
}
crate::wire::wire_struct!(HeatCell {
    x,
    y,
    width,
    height,
    opacity,
    title
});

fn num(out: &mut String, value: f64) {
    out.clear();
    // Two decimals are plenty for a viewBox a few thousand units wide.
    let _ = write!(out, "{value:.2}");
    while out.ends_with('0') {
        out.pop();
    }
    if out.ends_with('.') {
        out.pop();
    }
}

pub(crate) fn n(value: f64) -> String {
    let mut s = String::new();
    num(&mut s, value);
    s
}

fn range_words(m: &dyn Messages, region: &Region) -> String {
    m.region_range(
        (!region.start.is_empty()).then_some(region.start_text.as_str()),
        (!region.end.is_empty()).then_some(region.end_text.as_str()),
    )
}

/// Lays out one bar per region, scaled to the fullest region.
///
/// # Examples
///
/// ```
/// use rowkey_core::RowKey;
/// use rowkey_core::analysis::chart::bar_chart;
/// use rowkey_core::region::RegionReport;
/// use rowkey_core::split::SplitPoints;
/// let keys: Vec<RowKey> = ["a", "b", "x"].iter().map(|s| RowKey::from(*s)).collect();
/// let report = RegionReport::build(&keys, &SplitPoints::from_texts(&["m"]).unwrap());
/// let chart = bar_chart(&report, Some(0), &[]);
/// assert_eq!(chart.view_box, "0 0 40 100");
/// assert_eq!(chart.bars.len(), 2);
/// assert_eq!(chart.bars[0].height, "100");
/// assert!(chart.bars[0].hot);
/// assert!(chart.bars[1].label.en.starts_with("Region 2 of 2, from \"m\" to the last key: 1 row"));
/// assert!(chart.bars[1].label.zh.starts_with("Region 2 / 2，从 \"m\" 到 最后一个行键：1 行"));
/// ```
#[must_use]
pub fn bar_chart(
    report: &RegionReport,
    hottest: Option<usize>,
    projections: &[RegionProjection],
) -> BarChart {
    let total = report.regions.len();
    let shown = total.min(MAX_CHART_REGIONS);
    let max = report
        .regions
        .iter()
        .map(|r| r.row_count)
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let bars = report
        .regions
        .iter()
        .take(shown)
        .map(|region| {
            let slot_x = region.index as f64 * SLOT;
            let height = if region.row_count == 0 {
                STUB
            } else {
                (region.row_count as f64 / max * PLOT_HEIGHT).max(STUB)
            };
            let projected = projections
                .iter()
                .find(|p| p.index == region.index)
                .map(|p| format_gb(p.gb));
            Bar {
                region: region.index,
                x: n(slot_x + SLOT * 0.1),
                y: n(PLOT_HEIGHT - height),
                width: n(SLOT * 0.8),
                height: n(height),
                slot_x: n(slot_x),
                slot_width: n(SLOT),
                hot: hottest == Some(region.index),
                empty: region.row_count == 0,
                label: localize(|m| {
                    m.bar_label(
                        region.index + 1,
                        total,
                        &range_words(m, region),
                        region.row_count,
                        &format_percent(region.share),
                        projected.as_deref(),
                    )
                }),
                count: format_count(region.row_count),
                share: format_percent(region.share),
                start: if region.start.is_empty() {
                    "''".to_owned()
                } else {
                    short_string_binary(region.start.as_bytes(), START_LABEL_CHARS)
                },
            }
        })
        .collect();
    let note = (total > shown).then(|| localize(|m| m.chart_note(shown, total)));
    BarChart {
        view_box: format!("0 0 {} {}", n(shown.max(1) as f64 * SLOT), n(PLOT_HEIGHT)),
        bars,
        note,
        summary: localize(|m| m.chart_summary(report.total_rows, total)),
        labelled: shown <= MAX_LABELLED_BARS,
    }
}

/// Lays out the heatmap: time slices left to right, regions top to bottom, opacity by
/// writes. `None` for more than [`MAX_CHART_REGIONS`] regions.
///
/// # Examples
///
/// ```
/// use rowkey_core::RowKey;
/// use rowkey_core::analysis::chart::heatmap;
/// use rowkey_core::balance::write_heatmap;
/// use rowkey_core::region::RegionReport;
/// use rowkey_core::split::SplitPoints;
/// let keys: Vec<RowKey> = ["a", "b", "x", "y"].iter().map(|s| RowKey::from(*s)).collect();
/// let report = RegionReport::build(&keys, &SplitPoints::from_texts(&["m"]).unwrap());
/// let map = write_heatmap(&report.row_region, 2, &[0, 1, 2, 3], 2).unwrap();
/// let h = heatmap(&map, &report).unwrap();
/// assert_eq!(h.view_box, "0 0 20 20");
/// // Early writes land in region 1, late ones in region 2.
/// assert_eq!((h.cells[0].x.as_str(), h.cells[0].y.as_str()), ("0", "0"));
/// assert_eq!((h.cells[1].x.as_str(), h.cells[1].y.as_str()), ("10", "10"));
/// ```
#[must_use]
pub fn heatmap(map: &WriteHeatmap, report: &RegionReport) -> Option<Heatmap> {
    if map.regions > MAX_CHART_REGIONS {
        return None;
    }
    let max = map.max_cell.max(1) as f64;
    let mut cells = Vec::new();
    for (slice, row) in map.cells.iter().enumerate() {
        let from = map.slice_bounds.get(slice).copied().unwrap_or(0);
        let to = map.slice_bounds.get(slice + 1).copied().unwrap_or(from);
        for (region, &count) in row.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let r = report.regions.get(region);
            let range = |m: &dyn Messages| r.map(|r| range_words(m, r)).unwrap_or_default();
            cells.push(HeatCell {
                x: n(slice as f64 * CELL),
                y: n(region as f64 * CELL),
                width: n(CELL),
                height: n(CELL),
                opacity: n((count as f64 / max).max(0.1)),
                title: localize(|m| {
                    m.heat_title(
                        from + 1,
                        to,
                        slice + 1,
                        map.slices,
                        region + 1,
                        &range(m),
                        count,
                    )
                }),
            });
        }
    }
    Some(Heatmap {
        view_box: format!(
            "0 0 {} {}",
            n(map.slices.max(1) as f64 * CELL),
            n(map.regions.max(1) as f64 * CELL)
        ),
        cells,
        slices: map.slices,
        regions: map.regions,
        summary: localize(|m| m.heat_summary(map.slices, map.regions)),
    })
}
