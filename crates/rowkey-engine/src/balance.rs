//! How evenly rows and writes spread over regions.
//!
//! * [`BalanceMetrics`]: the spread of stored rows (max/mean, coefficient of variation,
//!   empty regions, the hottest region).
//! * [`WriteHotspot`]: replaying rows in an arrival order, the share of the most recent writes
//!   that land in one region: sequential keys send nearly all of them to the last region.
//! * [`WriteHeatmap`]: writes per region per time slice, for a Key-Visualizer-style picture
//!   of arrival time × key space.
//!
//! The arrival order is an input: a list of 0-based row indexes, first write first. Build it
//! from a column of arrival values with [`arrival_order_by`].

use std::fmt;

use crate::region::share;

/// Why a balance measure could not be computed.
///
/// # Examples
///
/// ```
/// use rowkey_engine::balance::{BalanceError, write_heatmap};
///
/// let err = write_heatmap(&[0, 0], 1, &[0, 5], 2).unwrap_err();
/// assert_eq!(err, BalanceError::RowOutOfRange { position: 2, row: 5, rows: 2 });
/// assert_eq!(err.to_string(), "write 2 of the arrival order names row 5, but the sample has 2 rows");
/// ```
#[derive(Clone, Debug, PartialEq)]
pub enum BalanceError {
    /// The arrival order names a row that does not exist.
    RowOutOfRange {
        /// 1-based position in the arrival order.
        position: usize,
        /// The 0-based row index named.
        row: usize,
        /// Number of rows in the sample.
        rows: usize,
    },
    /// A row's region index is not below the region count.
    RegionOutOfRange {
        /// 0-based row.
        row: usize,
        /// The region index found.
        region: usize,
        /// The region count.
        regions: usize,
    },
    /// The recent-writes percentage is not in (0, 100].
    BadPercent {
        /// The value given.
        percent: f64,
    },
    /// Zero time slices, or more than [`MAX_SLICES`].
    BadSliceCount {
        /// The value given.
        slices: usize,
    },
}

/// The message for an arrival order that names a row the sample does not have, shared by
/// every error that replays writes ([`BalanceError`], and the growth replay's error).
pub(crate) fn write_row_out_of_range(
    f: &mut fmt::Formatter<'_>,
    position: usize,
    row: usize,
    rows: usize,
) -> fmt::Result {
    write!(
        f,
        "write {position} of the arrival order names row {row}, but the sample has {rows} rows"
    )
}

impl fmt::Display for BalanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::RowOutOfRange {
                position,
                row,
                rows,
            } => write_row_out_of_range(f, *position, *row, *rows),
            Self::RegionOutOfRange {
                row,
                region,
                regions,
            } => write!(
                f,
                "row {row} is assigned to region {region}, but there are only {regions} regions"
            ),
            Self::BadPercent { percent } => write!(
                f,
                "the share of recent writes must be more than 0 % and at most 100 %, not {percent} %"
            ),
            Self::BadSliceCount { slices } => write!(
                f,
                "the number of time slices must be between 1 and {MAX_SLICES}, not {slices}"
            ),
        }
    }
}

impl std::error::Error for BalanceError {}

/// The most time slices a heatmap may have.
pub const MAX_SLICES: usize = 1_000;

/// How evenly rows spread over regions.
///
/// # Examples
///
/// ```
/// use rowkey_engine::balance::BalanceMetrics;
///
/// let m = BalanceMetrics::from_counts(&[10, 30, 0, 0]);
/// assert_eq!(m.mean_rows, 10.0);
/// assert_eq!(m.max_mean_ratio, 3.0);
/// assert_eq!(m.empty_regions, 2);
/// assert_eq!(m.hottest_region, Some(1));
/// ```
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BalanceMetrics {
    /// Number of regions.
    pub regions: usize,
    /// Number of rows.
    pub rows: usize,
    /// Mean rows per region.
    pub mean_rows: f64,
    /// Rows in the fullest region.
    pub max_rows: usize,
    /// `max_rows / mean_rows`: 1.0 is perfect balance, `regions` is everything in one region
    /// (0.0 with no rows).
    pub max_mean_ratio: f64,
    /// Population standard deviation of rows per region divided by the mean (0.0 with no
    /// rows).
    pub coefficient_of_variation: f64,
    /// Regions that hold no rows.
    pub empty_regions: usize,
    /// The fullest region (the first one on ties); `None` with no rows.
    pub hottest_region: Option<usize>,
}
crate::wire::wire_struct!(BalanceMetrics {
    regions,
    rows,
    mean_rows,
    max_rows,
    max_mean_ratio,
    coefficient_of_variation,
    empty_regions,
    hottest_region
});

impl BalanceMetrics {
    /// Computes the metrics from rows per region.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::balance::BalanceMetrics;
    ///
    /// let even = BalanceMetrics::from_counts(&[5, 5, 5]);
    /// assert_eq!(even.coefficient_of_variation, 0.0);
    /// assert_eq!(BalanceMetrics::from_counts(&[]).hottest_region, None);
    /// ```
    #[must_use]
    pub fn from_counts(counts: &[usize]) -> Self {
        let regions = counts.len();
        let rows: usize = counts.iter().sum();
        let mean_rows = if regions == 0 {
            0.0
        } else {
            rows as f64 / regions as f64
        };
        let max_rows = counts.iter().copied().max().unwrap_or(0);
        let hottest_region = if rows == 0 {
            None
        } else {
            counts.iter().position(|&c| c == max_rows)
        };
        let (max_mean_ratio, coefficient_of_variation) = if rows == 0 {
            (0.0, 0.0)
        } else {
            let variance = counts
                .iter()
                .map(|&c| {
                    let d = c as f64 - mean_rows;
                    d * d
                })
                .sum::<f64>()
                / regions as f64;
            (max_rows as f64 / mean_rows, variance.sqrt() / mean_rows)
        };
        Self {
            regions,
            rows,
            mean_rows,
            max_rows,
            max_mean_ratio,
            coefficient_of_variation,
            empty_regions: counts.iter().filter(|&&c| c == 0).count(),
            hottest_region,
        }
    }
}

/// An arrival order from one value per row: rows sorted by value, ties kept in input order.
///
/// # Examples
///
/// ```
/// use rowkey_engine::balance::arrival_order_by;
///
/// let timestamps = [30, 10, 20, 10];
/// assert_eq!(arrival_order_by(&timestamps), [1, 3, 2, 0]);
/// ```
#[must_use]
pub fn arrival_order_by<T: Ord>(values: &[T]) -> Vec<usize> {
    crate::order::sorted_positions(values.len(), &mut |a, b| values[a].cmp(&values[b]))
}

/// Where the most recent writes go.
///
/// # Examples
///
/// ```
/// use rowkey_engine::balance::write_hotspot;
///
/// // Writes alternate between two regions: the busiest takes half of the latest ones.
/// let hot = write_hotspot(&[0, 1, 0, 1], 2, &[0, 1, 2, 3], 100.0).unwrap();
/// assert_eq!((hot.busiest_region, hot.share, hot.even_share), (Some(0), 0.5, 0.5));
/// ```
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct WriteHotspot {
    /// How many of the latest writes were looked at.
    pub recent_writes: usize,
    /// The region that took most of them (the first one on ties); `None` with no writes.
    pub busiest_region: Option<usize>,
    /// How many of them it took.
    pub busiest_writes: usize,
    /// `busiest_writes / recent_writes`: near 1.0 means one region takes every new write.
    pub share: f64,
    /// The ideal share if writes spread evenly: `1 / regions`.
    pub even_share: f64,
}
crate::wire::wire_struct!(WriteHotspot {
    recent_writes,
    busiest_region,
    busiest_writes,
    share,
    even_share
});

/// Replays the rows in `arrival` order and measures the share of the most recent
/// `recent_percent` % of writes (rounded up, at least one) that land in the busiest region.
///
/// `row_region` is each row's region (as [`crate::region::RegionReport::row_region`]).
///
/// # Errors
///
/// [`BalanceError::BadPercent`] outside (0, 100], [`BalanceError::RowOutOfRange`] for a bad
/// arrival entry, [`BalanceError::RegionOutOfRange`] for a bad region index.
///
/// # Examples
///
/// ```
/// use rowkey_engine::balance::write_hotspot;
///
/// // Ten sequential rows; the last three are in region 1 of 2.
/// let row_region = [0, 0, 0, 0, 0, 0, 0, 1, 1, 1];
/// let arrival: Vec<usize> = (0..10).collect();
/// let hot = write_hotspot(&row_region, 2, &arrival, 30.0).unwrap();
/// assert_eq!(hot.recent_writes, 3);
/// assert_eq!(hot.busiest_region, Some(1));
/// assert_eq!(hot.share, 1.0);
/// ```
pub fn write_hotspot(
    row_region: &[usize],
    regions: usize,
    arrival: &[usize],
    recent_percent: f64,
) -> Result<WriteHotspot, BalanceError> {
    check_percent(recent_percent)?;
    ArrivalWrites::new(row_region, regions, arrival)?.hotspot(recent_percent)
}

/// The region of each write, in arrival order: what [`write_hotspot`] and [`write_heatmap`]
/// replay, computed once for both.
///
/// # Examples
///
/// ```
/// use rowkey_engine::balance::{write_heatmap, write_hotspot, ArrivalWrites};
///
/// let (row_region, arrival) = ([0, 1, 1, 0], [3, 0, 1, 2]);
/// let writes = ArrivalWrites::new(&row_region, 2, &arrival).unwrap();
/// assert_eq!(writes.hotspot(50.0), write_hotspot(&row_region, 2, &arrival, 50.0));
/// assert_eq!(writes.heatmap(2), write_heatmap(&row_region, 2, &arrival, 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrivalWrites {
    regions: usize,
    writes: Vec<usize>,
}

impl ArrivalWrites {
    /// Each row of `arrival`'s region, from `row_region` (each row's region, as
    /// [`crate::region::RegionReport::row_region`]) out of `regions` regions.
    ///
    /// # Errors
    ///
    /// [`BalanceError::RowOutOfRange`] for a bad arrival entry,
    /// [`BalanceError::RegionOutOfRange`] for a bad region index.
    pub fn new(
        row_region: &[usize],
        regions: usize,
        arrival: &[usize],
    ) -> Result<Self, BalanceError> {
        Ok(Self {
            regions,
            writes: arrival_regions(row_region, regions, arrival)?,
        })
    }

    /// [`write_hotspot`] of these writes.
    ///
    /// # Errors
    ///
    /// [`BalanceError::BadPercent`] outside (0, 100].
    pub fn hotspot(&self, recent_percent: f64) -> Result<WriteHotspot, BalanceError> {
        check_percent(recent_percent)?;
        let (writes, regions) = (&self.writes, self.regions);
        let recent = recent_count(writes.len(), recent_percent);
        let mut counts = vec![0usize; regions];
        for &region in writes.iter().skip(writes.len() - recent) {
            if let Some(c) = counts.get_mut(region) {
                *c += 1;
            }
        }
        let busiest_writes = counts.iter().copied().max().unwrap_or(0);
        let busiest_region = if recent == 0 {
            None
        } else {
            counts.iter().position(|&c| c == busiest_writes)
        };
        Ok(WriteHotspot {
            recent_writes: recent,
            busiest_region,
            busiest_writes,
            share: share(busiest_writes, recent),
            even_share: share(1, regions),
        })
    }

    /// [`write_heatmap`] of these writes.
    ///
    /// # Errors
    ///
    /// [`BalanceError::BadSliceCount`] for 0 or more than [`MAX_SLICES`] slices.
    pub fn heatmap(&self, slices: usize) -> Result<WriteHeatmap, BalanceError> {
        check_slices(slices)?;
        let (writes, regions) = (&self.writes, self.regions);
        let n = writes.len();
        let slice_bounds: Vec<usize> = (0..=slices).map(|s| slice_start(s, n, slices)).collect();
        let mut cells = vec![vec![0usize; regions]; slices];
        for (slice, row) in cells.iter_mut().enumerate() {
            let from = slice_start(slice, n, slices);
            let to = slice_start(slice + 1, n, slices);
            for &region in writes.get(from..to).unwrap_or_default() {
                if let Some(c) = row.get_mut(region) {
                    *c += 1;
                }
            }
        }
        let max_cell = cells.iter().flatten().copied().max().unwrap_or(0);
        Ok(WriteHeatmap {
            slices,
            regions,
            cells,
            max_cell,
            slice_bounds,
        })
    }
}

fn check_percent(recent_percent: f64) -> Result<(), BalanceError> {
    if recent_percent > 0.0 && recent_percent <= 100.0 {
        Ok(())
    } else {
        Err(BalanceError::BadPercent {
            percent: recent_percent,
        })
    }
}

fn check_slices(slices: usize) -> Result<(), BalanceError> {
    if slices == 0 || slices > MAX_SLICES {
        Err(BalanceError::BadSliceCount { slices })
    } else {
        Ok(())
    }
}

fn recent_count(writes: usize, percent: f64) -> usize {
    if writes == 0 {
        return 0;
    }
    let wanted = (writes as f64 * percent / 100.0).ceil();
    (wanted as usize).clamp(1, writes)
}

/// The region of each write, in arrival order, checking every index.
fn arrival_regions(
    row_region: &[usize],
    regions: usize,
    arrival: &[usize],
) -> Result<Vec<usize>, BalanceError> {
    arrival
        .iter()
        .enumerate()
        .map(|(position, &row)| {
            let region = *row_region.get(row).ok_or(BalanceError::RowOutOfRange {
                position: position + 1,
                row,
                rows: row_region.len(),
            })?;
            if region >= regions {
                return Err(BalanceError::RegionOutOfRange {
                    row,
                    region,
                    regions,
                });
            }
            Ok(region)
        })
        .collect()
}

/// Writes per region per time slice: the arrival order cut into equal slices.
///
/// # Examples
///
/// ```
/// use rowkey_engine::balance::write_heatmap;
///
/// let row_region = [0, 0, 1, 1];
/// let map = write_heatmap(&row_region, 2, &[0, 1, 2, 3], 2).unwrap();
/// assert_eq!(map.cells, [vec![2, 0], vec![0, 2]]);
/// assert_eq!(map.max_cell, 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WriteHeatmap {
    /// Number of time slices (rows of `cells`).
    pub slices: usize,
    /// Number of regions (columns of `cells`).
    pub regions: usize,
    /// `cells[slice][region]`: writes to that region during that slice. Slice `s` covers
    /// arrival positions `[s·n/T, (s+1)·n/T)`.
    pub cells: Vec<Vec<usize>>,
    /// The largest cell, for colour scaling.
    pub max_cell: usize,
    /// The first arrival position of each slice, plus the total at the end (`slices + 1`
    /// entries).
    pub slice_bounds: Vec<usize>,
}

/// Builds the [`WriteHeatmap`] of `arrival` over `slices` equal time slices.
///
/// # Errors
///
/// [`BalanceError::BadSliceCount`] for 0 or more than [`MAX_SLICES`] slices, and the index
/// errors of [`write_hotspot`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::balance::write_heatmap;
/// let map = write_heatmap(&[0, 1, 0], 2, &[2, 1, 0], 3).unwrap();
/// assert_eq!(map.slice_bounds, [0, 1, 2, 3]);
/// assert_eq!(map.cells[1], [0, 1]);
/// ```
pub fn write_heatmap(
    row_region: &[usize],
    regions: usize,
    arrival: &[usize],
    slices: usize,
) -> Result<WriteHeatmap, BalanceError> {
    check_slices(slices)?;
    ArrivalWrites::new(row_region, regions, arrival)?.heatmap(slices)
}

fn slice_start(s: usize, n: usize, slices: usize) -> usize {
    let wide = u128::try_from(s).unwrap_or(u128::MAX) * u128::try_from(n).unwrap_or(u128::MAX)
        / u128::try_from(slices.max(1)).unwrap_or(1);
    usize::try_from(wide).unwrap_or(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_region_has_perfect_ratio() {
        let m = BalanceMetrics::from_counts(&[7]);
        assert_eq!(m.max_mean_ratio, 1.0);
        assert_eq!(m.coefficient_of_variation, 0.0);
    }

    #[test]
    fn all_in_one_of_four() {
        let m = BalanceMetrics::from_counts(&[0, 0, 0, 8]);
        assert_eq!(m.max_mean_ratio, 4.0);
        assert!((m.coefficient_of_variation - 3f64.sqrt()).abs() < 1e-12);
        assert_eq!(m.hottest_region, Some(3));
    }

    #[test]
    fn percent_is_checked() {
        assert!(write_hotspot(&[0], 1, &[0], 0.0).is_err());
        assert!(write_hotspot(&[0], 1, &[0], f64::NAN).is_err());
        assert!(write_hotspot(&[0], 1, &[0], 100.0).is_ok());
    }

    #[test]
    fn empty_arrival_is_fine() {
        let hot = write_hotspot(&[0], 1, &[], 10.0).unwrap();
        assert_eq!(hot.recent_writes, 0);
        assert_eq!(hot.busiest_region, None);
        let map = write_heatmap(&[0], 1, &[], 4).unwrap();
        assert_eq!(map.max_cell, 0);
    }

    #[test]
    fn slices_cover_every_write_once() {
        let row_region: Vec<usize> = (0..7).map(|i| i % 3).collect();
        let arrival: Vec<usize> = (0..7).collect();
        let map = write_heatmap(&row_region, 3, &arrival, 3).unwrap();
        let total: usize = map.cells.iter().flatten().sum();
        assert_eq!(total, 7);
        assert_eq!(map.slice_bounds, [0, 2, 4, 7]);
    }
}
