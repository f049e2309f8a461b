//! `rowkey_python`: the engine's row keys for Python, a batch at a time.
//!
//! The whole-table PySpark job (`rowkey spark`) builds keys with the design's embedded Python
//! key builder, so that the cluster needs nothing installed. This extension is the measured
//! alternative (`make bench`): the job's `--builder extension` hands each Arrow record batch
//! of `mapInArrow` to [`KeyBuilder::build`], which reads the string columns' Arrow buffers
//! (validity bitmap, 32-bit offsets, UTF-8 data; no Python object a value) and encodes them
//! with the engine exactly as `rowkey analyze` does: the rows that have every column the
//! recipe reads go through [`EncodedKeys::encode`] (the command's batch encoder), a row with
//! a null through the engine's [`Encoder`] (the column is missing, as in a short CSV line).
//!
//! The keys come back as Arrow buffers too (a binary array's validity, offsets and data),
//! with each key's region for the split points, and the rows that could not be encoded as
//! `(row, kind, message)`: the kinds are the job's (`number`, `too_long`, `time`,
//! `time_out_of_range`, `missing_value`, `empty_key`, `other`).
//!
//! ```python
//! import rowkey_python
//! b = rowkey_python.KeyBuilder(recipe_json, ["uid", "ts"], [b"4", b"8"])
//! valid, offsets, data, regions, errors = b.build(n, [(offset, validity, offsets, data), None])
//! ```

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use rowkey_engine::encode::{EncodeError, EncodeErrorKind, EncodedKeys, Encoder, Fields};
use rowkey_engine::sample::{Cells, Sample};
use rowkey_engine::spec::KeySpec;

/// One Arrow string column (`utf8`, 32-bit offsets) of a batch, by its buffers.
struct StrColumn<'a> {
    /// The array's offset into its buffers (a sliced array).
    offset: usize,
    /// The validity bitmap (least significant bit first), or none when every value is set.
    validity: Option<&'a [u8]>,
    /// `offset + n + 1` little-endian `i32` offsets into `data`.
    offsets: &'a [u8],
    data: &'a [u8],
}

impl<'a> StrColumn<'a> {
    /// Checks that the buffers hold `n` values: enough offsets, each within the data.
    fn check(&self, n: usize, name: &str) -> Result<(), String> {
        let needed = (self.offset + n + 1) * 4;
        if self.offsets.len() < needed {
            return Err(format!(
                "column {name}: {} bytes of offsets, {needed} needed for {n} values at offset {}",
                self.offsets.len(),
                self.offset
            ));
        }
        if let Some(v) = self.validity {
            if v.len() * 8 < self.offset + n {
                return Err(format!(
                    "column {name}: a validity bitmap of {} bytes for {n} values at offset {}",
                    v.len(),
                    self.offset
                ));
            }
        }
        Ok(())
    }

    fn offset_at(&self, i: usize) -> Option<usize> {
        let at = (self.offset + i) * 4;
        let bytes: [u8; 4] = self.offsets.get(at..at + 4)?.try_into().ok()?;
        usize::try_from(i32::from_le_bytes(bytes)).ok()
    }

    /// Value `i`: `Ok(None)` for a null, an error for buffers that do not hold UTF-8 text.
    fn get(&self, i: usize, name: &str) -> Result<Option<&'a str>, String> {
        if let Some(v) = self.validity {
            let bit = self.offset + i;
            if v.get(bit / 8).is_none_or(|b| b >> (bit % 8) & 1 == 0) {
                return Ok(None);
            }
        }
        let bad = || format!("column {name}, row {i}: offsets outside the data");
        let (start, end) = (
            self.offset_at(i).ok_or_else(bad)?,
            self.offset_at(i + 1).ok_or_else(bad)?,
        );
        let bytes = self.data.get(start..end).ok_or_else(bad)?;
        std::str::from_utf8(bytes)
            .map(Some)
            .map_err(|e| format!("column {name}, row {i}: not UTF-8 ({e})"))
    }
}

/// A row with some values missing, as the engine's [`Encoder`] reads it.
struct Partial<'a>(Vec<Option<&'a str>>);

impl Fields for Partial<'_> {
    fn field(&self, column: usize) -> Option<&str> {
        self.0.get(column).copied().flatten()
    }
}

/// The job's kind of an encode error (`error_kind` of the PySpark job, which reads the
/// same kinds from the Python key builder's exceptions).
fn error_kind(e: &EncodeError) -> &'static str {
    match &*e.kind {
        EncodeErrorKind::Number(_) => "number",
        EncodeErrorKind::TooLong { .. } => "too_long",
        EncodeErrorKind::TimeOutOfRange => "time_out_of_range",
        EncodeErrorKind::Time(t) if t.reason.starts_with("the year is outside") => {
            "time_out_of_range"
        }
        EncodeErrorKind::Time(_) => "time",
        EncodeErrorKind::MissingValue => "missing_value",
        EncodeErrorKind::EmptyKey => "empty_key",
        _ => "other",
    }
}

/// The engine's message of an error, without the batch's row number.
fn error_message(mut e: EncodeError) -> String {
    e.row = None;
    e.line = None;
    e.to_string()
}

/// Python's `str.strip()` whitespace: Rust's plus the four separators U+001C to U+001F.
fn python_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

/// The job's `arrival_number`: the stripped text as a whole number of 1 to 38 digits with an
/// optional sign, else none.
fn arrival_number(text: &str) -> Option<i128> {
    let t = text.trim_matches(python_space);
    let digits = t.strip_prefix(['+', '-']).unwrap_or(t);
    if digits.is_empty() || digits.len() > 38 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse::<i128>().ok()
}

/// An Arrow string column as Python hands it over: `(offset, validity or None, offsets,
/// data or None)`.
type ColumnBuffers<'py> = (
    usize,
    Option<Bound<'py, PyBytes>>,
    Bound<'py, PyBytes>,
    Option<Bound<'py, PyBytes>>,
);

fn view<'a>(c: &'a ColumnBuffers<'_>) -> StrColumn<'a> {
    StrColumn {
        offset: c.0,
        validity: c.1.as_ref().map(|b| b.as_bytes()),
        offsets: c.2.as_bytes(),
        data: c.3.as_ref().map_or(&[], |b| b.as_bytes()),
    }
}

/// The key builder of one recipe: its columns, in the order [`KeyBuilder::build`] takes
/// them, and the split points that number the regions.
#[pyclass(frozen, module = "rowkey_python")]
pub struct KeyBuilder {
    spec: KeySpec,
    columns: Vec<String>,
    splits: Vec<Vec<u8>>,
}

/// What [`KeyBuilder::build`] returns: the keys' validity bitmap, offsets and data, the
/// regions (`i32`, little-endian) and the errors.
type Built<'py> = (
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
    Bound<'py, PyBytes>,
    Vec<(usize, &'static str, String)>,
);

#[pymethods]
impl KeyBuilder {
    /// `recipe` is the recipe's JSON text (or a whole design file's, whose `recipe` is
    /// read), `columns` the columns it reads, `splits` the split points, sorted.
    #[new]
    fn new(recipe: &str, columns: Vec<String>, splits: Vec<Vec<u8>>) -> PyResult<Self> {
        let mut value: serde_json::Value = serde_json::from_str(recipe)
            .map_err(|e| PyValueError::new_err(format!("the recipe is not JSON: {e}")))?;
        if let Some(inner) = value.get_mut("recipe") {
            value = inner.take();
        }
        let spec: KeySpec = serde_json::from_value(value)
            .map_err(|e| PyValueError::new_err(format!("not a recipe: {e}")))?;
        // The columns must cover the recipe's: the encoder resolves them now.
        Encoder::new(&spec, &columns).map_err(|e| PyValueError::new_err(e.to_string()))?;
        if splits.windows(2).any(|w| w[0] >= w[1]) {
            return Err(PyValueError::new_err("the split points are not sorted"));
        }
        Ok(Self {
            spec,
            columns,
            splits,
        })
    }

    /// The keys of `n` rows: `columns` holds one entry per column of the builder, the
    /// column's Arrow buffers or `None` when the table has no such column.
    fn build<'py>(
        &self,
        py: Python<'py>,
        n: usize,
        columns: Vec<Option<ColumnBuffers<'py>>>,
    ) -> PyResult<Built<'py>> {
        if columns.len() != self.columns.len() {
            return Err(PyValueError::new_err(format!(
                "{} columns given, the recipe reads {}",
                columns.len(),
                self.columns.len()
            )));
        }
        let views: Vec<Option<StrColumn<'_>>> =
            columns.iter().map(|c| c.as_ref().map(view)).collect();
        for (v, name) in views.iter().zip(&self.columns) {
            if let Some(v) = v {
                v.check(n, name).map_err(PyValueError::new_err)?;
            }
        }
        let (valid, offsets, data, regions, errors) =
            self.encode(n, &views).map_err(PyValueError::new_err)?;
        Ok((
            PyBytes::new(py, &valid),
            PyBytes::new(py, &offsets),
            PyBytes::new(py, &data),
            PyBytes::new(py, &regions),
            errors,
        ))
    }

    /// The job's arrival numbers of `n` values of one column (`None`: no such column): a
    /// decimal128 array's validity bitmap and its 16-byte little-endian values.
    fn arrival_numbers<'py>(
        &self,
        py: Python<'py>,
        n: usize,
        column: Option<ColumnBuffers<'py>>,
    ) -> PyResult<(Bound<'py, PyBytes>, Bound<'py, PyBytes>)> {
        let mut valid = vec![0_u8; n.div_ceil(8)];
        let mut values = vec![0_u8; n * 16];
        if let Some(c) = &column {
            let v = view(c);
            v.check(n, "arrival").map_err(PyValueError::new_err)?;
            for i in 0..n {
                let text = v.get(i, "arrival").map_err(PyValueError::new_err)?;
                if let Some(number) = text.and_then(arrival_number) {
                    valid[i / 8] |= 1 << (i % 8);
                    values[i * 16..i * 16 + 16].copy_from_slice(&number.to_le_bytes());
                }
            }
        }
        Ok((PyBytes::new(py, &valid), PyBytes::new(py, &values)))
    }
}

/// The encoded batch: validity bitmap, `i32` offsets and data of the keys, `i32` regions.
type Encoded = (
    Vec<u8>,
    Vec<u8>,
    Vec<u8>,
    Vec<u8>,
    Vec<(usize, &'static str, String)>,
);

impl KeyBuilder {
    fn encode(&self, n: usize, views: &[Option<StrColumn<'_>>]) -> Result<Encoded, String> {
        // Rows with every column: one sample for the command's batch encoder.
        let mut complete = Vec::with_capacity(n);
        let mut partial = Vec::new();
        let mut cells = Cells::with_capacity(n, views.len(), 0);
        let mut row: Vec<Option<&str>> = Vec::with_capacity(views.len());
        for i in 0..n {
            row.clear();
            for (v, name) in views.iter().zip(&self.columns) {
                row.push(match v {
                    Some(v) => v.get(i, name)?,
                    None => None,
                });
            }
            if row.iter().all(Option::is_some) {
                for value in row.iter().flatten() {
                    cells.push_with(|text| text.push_str(value));
                }
                cells.end_row();
                complete.push(i);
            } else {
                partial.push((i, Partial(row.clone())));
            }
        }
        let sample = Sample::from_cells(self.columns.clone(), cells);
        let encoded = EncodedKeys::encode(&self.spec, &sample).map_err(|e| e.to_string())?;
        // Each row's key (an index into the encoded keys or an owned key) or error.
        enum Slot {
            None,
            Encoded(usize),
            Owned(Vec<u8>),
        }
        let mut slots: Vec<Slot> = (0..n).map(|_| Slot::None).collect();
        let mut errors = Vec::new();
        for (k, &sample_row) in encoded.rows().iter().enumerate() {
            let at = *complete.get(sample_row).ok_or("a key of no row")?;
            slots[at] = Slot::Encoded(k);
        }
        for e in encoded.errors() {
            let at = *e
                .row
                .and_then(|r| complete.get(r))
                .ok_or("an error of no row")?;
            errors.push((at, error_kind(e), error_message(e.clone())));
        }
        if !partial.is_empty() {
            let mut encoder = Encoder::new(&self.spec, &self.columns).map_err(|e| e.to_string())?;
            for (at, fields) in &partial {
                let mut key = Vec::new();
                match encoder.encode_into(*at, fields, &mut key) {
                    Ok(()) => slots[*at] = Slot::Owned(key),
                    Err(e) => errors.push((*at, error_kind(&e), error_message(e))),
                }
            }
        }
        errors.sort_by_key(|e| e.0);
        let mut valid = vec![0_u8; n.div_ceil(8)];
        let mut offsets = Vec::with_capacity((n + 1) * 4);
        let mut data = Vec::new();
        let mut regions = vec![0_u8; n * 4];
        offsets.extend_from_slice(&0_i32.to_le_bytes());
        for (i, slot) in slots.iter().enumerate() {
            let key = match slot {
                Slot::None => None,
                Slot::Encoded(k) => encoded.keys().get(*k),
                Slot::Owned(key) => Some(key.as_slice()),
            };
            if let Some(key) = key {
                valid[i / 8] |= 1 << (i % 8);
                data.extend_from_slice(key);
                let region = self.splits.partition_point(|s| s.as_slice() <= key);
                let region = i32::try_from(region).map_err(|_| "too many regions")?;
                regions[i * 4..i * 4 + 4].copy_from_slice(&region.to_le_bytes());
            }
            let end =
                i32::try_from(data.len()).map_err(|_| "more than 2 GiB of keys in a batch")?;
            offsets.extend_from_slice(&end.to_le_bytes());
        }
        Ok((valid, offsets, data, regions, errors))
    }
}

/// The module: [`KeyBuilder`].
#[pymodule]
fn rowkey_python(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<KeyBuilder>()?;
    Ok(())
}
