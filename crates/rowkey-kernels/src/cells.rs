//! A sample's values as the kernels read them: one text buffer and the offsets of its cells.

/// The values of a sample, row after row, in one text: cell `i` ends at `ends[i]` and starts
/// where cell `i - 1` ends (the first at 0); row `r`'s cells are `rows[r]..rows[r + 1]`.
///
/// # Examples
///
/// ```
/// use rowkey_kernels::cells::CellTable;
/// // Two rows: ("a", "bc") and ("", "d").
/// let cells = CellTable { text: "abcd", ends: &[1, 3, 3, 4], rows: &[0, 2, 4] };
/// assert_eq!(cells.get(0, 1), Some("bc"));
/// assert_eq!(cells.get(1, 0), Some(""));
/// assert_eq!(cells.get(1, 2), None);
/// assert_eq!(cells.get(2, 0), None);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct CellTable<'a> {
    /// Every value, one after the other.
    pub text: &'a str,
    /// The end offset of each cell in `text` (non-decreasing, on char boundaries).
    pub ends: &'a [usize],
    /// The index of each row's first cell, and one past the last row's last cell.
    pub rows: &'a [usize],
}

impl<'a> CellTable<'a> {
    /// The value at `row`, `column`; `None` past the end of the table or of the row.
    #[must_use]
    pub fn get(&self, row: usize, column: usize) -> Option<&'a str> {
        let (start, end) = self.span(row, column)?;
        self.text.get(start..end)
    }

    /// The bytes of the value at `row`, `column` (as [`CellTable::get`], without the
    /// char-boundary checks a `&str` needs).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_kernels::cells::CellTable;
    /// let cells = CellTable { text: "xé", ends: &[1, 3], rows: &[0, 2] };
    /// assert_eq!(cells.bytes(0, 1), Some("é".as_bytes()));
    /// ```
    #[must_use]
    pub fn bytes(&self, row: usize, column: usize) -> Option<&'a [u8]> {
        let (start, end) = self.span(row, column)?;
        self.text.as_bytes().get(start..end)
    }

    /// The values of `column` in the rows `rows`, read as 64-bit decimal integers (as
    /// [`crate::number::parse_decimal`] reads them); `None` if one is missing or is not one.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_kernels::cells::CellTable;
    /// // Rows ("7", "x") and (" -2", "5").
    /// let cells = CellTable { text: "7x -25", ends: &[1, 2, 5, 6], rows: &[0, 2, 4] };
    /// assert_eq!(cells.column_i64(0, &[1, 0]), Some(vec![-2, 7]));
    /// assert_eq!(cells.column_i64(1, &[0, 1]), None);
    /// ```
    #[must_use]
    pub fn column_i64(&self, column: usize, rows: &[usize]) -> Option<Vec<i64>> {
        rows.iter()
            .map(|&row| {
                let number = crate::number::parse_decimal(self.get(row, column)?)?;
                i64::try_from(number).ok()
            })
            .collect()
    }

    /// Clears `keep[row]` for each row whose value in `column` is missing or is none of
    /// `values` (rows already cleared are not read).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_kernels::cells::CellTable;
    /// // Rows ("a"), ("b"), ("c").
    /// let cells = CellTable { text: "abc", ends: &[1, 2, 3], rows: &[0, 1, 2, 3] };
    /// let mut keep = [true, true, false];
    /// cells.keep_equal_to_any(0, &["a", "c"], &mut keep);
    /// assert_eq!(keep, [true, false, false]);
    /// ```
    pub fn keep_equal_to_any(&self, column: usize, values: &[&str], keep: &mut [bool]) {
        for (row, kept) in keep.iter_mut().enumerate() {
            if *kept {
                *kept = self
                    .bytes(row, column)
                    .is_some_and(|value| values.iter().any(|v| v.as_bytes() == value));
            }
        }
    }

    /// The rows (in order) whose value in `column` holds the byte `byte`: the only rows a
    /// test that needs that byte has to read.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_kernels::cells::CellTable;
    /// // Rows ("-1", "x"), ("2", "-"), ("3-", "y").
    /// let cells = CellTable { text: "-1x2-3-y", ends: &[2, 3, 4, 5, 7, 8], rows: &[0, 2, 4, 6] };
    /// assert_eq!(cells.rows_holding(0, b'-'), [0, 2]);
    /// assert_eq!(cells.rows_holding(1, b'-'), [1]);
    /// assert!(cells.rows_holding(2, b'-').is_empty());
    /// ```
    #[must_use]
    pub fn rows_holding(&self, column: usize, byte: u8) -> Vec<usize> {
        let rows = self.rows.len().saturating_sub(1);
        (0..rows)
            .filter(|&row| {
                self.bytes(row, column)
                    .is_some_and(|value| value.contains(&byte))
            })
            .collect()
    }

    /// The byte range of a cell in `text`.
    fn span(&self, row: usize, column: usize) -> Option<(usize, usize)> {
        let first = *self.rows.get(row)?;
        let next = *self.rows.get(row.checked_add(1)?)?;
        let cell = first.checked_add(column)?;
        if cell >= next {
            return None;
        }
        let start = match cell.checked_sub(1) {
            Some(previous) => *self.ends.get(previous)?,
            None => 0,
        };
        Some((start, *self.ends.get(cell)?))
    }
}

#[cfg(test)]
mod tests {
    use super::CellTable;
    use proptest::prelude::*;

    /// The text, cell ends and row starts of a [`CellTable`] holding `rows`.
    fn layout(rows: &[Vec<String>]) -> (String, Vec<usize>, Vec<usize>) {
        let (mut text, mut ends, mut starts) = (String::new(), Vec::new(), vec![0]);
        for row in rows {
            for value in row {
                text.push_str(value);
                ends.push(text.len());
            }
            starts.push(ends.len());
        }
        (text, ends, starts)
    }

    proptest! {
        /// The rows holding a byte in a column are those whose value read back holds it.
        #[test]
        fn rows_holding_a_byte(rows in proptest::collection::vec(proptest::collection::vec("[a-c-]{0,3}", 0..4), 0..8), column in 0_usize..4) {
            let (text, ends, starts) = layout(&rows);
            let cells = CellTable { text: &text, ends: &ends, rows: &starts };
            let expected: Vec<usize> = rows
                .iter()
                .enumerate()
                .filter(|(_, row)| row.get(column).is_some_and(|v| v.contains('-')))
                .map(|(r, _)| r)
                .collect();
            prop_assert_eq!(cells.rows_holding(column, b'-'), expected);
        }

        /// Any rows of any lengths read back as they were written, and nothing past them.
        #[test]
        fn rows_read_back(rows in proptest::collection::vec(proptest::collection::vec("[a-cé]{0,3}", 0..4), 0..6)) {
            let (text, ends, starts) = layout(&rows);
            let cells = CellTable { text: &text, ends: &ends, rows: &starts };
            for (r, row) in rows.iter().enumerate() {
                for (c, value) in row.iter().enumerate() {
                    prop_assert_eq!(cells.get(r, c), Some(value.as_str()));
                    prop_assert_eq!(cells.bytes(r, c), Some(value.as_bytes()));
                }
                prop_assert_eq!(cells.get(r, row.len()), None);
            }
            prop_assert_eq!(cells.get(rows.len(), 0), None);
        }

        /// A column reads as its cells parsed one by one, `None` as soon as one does not.
        #[test]
        fn columns_read_as_numbers(rows in proptest::collection::vec(proptest::collection::vec("-?[0-9]{1,2}|x| 3", 1..3), 0..6), column in 0_usize..2) {
            let (text, ends, starts) = layout(&rows);
            let cells = CellTable { text: &text, ends: &ends, rows: &starts };
            let order: Vec<usize> = (0..rows.len()).rev().collect();
            let expected: Option<Vec<i64>> = order
                .iter()
                .map(|&r| rows[r].get(column)?.trim().parse().ok())
                .collect();
            prop_assert_eq!(cells.column_i64(column, &order), expected);
        }

        /// Rows are kept when they were and their value is one of the values.
        #[test]
        fn keeps_the_equal_rows(rows in proptest::collection::vec(proptest::collection::vec("[ab]{0,2}", 0..3), 0..8), values in proptest::collection::vec("[ab]{0,2}", 0..3), keep in proptest::collection::vec(proptest::bool::ANY, 8), column in 0_usize..3) {
            let (text, ends, starts) = layout(&rows);
            let cells = CellTable { text: &text, ends: &ends, rows: &starts };
            let mut kept = keep[..rows.len()].to_vec();
            let values: Vec<&str> = values.iter().map(String::as_str).collect();
            cells.keep_equal_to_any(column, &values, &mut kept);
            let expected: Vec<bool> = rows
                .iter()
                .zip(&keep)
                .map(|(row, &k)| k && row.get(column).is_some_and(|v| values.contains(&v.as_str())))
                .collect();
            prop_assert_eq!(kept, expected);
        }
    }
}
