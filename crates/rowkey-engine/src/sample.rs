//! Sample data pasted by the user, in one of four formats.
//!
//! * [`SampleFormat::Csv`] and [`SampleFormat::Tsv`]: a header row, then data rows. Quoted
//!   fields follow RFC 4180 (embedded delimiters, doubled quotes and newlines). Values are text.
//! * [`SampleFormat::PlainKeys`]: one row key per line, no header. See [`decode_key_text`] for
//!   how `\xHH` is read.
//! * [`SampleFormat::HBaseScan`]: the output of the HBase shell's `scan`, one
//!   `ROW  column=…, timestamp=…, value=…` line per cell.
//!
//! Keys pasted as plain keys or scan output are raw bytes, so those samples carry them in
//! [`Sample::raw_keys`]; a key recipe can use "the pasted key as is" from there. CSV and TSV
//! samples are text only.
//!
//! Every format is read under explicit [`SampleLimits`]: exceeding one is an error with a
//! position, never a silent truncation.
//!
//! [`parse_sample`] stops at the first line it cannot read; [`parse_sample_skipping`] leaves
//! out each such data line instead and lists it with its error (the page's "skip lines that
//! cannot be read" box and `rowkey analyze --skip-bad-lines`).
//!
//! # A note about format detection
//!
//! [`SampleFormat::detect`] looks at the text, in this order:
//!
//! 1. If one of the first 100 non-blank lines is a scan cell line (a key, whitespace,
//!    `column=` and later `, timestamp=`) or the scan header `ROW … COLUMN+CELL`, the text is
//!    [`SampleFormat::HBaseScan`].
//! 2. Otherwise, if the first non-blank line has a tab, it is [`SampleFormat::Tsv`].
//! 3. Otherwise, if the first non-blank line has a comma, it is [`SampleFormat::Csv`].
//! 4. Otherwise it is [`SampleFormat::PlainKeys`]. A one-column CSV (a header and values, no
//!    commas) therefore reads as plain keys; choose [`SampleFormat::Csv`] explicitly for it.

mod cells;
mod chunks;
mod delimited;
mod detect;
mod hbase_scan;
mod key_text;
mod plain_keys;
mod text_position;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::error::{ParseError, ParseErrorKind};
use crate::key::RowKey;
pub use cells::Cells;

pub use chunks::{Chunk, RecordChunks};
pub use key_text::{decode_key_text, decode_key_text_into};

/// Name of the key column in samples read as plain keys or HBase scan output.
///
/// It is the name the HBase shell prints over the key column.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::{parse_sample, SampleFormat, SampleLimits, KEY_COLUMN};
///
/// let s = parse_sample("a\nb\n", SampleFormat::PlainKeys, &SampleLimits::default()).unwrap();
/// assert_eq!(s.columns(), [KEY_COLUMN]);
/// ```
pub const KEY_COLUMN: &str = "ROW";

/// Explicit limits on pasted samples, so that no paste can exhaust the page.
///
/// In serde forms, a missing field takes its default.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::{parse_csv_with, SampleLimits};
///
/// let limits = SampleLimits { max_rows: 1, ..SampleLimits::default() };
/// let err = parse_csv_with("id\n1\n2\n", &limits).unwrap_err();
/// assert_eq!(err.position.line, 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct SampleLimits {
    /// Largest accepted text, in bytes.
    pub max_bytes: usize,
    /// Largest number of data rows.
    pub max_rows: usize,
    /// Longest accepted field, in bytes.
    pub max_field_bytes: usize,
    /// Largest number of columns (header cells, or distinct columns of scan output plus the key).
    pub max_columns: usize,
    /// Largest number of cells: data rows times columns.
    pub max_cells: usize,
}

impl Default for SampleLimits {
    /// 64 MiB of text, a million rows, 64 KiB a field, 1,000 columns and ten million cells.
    fn default() -> Self {
        Self {
            max_bytes: 64 * 1024 * 1024,
            max_rows: 1_000_000,
            max_field_bytes: 64 * 1024,
            max_columns: 1_000,
            max_cells: 10_000_000,
        }
    }
}

/// The formats a sample can be pasted in.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::SampleFormat;
///
/// assert_eq!(SampleFormat::detect("id,name\n1,ann\n"), SampleFormat::Csv);
/// assert_eq!(SampleFormat::detect("id\tname\n1\tann\n"), SampleFormat::Tsv);
/// assert_eq!(SampleFormat::detect("\\x00\\x01\nuser1\n"), SampleFormat::PlainKeys);
/// assert_eq!(
///     SampleFormat::detect("1   column=d:v, timestamp=1452261353304, value=1\n"),
///     SampleFormat::HBaseScan,
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum SampleFormat {
    /// Comma-separated values with a header row (RFC 4180 quoting).
    Csv,
    /// Tab-separated values with a header row (the same quoting as CSV).
    Tsv,
    /// One row key per line, no header; `\xHH` is one byte (see [`decode_key_text`]).
    PlainKeys,
    /// The HBase shell's `scan` output; cells of one row collapse into one sample row.
    HBaseScan,
}
crate::wire::wire_enum!(SampleFormat {
    Csv,
    Tsv,
    PlainKeys,
    HBaseScan
});
crate::tagged::unit_enum_deserialize!(SampleFormat { Csv = "Csv", Tsv = "Tsv", PlainKeys = "PlainKeys", HBaseScan = "HBaseScan" });

impl SampleFormat {
    /// Every format, in the order a picker would list them.
    pub const ALL: [Self; 4] = [Self::Csv, Self::Tsv, Self::PlainKeys, Self::HBaseScan];

    /// Guesses the format of pasted text; the rules are in the [module docs](self).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::SampleFormat;
    /// assert_eq!(SampleFormat::detect("ROW  COLUMN+CELL\n"), SampleFormat::HBaseScan);
    /// assert_eq!(SampleFormat::detect("n\n1\n"), SampleFormat::PlainKeys);
    /// ```
    #[must_use]
    pub fn detect(text: &str) -> Self {
        detect::detect(text)
    }

    /// [`SampleFormat::detect`] for a recipe that reads `columns`: a first line that names
    /// one of them is a header, so one column of values under its name reads as CSV rather
    /// than as a key list.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::SampleFormat;
    /// assert_eq!(SampleFormat::detect_for("id\n1\n2\n", &["id"]), SampleFormat::Csv);
    /// assert_eq!(SampleFormat::detect_for("id\n1\n2\n", &["uid"]), SampleFormat::PlainKeys);
    /// ```
    #[must_use]
    pub fn detect_for(text: &str, columns: &[&str]) -> Self {
        detect::detect_for(text, columns)
    }

    /// A short name for a picker.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::SampleFormat;
    /// assert_eq!(SampleFormat::HBaseScan.label(), "HBase scan output");
    /// ```
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Self::Csv => "CSV with header",
            Self::Tsv => "TSV with header",
            Self::PlainKeys => "one key per line",
            Self::HBaseScan => "HBase scan output",
        }
    }
}

/// A parsed sample: named columns, rows of text values and, for pasted keys, raw key bytes.
///
/// Cloning is cheap: the data sits behind an [`Arc`] and is never copied.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::parse_csv;
///
/// let sample = parse_csv("uid,phone\n111,123\n").unwrap();
/// assert_eq!(sample.columns(), ["uid", "phone"]);
/// assert_eq!(sample.value(0, 1), Some("123"));
/// assert_eq!(sample.raw_keys(), None);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sample {
    data: Arc<SampleData>,
}

#[derive(Debug, Default, PartialEq, Eq)]
struct SampleData {
    columns: Vec<String>,
    cells: Cells,
    raw_keys: Option<Vec<RowKey>>,
    lines: Option<Vec<usize>>,
}

impl Sample {
    /// Builds a text-only sample from column names and rows.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::Sample;
    /// let s = Sample::new(vec!["id".into()], vec![vec!["1".into()]]);
    /// assert_eq!(s.row_count(), 1);
    /// ```
    #[must_use]
    pub fn new(columns: Vec<String>, rows: Vec<Vec<String>>) -> Self {
        let cells = Cells::from_rows(&rows, columns.len());
        Self::from_parts(columns, cells, None, None)
    }

    /// A text-only sample from cells already built (the generator writes into them).
    pub fn from_cells(columns: Vec<String>, cells: Cells) -> Self {
        Self::from_parts(columns, cells, None, None)
    }

    /// The one constructor: callers guarantee `raw_keys` and `lines` have one entry per row.
    fn from_parts(
        columns: Vec<String>,
        cells: Cells,
        raw_keys: Option<Vec<RowKey>>,
        lines: Option<Vec<usize>>,
    ) -> Self {
        Self {
            data: Arc::new(SampleData {
                columns,
                cells,
                raw_keys,
                lines,
            }),
        }
    }

    /// The column names, in header order.
    #[must_use]
    pub fn columns(&self) -> &[String] {
        &self.data.columns
    }

    /// The data rows, in input order, as views of their values.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::parse_csv;
    /// let s = parse_csv("a,b\n1,2\n3,4\n").unwrap();
    /// let firsts: Vec<&str> = s.iter_rows().filter_map(|r| r.get(0)).collect();
    /// assert_eq!(firsts, ["1", "3"]);
    /// ```
    pub fn iter_rows(&self) -> impl ExactSizeIterator<Item = Row<'_>> + '_ {
        (0..self.row_count()).map(|index| self.row(index))
    }

    /// A copy of every row as owned strings (for tests and small samples: the sample keeps
    /// its values in one buffer, so this allocates a string a value).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::parse_csv;
    /// let s = parse_csv("a,b\n1,2\n").unwrap();
    /// assert_eq!(s.to_rows(), [vec!["1", "2"]]);
    /// ```
    #[must_use]
    pub fn to_rows(&self) -> Vec<Vec<String>> {
        self.iter_rows().map(|r| r.to_vec()).collect()
    }

    /// The number of data rows.
    #[must_use]
    pub fn row_count(&self) -> usize {
        self.data.cells.row_count()
    }

    /// The index of a column by name.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::parse_csv;
    /// let s = parse_csv("a,b\n1,2\n").unwrap();
    /// assert_eq!(s.column_index("b"), Some(1));
    /// assert_eq!(s.column_index("c"), None);
    /// ```
    #[must_use]
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.data.columns.iter().position(|c| c == name)
    }

    /// One value, by row and column index.
    #[must_use]
    pub fn value(&self, row: usize, column: usize) -> Option<&str> {
        self.data.cells.get(row, column)
    }

    /// One data row, as a view of its values.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::parse_csv;
    /// let s = parse_csv("a,b\n1,2\n").unwrap();
    /// let row = s.row(0);
    /// assert_eq!(row.get(1), Some("2"));
    /// assert_eq!(row.iter().collect::<Vec<_>>(), ["1", "2"]);
    /// assert_eq!(s.row(5).get(0), None);
    /// ```
    #[must_use]
    pub fn row(&self, index: usize) -> Row<'_> {
        Row {
            sample: self,
            index,
        }
    }

    /// The pasted keys as raw bytes, one per row in input order, for samples read as plain
    /// keys or scan output; `None` for text samples.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::{parse_sample, SampleFormat, SampleLimits};
    ///
    /// let s = parse_sample("\\x00\\xFF\n", SampleFormat::PlainKeys, &SampleLimits::default()).unwrap();
    /// assert_eq!(s.raw_keys().map(|k| k[0].as_bytes().to_vec()), Some(vec![0x00, 0xFF]));
    /// ```
    #[must_use]
    pub fn raw_keys(&self) -> Option<&[RowKey]> {
        self.data.raw_keys.as_deref()
    }

    /// The 1-based line of the pasted text where a row starts (for scan output, its first
    /// cell), so that a problem with a row's values can point into the text; `None` for
    /// samples not parsed from text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::parse_csv;
    /// let s = parse_csv("id,note\n1,\"two\nlines\"\n\n2,x\n").unwrap();
    /// assert_eq!((s.row_line(0), s.row_line(1), s.row_line(2)), (Some(2), Some(5), None));
    /// ```
    #[must_use]
    pub fn row_line(&self, row: usize) -> Option<usize> {
        self.data.lines.as_ref()?.get(row).copied()
    }

    /// The values as the kernels read them.
    pub fn cell_table(&self) -> rowkey_kernels::cells::CellTable<'_> {
        self.data.cells.table()
    }

    /// The raw key of one row, if the sample carries raw keys.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::sample::parse_csv;
    /// assert!(parse_csv("id\n1\n").unwrap().raw_key(0).is_none());
    /// ```
    #[must_use]
    pub fn raw_key(&self, row: usize) -> Option<&RowKey> {
        self.data.raw_keys.as_ref()?.get(row)
    }
}

/// Parses comma-separated text with a header row, using the default [`SampleLimits`].
///
/// Quoted fields (with embedded commas, quotes and newlines) follow RFC 4180.
///
/// # Errors
///
/// A [`ParseError`] with the line and column of the first problem: an empty text, a header
/// without data, an empty or repeated column name, a row with the wrong number of fields,
/// a quote that is never closed, a NUL character, or a limit exceeded.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::parse_csv;
///
/// let s = parse_csv("id,note\n1,\"a, b\"\n").unwrap();
/// assert_eq!(s.value(0, 1), Some("a, b"));
/// assert!(parse_csv("").is_err());
/// ```
pub fn parse_csv(text: &str) -> Result<Sample, ParseError> {
    parse_csv_with(text, &SampleLimits::default())
}

/// Parses comma-separated text with a header row under explicit limits.
///
/// # Errors
///
/// As [`parse_csv`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::{parse_csv_with, SampleLimits};
/// let limits = SampleLimits { max_field_bytes: 3, ..SampleLimits::default() };
/// let err = parse_csv_with("id\n1234\n", &limits).unwrap_err();
/// assert_eq!((err.position.line, err.position.column), (2, 1));
/// ```
pub fn parse_csv_with(text: &str, limits: &SampleLimits) -> Result<Sample, ParseError> {
    parse_sample(text, SampleFormat::Csv, limits)
}

/// Parses text in the given format under explicit limits.
///
/// # Errors
///
/// A [`ParseError`] with the line and column of the first problem; see each format in the
/// [module docs](self).
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::{parse_sample, SampleFormat, SampleLimits};
///
/// let scan = "\
/// ROW                 COLUMN+CELL
///  \\x00\\x00\\x00\\x01   column=d:v, timestamp=1452262267583, value=1
///  \\x00\\x00\\x00\\x01   column=d:w, timestamp=1452262267583, value=one
/// 1 row(s) in 0.0100 seconds
/// ";
/// let s = parse_sample(scan, SampleFormat::HBaseScan, &SampleLimits::default()).unwrap();
/// assert_eq!(s.columns(), ["ROW", "d:v", "d:w"]);
/// assert_eq!(s.to_rows(), [vec!["\\x00\\x00\\x00\\x01", "1", "one"]]);
/// assert_eq!(s.raw_key(0).map(|k| k.as_bytes()), Some(&[0u8, 0, 0, 1][..]));
/// ```
pub fn parse_sample(
    text: &str,
    format: SampleFormat,
    limits: &SampleLimits,
) -> Result<Sample, ParseError> {
    read(text, format, limits, None)
}

/// Parses text in the given format under explicit limits, leaving out the data lines it
/// cannot read instead of stopping at the first: the sample of the other lines, and the
/// error of each line left out (its [`Position`](crate::Position) and what is wrong), in
/// text order.
///
/// A line is left out for what concerns it alone: a CSV or TSV row with the wrong number of
/// fields, a field over [`SampleLimits::max_field_bytes`], a line of scan output that is not
/// one or a scan cell with a missing part. Problems of the whole text still stop the read,
/// as in [`parse_sample`]: an empty text, a bad header, a quote that is never closed (it
/// would swallow the lines after it), a NUL character, a limit of the sample, and more bad
/// lines than [`SampleLimits::max_rows`]. When no line can be read, the error is the first
/// bad line's, as [`parse_sample`] gives.
///
/// # Errors
///
/// A [`ParseError`] with the line and column of the problem that stops the read.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::{parse_sample_skipping, SampleFormat, SampleLimits};
///
/// let text = "id,name\n1,ann\n2,bob,extra\n3,cy\n";
/// let (sample, skipped) =
///     parse_sample_skipping(text, SampleFormat::Csv, &SampleLimits::default()).unwrap();
/// assert_eq!(sample.row_count(), 2);
/// assert_eq!(skipped.len(), 1);
/// assert_eq!(skipped[0].position.line, 3);
/// assert_eq!(skipped[0].kind.to_string(), "this row has 3 fields but the header has 2");
/// ```
pub fn parse_sample_skipping(
    text: &str,
    format: SampleFormat,
    limits: &SampleLimits,
) -> Result<(Sample, Vec<ParseError>), ParseError> {
    let mut skipped = text_position::Skipped::new(limits);
    let sample = read(text, format, limits, Some(&mut skipped))?;
    Ok((sample, skipped.into_errors()))
}

/// Reads `text` in `format`; bad lines go to `skipped` when given, else stop the read.
fn read(
    text: &str,
    format: SampleFormat,
    limits: &SampleLimits,
    skipped: Option<&mut text_position::Skipped>,
) -> Result<Sample, ParseError> {
    text_position::check_size_and_nul(text, limits)?;
    match format {
        SampleFormat::Csv => delimited::parse(text, b',', limits, skipped),
        SampleFormat::Tsv => delimited::parse(text, b'\t', limits, skipped),
        SampleFormat::PlainKeys => plain_keys::parse(text, limits, skipped),
        SampleFormat::HBaseScan => hbase_scan::parse(text, limits, skipped),
    }
}

/// Largest sample text the page's text box keeps, in bytes (50,000 to 100,000 CSV rows): a
/// larger paste or file is cut to its leading lines up to this size (see `rowkey_core::sample::keep_leading`).
/// Above it, the browser's own text box takes seconds to lay the text out. The analysis
/// itself reads texts up to [`SampleLimits::max_bytes`] (64 MiB), on their leading lines
/// beyond it; generated samples go to a million rows and more.
pub const MAX_ANALYSED_BYTES: usize = 2 * 1024 * 1024;

/// How a large paste was cut for the analysis by [`leading_part`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cut {
    /// Size of the whole paste, in bytes.
    pub total_bytes: usize,
    /// Size of the part analysed, in bytes.
    pub kept_bytes: usize,
    /// Lines of the part analysed (the last one ends with a newline).
    pub kept_lines: usize,
}

/// The leading part of `text` to analyse: the whole text when it has at most `max_bytes`
/// bytes, otherwise the longest prefix of at most `max_bytes` bytes that ends at a line
/// break, with the [`Cut`]. For CSV and TSV a line break inside a quoted field does not
/// count, so no quoted field is cut in two. When no line after the first ends within
/// `max_bytes` (a row longer than the limit), the text is cut at `max_bytes` instead, so that
/// the parser reports the over-long field rather than a sample without rows.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::{leading_part, Cut, SampleFormat};
///
/// assert_eq!(leading_part("id\n1\n", 100, SampleFormat::Csv), ("id\n1\n", None));
/// let text = "id,note\n0,x\n1,\"a\nb\"\n2,c\n";
/// let (part, cut) = leading_part(text, 19, SampleFormat::Csv);
/// // The break inside the quoted field at byte 16 does not count.
/// assert_eq!(part, "id,note\n0,x\n");
/// assert_eq!(cut, Some(Cut { total_bytes: 24, kept_bytes: 12, kept_lines: 2 }));
/// let (part, _) = leading_part(text, 19, SampleFormat::PlainKeys);
/// assert_eq!(part, "id,note\n0,x\n1,\"a\n");
/// // A row longer than the limit is cut inside, for the parser to report.
/// let (part, cut) = leading_part("id\nxxxxxxxx\n", 6, SampleFormat::Csv);
/// assert_eq!((part, cut.unwrap().kept_lines), ("id\nxxx", 2));
/// ```
#[must_use]
pub fn leading_part(text: &str, max_bytes: usize, format: SampleFormat) -> (&str, Option<Cut>) {
    if text.len() <= max_bytes {
        return (text, None);
    }
    let quoted = matches!(format, SampleFormat::Csv | SampleFormat::Tsv);
    let window = text.as_bytes().get(..max_bytes).unwrap_or_default();
    let mut in_quotes = false;
    let mut end = None;
    let mut lines = 0;
    let mut lines_at_end = 0;
    for (i, &b) in window.iter().enumerate() {
        match b {
            b'"' if quoted => in_quotes = !in_quotes,
            b'\n' if !in_quotes => {
                lines += 1;
                end = Some(i + 1);
                lines_at_end = lines;
            }
            _ => {}
        }
    }
    let (mut end, kept_lines) = match end {
        Some(end) if lines_at_end >= 2 => (end, lines_at_end),
        _ => (max_bytes, lines_at_end + 1),
    };
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let part = text.get(..end).unwrap_or_default();
    let cut = Cut {
        total_bytes: text.len(),
        kept_bytes: part.len(),
        kept_lines,
    };
    (part, Some(cut))
}

/// Decodes the bytes of a loaded file as UTF-8 text (a leading UTF-8 byte-order mark is
/// dropped). Nothing is replaced: a file that is not UTF-8 is refused with the place of its
/// first invalid byte, so that the user can save it as UTF-8 instead of analysing
/// replacement characters.
///
/// # Errors
///
/// A [`ParseError`] of kind [`ParseErrorKind::InvalidUtf8`]: the line and column where the
/// invalid byte sits (counted over the valid text before it), its byte offset and value.
///
/// # Examples
///
/// ```
/// use rowkey_engine::ParseErrorKind;
/// use rowkey_engine::sample::decode_utf8;
///
/// assert_eq!(decode_utf8(b"\xEF\xBB\xBFuid\n1\n").unwrap(), "uid\n1\n");
/// let err = decode_utf8(b"uid,name\n1,Jos\xE9\n").unwrap_err();
/// assert_eq!((err.position.line, err.position.column), (2, 6));
/// assert_eq!(err.kind, ParseErrorKind::InvalidUtf8 { offset: 14, byte: 0xE9 });
/// assert!(err.to_string().starts_with("line 2, column 6: this file is not UTF-8 text: byte 0xE9 at byte offset 14"));
/// ```
pub fn decode_utf8(bytes: &[u8]) -> Result<String, ParseError> {
    let bom = if bytes.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    let bytes = bytes.get(bom..).unwrap_or_default();
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(text.to_owned()),
        Err(error) => {
            let offset = error.valid_up_to();
            let valid =
                std::str::from_utf8(bytes.get(..offset).unwrap_or_default()).unwrap_or_default();
            Err(ParseError {
                position: text_position::position_of(valid, offset),
                kind: ParseErrorKind::InvalidUtf8 {
                    offset: bom + offset,
                    byte: bytes.get(offset).copied().unwrap_or_default(),
                },
            })
        }
    }
}

/// Detects the format with [`SampleFormat::detect`], then parses the text in it.
///
/// # Errors
///
/// As [`parse_sample`] for the detected format.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::{parse_auto, SampleFormat, SampleLimits};
///
/// let (format, s) = parse_auto("user1\nuser2\n", &SampleLimits::default()).unwrap();
/// assert_eq!(format, SampleFormat::PlainKeys);
/// assert_eq!(s.row_count(), 2);
/// ```
pub fn parse_auto(text: &str, limits: &SampleLimits) -> Result<(SampleFormat, Sample), ParseError> {
    let format = SampleFormat::detect(text);
    parse_sample(text, format, limits).map(|sample| (format, sample))
}

/// Checks the row, column and cell limits before a row or column is added.
fn check_shape(rows: usize, columns: usize, limits: &SampleLimits) -> Result<(), ParseErrorKind> {
    if rows > limits.max_rows {
        return Err(ParseErrorKind::TooManyRows {
            limit: limits.max_rows,
        });
    }
    if columns > limits.max_columns {
        return Err(ParseErrorKind::TooManyColumns {
            found: columns,
            limit: limits.max_columns,
        });
    }
    if rows.saturating_mul(columns) > limits.max_cells {
        return Err(ParseErrorKind::TooManyCells {
            limit: limits.max_cells,
        });
    }
    Ok(())
}

/// One row of a [`Sample`]: its values by column index, borrowed from the sample.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::parse_csv;
/// let s = parse_csv("a,b\nx,y\n").unwrap();
/// assert_eq!(s.row(0).to_vec(), ["x", "y"]);
/// assert_eq!(s.row(0).len(), 2);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Row<'a> {
    sample: &'a Sample,
    index: usize,
}

impl<'a> Row<'a> {
    /// The value in column `column`.
    #[must_use]
    pub fn get(&self, column: usize) -> Option<&'a str> {
        self.sample.value(self.index, column)
    }

    /// The number of values (the sample's column count, or 0 past the last row).
    #[must_use]
    pub fn len(&self) -> usize {
        self.sample.data.cells.row_len(self.index)
    }

    /// Whether the row has no values.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The values, in column order.
    pub fn iter(&self) -> impl Iterator<Item = &'a str> + 'a {
        let row = *self;
        (0..row.len()).filter_map(move |c| row.get(c))
    }

    /// The values as owned strings.
    #[must_use]
    pub fn to_vec(&self) -> Vec<String> {
        self.iter().map(str::to_owned).collect()
    }
}
