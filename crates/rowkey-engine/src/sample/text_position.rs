//! Byte offsets to line and column, and the checks every format shares.

use crate::error::{ParseError, ParseErrorKind, Position};

use rowkey_kernels::bytes::find_byte;

use super::SampleLimits;

/// Turns a byte offset into a 1-based line and column that lie inside `text`.
///
/// Lines end at `\n`; columns count characters, so a `\r` before `\n` is the last column of
/// its line.
pub(crate) fn position_of(text: &str, offset: usize) -> Position {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = text.get(..offset).unwrap_or_default();
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before.get(line_start..).map_or(0, |s| s.chars().count()) + 1;
    Position { line, column }
}

/// An error at a byte offset of `text`.
pub(super) fn error_at(text: &str, offset: usize, kind: ParseErrorKind) -> ParseError {
    ParseError {
        position: position_of(text, offset),
        kind,
    }
}

/// The lines a reader in skip mode leaves out, each with the error that made it leave the
/// line out. Positions are found by a cursor that moves forward through the text, so that
/// many bad lines cost one pass over the text rather than one each.
#[derive(Debug)]
pub(super) struct Skipped {
    errors: Vec<ParseError>,
    /// Most lines listed; one more is an error.
    limit: usize,
    /// The cursor: a byte offset, its line and the offset where that line starts.
    offset: usize,
    line: usize,
    line_start: usize,
}

impl Skipped {
    pub(super) fn new(limits: &SampleLimits) -> Self {
        Self {
            errors: Vec::new(),
            limit: limits.max_rows,
            offset: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// [`position_of`], from the cursor when `offset` is not before it.
    fn position(&mut self, text: &str, offset: usize) -> Position {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        if offset < self.offset {
            return position_of(text, offset);
        }
        let passed = text.as_bytes().get(self.offset..offset).unwrap_or_default();
        for (i, &b) in passed.iter().enumerate() {
            if b == b'\n' {
                self.line += 1;
                self.line_start = self.offset + i + 1;
            }
        }
        self.offset = offset;
        let column = text
            .get(self.line_start..offset)
            .map_or(0, |s| s.chars().count())
            + 1;
        Position {
            line: self.line,
            column,
        }
    }

    /// The errors, in text order (an unclosed quote, found before the rows are read, is
    /// listed among the others by its line).
    pub(super) fn into_errors(self) -> Vec<ParseError> {
        self.errors
    }

    /// The first bad line's error, when no row was read at all.
    pub(super) fn first(&self) -> Option<ParseError> {
        self.errors.first().cloned()
    }
}

/// What a reader does with a data line it cannot read: stop with the error at `offset`
/// (`skipped` is `None`), or list the line and go on. More bad lines than the row limit
/// is an error even in skip mode.
pub(super) fn bad_line(
    skipped: Option<&mut Skipped>,
    text: &str,
    offset: usize,
    kind: ParseErrorKind,
) -> Result<(), ParseError> {
    let Some(skipped) = skipped else {
        return Err(error_at(text, offset, kind));
    };
    if skipped.errors.len() >= skipped.limit {
        return Err(error_at(
            text,
            offset,
            ParseErrorKind::TooManyRows {
                limit: skipped.limit,
            },
        ));
    }
    let position = skipped.position(text, offset);
    // Kept in text order: lines come in order, but an unclosed quote is listed before the
    // rows around it are read.
    let at = skipped.errors.partition_point(|e| e.position <= position);
    skipped.errors.insert(at, ParseError { position, kind });
    Ok(())
}

/// The error for a text without a data row: in skip mode with bad lines, the first of
/// them (the error a strict read stops at), else `kind` at `offset`.
pub(super) fn no_rows(
    skipped: Option<&Skipped>,
    text: &str,
    offset: usize,
    kind: ParseErrorKind,
) -> ParseError {
    skipped
        .and_then(Skipped::first)
        .unwrap_or_else(|| error_at(text, offset, kind))
}

/// The size limit and the NUL check, which every format applies before reading.
pub(super) fn check_size_and_nul(text: &str, limits: &SampleLimits) -> Result<(), ParseError> {
    if text.len() > limits.max_bytes {
        return Err(error_at(
            text,
            0,
            ParseErrorKind::TooLarge {
                bytes: text.len(),
                limit: limits.max_bytes,
            },
        ));
    }
    if let Some(at) = find_byte(text.as_bytes(), 0) {
        return Err(error_at(text, at, ParseErrorKind::NulCharacter));
    }
    Ok(())
}

/// The lines of `text` with the byte offset where each starts, without `\n` or `\r\n`.
pub(super) fn lines_with_offsets(text: &str) -> impl Iterator<Item = (usize, &str)> + Clone {
    text.split('\n').scan(0usize, |start, line| {
        let at = *start;
        *start += line.len() + 1;
        Some((at, line.strip_suffix('\r').unwrap_or(line)))
    })
}

/// Whether a character is padding around a key or value: a space or a tab.
pub(super) fn is_padding(c: char) -> bool {
    c == ' ' || c == '\t'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_of_counts_characters() {
        assert_eq!(position_of("ab\ncé d", 7), Position { line: 2, column: 4 });
        assert_eq!(position_of("", 10), Position { line: 1, column: 1 });
        assert_eq!(position_of("a\r\nb", 2), Position { line: 1, column: 3 });
    }

    #[test]
    fn lines_know_where_they_start() {
        let lines: Vec<_> = lines_with_offsets("a\r\nbc\n\nd").collect();
        assert_eq!(lines, [(0, "a"), (3, "bc"), (6, ""), (7, "d")]);
    }

    #[test]
    fn the_skip_cursor_agrees_with_position_of() {
        let text = "ab\ncé d\r\n\nxyz\n";
        let limits = SampleLimits::default();
        let mut skipped = Skipped::new(&limits);
        for offset in [0, 1, 3, 5, 7, 9, 10, 12, 14, 40, 2] {
            assert_eq!(
                skipped.position(text, offset),
                position_of(text, offset),
                "{offset}"
            );
        }
    }

    #[test]
    fn bad_lines_stop_or_are_listed_up_to_the_row_limit() {
        let text = "a\nb\nc\n";
        let kind = || ParseErrorKind::UnrecognizedScanLine;
        let e = bad_line(None, text, 2, kind()).unwrap_err();
        assert_eq!(e.position, Position { line: 2, column: 1 });
        let limits = SampleLimits {
            max_rows: 2,
            ..SampleLimits::default()
        };
        let mut skipped = Skipped::new(&limits);
        bad_line(Some(&mut skipped), text, 0, kind()).unwrap();
        bad_line(Some(&mut skipped), text, 2, kind()).unwrap();
        let e = bad_line(Some(&mut skipped), text, 4, kind()).unwrap_err();
        assert_eq!(e.kind, ParseErrorKind::TooManyRows { limit: 2 });
        assert_eq!(
            no_rows(Some(&skipped), text, 6, ParseErrorKind::Empty)
                .position
                .line,
            1
        );
        let lines: Vec<usize> = skipped
            .into_errors()
            .iter()
            .map(|e| e.position.line)
            .collect();
        assert_eq!(lines, [1, 2]);
        assert_eq!(
            no_rows(None, text, 6, ParseErrorKind::Empty).kind,
            ParseErrorKind::Empty
        );
    }

    #[test]
    fn nul_is_an_error_at_its_place() {
        let e = check_size_and_nul("id\n1\0", &SampleLimits::default()).unwrap_err();
        assert_eq!(e.position, Position { line: 2, column: 2 });
        assert_eq!(e.kind, ParseErrorKind::NulCharacter);
    }
}
