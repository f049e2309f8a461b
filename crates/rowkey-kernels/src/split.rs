//! Delimited text without quotes, split into rows of values stored column-free: every value
//! back to back in one `String`, where each value ends and where each row's values start.

use crate::bytes::position_of_any;

/// The buffers the rows go into (they are appended to).
#[derive(Debug)]
pub struct Columnar<'a> {
    /// Every value's text, back to back.
    pub text: &'a mut String,
    /// Where each value ends in `text`.
    pub ends: &'a mut Vec<usize>,
    /// For each row, the number of values stored once it is complete (an index into `ends`).
    pub row_ends: &'a mut Vec<usize>,
    /// Each row's 1-based line number in the input.
    pub lines: &'a mut Vec<usize>,
}

/// What a row may be.
#[derive(Clone, Copy, Debug)]
pub struct Shape {
    /// The number of values every row has.
    pub columns: usize,
    /// How many rows may be stored.
    pub max_rows: usize,
    /// The longest value, in bytes.
    pub max_field_bytes: usize,
}

/// The first record that does not fit the [`Shape`] (too many rows, a different number of
/// values or a value too long): nothing of it is stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Misfit {
    /// The byte offset where the record starts.
    pub offset: usize,
    /// The index the record would have as a row (the number of rows stored before it).
    pub row: usize,
    /// Its 1-based line number.
    pub line: usize,
    /// Where each of its values ends.
    pub ends: Vec<usize>,
}

/// Splits `text` from byte `start` (the start of a line on line `line`) into records at
/// `\n` and `\r`, and each record into values at `delimiter` (an ASCII byte other than
/// `\r`, `\n` and `"`; the text must hold no `"`). Blank lines (only whitespace) are skipped.
/// Returns the number of rows stored.
///
/// # Errors
///
/// The first record that does not fit `shape`; the rows before it are stored.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::split::{split_quote_free, Columnar, Shape};
/// let (mut text, mut ends, mut row_ends, mut lines) = (String::new(), vec![], vec![], vec![]);
/// let out = Columnar { text: &mut text, ends: &mut ends, row_ends: &mut row_ends, lines: &mut lines };
/// let shape = Shape { columns: 2, max_rows: 10, max_field_bytes: 10 };
/// assert_eq!(split_quote_free("a,b\n1,2\r\n \n3,45\n", 4, 2, b',', shape, out), Ok(2));
/// assert_eq!(text, "12345");
/// assert_eq!(ends, [1, 2, 3, 5]);
/// assert_eq!(row_ends, [2, 4]);
/// assert_eq!(lines, [2, 4]);
/// ```
pub fn split_quote_free(
    text: &str,
    start: usize,
    mut line: usize,
    delimiter: u8,
    shape: Shape,
    out: Columnar<'_>,
) -> Result<usize, Misfit> {
    let bytes = text.as_bytes();
    let mut pos = start.min(bytes.len());
    let mut rows = 0;
    let mut ends: Vec<usize> = Vec::with_capacity(shape.columns + 1);
    loop {
        while let Some(&b) = bytes.get(pos) {
            match b {
                b'\n' => line += 1,
                b'\r' => {}
                _ => break,
            }
            pos += 1;
        }
        if pos >= bytes.len() {
            return Ok(rows);
        }
        // One pass to the end of the record, noting where each value ends.
        ends.clear();
        let mut end = position_of_any(bytes, pos, &[delimiter, b'\n', b'\r']);
        while bytes.get(end) == Some(&delimiter) {
            ends.push(end);
            end = position_of_any(bytes, end + 1, &[delimiter, b'\n', b'\r']);
        }
        ends.push(end);
        if ends.len() == 1 && text.get(pos..end).is_some_and(|f| f.trim().is_empty()) {
            pos = end;
            continue;
        }
        let fits = rows < shape.max_rows
            && ends.len() == shape.columns
            && ends
                .iter()
                .scan(pos, |from, &to| {
                    let len = to - *from;
                    *from = to + 1;
                    Some(len)
                })
                .all(|len| len <= shape.max_field_bytes);
        if !fits {
            return Err(Misfit {
                offset: pos,
                row: rows,
                line,
                ends,
            });
        }
        let mut from = pos;
        for &to in &ends {
            out.text.push_str(text.get(from..to).unwrap_or_default());
            out.ends.push(out.text.len());
            from = to + 1;
        }
        out.row_ends.push(out.ends.len());
        out.lines.push(line);
        rows += 1;
        pos = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(text: &str, shape: Shape) -> (Result<usize, Misfit>, String, Vec<usize>, Vec<usize>) {
        let (mut t, mut ends, mut row_ends, mut lines) = (String::new(), vec![], vec![], vec![]);
        let out = Columnar {
            text: &mut t,
            ends: &mut ends,
            row_ends: &mut row_ends,
            lines: &mut lines,
        };
        let result = split_quote_free(text, 0, 1, b',', shape, out);
        (result, t, row_ends, lines)
    }

    #[test]
    fn the_first_misfit_stops_the_split() {
        let shape = Shape {
            columns: 2,
            max_rows: 2,
            max_field_bytes: 3,
        };
        let (r, text, rows, lines) = split("a,b\nc\n", shape);
        assert_eq!(
            r,
            Err(Misfit {
                offset: 4,
                row: 1,
                line: 2,
                ends: vec![5]
            })
        );
        assert_eq!((text.as_str(), rows, lines), ("ab", vec![2], vec![1]));
        let (r, ..) = split("a,bcde\n", shape);
        assert_eq!(r.unwrap_err().ends, [1, 6]);
        let (r, ..) = split("a,b\n\n\nc,d\ne,f\n", shape);
        assert_eq!(
            r,
            Err(Misfit {
                offset: 10,
                row: 2,
                line: 5,
                ends: vec![11, 13]
            })
        );
    }

    #[test]
    fn unicode_whitespace_lines_are_blank() {
        let shape = Shape {
            columns: 1,
            max_rows: 9,
            max_field_bytes: 9,
        };
        let (r, text, _, lines) = split("x\n\u{3000}\ny", shape);
        assert_eq!((r, text.as_str(), lines), (Ok(2), "xy", vec![1, 3]));
    }
}
