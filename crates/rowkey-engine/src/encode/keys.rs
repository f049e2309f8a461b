//! Every key of a sample, compactly: the keys that encoded, their rows, each part's value
//! range in each key (a pair of `u32` a part instead of a [`super::PartSpan`] list a key),
//! and the rows that failed (sparse).

use crate::key::KeyArena;
use crate::sample::Sample;
use crate::spec::{KeySpec, PartId, SpecError};

use rowkey_kernels::flat_key::{FlatPart, FlatValue, encode_row};
use rowkey_kernels::md5::Md5Memo;

use super::{EncodeError, EncodedSample, Encoder};

/// The keys of a sample in input order, with each part's value bytes, built with one reused
/// buffer; rows that fail to encode are kept apart as errors.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::EncodedKeys;
/// use rowkey_engine::sample::parse_csv;
/// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart, KeySpec, PartId};
///
/// let sample = parse_csv("a,n\nx,1\ny,z\nw,3\n").unwrap();
/// let spec = KeySpec::new(vec![
///     KeyPart::column(1, "a").with_separator("#"),
///     KeyPart::column(2, "n").with_encoding(Encoding::integer(IntFormat::Decimal)),
/// ]);
/// let keys = EncodedKeys::encode(&spec, &sample).unwrap();
/// assert_eq!(keys.rows(), [0, 2]);
/// assert_eq!(keys.keys().get(1), Some(&b"w#3"[..]));
/// assert_eq!(keys.value(1, 0), Some(&b"w"[..]));
/// assert_eq!(keys.value_of(1, PartId(2)), Some(&b"3"[..]));
/// assert_eq!(keys.errors()[0].row, Some(1));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EncodedKeys {
    keys: KeyArena,
    rows: Vec<usize>,
    parts: Vec<PartId>,
    /// `parts.len()` value ranges a key, as (start, end) byte offsets into the key.
    values: Vec<(u32, u32)>,
    errors: Vec<EncodeError>,
}

impl EncodedKeys {
    /// Encodes every row of a sample.
    ///
    /// # Errors
    ///
    /// A [`SpecError`] if the spec is invalid or reads a column the sample lacks.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::EncodedKeys;
    /// use rowkey_engine::sample::parse_csv;
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    /// let sample = parse_csv("a\n1\n").unwrap();
    /// assert!(EncodedKeys::encode(&KeySpec::new(vec![KeyPart::column(1, "b")]), &sample).is_err());
    /// ```
    pub fn encode(spec: &KeySpec, sample: &Sample) -> Result<Self, SpecError> {
        Self::encode_rows(spec, sample, true).map(|(keys, _)| keys)
    }

    /// [`EncodedKeys::encode`], with the numbers the recipe's integer parts read when every
    /// key was written by the flat encoder (`None` otherwise), so that later steps need not
    /// read those columns again.
    pub fn encode_keeping_numbers(
        spec: &KeySpec,
        sample: &Sample,
    ) -> Result<(Self, Option<KeyNumbers>), SpecError> {
        Self::encode_rows(spec, sample, true)
    }

    /// [`EncodedKeys::encode`] with the general encoder only (the flat one's oracle).
    #[cfg(test)]
    pub(crate) fn encode_general(spec: &KeySpec, sample: &Sample) -> Result<Self, SpecError> {
        Self::encode_rows(spec, sample, false).map(|(keys, _)| keys)
    }

    /// Encodes every row: with the flat encoder of `rowkey-kernels` when `flat` and the
    /// recipe flattens, each row it cannot write (and every row otherwise) with the general
    /// [`Encoder`].
    fn encode_rows(
        spec: &KeySpec,
        sample: &Sample,
        flat: bool,
    ) -> Result<(Self, Option<KeyNumbers>), SpecError> {
        let mut encoder = Encoder::new(spec, sample.columns())?;
        let n = sample.row_count();
        let mut flat = flat
            .then(|| super::flat::flatten(spec, sample.columns()))
            .flatten()
            .map(|parts| {
                // wasm builds hash each value directly (see the flat encoder): no memo to fill.
                let memo_rows = if cfg!(target_arch = "wasm32") { 0 } else { n };
                (
                    Md5Memo::for_rows(memo_rows),
                    KeyNumbers::of_parts(&parts, n),
                    parts,
                )
            });
        if flat.is_none() {
            encoder.remember_digests(n);
        }
        let cells = sample.cell_table();
        let mut out = Self {
            keys: KeyArena::with_capacity(n, n * 16),
            rows: Vec::with_capacity(n),
            parts: spec.parts.iter().map(|p| p.id).collect(),
            values: Vec::with_capacity(n * spec.parts.len()),
            errors: Vec::new(),
        };
        let mut every_key_flat = true;
        for row in 0..n {
            if let Some((memo, numbers, parts)) = &mut flat {
                let values = &mut out.values;
                let written = out.keys.push_with(|key| {
                    if encode_row(parts, &cells, row, memo, key, values, &mut numbers.values) {
                        Ok(())
                    } else {
                        Err(())
                    }
                });
                if written.is_ok() {
                    out.rows.push(row);
                    continue;
                }
            }
            let fields = sample.row(row);
            match out
                .keys
                .push_with(|bytes| encoder.encode_into(row, &fields, bytes))
            {
                Ok(()) => {
                    out.push_values(encoder.value_lens().zip(encoder.separator_lens()));
                    out.rows.push(row);
                    every_key_flat = false;
                }
                Err(mut error) => {
                    error.line = sample.row_line(row);
                    out.errors.push(error);
                }
            }
        }
        let numbers = flat
            .map(|(_, numbers, _)| numbers)
            .filter(|_| every_key_flat);
        Ok((out, numbers))
    }

    /// The same table from an [`EncodedSample`] (for callers that already have one).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::{encode_sample, EncodedKeys};
    /// use rowkey_engine::sample::parse_csv;
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    /// let sample = parse_csv("a\n1\n2\n").unwrap();
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
    /// let from_sample = EncodedKeys::from_encoded(&spec, &encode_sample(&spec, &sample).unwrap());
    /// assert_eq!(from_sample, EncodedKeys::encode(&spec, &sample).unwrap());
    /// ```
    #[must_use]
    pub fn from_encoded(spec: &KeySpec, encoded: &EncodedSample) -> Self {
        let mut out = Self {
            parts: spec.parts.iter().map(|p| p.id).collect(),
            ..Self::default()
        };
        for (row, result) in encoded.rows.iter().enumerate() {
            match result {
                Ok(key) => {
                    for &part in &out.parts {
                        let range = key
                            .spans
                            .iter()
                            .find(|s| s.part == part && s.kind == super::SpanKind::Value)
                            .map_or(0..0, |s| s.bytes.clone());
                        out.values.push((offset(range.start), offset(range.end)));
                    }
                    out.keys.push(key.key.as_bytes());
                    out.rows.push(row);
                }
                Err(error) => out.errors.push(error.clone()),
            }
        }
        out
    }

    /// Records each part's value bytes from its (value, separator) lengths, in part order.
    fn push_values(&mut self, lens: impl Iterator<Item = (usize, usize)>) {
        let mut at = 0;
        for (len, separator) in lens {
            self.values.push((offset(at), offset(at + len)));
            at += len + separator;
        }
    }

    /// The keys that encoded, in input order, in one [`KeyArena`].
    #[must_use]
    pub fn keys(&self) -> &KeyArena {
        &self.keys
    }

    /// The sample row of each key.
    #[must_use]
    pub fn rows(&self) -> &[usize] {
        &self.rows
    }

    /// The rows that failed, in input order.
    #[must_use]
    pub fn errors(&self) -> &[EncodeError] {
        &self.errors
    }

    /// The value bytes of the part at `position` (in spec order) in key `index`.
    #[must_use]
    pub fn value(&self, index: usize, position: usize) -> Option<&[u8]> {
        if position >= self.parts.len() {
            return None;
        }
        let (start, end) = *self.values.get(index * self.parts.len() + position)?;
        self.keys.get(index)?.get(start as usize..end as usize)
    }

    /// Every key's part values as the kernels read them.
    pub fn part_values(&self) -> rowkey_kernels::part_values::PartValues<'_> {
        rowkey_kernels::part_values::PartValues {
            keys: self.keys.as_packed(),
            ranges: &self.values,
            parts: self.parts.len(),
        }
    }

    /// The value bytes of part `part` in key `index`.
    #[must_use]
    pub fn value_of(&self, index: usize, part: PartId) -> Option<&[u8]> {
        let position = self.parts.iter().position(|&p| p == part)?;
        self.value(index, position)
    }

    /// The index of the key of sample row `row`, if that row encoded.
    #[must_use]
    pub fn index_of_row(&self, row: usize) -> Option<usize> {
        self.rows.binary_search(&row).ok()
    }

    /// The keys and their rows, dropping the value ranges.
    #[must_use]
    pub fn into_keys(self) -> (KeyArena, Vec<usize>, Vec<EncodeError>) {
        (self.keys, self.rows, self.errors)
    }
}

/// The numbers the recipe's integer parts read, key by key: what a column of numbers the
/// key is built from reads as, without reading the column again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyNumbers {
    /// The column each integer part reads, in part order.
    columns: Vec<usize>,
    /// `columns.len()` numbers a key.
    values: Vec<i64>,
}

impl KeyNumbers {
    /// Room for `rows` keys of the integer parts among `parts`.
    fn of_parts(parts: &[FlatPart], rows: usize) -> Self {
        let columns: Vec<usize> = parts
            .iter()
            .filter_map(|p| match p.value {
                FlatValue::Integer { column, .. } => Some(column),
                _ => None,
            })
            .collect();
        Self {
            values: Vec::with_capacity(rows * columns.len()),
            columns,
        }
    }

    /// Each key's number in sample column `column` (as
    /// [`rowkey_kernels::cells::CellTable::column_i64`] reads it over the keys' rows), if an
    /// integer part reads that column.
    pub fn column(&self, column: usize) -> Option<Vec<i64>> {
        let at = self.columns.iter().position(|&c| c == column)?;
        Some(
            self.values
                .iter()
                .skip(at)
                .step_by(self.columns.len())
                .copied()
                .collect(),
        )
    }
}

/// A key offset as stored (keys longer than 4 GiB cannot be built from a sample).
fn offset(at: usize) -> u32 {
    u32::try_from(at).unwrap_or(u32::MAX)
}
