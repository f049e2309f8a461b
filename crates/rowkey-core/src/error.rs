//! Errors that say what was wrong and where.

use std::fmt;

/// A position in pasted text: 1-based line and column (columns count characters).
///
/// # Examples
///
/// ```
/// use rowkey_core::Position;
/// let at = Position { line: 3, column: 7 };
/// assert_eq!(at.to_string(), "line 3, column 7");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column number, in characters.
    pub column: usize,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// What went wrong while reading a sample.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The text has no rows at all.
    Empty,
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
}

impl fmt::Display for ParseErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => {
                f.write_str("the sample is empty: paste a header row and at least one data row")
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
        }
    }
}

/// An error in pasted sample text, pointing at where it happened.
///
/// # Examples
///
/// ```
/// use rowkey_core::sample::parse_csv;
///
/// let err = parse_csv("id,name\n1,ann\n2\n").unwrap_err();
/// assert_eq!(err.position.line, 3);
/// assert_eq!(err.to_string(), "line 3, column 1: this row has 1 fields but the header has 2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the problem is.
    pub position: Position,
    /// What the problem is.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.position, self.kind)
    }
}

impl std::error::Error for ParseError {}
