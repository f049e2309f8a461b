//! The view model of the playground page: [`Inputs`] (everything the user chose) in,
//! [`Analysis`] (everything the page shows, already computed) out.
//!
//! [`analyze`] never fails: a problem with one input (a parse error in the pasted text, an
//! invalid recipe part, a bad split list) is carried inside the [`Analysis`] next to the
//! field it belongs to, and the rest of the page still gets a result.
//!
//! The sorted view of a large sample is not formatted up front: [`Analysis::line`] and
//! [`Analysis::row_view`] build the display strings of one row on demand, so a virtualised
//! table only pays for the rows it shows.
//!
//! # Examples
//!
//! ```
//! use rowkey_core::analysis::{analyze, FormatChoice, Inputs, SampleSource};
//! use rowkey_core::sample::SampleFormat;
//! use rowkey_core::spec::{KeyPart, KeySpec};
//! use rowkey_core::split::SplitSpec;
//!
//! let text = std::iter::once("n".to_string())
//!     .chain((1..=11).map(|n| n.to_string()))
//!     .collect::<Vec<_>>()
//!     .join("\n");
//! let inputs = Inputs {
//!     recipe: KeySpec::new(vec![KeyPart::column(1, "n")]),
//!     sample: SampleSource::Pasted { text, format: FormatChoice::Fixed(SampleFormat::Csv), skip_bad_lines: false },
//!     splits: SplitSpec::None,
//!     ..Inputs::default()
//! };
//! let analysis = analyze(&inputs);
//! let keys: Vec<String> = (0..analysis.row_count())
//!     .filter_map(|i| analysis.row_view(i))
//!     .map(|r| r.text)
//!     .collect();
//! assert_eq!(keys, ["1", "10", "11", "2", "3", "4", "5", "6", "7", "8", "9"]);
//! ```

pub mod chart;
pub mod compare;
pub mod editor;
pub mod growth;
mod inputs_de;
pub mod names;
pub mod queries;
mod tagged_de;
mod text;
#[cfg(feature = "typed-keys")]
pub mod typed_form;

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::balance::{ArrivalWrites, BalanceMetrics, WriteHotspot, arrival_order_by};
use crate::design::{DESIGN_FORMAT_VERSION, Design};
use crate::display::{to_hex, to_string_binary};
use crate::encode::{EncodedKeys, Encoder, KeyNumbers, PartSpan, SpanKind};
use crate::error::{GenerateError, ParseError};
use crate::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec, TimeFormat, generate};
use crate::i18n::messages::{localize, messages};
use crate::i18n::{Lang, Localize, LocalizeFix, Localized};
use crate::layout::Layout;
use crate::lint::Fix;
use crate::plan::{Predicate, Query};
use crate::region::RegionReport;
use crate::sample::{
    Cut, KEY_COLUMN, Sample, SampleFormat, SampleLimits, leading_part, parse_sample,
    parse_sample_skipping,
};
use crate::sizing::{
    RegionProjection, SizingAdvice, project_regions, recommend_regions, table_gb_from_rows,
};
use crate::spec::{BucketOutput, KeyPart, KeySpec, Md5Output, PartId, PartValue, SpecError};
use crate::split::{
    SaltLayout, SplitAlgorithm, SplitError, SplitPoints, SplitSpec, SplitSuggestion, lint_splits,
};
use crate::stats::KeyStats;
use crate::verdict::{Evidence, QueryEvidence, Spread, Verdict};

pub use chart::{Bar, BarChart, HeatCell, Heatmap};
pub use queries::{Condition, OpKind, QueryPlanView, QueryView, RangeView, Strip, StripMark};
pub(crate) use text::format_mb;
pub use text::{format_count, format_percent};

/// Share of the latest writes the write-hotspot metric looks at, in percent.
pub const RECENT_WRITES_PERCENT: f64 = 10.0;

/// Time slices of the arrival × key-space heatmap.
pub const HEATMAP_SLICES: usize = 12;

/// Number of colour slots for key parts (the Okabe–Ito palette has eight colours).
pub const PART_SLOTS: usize = 8;

/// Everything the user chose: the key recipe, the sample, the pre-split, the queries (with the
/// table and family names they are rendered for), the arrival order of the writes and the
/// projected table size. Serialisable, so a shell can keep it in the URL or in storage.
///
/// The recipe, splits, queries, table and family are exactly a [`Design`]:
/// [`Inputs::design`] and [`Inputs::with_design`] convert, so the page exports and imports
/// the `rowkey` command's design files.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Inputs;
/// let inputs = Inputs::default();
/// let json = serde_json::to_string(&inputs).unwrap();
/// assert_eq!(serde_json::from_str::<Inputs>(&json).unwrap(), inputs);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Inputs {
    /// The key recipe.
    pub recipe: KeySpec,
    /// Where the sample rows come from.
    pub sample: SampleSource,
    /// How the table is pre-split.
    pub splits: SplitSpec,
    /// The order in which the rows are written (for the write hotspot and the heatmap).
    #[serde(default)]
    pub arrival: Arrival,
    /// The size of the real table, to project region sizes.
    #[serde(default)]
    pub sizing: Sizing,
    /// The queries to plan, in the order shown.
    #[serde(default)]
    pub queries: Vec<Query>,
    /// The HBase table name used in the generated shell, Java and EXPLAIN text.
    #[serde(default = "default_table")]
    pub table: String,
    /// The column family used in the generated filters.
    #[serde(default = "default_family")]
    pub family: String,
    /// The sample column whose value is each row's column qualifier, for a wide row (see
    /// [`Design::qualifier`]); `None` when each sample row is a row of its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub qualifier: Option<String>,
    /// The live table's region layout last imported (`list_regions` and the like), kept
    /// with the design so that a link and a reload show (and judge) its sizes and request
    /// counts; it counts only while the pre-split is its boundaries ([`Inputs::live_layout`]).
    /// Absent from the JSON when there is none, so a design without one saves as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub live: Option<Layout>,
}

fn default_table() -> String {
    "t".to_owned()
}

fn default_family() -> String {
    "cf".to_owned()
}

impl Default for Inputs {
    /// The design shown on a first visit: see [`Inputs::seed_000`].
    fn default() -> Self {
        Self::seed_000()
    }
}

impl Inputs {
    /// The imported live layout, while the pre-split is still its boundaries (edited split
    /// points make it another table's).
    #[must_use]
    pub fn live_layout(&self) -> Option<&Layout> {
        live_for(self.live.as_ref(), &self.splits)
    }

    /// Whether the sample is small enough to analyse on every keystroke (up to 5,000
    /// generated rows or 256 KiB of pasted text); larger ones are worth a debounce.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Inputs;
    /// assert!(Inputs::seed_000().is_small());
    /// ```
    #[must_use]
    pub fn is_small(&self) -> bool {
        match &self.sample {
            SampleSource::Pasted { text, .. } => text.len() <= 256 * 1024,
            SampleSource::Generated { spec } => spec.rows <= 5_000,
        }
    }

    /// The design part of the inputs (recipe, splits, queries, table, family) in the format
    /// of the `rowkey` command's design files, without a sample or arrival order (the export
    /// adds them: [`crate::persist::export_design`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Inputs;
    /// let inputs = Inputs::seed_000();
    /// let design = inputs.design();
    /// assert_eq!(design.queries.len(), 3);
    /// assert_eq!(Inputs::default().with_design(design), inputs);
    /// ```
    #[must_use]
    pub fn design(&self) -> Design {
        Design {
            version: DESIGN_FORMAT_VERSION,
            table: self.table.clone(),
            family: self.family.clone(),
            recipe: self.recipe.clone(),
            splits: self.splits.clone(),
            queries: self.queries.clone(),
            qualifier: self.qualifier.clone(),
            sample: None,
            arrival: None,
        }
    }

    /// These inputs with a design's recipe, splits, queries, table and family, and its
    /// sample and arrival order when it has them (an exported design file: see
    /// [`crate::persist::export_design`]); otherwise the sample and arrival order stay. The
    /// sizing always stays, and so does the imported live layout while the design's splits
    /// are its boundaries.
    #[must_use]
    pub fn with_design(&self, design: Design) -> Self {
        let mine = self.clone();
        Self {
            live: mine.live.filter(|l| l.split_spec() == design.splits),
            sample: design.sample.unwrap_or(mine.sample),
            arrival: design.arrival.unwrap_or(mine.arrival),
            recipe: design.recipe,
            splits: design.splits,
            queries: design.queries,
            table: design.table,
            family: design.family,
            qualifier: design.qualifier,
            ..mine
        }
    }

    /// Seed 000's `uid+phone+name` key (the three columns concatenated as text, exactly as
    /// the article writes it) over 2,000 generated rows with Zipf-skewed user ids, pre-split
    /// with `NUMREGIONS => 5, SPLITALGO => 'DecimalStringSplit'`. Writes arrive in `ts` order.
    ///
    /// The queries are the article's §1.3 cases on values the sample holds: `uid` and
    /// `phone` (a prefix of the key), `uid` alone (a shorter prefix) and `phone` alone (no
    /// prefix: every row is read).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs};
    /// let analysis = analyze(&Inputs::seed_000());
    /// assert_eq!(analysis.row_count(), 2_000);
    /// assert_eq!(analysis.regions.regions.len(), 5);
    /// // The unseparated variable-length uid is flagged, with a fix.
    /// assert!(analysis.problems.iter().any(|p| p.code == "ambiguous-boundary" && p.fix.is_some()));
    /// ```
    #[must_use]
    pub fn seed_000() -> Self {
        let names = [
            "iteblog", "ann", "bob", "cai", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim",
        ];
        Self {
            recipe: KeySpec::new(vec![
                KeyPart::column(1, "uid"),
                KeyPart::column(2, "phone"),
                KeyPart::column(3, "name"),
            ]),
            sample: SampleSource::Generated {
                spec: GeneratorSpec {
                    rows: 2_000,
                    seed: 42,
                    columns: vec![
                        ColumnSpec::new(
                            "uid",
                            ColumnGenerator::ZipfUser {
                                users: 500,
                                exponent: 1.0,
                                prefix: String::new(),
                            },
                        ),
                        ColumnSpec::new(
                            "phone",
                            ColumnGenerator::Phone {
                                prefix: "1".to_owned(),
                                digits: 10,
                            },
                        ),
                        ColumnSpec::new(
                            "name",
                            ColumnGenerator::Choice {
                                options: names.iter().map(|n| (*n).to_owned()).collect(),
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
                    ],
                },
            },
            splits: SplitSpec::NumRegions {
                algorithm: SplitAlgorithm::DecimalString,
                num_regions: 5,
                first_row: None,
                last_row: None,
            },
            arrival: Arrival::Column {
                name: "ts".to_owned(),
            },
            sizing: Sizing::default(),
            queries: vec![
                Query::new("uid and phone")
                    .with(Predicate::eq("uid", SEED_UID))
                    .with(Predicate::eq("phone", SEED_PHONE)),
                Query::new("uid").with(Predicate::eq("uid", SEED_UID)),
                Query::new("phone").with(Predicate::eq("phone", SEED_PHONE)),
            ],
            table: default_table(),
            family: default_family(),
            qualifier: None,
            live: None,
        }
    }
}

/// A user id of the default sample (four rows).
const SEED_UID: &str = "111";
/// One of that user's phone numbers in the default sample.
const SEED_PHONE: &str = "16072909469";

/// Where the sample rows come from.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SampleSource {
    /// Text the user pasted, typed or loaded from a file.
    Pasted {
        /// The text, exactly as given.
        text: String,
        /// How to read it.
        format: FormatChoice,
        /// Leave out the data lines that cannot be read, and list them, instead of stopping
        /// at the first (see [`crate::sample::parse_sample_skipping`]). Saved only when set,
        /// so a design saved before this option reads as strict.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        skip_bad_lines: bool,
    },
    /// Synthetic rows.
    Generated {
        /// The generator.
        spec: GeneratorSpec,
    },
}

/// How pasted text is read: detected, or a fixed format.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::FormatChoice;
/// use rowkey_core::sample::SampleFormat;
/// assert_eq!(FormatChoice::Auto.label(), "Auto-detect");
/// assert_eq!(FormatChoice::Fixed(SampleFormat::Tsv).label(), "TSV with header");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FormatChoice {
    /// Detect the format ([`SampleFormat::detect`]).
    #[default]
    Auto,
    /// Always this format.
    Fixed(SampleFormat),
}

impl FormatChoice {
    /// Every choice, in picker order.
    pub const ALL: [Self; 5] = [
        Self::Auto,
        Self::Fixed(SampleFormat::Csv),
        Self::Fixed(SampleFormat::Tsv),
        Self::Fixed(SampleFormat::PlainKeys),
        Self::Fixed(SampleFormat::HBaseScan),
    ];

    /// A short name for a picker.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Self::Auto => "Auto-detect",
            Self::Fixed(format) => format.label(),
        }
    }

    /// The short name in `lang`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::FormatChoice;
    /// use rowkey_core::i18n::Lang;
    /// use rowkey_core::sample::SampleFormat;
    /// assert_eq!(FormatChoice::Auto.name(Lang::Zh), "自动识别");
    /// assert_eq!(FormatChoice::Fixed(SampleFormat::Csv).name(Lang::Zh), "带表头的 CSV");
    /// assert_eq!(FormatChoice::Fixed(SampleFormat::Csv).name(Lang::En), "CSV with header");
    /// ```
    #[must_use]
    pub fn name(self, lang: Lang) -> String {
        let m = messages(lang);
        match self {
            Self::Auto => m.format_auto(),
            Self::Fixed(format) => m.format_label(format),
        }
    }
}

/// The recipe a pasted sample opens with, if not the one at hand: "the pasted key, as is"
/// ([`KeySpec::pasted_key`]) when the text is read as a key list or HBase scan output (in
/// `format`, or as detected) and `recipe` reads a column that sample lacks, so that the keys
/// are their own bytes instead of nothing (every row failing on the missing column).
///
/// Only the text's complete lines count (up to its last line break), so that typing the
/// first line of a CSV header (`uid` before its comma) does not read as a key list. A
/// recipe that reads only what the sample has (the `ROW` column, or a scan's
/// `family:qualifier` columns), an empty recipe and CSV or TSV text give `None`: the recipe
/// stays.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{recipe_for_pasted_keys, FormatChoice};
/// use rowkey_core::spec::{KeyPart, KeySpec};
///
/// let uid = KeySpec::new(vec![KeyPart::column(1, "uid")]);
/// let keys = "\\x00\\x00\\x00\\x01\nabc\n";
/// assert_eq!(recipe_for_pasted_keys(&uid, keys, FormatChoice::Auto), Some(KeySpec::pasted_key()));
/// // CSV text, a recipe on the key column, or a first line still being typed: kept.
/// assert_eq!(recipe_for_pasted_keys(&uid, "uid,name\n1,a\n", FormatChoice::Auto), None);
/// let row = KeySpec::new(vec![KeyPart::column(1, "ROW")]);
/// assert_eq!(recipe_for_pasted_keys(&row, keys, FormatChoice::Auto), None);
/// assert_eq!(recipe_for_pasted_keys(&uid, "uid", FormatChoice::Auto), None);
/// // A one-column CSV whose first line names the column the recipe reads is a header.
/// assert_eq!(recipe_for_pasted_keys(&uid, "uid\n1\n2\n", FormatChoice::Auto), None);
/// ```
#[must_use]
pub fn recipe_for_pasted_keys(
    recipe: &KeySpec,
    text: &str,
    format: FormatChoice,
) -> Option<KeySpec> {
    let complete = text.get(..text.rfind('\n')?)?;
    if complete.trim().is_empty() {
        return None;
    }
    let format = match format {
        FormatChoice::Auto => SampleFormat::detect_for(complete, &recipe.columns_read()),
        FormatChoice::Fixed(format) => format,
    };
    // A scan's columns are named by its cells' `column=family:qualifier, timestamp=`.
    let has = |column: &str| match format {
        _ if column == KEY_COLUMN => true,
        SampleFormat::HBaseScan => complete.contains(&format!("column={column}, timestamp=")),
        _ => false,
    };
    let lacks_a_column = recipe
        .parts
        .iter()
        .flat_map(KeyPart::columns_read)
        .any(|c| !has(c));
    (matches!(format, SampleFormat::PlainKeys | SampleFormat::HBaseScan) && lacks_a_column)
        .then(KeySpec::pasted_key)
}

/// The order in which rows are written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Arrival {
    /// In the order of the sample rows.
    #[default]
    InputOrder,
    /// Ordered by a column's values (numerically when every value is an integer).
    Column {
        /// The column's name.
        name: String,
    },
}

impl Arrival {
    /// Rows arrive in the order of a column's values.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Arrival;
    /// assert_eq!(Arrival::column("ts"), Arrival::Column { name: "ts".into() });
    /// ```
    #[must_use]
    pub fn column(name: &str) -> Self {
        Self::Column {
            name: name.to_owned(),
        }
    }

    /// The column the rows are ordered by, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Arrival;
    /// assert_eq!(Arrival::column("ts").column_name(), Some("ts"));
    /// assert_eq!(Arrival::InputOrder.column_name(), None);
    /// ```
    #[must_use]
    pub fn column_name(&self) -> Option<&str> {
        match self {
            Self::InputOrder => None,
            Self::Column { name } => Some(name),
        }
    }

    /// The write order of the given sample rows: positions into `rows`, first write first.
    /// A column orders numerically when every value is an integer, as text otherwise; ties
    /// keep sample order.
    ///
    /// # Errors
    ///
    /// A message naming the column when the sample has no such column, in both languages.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Arrival;
    /// use rowkey_core::sample::parse_csv;
    ///
    /// let sample = parse_csv("id,ts\na,30\nb,9\nc,100\n").unwrap();
    /// let all = [0, 1, 2];
    /// assert_eq!(Arrival::InputOrder.order(&sample, &all), Ok(vec![0, 1, 2]));
    /// // Numbers compare as numbers: 9 < 30 < 100.
    /// assert_eq!(Arrival::column("ts").order(&sample, &all), Ok(vec![1, 0, 2]));
    /// assert!(Arrival::column("nope").order(&sample, &all).is_err());
    /// ```
    pub fn order(&self, sample: &Sample, rows: &[usize]) -> Result<Vec<usize>, Localized> {
        self.order_of_keys(sample, rows, None)
    }

    /// [`Arrival::order`] of the keys of the sample rows `rows`, with the numbers their
    /// integer parts read when the encoder kept them (so a number column the key is built
    /// from is not read again).
    fn order_of_keys(
        &self,
        sample: &Sample,
        rows: &[usize],
        numbers: Option<&KeyNumbers>,
    ) -> Result<Vec<usize>, Localized> {
        let Self::Column { name } = self else {
            return Ok((0..rows.len()).collect());
        };
        let Some(column) = sample.column_index(name) else {
            return Err(localize(|m| m.arrival_no_column(name)));
        };
        let value = |r: usize| sample.value(r, column).unwrap_or("");
        // The usual case, every value a 64-bit integer: read (or taken from the encoder)
        // and ordered in rowkey-kernels.
        let small = numbers
            .and_then(|n| n.column(column))
            .filter(|n| n.len() == rows.len())
            .or_else(|| sample.cell_table().column_i64(column, rows));
        if let Some(small) = small {
            return Ok(rowkey_kernels::order::ascending_positions(&small));
        }
        let values: Vec<&str> = rows.iter().map(|&r| value(r)).collect();
        let numbers: Option<Vec<i128>> = values
            .iter()
            .map(|v| crate::number::parse_integer(v).ok())
            .collect();
        Ok(match numbers {
            // (value, position) pairs sorted whole: the stable order by value, without
            // chasing an index per comparison.
            Some(n) => {
                let mut pairs: Vec<(i128, usize)> = n.into_iter().zip(0..).collect();
                pairs.sort_unstable();
                pairs.into_iter().map(|(_, i)| i).collect()
            }
            None => arrival_order_by(&values),
        })
    }
}

/// The real table's size, to project region sizes and recommend a region count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Sizing {
    /// Rows in the real table.
    pub table_rows: u64,
    /// Bytes of column values per row (the key is added to this).
    pub value_bytes_per_row: u64,
}

impl Sizing {
    /// Bytes of a row of the real table: the sample's mean key length (`key_bytes` over
    /// `keys` keys, rounded half up) plus the value bytes. The page's sizing and auto-split
    /// replay and the `rowkey` report's replay all use it.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Sizing;
    /// let sizing = Sizing::default();
    /// assert_eq!(sizing.row_bytes(35, 2), 218); // mean 17.5 → 18, plus 200
    /// assert_eq!(sizing.row_bytes(0, 0), 200);
    /// ```
    #[must_use]
    pub fn row_bytes(self, key_bytes: u64, keys: u64) -> u64 {
        let mean_key = key_bytes
            .saturating_add(keys / 2)
            .checked_div(keys)
            .unwrap_or(0);
        mean_key.saturating_add(self.value_bytes_per_row)
    }
}

impl Default for Sizing {
    /// 100 million rows of 200 value bytes.
    fn default() -> Self {
        Self {
            table_rows: 100_000_000,
            value_bytes_per_row: 200,
        }
    }
}

/// What the sample is, once read.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SampleSummary {
    /// The format the text was read in (`None` for generated rows).
    pub format: Option<SampleFormat>,
    /// Whether the format was detected rather than chosen.
    pub detected: bool,
    /// Number of rows.
    pub rows: usize,
    /// The column names.
    pub columns: Vec<String>,
    /// One line for the page, e.g. `2,000 rows × 4 columns (generated)`, in both languages.
    pub text: Localized,
    /// Said next to the sample when a large paste is analysed on its leading lines only
    /// (see [`crate::sample::leading_part`]): how much, and that it is not autosaved.
    pub notice: Option<Localized>,
    /// The first [`MAX_SKIPPED_LISTED`] lines left out when the sample is read with
    /// `skip_bad_lines`, each with its error, in text order (empty otherwise).
    #[serde(default)]
    pub skipped: Vec<ParseError>,
    /// How many lines were left out in all.
    #[serde(default)]
    pub skipped_count: usize,
}

/// Most skipped lines a [`SampleSummary`] lists (the others are counted), so that a paste of
/// a million bad lines does not send a million errors to the page.
pub const MAX_SKIPPED_LISTED: usize = 100;
crate::wire::wire_struct!(SampleSummary {
    format,
    detected,
    rows,
    columns,
    text,
    notice,
    skipped,
    skipped_count
});

/// Why the sample could not be read.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum SampleProblem {
    /// The pasted text does not parse; the error points at a line and column.
    Parse(ParseError),
    /// The generator settings are invalid.
    Generate(GenerateError),
}
crate::wire::wire_enum!(SampleProblem { Parse(f0), Generate(f0) });

impl crate::i18n::Localize for SampleProblem {
    /// The problem in both languages (English is the `Display` text).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::i18n::Localize;
    /// use rowkey_core::analysis::{analyze, FormatChoice, Inputs, SampleSource};
    /// let inputs = Inputs {
    ///     sample: SampleSource::Pasted { text: "a,b\n1\n".into(), format: FormatChoice::Auto, skip_bad_lines: false },
    ///     ..Inputs::default()
    /// };
    /// let err = analyze(&inputs).sample.clone().unwrap_err().localized();
    /// assert!(err.zh.starts_with("第 2 行第 1 列"));
    /// ```
    fn localized(&self) -> crate::i18n::Localized {
        match self {
            Self::Parse(e) => e.localized(),
            Self::Generate(e) => e.localized(),
        }
    }
}

impl std::fmt::Display for SampleProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Parse(e) => e.fmt(f),
            Self::Generate(e) => e.fmt(f),
        }
    }
}

/// How bad a [`Problem`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub enum Level {
    /// Data is lost or the design cannot work.
    Error,
    /// It works, but sorts, scans or spreads badly.
    Warning,
    /// Worth knowing.
    Advice,
}
crate::wire::wire_enum!(Level {
    Error,
    Warning,
    Advice
});
crate::tagged::unit_enum_deserialize!(Level { Error = "Error", Warning = "Warning", Advice = "Advice" });

impl Level {
    /// The level's name in `lang`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::Level;
    /// use rowkey_core::i18n::Lang;
    /// assert_eq!(Level::Warning.name(Lang::En), "warning");
    /// assert_eq!(Level::Warning.name(Lang::Zh), "警告");
    /// ```
    #[must_use]
    pub fn name(self, lang: Lang) -> &'static str {
        messages(lang).level(self)
    }

    /// `error`, `warning` or `advice` (a stable code, also the English name).
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Error => "error",
            Self::Warning => "warning",
            Self::Advice => "advice",
        }
    }
}

/// Which area of the page a [`Problem`] belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Area {
    /// The key recipe.
    Recipe,
    /// The pre-split.
    Regions,
}
crate::tagged::unit_enum_deserialize!(Area { Recipe = "Recipe", Regions = "Regions" });
crate::wire::wire_enum!(Area { Recipe, Regions });

/// One finding about the design: a recipe lint, a split lint or rows that could not be
/// encoded.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Problem {
    /// How bad.
    pub level: Level,
    /// Where it belongs.
    pub area: Area,
    /// A stable code (`ambiguous-boundary`, `split/empty-regions`, `encode-errors`).
    #[serde(deserialize_with = "crate::protocol::static_str")]
    pub code: crate::protocol::StaticText,
    /// The part concerned, if one.
    pub part: Option<PartId>,
    /// One line in plain words, in both languages.
    pub message: Localized,
    /// Advice in words, when there is no one-click fix, in both languages.
    pub hint: Option<Localized>,
    /// A recipe the app can switch to in one click.
    #[serde(with = "crate::protocol::as_json")]
    pub fix: Option<Fix>,
}
crate::wire::wire_struct!(Problem {
    level,
    area,
    code,
    part,
    message,
    hint,
    fix
});

/// A stretch of a key's bytes written by one part (its value or its separator).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Segment {
    /// The part that wrote the bytes (`None` for bytes no part claims).
    pub part: Option<PartId>,
    /// The part's colour slot, `0..PART_SLOTS`.
    pub slot: usize,
    /// Whether these are the part's separator bytes.
    pub separator: bool,
    /// The bytes as `toStringBinary`.
    pub text: String,
    /// The bytes as uppercase hex.
    pub hex: String,
}
crate::wire::wire_struct!(Segment {
    part,
    slot,
    separator,
    text,
    hex
});

/// One row of the sorted view, ready to show.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RowView {
    /// 0-based position in HBase order.
    pub position: usize,
    /// 0-based index of the sample row the key came from.
    pub sample_row: usize,
    /// 1-based line of the pasted text the row starts on, when known.
    pub line: Option<usize>,
    /// The region that holds the key.
    pub region: usize,
    /// The whole key as `toStringBinary`.
    pub text: String,
    /// The whole key as uppercase hex.
    pub hex: String,
    /// Length in bytes.
    pub len: usize,
    /// The key's anatomy, in byte order.
    pub segments: Vec<Segment>,
    /// The sample row's values, in column order.
    pub values: Vec<String>,
}
crate::wire::wire_struct!(RowView {
    position,
    sample_row,
    line,
    region,
    text,
    hex,
    len,
    segments,
    values
});

/// A line of the sorted view: a region boundary or a key.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Line {
    /// The start of a region.
    Region {
        /// 0-based region index.
        index: usize,
        /// The start key as `toStringBinary` (empty for the first region).
        start: String,
        /// Rows in the region.
        rows: usize,
    },
    /// A key.
    Row(RowView),
}
crate::wire::wire_enum!(Line { Region { index, start, rows }, Row(f0) });

/// A part in the legend: its colour slot and a short description.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LegendItem {
    /// The part.
    pub part: PartId,
    /// Its colour slot.
    pub slot: usize,
    /// `uid`, `md5(uid)[0..6]`, `salt (4 buckets)`, …, in both languages.
    pub label: Localized,
}
crate::wire::wire_struct!(LegendItem { part, slot, label });

/// The balance of the regions, in words and numbers ready to show.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct BalanceView {
    /// The raw metrics.
    pub metrics: BalanceMetrics,
    /// The write hotspot, if the arrival order could be built.
    pub hotspot: Option<WriteHotspot>,
    /// `max / mean` as text, e.g. `2.31×`.
    pub max_mean: String,
    /// The coefficient of variation as text, e.g. `0.84`.
    pub cv: String,
    /// Empty regions, e.g. `1 of 5`, in both languages.
    pub empty: Localized,
    /// The write hotspot in one sentence, in both languages.
    pub hotspot_text: Localized,
    /// Whether the regions are badly unbalanced (max/mean above
    /// [`crate::verdict::MAX_OVER_MEAN`] or any empty region).
    pub unbalanced: bool,
}
crate::wire::wire_struct!(BalanceView {
    metrics,
    hotspot,
    max_mean,
    cv,
    empty,
    hotspot_text,
    unbalanced
});

/// Everything the panels show, computed from [`Inputs`]: small and serialisable, so a web
/// worker can compute it and send it to the page. The per-row data (keys, sort order, the
/// sample's rows) stays in the [`RowStore`] next to it, which answers windowed requests for
/// the sorted view ([`RowStore::window`]).
///
/// `regions.row_region` and each region's `rows` are empty in a summary (they are per row:
/// the row store keeps what the sorted view needs).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{analyze, Inputs, Summary};
/// let (summary, rows) = analyze(&Inputs::seed_000()).into_parts();
/// assert_eq!(summary.row_count(), rows.row_count());
/// let json = serde_json::to_string(&summary).unwrap();
/// assert_eq!(serde_json::from_str::<Summary>(&json).unwrap(), summary);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// What the sample is, or why it could not be read.
    pub sample: Result<SampleSummary, SampleProblem>,
    /// The sample's column names (empty when it could not be read).
    pub columns: Vec<String>,
    /// Why the recipe is invalid for this sample, if it is.
    pub recipe_error: Option<SpecError>,
    /// Why the split specification is invalid, if it is (the page then shows one region).
    pub split_error: Option<SplitError>,
    /// Why the arrival order could not be built, if it could not.
    pub arrival_error: Option<Localized>,
    /// Every finding: recipe lints, split lints, encode errors; errors first.
    pub problems: Vec<Problem>,
    /// Statistics of the keys.
    pub stats: KeyStats,
    /// The key statistics in one line, in both languages.
    pub stats_text: Localized,
    /// The regions with their row counts (`row_region` and each region's `rows` are left
    /// empty: see [`RowStore`]).
    pub regions: RegionReport,
    /// Balance metrics and write hotspot.
    pub balance: BalanceView,
    /// The bar chart of rows per region.
    pub chart: BarChart,
    /// Writes per region per time slice, if the arrival order could be built.
    pub heatmap: Option<Heatmap>,
    /// Splits suggested from the sample's keys.
    pub suggestion: Option<SplitSuggestion>,
    /// The region count the table size calls for.
    pub sizing: Option<SizingAdvice>,
    /// The sizing advice in one sentence, in both languages.
    pub sizing_text: Option<Localized>,
    /// Projected size of each region.
    pub projections: Vec<RegionProjection>,
    /// With no pre-split (one region): how the table splits as it grows, replayed in arrival
    /// order at the projected table size.
    #[serde(default)]
    pub growth: Option<growth::Growth>,
    /// One key's anatomy, for the live preview (the first sample row that encodes).
    pub preview: Option<RowView>,
    /// The parts in key order with their colours.
    pub legend: Vec<LegendItem>,
    /// Each query's plan, cost, renderings and key-space strip, in the inputs' order.
    pub queries: Vec<QueryView>,
    /// One verdict from all of the above: the lints, the balance, the write hotspot, each
    /// query's cost, and whether any row gave a key.
    pub verdict: Verdict,
    #[serde(with = "crate::protocol::as_json")]
    recipe: KeySpec,
    slots: Vec<(PartId, usize)>,
    /// The first sample row's values (a new query starts from them).
    first_row: Vec<String>,
    /// Lines of the sorted view under each query's filter (0 when it is not planned).
    query_lines: Vec<usize>,
    row_count: usize,
}
crate::wire::wire_struct!(Summary {
    sample,
    columns,
    recipe_error,
    split_error,
    arrival_error,
    problems,
    stats,
    stats_text,
    regions,
    balance,
    chart,
    heatmap,
    suggestion,
    sizing,
    sizing_text,
    projections,
    growth,
    preview,
    legend,
    queries,
    verdict,
    recipe,
    slots,
    first_row,
    query_lines,
    row_count
});

/// The per-row half of an [`Analysis`]: keys, their anatomy, the sort order and the sample
/// rows. It answers the sorted view's questions one window at a time, so only the rows on
/// screen are ever formatted (or sent from a worker to the page).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{analyze, Inputs, Line, ViewFilter};
/// let (_, rows) = analyze(&Inputs::seed_000()).into_parts();
/// let window = rows.window(7, ViewFilter::All, 0..3);
/// assert_eq!(window.total, 2_000 + 5);
/// assert!(matches!(window.lines[0], Line::Region { index: 0, .. }));
/// assert_eq!(window.lines.len(), 3);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct RowStore {
    sample_data: Rc<Sample>,
    /// Every key's bytes in input order, in one allocation.
    keys: crate::key::KeyArena,
    /// The recipe: a key's anatomy (its part spans) is encoded again for the few rows
    /// shown, rather than kept for every row (4 spans a key are 64 MB at a million rows).
    recipe: KeySpec,
    key_rows: Vec<usize>,
    order: Vec<usize>,
    region_starts: Vec<usize>,
    row_region: Vec<usize>,
    slots: Vec<(PartId, usize)>,
    /// Each region's start key as text and its rows (for the dividers).
    dividers: Vec<(String, usize)>,
    /// Each query's stretches of the sorted view (`None` when it is not planned).
    pieces: Vec<Option<Vec<queries::Piece>>>,
}

/// Everything the page shows, computed from [`Inputs`] by [`analyze`]: the [`Summary`]
/// (reachable through `Deref`, so `analysis.problems` reads as before) and the
/// [`RowStore`] of per-row data.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    summary: Summary,
    rows: RowStore,
}

impl std::ops::Deref for Analysis {
    type Target = Summary;
    fn deref(&self) -> &Summary {
        &self.summary
    }
}

/// A step of the analysis, reported while it runs (a worker forwards them to the page's
/// progress indicator).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::Phase;
/// assert_eq!(Phase::Sorting.label(), "sorting the keys");
/// assert!(Phase::Reading < Phase::Queries);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Phase {
    /// Reading, parsing or generating the sample.
    Reading,
    /// Building the keys and checking the recipe.
    Encoding,
    /// Sorting the keys into HBase order.
    Sorting,
    /// Regions, balance, statistics and split suggestions.
    Regions,
    /// Planning and costing the queries.
    Queries,
}
crate::wire::wire_enum!(Phase {
    Reading,
    Encoding,
    Sorting,
    Regions,
    Queries
});
crate::tagged::unit_enum_deserialize!(Phase { Reading = "Reading", Encoding = "Encoding", Sorting = "Sorting", Regions = "Regions", Queries = "Queries" });

impl Phase {
    /// The step in a few words, for a progress line.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Self::Reading => "reading the sample",
            Self::Encoding => "building the keys",
            Self::Sorting => "sorting the keys",
            Self::Regions => "counting rows per region",
            Self::Queries => "planning the queries",
        }
    }
}

/// The inputs of an analysis except the sample: what changes on most edits. A worker keeps
/// the parsed sample and gets only these when the recipe, splits or queries change.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{Inputs, Settings};
/// let inputs = Inputs::seed_000();
/// let settings = Settings::of(&inputs);
/// assert_eq!(settings.recipe, inputs.recipe);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// The key recipe.
    pub recipe: KeySpec,
    /// How the table is pre-split.
    pub splits: SplitSpec,
    /// The order in which the rows are written.
    pub arrival: Arrival,
    /// The size of the real table.
    pub sizing: Sizing,
    /// The queries to plan.
    pub queries: Vec<Query>,
    /// The HBase table name.
    pub table: String,
    /// The column family.
    pub family: String,
    /// The sample column holding each row's column qualifier, for a wide row.
    pub qualifier: Option<String>,
    /// The imported live layout, if any (judged while the pre-split is its boundaries).
    pub live: Option<Layout>,
}

/// `live`, when `splits` are its boundaries.
fn live_for<'a>(live: Option<&'a Layout>, splits: &SplitSpec) -> Option<&'a Layout> {
    live.filter(|l| l.split_spec() == *splits)
}

impl Settings {
    /// Everything in `inputs` but the sample.
    #[must_use]
    pub fn of(inputs: &Inputs) -> Self {
        Self {
            recipe: inputs.recipe.clone(),
            splits: inputs.splits.clone(),
            arrival: inputs.arrival.clone(),
            sizing: inputs.sizing,
            queries: inputs.queries.clone(),
            table: inputs.table.clone(),
            family: inputs.family.clone(),
            qualifier: inputs.qualifier.clone(),
            live: inputs.live.clone(),
        }
    }
}

/// A sample once read (parsed or generated), kept so that edits to the recipe, splits or
/// queries do not read it again.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{analyze_with, Inputs, SampleRead, Settings};
/// let inputs = Inputs::seed_000();
/// let read = SampleRead::read(&inputs.sample);
/// assert_eq!(read.row_count(), 2_000);
/// let a = analyze_with(&Settings::of(&inputs), &read, &mut |_| {});
/// assert_eq!(a.row_count(), 2_000);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct SampleRead {
    data: Rc<Sample>,
    summary: Result<SampleSummary, SampleProblem>,
}

impl SampleRead {
    /// Reads a sample source with the default limits, detecting its format without knowing
    /// which columns the recipe reads (see [`SampleRead::read_for`]).
    #[must_use]
    pub fn read(source: &SampleSource) -> Self {
        Self::read_for(source, &[])
    }

    /// Whether this read is what [`SampleRead::read_for`] gives for `source` and a recipe
    /// that reads `columns`: false when those columns turn a detected key list into a
    /// one-column CSV or back, so a cached read must be read again.
    #[must_use]
    pub fn is_read_for(&self, source: &SampleSource, columns: &[&str]) -> bool {
        let SampleSource::Pasted {
            text,
            format: FormatChoice::Auto,
            ..
        } = source
        else {
            return true;
        };
        let read_as = self.summary.as_ref().ok().and_then(|s| s.format);
        read_as.is_none_or(|f| f == SampleFormat::detect_for(text, columns))
    }

    /// Reads a sample source with the default limits for a recipe that reads `columns`: a
    /// detected one-column text whose first line names one of them is a CSV with that header,
    /// not a list of keys (issue 31 item 15).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{FormatChoice, SampleRead, SampleSource};
    /// let source = SampleSource::Pasted {
    ///     text: "id\n1\n2\n".into(),
    ///     format: FormatChoice::Auto,
    ///     skip_bad_lines: false,
    /// };
    /// assert_eq!(SampleRead::read_for(&source, &["id"]).row_count(), 2);
    /// assert_eq!(SampleRead::read(&source).row_count(), 3);
    /// ```
    #[must_use]
    pub fn read_for(source: &SampleSource, columns: &[&str]) -> Self {
        match read_sample(source, &SampleLimits::default(), columns) {
            Ok((data, format, detected, cut, skipped)) => {
                let mut summary = summarize(&data, format, detected);
                summary.notice = cut.map(|cut| text::cut_notice(&cut, data.row_count()));
                summary.skipped_count = skipped.len();
                summary.skipped = skipped;
                summary.skipped.truncate(MAX_SKIPPED_LISTED);
                Self {
                    data: Rc::new(data),
                    summary: Ok(summary),
                }
            }
            Err(problem) => Self {
                data: Rc::new(Sample::default()),
                summary: Err(problem),
            },
        }
    }

    /// Rows read (0 when the sample could not be read).
    #[must_use]
    pub fn row_count(&self) -> usize {
        self.data.row_count()
    }
}

/// Computes the whole view model. Never fails: problems are carried inside.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{analyze, FormatChoice, Inputs, SampleSource};
/// let inputs = Inputs {
///     sample: SampleSource::Pasted { text: "a,b\n1\n".into(), format: FormatChoice::Auto, skip_bad_lines: false },
///     ..Inputs::default()
/// };
/// let analysis = analyze(&inputs);
/// let err = analysis.sample.clone().unwrap_err();
/// assert!(err.to_string().starts_with("line 2, column 1"));
/// ```
#[must_use]
pub fn analyze(inputs: &Inputs) -> Analysis {
    analyze_with(
        &Settings::of(inputs),
        &SampleRead::read_for(&inputs.sample, &inputs.recipe.columns_read()),
        &mut |_| {},
    )
}

/// [`analyze`] of a sample already read, calling `progress` as each [`Phase`] starts (the
/// sample is read by then, so [`Phase::Reading`] is the caller's to report).
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::{analyze_with, Inputs, Phase, SampleRead, Settings};
/// let inputs = Inputs::seed_000();
/// let mut phases = Vec::new();
/// let a = analyze_with(&Settings::of(&inputs), &SampleRead::read(&inputs.sample), &mut |p| phases.push(p));
/// assert_eq!(phases, [Phase::Encoding, Phase::Sorting, Phase::Regions, Phase::Queries]);
/// assert_eq!(a.regions.regions.len(), 5);
/// ```
#[must_use]
pub fn analyze_with(
    inputs: &Settings,
    read: &SampleRead,
    progress: &mut dyn FnMut(Phase),
) -> Analysis {
    progress(Phase::Encoding);
    let sample_data = read.data.clone();
    let summary = read.summary.clone();
    let columns = sample_data.columns().to_vec();
    let slots: Vec<(PartId, usize)> = inputs
        .recipe
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i % PART_SLOTS))
        .collect();
    let legend = inputs
        .recipe
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| LegendItem {
            part: p.id,
            slot: i % PART_SLOTS,
            label: editor::describe_part(p),
        })
        .collect();

    let mut problems = Vec::new();
    let mut recipe_error = None;
    let mut encoded = EncodedKeys::default();
    let mut key_numbers = None;
    if summary.is_ok() {
        match EncodedKeys::encode_keeping_numbers(&inputs.recipe, &sample_data) {
            Ok((keys, numbers)) => (encoded, key_numbers) = (keys, numbers),
            Err(e) => recipe_error = Some(e),
        }
    }

    progress(Phase::Sorting);
    let (order, tied) = crate::key::sort_order_with_ties(encoded.keys());
    if summary.is_ok() && recipe_error.is_none() {
        let qualifier = inputs
            .qualifier
            .as_deref()
            .and_then(|name| sample_data.column_index(name));
        for l in crate::lint::lint_keys_qualified(
            &inputs.recipe,
            &sample_data,
            &encoded,
            &order,
            &tied,
            qualifier,
            Some(&inputs.queries),
        ) {
            problems.push(Problem {
                level: match l.severity {
                    crate::lint::Severity::Error => Level::Error,
                    crate::lint::Severity::Warning => Level::Warning,
                    crate::lint::Severity::Advice => Level::Advice,
                },
                area: Area::Recipe,
                code: l.code().as_str(),
                part: l.part,
                message: l.localized(),
                hint: None,
                fix: l
                    .fix
                    .map(|fix| with_splits_for_new_lead(fix, inputs, &sample_data)),
            });
        }
    }
    // Each key's leading value, to judge the spread against an even hash's.
    let units = crate::verdict::leading_units(&inputs.recipe, &encoded);
    let (keys, key_rows, errors) = encoded.into_keys();
    if let Some(first) = errors.first() {
        let failed = errors.len();
        problems.push(Problem {
            level: Level::Error,
            area: Area::Recipe,
            code: "encode-errors",
            part: Some(first.part),
            message: {
                let first = first.localized();
                localize(|m| m.encode_errors(failed, first.get(m.lang())))
            },
            hint: None,
            fix: None,
        });
    }
    drop(errors);

    let (splits, split_error) = match inputs.splits.resolve() {
        Ok(points) => (points, None),
        Err(e) => (SplitPoints::default(), Some(e)),
    };
    let (regions, region_starts) = RegionReport::from_sorted(&keys, &order, &splits);
    let layout = salt_layout(&inputs.recipe);
    if summary.is_ok() && recipe_error.is_none() {
        for l in lint_splits(&keys, &inputs.splits, &regions, layout.as_ref()) {
            problems.push(Problem {
                level: match l.severity {
                    crate::split::Severity::Warning => Level::Warning,
                    _ => Level::Advice,
                },
                area: Area::Regions,
                code: l.code.as_str(),
                part: None,
                message: l.code.localized(),
                hint: Some(l.code.localized_fix()),
                // White space in typed split points: one click trims them.
                fix: matches!(
                    l.code,
                    crate::split::SplitLintCode::WhitespaceInSplitPoint { .. }
                )
                .then(|| crate::split::trimmed_splits(&inputs.splits))
                .flatten()
                .map(|splits| crate::lint::Fix {
                    kind: crate::lint::FixKind::TrimSplits,
                    spec: inputs.recipe.clone(),
                    splits: Some(splits),
                }),
            });
        }
    }
    crate::order::sort_by_key(&mut problems, |p| p.level);

    progress(Phase::Regions);
    let stats = KeyStats::from_sorted_tied(&keys, &order, &tied);
    drop(tied);
    let stats_text = text::stats_line(&stats);
    let counts = regions.counts();
    let metrics = BalanceMetrics::from_counts(&counts);

    let (arrival, arrival_error) = arrival_order(
        &inputs.arrival,
        &sample_data,
        &key_rows,
        key_numbers.as_ref(),
    );
    drop(key_numbers);
    let writes = arrival
        .as_ref()
        .and_then(|a| ArrivalWrites::new(&regions.row_region, regions.regions.len(), a).ok());
    let hotspot = writes
        .as_ref()
        .and_then(|w| w.hotspot(RECENT_WRITES_PERCENT).ok());
    let spread = Spread::of_units(&units);
    let recent_spread = match (&arrival, &hotspot) {
        (Some(a), Some(h)) => {
            let recent = a
                .get(a.len().saturating_sub(h.recent_writes)..)
                .unwrap_or_default();
            let recent: Vec<usize> = recent
                .iter()
                .map(|&k| units.get(k).copied().unwrap_or(usize::MAX - k))
                .collect();
            Some(Spread::of_units(&recent))
        }
        _ => None,
    };
    drop(units);
    let heat = writes.as_ref().and_then(|w| {
        let slices = arrival.as_ref().map_or(1, |a| a.len().max(1));
        w.heatmap(HEATMAP_SLICES.min(slices)).ok()
    });
    drop(writes);
    let balance = text::balance_view(metrics, hotspot);

    let target = match regions.regions.len() {
        0 | 1 => 4,
        n => u32::try_from(n).unwrap_or(4),
    };
    // Each sorted position's sample row, so that the queries' scans read the rows in order.
    let sorted_rows: Vec<usize> = order
        .iter()
        .map(|&k| key_rows.get(k).copied().unwrap_or(usize::MAX))
        .collect();
    let sorted = crate::key::Ordered {
        keys: &keys,
        rows: &sorted_rows,
        order: &order,
    };
    let suggestion = if keys.is_empty() {
        None
    } else {
        match &layout {
            Some(layout) => {
                crate::split::suggest_salted_splits_sorted(&sorted, layout, target).ok()
            }
            None => crate::split::suggest_splits_sorted(&sorted, target).ok(),
        }
    };
    // Split points that spread the sample no better than the table's own are no advice.
    let suggestion = suggestion.filter(|s| {
        counts.len() < 2 || {
            let suggested = RegionReport::counts_from_sorted(&keys, &order, &s.points);
            let ratio = BalanceMetrics::from_counts(&suggested).max_mean_ratio;
            ratio < balance.metrics.max_mean_ratio
        }
    });

    let row_bytes = inputs.sizing.row_bytes(
        stats.total_bytes,
        u64::try_from(stats.rows).unwrap_or(u64::MAX),
    );
    let table_gb = table_gb_from_rows(inputs.sizing.table_rows, row_bytes);
    let sizing = recommend_regions(table_gb).ok();
    let salt_buckets = fanning_salt_buckets(&inputs.recipe);
    let sizing_text = sizing.as_ref().map(|advice| {
        let salted = salt_buckets
            .and_then(|b| Some((b, crate::sizing::salted_regions(b, advice)?)))
            .filter(|&(_, regions)| regions > 0);
        let explanation = advice.explanation.localized();
        localize(|m| {
            let explanation = explanation.get(m.lang());
            let mut text = m.sizing(
                &text::format_gb(advice.table_gb),
                row_bytes,
                advice.regions,
                &text::format_gb(advice.gb_per_region),
                explanation,
            );
            if let Some((buckets, regions)) = salted {
                let gb = advice.table_gb / regions as f64;
                text.push_str(&m.sizing_salted(
                    buckets,
                    regions,
                    &text::format_gb(gb),
                    advice.regions,
                ));
            }
            text
        })
    });
    let projections = project_regions(&regions, table_gb);
    let growth = match (&arrival, regions.regions.len()) {
        // Not for an invalid list's stand-in region: the design has a pre-split.
        (Some(arrival), 1) if split_error.is_none() => growth::Growth::replay(
            &keys,
            arrival,
            inputs.sizing.table_rows.saturating_mul(row_bytes),
        ),
        _ => None,
    };
    drop(arrival);

    let chart = chart::bar_chart(&regions, balance.metrics.hottest_region, &projections);
    let heatmap = heat.as_ref().and_then(|h| chart::heatmap(h, &regions));

    progress(Phase::Queries);
    let blocked = match (&summary, &recipe_error) {
        (Err(_), _) => Some(localize(|m| m.blocked_sample())),
        (_, Some(_)) => Some(localize(|m| m.blocked_recipe())),
        _ => None,
    };
    let queries = queries::build(
        &queries::Context {
            recipe: &inputs.recipe,
            sample: &sample_data,
            columns: &columns,
            sorted,
            regions: &regions,
            region_starts: &region_starts,
            splits: splits.keys(),
            table: &inputs.table,
            family: &inputs.family,
            qualifier: inputs.qualifier.as_deref(),
            blocked,
        },
        &inputs.queries,
    );
    drop(sorted_rows);

    let mut regions = regions;
    // Each region's list of rows is per row too, and nothing shown reads it: `from_sorted`
    // leaves them empty.
    let row_region = std::mem::take(&mut regions.row_region);
    let dividers = regions
        .regions
        .iter()
        .map(|r| (r.start_text.clone(), r.row_count))
        .collect();
    let mut queries = queries;
    let mut pieces = Vec::with_capacity(queries.len());
    let mut query_lines = Vec::with_capacity(queries.len());
    for q in &mut queries {
        match &mut q.outcome {
            Ok(view) => {
                let p = std::mem::take(&mut view.pieces);
                query_lines.push(
                    p.iter()
                        .map(|p| p.rows.len() + usize::from(p.divider))
                        .sum(),
                );
                pieces.push(Some(p));
            }
            Err(_) => {
                query_lines.push(0);
                pieces.push(None);
            }
        }
    }
    let first_row = if sample_data.row_count() > 0 {
        sample_data.row(0).to_vec()
    } else {
        Vec::new()
    };
    let rows = RowStore {
        sample_data,
        keys,
        recipe: inputs.recipe.clone(),
        key_rows,
        order,
        region_starts,
        row_region,
        slots: slots.clone(),
        dividers,
        pieces,
    };
    // The preview is the first sample row's key (in input order), found in the sorted order.
    let preview = rows
        .order
        .iter()
        .position(|&k| k == 0)
        .and_then(|pos| rows.row_view(pos));
    for q in &mut queries {
        if let Ok(view) = &mut q.outcome {
            let positions = std::mem::take(&mut view.positions);
            view.rows = positions.iter().filter_map(|&p| rows.row_view(p)).collect();
        }
    }
    let verdict = weigh(
        (
            summary.is_ok(),
            rows.sample_data.row_count(),
            rows.keys.len(),
        ),
        &problems,
        &balance,
        (
            &spread,
            recent_spread,
            (stats.rows > 0).then(|| stats.total_bytes as f64 / stats.rows as f64),
        ),
        &queries,
        (
            split_error.as_ref(),
            live_for(inputs.live.as_ref(), &inputs.splits),
        ),
    );
    // A bar is coloured for a finding, not for being the fullest (issue 34 item 7): the
    // fullest region of a balanced table is no alarm to a class.
    let mut chart = chart;
    let uneven = verdict
        .findings
        .iter()
        .any(|f| matches!(f.kind, crate::verdict::FindingKind::Balance { .. }));
    if !uneven {
        for bar in &mut chart.bars {
            bar.hot = false;
        }
    }
    // Split points suggested from a sample that cannot be told from chance would only
    // reproduce its chance spread.
    let suggestion = suggestion.filter(|_| {
        !verdict
            .findings
            .iter()
            .any(|f| matches!(f.kind, crate::verdict::FindingKind::TooFewToJudge { .. }))
    });
    let summary = Summary {
        sample: summary,
        columns,
        recipe_error,
        split_error,
        arrival_error,
        problems,
        stats,
        stats_text,
        regions,
        balance,
        chart,
        heatmap,
        suggestion,
        sizing,
        sizing_text,
        projections,
        growth,
        preview,
        legend,
        queries,
        verdict,
        recipe: inputs.recipe.clone(),
        slots,
        first_row,
        query_lines,
        row_count: rows.keys.len(),
    };
    Analysis { summary, rows }
}

/// The [`Verdict`] on what the analysis found.
fn weigh(
    (sample_readable, sample_rows, keys): (bool, usize, usize),
    problems: &[Problem],
    balance: &BalanceView,
    (spread, recent_spread, key_bytes): (&Spread, Option<Spread>, Option<f64>),
    queries: &[QueryView],
    (split_error, live): (Option<&SplitError>, Option<&Layout>),
) -> Verdict {
    let lints: Vec<(Level, crate::protocol::StaticText)> =
        problems.iter().map(|p| (p.level, p.code)).collect();
    let costs: Vec<QueryEvidence<'_>> = queries
        .iter()
        .filter_map(|q| {
            let view = q.outcome.as_ref().ok()?;
            Some(QueryEvidence {
                index: q.index,
                name: &q.name,
                regions_touched: view.regions.len(),
                rows_scanned: view.rows_scanned,
                rows_returned: view.rows_returned,
                reversed_latest: view.reversed_latest,
            })
        })
        .collect();
    Verdict::of(&Evidence {
        sample_readable,
        sample_rows,
        keys,
        lints: &lints,
        balance: &balance.metrics,
        hotspot: balance.hotspot.as_ref(),
        spread: Some(spread),
        recent_spread: recent_spread.as_ref(),
        key_bytes,
        queries: &costs,
        split_error,
        live,
    })
}

/// What [`read_sample`] gives: the sample, its format (`None` when generated), whether the
/// format was detected, how a large text was cut, and the lines left out in skip mode.
type ReadSample = (
    Sample,
    Option<SampleFormat>,
    bool,
    Option<Cut>,
    Vec<ParseError>,
);

fn read_sample(
    source: &SampleSource,
    limits: &SampleLimits,
    columns: &[&str],
) -> Result<ReadSample, SampleProblem> {
    match source {
        SampleSource::Pasted {
            text,
            format,
            skip_bad_lines,
        } => {
            let (chosen, detected) = match format {
                FormatChoice::Auto => (SampleFormat::detect_for(text, columns), true),
                FormatChoice::Fixed(f) => (*f, false),
            };
            // The page's text box keeps at most MAX_ANALYSED_BYTES of a paste or file (see
            // `keep_leading`), but a larger text (the benchmarks, the command line, a link) is
            // analysed up to the sample limit, on its leading lines beyond it.
            let (part, cut) = leading_part(text, limits.max_bytes, chosen);
            let read = if *skip_bad_lines {
                parse_sample_skipping(part, chosen, limits)
            } else {
                parse_sample(part, chosen, limits).map(|s| (s, Vec::new()))
            };
            read.map(|(s, skipped)| (s, Some(chosen), detected, cut, skipped))
                .map_err(SampleProblem::Parse)
        }
        SampleSource::Generated { spec } => generate(spec, limits)
            .map(|s| (s, None, false, None, Vec::new()))
            .map_err(SampleProblem::Generate),
    }
}

fn summarize(sample: &Sample, format: Option<SampleFormat>, detected: bool) -> SampleSummary {
    let rows = sample.row_count();
    let columns = sample.columns().to_vec();
    let text = localize(|m| m.sample_summary(rows, columns.len(), format, detected));
    SampleSummary {
        format,
        detected,
        rows,
        columns,
        text,
        notice: None,
        skipped: Vec::new(),
        skipped_count: 0,
    }
}

/// Most sample rows the split points that go with a fix are suggested from (evenly spaced
/// over the sample), so that offering the fix stays cheap on a million rows.
const FIX_SPLIT_SAMPLE_ROWS: usize = 10_000;

/// `fix`, with the split points that suit its recipe when it rewrites the key's leading
/// part (padding it, for example) while the table is pre-split at explicit points: those
/// were chosen for the old leading bytes, so the fix brings as many points again, suggested
/// from the sample's keys under the new recipe. A fix that already brings its pre-split (a
/// salt, one region per bucket) or leaves the leading part alone is returned as it is.
fn with_splits_for_new_lead(
    mut fix: crate::lint::Fix,
    inputs: &Settings,
    sample: &Sample,
) -> crate::lint::Fix {
    let lead = |spec: &KeySpec| spec.parts.first().map(|p| (p.id, p.value.clone()));
    if fix.splits.is_some() || lead(&fix.spec) == lead(&inputs.recipe) {
        return fix;
    }
    if !matches!(
        inputs.splits,
        SplitSpec::Explicit { .. } | SplitSpec::File { .. }
    ) {
        return fix;
    }
    let Ok(points) = inputs.splits.resolve() else {
        return fix;
    };
    let Ok(regions) = u32::try_from(points.region_count()) else {
        return fix;
    };
    let Ok(mut encoder) = crate::encode::Encoder::new(&fix.spec, sample.columns()) else {
        return fix;
    };
    let step = sample.row_count().div_ceil(FIX_SPLIT_SAMPLE_ROWS).max(1);
    let mut keys: Vec<crate::RowKey> = (0..sample.row_count())
        .step_by(step)
        .filter_map(|row| encoder.encode_row(row, &sample.row(row)).ok())
        .map(|k| k.key)
        .collect();
    crate::order::sort(&mut keys);
    if let Ok(suggestion) = crate::split::suggest_splits(&keys, regions) {
        if !suggestion.splits.is_empty() {
            fix.splits = Some(SplitSpec::Explicit {
                splits: suggestion.splits,
            });
        }
    }
    fix
}

/// The salted or hashed leading part, as split suggestions and split lints want it.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::salt_layout;
/// use rowkey_core::spec::{KeyPart, KeySpec, Salt};
/// use rowkey_core::split::SaltLayout;
/// let spec = KeySpec::new(vec![KeyPart::salt(1, Salt::phoenix(4)), KeyPart::column(2, "id")]);
/// assert_eq!(salt_layout(&spec), Some(SaltLayout::Byte { buckets: 4 }));
/// let spec = KeySpec::new(vec![KeyPart::md5_hex_of_columns(1, &["id"], 2)]);
/// assert_eq!(salt_layout(&spec), Some(SaltLayout::HexText { chars: 2 }));
/// ```
#[must_use]
pub fn salt_layout(spec: &KeySpec) -> Option<SaltLayout> {
    match &spec.parts.first()?.value {
        PartValue::Salt(salt) => match salt.output {
            BucketOutput::Byte => Some(SaltLayout::Byte {
                buckets: u16::try_from(salt.buckets).ok()?,
            }),
            BucketOutput::Decimal { width } => Some(SaltLayout::DecimalText {
                buckets: salt.buckets,
                width: u8::try_from(width).ok()?,
            }),
            BucketOutput::Letter => None,
        },
        PartValue::Md5 {
            output: Md5Output::Hex { chars },
            ..
        } if (1..=15).contains(chars) => Some(SaltLayout::HexText { chars: *chars }),
        _ => None,
    }
}

/// The buckets of a salt in front of the key that a read fans out over (one byte, a letter,
/// or a bucket number of a fixed width), for the sizing text; `None` for no salt, an md5
/// prefix (a read computes it) or bucket numbers of different widths (no split point holds
/// whole buckets).
fn fanning_salt_buckets(spec: &KeySpec) -> Option<u64> {
    let PartValue::Salt(salt) = &spec.parts.first()?.value else {
        return None;
    };
    let fixed = match salt.output {
        BucketOutput::Byte | BucketOutput::Letter => true,
        BucketOutput::Decimal { width } => width > 0 || salt.buckets <= 10,
    };
    fixed.then_some(u64::from(salt.buckets))
}

/// Arrival positions as indexes into the keys, or why they could not be built.
fn arrival_order(
    arrival: &Arrival,
    sample: &Sample,
    key_rows: &[usize],
    numbers: Option<&KeyNumbers>,
) -> (Option<Vec<usize>>, Option<Localized>) {
    match arrival.order_of_keys(sample, key_rows, numbers) {
        Ok(order) => (Some(order), None),
        Err(error) => (None, Some(error)),
    }
}

impl Summary {
    /// Number of keys (sample rows that encoded).
    #[must_use]
    pub fn row_count(&self) -> usize {
        self.row_count
    }

    /// A finding of the [`Summary::verdict`] in words, in both languages (a lint's are its
    /// problem's message).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs};
    /// let a = analyze(&Inputs::seed_000());
    /// let first = &a.verdict.findings[0];
    /// assert_eq!(first.kind.code(), "unpadded-number");
    /// assert_eq!(a.finding_text(first), a.problems[0].message);
    /// ```
    #[must_use]
    pub fn finding_text(&self, finding: &crate::verdict::Finding) -> Localized {
        finding.localized(|i| self.problems.get(i).map(|p| p.message.clone()))
    }

    /// The colour slot of a part.
    #[must_use]
    pub fn slot_of(&self, part: PartId) -> Option<usize> {
        self.slots.iter().find(|(p, _)| *p == part).map(|(_, s)| *s)
    }

    /// The error to show next to one part, if the recipe's problem is that part's.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs};
    /// use rowkey_core::spec::{KeyPart, KeySpec, PartId};
    /// let mut inputs = Inputs::default();
    /// inputs.recipe = KeySpec::new(vec![KeyPart::column(1, "uid"), KeyPart::column(2, "nope")]);
    /// let analysis = analyze(&inputs);
    /// assert!(analysis.part_error(PartId(2)).unwrap().en.contains("no column \"nope\""));
    /// assert_eq!(analysis.part_error(PartId(1)), None);
    /// ```
    #[must_use]
    pub fn part_error(&self, part: PartId) -> Option<Localized> {
        match self.recipe_error.as_ref()? {
            SpecError::Part { part: p, problem } if *p == part => Some(problem.localized()),
            SpecError::UnknownColumn {
                part: p,
                column,
                available,
            } if *p == part => Some(localize(|m| m.no_such_column(column, available))),
            _ => None,
        }
    }

    /// A recipe error that belongs to no single part, if any.
    #[must_use]
    pub fn recipe_error_text(&self) -> Option<Localized> {
        match self.recipe_error.as_ref()? {
            SpecError::Part { .. } | SpecError::UnknownColumn { .. } => None,
            other => Some(other.localized()),
        }
    }

    /// Checks a query form's rows against the sample's columns and the recipe's column
    /// kinds, and builds the query they describe.
    ///
    /// # Errors
    ///
    /// The first field that does not read or does not suit its column, with a short message.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Condition, Inputs, OpKind};
    /// use rowkey_core::analysis::queries::Field;
    /// use rowkey_core::spec::{Encoding, IntFormat, KeyPart, KeySpec};
    /// let mut inputs = Inputs::default();
    /// inputs.recipe = KeySpec::new(vec![KeyPart::column(1, "ts").with_encoding(Encoding::integer(IntFormat::big_endian_signed(8)))]);
    /// let a = analyze(&inputs);
    /// let row = Condition { column: "ts".into(), op: OpKind::Gt, value: "soon".into(), high: String::new() };
    /// let err = a.check_form("q", &[row]).unwrap_err();
    /// assert_eq!((err.condition, err.field), (0, Field::Value));
    /// assert_eq!(err.message.en, "\"soon\" is not a valid integer value for this column");
    /// assert_eq!(err.message.zh, "\"soon\" 不是这一列有效的整数值");
    /// let ok = Condition { value: "1452380400000".into(), ..Condition::eq("ts", "") };
    /// assert!(a.check_form("q", &[ok]).is_ok());
    /// ```
    pub fn check_form(
        &self,
        name: &str,
        conditions: &[Condition],
    ) -> Result<Query, queries::FieldError> {
        queries::check_form(&self.recipe, &self.columns, name, conditions)
    }

    /// A query to start from when the user adds one: the key's leading column equal to the
    /// first sample row's value (or every row when there is no such column), named
    /// `query N` in `lang` (`query 4`, `查询 4`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs};
    /// use rowkey_core::i18n::Lang;
    /// let a = analyze(&Inputs::seed_000());
    /// let q = a.new_query_in(3, Lang::En);
    /// assert_eq!(q.name, "query 4");
    /// assert_eq!(q.predicates[0].column, "uid");
    /// assert_eq!(a.new_query_in(3, Lang::Zh).name, "查询 4");
    /// ```
    #[must_use]
    pub fn new_query_in(&self, existing: usize, lang: Lang) -> Query {
        let name = messages(lang).default_query_name(existing + 1);
        let column = self
            .recipe
            .parts
            .iter()
            .filter(|p| matches!(p.value, PartValue::Field { .. }))
            .flat_map(KeyPart::columns_read)
            .find(|c| self.columns.iter().any(|x| x == c))
            .or_else(|| self.columns.first().map(String::as_str));
        match column {
            Some(column) => {
                let value = self
                    .columns
                    .iter()
                    .position(|c| c == column)
                    .and_then(|i| self.first_row.get(i))
                    .map_or("", String::as_str);
                Query::new(&name).with(Predicate::eq(column, value))
            }
            None => Query::new(&name),
        }
    }

    /// Lines of the sorted view under `filter` (as [`RowStore::line_count`], from the
    /// summary alone: a page can size its scroll area before any row arrives).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs, ViewFilter};
    /// let a = analyze(&Inputs::seed_000());
    /// for filter in [ViewFilter::All, ViewFilter::Region(2), ViewFilter::Query(1), ViewFilter::Query(9)] {
    ///     assert_eq!(a.summary().line_count(filter), a.rows().line_count(filter));
    /// }
    /// ```
    #[must_use]
    pub fn line_count(&self, filter: impl Into<ViewFilter>) -> usize {
        match self.checked_filter(filter.into()) {
            ViewFilter::Region(r) => 1 + self.regions.regions.get(r).map_or(0, |x| x.row_count),
            ViewFilter::Query(q) => self.query_lines.get(q).copied().unwrap_or(0),
            ViewFilter::All => self.row_count + self.regions.regions.len(),
        }
    }

    /// The filter the sorted view applies: `filter`, or [`ViewFilter::All`] when it names
    /// no region or planned query (as in [`RowWindow::filter`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs, ViewFilter};
    /// let a = analyze(&Inputs::seed_000());
    /// assert_eq!(a.checked_filter(ViewFilter::Region(4)), ViewFilter::Region(4));
    /// assert_eq!(a.checked_filter(ViewFilter::Region(5)), ViewFilter::All);
    /// assert_eq!(a.checked_filter(ViewFilter::Query(7)), ViewFilter::All);
    /// ```
    #[must_use]
    pub fn checked_filter(&self, filter: ViewFilter) -> ViewFilter {
        match filter {
            ViewFilter::Region(r) if r < self.regions.regions.len() => filter,
            ViewFilter::Query(q) if self.queries.get(q).is_some_and(|v| v.outcome.is_ok()) => {
                filter
            }
            _ => ViewFilter::All,
        }
    }
}

impl Analysis {
    /// The summary: everything but the per-row data.
    #[must_use]
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// The per-row data.
    #[must_use]
    pub fn rows(&self) -> &RowStore {
        &self.rows
    }

    /// The two halves, to send the summary away and keep the rows.
    #[must_use]
    pub fn into_parts(self) -> (Summary, RowStore) {
        (self.summary, self.rows)
    }

    /// Number of keys (sample rows that encoded).
    #[must_use]
    pub fn row_count(&self) -> usize {
        self.rows.row_count()
    }

    /// The sample that was read (empty when it could not be).
    #[must_use]
    pub fn sample_data(&self) -> &Sample {
        self.rows.sample_data()
    }

    /// See [`RowStore::line_count`].
    #[must_use]
    pub fn line_count(&self, filter: impl Into<ViewFilter>) -> usize {
        self.rows.line_count(filter)
    }

    /// See [`RowStore::line`].
    #[must_use]
    pub fn line(&self, filter: impl Into<ViewFilter>, index: usize) -> Option<Line> {
        self.rows.line(filter, index)
    }

    /// See [`RowStore::row_view`].
    #[must_use]
    pub fn row_view(&self, position: usize) -> Option<RowView> {
        self.rows.row_view(position)
    }
}

impl RowStore {
    /// Number of keys (sample rows that encoded).
    #[must_use]
    pub fn row_count(&self) -> usize {
        self.keys.len()
    }

    /// The sample that was read (empty when it could not be).
    #[must_use]
    pub fn sample_data(&self) -> &Sample {
        &self.sample_data
    }

    fn slot_of(&self, part: PartId) -> Option<usize> {
        self.slots.iter().find(|(p, _)| *p == part).map(|(_, s)| *s)
    }

    /// Lines `range` of the sorted view under `filter` (cut to the lines there are), tagged
    /// with the analysis they come from.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs, ViewFilter};
    /// let (_, rows) = analyze(&Inputs::seed_000()).into_parts();
    /// let w = rows.window(1, ViewFilter::Region(0), 0..1_000_000);
    /// assert_eq!(w.lines.len(), w.total);
    /// assert_eq!((w.analysis, w.start), (1, 0));
    /// let w = rows.window(1, ViewFilter::All, 2_100..2_200);
    /// assert!(w.lines.is_empty());
    /// ```
    #[must_use]
    pub fn window(
        &self,
        analysis: u64,
        filter: ViewFilter,
        range: std::ops::Range<usize>,
    ) -> RowWindow {
        let filter = self.filter(filter);
        let total = self.line_count(filter);
        let end = range.end.min(total);
        let start = range.start.min(end);
        RowWindow {
            analysis,
            filter,
            start,
            total,
            lines: (start..end).filter_map(|i| self.line(filter, i)).collect(),
        }
    }

    /// The filter, checked: [`ViewFilter::All`] when it names no region or planned query.
    fn filter(&self, filter: ViewFilter) -> ViewFilter {
        match filter {
            ViewFilter::Region(r) if r < self.dividers.len() => filter,
            ViewFilter::Query(q) if self.pieces(q).is_some() => filter,
            _ => ViewFilter::All,
        }
    }

    fn pieces(&self, query: usize) -> Option<&[queries::Piece]> {
        self.pieces.get(query)?.as_deref()
    }

    /// Lines of the sorted view: one divider per region plus one per key; with a region
    /// filter, that region's divider and keys; with a query filter, the keys inside the
    /// query's ranges under a divider per region.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs, Line, ViewFilter};
    /// let a = analyze(&Inputs::seed_000());
    /// // Query 2 (`uid = '111'`) reads a few keys, all in one region.
    /// let lines: Vec<Line> = (0..a.line_count(ViewFilter::Query(1)))
    ///     .filter_map(|i| a.line(ViewFilter::Query(1), i))
    ///     .collect();
    /// assert!(matches!(lines[0], Line::Region { .. }));
    /// assert!(lines[1..].iter().all(|l| matches!(l, Line::Row(r) if r.text.starts_with("111"))));
    /// ```
    #[must_use]
    pub fn line_count(&self, filter: impl Into<ViewFilter>) -> usize {
        match self.filter(filter.into()) {
            ViewFilter::Region(r) => 1 + self.region_rows(r),
            ViewFilter::Query(q) => self.pieces(q).map_or(0, |pieces| {
                pieces
                    .iter()
                    .map(|p| p.rows.len() + usize::from(p.divider))
                    .sum()
            }),
            ViewFilter::All => self.keys.len() + self.dividers.len(),
        }
    }

    fn region_rows(&self, r: usize) -> usize {
        self.dividers.get(r).map_or(0, |x| x.1)
    }

    /// One line of the sorted view.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, FormatChoice, Inputs, Line, SampleSource};
    /// use rowkey_core::sample::SampleFormat;
    /// use rowkey_core::spec::{KeyPart, KeySpec};
    /// use rowkey_core::split::SplitSpec;
    /// let inputs = Inputs {
    ///     recipe: KeySpec::new(vec![KeyPart::column(1, "k")]),
    ///     sample: SampleSource::Pasted {
    ///         text: "k\na\nc\nb\n".into(),
    ///         format: FormatChoice::Fixed(SampleFormat::Csv),
    ///         skip_bad_lines: false,
    ///     },
    ///     splits: SplitSpec::Explicit { splits: vec!["b".into()] },
    ///     ..Inputs::default()
    /// };
    /// let a = analyze(&inputs);
    /// assert_eq!(a.line_count(None), 5);
    /// assert!(matches!(a.line(None, 0), Some(Line::Region { index: 0, .. })));
    /// assert!(matches!(a.line(None, 2), Some(Line::Region { index: 1, rows: 2, .. })));
    /// let Some(Line::Row(row)) = a.line(Some(1), 2) else { panic!() };
    /// assert_eq!(row.text, "c");
    /// ```
    #[must_use]
    pub fn line(&self, filter: impl Into<ViewFilter>, index: usize) -> Option<Line> {
        match self.filter(filter.into()) {
            ViewFilter::Region(r) => {
                let start = *self.region_starts.get(r)?;
                return if index == 0 {
                    self.divider(r)
                } else if index <= self.region_rows(r) {
                    self.row_view(start + index - 1).map(Line::Row)
                } else {
                    None
                };
            }
            ViewFilter::Query(q) => {
                let mut at = index;
                for piece in self.pieces(q)? {
                    if piece.divider {
                        if at == 0 {
                            let region = self.dividers.get(piece.region)?;
                            return Some(Line::Region {
                                index: piece.region,
                                start: region.0.clone(),
                                rows: piece.region_rows,
                            });
                        }
                        at -= 1;
                    }
                    if at < piece.rows.len() {
                        return self.row_view(piece.rows.start + at).map(Line::Row);
                    }
                    at -= piece.rows.len();
                }
                return None;
            }
            ViewFilter::All => {}
        }
        // Region r's divider sits at line region_starts[r] + r: find the last one at or
        // before `index`.
        let (mut lo, mut hi) = (0, self.region_starts.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.region_starts.get(mid).map_or(usize::MAX, |s| s + mid) <= index {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let r = lo.checked_sub(1)?;
        let divider_at = self.region_starts.get(r)? + r;
        if index == divider_at {
            self.divider(r)
        } else {
            self.row_view(index - r - 1).map(Line::Row)
        }
    }

    fn divider(&self, r: usize) -> Option<Line> {
        let region = self.dividers.get(r)?;
        Some(Line::Region {
            index: r,
            start: region.0.clone(),
            rows: region.1,
        })
    }

    /// The key at a position in HBase order, with its anatomy and source values.
    #[must_use]
    pub fn row_view(&self, position: usize) -> Option<RowView> {
        let k = *self.order.get(position)?;
        let bytes = self.keys.get(k)?;
        let sample_row = *self.key_rows.get(k)?;
        let mut segments = Vec::new();
        let mut at = 0;
        // The spans of this key: its row encoded again (deterministic: salts that depend on
        // the row use the same row index).
        let own: Vec<PartSpan> = (sample_row < self.sample_data.row_count())
            .then(|| self.sample_data.row(sample_row))
            .and_then(|fields| {
                Encoder::new(&self.recipe, self.sample_data.columns())
                    .ok()?
                    .encode_row(sample_row, &fields)
                    .ok()
            })
            .filter(|encoded| encoded.key.as_bytes() == bytes)
            .map(|encoded| encoded.spans)
            .unwrap_or_default();
        for span in &own {
            if span.bytes.start > at {
                segments.push(loose(bytes.get(at..span.bytes.start).unwrap_or_default()));
            }
            let part_bytes = bytes.get(span.bytes.clone()).unwrap_or_default();
            if part_bytes.is_empty() {
                continue;
            }
            segments.push(Segment {
                part: Some(span.part),
                slot: self.slot_of(span.part).unwrap_or(0),
                separator: span.kind == SpanKind::Separator,
                text: to_string_binary(part_bytes),
                hex: to_hex(part_bytes),
            });
            at = at.max(span.bytes.end);
        }
        if at < bytes.len() {
            segments.push(loose(bytes.get(at..).unwrap_or_default()));
        }
        Some(RowView {
            position,
            sample_row,
            line: self.sample_data.row_line(sample_row),
            region: self.row_region.get(k).copied().unwrap_or(0),
            text: crate::display::to_string_binary(bytes),
            hex: crate::display::to_hex(bytes),
            len: bytes.len(),
            segments,
            values: self.sample_data.row(sample_row).to_vec(),
        })
    }
}

fn loose(bytes: &[u8]) -> Segment {
    Segment {
        part: None,
        slot: 0,
        separator: false,
        text: to_string_binary(bytes),
        hex: to_hex(bytes),
    }
}

/// Lines `start..start + lines.len()` of the sorted view under `filter`, out of `total`:
/// the answer to a windowed request ([`RowStore::window`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowWindow {
    /// The analysis the lines come from (the request's id).
    pub analysis: u64,
    /// The filter applied (after checking: a filter naming nothing becomes `All`).
    pub filter: ViewFilter,
    /// Index of the first line.
    pub start: usize,
    /// Lines under the filter in all.
    pub total: usize,
    /// The lines.
    pub lines: Vec<Line>,
}
crate::wire::wire_struct!(RowWindow {
    analysis,
    filter,
    start,
    total,
    lines
});

impl RowWindow {
    /// The line at index `i` of the whole view, if this window holds it.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::analysis::{analyze, Inputs, ViewFilter};
    /// let (_, rows) = analyze(&Inputs::seed_000()).into_parts();
    /// let w = rows.window(0, ViewFilter::All, 10..20);
    /// assert!(w.get(9).is_none() && w.get(10).is_some() && w.get(20).is_none());
    /// ```
    #[must_use]
    pub fn get(&self, i: usize) -> Option<&Line> {
        self.lines.get(i.checked_sub(self.start)?)
    }
}

/// What the sorted view shows.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::ViewFilter;
/// assert_eq!(ViewFilter::from(Some(2)), ViewFilter::Region(2));
/// assert_eq!(ViewFilter::from(None), ViewFilter::All);
/// ```
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum ViewFilter {
    /// Every key, with every region's divider.
    #[default]
    All,
    /// One region's keys (0-based region index).
    Region(usize),
    /// The keys inside one query's ranges (0-based index in the inputs' queries).
    Query(usize),
}
crate::wire::wire_enum!(ViewFilter { All, Region(f0), Query(f0) });

impl From<Option<usize>> for ViewFilter {
    /// `Some(region)` filters to a region; `None` shows everything.
    fn from(region: Option<usize>) -> Self {
        region.map_or(Self::All, Self::Region)
    }
}

/// The rows a virtualised list should render: `first..end` for a viewport of `viewport_px`
/// scrolled to `scroll_px`, with rows `row_px` high and `overscan` extra rows either side.
///
/// # Examples
///
/// ```
/// use rowkey_core::analysis::visible_window;
/// assert_eq!(visible_window(0.0, 480.0, 24.0, 100_000, 5), 0..25);
/// assert_eq!(visible_window(2400.0, 480.0, 24.0, 100_000, 5), 95..125);
/// assert_eq!(visible_window(1e9, 480.0, 24.0, 10, 5), 4..10);
/// ```
#[must_use]
pub fn visible_window(
    scroll_px: f64,
    viewport_px: f64,
    row_px: f64,
    total: usize,
    overscan: usize,
) -> std::ops::Range<usize> {
    if total == 0 || row_px <= 0.0 {
        return 0..0;
    }
    let first = (scroll_px.max(0.0) / row_px).floor() as usize;
    let visible = (viewport_px.max(0.0) / row_px).ceil() as usize;
    let start = first.min(total.saturating_sub(1)).saturating_sub(overscan);
    let end = first
        .saturating_add(visible)
        .saturating_add(overscan)
        .min(total);
    start.min(end)..end
}

#[cfg(test)]
mod tests;
