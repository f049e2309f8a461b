//! Encoding sample rows into row keys with a [`KeySpec`], keeping each part's byte span.
//!
//! * [`encode_sample`]: every row of a sample (round-robin salts depend on row order, so the
//!   batch form is the main one);
//! * [`Encoder`]: the same, one row at a time, with buffers reused across rows;
//! * [`encode_value`]: one part over one value, as a query planner needs to turn a predicate
//!   value into the bytes a row would hold.
//!
//! # Examples
//!
//! ```
//! use rowkey_engine::encode::{encode_sample, SpanKind};
//! use rowkey_engine::sample::parse_csv;
//! use rowkey_engine::spec::{KeyPart, KeySpec};
//!
//! let sample = parse_csv("uid,phone\n111,123\n").unwrap();
//! let spec = KeySpec::new(vec![
//!     KeyPart::column(1, "uid").with_separator("_"),
//!     KeyPart::column(2, "phone"),
//! ]);
//! let encoded = encode_sample(&spec, &sample).unwrap();
//! let key = encoded.rows[0].as_ref().unwrap();
//! assert_eq!(key.key.as_bytes(), b"111_123");
//! assert_eq!(key.spans[1].kind, SpanKind::Separator);
//! assert_eq!(key.spans[2].bytes, 4..7);
//! ```

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;

use crate::hash::{
    hbasewd_bucket, java_hash, md5, md5_mod, phoenix_bucket, php_md5_mod, php71_md5_mod,
    random_bucket,
};
use crate::key::RowKey;
use crate::number::{NumberError, parse_integer, reverse, write_integer};
use crate::sample::Sample;
use crate::spec::{
    BucketOutput, Bucketing, Encoding, HashInput, KeyPart, KeySpec, Md5Output, PartId, PartValue,
    Salt, Source, SpecError, TimeInput, TimeOutput, TimeUnit, Transform,
};
use crate::time::TimeError;
use crate::typed::{self, Store, TypedEncoding, TypedError};

mod flat;
mod keys;
use crate::transform::{apply, write_padded};
pub use keys::EncodedKeys;
pub use keys::KeyNumbers;
use rowkey_kernels::md5::Md5Memo;

/// Which bytes of a key one part produced.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::{PartSpan, SpanKind};
/// use rowkey_engine::spec::PartId;
/// let s = PartSpan { part: PartId(1), kind: SpanKind::Value, bytes: 0..4 };
/// assert_eq!(s.bytes.len(), 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartSpan {
    /// The part.
    pub part: PartId,
    /// The part's value or its separator.
    pub kind: SpanKind,
    /// Byte range in the key.
    pub bytes: Range<usize>,
}

/// What a span covers.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::{Encoder, SpanKind};
/// use rowkey_engine::spec::{KeyPart, KeySpec};
/// let spec = KeySpec::new(vec![KeyPart::column(1, "a").with_separator("#")]);
/// let key = Encoder::new(&spec, &["a".into()]).unwrap().encode_row(0, &["x".into()]).unwrap();
/// let kinds: Vec<SpanKind> = key.spans.iter().map(|s| s.kind).collect();
/// assert_eq!(kinds, [SpanKind::Value, SpanKind::Separator]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpanKind {
    /// The part's value.
    Value,
    /// The separator written after the part.
    Separator,
}

/// A row key with its anatomy.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::Encoder;
/// use rowkey_engine::spec::{KeyPart, KeySpec};
///
/// let spec = KeySpec::new(vec![KeyPart::literal(1, "t"), KeyPart::column(2, "id")]);
/// let mut enc = Encoder::new(&spec, &["id".to_string()]).unwrap();
/// let key = enc.encode_row(0, &["42".to_string()]).unwrap();
/// assert_eq!(key.key.as_bytes(), b"t42");
/// assert_eq!(key.value_of(rowkey_engine::spec::PartId(2)), Some(&b"42"[..]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodedKey {
    /// The key.
    pub key: RowKey,
    /// One span per part value and one per separator, in key order (empty values included).
    pub spans: Vec<PartSpan>,
}

impl EncodedKey {
    /// The bytes of a part's value in this key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::Encoder;
    /// use rowkey_engine::spec::{KeyPart, KeySpec, PartId};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a").with_separator("_"), KeyPart::column(2, "b")]);
    /// let key = Encoder::new(&spec, &["a".into(), "b".into()]).unwrap().encode_row(0, &["x".into(), "yz".into()]).unwrap();
    /// assert_eq!(key.value_of(PartId(2)), Some(&b"yz"[..]));
    /// assert_eq!(key.value_of(PartId(9)), None);
    /// ```
    #[must_use]
    pub fn value_of(&self, part: PartId) -> Option<&[u8]> {
        let span = self
            .spans
            .iter()
            .find(|s| s.part == part && s.kind == SpanKind::Value)?;
        self.key.as_bytes().get(span.bytes.clone())
    }
}

/// Every sample row encoded, in input order.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_sample;
/// use rowkey_engine::sample::parse_csv;
/// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart, KeySpec};
///
/// let sample = parse_csv("n\n1\nx\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::big_endian_signed(4)))]);
/// let out = encode_sample(&spec, &sample).unwrap();
/// assert_eq!(out.keys().count(), 1);
/// assert_eq!(out.errors().count(), 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EncodedSample {
    /// One result per sample row.
    pub rows: Vec<Result<EncodedKey, EncodeError>>,
}

impl EncodedSample {
    /// The keys that encoded, with their row index.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::encode_sample;
    /// use rowkey_engine::sample::parse_csv;
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
    /// let out = encode_sample(&spec, &parse_csv("a\nx\ny\n").unwrap()).unwrap();
    /// let rows: Vec<usize> = out.keys().map(|(row, _)| row).collect();
    /// assert_eq!(rows, [0, 1]);
    /// ```
    pub fn keys(&self) -> impl Iterator<Item = (usize, &EncodedKey)> {
        self.rows
            .iter()
            .enumerate()
            .filter_map(|(i, r)| r.as_ref().ok().map(|k| (i, k)))
    }

    /// The rows that failed.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::encode_sample;
    /// use rowkey_engine::sample::parse_csv;
    /// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart, KeySpec};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a").with_encoding(Encoding::integer(IntFormat::Decimal))]);
    /// let out = encode_sample(&spec, &parse_csv("a\n1\nx\n").unwrap()).unwrap();
    /// assert_eq!(out.errors().next().unwrap().row, Some(1));
    /// ```
    pub fn errors(&self) -> impl Iterator<Item = &EncodeError> {
        self.rows.iter().filter_map(|r| r.as_ref().err())
    }
}

/// Why one row (or one value) could not be encoded.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_sample;
/// use rowkey_engine::sample::parse_csv;
/// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart, KeySpec};
///
/// let sample = parse_csv("n\n1\n300\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(7, "n").with_encoding(Encoding::integer(IntFormat::big_endian_unsigned(1)))]);
/// let out = encode_sample(&spec, &sample).unwrap();
/// let err = out.errors().next().unwrap();
/// assert_eq!(err.to_string(), "line 3, row 2, part 7, column \"n\", value \"300\": 300 is outside this format's range 0 to 255");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncodeError {
    /// 0-based row index in the sample, if a row was being encoded.
    pub row: Option<usize>,
    /// 1-based line in the pasted text, when known.
    pub line: Option<usize>,
    /// The part.
    pub part: PartId,
    /// The column, when the part reads one.
    pub column: Option<String>,
    /// The offending value (text after transforms, as far as it got).
    pub value: String,
    /// What went wrong (boxed to keep `Result`s small).
    pub kind: Box<EncodeErrorKind>,
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(line) = self.line {
            write!(f, "line {line}, ")?;
        }
        if let Some(row) = self.row {
            write!(f, "row {}, ", row + 1)?;
        }
        write!(f, "{}", self.part)?;
        if let Some(column) = &self.column {
            write!(f, ", column \"{column}\"")?;
        }
        write!(f, ", value \"{}\": {}", self.value, self.kind)
    }
}

impl std::error::Error for EncodeError {}

/// What went wrong encoding a value.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::{encode_value, EncodeErrorKind};
/// use rowkey_engine::spec::{Encoding, KeyPart, Pad};
/// let part = KeyPart::column(1, "c").with_encoding(Encoding::padded(Pad::right(2)));
/// let err = encode_value(&part, "abc").unwrap_err();
/// assert_eq!(*err.kind, EncodeErrorKind::TooLong { len: 3, width: 2 });
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EncodeErrorKind {
    /// An integer problem.
    Number(NumberError),
    /// A time problem.
    Time(TimeError),
    /// A value longer than its fixed width.
    TooLong {
        /// Length in bytes.
        len: usize,
        /// The width.
        width: u16,
    },
    /// An epoch number beyond the range of dates.
    TimeOutOfRange,
    /// The row has no value for a column.
    MissingValue,
    /// [`encode_value`] was asked for a part that reads no single column.
    NotSingleColumn,
    /// A store's typed encoding refuses the value.
    Typed(TypedError),
    /// Every part wrote nothing: the key is empty, and HBase refuses an empty row
    /// (`Mutation.checkRow`: "Row length is 0", for a `Put`, `Delete`, `Increment` or
    /// `Append`; a `Get` of the empty row is refused the same way by `Get(byte[])`).
    EmptyKey,
}

impl fmt::Display for EncodeErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Number(e) => e.fmt(f),
            Self::Time(e) => e.fmt(f),
            Self::TooLong { len, width } => {
                write!(f, "{len} bytes do not fit the width of {width} bytes")
            }
            Self::TimeOutOfRange => f.write_str("this time is too far from 1970 to encode"),
            Self::MissingValue => f.write_str("the row has no value for this column"),
            Self::NotSingleColumn => f.write_str(
                "this part does not read exactly one column, so a value cannot be encoded alone",
            ),
            Self::Typed(e) => e.fmt(f),
            Self::EmptyKey => f.write_str(
                "every part of the key is empty, and HBase refuses an empty row key (\"Row length is 0\")",
            ),
        }
    }
}

/// Encodes every row of a sample.
///
/// # Errors
///
/// A [`SpecError`] if the spec is invalid or reads a column the sample lacks. Problems with
/// single rows are not errors here: they are the `Err` rows of the result.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_sample;
/// use rowkey_engine::sample::parse_csv;
/// use rowkey_engine::spec::{KeyPart, KeySpec};
///
/// let sample = parse_csv("a\n1\n").unwrap();
/// let spec = KeySpec::new(vec![KeyPart::column(1, "b")]);
/// let err = encode_sample(&spec, &sample).unwrap_err();
/// assert_eq!(err.to_string(), "part 1: the sample has no column \"b\" (columns: a)");
/// ```
pub fn encode_sample(spec: &KeySpec, sample: &Sample) -> Result<EncodedSample, SpecError> {
    let mut encoder = Encoder::new(spec, sample.columns())?;
    let rows = (0..sample.row_count())
        .map(|i| {
            encoder.encode_row(i, &sample.row(i)).map_err(|mut error| {
                error.line = sample.row_line(i);
                error
            })
        })
        .collect();
    Ok(EncodedSample { rows })
}

/// Encodes one single-column part over one value, exactly as a row's field would be.
///
/// Works for fields over one column, literals (the value is ignored), md5 of one column and
/// salts hashing one column (row 0 for round-robin and random salts).
///
/// # Errors
///
/// An [`EncodeError`] (with no row) if the value does not encode, or
/// [`EncodeErrorKind::NotSingleColumn`] for other parts.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_value;
/// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart};
///
/// let part = KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::ZeroPadded { width: 4 }));
/// assert_eq!(encode_value(&part, "42").unwrap(), b"0042");
/// assert_eq!(encode_value(&KeyPart::md5_hex_of_columns(2, &["u"], 6), "1452538800").unwrap(), b"05dd74");
/// ```
pub fn encode_value(part: &KeyPart, value: &str) -> Result<Vec<u8>, EncodeError> {
    let not_single = || EncodeError {
        row: None,
        line: None,
        part: part.id,
        column: None,
        value: value.to_owned(),
        kind: Box::new(EncodeErrorKind::NotSingleColumn),
    };
    let fields = [value.to_owned()];
    let single = match &part.value {
        PartValue::Literal { .. } | PartValue::RawKey { .. } => true,
        PartValue::Field { source, .. } => matches!(source, Source::Column { .. }),
        PartValue::Md5 { input, .. } => {
            matches!(input, HashInput::Columns(c) if c.len() == 1)
        }
        PartValue::Salt(salt) => {
            !salt.bucketing.uses_input()
                || matches!(&salt.input, HashInput::Columns(c) if c.len() == 1)
        }
    };
    if !single {
        return Err(not_single());
    }
    let compiled = compile_part(part, &|_| Some(0)).map_err(|_| not_single())?;
    let mut out = Vec::new();
    let mut text = String::new();
    compiled
        .encode_independent(part, &fields[..], 0, &mut out, &mut text, None)
        .map_err(|mut e| {
            e.row = None;
            e
        })?;
    if let Some(encoding) = part.value.typed_encoding() {
        let text = String::from_utf8_lossy(&out).into_owned();
        return encoding.value_bytes(&text).map_err(|kind| EncodeError {
            row: None,
            line: None,
            part: part.id,
            column: None,
            value: text,
            kind: Box::new(EncodeErrorKind::Typed(kind)),
        });
    }
    Ok(out)
}

/// Where a compiled part gets its text.
#[derive(Clone, Debug)]
enum Cols {
    One(usize),
    Many(Vec<usize>),
}

#[derive(Clone, Debug)]
struct Compiled {
    cols: Cols,
    /// Index (in spec order) of parts hashed, for `HashInput::Parts`.
    parts: Vec<usize>,
    stage: Stage,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// Needs only the row.
    Independent,
    /// Needs the listed parts.
    OfParts,
    /// Needs everything after it.
    OfRest,
}

fn compile_part(
    part: &KeyPart,
    resolve: &dyn Fn(&str) -> Option<usize>,
) -> Result<Compiled, String> {
    let names: Vec<&str> = part.columns_read();
    let mut idx = Vec::with_capacity(names.len());
    for name in &names {
        idx.push(resolve(name).ok_or_else(|| (*name).to_owned())?);
    }
    let cols = match (idx.as_slice(), &part.value) {
        (
            [only],
            PartValue::Field {
                source: Source::Column { .. },
                ..
            },
        ) => Cols::One(*only),
        _ => Cols::Many(idx),
    };
    let stage = match part.value.hash_input() {
        Some(HashInput::RestOfKey) => Stage::OfRest,
        Some(HashInput::Parts(_)) => Stage::OfParts,
        _ => Stage::Independent,
    };
    Ok(Compiled {
        cols,
        parts: Vec::new(),
        stage,
    })
}

/// Encodes rows one at a time with a compiled spec, reusing buffers between rows.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::Encoder;
/// use rowkey_engine::spec::{KeyPart, KeySpec, Salt};
///
/// // HBaseWD round-robin: the prefix depends on the row index.
/// let spec = KeySpec::new(vec![KeyPart::salt(1, Salt::hbasewd_round_robin(2)), KeyPart::column(2, "k")]);
/// let mut enc = Encoder::new(&spec, &["k".to_string()]).unwrap();
/// assert_eq!(enc.encode_row(0, &["a".to_string()]).unwrap().key.as_bytes(), b"\x00a");
/// assert_eq!(enc.encode_row(1, &["a".to_string()]).unwrap().key.as_bytes(), b"\x01a");
/// assert_eq!(enc.encode_row(2, &["a".to_string()]).unwrap().key.as_bytes(), b"\x00a");
/// ```
#[derive(Debug)]
pub struct Encoder<'s> {
    spec: &'s KeySpec,
    plan: Vec<Compiled>,
    segments: Vec<Vec<u8>>,
    /// Per part: how many bytes at the end of its segment are the separator its typed
    /// encoding writes (0 for other parts).
    trailers: Vec<usize>,
    /// Per part: its typed encoding, if it has one.
    typed: Vec<Option<TypedEncoding>>,
    tmp: Vec<u8>,
    text: String,
    memo: Option<Md5Memo>,
    /// Whether a row whose parts write nothing is refused (a row key); false when the
    /// encoder writes some parts of a key for their bytes ([`Encoder::for_part_bytes`]).
    refuse_empty: bool,
}

impl<'s> Encoder<'s> {
    /// Validates the spec and resolves its column names against `columns`.
    ///
    /// # Errors
    ///
    /// A [`SpecError`] for an invalid spec or a missing column.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::Encoder;
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
    /// assert!(Encoder::new(&spec, &["uid".to_string()]).is_ok());
    /// assert!(Encoder::new(&spec, &["id".to_string()]).is_err());
    /// ```
    pub fn new(spec: &'s KeySpec, columns: &[String]) -> Result<Self, SpecError> {
        spec.validate()?;
        let resolve = |name: &str| columns.iter().position(|c| c == name);
        let mut plan = Vec::with_capacity(spec.parts.len());
        for part in &spec.parts {
            let mut compiled =
                compile_part(part, &resolve).map_err(|column| SpecError::UnknownColumn {
                    part: part.id,
                    column,
                    available: columns.to_vec(),
                })?;
            if let Some(HashInput::Parts(ids)) = part.value.hash_input() {
                compiled.parts = ids.iter().filter_map(|id| spec.position(*id)).collect();
            }
            plan.push(compiled);
        }
        let typed = spec
            .parts
            .iter()
            .map(|p| p.value.typed_encoding())
            .collect();
        Ok(Self {
            spec,
            segments: vec![Vec::new(); plan.len()],
            trailers: vec![0; plan.len()],
            typed,
            plan,
            tmp: Vec::new(),
            text: String::new(),
            memo: None,
            refuse_empty: true,
        })
    }

    /// The same encoder for some parts of a key, asked for the bytes each writes (a planner
    /// binding a predicate's value to its part): an empty result is those parts' bytes, not
    /// a row key, so it is not refused as an empty key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::Encoder;
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a")]);
    /// let columns = ["a".to_string()];
    /// assert!(Encoder::new(&spec, &columns).unwrap().encode_row(0, &[String::new()]).is_err());
    /// let mut part = Encoder::new(&spec, &columns).unwrap().for_part_bytes();
    /// assert_eq!(part.encode_row(0, &[String::new()]).unwrap().key.as_bytes(), b"");
    /// ```
    #[must_use]
    pub fn for_part_bytes(mut self) -> Self {
        self.refuse_empty = false;
        self
    }

    /// Encodes one row; `row` is its 0-based index (used by round-robin and random salts and
    /// in errors).
    ///
    /// # Errors
    ///
    /// An [`EncodeError`] naming the row, part, column and value.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::Encoder;
    /// use rowkey_engine::spec::{KeyPart, KeySpec, Salt};
    ///
    /// // Phoenix SALT_BUCKETS=4 over VARCHAR "foo0001": salt byte 2.
    /// let spec = KeySpec::new(vec![KeyPart::salt(1, Salt::phoenix(4)), KeyPart::column(2, "k")]);
    /// let mut enc = Encoder::new(&spec, &["k".to_string()]).unwrap();
    /// let key = enc.encode_row(0, &["foo0001".to_string()]).unwrap();
    /// assert_eq!(key.key.as_bytes(), b"\x02foo0001");
    /// ```
    pub fn encode_row<F: Fields + ?Sized>(
        &mut self,
        row: usize,
        fields: &F,
    ) -> Result<EncodedKey, EncodeError> {
        let mut key = Vec::new();
        self.encode_into(row, fields, &mut key)?;
        let parts = &self.spec.parts;
        let mut spans = Vec::with_capacity(parts.len() * 2);
        let mut at = 0;
        for ((part, len), sep) in parts
            .iter()
            .zip(self.value_lens())
            .zip(self.separator_lens())
        {
            spans.push(PartSpan {
                part: part.id,
                kind: SpanKind::Value,
                bytes: at..at + len,
            });
            at += len;
            if sep > 0 || part.separator.is_some() {
                spans.push(PartSpan {
                    part: part.id,
                    kind: SpanKind::Separator,
                    bytes: at..at + sep,
                });
                at += sep;
            }
        }
        Ok(EncodedKey {
            key: RowKey::new(key),
            spans,
        })
    }

    /// Encodes one row and appends its key bytes to `key`, without building the spans:
    /// the batch form, which reuses one buffer for every row. After a success,
    /// [`Encoder::value_lens`] gives each part's value length in this key.
    ///
    /// # Errors
    ///
    /// As [`Encoder::encode_row`]; `key` is then left as it was.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::Encoder;
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "a").with_separator("#"), KeyPart::column(2, "b")]);
    /// let mut enc = Encoder::new(&spec, &["a".into(), "b".into()]).unwrap();
    /// let mut key = b"x".to_vec();
    /// enc.encode_into(0, &["ab".to_string(), "c".to_string()][..], &mut key).unwrap();
    /// assert_eq!(key, b"xab#c");
    /// assert_eq!(enc.value_lens().collect::<Vec<_>>(), [2, 1]);
    /// ```
    pub fn encode_into<F: Fields + ?Sized>(
        &mut self,
        row: usize,
        fields: &F,
        key: &mut Vec<u8>,
    ) -> Result<(), EncodeError> {
        let spec = self.spec;
        let parts = &spec.parts;
        for seg in &mut self.segments {
            seg.clear();
        }
        // 1. Parts that need only the row (a typed field's text, for now).
        for (i, (part, compiled)) in parts.iter().zip(&self.plan).enumerate() {
            if compiled.stage == Stage::Independent {
                let seg = self.segments.get_mut(i).ok_or_else(|| internal(part))?;
                compiled
                    .encode_independent(part, fields, row, seg, &mut self.text, self.memo.as_mut())
                    .map_err(|e| name_column(e, part))?;
            }
        }
        // 1b. Typed fields, right to left: what each writes depends on what follows it.
        if self.typed.iter().any(Option::is_some) {
            self.finish_typed(row)?;
        }
        // 2. Hashes of chosen parts.
        for (i, (part, compiled)) in parts.iter().zip(&self.plan).enumerate() {
            if compiled.stage == Stage::OfParts {
                self.tmp.clear();
                let pieces: Vec<&[u8]> = compiled
                    .parts
                    .iter()
                    .filter_map(|&j| self.segments.get(j).map(Vec::as_slice))
                    .collect();
                write_hashed(part, &pieces, row, &mut self.tmp, None);
                if let Some(seg) = self.segments.get_mut(i) {
                    std::mem::swap(seg, &mut self.tmp);
                }
            }
        }
        // 3. Hashes of the rest of the key, right to left.
        for i in (0..parts.len()).rev() {
            if self.plan.get(i).map(|c| c.stage) != Some(Stage::OfRest) {
                continue;
            }
            let Some(part) = parts.get(i) else { continue };
            self.tmp.clear();
            let mut pieces: Vec<&[u8]> = Vec::with_capacity(2 * parts.len());
            for (j, later) in parts.iter().enumerate().skip(i + 1) {
                if let Some(seg) = self.segments.get(j) {
                    pieces.push(seg);
                }
                if let Some(sep) = &later.separator {
                    pieces.push(sep.as_bytes());
                }
            }
            write_hashed(part, &pieces, row, &mut self.tmp, None);
            if let Some(seg) = self.segments.get_mut(i) {
                std::mem::swap(seg, &mut self.tmp);
            }
        }
        // Assemble.
        let total: usize = parts
            .iter()
            .zip(&self.segments)
            .map(|(p, s)| s.len() + p.separator.as_ref().map_or(0, |b| b.len()))
            .sum();
        // HBase has no empty row key (`Mutation.checkRow`: "Row length is 0"): a row whose
        // every part writes nothing is refused, whatever the parts are.
        if total == 0 && self.refuse_empty {
            return Err(EncodeError {
                row: Some(row),
                line: None,
                part: parts.first().map_or(PartId(0), |p| p.id),
                column: None,
                value: String::new(),
                kind: Box::new(EncodeErrorKind::EmptyKey),
            });
        }
        key.reserve(total);
        for (part, seg) in parts.iter().zip(&self.segments) {
            key.extend_from_slice(seg);
            if let Some(sep) = &part.separator {
                key.extend_from_slice(sep.as_bytes());
            }
        }
        Ok(())
    }

    /// Keeps the md5 digests of recent values for a batch of about `rows` rows, so a column
    /// with few distinct values is hashed once a value (the keys are the same).
    pub(crate) fn remember_digests(&mut self, rows: usize) {
        self.memo = Some(Md5Memo::for_rows(rows));
    }

    /// Each part's value length (separators excluded) in the key last encoded, in part order.
    pub fn value_lens(&self) -> impl Iterator<Item = usize> + '_ {
        self.segments
            .iter()
            .zip(&self.trailers)
            .map(|(seg, trailer)| seg.len() - trailer)
    }

    /// Each part's separator length in the key last encoded, in part order: its own
    /// separator, or the one its typed encoding wrote.
    pub fn separator_lens(&self) -> impl Iterator<Item = usize> + '_ {
        self.spec
            .parts
            .iter()
            .zip(&self.trailers)
            .map(|(part, trailer)| trailer + part.separator.as_ref().map_or(0, |b| b.len()))
    }

    /// Turns each typed field's text (left in its segment by stage 1) into the bytes its
    /// store writes, right to left, knowing whether anything is written after it.
    fn finish_typed(&mut self, row: usize) -> Result<(), EncodeError> {
        let parts = &self.spec.parts;
        let mut rest_is_empty = true;
        let mut first_bigtable = None;
        let mut bigtable_bytes = false;
        let mut phoenix_fields = (0, 0); // (fields, fields written)
        let mut first_phoenix = None;
        for i in (0..parts.len()).rev() {
            let (Some(part), Some(seg)) = (parts.get(i), self.segments.get_mut(i)) else {
                continue;
            };
            let trailer = self.trailers.get_mut(i);
            let Some(Some(encoding)) = self.typed.get(i) else {
                let writes = !seg.is_empty()
                    || part.separator.is_some()
                    || self
                        .plan
                        .get(i)
                        .is_some_and(|c| c.stage != Stage::Independent);
                rest_is_empty &= !writes;
                if let Some(t) = trailer {
                    *t = 0;
                }
                continue;
            };
            // Stage 1 left the field's text (valid UTF-8) in the segment: read it in place.
            let text = String::from_utf8_lossy(seg);
            let written = typed::field_bytes(*encoding, &text, rest_is_empty).map_err(|kind| {
                name_column(
                    EncodeError {
                        row: Some(row),
                        line: None,
                        part: part.id,
                        column: None,
                        value: text.to_string(),
                        kind: Box::new(EncodeErrorKind::Typed(kind)),
                    },
                    part,
                )
            })?;
            seg.clear();
            let mut after_len = 0;
            if let Some(written) = written {
                seg.extend_from_slice(&written.value);
                seg.extend_from_slice(&written.separator);
                after_len = written.separator.len();
                rest_is_empty = false;
            }
            match encoding.store() {
                Store::Bigtable => {
                    first_bigtable = Some(i);
                    bigtable_bytes |= !seg.is_empty();
                }
                Store::Phoenix => {
                    phoenix_fields.0 += 1;
                    phoenix_fields.1 += usize::from(!seg.is_empty());
                    first_phoenix = Some((i, *encoding));
                }
                Store::OrderedBytes => {}
            }
            if part.separator.is_some() {
                rest_is_empty = false;
            }
            if let Some(t) = trailer {
                *t = after_len;
            }
        }
        // Phoenix refuses a row whose every primary-key value is null.
        if let (Some((first, encoding)), 0) = (first_phoenix, phoenix_fields.1) {
            if let Some(part) = parts.get(first) {
                return Err(name_column(
                    EncodeError {
                        row: Some(row),
                        line: None,
                        part: part.id,
                        column: None,
                        value: String::new(),
                        kind: Box::new(EncodeErrorKind::Typed(encoding.null_key_error())),
                    },
                    part,
                ));
            }
        }
        // A Bigtable struct whose every field is empty is `\x00\x00`.
        if let (Some(first), false) = (first_bigtable, bigtable_bytes) {
            if let Some(seg) = self.segments.get_mut(first) {
                seg.extend_from_slice(&[0x00, 0x00]);
            }
        }
        Ok(())
    }
}

/// A row's values by column index: what an [`Encoder`] reads. Implemented for a row as a
/// slice of strings and for a [`crate::sample::Row`] of a sample.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::Fields;
/// let row = ["a".to_string(), "b".to_string()];
/// assert_eq!(row[..].field(1), Some("b"));
/// assert_eq!(row[..].field(2), None);
/// ```
pub trait Fields {
    /// The value in column `column`, if the row has one.
    fn field(&self, column: usize) -> Option<&str>;
}

impl Fields for crate::sample::Row<'_> {
    fn field(&self, column: usize) -> Option<&str> {
        self.get(column)
    }
}

impl Fields for [String] {
    fn field(&self, column: usize) -> Option<&str> {
        self.get(column).map(String::as_str)
    }
}

impl<const N: usize> Fields for [String; N] {
    fn field(&self, column: usize) -> Option<&str> {
        self.get(column).map(String::as_str)
    }
}

impl Fields for Vec<String> {
    fn field(&self, column: usize) -> Option<&str> {
        self.get(column).map(String::as_str)
    }
}

impl Fields for [&str] {
    fn field(&self, column: usize) -> Option<&str> {
        self.get(column).copied()
    }
}

/// Fills in the column name(s) of a part's error.
fn name_column(mut e: EncodeError, part: &KeyPart) -> EncodeError {
    if e.column.is_none() {
        let names = part.columns_read();
        if !names.is_empty() {
            e.column = Some(names.join("+"));
        }
    }
    e
}

fn internal(part: &KeyPart) -> EncodeError {
    EncodeError {
        row: None,
        line: None,
        part: part.id,
        column: None,
        value: String::new(),
        kind: Box::new(EncodeErrorKind::MissingValue),
    }
}

impl Compiled {
    /// Encodes a part that needs only the row into `out`. `text` is a reusable buffer.
    fn encode_independent<F: Fields + ?Sized>(
        &self,
        part: &KeyPart,
        fields: &F,
        row: usize,
        out: &mut Vec<u8>,
        text: &mut String,
        memo: Option<&mut Md5Memo>,
    ) -> Result<(), EncodeError> {
        let fail = |kind: EncodeErrorKind, value: &str| EncodeError {
            row: Some(row),
            line: None,
            part: part.id,
            column: None,
            value: value.to_owned(),
            kind: Box::new(kind),
        };
        let field = |i: &usize| {
            fields
                .field(*i)
                .ok_or_else(|| fail(EncodeErrorKind::MissingValue, ""))
        };
        match &part.value {
            PartValue::Literal { bytes } => {
                out.extend_from_slice(bytes.as_bytes());
                Ok(())
            }
            PartValue::Field {
                source,
                transforms,
                encoding,
            } => {
                let raw: &str = match (&self.cols, source) {
                    (Cols::One(i), _) => field(i)?,
                    (Cols::Many(idx), Source::Columns { joiner, .. }) => {
                        text.clear();
                        for (n, i) in idx.iter().enumerate() {
                            if n > 0 {
                                text.push_str(joiner);
                            }
                            text.push_str(field(i)?);
                        }
                        text.as_str()
                    }
                    (Cols::Many(idx), Source::Column { .. }) => match idx.first() {
                        Some(i) => field(i)?,
                        None => "",
                    },
                };
                let value = run_transforms(transforms, raw);
                encode_text(out, &value, encoding).map_err(|kind| fail(kind, &value))
            }
            PartValue::RawKey { start, end } => {
                let text = match &self.cols {
                    Cols::One(i) => field(i)?,
                    Cols::Many(idx) => match idx.first() {
                        Some(i) => field(i)?,
                        None => "",
                    },
                };
                write_raw_key(out, text, *start, *end);
                Ok(())
            }
            PartValue::Md5 { .. } | PartValue::Salt(_) => {
                let Cols::Many(idx) = &self.cols else {
                    return Ok(());
                };
                if let [only] = idx.as_slice() {
                    write_hashed(part, &[field(only)?.as_bytes()], row, out, memo);
                    return Ok(());
                }
                let mut pieces: Vec<&[u8]> = Vec::with_capacity(idx.len());
                for i in idx {
                    pieces.push(field(i)?.as_bytes());
                }
                write_hashed(part, &pieces, row, out, memo);
                Ok(())
            }
        }
    }
}

fn run_transforms<'a>(transforms: &[Transform], raw: &'a str) -> Cow<'a, str> {
    let mut value = Cow::Borrowed(raw);
    for t in transforms {
        let next = apply(t, &value).into_owned();
        value = Cow::Owned(next);
    }
    value
}

/// Writes the value of an md5 or salt part over `pieces` into `out`.
fn write_hashed(
    part: &KeyPart,
    pieces: &[&[u8]],
    row: usize,
    out: &mut Vec<u8>,
    mut memo: Option<&mut Md5Memo>,
) {
    let mut digest = |pieces: &[&[u8]]| match memo {
        Some(ref mut memo) => memo.digest(pieces),
        None => md5(pieces),
    };
    match &part.value {
        PartValue::Md5 { output, .. } => {
            let digest = digest(pieces);
            match *output {
                Md5Output::Hex { chars } => {
                    crate::hash::write_md5_hex(&digest, usize::from(chars), out);
                }
                Md5Output::Raw { bytes } => {
                    let n = usize::from(bytes).min(16);
                    out.extend_from_slice(digest.get(..n).unwrap_or(&[]));
                }
            }
        }
        PartValue::Salt(salt) => {
            let bucket = bucket_of(salt, pieces, row, digest);
            write_bucket(out, salt, bucket);
        }
        PartValue::Field { .. } | PartValue::Literal { .. } | PartValue::RawKey { .. } => {}
    }
}

/// Appends the bytes `start..end` (`end` `None`: to the end) of the key written as `text`
/// (`\xHH` is one byte, [`decode_key_text`](crate::sample::decode_key_text)) to `out`:
/// fewer when the key is shorter.
pub(crate) fn write_raw_key(out: &mut Vec<u8>, text: &str, start: u32, end: Option<u32>) {
    let at = out.len();
    crate::sample::decode_key_text_into(text, out);
    let len = out.len() - at;
    let to_index = |n: u32| usize::try_from(n).unwrap_or(usize::MAX).min(len);
    let end = end.map_or(len, to_index);
    let start = to_index(start).min(end);
    out.truncate(at + end);
    out.drain(at..at + start);
}

/// The bucket number a salt gives.
fn bucket_of(
    salt: &Salt,
    pieces: &[&[u8]],
    row: usize,
    mut md5: impl FnMut(&[&[u8]]) -> [u8; 16],
) -> i64 {
    let n = salt.buckets;
    match salt.bucketing {
        Bucketing::PhoenixHash => phoenix_bucket(java_hash(pieces), n),
        Bucketing::HbaseWdHash => hbasewd_bucket(java_hash(pieces), n),
        Bucketing::Md5Mod => md5_mod(&md5(pieces), n),
        Bucketing::PhpMd5Mod => php_md5_mod(&md5(pieces), n),
        Bucketing::Php71Md5Mod => php71_md5_mod(&md5(pieces), n),
        Bucketing::RoundRobin => {
            i64::try_from(row % usize::try_from(n.max(1)).unwrap_or(1)).unwrap_or(0)
        }
        Bucketing::Random { seed } => random_bucket(seed, row, n),
    }
}

/// Writes a bucket number in a salt's output form.
pub fn write_bucket(out: &mut Vec<u8>, salt: &Salt, bucket: i64) {
    match salt.output {
        // `(byte) bucket`: the low byte.
        BucketOutput::Byte => out.push(bucket.to_le_bytes()[0]),
        BucketOutput::Decimal { width } => {
            let w = usize::from(width);
            if bucket >= 0 {
                // Zero-padded decimal without `format!` (one per row).
                let mut digits = itoa::Buffer::new();
                let text = digits.format(bucket);
                out.resize(out.len() + w.saturating_sub(text.len()), b'0');
                out.extend_from_slice(text.as_bytes());
            } else {
                out.extend_from_slice(format!("{bucket:0w$}").as_bytes());
            }
        }
        BucketOutput::Letter => {
            let letter = u8::try_from(bucket)
                .ok()
                .filter(|b| *b < 26)
                .map_or(b'?', |b| b'a' + b);
            out.push(letter);
        }
    }
}

/// Encodes a field's text (after transforms) with its encoding.
fn encode_text(out: &mut Vec<u8>, value: &str, encoding: &Encoding) -> Result<(), EncodeErrorKind> {
    match encoding {
        Encoding::Text { pad: None } => {
            out.extend_from_slice(value.as_bytes());
            Ok(())
        }
        Encoding::Text { pad: Some(pad) } => {
            write_padded(out, value.as_bytes(), pad).map_err(|e| EncodeErrorKind::TooLong {
                len: e.len,
                width: e.width,
            })
        }
        Encoding::Integer(integer) => {
            let mut v = parse_integer(value).map_err(EncodeErrorKind::Number)?;
            if let Some(from) = integer.reverse {
                v = reverse(v, from);
            }
            write_integer(out, v, integer.format).map_err(EncodeErrorKind::Number)
        }
        // The text, turned into the store's bytes once the whole key is known
        // (`Encoder::finish_typed`).
        Encoding::Typed(_) => {
            out.extend_from_slice(value.as_bytes());
            Ok(())
        }
        Encoding::Timestamp { input, output } => {
            let millis = read_time(value, input)?;
            match output {
                TimeOutput::Number { unit, integer } => {
                    let mut v = match unit {
                        TimeUnit::Millis => i128::from(millis),
                        TimeUnit::Seconds => i128::from(millis.div_euclid(1000)),
                    };
                    if let Some(from) = integer.reverse {
                        v = reverse(v, from);
                    }
                    write_integer(out, v, integer.format).map_err(EncodeErrorKind::Number)
                }
                TimeOutput::Text {
                    pattern,
                    utc_offset_minutes,
                } => {
                    let text = pattern
                        .format(millis, *utc_offset_minutes)
                        .map_err(EncodeErrorKind::Time)?;
                    out.extend_from_slice(text.as_bytes());
                    Ok(())
                }
            }
        }
    }
}

/// Reads a time value as epoch milliseconds.
pub fn read_time(value: &str, input: &TimeInput) -> Result<i64, EncodeErrorKind> {
    match input {
        TimeInput::EpochSeconds => {
            let s = parse_integer(value).map_err(EncodeErrorKind::Number)?;
            i64::try_from(s)
                .ok()
                .and_then(|s| s.checked_mul(1000))
                .ok_or(EncodeErrorKind::TimeOutOfRange)
        }
        TimeInput::EpochMillis => {
            let ms = parse_integer(value).map_err(EncodeErrorKind::Number)?;
            i64::try_from(ms).map_err(|_| EncodeErrorKind::TimeOutOfRange)
        }
        TimeInput::DateTime {
            pattern,
            utc_offset_minutes,
        } => pattern
            .parse(value.trim(), *utc_offset_minutes)
            .map_err(EncodeErrorKind::Time),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec::{IntFormat, KeyPart, Pad, ReverseFrom};
    use crate::time::TimePattern;

    fn one(spec: &KeySpec, cols: &[&str], vals: &[&str]) -> Result<EncodedKey, EncodeError> {
        let cols: Vec<String> = cols.iter().map(|s| (*s).to_owned()).collect();
        let vals: Vec<String> = vals.iter().map(|s| (*s).to_owned()).collect();
        Encoder::new(spec, &cols).unwrap().encode_row(0, &vals)
    }

    #[test]
    fn phoenix_table_with_salting_full_keys() {
        // §8.2 TABLE_WITH_SALTING: salt + INTEGER + VARCHAR + \x00 + CHAR(3).
        let spec = KeySpec::new(vec![
            KeyPart::salt(1, Salt::phoenix(4)),
            KeyPart::column(2, "a_integer")
                .with_encoding(Encoding::integer(IntFormat::sign_flipped(4))),
            KeyPart::column(3, "a_string").with_separator("\\x00"),
            KeyPart::column(4, "a_id").with_encoding(Encoding::padded(Pad::right(3))),
        ]);
        let cols = ["a_integer", "a_string", "a_id"];
        for (row, expected) in [
            (["1", "ab", "123"], "\\x01\\x80\\x00\\x00\\x01ab\\x00123"),
            (["1", "abc", "456"], "\\x03\\x80\\x00\\x00\\x01abc\\x00456"),
            (["1", "de", "123"], "\\x01\\x80\\x00\\x00\\x01de\\x00123"),
            (["2", "abc", "123"], "\\x01\\x80\\x00\\x00\\x02abc\\x00123"),
            (["3", "abc", "123"], "\\x00\\x80\\x00\\x00\\x03abc\\x00123"),
            (["4", "abc", "123"], "\\x01\\x80\\x00\\x00\\x04abc\\x00123"),
        ] {
            let key = one(&spec, &cols, &row).unwrap();
            assert_eq!(key.key.to_string_binary(), expected);
        }
    }

    #[test]
    fn spans_cover_the_key() {
        let spec = KeySpec::new(vec![
            KeyPart::md5_hex_of_columns(1, &["uid"], 6),
            KeyPart::column(2, "uid").with_separator("#"),
            KeyPart::column(3, "ts").with_encoding(Encoding::epoch_millis_reversed(
                ReverseFrom::LongMax,
                IntFormat::big_endian_signed(8),
            )),
        ]);
        let key = one(&spec, &["uid", "ts"], &["u1", "0"]).unwrap();
        let ranges: Vec<Range<usize>> = key.spans.iter().map(|s| s.bytes.clone()).collect();
        assert_eq!(ranges, [0..6, 6..8, 8..9, 9..17]);
        assert_eq!(
            key.value_of(PartId(3)),
            Some(&[0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF][..])
        );
    }

    #[test]
    fn salt_over_chosen_parts_and_rest() {
        let spec = KeySpec::new(vec![
            KeyPart::salt(
                1,
                Salt::phoenix(10).with_input(HashInput::Parts(vec![PartId(3)])),
            ),
            KeyPart::column(2, "x"),
            KeyPart::column(3, "y"),
        ]);
        let key = one(&spec, &["x", "y"], &["zzz", "foo0003"]).unwrap();
        assert_eq!(key.key.as_bytes(), b"\x02zzzfoo0003");
        // Two rest-of-key hashes: the outer one sees the inner one's bytes.
        let spec = KeySpec::new(vec![
            KeyPart::salt(1, Salt::phoenix(4)),
            KeyPart::md5(2, HashInput::RestOfKey, Md5Output::Hex { chars: 1 }),
            KeyPart::column(3, "y"),
        ]);
        let key = one(&spec, &["y"], &["a"]).unwrap();
        let inner = &crate::hash::md5_hex(&md5(&[b"a"]))[..1];
        let salt = phoenix_bucket(java_hash(&[inner.as_bytes(), b"a"]), 4);
        assert_eq!(key.key.as_bytes()[0], u8::try_from(salt).unwrap());
        assert_eq!(&key.key.as_bytes()[1..2], inner.as_bytes());
    }

    #[test]
    fn errors_name_everything() {
        let spec = KeySpec::new(vec![KeyPart::column(5, "ts").with_encoding(
            Encoding::Timestamp {
                input: TimeInput::DateTime {
                    pattern: TimePattern::new("yyyy-MM-dd").unwrap(),
                    utc_offset_minutes: 0,
                },
                output: TimeOutput::Text {
                    pattern: TimePattern::new("yyyyMMdd").unwrap(),
                    utc_offset_minutes: 0,
                },
            },
        )]);
        let err = one(&spec, &["ts"], &["2020/01/01"]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "row 1, part 5, column \"ts\", value \"2020/01/01\": the text does not follow the pattern \"yyyy-MM-dd\""
        );
        assert_eq!(
            one(&spec, &["ts"], &["2020-01-31"]).unwrap().key.as_bytes(),
            b"20200131"
        );
        let err = one(&spec, &["ts"], &[]).unwrap_err();
        assert_eq!(*err.kind, EncodeErrorKind::MissingValue);
    }

    #[test]
    fn encode_value_refuses_multi_column_parts() {
        let part = KeyPart::columns(1, &["a", "b"], "_");
        assert_eq!(
            *encode_value(&part, "x").unwrap_err().kind,
            EncodeErrorKind::NotSingleColumn
        );
        let salt = KeyPart::salt(2, Salt::phoenix(4));
        assert!(encode_value(&salt, "x").is_err());
        let salt = KeyPart::salt(
            2,
            Salt::phoenix(4).with_input(HashInput::Columns(vec!["k".into()])),
        );
        assert_eq!(encode_value(&salt, "foo0001").unwrap(), [2]);
    }
}
