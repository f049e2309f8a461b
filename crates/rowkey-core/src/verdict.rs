//! One verdict on a design, from all the evidence an analysis gathers: the lints, how evenly
//! the rows spread over the regions, where the latest writes go, what each query costs, and
//! whether the sample gave any key at all.
//!
//! A [`Verdict`] is a [`Status`] (ok, warning or error) and its [`Finding`]s, worst first.
//! Each finding is typed ([`FindingKind`]): a measured one carries the value measured and the
//! threshold it crossed, and its words come from the message catalogues in both languages
//! ([`Finding::message`]); a lint's words are the lint's own message.
//!
//! The status is `ok` exactly when there is no finding: no lint of severity warning or error
//! fired, no threshold below was crossed, and at least one sample row gave a key.
//!
//! # Thresholds
//!
//! Each is a named constant; a value must be *above* it to count:
//!
//! | evidence | finding when | constant |
//! |---|---|---|
//! | rows per region | the fullest region holds more than 1.5× the mean | [`MAX_OVER_MEAN`] |
//! | empty regions | any region holds no sample row | [`EMPTY_REGIONS`] |
//! | latest writes | one region takes more than 2× the even share (`1 / regions`) | [`HOTSPOT_OVER_EVEN`] |
//! | a query's rows read per row returned | more than 10 (an empty result counts as one row) | [`READ_AMPLIFICATION`] |
//! | a query's regions touched | more than half of the table's regions, and at least 3 | [`FAN_OUT_SHARE`], [`FAN_OUT_MIN_REGIONS`] |
//!
//! Every measured finding is a **warning**: the project's [`Level`] keeps `error` for designs
//! that lose data or cannot work (a lint of severity error such as duplicate keys, rows that
//! cannot be encoded, no key at all), and uneven regions, hot writes and costly queries are
//! "works, but spreads or scans badly". They are also measured on a sample, so a design a
//! little over a threshold on one sample may be under it on the next: a warning, not a
//! failure. An empty sample is a warning (there is nothing to judge); a sample that cannot be
//! read, or whose rows none gives a key, is an error.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::Level;
//! use rowkey_core::balance::BalanceMetrics;
//! use rowkey_core::verdict::{Evidence, FindingKind, Status, Verdict};
//!
//! // 1,000 rows over 8 regions, 259 in the fullest: 2.07× the mean.
//! let balance = BalanceMetrics::from_counts(&[259, 120, 110, 100, 110, 101, 100, 100]);
//! let verdict = Verdict::of(&Evidence { balance: &balance, ..Evidence::rows(1_000, 1_000) });
//! assert_eq!(verdict.status, Status::Warning);
//! let finding = &verdict.findings[0];
//! assert_eq!(finding.severity, Level::Warning);
//! assert!(matches!(finding.kind, FindingKind::Balance { threshold: 1.5, .. }));
//! assert_eq!(finding.message(&rowkey_core::i18n::messages::En).unwrap(),
//!     "the fullest region holds 2.07× the mean rows per region (a warning above 1.50×)");
//! ```

use crate::analysis::{Level, format_count, format_percent};
use crate::balance::{BalanceMetrics, WriteHotspot};
use crate::i18n::Localized;
use crate::i18n::messages::{Messages, localize};
use crate::protocol::StaticText;

/// The fullest region may hold up to this many times the mean rows per region; above it, a
/// warning. 1.5 is where the page has always drawn max/mean in red: the fullest region then
/// carries half as much again as its share, and a cluster's throughput is that region's.
pub const MAX_OVER_MEAN: f64 = 1.5;

/// Regions without a sample row allowed: none. An empty region is a split that the keys never
/// reach: wasted, and a sign the splits do not match the key's first bytes.
pub const EMPTY_REGIONS: usize = 0;

/// The busiest region may take up to this many times the even share (`1 / regions`) of the
/// latest writes ([`crate::analysis::RECENT_WRITES_PERCENT`] % of them); above it, a warning.
/// At twice its share, one region server takes the write load of two, and the table writes
/// at half the speed its regions could.
pub const HOTSPOT_OVER_EVEN: f64 = 2.0;

/// A query may read up to this many rows per row it returns; above it, a warning. An empty
/// result counts as one row returned, so a scan that reads many rows to find none is caught.
/// Ten rows read for one kept is where a server-side filter stops being a detail and
/// becomes most of the query's cost.
pub const READ_AMPLIFICATION: f64 = 10.0;

/// A query may touch up to this share of the table's regions; above it (and from
/// [`FAN_OUT_MIN_REGIONS`] regions), a warning: the query is a scatter-gather over most of
/// the cluster, so its latency is the slowest region's and every region server works on it.
pub const FAN_OUT_SHARE: f64 = 0.5;

/// The fewest regions a query must touch to count as fanning out: a scan that crosses one
/// region boundary (two regions) is normal.
pub const FAN_OUT_MIN_REGIONS: usize = 3;

/// The verdict's overall state: the worst severity among its findings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum Status {
    /// At least one finding of severity error.
    Error,
    /// Findings of severity warning, none of error.
    Warning,
    /// No finding.
    #[default]
    Ok,
}
crate::wire::wire_enum!(Status { Error, Warning, Ok });
crate::tagged::unit_enum_deserialize!(Status { Error = "Error", Warning = "Warning", Ok = "Ok" });

impl Status {
    /// `ok`, `warning` or `error` (a stable code, also the English name).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::verdict::Status;
    /// assert_eq!(Status::Ok.as_str(), "ok");
    /// ```
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Error => "error",
            Self::Warning => "warning",
            Self::Ok => "ok",
        }
    }
}

/// One thing the verdict found: how bad, and what (with the value measured and the threshold
/// it crossed, for a measured one).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Finding {
    /// [`Level::Error`] or [`Level::Warning`] (advice never makes a finding).
    pub severity: Level,
    /// What was found.
    pub kind: FindingKind,
}
crate::wire::wire_struct!(Finding { severity, kind });

/// What a [`Finding`] is about, with its numbers.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum FindingKind {
    /// The sample could not be read (its error is shown next to it): nothing to judge.
    SampleUnreadable,
    /// The sample has no rows: nothing to judge.
    EmptySample,
    /// The sample has rows, but none gives a key (the recipe fails on every row).
    NoKeys {
        /// Sample rows.
        rows: usize,
    },
    /// A lint of severity warning or error fired; its words are its own message.
    Lint {
        /// The lint's stable code.
        #[serde(deserialize_with = "crate::protocol::static_str")]
        code: StaticText,
        /// Its position in the evidence's lints (the analysis's `problems`).
        index: usize,
    },
    /// The fullest region holds more than [`MAX_OVER_MEAN`] times the mean.
    Balance {
        /// Rows in the fullest region over the mean rows per region.
        max_over_mean: f64,
        /// [`MAX_OVER_MEAN`].
        threshold: f64,
    },
    /// Regions that hold no sample row.
    EmptyRegions {
        /// Empty regions.
        empty: usize,
        /// All regions.
        regions: usize,
        /// [`EMPTY_REGIONS`].
        threshold: usize,
    },
    /// One region takes more than [`HOTSPOT_OVER_EVEN`] times the even share of the latest
    /// writes.
    WriteHotspot {
        /// The busiest region (0-based).
        region: usize,
        /// How many of the latest writes were looked at.
        recent_writes: usize,
        /// The busiest region's share of them, 0.0..=1.0.
        share: f64,
        /// The even share, `1 / regions`.
        even_share: f64,
        /// The share above which it is a finding: [`HOTSPOT_OVER_EVEN`] × `even_share`.
        threshold: f64,
    },
    /// A query reads more than [`READ_AMPLIFICATION`] rows per row returned.
    ReadAmplification {
        /// The query's 0-based position in the design.
        query: usize,
        /// Its name.
        name: String,
        /// Rows read on the sample.
        rows_scanned: usize,
        /// Rows returned on the sample.
        rows_returned: usize,
        /// `rows_scanned / max(rows_returned, 1)`.
        amplification: f64,
        /// [`READ_AMPLIFICATION`].
        threshold: f64,
    },
    /// A query touches more than [`FAN_OUT_SHARE`] of the regions (and at least
    /// [`FAN_OUT_MIN_REGIONS`]).
    FanOut {
        /// The query's 0-based position in the design.
        query: usize,
        /// Its name.
        name: String,
        /// Distinct regions it touches.
        regions_touched: usize,
        /// All regions.
        regions: usize,
        /// `regions_touched / regions`.
        share: f64,
        /// [`FAN_OUT_SHARE`].
        threshold: f64,
    },
}
crate::wire::wire_enum!(FindingKind {
    SampleUnreadable,
    EmptySample,
    NoKeys { rows },
    Lint { code, index },
    Balance { max_over_mean, threshold },
    EmptyRegions { empty, regions, threshold },
    WriteHotspot { region, recent_writes, share, even_share, threshold },
    ReadAmplification { query, name, rows_scanned, rows_returned, amplification, threshold },
    FanOut { query, name, regions_touched, regions, share, threshold }
});

impl FindingKind {
    /// A stable code: the lint's own for a lint, otherwise `sample/unreadable`,
    /// `sample/empty`, `sample/no-keys`, `regions/max-over-mean`, `regions/empty`,
    /// `writes/hotspot`, `query/read-amplification` or `query/fan-out`.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Self::SampleUnreadable => "sample/unreadable",
            Self::EmptySample => "sample/empty",
            Self::NoKeys { .. } => "sample/no-keys",
            Self::Lint { code, .. } => code,
            Self::Balance { .. } => "regions/max-over-mean",
            Self::EmptyRegions { .. } => "regions/empty",
            Self::WriteHotspot { .. } => "writes/hotspot",
            Self::ReadAmplification { .. } => "query/read-amplification",
            Self::FanOut { .. } => "query/fan-out",
        }
    }

    /// The value measured (`None` for a lint or a sample finding): max/mean, empty regions,
    /// the busiest region's share of the latest writes (0.0..=1.0), rows read per row
    /// returned, or the share of regions touched (0.0..=1.0).
    #[must_use]
    pub fn value(&self) -> Option<f64> {
        match self {
            Self::SampleUnreadable
            | Self::EmptySample
            | Self::NoKeys { .. }
            | Self::Lint { .. } => None,
            Self::Balance { max_over_mean, .. } => Some(*max_over_mean),
            Self::EmptyRegions { empty, .. } => Some(*empty as f64),
            Self::WriteHotspot { share, .. } | Self::FanOut { share, .. } => Some(*share),
            Self::ReadAmplification { amplification, .. } => Some(*amplification),
        }
    }

    /// The threshold the value crossed, in the value's unit (`None` where there is no value).
    #[must_use]
    pub fn threshold(&self) -> Option<f64> {
        match self {
            Self::SampleUnreadable
            | Self::EmptySample
            | Self::NoKeys { .. }
            | Self::Lint { .. } => None,
            Self::EmptyRegions { threshold, .. } => Some(*threshold as f64),
            Self::Balance { threshold, .. }
            | Self::WriteHotspot { threshold, .. }
            | Self::ReadAmplification { threshold, .. }
            | Self::FanOut { threshold, .. } => Some(*threshold),
        }
    }

    /// Whether the finding is about how rows and writes spread over the regions (max/mean,
    /// empty regions, the write hotspot): what the page's Regions area shows next to its
    /// numbers.
    #[must_use]
    pub fn concerns_regions(&self) -> bool {
        matches!(
            self,
            Self::Balance { .. } | Self::EmptyRegions { .. } | Self::WriteHotspot { .. }
        )
    }

    /// Where the kind sorts among findings of one severity: what concerns every row (the
    /// sample, the lints, the regions, the writes) before what concerns one query.
    fn rank(&self) -> u8 {
        match self {
            Self::SampleUnreadable | Self::EmptySample | Self::NoKeys { .. } => 0,
            Self::Lint { .. } => 1,
            Self::Balance { .. } => 2,
            Self::EmptyRegions { .. } => 3,
            Self::WriteHotspot { .. } => 4,
            Self::ReadAmplification { .. } => 5,
            Self::FanOut { .. } => 6,
        }
    }
}

impl Finding {
    /// The finding in words in one catalogue's language; `None` for a lint, whose words are
    /// its own message (see [`Finding::localized`]).
    #[must_use]
    pub fn message(&self, m: &dyn Messages) -> Option<String> {
        let ratio = |x: f64| format!("{x:.2}×");
        Some(match &self.kind {
            FindingKind::Lint { .. } => return None,
            FindingKind::SampleUnreadable => m.finding_sample_unreadable(),
            FindingKind::EmptySample => m.finding_empty_sample(),
            FindingKind::NoKeys { rows } => m.finding_no_keys(*rows),
            FindingKind::Balance {
                max_over_mean,
                threshold,
            } => m.finding_balance(&ratio(*max_over_mean), &ratio(*threshold)),
            FindingKind::EmptyRegions {
                empty,
                regions,
                threshold,
            } => m.finding_empty_regions(*empty, *regions, *threshold),
            FindingKind::WriteHotspot {
                region,
                recent_writes,
                share,
                even_share,
                threshold,
            } => m.finding_hotspot(
                &format_percent(*share),
                *recent_writes,
                region + 1,
                &format_percent(*even_share),
                &format!("{HOTSPOT_OVER_EVEN}"),
                &format_percent(*threshold),
            ),
            FindingKind::ReadAmplification {
                name,
                rows_scanned,
                rows_returned,
                amplification,
                threshold,
                ..
            } => m.finding_read_amplification(
                name,
                &format_count(rounded(*amplification)),
                *rows_scanned,
                *rows_returned,
                &format!("{threshold}"),
            ),
            FindingKind::FanOut {
                name,
                regions_touched,
                regions,
                share,
                threshold,
                ..
            } => m.finding_fan_out(
                name,
                *regions_touched,
                *regions,
                &format_percent(*share),
                &format_percent(*threshold),
                FAN_OUT_MIN_REGIONS,
            ),
        })
    }

    /// The finding in both languages; a lint's words are `lint(index)`, its own message.
    #[must_use]
    pub fn localized(&self, lint: impl FnOnce(usize) -> Option<Localized>) -> Localized {
        match &self.kind {
            FindingKind::Lint { code, index } => {
                lint(*index).unwrap_or_else(|| Localized::same(*code))
            }
            _ => localize(|m| self.message(m).unwrap_or_default()),
        }
    }
}

/// A whole number for display (amplifications are shown without decimals).
fn rounded(x: f64) -> usize {
    if x.is_finite() && x > 0.0 {
        x.round().min(1e15) as usize
    } else {
        0
    }
}

/// What one query cost on the sample.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueryEvidence<'a> {
    /// The query's 0-based position in the design.
    pub index: usize,
    /// Its name.
    pub name: &'a str,
    /// Distinct regions it touches.
    pub regions_touched: usize,
    /// Rows read.
    pub rows_scanned: usize,
    /// Rows returned.
    pub rows_returned: usize,
}

/// Everything the verdict weighs, as raw numbers: the page's analysis and the `rowkey`
/// command each gather it from what they computed.
#[derive(Clone, Copy, Debug)]
pub struct Evidence<'a> {
    /// Whether the sample could be read.
    pub sample_readable: bool,
    /// Sample rows read.
    pub sample_rows: usize,
    /// Rows that gave a key.
    pub keys: usize,
    /// Every lint that fired, with its severity and code (advice included: it is ignored).
    pub lints: &'a [(Level, StaticText)],
    /// Rows per region.
    pub balance: &'a BalanceMetrics,
    /// Where the latest writes go, when the arrival order is known.
    pub hotspot: Option<&'a WriteHotspot>,
    /// Each planned query's cost.
    pub queries: &'a [QueryEvidence<'a>],
}

/// Regions of no rows (a default for [`Evidence::rows`]).
static NO_REGIONS: BalanceMetrics = BalanceMetrics {
    regions: 0,
    rows: 0,
    mean_rows: 0.0,
    max_rows: 0,
    max_mean_ratio: 0.0,
    coefficient_of_variation: 0.0,
    empty_regions: 0,
    hottest_region: None,
};

impl Evidence<'_> {
    /// A readable sample of `sample_rows` rows of which `keys` gave a key, and nothing else
    /// known (no lint, no region, no query): a start for struct update syntax.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::verdict::{Evidence, Status, Verdict};
    /// assert_eq!(Verdict::of(&Evidence::rows(10, 10)).status, Status::Ok);
    /// assert_eq!(Verdict::of(&Evidence::rows(10, 0)).status, Status::Error);
    /// assert_eq!(Verdict::of(&Evidence::rows(0, 0)).status, Status::Warning);
    /// ```
    #[must_use]
    pub fn rows(sample_rows: usize, keys: usize) -> Self {
        Evidence {
            sample_readable: true,
            sample_rows,
            keys,
            lints: &[],
            balance: &NO_REGIONS,
            hotspot: None,
            queries: &[],
        }
    }
}

/// The verdict: a status and the findings, worst first.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Verdict {
    /// The worst severity among the findings, `Ok` when there is none.
    pub status: Status,
    /// The findings, errors first; within a severity, the sample, then the lints (in their
    /// order), the regions, the writes, then the queries (the costliest first).
    pub findings: Vec<Finding>,
}
crate::wire::wire_struct!(Verdict { status, findings });

impl Verdict {
    /// Weighs the evidence.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Level;
    /// use rowkey_core::verdict::{Evidence, Status, Verdict};
    /// let lints = [(Level::Advice, "long-key")];
    /// assert_eq!(Verdict::of(&Evidence { lints: &lints, ..Evidence::rows(5, 5) }).status, Status::Ok);
    /// let lints = [(Level::Error, "duplicate-keys")];
    /// let v = Verdict::of(&Evidence { lints: &lints, ..Evidence::rows(5, 5) });
    /// assert_eq!(v.status, Status::Error);
    /// assert_eq!(v.findings[0].kind.code(), "duplicate-keys");
    /// ```
    #[must_use]
    pub fn of(e: &Evidence<'_>) -> Self {
        let mut findings = Vec::new();
        let mut add =
            |severity: Level, kind: FindingKind| findings.push(Finding { severity, kind });
        if !e.sample_readable {
            add(Level::Error, FindingKind::SampleUnreadable);
        } else if e.sample_rows == 0 {
            add(Level::Warning, FindingKind::EmptySample);
        } else if e.keys == 0 {
            add(
                Level::Error,
                FindingKind::NoKeys {
                    rows: e.sample_rows,
                },
            );
        }
        for (index, &(level, code)) in e.lints.iter().enumerate() {
            // The empty-regions split lint is the measured finding below.
            if level != Level::Advice && code != crate::split::SplitLintCode::EmptyRegions.as_str()
            {
                add(level, FindingKind::Lint { code, index });
            }
        }
        let b = e.balance;
        if e.keys > 0 && b.rows > 0 && b.regions > 0 {
            // max / (rows / regions) > limit, in exact products.
            if (b.max_rows as f64) * (b.regions as f64) > MAX_OVER_MEAN * b.rows as f64 {
                add(
                    Level::Warning,
                    FindingKind::Balance {
                        max_over_mean: b.max_mean_ratio,
                        threshold: MAX_OVER_MEAN,
                    },
                );
            }
            if b.empty_regions > EMPTY_REGIONS {
                add(
                    Level::Warning,
                    FindingKind::EmptyRegions {
                        empty: b.empty_regions,
                        regions: b.regions,
                        threshold: EMPTY_REGIONS,
                    },
                );
            }
        }
        if let Some(h) = e.hotspot.filter(|h| e.keys > 0 && h.recent_writes > 0) {
            let threshold = HOTSPOT_OVER_EVEN * h.even_share;
            if let Some(region) = h.busiest_region.filter(|_| h.share > threshold) {
                add(
                    Level::Warning,
                    FindingKind::WriteHotspot {
                        region,
                        recent_writes: h.recent_writes,
                        share: h.share,
                        even_share: h.even_share,
                        threshold,
                    },
                );
            }
        }
        let mut costly = Vec::new();
        let mut wide = Vec::new();
        for q in e.queries {
            let returned = q.rows_returned.max(1);
            if q.rows_scanned as f64 > READ_AMPLIFICATION * returned as f64 {
                costly.push(FindingKind::ReadAmplification {
                    query: q.index,
                    name: q.name.to_owned(),
                    rows_scanned: q.rows_scanned,
                    rows_returned: q.rows_returned,
                    amplification: q.rows_scanned as f64 / returned as f64,
                    threshold: READ_AMPLIFICATION,
                });
            }
            let regions = b.regions;
            if q.regions_touched >= FAN_OUT_MIN_REGIONS
                && q.regions_touched as f64 > FAN_OUT_SHARE * regions as f64
            {
                wide.push(FindingKind::FanOut {
                    query: q.index,
                    name: q.name.to_owned(),
                    regions_touched: q.regions_touched,
                    regions,
                    share: q.regions_touched as f64 / regions.max(1) as f64,
                    threshold: FAN_OUT_SHARE,
                });
            }
        }
        // The costliest query first (stable: ties keep the design's order).
        let by_value = |x: &FindingKind, y: &FindingKind| {
            y.value()
                .unwrap_or(0.0)
                .total_cmp(&x.value().unwrap_or(0.0))
        };
        crate::order::sort_by(&mut costly, by_value);
        crate::order::sort_by(&mut wide, by_value);
        for kind in costly.into_iter().chain(wide) {
            add(Level::Warning, kind);
        }
        crate::order::sort_by_key(&mut findings, |f| (f.severity, f.kind.rank()));
        let status = match findings.first().map(|f| f.severity) {
            Some(Level::Error) => Status::Error,
            Some(_) => Status::Warning,
            None => Status::Ok,
        };
        Self { status, findings }
    }

    /// Whether nothing was found.
    #[must_use]
    pub fn is_ok(&self) -> bool {
        self.status == Status::Ok
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::messages::{En, Zh};

    fn query(
        index: usize,
        touched: usize,
        scanned: usize,
        returned: usize,
    ) -> QueryEvidence<'static> {
        QueryEvidence {
            index,
            name: "q",
            regions_touched: touched,
            rows_scanned: scanned,
            rows_returned: returned,
        }
    }

    #[test]
    fn findings_come_worst_first() {
        let balance = BalanceMetrics::from_counts(&[40, 10, 10, 0]);
        let lints = [
            (Level::Warning, "ambiguous-boundary"),
            (Level::Advice, "long-key"),
            (Level::Warning, "split/empty-regions"),
            (Level::Error, "duplicate-keys"),
        ];
        let queries = [query(0, 4, 60, 3), query(1, 1, 60, 0), query(2, 2, 60, 60)];
        let v = Verdict::of(&Evidence {
            lints: &lints,
            balance: &balance,
            queries: &queries,
            ..Evidence::rows(60, 60)
        });
        assert_eq!(v.status, Status::Error);
        let codes: Vec<(&str, Option<f64>)> = v
            .findings
            .iter()
            .map(|f| (f.kind.code(), f.kind.value()))
            .collect();
        assert_eq!(
            codes,
            [
                ("duplicate-keys", None),
                ("ambiguous-boundary", None),
                ("regions/max-over-mean", Some(40.0 / 15.0)),
                ("regions/empty", Some(1.0)),
                // 60 read for none returned, then 60 for 3.
                ("query/read-amplification", Some(60.0)),
                ("query/read-amplification", Some(20.0)),
                ("query/fan-out", Some(1.0)),
            ]
        );
    }

    #[test]
    fn an_empty_result_reads_as_rows_for_none() {
        let queries = [query(0, 1, 30, 0)];
        let v = Verdict::of(&Evidence {
            queries: &queries,
            ..Evidence::rows(30, 30)
        });
        let f = &v.findings[0];
        assert_eq!(
            f.message(&En).unwrap(),
            "query \"q\" reads 30 rows and returns none (a warning above 10 rows read per row returned)"
        );
        assert_eq!(
            f.message(&Zh).unwrap(),
            "查询 \"q\" 读取 30 行却没有返回任何行（每返回一行读取超过 10 行即为警告）"
        );
    }

    #[test]
    fn the_summary_line_follows_the_status() {
        assert_eq!(En.verdict_summary(Status::Ok, 0), "No problems found.");
        assert_eq!(
            En.verdict_summary(Status::Warning, 1),
            "1 finding, worst first."
        );
        assert_eq!(
            Zh.verdict_summary(Status::Error, 3),
            "3 项发现，最严重的在前。"
        );
        assert_eq!(Zh.verdict_status(Status::Ok), "通过");
    }

    #[test]
    fn a_two_region_scan_does_not_fan_out() {
        let balance = BalanceMetrics::from_counts(&[5, 5]);
        let queries = [query(0, 2, 10, 10)];
        let v = Verdict::of(&Evidence {
            balance: &balance,
            queries: &queries,
            ..Evidence::rows(10, 10)
        });
        assert!(v.is_ok());
    }
}
