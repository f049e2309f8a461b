//! A whole-table report opened in the page: the rows per region that `rowkey spark`'s job
//! counted over every row of a table (or `rowkey analyze --format json` over a file too big
//! for the browser), read from its JSON and laid beside the sample's regions.
//!
//! The design stays as it is: the report is only read. [`TableReport::beside`] says whether
//! the report was counted on the design's own regions and key, and lists the regions with
//! both counts when it was.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::table_report::read_table_report;
//! use rowkey_core::region::RegionReport;
//! use rowkey_core::split::SplitPoints;
//! use rowkey_core::RowKey;
//!
//! let report = read_table_report(r#"{"report_format": 1, "source": "s3://t/", "rows_total": 5,
//!     "keys_total": 4, "recipe": "user_id", "regions": [{"start": "", "end": "", "rows": 4}]}"#)
//!     .unwrap();
//! let sample = RegionReport::build(&[RowKey::from("a")], &SplitPoints::default());
//! let view = report.beside(&sample, "user_id");
//! assert!(view.misfits.is_empty());
//! assert_eq!((view.rows[0].table_rows, view.rows[0].sample_rows), (4, Some(1)));
//! assert_eq!(report.bad_rows(), 1);
//! ```

use serde::Deserialize;

use crate::display::{to_bytes_binary, to_string_binary};
use crate::region::RegionReport;

/// The JSON format version of the report `rowkey analyze --format json` and `rowkey spark`'s
/// job write (the `report` module), which this module reads.
pub const REPORT_FORMAT: u32 = 1;

/// What the page reads of a report (`rowkey spark`'s `--report`, or `rowkey analyze --format
/// json`'s, which has no `source` or `rows_total`). Unknown fields are ignored.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct TableReport {
    /// The report's format version ([`REPORT_FORMAT`]).
    pub report_format: u32,
    /// Where the rows came from (the job's `--input`).
    #[serde(default)]
    pub source: Option<String>,
    /// Rows read (the whole-table report's); a sample report has `rows` instead.
    #[serde(default)]
    pub rows_total: Option<u64>,
    /// Sample rows (a report of `rowkey analyze`).
    #[serde(default)]
    pub rows: Option<u64>,
    /// Keys built.
    pub keys_total: u64,
    /// The key the report was made for, in one line (`recipe_line` of the `report` module).
    #[serde(default)]
    pub recipe: Option<String>,
    /// The regions, in key order.
    pub regions: Vec<TableRegion>,
    /// Keys shared by several rows (the whole-table report's).
    #[serde(default)]
    pub duplicates: Option<Duplicates>,
    /// Where the latest writes go, when the job had `--arrival`.
    #[serde(default)]
    pub hotspot: Option<Hotspot>,
}

/// One region of a report.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct TableRegion {
    /// Start key (`toStringBinary`; empty = table start).
    pub start: String,
    /// End key (`toStringBinary`; empty = table end).
    pub end: String,
    /// Rows counted in the region.
    pub rows: u64,
}

/// Keys shared by several rows: HBase keeps one row a key, so the others are lost.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Duplicates {
    /// Keys written by more than one row.
    pub keys: u64,
    /// Rows whose cells land on another row's key.
    pub rows_lost: u64,
}

/// Where the latest writes go.
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct Hotspot {
    /// How many of the latest writes were looked at.
    pub recent_writes: u64,
    /// The region (0-based) that took most of them.
    pub busiest_region: Option<usize>,
    /// How many of them it took (reports made before this field have none). The share is
    /// computed from the two counts: reading the report's `share` would put a JSON float
    /// parser in the page, about 10 KB gzipped, for one number.
    #[serde(default)]
    pub busiest_writes: Option<u64>,
}

impl Hotspot {
    /// The busiest region and its share of the latest writes, 0 to 1, when the report says.
    #[must_use]
    pub fn busiest(&self) -> Option<(usize, f64)> {
        let region = self.busiest_region?;
        let writes = self.busiest_writes?;
        (self.recent_writes > 0).then(|| (region, writes as f64 / self.recent_writes as f64))
    }
}

/// Why a report cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableReportError {
    /// The text is not JSON: what serde_json said, at a line and column.
    NotJson {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
    },
    /// JSON, but not a report: a field is missing or of another type.
    NotAReport {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// serde_json's description of the field (`missing field `regions``).
        detail: String,
    },
    /// A report of another format version.
    OtherFormat {
        /// The version it says.
        found: u32,
    },
    /// A report without a region.
    NoRegions,
}

/// Reads a report's JSON.
///
/// # Errors
///
/// [`TableReportError`]: not JSON, not a report (with the line and column), another format
/// version, or no region.
pub fn read_table_report(text: &str) -> Result<TableReport, TableReportError> {
    // The format first, so that another file (a design, another version's report) is named
    // by what it lacks rather than by its first field of another shape.
    let probe: FormatProbe = serde_json::from_slice(text.as_bytes()).map_err(positioned)?;
    if probe.report_format != REPORT_FORMAT {
        return Err(TableReportError::OtherFormat {
            found: probe.report_format,
        });
    }
    let report: TableReport = serde_json::from_slice(text.as_bytes()).map_err(positioned)?;
    if report.regions.is_empty() {
        return Err(TableReportError::NoRegions);
    }
    Ok(report)
}

/// The one field read first.
#[derive(Deserialize)]
struct FormatProbe {
    report_format: u32,
}

/// serde_json's error as a [`TableReportError`] with its line and column.
fn positioned(e: serde_json::Error) -> TableReportError {
    let (line, column) = (e.line(), e.column());
    if e.is_data() {
        let detail = e.to_string();
        let detail = detail.split(" at line ").next().unwrap_or_default();
        TableReportError::NotAReport {
            line,
            column,
            detail: detail.to_owned(),
        }
    } else {
        TableReportError::NotJson { line, column }
    }
}

/// How a report does not fit the design on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fit {
    /// Counted on other regions: the rows are shown on the report's own.
    OtherRegions {
        /// The report's regions.
        report: usize,
        /// The design's.
        design: usize,
    },
    /// Made for another key.
    OtherKey {
        /// The report's key, in one line.
        report: String,
        /// The design's.
        design: String,
    },
}

/// One region of the report beside the sample's.
#[derive(Clone, Debug, PartialEq)]
pub struct BesideRow {
    /// The region's start key (`toStringBinary`).
    pub start: String,
    /// The report's rows in it.
    pub table_rows: u64,
    /// Their share of the report's keys, 0 to 1.
    pub table_share: f64,
    /// The sample's rows in the same region (`None` when the regions differ).
    pub sample_rows: Option<usize>,
    /// Their share of the sample, 0 to 1.
    pub sample_share: Option<f64>,
}

/// A report laid beside the sample's regions.
#[derive(Clone, Debug, PartialEq)]
pub struct Beside {
    /// What does not fit (nothing when the report was counted on the design).
    pub misfits: Vec<Fit>,
    /// The report's regions, with the sample's counts when the regions are the design's.
    pub rows: Vec<BesideRow>,
    /// The fullest region's rows over the mean (`None` with no key).
    pub max_over_mean: Option<f64>,
}

impl TableReport {
    /// Rows read: `rows_total`, or a sample report's `rows`.
    #[must_use]
    pub fn rows_read(&self) -> u64 {
        self.rows_total.or(self.rows).unwrap_or(self.keys_total)
    }

    /// Rows that gave no key.
    #[must_use]
    pub fn bad_rows(&self) -> u64 {
        self.rows_read().saturating_sub(self.keys_total)
    }

    /// Whether the report's regions are the sample's: the same number, each with the same
    /// start key as bytes (`toStringBinary` text may spell a byte in other ways).
    fn same_regions(&self, sample: &RegionReport) -> bool {
        self.regions.len() == sample.regions.len()
            && self
                .regions
                .iter()
                .zip(&sample.regions)
                .all(|(r, s)| to_bytes_binary(&r.start) == s.start.as_bytes())
    }

    /// The report beside the sample's regions `sample`, for the design whose key in one line
    /// is `recipe`.
    #[must_use]
    pub fn beside(&self, sample: &RegionReport, recipe: &str) -> Beside {
        let mut misfits = Vec::new();
        if let Some(made_for) = self.recipe.as_deref().filter(|r| *r != recipe) {
            misfits.push(Fit::OtherKey {
                report: made_for.to_owned(),
                design: recipe.to_owned(),
            });
        }
        let same = self.same_regions(sample);
        if !same {
            misfits.push(Fit::OtherRegions {
                report: self.regions.len(),
                design: sample.regions.len(),
            });
        }
        // Saturating: the counts come from a file.
        let keys = self
            .regions
            .iter()
            .map(|r| r.rows)
            .fold(0, u64::saturating_add);
        let share = |n: u64| {
            if keys == 0 {
                0.0
            } else {
                n as f64 / keys as f64
            }
        };
        let rows = self
            .regions
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let matched = sample.regions.get(i).filter(|_| same);
                BesideRow {
                    start: to_string_binary(&to_bytes_binary(&r.start)),
                    table_rows: r.rows,
                    table_share: share(r.rows),
                    sample_rows: matched.map(|s| s.row_count),
                    sample_share: matched.map(|s| s.share),
                }
            })
            .collect();
        let fullest = self.regions.iter().map(|r| r.rows).max().unwrap_or(0);
        let max_over_mean =
            (keys > 0).then(|| fullest as f64 * self.regions.len() as f64 / keys as f64);
        Beside {
            misfits,
            rows,
            max_over_mean,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::RowKey;
    use crate::split::SplitPoints;

    fn report(regions: &str) -> String {
        format!(
            r#"{{"report_format": 1, "source": "hdfs:///t", "rows_total": 10, "keys_total": 9,
            "recipe": "k", "regions": {regions}, "duplicates": {{"keys": 1, "rows_lost": 2}}}}"#
        )
    }

    fn sample(splits: &[&str], keys: &[&str]) -> RegionReport {
        let points = SplitPoints::from_texts(splits).unwrap();
        let keys: Vec<RowKey> = keys.iter().map(|k| RowKey::from(*k)).collect();
        RegionReport::build(&keys, &points)
    }

    #[test]
    fn a_report_on_the_designs_regions_lies_beside_the_sample() {
        let text = report(
            r#"[{"start": "", "end": "m", "rows": 3}, {"start": "m", "end": "", "rows": 6}]"#,
        );
        let r = read_table_report(&text).unwrap();
        let view = r.beside(&sample(&["m"], &["a", "b", "z"]), "k");
        assert_eq!(view.misfits, vec![]);
        assert_eq!(view.rows[0].sample_rows, Some(2));
        assert_eq!(view.rows[1].sample_rows, Some(1));
        assert_eq!(view.rows[1].table_rows, 6);
        assert!((view.rows[1].table_share - 6.0 / 9.0).abs() < 1e-12);
        // 6 rows against a mean of 4.5.
        assert!((view.max_over_mean.unwrap() - 6.0 / 4.5).abs() < 1e-12);
        assert_eq!((r.bad_rows(), r.duplicates.unwrap().rows_lost), (1, 2));
    }

    #[test]
    fn start_keys_compare_as_bytes_not_as_text() {
        let text = report(
            r#"[{"start": "", "end": "\\x61", "rows": 3}, {"start": "\\x61", "end": "", "rows": 6}]"#,
        );
        let r = read_table_report(&text).unwrap();
        // `\x61` is `a`, as HBase's `toBytesBinary` reads it.
        let view = r.beside(&sample(&["a"], &["b"]), "k");
        assert_eq!(view.misfits, vec![]);
        assert_eq!(view.rows[1].start, "a");
    }

    #[test]
    fn other_regions_and_another_key_are_said_and_the_sample_is_not_laid_beside() {
        let text = report(r#"[{"start": "", "end": "", "rows": 9}]"#);
        let r = read_table_report(&text).unwrap();
        let view = r.beside(&sample(&["m"], &["a"]), "other");
        assert_eq!(
            view.misfits,
            vec![
                Fit::OtherKey {
                    report: "k".into(),
                    design: "other".into()
                },
                Fit::OtherRegions {
                    report: 1,
                    design: 2
                }
            ]
        );
        assert_eq!(view.rows[0].sample_rows, None);
    }

    #[test]
    fn errors_say_where_and_what() {
        // A design file: it has no report format.
        match read_table_report(r#"{"version": 1, "recipe": {"version": 1, "parts": []}}"#) {
            Err(TableReportError::NotAReport { detail, .. }) => {
                assert_eq!(detail, "missing field `report_format`");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            read_table_report("{\n  \"report_format\": 1,\n  oops"),
            Err(TableReportError::NotJson { line: 3, column: 3 })
        );
        match read_table_report(r#"{"report_format": 1, "keys_total": 3}"#) {
            Err(TableReportError::NotAReport { line, detail, .. }) => {
                assert_eq!(line, 1);
                assert_eq!(detail, "missing field `regions`");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            read_table_report(
                &report("[]").replace("\"report_format\": 1", "\"report_format\": 7")
            ),
            Err(TableReportError::OtherFormat { found: 7 })
        );
        assert_eq!(
            read_table_report(&report("[]")),
            Err(TableReportError::NoRegions)
        );
    }

    #[test]
    fn the_hotspot_share_comes_from_the_two_counts() {
        let text = r#"{"report_format": 1, "keys_total": 1, "regions": [{"start": "", "end": "", "rows": 1}],
            "hotspot": {"recent_writes": 200, "busiest_region": 3, "busiest_writes": 50, "share": 0.25}}"#;
        let hotspot = read_table_report(text).unwrap().hotspot.unwrap();
        assert_eq!(hotspot.busiest(), Some((3, 0.25)));
        // A report written before `busiest_writes`: no share is shown.
        let old = text.replace(r#""busiest_writes": 50, "#, "");
        assert_eq!(
            read_table_report(&old).unwrap().hotspot.unwrap().busiest(),
            None
        );
    }

    #[test]
    fn a_report_of_rowkey_analyze_reads_with_its_sample_rows() {
        let text = r#"{"report_format": 1, "rows": 12, "keys_total": 11, "recipe": "k",
            "regions": [{"index": 0, "start": "", "end": "", "rows": 11}], "queries": []}"#;
        let r = read_table_report(text).unwrap();
        assert_eq!((r.rows_read(), r.bad_rows(), r.source), (12, 1, None));
    }
}
