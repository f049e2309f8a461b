//! Thresholds a design must stay within, for a CI gate (`rowkey check`): the same numbers
//! the [verdict](crate::verdict) weighs (rows per region, empty regions, the write hotspot,
//! each query's rows read per row returned, the lints), each with a limit of its own.
//!
//! An invalid split list always fails the check (`splits/invalid`, first): the regions are
//! then one region standing in for the table, so its numbers say nothing of the design.
//!
//! A limit left unset takes the verdict's: [`MAX_OVER_MEAN`], [`EMPTY_REGIONS`],
//! [`READ_AMPLIFICATION`], twice the even share for the hotspot
//! ([`HOTSPOT_OVER_EVEN`]), and a lint of severity error. A value must be *above* its limit
//! to cross it, as in the verdict.
//!
//! Limits are read from a JSON object (the `check` object of a design file, see
//! [`Thresholds::from_json`]); a command line's flags go on top with [`Thresholds::or`].
//!
//! # Examples
//!
//! ```
//! use rowkey_core::balance::BalanceMetrics;
//! use rowkey_core::check::{Measured, Thresholds};
//!
//! let t = Thresholds::from_json(r#"{"max_over_mean": 1.2}"#).unwrap();
//! let balance = BalanceMetrics::from_counts(&[30, 10, 10, 10]);
//! let crossed = t.crossed(&Measured { balance: &balance, hotspot: None, queries: &[], lints: &[], split_error: None });
//! assert_eq!(crossed.len(), 1);
//! assert_eq!(crossed[0].code, "regions/max-over-mean");
//! assert_eq!(crossed[0].reason, "max/mean 2.00 is above 1.20: the fullest region holds 30 of 60 rows over 4 regions");
//! ```

use crate::analysis::Level;
use crate::balance::{BalanceMetrics, WriteHotspot};
use crate::verdict::{
    EMPTY_REGIONS, HOTSPOT_OVER_EVEN, MAX_OVER_MEAN, QueryEvidence, READ_AMPLIFICATION,
};

/// The limits; `None` takes the verdict's.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Thresholds {
    /// Rows in the fullest region over the mean rows per region.
    pub max_over_mean: Option<f64>,
    /// Regions without a sample row.
    pub max_empty_regions: Option<usize>,
    /// The busiest region's share (0 to 1) of the latest writes; judged only when the
    /// arrival order is known.
    pub max_hotspot_share: Option<f64>,
    /// Rows read per row returned, for every query without a limit of its own.
    pub max_read_amplification: Option<f64>,
    /// Rows read per row returned, by query name.
    pub read_amplification: Vec<(String, f64)>,
    /// The least severe lint that fails the check (`error`, `warning` or `advice`).
    pub fail_on_lint: Option<Level>,
    /// The column whose values order the writes (for the hotspot); `None` keeps its
    /// absence (the caller decides, e.g. file order or no hotspot judged).
    pub arrival: Option<String>,
}

/// The numbers measured, as the verdict has them.
#[derive(Clone, Copy, Debug)]
pub struct Measured<'a> {
    /// Rows per region.
    pub balance: &'a BalanceMetrics,
    /// Where the latest writes go, when the arrival order is known.
    pub hotspot: Option<&'a WriteHotspot>,
    /// Each query's cost.
    pub queries: &'a [QueryEvidence<'a>],
    /// Each lint that fired: its severity, code and message.
    pub lints: &'a [(Level, &'a str, &'a str)],
    /// Why the split list is invalid, when it is.
    pub split_error: Option<&'a str>,
}

/// One limit crossed.
#[derive(Clone, Debug, PartialEq)]
pub struct Crossing {
    /// `splits/invalid`, `regions/max-over-mean`, `regions/empty`, `writes/hotspot`,
    /// `query/read-amplification`, or the lint's own code.
    pub code: String,
    /// The value measured (`None` for a lint).
    pub value: Option<f64>,
    /// The limit it crossed (`None` for a lint).
    pub threshold: Option<f64>,
    /// One line saying what crossed what.
    pub reason: String,
}

/// The level of a severity word.
fn level(word: &str) -> Option<Level> {
    match word {
        "error" => Some(Level::Error),
        "warning" => Some(Level::Warning),
        "advice" => Some(Level::Advice),
        _ => None,
    }
}

impl Thresholds {
    /// Reads limits from a JSON object: `max_over_mean` (number), `max_empty_regions`
    /// (whole number), `max_hotspot_share` (0 to 1), `max_read_amplification` (number),
    /// `read_amplification` (an object of query name to number), `fail_on_lint` (`error`,
    /// `warning` or `advice`), `arrival` (a column name). Every field is optional; an
    /// unknown field, a wrong type, a negative or non-finite number or a share above 1 is an
    /// error naming the field.
    ///
    /// # Errors
    ///
    /// One line naming the field that cannot be read.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::check::Thresholds;
    /// let t = Thresholds::from_json(r#"{"read_amplification": {"one user": 2}}"#).unwrap();
    /// assert_eq!(t.read_amplification, [("one user".to_owned(), 2.0)]);
    /// assert!(Thresholds::from_json(r#"{"max_over_mean": "2"}"#).is_err());
    /// assert!(Thresholds::from_json(r#"{"max_hotspot_share": 1.5}"#).is_err());
    /// assert!(Thresholds::from_json(r#"{"max_overmean": 2}"#).is_err());
    /// ```
    pub fn from_json(text: &str) -> Result<Self, String> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        Self::from_value(&value)
    }

    /// [`Thresholds::from_json`] of a parsed value.
    ///
    /// # Errors
    ///
    /// As [`Thresholds::from_json`].
    pub fn from_value(value: &serde_json::Value) -> Result<Self, String> {
        let object = value
            .as_object()
            .ok_or_else(|| "the check thresholds must be a JSON object".to_owned())?;
        let mut t = Self::default();
        for (name, v) in object {
            let number = || {
                v.as_f64()
                    .filter(|x| x.is_finite() && *x >= 0.0)
                    .ok_or_else(|| format!("check.{name} must be a number, 0 or more"))
            };
            match name.as_str() {
                "max_over_mean" => t.max_over_mean = Some(number()?),
                "max_read_amplification" => t.max_read_amplification = Some(number()?),
                "max_hotspot_share" => {
                    let share = number()?;
                    if share > 1.0 {
                        return Err(format!("check.{name} must be a share, 0 to 1"));
                    }
                    t.max_hotspot_share = Some(share);
                }
                "max_empty_regions" => {
                    let n = v
                        .as_u64()
                        .and_then(|n| usize::try_from(n).ok())
                        .ok_or_else(|| format!("check.{name} must be a whole number, 0 or more"))?;
                    t.max_empty_regions = Some(n);
                }
                "read_amplification" => {
                    let queries = v.as_object().ok_or_else(|| {
                        format!("check.{name} must be an object of query name to number")
                    })?;
                    for (query, limit) in queries {
                        let limit = limit
                            .as_f64()
                            .filter(|x| x.is_finite() && *x >= 0.0)
                            .ok_or_else(|| {
                                format!("check.{name}.{query} must be a number, 0 or more")
                            })?;
                        t.read_amplification.push((query.clone(), limit));
                    }
                }
                "fail_on_lint" => {
                    t.fail_on_lint = Some(v.as_str().and_then(level).ok_or_else(|| {
                        format!("check.{name} must be \"error\", \"warning\" or \"advice\"")
                    })?);
                }
                "arrival" => {
                    t.arrival = Some(
                        v.as_str()
                            .ok_or_else(|| format!("check.{name} must be a column name"))?
                            .to_owned(),
                    );
                }
                _ => return Err(format!("check.{name} is not a threshold")),
            }
        }
        Ok(t)
    }

    /// These limits, each unset one taken from `fallback` (flags `or` the design file's).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::check::Thresholds;
    /// let flags = Thresholds { max_over_mean: Some(2.0), ..Thresholds::default() };
    /// let file = Thresholds::from_json(r#"{"max_over_mean": 1.2, "max_empty_regions": 1}"#).unwrap();
    /// let t = flags.or(file);
    /// assert_eq!((t.max_over_mean, t.max_empty_regions), (Some(2.0), Some(1)));
    /// ```
    #[must_use]
    pub fn or(self, fallback: Self) -> Self {
        let mut read_amplification = self.read_amplification;
        for (name, limit) in fallback.read_amplification {
            if !read_amplification.iter().any(|(n, _)| *n == name) {
                read_amplification.push((name, limit));
            }
        }
        Self {
            max_over_mean: self.max_over_mean.or(fallback.max_over_mean),
            max_empty_regions: self.max_empty_regions.or(fallback.max_empty_regions),
            max_hotspot_share: self.max_hotspot_share.or(fallback.max_hotspot_share),
            max_read_amplification: self
                .max_read_amplification
                .or(fallback.max_read_amplification),
            read_amplification,
            fail_on_lint: self.fail_on_lint.or(fallback.fail_on_lint),
            arrival: self.arrival.or(fallback.arrival),
        }
    }

    /// The limits crossed by what was measured, in the order: an invalid split list, lints,
    /// max/mean, empty regions, hotspot, queries (in the design's order). With an invalid
    /// split list the region limits are not weighed (the regions are one stand-in region).
    #[must_use]
    pub fn crossed(&self, m: &Measured<'_>) -> Vec<Crossing> {
        let mut out = Vec::new();
        if let Some(error) = m.split_error {
            out.push(Crossing {
                code: "splits/invalid".to_owned(),
                value: None,
                threshold: None,
                reason: format!(
                    "the split list is invalid, so the table was analysed as one region: {error}"
                ),
            });
        }
        let fail_on = self.fail_on_lint.unwrap_or(Level::Error);
        for &(severity, code, message) in m.lints {
            if severity <= fail_on {
                let word = match severity {
                    Level::Error => "error",
                    Level::Warning => "warning",
                    Level::Advice => "advice",
                };
                out.push(Crossing {
                    code: code.to_owned(),
                    value: None,
                    threshold: None,
                    reason: format!("lint {code} ({word}): {message}"),
                });
            }
        }
        let b = m.balance;
        let valid = m.split_error.is_none();
        if valid && b.rows > 0 && b.regions > 0 {
            let limit = self.max_over_mean.unwrap_or(MAX_OVER_MEAN);
            if (b.max_rows as f64) * (b.regions as f64) > limit * b.rows as f64 {
                out.push(Crossing {
                    code: "regions/max-over-mean".to_owned(),
                    value: Some(b.max_mean_ratio),
                    threshold: Some(limit),
                    reason: format!(
                        "max/mean {:.2} is above {limit:.2}: the fullest region holds {} of {} rows over {} regions",
                        b.max_mean_ratio, b.max_rows, b.rows, b.regions
                    ),
                });
            }
            let limit = self.max_empty_regions.unwrap_or(EMPTY_REGIONS);
            if b.empty_regions > limit {
                out.push(Crossing {
                    code: "regions/empty".to_owned(),
                    value: Some(b.empty_regions as f64),
                    threshold: Some(limit as f64),
                    reason: format!(
                        "{} of {} regions hold no row, more than {limit}",
                        b.empty_regions, b.regions
                    ),
                });
            }
        }
        if let Some(h) = m.hotspot.filter(|h| valid && h.recent_writes > 0) {
            let limit = self
                .max_hotspot_share
                .unwrap_or(HOTSPOT_OVER_EVEN * h.even_share);
            if let Some(region) = h.busiest_region.filter(|_| h.share > limit) {
                out.push(Crossing {
                    code: "writes/hotspot".to_owned(),
                    value: Some(h.share),
                    threshold: Some(limit),
                    // Numbered as the page and the verdict number regions: the first is 1.
                    reason: format!(
                        "region {} takes {:.1}% of the latest {} writes, above {:.1}% (an even share is {:.1}%)",
                        region + 1,
                        h.share * 100.0,
                        h.recent_writes,
                        limit * 100.0,
                        h.even_share * 100.0
                    ),
                });
            }
        }
        for q in m.queries {
            let limit = self
                .read_amplification
                .iter()
                .find(|(name, _)| name == q.name)
                .map(|(_, limit)| *limit)
                .or(self.max_read_amplification)
                .unwrap_or(READ_AMPLIFICATION);
            let returned = q.rows_returned.max(1);
            if q.rows_scanned as f64 > limit * returned as f64 {
                let amplification = q.rows_scanned as f64 / returned as f64;
                out.push(Crossing {
                    code: "query/read-amplification".to_owned(),
                    value: Some(amplification),
                    threshold: Some(limit),
                    reason: format!(
                        "query \"{}\" reads {amplification:.2} rows per row returned ({} read, {} returned), above {limit}",
                        q.name, q.rows_scanned, q.rows_returned
                    ),
                });
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(name: &str, scanned: usize, returned: usize) -> QueryEvidence<'_> {
        QueryEvidence {
            index: 0,
            name,
            regions_touched: 1,
            rows_scanned: scanned,
            rows_returned: returned,
            reversed_latest: false,
        }
    }

    #[test]
    fn defaults_are_the_verdicts() {
        let balance = BalanceMetrics::from_counts(&[15, 10, 5, 10]);
        let queries = [query("a", 100, 10), query("b", 101, 10), query("c", 10, 0)];
        let lints = [(Level::Warning, "w", "m"), (Level::Error, "e", "bad")];
        let m = Measured {
            balance: &balance,
            hotspot: None,
            queries: &queries,
            lints: &lints,
            split_error: None,
        };
        let codes: Vec<String> = Thresholds::default()
            .crossed(&m)
            .into_iter()
            .map(|c| c.code)
            .collect();
        // 15 / 10 = 1.5 is not above 1.5; 100 / 10 = 10 is not above 10.
        assert_eq!(codes, ["e", "query/read-amplification"]);
        let strict = Thresholds {
            max_over_mean: Some(1.4),
            fail_on_lint: Some(Level::Warning),
            read_amplification: vec![("c".to_owned(), 9.0)],
            ..Thresholds::default()
        };
        let codes: Vec<String> = strict.crossed(&m).into_iter().map(|c| c.code).collect();
        assert_eq!(
            codes,
            [
                "w",
                "e",
                "regions/max-over-mean",
                "query/read-amplification",
                "query/read-amplification"
            ]
        );
    }

    #[test]
    fn the_hotspot_is_judged_against_twice_the_even_share_by_default() {
        let balance = BalanceMetrics::from_counts(&[1, 1, 1, 1]);
        let hot = crate::balance::write_hotspot(
            &[0, 1, 2, 3, 3, 3, 3, 3, 3, 3],
            4,
            &(0..10).collect::<Vec<_>>(),
            100.0,
        )
        .unwrap();
        let m = Measured {
            balance: &balance,
            hotspot: Some(&hot),
            queries: &[],
            lints: &[],
            split_error: None,
        };
        let c = Thresholds::default().crossed(&m);
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].threshold, Some(0.5));
        let relaxed = Thresholds {
            max_hotspot_share: Some(0.8),
            ..Thresholds::default()
        };
        assert!(relaxed.crossed(&m).is_empty());
    }

    #[test]
    fn an_invalid_split_list_fails_first_and_the_stand_in_region_is_not_weighed() {
        // One stand-in region holding everything: 1.00×, nothing empty; and a lint.
        let balance = BalanceMetrics::from_counts(&[60]);
        let lints = [(Level::Error, "e", "bad")];
        let m = Measured {
            balance: &balance,
            hotspot: None,
            queries: &[],
            lints: &lints,
            split_error: Some("split 2 ('3') gives the same bytes ('3') as split 1 ('3')"),
        };
        let strict = Thresholds {
            max_over_mean: Some(0.5),
            ..Thresholds::default()
        };
        let crossed = strict.crossed(&m);
        let codes: Vec<&str> = crossed.iter().map(|c| c.code.as_str()).collect();
        assert_eq!(codes, ["splits/invalid", "e"]);
        assert!(crossed[0].reason.contains("as one region"));
        assert!(crossed[0].reason.ends_with("as split 1 ('3')"));
    }
}
