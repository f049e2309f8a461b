//! Sample data pasted by the user: a header row and data rows.

use crate::error::{ParseError, ParseErrorKind, Position};

/// Explicit limits on pasted samples, so that no paste can exhaust the page.
///
/// # Examples
///
/// ```
/// use rowkey_core::sample::{parse_csv_with, SampleLimits};
///
/// let limits = SampleLimits { max_rows: 1, ..SampleLimits::default() };
/// let err = parse_csv_with("id\n1\n2\n", &limits).unwrap_err();
/// assert_eq!(err.position.line, 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SampleLimits {
    /// Largest accepted text, in bytes.
    pub max_bytes: usize,
    /// Largest number of data rows.
    pub max_rows: usize,
    /// Longest accepted field, in bytes.
    pub max_field_bytes: usize,
}

impl Default for SampleLimits {
    fn default() -> Self {
        Self {
            max_bytes: 64 * 1024 * 1024,
            max_rows: 1_000_000,
            max_field_bytes: 64 * 1024,
        }
    }
}

/// A parsed sample: named columns and rows of text values.
///
/// # Examples
///
/// ```
/// use rowkey_core::sample::parse_csv;
///
/// let sample = parse_csv("uid,phone\n111,123\n").unwrap();
/// assert_eq!(sample.columns(), ["uid", "phone"]);
/// assert_eq!(sample.value(0, 1), Some("123"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sample {
    columns: Vec<String>,
    rows: Vec<Vec<String>>,
}

impl Sample {
    /// Builds a sample from column names and rows.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::sample::Sample;
    /// let s = Sample::new(vec!["id".into()], vec![vec!["1".into()]]);
    /// assert_eq!(s.row_count(), 1);
    /// ```
    #[must_use]
    pub fn new(columns: Vec<String>, rows: Vec<Vec<String>>) -> Self {
        Self { columns, rows }
    }

    /// The column names, in header order.
    #[must_use]
    pub fn columns(&self) -> &[String] {
        &self.columns
    }

    /// The data rows, in input order.
    #[must_use]
    pub fn rows(&self) -> &[Vec<String>] {
        &self.rows
    }

    /// The number of data rows.
    #[must_use]
    pub fn row_count(&self) -> usize {
        self.rows.len()
    }

    /// The index of a column by name.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::sample::parse_csv;
    /// let s = parse_csv("a,b\n1,2\n").unwrap();
    /// assert_eq!(s.column_index("b"), Some(1));
    /// assert_eq!(s.column_index("c"), None);
    /// ```
    #[must_use]
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c == name)
    }

    /// One value, by row and column index.
    #[must_use]
    pub fn value(&self, row: usize, column: usize) -> Option<&str> {
        self.rows.get(row)?.get(column).map(String::as_str)
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
/// an unreadable row, or a limit exceeded.
///
/// # Examples
///
/// ```
/// use rowkey_core::sample::parse_csv;
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
/// use rowkey_core::sample::{parse_csv_with, SampleLimits};
/// let limits = SampleLimits { max_field_bytes: 3, ..SampleLimits::default() };
/// let err = parse_csv_with("id\n1234\n", &limits).unwrap_err();
/// assert_eq!((err.position.line, err.position.column), (2, 1));
/// ```
pub fn parse_csv_with(text: &str, limits: &SampleLimits) -> Result<Sample, ParseError> {
    if text.len() > limits.max_bytes {
        return Err(ParseError {
            position: Position { line: 1, column: 1 },
            kind: ParseErrorKind::TooLarge {
                bytes: text.len(),
                limit: limits.max_bytes,
            },
        });
    }
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(text.as_bytes());
    let mut records = reader.records();
    let header = loop {
        match records.next() {
            None => return Err(error_at(text, 0, ParseErrorKind::Empty)),
            Some(Err(e)) => return Err(csv_error(text, &e)),
            Some(Ok(record)) if is_blank(&record) => {}
            Some(Ok(record)) => break record,
        }
    };
    let header_offset = record_offset(&header);
    let mut columns = Vec::with_capacity(header.len());
    for (i, name) in header.iter().enumerate() {
        let name = name.trim();
        if name.is_empty() {
            let at = field_offset(text, header_offset, &header, i);
            return Err(error_at(
                text,
                at,
                ParseErrorKind::EmptyColumnName {
                    column_index: i + 1,
                },
            ));
        }
        if columns.iter().any(|c| c == name) {
            let at = field_offset(text, header_offset, &header, i);
            return Err(error_at(
                text,
                at,
                ParseErrorKind::DuplicateColumnName {
                    name: name.to_owned(),
                },
            ));
        }
        columns.push(name.to_owned());
    }
    let mut rows = Vec::new();
    for record in records {
        let record = record.map_err(|e| csv_error(text, &e))?;
        if is_blank(&record) {
            continue;
        }
        let offset = record_offset(&record);
        if rows.len() == limits.max_rows {
            return Err(error_at(
                text,
                offset,
                ParseErrorKind::TooManyRows {
                    limit: limits.max_rows,
                },
            ));
        }
        if record.len() != columns.len() {
            return Err(error_at(
                text,
                offset,
                ParseErrorKind::RaggedRow {
                    expected: columns.len(),
                    found: record.len(),
                },
            ));
        }
        let mut row = Vec::with_capacity(columns.len());
        for (i, field) in record.iter().enumerate() {
            if field.len() > limits.max_field_bytes {
                let at = field_offset(text, offset, &record, i);
                return Err(error_at(
                    text,
                    at,
                    ParseErrorKind::FieldTooLong {
                        bytes: field.len(),
                        limit: limits.max_field_bytes,
                    },
                ));
            }
            row.push(field.to_owned());
        }
        rows.push(row);
    }
    if rows.is_empty() {
        return Err(error_at(text, header_offset, ParseErrorKind::HeaderOnly));
    }
    Ok(Sample { columns, rows })
}

fn is_blank(record: &csv::StringRecord) -> bool {
    record.len() == 1 && record[0].trim().is_empty()
}

fn record_offset(record: &csv::StringRecord) -> usize {
    record
        .position()
        .map_or(0, |p| usize::try_from(p.byte()).unwrap_or(usize::MAX))
}

/// Best-effort byte offset of field `index` of an unquoted record starting at `start`.
fn field_offset(text: &str, start: usize, record: &csv::StringRecord, index: usize) -> usize {
    let Some(line) = text.get(start..) else {
        return start;
    };
    let mut offset = start;
    for field in record.iter().take(index) {
        offset += field.len() + 1;
    }
    if line.starts_with('"') {
        start
    } else {
        offset.min(text.len())
    }
}

fn csv_error(text: &str, error: &csv::Error) -> ParseError {
    let offset = error.position().map_or(text.len(), |p| {
        usize::try_from(p.byte()).unwrap_or(usize::MAX)
    });
    let detail = match error.kind() {
        csv::ErrorKind::Utf8 { .. } => "the text is not valid UTF-8".to_owned(),
        _ => error.to_string(),
    };
    error_at(text, offset, ParseErrorKind::Malformed { detail })
}

/// Turns a byte offset into a 1-based line and column that lie inside `text`.
pub(crate) fn position_of(text: &str, offset: usize) -> Position {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    Position { line, column }
}

fn error_at(text: &str, offset: usize, kind: ParseErrorKind) -> ParseError {
    ParseError {
        position: position_of(text, offset),
        kind,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_fields_keep_commas_and_newlines() {
        let s = parse_csv("id,note\n1,\"two\nlines, here\"\n2,plain\n").unwrap();
        assert_eq!(s.row_count(), 2);
        assert_eq!(s.value(0, 1), Some("two\nlines, here"));
    }

    #[test]
    fn blank_lines_are_skipped() {
        let s = parse_csv("\nid\n\n1\n\n2\n").unwrap();
        assert_eq!(s.row_count(), 2);
    }

    #[test]
    fn errors_name_line_and_column() {
        let e = parse_csv("a,b\n1,2\n3,4,5\n").unwrap_err();
        assert_eq!(e.position, Position { line: 3, column: 1 });
        assert_eq!(
            e.kind,
            ParseErrorKind::RaggedRow {
                expected: 2,
                found: 3
            }
        );

        let e = parse_csv("a,,c\n1,2,3\n").unwrap_err();
        assert_eq!(e.position, Position { line: 1, column: 3 });

        let e = parse_csv("a,b,a\n1,2,3\n").unwrap_err();
        assert_eq!(e.position, Position { line: 1, column: 5 });
        assert_eq!(
            e.kind,
            ParseErrorKind::DuplicateColumnName { name: "a".into() }
        );

        assert_eq!(
            parse_csv("id\n").unwrap_err().kind,
            ParseErrorKind::HeaderOnly
        );
        assert_eq!(parse_csv("  \n").unwrap_err().kind, ParseErrorKind::Empty);
    }

    #[test]
    fn limits_are_errors_not_truncation() {
        let limits = SampleLimits {
            max_bytes: 4,
            ..SampleLimits::default()
        };
        assert!(matches!(
            parse_csv_with("id\n1\n2\n", &limits).unwrap_err().kind,
            ParseErrorKind::TooLarge { bytes: 7, limit: 4 }
        ));
    }

    #[test]
    fn position_of_counts_characters() {
        assert_eq!(position_of("ab\ncé d", 7), Position { line: 2, column: 4 });
        assert_eq!(position_of("", 10), Position { line: 1, column: 1 });
    }
}
