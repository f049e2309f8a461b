//! Warnings about split points that do not suit the sample's keys.

use std::fmt;

use crate::key::{KeyList, RowKey, with_packed};
use crate::region::RegionReport;
use crate::split::{SaltLayout, SplitAlgorithm, SplitSpec};
use rowkey_kernels::lead::{LeadTest, Tally};

/// How serious a lint is.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::Severity;
/// assert!(Severity::Warning > Severity::Info);
/// assert_eq!(Severity::Warning.to_string(), "warning");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Severity {
    /// Worth knowing; nothing is wrong.
    Info,
    /// Likely to hurt: unbalanced or hot regions.
    Warning,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Info => "info",
            Self::Warning => "warning",
        })
    }
}

/// Which lint fired, without its values: what a preset expects and what a test compares.
/// [`SplitLintKind::as_str`] is a stable code the UI, the report and tests rely on.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::SplitLintKind;
/// assert_eq!(SplitLintKind::EmptyRegions.as_str(), "split/empty-regions");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SplitLintKind {
    /// Some regions hold no sample rows.
    EmptyRegions,
    /// HexStringSplit, but sample keys start with uppercase hex.
    HexUppercaseKeys,
    /// HexStringSplit, but sample keys do not start with hex.
    HexNonHexKeys,
    /// DecimalStringSplit, but sample keys do not start with digits.
    DecimalNonDigitKeys,
    /// UniformSplit or `Bytes.split` on printable keys.
    UniformPrintableKeys,
    /// The key is salted (or hashed) but the splits do not start with bucket prefixes.
    SplitsIgnoreSalt,
    /// The key is salted with more buckets than there are regions.
    FewerRegionsThanBuckets,
    /// A split point typed with white space at its start or end, which HBase keeps as bytes
    /// of the split key ([`trimmed_splits`] is the one-click fix).
    WhitespaceInSplitPoint,
}

impl SplitLintKind {
    /// The stable code.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitLintKind;
    /// assert_eq!(SplitLintKind::SplitsIgnoreSalt.as_str(), "split/ignores-salt");
    /// ```
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::EmptyRegions => "split/empty-regions",
            Self::HexUppercaseKeys => "split/hex-uppercase-keys",
            Self::HexNonHexKeys => "split/hex-non-hex-keys",
            Self::DecimalNonDigitKeys => "split/decimal-non-digit-keys",
            Self::UniformPrintableKeys => "split/uniform-printable-keys",
            Self::SplitsIgnoreSalt => "split/ignores-salt",
            Self::FewerRegionsThanBuckets => "split/fewer-regions-than-buckets",
            Self::WhitespaceInSplitPoint => "split/whitespace",
        }
    }
}

/// The splitter that cuts the key space in equal byte ranges, as
/// [`SplitLintCode::UniformPrintableKeys`] names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EvenSplitter {
    /// `RegionSplitter`'s UniformSplit (`NUMREGIONS` with `SPLITALGO => 'UniformSplit'`).
    UniformSplit,
    /// `Bytes.split` (`Admin.createTable(desc, start, end, n)`).
    BytesSplit,
}
crate::wire::wire_enum!(EvenSplitter {
    UniformSplit,
    BytesSplit
});

impl EvenSplitter {
    /// Its name in HBase's code: `UniformSplit` or `Bytes.split`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::UniformSplit => "UniformSplit",
            Self::BytesSplit => "Bytes.split",
        }
    }
}

/// Which lint fired, with the values its sentence needs (the catalogue renders it).
/// [`SplitLintCode::as_str`] is the stable code of its [`kind`](SplitLintCode::kind).
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{SplitLintCode, SplitLintKind};
/// let code = SplitLintCode::EmptyRegions { empty: 1, regions: 4, listed: vec![4] };
/// assert_eq!(code.as_str(), "split/empty-regions");
/// assert_eq!(code.kind(), SplitLintKind::EmptyRegions);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SplitLintCode {
    /// `empty` of the `regions` regions hold no sample rows; `listed` are the first (at most
    /// 8) of them, numbered from 1.
    EmptyRegions {
        /// Regions without a sample row.
        empty: usize,
        /// All regions.
        regions: usize,
        /// The first empty regions' numbers (1-based), at most 8.
        listed: Vec<usize>,
    },
    /// HexStringSplit, but `count` of the `keys` sample keys start with uppercase hex.
    HexUppercaseKeys {
        /// Keys that do.
        count: usize,
        /// All sample keys.
        keys: usize,
        /// The first such key.
        example: Option<RowKey>,
    },
    /// HexStringSplit, but `count` of the `keys` sample keys do not start with hex.
    HexNonHexKeys {
        /// Keys that do not.
        count: usize,
        /// All sample keys.
        keys: usize,
        /// The first such key.
        example: Option<RowKey>,
    },
    /// DecimalStringSplit, but `count` of the `keys` sample keys do not start with digits.
    DecimalNonDigitKeys {
        /// Keys that do not.
        count: usize,
        /// All sample keys.
        keys: usize,
        /// The first such key.
        example: Option<RowKey>,
    },
    /// UniformSplit or `Bytes.split`, but `printable` of the `keys` sample keys (nine in ten
    /// or more) start with a printable character.
    UniformPrintableKeys {
        /// Keys that start with a printable character.
        printable: usize,
        /// All sample keys.
        keys: usize,
        /// Which splitter.
        splitter: EvenSplitter,
    },
    /// The key is salted, but `outside` of the `splits` split points neither start with a
    /// bucket prefix nor fall between two buckets.
    SplitsIgnoreSalt {
        /// Split points that cut inside a bucket.
        outside: usize,
        /// All split points.
        splits: usize,
        /// The first of them.
        example: Option<RowKey>,
    },
    /// The key starts with an md5 hex prefix, but `outside` of the `splits` split points do
    /// not start with lowercase hex (same stable code as [`Self::SplitsIgnoreSalt`]).
    SplitsIgnoreHash {
        /// Split points outside the hex space.
        outside: usize,
        /// All split points.
        splits: usize,
        /// The first of them.
        example: Option<RowKey>,
    },
    /// More salt buckets than regions, and every region holds `per_region` whole buckets.
    FewerRegionsEven {
        /// Salt buckets.
        buckets: u64,
        /// Regions.
        regions: u64,
        /// Buckets in each region.
        per_region: u64,
    },
    /// More salt buckets than regions, and the regions hold different numbers of buckets.
    FewerRegionsUneven {
        /// Salt buckets.
        buckets: u64,
        /// Regions.
        regions: u64,
        /// Buckets in each of the first (at most 8) regions; a bucket cut by a split point
        /// counts in both.
        listed: Vec<u64>,
        /// The most buckets a region holds.
        most: u64,
        /// The fewest.
        least: u64,
        /// The first (at most 8) divisors of `buckets`, in increasing order.
        divisors: Vec<u64>,
        /// Whether `buckets` has more divisors than `divisors` lists.
        more_divisors: bool,
    },
    /// More salt buckets than regions, but bucket numbers of different widths: no region
    /// holds whole buckets.
    FewerRegionsVariable {
        /// Salt buckets.
        buckets: u64,
        /// Regions.
        regions: u64,
    },
    /// `count` split points start or end with a space or a tab; the first is split number
    /// `first` (1-based), typed as `typed`.
    WhitespaceInSplitPoint {
        /// Split points with white space at an end.
        count: usize,
        /// The first one's number, from 1.
        first: usize,
        /// The first one as typed.
        typed: String,
    },
}

impl SplitLintCode {
    /// Which lint this is, without its values.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::{SplitLintCode, SplitLintKind};
    /// let code = SplitLintCode::FewerRegionsVariable { buckets: 12, regions: 3 };
    /// assert_eq!(code.kind(), SplitLintKind::FewerRegionsThanBuckets);
    /// ```
    #[must_use]
    pub fn kind(&self) -> SplitLintKind {
        match self {
            Self::EmptyRegions { .. } => SplitLintKind::EmptyRegions,
            Self::HexUppercaseKeys { .. } => SplitLintKind::HexUppercaseKeys,
            Self::HexNonHexKeys { .. } => SplitLintKind::HexNonHexKeys,
            Self::DecimalNonDigitKeys { .. } => SplitLintKind::DecimalNonDigitKeys,
            Self::UniformPrintableKeys { .. } => SplitLintKind::UniformPrintableKeys,
            Self::SplitsIgnoreSalt { .. } | Self::SplitsIgnoreHash { .. } => {
                SplitLintKind::SplitsIgnoreSalt
            }
            Self::FewerRegionsEven { .. }
            | Self::FewerRegionsUneven { .. }
            | Self::FewerRegionsVariable { .. } => SplitLintKind::FewerRegionsThanBuckets,
            Self::WhitespaceInSplitPoint { .. } => SplitLintKind::WhitespaceInSplitPoint,
        }
    }

    /// The stable code of its kind.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::split::SplitLintCode;
    /// let code = SplitLintCode::SplitsIgnoreHash { outside: 1, splits: 2, example: None };
    /// assert_eq!(code.as_str(), "split/ignores-salt");
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &'static str {
        self.kind().as_str()
    }
}

crate::wire::wire_enum!(SplitLintCode {
    EmptyRegions { empty, regions, listed },
    HexUppercaseKeys { count, keys, example },
    HexNonHexKeys { count, keys, example },
    DecimalNonDigitKeys { count, keys, example },
    UniformPrintableKeys { printable, keys, splitter },
    SplitsIgnoreSalt { outside, splits, example },
    SplitsIgnoreHash { outside, splits, example },
    FewerRegionsEven { buckets, regions, per_region },
    FewerRegionsUneven { buckets, regions, listed, most, least, divisors, more_divisors },
    FewerRegionsVariable { buckets, regions },
    WhitespaceInSplitPoint { count, first, typed },
});

/// One finding: severity and the lint with its values. The catalogue (`rowkey_core::i18n`)
/// renders its message and its fix.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::RegionReport;
/// use rowkey_engine::split::{SaltLayout, Severity, SplitLintCode, SplitSpec, lint_splits};
///
/// let keys = [RowKey::new(vec![0, b'x']), RowKey::new(vec![1, b'y'])];
/// let spec = SplitSpec::None;
/// let report = RegionReport::build(&keys, &spec.resolve().unwrap());
/// let lints = lint_splits(&keys, &spec, &report, Some(&SaltLayout::Byte { buckets: 2 }));
/// assert_eq!(lints[0].code.as_str(), "split/fewer-regions-than-buckets");
/// assert_eq!(lints[0].severity, Severity::Info);
/// assert_eq!(
///     lints[0].code,
///     SplitLintCode::FewerRegionsEven { buckets: 2, regions: 1, per_region: 2 }
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitLint {
    /// How serious it is.
    pub severity: Severity,
    /// Which lint fired, with its values.
    pub code: SplitLintCode,
}
crate::wire::wire_enum!(Severity { Info, Warning });
crate::wire::wire_struct!(SplitLint { severity, code });

/// Checks split points against the sample's keys.
///
/// `keys` are the sample's row keys, `spec` how the table is split, `report` the regions those
/// splits make for these keys, and `salt` the key's salted or hashed leading part, if any.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::region::RegionReport;
/// use rowkey_engine::split::{SplitAlgorithm, SplitSpec, lint_splits};
///
/// // Decimal ids under HexStringSplit: every key is below "33333333" or so, so regions sit empty.
/// let keys: Vec<RowKey> = (0..100).map(|i| RowKey::from(format!("{i:05}").as_str())).collect();
/// let spec = SplitSpec::NumRegions {
///     algorithm: SplitAlgorithm::HexString, num_regions: 5, first_row: None, last_row: None,
/// };
/// let report = RegionReport::build(&keys, &spec.resolve().unwrap());
/// let codes: Vec<&str> = lint_splits(&keys, &spec, &report, None).iter().map(|l| l.code.as_str()).collect();
/// assert_eq!(codes, ["split/empty-regions"]);
/// ```
#[must_use]
pub fn lint_splits<K: KeyList + ?Sized>(
    keys: &K,
    spec: &SplitSpec,
    report: &RegionReport,
    salt: Option<&SaltLayout>,
) -> Vec<SplitLint> {
    let mut lints = Vec::new();
    whitespace(spec, &mut lints);
    if keys.key_count() > 0 {
        empty_regions(report, &mut lints);
    }
    match spec {
        SplitSpec::NumRegions {
            algorithm: SplitAlgorithm::HexString,
            ..
        } => hex_keys(keys, &mut lints),
        SplitSpec::NumRegions {
            algorithm: SplitAlgorithm::DecimalString,
            ..
        } => decimal_keys(keys, &mut lints),
        SplitSpec::NumRegions {
            algorithm: SplitAlgorithm::Uniform,
            ..
        } => printable_keys(keys, EvenSplitter::UniformSplit, &mut lints),
        SplitSpec::KeyRange { .. } => printable_keys(keys, EvenSplitter::BytesSplit, &mut lints),
        _ => {}
    }
    if let Some(salt) = salt {
        salt_lints(spec, report, salt, &mut lints);
    }
    lints
}

/// White space a split point may start or end with by mistake (as typed, or in a file).
const SPLIT_BLANKS: [char; 2] = [' ', '\t'];

/// The split points as typed: an explicit list's, or a split file's lines (without their
/// line ends, as [`SplitSpec::resolve`] reads them); `None` for the other kinds.
fn typed_points(spec: &SplitSpec) -> Option<Vec<&str>> {
    match spec {
        SplitSpec::Explicit { splits } => Some(splits.iter().map(String::as_str).collect()),
        SplitSpec::File { text } => Some(
            text.lines()
                .map(|line| line.strip_suffix('\r').unwrap_or(line))
                .collect(),
        ),
        _ => None,
    }
}

/// The same split list with the spaces and tabs at the start and end of each point removed,
/// or `None` when no point has any (or the list is not typed: generated points have none).
/// A point that was only white space stays as typed (trimming it would make it empty, which
/// HBase refuses): the lint points it out.
///
/// # Examples
///
/// ```
/// use rowkey_engine::split::{SplitSpec, trimmed_splits};
/// let typed = SplitSpec::Explicit { splits: vec!["40000000 ".into(), " 80000000".into()] };
/// assert_eq!(
///     trimmed_splits(&typed),
///     Some(SplitSpec::Explicit { splits: vec!["40000000".into(), "80000000".into()] })
/// );
/// let file = SplitSpec::File { text: "a\r\n\tb\r\n".into() };
/// assert_eq!(trimmed_splits(&file), Some(SplitSpec::File { text: "a\nb\n".into() }));
/// assert_eq!(trimmed_splits(&SplitSpec::Explicit { splits: vec!["a b".into()] }), None);
/// ```
#[must_use]
pub fn trimmed_splits(spec: &SplitSpec) -> Option<SplitSpec> {
    let points = typed_points(spec)?;
    let trim = |p: &str| {
        let t = p.trim_matches(SPLIT_BLANKS);
        if t.is_empty() {
            p.to_owned()
        } else {
            t.to_owned()
        }
    };
    if points.iter().all(|p| trim(p) == *p) {
        return None;
    }
    let trimmed: Vec<String> = points.iter().map(|p| trim(p)).collect();
    Some(match spec {
        SplitSpec::File { .. } => SplitSpec::File {
            text: trimmed.iter().map(|p| format!("{p}\n")).collect(),
        },
        _ => SplitSpec::Explicit { splits: trimmed },
    })
}

/// Split points that start or end with a space or a tab: HBase keeps those bytes.
fn whitespace(spec: &SplitSpec, lints: &mut Vec<SplitLint>) {
    let Some(points) = typed_points(spec) else {
        return;
    };
    let blank: Vec<(usize, &str)> = points
        .iter()
        .enumerate()
        .filter(|(_, p)| p.starts_with(SPLIT_BLANKS) || p.ends_with(SPLIT_BLANKS))
        .map(|(i, p)| (i + 1, *p))
        .collect();
    let Some(&(first, text)) = blank.first() else {
        return;
    };
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::WhitespaceInSplitPoint {
            count: blank.len(),
            first,
            typed: text.to_owned(),
        },
    });
}

fn empty_regions(report: &RegionReport, lints: &mut Vec<SplitLint>) {
    let empty: Vec<usize> = report
        .regions
        .iter()
        .filter(|r| r.row_count == 0)
        .map(|r| r.index + 1)
        .collect();
    if empty.is_empty() {
        return;
    }
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::EmptyRegions {
            empty: empty.len(),
            regions: report.regions.len(),
            listed: empty.iter().take(8).copied().collect(),
        },
    });
}

/// A key to show as an example.
fn example(key: Option<&[u8]>) -> Option<RowKey> {
    key.map(RowKey::from)
}

/// How many keys' leads pass `test`, and the first of them (counted in one pass, without
/// collecting the keys).
fn tally<K: KeyList + ?Sized>(keys: &K, test: LeadTest) -> (usize, Option<&[u8]>) {
    let Tally { count, first } =
        with_packed(keys, |packed| rowkey_kernels::lead::tally(packed, test));
    (count, first.and_then(|i| keys.key_bytes(i)))
}

fn hex_keys<K: KeyList + ?Sized>(keys: &K, lints: &mut Vec<SplitLint>) {
    let [non_hex, upper] = with_packed(keys, rowkey_kernels::lead::tally_hex);
    let example_of = |t: Tally| (t.count, t.first.and_then(|i| keys.key_bytes(i)));
    let (non_hex, upper) = (example_of(non_hex), example_of(upper));
    if upper.0 > 0 {
        lints.push(SplitLint {
            severity: Severity::Warning,
            code: SplitLintCode::HexUppercaseKeys {
                count: upper.0,
                keys: keys.key_count(),
                example: example(upper.1),
            },
        });
    }
    if non_hex.0 > 0 {
        lints.push(SplitLint {
            severity: Severity::Warning,
            code: SplitLintCode::HexNonHexKeys {
                count: non_hex.0,
                keys: keys.key_count(),
                example: example(non_hex.1),
            },
        });
    }
}

fn decimal_keys<K: KeyList + ?Sized>(keys: &K, lints: &mut Vec<SplitLint>) {
    let non_digit = tally(keys, LeadTest::NotDecimal);
    if non_digit.0 == 0 {
        return;
    }
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::DecimalNonDigitKeys {
            count: non_digit.0,
            keys: keys.key_count(),
            example: example(non_digit.1),
        },
    });
}

fn printable_keys<K: KeyList + ?Sized>(
    keys: &K,
    splitter: EvenSplitter,
    lints: &mut Vec<SplitLint>,
) {
    let count = keys.key_count();
    if count == 0 {
        return;
    }
    let printable = keys
        .key_iter()
        .filter(|k| k.first().is_some_and(|b| (0x20..=0x7E).contains(b)))
        .count();
    // At least nine keys in ten start with a printable character.
    if printable * 10 < count * 9 {
        return;
    }
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::UniformPrintableKeys {
            printable,
            keys: count,
            splitter,
        },
    });
}

/// The most bucket prefixes the split lints list one by one; a salt with more buckets is
/// judged by [`SaltLayout::bucket_of`] alone.
const MAX_LISTED_BUCKETS: u64 = 65_536;

fn salt_lints(
    spec: &SplitSpec,
    report: &RegionReport,
    salt: &SaltLayout,
    lints: &mut Vec<SplitLint>,
) {
    let splits: Vec<&RowKey> = report.regions.iter().skip(1).map(|r| &r.start).collect();
    if let SaltLayout::HexText { chars } = *salt {
        // A hash prefix is not a salt: a read computes it, so nothing fans out over its
        // values, and any split inside the hex space is a good one.
        hash_splits(&splits, chars, lints);
        return;
    }
    let buckets = salt.bucket_count();
    let prefixes: Option<Vec<RowKey>> = (buckets <= MAX_LISTED_BUCKETS).then(|| {
        let mut p: Vec<RowKey> = (0..buckets).map(|b| salt.bucket_prefix(b)).collect();
        p.sort();
        p
    });
    let outside: Vec<&RowKey> = splits
        .iter()
        .copied()
        .filter(|k| match &prefixes {
            Some(p) => !separates_buckets(k.as_bytes(), p),
            None => salt.bucket_of(k.as_bytes()).is_none(),
        })
        .collect();
    let salted_spec = matches!(spec, SplitSpec::SaltBuckets { .. });
    if !outside.is_empty() && !salted_spec {
        lints.push(SplitLint {
            severity: Severity::Warning,
            code: SplitLintCode::SplitsIgnoreSalt {
                outside: outside.len(),
                splits: splits.len(),
                example: outside.first().map(|k| (*k).clone()),
            },
        });
    }
    let regions = u64::try_from(report.regions.len()).unwrap_or(u64::MAX);
    if regions >= buckets {
        return;
    }
    let fixed = prefixes
        .as_ref()
        .is_some_and(|p| p.iter().all(|k| k.len() == p[0].len()));
    let counts: Option<Vec<u64>> = prefixes
        .as_ref()
        .filter(|_| fixed)
        .map(|p| buckets_per_region(report, p));
    let Some(counts) = counts else {
        // Bucket numbers of different widths ("1", "10", "100"): one is a prefix of
        // another, so no region holds whole buckets.
        lints.push(SplitLint {
            severity: Severity::Warning,
            code: SplitLintCode::FewerRegionsVariable { buckets, regions },
        });
        return;
    };
    let most = counts.iter().copied().max().unwrap_or(0);
    let least = counts.iter().copied().min().unwrap_or(0);
    let whole = counts.iter().sum::<u64>() == buckets;
    if most == least && whole {
        lints.push(SplitLint {
            severity: Severity::Info,
            code: SplitLintCode::FewerRegionsEven {
                buckets,
                regions,
                per_region: most,
            },
        });
        return;
    }
    let all: Vec<u64> = (1..=buckets).filter(|d| buckets % d == 0).collect();
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::FewerRegionsUneven {
            buckets,
            regions,
            listed: counts.iter().take(8).copied().collect(),
            most,
            least,
            divisors: all.iter().take(8).copied().collect(),
            more_divisors: all.len() > 8,
        },
    });
}

/// Whether a split point between salted keys keeps every bucket's keys on one side or cuts
/// inside one bucket: it starts with a bucket's prefix, or it falls between two buckets (some
/// bucket prefix sorts before it, some after, and none is a prefix of it). `prefixes` are
/// sorted.
fn separates_buckets(split: &[u8], prefixes: &[RowKey]) -> bool {
    if prefixes.iter().any(|p| split.starts_with(p.as_bytes())) {
        return true;
    }
    let below = prefixes.iter().any(|p| p.as_bytes() < split);
    let above = prefixes.iter().any(|p| p.as_bytes() > split);
    below && above
}

/// How many buckets each region holds: a bucket whose keys (its prefix followed by anything)
/// reach into a region counts there, so a bucket cut by a split point counts in both.
fn buckets_per_region(report: &RegionReport, prefixes: &[RowKey]) -> Vec<u64> {
    report
        .regions
        .iter()
        .enumerate()
        .map(|(i, region)| {
            let end = report.regions.get(i + 1).map(|r| r.start.as_bytes());
            let start = region.start.as_bytes();
            let count = prefixes
                .iter()
                .filter(|p| {
                    let p = p.as_bytes();
                    // Some key p + tail is >= start: p >= start, or start begins with p.
                    let reaches_start = p >= start || start.starts_with(p);
                    // Some key p + tail is < end: p itself.
                    let before_end = end.is_none_or(|e| p < e);
                    reaches_start && before_end
                })
                .count();
            u64::try_from(count).unwrap_or(u64::MAX)
        })
        .collect()
}

/// Split points under an md5 hex prefix: good when their leading characters are lowercase
/// hex, which is all the prefix ever writes.
fn hash_splits(splits: &[&RowKey], chars: u8, lints: &mut Vec<SplitLint>) {
    let lead = usize::from(chars.min(15));
    let outside: Vec<&RowKey> = splits
        .iter()
        .copied()
        .filter(|k| {
            let b = k.as_bytes();
            b.is_empty()
                || !b[..b.len().min(lead)]
                    .iter()
                    .all(|c| matches!(c, b'0'..=b'9' | b'a'..=b'f'))
        })
        .collect();
    if outside.is_empty() {
        return;
    }
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::SplitsIgnoreHash {
            outside: outside.len(),
            splits: splits.len(),
            example: outside.first().map(|k| (*k).clone()),
        },
    });
}
