//! The view model: what the page renders, already sorted and formatted.

use crate::key::RowKey;
use crate::sample::Sample;

/// One row of the sorted key table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyTableRow {
    /// The row key's bytes.
    pub key: RowKey,
    /// The key as the HBase shell prints it (`toStringBinary`).
    pub key_text: String,
    /// The key as uppercase hex.
    pub key_hex: String,
    /// Index of the source row in the sample (input order, 0-based).
    pub source_row: usize,
}

/// Sample rows with their row keys, in HBase order.
///
/// # Examples
///
/// ```
/// use rowkey_core::sample::parse_csv;
/// use rowkey_core::view::KeyTable;
///
/// let sample = parse_csv("n\n1\n2\n10\n").unwrap();
/// let table = KeyTable::from_column(&sample, 0);
/// let keys: Vec<&str> = table.rows.iter().map(|r| r.key_text.as_str()).collect();
/// assert_eq!(keys, ["1", "10", "2"]);
/// assert_eq!(table.rows[1].source_row, 2);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyTable {
    /// The rows, sorted by key (ties keep input order).
    pub rows: Vec<KeyTableRow>,
}

impl KeyTable {
    /// Makes each row's key from one column's UTF-8 text and sorts the rows in HBase order.
    ///
    /// A column index past the end gives empty keys.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::sample::parse_csv;
    /// use rowkey_core::view::KeyTable;
    ///
    /// let sample = parse_csv("id,city\n1,Zürich\n").unwrap();
    /// let table = KeyTable::from_column(&sample, 1);
    /// assert_eq!(table.rows[0].key_text, "Z\\xC3\\xBCrich");
    /// assert_eq!(table.rows[0].key.len(), 7);
    /// ```
    #[must_use]
    pub fn from_column(sample: &Sample, column: usize) -> Self {
        let keys: Vec<RowKey> = sample
            .iter_rows()
            .map(|row| RowKey::from(row.get(column).unwrap_or("")))
            .collect();
        Self::from_keys(keys)
    }

    /// Sorts prepared keys (one per source row, in input order) in HBase order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_core::RowKey;
    /// use rowkey_core::view::KeyTable;
    ///
    /// let table = KeyTable::from_keys(vec![RowKey::new(vec![0x80]), RowKey::new(vec![0x7F])]);
    /// assert_eq!(table.rows[0].key_text, "\\x7F");
    /// ```
    #[must_use]
    pub fn from_keys(keys: Vec<RowKey>) -> Self {
        let order = crate::order::sorted_positions(keys.len(), &mut |a, b| keys[a].cmp(&keys[b]));
        let mut slots: Vec<Option<RowKey>> = keys.into_iter().map(Some).collect();
        let rows = order
            .into_iter()
            .map(|source_row| {
                let key = slots[source_row].take().unwrap_or_default();
                KeyTableRow {
                    key_text: key.to_string_binary(),
                    key_hex: key.to_hex(),
                    key,
                    source_row,
                }
            })
            .collect();
        Self { rows }
    }
}
