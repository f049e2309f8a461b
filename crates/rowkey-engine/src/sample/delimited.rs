//! CSV and TSV with a header row, read by the `csv` crate.
//!
//! The `csv` crate reads an unterminated quoted field silently to the end of the text, so a
//! small scanner that follows the same quoting rules runs first and reports the opening
//! quote. The same scanner finds where each field of a record starts, for error columns.

use crate::error::{ParseError, ParseErrorKind};

use rowkey_kernels::bytes::find_byte;
use rowkey_kernels::split::{Columnar, Shape, split_quote_free};

use super::text_position::{Skipped, bad_line, error_at, no_rows};
use super::{Cells, Sample, SampleLimits, check_shape};

/// Parses delimited text with a header row (size and NUL already checked); with `skipped`,
/// a data row with the wrong number of fields or a field over the limit is listed there and
/// left out instead of stopping the read.
pub(super) fn parse(
    text: &str,
    delimiter: u8,
    limits: &SampleLimits,
    skipped: Option<&mut Skipped>,
) -> Result<Sample, ParseError> {
    parse_with(text, delimiter, limits, true, skipped)
}

/// A data record that cannot be stored: the limits of the whole sample stop the read in
/// every mode, a bad line only in strict mode.
enum Unfit {
    /// A limit of the sample, at a byte offset.
    Limit(usize, ParseErrorKind),
    /// A problem of this line, at a byte offset.
    Line(usize, ParseErrorKind),
}

impl Unfit {
    /// Stops with the error, or lists the bad line in `skipped`.
    fn handle(self, text: &str, skipped: Option<&mut Skipped>) -> Result<(), ParseError> {
        match self {
            Self::Limit(offset, kind) => Err(error_at(text, offset, kind)),
            Self::Line(offset, kind) => bad_line(skipped, text, offset, kind),
        }
    }
}

/// Checks a data record of `found` fields starting at byte `offset`, to be row `index`: the
/// shape, then the field count, then each field's length.
#[allow(clippy::too_many_arguments)]
fn check_record<'t>(
    text: &str,
    delimiter: u8,
    offset: usize,
    index: usize,
    columns: usize,
    limits: &SampleLimits,
    found: usize,
    fields: impl Iterator<Item = &'t str>,
) -> Result<(), Unfit> {
    check_shape(index + 1, columns, limits).map_err(|kind| Unfit::Limit(offset, kind))?;
    if found != columns {
        return Err(Unfit::Line(
            offset,
            ParseErrorKind::RaggedRow {
                expected: columns,
                found,
            },
        ));
    }
    for (i, field) in fields.enumerate() {
        if field.len() > limits.max_field_bytes {
            return Err(Unfit::Line(
                field_offset(text, delimiter, offset, i),
                ParseErrorKind::FieldTooLong {
                    bytes: field.len(),
                    limit: limits.max_field_bytes,
                },
            ));
        }
    }
    Ok(())
}

/// [`parse`]; `fast` lets the rows of a text without quotes be split directly (the `csv`
/// crate still reads the header), which gives the same rows and errors.
fn parse_with(
    text: &str,
    delimiter: u8,
    limits: &SampleLimits,
    fast: bool,
    mut skipped: Option<&mut Skipped>,
) -> Result<Sample, ParseError> {
    let quoted = find_byte(text.as_bytes(), b'"').is_some();
    if let Some(at) = quoted
        .then(|| unterminated_quote(text, delimiter))
        .flatten()
    {
        let Some(skipped) = skipped else {
            return Err(first_error_before_quote(text, delimiter, limits, fast)
                .unwrap_or_else(|| error_at(text, at, ParseErrorKind::UnterminatedQuote)));
        };
        // Skip mode: the unclosed quote's line is listed and read as blank, and the rest of
        // the text is read as if the line were not there (offsets and lines unchanged), by
        // the `csv` reader, which skips a line of spaces as blank.
        let cleaned = blank_unclosed_quotes(text, delimiter, at, skipped)?;
        return parse_with(&cleaned, delimiter, limits, false, Some(skipped));
    }
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let mut record = csv::StringRecord::new();
    let header_offset = loop {
        if !read(&mut reader, &mut record, text)? {
            return Err(error_at(text, text.len(), ParseErrorKind::Empty));
        }
        if !is_blank(&record) {
            break record_offset(text, &record);
        }
    };
    let columns = header_columns(text, delimiter, header_offset, &record, limits)?;
    // Rows and bytes ahead, from the header's share of the text: one allocation each.
    let header_bytes = text
        .len()
        .min(header_offset + 1 + record.as_slice().len() + record.len());
    let rows_guess = (text.len() / header_bytes.max(1)).min(limits.max_rows);
    let mut cells = Cells::with_capacity(rows_guess, columns.len(), text.len());
    let mut row_count = 0;
    let mut row_lines = Vec::with_capacity(rows_guess);
    let quote_free =
        fast && delimiter.is_ascii() && !matches!(delimiter, b'\r' | b'\n' | b'"') && !quoted;
    if quote_free {
        let after_header = usize::try_from(reader.position().byte()).unwrap_or(usize::MAX);
        let rows = QuoteFree {
            text,
            delimiter,
            columns: columns.len(),
            limits,
        };
        row_count = rows.read(
            after_header,
            &mut cells,
            &mut row_lines,
            skipped.as_deref_mut(),
        )?;
    } else {
        let mut lines = LineCounter::new(text);
        while read(&mut reader, &mut record, text)? {
            if is_blank(&record) {
                continue;
            }
            let offset = record_offset(text, &record);
            let fits = check_record(
                text,
                delimiter,
                offset,
                row_count,
                columns.len(),
                limits,
                record.len(),
                record.iter(),
            );
            if let Err(unfit) = fits {
                unfit.handle(text, skipped.as_deref_mut())?;
                continue;
            }
            for field in &record {
                cells.push(field);
            }
            cells.end_row();
            row_count += 1;
            row_lines.push(lines.line_at(offset));
        }
    }
    if row_count == 0 {
        return Err(no_rows(
            skipped.as_deref(),
            text,
            header_offset,
            ParseErrorKind::HeaderOnly,
        ));
    }
    Ok(Sample::from_parts(columns, cells, None, Some(row_lines)))
}

/// The rows of a text without a quote (so no field spans a line and every field is the text
/// between delimiters), read as the `csv` crate reads them: any run of `\r` and `\n` ends a
/// record, and the fields need no copy into a record nor a UTF-8 check (an ASCII delimiter
/// and line breaks only cut the valid text at character boundaries).
struct QuoteFree<'a> {
    text: &'a str,
    delimiter: u8,
    columns: usize,
    limits: &'a SampleLimits,
}

impl QuoteFree<'_> {
    /// Reads the rows from byte `start` into `cells` and their line numbers into `lines`;
    /// returns the number of rows. Bad lines go to `skipped` when given.
    fn read(
        &self,
        start: usize,
        cells: &mut Cells,
        lines: &mut Vec<usize>,
        mut skipped: Option<&mut Skipped>,
    ) -> Result<usize, ParseError> {
        let text = self.text;
        let bytes = text.as_bytes();
        let start = start.min(bytes.len());
        let mut line = 1 + bytes
            .get(..start)
            .unwrap_or_default()
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        // Row `i` fits while `check_shape(i + 1, ..)` holds.
        let max_rows = if self.columns > self.limits.max_columns {
            0
        } else {
            self.limits
                .max_rows
                .min(self.limits.max_cells / self.columns.max(1))
        };
        let mut from = start;
        let mut stored = 0;
        loop {
            let shape = Shape {
                columns: self.columns,
                max_rows: max_rows.saturating_sub(stored),
                max_field_bytes: self.limits.max_field_bytes,
            };
            let (cell_text, ends, row_ends) = cells.buffers_mut();
            let out = Columnar {
                text: cell_text,
                ends,
                row_ends,
                lines,
            };
            match split_quote_free(text, from, line, self.delimiter, shape, out) {
                Ok(rows) => return Ok(stored + rows),
                Err(misfit) => {
                    stored += misfit.row;
                    from = misfit.ends.last().copied().unwrap_or(bytes.len());
                    line = misfit.line;
                    let mut field_start = misfit.offset;
                    let fields = misfit.ends.iter().map(|&end| {
                        let field = text.get(field_start..end).unwrap_or_default();
                        field_start = end + 1;
                        field
                    });
                    let fits = check_record(
                        text,
                        self.delimiter,
                        misfit.offset,
                        stored,
                        self.columns,
                        self.limits,
                        misfit.ends.len(),
                        fields,
                    );
                    if let Err(unfit) = fits {
                        // The record's error, as the `csv` path words it; in skip mode, go
                        // on after the record.
                        unfit.handle(text, skipped.as_deref_mut())?;
                        continue;
                    }
                    // It fits after all (the shape mirrors those checks, so this does not
                    // happen): keep it and go on after it.
                    let mut field_start = misfit.offset;
                    for &end in &misfit.ends {
                        cells.push(text.get(field_start..end).unwrap_or_default());
                        field_start = end + 1;
                    }
                    cells.end_row();
                    lines.push(misfit.line);
                    stored += 1;
                }
            }
        }
    }
}

/// Line numbers of increasing offsets, counting each newline once.
struct LineCounter<'a> {
    text: &'a [u8],
    offset: usize,
    line: usize,
}

impl<'a> LineCounter<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text: text.as_bytes(),
            offset: 0,
            line: 1,
        }
    }

    /// The 1-based line of `offset`, which is never before the previous one asked for.
    fn line_at(&mut self, offset: usize) -> usize {
        let offset = offset.min(self.text.len()).max(self.offset);
        let skipped = self.text.get(self.offset..offset).unwrap_or_default();
        self.line += skipped.iter().filter(|&&b| b == b'\n').count();
        self.offset = offset;
        self.line
    }
}

/// Reads the next record; `Ok(false)` at the end of the text.
fn read(
    reader: &mut csv::Reader<&[u8]>,
    record: &mut csv::StringRecord,
    text: &str,
) -> Result<bool, ParseError> {
    reader.read_record(record).map_err(|e| csv_error(text, &e))
}

/// Checks the header's size and names, and returns the trimmed column names.
fn header_columns(
    text: &str,
    delimiter: u8,
    offset: usize,
    header: &csv::StringRecord,
    limits: &SampleLimits,
) -> Result<Vec<String>, ParseError> {
    if header.len() > limits.max_columns {
        return Err(error_at(
            text,
            field_offset(text, delimiter, offset, limits.max_columns),
            ParseErrorKind::TooManyColumns {
                found: header.len(),
                limit: limits.max_columns,
            },
        ));
    }
    let mut columns = Vec::with_capacity(header.len());
    for (i, name) in header.iter().enumerate() {
        let name = name.trim();
        let kind = if name.is_empty() {
            ParseErrorKind::EmptyColumnName {
                column_index: i + 1,
            }
        } else if name.len() > limits.max_field_bytes {
            ParseErrorKind::FieldTooLong {
                bytes: name.len(),
                limit: limits.max_field_bytes,
            }
        } else if columns.iter().any(|c| c == name) {
            ParseErrorKind::DuplicateColumnName {
                name: name.to_owned(),
            }
        } else {
            columns.push(name.to_owned());
            continue;
        };
        return Err(error_at(
            text,
            field_offset(text, delimiter, offset, i),
            kind,
        ));
    }
    Ok(columns)
}

fn is_blank(record: &csv::StringRecord) -> bool {
    record.len() == 1 && record.get(0).is_some_and(|f| f.trim().is_empty())
}

/// Where a record's first field starts. The `csv` crate reports where it began reading,
/// which can be the line break or blank lines before the record, so those are skipped.
fn record_offset(text: &str, record: &csv::StringRecord) -> usize {
    let reported = record
        .position()
        .map_or(0, |p| usize::try_from(p.byte()).unwrap_or(usize::MAX));
    let rest = text.as_bytes().get(reported..).unwrap_or_default();
    reported
        + rest
            .iter()
            .take_while(|&&b| b == b'\r' || b == b'\n')
            .count()
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

/// Where the `csv` crate is inside a record, byte by byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum State {
    /// At the start of a field (or of a record): a quote here opens a quoted field.
    StartField,
    /// Inside an unquoted field, or after a closed quote: quotes are literal.
    InField,
    /// Inside a quoted field.
    InQuoted,
    /// Just after a quote inside a quoted field: a second quote is a literal quote.
    QuoteInQuoted,
}

/// Steps the quoting state machine over one byte; returns the new state and whether a new
/// field starts right after this byte.
pub(super) fn step(state: State, byte: u8, delimiter: u8) -> (State, bool) {
    let ends_field = byte == delimiter || byte == b'\n' || byte == b'\r';
    match state {
        State::StartField | State::InField if ends_field => (State::StartField, true),
        State::StartField if byte == b'"' => (State::InQuoted, false),
        State::StartField | State::InField => (State::InField, false),
        State::InQuoted if byte == b'"' => (State::QuoteInQuoted, false),
        State::InQuoted => (State::InQuoted, false),
        State::QuoteInQuoted if byte == b'"' => (State::InQuoted, false),
        State::QuoteInQuoted if ends_field => (State::StartField, true),
        State::QuoteInQuoted => (State::InField, false),
    }
}

/// The byte offset of a quote that opens a field and is never closed, if any (callers skip
/// texts without a quote).
fn unterminated_quote(text: &str, delimiter: u8) -> Option<usize> {
    unclosed_quote_record(text, delimiter).map(|(_, opened_at)| opened_at)
}

/// Where the record holding a never-closed quote starts, and where that quote opens: the
/// record can start lines earlier, when a quoted field before it spans lines.
fn unclosed_quote_record(text: &str, delimiter: u8) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut state = State::StartField;
    let (mut record_start, mut opened) = (0, (0, 0));
    for (i, &b) in bytes.iter().enumerate() {
        let (next, _) = step(state, b, delimiter);
        if state == State::StartField && next == State::InQuoted {
            opened = (record_start, i);
        }
        if state != State::InQuoted && (b == b'\n' || b == b'\r') {
            record_start = i + 1;
        }
        state = next;
    }
    (state == State::InQuoted).then_some(opened)
}

/// The strict read's error on a line before the record of `text`'s unclosed quote, if any:
/// errors are reported in line order, so a ragged row before the quote comes first (as in
/// skip mode's list). The text before that record is read alone; that it has no data row,
/// or is empty, is no error of its own.
fn first_error_before_quote(
    text: &str,
    delimiter: u8,
    limits: &SampleLimits,
    fast: bool,
) -> Option<ParseError> {
    let (record, _) = unclosed_quote_record(text, delimiter)?;
    let before = text.get(..record)?;
    match parse_with(before, delimiter, limits, fast, None) {
        Err(e) if !matches!(e.kind, ParseErrorKind::Empty | ParseErrorKind::HeaderOnly) => Some(e),
        _ => None,
    }
}

/// `text` with each unclosed quote's record made blank up to the end of the quote's line,
/// from the first one on (each listed in `skipped` where it opened, as the strict read
/// reports it). An unclosed quote ends at its line's end: those lines become spaces (the
/// same length, so every byte offset, line and column of the rest stays), which the reader
/// skips as blank lines. The text before the record is left as it was, so no quote before
/// it changes meaning and the errors come in text order.
fn blank_unclosed_quotes(
    text: &str,
    delimiter: u8,
    first: usize,
    skipped: &mut Skipped,
) -> Result<String, ParseError> {
    let mut bytes = text.as_bytes().to_vec();
    let mut at = unclosed_quote_record(text, delimiter).filter(|&(_, open)| open == first);
    while let Some((record, open)) = at {
        bad_line(
            Some(&mut *skipped),
            text,
            open,
            ParseErrorKind::UnterminatedQuote,
        )?;
        // A record starts after a line break (or at the text's start).
        let start = record.min(open);
        let end = bytes
            .get(open..)
            .and_then(|b| b.iter().position(|&c| c == b'\n'))
            .map_or(bytes.len(), |i| open + i);
        for b in bytes.get_mut(start..end).unwrap_or_default() {
            *b = b' ';
        }
        // Spaces for whole lines keep the text UTF-8 (every byte of a cut character is
        // replaced).
        let cleaned = std::str::from_utf8(&bytes).unwrap_or_default();
        at = unclosed_quote_record(cleaned, delimiter);
    }
    Ok(String::from_utf8(bytes).unwrap_or_default())
}

/// The byte offset where field `index` of the record starting at `start` begins (the end of
/// the record's text if the record has fewer fields).
fn field_offset(text: &str, delimiter: u8, start: usize, index: usize) -> usize {
    if index == 0 {
        return start;
    }
    let mut state = State::StartField;
    let mut field = 0;
    let bytes = text.as_bytes().get(start..).unwrap_or_default();
    for (i, &b) in bytes.iter().enumerate() {
        let (next, starts_field) = step(state, b, delimiter);
        if starts_field {
            if b != delimiter {
                break;
            }
            field += 1;
            if field == index {
                return start + i + 1;
            }
        }
        state = next;
    }
    text.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Position;
    use crate::sample::{SampleFormat, parse_csv, parse_csv_with, parse_sample};

    proptest::proptest! {
        /// Texts without quotes: the direct split gives the `csv` crate's rows, line
        /// numbers and errors (positions included), under tight limits too.
        #[test]
        fn quote_free_rows_equal_the_csv_readers(
            pieces in proptest::collection::vec(
                proptest::sample::select(vec![
                    "a", "bc", "é", "7", " ", "", ",", ",", "\t", ";", "\n", "\n", "\r", "\r\n",
                    "\u{feff}",
                ]),
                0..40,
            ),
            delimiter in proptest::sample::select(vec![b',', b'\t', b';']),
            tight in proptest::bool::ANY,
            skip in proptest::bool::ANY,
        ) {
            let text: String = pieces.concat();
            let limits = if tight {
                SampleLimits {
                    max_rows: 3,
                    max_field_bytes: 3,
                    max_columns: 3,
                    max_cells: 7,
                    ..SampleLimits::default()
                }
            } else {
                SampleLimits::default()
            };
            let read = |fast: bool| {
                let mut skipped = skip.then(|| Skipped::new(&limits));
                let sample = parse_with(&text, delimiter, &limits, fast, skipped.as_mut());
                (sample, skipped.map(Skipped::into_errors))
            };
            proptest::prop_assert_eq!(read(true), read(false), "{:?}", text);
        }
    }

    #[test]
    fn quoted_fields_keep_commas_and_newlines() {
        let s = parse_csv("id,note\n1,\"two\nlines, here\"\n2,plain\n").unwrap();
        assert_eq!(s.row_count(), 2);
        assert_eq!(s.value(0, 1), Some("two\nlines, here"));
        let s = parse_csv("id,note\r\n1,\"say \"\"hi\"\"\"\r\n").unwrap();
        assert_eq!(s.value(0, 1), Some("say \"hi\""));
    }

    #[test]
    fn blank_lines_are_skipped() {
        let s = parse_csv("\nid\n\n1\n\n2\n").unwrap();
        assert_eq!(s.row_count(), 2);
        assert_eq!((s.row_line(0), s.row_line(1)), (Some(4), Some(6)));
        let s = parse_csv("id\r\n\r\n1\r\n2").unwrap();
        assert_eq!((s.row_line(0), s.row_line(1)), (Some(3), Some(4)));
        let e = parse_csv("a,b\r\n\r\n1\r\n").unwrap_err();
        assert_eq!(e.position, Position { line: 3, column: 1 });
    }

    #[test]
    fn tsv_splits_on_tabs_only() {
        let tsv = "id\tnote\n1\ta, b\n";
        let s = parse_sample(tsv, SampleFormat::Tsv, &SampleLimits::default()).unwrap();
        assert_eq!(s.columns(), ["id", "note"]);
        assert_eq!(s.value(0, 1), Some("a, b"));
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

        // Columns after a quoted field are found too.
        let e = parse_csv("\"x,y\",b,b\n1,2,3\n").unwrap_err();
        assert_eq!(e.position, Position { line: 1, column: 9 });

        assert_eq!(
            parse_csv("id\n").unwrap_err().kind,
            ParseErrorKind::HeaderOnly
        );
        assert_eq!(parse_csv("  \n").unwrap_err().kind, ParseErrorKind::Empty);
    }

    /// Reads `text` as CSV in skip mode: the sample and the skipped lines' errors.
    fn skipping(
        text: &str,
        limits: &SampleLimits,
    ) -> (Result<Sample, ParseError>, Vec<ParseError>) {
        let mut skipped = Skipped::new(limits);
        let sample = parse(text, b',', limits, Some(&mut skipped));
        (sample, skipped.into_errors())
    }

    #[test]
    fn skip_mode_reads_the_rest_and_lists_bad_lines() {
        let limits = SampleLimits {
            max_field_bytes: 4,
            ..SampleLimits::default()
        };
        // Without quotes (the direct split) and with them (the csv crate's reader).
        for text in [
            "a,b\n1,2\n3,4,5\n\n6,toolong\n7\n8,9\n",
            "a,b\n1,\"2\"\n3,4,5\n\n6,toolong\n7\n8,9\n",
        ] {
            let (sample, errors) = skipping(text, &limits);
            let sample = sample.unwrap();
            assert_eq!(sample.to_rows(), [vec!["1", "2"], vec!["8", "9"]], "{text}");
            assert_eq!((sample.row_line(0), sample.row_line(1)), (Some(2), Some(7)));
            let at: Vec<Position> = errors.iter().map(|e| e.position).collect();
            assert_eq!(
                at,
                [
                    Position { line: 3, column: 1 },
                    Position { line: 5, column: 3 },
                    Position { line: 6, column: 1 },
                ],
                "{text}"
            );
            assert_eq!(
                errors[0].to_string(),
                "line 3, column 1: this row has 3 fields but the header has 2"
            );
            assert_eq!(
                errors[1].kind,
                ParseErrorKind::FieldTooLong { bytes: 7, limit: 4 }
            );
            // The strict read stops at the first of them.
            assert_eq!(parse_csv_with(text, &limits).unwrap_err(), errors[0]);
        }
    }

    #[test]
    fn skip_mode_keeps_the_errors_of_the_whole_sample() {
        // Header problems and limits still stop the read.
        let limits = SampleLimits::default();
        assert_eq!(
            skipping("a,a\n1,2\n", &limits).0.unwrap_err().kind,
            ParseErrorKind::DuplicateColumnName { name: "a".into() }
        );
        let limits = SampleLimits {
            max_rows: 1,
            ..SampleLimits::default()
        };
        assert_eq!(
            skipping("a\n1\n2\n", &limits).0.unwrap_err().kind,
            ParseErrorKind::TooManyRows { limit: 1 }
        );
        // Every data line bad: the first one's error, not "header only".
        let (sample, errors) = skipping("a,b\n1\n2\n", &SampleLimits::default());
        assert_eq!(sample.unwrap_err(), errors[0]);
        assert_eq!(errors.len(), 2);
    }

    /// Issue 34 item 9: in skip mode an unclosed quote ends at its line's end, is listed
    /// with the other bad lines, in line order, and the rows after it are read.
    #[test]
    fn skip_mode_lists_an_unclosed_quote_and_reads_on() {
        let mut text = String::from("id,note\n");
        for i in 1..=9 {
            text.push_str(&format!("{i},ok\n"));
        }
        text.push_str("10,ragged,row\n"); // line 11
        text.push_str("11,\"never closed\n"); // line 12
        text.push_str("12,after\n13,fine\n");
        let (sample, errors) = skipping(&text, &SampleLimits::default());
        let sample = sample.unwrap();
        assert_eq!(sample.row_count(), 11, "{:?} {errors:?}", sample.to_rows());
        assert_eq!(sample.value(9, 1), Some("after"));
        assert_eq!(sample.row_line(9), Some(13));
        assert_eq!(sample.value(10, 1), Some("fine"));
        let listed: Vec<(usize, &ParseErrorKind)> =
            errors.iter().map(|e| (e.position.line, &e.kind)).collect();
        assert!(
            matches!(
                listed[..],
                [
                    (11, ParseErrorKind::RaggedRow { .. }),
                    (12, ParseErrorKind::UnterminatedQuote)
                ]
            ),
            "{listed:?}"
        );
        assert_eq!(errors[1].position.column, 4);
        // (A later quote would close it: `csv` reads a quoted field across lines, so only a
        // quote still open at the end of the text is unclosed.)
        // The last line, without a line break, with a multi-byte character.
        let (sample, errors) = skipping("a,b\n2,x\n3,\"é", &SampleLimits::default());
        assert_eq!(sample.unwrap().to_rows(), [vec!["2", "x"]]);
        let at: Vec<Position> = errors.iter().map(|e| e.position).collect();
        assert_eq!(at, [Position { line: 3, column: 3 }]);
        // Only bad lines: the first one's error.
        let (sample, errors) = skipping("a\n\"1\n", &SampleLimits::default());
        assert_eq!(sample.unwrap_err(), errors[0]);
        assert_eq!(errors[0].kind, ParseErrorKind::UnterminatedQuote);
    }

    #[test]
    fn an_unterminated_quote_points_at_where_it_opened() {
        let e = parse_csv("id,note\n1,ok\n2,\"never closed\n3,x\n4,y\n").unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::UnterminatedQuote);
        assert_eq!(e.position, Position { line: 3, column: 3 });
        // A quote inside an unquoted field is literal, as the csv crate reads it.
        let s = parse_csv("id,note\n1,5\" screen\n").unwrap();
        assert_eq!(s.value(0, 1), Some("5\" screen"));
        // A doubled quote does not close the field.
        let e = parse_csv("id\n\"a\"\"\n").unwrap_err();
        assert_eq!(e.position, Position { line: 2, column: 1 });
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
        let limits = SampleLimits {
            max_cells: 4,
            ..SampleLimits::default()
        };
        let e = parse_csv_with("a,b\n1,2\n3,4\n5,6\n", &limits).unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::TooManyCells { limit: 4 });
        assert_eq!(e.position.line, 4);
    }

    #[test]
    fn a_huge_header_is_refused_quickly() {
        let header: Vec<String> = (0..100_000).map(|i| format!("c{i}")).collect();
        let text = format!("{}\n", header.join(","));
        let e = parse_csv(&text).unwrap_err();
        assert_eq!(
            e.kind,
            ParseErrorKind::TooManyColumns {
                found: 100_000,
                limit: 1_000
            }
        );
        // Column 1001 starts after 10 + 90 + 900 names and their commas.
        let column = 10 * 3 + 90 * 4 + 900 * 5 + 1;
        assert_eq!(e.position, Position { line: 1, column });
    }

    #[test]
    fn field_offsets_follow_quotes() {
        let text = "\"a,b\",c,\"d\"\"\",e";
        assert_eq!(field_offset(text, b',', 0, 1), 6);
        assert_eq!(field_offset(text, b',', 0, 3), 14);
        assert_eq!(field_offset(text, b',', 0, 9), text.len());
    }
}
