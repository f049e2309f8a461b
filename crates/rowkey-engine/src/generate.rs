//! Deterministic synthetic samples: a row count, a seed and one generator per column.
//!
//! Generation is pure: the same [`GeneratorSpec`] always gives the same [`Sample`], on every
//! platform. Each column draws from its own SplitMix64 stream, derived from the seed and the
//! column's position, so editing one column never changes another, and the first `n` rows
//! of a longer sample equal a sample of `n` rows.
//!
//! ```
//! use rowkey_engine::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec, generate};
//! use rowkey_engine::sample::SampleLimits;
//!
//! let spec = GeneratorSpec {
//!     rows: 3,
//!     seed: 42,
//!     columns: vec![
//!         ColumnSpec::new("id", ColumnGenerator::Sequence { start: 1, step: 1 }),
//!         ColumnSpec::new("kind", ColumnGenerator::Choice { options: vec!["a".into()] }),
//!     ],
//! };
//! let sample = generate(&spec, &SampleLimits::default()).unwrap();
//! assert_eq!(sample.to_rows(), [vec!["1", "a"], vec!["2", "a"], vec!["3", "a"]]);
//! ```

mod civil_time;
mod column;
mod column_de;
mod spec_de;
pub use column::validate as validate_column;
mod rng;
mod zipf;

use serde::Serialize;

use crate::error::GenerateError;
use crate::sample::{Cells, Sample, SampleLimits};

/// How a generated timestamp is written.
///
/// # Examples
///
/// ```
/// use rowkey_engine::generate::TimeFormat;
/// assert_eq!(TimeFormat::default(), TimeFormat::EpochMillis);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TimeFormat {
    /// Milliseconds since 1970-01-01 UTC, as HBase cell timestamps (`1452261353304`).
    #[default]
    EpochMillis,
    /// Whole seconds since 1970-01-01 UTC (`1452380400`), rounded down.
    EpochSeconds,
    /// `YYYY-MM-DD HH:MM:SS` in UTC (`2016-01-09 23:00:00`).
    DateTime,
}
crate::tagged::unit_enum_deserialize!(TimeFormat { EpochMillis = "epoch_millis", EpochSeconds = "epoch_seconds", DateTime = "date_time" });

/// How one column's values are made. Each variant's fields are its parameters.
///
/// In JSON a generator is an object with a `kind` (`"sequence"`, `"timestamp"`,
/// `"zipf_user"`, `"hex"`, `"phone"`, `"choice"`); omitted optional fields take their
/// defaults.
///
/// # Examples
///
/// ```
/// use rowkey_engine::generate::ColumnGenerator;
///
/// let g: ColumnGenerator = serde_json::from_str(r#"{"kind":"sequence","start":100}"#).unwrap();
/// assert_eq!(g, ColumnGenerator::Sequence { start: 100, step: 1 });
/// ```
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ColumnGenerator {
    /// `start`, `start + step`, `start + 2·step`, … as decimal text.
    Sequence {
        /// The first value (default 1).
        #[serde(default = "one")]
        start: i64,
        /// The difference between rows (default 1; may be negative).
        #[serde(default = "one")]
        step: i64,
    },
    /// Timestamps from `start_millis`, `interval_millis` apart, each moved by a uniform
    /// random offset in `-jitter_millis..=jitter_millis`.
    Timestamp {
        /// The first timestamp, in milliseconds since 1970-01-01 UTC.
        start_millis: i64,
        /// The step between rows in milliseconds (may be negative or 0).
        interval_millis: i64,
        /// The largest random offset in milliseconds (default 0: none).
        #[serde(default)]
        jitter_millis: u64,
        /// How the timestamp is written (default epoch milliseconds).
        #[serde(default)]
        format: TimeFormat,
    },
    /// Skewed user ids `prefix1` … `prefixN`: id `k` has probability proportional to
    /// `k^-exponent`, so user 1 is the hottest (exponent 0 is uniform; about 1 is Zipf's law).
    ZipfUser {
        /// How many distinct users (at least 1).
        users: u64,
        /// The skew, finite and at least 0, in thousandths ([`zipf_exponent`]: a design reads
        /// it so, and the editor keeps it so).
        exponent: f64,
        /// Text before the number (default none).
        #[serde(default)]
        prefix: String,
    },
    /// `len` random lowercase hex digits, like an MD5 prefix.
    Hex {
        /// Number of hex digits.
        len: usize,
    },
    /// Phone-like numbers: `prefix` and then `digits` random decimal digits.
    Phone {
        /// Fixed leading text (default `"1"`, as Chinese mobile numbers).
        #[serde(default = "phone_prefix")]
        prefix: String,
        /// Number of random digits (default 10).
        #[serde(default = "phone_digits")]
        digits: usize,
    },
    /// One of `options`, uniformly at random.
    Choice {
        /// The values to choose from (at least one).
        options: Vec<String>,
    },
}

/// A Zipf exponent as a design keeps it: rounded to thousandths (the nearest `f64` to
/// `k / 1000`). Such a value is written in at most a few digits and read back exactly by any
/// correct decimal reader, so a link or an autosave gives back the same design; finer steps
/// change no generated sample noticeably.
///
/// # Examples
///
/// ```
/// use rowkey_engine::generate::zipf_exponent;
/// assert_eq!(zipf_exponent(1.0999999999999999), 1.1);
/// assert_eq!(zipf_exponent(0.1 + 0.2), 0.3);
/// assert_eq!(zipf_exponent(0.8), 0.8);
/// assert!(zipf_exponent(f64::NAN).is_nan());
/// ```
#[must_use]
pub fn zipf_exponent(exponent: f64) -> f64 {
    (exponent * 1000.0).round() / 1000.0
}

fn one() -> i64 {
    1
}

fn phone_prefix() -> String {
    "1".to_owned()
}

fn phone_digits() -> usize {
    10
}

/// A named column and its generator.
///
/// # Examples
///
/// ```
/// use rowkey_engine::generate::{ColumnGenerator, ColumnSpec};
/// let c = ColumnSpec::new("md5", ColumnGenerator::Hex { len: 6 });
/// assert_eq!(c.name, "md5");
/// ```
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ColumnSpec {
    /// The column name (non-empty, unique in the spec).
    pub name: String,
    /// How its values are made.
    pub generator: ColumnGenerator,
}

impl ColumnSpec {
    /// A column spec from a name and a generator.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::generate::{ColumnGenerator, ColumnSpec};
    /// let c = ColumnSpec::new("n", ColumnGenerator::Sequence { start: 0, step: 2 });
    /// assert_eq!(c.generator, ColumnGenerator::Sequence { start: 0, step: 2 });
    /// ```
    #[must_use]
    pub fn new(name: impl Into<String>, generator: ColumnGenerator) -> Self {
        Self {
            name: name.into(),
            generator,
        }
    }
}

/// Everything needed to generate a sample: it is pure data, serialisable with serde.
///
/// # Examples
///
/// ```
/// use rowkey_engine::generate::GeneratorSpec;
///
/// let spec = GeneratorSpec::default();
/// let json = serde_json::to_string(&spec).unwrap();
/// assert_eq!(serde_json::from_str::<GeneratorSpec>(&json).unwrap(), spec);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GeneratorSpec {
    /// Number of rows to generate.
    pub rows: usize,
    /// The seed; the same seed gives the same sample.
    pub seed: u64,
    /// The columns, in order.
    pub columns: Vec<ColumnSpec>,
}

impl Default for GeneratorSpec {
    /// 1,000 rows of a sequential order id, a skewed user id over 1,000 users, a timestamp
    /// a minute apart with 30 s of jitter from 2016-01-09 23:00 UTC, and a phone number.
    fn default() -> Self {
        Self {
            rows: 1_000,
            seed: 42,
            columns: vec![
                ColumnSpec::new("order_id", ColumnGenerator::Sequence { start: 1, step: 1 }),
                ColumnSpec::new(
                    "user_id",
                    ColumnGenerator::ZipfUser {
                        users: 1_000,
                        exponent: 1.0,
                        prefix: "u".to_owned(),
                    },
                ),
                ColumnSpec::new(
                    "ts",
                    ColumnGenerator::Timestamp {
                        start_millis: 1_452_380_400_000,
                        interval_millis: 60_000,
                        jitter_millis: 30_000,
                        format: TimeFormat::EpochMillis,
                    },
                ),
                ColumnSpec::new(
                    "phone",
                    ColumnGenerator::Phone {
                        prefix: phone_prefix(),
                        digits: phone_digits(),
                    },
                ),
            ],
        }
    }
}

/// Generates the sample a spec describes, within `limits` (rows, columns, cells and field
/// length).
///
/// # Errors
///
/// A [`GenerateError`] naming the column and the value at fault: no columns, an empty or
/// repeated name, a limit exceeded, no users or options, a bad exponent, a field longer than
/// the field limit, or a sequence or timestamp leaving the 64-bit range.
///
/// # Examples
///
/// ```
/// use rowkey_engine::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec, generate};
/// use rowkey_engine::sample::SampleLimits;
///
/// let spec = GeneratorSpec {
///     rows: 1_000,
///     seed: 7,
///     columns: vec![ColumnSpec::new("md5", ColumnGenerator::Hex { len: 6 })],
/// };
/// let sample = generate(&spec, &SampleLimits::default()).unwrap();
/// assert_eq!(sample.row_count(), 1_000);
/// assert!(sample.iter_rows().all(|r| r.get(0).is_some_and(|v| v.len() == 6)));
/// assert_eq!(generate(&spec, &SampleLimits::default()).unwrap(), sample);
/// ```
pub fn generate(spec: &GeneratorSpec, limits: &SampleLimits) -> Result<Sample, GenerateError> {
    validate(spec, limits)?;
    let mut columns: Vec<column::ColumnState<'_>> = spec
        .columns
        .iter()
        .enumerate()
        .map(|(i, c)| column::ColumnState::new(&c.generator, spec.seed, i))
        .collect();
    let mut cells = Cells::with_capacity(spec.rows, columns.len(), spec.rows * 8 * columns.len());
    for row in 0..spec.rows {
        for column in &mut columns {
            cells.push_with(|out| column.write(row, out));
        }
        cells.end_row();
    }
    let names = spec.columns.iter().map(|c| c.name.clone()).collect();
    Ok(Sample::from_cells(names, cells))
}

fn validate(spec: &GeneratorSpec, limits: &SampleLimits) -> Result<(), GenerateError> {
    if spec.columns.is_empty() {
        return Err(GenerateError::NoColumns);
    }
    if spec.rows > limits.max_rows {
        return Err(GenerateError::TooManyRows {
            rows: spec.rows,
            limit: limits.max_rows,
        });
    }
    if spec.columns.len() > limits.max_columns {
        return Err(GenerateError::TooManyColumns {
            columns: spec.columns.len(),
            limit: limits.max_columns,
        });
    }
    let cells = spec.rows.saturating_mul(spec.columns.len());
    if cells > limits.max_cells {
        return Err(GenerateError::TooManyCells {
            cells,
            limit: limits.max_cells,
        });
    }
    for (i, column) in spec.columns.iter().enumerate() {
        if column.name.trim().is_empty() {
            return Err(GenerateError::EmptyColumnName {
                column_index: i + 1,
            });
        }
        if spec.columns[..i].iter().any(|c| c.name == column.name) {
            return Err(GenerateError::DuplicateColumnName {
                name: column.name.clone(),
            });
        }
        column::validate(&column.name, &column.generator, spec.rows, limits)?;
    }
    Ok(())
}

crate::wire::wire_json!(GeneratorSpec, GeneratorSpec::default());

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    fn spec(rows: usize, generator: ColumnGenerator) -> GeneratorSpec {
        GeneratorSpec {
            rows,
            seed: 1,
            columns: vec![ColumnSpec::new("c", generator)],
        }
    }

    fn values(spec: &GeneratorSpec) -> Vec<String> {
        generate(spec, &SampleLimits::default())
            .unwrap()
            .iter_rows()
            .map(|r| r.get(0).unwrap_or_default().to_owned())
            .collect()
    }

    #[test]
    fn columns_are_independent_and_prefixes_stable() {
        let long = GeneratorSpec {
            rows: 50,
            ..GeneratorSpec::default()
        };
        let mut short = long.clone();
        short.rows = 20;
        let long_sample = generate(&long, &SampleLimits::default()).unwrap();
        let short_sample = generate(&short, &SampleLimits::default()).unwrap();
        assert_eq!(&long_sample.to_rows()[..20], short_sample.to_rows());

        // Changing the first column leaves the others as they were.
        let mut edited = long.clone();
        edited.columns[0].generator = ColumnGenerator::Hex { len: 4 };
        let edited_sample = generate(&edited, &SampleLimits::default()).unwrap();
        for (a, b) in edited_sample.to_rows().iter().zip(long_sample.to_rows()) {
            assert_eq!(a[1..], b[1..]);
        }
        // Another seed gives other values.
        let mut reseeded = long;
        reseeded.seed = 43;
        assert_ne!(
            generate(&reseeded, &SampleLimits::default()).unwrap(),
            long_sample
        );
    }

    #[test]
    fn sequences_and_timestamps() {
        let s = spec(
            3,
            ColumnGenerator::Sequence {
                start: 10,
                step: -5,
            },
        );
        assert_eq!(values(&s), ["10", "5", "0"]);
        let s = spec(
            2,
            ColumnGenerator::Timestamp {
                start_millis: 1_452_380_400_000,
                interval_millis: 3_600_000,
                jitter_millis: 0,
                format: TimeFormat::DateTime,
            },
        );
        assert_eq!(values(&s), ["2016-01-09 23:00:00", "2016-01-10 00:00:00"]);
        let s = spec(
            1,
            ColumnGenerator::Timestamp {
                start_millis: 1_452_380_400_999,
                interval_millis: 0,
                jitter_millis: 0,
                format: TimeFormat::EpochSeconds,
            },
        );
        assert_eq!(values(&s), ["1452380400"]);
        let s = spec(
            500,
            ColumnGenerator::Timestamp {
                start_millis: 1_000,
                interval_millis: 0,
                jitter_millis: 10,
                format: TimeFormat::EpochMillis,
            },
        );
        let seen: HashSet<String> = values(&s).into_iter().collect();
        assert_eq!(seen.len(), 21);
        assert!(seen.contains("990") && seen.contains("1010"));
    }

    #[test]
    fn skewed_users_phones_hex_and_choices() {
        let s = spec(
            10_000,
            ColumnGenerator::ZipfUser {
                users: 100,
                exponent: 1.2,
                prefix: "u".into(),
            },
        );
        let users = values(&s);
        let hottest = users.iter().filter(|u| *u == "u1").count();
        let tenth = users.iter().filter(|u| *u == "u10").count();
        assert!(hottest > 10 * tenth, "{hottest} vs {tenth}");
        let s = spec(
            100,
            ColumnGenerator::Phone {
                prefix: "13".into(),
                digits: 9,
            },
        );
        assert!(values(&s).iter().all(|p| p.len() == 11
            && p.starts_with("13")
            && p.bytes().all(|b| b.is_ascii_digit())));
        let s = spec(100, ColumnGenerator::Hex { len: 33 });
        assert!(values(&s).iter().all(|h| {
            h.len() == 33
                && h.bytes()
                    .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
        }));
        let s = spec(
            300,
            ColumnGenerator::Choice {
                options: vec!["a".into(), "b".into(), "c".into()],
            },
        );
        let seen: HashSet<String> = values(&s).into_iter().collect();
        assert_eq!(seen.len(), 3);
        let s = spec(
            50,
            ColumnGenerator::ZipfUser {
                users: 3,
                exponent: 0.0,
                prefix: String::new(),
            },
        );
        assert!(
            values(&s)
                .iter()
                .all(|u| ["1", "2", "3"].contains(&u.as_str()))
        );
    }

    #[test]
    fn bad_specs_are_errors() {
        let limits = SampleLimits::default();
        let bad = |g| generate(&spec(2, g), &limits).unwrap_err();
        assert!(matches!(
            bad(ColumnGenerator::Choice { options: vec![] }),
            GenerateError::NoOptions { .. }
        ));
        assert!(matches!(
            bad(ColumnGenerator::ZipfUser {
                users: 0,
                exponent: 1.0,
                prefix: String::new()
            }),
            GenerateError::NoUsers { .. }
        ));
        assert!(matches!(
            bad(ColumnGenerator::ZipfUser {
                users: 5,
                exponent: f64::NAN,
                prefix: String::new()
            }),
            GenerateError::BadExponent { .. }
        ));
        assert!(matches!(
            bad(ColumnGenerator::Hex { len: 1 << 20 }),
            GenerateError::FieldTooLong { .. }
        ));
        assert!(matches!(
            bad(ColumnGenerator::Sequence {
                start: i64::MAX,
                step: 1
            }),
            GenerateError::OutOfRange { .. }
        ));
        assert!(matches!(
            bad(ColumnGenerator::Timestamp {
                start_millis: i64::MIN,
                interval_millis: 0,
                jitter_millis: 1,
                format: TimeFormat::EpochMillis
            }),
            GenerateError::OutOfRange { .. }
        ));
        let mut two = spec(1, ColumnGenerator::Hex { len: 1 });
        two.columns.push(two.columns[0].clone());
        assert_eq!(
            generate(&two, &limits).unwrap_err(),
            GenerateError::DuplicateColumnName { name: "c".into() }
        );
        let mut many = spec(limits.max_rows + 1, ColumnGenerator::Hex { len: 1 });
        assert!(matches!(
            generate(&many, &limits).unwrap_err(),
            GenerateError::TooManyRows { .. }
        ));
        many.columns.clear();
        assert_eq!(
            generate(&many, &limits).unwrap_err(),
            GenerateError::NoColumns
        );
    }
}
