//! The HBase shell's `scan` output.
//!
//! ```text
//! hbase(main):001:0> scan 'test:demo'
//! ROW                          COLUMN+CELL
//!  \x00\x00\x00\x01            column=d:v, timestamp=1452262267583, value=1
//!  \x00\x00\x00\x01            column=d:w, timestamp=1452262267583, value=one
//! 1 row(s) in 0.0100 seconds
//! ```
//!
//! * A **cell line** is a key, whitespace, then `column=family:qualifier, timestamp=…` and
//!   usually `, value=…`. The key is read with [`decode_key_text`], so `\xHH` is one byte.
//!   Padding (spaces and tabs) around the key and after the value is dropped: the shell pads
//!   the key column, so a key's own leading or trailing space cannot be told from padding.
//!   A key that itself contains whitespace followed by `column=` cannot be read.
//! * Consecutive cell lines with the same key are **one row**: the sample has the
//!   [`KEY_COLUMN`] (the key as printed) and one column per distinct `family:qualifier` in
//!   order of first appearance, holding the value as printed (still in `toStringBinary`
//!   form). A row without a cell in some column has an empty value there. When a column
//!   repeats within a row (several versions), the first value printed, the newest, is kept.
//!   The same key again after another key starts a new row (for example a second listing).
//! * **Understood and skipped**: blank lines, the header `ROW  COLUMN+CELL`, the footers
//!   `N row(s)`, `N row(s) in 0.0100 seconds` and `Took 0.0100 seconds`, shell prompts
//!   (`hbase(main):001:0> …`, `hbase:001:0> …`), `scan …` commands and `=> …` results.
//! * Any other line is an error pointing at it, so that nothing is silently dropped.

use crate::error::{ParseError, ParseErrorKind};
use crate::key::RowKey;

use super::key_text::decode_key_text;
use super::text_position::{Skipped, bad_line, error_at, is_padding, lines_with_offsets, no_rows};
use super::{Cells, KEY_COLUMN, Sample, SampleLimits, check_shape};

const COLUMN: &str = "column=";
const TIMESTAMP: &str = ", timestamp=";
const VALUE: &str = ", value=";

/// A piece of a line with its byte offset in the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Piece<'a> {
    pub(super) text: &'a str,
    pub(super) offset: usize,
}

/// The parts of one cell line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Cell<'a> {
    pub(super) key: Piece<'a>,
    pub(super) column: Piece<'a>,
    pub(super) value: Piece<'a>,
}

/// What one line of scan output is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum ScanLine<'a> {
    /// Empty or only padding.
    Blank,
    /// The `ROW  COLUMN+CELL` header.
    Header,
    /// A footer, prompt, command or result line.
    Noise,
    /// A cell, or a cell line with a missing part (offset in the line, and what is wrong).
    Cell(Result<Cell<'a>, (usize, ParseErrorKind)>),
    /// Anything else.
    Unrecognized,
}

/// Classifies one line (without its line break).
pub(super) fn classify(line: &str) -> ScanLine<'_> {
    let trimmed = line.trim_matches(is_padding);
    if trimmed.is_empty() {
        return ScanLine::Blank;
    }
    if let Some(at) = column_marker(line) {
        return ScanLine::Cell(cell(line, at));
    }
    if is_header(trimmed) {
        ScanLine::Header
    } else if is_footer(trimmed) || is_command(trimmed) {
        ScanLine::Noise
    } else {
        ScanLine::Unrecognized
    }
}

/// The offset of the first `column=` that starts the line's text or follows padding.
fn column_marker(line: &str) -> Option<usize> {
    let indent = line.len() - line.trim_start_matches(is_padding).len();
    line.match_indices(COLUMN).map(|(i, _)| i).find(|&i| {
        i == indent
            || i.checked_sub(1)
                .and_then(|before| line.as_bytes().get(before))
                .is_some_and(|&b| b == b' ' || b == b'\t')
    })
}

fn cell(line: &str, at: usize) -> Result<Cell<'_>, (usize, ParseErrorKind)> {
    let key_raw = line.get(..at).unwrap_or_default();
    let key_text = key_raw.trim_matches(is_padding);
    let key = Piece {
        text: key_text,
        offset: key_raw.len() - key_raw.trim_start_matches(is_padding).len(),
    };
    let column_start = at + COLUMN.len();
    let rest = line.get(column_start..).unwrap_or_default();
    let Some(column_end) = rest.find(TIMESTAMP) else {
        return Err((
            at,
            ParseErrorKind::MalformedScanCell {
                missing: "timestamp=",
            },
        ));
    };
    let column = Piece {
        text: rest.get(..column_end).unwrap_or_default(),
        offset: column_start,
    };
    let after_timestamp_at = column_start + column_end + TIMESTAMP.len();
    let after_timestamp = line.get(after_timestamp_at..).unwrap_or_default();
    let value = after_timestamp.find(VALUE).map_or(
        Piece {
            text: "",
            offset: line.len(),
        },
        |i| {
            let start = after_timestamp_at + i + VALUE.len();
            Piece {
                text: line
                    .get(start..)
                    .unwrap_or_default()
                    .trim_end_matches(is_padding),
                offset: start,
            }
        },
    );
    Ok(Cell { key, column, value })
}

fn is_header(trimmed: &str) -> bool {
    trimmed.strip_prefix("ROW").is_some_and(|rest| {
        rest.starts_with(is_padding) && rest.trim_start_matches(is_padding) == "COLUMN+CELL"
    })
}

fn is_footer(trimmed: &str) -> bool {
    let after_digits = trimmed.trim_start_matches(|c: char| c.is_ascii_digit());
    let counted = after_digits.len() < trimmed.len()
        && (after_digits.starts_with(" row(s)")
            || after_digits.starts_with(" row in ")
            || after_digits == " row");
    let took = trimmed.starts_with("Took ") && trimmed.ends_with("seconds");
    counted || took
}

fn is_command(trimmed: &str) -> bool {
    trimmed.starts_with("hbase(")
        || trimmed.starts_with("hbase:")
        || trimmed.starts_with("=>")
        || trimmed == "scan"
        || trimmed.starts_with("scan ")
        || trimmed.starts_with("scan(")
}

/// Parses scan output (size and NUL already checked); with `skipped`, a line that is not
/// scan output, a cell line with a missing part or a field over the limit is listed there
/// and left out instead of stopping the read.
pub(super) fn parse(
    text: &str,
    limits: &SampleLimits,
    mut skipped: Option<&mut Skipped>,
) -> Result<Sample, ParseError> {
    let mut columns = vec![KEY_COLUMN.to_owned()];
    // Column names as printed, by index (index 0, the key column, is never looked up). A
    // column is found again by a scan of these names (at most `max_columns`; scan output
    // mostly repeats the previous cell's column, which is checked first): a hash map here
    // cost about 1 KB of gzipped wasm.
    let mut printed: Vec<&str> = vec![""];
    let mut keys: Vec<RowKey> = Vec::new();
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut lines: Vec<usize> = Vec::new();
    // Columns the current (last) row has a value for: the first value printed wins.
    let mut filled: Vec<usize> = Vec::new();
    let mut last_index = 0;
    for (line_index, (line_start, line)) in lines_with_offsets(text).enumerate() {
        let cell = match classify(line) {
            ScanLine::Blank | ScanLine::Header | ScanLine::Noise => continue,
            ScanLine::Unrecognized => {
                let indent = line.len() - line.trim_start_matches(is_padding).len();
                let kind = ParseErrorKind::UnrecognizedScanLine;
                bad_line(skipped.as_deref_mut(), text, line_start + indent, kind)?;
                continue;
            }
            ScanLine::Cell(Err((offset, kind))) => {
                bad_line(skipped.as_deref_mut(), text, line_start + offset, kind)?;
                continue;
            }
            ScanLine::Cell(Ok(cell)) => cell,
        };
        let too_long = [cell.key, cell.column, cell.value]
            .into_iter()
            .find(|piece| piece.text.len() > limits.max_field_bytes);
        if let Some(piece) = too_long {
            let kind = ParseErrorKind::FieldTooLong {
                bytes: piece.text.len(),
                limit: limits.max_field_bytes,
            };
            bad_line(
                skipped.as_deref_mut(),
                text,
                line_start + piece.offset,
                kind,
            )?;
            continue;
        }
        let key = decode_key_text(cell.key.text);
        if keys.last().is_none_or(|last| last.as_bytes() != key) {
            check_shape(rows.len() + 1, columns.len(), limits)
                .map_err(|kind| error_at(text, line_start + cell.key.offset, kind))?;
            keys.push(RowKey::new(key));
            rows.push(vec![cell.key.text.to_owned()]);
            lines.push(line_index + 1);
            filled.clear();
        }
        let index = if printed.get(last_index) == Some(&cell.column.text) {
            last_index
        } else if let Some(index) = printed
            .iter()
            .skip(1)
            .position(|name| *name == cell.column.text)
        {
            index + 1
        } else {
            check_shape(rows.len(), columns.len() + 1, limits)
                .map_err(|kind| error_at(text, line_start + cell.column.offset, kind))?;
            let index = columns.len();
            printed.push(cell.column.text);
            columns.push(if cell.column.text == KEY_COLUMN {
                // Keep names unique even for a column literally named like the key column.
                format!("{COLUMN}{KEY_COLUMN}")
            } else {
                cell.column.text.to_owned()
            });
            index
        };
        last_index = index;
        if filled.contains(&index) {
            continue;
        }
        filled.push(index);
        if let Some(row) = rows.last_mut() {
            if row.len() <= index {
                row.resize(index + 1, String::new());
            }
            if let Some(slot) = row.get_mut(index) {
                cell.value.text.clone_into(slot);
            }
        }
    }
    if rows.is_empty() {
        return Err(no_rows(
            skipped.as_deref(),
            text,
            text.len(),
            ParseErrorKind::Empty,
        ));
    }
    for row in &mut rows {
        row.resize(columns.len(), String::new());
    }
    let cells = Cells::from_rows(&rows, columns.len());
    Ok(Sample::from_parts(columns, cells, Some(keys), Some(lines)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Position;

    #[test]
    fn classifies_the_furniture() {
        assert_eq!(classify("ROW      COLUMN+CELL"), ScanLine::Header);
        assert_eq!(classify(" ROW\tCOLUMN+CELL "), ScanLine::Header);
        assert_eq!(classify("11 row(s) in 0.0100 seconds"), ScanLine::Noise);
        assert_eq!(classify("3 row(s)"), ScanLine::Noise);
        assert_eq!(classify("1 row in 0.01 seconds"), ScanLine::Noise);
        assert_eq!(classify("Took 0.0100 seconds"), ScanLine::Noise);
        assert_eq!(
            classify("hbase(main):001:0> scan 'test:demo'"),
            ScanLine::Noise
        );
        assert_eq!(
            classify("hbase:002:0> scan 't', {LIMIT => 3}"),
            ScanLine::Noise
        );
        assert_eq!(classify("scan 'test:demo'  "), ScanLine::Noise);
        assert_eq!(classify("=> #<Java::...>"), ScanLine::Noise);
        assert_eq!(classify("   \t"), ScanLine::Blank);
        assert_eq!(classify("rows in a table"), ScanLine::Unrecognized);
        assert_eq!(classify("ROWS COLUMN+CELL"), ScanLine::Unrecognized);
    }

    #[test]
    fn splits_a_cell_line() {
        let ScanLine::Cell(Ok(cell)) = classify(" a b   column=d:v, timestamp=1, value=x, y = z  ")
        else {
            panic!("not a cell");
        };
        assert_eq!(
            cell.key,
            Piece {
                text: "a b",
                offset: 1
            }
        );
        assert_eq!(cell.column.text, "d:v");
        assert_eq!(cell.value.text, "x, y = z");
        // A deleted cell printed by a raw scan has no value.
        let ScanLine::Cell(Ok(cell)) = classify("r column=d:v, timestamp=1, type=Delete") else {
            panic!("not a cell");
        };
        assert_eq!(cell.value.text, "");
        // `column=` glued to the key is part of the key text, not a cell.
        assert_eq!(classify("acolumn=x"), ScanLine::Unrecognized);
    }

    #[test]
    fn cells_of_one_row_collapse() {
        let text = "\
ROW     COLUMN+CELL
 r1     column=d:a, timestamp=2, value=new
 r1     column=d:a, timestamp=1, value=old
 r1     column=d:b, timestamp=1, value=b1
 r2     column=d:b, timestamp=1, value=b2
 r1     column=d:c, timestamp=1, value=c1
 r3     column=d:c, timestamp=1, value=c3
 r3     column=d:a, timestamp=1, value=a3
4 row(s)
Took 0.0470 seconds
";
        let s = parse(text, &SampleLimits::default(), None).unwrap();
        assert_eq!(s.columns(), ["ROW", "d:a", "d:b", "d:c"]);
        assert_eq!(
            s.to_rows(),
            [
                vec!["r1", "new", "b1", ""],
                vec!["r2", "", "b2", ""],
                vec!["r1", "", "", "c1"],
                vec!["r3", "a3", "", "c3"],
            ]
        );
    }

    #[test]
    fn errors_point_at_the_line() {
        let e = parse(
            "r column=d:v, timestamp=1, value=1\noops\n",
            &SampleLimits::default(),
            None,
        )
        .unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::UnrecognizedScanLine);
        assert_eq!(e.position, Position { line: 2, column: 1 });

        let e = parse("r  column=d:v, value=1\n", &SampleLimits::default(), None).unwrap_err();
        assert_eq!(
            e.kind,
            ParseErrorKind::MalformedScanCell {
                missing: "timestamp="
            }
        );
        assert_eq!(e.position, Position { line: 1, column: 4 });

        let e = parse(
            "ROW  COLUMN+CELL\n0 row(s)\n",
            &SampleLimits::default(),
            None,
        )
        .unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::Empty);
    }

    #[test]
    fn skip_mode_leaves_out_bad_lines_and_keeps_the_cells_around_them() {
        let text = "\
ROW     COLUMN+CELL
 r1     column=d:a, timestamp=1, value=a1
 some prose
 r1     column=d:b, value=b1
 r1     column=d:c, timestamp=1, value=c1
 r2     column=d:a, timestamp=1, value=a2
";
        let limits = SampleLimits::default();
        let mut skipped = Skipped::new(&limits);
        let s = parse(text, &limits, Some(&mut skipped)).unwrap();
        assert_eq!(s.columns(), ["ROW", "d:a", "d:c"]);
        assert_eq!(s.to_rows(), [vec!["r1", "a1", "c1"], vec!["r2", "a2", ""]]);
        let errors = skipped.into_errors();
        let at: Vec<Position> = errors.iter().map(|e| e.position).collect();
        assert_eq!(
            at,
            [
                Position { line: 3, column: 2 },
                Position { line: 4, column: 9 }
            ]
        );
        assert_eq!(errors[0].kind, ParseErrorKind::UnrecognizedScanLine);
        // The strict read stops at the first of them.
        let e = parse(text, &limits, None).unwrap_err();
        assert_eq!(e, errors[0]);
    }

    #[test]
    fn limits_apply_to_rows_and_columns() {
        let limits = SampleLimits {
            max_columns: 2,
            ..SampleLimits::default()
        };
        let text = "r column=d:a, timestamp=1, value=1\nr column=d:b, timestamp=1, value=2\n";
        let e = parse(text, &limits, None).unwrap_err();
        assert_eq!(
            e.kind,
            ParseErrorKind::TooManyColumns { found: 3, limit: 2 }
        );
        assert_eq!(
            e.position,
            Position {
                line: 2,
                column: 10
            }
        );
    }
}
