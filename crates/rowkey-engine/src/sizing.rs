//! How many regions to pre-split into, from the expected table size.
//!
//! The rule follows seed 004's guidance, filled in between its two bands:
//!
//! | table size `s` | regions | per region |
//! |---|---|---|
//! | under 50 GB | `ceil(s / 5 GB)`, at least 5, at most 10 | up to 5 GB (the post's usual 6-8 GB a region would give fewer than its own minimum of 5 regions below 30 GB; the texts say so) |
//! | 50 GB to 500 GB | `ceil(s / t)` with `t` rising linearly from 5 GB to 10 GB | 5-10 GB (about 6-8 GB in the middle of the band) |
//! | 500 GB and up | `ceil(s / 10 GB)`, at most 120 | 10 GB, more once capped |
//!
//! The count never falls as the size grows, and the bands meet: 50 GB gives 10 regions from
//! both sides, 500 GB gives 50. "GB" here is what the user types; HBase's own
//! `hbase.hregion.max.filesize` default is 10 × 1024³ bytes.

use std::fmt;

use crate::region::RegionReport;

/// The most regions the rule recommends (seed 004: "at most 120").
pub const MAX_RECOMMENDED_REGIONS: u32 = 120;

/// The region size seed 004 counts regions by in general ("6~8GB左右"), in GB: the sizing
/// texts say where the rule departs from it (a table under 50 GB gets at least 5 regions, so
/// smaller ones).
pub const POST_GB_PER_REGION: (f64, f64) = (6.0, 8.0);

/// Region size at which HBase splits by default (`hbase.hregion.max.filesize`), in GB.
pub const MAX_FILESIZE_GB: f64 = 10.0;

/// Bytes in a GB as HBase counts them (1024³).
pub const BYTES_PER_GB: u64 = 1024 * 1024 * 1024;

/// Which band of the rule applied.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sizing::{SizingBand, recommend_regions};
/// assert_eq!(recommend_regions(20.0).unwrap().band(), SizingBand::Small);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum SizingBand {
    /// Under 50 GB: 5 to 10 regions.
    Small,
    /// 50 GB to 500 GB: between the two bands.
    Medium,
    /// 500 GB and up: size / 10 GB.
    Large,
    /// The count hit [`MAX_RECOMMENDED_REGIONS`]; regions grow past 10 GB.
    Capped,
}
crate::tagged::unit_enum_deserialize!(SizingBand { Small = "Small", Medium = "Medium", Large = "Large", Capped = "Capped" });

/// A recommended region count.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sizing::{SizingBand, recommend_regions};
///
/// let advice = recommend_regions(275.0).unwrap();
/// assert_eq!((advice.regions, advice.band()), (37, SizingBand::Medium));
/// assert!((6.0..=8.0).contains(&advice.gb_per_region));
/// ```
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SizingAdvice {
    /// The table size the advice is for, in GB.
    pub table_gb: f64,
    /// Regions to pre-split into.
    pub regions: u32,
    /// `table_gb / regions`.
    pub gb_per_region: f64,
    /// How the rule arrived at the count, with the numbers the words need.
    pub explanation: SizingExplanation,
}
crate::wire::wire_struct!(SizingAdvice {
    table_gb,
    regions,
    gb_per_region,
    explanation
});

impl SizingAdvice {
    /// Which band of the rule applied.
    #[must_use]
    pub fn band(&self) -> SizingBand {
        match self.explanation {
            SizingExplanation::Small { .. } => SizingBand::Small,
            SizingExplanation::Medium { .. } => SizingBand::Medium,
            SizingExplanation::Large => SizingBand::Large,
            SizingExplanation::Capped { .. } => SizingBand::Capped,
        }
    }
}

/// How [`recommend_regions`] arrived at its count: the band of the rule that applied, with
/// the numbers its explanation quotes.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sizing::{SizingExplanation, recommend_regions};
/// assert_eq!(recommend_regions(1000.0).unwrap().explanation, SizingExplanation::Large);
/// assert_eq!(
///     recommend_regions(20.0).unwrap().explanation,
///     SizingExplanation::Small { regions_at_8_gb: 3, regions_at_6_gb: 4, at_minimum: true },
/// );
/// ```
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum SizingExplanation {
    /// Under 50 GB: 5 to 10 regions, smaller than the post's usual 6-8 GB.
    Small {
        /// Regions the table would have at 8 GB a region.
        regions_at_8_gb: u32,
        /// Regions the table would have at 6 GB a region.
        regions_at_6_gb: u32,
        /// Whether the count is the minimum of 5.
        at_minimum: bool,
    },
    /// 50 GB to 500 GB: this many GB a region, rising linearly from 5 to 10.
    Medium {
        /// The target region size, in GB.
        gb_per_region: f64,
    },
    /// 500 GB and up: 10 GB a region.
    Large,
    /// The count was capped at this many regions.
    Capped {
        /// The cap ([`MAX_RECOMMENDED_REGIONS`]).
        limit: u32,
    },
}
crate::wire::wire_enum!(SizingExplanation {
    Small { regions_at_8_gb, regions_at_6_gb, at_minimum },
    Medium { gb_per_region },
    Large,
    Capped { limit },
});

/// Why no advice could be given.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sizing::recommend_regions;
/// assert_eq!(
///     recommend_regions(-1.0).unwrap_err().to_string(),
///     "the table size must be a number of GB of 0 or more, not -1"
/// );
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum SizingError {
    /// The size is negative, infinite or not a number.
    BadSize {
        /// The value given.
        gb: f64,
    },
}

impl fmt::Display for SizingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadSize { gb } => write!(
                f,
                "the table size must be a number of GB of 0 or more, not {gb}"
            ),
        }
    }
}

impl std::error::Error for SizingError {}

/// Recommends a region count for a table of `table_gb` GB (see the module docs for the rule).
///
/// # Errors
///
/// [`SizingError::BadSize`] for a negative, infinite or NaN size.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sizing::recommend_regions;
///
/// assert_eq!(recommend_regions(10.0).unwrap().regions, 5);
/// assert_eq!(recommend_regions(50.0).unwrap().regions, 10);
/// assert_eq!(recommend_regions(1000.0).unwrap().regions, 100); // seed 004: 1T / 10G = 100
/// assert_eq!(recommend_regions(10_000.0).unwrap().regions, 120);
/// ```
pub fn recommend_regions(table_gb: f64) -> Result<SizingAdvice, SizingError> {
    if !table_gb.is_finite() || table_gb < 0.0 {
        return Err(SizingError::BadSize { gb: table_gb });
    }
    let (raw, explanation) = if table_gb < 50.0 {
        // What the post's usual 6-8 GB a region would give, for the text.
        let at = |gb: f64| to_count((table_gb / gb).ceil().max(1.0));
        let raw = (table_gb / 5.0).ceil().clamp(5.0, 10.0);
        let floor = (table_gb / 5.0).ceil() <= 5.0;
        (
            raw,
            SizingExplanation::Small {
                regions_at_8_gb: at(POST_GB_PER_REGION.1),
                regions_at_6_gb: at(POST_GB_PER_REGION.0),
                at_minimum: floor,
            },
        )
    } else if table_gb < 500.0 {
        let target = 5.0 + 5.0 * (table_gb - 50.0) / 450.0;
        (
            (table_gb / target).ceil(),
            SizingExplanation::Medium {
                gb_per_region: target,
            },
        )
    } else {
        (
            (table_gb / MAX_FILESIZE_GB).ceil(),
            SizingExplanation::Large,
        )
    };
    let capped = raw > f64::from(MAX_RECOMMENDED_REGIONS);
    let regions = to_count(raw.min(f64::from(MAX_RECOMMENDED_REGIONS)));
    let explanation = if capped {
        SizingExplanation::Capped {
            limit: MAX_RECOMMENDED_REGIONS,
        }
    } else {
        explanation
    };
    Ok(SizingAdvice {
        table_gb,
        regions,
        gb_per_region: table_gb / f64::from(regions.max(1)),
        explanation,
    })
}

/// How many regions a key salted into `buckets` buckets should be pre-split into, for a table
/// sized as `advice` says: a count that holds whole buckets, the same number each (a divisor
/// of `buckets`), or cuts every bucket into the same number of regions (a multiple): one
/// region per bucket when that is within the band's range, otherwise within the range (5 to 10 under 50 GB, otherwise the advised count) and nearest the
/// advised count; failing that, the nearest such count. `None` for no bucket or more than a
/// million.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sizing::{recommend_regions, salted_regions};
/// let advice = recommend_regions(20.0).unwrap(); // 5 regions
/// assert_eq!(salted_regions(8, &advice), Some(8)); // one bucket each
/// assert_eq!(salted_regions(10, &advice), Some(10));
/// assert_eq!(salted_regions(64, &advice), Some(8)); // 8 buckets each
/// assert_eq!(salted_regions(1000, &advice), Some(5)); // 200 buckets each
/// assert_eq!(salted_regions(3, &advice), Some(6)); // each bucket cut in two
/// ```
#[must_use]
pub fn salted_regions(buckets: u64, advice: &SizingAdvice) -> Option<u64> {
    if buckets == 0 || buckets > 1_000_000 {
        return None;
    }
    let target = u64::from(advice.regions.max(1));
    let (lo, hi) = match advice.band() {
        SizingBand::Small => (5, 10),
        _ => (target, target),
    };
    let fits = |d: u64| buckets % d == 0 || d % buckets == 0;
    let distance = |d: u64| d.abs_diff(target);
    // One region per bucket, as Phoenix and seed 004 do, when that is within the range.
    if (lo..=hi).contains(&buckets) {
        return Some(buckets);
    }
    let within = (lo..=hi).filter(|&d| fits(d)).min_by_key(|&d| distance(d));
    within.or_else(|| {
        let divisors = (1..=buckets).filter(|d| buckets % d == 0);
        let multiples = (1..=target.div_ceil(buckets) + 1).map(|k| k * buckets);
        divisors.chain(multiples).min_by_key(|&d| (distance(d), d))
    })
}

fn to_count(value: f64) -> u32 {
    // `value` is finite and within 1..=120 here.
    value.clamp(1.0, f64::from(MAX_RECOMMENDED_REGIONS)) as u32
}

/// A table size in GB from a row count and an average row size in bytes.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sizing::table_gb_from_rows;
/// assert_eq!(table_gb_from_rows(1024 * 1024, 1024), 1.0);
/// ```
#[must_use]
pub fn table_gb_from_rows(rows: u64, average_row_bytes: u64) -> f64 {
    let bytes = u128::from(rows) * u128::from(average_row_bytes);
    bytes as f64 / BYTES_PER_GB as f64
}

/// One region's projected size in the full table.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::RegionReport;
/// use rowkey_engine::sizing::project_regions;
/// use rowkey_engine::split::SplitPoints;
///
/// let report = RegionReport::build(&[RowKey::from("k")], &SplitPoints::default());
/// assert_eq!(project_regions(&report, 8.0)[0].gb, 8.0);
/// ```
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RegionProjection {
    /// 0-based region index.
    pub index: usize,
    /// Projected size in GB: the region's share of the sample × the table size.
    pub gb: f64,
    /// Whether that is past `hbase.hregion.max.filesize` (10 GB), so HBase would split it.
    pub over_max_filesize: bool,
}
crate::wire::wire_struct!(RegionProjection {
    index,
    gb,
    over_max_filesize
});

/// Projects each region's size in a table of `table_gb` GB from its share of the sample rows.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::RegionReport;
/// use rowkey_engine::sizing::project_regions;
/// use rowkey_engine::split::SplitPoints;
///
/// let keys: Vec<RowKey> = ["a", "b", "c", "x"].iter().map(|s| RowKey::from(*s)).collect();
/// let report = RegionReport::build(&keys, &SplitPoints::from_texts(&["m"]).unwrap());
/// let sizes = project_regions(&report, 40.0);
/// assert_eq!(sizes[0].gb, 30.0);
/// assert!(sizes[0].over_max_filesize);
/// assert_eq!(sizes[1].gb, 10.0);
/// assert!(!sizes[1].over_max_filesize);
/// ```
#[must_use]
pub fn project_regions(report: &RegionReport, table_gb: f64) -> Vec<RegionProjection> {
    report
        .regions
        .iter()
        .map(|r| {
            let gb = r.share * table_gb;
            RegionProjection {
                index: r.index,
                gb,
                over_max_filesize: gb > MAX_FILESIZE_GB,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any advice, with any explanation, crosses the worker boundary (the binary form)
        /// unchanged.
        #[test]
        fn advice_round_trips(table_gb in prop_oneof![0.0..60.0, 40.0..600.0, 400.0..2000.0, 1000.0..1e7_f64]) {
            let advice = recommend_regions(table_gb).unwrap();
            let bytes = crate::wire::to_bytes(&advice);
            prop_assert_eq!(crate::wire::from_bytes::<SizingAdvice>(&bytes), Ok(advice));
        }
    }

    /// The sizes above reach every explanation; the `match` stops compiling when one is added.
    #[test]
    fn every_explanation_is_reached() {
        let mut seen = [false; 4];
        for gb in [
            1.0, 20.0, 49.0, 50.0, 275.0, 499.0, 500.0, 1000.0, 5_000.0, 1e7,
        ] {
            let i = match recommend_regions(gb).unwrap().explanation {
                SizingExplanation::Small { .. } => 0,
                SizingExplanation::Medium { .. } => 1,
                SizingExplanation::Large => 2,
                SizingExplanation::Capped { .. } => 3,
            };
            seen[i] = true;
        }
        assert_eq!(seen, [true; 4]);
    }

    #[test]
    fn count_never_falls_as_size_grows() {
        let mut last = 0;
        for step in 0..=20_000 {
            let gb = f64::from(step) * 0.75;
            let advice = recommend_regions(gb).unwrap();
            assert!(advice.regions >= last, "{gb} GB gave {}", advice.regions);
            last = advice.regions;
        }
    }

    #[test]
    fn bands_meet() {
        assert_eq!(recommend_regions(49.999).unwrap().regions, 10);
        assert_eq!(recommend_regions(50.0).unwrap().regions, 10);
        assert_eq!(recommend_regions(499.9).unwrap().regions, 50);
        assert_eq!(recommend_regions(500.0).unwrap().regions, 50);
        assert_eq!(recommend_regions(1200.0).unwrap().band(), SizingBand::Large);
        assert_eq!(
            recommend_regions(1200.1).unwrap().band(),
            SizingBand::Capped
        );
    }

    #[test]
    fn zero_and_tiny_tables_get_five() {
        assert_eq!(recommend_regions(0.0).unwrap().regions, 5);
        assert_eq!(recommend_regions(0.001).unwrap().regions, 5);
    }

    #[test]
    fn middle_band_is_six_to_eight_gb_per_region_in_its_middle() {
        let advice = recommend_regions(275.0).unwrap();
        assert!((6.0..=8.0).contains(&advice.gb_per_region));
    }

    #[test]
    fn bad_sizes() {
        assert!(recommend_regions(f64::NAN).is_err());
        assert!(recommend_regions(f64::INFINITY).is_err());
    }
}
