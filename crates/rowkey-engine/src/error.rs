//! Errors that say what was wrong and where.

use std::fmt;

use crate::key::RowKey;

/// A position in pasted text: 1-based line and column (columns count characters).
///
/// # Examples
///
/// ```
/// use rowkey_engine::Position;
/// let at = Position { line: 3, column: 7 };
/// assert_eq!(at.to_string(), "line 3, column 7");
/// ```
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Position {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column number, in characters.
    pub column: usize,
}
crate::wire::wire_struct!(Position { line, column });

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// What went wrong while reading a sample.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ParseErrorKind {
    /// The text has no rows at all.
    Empty,
    /// The text contains a NUL character (U+0000), which only binary data has.
    NulCharacter,
    /// A quoted field is opened and never closed; the position is the opening quote.
    UnterminatedQuote,
    /// The header has more columns than the column limit.
    TooManyColumns {
        /// Columns found (for a header, all of its cells).
        found: usize,
        /// The limit in columns.
        limit: usize,
    },
    /// Rows × columns is more than the cell limit.
    TooManyCells {
        /// The limit in cells.
        limit: usize,
    },
    /// A line of HBase `scan` output is neither a cell, a header, a footer nor a command.
    UnrecognizedScanLine,
    /// A cell line of HBase `scan` output lacks one of its parts.
    MalformedScanCell {
        /// The part that is missing, such as `timestamp=`.
        #[serde(deserialize_with = "crate::static_text::static_str")]
        missing: crate::static_text::StaticText,
    },
    /// A header row was found but no data rows follow it.
    HeaderOnly,
    /// A header cell is empty, so the column cannot be named.
    EmptyColumnName {
        /// 1-based index of the column.
        column_index: usize,
    },
    /// Two header cells have the same name.
    DuplicateColumnName {
        /// The repeated name.
        name: String,
    },
    /// A data row has a different number of fields than the header.
    RaggedRow {
        /// Fields the header declares.
        expected: usize,
        /// Fields found on this row.
        found: usize,
    },
    /// The reader could not make sense of the text (for example an unterminated quote).
    Malformed {
        /// The reader's own description.
        detail: String,
    },
    /// The text is larger than the sample limit.
    TooLarge {
        /// Size of the text in bytes.
        bytes: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// There are more rows than the sample limit.
    TooManyRows {
        /// The limit in rows.
        limit: usize,
    },
    /// A field is longer than the field limit.
    FieldTooLong {
        /// Length of the field in bytes.
        bytes: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// A loaded file is not UTF-8 text: the byte at `offset` starts no valid UTF-8 sequence
    /// (or one that the file cuts short).
    InvalidUtf8 {
        /// 0-based byte offset of the first invalid byte in the file.
        offset: usize,
        /// That byte.
        byte: u8,
    },
}
crate::wire::wire_enum!(ParseErrorKind { Empty, NulCharacter, UnterminatedQuote, TooManyColumns { found, limit }, TooManyCells { limit }, UnrecognizedScanLine, MalformedScanCell { missing }, HeaderOnly, EmptyColumnName { column_index }, DuplicateColumnName { name }, RaggedRow { expected, found }, Malformed { detail }, TooLarge { bytes, limit }, TooManyRows { limit }, FieldTooLong { bytes, limit }, InvalidUtf8 { offset, byte } });

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str(
                "the sample has no rows: paste CSV or TSV with a header row, \
                 one key per line, or the output of the HBase shell's scan",
            ),
            Self::NulCharacter => f.write_str(
                "the text contains a NUL character (U+0000), which looks like binary data; \
                 paste text, and write a zero byte in a key as \\x00",
            ),
            Self::UnterminatedQuote => f.write_str(
                "the quote opened here is never closed, so the field would run to the end of the text",
            ),
            Self::TooManyColumns { found, limit } => write!(
                f,
                "the sample has {found} columns, more than the limit of {limit} columns"
            ),
            Self::TooManyCells { limit } => write!(
                f,
                "the sample has more than the limit of {limit} cells (rows times columns)"
            ),
            Self::UnrecognizedScanLine => f.write_str(
                "this line is not HBase scan output: expected \
                 `ROW  column=family:qualifier, timestamp=..., value=...`, \
                 a `ROW  COLUMN+CELL` header or an `N row(s)` / `Took ... seconds` footer",
            ),
            Self::MalformedScanCell { missing } => {
                write!(f, "this scan cell has no `{missing}` part")
            }
            Self::HeaderOnly => f.write_str("the sample has a header row but no data rows"),
            Self::EmptyColumnName { column_index } => {
                write!(f, "header column {column_index} has no name")
            }
            Self::DuplicateColumnName { name } => {
                write!(f, "the header names column \"{name}\" twice")
            }
            Self::RaggedRow { expected, found } => {
                write!(
                    f,
                    "this row has {found} fields but the header has {expected}"
                )
            }
            Self::Malformed { detail } => write!(f, "cannot read this row: {detail}"),
            Self::TooLarge { bytes, limit } => {
                write!(
                    f,
                    "the sample is {bytes} bytes, more than the limit of {limit} bytes"
                )
            }
            Self::TooManyRows { limit } => {
                write!(f, "the sample has more than the limit of {limit} rows")
            }
            Self::FieldTooLong { bytes, limit } => {
                write!(
                    f,
                    "this field is {bytes} bytes, more than the limit of {limit} bytes"
                )
            }
            Self::InvalidUtf8 { offset, byte } => write!(
                f,
                "this file is not UTF-8 text: byte 0x{byte:02X} at byte offset {offset} is not valid UTF-8. \
                 Save the file as UTF-8 (for example \"CSV UTF-8\" in a spreadsheet) and load it again; \
                 the sample shown is unchanged"
            ),
        }
    }
}

/// An error in pasted sample text, pointing at where it happened.
///
/// # Examples
///
/// ```
/// use rowkey_engine::sample::parse_csv;
///
/// let err = parse_csv("id,name\n1,ann\n2\n").unwrap_err();
/// assert_eq!(err.position.line, 3);
/// assert_eq!(err.to_string(), "line 3, column 1: this row has 1 fields but the header has 2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ParseError {
    /// Where the problem is.
    pub position: Position,
    /// What the problem is.
    pub kind: ParseErrorKind,
}
crate::wire::wire_struct!(ParseError { position, kind });

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.position, self.kind)
    }
}

impl std::error::Error for ParseError {}

/// How many rows each [`DuplicateKey`] example names.
pub const MAX_EXAMPLE_ROWS: usize = 5;

/// One key that more than one row has, with some of the rows that share it.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::stats::KeyStats;
///
/// let keys: Vec<RowKey> = ["a", "b", "a"].into_iter().map(RowKey::from).collect();
/// let dup = &KeyStats::compute(&keys).duplicates[0];
/// assert_eq!(dup.rows, [0, 2]);
/// assert_eq!(dup.to_string(), "key \"a\" is shared by 2 rows: rows 1 and 3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DuplicateKey {
    /// The shared key.
    pub key: RowKey,
    /// How many rows have this key.
    pub count: usize,
    /// The first rows with this key (0-based, in input order), at most [`MAX_EXAMPLE_ROWS`].
    pub rows: Vec<usize>,
}
crate::wire::wire_struct!(DuplicateKey { key, count, rows });

impl fmt::Display for DuplicateKey {
    /// Names rows from 1, in input order (the first data row is row 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "key \"{}\" is shared by {} rows: rows ",
            self.key, self.count
        )?;
        let shown = self.rows.len();
        for (i, row) in self.rows.iter().enumerate() {
            let separator = match (i, shown.saturating_sub(i)) {
                (0, _) => "",
                (_, 1) if shown == self.count => " and ",
                _ => ", ",
            };
            write!(f, "{separator}{}", row + 1)?;
        }
        let more = self.count.saturating_sub(shown);
        if more > 0 {
            write!(f, " and {more} more")?;
        }
        Ok(())
    }
}

/// A problem with the keys a recipe makes for a sample.
///
/// # Examples
///
/// ```
/// use rowkey_engine::RowKey;
/// use rowkey_engine::error::KeyError;
/// use rowkey_engine::stats::KeyStats;
///
/// let keys = [RowKey::from("a"), RowKey::from("a")];
/// let err = KeyStats::compute(&keys).check_unique().unwrap_err();
/// assert!(matches!(err, KeyError::NotUnique { duplicate_rows: 1, .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyError {
    /// Some rows share a key, so HBase would keep only one of them.
    NotUnique {
        /// Number of keys that more than one row has.
        duplicate_keys: usize,
        /// Number of rows whose key an earlier row already has.
        duplicate_rows: usize,
        /// The first few shared keys with the rows that have them.
        examples: Vec<DuplicateKey>,
    },
}

impl fmt::Display for KeyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotUnique {
                duplicate_keys,
                duplicate_rows,
                examples,
            } => {
                let keys = if *duplicate_keys == 1 {
                    "key is"
                } else {
                    "keys are"
                };
                let rows = if *duplicate_rows == 1 { "row" } else { "rows" };
                write!(
                    f,
                    "the row keys do not identify rows uniquely: {duplicate_keys} {keys} \
                     shared by more than one row, so {duplicate_rows} {rows} would overwrite another"
                )?;
                for example in examples {
                    write!(f, "; {example}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for KeyError {}

/// Why a synthetic sample could not be generated.
///
/// # Examples
///
/// ```
/// use rowkey_engine::error::GenerateError;
/// use rowkey_engine::generate::{ColumnGenerator, ColumnSpec, GeneratorSpec, generate};
/// use rowkey_engine::sample::SampleLimits;
///
/// let spec = GeneratorSpec {
///     rows: 10,
///     seed: 1,
///     columns: vec![ColumnSpec::new("city", ColumnGenerator::Choice { options: vec![] })],
/// };
/// let err = generate(&spec, &SampleLimits::default()).unwrap_err();
/// assert_eq!(err, GenerateError::NoOptions { column: "city".into() });
/// assert_eq!(err.to_string(), "column \"city\" has no options to choose from");
/// ```
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum GenerateError {
    /// The spec has no columns.
    NoColumns,
    /// A column has an empty name.
    EmptyColumnName {
        /// 1-based index of the column.
        column_index: usize,
    },
    /// Two columns have the same name.
    DuplicateColumnName {
        /// The repeated name.
        name: String,
    },
    /// More rows than the row limit.
    TooManyRows {
        /// Rows asked for.
        rows: usize,
        /// The limit in rows.
        limit: usize,
    },
    /// More columns than the column limit.
    TooManyColumns {
        /// Columns asked for.
        columns: usize,
        /// The limit in columns.
        limit: usize,
    },
    /// Rows × columns is more than the cell limit.
    TooManyCells {
        /// Cells asked for.
        cells: usize,
        /// The limit in cells.
        limit: usize,
    },
    /// A skewed user column has no users.
    NoUsers {
        /// The column's name.
        column: String,
    },
    /// A skew exponent is negative, infinite or not a number.
    BadExponent {
        /// The column's name.
        column: String,
        /// The exponent given.
        exponent: f64,
    },
    /// A choice column has no options.
    NoOptions {
        /// The column's name.
        column: String,
    },
    /// A column's values would be longer than the field limit.
    FieldTooLong {
        /// The column's name.
        column: String,
        /// The longest value's length in bytes.
        bytes: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// A sequence or timestamp column would leave the range of a 64-bit signed integer.
    OutOfRange {
        /// The column's name.
        column: String,
    },
}
crate::wire::wire_enum!(GenerateError { NoColumns, EmptyColumnName { column_index }, DuplicateColumnName { name }, TooManyRows { rows, limit }, TooManyColumns { columns, limit }, TooManyCells { cells, limit }, NoUsers { column }, BadExponent { column, exponent }, NoOptions { column }, FieldTooLong { column, bytes, limit }, OutOfRange { column } });

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoColumns => f.write_str("add at least one column to generate"),
            Self::EmptyColumnName { column_index } => {
                write!(f, "column {column_index} has no name")
            }
            Self::DuplicateColumnName { name } => write!(f, "two columns are named \"{name}\""),
            Self::TooManyRows { rows, limit } => {
                write!(f, "{rows} rows is more than the limit of {limit} rows")
            }
            Self::TooManyColumns { columns, limit } => {
                write!(
                    f,
                    "{columns} columns is more than the limit of {limit} columns"
                )
            }
            Self::TooManyCells { cells, limit } => write!(
                f,
                "{cells} cells (rows times columns) is more than the limit of {limit} cells"
            ),
            Self::NoUsers { column } => {
                write!(f, "column \"{column}\" needs at least one user")
            }
            Self::BadExponent { column, exponent } => write!(
                f,
                "column \"{column}\" has skew exponent {exponent}; it must be a number of 0 or more"
            ),
            Self::NoOptions { column } => {
                write!(f, "column \"{column}\" has no options to choose from")
            }
            Self::FieldTooLong {
                column,
                bytes,
                limit,
            } => write!(
                f,
                "column \"{column}\" would make values of {bytes} bytes, more than the limit of {limit} bytes"
            ),
            Self::OutOfRange { column } => write!(
                f,
                "column \"{column}\" would go beyond the range of a 64-bit signed integer"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}
