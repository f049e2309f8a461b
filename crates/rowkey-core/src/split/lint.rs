//! Warnings about split points that do not suit the sample's keys.

use std::fmt;

use crate::key::RowKey;
use crate::region::RegionReport;
use crate::split::{SaltLayout, SplitAlgorithm, SplitSpec};

/// How serious a lint is.
///
/// # Examples
///
/// ```
/// use rowkey_core::split::Severity;
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

/// Which lint fired. [`SplitLintCode::as_str`] is a stable code the UI and tests can rely on.
///
/// # Examples
///
/// ```
/// use rowkey_core::split::SplitLintCode;
/// assert_eq!(SplitLintCode::EmptyRegions.as_str(), "split/empty-regions");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SplitLintCode {
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
    /// The key is salted but the splits do not start with bucket prefixes.
    SplitsIgnoreSalt,
    /// The key is salted with more buckets than there are regions.
    FewerRegionsThanBuckets,
}

impl SplitLintCode {
    /// The stable code.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::split::SplitLintCode;
    /// assert_eq!(SplitLintCode::SplitsIgnoreSalt.as_str(), "split/ignores-salt");
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
        }
    }
}

/// One finding: severity, stable code, a one-line message and a suggested fix.
///
/// # Examples
///
/// ```
/// use rowkey_core::RowKey;
/// use rowkey_core::region::RegionReport;
/// use rowkey_core::split::{SaltLayout, Severity, SplitSpec, lint_splits};
///
/// let keys = [RowKey::new(vec![0, b'x']), RowKey::new(vec![1, b'y'])];
/// let spec = SplitSpec::None;
/// let report = RegionReport::build(&keys, &spec.resolve().unwrap());
/// let lints = lint_splits(&keys, &spec, &report, Some(&SaltLayout::Byte { buckets: 2 }));
/// assert_eq!(lints[0].code.as_str(), "split/fewer-regions-than-buckets");
/// assert_eq!(lints[0].severity, Severity::Info);
/// assert_eq!(lints[0].fix, "Pre-split into 2 regions, one per bucket.");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitLint {
    /// How serious it is.
    pub severity: Severity,
    /// Which lint fired.
    pub code: SplitLintCode,
    /// What is wrong, in one line.
    pub message: String,
    /// What to do about it.
    pub fix: String,
}

/// Checks split points against the sample's keys.
///
/// `keys` are the sample's row keys, `spec` how the table is split, `report` the regions those
/// splits make for these keys, and `salt` the key's salted or hashed leading part, if any.
///
/// # Examples
///
/// ```
/// use rowkey_core::RowKey;
/// use rowkey_core::region::RegionReport;
/// use rowkey_core::split::{SplitAlgorithm, SplitSpec, lint_splits};
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
pub fn lint_splits(
    keys: &[RowKey],
    spec: &SplitSpec,
    report: &RegionReport,
    salt: Option<&SaltLayout>,
) -> Vec<SplitLint> {
    let mut lints = Vec::new();
    empty_regions(keys, report, &mut lints);
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
        } => printable_keys(keys, "UniformSplit", &mut lints),
        SplitSpec::KeyRange { .. } => printable_keys(keys, "Bytes.split", &mut lints),
        _ => {}
    }
    if let Some(salt) = salt {
        salt_lints(spec, report, salt, &mut lints);
    }
    lints
}

fn empty_regions(keys: &[RowKey], report: &RegionReport, lints: &mut Vec<SplitLint>) {
    if keys.is_empty() {
        return;
    }
    let empty: Vec<usize> = report
        .regions
        .iter()
        .filter(|r| r.row_count == 0)
        .map(|r| r.index + 1)
        .collect();
    if empty.is_empty() {
        return;
    }
    let listed: Vec<String> = empty.iter().take(8).map(usize::to_string).collect();
    let more = if empty.len() > 8 { ", …" } else { "" };
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::EmptyRegions,
        message: format!(
            "{} of {} regions hold none of the sample's rows ({} {}{more}, counting from 1)",
            empty.len(),
            report.regions.len(),
            if empty.len() == 1 {
                "region"
            } else {
                "regions"
            },
            listed.join(", ")
        ),
        fix: "Put the split points where the keys are: use the splits suggested from the sample, \
              or a SPLITALGO that matches the key's leading characters."
            .into(),
    });
}

/// The first 8 bytes of a key: what HexStringSplit and DecimalStringSplit boundaries compare.
fn lead(key: &RowKey) -> &[u8] {
    let bytes = key.as_bytes();
    bytes.get(..8).unwrap_or(bytes)
}

fn example(key: Option<&RowKey>) -> String {
    key.map(|k| format!(" (e.g. '{}')", k.to_string_binary()))
        .unwrap_or_default()
}

fn hex_keys(keys: &[RowKey], lints: &mut Vec<SplitLint>) {
    let is_lower_hex = |b: &u8| matches!(b, b'0'..=b'9' | b'a'..=b'f');
    let is_any_hex = |b: &u8| b.is_ascii_hexdigit();
    let non_hex: Vec<&RowKey> = keys
        .iter()
        .filter(|k| !lead(k).iter().all(is_any_hex))
        .collect();
    let upper: Vec<&RowKey> = keys
        .iter()
        .filter(|k| lead(k).iter().all(is_any_hex) && !lead(k).iter().all(is_lower_hex))
        .collect();
    if !upper.is_empty() {
        lints.push(SplitLint {
            severity: Severity::Warning,
            code: SplitLintCode::HexUppercaseKeys,
            message: format!(
                "{} of {} sample keys start with UPPERCASE hex{}: HexStringSplit's boundaries are \
                 lowercase, and 'A'-'F' sort between '9' and 'a', so these keys crowd into a few regions",
                upper.len(),
                keys.len(),
                example(upper.first().copied())
            ),
            fix: "Write the hex part in lowercase (as md5 hex usually is), or give SPLITS with \
                  uppercase boundaries."
                .into(),
        });
    }
    if !non_hex.is_empty() {
        lints.push(SplitLint {
            severity: Severity::Warning,
            code: SplitLintCode::HexNonHexKeys,
            message: format!(
                "{} of {} sample keys do not start with 8 hex characters{}: HexStringSplit only \
                 balances keys that begin with a uniform hex string such as an md5 prefix",
                non_hex.len(),
                keys.len(),
                example(non_hex.first().copied())
            ),
            fix: "Put a hex hash first in the key, or use DecimalStringSplit for digits, or \
                  SPLITS suggested from the sample."
                .into(),
        });
    }
}

fn decimal_keys(keys: &[RowKey], lints: &mut Vec<SplitLint>) {
    let non_digit: Vec<&RowKey> = keys
        .iter()
        .filter(|k| !lead(k).iter().all(u8::is_ascii_digit))
        .collect();
    if non_digit.is_empty() {
        return;
    }
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::DecimalNonDigitKeys,
        message: format!(
            "{} of {} sample keys do not start with 8 decimal digits{}: DecimalStringSplit's \
             boundaries are 8-digit numbers, so these keys land in the wrong regions",
            non_digit.len(),
            keys.len(),
            example(non_digit.first().copied())
        ),
        fix: "Start the key with a zero-padded number, or use HexStringSplit for hex, or SPLITS \
              suggested from the sample."
            .into(),
    });
}

fn printable_keys(keys: &[RowKey], what: &str, lints: &mut Vec<SplitLint>) {
    if keys.is_empty() {
        return;
    }
    let printable = keys
        .iter()
        .filter(|k| {
            k.as_bytes()
                .first()
                .is_some_and(|b| (0x20..=0x7E).contains(b))
        })
        .count();
    // At least nine keys in ten start with a printable character.
    if printable * 10 < keys.len() * 9 {
        return;
    }
    lints.push(SplitLint {
        severity: Severity::Warning,
        code: SplitLintCode::UniformPrintableKeys,
        message: format!(
            "{printable} of {} sample keys start with a printable character, but {what} cuts the \
             byte range evenly: printable keys use only a few byte values (hex text skips \
             0x3A-0x60), so the regions come out lumpy",
            keys.len()
        ),
        fix: "Use HexStringSplit or DecimalStringSplit for text keys, or SPLITS suggested from \
              the sample."
            .into(),
    });
}

fn salt_lints(
    spec: &SplitSpec,
    report: &RegionReport,
    salt: &SaltLayout,
    lints: &mut Vec<SplitLint>,
) {
    let buckets = salt.bucket_count();
    let splits: Vec<&RowKey> = report.regions.iter().skip(1).map(|r| &r.start).collect();
    let outside: Vec<&RowKey> = splits
        .iter()
        .copied()
        .filter(|k| salt.bucket_of(k.as_bytes()).is_none())
        .collect();
    let salted_spec = matches!(spec, SplitSpec::SaltBuckets { .. });
    if !outside.is_empty() && !salted_spec {
        lints.push(SplitLint {
            severity: Severity::Warning,
            code: SplitLintCode::SplitsIgnoreSalt,
            message: format!(
                "{} of {} split points do not start with a salt bucket{}: the key begins with a \
                 bucket prefix, so these splits do not separate the buckets",
                outside.len(),
                splits.len(),
                example(outside.first().copied())
            ),
            fix: "Split at the bucket prefixes (use the splits suggested for the salted key)."
                .into(),
        });
    }
    let regions = u64::try_from(report.regions.len()).unwrap_or(u64::MAX);
    if regions < buckets {
        let even = buckets % regions.max(1) == 0;
        lints.push(SplitLint {
            severity: if even {
                Severity::Info
            } else {
                Severity::Warning
            },
            code: SplitLintCode::FewerRegionsThanBuckets,
            message: if even {
                format!(
                    "the key has {buckets} salt buckets but the table only {regions} regions: \
                     each region holds {} buckets",
                    buckets / regions.max(1)
                )
            } else {
                format!(
                    "the key has {buckets} salt buckets but the table only {regions} regions, \
                     which do not divide them evenly: some regions take more writes"
                )
            },
            fix: format!("Pre-split into {buckets} regions, one per bucket."),
        });
    }
}
