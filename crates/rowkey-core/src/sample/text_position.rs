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
    fn nul_is_an_error_at_its_place() {
        let e = check_size_and_nul("id\n1\0", &SampleLimits::default()).unwrap_err();
        assert_eq!(e.position, Position { line: 2, column: 2 });
        assert_eq!(e.kind, ParseErrorKind::NulCharacter);
    }
}
