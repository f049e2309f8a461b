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
//! | rows per region | the fullest region holds more than 1.5× the mean, and more than an even hash would put there by chance (unless a hot value fills it) | [`MAX_OVER_MEAN`], [`FALSE_ALARM_RATE`], [`HOT_VALUE_MIN_ROWS`] |
//! | empty regions | any region holds no sample row, and more regions are empty than an even hash would leave by chance | [`EMPTY_REGIONS`], [`FALSE_ALARM_RATE`] |
//! | latest writes | one region takes more than 2× the even share (`1 / regions`), and more than an even hash would send there by chance | [`HOTSPOT_OVER_EVEN`], [`FALSE_ALARM_RATE`] |
//! | the sample's size | fewer distinct leading values than regions, or so few rows (or latest writes) that an even hash could put all of them in one region by chance: too few to judge the three above | [`FALSE_ALARM_RATE`] |
//! | a query's rows read per row returned | more than 10 (an empty result counts as one row) | [`READ_AMPLIFICATION`] |
//! | key bytes per cell | the keys average more than 32 bytes (twice the advised 16): every cell stores its row key again | [`KEY_BYTES`] |
//! | a query's "latest N" | served only by a reversed scan (the time ascending in the key) | none: a reversed scan is a finding |
//! | a query's regions touched | more than half of the table's regions, and at least 3 | [`FAN_OUT_SHARE`], [`FAN_OUT_MIN_REGIONS`] |
//! | the split list | invalid (an empty or repeated split point, too many, …): an **error**, first of all findings; the table is then shown as one region, and the rows per region, empty regions and write hotspot are not judged | none: an invalid list is a finding |
//! | a live layout's region sizes (an imported `list_regions` and the like) | the largest region holds more than 1.5× the mean size: the same limit as the sample's rows per region, since a region's store files are its rows | [`MAX_OVER_MEAN`] |
//! | a live layout's request counts | the busiest region serves more than 2× the even share (`1 / regions`) of the requests: the same limit as the latest writes', since requests are a region's load | [`HOTSPOT_OVER_EVEN`] |
//! | the key's leading part against the write order (the `monotonic-leading-part` and `salt-after-monotonic` lints) | a Spearman rank correlation of at least 0.90 (or at most −0.90): the values *mostly* rise (or fall) as rows are written, a few out of place | [`MONOTONIC_RANK_CORRELATION`] |
//!
//! # Chance
//!
//! The three region findings are measured on a sample, and a small sample is uneven by
//! chance: 50 rows of 8 users, each user's rows under one hashed prefix, leave half of 16
//! regions empty however good the hash. So each is judged against what an *even hash* would
//! show for the same sample: the rows grouped by their leading value (the unit a hash
//! places: the leading part's value, or each whole key behind a salt; see [`Spread`]), each
//! group sent to a region uniformly at random. A finding is raised only when the sample's
//! number is above both its threshold and the number an even hash stays under with
//! probability at least `1 −` [`FALSE_ALARM_RATE`]:
//!
//! * the fullest region: the groups placed at random [`CHANCE_TRIALS`] times (a seeded
//!   simulation, so a sample always gets the same answer), the second largest of the
//!   simulated fullest regions kept: a sample from an even hash exceeds it with probability
//!   `2 / 400` ([`Spread::chance_max_rows`]);
//! * empty regions: the chance that some `k` regions all stay empty is at most
//!   `C(regions, k) · (1 − k / regions)^distinct` ([`Spread::chance_empty_regions`]);
//! * the latest writes: the fullest region's limit over the groups of the latest writes.
//!
//! A live layout's sizes and request counts are the whole table's, not a sample's: they are
//! judged on their thresholds alone, from 2 regions, and only when every region has the
//! number (a size or a request count) and their total is above zero.
//!
//! One exception: a *hot value*, a leading value that alone holds at least half a region's
//! even share and at least [`HOT_VALUE_MIN_ROWS`] rows (a big seller, a busy user), is the
//! data's load, measured well, and no split can spread it: with one, the balance (and, among
//! the latest writes, the hotspot) is judged on its threshold alone.
//!
//! The simulation's limit is exceeded by chance half as often as [`FALSE_ALARM_RATE`] and
//! the empty regions' bound is an upper bound on the chance, so the false-alarm rate is at
//! most [`FALSE_ALARM_RATE`] per finding (the property test
//! `an_even_hash_raises_no_finding_more_often_than_the_false_alarm_rate` in
//! `tests/verdict.rs` draws samples from an even hash and counts). When the sample cannot be told from chance
//! at all, the verdict says so instead ([`FindingKind::TooFewToJudge`]), and the analysis
//! offers no split points suggested from it.
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
use crate::layout::Layout;
use crate::protocol::StaticText;
use crate::split::SplitError;

/// The fullest region may hold up to this many times the mean rows per region; above it, a
/// warning. 1.5 is where the page has always drawn max/mean in red: the fullest region then
/// carries half as much again as its share, and a cluster's throughput is that region's.
pub const MAX_OVER_MEAN: f64 = 1.5;

/// Regions without a sample row allowed: none. An empty region is a split that the keys never
/// reach: wasted, and a sign the splits do not match the key's first bytes.
pub const EMPTY_REGIONS: usize = 0;

/// The most often, on a sample drawn from an even hash, that each region finding (the
/// balance, the empty regions, the write hotspot) may fire: its limit is what an even hash
/// stays under with probability at least `1 − FALSE_ALARM_RATE` (see the module's
/// "Chance").
pub const FALSE_ALARM_RATE: f64 = 0.01;

/// Simulated placements of a sample's groups behind [`Spread::chance_max_rows`]: with
/// `CHANCE_TRIALS` independent placements, the `CHANCE_RANK`-th largest fullest region is
/// exceeded by a sample drawn from the same even hash with probability `CHANCE_RANK /
/// (CHANCE_TRIALS + 1)` = 0.5 %, half the [`FALSE_ALARM_RATE`] (the other half covers the
/// simulation's own noise and the approximation of very many small groups).
pub const CHANCE_TRIALS: usize = 399;

/// Which of the simulated fullest regions, largest first, is the limit: see
/// [`CHANCE_TRIALS`].
pub const CHANCE_RANK: usize = 2;

/// The fewest rows of one leading value that make it a *hot value*: a value that alone
/// holds at least half a region's even share of the rows, seen this many times, is measured
/// well enough (its share's sampling error is under a fifth) that the region it fills is
/// not chance: no split point can spread one value, and it stays as hot in a larger sample
/// (a big seller, a busy user). Balance and hotspot are then judged on their thresholds
/// alone ([`Spread::has_hot_value`]).
pub const HOT_VALUE_MIN_ROWS: usize = 30;

/// Groups placed one by one in each simulated trial; beyond this many, the smallest groups
/// are summed per region as a normal draw (mean `rows · p`, variance `Σ g² · p (1 − p)`,
/// widened by a tenth: each region drawn on its own, which only spreads the maximum wider).
pub const CHANCE_EXACT_GROUPS: usize = 20_000;

/// How the sample's rows group by their leading value: the units an even hash would place,
/// each whole group in one region. Built from one unit id per row ([`Spread::of_units`]).
///
/// # Examples
///
/// ```
/// use rowkey_core::verdict::Spread;
/// // 50 rows of 8 users: at most 8 of 16 regions can hold a row, whatever the hash.
/// let users: Vec<usize> = (0..50).map(|i| i % 8).collect();
/// let s = Spread::of_units(&users);
/// assert_eq!((s.rows(), s.distinct(), s.largest()), (50, 8, 7));
/// assert!(s.chance_empty_regions(16) >= 8);
/// // 50,000 distinct ids: an even hash keeps every region near its share.
/// let ids: Vec<usize> = (0..50_000).collect();
/// let s = Spread::of_units(&ids);
/// assert!(s.chance_max_rows(16) / (50_000.0 / 16.0) < 1.1);
/// assert_eq!(s.chance_empty_regions(16), 0);
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Spread {
    /// Rows per group, largest first.
    sizes: Vec<usize>,
    /// Rows.
    rows: usize,
}

impl Spread {
    /// The groups of the unit ids `units` (one per row; any numbering).
    #[must_use]
    pub fn of_units(units: &[usize]) -> Self {
        // Ids below the row count (as `leading_units` numbers them): counted in place of a
        // sort of every row's id.
        if units.iter().all(|&u| u < units.len()) {
            let mut counts = vec![0_usize; units.len()];
            for &u in units {
                counts[u] += 1;
            }
            return Self::of_sizes(counts);
        }
        let mut sorted = units.to_vec();
        sorted.sort_unstable();
        let sizes = sorted.chunk_by(|a, b| a == b).map(<[usize]>::len);
        Self::of_sizes(sizes)
    }

    /// The groups of these sizes (rows per distinct leading value; zeros are ignored).
    #[must_use]
    pub fn of_sizes(sizes: impl IntoIterator<Item = usize>) -> Self {
        let mut sizes: Vec<usize> = sizes.into_iter().filter(|&g| g > 0).collect();
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        let rows = sizes.iter().sum();
        Self { sizes, rows }
    }

    /// Rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Distinct leading values (groups).
    #[must_use]
    pub fn distinct(&self) -> usize {
        self.sizes.len()
    }

    /// Rows in the largest group (0 with none).
    #[must_use]
    pub fn largest(&self) -> usize {
        self.sizes.first().copied().unwrap_or(0)
    }

    /// Whether one leading value alone holds at least half the even share (`rows /
    /// regions`) of the rows, and at least [`HOT_VALUE_MIN_ROWS`] of them: a hot value,
    /// whose region's load is the data's, not chance's.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::verdict::Spread;
    /// // One seller with 1,183 of 6,000 trades over 5 regions (the even share is 1,200).
    /// let sellers = Spread::of_sizes([1_183, 582, 371].into_iter().chain(std::iter::repeat_n(13, 297)));
    /// assert!(sellers.has_hot_value(5));
    /// // 50 rows of 8 users: the largest has 7 rows, too few to call it hot.
    /// assert!(!Spread::of_sizes([7, 7, 6, 6, 6, 6, 6, 6]).has_hot_value(16));
    /// ```
    #[must_use]
    pub fn has_hot_value(&self, regions: usize) -> bool {
        let g = self.largest();
        g >= HOT_VALUE_MIN_ROWS && 2 * g * regions >= self.rows
    }

    /// The rows of the fullest of `regions` regions that an even hash exceeds with
    /// probability at most [`FALSE_ALARM_RATE`]: each group sent to a region uniformly at
    /// random, [`CHANCE_TRIALS`] times (a fixed seed, so the same sample always gets the
    /// same answer), and the [`CHANCE_RANK`]-th largest fullest region kept. `0.0` for no
    /// rows or no region.
    #[must_use]
    pub fn chance_max_rows(&self, regions: usize) -> f64 {
        if regions == 0 || self.rows == 0 {
            return 0.0;
        }
        if regions == 1 {
            return self.rows as f64;
        }
        let exact = &self.sizes[..self.sizes.len().min(CHANCE_EXACT_GROUPS)];
        let rest = &self.sizes[exact.len()..];
        let p = 1.0 / regions as f64;
        let rest_rows: usize = rest.iter().sum();
        let rest_mean = rest_rows as f64 * p;
        let rest_sd = 1.1
            * (rest.iter().map(|&g| (g as f64) * (g as f64)).sum::<f64>() * p * (1.0 - p)).sqrt();
        let mut rng = SplitMix(0x5EED_0031_0006);
        let mut load = vec![0.0f64; regions];
        // The groups' rows summed as integers (in the kernels): the same sums as adding
        // them one by one in floating point, exact while below 2^53 rows.
        let whole = (exact.iter().sum::<usize>() as u64) < (1 << 53);
        let mut counts = vec![0_u64; regions];
        let mut maxima: Vec<f64> = (0..CHANCE_TRIALS)
            .map(|_| {
                load.iter_mut().for_each(|l| *l = 0.0);
                if whole {
                    counts.iter_mut().for_each(|c| *c = 0);
                    rowkey_kernels::scatter::scatter(&mut rng.0, exact, &mut counts);
                    for (l, &c) in load.iter_mut().zip(&counts) {
                        *l = c as f64;
                    }
                } else {
                    for &g in exact {
                        load[rng.below(regions)] += g as f64;
                    }
                }
                if rest_rows > 0 {
                    for l in &mut load {
                        *l += (rest_mean + rest_sd * rng.normal()).max(0.0);
                    }
                }
                load.iter().copied().fold(0.0, f64::max)
            })
            .collect();
        maxima.sort_unstable_by(|a, b| b.total_cmp(a));
        maxima[CHANCE_RANK - 1]
    }

    /// The most empty regions of `regions` that chance explains when the groups go to
    /// regions uniformly at random: the largest `k` whose bound `C(regions, k) · (1 − k /
    /// regions)^distinct` on the chance of `k` or more empty regions is above
    /// [`FALSE_ALARM_RATE`] (0 when even one empty region is unlikely). At least
    /// `regions − distinct`: that many stay empty whatever the hash.
    #[must_use]
    pub fn chance_empty_regions(&self, regions: usize) -> usize {
        let distinct = self.distinct();
        let d = distinct as f64;
        let r = regions as f64;
        let log_rate = FALSE_ALARM_RATE.ln();
        // ln C(regions, k), built up one k at a time.
        let mut log_choose = 0.0f64;
        let mut explained = 0;
        for k in 1..regions {
            log_choose += ((r - (k as f64 - 1.0)) / k as f64).ln();
            let log_bound = log_choose + d * (1.0 - k as f64 / r).ln();
            if log_bound > log_rate {
                explained = k;
            } else if k > regions.saturating_sub(distinct) {
                break;
            }
        }
        explained.max(regions.saturating_sub(distinct))
    }
}

/// A small seeded generator (splitmix64) for the chance simulation.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        rowkey_kernels::scatter::splitmix(&mut self.0)
    }

    /// Uniform in `0..n` (n > 0), by the multiply-shift map of 64 random bits.
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next()) * n as u128) >> 64) as usize
    }

    /// A standard normal draw (Box–Muller).
    fn normal(&mut self) -> f64 {
        let u = ((self.next() >> 11) as f64 + 0.5) / (1u64 << 53) as f64;
        let v = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
        (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
    }
}

/// Each encoded key's leading value, as a unit id (equal ids, equal values): what an even
/// hash would place as one, for [`Spread::of_units`]. The leading value is the value of the
/// recipe's first part that is not a literal; behind a salt (which is computed from each
/// row), every key is a unit of its own.
///
/// # Examples
///
/// ```
/// use rowkey_core::encode::EncodedKeys;
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::spec::{KeyPart, KeySpec};
/// use rowkey_core::verdict::{Spread, leading_units};
/// let sample = parse_csv("user,ts\nann,1\nbob,2\nann,3\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "user"), KeyPart::column(2, "ts")]);
/// let keys = EncodedKeys::encode(&spec, &sample).unwrap();
/// let units = leading_units(&spec, &keys);
/// assert_eq!(units[0], units[2]);
/// assert_eq!(Spread::of_units(&units).distinct(), 2);
/// ```
#[must_use]
pub fn leading_units(spec: &crate::spec::KeySpec, keys: &crate::encode::EncodedKeys) -> Vec<usize> {
    use crate::spec::PartValue;
    let count = keys.rows().len();
    let lead = spec
        .parts
        .iter()
        .position(|p| !matches!(p.value, PartValue::Literal { .. }));
    let Some(lead) = lead.filter(|&i| !matches!(spec.parts[i].value, PartValue::Salt(_))) else {
        return (0..count).collect();
    };
    // Ids in the order the values first appear; a key with no value (never for an encoded
    // key) is a unit of its own, past every id.
    keys.part_values().value_ids(lead)
}

/// The busiest region may take up to this many times the even share (`1 / regions`) of the
/// latest writes ([`crate::analysis::RECENT_WRITES_PERCENT`] % of them); above it, a warning.
/// At twice its share, one region server takes the write load of two, and the table writes
/// at half the speed its regions could.
pub const HOTSPOT_OVER_EVEN: f64 = 2.0;

/// A key part whose values have at least this Spearman rank correlation with the order the
/// rows are written in (or at most its negative) rises (or falls) *mostly* steadily: new
/// rows keep landing at one end of the key space, a write hotspot, even when a few arrive
/// out of place (order ids shuffled within small windows, clocks a few milliseconds apart).
/// Values in random order score near 0, so 0.9 is far from chance for any sample of the
/// lint's minimum size and above; a part sorted except for local shuffles scores above
/// 0.99. Used by the `monotonic-leading-part` and `salt-after-monotonic` lints
/// ([`crate::lint`]); their messages state it.
pub const MONOTONIC_RANK_CORRELATION: f64 = 0.9;

/// A query may read up to this many rows per row it returns; above it, a warning. An empty
/// result counts as one row returned, so a scan that reads many rows to find none is caught.
/// Ten rows read for one kept is where a server-side filter stops being a detail and
/// becomes most of the query's cost.
pub const READ_AMPLIFICATION: f64 = 10.0;

/// Keys may average up to this many bytes; above it, a warning. Every cell stores its row
/// key again (in HFiles, the MemStore and the block cache), so a key's bytes are paid once
/// per cell; 32 is twice the advised 16 ([`crate::lint::ADVISED_KEY_LENGTH`], whose advice
/// stays advice up to here).
pub const KEY_BYTES: f64 = 32.0;

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
    /// The split list is invalid (an empty or repeated split point, too many, …): the table
    /// is shown as one region, so the rows per region, empty regions and write hotspot are
    /// not judged. Always the first finding.
    InvalidSplits {
        /// Why the list is invalid.
        error: SplitError,
    },
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
    /// The sample cannot be told from chance: it has fewer distinct leading values than
    /// regions, or so few rows (or latest writes) that an even hash could put all of them in
    /// one region (see the module's "Chance"); the balance, empty regions and write hotspot
    /// are not judged beyond what chance explains.
    TooFewToJudge {
        /// Sample rows that gave a key.
        rows: usize,
        /// Their distinct leading values.
        distinct: usize,
        /// All regions.
        regions: usize,
        /// The max/mean an even hash of as many values stays under (at `1 −`
        /// [`FALSE_ALARM_RATE`]).
        chance_max_over_mean: f64,
    },
    /// The fullest region holds more than [`MAX_OVER_MEAN`] times the mean.
    Balance {
        /// Rows in the fullest region over the mean rows per region.
        max_over_mean: f64,
        /// [`MAX_OVER_MEAN`], or what an even hash could give by chance when that is more.
        threshold: f64,
    },
    /// Regions that hold no sample row.
    EmptyRegions {
        /// Empty regions.
        empty: usize,
        /// All regions.
        regions: usize,
        /// [`EMPTY_REGIONS`], or what an even hash could leave empty by chance when that is
        /// more.
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
        /// The share above which it is a finding: [`HOTSPOT_OVER_EVEN`] × `even_share`, or
        /// what an even hash could send there by chance when that is more.
        threshold: f64,
    },
    /// On an imported live layout, the largest region holds more than [`MAX_OVER_MEAN`]
    /// times the mean size.
    LiveSizeSkew {
        /// The largest region (0-based).
        region: usize,
        /// Its share of the table's size, 0.0..=1.0.
        share: f64,
        /// All regions.
        regions: usize,
        /// Its size over the mean size per region.
        over_mean: f64,
        /// [`MAX_OVER_MEAN`].
        threshold: f64,
    },
    /// On an imported live layout, the busiest region serves more than
    /// [`HOTSPOT_OVER_EVEN`] times the even share of the requests.
    LiveRequestSkew {
        /// The busiest region (0-based).
        region: usize,
        /// Its share of the table's requests, 0.0..=1.0.
        share: f64,
        /// All regions.
        regions: usize,
        /// Its requests over the mean requests per region (its share over the even share).
        over_mean: f64,
        /// [`HOTSPOT_OVER_EVEN`].
        threshold: f64,
    },
    /// The keys average more than [`KEY_BYTES`] bytes.
    LongKeys {
        /// The keys' mean length in bytes.
        mean_bytes: f64,
        /// [`KEY_BYTES`].
        threshold: f64,
    },
    /// A query's "latest N" is served only by a reversed scan: the time part ascends in the
    /// key, so the newest rows are the last of their prefix.
    ReversedLatest {
        /// The query's 0-based position in the design.
        query: usize,
        /// Its name.
        name: String,
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
    TooFewToJudge { rows, distinct, regions, chance_max_over_mean },
    Lint { code, index },
    Balance { max_over_mean, threshold },
    EmptyRegions { empty, regions, threshold },
    WriteHotspot { region, recent_writes, share, even_share, threshold },
    LongKeys { mean_bytes, threshold },
    ReversedLatest { query, name },
    ReadAmplification { query, name, rows_scanned, rows_returned, amplification, threshold },
    FanOut { query, name, regions_touched, regions, share, threshold },
    InvalidSplits { error },
    LiveSizeSkew { region, share, regions, over_mean, threshold },
    LiveRequestSkew { region, share, regions, over_mean, threshold }
});

impl FindingKind {
    /// A stable code: the lint's own for a lint, otherwise `splits/invalid`,
    /// `sample/unreadable`, `live/size-skew`, `live/request-skew`,
    /// `sample/empty`, `sample/no-keys`, `sample/too-few-to-judge`, `regions/max-over-mean`,
    /// `regions/empty`,
    /// `writes/hotspot`, `keys/long`, `query/reversed-latest`, `query/read-amplification` or
    /// `query/fan-out`.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            Self::InvalidSplits { .. } => "splits/invalid",
            Self::SampleUnreadable => "sample/unreadable",
            Self::EmptySample => "sample/empty",
            Self::NoKeys { .. } => "sample/no-keys",
            Self::TooFewToJudge { .. } => "sample/too-few-to-judge",
            Self::Lint { code, .. } => code,
            Self::Balance { .. } => "regions/max-over-mean",
            Self::EmptyRegions { .. } => "regions/empty",
            Self::WriteHotspot { .. } => "writes/hotspot",
            Self::LongKeys { .. } => "keys/long",
            Self::LiveSizeSkew { .. } => "live/size-skew",
            Self::LiveRequestSkew { .. } => "live/request-skew",
            Self::ReversedLatest { .. } => "query/reversed-latest",
            Self::ReadAmplification { .. } => "query/read-amplification",
            Self::FanOut { .. } => "query/fan-out",
        }
    }

    /// The value measured (`None` for a lint or a sample finding): max/mean, empty regions,
    /// the busiest region's share of the latest writes (0.0..=1.0), rows read per row
    /// returned, the share of regions touched (0.0..=1.0), or a live region's size or
    /// requests over the mean.
    #[must_use]
    pub fn value(&self) -> Option<f64> {
        match self {
            Self::InvalidSplits { .. }
            | Self::SampleUnreadable
            | Self::EmptySample
            | Self::NoKeys { .. }
            | Self::TooFewToJudge { .. }
            | Self::ReversedLatest { .. }
            | Self::Lint { .. } => None,
            Self::Balance { max_over_mean, .. } => Some(*max_over_mean),
            Self::EmptyRegions { empty, .. } => Some(*empty as f64),
            Self::WriteHotspot { share, .. } | Self::FanOut { share, .. } => Some(*share),
            Self::ReadAmplification { amplification, .. } => Some(*amplification),
            Self::LongKeys { mean_bytes, .. } => Some(*mean_bytes),
            Self::LiveSizeSkew { over_mean, .. } | Self::LiveRequestSkew { over_mean, .. } => {
                Some(*over_mean)
            }
        }
    }

    /// The threshold the value crossed, in the value's unit (`None` where there is no value).
    #[must_use]
    pub fn threshold(&self) -> Option<f64> {
        match self {
            Self::InvalidSplits { .. }
            | Self::SampleUnreadable
            | Self::EmptySample
            | Self::NoKeys { .. }
            | Self::TooFewToJudge { .. }
            | Self::ReversedLatest { .. }
            | Self::Lint { .. } => None,
            Self::EmptyRegions { threshold, .. } => Some(*threshold as f64),
            Self::Balance { threshold, .. }
            | Self::WriteHotspot { threshold, .. }
            | Self::ReadAmplification { threshold, .. }
            | Self::LongKeys { threshold, .. }
            | Self::LiveSizeSkew { threshold, .. }
            | Self::LiveRequestSkew { threshold, .. }
            | Self::FanOut { threshold, .. } => Some(*threshold),
        }
    }

    /// Whether the finding is about the regions (an invalid split list, max/mean, empty
    /// regions, the write hotspot, a live layout's skew): what the page's Regions area shows
    /// next to its numbers.
    #[must_use]
    pub fn concerns_regions(&self) -> bool {
        matches!(
            self,
            Self::InvalidSplits { .. }
                | Self::LiveSizeSkew { .. }
                | Self::LiveRequestSkew { .. }
                | Self::Balance { .. }
                | Self::EmptyRegions { .. }
                | Self::WriteHotspot { .. }
                | Self::TooFewToJudge { .. }
        )
    }

    /// Where the kind sorts among findings of one severity: an invalid split list first
    /// (what every region number depends on), then what concerns every row (the sample, the
    /// lints, the key length, the regions, the writes, the live table) before what concerns
    /// one query.
    fn rank(&self) -> u8 {
        match self {
            Self::InvalidSplits { .. } => 0,
            Self::SampleUnreadable
            | Self::EmptySample
            | Self::NoKeys { .. }
            | Self::TooFewToJudge { .. } => 1,
            Self::Lint { .. } => 2,
            Self::LongKeys { .. } => 3,
            Self::Balance { .. } => 4,
            Self::EmptyRegions { .. } => 5,
            Self::WriteHotspot { .. } => 6,
            Self::LiveSizeSkew { .. } => 7,
            Self::LiveRequestSkew { .. } => 8,
            Self::ReadAmplification { .. } => 9,
            Self::ReversedLatest { .. } => 10,
            Self::FanOut { .. } => 11,
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
            FindingKind::InvalidSplits { error } => m.finding_invalid_splits(&m.split_error(error)),
            FindingKind::LiveSizeSkew {
                region,
                share,
                regions,
                over_mean,
                threshold,
            } => m.finding_live_size_skew(
                region + 1,
                &format_percent(*share),
                *regions,
                &ratio(*over_mean),
                &ratio(*threshold),
            ),
            FindingKind::LiveRequestSkew {
                region,
                share,
                regions,
                over_mean,
                threshold,
            } => m.finding_live_request_skew(
                region + 1,
                &format_percent(*share),
                *regions,
                &format_percent(1.0 / (*regions).max(1) as f64),
                &ratio(*over_mean),
                &ratio(*threshold),
            ),
            FindingKind::SampleUnreadable => m.finding_sample_unreadable(),
            FindingKind::EmptySample => m.finding_empty_sample(),
            FindingKind::NoKeys { rows } => m.finding_no_keys(*rows),
            FindingKind::TooFewToJudge {
                rows,
                distinct,
                regions,
                chance_max_over_mean,
            } => m.finding_too_few_to_judge(
                *rows,
                *distinct,
                *regions,
                &ratio(*chance_max_over_mean),
                &format_percent(FALSE_ALARM_RATE),
            ),
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
            FindingKind::LongKeys {
                mean_bytes,
                threshold,
            } => m.finding_long_keys(
                &format!("{mean_bytes:.1}"),
                &format!("{threshold}"),
                crate::lint::ADVISED_KEY_LENGTH,
            ),
            FindingKind::ReversedLatest { name, .. } => m.finding_reversed_latest(name),
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

/// The live layout's size and request skew: the largest region's size over the mean
/// (above [`MAX_OVER_MEAN`]) and the busiest region's requests over the mean (above
/// [`HOTSPOT_OVER_EVEN`]), each judged from 2 regions when every region has the number and
/// their total is above zero. The first region of the largest value names it.
///
/// # Examples
///
/// ```
/// use rowkey_core::layout::parse_layout;
/// use rowkey_core::verdict::{FindingKind, live_skew};
/// let mut layout = parse_layout("Total number of splits = 2\n5\n").unwrap();
/// // No sizes or request counts (get_splits has none): nothing to judge.
/// assert!(live_skew(&layout).is_empty());
/// // 300 MB and 100 MB: the first holds 1.50× the mean, not above 1.5×.
/// layout.regions[0].size_mb = Some(300.0);
/// layout.regions[1].size_mb = Some(100.0);
/// assert!(live_skew(&layout).is_empty());
/// layout.regions[1].size_mb = Some(99.0);
/// assert!(matches!(live_skew(&layout)[..], [FindingKind::LiveSizeSkew { region: 0, .. }]));
/// ```
#[must_use]
pub fn live_skew(layout: &Layout) -> Vec<FindingKind> {
    let regions = layout.regions.len();
    let mut out = Vec::new();
    if regions < 2 {
        return out;
    }
    // The largest value (the first of equals), its share and its value over the mean.
    let skew = |values: Option<Vec<f64>>| {
        let values = values?;
        let total: f64 = values.iter().sum();
        if !(total.is_finite() && total > 0.0) {
            return None;
        }
        let (region, max) =
            values
                .iter()
                .copied()
                .enumerate()
                .fold((0, f64::NEG_INFINITY), |best, (i, v)| {
                    if v > best.1 { (i, v) } else { best }
                });
        Some((region, max / total, max * regions as f64 / total))
    };
    let sizes: Option<Vec<f64>> = layout
        .regions
        .iter()
        .map(|r| r.size_mb.filter(|s| s.is_finite() && *s >= 0.0))
        .collect();
    if let Some((region, share, over_mean)) = skew(sizes) {
        if over_mean > MAX_OVER_MEAN {
            out.push(FindingKind::LiveSizeSkew {
                region,
                share,
                regions,
                over_mean,
                threshold: MAX_OVER_MEAN,
            });
        }
    }
    let requests: Option<Vec<f64>> = layout
        .regions
        .iter()
        .map(|r| r.requests.map(|n| n as f64))
        .collect();
    if let Some((region, share, over_mean)) = skew(requests) {
        if over_mean > HOTSPOT_OVER_EVEN {
            out.push(FindingKind::LiveRequestSkew {
                region,
                share,
                regions,
                over_mean,
                threshold: HOTSPOT_OVER_EVEN,
            });
        }
    }
    out
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
    /// Whether its "latest N" is served by a reversed scan.
    pub reversed_latest: bool,
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
    /// How the rows that gave a key group by leading value, to judge the balance and the
    /// empty regions against chance; `None` judges them by their thresholds alone.
    pub spread: Option<&'a Spread>,
    /// The same for the latest writes the hotspot looked at.
    pub recent_spread: Option<&'a Spread>,
    /// The keys' mean length in bytes, when known.
    pub key_bytes: Option<f64>,
    /// Each planned query's cost.
    pub queries: &'a [QueryEvidence<'a>],
    /// Why the split list is invalid, when it is (the regions are then one region).
    pub split_error: Option<&'a SplitError>,
    /// The live table's layout, when one was imported and the regions are its own: its
    /// sizes and request counts are judged.
    pub live: Option<&'a Layout>,
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
            spread: None,
            recent_spread: None,
            key_bytes: None,
            queries: &[],
            split_error: None,
            live: None,
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
        if let Some(error) = e.split_error {
            add(
                Level::Error,
                FindingKind::InvalidSplits {
                    error: error.clone(),
                },
            );
        }
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
            if level != Level::Advice && code != crate::split::SplitLintKind::EmptyRegions.as_str()
            {
                add(level, FindingKind::Lint { code, index });
            }
        }
        let b = e.balance;
        // With an invalid split list the regions are one stand-in region: nothing to judge.
        let valid = e.split_error.is_none();
        let judged = valid && e.keys > 0 && b.rows > 0 && b.regions > 0;
        let hot = e
            .hotspot
            .filter(|h| valid && e.keys > 0 && h.recent_writes > 0);
        // What an even hash could give by chance (nothing without a spread: the thresholds
        // alone judge).
        // A hot value's region is the data's load, not chance's: judged on the threshold.
        let chance_rows = e
            .spread
            .filter(|s| !s.has_hot_value(b.regions))
            .map_or(0.0, |s| s.chance_max_rows(b.regions));
        let chance_share = match (hot, e.recent_spread) {
            (Some(h), Some(s)) if !s.has_hot_value(b.regions) => {
                s.chance_max_rows(b.regions) / h.recent_writes as f64
            }
            _ => 0.0,
        };
        // Too few to tell from chance: fewer leading values than regions, or an even hash
        // could put every row (or every latest write) in one region.
        let too_few = judged
            && b.regions > 1
            && e.spread.is_some_and(|s| {
                s.distinct() < b.regions
                    || chance_rows >= s.rows() as f64
                    || (hot.is_some() && e.recent_spread.is_some() && chance_share >= 1.0)
            });
        if too_few {
            if let Some(s) = e.spread {
                let mean = s.rows() as f64 / b.regions as f64;
                add(
                    Level::Warning,
                    FindingKind::TooFewToJudge {
                        rows: s.rows(),
                        distinct: s.distinct(),
                        regions: b.regions,
                        chance_max_over_mean: (chance_rows / mean).min(b.regions as f64),
                    },
                );
            }
        } else if judged {
            let mean = b.rows as f64 / b.regions as f64;
            // max / (rows / regions) > limit, in exact products; and above what chance
            // gives.
            if (b.max_rows as f64) * (b.regions as f64) > MAX_OVER_MEAN * b.rows as f64
                && b.max_rows as f64 > chance_rows
            {
                add(
                    Level::Warning,
                    FindingKind::Balance {
                        max_over_mean: b.max_mean_ratio,
                        threshold: MAX_OVER_MEAN.max(chance_rows / mean),
                    },
                );
            }
            // The constant is 0 today; the limit stays the larger of the two if it changes.
            #[allow(clippy::unnecessary_min_or_max)]
            let empty_limit =
                EMPTY_REGIONS.max(e.spread.map_or(0, |s| s.chance_empty_regions(b.regions)));
            if b.empty_regions > empty_limit {
                add(
                    Level::Warning,
                    FindingKind::EmptyRegions {
                        empty: b.empty_regions,
                        regions: b.regions,
                        threshold: empty_limit,
                    },
                );
            }
        }
        if let Some(h) = hot.filter(|_| !too_few) {
            let threshold = (HOTSPOT_OVER_EVEN * h.even_share).max(chance_share);
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
        if let Some(layout) = e.live {
            for kind in live_skew(layout) {
                add(Level::Warning, kind);
            }
        }
        if let Some(mean) = e.key_bytes.filter(|&b| e.keys > 0 && b > KEY_BYTES) {
            add(
                Level::Warning,
                FindingKind::LongKeys {
                    mean_bytes: mean,
                    threshold: KEY_BYTES,
                },
            );
        }
        let mut costly = Vec::new();
        let mut reversed = Vec::new();
        let mut wide = Vec::new();
        for q in e.queries {
            if q.reversed_latest {
                reversed.push(FindingKind::ReversedLatest {
                    query: q.index,
                    name: q.name.to_owned(),
                });
            }
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
        for kind in costly.into_iter().chain(reversed).chain(wide) {
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

    proptest::proptest! {
        /// Groups counted from small ids (the fast path) are the groups of a sort of the ids
        /// (runs of equal ids), with ids small, large or mixed.
        #[test]
        fn of_units_counts_as_a_sort_groups(
            units in proptest::collection::vec(prop_oneof_units(), 0..300),
        ) {
            let mut sorted = units.clone();
            sorted.sort_unstable();
            let mut sizes: Vec<usize> = sorted.chunk_by(|a, b| a == b).map(<[usize]>::len).collect();
            sizes.sort_unstable_by(|a, b| b.cmp(a));
            let spread = Spread::of_units(&units);
            proptest::prop_assert_eq!(spread.rows(), units.len());
            proptest::prop_assert_eq!(&spread.sizes, &sizes);
        }
    }

    /// The chance simulation with every load summed in floating point, group by group (as
    /// before the kernels summed them as integers): written apart from `chance_max_rows`.
    fn chance_max_rows_in_floats(sizes: &[usize], regions: usize) -> f64 {
        let rows: usize = sizes.iter().sum();
        if regions == 0 || rows == 0 {
            return 0.0;
        }
        if regions == 1 {
            return rows as f64;
        }
        let exact = &sizes[..sizes.len().min(CHANCE_EXACT_GROUPS)];
        let rest = &sizes[exact.len()..];
        let p = 1.0 / regions as f64;
        let rest_rows: usize = rest.iter().sum();
        let rest_mean = rest_rows as f64 * p;
        let rest_sd = 1.1
            * (rest.iter().map(|&g| (g as f64) * (g as f64)).sum::<f64>() * p * (1.0 - p)).sqrt();
        let mut rng = SplitMix(0x5EED_0031_0006);
        let mut maxima = Vec::new();
        for _ in 0..CHANCE_TRIALS {
            let mut load = vec![0.0f64; regions];
            for &g in exact {
                load[rng.below(regions)] += g as f64;
            }
            if rest_rows > 0 {
                for l in &mut load {
                    *l += (rest_mean + rest_sd * rng.normal()).max(0.0);
                }
            }
            maxima.push(load.iter().copied().fold(0.0, f64::max));
        }
        maxima.sort_unstable_by(|a, b| b.total_cmp(a));
        maxima[CHANCE_RANK - 1]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]
        /// The simulation with integer sums gives the floating-point simulation's answer
        /// exactly, for few or many groups of any sizes.
        #[test]
        fn chance_max_rows_as_in_floating_point(
            sizes in proptest::collection::vec(1_usize..5_000, 0..400),
            regions in 0_usize..40,
        ) {
            let spread = Spread::of_sizes(sizes);
            proptest::prop_assert_eq!(
                spread.chance_max_rows(regions).to_bits(),
                chance_max_rows_in_floats(&spread.sizes, regions).to_bits()
            );
        }
    }

    /// Past [`CHANCE_EXACT_GROUPS`] groups (the rest drawn as a normal): the same answer.
    #[test]
    fn chance_max_rows_with_many_groups_as_in_floating_point() {
        let sizes = (0..CHANCE_EXACT_GROUPS + 3_000).map(|i| 1 + (i * 7919) % 13);
        let spread = Spread::of_sizes(sizes);
        assert_eq!(
            spread.chance_max_rows(16).to_bits(),
            chance_max_rows_in_floats(&spread.sizes, 16).to_bits()
        );
    }

    fn prop_oneof_units() -> impl proptest::strategy::Strategy<Value = usize> {
        use proptest::prelude::*;
        prop_oneof![8 => 0_usize..20, 1 => Just(usize::MAX), 1 => (usize::MAX - 5)..usize::MAX]
    }

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
            reversed_latest: false,
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
    fn an_invalid_split_list_comes_first_and_its_stand_in_region_is_not_judged() {
        // One stand-in region: had the list been valid, 2 regions of 40 and 0 would be
        // uneven and half empty; here it is the one region of all 40 rows.
        let balance = BalanceMetrics::from_counts(&[40]);
        let hot =
            crate::balance::write_hotspot(&[0; 40], 1, &(0..40).collect::<Vec<_>>(), 10.0).unwrap();
        let lints = [(Level::Error, "duplicate-keys"), (Level::Warning, "w")];
        let error = SplitError::DuplicateSplitKey {
            index: 2,
            text: "5".into(),
            first_index: 1,
            first_text: "5".into(),
            bytes: "5".into(),
        };
        let v = Verdict::of(&Evidence {
            lints: &lints,
            balance: &balance,
            hotspot: Some(&hot),
            split_error: Some(&error),
            ..Evidence::rows(40, 40)
        });
        assert_eq!(v.status, Status::Error);
        let codes: Vec<&str> = v.findings.iter().map(|f| f.kind.code()).collect();
        assert_eq!(codes, ["splits/invalid", "duplicate-keys", "w"]);
        assert_eq!(v.findings[0].severity, Level::Error);
        assert_eq!(
            v.findings[0].message(&En).unwrap(),
            "the split list is invalid, so the table is shown as one region and its balance, empty regions and write hotspot are not judged: split 2 ('5') gives the same bytes ('5') as split 1 ('5'): HBase requires unique split keys"
        );
        assert_eq!(
            v.findings[0].message(&Zh).unwrap(),
            "分区点列表无效，所以表按一个 Region 显示，其均衡度、空 Region 和写热点都未评判：第 2 个分区点（'5'）与第 1 个分区点（'5'）的字节相同（'5'）：HBase 要求分区键互不相同"
        );
        // Even with nothing else to say, an invalid list is an error.
        let alone = Verdict::of(&Evidence {
            split_error: Some(&error),
            ..Evidence::rows(0, 0)
        });
        assert_eq!(alone.findings[0].kind.code(), "splits/invalid");
        assert_eq!(alone.status, Status::Error);
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
