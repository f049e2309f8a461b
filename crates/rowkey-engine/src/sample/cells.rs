//! The values of a sample in one text buffer: each cell is a range of it, so a million rows
//! cost one allocation instead of one a value and one a row.

/// Every value of a sample, row after row, in one `String`; `ends` holds where each cell
/// ends and `rows` where each row's cells start (one more entry than rows).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cells {
    text: String,
    ends: Vec<usize>,
    rows: Vec<usize>,
}

impl Default for Cells {
    fn default() -> Self {
        Self {
            text: String::new(),
            ends: Vec::new(),
            rows: vec![0],
        }
    }
}

impl Cells {
    /// An empty buffer sized for `rows` rows of `columns` values and `bytes` of text.
    pub fn with_capacity(rows: usize, columns: usize, bytes: usize) -> Self {
        let mut row_starts = Vec::with_capacity(rows + 1);
        row_starts.push(0);
        Self {
            text: String::with_capacity(bytes),
            ends: Vec::with_capacity(rows.saturating_mul(columns)),
            rows: row_starts,
        }
    }

    /// The cells of rows given as strings.
    pub(crate) fn from_rows(rows: &[Vec<String>], columns: usize) -> Self {
        let bytes = rows.iter().flatten().map(String::len).sum();
        let mut cells = Self::with_capacity(rows.len(), columns, bytes);
        for row in rows {
            for value in row {
                cells.push(value);
            }
            cells.end_row();
        }
        cells
    }

    /// The buffers, for a splitter that appends whole rows (each row's values, then its end
    /// in the row list, as [`Cells::push`] and [`Cells::end_row`] do).
    pub(crate) fn buffers_mut(&mut self) -> (&mut String, &mut Vec<usize>, &mut Vec<usize>) {
        (&mut self.text, &mut self.ends, &mut self.rows)
    }

    /// Appends a value to the current row.
    pub(crate) fn push(&mut self, value: &str) {
        self.text.push_str(value);
        self.ends.push(self.text.len());
    }

    /// Appends a value written by `write` into the text buffer, to the current row.
    pub fn push_with(&mut self, write: impl FnOnce(&mut String)) {
        write(&mut self.text);
        self.ends.push(self.text.len());
    }

    /// Ends the current row.
    pub fn end_row(&mut self) {
        self.rows.push(self.ends.len());
    }

    /// Number of complete rows.
    pub(crate) fn row_count(&self) -> usize {
        self.rows.len() - 1
    }

    /// Number of values in row `row` (0 past the end).
    pub(crate) fn row_len(&self, row: usize) -> usize {
        match (self.rows.get(row), self.rows.get(row + 1)) {
            (Some(start), Some(end)) => end - start,
            _ => 0,
        }
    }

    /// The value at `row`, `column`.
    pub(crate) fn get(&self, row: usize, column: usize) -> Option<&str> {
        self.table().get(row, column)
    }

    /// The cells as the kernels read them.
    pub(crate) fn table(&self) -> rowkey_kernels::cells::CellTable<'_> {
        rowkey_kernels::cells::CellTable {
            text: &self.text,
            ends: &self.ends,
            rows: &self.rows,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Cells;

    #[test]
    fn rows_of_any_length_read_back() {
        let mut cells = Cells::with_capacity(3, 2, 8);
        for row in [&["a", "bc"][..], &[], &["", "d", "é"]] {
            for v in row {
                cells.push(v);
            }
            cells.end_row();
        }
        assert_eq!(cells.row_count(), 3);
        assert_eq!(
            (cells.row_len(0), cells.row_len(1), cells.row_len(2)),
            (2, 0, 3)
        );
        assert_eq!(cells.get(0, 1), Some("bc"));
        assert_eq!(cells.get(1, 0), None);
        assert_eq!(cells.get(2, 0), Some(""));
        assert_eq!(cells.get(2, 2), Some("é"));
        assert_eq!(cells.get(2, 3), None);
        assert_eq!(cells.get(3, 0), None);
    }
}
