//! The key recipe: an ordered list of parts, each turning sample values into bytes.
//!
//! A [`KeySpec`] is what the user designs and what is saved (JSON files, URLs). It is
//! versioned ([`FORMAT_VERSION`]) and checked on load: reading a spec runs
//! [`KeySpec::validate`], so a deserialized spec is always usable.
//!
//! Each [`KeyPart`] has a stable [`PartId`] (ids survive reordering), a [`PartValue`] and an
//! optional separator written after it. A part's value is one of:
//!
//! * [`PartValue::Field`]: text from one or several columns, through [`Transform`]s, then an
//!   [`Encoding`] (UTF-8 text, integers, timestamps);
//! * [`PartValue::Literal`]: fixed bytes;
//! * [`PartValue::Md5`]: an md5 digest (hex or raw) of columns, of other parts, or of the rest
//!   of the key;
//! * [`PartValue::Salt`]: a salt or bucket prefix ([`Salt`]): Phoenix, HBaseWD, hash mod N as
//!   text, letters, round-robin or seeded random;
//! * [`PartValue::RawKey`]: the key pasted in a key list or scan output, as its bytes (whole
//!   or a byte range of it).
//!
//! # Examples
//!
//! `md5(uid)[0..6] + uid + "#" + (Long.MAX_VALUE - ts)`:
//!
//! ```
//! use rowkey_engine::spec::{Encoding, KeyPart, KeySpec, ReverseFrom, IntFormat};
//!
//! let spec = KeySpec::new(vec![
//!     KeyPart::md5_hex_of_columns(1, &["uid"], 6),
//!     KeyPart::column(2, "uid").with_separator("#"),
//!     KeyPart::column(3, "ts").with_encoding(Encoding::epoch_millis_reversed(
//!         ReverseFrom::LongMax,
//!         IntFormat::big_endian_signed(8),
//!     )),
//! ]);
//! assert!(spec.validate().is_ok());
//! let json = serde_json::to_string(&spec).unwrap();
//! let back: KeySpec = serde_json::from_str(&json).unwrap();
//! assert_eq!(back, spec);
//! ```

use std::fmt;

mod part_de;
crate::wire::wire_json!(KeySpec, KeySpec::new(Vec::new()));

#[cfg(test)]
pub(crate) mod strategies;
mod variant_de;

use serde::{Deserialize, Serialize};

use crate::literal::ByteString;
use crate::time::TimePattern;

/// The saved-format version this code writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// HBase's largest row key, `HConstants.MAX_ROW_LENGTH` (`Short.MAX_VALUE`).
pub const MAX_ROW_LENGTH: usize = 32_767;

/// Phoenix's largest `SALT_BUCKETS` (`SaltingUtil.MAX_BUCKET_NUM`).
pub const PHOENIX_MAX_BUCKETS: u32 = 256;

/// HBaseWD `RowKeyDistributorByOneBytePrefix`'s largest bucket count (`Byte.MAX_VALUE`).
pub const HBASEWD_MAX_ROUND_ROBIN_BUCKETS: u32 = 127;

/// Largest bucket count for text bucket prefixes (decimal or letters).
pub const MAX_TEXT_BUCKETS: u32 = 1_000_000;

/// Largest padding or zero-padding width, in bytes.
pub const MAX_WIDTH: u16 = 1024;

/// A part's stable identity: it survives reordering and is used as the UI's `key`.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::PartId;
/// assert_eq!(PartId(7).to_string(), "part 7");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PartId(pub u32);
crate::wire::wire_struct!(PartId { 0 });

impl fmt::Display for PartId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "part {}", self.0)
    }
}

/// A whole key recipe.
///
/// Deserializing checks the format version only: a spec saved by a newer format is
/// rejected with [`SpecError::FutureVersion`] (and version 0 with
/// [`SpecError::UnknownVersion`]). A recipe that is invalid in itself (an md5 of a part that
/// was removed since, a part without columns) still loads, exactly as saved, so that nothing
/// the user built is lost: [`KeySpec::validate`] and everything that encodes keys report
/// the problem, naming the part.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::KeySpec;
///
/// let err = serde_json::from_str::<KeySpec>(r#"{"version":99,"parts":[]}"#).unwrap_err();
/// assert!(err.to_string().contains("newer"));
/// let json = r#"{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"parts":[2]},"output":{"hex":{"chars":4}}}}}]}"#;
/// let kept: KeySpec = serde_json::from_str(json).unwrap();
/// assert_eq!(kept.validate().unwrap_err().to_string(), "part 1: it hashes part 2, which does not exist");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RawKeySpec")]
pub struct KeySpec {
    /// The format version ([`FORMAT_VERSION`] for specs built by this code).
    pub version: u32,
    /// The parts, in key order.
    pub parts: Vec<KeyPart>,
}

/// The fields of a [`KeySpec`] before its version is checked (read in `spec/part_de.rs`).
struct RawKeySpec {
    version: u32,
    parts: Vec<KeyPart>,
}

impl TryFrom<RawKeySpec> for KeySpec {
    type Error = SpecError;

    fn try_from(raw: RawKeySpec) -> Result<Self, SpecError> {
        let spec = Self {
            version: raw.version,
            parts: raw.parts,
        };
        spec.check_version()?;
        Ok(spec)
    }
}

impl KeySpec {
    /// The sample columns the recipe reads, each once, in key order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    /// let spec = KeySpec::new(vec![
    ///     KeyPart::md5_hex_of_columns(1, &["uid"], 4),
    ///     KeyPart::column(2, "uid"),
    ///     KeyPart::column(3, "ts"),
    /// ]);
    /// assert_eq!(spec.columns_read(), ["uid", "ts"]);
    /// ```
    #[must_use]
    pub fn columns_read(&self) -> Vec<&str> {
        let mut columns: Vec<&str> = Vec::new();
        for c in self.parts.iter().flat_map(KeyPart::columns_read) {
            if !columns.contains(&c) {
                columns.push(c);
            }
        }
        columns
    }

    /// Whether this code reads the spec's format version (the check deserializing does).
    fn check_version(&self) -> Result<(), SpecError> {
        if self.version > FORMAT_VERSION {
            return Err(SpecError::FutureVersion {
                found: self.version,
                supported: FORMAT_VERSION,
            });
        }
        if self.version == 0 {
            return Err(SpecError::UnknownVersion {
                found: self.version,
            });
        }
        Ok(())
    }

    /// A spec of the current [`FORMAT_VERSION`] with these parts (not yet validated).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, KeySpec, FORMAT_VERSION};
    /// let spec = KeySpec::new(vec![KeyPart::column(1, "uid")]);
    /// assert_eq!(spec.version, FORMAT_VERSION);
    /// ```
    #[must_use]
    pub fn new(parts: Vec<KeyPart>) -> Self {
        Self {
            version: FORMAT_VERSION,
            parts,
        }
    }

    /// "The pasted key, as is": one part, the whole raw key of a key list or scan output
    /// ([`PartValue::RawKey`]), the recipe a sample of pasted keys opens with when the
    /// recipe at hand cannot read it.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    /// assert_eq!(KeySpec::pasted_key(), KeySpec::new(vec![KeyPart::raw_key(1)]));
    /// ```
    #[must_use]
    pub fn pasted_key() -> Self {
        Self::new(vec![KeyPart::raw_key(1)])
    }

    /// The part with this id.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, KeySpec, PartId};
    /// let spec = KeySpec::new(vec![KeyPart::column(4, "uid")]);
    /// assert!(spec.part(PartId(4)).is_some());
    /// assert!(spec.part(PartId(5)).is_none());
    /// ```
    #[must_use]
    pub fn part(&self, id: PartId) -> Option<&KeyPart> {
        self.parts.iter().find(|p| p.id == id)
    }

    /// The position of the part with this id.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, KeySpec, PartId};
    /// let spec = KeySpec::new(vec![KeyPart::column(4, "a"), KeyPart::column(2, "b")]);
    /// assert_eq!(spec.position(PartId(2)), Some(1));
    /// ```
    #[must_use]
    pub fn position(&self, id: PartId) -> Option<usize> {
        self.parts.iter().position(|p| p.id == id)
    }

    /// The part's number as a person sees it: its position in the recipe, counted from 1.
    ///
    /// Ids survive reordering and fixes (a salt fix puts a new part first), so a sentence
    /// that names a part uses this number, which is the one the page's editor shows; an id
    /// that is not in the recipe keeps its own number.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, KeySpec, PartId};
    /// let spec = KeySpec::new(vec![KeyPart::column(4, "a"), KeyPart::column(2, "b")]);
    /// assert_eq!(spec.number(PartId(2)), 2);
    /// assert_eq!(spec.number(PartId(4)), 1);
    /// ```
    #[must_use]
    pub fn number(&self, id: PartId) -> u32 {
        self.position(id)
            .and_then(|p| u32::try_from(p + 1).ok())
            .unwrap_or(id.0)
    }

    /// A part id not used yet (one more than the largest).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, KeySpec, PartId};
    /// let spec = KeySpec::new(vec![KeyPart::column(4, "a"), KeyPart::column(2, "b")]);
    /// assert_eq!(spec.next_id(), PartId(5));
    /// ```
    #[must_use]
    pub fn next_id(&self) -> PartId {
        PartId(
            self.parts
                .iter()
                .map(|p| p.id.0.saturating_add(1))
                .max()
                .unwrap_or(1),
        )
    }

    /// Checks everything that can be checked without data: version, unique ids, bounds of
    /// every width, length and bucket count, time patterns, and hash inputs.
    ///
    /// # Errors
    ///
    /// The first problem found, naming the part.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, KeySpec, SpecError};
    ///
    /// let spec = KeySpec::new(vec![KeyPart::md5_hex_of_columns(1, &["uid"], 33)]);
    /// let err = spec.validate().unwrap_err();
    /// assert_eq!(err.to_string(), "part 1: an md5 hex prefix has 1 to 32 characters, not 33");
    ///
    /// let dup = KeySpec::new(vec![KeyPart::column(1, "a"), KeyPart::column(1, "b")]);
    /// assert!(matches!(dup.validate(), Err(SpecError::DuplicatePartId { .. })));
    /// ```
    pub fn validate(&self) -> Result<(), SpecError> {
        self.check_version()?;
        for (i, part) in self.parts.iter().enumerate() {
            if self.parts[..i].iter().any(|p| p.id == part.id) {
                return Err(SpecError::DuplicatePartId { part: part.id });
            }
        }
        for part in &self.parts {
            part.validate_alone().map_err(|problem| SpecError::Part {
                part: part.id,
                problem,
            })?;
            self.validate_phoenix_column(part)
                .map_err(|problem| SpecError::Part {
                    part: part.id,
                    problem,
                })?;
            if let Some(HashInput::Parts(ids)) = part.value.hash_input() {
                for id in ids {
                    let Some(target) = self.part(*id) else {
                        return Err(SpecError::Part {
                            part: part.id,
                            problem: PartProblem::UnknownPart { missing: *id },
                        });
                    };
                    if target.value.depends_on_other_parts() || *id == part.id {
                        return Err(SpecError::Part {
                            part: part.id,
                            problem: PartProblem::HashOfDerivedPart { target: *id },
                        });
                    }
                }
            }
        }
        Ok(())
    }
}

impl KeySpec {
    /// Phoenix's refusals of a table, for a part written as a Phoenix key column: a
    /// `VARBINARY` that another Phoenix key column follows (`MetaDataClient.createTableInternal`
    /// raises `VARBINARY_IN_ROW_KEY` for a `PVarbinary` primary-key column while
    /// `pkColumnsIterator.hasNext()`), and a `DESC` `VARBINARY` (`ColumnMetaDataOps.newColumn`
    /// raises `DESC_VARBINARY_NOT_SUPPORTED`). Only `VARBINARY` is refused there; Phoenix's
    /// `VARBINARY_ENCODED`, which may stand anywhere in the key, is not modelled.
    fn validate_phoenix_column(&self, part: &KeyPart) -> Result<(), PartProblem> {
        use rowkey_encodings::Order;
        use rowkey_encodings::phoenix::PhoenixType;
        let Some((PhoenixType::Varbinary, order)) = part
            .value
            .typed_encoding()
            .and_then(crate::typed::TypedEncoding::phoenix_column)
        else {
            return Ok(());
        };
        if order == Order::Desc {
            return Err(PartProblem::PhoenixDescVarbinary);
        }
        let later = self
            .parts
            .iter()
            .skip_while(|p| p.id != part.id)
            .skip(1)
            .find(|p| {
                p.value
                    .typed_encoding()
                    .and_then(crate::typed::TypedEncoding::phoenix_column)
                    .is_some()
            });
        match later {
            Some(next) => Err(PartProblem::PhoenixVarbinaryNotLast { next: next.id }),
            None => Ok(()),
        }
    }
}

/// One part of a key.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{KeyPart, PartId};
/// let p = KeyPart::column(3, "uid").with_separator("\\x00").with_label("user id");
/// assert_eq!(p.id, PartId(3));
/// assert_eq!(p.separator.as_ref().unwrap().as_bytes(), [0]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct KeyPart {
    /// Stable identity.
    pub id: PartId,
    /// A name for people (may be empty).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub label: String,
    /// How the part's bytes are made.
    pub value: PartValue,
    /// Bytes written right after the part's value (`#`, `_`, `|`, `\x00`, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub separator: Option<ByteString>,
}

/// How a part's bytes are made.
///
/// # Examples
///
/// ```
/// use rowkey_engine::literal::ByteString;
/// use rowkey_engine::spec::{KeyPart, PartValue};
/// let p = KeyPart::literal(1, "t_");
/// assert_eq!(p.value, PartValue::Literal { bytes: ByteString::from("t_") });
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum PartValue {
    /// A value from the sample: source text, then transforms in order, then an encoding.
    Field {
        /// Which columns give the text.
        source: Source,
        /// Text-to-text steps, applied in order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        transforms: Vec<Transform>,
        /// Text to bytes.
        encoding: Encoding,
    },
    /// Fixed bytes.
    Literal {
        /// The bytes.
        bytes: ByteString,
    },
    /// The md5 digest of some input, as lowercase hex characters or raw bytes.
    Md5 {
        /// What is hashed.
        input: HashInput,
        /// How much of the digest, in which form.
        output: Md5Output,
    },
    /// A salt or bucket prefix.
    Salt(Salt),
    /// The row key pasted in the sample, as bytes: the [`KEY_COLUMN`](crate::sample::KEY_COLUMN)
    /// text (of a key list or HBase scan output) read with
    /// [`decode_key_text`](crate::sample::decode_key_text), so `\xHH` is one byte; this is
    /// exactly [`Sample::raw_key`](crate::sample::Sample::raw_key). The whole key, or only
    /// its bytes `start..end` (fewer when the key is shorter, none when it ends before
    /// `start`).
    ///
    /// Saved as `{"raw_key": {}}` for the whole key, `{"raw_key": {"start": 0, "end": 2}}`
    /// for its first two bytes.
    RawKey {
        /// The first byte kept (0 = from the start of the key).
        #[serde(default, skip_serializing_if = "is_zero")]
        start: u32,
        /// The byte after the last one kept; `None` keeps everything to the end of the key.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        end: Option<u32>,
    },
}

#[allow(clippy::trivially_copy_pass_by_ref)] // serde's `skip_serializing_if` passes a reference.
fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl PartValue {
    /// What a hashed part reads, if it is hashed.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{HashInput, KeyPart, Salt};
    /// assert_eq!(KeyPart::salt(1, Salt::phoenix(4)).value.hash_input(), Some(&HashInput::RestOfKey));
    /// assert_eq!(KeyPart::column(2, "a").value.hash_input(), None);
    /// ```
    #[must_use]
    pub fn hash_input(&self) -> Option<&HashInput> {
        match self {
            Self::Md5 { input, .. } => Some(input),
            Self::Salt(salt) => salt.bucketing.uses_input().then_some(&salt.input),
            Self::Field { .. } | Self::Literal { .. } | Self::RawKey { .. } => None,
        }
    }

    /// The store's typed encoding that writes the value, if a typed field's.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::KeyPart;
    /// assert_eq!(KeyPart::column(1, "a").value.typed_encoding(), None);
    /// ```
    #[must_use]
    pub fn typed_encoding(&self) -> Option<crate::typed::TypedEncoding> {
        match self {
            Self::Field {
                encoding: Encoding::Typed(typed),
                ..
            } => Some(*typed),
            _ => None,
        }
    }

    /// Whether the value is computed from other parts' bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, Salt};
    /// assert!(KeyPart::salt(1, Salt::phoenix(4)).value.depends_on_other_parts());
    /// assert!(!KeyPart::md5_hex_of_columns(2, &["a"], 4).value.depends_on_other_parts());
    /// ```
    #[must_use]
    pub fn depends_on_other_parts(&self) -> bool {
        matches!(
            self.hash_input(),
            Some(HashInput::RestOfKey | HashInput::Parts(_))
        )
    }
}

/// Where a field's text comes from.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{KeyPart, PartValue, Source};
/// let p = KeyPart::columns(1, &["dt", "id"], "_");
/// assert!(matches!(p.value, PartValue::Field { source: Source::Columns { .. }, .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Source {
    /// One column's text.
    Column {
        /// The column name.
        name: String,
    },
    /// Several columns' texts joined with a text between them.
    Columns {
        /// The column names, in order.
        names: Vec<String>,
        /// Text written between two values (may be empty).
        #[serde(default)]
        joiner: String,
    },
}

impl Source {
    /// The column names read.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::Source;
    /// let s = Source::Columns { names: vec!["dt".into(), "id".into()], joiner: "_".into() };
    /// assert_eq!(s.columns(), ["dt", "id"]);
    /// ```
    #[must_use]
    pub fn columns(&self) -> Vec<&str> {
        match self {
            Self::Column { name } => vec![name.as_str()],
            Self::Columns { names, .. } => names.iter().map(String::as_str).collect(),
        }
    }
}

/// A text-to-text step of a field.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{End, Transform};
/// use rowkey_engine::transform::apply;
/// assert_eq!(apply(&Transform::Substring { keep: End::First, chars: 3 }, "abcdef"), "abc");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Transform {
    /// Keeps the first or last `chars` characters (all of them if the text is shorter).
    Substring {
        /// Which end to keep.
        keep: End,
        /// How many characters (at least 1).
        chars: u32,
    },
    /// Reverses the characters: `12345` → `54321`.
    Reverse,
    /// Reverses the dot-separated labels of a host name: `www.example.com` → `com.example.www`.
    ///
    /// For a URL, a `scheme://` prefix is dropped, the host is reversed and the path is kept:
    /// `http://www.example.com/a` → `com.example.www/a`.
    ReverseDomain,
}

/// Which end of a text.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{End, Transform};
/// use rowkey_engine::transform::apply;
/// assert_eq!(apply(&Transform::Substring { keep: End::Last, chars: 2 }, "2024"), "24");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// The start.
    First,
    /// The end.
    Last,
}
crate::tagged::unit_enum_deserialize!(End { First = "first", Last = "last" });

/// How a field's text becomes bytes.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_value;
/// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart};
/// let part = KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::big_endian_signed(2)));
/// assert_eq!(encode_value(&part, "-1").unwrap(), [0xFF, 0xFF]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Encoding {
    /// UTF-8 text (`Bytes.toBytes(String)`), optionally padded to a fixed width.
    Text {
        /// Padding to a width, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pad: Option<Pad>,
    },
    /// A decimal integer from the text, optionally reversed, written in a number format.
    Integer(IntegerEncoding),
    /// A point in time read from the text and written as a number or formatted text.
    Timestamp {
        /// How the text is read.
        input: TimeInput,
        /// How the time is written.
        output: TimeOutput,
    },
    /// A typed value written by a store's own key encoding (a Phoenix primary-key column, an
    /// HBase `OrderedBytes` field, a Bigtable `OrderedCodeBytes` field), with the separator
    /// that store writes after it.
    Typed(crate::typed::TypedEncoding),
}

/// Padding of text to a width in bytes (`str_pad`, CHAR(n)).
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{Pad, PadSide};
/// assert_eq!(Pad::left(4).fill, '0');
/// assert_eq!(Pad::right(5).side, PadSide::Right);
/// assert_eq!(Pad::right(5).fill, ' ');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Pad {
    /// Which side receives the fill.
    pub side: PadSide,
    /// The width in bytes (1..=[`MAX_WIDTH`]).
    pub width: u16,
    /// The fill character; must be ASCII so that the width is exact.
    pub fill: char,
    /// What to do with a value longer than the width.
    #[serde(default)]
    pub too_long: TooLong,
}

impl Pad {
    /// Left padding with `'0'` (numbers as `0001`), erroring on longer values.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Pad, PadSide, TooLong};
    /// let p = Pad::left(4);
    /// assert_eq!((p.side, p.width, p.fill, p.too_long), (PadSide::Left, 4, '0', TooLong::Error));
    /// ```
    #[must_use]
    pub fn left(width: u16) -> Self {
        Self {
            side: PadSide::Left,
            width,
            fill: '0',
            too_long: TooLong::Error,
        }
    }

    /// Right padding with spaces (Phoenix `CHAR(n)`), erroring on longer values.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Pad, PadSide};
    /// assert_eq!((Pad::right(3).side, Pad::right(3).fill), (PadSide::Right, ' '));
    /// ```
    #[must_use]
    pub fn right(width: u16) -> Self {
        Self {
            side: PadSide::Right,
            width,
            fill: ' ',
            too_long: TooLong::Error,
        }
    }

    /// The same padding with another fill character.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::Pad;
    /// assert_eq!(Pad::left(4).with_fill('_').fill, '_');
    /// ```
    #[must_use]
    pub fn with_fill(mut self, fill: char) -> Self {
        self.fill = fill;
        self
    }

    /// The same padding with another policy for long values.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Pad, TooLong};
    /// assert_eq!(Pad::left(4).with_too_long(TooLong::KeepLast).too_long, TooLong::KeepLast);
    /// ```
    #[must_use]
    pub fn with_too_long(mut self, too_long: TooLong) -> Self {
        self.too_long = too_long;
        self
    }
}

/// Which side padding goes on.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{Pad, PadSide};
/// assert_eq!(Pad::left(2).side, PadSide::Left);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PadSide {
    /// Fill before the value (`0042`).
    Left,
    /// Fill after the value (`ab   `).
    Right,
}
crate::tagged::unit_enum_deserialize!(PadSide { Left = "left", Right = "right" });

/// What to do with a value longer than its fixed width.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{Pad, TooLong};
/// use rowkey_engine::transform::write_padded;
/// let mut out = Vec::new();
/// write_padded(&mut out, b"12345", &Pad::left(3).with_too_long(TooLong::KeepFirst)).unwrap();
/// assert_eq!(out, b"123");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TooLong {
    /// The row fails with an error naming the value and the width.
    #[default]
    Error,
    /// Keep the first `width` bytes.
    KeepFirst,
    /// Keep the last `width` bytes.
    KeepLast,
}
crate::tagged::unit_enum_deserialize!(TooLong { Error = "error", KeepFirst = "keep_first", KeepLast = "keep_last" });

/// Integers: parse decimal text, optionally reverse (`MAX − v`), then write.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{IntegerEncoding, IntFormat, ReverseFrom};
/// let e = IntegerEncoding::new(IntFormat::Decimal).reversed(ReverseFrom::IntMax);
/// assert_eq!(e.reverse, Some(ReverseFrom::IntMax));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(deny_unknown_fields)]
pub struct IntegerEncoding {
    /// If set, the value written is `MAX − value`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reverse: Option<ReverseFrom>,
    /// How the number is written.
    pub format: IntFormat,
}

impl IntegerEncoding {
    /// Writes the value as is in `format`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{IntFormat, IntegerEncoding};
    /// assert_eq!(IntegerEncoding::new(IntFormat::Decimal).reverse, None);
    /// ```
    #[must_use]
    pub fn new(format: IntFormat) -> Self {
        Self {
            reverse: None,
            format,
        }
    }

    /// Writes `MAX − value` instead.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{IntFormat, IntegerEncoding, ReverseFrom};
    /// let e = IntegerEncoding::new(IntFormat::Decimal).reversed(ReverseFrom::Custom(99));
    /// assert_eq!(e.reverse, Some(ReverseFrom::Custom(99)));
    /// ```
    #[must_use]
    pub fn reversed(mut self, from: ReverseFrom) -> Self {
        self.reverse = Some(from);
        self
    }
}

/// The `MAX` of a reverse value `MAX − v`.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::ReverseFrom;
/// assert_eq!(ReverseFrom::LongMax.value(), i64::MAX);
/// assert_eq!(ReverseFrom::Custom(10_000).value(), 10_000);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ReverseFrom {
    /// Java `Long.MAX_VALUE` = 9223372036854775807 (the HBase book's reverse timestamp).
    LongMax,
    /// Java `Integer.MAX_VALUE` = 2147483647 (also 32-bit PHP's `PHP_INT_MAX`, seed 002).
    IntMax,
    /// Any other maximum.
    Custom(i64),
}

impl ReverseFrom {
    /// The maximum as a number.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::ReverseFrom;
    /// assert_eq!(ReverseFrom::IntMax.value(), 2_147_483_647);
    /// ```
    #[must_use]
    pub fn value(self) -> i64 {
        match self {
            Self::LongMax => i64::MAX,
            Self::IntMax => i64::from(i32::MAX),
            Self::Custom(v) => v,
        }
    }
}

/// How an integer is written.
///
/// # Examples
///
/// ```
/// use rowkey_engine::number::write_integer;
/// use rowkey_engine::spec::IntFormat;
/// let mut out = Vec::new();
/// write_integer(&mut out, 42, IntFormat::Decimal).unwrap();
/// assert_eq!(out, b"42");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum IntFormat {
    /// Decimal text without padding (`1`, `10`, `-3`): sorts `1, 10, 2`.
    Decimal,
    /// Decimal text zero-padded on the left to `width` digits (`0001`). Negative values and
    /// values with more digits are errors.
    ZeroPadded {
        /// Digits (1..=[`MAX_WIDTH`]).
        width: u16,
    },
    /// Big-endian binary of 1, 2, 4 or 8 bytes.
    Binary {
        /// Bytes.
        width: ByteWidth,
        /// Unsigned, two's complement or sign-flipped.
        style: BinaryStyle,
        /// What to do with values that do not fit.
        #[serde(default)]
        overflow: IntOverflow,
    },
}

impl IntFormat {
    /// `Bytes.toBytes(long/int/short/byte)`: big-endian two's complement of `width` bytes.
    ///
    /// A width other than 1, 2, 4 or 8 falls back to 8 bytes; use [`ByteWidth::new`] to check.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{IntFormat, ByteWidth, BinaryStyle};
    /// assert!(matches!(IntFormat::big_endian_signed(4), IntFormat::Binary { width: ByteWidth::Four, style: BinaryStyle::TwosComplement, .. }));
    /// ```
    #[must_use]
    pub fn big_endian_signed(width: u8) -> Self {
        Self::binary(width, BinaryStyle::TwosComplement)
    }

    /// Unsigned big-endian of `width` bytes (PHP `pack('N')` for 4).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{BinaryStyle, IntFormat};
    /// assert!(matches!(IntFormat::big_endian_unsigned(4), IntFormat::Binary { style: BinaryStyle::Unsigned, .. }));
    /// ```
    #[must_use]
    pub fn big_endian_unsigned(width: u8) -> Self {
        Self::binary(width, BinaryStyle::Unsigned)
    }

    /// Phoenix INTEGER/BIGINT: big-endian with the sign bit flipped.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{BinaryStyle, IntFormat};
    /// assert!(matches!(IntFormat::sign_flipped(8), IntFormat::Binary { style: BinaryStyle::SignFlipped, .. }));
    /// ```
    #[must_use]
    pub fn sign_flipped(width: u8) -> Self {
        Self::binary(width, BinaryStyle::SignFlipped)
    }

    fn binary(width: u8, style: BinaryStyle) -> Self {
        Self::Binary {
            width: ByteWidth::new(width).unwrap_or(ByteWidth::Eight),
            style,
            overflow: IntOverflow::Error,
        }
    }
}

/// Width of a binary integer.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::ByteWidth;
/// assert_eq!(ByteWidth::new(2).map(ByteWidth::bytes), Some(2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum ByteWidth {
    /// 1 byte (`byte`, TINYINT).
    One,
    /// 2 bytes (`short`, SMALLINT).
    Two,
    /// 4 bytes (`int`, INTEGER).
    Four,
    /// 8 bytes (`long`, BIGINT).
    Eight,
}

impl ByteWidth {
    /// The width for 1, 2, 4 or 8 bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::ByteWidth;
    /// assert_eq!(ByteWidth::new(4), Some(ByteWidth::Four));
    /// assert_eq!(ByteWidth::new(3), None);
    /// ```
    #[must_use]
    pub fn new(bytes: u8) -> Option<Self> {
        match bytes {
            1 => Some(Self::One),
            2 => Some(Self::Two),
            4 => Some(Self::Four),
            8 => Some(Self::Eight),
            _ => None,
        }
    }

    /// Number of bytes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::ByteWidth;
    /// assert_eq!(ByteWidth::Eight.bytes(), 8);
    /// ```
    #[must_use]
    pub fn bytes(self) -> usize {
        match self {
            Self::One => 1,
            Self::Two => 2,
            Self::Four => 4,
            Self::Eight => 8,
        }
    }
}

impl TryFrom<u8> for ByteWidth {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, String> {
        Self::new(value).ok_or_else(|| format!("a binary width is 1, 2, 4 or 8 bytes, not {value}"))
    }
}

impl From<ByteWidth> for u8 {
    fn from(w: ByteWidth) -> u8 {
        match w {
            ByteWidth::One => 1,
            ByteWidth::Two => 2,
            ByteWidth::Four => 4,
            ByteWidth::Eight => 8,
        }
    }
}

/// Binary integer flavours.
///
/// # Examples
///
/// ```
/// use rowkey_engine::number::write_integer;
/// use rowkey_engine::spec::{BinaryStyle, ByteWidth, IntFormat, IntOverflow};
/// let mut out = Vec::new();
/// let f = IntFormat::Binary { width: ByteWidth::One, style: BinaryStyle::SignFlipped, overflow: IntOverflow::Error };
/// write_integer(&mut out, -1, f).unwrap();
/// assert_eq!(out, [0x7F]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BinaryStyle {
    /// Unsigned big-endian (0 ..= 2^(8w) − 1).
    Unsigned,
    /// Two's complement big-endian, as `Bytes.toBytes` writes it: negatives sort after positives.
    TwosComplement,
    /// Two's complement with the first byte XOR `0x80`, as Phoenix INTEGER/BIGINT: sorts in
    /// numeric order.
    SignFlipped,
}
crate::tagged::unit_enum_deserialize!(BinaryStyle { Unsigned = "unsigned", TwosComplement = "twos_complement", SignFlipped = "sign_flipped" });

/// What to do with an integer outside a binary format's range.
///
/// # Examples
///
/// ```
/// use rowkey_engine::number::write_integer;
/// use rowkey_engine::spec::{BinaryStyle, ByteWidth, IntFormat, IntOverflow};
/// let f = IntFormat::Binary { width: ByteWidth::One, style: BinaryStyle::Unsigned, overflow: IntOverflow::Wrap };
/// let mut out = Vec::new();
/// write_integer(&mut out, 257, f).unwrap();
/// assert_eq!(out, [0x01]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum IntOverflow {
    /// The row fails with an error naming the range.
    #[default]
    Error,
    /// Keep the low bytes, as Java casts and PHP `pack` do (`pack('N', PHP_INT_MAX)` is
    /// `\xFF\xFF\xFF\xFF`).
    Wrap,
}
crate::tagged::unit_enum_deserialize!(IntOverflow { Error = "error", Wrap = "wrap" });

/// How a timestamp is read from text.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_value;
/// use rowkey_engine::spec::{Encoding, KeyPart, TimeInput, TimeOutput};
/// use rowkey_engine::time::TimePattern;
/// let part = KeyPart::column(1, "ts").with_encoding(Encoding::Timestamp {
///     input: TimeInput::EpochSeconds,
///     output: TimeOutput::Text { pattern: TimePattern::new("yyyyMMdd").unwrap(), utc_offset_minutes: 0 },
/// });
/// assert_eq!(encode_value(&part, "86400").unwrap(), b"19700102");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeInput {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    EpochSeconds,
    /// Milliseconds since 1970-01-01T00:00:00Z.
    EpochMillis,
    /// Date-time text in a pattern such as `yyyy-MM-dd HH:mm:ss`.
    DateTime {
        /// The pattern.
        pattern: TimePattern,
        /// The text's offset from UTC in minutes (480 for UTC+8).
        #[serde(default)]
        utc_offset_minutes: i32,
    },
}

/// How a timestamp is written.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_value;
/// use rowkey_engine::spec::{Encoding, IntFormat, IntegerEncoding, KeyPart, TimeInput, TimeOutput, TimeUnit};
/// let part = KeyPart::column(1, "ms").with_encoding(Encoding::Timestamp {
///     input: TimeInput::EpochMillis,
///     output: TimeOutput::Number { unit: TimeUnit::Seconds, integer: IntegerEncoding::new(IntFormat::Decimal) },
/// });
/// assert_eq!(encode_value(&part, "1700000000999").unwrap(), b"1700000000");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeOutput {
    /// As an integer count of `unit` since the epoch, in any integer encoding.
    Number {
        /// Seconds or milliseconds.
        unit: TimeUnit,
        /// Reverse and number format.
        integer: IntegerEncoding,
    },
    /// As formatted text such as `yyyyMMddHHmmss`.
    Text {
        /// The pattern.
        pattern: TimePattern,
        /// Offset from UTC in minutes to write local time.
        #[serde(default)]
        utc_offset_minutes: i32,
    },
}

/// Unit of an epoch number.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::TimeUnit;
/// assert_ne!(TimeUnit::Seconds, TimeUnit::Millis);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum TimeUnit {
    /// Seconds (Unix `time()`).
    Seconds,
    /// Milliseconds (Java `System.currentTimeMillis()`).
    Millis,
}
crate::tagged::unit_enum_deserialize!(TimeUnit { Seconds = "seconds", Millis = "millis" });

impl Encoding {
    /// Plain UTF-8 text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::Encoding;
    /// assert_eq!(Encoding::text(), Encoding::Text { pad: None });
    /// ```
    #[must_use]
    pub fn text() -> Self {
        Self::Text { pad: None }
    }

    /// UTF-8 text with padding.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Encoding, Pad};
    /// assert_eq!(Encoding::padded(Pad::left(4)), Encoding::Text { pad: Some(Pad::left(4)) });
    /// ```
    #[must_use]
    pub fn padded(pad: Pad) -> Self {
        Self::Text { pad: Some(pad) }
    }

    /// A decimal integer written in `format`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Encoding, IntFormat};
    /// assert!(matches!(Encoding::integer(IntFormat::Decimal), Encoding::Integer(_)));
    /// ```
    #[must_use]
    pub fn integer(format: IntFormat) -> Self {
        Self::Integer(IntegerEncoding::new(format))
    }

    /// Epoch milliseconds text written in `format`, not reversed (`Bytes.toBytes(ts)` as 8
    /// bytes is `epoch_millis(big_endian_signed(8))`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::encode_value;
    /// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart};
    /// let part = KeyPart::column(1, "ts").with_encoding(Encoding::epoch_millis(IntFormat::big_endian_signed(8)));
    /// assert_eq!(encode_value(&part, "1700000000000").unwrap(), [0x00, 0x00, 0x01, 0x8B, 0xCF, 0xE5, 0x68, 0x00]);
    /// ```
    #[must_use]
    pub fn epoch_millis(format: IntFormat) -> Self {
        Self::Timestamp {
            input: TimeInput::EpochMillis,
            output: TimeOutput::Number {
                unit: TimeUnit::Millis,
                integer: IntegerEncoding::new(format),
            },
        }
    }

    /// Epoch milliseconds text, reversed from `from`, written in `format`
    /// (`Long.MAX_VALUE − ts` as 8 bytes is `epoch_millis_reversed(LongMax, big_endian_signed(8))`).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Encoding, IntFormat, ReverseFrom};
    /// let e = Encoding::epoch_millis_reversed(ReverseFrom::LongMax, IntFormat::big_endian_signed(8));
    /// assert!(matches!(e, Encoding::Timestamp { .. }));
    /// ```
    #[must_use]
    pub fn epoch_millis_reversed(from: ReverseFrom, format: IntFormat) -> Self {
        Self::Timestamp {
            input: TimeInput::EpochMillis,
            output: TimeOutput::Number {
                unit: TimeUnit::Millis,
                integer: IntegerEncoding::new(format).reversed(from),
            },
        }
    }
}

/// What a hash (md5 or salt) reads.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_value;
/// use rowkey_engine::spec::{HashInput, KeyPart, Md5Output};
/// let part = KeyPart::md5(1, HashInput::Columns(vec!["u".into()]), Md5Output::Hex { chars: 4 });
/// assert_eq!(encode_value(&part, "").unwrap(), b"d41d");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum HashInput {
    /// The UTF-8 text of these columns, concatenated with nothing between.
    Columns(Vec<String>),
    /// The bytes of these parts, in the order listed, without their separators.
    Parts(Vec<PartId>),
    /// Every byte of the key after this part and its separator (Phoenix salting).
    RestOfKey,
}

/// How much of an md5 digest, in which form.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_value;
/// use rowkey_engine::spec::{HashInput, KeyPart, Md5Output};
/// let part = KeyPart::md5(1, HashInput::Columns(vec!["u".into()]), Md5Output::Raw { bytes: 2 });
/// assert_eq!(encode_value(&part, "").unwrap(), [0xD4, 0x1D]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Md5Output {
    /// The first `chars` lowercase hex characters (1..=32; 32 is the full digest).
    Hex {
        /// Characters kept.
        chars: u8,
    },
    /// The first `bytes` raw bytes (1..=16; 16 is the full digest).
    Raw {
        /// Bytes kept.
        bytes: u8,
    },
}

impl Md5Output {
    /// Bytes this output writes.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::Md5Output;
    /// assert_eq!(Md5Output::Hex { chars: 6 }.width(), 6);
    /// assert_eq!(Md5Output::Raw { bytes: 16 }.width(), 16);
    /// ```
    #[must_use]
    pub fn width(self) -> usize {
        match self {
            Self::Hex { chars } => usize::from(chars),
            Self::Raw { bytes } => usize::from(bytes),
        }
    }
}

/// A salt or bucket prefix: how the bucket is chosen, how many, and how it is written.
///
/// The common designs have constructors: [`Salt::phoenix`], [`Salt::hbasewd_hash`],
/// [`Salt::hbasewd_round_robin`], [`Salt::php_md5_mod`], [`Salt::php71_md5_mod`],
/// [`Salt::hash_mod_decimal`],
/// [`Salt::random_letters`].
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{Salt, Bucketing, BucketOutput};
/// let s = Salt::phoenix(4);
/// assert_eq!(s.bucketing, Bucketing::PhoenixHash);
/// assert_eq!(s.output, BucketOutput::Byte);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Salt {
    /// How a row's bucket is chosen.
    pub bucketing: Bucketing,
    /// Number of buckets.
    pub buckets: u32,
    /// How the bucket number is written.
    pub output: BucketOutput,
    /// What the hash reads (ignored by round-robin and random bucketing).
    pub input: HashInput,
}

impl Salt {
    /// Phoenix `SALT_BUCKETS = n`: one byte `abs(h % n)` over the rest of the key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{HashInput, Salt};
    /// assert_eq!(Salt::phoenix(8).input, HashInput::RestOfKey);
    /// ```
    #[must_use]
    pub fn phoenix(buckets: u32) -> Self {
        Self {
            bucketing: Bucketing::PhoenixHash,
            buckets,
            output: BucketOutput::Byte,
            input: HashInput::RestOfKey,
        }
    }

    /// HBaseWD `RowKeyDistributorByHashPrefix(new OneByteSimpleHash(n))` over the rest of the key.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Bucketing, Salt};
    /// assert_eq!(Salt::hbasewd_hash(8).bucketing, Bucketing::HbaseWdHash);
    /// ```
    #[must_use]
    pub fn hbasewd_hash(buckets: u32) -> Self {
        Self {
            bucketing: Bucketing::HbaseWdHash,
            buckets,
            output: BucketOutput::Byte,
            input: HashInput::RestOfKey,
        }
    }

    /// HBaseWD `RowKeyDistributorByOneBytePrefix(n)`: byte `row % n` in write order.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Bucketing, Salt};
    /// assert_eq!(Salt::hbasewd_round_robin(8).bucketing, Bucketing::RoundRobin);
    /// ```
    #[must_use]
    pub fn hbasewd_round_robin(buckets: u32) -> Self {
        Self {
            bucketing: Bucketing::RoundRobin,
            buckets,
            output: BucketOutput::Byte,
            input: HashInput::RestOfKey,
        }
    }

    /// Seed 002's `md5($key) % n` in PHP ≤ 7.0 (the post's era), written as unpadded decimal
    /// text; [`Salt::php71_md5_mod`] for PHP ≥ 7.1.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{BucketOutput, Salt};
    /// assert_eq!(Salt::php_md5_mod(&["ts"], 10).output, BucketOutput::Decimal { width: 0 });
    /// ```
    #[must_use]
    pub fn php_md5_mod(columns: &[&str], buckets: u32) -> Self {
        Self {
            bucketing: Bucketing::PhpMd5Mod,
            buckets,
            output: BucketOutput::Decimal { width: 0 },
            input: HashInput::Columns(columns.iter().map(|c| (*c).to_owned()).collect()),
        }
    }

    /// `md5($key) % n` in PHP ≥ 7.1, written as unpadded decimal text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::encode_value;
    /// use rowkey_engine::spec::{Bucketing, KeyPart, Salt};
    /// assert_eq!(Salt::php71_md5_mod(&["ts"], 10).bucketing, Bucketing::Php71Md5Mod);
    /// // md5("119") = "07e1cd…": PHP ≥ 7.1 reads the float 7e1 = 70, PHP ≤ 7.0 read 7.
    /// let new = KeyPart::salt(1, Salt::php71_md5_mod(&["k"], 100));
    /// assert_eq!(encode_value(&new, "119").unwrap(), b"70");
    /// let old = KeyPart::salt(1, Salt::php_md5_mod(&["k"], 100));
    /// assert_eq!(encode_value(&old, "119").unwrap(), b"7");
    /// ```
    #[must_use]
    pub fn php71_md5_mod(columns: &[&str], buckets: u32) -> Self {
        Self {
            bucketing: Bucketing::Php71Md5Mod,
            ..Self::php_md5_mod(columns, buckets)
        }
    }

    /// Seed 004's `hash(columns) % n` written as zero-padded decimal text of `width` digits.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{BucketOutput, Salt};
    /// assert_eq!(Salt::hash_mod_decimal(&["dt", "id"], 3, 2).output, BucketOutput::Decimal { width: 2 });
    /// ```
    #[must_use]
    pub fn hash_mod_decimal(columns: &[&str], buckets: u32, width: u16) -> Self {
        Self {
            bucketing: Bucketing::PhoenixHash,
            buckets,
            output: BucketOutput::Decimal { width },
            input: HashInput::Columns(columns.iter().map(|c| (*c).to_owned()).collect()),
        }
    }

    /// Seed 000's random letters `a, b, c, d…`, reproducible from `seed`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{BucketOutput, Bucketing, Salt};
    /// let s = Salt::random_letters(42, 4);
    /// assert_eq!((s.bucketing, s.output), (Bucketing::Random { seed: 42 }, BucketOutput::Letter));
    /// ```
    #[must_use]
    pub fn random_letters(seed: u64, buckets: u32) -> Self {
        Self {
            bucketing: Bucketing::Random { seed },
            buckets,
            output: BucketOutput::Letter,
            input: HashInput::RestOfKey,
        }
    }

    /// The most buckets this kind of salt takes: 127 for HBaseWD round-robin bytes, 256 for
    /// other byte salts, 26 for letters, and `10^width` (at most 1,000,000) for decimal text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::Salt;
    /// assert_eq!(Salt::phoenix(4).max_buckets(), 256);
    /// assert_eq!(Salt::hbasewd_round_robin(4).max_buckets(), 127);
    /// assert_eq!(Salt::hash_mod_decimal(&["a"], 4, 2).max_buckets(), 100);
    /// ```
    #[must_use]
    pub fn max_buckets(&self) -> u32 {
        match (self.output, self.bucketing) {
            (BucketOutput::Byte, Bucketing::RoundRobin) => HBASEWD_MAX_ROUND_ROBIN_BUCKETS,
            (BucketOutput::Byte, _) => PHOENIX_MAX_BUCKETS,
            (BucketOutput::Letter, _) => 26,
            (BucketOutput::Decimal { width: 0 }, _) => MAX_TEXT_BUCKETS,
            (BucketOutput::Decimal { width }, _) => 10u32
                .checked_pow(u32::from(width))
                .unwrap_or(MAX_TEXT_BUCKETS)
                .min(MAX_TEXT_BUCKETS),
        }
    }

    /// The same salt with another input.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{HashInput, PartId, Salt};
    /// let s = Salt::phoenix(4).with_input(HashInput::Parts(vec![PartId(2)]));
    /// assert_eq!(s.input, HashInput::Parts(vec![PartId(2)]));
    /// ```
    #[must_use]
    pub fn with_input(mut self, input: HashInput) -> Self {
        self.input = input;
        self
    }
}

/// How a row's bucket is chosen.
///
/// `h` below is Java's `Arrays.hashCode(byte[])`: `h = 1; h = 31·h + b` over signed bytes,
/// wrapping as a 32-bit int.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_value;
/// use rowkey_engine::spec::{Bucketing, BucketOutput, HashInput, KeyPart, Salt};
/// let salt = Salt { bucketing: Bucketing::PhoenixHash, buckets: 10, output: BucketOutput::Byte, input: HashInput::Columns(vec!["k".into()]) };
/// assert_eq!(encode_value(&KeyPart::salt(1, salt), "row1").unwrap(), [4]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Bucketing {
    /// Phoenix `SaltingUtil.getSaltingByte`: `abs(h % n)`.
    PhoenixHash,
    /// HBaseWD `OneByteSimpleHash`: `abs(h) % n` with Java int `abs`, so `h = Integer.MIN_VALUE`
    /// gives a negative bucket (written as a byte, e.g. `0xFE`).
    HbaseWdHash,
    /// The md5 digest as a 128-bit big-endian unsigned number, mod n.
    Md5Mod,
    /// PHP ≤ 7.0's `md5($x) % n` (seed 002's era, saved as `php_md5_mod`): PHP reads the hex
    /// digest with `strtol`, its leading decimal digits (`"05dd…"` → 5, `"5e8d…"` → 5,
    /// `"b23a…"` → 0, saturated at `PHP_INT_MAX`), then takes it mod n
    /// ([`php_md5_mod`](crate::hash::php_md5_mod)).
    PhpMd5Mod,
    /// PHP ≥ 7.1's `md5($x) % n` (saved as `php71_md5_mod`): PHP reads the hex digest as a
    /// numeric string, so `"5e8d…"` is the float 5e8 and overflowing digits saturate at
    /// `PHP_INT_MAX`; a digest starting with a letter is 0 (PHP 7.1–7.4, and `(int)md5($x) % n`
    /// in PHP 8, whose bare `%` throws a `TypeError` for it)
    /// ([`php71_md5_mod`](crate::hash::php71_md5_mod)).
    Php71Md5Mod,
    /// Row index (input order) mod n: depends on row order, not on the key (HBaseWD one-byte
    /// prefix).
    RoundRobin,
    /// A pseudo-random bucket from a stored seed and the row index (splitmix64), so every view
    /// is reproducible.
    Random {
        /// The seed stored in the design.
        seed: u64,
    },
}

impl Bucketing {
    /// Whether the bucket is computed from the [`Salt::input`].
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::Bucketing;
    /// assert!(Bucketing::PhoenixHash.uses_input());
    /// assert!(!Bucketing::RoundRobin.uses_input());
    /// ```
    #[must_use]
    pub fn uses_input(self) -> bool {
        !matches!(self, Self::RoundRobin | Self::Random { .. })
    }
}

/// How a bucket number is written.
///
/// # Examples
///
/// ```
/// use rowkey_engine::encode::encode_value;
/// use rowkey_engine::spec::{Bucketing, BucketOutput, HashInput, KeyPart, Salt};
/// let salt = Salt { bucketing: Bucketing::PhoenixHash, buckets: 10, output: BucketOutput::Decimal { width: 2 }, input: HashInput::Columns(vec!["k".into()]) };
/// assert_eq!(encode_value(&KeyPart::salt(1, salt), "row1").unwrap(), b"04");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum BucketOutput {
    /// One byte, `(byte) bucket` (at most 256 buckets).
    Byte,
    /// Decimal text zero-padded to `width` digits (`width` 0 = unpadded).
    Decimal {
        /// Digits, 0 for none.
        width: u16,
    },
    /// A lowercase letter `a` + bucket (at most 26 buckets).
    Letter,
}

impl KeyPart {
    fn new(id: u32, value: PartValue) -> Self {
        Self {
            id: PartId(id),
            label: String::new(),
            value,
            separator: None,
        }
    }

    /// A column's UTF-8 text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, Encoding};
    /// let p = KeyPart::column(1, "uid");
    /// assert!(matches!(p.value, rowkey_engine::spec::PartValue::Field { encoding: Encoding::Text { pad: None }, .. }));
    /// ```
    #[must_use]
    pub fn column(id: u32, name: &str) -> Self {
        Self::new(
            id,
            PartValue::Field {
                source: Source::Column {
                    name: name.to_owned(),
                },
                transforms: Vec::new(),
                encoding: Encoding::text(),
            },
        )
    }

    /// Several columns' texts joined with `joiner`.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::Source;
    /// let s = Source::Columns { names: vec!["dt".into(), "id".into()], joiner: "_".into() };
    /// assert_eq!(s.columns(), ["dt", "id"]);
    /// ```
    #[must_use]
    pub fn columns(id: u32, names: &[&str], joiner: &str) -> Self {
        Self::new(
            id,
            PartValue::Field {
                source: Source::Columns {
                    names: names.iter().map(|n| (*n).to_owned()).collect(),
                    joiner: joiner.to_owned(),
                },
                transforms: Vec::new(),
                encoding: Encoding::text(),
            },
        )
    }

    /// Fixed bytes, parsed with the lenient `\xHH` syntax of [`ByteString::parse`]; text that
    /// does not parse is taken as plain UTF-8.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, PartValue};
    /// let p = KeyPart::literal(1, "t\\x00");
    /// assert!(matches!(&p.value, PartValue::Literal { bytes } if bytes.as_bytes() == b"t\0"));
    /// ```
    #[must_use]
    pub fn literal(id: u32, text: &str) -> Self {
        let bytes = ByteString::parse(text).unwrap_or_else(|_| ByteString::from(text));
        Self::new(id, PartValue::Literal { bytes })
    }

    /// The first `chars` lowercase hex characters of md5 over these columns' text.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, Md5Output, PartValue};
    /// let p = KeyPart::md5_hex_of_columns(1, &["uid"], 6);
    /// assert!(matches!(p.value, PartValue::Md5 { output: Md5Output::Hex { chars: 6 }, .. }));
    /// ```
    #[must_use]
    pub fn md5_hex_of_columns(id: u32, columns: &[&str], chars: u8) -> Self {
        Self::new(
            id,
            PartValue::Md5 {
                input: HashInput::Columns(columns.iter().map(|c| (*c).to_owned()).collect()),
                output: Md5Output::Hex { chars },
            },
        )
    }

    /// An md5 part with any input and output.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{HashInput, KeyPart, Md5Output};
    /// let p = KeyPart::md5(1, HashInput::RestOfKey, Md5Output::Raw { bytes: 2 });
    /// assert_eq!(p.columns_read(), Vec::<&str>::new());
    /// ```
    #[must_use]
    pub fn md5(id: u32, input: HashInput, output: Md5Output) -> Self {
        Self::new(id, PartValue::Md5 { input, output })
    }

    /// The pasted key, whole, as its bytes ([`PartValue::RawKey`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::encode_sample;
    /// use rowkey_engine::sample::{parse_sample, SampleFormat, SampleLimits};
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    ///
    /// let sample = parse_sample("\\x00\\x00\\x00\\x01\nabc\n", SampleFormat::PlainKeys, &SampleLimits::default()).unwrap();
    /// let out = encode_sample(&KeySpec::new(vec![KeyPart::raw_key(1)]), &sample).unwrap();
    /// assert_eq!(out.rows[0].as_ref().unwrap().key.as_bytes(), [0, 0, 0, 1]);
    /// assert_eq!(out.rows[1].as_ref().unwrap().key.as_bytes(), b"abc");
    /// ```
    #[must_use]
    pub fn raw_key(id: u32) -> Self {
        Self::new(
            id,
            PartValue::RawKey {
                start: 0,
                end: None,
            },
        )
    }

    /// The bytes `start..end` of the pasted key (`end` `None`: to the end of the key).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::encode::encode_sample;
    /// use rowkey_engine::sample::{parse_sample, SampleFormat, SampleLimits};
    /// use rowkey_engine::spec::{KeyPart, KeySpec};
    ///
    /// let sample = parse_sample("\\xFF\\x01abc\nz\n", SampleFormat::PlainKeys, &SampleLimits::default()).unwrap();
    /// let spec = KeySpec::new(vec![KeyPart::raw_key_range(1, 0, Some(2))]);
    /// let out = encode_sample(&spec, &sample).unwrap();
    /// assert_eq!(out.rows[0].as_ref().unwrap().key.as_bytes(), [0xFF, 0x01]);
    /// // A shorter key gives what it has.
    /// assert_eq!(out.rows[1].as_ref().unwrap().key.as_bytes(), b"z");
    /// ```
    #[must_use]
    pub fn raw_key_range(id: u32, start: u32, end: Option<u32>) -> Self {
        Self::new(id, PartValue::RawKey { start, end })
    }

    /// A salt or bucket prefix.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, PartValue, Salt};
    /// assert!(matches!(KeyPart::salt(1, Salt::phoenix(4)).value, PartValue::Salt(_)));
    /// ```
    #[must_use]
    pub fn salt(id: u32, salt: Salt) -> Self {
        Self::new(id, PartValue::Salt(salt))
    }

    /// The same part with another encoding (fields only; other parts are unchanged).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{Encoding, IntFormat, KeyPart, PartValue};
    /// let p = KeyPart::column(1, "n").with_encoding(Encoding::integer(IntFormat::Decimal));
    /// assert!(matches!(p.value, PartValue::Field { encoding: Encoding::Integer(_), .. }));
    /// ```
    #[must_use]
    pub fn with_encoding(mut self, new: Encoding) -> Self {
        if let PartValue::Field { encoding, .. } = &mut self.value {
            *encoding = new;
        }
        self
    }

    /// The same part with one more transform (fields only).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::{KeyPart, PartValue, Transform};
    /// let p = KeyPart::column(1, "url").with_transform(Transform::ReverseDomain);
    /// assert!(matches!(&p.value, PartValue::Field { transforms, .. } if transforms == &[Transform::ReverseDomain]));
    /// ```
    #[must_use]
    pub fn with_transform(mut self, step: Transform) -> Self {
        if let PartValue::Field { transforms, .. } = &mut self.value {
            transforms.push(step);
        }
        self
    }

    /// The same part followed by a separator, parsed like [`KeyPart::literal`].
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::KeyPart;
    /// assert_eq!(KeyPart::column(1, "a").with_separator("#").separator.unwrap().as_bytes(), b"#");
    /// ```
    #[must_use]
    pub fn with_separator(mut self, text: &str) -> Self {
        self.separator = Some(ByteString::parse(text).unwrap_or_else(|_| ByteString::from(text)));
        self
    }

    /// The same part with a label.
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::KeyPart;
    /// assert_eq!(KeyPart::column(1, "a").with_label("user").label, "user");
    /// ```
    #[must_use]
    pub fn with_label(mut self, label: &str) -> Self {
        label.clone_into(&mut self.label);
        self
    }

    /// The columns this part reads (directly or through its hash input).
    ///
    /// # Examples
    ///
    /// ```
    /// use rowkey_engine::spec::KeyPart;
    /// assert_eq!(KeyPart::md5_hex_of_columns(1, &["a", "b"], 4).columns_read(), ["a", "b"]);
    /// ```
    #[must_use]
    pub fn columns_read(&self) -> Vec<&str> {
        match &self.value {
            PartValue::Field { source, .. } => source.columns(),
            PartValue::Literal { .. } => Vec::new(),
            PartValue::Md5 { input, .. } => input_columns(input),
            PartValue::Salt(salt) if salt.bucketing.uses_input() => input_columns(&salt.input),
            PartValue::Salt(_) => Vec::new(),
            PartValue::RawKey { .. } => vec![crate::sample::KEY_COLUMN],
        }
    }

    fn validate_alone(&self) -> Result<(), PartProblem> {
        match &self.value {
            PartValue::Field {
                source,
                transforms,
                encoding,
            } => {
                if source.columns().is_empty() {
                    return Err(PartProblem::NoColumns);
                }
                for t in transforms {
                    if let Transform::Substring { chars: 0, .. } = t {
                        return Err(PartProblem::EmptySubstring);
                    }
                }
                validate_encoding(encoding)
            }
            PartValue::Literal { bytes } => {
                if bytes.is_empty() {
                    Err(PartProblem::EmptyLiteral)
                } else {
                    Ok(())
                }
            }
            PartValue::Md5 { input, output } => {
                validate_input(input)?;
                match *output {
                    Md5Output::Hex { chars } if !(1..=32).contains(&chars) => {
                        Err(PartProblem::Md5HexLength { chars })
                    }
                    Md5Output::Raw { bytes } if !(1..=16).contains(&bytes) => {
                        Err(PartProblem::Md5RawLength { bytes })
                    }
                    _ => Ok(()),
                }
            }
            PartValue::Salt(salt) => validate_salt(salt),
            PartValue::RawKey { start, end } => {
                let max = u32::try_from(MAX_ROW_LENGTH).unwrap_or(u32::MAX);
                match *end {
                    Some(end) if end <= *start || end > max => Err(PartProblem::ByteRange {
                        start: *start,
                        end,
                        max,
                    }),
                    None if *start >= max => Err(PartProblem::ByteRange {
                        start: *start,
                        end: max,
                        max,
                    }),
                    _ => Ok(()),
                }
            }
        }
    }
}

fn input_columns(input: &HashInput) -> Vec<&str> {
    match input {
        HashInput::Columns(c) => c.iter().map(String::as_str).collect(),
        HashInput::Parts(_) | HashInput::RestOfKey => Vec::new(),
    }
}

fn validate_input(input: &HashInput) -> Result<(), PartProblem> {
    match input {
        HashInput::Columns(c) if c.is_empty() => Err(PartProblem::NoColumns),
        HashInput::Parts(p) if p.is_empty() => Err(PartProblem::NoHashedParts),
        _ => Ok(()),
    }
}

fn validate_width(width: u16) -> Result<(), PartProblem> {
    if width == 0 || width > MAX_WIDTH {
        Err(PartProblem::Width {
            width,
            max: MAX_WIDTH,
        })
    } else {
        Ok(())
    }
}

fn validate_encoding(encoding: &Encoding) -> Result<(), PartProblem> {
    match encoding {
        Encoding::Text { pad: None } => Ok(()),
        Encoding::Text { pad: Some(pad) } => {
            validate_width(pad.width)?;
            if pad.fill.is_ascii() {
                Ok(())
            } else {
                Err(PartProblem::NonAsciiFill { fill: pad.fill })
            }
        }
        Encoding::Integer(integer) => validate_int_format(integer.format),
        Encoding::Typed(typed) => typed.declared_width().map_or(Ok(()), validate_width),
        Encoding::Timestamp { input, output } => {
            if let TimeInput::DateTime {
                utc_offset_minutes, ..
            } = input
            {
                validate_offset(*utc_offset_minutes)?;
            }
            match output {
                TimeOutput::Number { integer, .. } => validate_int_format(integer.format),
                TimeOutput::Text {
                    utc_offset_minutes, ..
                } => validate_offset(*utc_offset_minutes),
            }
        }
    }
}

fn validate_offset(minutes: i32) -> Result<(), PartProblem> {
    if minutes.abs() >= 24 * 60 {
        Err(PartProblem::UtcOffset { minutes })
    } else {
        Ok(())
    }
}

fn validate_int_format(format: IntFormat) -> Result<(), PartProblem> {
    match format {
        IntFormat::ZeroPadded { width } => validate_width(width),
        IntFormat::Decimal | IntFormat::Binary { .. } => Ok(()),
    }
}

fn validate_salt(salt: &Salt) -> Result<(), PartProblem> {
    if salt.bucketing.uses_input() {
        validate_input(&salt.input)?;
    }
    if let BucketOutput::Decimal { width } = salt.output {
        if width > 6 {
            return Err(PartProblem::Width { width, max: 6 });
        }
    }
    let max = salt.max_buckets();
    if salt.buckets == 0 || salt.buckets > max {
        return Err(PartProblem::Buckets {
            buckets: salt.buckets,
            max,
        });
    }
    Ok(())
}

/// A problem with a spec, found without looking at data.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{KeyPart, KeySpec, SpecError};
/// let spec = KeySpec { version: 2, parts: vec![KeyPart::column(1, "a")] };
/// assert!(matches!(spec.validate(), Err(SpecError::FutureVersion { found: 2, supported: 1 })));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SpecError {
    /// The spec was saved by a newer version of the app.
    FutureVersion {
        /// The version in the file.
        found: u32,
        /// The newest version this code reads.
        supported: u32,
    },
    /// The version number is not one that ever existed.
    UnknownVersion {
        /// The version in the file.
        found: u32,
    },
    /// Two parts have the same id.
    DuplicatePartId {
        /// The repeated id.
        part: PartId,
    },
    /// One part is wrong.
    Part {
        /// Which part.
        part: PartId,
        /// What is wrong.
        problem: PartProblem,
    },
    /// A part reads a column the sample does not have.
    UnknownColumn {
        /// Which part.
        part: PartId,
        /// The missing column.
        column: String,
        /// The sample's columns.
        available: Vec<String>,
    },
}
crate::wire::wire_enum!(SpecError { FutureVersion { found, supported }, UnknownVersion { found }, DuplicatePartId { part }, Part { part, problem }, UnknownColumn { part, column, available } });

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::FutureVersion { found, supported } => write!(
                f,
                "this design was saved in format {found} by a newer version of the app; this version reads formats up to {supported}"
            ),
            Self::UnknownVersion { found } => {
                write!(
                    f,
                    "format version {found} does not exist (versions start at 1)"
                )
            }
            Self::DuplicatePartId { part } => write!(f, "two parts share the id of {part}"),
            Self::Part { part, problem } => write!(f, "{part}: {problem}"),
            Self::UnknownColumn {
                part,
                column,
                available,
            } => write!(
                f,
                "{part}: the sample has no column \"{column}\" (columns: {})",
                available.join(", ")
            ),
        }
    }
}

impl std::error::Error for SpecError {}

/// What is wrong with one part.
///
/// # Examples
///
/// ```
/// use rowkey_engine::spec::{KeyPart, KeySpec, PartProblem, SpecError};
/// let spec = KeySpec::new(vec![KeyPart::md5_hex_of_columns(3, &[], 6)]);
/// assert!(matches!(spec.validate(), Err(SpecError::Part { problem: PartProblem::NoColumns, .. })));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PartProblem {
    /// A field or hash reads no column.
    NoColumns,
    /// A hash of parts names no part.
    NoHashedParts,
    /// A literal has no bytes.
    EmptyLiteral,
    /// A substring keeps 0 characters.
    EmptySubstring,
    /// A width is 0 or too large.
    Width {
        /// The width given.
        width: u16,
        /// The largest allowed.
        max: u16,
    },
    /// A padding fill is not ASCII, so the width in bytes would not be exact.
    NonAsciiFill {
        /// The fill given.
        fill: char,
    },
    /// A UTC offset of a day or more.
    UtcOffset {
        /// The offset given, in minutes.
        minutes: i32,
    },
    /// An md5 hex prefix outside 1..=32.
    Md5HexLength {
        /// The length given.
        chars: u8,
    },
    /// An md5 raw prefix outside 1..=16.
    Md5RawLength {
        /// The length given.
        bytes: u8,
    },
    /// A bucket count outside 1..=max.
    Buckets {
        /// The count given.
        buckets: u32,
        /// The largest allowed for this kind of salt.
        max: u32,
    },
    /// A hash names a part that does not exist.
    UnknownPart {
        /// The missing id.
        missing: PartId,
    },
    /// A hash of parts names a part that is itself computed from other parts (or itself).
    HashOfDerivedPart {
        /// The offending target.
        target: PartId,
    },
    /// A Phoenix `VARBINARY` key column that a later Phoenix key column follows: Phoenix
    /// refuses the table (`VARBINARY_IN_ROW_KEY`).
    PhoenixVarbinaryNotLast {
        /// The first later part written as a Phoenix key column.
        next: PartId,
    },
    /// A Phoenix `VARBINARY` key column in `DESC` order: Phoenix refuses the table
    /// (`DESC_VARBINARY_NOT_SUPPORTED`).
    PhoenixDescVarbinary,
    /// A byte range of the pasted key that keeps nothing or reaches past the largest key.
    ByteRange {
        /// The first byte kept.
        start: u32,
        /// The byte after the last one kept.
        end: u32,
        /// The largest key length ([`MAX_ROW_LENGTH`]).
        max: u32,
    },
}
crate::wire::wire_enum!(PartProblem { NoColumns, NoHashedParts, EmptyLiteral, EmptySubstring, Width { width, max }, NonAsciiFill { fill }, UtcOffset { minutes }, Md5HexLength { chars }, Md5RawLength { bytes }, Buckets { buckets, max }, UnknownPart { missing }, HashOfDerivedPart { target }, ByteRange { start, end, max }, PhoenixVarbinaryNotLast { next }, PhoenixDescVarbinary });

impl fmt::Display for PartProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoColumns => f.write_str("choose at least one column"),
            Self::NoHashedParts => f.write_str("choose at least one part to hash"),
            Self::EmptyLiteral => f.write_str("a literal needs at least one byte"),
            Self::EmptySubstring => f.write_str("a substring keeps at least 1 character"),
            Self::Width { width, max } => write!(f, "a width is 1 to {max}, not {width}"),
            Self::NonAsciiFill { fill } => write!(
                f,
                "the padding character '{fill}' is not ASCII, so the width in bytes would vary"
            ),
            Self::UtcOffset { minutes } => write!(
                f,
                "a UTC offset is less than a day (1440 minutes), not {minutes} minutes"
            ),
            Self::Md5HexLength { chars } => {
                write!(f, "an md5 hex prefix has 1 to 32 characters, not {chars}")
            }
            Self::Md5RawLength { bytes } => {
                write!(f, "an md5 raw prefix has 1 to 16 bytes, not {bytes}")
            }
            Self::Buckets { buckets, max } => write!(
                f,
                "this kind of salt takes 1 to {max} buckets, not {buckets}"
            ),
            Self::UnknownPart { missing } => write!(f, "it hashes {missing}, which does not exist"),
            Self::HashOfDerivedPart { target } => write!(
                f,
                "it hashes {target}, which is itself computed from other parts; hash source parts only"
            ),
            Self::ByteRange { start, end, max } => write!(
                f,
                "a byte range of the key starts before it ends and ends by byte {max}, not bytes {start} to {end}"
            ),
            Self::PhoenixVarbinaryNotLast { next } => write!(
                f,
                "Phoenix refuses a VARBINARY key column that another key column ({next}) follows (VARBINARY_IN_ROW_KEY): make it the last, or use VARCHAR or CHAR"
            ),
            Self::PhoenixDescVarbinary => f.write_str(
                "Phoenix refuses a DESC VARBINARY key column (DESC_VARBINARY_NOT_SUPPORTED): make it ASC",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bucket_limits() {
        let ok = |salt: Salt| KeySpec::new(vec![KeyPart::salt(1, salt)]).validate();
        assert!(ok(Salt::phoenix(256)).is_ok());
        assert!(ok(Salt::phoenix(257)).is_err());
        assert!(ok(Salt::phoenix(0)).is_err());
        assert!(ok(Salt::hbasewd_round_robin(127)).is_ok());
        assert!(ok(Salt::hbasewd_round_robin(128)).is_err());
        assert!(ok(Salt::hbasewd_hash(256)).is_ok());
        assert!(ok(Salt::random_letters(1, 26)).is_ok());
        assert!(ok(Salt::random_letters(1, 27)).is_err());
        assert!(ok(Salt::hash_mod_decimal(&["a"], 100, 2)).is_ok());
        assert!(ok(Salt::hash_mod_decimal(&["a"], 101, 2)).is_err());
        let err = ok(Salt::phoenix(300)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "part 1: this kind of salt takes 1 to 256 buckets, not 300"
        );
    }

    #[test]
    fn hash_of_parts_must_name_source_parts() {
        let spec = KeySpec::new(vec![
            KeyPart::salt(
                1,
                Salt::phoenix(4).with_input(HashInput::Parts(vec![PartId(2)])),
            ),
            KeyPart::column(2, "a"),
        ]);
        assert!(spec.validate().is_ok());
        let spec = KeySpec::new(vec![KeyPart::salt(
            1,
            Salt::phoenix(4).with_input(HashInput::Parts(vec![PartId(1)])),
        )]);
        assert!(spec.validate().is_err());
        let spec = KeySpec::new(vec![KeyPart::salt(
            1,
            Salt::phoenix(4).with_input(HashInput::Parts(vec![PartId(9)])),
        )]);
        assert_eq!(
            spec.validate().unwrap_err().to_string(),
            "part 1: it hashes part 9, which does not exist"
        );
    }

    #[test]
    fn serde_rejects_unknown_fields_and_keeps_invalid_parts() {
        let bad = r#"{"version":1,"parts":[],"extra":1}"#;
        assert!(serde_json::from_str::<KeySpec>(bad).is_err());
        // An invalid part loads as saved (nothing is lost); validating names the problem.
        let bad = r#"{"version":1,"parts":[{"id":1,"value":{"md5":{"input":{"columns":["a"]},"output":{"hex":{"chars":40}}}}}]}"#;
        let spec = serde_json::from_str::<KeySpec>(bad).unwrap();
        let err = spec.validate().unwrap_err().to_string();
        assert!(err.contains("1 to 32"), "{err}");
        assert_eq!(
            serde_json::from_str::<KeySpec>(&serde_json::to_string(&spec).unwrap()).unwrap(),
            spec
        );
        let bad = r#"{"version":1,"parts":[{"id":1,"value":{"field":{"source":{"column":{"name":"a"}},"encoding":{"integer":{"format":{"binary":{"width":3,"style":"unsigned"}}}}}}}]}"#;
        let err = serde_json::from_str::<KeySpec>(bad)
            .unwrap_err()
            .to_string();
        assert!(err.contains("1, 2, 4 or 8"), "{err}");
    }
}
